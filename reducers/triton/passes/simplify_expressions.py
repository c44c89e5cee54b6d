"""simplify-expressions: replace an expression by a simpler one: a binary operation by either
operand, a unary operation, ``a if c else b`` or ``a and b`` by an operand, a comparison by its
left side, ``x.to(t)``/``x.method(...)`` by ``x``, a subscript ``x[...]`` by ``x``, a call by its
first argument (``triton.cdiv(n, B)`` -> ``n``)."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, edit_sites, parents, preorder, replace_in_parent


def _alternatives(e: ast.expr) -> list[ast.expr]:
    if isinstance(e, ast.BinOp):
        return [e.left, e.right]
    if isinstance(e, ast.UnaryOp):
        return [e.operand]
    if isinstance(e, ast.IfExp):
        return [e.body, e.orelse]
    if isinstance(e, ast.BoolOp):
        return list(e.values[:2])
    if isinstance(e, ast.Compare):
        return [e.left]
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Attribute) and e.func.attr in (
            "to", "contiguous", "float", "half", "view", "reshape", "T", "permute", "trans", "clone"):
        return [e.func.value]
    if isinstance(e, ast.Subscript) and isinstance(e.ctx, ast.Load):
        return [e.value]
    if isinstance(e, ast.Call) and e.args and not isinstance(e.func, ast.Subscript):
        return [e.args[0]]  # triton.cdiv(n, B) -> n, tl.multiple_of(x, 16) -> x
    return []


def _select(tree: ast.Module) -> list:
    par = parents(tree)
    sites = []
    for e in preorder(tree):
        if not isinstance(e, ast.expr):
            continue
        p = par.get(id(e))
        if p is None:
            continue
        # k[grid](...) launches keep their subscript
        if isinstance(e, ast.Subscript) and isinstance(p, ast.Call) and p.func is e:
            continue
        for alt in _alternatives(e):
            sites.append(lambda p=p, e=e, alt=alt: replace_in_parent(p, e, alt))
    return sites


def simplify_expressions(source: str) -> Transform:
    return edit_sites(source, _select)

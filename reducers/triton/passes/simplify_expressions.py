"""simplify-expressions: replace an expression by a simpler one: a binary operation by either
operand, a unary operation, ``a if c else b`` or ``a and b`` by an operand, a comparison by its
left side, ``x.to(t)``/``x.method(...)`` by ``x``, a subscript ``x[...]`` by ``x``, a call by its
first argument (``triton.cdiv(n, B)`` -> ``n``); an argument of a call or an element of a tuple
or list (``strides=(N, N, 1)``, ``torch.empty(n)`` passed to an unused parameter) by ``0``."""
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


def _is_value_slot(p: ast.AST, e: ast.expr) -> bool:
    """e is a call argument, a keyword argument's value, or a tuple/list element being read."""
    if isinstance(p, ast.Call):
        return e in p.args
    if isinstance(p, ast.keyword):
        return True
    return isinstance(p, (ast.Tuple, ast.List)) and isinstance(p.ctx, ast.Load)


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
        alts = _alternatives(e)
        if not isinstance(e, (ast.Constant, ast.Starred)) and _is_value_slot(p, e):
            alts.append(ast.Constant(0))
        for alt in alts:
            sites.append(lambda p=p, e=e, alt=alt: replace_in_parent(p, e, alt))
    return sites


def simplify_expressions(source: str) -> Transform:
    return edit_sites(source, _select)

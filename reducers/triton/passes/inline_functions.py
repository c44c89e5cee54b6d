"""inline-functions: inline a helper into its callers: a call of a function whose body is a
single ``return EXPR`` becomes EXPR with the parameters substituted (Triton ``@jit`` helpers
included), and a statement ``f()`` calling a parameterless function without ``return``
becomes f's body (``main()``, ``test_x()``)."""
from __future__ import annotations

import ast
import copy

from reducers.triton.source import Transform, edit_sites, parents, preorder, replace_in_parent


def _body(fn: ast.FunctionDef) -> list[ast.stmt]:
    b = fn.body
    if b and isinstance(b[0], ast.Expr) and isinstance(b[0].value, ast.Constant) and isinstance(b[0].value.value, str):
        b = b[1:]
    return b


class _Subst(ast.NodeTransformer):
    def __init__(self, mapping: dict[str, ast.expr]):
        self.mapping = mapping

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if isinstance(node.ctx, ast.Load) and node.id in self.mapping:
            return copy.deepcopy(self.mapping[node.id])
        return node


def _select(tree: ast.Module) -> list:
    defs: dict[str, ast.FunctionDef] = {}
    for st in tree.body:
        if isinstance(st, ast.FunctionDef):
            defs[st.name] = st
    par = parents(tree)
    sites = []
    for call in preorder(tree):
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in defs):
            continue
        fn = defs[call.func.id]
        body = _body(fn)
        a = fn.args
        if a.vararg or a.kwarg or a.kwonlyargs or any(isinstance(x, ast.Starred) for x in call.args):
            continue
        p = par.get(id(call))
        if len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value is not None:
            names = [x.arg for x in a.args]
            mapping: dict[str, ast.expr] = {}
            defaults = dict(zip(names[len(names) - len(a.defaults):], a.defaults))
            for i, n in enumerate(names):
                if i < len(call.args):
                    mapping[n] = call.args[i]
                elif any(k.arg == n for k in call.keywords):
                    mapping[n] = next(k.value for k in call.keywords if k.arg == n)
                elif n in defaults:
                    mapping[n] = defaults[n]
            if len(mapping) != len(names) or p is None:
                continue

            def inline_expr(p=p, call=call, ret=body[0].value, mapping=mapping):
                new = _Subst(mapping).visit(copy.deepcopy(ret))
                replace_in_parent(p, call, new)
            sites.append(inline_expr)
        elif not a.args and isinstance(p, ast.Expr) and not any(isinstance(n, ast.Return) for n in ast.walk(fn)):
            gp = par.get(id(p))

            def inline_stmt(gp=gp, st=p, body=body):
                for f in ("body", "orelse", "finalbody"):
                    lst = getattr(gp, f, None)
                    if isinstance(lst, list) and st in lst:
                        i = lst.index(st)
                        lst[i:i + 1] = copy.deepcopy(body)
                        return
            if gp is not None:
                sites.append(inline_stmt)
    return sites


def inline_functions(source: str) -> Transform:
    return edit_sites(source, _select)

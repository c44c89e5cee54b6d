"""inline-constants: replace every use of a variable assigned exactly once to a literal
(``N = 1024``, ``BLOCK: tl.constexpr = 64``) by the literal and drop the assignment, so the
literal can shrink where it is used (shrink-integers)."""
from __future__ import annotations

import ast
import copy
from collections import Counter

from reducers.triton.source import Transform, edit_sites, parents, preorder, replace_in_parent


def _select(tree: ast.Module) -> list:
    stores: Counter[str] = Counter()
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
            stores[n.id] += 1
        elif isinstance(n, ast.arg):
            stores[n.arg] += 2  # a parameter shadows: never inline that name
    consts: dict[str, ast.Constant] = {}
    assigns: dict[str, ast.stmt] = {}
    for n in preorder(tree):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            name, value = n.targets[0].id, n.value
        elif isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and n.value is not None:
            name, value = n.target.id, n.value
        else:
            continue
        if stores[name] == 1 and isinstance(value, ast.Constant) and isinstance(value.value, (int, float, bool, str)):
            consts[name] = value
            assigns[name] = n
    par = parents(tree)
    sites = []
    for name, value in consts.items():
        uses = [n for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id == name]
        if not uses:
            continue

        def inline(uses=uses, value=value, stmt=assigns[name]):
            for u in uses:
                p = par.get(id(u))
                if p is not None:
                    replace_in_parent(p, u, copy.deepcopy(value))
            body = getattr(par.get(id(stmt)), "body", None)  # the assignment is dead now
            if isinstance(body, list) and stmt in body and len(body) > 1:
                body.remove(stmt)
        sites.append(inline)
    return sites


def inline_constants(source: str) -> Transform:
    return edit_sites(source, _select)

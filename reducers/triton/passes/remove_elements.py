"""remove-elements: drop elements of list/tuple/set literals and dict entries (autotune
config lists, shape tuples, parameter sweeps)."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, edit_sites, preorder


def _select(tree: ast.Module) -> list:
    sites = []
    for lit in preorder(tree):
        if isinstance(lit, (ast.List, ast.Tuple, ast.Set)) and len(lit.elts) > 1 and isinstance(lit.ctx if hasattr(lit, "ctx") else ast.Load(), ast.Load):
            for e in list(lit.elts):
                sites.append(lambda lit=lit, e=e: lit.elts.remove(e) if e in lit.elts and len(lit.elts) > 1 else None)
        elif isinstance(lit, ast.Dict) and len(lit.keys) > 1:
            for k in list(lit.keys):
                def drop(lit=lit, k=k):
                    if k in lit.keys and len(lit.keys) > 1:
                        i = lit.keys.index(k)
                        del lit.keys[i]
                        del lit.values[i]
                sites.append(drop)
    return sites


def remove_elements(source: str) -> Transform:
    return edit_sites(source, _select)

"""remove-statements: delete statements at any depth (whole functions, loops, launch,
benchmark and reference code included). An emptied body becomes ``pass``."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, edit_sites, preorder


def _select(tree: ast.Module) -> list:
    sites = []
    for node in preorder(tree):
        for f in ("body", "orelse", "finalbody"):
            lst = getattr(node, f, None)
            if isinstance(lst, list) and lst and isinstance(lst[0], ast.stmt):
                for st in list(lst):
                    if isinstance(st, ast.Pass):
                        continue
                    sites.append(lambda lst=lst, st=st: lst.remove(st) if st in lst else None)
    return sites


def remove_statements(source: str) -> Transform:
    return edit_sites(source, _select)

"""remove-statements: delete statements at any depth (whole functions, loops, launch,
benchmark and reference code included). An emptied body becomes ``pass``."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, edit_sites, statement_lists


def _select(tree: ast.Module) -> list:
    sites = []
    for _owner, _field, lst in statement_lists(tree):
        for st in list(lst):
            if isinstance(st, ast.Pass):
                continue
            sites.append(lambda lst=lst, st=st: lst.remove(st) if st in lst else None)
    return sites


def remove_statements(source: str) -> Transform:
    return edit_sites(source, _select)

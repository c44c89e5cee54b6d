"""unwrap-blocks: replace a compound statement by its body (``if``/``for``/``while``/``with``/
``try``, ``if __name__ == "__main__":``), or an ``if`` by its ``else`` branch."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, edit_sites, statement_lists


def _splice(lst: list, st: ast.stmt, body: list) -> None:
    if st in lst:
        i = lst.index(st)
        lst[i:i + 1] = body


def _select(tree: ast.Module) -> list:
    sites = []
    for _owner, _field, lst in statement_lists(tree):
        for st in list(lst):
            if isinstance(st, (ast.If, ast.For, ast.While, ast.With, ast.Try)):
                sites.append(lambda lst=lst, st=st: _splice(lst, st, st.body))
            if isinstance(st, (ast.If, ast.Try)) and getattr(st, "orelse", None):
                sites.append(lambda lst=lst, st=st: _splice(lst, st, st.orelse))
    return sites


def unwrap_blocks(source: str) -> Transform:
    return edit_sites(source, _select)

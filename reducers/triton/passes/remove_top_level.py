"""remove-top-level: delete module-level statements only (whole functions, classes, imports,
the ``if __name__ == "__main__":`` block, benchmark and reference code), the first level of
hierarchical delta debugging (Misherghi and Su, "HDD: Hierarchical Delta Debugging", ICSE
2006). A script is mostly code around the failing kernel; removing it a definition at a time
before `remove-statements` works statement by statement costs a few tests instead of ddmin's
refinement through every nested statement."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, edit_sites


def _select(tree: ast.Module) -> list:
    body = tree.body
    return [lambda st=st: body.remove(st) if st in body else None
            for st in list(body) if not isinstance(st, ast.Pass)]


def remove_top_level(source: str) -> Transform:
    return edit_sites(source, _select)

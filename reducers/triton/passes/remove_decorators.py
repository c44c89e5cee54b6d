"""remove-decorators: drop decorators other than ``triton.jit`` (``triton.autotune``,
``triton.heuristics``, ``functools.*``, ``torch.*`` …)."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, decorator_name, edit_sites, preorder


def _select(tree: ast.Module) -> list:
    sites = []
    for fn in preorder(tree):
        if isinstance(fn, (ast.FunctionDef, ast.ClassDef)):
            for d in list(fn.decorator_list):
                if decorator_name(d).split(".")[-1] != "jit":
                    sites.append(lambda fn=fn, d=d: fn.decorator_list.remove(d) if d in fn.decorator_list else None)
    return sites


def remove_decorators(source: str) -> Transform:
    return edit_sites(source, _select)

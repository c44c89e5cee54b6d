"""shrink-integers: replace an integer constant n > 1 by a smaller one: 1, 16 (the smallest
block a ``tl.dot`` accepts), or n // 2 (a power of two stays one). Block sizes, tensor shapes,
``num_stages``/``num_warps`` and loop counts shrink this way."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, edit_sites, preorder


def _values(n: int) -> list[int]:
    out = [1]
    if n > 16:
        out.append(16)
    if n > 2 and n // 2 not in out:
        out.append(n // 2)
    return [v for v in out if v < n]


def _set(node: ast.Constant, v: int) -> None:
    if node.value > v:
        node.value = v


def _select(tree: ast.Module) -> list:
    sites = []
    for c in preorder(tree):
        if isinstance(c, ast.Constant) and type(c.value) is int and c.value > 1:
            for v in _values(c.value):
                sites.append(lambda c=c, v=v: _set(c, v))
    return sites


def shrink_integers(source: str) -> Transform:
    return edit_sites(source, _select)

"""remove-arguments: drop keyword arguments and trailing positional arguments of calls
(``tl.load(p, mask=m, other=0.0)`` -> ``tl.load(p)``, ``device=``/``dtype=`` of torch calls,
launch options such as ``num_warps=``)."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, edit_sites, preorder


def _select(tree: ast.Module) -> list:
    sites = []
    for call in preorder(tree):
        if not isinstance(call, ast.Call):
            continue
        for kw in list(call.keywords):
            sites.append(lambda call=call, kw=kw: call.keywords.remove(kw) if kw in call.keywords else None)
        if len(call.args) > 1:
            last = call.args[-1]
            sites.append(lambda call=call, last=last: call.args.remove(last) if last in call.args else None)
    return sites


def remove_arguments(source: str) -> Transform:
    return edit_sites(source, _select)

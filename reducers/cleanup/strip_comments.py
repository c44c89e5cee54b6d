"""Remove comments (``; …`` to the end of a line, outside strings): the printer's
``; Function Attrs``, ``; preds =``, ``; ModuleID`` and whatever the reporter wrote."""
from __future__ import annotations

from .ir import join, split_comment
from .state import IRState


def strip_comments(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    out = []
    for line in state.source.splitlines():
        code, comment = split_comment(line)
        if comment and not code.strip():
            continue
        out.append(code.rstrip())
    new = join(out)
    return state.with_(source=new) if new != state.source else None

"""Remove ``target datalayout = "…"``: the target supplies its own layout; a test needs it
only when the bug depends on a layout other than the target's default."""
from __future__ import annotations

import re

from .ir import join
from .state import IRState


def drop_datalayout(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    lines = state.source.splitlines()
    out = [ln for ln in lines if not re.match(r"^target\s+datalayout\s*=", ln)]
    return state.with_(source=join(out)) if len(out) != len(lines) else None

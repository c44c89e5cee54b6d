"""Remove ``source_filename = "…"``: the name of the file the module came from."""
from __future__ import annotations

import re

from .ir import join
from .state import IRState


def drop_source_filename(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    lines = state.source.splitlines()
    out = [ln for ln in lines if not re.match(r"^source_filename\s*=", ln)]
    return state.with_(source=join(out)) if len(out) != len(lines) else None

"""Remove attribute groups from ``declare`` lines (intrinsics carry their own attributes)
and the groups no longer used."""
from __future__ import annotations

import re

from .ir import gc_attribute_groups, join
from .state import IRState


def drop_declaration_attributes(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    out = [re.sub(r"\s#\d+(?=\s|$)", "", ln) if ln.startswith("declare ") else ln
           for ln in state.source.splitlines()]
    new = gc_attribute_groups(join(out))
    return state.with_(source=new) if new != state.source else None

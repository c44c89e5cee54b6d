"""Remove ``attributes #N = {…}`` groups that nothing refers to."""
from __future__ import annotations

from .ir import gc_attribute_groups
from .state import IRState


def drop_unused_attribute_groups(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    new = gc_attribute_groups(state.source)
    return state.with_(source=new) if new != state.source else None

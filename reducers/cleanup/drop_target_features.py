"""Remove the functions' ``"target-features"="…"`` attribute (the CPU implies most of
them); attribute groups left empty go with their references."""
from __future__ import annotations

from .ir import drop_empty_attribute_groups, remove_string_attribute
from .state import IRState


def drop_target_features(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    text, seen = remove_string_attribute(state.source, "target-features")
    if not seen:
        return None
    return state.with_(source=drop_empty_attribute_groups(text))

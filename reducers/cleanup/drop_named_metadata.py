"""Remove named metadata (``!llvm.module.flags``, ``!llvm.ident``, ``!opencl.ocl.version``
…) and the nodes only it reached."""
from __future__ import annotations

from .ir import gc_metadata, is_named_metadata, join
from .state import IRState


def drop_named_metadata(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    lines = state.source.splitlines()
    out = [ln for ln in lines if not is_named_metadata(ln)]
    if len(out) == len(lines):
        return None
    return state.with_(source=gc_metadata(join(out)))

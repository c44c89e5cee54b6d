"""Remove debug info: ``!dbg`` attachments, ``llvm.dbg.*`` intrinsic calls and their
declarations, debug records (``#dbg_value(…)``, LLVM 19+), ``!llvm.dbg.cu``, and the
metadata nodes only they reached."""
from __future__ import annotations

import re

from .ir import gc_metadata, join
from .state import IRState

_ATTACH = re.compile(r"(?<!\s)(?:\s*,)?\s*!dbg\s+!\d+")
_DBG_CALL = re.compile(r"^\s*(?:tail\s+|notail\s+)?call\s+void\s+@llvm\.dbg\.\w+\(")
_DBG_DECL = re.compile(r"^declare\s+.*@llvm\.dbg\.\w+\(")
_DBG_RECORD = re.compile(r"^\s*#dbg_\w+\(")


def drop_debug_info(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    out = []
    for line in state.source.splitlines():
        if _DBG_CALL.match(line) or _DBG_DECL.match(line) or _DBG_RECORD.match(line) \
                or re.match(r"^!llvm\.dbg\.cu\s*=", line):
            continue
        out.append(_ATTACH.sub("", line))
    new = gc_metadata(join(out))
    return state.with_(source=new) if new != state.source else None

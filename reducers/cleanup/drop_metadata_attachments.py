"""Remove metadata attachments of instructions and functions (``, !tbaa !3``,
``!range !0``, ``!llvm.loop !7``, ``define … !kernel_arg_type !4 {``) and the nodes only
they reached. Metadata passed as an operand (``metadata !0``) stays."""
from __future__ import annotations

import re

from .ir import gc_metadata, join, split_comment
from .state import IRState

_KIND = r"![-a-zA-Z$._][-a-zA-Z$._0-9]*"
_VALUE = r"(?:!\d+|!\{[^{}]*\}|distinct\s+!\{[^{}]*\})"
_INSTR = re.compile(rf",\s*{_KIND}\s+{_VALUE}")
_FUNC = re.compile(rf"\s{_KIND}\s+{_VALUE}(?=[^()]*\{{\s*$)")


def drop_metadata_attachments(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    out = []
    for line in state.source.splitlines():
        code, comment = split_comment(line)
        if code.startswith("define "):
            code = _FUNC.sub("", code)
        elif code.startswith((" ", "\t")):
            code = _INSTR.sub("", code)
        out.append(code + comment)
    new = gc_metadata(join(out))
    return state.with_(source=new) if new != state.source else None

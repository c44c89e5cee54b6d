"""remove-unused-definitions: drop top-level ``#alias =``/``!alias =`` lines (layouts, types)
and ``#loc`` lines that nothing refers to any more, typically after operations were erased."""
from __future__ import annotations

import re

from reducers.mlir.ir import Module, Transform, line_edits


def remove_unused_definitions(text: str) -> Transform:
    m = Module(text)
    spans = []
    for it in m.top:
        if it.kind not in ("alias", "loc"):
            continue
        name = m.lines[it.start].strip().split("=", 1)[0].strip()
        rest = "\n".join(ln for k, ln in enumerate(m.lines) if not it.start <= k <= it.end)
        if not re.search(re.escape(name) + r"(?![\w.$-])", rest):
            spans.append([(it.start, it.end)])
    return line_edits(m, spans)

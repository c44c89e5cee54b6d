"""remove-ops: erase an operation together with every operation that uses its results or its
symbol, transitively (its "cone"); nested operations go with their parent. A cone that
would take a terminator, the module or a public function is not offered, so what remains
still has every value it uses defined."""
from __future__ import annotations

from reducers.mlir.ir import Module, Transform, line_edits


def remove_ops(text: str) -> Transform:
    m = Module(text)
    users = m.users()
    spans, seen = [], set()
    for op in m.ops():
        cone = m.cone(op, users)
        if not cone:
            continue
        key = frozenset((o.start, o.end) for o in cone)
        if key in seen:
            continue
        seen.add(key)
        spans.append(sorted(key))
    return line_edits(m, spans)

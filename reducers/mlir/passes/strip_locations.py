"""strip-locations: drop every source location (``loc(...)`` suffixes and the ``#loc = loc(...)``
definitions) in one edit. Locations name the reporter's files and lines; no pass should
depend on them, and they make up much of a printed module."""
from __future__ import annotations

import re

from reducers.mlir.ir import Transform, drop_locations

_LOC_DEF = re.compile(r"^#loc[\w.$-]*\s*=\s*loc\(")


def remove_locations(text: str) -> str:
    """`text` without ``loc(...)`` groups and ``#loc`` definition lines."""
    return "\n".join(drop_locations(line) for line in text.split("\n") if not _LOC_DEF.match(line.strip()))


def strip_locations(text: str) -> Transform:
    new = remove_locations(text)
    if new == text:
        return Transform(0, lambda edits: None)
    return Transform(1, lambda edits: new if edits else text)

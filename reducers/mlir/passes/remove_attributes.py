"""remove-attributes: drop discardable attributes, one entry at a time, from attribute
dictionaries: an operation's ``{name = value, ...}`` (``tt.contiguity``, ``tt.divisibility``
on arguments, ``allocation.offset``) and the module's ``attributes {...}`` (``ttg.num-warps``).
Discardable attributes are the ones whose name carries a dialect prefix (MLIR's rule); the
others are inherent to the operation (``tt.make_range``'s ``start``/``end``), and properties
(``<{...}>``) are left alone. An entry the compiler still needs makes the candidate
uninteresting."""
from __future__ import annotations

import re

from reducers.mlir.ir import NO_EDITS, Transform, strip_strings

_ENTRY_START = re.compile(r'\s*(?:[A-Za-z_][\w.$-]*|"[^"]*")\s*(?:=|,|\})')


def _dicts(masked: str) -> list[tuple[int, int]]:
    """(open, close) offsets of ``{...}`` groups that look like attribute dictionaries."""
    out, stack = [], []
    for k, ch in enumerate(masked):
        if ch == "{":
            stack.append(k)
        elif ch == "}" and stack:
            a = stack.pop()
            if a > 0 and masked[a - 1] == "<":
                continue  # properties <{...}>
            if not _ENTRY_START.match(masked, a + 1):
                continue
            if "\n" in masked[a:k]:
                continue  # a region, not a dictionary
            out.append((a, k))
    # outermost dictionaries only, in text order (an entry holding a dictionary goes whole)
    out.sort()
    top: list[tuple[int, int]] = []
    for a, b in out:
        if top and a < top[-1][1]:
            continue
        top.append((a, b))
    return top


def _entries(masked: str, a: int, b: int) -> list[tuple[int, int]]:
    """Character ranges of the comma-separated entries inside ``{`` at a .. ``}`` at b."""
    out, depth, start = [], 0, a + 1
    for k in range(a + 1, b):
        ch = masked[k]
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>" and not (ch == ">" and masked[k - 1] == "-"):
            depth -= 1
        elif ch == "," and depth == 0:
            out.append((start, k))
            start = k + 1
    out.append((start, b))
    return [(s, e) for s, e in out if masked[s:e].strip()]


def _discardable(entry: str) -> bool:
    """``tt.divisibility = 16 : i32`` / ``"ttg.num-warps" = 4 : i32``: a dialect-prefixed name."""
    key = entry.split("=", 1)[0].strip().strip('"')
    return "." in key


def remove_attributes(text: str) -> Transform:
    masked = strip_strings(text)
    dicts = []  # (start of the replaced range, close offset, entry ranges, first edit index)
    n = 0
    for a, b in _dicts(masked):
        ents = _entries(masked, a, b)
        if not ents or not any(_discardable(text[s:e]) for s, e in ents):
            continue
        lo = a
        while lo > 0 and masked[lo - 1] == " ":
            lo -= 1
        kw = masked[:lo]
        if kw.endswith("attributes"):  # "attributes {…}" goes as a whole when emptied
            lo = len(kw) - len("attributes")
            while lo > 0 and masked[lo - 1] == " ":
                lo -= 1
        offered = [k for k, (s, e) in enumerate(ents) if _discardable(text[s:e])]
        dicts.append((lo, a, b, ents, offered, n))
        n += len(offered)
    if n == 0:
        return NO_EDITS

    def apply(edits: frozenset[int]) -> str | None:
        out, pos = [], 0
        for lo, a, b, ents, offered, first in dicts:
            drop = {k for i, k in enumerate(offered) if first + i in edits}
            if not drop:
                continue
            kept = [text[s:e].strip() for k, (s, e) in enumerate(ents) if k not in drop]
            if kept:
                out.append(text[pos:a])
                out.append("{" + ", ".join(kept) + "}")
            else:
                out.append(text[pos:lo])
            pos = b + 1
        out.append(text[pos:])
        return "".join(out)

    return Transform(n, apply)

"""remove-arguments: drop arguments of a public function (a kernel: nothing calls it) that its
body no longer uses, with their attributes and locations."""
from __future__ import annotations

import re

from reducers.mlir.ir import Module, Transform, _is_public_func, strip_strings


def _arg_list(masked: str, start: int) -> tuple[int, int] | None:
    """Offsets just inside the parentheses that follow ``@name`` on the line from `start`."""
    m = re.compile(r"@[\w$.-]+\(").search(masked, start)
    if not m:
        return None
    depth, k = 0, m.end() - 1
    while k < len(masked):
        if masked[k] == "(":
            depth += 1
        elif masked[k] == ")":
            depth -= 1
            if depth == 0:
                return m.end(), k
        k += 1
    return None


def _entries(masked: str, a: int, b: int) -> list[tuple[int, int]]:
    out, depth, start = [], 0, a
    for k in range(a, b):
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


def remove_arguments(text: str) -> Transform:
    m = Module(text)
    masked = strip_strings(text)
    offs, pos = [], 0
    for ln in m.lines:
        offs.append(pos)
        pos += len(ln) + 1
    lists = []  # (a, b, entries, first edit index)
    n = 0
    for op in m.ops():
        if not op.symbol or not op.regions or not _is_public_func(m.lines[op.start], op):
            continue
        span = _arg_list(masked, offs[op.start])
        if not span:
            continue
        ents = _entries(masked, *span)
        body_uses = set()
        for region in op.regions:
            for it in region:
                for o in it.walk():
                    body_uses |= {u.split("#")[0] for u in o.uses}
        unused = []
        for k, (s, e) in enumerate(ents):
            name = re.match(r"\s*(%[\w.$-]+)", masked[s:e])
            if name and name.group(1) not in body_uses:
                unused.append(k)
        if unused:
            lists.append((span[0], span[1], ents, unused, n))
            n += len(unused)
    if n == 0:
        return Transform(0, lambda edits: None)

    def apply(edits: frozenset[int]) -> str | None:
        out, pos = [], 0
        for a, b, ents, unused, first in lists:
            drop = {unused[k] for k in range(len(unused)) if first + k in edits}
            if not drop:
                continue
            kept = [text[s:e].strip() for k, (s, e) in enumerate(ents) if k not in drop]
            out.append(text[pos:a])
            out.append(", ".join(kept))
            pos = b
        out.append(text[pos:])
        return "".join(out)

    return Transform(n, apply)

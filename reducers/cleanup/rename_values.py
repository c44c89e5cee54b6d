"""Rename each function's arguments, blocks and instructions to sequential numbers
(``%0``, ``%1``, … in definition order, as LLVM numbers unnamed values), so the reader sees
no names from the original program."""
from __future__ import annotations

import re

from .ir import GLOBAL, LOCAL, STRING, functions, split_comment, sub_outside_strings
from .state import IRState

_LABEL = re.compile(r'^("[^"]*"|[-a-zA-Z$._0-9]+):')
_DEF = re.compile(rf"^\s+({LOCAL})\s*=")


def _params(header: str) -> tuple[int, int] | None:
    """Start and end index of the parameter list's text in a define line."""
    m = re.search(GLOBAL + r"\s*\(", header)
    if not m:
        return None
    depth, start = 0, m.end() - 1
    in_str = False
    for i in range(start, len(header)):
        ch = header[i]
        if ch == '"':
            in_str = not in_str
        elif not in_str and ch in "([{<":
            depth += 1
        elif not in_str and ch in ")]}>":
            depth -= 1
            if depth == 0:
                return start + 1, i
    return None


def _split_params(text: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in re.sub(STRING, lambda m: "_" * len(m.group(0)), text):
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return out


def _rename_function(lines: list[str], start: int, end: int) -> bool:
    header = lines[start]
    span = _params(header)
    if span is None:
        return False
    order: list[str | None] = []
    for prm in _split_params(header[span[0]:span[1]]):
        prm = prm.strip()
        if prm == "...":
            continue
        toks = re.findall(LOCAL, prm)
        if not toks or not prm.endswith(toks[-1]):
            return False  # an unnamed parameter: leave this function alone
        order.append(toks[-1])
    body = lines[start + 1:end]
    first = next((split_comment(ln)[0] for ln in body if split_comment(ln)[0].strip()), "")
    if not _LABEL.match(first):
        order.append(None)  # the unlabelled entry block takes a number
    for ln in body:
        code = split_comment(ln)[0]
        if (m := _LABEL.match(code)) is not None:
            order.append("%" + m.group(1))
        elif (m := _DEF.match(code)) is not None:
            order.append(m.group(1))
    mapping = {old: f"%{i}" for i, old in enumerate(order) if old is not None}
    if len(mapping) != len([o for o in order if o is not None]):
        return False  # a name defined twice: not text this pass understands
    original = lines[start:end + 1]

    def repl(m: re.Match) -> str:
        return mapping.get(m.group("hit"), m.group("hit"))

    lines[start] = header[:span[0]] + sub_outside_strings(LOCAL, repl, header[span[0]:span[1]]) + header[span[1]:]
    entry_label = None
    for i in range(start + 1, end):
        code, comment = split_comment(lines[i])
        if (m := _LABEL.match(code)) is not None:
            if entry_label is None and not any(split_comment(x)[0].strip() for x in lines[start + 1:i]):
                entry_label = i
            code = mapping["%" + m.group(1)][1:] + ":" + code[m.end():]
        lines[i] = sub_outside_strings(LOCAL, repl, code) + comment
    if entry_label is not None:
        # an entry label nothing refers to goes: the block keeps its number implicitly
        name = "%" + split_comment(lines[entry_label])[0].split(":", 1)[0]
        body = "\n".join(split_comment(x)[0] for x in lines[start + 1:end])
        if not re.search(re.escape(name) + r"(?![\w.$-])", body) and not split_comment(lines[entry_label])[0] \
                .split(":", 1)[1].strip():
            lines[entry_label] = None  # type: ignore[call-overload]
    return lines[start:end + 1] != original


def rename_values(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    lines = state.source.splitlines()
    changed = False
    for start, end in functions(state.source):
        changed |= _rename_function(lines, start, end)
    if not changed:
        return None
    return state.with_(source="\n".join(ln for ln in lines if ln is not None) + "\n")

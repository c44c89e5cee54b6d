"""replace-with-constants: replace an operation that has one integer or float result (a
scalar, or a tensor with its layout) by ``arith.constant`` zero of that type. Its operands
lose a user, so remove-ops can then erase what computed them. The result type is read from
the printed form (after ``->``, else the first type after `` : ``; comparisons give ``i1``;
``tt.load`` gives the pointee); a wrong guess is a candidate the parser rejects."""
from __future__ import annotations

import re

from reducers.mlir.ir import Module, Transform, _code

_SCALAR = re.compile(r"^(?:i\d+|f16|bf16|f32|f64|tf32|f8\w*|index)$")
_TENSOR = re.compile(r"^tensor<((?:\d+x)+)(!tt\.ptr<([^<>]+)>|[\w]+)(\s*,\s*#[\w.$-]+(?:<[^>]*>)?)?>$")
_SKIP = ("arith.constant", "tt.get_program_id", "tt.get_num_programs")


def _split_top(s: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    out.append(cur.strip())
    return out


def result_type(name: str, line: str) -> str | None:
    code = _code(line).strip()
    s = code.replace("->", "\0")
    if "\0" in s:
        t = code.rsplit("->", 1)[1].strip()
    elif " : " in code:
        t = _split_top(code.rsplit(" : ", 1)[1])[0]
    else:
        return None
    if t.startswith("(") and t.endswith(")"):
        inner = _split_top(t[1:-1])
        t = inner[0] if len(inner) == 1 else ""
    if name in ("arith.cmpi", "arith.cmpf"):
        m = _TENSOR.match(t)
        if m:
            t = f"tensor<{m.group(1)}i1{m.group(4) or ''}>"
        elif _SCALAR.match(t):
            t = "i1"
    m = _TENSOR.match(t)
    if m and m.group(3):  # a tensor of pointers: only a load's pointee has a constant
        if name != "tt.load" or not _SCALAR.match(m.group(3)):
            return None
        t = f"tensor<{m.group(1)}{m.group(3)}{m.group(4) or ''}>"
    if name == "tt.load" and t.startswith("!tt.ptr<"):
        t = t[len("!tt.ptr<"):-1]
    if _SCALAR.match(t) or (_TENSOR.match(t) and not _TENSOR.match(t).group(3)):
        return t
    return None


def zero(t: str) -> str:
    elem = t if _SCALAR.match(t) else _TENSOR.match(t).group(2)
    if elem == "i1":
        v = "false"
    elif elem.startswith("i") or elem == "index":
        v = "0"
    else:
        v = "0.000000e+00"
    if _SCALAR.match(t):
        return v if v == "false" else f"{v} : {t}"  # `false` is typed already
    return f"dense<{v}> : {t}"


def replace_with_constants(text: str) -> Transform:
    m = Module(text)
    reps: list[tuple[int, int, str]] = []
    for op in m.ops():
        if len(op.results) != 1 or op.regions or op.name in _SKIP or not op.name:
            continue
        t = result_type(op.name, m.lines[op.start])
        if not t:
            continue
        indent = m.lines[op.start][: len(m.lines[op.start]) - len(m.lines[op.start].lstrip())]
        reps.append((op.start, op.end, f"{indent}{op.results[0]} = arith.constant {zero(t)}"))
    if not reps:
        return Transform(0, lambda edits: None)

    def apply(edits: frozenset[int]) -> str | None:
        lines = list(m.lines)
        for i in sorted(edits, reverse=True):
            a, b, new = reps[i]
            lines[a:b + 1] = [new]
        return "\n".join(lines)

    return Transform(len(reps), apply)

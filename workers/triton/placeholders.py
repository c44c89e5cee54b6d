"""Filling the ``...`` a reporter leaves in a kernel for code they did not paste.

Reporters shorten a kernel to the lines of the bug and write ``...`` (Python's Ellipsis) for
the rest (triton#2848)::

    C_pointers = ... # form pointers to entries of C for storing the result
    A = tl.load(...) # shape (BATCH_BLOCK_SIZE, 1), dtype=tl.float32)
    tl.store(C_pointers, A, mask=...)

Run as given, the frontend stops at the first ``...`` ("cannot convert Ellipsis"), before the
bug. `fill_placeholders` writes what each placeholder's position calls for, or gives up (None)
where one says nothing:

- a memory operation's **address** (``tl.load(...)``), or a name bound to ``...`` that is later
  a memory operation's address (``C_pointers = ...``): a block of pointers,
  ``P + offsets``. ``P`` is the pointer parameter the line names: the name the load's value is
  assigned back to (``A = tl.load(...)`` in a kernel with parameter ``A``), else a parameter
  the line's comment names as a word ("entries of C"), else the first parameter no other
  address uses. The offsets have the shape the line's comment gives (``# shape (B, 1)``:
  ``tl.arange(0, B)[:, None]``; ``(B, D)``: ``tl.arange(0, B)[:, None] * D + tl.arange(0, D)[None, :]``),
  else the shape another placeholder of the kernel was given (a kernel loads and stores blocks of
  one shape), else 1-D of `EXTENT`;
- an optional keyword of a memory operation (``mask=...``, ``other=...``): dropped;
- a name the kernel uses in a shape but nothing binds (``BATCH_BLOCK_SIZE``): a ``tl.constexpr``
  global of `EXTENT`, before the kernel.

The filling is a guess of code the issue does not show; the extraction notes each part.
"""
from __future__ import annotations

import ast
import re

from reducers.triton.source import MEMORY_OPS, call_name, is_kernel, leftmost_addend, undefined_names

EXTENT = 16  # tl.dot's smallest block; every guessed extent is the same, so shapes agree
_OPTIONAL_KW = {"mask", "other", "eviction_policy", "cache_modifier", "volatile"}
_SHAPE_COMMENT = re.compile(r"#[^#\n]*?\bshape\b\W*[(\[]\s*([\w\s,]+?)\s*[)\]]", re.I)


def _is_ellipsis(n: ast.AST | None) -> bool:
    return isinstance(n, ast.Constant) and n.value is Ellipsis


def _comment(lines: list[str], lineno: int) -> str:
    line = lines[lineno - 1]
    return line[line.index("#"):] if "#" in line else ""


def _shape_of(comment: str) -> list[str] | None:
    m = _SHAPE_COMMENT.search(comment)
    if not m:
        return None
    dims = [d.strip() for d in m.group(1).split(",") if d.strip()]
    return dims if 1 <= len(dims) <= 2 and all(re.fullmatch(r"\w+", d) for d in dims) else None


def _offsets(dims: list[str]) -> str:
    if len(dims) == 1:
        return f"tl.arange(0, {dims[0]})"
    d0, d1 = dims
    if d1 == "1":
        return f"tl.arange(0, {d0})[:, None]"
    if d0 == "1":
        return f"tl.arange(0, {d1})[None, :]"
    return f"tl.arange(0, {d0})[:, None] * {d1} + tl.arange(0, {d1})[None, :]"


def _address(call: ast.Call) -> ast.AST | None:
    if call.args:
        return call.args[0]
    return next((k.value for k in call.keywords if k.arg == "pointer"), None)


def fill_placeholders(source: str, prose: str = "") -> tuple[str, list[str]] | None:
    """`source` with the ``...`` of its kernels filled (module docstring) and a note per part,
    or None when it has none or one cannot be filled. `prose` is unused (the completion
    steps share one signature)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    lines = source.split("\n")
    edits: list[tuple[int, int, int, int, str]] = []  # (line, col, end line, end col, text), 1-based lines
    notes: list[str] = []
    for fn in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and is_kernel(n)):
        params = [a.arg for a in fn.args.args]
        calls = [n for n in ast.walk(fn) if isinstance(n, ast.Call) and call_name(n) in MEMORY_OPS]
        used = {leftmost_addend(a).id for c in calls for a in [_address(c)]
                if a is not None and isinstance(leftmost_addend(a), ast.Name)}
        handled = 0
        # (the `...` node, the name its load is assigned back to, the commented shape, what it was)
        pending: list[tuple[ast.AST, str, list[str] | None, str]] = []
        bound_to_dots = {s.targets[0].id: s for s in ast.walk(fn) if isinstance(s, ast.Assign)
                         and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) and _is_ellipsis(s.value)}
        for c in calls:
            for k in c.keywords:
                if _is_ellipsis(k.value):
                    if k.arg not in _OPTIONAL_KW:
                        return None
                    edits.append((k.lineno, k.col_offset, k.end_lineno, k.end_col_offset, ""))
                    handled += 1
                    notes.append(f"dropped `{k.arg}=...` of tl.{call_name(c)}")
            a = _address(c)
            if _is_ellipsis(a):
                owner = next((s for s in ast.walk(fn) if isinstance(s, ast.Assign) and s.value is c), None)
                back = owner.targets[0].id if owner is not None and isinstance(owner.targets[0], ast.Name) else ""
                pending.append((a, back, _shape_of(_comment(lines, c.lineno)), f"tl.{call_name(c)}(...)"))
            elif isinstance(a, ast.Name) and a.id in bound_to_dots:
                s = bound_to_dots.pop(a.id)
                pending.append((s.value, "", _shape_of(_comment(lines, s.lineno)), f"{a.id} = ..."))
        if handled + len(pending) != sum(1 for n in ast.walk(fn) if _is_ellipsis(n)):
            return None  # a placeholder in a position none of the rules covers
        shaped = [dims for _, _, dims, _ in pending if dims]
        for node, back, dims, what in pending:
            words = set(re.findall(r"\w+", _comment(lines, node.lineno)))
            pointer = (back if back in params else "") or next((p for p in params if p in words), "") \
                or next((p for p in params if p not in used), "")
            if not pointer:
                return None
            used.add(pointer)
            dims = dims or (shaped[0] if shaped else [str(EXTENT)])
            text = f"{pointer} + {_offsets(dims)}"
            edits.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, text))
            notes.append(f"`{what}` -> `{text}`")
    if not edits or any(e[0] != e[2] for e in edits):
        return None  # nothing to fill, or a placeholder spread over lines (not a reporter's `...`)
    out = _apply(lines, edits)
    free = sorted(n for n in undefined_names(out) if re.fullmatch(r"[A-Z][A-Z0-9_]*", n))
    if free:
        head = [f"{n} = tl.constexpr({EXTENT})" for n in free]
        first = min(min([n.lineno] + [d.lineno for d in n.decorator_list]) for n in tree.body
                    if isinstance(n, ast.FunctionDef) and is_kernel(n))
        ol = out.split("\n")
        out = "\n".join(ol[:first - 1] + ["# completed by reprobot: extents the snippet never defines"] + head
                        + ol[first - 1:])
        notes.append(", ".join(f"{n} = {EXTENT} (constexpr)" for n in free))
    return out, notes


def _apply(lines: list[str], edits: list[tuple[int, int, int, int, str]]) -> str:
    """Replace each (line, col, end line, end col) span by its text, last first; a dropped
    keyword takes the comma before it. Every span is on one line (`fill_placeholders` checks)."""
    for ln, col, _, ecol, text in sorted(edits, reverse=True):
        s = lines[ln - 1]
        start = col
        if not text:
            before = s[:col].rstrip()
            if before.endswith(","):
                start = len(before) - 1
        lines[ln - 1] = s[:start] + text + s[ecol:]
    return "\n".join(lines)

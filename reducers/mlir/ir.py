"""MLIR text as reduction passes see it: a tree of operations over line spans, with the SSA
values and symbols each operation defines and uses.

This is not an MLIR parser: it reads the layout MLIR's printer writes (one operation per
line; an operation with regions opens them at the end of its first line and closes them on
a line of its own, ``} else {`` between two regions; ``^bb0(...):`` block labels; ``#alias =``
and ``!alias =`` definitions and ``#loc = loc(...)`` lines at the top level). Brackets are
counted outside string literals, so an operation's span ends where its brackets balance.
Edits made on this tree keep that layout, and a candidate the real parser rejects is simply
not interesting (the test re-enters the compiler, which parses it).

Values: ``%name`` (``%name#1`` uses result 1 of ``%name:2``); symbols: ``@name`` defined by
``*.func``/``*.global`` operations. An operation's own uses are the names on its own lines
(first, last and separator lines) that it does not define there (region arguments such as
``scf.for %iv = … iter_args(%acc = %init)`` or ``^bb0(%a: f32)``); uses inside its regions
belong to the nested operations.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Iterable, Iterator

from reducers.ddmin import content_key

_VALUE = re.compile(r"%[\w.$-]+(?:#\d+)?")
_RESULTS = re.compile(r"^\s*((?:%[\w.$-]+(?::\d+)?)(?:\s*,\s*%[\w.$-]+(?::\d+)?)*)\s*=\s*(?!=)")
# a region argument: ``%iv = `` / ``iter_args(%acc = `` or ``%a: type`` (no space before the
# colon, unlike an operand's ``%x : type``)
_REGION_ARG = re.compile(r"(%[\w.$-]+)(?:\s*=(?!=)|:(?![\d:]))")
_OPNAME = re.compile(r'^\s*(?:(?:%[\w.$-]+(?::\d+)?\s*,\s*)*%[\w.$-]+(?::\d+)?\s*=\s*)?(?:"([\w.$-]+)"|([A-Za-z_][\w$-]*(?:\.[\w$-]+)+|[A-Za-z_][\w$-]*))')
_SYMBOL_DEF = re.compile(r"^\s*[\w.]*(?:func|global)\b[^@]*?@([\w$.-]+|\"[^\"]+\")")
_SYMBOL = re.compile(r"@([\w$.-]+|\"[^\"]+\")")
TERMINATOR_SUFFIXES = (".yield", ".return", ".condition", ".br", ".cond_br", "cf.switch", ".unreachable")


@dataclass
class Transform:
    """`count` independent edits found in a text; ``apply(edits)`` returns the text with that
    subset of edits made, or None when the subset cannot be made (the pass's own check)."""

    count: int
    apply: Callable[[frozenset[int]], "str | None"]


NO_EDITS = Transform(0, lambda edits: None)


@dataclass
class Op:
    """One item of the tree. kind: ``op``, ``label`` (``^bb``), ``sep`` (``} else {``, a lone
    closing line), ``alias`` (top-level ``#x =``/``!x =``), ``loc`` (``#loc… = loc(...)``),
    ``other`` (top-level text that is none of these). start/end: line indices (inclusive).
    own: indices of the lines that are this op's own (not inside a nested op)."""

    kind: str
    start: int
    end: int
    name: str = ""
    results: tuple[str, ...] = ()
    region_args: tuple[str, ...] = ()
    uses: frozenset[str] = frozenset()
    symbol: str = ""
    symbol_uses: frozenset[str] = frozenset()
    regions: list[list["Op"]] = field(default_factory=list)
    own: tuple[int, ...] = ()
    parent: "Op | None" = None

    @property
    def is_terminator(self) -> bool:
        return self.kind == "op" and (self.name.endswith(TERMINATOR_SUFFIXES) or self.name in ("return", "yield"))

    def walk(self) -> Iterator["Op"]:
        yield self
        for region in self.regions:
            for op in region:
                yield from op.walk()


def strip_strings(line: str) -> str:
    """The line with string literal contents blanked (brackets and names in strings don't count)."""
    return re.sub(r'"(?:[^"\\]|\\.)*"', lambda m: '"' + " " * (len(m.group(0)) - 2) + '"', line)


def _balance(line: str) -> int:
    s = strip_strings(line)
    return sum(s.count(c) for c in "{([") - sum(s.count(c) for c in "})]")


def loc_spans(line: str) -> list[tuple[int, int]]:
    """Character ranges of the ``loc(...)`` groups of a line (balanced parentheses, strings
    respected), each with the white space before it."""
    masked = strip_strings(line)
    cut: list[tuple[int, int]] = []
    for m in re.finditer(r"(?<!\s)\s*\bloc\(", masked):
        if cut and m.start() < cut[-1][1]:
            continue  # nested inside the previous group
        depth, k = 0, m.end() - 1
        while k < len(masked):
            if masked[k] == "(":
                depth += 1
            elif masked[k] == ")":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        cut.append((m.start(), k + 1))
    return cut


def drop_locations(line: str) -> str:
    for a, b in reversed(loc_spans(line)):
        line = line[:a] + line[b:]
    return line


def _code(line: str) -> str:
    """The line without its locations and string contents: what names are read from."""
    return strip_strings(drop_locations(line))


def base_value(name: str) -> str:
    return name.split("#", 1)[0]


def result_names(first_line: str) -> tuple[str, ...]:
    m = _RESULTS.match(strip_strings(first_line))
    if not m:
        return ()
    out = []
    for part in m.group(1).split(","):
        out.append(part.strip().split(":", 1)[0])
    return tuple(out)


def op_name(first_line: str) -> str:
    m = _OPNAME.match(first_line)
    if not m:
        return ""
    return m.group(1) or m.group(2) or ""


class Module:
    """The parsed text: `lines` and the top-level items `top` (the ``module`` op among them)."""

    def __init__(self, text: str):
        self.text = text
        self.lines = text.split("\n")
        self.top = self._items(0, len(self.lines) - 1, None, top=True)
        # id(op) -> (the list of items it is in, the op owning that region or None)
        self._container: dict[int, tuple[list[Op], Op | None]] = {}

        def visit(items: list[Op], owner: Op | None) -> None:
            for it in items:
                self._container[id(it)] = (items, owner)
                for region in it.regions:
                    visit(region, it)

        visit(self.top, None)

    # ------------------------------------------------------------------ parsing
    def _items(self, lo: int, hi: int, parent: Op | None, top: bool = False) -> list[Op]:
        items: list[Op] = []
        i = lo
        while i <= hi:
            line = self.lines[i]
            s = line.strip()
            if not s or s.startswith("//"):
                i += 1
                continue
            bal = _balance(line)
            j = i
            while bal > 0 and j < hi:
                j += 1
                bal += _balance(self.lines[j])
            if top and re.match(r"^#loc\w*\s*=", s):
                items.append(Op("loc", i, j, parent=parent, own=tuple(range(i, j + 1))))
            elif top and re.match(r"^[#!][\w.$-]+\s*=", s):
                items.append(Op("alias", i, j, name=s.split("=", 1)[0].strip(), parent=parent,
                                own=tuple(range(i, j + 1)), uses=frozenset(), symbol_uses=frozenset()))
            elif s.startswith("^"):
                args = tuple(m.group(1) for m in _REGION_ARG.finditer(_code(line)))
                items.append(Op("label", i, i, region_args=args, parent=parent, own=(i,)))
                j = i
            elif s.startswith(("}", ")", "]")) or s.startswith("{-#") or s.startswith("#-}"):
                items.append(Op("sep", i, i, parent=parent, own=(i,)))
                j = i
            else:
                items.append(self._op(i, j, parent))
            i = j + 1
        return items

    def _op(self, i: int, j: int, parent: Op | None) -> Op:
        first = self.lines[i]
        op = Op("op", i, j, name=op_name(first), results=result_names(first), parent=parent)
        m = _SYMBOL_DEF.match(strip_strings(first)) if op.name.endswith(("func", "global")) else None
        if m:
            op.symbol = _SYMBOL.search(first).group(1) if _SYMBOL.search(first) else ""
        own = [i]
        if j > i:
            # regions: the lines between the first and the last; "} else {" lines split them
            region_lines: list[tuple[int, int]] = []
            start = i + 1
            depth = 0
            for k in range(i + 1, j):
                b = _balance(self.lines[k])
                stripped = self.lines[k].strip()
                if depth == 0 and stripped.startswith("}") and b == 0 and stripped.endswith("{"):
                    region_lines.append((start, k - 1))
                    own.append(k)
                    start = k + 1
                    continue
                depth += b
            region_lines.append((start, j - 1))
            own.append(j)
            for lo, hi in region_lines:
                op.regions.append(self._items(lo, hi, op))
        op.own = tuple(own)
        text = " ".join(_code(self.lines[k]) for k in own)
        names = {m.group(0) for m in _VALUE.finditer(text)}
        header = _code(first)
        res_part = _RESULTS.match(strip_strings(first))
        after = header[res_part.end():] if res_part else header
        region_args = tuple(m.group(1) for m in _REGION_ARG.finditer(after) if m.group(1) not in op.results)
        # a result pack %x:2 is used as %x#0/%x#1; arguments of the op's own regions are not uses
        defined = set(op.results) | set(region_args)
        op.region_args = region_args
        op.uses = frozenset(n for n in names if base_value(n) not in defined)
        syms = {m.group(1) for m in _SYMBOL.finditer(" ".join(self.lines[k] for k in own))}
        op.symbol_uses = frozenset(syms - {op.symbol})
        return op

    # ------------------------------------------------------------------ queries
    def ops(self) -> list[Op]:
        """Every ``op`` item, outermost first (document order)."""
        out: list[Op] = []
        for it in self.top:
            out.extend(o for o in it.walk() if o.kind == "op")
        return out

    def resolve(self, user: Op, name: str) -> Op | None:
        """The operation defining value `name` as seen from `user`: its own region first,
        then the enclosing ones (printed names repeat across sibling regions: ``%4`` in a
        ``tt.reduce`` body and in an ``scf.if``). None for a region or block argument."""
        base = base_value(name)
        items, owner = self._container.get(id(user), (self.top, None))
        while True:
            for it in items:
                if base in it.results:
                    return it
                if it.kind == "label" and base in it.region_args:
                    return None
            if owner is None:
                return None
            if base in owner.region_args:
                return None
            items, owner = self._container.get(id(owner), (self.top, None))

    def users(self) -> dict[object, list[Op]]:
        """id(defining op) or ``@symbol`` -> the operations using it directly."""
        u: dict[object, list[Op]] = {}
        for op in self.ops():
            for n in op.uses:
                d = self.resolve(op, n)
                if d is not None and d is not op:
                    u.setdefault(id(d), []).append(op)
            for s in op.symbol_uses:
                u.setdefault("@" + s, []).append(op)
        return u

    def undefined_uses(self) -> list[tuple[int, str]]:
        """(line, value) of every use no visible operation or argument defines: what an
        edit must never leave behind."""
        out = []
        for op in self.ops():
            for n in sorted(op.uses):
                if self.resolve(op, n) is None and not self._is_argument(op, n):
                    out.append((op.start, n))
        return out

    def _is_argument(self, user: Op, name: str) -> bool:
        base = base_value(name)
        items, owner = self._container.get(id(user), (self.top, None))
        while True:
            if any(it.kind == "label" and base in it.region_args for it in items):
                return True
            if owner is None:
                return False
            if base in owner.region_args:
                return True
            items, owner = self._container.get(id(owner), (self.top, None))

    def cone(self, op: Op, users: dict[object, list[Op]] | None = None) -> list[Op] | None:
        """`op` and every operation that uses its results (or symbol), transitively; None
        when that would take a terminator, the module, or a function with public visibility
        (erasing them cannot give a valid or interesting module)."""
        users = users if users is not None else self.users()
        seen: dict[int, Op] = {}
        todo = [op]
        while todo:
            o = todo.pop()
            if id(o) in seen:
                continue
            if o.is_terminator or o.name in ("module", "builtin.module") or _is_public_func(self.lines[o.start], o):
                return None
            seen[id(o)] = o
            todo.extend(users.get(id(o), []))
            if o.symbol:
                todo.extend(users.get("@" + o.symbol, []))
        return list(seen.values())

    def without(self, spans: Iterable[tuple[int, int]]) -> str:
        """The text with the given line spans (inclusive) removed."""
        drop: set[int] = set()
        for a, b in spans:
            drop.update(range(a, b + 1))
        return "\n".join(ln for k, ln in enumerate(self.lines) if k not in drop)


def _is_public_func(first_line: str, op: Op) -> bool:
    if not op.symbol:
        return False
    return " private " not in first_line and " internal " not in first_line


def count_ops(text: str) -> int:
    """Operations in MLIR text (module and functions included; labels, aliases and locations not)."""
    try:
        return len(Module(text).ops())
    except RecursionError:
        return 0


def count_lines(text: str) -> int:
    return sum(1 for ln in text.splitlines() if ln.strip())


def canonical(text: str) -> str:
    """Trailing white space and blank lines dropped: two texts that differ only there are one candidate."""
    return "\n".join(ln.rstrip() for ln in text.splitlines() if ln.strip()) + "\n"


def canonical_key(text: str) -> str:
    return content_key(canonical(text))


def line_edits(module: Module, spans: list[list[tuple[int, int]]]) -> Transform:
    """A Transform whose edit i removes the line spans ``spans[i]``."""
    if not spans:
        return NO_EDITS

    def apply(edits: frozenset[int]) -> str | None:
        return module.without(s for i in edits for s in spans[i])

    return Transform(len(spans), apply)


def replace_edits(text: str, replacements: list[list[tuple[int, int, str]]]) -> Transform:
    """A Transform whose edit i replaces character ranges ``[(start, end, new), ...]`` of
    `text`; overlapping chosen ranges make the subset unappliable (None)."""
    if not replacements:
        return NO_EDITS

    def apply(edits: frozenset[int]) -> str | None:
        chosen = sorted((r for i in edits for r in replacements[i]), key=lambda r: r[0])
        out, pos = [], 0
        for a, b, new in chosen:
            if a < pos:
                return None
            out.append(text[pos:a])
            out.append(new)
            pos = b
        out.append(text[pos:])
        return "".join(out)

    return Transform(len(replacements), apply)


def line_offsets(text: str) -> list[int]:
    """Character offset of each line start."""
    offs, pos = [], 0
    for ln in text.split("\n"):
        offs.append(pos)
        pos += len(ln) + 1
    return offs

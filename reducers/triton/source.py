"""Python source helpers for the Triton reducer: parse/unparse, canonical form, sizes, and the
`Transform` that every reduction pass returns; and the few AST readings Triton extraction
shares (`trim_to_parse`, `call_name`, `leftmost_addend`, `MEMORY_OPS`).

A reduction pass is a function ``source -> Transform``: the Transform lists `count`
independent edits found in that source (numbered in a deterministic AST walk order) and
``apply(edits)`` returns the source with that subset of edits made, or None when the result
is not valid Python. Passes never run anything: the engine decides which edits to keep.
"""
from __future__ import annotations

import ast
import io
import threading
import tokenize
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator

from reducers.ddmin import content_key


@dataclass
class Transform:
    count: int
    apply: Callable[[frozenset[int]], "str | None"]


NO_EDITS = Transform(0, lambda edits: None)


# CPython 3.11's AST builder keeps its recursion depth in per-interpreter state, so two threads
# parsing at once can fail with "SystemError: AST constructor recursion depth mismatch" (seen in
# the parallel reducer's test); parses are serialized (they are short next to a test run)
_PARSE_LOCK = threading.Lock()


def parse(source: str) -> ast.Module | None:
    """The module of `source`, or None when it does not parse (also on a recursion limit)."""
    try:
        with _PARSE_LOCK:
            return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError):
        return None


def unparse(tree: ast.AST) -> str | None:
    """Source text of `tree` (empty bodies filled with ``pass``), or None when it does not
    compile."""
    fill_empty_bodies(tree)
    ast.fix_missing_locations(tree)
    try:
        text = ast.unparse(tree) + "\n"
        with _PARSE_LOCK:  # compiling source builds its AST too
            compile(text, "<candidate>", "exec")
    except (SyntaxError, ValueError, RecursionError, TypeError, AttributeError):
        return None
    return text


def normalize(source: str) -> str:
    """The source as ``ast.unparse`` writes it (comments and layout dropped); the source
    itself when it does not parse."""
    tree = parse(source)
    if tree is None:
        return source
    return unparse(tree) or source


def canonical_key(source: str) -> str:
    """Content hash that ignores comments and layout: sha256 of ``ast.dump``."""
    tree = parse(source)
    return content_key(ast.dump(tree) if tree is not None else source)


def count_tokens(source: str) -> int:
    """Python tokens, not counting comments, newlines and indentation tokens."""
    skip = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
            tokenize.ENDMARKER, tokenize.ENCODING}
    try:
        return sum(1 for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type not in skip)
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return len(source.split())


def count_lines(source: str) -> int:
    """Non-blank lines."""
    return sum(1 for ln in source.splitlines() if ln.strip())


def count_statements(source: str) -> int:
    tree = parse(source)
    return sum(1 for n in ast.walk(tree) if isinstance(n, ast.stmt)) if tree is not None else 0


def fill_empty_bodies(tree: ast.AST) -> None:
    """Bodies emptied by an edit get ``pass`` (a try without handlers gets ``finally: pass``)."""
    for node in ast.walk(tree):
        v = getattr(node, "body", None)
        if isinstance(v, list) and not v and not isinstance(node, ast.Module):
            node.body = [ast.Pass()]
        if isinstance(node, ast.Try) and not node.handlers and not node.finalbody:
            node.finalbody = [ast.Pass()]


def decorator_name(d: ast.expr) -> str:
    """``@triton.jit`` -> "triton.jit"; ``@triton.autotune(...)`` -> "triton.autotune"."""
    if isinstance(d, ast.Call):
        d = d.func
    parts = []
    while isinstance(d, ast.Attribute):
        parts.append(d.attr)
        d = d.value
    if isinstance(d, ast.Name):
        parts.append(d.id)
    return ".".join(reversed(parts))


def is_kernel(fn: ast.AST) -> bool:
    """A function decorated with ``triton.jit`` / ``jit`` (with or without arguments)."""
    return isinstance(fn, ast.FunctionDef) and any(
        decorator_name(d).split(".")[-1] == "jit" for d in fn.decorator_list)


def kernels(tree: ast.AST) -> list[ast.FunctionDef]:
    return [n for n in ast.walk(tree) if is_kernel(n)]  # type: ignore[misc]


def inside_kernel_nodes(tree: ast.AST) -> set[int]:
    """ids of every node inside a @triton.jit function."""
    ids: set[int] = set()
    for k in kernels(tree):
        for n in ast.walk(k):
            ids.add(id(n))
    return ids


def statement_lists(tree: ast.AST) -> Iterator[tuple[ast.AST, str, list[ast.stmt]]]:
    """(owner, field, list) for every statement list (``body``, ``orelse``, ``finalbody``), in
    source order (preorder)."""
    for node in preorder(tree):
        for f in ("body", "orelse", "finalbody"):
            v = getattr(node, f, None)
            if isinstance(v, list) and v and isinstance(v[0], ast.stmt):
                yield node, f, v


def preorder(tree: ast.AST) -> Iterator[ast.AST]:
    """Deterministic depth-first preorder (source order), unlike ast.walk's BFS."""
    stack = [tree]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(list(ast.iter_child_nodes(n))))


def edit_sites(source: str, select: Callable[[ast.Module], list]) -> Transform:
    """Build a Transform from `select(tree) -> [site]` and a per-site edit.

    `select` is called on a fresh parse for every apply, so site indices refer to the same
    nodes each time. Each site is a callable ``site() -> None`` that edits the tree in place;
    apply runs the chosen ones (in reverse order, so list removals keep indices valid).
    """
    tree = parse(source)
    if tree is None:
        return NO_EDITS
    n = len(select(tree))

    def apply(edits: frozenset[int]) -> str | None:
        t = parse(source)
        if t is None:
            return None
        sites = select(t)
        for i in sorted(edits, reverse=True):
            if 0 <= i < len(sites):
                sites[i]()
        return unparse(t)

    return Transform(n, apply)


def replace_in_parent(parent: ast.AST, old: ast.AST, new: ast.AST) -> bool:
    """Replace child `old` of `parent` by `new` (fields or list items). True when found."""
    for f, v in ast.iter_fields(parent):
        if v is old:
            setattr(parent, f, new)
            return True
        if isinstance(v, list):
            for i, item in enumerate(v):
                if item is old:
                    v[i] = new
                    return True
    return False


def parents(tree: ast.AST) -> dict[int, ast.AST]:
    out: dict[int, ast.AST] = {}
    for p in ast.walk(tree):
        for c in ast.iter_child_nodes(p):
            out[id(c)] = p
    return out


def trim_to_parse(code: str, closed: bool = True) -> tuple[str, bool]:
    """(code, complete): code trimmed at the end, a whole line at a time, until it parses
    ("" when no prefix does); complete when untouched. Code that is known to be cut (a fence
    an excerpt did not close) loses its last line first (`closed` False): a cut line can
    still parse (``tl.progr``) and would fail for the wrong reason."""
    if closed:
        try:
            ast.parse(code)
            return code, True
        except SyntaxError:
            pass
    lines = code.rstrip("\n").split("\n")
    if not closed:
        lines = lines[:-1] + [""]
    for cut in range(len(lines) - 1, 0, -1):
        cand = "\n".join(lines[:cut]) + "\n"
        try:
            ast.parse(cand)
            return cand, False
        except SyntaxError:
            continue
    return "", False


# tl memory operations whose first argument is an address
MEMORY_OPS = frozenset({"load", "store", "atomic_add", "atomic_max", "atomic_min", "atomic_xchg", "atomic_cas",
                        "atomic_and", "atomic_or", "atomic_xor"})


def call_name(n: ast.Call) -> str:
    """The name a call calls: ``f`` of ``f(…)``, ``attr`` of ``x.attr(…)``; "" otherwise."""
    f = n.func
    return f.attr if isinstance(f, ast.Attribute) else (f.id if isinstance(f, ast.Name) else "")


def leftmost_addend(node: ast.AST) -> ast.AST:
    """The leftmost term of a ``+`` chain (``p + a * b + offs`` -> ``p``): in an address, the
    pointer."""
    while isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        node = node.left
    return node


def iter_calls_to(tree: ast.AST, name: str) -> Iterable[ast.Call]:
    """Calls of function `name`: ``name(...)`` and launches ``name[grid](...)``."""
    for n in ast.walk(tree):
        if isinstance(n, ast.Call):
            f = n.func
            if isinstance(f, ast.Subscript):
                f = f.value
            if isinstance(f, ast.Name) and f.id == name:
                yield n


_BUILTINS = set(dir(__import__("builtins"))) | {"__name__", "__file__", "__builtins__", "__doc__"}


def undefined_names(source: str) -> set[str]:
    """Names loaded somewhere but bound nowhere in the module (no assignment, parameter,
    import, def/class, loop/with/except/comprehension target, builtin). A candidate with one
    fails with NameError before reaching the bug, so the reducer rejects it without running
    it. Empty when the module uses ``import *`` (anything may be bound)."""
    tree = parse(source)
    if tree is None:
        return set()
    bound: set[str] = set(_BUILTINS)
    loaded: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Name):
            (loaded if isinstance(n.ctx, ast.Load) else bound).add(n.id)
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(n.name)
        elif isinstance(n, ast.arg):
            bound.add(n.arg)
        elif isinstance(n, ast.alias):
            if n.name == "*":
                return set()
            bound.add((n.asname or n.name).split(".")[0])
        elif isinstance(n, ast.ExceptHandler) and n.name:
            bound.add(n.name)
        elif isinstance(n, (ast.Global, ast.Nonlocal)):
            bound.update(n.names)
        elif isinstance(n, ast.MatchAs) and n.name:
            bound.add(n.name)
    return loaded - bound

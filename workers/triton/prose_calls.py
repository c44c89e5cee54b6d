"""Calls and sizes an issue names in its prose: the variants of a Triton reproducer to try.

Reporters often paste a kernel and a driver function that the script never calls (or calls with
the case that works), and say in
the text which call fails: "`mwe(16)` works without problems, but starting from `mwe(32)` I get
the error", "When the `loop_num >= 11`, following bug occurs", a traceback line
``test(loop_num=11)``, "crashes with BLOCK_SIZE=128". Completing the script with the function's
defaults then runs the case the reporter says works.

`prose_variants` finds, in the text outside the Python code (prose, inline code, other fences
such as tracebacks):

- calls ``f(args)`` of a function the script defines and never calls, with literal arguments;
  or of a driver the script calls itself as a top-level statement (``run(64)``, `driver_calls`):
  the named call then replaces the script's own calls rather than being appended;
- values ``NAME=V`` / ``NAME == V`` / ``NAME >= V`` / ``NAME > V`` / ``NAME is V`` / ``NAME to V``
  for a parameter of such a function (a call ``f(NAME=V)``, keeping the other arguments of the
  script's own call of a driver), or for a name the script binds to a number at
  module level (``NAME = 64``) or passes as a literal keyword (``BLOCK_SIZE=64`` in a launch):
  that literal is rewritten in place, unless it already meets the stated condition ("pack > 1"
  of a script passing ``pack=4``: the script as given is the case named).

Each mention gets a polarity from the clause around it (clauses split at ``,;.`` and ``but``,
``while``, ``whereas``): failure words (fail, crash, error, assert, abort, segfault, "starting
from", "and above", a traceback line) count for it, success words (works, fine, without
problems, passes) against it. Mentions said to work are dropped; the rest are tried
failing-first, at most `MAX_VARIANTS`, then the function's defaults when every parameter has
one (the last resort, and what a script with no named call gets).
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass

from reducers.triton.source import is_kernel
from workers.triton.completion import entry_call

MAX_VARIANTS = 3

_FAIL = re.compile(r"\b(?:fail\w*|crash\w*|errors?|abort\w*|assert\w*|segfault\w*|segmentation|break\w*|broken|"
                   r"hang\w*|wrong|incorrect|exception|bug\w*|issue)\b|starting (?:from|at)|and (?:above|larger|up)|"
                   r"or (?:more|larger|higher)|does(?:n't| not) work|not working|>=?", re.I)
_WORKS = re.compile(r"\b(?:works?|worked|working|fine|passes|passed|succeed\w*|ok|okay|correct(?:ly)?)\b|"
                    r"without (?:problems?|issues?|errors?)|no (?:problems?|issues?|errors?)", re.I)
_NOT_WORK = re.compile(r"(?:does(?:n't| not)|not|never) work", re.I)
_CLAUSE = re.compile(r"[,;.!?\n]|\bbut\b|\bwhile\b|\bwhereas\b|\bhowever\b", re.I)
_TRACEBACK_FILE = re.compile(r'^\s*File ".*", line \d+', re.M)


@dataclass(frozen=True)
class Variant:
    """One completion of the script. source: the script to run; what: the call or value as the
    issue names it (``mwe(32)``, ``loop_num=11``); why: where the issue names it and how it was
    judged; score: > 0 said to fail, 0 neutral, the defaults get -1."""

    source: str
    what: str
    why: str
    score: int


def entry_functions(tree: ast.Module) -> list[ast.FunctionDef]:
    """Module-level functions (not kernels) that launch a kernel (``k[grid](…)``, ``.warmup``,
    directly or through another such function) and that nothing in the script calls."""
    called = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    return [d for d in _launchers(tree) if d.name not in called]


def driver_calls(tree: ast.Module) -> dict[str, list[ast.Expr]]:
    """{function: its call statements} for the module-level functions that launch a kernel and
    that the script itself calls at top level (or under ``if __name__ == "__main__":``) as a
    statement: ``run()`` after ``def run(size=64): …``."""
    top: list[ast.stmt] = []
    for n in tree.body:
        if isinstance(n, ast.If) and "__main__" in ast.unparse(n.test):
            top += n.body
        else:
            top.append(n)
    names = {d.name for d in _launchers(tree)}
    out: dict[str, list[ast.Expr]] = {}
    for n in top:
        if isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Name) \
                and n.value.func.id in names:
            out.setdefault(n.value.func.id, []).append(n)
    return out


def _launchers(tree: ast.Module) -> list[ast.FunctionDef]:
    defs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef) and not is_kernel(n)}

    def launches(fn: ast.FunctionDef, seen: set[str]) -> bool:
        for n in ast.walk(fn):
            if isinstance(n, ast.Call):
                f = n.func
                if isinstance(f, ast.Subscript):
                    return True
                if isinstance(f, ast.Attribute) and f.attr in ("warmup", "run"):
                    return True
                if isinstance(f, ast.Name) and f.id in defs and f.id not in seen and \
                        launches(defs[f.id], seen | {f.id}):
                    return True
        return False

    return [d for name, d in defs.items() if launches(d, {name})]


def _literal(node: ast.AST) -> bool:
    try:
        ast.literal_eval(node)
        return True
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False


def _polarity(text: str, start: int, end: int) -> tuple[int, str]:
    """(score, reason) of a mention at text[start:end] from its clause and the next one."""
    line_start = text.rfind("\n", 0, start) + 1
    line = text[line_start:text.find("\n", end) if text.find("\n", end) >= 0 else len(text)]
    prev_line = text[max(0, text.rfind("\n", 0, max(line_start - 1, 0)) + 1):max(line_start - 1, 0)]
    if line[: start - line_start].strip() == "" and _TRACEBACK_FILE.search(prev_line):
        return 3, "a line of the reported traceback"
    spans = [(m.start(), m.end()) for m in _CLAUSE.finditer(text)]
    before = max([e for s, e in spans if e <= start], default=0)
    after = [s for s, _ in spans if s >= end]
    own = text[before: after[0] if after else len(text)]
    nxt = text[after[0]: after[1] if len(after) > 1 else len(text)] if after else ""
    mention = text[start:end]
    own_rest = own.replace(mention, " ")
    works = len(_WORKS.findall(own_rest)) - len(_NOT_WORK.findall(own_rest))
    fails = len(_FAIL.findall(own_rest)) + len(_FAIL.findall(nxt))
    if works > 0 and not _FAIL.search(own_rest):
        return -2, f"said to work: {own.strip()[:80]!r}"
    if fails:
        return 2, f"said to fail: {(own.strip() + ' ' + nxt.strip())[:100]!r}"
    return 0, f"named: {own.strip()[:80]!r}"


def _call_mentions(text: str, names: set[str]) -> list[tuple[str, int, int]]:
    """(call text, start, end) of ``name(...)`` with literal arguments in `text`."""
    out = []
    if not names:
        return out
    pat = re.compile(r"(?<![\w.])(" + "|".join(map(re.escape, sorted(names))) + r")\s*\(([^()\n]{0,200})\)")
    for m in pat.finditer(text):
        call = f"{m.group(1)}({m.group(2)})"
        try:
            node = ast.parse(call, mode="eval").body
        except SyntaxError:
            continue
        if isinstance(node, ast.Call) and all(_literal(a) for a in node.args) and \
                all(k.arg and _literal(k.value) for k in node.keywords):
            out.append((call, m.start(), m.end()))
    return out


def _value_mentions(text: str, names: set[str]) -> list[tuple[str, int, str, int, int, int]]:
    """(name, value, operator, stated value, start, end) of ``NAME = V`` / ``== V`` / ``>= V`` /
    ``> V`` / ``is V`` in `text`."""
    out = []
    if not names:
        return out
    pat = re.compile(r"(?<![\w.])(" + "|".join(map(re.escape, sorted(names))) +
                     r")`?\s*(==|>=|>|=|:|\bis\b|\bof\b|\bto\b)\s*`?(\d+)\b")
    for m in pat.finditer(text):
        stated = v = int(m.group(3))
        if m.group(2) == ">":  # the next power of two for sizes, else the next integer
            v = v * 2 if v >= 16 and v & (v - 1) == 0 else v + 1
        out.append((m.group(1), v, m.group(2), stated, m.start(), m.end()))
    return out


def _meets(current: int, op: str, stated: int) -> bool:
    """Does the script's own literal already satisfy the condition the prose states?"""
    return current > stated if op == ">" else current >= stated if op == ">=" else current == stated


def _module_constants(tree: ast.Module) -> dict[str, list[ast.Constant]]:
    """Integer literals a name is bound to at module level (``N = 64``) or passed as a keyword
    anywhere outside kernels (``BLOCK_SIZE=64``): the places a named value is rewritten."""
    out: dict[str, list[ast.Constant]] = {}
    for n in tree.body:
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) and \
                isinstance(n.value, ast.Constant) and type(n.value.value) is int:
            out.setdefault(n.targets[0].id, []).append(n.value)
    for n in ast.walk(tree):
        if isinstance(n, ast.keyword) and n.arg and isinstance(n.value, ast.Constant) and type(n.value.value) is int:
            out.setdefault(n.arg, []).append(n.value)
    return out


def _replace_constants(source: str, nodes: list[ast.Constant], value: int) -> str:
    lines = source.split("\n")
    for c in sorted(nodes, key=lambda c: (c.lineno, c.col_offset), reverse=True):
        if c.lineno != c.end_lineno:
            continue
        ln = lines[c.lineno - 1]
        lines[c.lineno - 1] = ln[:c.col_offset] + str(value) + ln[c.end_col_offset:]
    return "\n".join(lines)


def _with_call(source: str, call: str, note: str) -> str:
    return source.rstrip("\n") + f"\n\n\n# --- reprobot: {note} ---\n{call}\n"


def _call_with(fn: ast.FunctionDef, calls: list[ast.Expr] | None, name: str, value: int) -> str:
    """``fn(...)`` with `name` set to `value`: the script's own first call of `fn` (its other
    arguments kept, the one for `name` given by keyword) or, without one, ``fn(name=value)``."""
    if not calls:
        return f"{fn.name}({name}={value})"
    call = calls[0].value
    pos = [a.arg for a in fn.args.args]
    args = [ast.unparse(a) for i, a in enumerate(call.args) if not (i < len(pos) and pos[i] == name)]
    kws = [f"{k.arg}={ast.unparse(k.value)}" for k in call.keywords if k.arg and k.arg != name]
    return f"{fn.name}({', '.join(args + kws + [f'{name}={value}'])})"


def _replace_calls(source: str, stmts: list[ast.Expr], call: str, note: str) -> str:
    """`source` with each statement of `stmts` (a call of the driver) replaced by `call`."""
    lines = source.split("\n")
    for st in sorted(stmts, key=lambda n: n.lineno, reverse=True):
        indent = lines[st.lineno - 1][:st.col_offset]
        lines[st.lineno - 1:st.end_lineno] = [f"{indent}{call}  # reprobot: {note}"]
    return "\n".join(lines)


def prose_variants(source: str, prose: str) -> list[Variant]:
    """Variants of `source` for the calls and values `prose` names, failing-first, at most
    `MAX_VARIANTS`, then the entry function's defaults (see the module docstring). Empty when
    the script calls everything it defines and the prose names no value the script binds."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    entries = entry_functions(tree)
    drivers = driver_calls(tree)
    defs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    params: dict[str, ast.FunctionDef] = {}
    for fn in entries + [defs[d] for d in drivers]:
        for a in fn.args.args + fn.args.kwonlyargs:
            params.setdefault(a.arg, fn)
    consts = _module_constants(tree)
    found: list[Variant] = []
    seen: set[str] = {ast.unparse(c.value) for cs in drivers.values() for c in cs}  # the script's own calls

    def calling(fn_name: str, call: str, note: str) -> str:
        # a driver the script calls itself: its call statements become the named call
        if fn_name in drivers:
            return _replace_calls(source, drivers[fn_name], call, note)
        return _with_call(source, call, note)

    for call, s, e in _call_mentions(prose, {f.name for f in entries} | set(drivers)):
        score, why = _polarity(prose, s, e)
        call = ast.unparse(ast.parse(call, mode="eval").body)
        if call not in seen:
            seen.add(call)
            found.append(Variant(calling(call.split("(")[0], call, "the call the issue names"), call, why, score))
    for name, value, op, stated, s, e in _value_mentions(prose, set(params) | set(consts)):
        what = f"{name}={value}"
        if name not in params and consts.get(name) and all(_meets(c.value, op, stated) for c in consts[name]):
            continue  # "pack > 1" of a script that passes pack=4: the script as given is the case named
        if what in seen:
            continue
        seen.add(what)
        score, why = _polarity(prose, s, e)
        if name in params:
            fn = params[name]
            what = _call_with(fn, drivers.get(fn.name), name, value)
            src = calling(fn.name, what, "the value the issue names")
        else:
            src = _replace_constants(source, consts[name], value)
            if src == source:
                continue
        if what in seen and name in params:
            continue
        seen.add(what)
        found.append(Variant(src, what, why, score))
    found = sorted([v for v in found if v.score >= 0], key=lambda v: -v.score)[:MAX_VARIANTS]
    for fn in entries[:1]:
        a = fn.args
        if len(a.defaults) == len(a.args) and all(d is not None for d in a.kw_defaults):
            found.append(Variant(_with_call(source, f"{fn.name}()", "the function's defaults (no call named)"),
                                 f"{fn.name}()", "the defaults: the issue names no failing call", -1))
        elif not found:
            call = entry_call(source, fn, prose)
            if call:
                found.append(Variant(_with_call(source, call, "arguments inferred from their uses (no call named)"),
                                     call, "no call named and no defaults: each argument inferred from its uses", -1))
    return found

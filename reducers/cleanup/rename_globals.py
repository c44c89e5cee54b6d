"""Rename defined functions to ``@f``, ``@f1``, … and global variables to ``@g``, ``@g1``,
… (declarations and ``llvm.*`` globals keep their names: their names carry meaning, e.g.
library calls and intrinsics). Comdats named after a renamed global follow it."""
from __future__ import annotations

import re

from .ir import GLOBAL, split_comment, sub_outside_strings
from .state import IRState

_FUNC = re.compile(rf"({GLOBAL})\s*\(")
_VAR = re.compile(rf"^({GLOBAL})\s*=")


def _names(prefix: str, taken: set[str]):
    i = 0
    while True:
        name = f"@{prefix}{i or ''}"
        i += 1
        if name not in taken:
            yield name


def rename_globals(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    funcs: list[str] = []
    vars_: list[str] = []
    declared: set[str] = set()
    for line in state.source.splitlines():
        code = split_comment(line)[0]
        if code.startswith(("define ", "declare ")):
            m = _FUNC.search(code)
            if m and code.startswith("define "):
                funcs.append(m.group(1))
            elif m:
                declared.add(m.group(1))
        elif (m := _VAR.match(code)) is not None:
            vars_.append(m.group(1))
    renamed = [n for n in funcs + vars_ if not n.startswith("@llvm.") and n not in declared]
    if not renamed:
        return None
    taken = set(funcs) | set(vars_) | declared
    keep = taken - set(renamed)
    fnames, vnames = _names("f", keep), _names("g", keep)
    mapping = {n: next(fnames) if n in funcs else next(vnames) for n in renamed}
    if all(k == v for k, v in mapping.items()):
        return None
    comdats = {"$" + k[1:]: "$" + v[1:] for k, v in mapping.items()}

    def repl(m: re.Match) -> str:
        tok = m.group("hit")
        return mapping.get(tok) or comdats.get(tok) or tok

    new = sub_outside_strings(rf'{GLOBAL}|\$(?:"[^"]*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)', repl, state.source)
    return state.with_(source=new) if new != state.source else None

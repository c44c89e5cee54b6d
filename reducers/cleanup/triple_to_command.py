"""Move ``target triple = "…"`` into the command as ``-mtriple=…`` (or drop it when the
command already names a triple or architecture): upstream tests name the target on the
RUN line."""
from __future__ import annotations

import re

from .ir import arg_option, join
from .state import IRState

_TRIPLE = re.compile(r'^target\s+triple\s*=\s*"([^"]*)"\s*$')


def triple_to_command(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    lines = state.source.splitlines()
    triples = [m.group(1) for ln in lines if (m := _TRIPLE.match(ln))]
    if not triples:
        return None
    out = [ln for ln in lines if not _TRIPLE.match(ln)]
    args = list(state.args)
    if arg_option(args, "mtriple", "march") is None:
        args.insert(0, f"-mtriple={triples[0]}")
    return state.with_(source=join(out), args=args)

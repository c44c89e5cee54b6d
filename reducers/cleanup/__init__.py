"""Cleanup after reduction: make a reduced LLVM reproducer read like an upstream test.

llvm-reduce stops at what the crash needs by its own measure; what it leaves a reader
still has to clean up by hand: the ``target datalayout``, metadata, attribute groups
nobody uses, the original long names, the triple and CPU inside the IR instead of on the
command line. Each cleanup pass is one file here, listed in `REGISTRY` as (name, function,
description), the shape of llvm-reduce's ``deltas/`` and C-Vise's passes: a function maps
an `IRState` (source and command arguments) to a new state, or None when it has nothing to
do, and never sees the interestingness test. `clean` tries each pass once per round and
keeps a candidate only when it is no larger and the test (the reduction's own, in the same
sandbox session) still passes; a rejected candidate is not tried again.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Callable

from .cpu_to_command import cpu_to_command
from .drop_datalayout import drop_datalayout
from .drop_debug_info import drop_debug_info
from .drop_declaration_attributes import drop_declaration_attributes
from .drop_metadata_attachments import drop_metadata_attachments
from .drop_named_metadata import drop_named_metadata
from .drop_source_filename import drop_source_filename
from .drop_target_features import drop_target_features
from .drop_unused_attribute_groups import drop_unused_attribute_groups
from .rename_globals import rename_globals
from .rename_values import rename_values
from .state import CleanupResult, CleanupStep, IRState
from .strip_comments import strip_comments
from .triple_to_command import triple_to_command

__all__ = ["REGISTRY", "CleanupPass", "CleanupResult", "CleanupStep", "IRState", "clean", "get_pass"]


@dataclass(frozen=True)
class CleanupPass:
    name: str
    function: Callable[[IRState], "IRState | None"]
    description: str


def _doc(fn: Callable) -> str:
    return " ".join((sys.modules[fn.__module__].__doc__ or "").split())


# In order: removals first (each makes later candidates smaller), renames last.
REGISTRY: tuple[CleanupPass, ...] = tuple(CleanupPass(name, fn, _doc(fn)) for name, fn in (
    ("strip-comments", strip_comments),
    ("drop-source-filename", drop_source_filename),
    ("drop-datalayout", drop_datalayout),
    ("drop-debug-info", drop_debug_info),
    ("drop-metadata-attachments", drop_metadata_attachments),
    ("drop-named-metadata", drop_named_metadata),
    ("drop-declaration-attributes", drop_declaration_attributes),
    ("drop-unused-attribute-groups", drop_unused_attribute_groups),
    ("triple-to-command", triple_to_command),
    ("cpu-to-command", cpu_to_command),
    ("drop-target-features", drop_target_features),
    ("rename-globals", rename_globals),
    ("rename-values", rename_values),
))


def get_pass(name: str) -> CleanupPass:
    for p in REGISTRY:
        if p.name == name:
            return p
    raise KeyError(name)


def clean(state: IRState, test: Callable[[IRState], bool], passes: tuple[CleanupPass, ...] = REGISTRY,
          rounds: int = 2, budget_s: float | None = None) -> CleanupResult:
    """Run `passes` over `state` for up to `rounds` rounds (stopping at a round that keeps
    nothing). `test(candidate)` is the interestingness test: True when the candidate still
    fails with the same signature. No test starts after `budget_s` seconds (None: no
    limit). Returns the cleaned state and every attempt."""
    import time

    deadline = None if budget_s is None else time.monotonic() + budget_s
    res = CleanupResult(state)
    rejected: set[IRState] = set()
    for _ in range(max(1, rounds)):
        kept_any = False
        for p in passes:
            if deadline is not None and time.monotonic() > deadline:
                return res
            cand = p.function(res.state)
            if cand is None or cand == res.state or cand in rejected:
                continue
            if cand.bytes > res.state.bytes:
                rejected.add(cand)
                res.steps.append(CleanupStep(p.name, False, res.state.bytes, cand.bytes, "larger"))
                continue
            res.tests_run += 1
            if test(cand):
                res.steps.append(CleanupStep(p.name, True, res.state.bytes, cand.bytes))
                res.state = cand
                kept_any = True
            else:
                rejected.add(cand)
                res.steps.append(CleanupStep(p.name, False, res.state.bytes, cand.bytes, "not interesting"))
        if not kept_any:
            break
    return res


def clean_llvm_result(reduction, result, kind: str = "llvm-ir") -> CleanupResult:
    """Clean a finished `reducers.llvm_reduce.LLVMReduction` result in place with that
    reduction's own interestingness test (same session, same reference signature): the
    result's source, args, size, tests run and phases (a ``cleanup`` phase) are updated.
    Nothing is done when the result was not verified (there is no passing state to keep)."""
    import time

    from reducers.llvm_reduce import Phase, Size

    start = IRState(result.source, tuple(result.args), kind)
    if not result.verified or kind != "llvm-ir" or result.reference.kind == "timeout":
        return CleanupResult(start)  # a hang costs a whole timeout per test: not worth it for cosmetics
    t0 = time.monotonic()
    # what is left of the reduction's budget, and at least a few tests' worth
    budget = max(reduction.budget_s - result.wall_s, 4 * reduction.timeout_s)
    res = clean(start, lambda st: reduction.interesting(st.source, list(st.args), result.reference),
                budget_s=budget)
    result.source, result.args = res.state.source, list(res.state.args)
    result.after = Size.of(res.state.source)
    result.tests_run += res.tests_run
    result.phases.append(Phase("cleanup", res.tests_run, time.monotonic() - t0, res.state.bytes))
    return res

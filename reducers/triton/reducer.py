"""The Triton reducer: AST-aware delta debugging over a Python reproducer.

Every candidate is valid Python (passes edit the AST and unparse it; a candidate that does not
compile is never run). For each pass of the registry (`reducers.triton.passes.REGISTRY`) the
edits the pass offers are minimized with `reducers.ddmin.ddmin` (which edits to leave out),
candidates tested `jobs` at a time; the passes repeat until a whole round changes nothing or
the time budget is spent. Tests go through an outcome cache keyed by the canonical content
hash (``ast.dump``), so a candidate met again (another pass, another round) costs nothing.

The engine sees only ``interesting(source) -> bool``; the caller decides what interesting
means (same crash signature on one Triton release, or a differential miscompile test).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from reducers.ddmin import CachedTest
from reducers.rounds import Progress, ReductionPass, run_rounds
from reducers.triton.passes import REGISTRY
from reducers.triton.source import (canonical_key, count_lines, count_statements, count_tokens, normalize,
                                    undefined_names)



@dataclass
class SourceSize:
    lines: int
    tokens: int
    statements: int
    bytes: int

    @classmethod
    def of(cls, source: str) -> "SourceSize":
        return cls(count_lines(source), count_tokens(source), count_statements(source), len(source.encode()))


@dataclass
class ReductionResult:
    """source: the reduced script (still a runnable single file); before/after sizes; tests_run:
    real tests (cache misses); cache_hits; wall_s; steps: per pass application (name, tests,
    wall_s, tokens after)."""

    source: str
    before: SourceSize
    after: SourceSize
    tests_run: int
    cache_hits: int
    wall_s: float
    interesting_at_start: bool
    steps: list[dict[str, Any]] = field(default_factory=list)
    stopped_by_budget: bool = False
    trace: list[tuple[float, int]] = field(default_factory=list)  # (s since start, tokens) of each new best


def reduce_source(source: str, interesting: Callable[[str], bool], *,
                  passes: Sequence[ReductionPass] = REGISTRY, jobs: int = 1, budget_s: float | None = None,
                  max_rounds: int = 20, progress: Progress | None = None,
                  reject_undefined_names: bool = True) -> ReductionResult:
    """Minimize `source` while `interesting` stays true. `interesting` must be thread safe
    when jobs > 1. Raises nothing for uninteresting input: the result says
    ``interesting_at_start=False`` and returns the input.

    reject_undefined_names: candidates that load a name bound nowhere
    (`reducers.triton.source.undefined_names`) are judged uninteresting without a test; turn
    it off when the bug itself is a NameError."""
    t0 = time.monotonic()
    deadline = t0 + budget_s if budget_s else None
    base_undefined = undefined_names(source)

    test = CachedTest(interesting, canonical_key)

    trace: list[tuple[float, int]] = []
    best = [count_tokens(source)]

    def screened(src: str) -> bool:  # judged without running: counts as no test
        if reject_undefined_names and undefined_names(src) - base_undefined:
            return False
        ok = test(src)
        if ok:
            n = count_tokens(src)
            if n < best[0]:
                best[0] = n
                trace.append((round(time.monotonic() - t0, 2), n))
        return ok
    stop = (lambda: time.monotonic() > deadline) if deadline else (lambda: False)
    before = SourceSize.of(source)
    cur = normalize(source)
    ok = test(cur)
    if not ok and cur != source:
        cur = source
        ok = bool(interesting(source))
    if not ok:
        return ReductionResult(source, before, before, test.tests_run, test.cache.hits,
                               time.monotonic() - t0, False)
    cur, steps = run_rounds(cur, passes, screened, key=canonical_key, size=_size, unit="tokens",
                            tests_run=lambda: test.tests_run, jobs=jobs, max_rounds=max_rounds, stop=stop,
                            progress=progress)
    return ReductionResult(cur, before, SourceSize.of(cur), test.tests_run, test.cache.hits,
                           time.monotonic() - t0, True, steps, stopped_by_budget=stop(), trace=trace)


def _size(source: str) -> tuple[int, int]:
    return count_tokens(source), len(source)

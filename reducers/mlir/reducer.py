"""The MLIR reducer: delta debugging over the operations, regions and attributes of MLIR
text (TTIR, TTGIR), keeping its printed layout so candidates stay parseable.

Same engine as the Triton Python reducer (`reducers.triton.reducer`): for each pass of the
registry (`reducers.mlir.passes.REGISTRY`) the edits the pass offers are minimized with
`reducers.ddmin.ddmin` (or one at a time, `greedy_linear`), `jobs` candidates tested at once;
the passes repeat until a round makes the text no smaller or the time budget is spent. Tests
go through an outcome cache keyed by a content hash (`reducers.mlir.ir.canonical_key`), so
a candidate met again costs nothing. The engine sees only ``interesting(text) -> bool``; the
caller decides what interesting means (re-entering the compiler at that level with the same
crash signature, `workers.triton.levels`).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from reducers.ddmin import CachedTest
from reducers.mlir.ir import canonical, canonical_key, count_lines, count_ops
from reducers.mlir.passes import REGISTRY
from reducers.rounds import Progress, ReductionPass, run_rounds

@dataclass
class MLIRSize:
    """bytes, non-blank lines, operations (`reducers.mlir.ir.count_ops`)."""

    bytes: int
    lines: int
    ops: int

    @classmethod
    def of(cls, text: str) -> "MLIRSize":
        return cls(len(text.encode()), count_lines(text), count_ops(text))

    def to_json(self) -> dict[str, int]:
        return {"bytes": self.bytes, "lines": self.lines, "ops": self.ops}


@dataclass
class MLIRReductionResult:
    """text: the reduced module; before/after sizes; tests_run: real tests (cache misses);
    cache_hits; wall_s; interesting_at_start; steps: per pass application (pass, round,
    tests, wall_s, ops after); stopped_by_budget."""

    text: str
    before: MLIRSize
    after: MLIRSize
    tests_run: int
    cache_hits: int
    wall_s: float
    interesting_at_start: bool
    steps: list[dict[str, Any]] = field(default_factory=list)
    stopped_by_budget: bool = False


def reduce_mlir(text: str, interesting: Callable[[str], bool], *, passes: Sequence[ReductionPass] = REGISTRY,
                jobs: int = 1, budget_s: float | None = None, max_rounds: int = 12,
                progress: Progress | None = None) -> MLIRReductionResult:
    """Minimize MLIR `text` while `interesting` stays true (thread safe when jobs > 1).
    Uninteresting input raises nothing: the result says ``interesting_at_start=False`` and
    holds the input."""
    t0 = time.monotonic()
    deadline = t0 + budget_s if budget_s else None
    stop = (lambda: time.monotonic() > deadline) if deadline else (lambda: False)
    test = CachedTest(interesting, canonical_key)
    before = MLIRSize.of(text)
    cur = canonical(text)
    if not test(cur):
        cur = text
        if cur == canonical(text) or not interesting(text):
            return MLIRReductionResult(text, before, before, test.tests_run, test.cache.hits,
                                       time.monotonic() - t0, False)
    cur, steps = run_rounds(cur, passes, test, key=canonical_key, size=_size, unit="ops", accept=canonical,
                            tests_run=lambda: test.tests_run, jobs=jobs, max_rounds=max_rounds, stop=stop,
                            progress=progress)
    return MLIRReductionResult(cur, before, MLIRSize.of(cur), test.tests_run, test.cache.hits,
                               time.monotonic() - t0, True, steps, stopped_by_budget=stop())


def _size(text: str) -> tuple[int, int]:
    return count_ops(text), len(text)

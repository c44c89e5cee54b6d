"""The engine both source reducers share (`reducers.triton.reducer` over Python,
`reducers.mlir.reducer` over MLIR text): a reduction pass's record and the rounds of passes.

A pass is (name, function, description), as in llvm-reduce's ``deltas/`` registry: its
function maps a text to a transform that offers ``count`` independent edits and applies a
subset of them (``apply(frozenset[int]) -> str | None``, None where that subset breaks the
text). Passes never see the interestingness test. For each pass the edits are minimized with
`reducers.ddmin.ddmin` (which edits to leave out) or, for rewrites that mostly fail one by one,
`reducers.ddmin.greedy_linear`; the passes repeat in rounds until a round makes the text no
smaller or the budget is spent.
"""
from __future__ import annotations

import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from reducers.ddmin import ddmin, greedy_linear

# progress(what, tests run so far, total or None)
Progress = Callable[[str, int, "int | None"], None]


class Transform(Protocol):
    """What a pass's function returns: ``count`` edits, ``apply(subset)`` -> text or None."""

    count: int

    def apply(self, applied: frozenset[int]) -> str | None: ...


@dataclass(frozen=True)
class ReductionPass:
    """strategy: "ddmin" for passes whose edits mostly succeed (removals), "linear" for
    rewrites that mostly fail one by one (`reducers.ddmin.greedy_linear`). first_round_only:
    a coarse pass whose work a finer pass repeats, or whose single edit never becomes possible
    later."""

    name: str
    function: Callable[[str], Transform]
    description: str
    strategy: str = "ddmin"
    first_round_only: bool = False


def pass_doc(fn: Callable) -> str:
    """The docstring of the module defining `fn` (one file per pass), on one line."""
    return " ".join((sys.modules[fn.__module__].__doc__ or "").split())


def run_pass(p: ReductionPass, cur: str, test: Callable[[str], bool], key: Callable[[str], Any], jobs: int,
             pool: ThreadPoolExecutor | None, stop: Callable[[], bool]) -> str | None:
    """One pass over `cur`: the smallest set of its edits kept that `test` still accepts, applied;
    None where the pass offers nothing or every edit must stay. A candidate whose `key` equals
    `cur`'s (the edits changed nothing) is not progress and is never tested."""
    tr = p.function(cur)
    if tr.count == 0:
        return None
    everything = frozenset(range(tr.count))
    cur_key = key(cur)

    def applied_ok(applied: frozenset[int]) -> bool:
        cand = tr.apply(applied)
        if cand is None or key(cand) == cur_key:
            return False
        return test(cand)

    if p.strategy == "linear":
        applied = greedy_linear(tr.count, applied_ok, jobs=jobs, pool=pool, should_stop=stop)
        return tr.apply(applied) if applied else None
    kept = ddmin(list(range(tr.count)), lambda k: applied_ok(everything - frozenset(k)), jobs=jobs, pool=pool,
                 should_stop=stop)
    if len(kept) == tr.count:
        return None
    return tr.apply(everything - frozenset(kept))


def run_rounds(cur: str, passes: Sequence[ReductionPass], test: Callable[[str], bool], *,
               key: Callable[[str], Any], size: Callable[[str], tuple[int, ...]], unit: str,
               accept: Callable[[str], str] = lambda text: text, tests_run: Callable[[], int],
               jobs: int = 1, max_rounds: int = 12, stop: Callable[[], bool] = lambda: False,
               progress: Progress | None = None) -> tuple[str, list[dict[str, Any]]]:
    """Run `passes` in rounds over `cur` (already interesting) -> (reduced text, steps).

    size(text): the order that decides progress (first element: the `unit` count, e.g. tokens
    or ops); another round runs only when this one made the text strictly smaller, since passes
    may accept same-size rewrites (a constant changed) that alone never end. accept(new): the
    form kept of a candidate a pass returns (the MLIR reducer's canonical printing).
    tests_run(): the test counter, for the steps and the progress line. steps: one dict per pass
    application (pass, round, tests, wall_s, `unit` after)."""
    steps: list[dict[str, Any]] = []
    pool = ThreadPoolExecutor(max_workers=jobs) if jobs > 1 else None
    try:
        for rnd in range(max_rounds):
            start = size(cur)
            for p in passes:
                if stop():
                    break
                if p.first_round_only and rnd > 0:
                    continue
                ts, tt = time.monotonic(), tests_run()
                new = run_pass(p, cur, test, key, jobs, pool, stop)
                if new is not None and key(new) != key(cur):
                    cur = accept(new)
                n = size(cur)[0]
                steps.append({"pass": p.name, "round": rnd + 1, "tests": tests_run() - tt,
                              "wall_s": round(time.monotonic() - ts, 3), unit: n})
                if progress:
                    progress(f"{p.name}: {n} {unit}", tests_run(), None)
            if size(cur) >= start or stop():
                break
    finally:
        if pool:
            pool.shutdown(wait=True)
    return cur, steps

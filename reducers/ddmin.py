"""Generic delta debugging: ddmin over a set of units, candidates tested in parallel, with an
outcome cache keyed by a canonical content hash.

ddmin is Zeller & Hildebrandt's minimizing delta debugging ("Simplifying and Isolating
Failure-Inducing Input", TSE 2002), in the complement-first form that reducers use: the
configuration is the set of units still *kept*; at granularity n it is split into n chunks
and each "drop chunk i" candidate is tried; the first interesting one (in chunk order) is
taken and n shrinks by one; when none is, n doubles, until n exceeds the configuration size.
The result is 1-minimal: dropping any single remaining unit makes the test fail.

Parallelism: the candidates of one round are tested `jobs` at a time in order, and the
lowest-index success of a batch wins, so the result does not depend on thread timing.
"""
from __future__ import annotations

import hashlib
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Callable, Generic, Hashable, Sequence, TypeVar

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)


def content_key(text: str) -> str:
    """sha256 of a canonical text, hex (the cache key of a candidate)."""
    return hashlib.sha256(text.encode()).hexdigest()


class OutcomeCache(Generic[K]):
    """Thread-safe map from candidate key to test verdict, counting hits and misses."""

    def __init__(self) -> None:
        self._d: dict[K, bool] = {}
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: K) -> bool | None:
        with self._lock:
            v = self._d.get(key)
            if v is None:
                self.misses += 1
            else:
                self.hits += 1
            return v

    def put(self, key: K, verdict: bool) -> None:
        with self._lock:
            self._d[key] = verdict

    def __len__(self) -> int:
        return len(self._d)


class CachedTest(Generic[T]):
    """Wraps a predicate with an OutcomeCache: ``key(candidate)`` is its canonical hash.
    ``tests_run`` counts real calls of the predicate."""

    def __init__(self, predicate: Callable[[T], bool], key: Callable[[T], Hashable]):
        self.predicate = predicate
        self.key = key
        self.cache: OutcomeCache = OutcomeCache()
        self.tests_run = 0
        self._lock = threading.Lock()

    def __call__(self, candidate: T) -> bool:
        k = self.key(candidate)
        v = self.cache.get(k)
        if v is not None:
            return v
        with self._lock:
            self.tests_run += 1
        v = bool(self.predicate(candidate))
        self.cache.put(k, v)
        return v


def first_interesting(candidates: Sequence[T], test: Callable[[T], bool], jobs: int = 1,
                      pool: ThreadPoolExecutor | None = None,
                      should_stop: Callable[[], bool] = lambda: False) -> int | None:
    """Index of the first candidate (in order) for which `test` is true, testing `jobs` at a
    time; None when none is (or `should_stop()` turned true)."""
    if jobs <= 1 or pool is None:
        for i, c in enumerate(candidates):
            if should_stop():
                return None
            if test(c):
                return i
        return None
    for start in range(0, len(candidates), jobs):
        if should_stop():
            return None
        batch = list(candidates[start:start + jobs])
        results = list(pool.map(test, batch))
        for i, ok in enumerate(results):
            if ok:
                return start + i
    return None


def ddmin(units: Sequence[T], test: Callable[[list[T]], bool], jobs: int = 1,
          pool: ThreadPoolExecutor | None = None, try_empty: bool = True,
          should_stop: Callable[[], bool] = lambda: False) -> list[T]:
    """Minimize `units` (kept in order) while ``test(kept)`` stays true.

    `test(list(units))` is assumed true. Returns a 1-minimal kept list (or the best found when
    `should_stop()` turns true). `try_empty` first tries keeping nothing.
    """
    kept = list(units)
    if not kept:
        return kept
    if try_empty and not should_stop() and test([]):
        return []
    n = 2 if len(kept) > 1 else 1
    while kept and not should_stop():
        n = min(n, len(kept))
        size = len(kept) / n
        cands = [kept[:int(i * size)] + kept[int((i + 1) * size):] for i in range(n)]
        i = first_interesting(cands, test, jobs, pool, should_stop)
        if i is not None:
            kept = cands[i]
            n = max(n - 1, 2)
            continue
        if n >= len(kept):
            break
        n = min(2 * n, len(kept))
    return kept


def greedy_linear(count: int, test: Callable[[frozenset[int]], bool], jobs: int = 1,
                  pool: ThreadPoolExecutor | None = None,
                  should_stop: Callable[[], bool] = lambda: False) -> frozenset[int]:
    """One-at-a-time delta debugging over `count` edits (C-Reduce's order): walk the edits
    in order and keep each one whose addition to the accepted set stays interesting.
    ``test(applied)`` judges a set of applied edits. Costs at most `count` tests, against
    ddmin's ~3x that when most single edits fail (expression and constant rewrites).
    `jobs` edits are tried at once; the lowest accepted index of a batch wins."""
    applied: frozenset[int] = frozenset()
    i = 0
    while i < count and not should_stop():
        batch = list(range(i, min(count, i + max(1, jobs))))
        cands = [applied | {j} for j in batch]
        k = first_interesting(cands, test, jobs, pool, should_stop)
        if k is None:
            i = batch[-1] + 1
        else:
            applied = cands[k]
            i = batch[k] + 1
    return applied

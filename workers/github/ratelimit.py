"""Client-side pacing of GitHub writes.

GitHub's secondary rate limits (REST docs, "Rate limits for the REST API" → "About secondary
rate limits") ask integrations to make no more than 80 content-generating requests per minute
and to wait at least one second between POST/PATCH/PUT/DELETE requests. `WriteLimiter` enforces
both before each write: a minimum spacing and a sliding 60-second window. The spacing counts from
the end of the previous write (`write()`), not only its start: a busy worker may send a request
well after it was allowed to, and GitHub sees the arrivals (two writes allowed 1.0 s apart arrived
0.8 s apart at the stand-in under load, bench/bot_eval.py).
"""
from __future__ import annotations

import threading
import time
from collections import deque
from contextlib import contextmanager
from typing import Callable, Iterator


class WriteLimiter:
    """`acquire()` blocks until a write may be sent.

    min_interval_s: seconds from the previous write (its start, and its end when made through
    `write()`) to the start of the next (GitHub: >= 1.0).
    per_minute: writes in any 60-second window (GitHub: <= 80).
    clock/sleep: injectable for tests of the arithmetic; real time by default.
    """

    def __init__(self, min_interval_s: float = 1.0, per_minute: int = 80, *,
                 clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], None] = time.sleep):
        if per_minute < 1:
            raise ValueError("per_minute must be >= 1")
        self.min_interval_s = min_interval_s
        self.per_minute = per_minute
        self._clock, self._sleep = clock, sleep
        self._times: deque[float] = deque()
        self._last_end = float("-inf")
        self._lock = threading.Lock()

    def delay(self) -> float:
        """Seconds to wait before the next write may start (0 when it may start now)."""
        now = self._clock()
        while self._times and now - self._times[0] >= 60.0:
            self._times.popleft()
        wait = 0.0
        if self._times:
            wait = max(wait, max(self._times[-1], self._last_end) + self.min_interval_s - now)
        if len(self._times) >= self.per_minute:
            wait = max(wait, self._times[-self.per_minute] + 60.0 - now)
        return max(wait, 0.0)

    def acquire(self) -> float:
        """Wait as needed, record the write, return the seconds waited."""
        with self._lock:
            waited = 0.0
            while (d := self.delay()) > 0:
                self._sleep(d)
                waited += d
            self._times.append(self._clock())
            return waited

    @contextmanager
    def write(self) -> Iterator[float]:
        """``with limiter.write():`` send one write inside: `acquire` first (yields the seconds
        waited), and the next write waits `min_interval_s` from this one's end as well."""
        waited = self.acquire()
        try:
            yield waited
        finally:
            with self._lock:
                self._last_end = self._clock()

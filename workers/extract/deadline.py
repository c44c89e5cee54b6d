"""A wall-clock bound on parsing an issue's text.

Extraction runs many regular expressions over text strangers wrote. They are kept linear
(`bench/regex_linear.py` times every pattern on long adversarial lines), but one pattern that
backtracks on a shape nobody tried would hold the worker that parses, and intake runs on the
report queue, beside the token: every later issue would wait behind it. `time_limit` bounds
that: the issue gets a clear error and the worker goes on.

How: ``SIGALRM`` from ``setitimer(ITIMER_REAL)``, whose handler raises `ExtractionTimeout`.
CPython's regular-expression engine checks for pending signals while it backtracks
(tests/workers/extract/test_deadline.py interrupts a search of ``(a+)+b``), so even one long
search is cut short.
Signals reach only the main thread: elsewhere (a thread pool) the block runs without a bound.
Celery's prefork children run tasks in their main thread and use no ``SIGALRM`` of their own.
"""
from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from typing import Iterator


class ExtractionTimeout(Exception):
    """Parsing an issue's text ran past its wall limit (pathological or hostile text)."""


@contextmanager
def time_limit(seconds: float, what: str = "extraction") -> Iterator[None]:
    """Raise `ExtractionTimeout` inside the block once `seconds` of wall time have passed.

    No bound when `seconds` <= 0, off the main thread, or when a real-time timer is already
    armed (an outer bound, which this one must not cancel). The timer and the previous
    ``SIGALRM`` handler are restored on the way out, whatever happens in the block.
    """
    if seconds <= 0 or threading.current_thread() is not threading.main_thread() \
            or signal.getitimer(signal.ITIMER_REAL)[0] > 0:
        yield
        return

    def on_alarm(signum: int, frame: object) -> None:
        raise ExtractionTimeout(f"{what} ran past its limit of {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    try:
        signal.setitimer(signal.ITIMER_REAL, seconds)  # inside: a very short bound may fire at once
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)

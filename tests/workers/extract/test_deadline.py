"""`workers.extract.deadline.time_limit`: a wall bound on parsing issue text that interrupts even
one backtracking regular-expression search, and the intake decision it guards."""
from __future__ import annotations

import json
import re
import signal
import threading
import time
from pathlib import Path

import pytest

from workers.extract.deadline import ExtractionTimeout, time_limit
from workers.jobs.candidates import assess

ROOT = Path(__file__).resolve().parents[3]


def test_a_backtracking_search_is_interrupted_at_the_limit():
    # (a+)+b on 40 a's backtracks about 2^40 steps: hours without the bound
    t = time.monotonic()
    with pytest.raises(ExtractionTimeout, match="ran past its limit of 0.3 s"):
        with time_limit(0.3, "parsing"):
            re.search(r"(a+)+b", "a" * 40)
    assert time.monotonic() - t < 5


def test_a_block_within_the_limit_runs_and_leaves_no_timer_or_handler():
    before = signal.getsignal(signal.SIGALRM)
    with time_limit(5.0):
        x = sum(range(1000))
    assert x == 499500
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getsignal(signal.SIGALRM) is before


def test_an_outer_timer_is_left_armed():
    signal.setitimer(signal.ITIMER_REAL, 30.0)
    try:
        with time_limit(0.1):
            time.sleep(0.3)  # the inner bound is not armed: the outer one stays
        left = signal.getitimer(signal.ITIMER_REAL)[0]
        assert 25.0 < left <= 30.0
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def test_off_the_main_thread_the_block_runs_unbounded_without_error():
    out: list[object] = []

    def work():
        try:
            with time_limit(0.05):
                time.sleep(0.2)
            out.append("done")
        except BaseException as e:  # noqa: BLE001 - the test reports whatever escaped
            out.append(e)

    t = threading.Thread(target=work)
    t.start()
    t.join()
    assert out == ["done"]


def test_assess_turns_a_run_past_the_limit_into_a_non_candidate_with_the_reason():
    # a real corpus issue parsed under a bound far shorter than its extraction takes
    issue = json.loads((ROOT / "bench" / "corpus" / "llvm" / "114819" / "issue.json").read_text())
    a = assess(issue, "llvm/llvm-project", limit_s=1e-4)
    assert not a.candidate
    assert a.reason.startswith("extraction failed: ExtractionTimeout: parsing the issue's text ran past its limit")
    # without a bound, or with a generous one, the same issue is a candidate
    assert assess(issue, "llvm/llvm-project").candidate
    assert assess(issue, "llvm/llvm-project", limit_s=60).candidate

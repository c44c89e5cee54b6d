"""Engine tests with plain Python predicates (no git, no docker)."""
from __future__ import annotations

import json
import random
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workers.bisect.engine import (
    BisectError, BisectRange, BisectVerdict, Bisector, RunSample, Trial, confidence,
    dominant_signature, judge, verdict_from_runs,
)

CRASH = RunSample(True, "assertion: Assertion `x' failed")
OTHER = RunSample(True, "signal: SIGSEGV")
CLEAN = RunSample(False)
ERROR = RunSample(False, error="exit 1")


def test_verdict_values_are_git_words():
    assert [v.value for v in BisectVerdict] == ["good", "bad", "skip"]


def test_flake_rule():
    ref = CRASH.signature
    assert verdict_from_runs([CRASH, CRASH, CLEAN], ref)[0] is BisectVerdict.BAD
    assert verdict_from_runs([CRASH, CLEAN, CLEAN], ref)[0] is BisectVerdict.SKIP  # one crash: flaky
    assert verdict_from_runs([CLEAN] * 3, ref)[0] is BisectVerdict.GOOD
    assert verdict_from_runs([OTHER, OTHER, OTHER], ref)[0] is BisectVerdict.SKIP  # another bug
    assert verdict_from_runs([CLEAN, ERROR, CLEAN], ref)[0] is BisectVerdict.SKIP  # never GOOD
    assert verdict_from_runs([], ref)[0] is BisectVerdict.SKIP
    # no reference (the bad bound): any signature seen twice
    assert verdict_from_runs([OTHER, OTHER, CRASH], None)[0] is BisectVerdict.BAD
    assert verdict_from_runs([OTHER, CRASH, CLEAN], None)[0] is BisectVerdict.SKIP
    assert dominant_signature([OTHER, OTHER, CRASH]) == OTHER.signature
    assert verdict_from_runs([CRASH], ref)[0] is BisectVerdict.BAD  # a single configured run
    assert judge(Trial("c", built=False, log="/x/build.log"), ref).verdict is BisectVerdict.SKIP


def test_range_value_type():
    r = BisectRange(tuple("abcdefghij"))
    assert (r.good, r.bad) == (0, 9) and r.suspects() == list(range(1, 10))
    m = r.midpoint()
    assert m in (4, 5)
    r2 = r.narrow(m, BisectVerdict.BAD)
    assert r.bad == 9 and r2.bad == m  # immutable
    assert r2.narrow(7, BisectVerdict.GOOD) == r2  # outside the range: ignored
    r3 = r2.narrow(2, BisectVerdict.SKIP)
    assert 2 in r3.skipped and r3.midpoint() != 2
    # busy points split the range: with trials at 3 and 6 in flight the next probe is in the largest gap
    assert r.midpoint(busy=[2, 4]) in (6, 7)
    # impossible commits are never suspects; one suspect left means done
    r4 = BisectRange(tuple("abcde"), impossible=frozenset({1, 2, 3}))
    assert r4.suspects() == [4] and r4.done
    with pytest.raises(ValueError):
        BisectRange(("a",))


def _make(n, culprit, *, skip=(), flaky_from=None, rate=1.0, seed=0, calls=None, runs=5):
    rng = random.Random(seed)
    lock = threading.Lock()

    def test(c: str) -> Trial:
        i = int(c)
        if calls is not None:
            with lock:
                calls.append(i)
        if i in skip:
            return Trial(c, built=False, log="build failed")
        if i < culprit:
            return Trial(c, True, tuple(CLEAN for _ in range(runs)))
        p = rate if flaky_from is not None and i >= flaky_from else 1.0
        with lock:
            samples = tuple(CRASH if rng.random() < p else CLEAN for _ in range(runs))
        return Trial(c, True, samples)

    return [str(i) for i in range(n)], test


@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_finds_culprit_and_validates(k):
    commits, test = _make(64, 37)
    res = Bisector(commits, test, k=k).run()
    assert res.status == "found" and res.first_bad == "37" and res.last_good == "36"
    assert res.validated and res.confidence > 0.9
    assert res.steps <= {1: 7, 2: 8, 3: 10, 4: 12}[k]


def test_skips_around_culprit_make_it_inconclusive():
    commits, test = _make(40, 20, skip={19, 21})
    res = Bisector(commits, test).run()
    # 20 is BAD but its parent 19 does not build: first bad is 19 or 20
    assert res.status == "inconclusive" and set(res.suspects) == {"19", "20"}
    assert res.first_bad is None and res.confidence <= 0.5


def test_skip_not_adjacent_is_bypassed():
    commits, test = _make(40, 20, skip={10, 19 + 5, 30})
    res = Bisector(commits, test, k=2).run()
    assert res.first_bad == "20"


def test_impossible_commits_are_not_culprits():
    # 21..23 touch only docs/tests: they are tested like any commit but never named culprit
    calls: list[int] = []
    commits, test = _make(40, 24, calls=calls)
    res = Bisector(commits, test, impossible=["21", "22", "23"]).run()
    assert res.first_bad == "24" and res.last_good in ("20", "21", "22", "23")


def test_invalid_bounds():
    commits, test = _make(20, 0 + 1)
    res = Bisector(commits[1:], test).run()  # the good bound is already bad
    assert res.status == "invalid-bounds" and "good bound" in res.message and res.confidence == 0
    commits, test = _make(20, 30)  # never crashes
    res = Bisector(commits, test).run()
    assert res.status == "invalid-bounds" and "bad bound" in res.message


def test_flaky_after_culprit():
    commits, test = _make(50, 12, flaky_from=30, rate=0.75, runs=10, seed=3)
    res = Bisector(commits, test, k=2).run()
    assert res.first_bad == "12"
    # each GOOD with 10 clean runs is strong evidence, even with p ~ 0.8
    assert 0.9 < res.confidence <= 1.0


def test_confidence_drops_with_few_runs_and_flaky_bug():
    ev_flaky = [judge(Trial("b", True, (CRASH, CRASH, CLEAN, CLEAN, CLEAN, CLEAN)), None),
                judge(Trial("g", True, (CLEAN, CLEAN)), None)]
    ev_solid = [judge(Trial("b", True, (CRASH,) * 6), None),
                judge(Trial("g", True, (CLEAN,) * 6), None)]
    assert confidence(ev_flaky, 1, True) < confidence(ev_solid, 1, True)
    assert confidence(ev_solid, 2, True) == pytest.approx(confidence(ev_solid, 1, True) / 2)


def test_checkpoint_resume_repeats_no_trial(tmp_path):
    ckpt = tmp_path / "ck.json"
    commits, _ = _make(100, 61)
    calls: list[int] = []
    _, test = _make(100, 61, calls=calls)

    class Killed(Exception):
        pass

    def dying(c):
        if len(calls) >= 5:
            raise Killed
        return test(c)

    with pytest.raises(Killed):
        Bisector(commits, dying, checkpoint=ckpt).run()
    state = json.loads(ckpt.read_text())
    assert len(state["evaluations"]) == 5
    first = list(calls)
    res = Bisector(commits, test, checkpoint=ckpt).run()
    assert res.first_bad == "61"
    again = calls[len(first):]
    assert not set(again) & set(first[:5]) - {60, 61}  # only validation may re-run a commit
    # a finished checkpoint returns the result without any trial
    n = len(calls)
    assert Bisector(commits, test, checkpoint=ckpt).run().first_bad == "61" and len(calls) == n
    with pytest.raises(BisectError):
        Bisector(commits[:50], test, checkpoint=ckpt)


@settings(max_examples=80, deadline=None)
@given(n=st.integers(3, 120), data=st.data(), k=st.integers(1, 4))
def test_property_matches_linear_scan(n, data, k):
    culprit = data.draw(st.integers(1, n - 1))
    skip = set(data.draw(st.lists(st.integers(1, n - 2), max_size=5))) - {culprit}
    commits, test = _make(n, culprit, skip=skip)
    res = Bisector(commits, test, k=k, validate=False).run()
    # the truth from a linear scan: the culprit plus the unbuildable commits right before it
    expect = {culprit}
    i = culprit - 1
    while i in skip:
        expect.add(i)
        i -= 1
    assert str(culprit) in res.suspects
    if len(expect) == 1:
        assert res.status == "found" and res.first_bad == str(culprit)
    else:
        assert res.status == "inconclusive" and set(res.suspects) <= {str(j) for j in expect} | set(
            str(j) for j in skip)

from __future__ import annotations

from hypothesis import given, strategies as st

from reducers.outcome import Outcome
from workers.bisect.release import bisect_releases

R, C, O, I, T = Outcome.REPRODUCES, Outcome.CLEAN, Outcome.OTHER_FAILURE, Outcome.INVALID_INPUT, Outcome.TIMEOUT


def ids(*outcomes):
    return [(f"llvm-{13 + i}", o) for i, o in enumerate(outcomes)]


def test_regression_window():
    b = bisect_releases(ids(C, C, R, R))
    assert (b.last_good, b.first_bad, b.fixed_in, b.present_in_all) == ("llvm-14", "llvm-15", None, False)
    assert "still present in llvm-16" in b.summary


def test_skip_is_never_good():
    b = bisect_releases(ids(I, O, R, R))
    assert b.last_good is None and b.first_bad == "llvm-15" and b.present_in_all
    assert "present in every tested release" in b.summary


def test_fixed_in():
    b = bisect_releases(ids(R, R, C, C))
    assert b.first_bad == "llvm-13" and b.fixed_in == "llvm-15" and b.present_in_all
    assert "fixed in llvm-15" in b.summary


def test_window_with_skips_inside():
    b = bisect_releases(ids(C, O, I, R, C))
    assert (b.last_good, b.first_bad, b.fixed_in) == ("llvm-13", "llvm-16", "llvm-17")


def test_never_reproduced():
    b = bisect_releases(ids(C, O, C))
    assert b.first_bad is None and "did not reproduce" in b.summary


@given(st.lists(st.sampled_from([R, C, O, I, T]), min_size=1, max_size=8))
def test_properties(outs):
    b = bisect_releases(ids(*outs))
    v = [o for _, o in ids(*outs)]
    if R not in outs:
        assert b.first_bad is None
        return
    i = int(b.first_bad.split("-")[1]) - 13
    assert v[i] == R
    if b.last_good:
        j = int(b.last_good.split("-")[1]) - 13
        assert v[j] == C and j < i and all(x != C and x != R or x == R and k == i
                                           for k, x in enumerate(v[j + 1:i + 1], j + 1))
    else:
        assert C not in v[:i]
    if b.fixed_in:
        k = int(b.fixed_in.split("-")[1]) - 13
        assert v[k] == C and R not in v[k:]

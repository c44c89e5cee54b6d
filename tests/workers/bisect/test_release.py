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
    assert "still present in the newest tested release, llvm-16" in b.summary


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
    assert b.first_bad is None and b.summary == "not reproduced on any tested release (clean on llvm-13, llvm-15; " \
        "not counted: llvm-14 (other failure))"


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


# ---------------------------------------------------------------- claims: exact words per case


def claim(*outs):
    return bisect_releases(ids(*outs)).claim


def test_claim_present_in_all_names_the_oldest_tested_never_a_first_bad():
    c = claim(R, R, R)
    assert c.kind == "present-in-all" and c.first_bad is None and c.last_good is None
    assert c.sentence == "present in every tested release (oldest tested: llvm-13): reproduces on llvm-13, llvm-14, llvm-15"
    assert c.oldest_tested == "llvm-13" and c.supported_by == ["llvm-13", "llvm-14", "llvm-15"]
    assert "first bad" not in c.sentence


def test_claim_present_in_all_with_releases_that_could_not_run_it():
    c = claim(I, R, R, O)
    assert c.kind == "present-in-all" and c.oldest_tested == "llvm-14"
    assert c.sentence == ("present in every tested release that could run it (oldest tested: llvm-14): reproduces on "
                          "llvm-14, llvm-15; not counted: llvm-13 (invalid input), llvm-16 (other failure)")
    assert c.skipped == {"llvm-13": "invalid-input", "llvm-16": "other-failure"}


def test_claim_introduced():
    c = claim(C, C, R, R)
    assert (c.kind, c.last_good, c.first_bad, c.supported_by) == ("introduced", "llvm-14", "llvm-15", ["llvm-14", "llvm-15"])
    assert c.sentence == ("introduced between llvm-14 (good) and llvm-15 (bad); still present in the newest tested "
                          "release, llvm-16")


def test_claim_introduced_then_fixed_with_skips_in_the_window():
    c = claim(C, I, R, C)
    assert (c.kind, c.last_good, c.first_bad, c.fixed_in) == ("introduced", "llvm-13", "llvm-15", "llvm-16")
    assert c.sentence == ("introduced between llvm-13 (good) and llvm-15 (bad); not counted in between: llvm-14 "
                          "(invalid input); fixed in llvm-16 (llvm-15 bad, llvm-16 good)")
    assert c.supported_by == ["llvm-13", "llvm-15", "llvm-16"]


def test_claim_fixed():
    c = claim(R, R, C, C)
    assert (c.kind, c.last_bad, c.fixed_in, c.first_bad) == ("fixed", "llvm-14", "llvm-15", None)
    assert c.sentence == ("fixed in llvm-15: reproduces on llvm-13, llvm-14 (oldest tested: llvm-13), "
                          "clean on llvm-15, llvm-16")
    c2 = claim(R, O, C)  # a release that could not run it between the last bad and the good one
    assert c2.sentence.startswith("fixed between llvm-13 (bad) and llvm-15 (good)")


def test_claim_only():
    c = claim(O, O, R)
    assert (c.kind, c.bad, c.supported_by, c.first_bad) == ("only", ["llvm-15"], ["llvm-15"], None)
    assert c.sentence == ("only llvm-15 reproduces; not counted: llvm-13, llvm-14 (other failure); "
                          "no release is known to be good")


def test_claim_none_and_the_json():
    b = bisect_releases(ids(C, T))
    assert b.claim.kind == "none" and b.claim.supported_by == ["llvm-13"]
    j = b.to_json()["claim"]
    assert j["kind"] == "none" and j["sentence"] == b.summary and set(j) >= {
        "kind", "sentence", "oldest_tested", "last_good", "first_bad", "fixed_in", "supported_by"}


@given(st.lists(st.sampled_from([R, C, O, I, T]), min_size=1, max_size=8))
def test_claim_properties(outs):
    b = bisect_releases(ids(*outs))
    c = b.claim
    verdicts = b.verdicts
    assert c.sentence == b.summary
    assert all(t in c.sentence for t in c.supported_by)  # every supporting release is named
    if c.kind in ("present-in-all", "only", "fixed"):
        assert C not in outs[:outs.index(R)] and c.first_bad is None and "first bad" not in c.sentence
        assert c.oldest_tested is not None and f"oldest tested: {c.oldest_tested}" in c.sentence or c.kind == "only"
    if c.kind == "introduced":
        assert verdicts[c.last_good] == "good" and verdicts[c.first_bad] == "bad"
    if c.kind == "present-in-all":
        assert all(verdicts[t] == "bad" for t in c.supported_by) and len(c.bad) >= 2
    if c.kind == "only":
        assert outs.count(R) == 1 and C not in outs
    if c.kind == "none":
        assert R not in outs


def test_window_as_commit_range():
    """With refs (ToolchainInfo.commit) the windows are llvm-project ranges; the count is
    unknown without a local mirror, and a fork commit says where it lives."""
    order = [("llvm-19", C), ("llvm@triton-3.2.0", C), ("llvm@triton-3.6.0", R), ("llvm-22", R),
             ("llvm@triton-3.8.0", C)]
    refs = {"llvm-19": "llvmorg-19.1.7", "llvm@triton-3.2.0": "86b69c31642e98f8357df62c09d118ad1da4e16a",
            "llvm@triton-3.6.0": "f6ded0be897e2878612dd903f7e8bb85448269e5", "llvm-22": "llvmorg-22.1.0",
            "llvm@triton-3.8.0": "5f07f818b51b786b0a87b4e514882600ecba112f"}
    b = bisect_releases(order, refs=refs)
    w = b.commit_window
    assert (w["good_ref"], w["bad_ref"], w["commits"]) == (refs["llvm@triton-3.2.0"], refs["llvm@triton-3.6.0"], None)
    assert w["text"].startswith("last good 86b69c31642e (llvm@triton-3.2.0) … first bad f6ded0be897e")
    assert "unknown" in w["text"]
    f = b.fix_commit_window
    assert (f["good"], f["bad"]) == ("llvm-22", "llvm@triton-3.8.0") and f["text"].startswith("last bad llvmorg-22.1.0")
    counted = bisect_releases(order, refs=refs, count=lambda g, b: 1234,
                              repos={"llvm@triton-3.6.0": "triton-lang/llvm-project"}).commit_window
    assert counted["commits"] == 1234 and "in triton-lang/llvm-project" in counted["text"]
    assert bisect_releases(order).commit_window is None  # no refs, no range
    assert b.to_json()["commit_window"] == w


def test_claim_does_not_count_a_contradicted_release_variant():
    from reducers.grade import Match

    variant = Match("release-variant", "SIGSEGV here, without the reported assertion; same pass 'X'")
    # llvm-19 (no assertions) crashes; an assertion build of the same release runs it clean:
    # the crash is not the reported bug, so llvm-19 is neither good nor bad
    ordered = [("llvm-16", C), ("llvm-19", R), ("llvm@19-asserts", C)]
    b = bisect_releases(ordered, matches={"llvm-19": variant}, assertions={"llvm@19-asserts": True},
                        versions={"llvm-16": (16,), "llvm-19": (19,), "llvm@19-asserts": (19,)})
    assert b.verdicts["llvm-19"] == "skip" and b.claim.kind == "none"
    assert b.claim.skipped == {"llvm-19": "contradicted"} and b.claim.supported_by == ["llvm-16", "llvm@19-asserts"]
    assert b.claim.sentence == ("not reproduced on any tested release (clean on llvm-16, llvm@19-asserts; not counted: "
                                "llvm-19 (release variant contradicted by an assertion build))")
    assert b.summary.startswith(b.claim.sentence + ". llvm-19: a release variant")

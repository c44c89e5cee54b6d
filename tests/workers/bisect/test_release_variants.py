"""Release-variant verdicts: the assertion-enabled toolchains decide (workers.bisect.release)."""
from __future__ import annotations

from pathlib import Path

from reducers.grade import Match, grade
from reducers.outcome import Outcome
from reducers.signature import parse_llvm_crash, parse_reported
from workers.bisect.release import (ReleaseBisection, bisect_releases, left_main_by, variant_verdicts,
                                    weak_links_contradicted)

R, C, O, I = Outcome.REPRODUCES, Outcome.CLEAN, Outcome.OTHER_FAILURE, Outcome.INVALID_INPUT
GOLDEN = Path(__file__).resolve().parents[2] / "reducers" / "golden"
ASSERTS = {"llvm-13": False, "llvm-14": False, "llvm-15": False, "llvm-16": False, "llvm-19": False, "llvm-22": True}
VERSIONS = {f"llvm-{v}": (v,) for v in (13, 14, 15, 16, 19, 22)}
VARIANT = Match("release-variant", "SIGSEGV here, without the reported assertion; same pass 'X'")
EXACT = Match("exact", "same assertion message")


def _bisect(outcomes, matches):
    ids = ["llvm-13", "llvm-14", "llvm-15", "llvm-16", "llvm-19", "llvm-22"][: len(outcomes)]
    return bisect_releases(list(zip(ids, outcomes)), matches=dict(zip(ids, matches)), assertions=ASSERTS,
                           versions=VERSIONS)


def test_confirmed_by_the_neighbouring_assertion_build():
    """58171 on real stderr: LLVM 19 segfaults (release variant), llvm-22 (assertions, next in
    the timeline) stops at the reported assertion: bad, confirmed by llvm-22."""
    ref = parse_reported("llc: /x/llvm/include/llvm/MC/MCRegisterInfo.h:62: unsigned int llvm::MCRegisterClass::"
                         "getRegister(unsigned int) const: Assertion `i < getNumRegs() && \"Register number out of "
                         "range!\"' failed.\n2.\tRunning pass 'Finalize ISel and expand pseudo-instructions'")
    m19 = grade(ref, parse_llvm_crash((GOLDEN / "58171-19.stderr").read_text(), -11), run_assertions=False)
    m22 = grade(ref, parse_llvm_crash((GOLDEN / "58171-llvmlite22.stderr").read_text(), -6), run_assertions=True)
    assert (m19.grade, m22.grade) == ("release-variant", "exact")
    b = _bisect([C, C, C, C, R, R], [None, None, None, None, m19, m22])
    assert b.verdicts["llvm-19"] == "bad" and b.variants["llvm-19"]["basis"] == "confirmed"
    assert b.variants["llvm-19"]["by"] == "llvm-22"
    assert (b.last_good, b.first_bad) == ("llvm-16", "llvm-19")
    assert "confirmed by llvm-22" in b.summary


def test_uncontradicted_when_the_assertion_build_is_clean_after_it():
    """101288's shape: 13-16 cannot run it, 19 crashes as a variant, llvm-22 (assertions) is
    clean: 19 is bad (nothing contradicts it) and the bug is fixed in llvm-22."""
    b = _bisect([I, I, I, I, R, C], [None, None, None, None, VARIANT, None])
    assert b.verdicts["llvm-19"] == "bad" and b.variants["llvm-19"]["basis"] == "uncontradicted"
    assert b.fixed_in == "llvm-22"
    assert "no assertion-enabled toolchain contradicts it" in b.summary and "llvm-22 clean" in \
        b.variants["llvm-19"]["evidence"]


def test_release_builds_far_from_any_assertion_build_are_uncontradicted():
    """64452's shape: 13-16 variants, 19 and 22 clean: llvm-22 is no neighbour of 13-16."""
    b = _bisect([R, R, R, R, C, C], [VARIANT] * 4 + [None, None])
    assert [b.variants[t]["basis"] for t in ("llvm-13", "llvm-14", "llvm-15", "llvm-16")] == ["uncontradicted"] * 4
    assert (b.first_bad, b.fixed_in) == ("llvm-13", "llvm-19")


def test_contradicted_by_an_assertion_build_of_the_same_release():
    """An assertion-enabled build of the same release that runs clean or fails otherwise
    decides: the release crash is not the reported bug (skip, never good)."""
    order = [("llvm-19", R), ("llvm@assert-19", C), ("llvm-22", C)]
    b = bisect_releases(order, matches={"llvm-19": VARIANT, "llvm@assert-19": None, "llvm-22": None},
                        assertions={"llvm-19": False, "llvm@assert-19": True, "llvm-22": True},
                        versions={"llvm-19": (19,), "llvm@assert-19": (19, 1), "llvm-22": (22,)})
    assert b.verdicts["llvm-19"] == "skip" and b.variants["llvm-19"]["basis"] == "contradicted"
    assert b.first_bad is None and "contradicted by llvm@assert-19" in b.summary
    # the same build showing the assertion confirms instead
    b2 = bisect_releases([("llvm-19", R), ("llvm@assert-19", R)],
                         matches={"llvm-19": VARIANT, "llvm@assert-19": EXACT},
                         assertions={"llvm-19": False, "llvm@assert-19": True},
                         versions={"llvm-19": (19,), "llvm@assert-19": (19,)})
    assert b2.variants["llvm-19"]["basis"] == "confirmed" and b2.verdicts["llvm-19"] == "bad"


def test_an_assertion_build_that_cannot_run_it_decides_nothing():
    v = variant_verdicts([("llvm-19", R), ("llvm-22", I)], {"llvm-19": VARIANT, "llvm-22": None},
                         {"llvm-19": False, "llvm-22": True}, {"llvm-19": (19,), "llvm-22": (22,)})
    assert v["llvm-19"]["basis"] == "uncontradicted"


def test_exact_reproductions_and_ungraded_bisections_are_unchanged():
    plain = bisect_releases([("llvm-13", C), ("llvm-14", R)])
    graded = _bisect([C, R], [None, EXACT])
    assert plain.verdicts == graded.verdicts and graded.variants == {}
    b = _bisect([I, I, I, I, R, C], [None, None, None, None, VARIANT, None])
    assert ReleaseBisection.from_json(b.to_json()) == b


def test_a_git_snapshot_of_the_same_major_is_not_the_same_release():
    """With refs (the timeline's commits), llvm@triton-3.1.0 (19.0.0git, clean) is only a
    neighbour of llvm-19 (llvmorg-19.1): clean there does not contradict the variant."""
    order = [("llvm@triton-3.1.0", C), ("llvm-19", R), ("llvm@triton-3.2.0", I)]
    refs = {"llvm@triton-3.1.0": "10dc3a8e916d", "llvm-19": "llvmorg-19.1", "llvm@triton-3.2.0": "86b69c31642e"}
    kw = dict(matches={"llvm-19": VARIANT}, assertions={"llvm@triton-3.1.0": True, "llvm-19": False,
                                                        "llvm@triton-3.2.0": True},
              versions={"llvm@triton-3.1.0": (19, 0, 0), "llvm-19": (19,), "llvm@triton-3.2.0": (20, 0, 0)})
    b = bisect_releases(order, refs=refs, **kw)
    assert b.variants["llvm-19"]["basis"] == "uncontradicted" and b.verdicts["llvm-19"] == "bad"
    assert (b.last_good, b.first_bad) == ("llvm@triton-3.1.0", "llvm-19")
    # the same commit built with assertions is the same release, and it decides
    same = bisect_releases(order, refs={**refs, "llvm@triton-3.1.0": "llvmorg-19.1"}, **kw)
    assert same.variants["llvm-19"]["basis"] == "contradicted"


# ------------------------------------------------------------------ a clean release in between

DATES = {"llvm-13": "2021-07", "llvm-14": "2022-02", "llvm-15": "2022-07", "llvm-16": "2023-01",
         "llvm-19": "2024-07", "llvm@triton-3.2.0": "2024-07…2024-11", "llvm-22": "2026-01"}
WEAK = Match("exact", "the issue shows no crash text to compare: any crash counts", weak=True)
VERSIONS_T = dict(VERSIONS, **{"llvm@triton-3.2.0": (20, 0, 0)})


def _weak(outcomes, matches, month, major=None, ids=("llvm-13", "llvm-14", "llvm-15", "llvm-16", "llvm-19")):
    return weak_links_contradicted(list(zip(ids, outcomes)), dict(zip(ids, matches)), DATES, VERSIONS_T,
                                   reported_month=month, reported_major=major)


def test_weak_reproduction_before_a_clean_release_older_than_the_report_is_another_bug():
    """69124 (reported 2023-10 on main): 13 and 14 crash with nothing but 'any crash counts' to
    link them; 15 and 16, which left main before the report, are clean: both contradicted by 15."""
    got = _weak([R, R, C, C, C], [WEAK, WEAK, None, None, None], "2023-10")
    assert got == {"llvm-13": "llvm-15", "llvm-14": "llvm-15"}


def test_what_does_not_contradict_a_weak_reproduction():
    """A clean release that left main after the report (19 for a 2023 report), one at or after
    the release the report names, a release-variant linked by a frame (not weak), an exact
    message, and no report date: nothing is contradicted."""
    assert _weak([R, C, C, C, C], [WEAK, None, None, None, None], "2022-01") == {}  # 14 left main 2022-02
    assert _weak([O, O, R, R, C], [None, None, WEAK, WEAK, None], "2022-10", major=15) == {}  # 58699: 15.0.2
    # a report on 15 that 15 does not reproduce: that contradicts the report, not 13 and 14
    assert _weak([R, R, C, C, C], [WEAK, WEAK, None, None, None], "2024-03", major=15) == {}
    strong = Match("release-variant", "the stack runs through its function X")
    assert _weak([R, C, C, C, C], [strong, None, None, None, None], "2024-03") == {}
    assert _weak([R, C, C, C, C], [EXACT, None, None, None, None], "2024-03") == {}
    assert _weak([R, C, C, C, C], [WEAK, None, None, None, None], "") == {}
    # the named release decides which clean releases are older than the report's code
    assert _weak([R, C, C, C, C], [WEAK, None, None, None, None], "2024-03", major=16) == {"llvm-13": "llvm-14"}


def test_a_snapshot_counts_by_the_end_of_its_window():
    """A Triton snapshot placed in a window (2024-07…2024-11) left main by 2024-11: it
    contradicts a weak reproduction only for a report after that."""
    ids = ("llvm-19", "llvm@triton-3.2.0", "llvm-22")
    assert left_main_by("2024-07…2024-11") == "2024-11" and left_main_by("") == ""
    assert _weak([R, C, R], [WEAK, None, EXACT], "2024-10", ids=ids) == {}
    assert _weak([R, C, R], [WEAK, None, EXACT], "2025-02", ids=ids) == {"llvm-19": "llvm@triton-3.2.0"}

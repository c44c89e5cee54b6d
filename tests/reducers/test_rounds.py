"""The shared round engine (reducers.rounds) on a toy pass over lines, with pure-Python
interestingness tests (no compiler): what a pass keeps, when rounds stop, the steps it records."""
from __future__ import annotations

from dataclasses import dataclass

from reducers.ddmin import CachedTest
from reducers.rounds import ReductionPass, pass_doc, run_pass, run_rounds


@dataclass
class _LineEdits:
    """Edit i removes line i; a candidate without any line is broken (None)."""

    lines: list[str]

    @property
    def count(self) -> int:
        return len(self.lines)

    def apply(self, applied: frozenset[int]) -> str | None:
        kept = [ln for i, ln in enumerate(self.lines) if i not in applied]
        return "\n".join(kept) if kept else None


def _remove_lines(text: str) -> _LineEdits:
    return _LineEdits(text.split("\n"))


def _never_stop() -> bool:
    return False


REMOVE = ReductionPass("remove-lines", _remove_lines, "remove lines")
REMOVE_LINEAR = ReductionPass("remove-lines-linear", _remove_lines, "remove lines", strategy="linear")


def _has(*needles: str):
    return lambda text: all(n in text.split("\n") for n in needles)


def test_ddmin_pass_keeps_exactly_the_lines_the_test_needs():
    text = "\n".join(f"l{i}" for i in range(20))
    out = run_pass(REMOVE, text, _has("l3", "l17"), key=str, jobs=1, pool=None, stop=_never_stop)
    assert out == "l3\nl17"


def test_linear_pass_reaches_the_same_one_minimal_result():
    text = "\n".join(f"l{i}" for i in range(12))
    out = run_pass(REMOVE_LINEAR, text, _has("l0", "l11"), key=str, jobs=1, pool=None, stop=_never_stop)
    assert out == "l0\nl11"


def test_pass_with_nothing_to_remove_returns_none():
    assert run_pass(REMOVE, "a\nb", _has("a", "b"), key=str, jobs=1, pool=None, stop=_never_stop) is None


def test_a_candidate_equal_to_the_current_text_by_key_is_never_tested():
    seen: list[str] = []

    def test(text: str) -> bool:
        seen.append(text)
        return True

    # every line is the same once blanks are ignored: a key that folds them makes no candidate new
    out = run_pass(REMOVE, "x\n\nx", test, key=lambda t: "x", jobs=1, pool=None, stop=_never_stop)
    assert out is None and seen == []


def test_rounds_stop_when_a_round_makes_no_progress_and_record_each_pass():
    text = "\n".join(f"l{i}" for i in range(16))
    test = CachedTest(_has("l5", "l9"), lambda t: t)
    cur, steps = run_rounds(text, [REMOVE, REMOVE_LINEAR], test, key=str, size=lambda t: (len(t.split("\n")), len(t)),
                            unit="lines", tests_run=lambda: test.tests_run)
    assert cur == "l5\nl9"
    # round 1 reduces, round 2 finds nothing more and ends the loop
    assert [(s["pass"], s["round"]) for s in steps] == [("remove-lines", 1), ("remove-lines-linear", 1),
                                                         ("remove-lines", 2), ("remove-lines-linear", 2)]
    assert steps[0]["lines"] == 2 and sum(s["tests"] for s in steps) == test.tests_run


def test_first_round_only_pass_runs_once_and_accept_shapes_the_kept_text():
    text = "\n".join(f"l{i}" for i in range(8))
    once = ReductionPass("once", _remove_lines, "", first_round_only=True)
    calls: list[str] = []

    def shrinking(t: str) -> tuple[int, int]:
        return len(t.split("\n")), len(t)

    def accept(t: str) -> str:
        calls.append(t)
        return t

    test = CachedTest(_has("l1"), lambda t: t)
    cur, steps = run_rounds(text, [once], test, key=str, size=shrinking, unit="lines", accept=accept,
                            tests_run=lambda: test.tests_run, max_rounds=5)
    assert cur == "l1" and calls == ["l1"] and [s["round"] for s in steps] == [1]


def test_stop_ends_before_any_pass_runs_and_progress_reports_each_pass():
    test = CachedTest(_has("a"), lambda t: t)
    cur, steps = run_rounds("a\nb", [REMOVE], test, key=str, size=lambda t: (len(t),), unit="lines",
                            tests_run=lambda: test.tests_run, stop=lambda: True)
    assert cur == "a\nb" and steps == [] and test.tests_run == 0
    lines: list[str] = []
    run_rounds("a\nb", [REMOVE], test, key=str, size=lambda t: (len(t.split("\n")),), unit="lines",
               tests_run=lambda: test.tests_run, progress=lambda what, n, total: lines.append(what))
    assert lines[0] == "remove-lines: 1 lines"


def test_registries_describe_each_pass_by_its_module_docstring():
    from reducers.mlir.passes import REGISTRY as MLIR
    from reducers.triton.passes import REGISTRY as TRITON
    for p in (*MLIR, *TRITON):
        assert p.description == pass_doc(p.function) and "\n" not in p.description and len(p.description) > 20

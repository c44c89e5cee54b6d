"""Everything that crosses a process boundary round-trips through JSON (hypothesis)."""
from __future__ import annotations

import json
import string

from hypothesis import given, settings
from hypothesis import strategies as st

from reducers.grade import GRADES, Match
from reducers.outcome import Outcome, RunResult
from reducers.reproducer import KINDS, Reproducer
from reducers.signature import CrashSignature
from workers.bisect.release import ReleaseBisection, bisect_releases
from workers.pipeline import TriageState
from workers.project import Extraction, ReductionOutcome, Size

text = st.text(alphabet=string.printable + "é→", max_size=40)
names = st.text(alphabet=string.ascii_letters + string.digits + "-_.", min_size=1, max_size=12)
finite = st.floats(min_value=0, max_value=1e6, allow_nan=False, allow_infinity=False)

signatures = st.builds(CrashSignature, kind=st.sampled_from(["assertion", "llvm-error", "signal", "cannot-select",
                                                              "python-exception", "timeout"]),
                       message=text, pass_name=text, frames=st.lists(names, max_size=4).map(tuple),
                       first_line=text, signal=st.sampled_from(["", "SIGSEGV", "SIGABRT"]), location=text,
                       function=text)
matches = st.builds(Match, grade=st.sampled_from(GRADES), evidence=text,
                    similarity=st.none() | st.floats(0, 1, allow_nan=False))
reproducers = st.builds(Reproducer, kind=st.sampled_from(KINDS), source=text, tool=names,
                        args=st.lists(names, max_size=4), origin=text, command_origin=text, triple=names, cpu=names,
                        env=st.dictionaries(names, text, max_size=2), godbolt=st.lists(text, max_size=2),
                        output_regex=text)
runs = st.builds(RunResult, toolchain=names, outcome=st.sampled_from(list(Outcome)), signature=st.none() | signatures,
                 reason=text, exit_code=st.none() | st.integers(-64, 255), wall_s=finite, stderr_tail=text,
                 argv=st.lists(names, max_size=4), match=st.none() | matches)
extractions = st.builds(Extraction, reproducers=st.lists(reproducers, max_size=3), reported=st.none() | signatures,
                        reported_text=text, notes=st.lists(text, max_size=3), target=text)
sizes = st.builds(Size, bytes=st.integers(0, 10**7), lines=st.integers(0, 10**5),
                  instructions=st.none() | st.integers(0, 10**5))
reductions = st.builds(ReductionOutcome, toolchain=names, before=sizes, after=sizes, tests_run=st.integers(0, 10**4),
                       wall_s=st.floats(0, 1e5, allow_nan=False).map(lambda x: round(x, 3)), reproducer=reproducers,
                       verified=st.booleans(), signature=st.none() | signatures,
                       steps=st.lists(st.dictionaries(names, st.integers(), max_size=2), max_size=2),
                       notes=st.lists(text, max_size=2))
bisections = st.lists(st.tuples(names, st.sampled_from(list(Outcome)), st.none() | matches, st.none() | st.booleans()),
                      max_size=6, unique_by=lambda x: x[0]).map(
    lambda rows: bisect_releases([(t, o) for t, o, _, _ in rows], matches={t: m for t, _, m, _ in rows},
                                 assertions={t: a for t, _, _, a in rows}))


def _through_json(d):
    return json.loads(json.dumps(d))


@given(signatures)
def test_crash_signature(sig):
    assert CrashSignature.from_json(_through_json(sig.to_json())) == sig


@given(reproducers)
def test_reproducer(rep):
    back = Reproducer.from_json(_through_json(rep.to_json()))
    assert back == rep and back.digest == rep.digest


@given(runs)
def test_run_result(r):
    assert RunResult.from_json(_through_json(r.to_json())) == r


@given(extractions)
def test_extraction(ex):
    assert Extraction.from_json(_through_json(ex.to_json())) == ex


@given(reductions)
def test_reduction_outcome(red):
    assert ReductionOutcome.from_json(_through_json(red.to_json())) == red


@given(bisections)
def test_release_bisection(b):
    assert ReleaseBisection.from_json(_through_json(b.to_json())) == b


@settings(max_examples=50)
@given(st.fixed_dictionaries({"title": text, "body": text, "html_url": st.just("https://github.com/o/r/issues/7")}),
       st.none() | extractions, st.none() | reproducers, st.dictionaries(names, runs, max_size=3),
       st.none() | reductions, st.none() | bisections, text)
def test_triage_state_and_step_updates(issue, ex, primary, rs, red, bis, comment):
    state = TriageState(issue=issue, extraction=ex, primary=primary, runs=rs, reduction=red, bisection=bis,
                        comment=comment, unsupported={"llvm-22": "unsupported: MIR"})
    assert TriageState.from_json(_through_json(state.to_json())) == state
    # what the Celery driver stores per step and applies again
    update = {"runs": rs, "primary": primary, "reduction": red}
    restored = TriageState(issue=issue).apply(TriageState.update_from_json(_through_json(
        TriageState.update_to_json(update))))
    assert restored.runs == rs and restored.primary == primary and restored.reduction == red
    assert state.result()["issue"] == {"repo": "o/r", "number": 7, "title": issue["title"],
                                       "url": issue["html_url"]}


def test_apply_refuses_unknown_fields():
    import pytest

    with pytest.raises(KeyError):
        TriageState(issue={"title": "t", "body": ""}).apply({"no_such_field": 1})

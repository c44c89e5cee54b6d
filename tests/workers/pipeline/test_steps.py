"""The step table and the in-process driver's failure rule."""
from __future__ import annotations

import pytest

from workers.celery_app import QUEUES
from workers.pipeline import PLANS, TRIAGE, Step, StepContext, TriageState, run_plan
from workers.settings import Settings


def test_every_plan_is_well_formed():
    for kind, (steps, state_cls) in PLANS.items():
        names = [s.name for s in steps]
        assert len(names) == len(set(names)), kind
        for s in steps:
            assert s.queue in QUEUES and s.description and callable(s.run) and callable(s.key)
    # the GitHub token lives on the report queue only, and only the report step runs there
    assert [s.name for s in TRIAGE if s.queue == "report"] == ["report"]
    assert [s.name for s in TRIAGE][0] == "extract" and [s.name for s in TRIAGE][-1] == "report"


def _issue():
    return {"title": "t", "body": "no reproducer here", "html_url": "https://github.com/o/r/issues/1"}


def test_run_plan_records_failures_of_optional_steps_and_raises_the_others():
    def boom(state, ctx):
        raise RuntimeError("sandbox gone")

    optional = Step("reduce", boom, "reduce", key=lambda s: "k", description="d",
                    on_error=lambda s, e: {"reduction_error": f"{type(e).__name__}: {e}"})
    after = Step("report", lambda s, c: {"comment": "done:" + s.reduction_error}, "report", key=lambda s: "k",
                 description="d")
    ctx = StepContext(Settings())
    out = run_plan((optional, after), TriageState(issue=_issue()), ctx)
    assert out.reduction_error == "RuntimeError: sandbox gone" and out.comment == "done:RuntimeError: sandbox gone"
    assert set(out.step_wall_s) == {"reduce", "report"}
    required = Step("extract", boom, "reduce", key=lambda s: "k", description="d")
    with pytest.raises(RuntimeError):
        run_plan((required, after), TriageState(issue=_issue()), ctx)


def test_triage_of_an_issue_without_reproducer_runs_the_whole_table():
    from workers.pipeline import triage

    s = Settings(pipeline={"toolchains": ["llvm-19"]})
    res = triage(_issue(), s)
    assert res.project == "llvm" and res.extraction is not None and res.extraction.reproducers == []
    assert res.runs == {} and res.reduction is None and res.bisection is None
    assert list(res.step_wall_s) == [st.name for st in TRIAGE]
    assert res.comment.startswith("<!-- reprobot:")


def test_clean_runs_are_retried_only_next_to_a_bare_crash():
    """63608 (own corpus): LLVM 15 dies with SIGSEGV in MIPS ISel (a bare signal), 19 compiles
    it: 19's clean run is retried, since such crashes can be intermittent (96432 on 19 crashes on
    about half the runs). A reproduction with a message (an LLVM ERROR) is deterministic: no
    retry. Real runs of Debian's llc."""
    import json
    from pathlib import Path

    from workers.llvm_project import LLVMProject
    from workers.pipeline.steps import clean_runs_to_retry

    p = LLVMProject(toolchains=["llvm-15", "llvm-16", "llvm-19"], snapshots=False)
    if {t.id for t in p.toolchains()} != {"llvm-15", "llvm-16", "llvm-19"}:
        pytest.skip("Debian LLVM 15, 16 and 19 not installed")
    root = Path(__file__).resolve().parents[3] / "bench/corpus/llvm"
    x = p.extract(json.loads((root / "63608/issue.json").read_text()))
    runs = {t: p.run(x.reproducers[0], t, x.reported) for t in ("llvm-15", "llvm-19")}
    assert runs["llvm-15"].signature.kind == "signal"
    assert clean_runs_to_retry(runs) == ["llvm-19"]
    y = p.extract(json.loads((root / "182450/issue.json").read_text()))  # 'Cannot select' from 16 on
    runs = {t: p.run(y.reproducers[0], t, y.reported) for t in ("llvm-15", "llvm-16")}
    assert runs["llvm-15"].outcome.value == "clean" and runs["llvm-16"].outcome.value == "reproduces"
    assert runs["llvm-16"].signature.kind != "signal" and clean_runs_to_retry(runs) == []



def test_the_commit_bisection_build_has_the_reproducers_tool_and_mlir_for_mlir_opt():
    from reducers.reproducer import Reproducer
    from workers.pipeline.steps import commit_recipe

    llc = commit_recipe(Reproducer("llvm-ir", "", "llc", ["-O2"]))
    mlir = commit_recipe(Reproducer("mlir", "", "mlir-opt", ["--canonicalize"]))
    env_llc, env_mlir = dict(llc.env), dict(mlir.env)
    assert env_llc["LLVM_TOOLS"] == "llc" and env_llc["LLVM_ENABLE_PROJECTS"] == ""
    assert env_mlir["LLVM_TOOLS"] == "mlir-opt" and env_mlir["LLVM_ENABLE_PROJECTS"] == "mlir"
    assert llc.name != mlir.name  # two caches: a build without MLIR has no mlir-opt

"""TritonProject end to end on a corpus issue: detect, extract, classify per release,
reduce with the strict signature test, and the reduced script stays runnable."""
from __future__ import annotations

import pytest

from reducers.outcome import Outcome
from reducers.reproducer import Reproducer
from tests.conftest import load_issue
from workers.triton.adapter import TritonProject

from .conftest import NEW, OLD


@pytest.fixture(scope="module")
def project(py_old, py_new):
    p = TritonProject([OLD, NEW], jobs=2, test_timeout_s=120, reduce_budget_s=150)
    yield p
    p.close()


def test_detect_and_toolchains(project, corpus):
    assert project.detect(load_issue(corpus, "triton", 10909))
    assert not project.detect({"html_url": "https://github.com/llvm/llvm-project/issues/1", "body": "llc -O2"})
    assert [t.id for t in project.toolchains()] == [f"triton-{OLD}", f"triton-{NEW}"]


def test_per_release_outcomes_10909(project, corpus):
    x = project.extract(load_issue(corpus, "triton", 10909))
    rep = x.reproducers[0]
    old = project.run(rep, f"triton-{OLD}", x.reported)
    new = project.run(rep, f"triton-{NEW}", x.reported)
    assert old.outcome == Outcome.CLEAN, old.stderr_tail
    assert new.outcome == Outcome.REPRODUCES and new.signature.pass_name == "TritonGPUCoalesce"


def test_missing_api_is_invalid_input_and_removed_api_is_other_failure(project):
    missing = Reproducer(kind="triton-python", tool="python", triple="cuda", cpu="90", source=(
        "import triton, triton.language as tl\n\n@triton.jit\ndef k(p):\n    tl.no_such_api(p)\n\n"
        "k.warmup(None, grid=(1,))\n"))
    r = project.run(missing, f"triton-{NEW}", None)
    assert r.outcome in (Outcome.INVALID_INPUT, Outcome.OTHER_FAILURE)
    assert r.outcome == Outcome.INVALID_INPUT, r.reason


def test_aot_completion_reproduces_6157_only_on_old(project, corpus):
    x = project.extract(load_issue(corpus, "triton", 6157))
    rep = x.reproducers[0]
    assert "_reprobot_compile(kernel" in rep.source
    assert project.run(rep, f"triton-{OLD}", x.reported).outcome == Outcome.REPRODUCES
    assert project.run(rep, f"triton-{NEW}", x.reported).outcome == Outcome.CLEAN
    from reducers.cleanup.triton_harness import split_harness
    kernel, harness = split_harness(rep.source)
    assert "_reprobot_compile" not in kernel and "def kernel(" in kernel and harness.count("_reprobot_compile(") == 2


def test_reduce_10909_keeps_signature(project, corpus):
    x = project.extract(load_issue(corpus, "triton", 10909))
    out = project.reduce(x.reproducers[0], f"triton-{NEW}", x.reported)
    assert out.verified
    assert out.after.lines < out.before.lines and out.after.bytes < out.before.bytes
    assert "max_contiguous" in out.reproducer.source
    assert out.signature.pass_name == "TritonGPUCoalesce"
    compile(out.reproducer.source, "reduced.py", "exec")
    # the pytest function for upstream: its compile was run on the release and fails the same way
    t = out.upstream_test
    assert t["kind"] == "pytest" and t["verified"], t["check"]
    assert "pytest.raises(RuntimeError" in t["text"] and "max_contiguous" in t["text"]
    assert out.harness == ""  # the report launches its kernel itself: no harness


@pytest.mark.slow
def test_reduction_never_touches_the_aot_harness(project, corpus):
    from reducers.cleanup.triton_harness import split_harness

    x = project.extract(load_issue(corpus, "triton", 6157))
    rep = x.reproducers[0]
    _, harness = split_harness(rep.source)
    out = project.reduce(rep, f"triton-{OLD}", x.reported)
    kernel_after, harness_after = split_harness(out.reproducer.source)
    assert out.verified and harness_after == harness  # the explicit target and constexprs stay as written
    assert out.after.lines < out.before.lines and "_reprobot_compile" not in kernel_after


def _own_issue(number: int) -> dict:
    import json
    from pathlib import Path
    return json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton" / str(number) / "issue.json")
                      .read_text())


def _on(rep: Reproducer, target: str) -> Reproducer:
    backend, arch, _ = target.split(":")
    return Reproducer.from_json({**rep.to_json(), "triple": backend, "cpu": arch})


@pytest.mark.slow
def test_tune_miss_classes_on_the_real_releases(project):
    """The classes of bench/corpus/triton's tune split, run on the real releases: a ptxas
    failure (5491, sm_89, 3.2.0) is the reported tool error; PTX inline asm on hip (3439, 3.6.0)
    is never clean; a traceback cut before its message (989) accepts no other exception."""
    x = project.extract(_own_issue(5491))
    r = project.run(_on(x.reproducers[0], "cuda:89:32"), f"triton-{OLD}", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.signature.kind == "tool-error", (r.reason, r.stderr_tail[-800:])
    assert project.run(_on(x.reproducers[0], "cuda:89:32"), f"triton-{NEW}", x.reported).outcome == Outcome.CLEAN

    x = project.extract(_own_issue(3439))
    r = project.run(_on(x.reproducers[0], "hip:gfx942:64"), f"triton-{NEW}", x.reported)
    assert r.outcome == Outcome.OTHER_FAILURE and "inline asm is for NVIDIA" in r.reason, (r.reason, r.stderr_tail)
    assert project.run(_on(x.reproducers[0], "cuda:90:32"), f"triton-{NEW}", x.reported).outcome == Outcome.CLEAN

    x = project.extract(_own_issue(989))
    r = project.run(_on(x.reproducers[0], "cuda:90:32"), f"triton-{NEW}", x.reported)
    assert r.signature is not None and r.signature.kind == "python-exception"
    assert r.outcome == Outcome.OTHER_FAILURE and r.match.grade == "different", r.match


def test_script_that_compiles_nothing_by_itself_is_compiled_ahead_of_time(project):
    """triton#8259 (own corpus, fresh): the launch sits in `run(kernel, name)`, which nothing
    calls and whose `name` says nothing about its value: run as given, no kernel compiles and
    "clean" would say nothing. The failing kernel is compiled ahead of time instead: 3.2.0
    lacks `tl.range(flatten=...)` (invalid input), 3.6.0 compiles it."""
    import json
    from pathlib import Path

    from workers.triton.extract import extract_triton

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/8259/issue.json").read_text())
    x = extract_triton(issue)
    old = project.run(x.reproducers[0], f"triton-{OLD}", x.reported)
    assert old.outcome == Outcome.INVALID_INPUT and "flatten" in old.reason, old.reason
    new = project.run(x.reproducers[0], f"triton-{NEW}", x.reported)
    assert new.outcome == Outcome.CLEAN and "compiled ahead of time" in new.reason


def test_aot_completion_is_compiled_for_the_target_it_runs_on(project, corpus):
    """triton#6157: the kernel has no launch, so extraction adds an AOT compile call for the
    issue's target (cuda). Run for gfx942, that call must compile for gfx942: 3.2.0 aborts on
    `idx < size()` for CUDA (the report) and compiles for AMD. Before, the AOT call kept the
    CUDA target and the AMD row repeated the CUDA result."""
    x = project.extract(load_issue(corpus, "triton", 6157))
    rep = x.reproducers[0]
    assert "GPUTarget('cuda', 90, 32)" in rep.source
    cuda = project.run(rep, f"triton-{OLD}", x.reported)
    assert cuda.outcome == Outcome.REPRODUCES, cuda.reason
    amd = Reproducer.from_json({**rep.to_json(), "triple": "hip", "cpu": "gfx942"})
    res = project.run(amd, f"triton-{OLD}", x.reported)
    assert res.outcome == Outcome.CLEAN, (res.reason, res.stderr_tail[-800:])


def test_headerless_body_and_argv_scripts_compile(project, corpus):
    """triton#9815 (a kernel body without its header) and triton#4484 (sizes from sys.argv,
    none given): both used to stop before any kernel compiled (no code found; an
    AssertionError on ``len(sys.argv)``). Completed, 3.6.0 compiles both, as measured."""
    import json
    from pathlib import Path

    issue_4484 = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/4484/issue.json").read_text())
    for issue in (load_issue(corpus, "triton", 9815), issue_4484):
        x = project.extract(issue)
        res = project.run(x.reproducers[0], f"triton-{NEW}", x.reported)
        assert res.outcome == Outcome.CLEAN, (issue["number"], res.reason, res.stderr_tail[-800:])

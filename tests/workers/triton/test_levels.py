"""Multi-level reproducers on real Triton wheels (3.2.0: a pass failure aborts the process;
3.6.0: it raises ``PassManager::run failed``): the stage recorder, Triton's own re-entry per
suffix, the pass-level re-entry of the minimized files committed under data/levels/ (and
their printed one-line commands, run as written), and the whole search on corpus issues.

data/levels/: ``10909-3.6.0-cuda90.coalesce.min.ttgir`` and
``6157-3.2.0-cuda90.to_llvmir.min.ttgir`` are what `find_levels` reduced corpus
triton#10909 and triton#6157 to; ``7011-3.3.1-gfx942.make_amdgcn.in.ll`` is the LLVM IR that
triton 3.3.1 (AMD buffer ops on) gives ``translate_to_asm`` for the TTIR 3.4.0's front end
makes of triton#7011's kernel (3.3.1's own front end rejects bf16 atomics), and
``…min.ll`` what `find_levels` reduced it to on the wheel's LLVM
(bench/results/triton_levels.md)."""
from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from reducers.mlir.ir import count_ops
from reducers.signature import same_bug
from reducers.triton.signature import parse_triton_failure
from tests.conftest import load_issue
from workers.triton.adapter import TritonProject
from workers.triton.levels import (find_levels, llc_args, llvm_ir_levels, older_llvm_text, pass_command, record,
                                   reduce_llvm_level, reenter_stage, run_passes, same_failure, stage_command)
from workers.triton.runner import TestLimits as Limits
from workers.triton.runner import WarmRunner

DATA = Path(__file__).with_name("data") / "levels"
COALESCE = [["passes.ttgpuir.add_coalesce", []]]
TO_LLVM_32 = [["nvidia.passes.ttgpuir.add_to_llvmir", [90, 84]]]
TINY = '''
import torch, triton, triton.language as tl

@triton.jit
def k(dst, src, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(dst + offs, tl.load(src + offs, mask=offs < n) * 2.0, mask=offs < n)

x = torch.randn(64, device="cuda")
k[(1,)](torch.empty_like(x), x, 64, BLOCK=64)
'''


@pytest.fixture(scope="module")
def new_cuda(py_new):
    with WarmRunner(py_new, "cuda:90:32", limits=Limits(wall_s=120, cpu_s=120)) as r:
        yield r


@pytest.fixture(scope="module")
def old_cuda_ieee(py_old):
    with WarmRunner(py_old, "cuda:90:32", env={"TRITON_F32_DEFAULT": "ieee"},
                    limits=Limits(wall_s=120, cpu_s=120)) as r:
        yield r


def _corpus_source(corpus, number: int, target: str) -> tuple[str, dict[str, str]]:
    proj = TritonProject(["3.6.0"], jobs=1)
    rep = proj.extract(load_issue(corpus, "triton", number)).reproducers[0]
    return rep.source, dict(rep.env)


def _python_sig(runner: WarmRunner, source: str):
    run = runner.run_source(source)
    return parse_triton_failure(run.process.stderr, run.process.exit_code, run.report)


def _run_command(runner: WarmRunner, command: str, files: dict[str, str]):
    """Run a printed ``[ENV=…] python -c CODE`` line as written (its code as the script, in a
    directory holding `files`), through the hermetic runner."""
    argv = shlex.split(command)
    env = dict(a.split("=", 1) for a in argv[:argv.index("python")])
    code = argv[argv.index("-c") + 1]
    run = runner.run_levels("stages", {"repro.py": code, **files}, env=env)
    return run, parse_triton_failure(run.process.stderr, run.process.exit_code, run.report)


def test_recorder_keeps_every_stage_input(new_cuda):
    rec = record(new_cuda, TINY)
    assert rec.signature is None and rec.failing_stage == ""
    assert rec.stages == ["ttir", "ttgir", "llir", "ptx", "cubin"]
    assert set(rec.inputs) == set(rec.stages)
    assert rec.inputs["ttgir"][0] == "ttir" and "tt.func public @k" in rec.inputs["ttgir"][1]
    assert "#ttg.blocked" in rec.inputs["llir"][1] and rec.inputs["llir"][0] == "ttgir"
    assert rec.inputs["ptx"][0] == "llir" and "define " in rec.inputs["ptx"][1]
    assert ".visible .entry k" in rec.inputs["cubin"][1]


def test_recording_of_6157_on_32(old_cuda_ieee, corpus):
    source, _env = _corpus_source(corpus, 6157, "cuda:90:32")
    rec = record(old_cuda_ieee, source)
    assert rec.run.process.exit_code == -6 and rec.signature.kind == "assertion"
    assert rec.failing_stage == "llir" and rec.pm is not None and rec.pm["stage"] == "llir"
    assert "nvidia.passes.ttgpuir.add_to_llvmir" in [p[0] for p in rec.pm["passes"]]
    assert rec.pm["args"] == []  # 3.2: pass_manager.run(module)
    assert "tt.dot" in rec.inputs["llir"][1] and rec.inputs["llir"][0] == "ttgir"


@pytest.mark.parametrize("which", ["old", "new"])
def test_what_triton_compile_reenters_per_release(which, request):
    """Measured: .ttgir re-enters (make_llir onwards) on both; .llir never: 3.0-3.2 know only
    .ttir/.ttgir/.ptx suffixes (KeyError), 3.3+ parse every suffix but .ptx as MLIR."""
    py = request.getfixturevalue("py_old" if which == "old" else "py_new")
    with WarmRunner(py, "cuda:90:32") as r:
        rec = record(r, TINY)
        ok = reenter_stage(r, "ttgir", rec.inputs["llir"][1], rec.options)
        assert ok.process.exit_code == 0 and ok.report["compiles"] == 1, ok.process.stderr[-2000:]
        bad = reenter_stage(r, "llir", rec.inputs["ptx"][1], rec.options)
        assert bad.process.exit_code == 1
        if which == "old":
            assert bad.report["exc_type"] == "KeyError"
        else:
            assert "custom op" in bad.process.stderr or "expected" in bad.process.stderr


def test_minimized_ttgir_of_10909_reenters_on_36(new_cuda, corpus):
    source, _ = _corpus_source(corpus, 10909, "cuda:90:32")
    ref = _python_sig(new_cuda, source)
    assert ref.kind == "assertion" and ref.pass_name == "TritonGPUCoalesce"
    text = (DATA / "10909-3.6.0-cuda90.coalesce.min.ttgir").read_text()
    assert count_ops(text) <= 8
    ok, sig = same_failure(ref, run_passes(new_cuda, "ttgir", text, COALESCE, "ttgir"))
    assert ok, sig
    # the one-line command the report prints fails the same way when run as written
    cmd = pass_command("kernel.ttgir", "cuda:90:32", COALESCE, ["make_ttgir"], {})
    run, sig = _run_command(new_cuda, cmd, {"kernel.ttgir": text})
    assert run.process.exit_code == 1 and same_bug(ref, sig), run.process.stderr[-1500:]
    # a positive hint is not this bug (the pass then fails later on the module attributes
    # the reduction dropped, which the crash never needed)
    fixed = text.replace("dense<-7>", "dense<8>")
    ok, sig = same_failure(ref, run_passes(new_cuda, "ttgir", fixed, COALESCE, "ttgir"))
    assert not ok and sig is not None and "number of warps" in sig.first_line


def test_minimized_ttgir_of_6157_reenters_on_32(old_cuda_ieee, corpus):
    source, _ = _corpus_source(corpus, 6157, "cuda:90:32")
    ref = _python_sig(old_cuda_ieee, source)
    text = (DATA / "6157-3.2.0-cuda90.to_llvmir.min.ttgir").read_text()
    assert "tt.dot" in text and count_ops(text) <= 8
    run = run_passes(old_cuda_ieee, "ttgir", text, TO_LLVM_32, "llir")
    ok, sig = same_failure(ref, run)
    assert run.process.exit_code == -6 and ok, sig
    cmd = pass_command("kernel.ttgir", "cuda:90:32", TO_LLVM_32, [], {"TRITON_F32_DEFAULT": "ieee"})
    assert cmd.startswith("TRITON_F32_DEFAULT=ieee python -c ") and "pm.run(m)" in cmd
    run, sig = _run_command(old_cuda_ieee, cmd, {"kernel.ttgir": text})
    assert run.process.exit_code == -6 and same_bug(ref, sig)


def test_find_levels_on_10909(py_new, corpus):
    source, env = _corpus_source(corpus, 10909, "cuda:90:32")
    with WarmRunner(py_new, "cuda:90:32", env=env, jobs=2) as r:
        rep = find_levels(source, r, version="3.6.0", target="cuda:90:32", env=env, budget_s=90, jobs=2,
                          llvm_toolchains=lambda v: [])
    kinds = [(lv.level, lv.kind, lv.fails) for lv in rep.levels]
    assert kinds == [("python", "script", True), ("ttir", "stage", True), ("ttgir", "pass", True)]
    assert rep.failing_stage == "ttgir" and rep.failing_step == "pass TritonGPUCoalesce"
    low = rep.lowest
    assert low.level == "ttgir" and low.kind == "pass" and low.detail["verified"]
    assert low.reduced_size["after"]["ops"] < low.reduced_size["before"]["ops"] <= 20
    assert "tt.contiguity = dense<-7>" in low.source and "loc(" not in low.source
    assert "passes.ttgpuir.add_coalesce(pm)" in low.command
    assert low.alt_command == "triton-opt kernel.ttgir --pass-pipeline='builtin.module(tritongpu-coalesce)'"
    assert rep.levels[1].command == stage_command("kernel.ttir", "cuda:90:32", {}, {})
    js = rep.to_json()
    assert js["lowest"] == "ttgir" and js["levels"][2]["reduced_size"] == low.reduced_size


def test_levels_step_and_the_comment(corpus):
    """The pipeline's levels step on a triaged issue, and the folded section of the comment."""
    from workers.pipeline.state import TriageState
    from workers.pipeline.steps import StepContext
    from workers.pipeline.steps import levels as levels_step
    from workers.report import render_comment
    from workers.settings import Settings

    issue = load_issue(corpus, "triton", 10909)
    proj = TritonProject(["3.6.0"], jobs=2)
    ctx = StepContext(Settings().override(pipeline={"reduce_budget_s": 60, "jobs": 2}), _adapter=proj)
    try:
        x = proj.extract(issue)
        rep = x.reproducers[0]
        state = TriageState(issue=issue, project="triton", extraction=x, primary=rep,
                            runs={"triton-3.6.0": proj.run(rep, "triton-3.6.0", x.reported)})
        state = state.apply(levels_step(state, ctx))
    finally:
        ctx.close()
    assert [lv["level"] for lv in state.levels if lv["fails"]] == ["python", "ttir", "ttgir"]
    low = state.levels[-1]
    assert low["reduced_size"]["after"]["lines"] < low["reduced_size"]["before"]["lines"]
    js = state.result(with_comment=False)
    assert js["levels"] == state.levels
    assert TriageState.from_json(state.to_json()).levels == state.levels
    comment = render_comment(js)
    section = comment[comment.index("Lowest level that still fails"):]
    section = section[:section.index("</details>")]
    assert "<code>kernel.ttgir</code> (a compiler pass" in section
    assert "```mlir\n" in section and "tt.contiguity = dense<-7>" in section
    assert "passes.ttgpuir.add_coalesce(pm)" in section and "triton.compile(\"kernel.ttir\"" in section
    assert "llvm/llvm-project" not in section  # an MLIR pass bug, not an LLVM one


def test_find_levels_on_a_kernel_that_compiles(new_cuda):
    rep = find_levels(TINY, new_cuda, version="3.6.0", target="cuda:90:32")
    assert [lv.level for lv in rep.levels] == ["python"] and rep.lowest is None


def test_llc_flags_from_translate_to_asm():
    args = ["amdgcn-amd-amdhsa", "gfx942", "", ["amdgpu-enable-x"], True, False]
    assert llc_args(args) == ["-O3", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-amdgpu-enable-x"]


def _reported(corpus, number: int):
    from workers.triton.extract import extract_triton
    return extract_triton(load_issue(corpus, "triton", number)).reported


def test_minimized_ll_of_7011_crashes_upstream_llvm(corpus):
    """The reduced .ll fails with the reported signature (``Cannot select: v2bf16,ch =
    BUFFER_ATOMIC_FADD``) on the LLVM inside the 3.2.0 and 3.6.0 wheels (llvm-project at
    their pins, assertions on) and on Debian's LLVM 19 release build."""
    from reducers.reproducer import Reproducer
    from workers.llvm_project import LLVMProject

    ref = _reported(corpus, 7011)
    assert ref.kind == "cannot-select" and ref.key == "cannot select: v2bf16,ch = buffer_atomic_fadd"
    text = (DATA / "7011-3.3.1-gfx942.min.ll").read_text()
    assert text.count("call ") == 1
    proj = LLVMProject(toolchains=["llvm@triton-3.2.0", "llvm@triton-3.6.0", "llvm-19"])
    assert len(proj.toolchains()) == 3
    rep = Reproducer(kind="llvm-ir", source=text, tool="llc", args=["-mcpu=gfx942"])
    for tc in proj.toolchains():
        res = proj.run(rep, tc.id, ref)
        assert res.outcome.value == "reproduces" and res.signature.key == ref.key, (tc.id, res.reason)


@pytest.mark.slow
def test_llvm_level_of_7011_reduces_on_the_wheels_llvm(corpus):
    ref = _reported(corpus, 7011)
    text = (DATA / "7011-3.3.1-gfx942.make_amdgcn.in.ll").read_text()
    assert "captures(none)" in text and "captures(" not in older_llvm_text(text)
    ids = ["llvm@triton-3.6.0", "llvm@triton-3.2.0", "llvm-19"]
    call = {"fn": "translate_to_asm", "args": ["amdgcn-amd-amdhsa", "gfx942", "", [], True, False]}
    levels = llvm_ir_levels(text, call, ref, version="3.6.0", target="hip:gfx942:64", llvm_toolchains=lambda v: ids)
    by = {lv.toolchain: lv for lv in levels}
    # 3.6.0's LLVM has another signature for llvm.amdgcn.make.buffer.rsrc: the 3.3.1 module
    # is broken there; 3.2.0's and Debian 19's parsers need the text without captures(...)
    assert not by["llvm@triton-3.6.0"].fails and "Broken module" in by["llvm@triton-3.6.0"].signature
    assert by["llvm@triton-3.2.0"].fails and by["llvm@triton-3.2.0"].detail["downgraded"]
    assert by["llvm-19"].fails and by["llvm-19"].command.startswith("/usr/lib/llvm-19/bin/llc -O3 ")
    low = by["llvm@triton-3.2.0"]
    reduce_llvm_level(low, ref, version="3.6.0", budget_s=90, jobs=2, llvm_toolchains=lambda v: ids)
    assert low.detail["verified"] and low.reduced_size["after"]["instructions"] <= 3
    assert "llvm.amdgcn.raw.ptr.buffer.atomic.fadd.v2bf16" in low.source
    # the reduced file no longer needs the old intrinsic signature: every LLVM here fails
    assert low.detail["reduced_runs"] == {i: True for i in ids}
    # cleanup may move the triple from the IR into the command: one of the two carries it
    cmd = low.detail["llvm_project_command"]
    assert cmd.startswith("llc ") and "-mcpu=gfx942" in cmd and cmd.endswith("kernel.ll -o /dev/null")
    assert "-mtriple=amdgcn-amd-amdhsa" in cmd or "target triple" in low.source


def test_comment_names_an_llvm_bug_with_the_llc_line():
    from workers.report import render_comment

    ll = (DATA / "7011-3.3.1-gfx942.min.ll").read_text()
    levels = [
        {"level": "python", "kind": "script", "toolchain": "triton-3.3.1", "file": "repro.py", "fails": True,
         "command": "AMDGCN_USE_BUFFER_OPS=1 python repro.py"},
        {"level": "ttgir", "kind": "stage", "toolchain": "triton-3.3.1", "file": "kernel.ttgir", "fails": True,
         "command": stage_command("kernel.ttgir", "hip:gfx942:64", {}, {"AMDGCN_USE_BUFFER_OPS": "1"})},
        {"level": "llir", "kind": "llvm", "toolchain": "llvm@triton-3.3.1", "file": "kernel.ll", "fails": True,
         "source": ll, "command": "llvm@triton-3.3.1:llc -mcpu=gfx942 -o /dev/null kernel.ll",
         "reduced_size": {"before": {"bytes": 3857, "lines": 53, "instructions": 12},
                          "after": {"bytes": 720, "lines": 11, "instructions": 2}},
         "detail": {"llvm_project_command": "llc -mcpu=gfx942 kernel.ll -o /dev/null"}},
        {"level": "llir", "kind": "llvm", "toolchain": "llvm-22", "file": "kernel.ll", "fails": False,
         "command": "llvmlite:llc kernel.ll"},
    ]
    result = {"issue": {"repo": "triton-lang/triton", "number": 7011},
              "reproducers": [{"kind": "triton-python", "source": "x = 1\n", "tool": "python", "args": []}],
              "levels": levels}
    comment = render_comment(result)
    section = comment[comment.index("Lowest level that still fails"):]
    section = section[:section.index("</details>")]
    assert "<code>kernel.ll</code> (LLVM alone, reduced 53 → 11 lines (12 → 2 instructions))" in section
    assert "an LLVM bug, for llvm/llvm-project's tracker" in section
    assert "```sh\nllc -mcpu=gfx942 kernel.ll -o /dev/null\n```" in section
    assert "```llvm\n" + ll in section
    assert "`ttgir` (stage, `triton-3.3.1`)" in section and "llvm-22" not in section  # only levels that fail

"""The cleanup driver: a pass is kept only when the test passes and it is no larger; a
rejected candidate is not tried again. Then the same with a real interestingness test: the
reduction's own (`LLVMReduction.interesting`, real llc 19 in the local sandbox)."""
from __future__ import annotations

import sys

import pytest

from reducers.cleanup import REGISTRY, CleanupPass, IRState, clean, clean_llvm_result
from reducers.llvm_reduce import LLVMReduction
from tests.reducers.cleanup.sample import SAMPLE
from tests.support.llvm_ir import GPHI_ARGS, GPHI_CRASH
from workers.sandbox.base import Limits
from workers.sandbox.local import LocalSandbox
from workers.toolchains.llvm import discover

LLC19 = next((t for t in discover(include_llvmlite=False) if t.id == "llvm-19"), None)


def test_keeps_only_what_the_test_accepts():
    seen: list[str] = []

    def test(st: IRState) -> bool:
        seen.append(st.source)
        return "target datalayout" in st.source  # as if the bug needed the layout

    res = clean(IRState(SAMPLE, ("-O0",)), test)
    assert "target datalayout" in res.state.source
    assert "drop-datalayout" not in res.kept and "strip-comments" in res.kept and "rename-values" in res.kept
    assert res.tests_run == len(seen) and len(seen) == len(set(seen))  # no candidate tested twice
    assert res.state.bytes < res.bytes_before
    kept = [s for s in res.steps if s.kept]
    assert all(s.bytes_after <= s.bytes_before for s in kept)
    assert {s.reason for s in res.steps if not s.kept} == {"not interesting"}


def test_nothing_kept_when_the_test_refuses_everything():
    res = clean(IRState(SAMPLE), lambda st: False)
    assert res.state.source == SAMPLE and res.kept == [] and res.tests_run == len(REGISTRY)


def test_a_larger_candidate_is_never_tested():
    grow = CleanupPass("grow", lambda st: st.with_(source=st.source + "; more\n"), "makes it larger")
    calls = []
    res = clean(IRState("define void @f() {\n  ret void\n}\n"), lambda st: calls.append(st) or True, passes=(grow,))
    assert calls == [] and res.steps[0].reason == "larger" and not res.steps[0].kept


@pytest.mark.skipif(LLC19 is None, reason="Debian llvm-19 not installed")
def test_with_the_reductions_own_test_on_real_llc():
    from reducers.reproducer import Reproducer

    header = ('source_filename = "/tmp/x/input.ll"\n'
              'target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-n32:64-S32-A5-G1"\n'
              'target triple = "amdgcn-amd-amdhsa"\n\n')
    source = header + GPHI_CRASH.replace("define i32 @__ockl_get_num_groups() {",
                                         "define i32 @__ockl_get_num_groups() #0 {") \
        + '\nattributes #0 = { "target-cpu"="gfx90a" }\nattributes #1 = { cold }\n!llvm.ident = !{!0}\n!0 = !{!"x"}\n'
    args = [a for a in GPHI_ARGS if not a.startswith(("-mtriple", "-mcpu"))]

    def build(a, path):
        argv, _ = LLC19.command(Reproducer("llvm-ir", "", "llc", a), path)
        return argv

    with LocalSandbox().session(Limits(wall_s=120, cpu_s=240)) as s:
        red = LLVMReduction(build_argv=build, run=lambda argv, t: s.run(argv, limits=Limits(wall_s=t, cpu_s=t * 2)),
                            put=s.put, get=s.get, workdir=s.workdir, llvm_reduce=LLC19.tool("llvm-reduce"),
                            python=sys.executable)
        ref = red.reference_of(source, args)
        # a result as llvm-reduce would hand it over, verified
        from reducers.llvm_reduce import LLVMReductionResult, Size
        result = LLVMReductionResult(before=Size.of(source), after=Size.of(source), tests_run=0, wall_s=0.0,
                                     source=source, args=list(args), verified=True, reference=ref)
        tidy = clean_llvm_result(red, result)
        assert red.interesting(result.source, result.args, ref)  # the cleaned one still crashes the same way
    assert "datalayout" not in result.source and "source_filename" not in result.source
    assert "@f()" in result.source and "attributes" not in result.source and "!llvm.ident" not in result.source
    assert result.args[0] == "-mtriple=amdgcn-amd-amdhsa" and "-mcpu=gfx90a" in result.args
    assert result.phases[-1].name == "cleanup" and result.tests_run == tidy.tests_run > 0
    assert tidy.bytes_before == len(source.encode()) and tidy.state.bytes == result.after.bytes < tidy.bytes_before


def test_no_test_starts_after_the_budget():
    import time

    def slow(st: IRState) -> bool:
        time.sleep(0.2)
        return True

    res = clean(IRState(SAMPLE), slow, budget_s=0.3)
    assert 1 <= res.tests_run <= 3 and res.tests_run < len(REGISTRY)

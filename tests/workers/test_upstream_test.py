"""Upstream-ready tests: CHECK lines from real crash output accepted by Debian's FileCheck,
lit files written and checked on a real release, run by LLVM's lit; a Triton pytest
function whose compile is run on a real release."""
from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from reducers.signature import parse_llvm_crash
from tests.support.llvm_ir import GPHI_ARGS, GPHI_CRASH
from workers.sandbox.local import LocalSandbox
from workers.toolchains.llvm import discover
from workers.upstream_test import (UpstreamTest, check_lines, escape_filecheck, filecheck, filecheck_binary,
                                   lit_test, lit_text, run_line, run_lit, triton_test, upstream_dir)

GOLDEN = Path(__file__).resolve().parents[1] / "reducers" / "golden"
TOOLCHAINS = {t.id: t for t in discover()}
LLVM19 = TOOLCHAINS.get("llvm-19")
FILECHECK = filecheck_binary(LLVM19.bindir if LLVM19 else None)
needs_llvm = pytest.mark.skipif(LLVM19 is None or FILECHECK is None, reason="Debian llvm-19 and llvm-19-tools needed")
needs_lit = pytest.mark.skipif(importlib.util.find_spec("lit") is None, reason="LLVM's lit (PyPI lit) needed")


def _crash(name: str):
    text = (GOLDEN / name).read_text()
    return text, parse_llvm_crash(text, -6)


@needs_llvm
@pytest.mark.parametrize("name", sorted(p.name for p in GOLDEN.glob("*.stderr")))
def test_check_lines_from_real_crash_output_pass_filecheck(name):
    text, sig = _crash(name)
    checks = check_lines(sig, text)
    assert checks and all("0x" not in c for c in checks)  # no addresses
    assert not any(re.search(r"\bt\d+:", c) for c in checks)  # no SelectionDAG node ids
    ok, err = filecheck(lit_text("", "true", checks), text, FILECHECK)
    assert ok, (checks, err)


@needs_llvm
def test_check_lines_are_the_stable_parts():
    text, sig = _crash("54274-14.stderr")
    assert check_lines(sig, text) == ["LLVM ERROR: Cannot select: {{.*}} = AtomicLoadAdd",
                                      "Running pass 'AMDGPU DAG->DAG Pattern Instruction Selection'"]
    text, sig = _crash("200792-19.stderr")
    assert check_lines(sig, text)[0] == "LLVM ERROR: cannot select: {{.*}} = G_PHI"
    text, sig = _crash("137064-llvmlite22.stderr")
    assert check_lines(sig, text)[0].startswith("Assertion `") and "{{.*}}" not in check_lines(sig, text)[0]
    # another bug's output is rejected: the lines say which crash it is
    other, _ = _crash("57398-16.stderr")
    mine, sig = _crash("54274-14.stderr")
    assert not filecheck(lit_text("", "true", check_lines(sig, mine)), other, FILECHECK)[0]


def test_run_line_and_where_it_goes():
    line = run_line("llc", ["-O0", "-global-isel", "-mcpu=gfx90a", "-mtriple=amdgcn-amd-amdhsa", "-o", "x.s"], crash=True)
    assert line == ("not --crash llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O0 -global-isel -o /dev/null < %s "
                    "2>&1 | FileCheck %s")
    assert run_line("opt", ["-passes=instcombine", "-disable-output"], crash=False).startswith(
        "not opt -passes=instcombine -disable-output < %s")
    assert run_line("llc", ["-run-pass=legalizer"], crash=True, kind="mir").endswith("-o /dev/null %s 2>&1 | FileCheck %s")
    assert upstream_dir("llc", ["-mtriple=amdgcn-amd-amdhsa"]) == "llvm/test/CodeGen/AMDGPU"
    assert upstream_dir("llc", ["-march=x86_64"]) == "llvm/test/CodeGen/X86"
    assert upstream_dir("opt", ["-passes=loop-vectorize"]) == "llvm/test/Transforms/LoopVectorize"
    assert escape_filecheck("a {{b}} [[c]]") == "a {{[{][{]}}b}} {{[[][[]}}c]]"


@needs_llvm
@needs_lit
def test_lit_test_checked_in_the_sandbox_and_by_real_lit():
    ref = parse_llvm_crash((GOLDEN / "200792-19.stderr").read_text(), -6)
    with LocalSandbox().session() as s:
        t = lit_test(GPHI_CRASH, "llvm-ir", "llc", GPHI_ARGS, ref, LLVM19, s)
    assert t is not None and t.verified, t.check
    assert t.kind == "lit" and t.path == "llvm/test/CodeGen/AMDGPU/reduced.ll" and t.checked_on == "llvm-19"
    assert t.text.startswith("; RUN: not --crash llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O0 -global-isel "
                             "-o /dev/null < %s 2>&1 | FileCheck %s\n; CHECK: LLVM ERROR: cannot select: {{.*}} = G_PHI\n")
    ok, out = run_lit(t, LLVM19)
    assert ok, out
    assert "PASS: reprobot-upstream-test :: reduced.ll" in out
    # lit really checks: a CHECK line the crash does not print fails
    bad = UpstreamTest(**{**t.to_json(), "text": t.text.replace("G_PHI", "G_ADD")})
    ok, out = run_lit(bad, LLVM19)
    assert not ok and "FAIL" in out
    # and a command that does not crash fails `not --crash`
    clean = UpstreamTest(**{**t.to_json(), "text": t.text.split("\n\n", 1)[0] + "\n\ndefine void @f() {\n  ret void\n}\n"})
    assert not run_lit(clean, LLVM19)[0]


@needs_llvm
def test_no_test_for_an_input_that_does_not_fail():
    with LocalSandbox().session() as s:
        ref = parse_llvm_crash((GOLDEN / "200792-19.stderr").read_text(), -6)
        assert lit_test("define void @f() {\n  ret void\n}\n", "llvm-ir", "llc", GPHI_ARGS, ref, LLVM19, s) is None


@needs_lit
@pytest.mark.skipif("llvm-22" not in TOOLCHAINS or FILECHECK is None, reason="llvmlite needed")
def test_lit_through_llvmlite_wrappers():
    text = ("; RUN: not --crash llc -mtriple=amdgcn-amd-amdhsa -o /dev/null < %s 2>&1 | FileCheck %s\n"
            "; CHECK: Assertion `!Call.getType()->isVoidTy() && \"Bad inline asm!\"' failed\n\n"
            "define void @f() {\n  call void asm sideeffect \"v_mov_b32 $0, $1\", \"=v,{v1}\"(i32 0)\n  ret void\n}\n")
    ok, out = run_lit(UpstreamTest("lit", text, "llvm/test/CodeGen/AMDGPU/reduced.ll", ""), TOOLCHAINS["llvm-22"])
    assert ok, out


KERNEL = '''import triton
import triton.language as tl

@triton.jit
def kernel(dst, BLOCK: tl.constexpr):
    tl.store(dst + tl.max_contiguous(tl.arange(0, BLOCK), -1), 0)
'''


def test_triton_test_text_without_a_run():
    t = triton_test(KERNEL + "kernel[0,](torch.empty(1), BLOCK=4)\n", "", "cuda:90:32", "triton-3.6.0", None, 1,
                    "Traceback ...\nRuntimeError: PassManager::run failed\n", env={"TRITON_F32_DEFAULT": "ieee"})
    assert t is not None and t.kind == "pytest" and not t.verified and t.check == "not run"
    compile(t.text, "test_reduced.py", "exec")
    assert '@pytest.mark.parametrize("target", [GPUTarget(\'cuda\', 90, 32)])' in t.text
    assert "def test_reduced(target, monkeypatch):" in t.text and "monkeypatch.setenv('TRITON_F32_DEFAULT', 'ieee')" in t.text
    assert "signature={'dst': '*fp32', 'BLOCK': 'constexpr'}, constexprs={(1,): 4})" in t.text
    assert "with pytest.raises(RuntimeError, match='PassManager::run failed'):" in t.text
    assert "torch.empty" not in t.text and "kernel[0,]" not in t.text  # launch code is not part of the test
    old = triton_test(KERNEL, "", "hip:gfx942:64", "triton-3.2.0", None, -6, "")
    assert "constants={'BLOCK': 16}" in old.text and "pytest.raises" not in old.text  # aborts: cannot be caught


@pytest.mark.slow
def test_triton_test_compile_runs_on_a_real_release():
    from workers.triton.toolchains import TritonToolchains

    if not TritonToolchains().is_installed("3.6.0"):
        pytest.skip("triton 3.6.0 env not installed")
    from reducers.triton.signature import parse_triton_failure
    from workers.triton.adapter import TritonProject

    p = TritonProject({"triton_versions": ["3.6.0"], "jobs": 1})
    try:
        run = p.runner("triton-3.6.0", "cuda:90:32").run_source
        script = KERNEL + "kernel[0,](torch.empty(1), BLOCK=4)\n"
        first = run("import torch\n" + script)
        sig = parse_triton_failure(first.process.stderr, first.process.exit_code, first.report)
        t = triton_test(script, "", "cuda:90:32", "triton-3.6.0", sig, first.process.exit_code,
                        first.process.stderr, run=run)
        assert t is not None and t.verified, t.check
        assert "pytest.raises(RuntimeError" in t.text and "in capfd.readouterr().err" in t.text
        # a kernel that compiles cleanly is not verified as a regression test for this bug
        fine = triton_test(KERNEL.replace("tl.max_contiguous(tl.arange(0, BLOCK), -1)", "tl.arange(0, BLOCK)"),
                           "", "cuda:90:32", "triton-3.6.0", sig, 1, "", run=run)
        assert fine is not None and not fine.verified
        # an autotuned kernel: ASTSource takes the JITFunction under the Autotuner
        tuned = KERNEL.replace("@triton.jit", "@triton.autotune(configs=[triton.Config({'BLOCK': 4})], key=[])\n"
                               "@triton.jit")
        t = triton_test(tuned + "kernel[0,](torch.empty(1))\n", "", "cuda:90:32", "triton-3.6.0", sig,
                        first.process.exit_code, first.process.stderr, run=run)
        assert t is not None and t.verified, t.check
        assert "ASTSource(fn=kernel.fn, signature=" in t.text and "constexprs={(1,): 4}" in t.text
    finally:
        p.close()


@needs_llvm
def test_unreachable_with_its_message_on_the_line_before():
    # as a Triton wheel's LLVM (assertions on) prints it for llvm-project#98033
    out = ("Unhandled source type \nUNREACHABLE executed at /source/llvm-project/llvm/lib/Target/NVPTX/"
           "NVPTXISelDAGToDAG.cpp:3803!\nStack dump:\n1.\tRunning pass 'NVPTX DAG->DAG Pattern Instruction "
           "Selection' on function '@f'\n")
    sig = parse_llvm_crash(out, -6)
    checks = check_lines(sig, out)
    assert checks == ["Unhandled source type", "UNREACHABLE executed",
                      "Running pass 'NVPTX DAG->DAG Pattern Instruction Selection'"]
    assert filecheck(lit_text("", "true", checks), out, FILECHECK)[0]

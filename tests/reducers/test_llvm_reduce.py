"""Real llvm-reduce driven with the same-signature interestingness test."""
from __future__ import annotations

import subprocess
import sys

import pytest

from reducers.llvm_reduce import LLVMReduction, Size, ir_instruction_count, write_test
from reducers.signature import parse_llvm_crash
from tests.support.llvm_ir import GPHI_ARGS, GPHI_CRASH
from workers.sandbox.base import Limits
from workers.sandbox.local import LocalSandbox
from workers.toolchains.llvm import discover

LLC19 = next((t for t in discover(include_llvmlite=False) if t.id == "llvm-19"), None)
pytestmark = pytest.mark.skipif(LLC19 is None, reason="Debian llvm-19 not installed")
ARGS = GPHI_ARGS
GPHI = GPHI_CRASH
# a second, different crash that only shows once @a is gone
OTHER = """define void @c(ptr addrspace(1) %p, fp128 %x) {
  %r = fdiv fp128 %x, %x
  store fp128 %r, ptr addrspace(1) %p
  ret void
}
"""


def filler(n: int) -> str:
    out = []
    for i in range(n):
        out.append(f"define i32 @f{i}(i32 %x, i32 %y) {{\n  %a = add i32 %x, {i}\n  %b = mul i32 %a, %y\n"
                   f"  %c = xor i32 %b, %x\n  ret i32 %c\n}}\n")
    return "\n".join(out)


def _build(args, path):
    from reducers.reproducer import Reproducer

    argv, _ = LLC19.command(Reproducer("llvm-ir", "", "llc", args), path)
    return argv


def _reduce(source, args=ARGS, budget=120):
    with LocalSandbox().session(Limits(wall_s=budget, cpu_s=budget * 2)) as s:
        red = LLVMReduction(build_argv=_build, run=lambda argv, t: s.run(argv, limits=Limits(wall_s=t, cpu_s=t * 2)),
                            put=s.put, get=s.get, workdir=s.workdir, llvm_reduce=LLC19.tool("llvm-reduce"), jobs=2,
                            budget_s=budget, python=sys.executable)
        return red.execute(source, args)


def test_reduces_to_the_crash_and_keeps_its_signature_not_another_one():
    src = GPHI + "\n" + OTHER + "\n" + filler(30)
    res = _reduce(src)
    assert res.verified
    assert res.reference.kind == "cannot-select" and "g_phi" in res.reference.key
    assert "@__ockl_get_num_groups" in res.source and "fdiv" not in res.source  # slipping to @c's crash was refused
    assert res.after.instructions < res.before.instructions and res.after.bytes < res.before.bytes / 5
    assert res.tests_run >= 10 and [p.name for p in res.phases] == ["llvm-reduce", "command line", "verify"]
    # the reduced reproducer really crashes the same way
    p = subprocess.run(_build(res.args, "/dev/stdin"), input=res.source, capture_output=True, text=True)
    assert "g_phi" in parse_llvm_crash(p.stderr, p.returncode).key
    # -mcpu is not needed for this crash: the command line was reduced too
    assert "-global-isel" in res.args and len(res.args) < len(ARGS)


def test_interestingness_script_rejects_a_different_crash(tmp_path):
    with LocalSandbox().session() as s:
        f = s.put("a.ll", GPHI.encode())
        ref = parse_llvm_crash(s.run(_build(ARGS, f)).stderr, -6)
    script = write_test(tmp_path, _build(ARGS, "@INPUT@"), ref, python=sys.executable)
    (tmp_path / "same.ll").write_text(GPHI + filler(2))
    (tmp_path / "other.ll").write_text(OTHER)
    (tmp_path / "clean.ll").write_text(filler(2))
    run = lambda name: subprocess.run([str(script), str(tmp_path / name)], capture_output=True).returncode  # noqa
    assert run("same.ll") == 0
    assert run("other.ll") == 1
    assert run("clean.ll") == 1
    assert (tmp_path / "tests_run").read_bytes() == b"..."
    assert (tmp_path / "best.ll").read_text() == GPHI + filler(2)


def test_input_that_does_not_crash_is_refused():
    from reducers.llvm_reduce import ReductionError

    with pytest.raises(ReductionError):
        _reduce(filler(2))


def test_sizes():
    s = Size.of(GPHI)
    assert s.lines == 10 and ir_instruction_count(GPHI) == 6

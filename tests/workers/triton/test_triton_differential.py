"""The differential (miscompile) test on real processes. On this CPU-only machine the
"compiled" side runs with the stand-in driver, whose launches do nothing, so a kernel that
writes its output disagrees with the interpreter: that is the disagreement the test must see.
A script whose printed numbers do not depend on the kernel must not be interesting."""
from __future__ import annotations

from workers.triton.differential import differential_test, disagree, launches_jit_kernel, numbers, ub_counts
from workers.triton.runner import WarmRunner

KERNEL = '''
import torch, triton, triton.language as tl

@triton.jit
def add_one(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs) + 1.0)

x = torch.arange(8, dtype=torch.float32)
y = torch.zeros(8)
add_one[(1,)](x, y, BLOCK=8)
print("y", y.tolist())
'''


def test_numbers_and_tolerance():
    assert numbers("y [2.0, 4.0, nan] 1e-3") [:2] == [2.0, 4.0]
    assert disagree([2.0, 4.0], [4.0, 4.0]) and not disagree([4.0, 4.0001], [4.0, 4.0])
    assert disagree([1.0], [1.0, 2.0]) and disagree([float("nan")], [1.0])


def test_differential_test_on_real_runs(py_new):
    with WarmRunner(py_new, "cuda:90:32") as compiled, WarmRunner(py_new, "cuda:90:32") as interp:
        test = differential_test(compiled, interp, guard=False)
        assert test(KERNEL)
        unrelated = KERNEL.replace('print("y", y.tolist())', 'print("x", x.tolist())')
        assert not test(unrelated)
        assert not test("raise SystemExit(3)\n")


def test_guards_turn_away_what_is_not_the_bug(py_new):
    # the unsound wins real reductions found (bench/results/triton_miscompile_gpu.md)
    seeded_only = 'import torch\nprint("r", torch.rand(4).tolist())\n'  # the harness seeds torch
    no_kernel = 'import os\nprint("r", list(os.urandom(4)))\n'
    unrepeatable = KERNEL + 'import os\nprint("r", list(os.urandom(4)))\n'
    unmasked = KERNEL.replace("BLOCK=8)", "BLOCK=16)")  # reads past x without a mask
    with WarmRunner(py_new, "cuda:90:32") as compiled, WarmRunner(py_new, "cuda:90:32") as interp:
        bare = differential_test(compiled, interp, guard=False)
        assert not bare(seeded_only)  # the same random draw in both runs
        assert bare(no_kernel)  # two processes, two different draws
        stats: dict[str, int] = {}
        guarded = differential_test(compiled, interp, original=KERNEL, stats=stats)
        assert guarded(KERNEL)
        assert not guarded(no_kernel)
        assert not guarded(unrepeatable)
        assert stats["no_kernel"] == 1 and stats["interp_not_repeatable"] == 1 and stats["accepted"] == 1
        masked = KERNEL.replace("tl.load(x_ptr + offs)", "tl.load(x_ptr + offs, mask=offs < 8, other=0.0)")
        strict = differential_test(compiled, interp, original=masked, stats=stats)
        assert strict(masked)
        assert not strict(unmasked) and stats["ub"] == 1  # dropping the mask is not a reduction


def test_ub_counts_and_kernel_launch_are_static():
    assert ub_counts("tl.load(p)\ntl.store(q, v)\n") == (2, 0, 0)
    assert ub_counts("tl.load(p, mask=m)\ntl.store(q, v, m)\n") == (0, 1, 0)
    assert ub_counts("tl.load(p, m, 0.0)\ntl.load(bp, boundary_check=(0,))\n") == (0, 0, 0)
    assert ub_counts("y = torch.empty(8)\nz = torch.empty_like(y)\nw = torch.zeros(8)\n") == (0, 0, 2)
    assert launches_jit_kernel(KERNEL)
    assert not launches_jit_kernel(KERNEL.replace("add_one[(1,)](x, y, BLOCK=8)", "pass"))
    assert not launches_jit_kernel("def f(:\n")


def test_reduce_job_differential_reduces_and_keeps_the_kernel(toolchains):
    # on this CPU machine the stand-in's launches do nothing, so "compiled" y stays zero: a
    # disagreement the reduction must keep while the padding around it goes
    from workers.pipeline import reduce_job
    from workers.settings import Settings

    padded = KERNEL.replace("x = torch.arange", "def unused(n):\n    return [i * i for i in range(n)]\n\n\n"
                                                 "z = unused(5)\nx = torch.arange")
    padded += 'for _ in range(3):\n    add_one[(1,)](x, y, BLOCK=8)\nprint("done")\n'
    res = reduce_job(padded, "triton-python", "python", ["--target", "cuda:90:32", "--differential"],
                     toolchain="triton-3.6.0", budget_s=120, jobs=2,
                     settings=Settings(triton={"versions": ["3.6.0"]}))
    out = res["reproducer"]
    assert res["verified"] and res["target"] == "cuda:90:32"
    assert "unused" not in out and "done" not in out
    assert launches_jit_kernel(out) and "print(" in out
    assert "empty" not in out  # torch.zeros -> torch.empty would print uninitialized memory
    assert res["after"]["lines"] < res["before"]["lines"]

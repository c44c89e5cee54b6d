"""The differential (miscompile) test on real processes. On this CPU-only machine the
"compiled" side runs with the stand-in driver, whose launches do nothing, so a kernel that
writes its output disagrees with the interpreter: that is the disagreement the test must see.
A script whose printed numbers do not depend on the kernel must not be interesting."""
from __future__ import annotations

from workers.triton.differential import differential_test, disagree, numbers
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
        test = differential_test(compiled, interp)
        assert test(KERNEL)
        unrelated = KERNEL.replace('print("y", y.tolist())', 'print("x", x.tolist())')
        assert not test(unrelated)
        assert not test("raise SystemExit(3)\n")

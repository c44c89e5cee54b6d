"""The harness on triton 2.x: a real 2.3.1 compile for a CUDA target runs to the cubin on the
CPU runner (the 2.3-shaped stand-in driver), and a hip target is ``n/a`` with the reason,
never an infrastructure error; reprobot's own AOT completion compiles on 2.3.1 too."""
from __future__ import annotations

import pytest

from reducers.outcome import Outcome
from reducers.reproducer import Reproducer
from workers.triton.adapter import TritonProject

OLDEST = "2.3.1"

KERNEL = ("import torch\nimport triton\nimport triton.language as tl\n\n@triton.jit\n"
          "def add(x, y, n, B: tl.constexpr):\n    o = tl.arange(0, B)\n"
          "    tl.store(y + o, tl.load(x + o) * 2, mask=o < n)\n")
LAUNCH = "a = torch.zeros(64, device='cuda')\nb = torch.empty_like(a)\nadd[(1,)](a, b, 64, B=64)\n"
# 2.3.1 aborts in make_llir on a cumsum result used in a dot-shaped product (bench/corpus/triton/7817)
SHARED_LAYOUT = ("import torch\nimport triton\nimport triton.language as tl\n\n@triton.jit\n"
                 "def k(o_data, BLK: tl.constexpr):\n    q = tl.zeros([BLK, 16], dtype=tl.float32)\n"
                 "    qq = tl.dot(q, q.T)\n    s = tl.zeros([BLK, 1], dtype=tl.float32)\n"
                 "    e = tl.cumsum(s, axis=0) * qq\n    o = tl.arange(0, BLK)\n"
                 "    tl.store(o_data + o[:, None] * BLK + o[None, :], e)\n\n"
                 "o = torch.zeros(32, 32, device='cuda')\nk[(1, 1)](o, BLK=32)\n")


@pytest.fixture(scope="module")
def project(toolchains):
    toolchains.ensure(OLDEST)
    p = TritonProject([OLDEST], jobs=1, test_timeout_s=120)
    yield p
    p.close()


def rep(source: str, backend: str = "cuda", arch: str = "90") -> Reproducer:
    return Reproducer(kind="triton-python", tool="python", source=source, triple=backend, cpu=arch)


@pytest.mark.slow
def test_cuda_launch_compiles_on_2x(project):
    r = project.run(rep(KERNEL + LAUNCH), f"triton-{OLDEST}", None)
    assert r.outcome == Outcome.CLEAN, (r.reason, r.stderr_tail)


@pytest.mark.slow
def test_aot_completion_compiles_on_2x(project):
    r = project.run(rep(KERNEL, arch="80"), f"triton-{OLDEST}", None)  # no launch: reprobot's AOT call
    assert r.outcome == Outcome.CLEAN, (r.reason, r.stderr_tail)


@pytest.mark.slow
def test_hip_on_2x_is_invalid_input_not_infra(project):
    r = project.run(rep(KERNEL + LAUNCH, "hip", "gfx942"), f"triton-{OLDEST}", None)
    assert r.outcome == Outcome.INVALID_INPUT and "no hip backend" in r.reason


@pytest.mark.slow
def test_compiler_crash_on_2x_is_seen(project):
    r = project.run(rep(SHARED_LAYOUT), f"triton-{OLDEST}", None)
    assert r.outcome == Outcome.REPRODUCES, (r.reason, r.stderr_tail)  # no reference: any crash
    assert r.exit_code == -6 and "getElemsPerThread is not supported for shared layout" in r.stderr_tail

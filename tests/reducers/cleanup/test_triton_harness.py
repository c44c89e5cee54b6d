"""Split reprobot's ahead-of-time compile harness off a Triton reproducer, before and after
the reducer rewrote it (comments gone, harness shortened)."""
from __future__ import annotations

from reducers.cleanup.triton_harness import split_harness
from reducers.triton.source import normalize
from workers.triton.adapter import complete_with_aot

KERNEL = '''import triton
import triton.language as tl

@triton.jit
def kernel(x_ptr, BLOCK: tl.constexpr):
    # the reporter's comment stays
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs))
'''


def test_completed_source_splits_back_into_kernel_and_harness():
    full = complete_with_aot(KERNEL, "hip:gfx942:64")
    kernel, harness = split_harness(full)
    assert kernel == KERNEL
    assert harness.startswith("# --- reprobot") and "def _reprobot_compile" in harness
    assert harness.rstrip().endswith("GPUTarget('hip', 'gfx942', 64))")
    compile(kernel + harness, "<joined>", "exec")  # joined again, it is one valid script


def test_after_the_reducer_rewrote_it():
    full = normalize(complete_with_aot(KERNEL, "cuda:90:32"))  # as the reducer writes it: no comments
    shortened = full.replace(", target=target)", ")").replace("fn, signature, constexprs, target", "fn, signature, constexprs")
    for text in (full, shortened):
        kernel, harness = split_harness(text)
        assert "_reprobot_compile" not in kernel and "GPUTarget" not in kernel and "def kernel" in kernel
        assert "_reprobot_compile(kernel" in harness


def test_no_harness_or_broken_text_is_all_kernel():
    launch = KERNEL + "kernel[(1,)](x, BLOCK=4)\n"
    assert split_harness(launch) == (launch, "")
    assert split_harness("def f(:\n") == ("def f(:\n", "")

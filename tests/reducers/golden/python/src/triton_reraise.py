import torch
import triton
import triton.language as tl


@triton.jit
def kernel(X):
    tl.store(X, 1)


def compile_or_report(text):
    # a wrapper that turns the tool's stderr into an exception, as some reproducers do
    raise RuntimeError("LLVM ERROR: " + text)


x = torch.zeros(1, device="cuda", dtype=torch.int32)
kernel[(1,)](x)
compile_or_report("Cannot select: t12: i32 = AMDGPUISD::BUFFER_LOAD_UBYTE t0, t3")

import torch
import triton
import triton.language as tl


@triton.jit
def kernel(X, N: tl.constexpr):
    # on 3.1 this crashed with: Assertion `isPowerOf2(N)' failed / LLVM ERROR: bad shape
    offs = tl.arange(0, N)
    tl.store(X + offs, offs)


x = torch.zeros(3, device="cuda", dtype=torch.int32)
kernel[(1,)](x, 3)

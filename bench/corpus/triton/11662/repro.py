import torch
import triton
import triton.language as tl


@triton.jit
def combine_two(a0, a1, b0, b1):
    s = a0 + b0
    return s, s


@triton.jit
def multi_reduce_kernel(x, y, out0, out1, M: tl.constexpr, K: tl.constexpr, N: tl.constexpr):
    m = tl.arange(0, M)
    k = tl.arange(0, K)
    n = tl.arange(0, N)

    xv = tl.load(x + m[:, None] * K + k[None, :])
    yv = tl.load(y + k[:, None] * N + n[None, :])

    prod = xv[:, :, None] * yv[None, :, :]

    r0, r1 = tl.reduce((prod, prod), axis=1, combine_fn=combine_two)

    tl.store(out0 + m[:, None] * N + n[None, :], r0)
    tl.store(out1 + m[:, None] * N + n[None, :], r1)


m, k, n = 16, 32, 16

x = torch.randn((m, k), device="cuda", dtype=torch.float32)
y = torch.randn((k, n), device="cuda", dtype=torch.float32)
out0 = torch.empty((m, n), device="cuda", dtype=torch.float32)
out1 = torch.empty((m, n), device="cuda", dtype=torch.float32)

multi_reduce_kernel[(1,)](
    x, y, out0, out1, m, k, n, num_warps=4
)
torch.cuda.synchronize()

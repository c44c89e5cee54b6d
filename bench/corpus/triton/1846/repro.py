import torch

import triton
import triton.language as tl


@triton.jit
def matmul_argmax_kernel(
    A,
    B,
    Out,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    BLOCK_K: tl.constexpr):

    offs_m = tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_K)

    a_ptrs = A + offs_m[:, None] * BLOCK_K + offs_d[None, :]
    b_ptrs = B + offs_n[:, None] * BLOCK_K + offs_d[None, :]

    a = tl.load(a_ptrs)
    b = tl.load(b_ptrs)

    dist = tl.dot(a, tl.trans(b))
    assignments = tl.argmax(dist, 1)
    tl.store(Out + offs_m, assignments)


M, N, K = 32, 32, 32

a = torch.rand(M, K, dtype=torch.float16, device="cuda")
b = torch.rand(N, K, dtype=torch.float16, device="cuda")
out = torch.zeros(M, dtype=torch.int32, device="cuda")

g = matmul_argmax_kernel[(1,)](a, b, out, BLOCK_M=M, BLOCK_N=N, BLOCK_K=K)

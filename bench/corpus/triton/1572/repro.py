import torch
import triton
import triton.language as tl


@triton.jit()
def buggy_k(
        A, B, C,
        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, UNROLL_FACTOR: tl.constexpr
):
    rm = tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    A = A + (rm[:, None] + rk[None, :])
    B = B + (rk[:, None] + rn[None, :])

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)

    for _ in tl.static_range(UNROLL_FACTOR):  # using range instead of static_range works
        a = tl.load(A)
        b = tl.load(B)
        acc += tl.dot(a, b)  # replace by a + b and it works
        A += BLOCK_K
        B += BLOCK_K

    C = C + (rm[:, None] + rn[None, :])
    tl.store(C, acc)


m, n, k = 1024, 1024, 1024
a = torch.randn(m, k, device="cuda", dtype=torch.float16)
b = torch.randn(k, n, device="cuda", dtype=torch.float16)
c = torch.empty((m, n), device="cuda", dtype=torch.float16)


buggy_k[(1,

import torch
import triton
import triton.language as tl


@triton.jit
def kernel(x, out, steps: tl.constexpr, M: tl.constexpr, K: tl.constexpr):
    m = tl.arange(0, M)
    k = tl.arange(0, K)

    acc = tl.zeros((M,), tl.float32)

    for i in tl.range(0, steps):
        v = tl.load(x + i * M * K + m[:, None] * K + k[None, :])
        r = tl.sum(v, axis=1)
        acc = -r

    tl.store(out + m, acc)


M, K, steps = 16, 256, 2

x = torch.randn((steps, M, K), device="cuda")
out = torch.empty((M,), device="cuda")

kernel[(1,)](x, out, steps, M, K)

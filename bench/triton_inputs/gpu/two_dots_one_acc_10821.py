# Reconstruction of triton-lang/triton#10821 (the excerpt is cut after the accumulator init):
# two tl.dot chained through one accumulator in a K-loop; the report shows wrong results on
# sm_103 for BM >= 64. Inputs are small integers in fp16, so every product and sum is exact
# and the compiled and interpreted results must be bit-identical.
import torch
import triton
import triton.language as tl


@triton.jit
def two_dots_one_acc(a1, a2, b1, b2, c, M, N, K,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    m = pm * BM + tl.arange(0, BM)
    n = pn * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), tl.float32)
    for k0 in range(0, K, BK):
        k = k0 + tl.arange(0, BK)
        x1 = tl.load(a1 + m[:, None] * K + k[None, :])
        x2 = tl.load(a2 + m[:, None] * K + k[None, :])
        y1 = tl.load(b1 + k[:, None] * N + n[None, :])
        y2 = tl.load(b2 + k[:, None] * N + n[None, :])
        acc = tl.dot(x1, y1, acc)
        acc = tl.dot(x2, y2, acc)
    tl.store(c + m[:, None] * N + n[None, :], acc)


def run(M=256, N=128, K=256, BM=128, BN=64, BK=32):
    g = torch.Generator().manual_seed(0)
    dev = "cuda"
    a1, a2 = (torch.randint(-3, 4, (M, K), generator=g).half().to(dev) for _ in range(2))
    b1, b2 = (torch.randint(-3, 4, (K, N), generator=g).half().to(dev) for _ in range(2))
    c = torch.empty((M, N), device=dev, dtype=torch.float32)
    two_dots_one_acc[(M // BM, N // BN)](a1, a2, b1, b2, c, M, N, K, BM=BM, BN=BN, BK=BK)
    ref = a1.float() @ b1.float() + a2.float() @ b2.float()
    print("sum", c.sum().item(), "row0", c[0, :4].tolist())
    print("maxerr_vs_torch", (c - ref).abs().max().item())


run()

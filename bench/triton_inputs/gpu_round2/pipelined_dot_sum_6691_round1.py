# round 1 result of bench/triton_inputs/gpu/pipelined_dot_sum_6691.py (guarded differential test, H100, triton 3.6.0)
import torch
import triton
import triton.language as tl

@triton.jit
def my_kernel(a_ptr, b_ptr, out_a_ptr, out_ab_ptr, N, D: tl.constexpr, BLOCK_SIZE_N_INNER: tl.constexpr=64):
    out_a = tl.zeros((D,), dtype=tl.float32)
    out_ab = tl.zeros((D, D), dtype=tl.float32)
    for k in range(0, tl.cdiv(N, BLOCK_SIZE_N_INNER)):
        rows = k * BLOCK_SIZE_N_INNER + tl.arange(0, BLOCK_SIZE_N_INNER)
        cols = tl.arange(0, D)
        mask = (rows < N)[:, None]
        block_a = tl.load(a_ptr + (rows[:, None] * D + cols[None,]), mask=mask, other=0.0)
        out_a += tl.sum(block_a.to(tl.float32))
        out_ab += tl.dot(tl.trans(block_a), tl.load(b_ptr + (rows[:, None] * D + cols[None,]), mask=mask, other=0.0))
    tl.store(out_a_ptr + tl.arange(0, D), out_a)
    tl.store(out_ab_ptr + tl.arange(0, D)[:, None] * D + tl.arange(0, D)[None,], out_ab)
N, D = (5000, 128)
a = torch.randint(-2, 3, (N * D,), device='cuda').to(torch.float16).reshape(N, D)
b = torch.randint(-2, 3, (N * D,), device='cuda').to(torch.float16).reshape(N, D)
errs = []
out_ab = torch.zeros(D, D, device='cuda')
my_kernel[1,](a, b, torch.zeros(D, device='cuda'), out_ab, N, D, num_stages=2)
errs.append((out_ab.double() - a.double().T @ b.double()).abs().max().item())
print('out_ab_maxerr_per_launch', errs)

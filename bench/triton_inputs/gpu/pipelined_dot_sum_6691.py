# https://github.com/triton-lang/triton/issues/6691 (open, label "bug"; reported 2025-05-02):
# "Ordering of lines matters with num_stages > 1" - a loop that loads a tile, accumulates its
# column sums (tl.sum) and the product of its transpose with a second tile (tl.dot) returns a
# wrong out_ab when software pipelining is on; swapping the two accumulating lines changes the
# result. Seen here on an H100 (sm_90) with triton 3.6.0 and fp16: num_stages=2 -> out_ab off by
# 63 in some entries, while the interpreter and num_stages=1 give the exact A^T @ B (for this
# exact kernel num_stages=3 happens to come out right; a variant that computes the offsets once
# fails with num_stages=2, 3 and 4 and is right with the two accumulating lines swapped). Not the
# masked loads: other=0.0, or N=4992 with no mask at all, fail the same way.
# Changes from the report: integer-valued fp16 inputs (every sum is exact, so a correct compiled
# run matches the interpreter bit for bit), other=0.0 on the masked loads (no undefined
# masked-off values), num_stages=2, 4 launches, prints instead of pytest.
import torch
import triton
import triton.language as tl


@triton.jit
def my_kernel(a_ptr, b_ptr,
        out_a_ptr,
        out_ab_ptr,
        N,
        D: tl.constexpr,
        BLOCK_SIZE_N_INNER: tl.constexpr = 64,
):
    out_a = tl.zeros((D,), dtype=tl.float32)
    out_ab = tl.zeros((D, D), dtype=tl.float32)

    n_iters = tl.cdiv(N, BLOCK_SIZE_N_INNER)
    for k in range(0, n_iters):
        rows = k * BLOCK_SIZE_N_INNER + tl.arange(0, BLOCK_SIZE_N_INNER)
        mask_rows = rows < N
        cols = tl.arange(0, D)

        offs_a = rows[:, None] * D + cols[None, :]
        offs_b = rows[:, None] * D + cols[None, :]
        ptrs_a = a_ptr + offs_a
        ptrs_b = b_ptr + offs_b
        mask = mask_rows[:, None]

        block_a = tl.load(ptrs_a, mask=mask, other=0.0)
        block_b = tl.load(ptrs_b, mask=mask, other=0.0)
        block_at = tl.trans(block_a)

        out_a += tl.sum(block_a.to(tl.float32), axis=0)
        out_ab += tl.dot(block_at, block_b)

    out_a_ptrs = out_a_ptr + tl.arange(0, D)
    tl.store(out_a_ptrs, out_a)

    out_ab_ptrs = out_ab_ptr + tl.arange(0, D)[:, None] * D + tl.arange(0, D)[None, :]
    tl.store(out_ab_ptrs, out_ab)


torch.manual_seed(0)
N, D = 5000, 128
a = torch.randint(-2, 3, (N * D,), device="cuda").to(torch.float16).reshape(N, D)
b = torch.randint(-2, 3, (N * D,), device="cuda").to(torch.float16).reshape(N, D)
ref = a.double().T @ b.double()
errs = []
for launch in range(4):  # the error varies from launch to launch, and a single launch can come out right
    out_a = torch.zeros(D, device="cuda")
    out_ab = torch.zeros(D, D, device="cuda")
    my_kernel[(1,)](a, b, out_a, out_ab, N, D, num_stages=2)
    errs.append((out_ab.double() - ref).abs().max().item())
print("out_ab_maxerr_per_launch", errs)
print("out_a_sum", out_a.sum().item())
print("out_ab_rowsums", out_ab.sum(1).tolist())

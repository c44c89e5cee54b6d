# --- measurement: repro.py is the kernel alone (no imports, tensors or launch); its last line, a comment, names the inputs: int8 a [M, K], int8 b [K, N], int32 out; BLOCK_M, BLOCK_N, BLOCK_K = 64, 32, 32; num_warps=4. Added, NOT from the text: the three imports; a global-memory allocator for the in-kernel tensor descriptors (triton.set_allocator, skipped on a release that has none); M = N = K = 256 (the issue names no sizes); the tensors with the dtypes and shapes the comment names; the launch on grid (M // BLOCK_M, N // BLOCK_N) with the comment's block sizes and num_warps=4. The kernel is unchanged.
import torch
import triton
import triton.language as tl

if hasattr(triton, "set_allocator"):
    triton.set_allocator(lambda size, alignment, stream: torch.empty(size, device="cuda", dtype=torch.int8))

@triton.jit
def matmul(out_ptr, a_ptr, b_ptr, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    a_d = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    b_d = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BLOCK_K, BLOCK_N])
    out_d = tl.make_tensor_descriptor(out_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    off_m = tl.program_id(0) * BLOCK_M
    off_n = tl.program_id(1) * BLOCK_N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for ki in tl.range(0, tl.cdiv(K, BLOCK_K), warp_specialize=True, num_stages=3):
        a = a_d.load([off_m, ki * BLOCK_K])
        b = b_d.load([ki * BLOCK_K, off_n])
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)
    out_d.store([off_m, off_n], acc)

# int8 a [M, K], int8 b [K, N], int32 out; BLOCK_M, BLOCK_N, BLOCK_K = 64, 32, 32; num_warps=4

M = N = K = 256
BLOCK_M, BLOCK_N, BLOCK_K = 64, 32, 32
a = torch.randint(-128, 127, (M, K), device="cuda", dtype=torch.int8)
b = torch.randint(-128, 127, (K, N), device="cuda", dtype=torch.int8)
out = torch.empty((M, N), device="cuda", dtype=torch.int32)
matmul[(M // BLOCK_M, N // BLOCK_N)](out, a, b, M, N, K, BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N, BLOCK_K=BLOCK_K, num_warps=4)

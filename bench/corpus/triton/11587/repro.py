@triton.jit
def matmul(out_d, a_d, b_d, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    off_m = tl.program_id(0) * BLOCK_M
    off_n = tl.program_id(1) * BLOCK_N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for ki in tl.range(0, tl.cdiv(K, BLOCK_K), warp_specialize=True, num_stages=2):
        a = a_d.load([off_m, ki * BLOCK_K])
        b = b_d.load([ki * BLOCK_K, off_n])
        acc = tl.dot(a, b, acc)
    out_d.store([off_m, off_n], acc)

a_d = TensorDescriptor.from_tensor(a, [128, 64])   # bf16 or fp16
b_d = TensorDescriptor.from_tensor(b, [64, 128])
out_d = TensorDescriptor.from_tensor(out, [128, 128])
matmul[(M // 128, N // 128)](out_d, a_d, b_d, K, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, num_warps=4)

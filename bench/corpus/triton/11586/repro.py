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

import torch
import triton
import triton.language as tl

@triton.jit
def mwe_kernel(o_data, BLK_SIZE: tl.constexpr):
    q_val = tl.zeros([BLK_SIZE, 16], dtype=tl.float32)
    q_squared = tl.dot(q_val, q_val.T)
    scale = tl.zeros([BLK_SIZE, 1], dtype=tl.float32)
    e = tl.cumsum(scale, axis=0) * q_squared

    o_ptr = tl.make_block_ptr(
        base=o_data,
        shape=(BLK_SIZE, BLK_SIZE),
        strides=(BLK_SIZE, 1),
        offsets=(0, 0),
        block_shape=(BLK_SIZE, BLK_SIZE),
        order=(0, 1),
    )

    tl.store(o_ptr, e.to(o_ptr.type.element_ty), boundary_check=(0, 1))


def mwe(ctx_len: int = 16, num_warps: int = 4):
    o = torch.zeros(ctx_len, ctx_len, device="cuda")
    kernel = mwe_kernel[(1, 1)](o, BLK_SIZE=ctx_len, num_warps=num_warps)
    return o

mwe(32)

import triton 
import triton.language as tl
import torch


@triton.jit
def pack_dx_u8_kernel(
    x_ptr, o_ptr,
    stride_xn,
    stride_xd,
    stride_on,
    N, D: tl.constexpr,
    BLOCK_N: tl.constexpr,
):

    last_range = tl.arange(0, 8)
    d_range = tl.arange(0, D)
    n_range = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)

    shift = tl.arange(0, 8).to(tl.uint8)
    shift = tl.view(shift, (1, 1, 8))

    # manipulate x
    x_offs = n_range[:, None, None] * stride_xn + d_range[None, :, None] * stride_xd + last_range
    x_data = tl.load(x_ptr + x_offs, mask=x_offs < N * D * 8)
    x_data <<= shift
    x_data = tl.sum(x_data, axis=-1)

    # write back to HBM
    o_offs = n_range[:, None] * stride_on +

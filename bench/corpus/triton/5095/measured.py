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
    # --- measurement: the excerpt is cut inside `o_offs = n_range[:, None] * stride_on +`. NOT from the text: the rest
    # of that line (+ d_range[None, :], the kernel's own names), the store of the packed bytes, and (below) the tensors
    # and the launch (N=64, D=16, BLOCK_N=16 picked here; x is the 0/1 uint8 tensor the prose describes, shaped N x D x 8).
    o_offs = n_range[:, None] * stride_on + d_range[None, :]
    tl.store(o_ptr + o_offs, x_data, mask=n_range[:, None] < N)


N, D, BLOCK_N = 64, 16, 16
x = torch.randint(0, 2, (N, D, 8), dtype=torch.uint8, device="cuda")
o = torch.empty((N, D), dtype=torch.uint8, device="cuda")
pack_dx_u8_kernel[(triton.cdiv(N, BLOCK_N),)](x, o, x.stride(0), x.stride(1), o.stride(0), N, D=D, BLOCK_N=BLOCK_N)

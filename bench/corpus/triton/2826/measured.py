import torch
import triton
import triton.language as tl

@triton.jit
def triton_(in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    tmp0 = tl.load(tl.make_block_ptr(in_ptr0, shape=[tl.math.llrint(1 + ((1/2)*ks0))], strides=[1], block_shape=[XBLOCK], order=[0], offsets=[xoffset]), boundary_check=[0])
    tmp1 = tl.math.llrint((1/2)*ks0)
    tmp2 = tmp0 + tmp1
    tl.store(tl.make_block_ptr(out_ptr0, shape=[tl.math.llrint(1 + ((1/2)*ks0))], strides=[1], block_shape=[XBLOCK], order=[0], offsets=[xoffset]), tmp2, boundary_check=[0])

# completion for measurement (no launch code in the issue): int64 tensors, ks0/xnumel as ints
x = torch.zeros(64, device="cuda", dtype=torch.int64)
y = torch.empty_like(x)
triton_[(1,)](x, y, 100, 51, XBLOCK=64)

@triton.jit
def triton_(in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    tmp0 = tl.load(tl.make_block_ptr(in_ptr0, shape=[tl.math.llrint(1 + ((1/2)*ks0))], strides=[1], block_shape=[XBLOCK], order=[0], offsets=[xoffset]), boundary_check=[0])
    tmp1 = tl.math.llrint((1/2)*ks0)
    tmp2 = tmp0 + tmp1
    tl.store(tl.make_block_ptr(out_ptr0, shape=[tl.math.llrint(1 + ((1/2)*ks0))], strides=[1], block_shape=[XBLOCK], order=[0], offsets=[xoffset]), tmp2, boundary_check=[0])

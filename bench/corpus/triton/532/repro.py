from torch import empty_strided
from triton import cdiv
import torch
import triton
import triton.language as tl


@triton.jit
def kernel5(in_ptr0, in_ptr1, out_ptr0, xnumel: tl.constexpr, ynumel: tl.constexpr, XBLOCK : tl.constexpr, YBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.reshape(tl.arange(0, XBLOCK), [XBLOCK, 1])
    xmask = xindex < xnumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.reshape(tl.arange(0, YBLOCK), [1, YBLOCK])
    ymask = yindex < ynumel
    y3 = yindex
    x0 = xindex
    y1_next = yindex // 128
    y2 = y1_next
    y1 = yindex % 128
    tmp0 = tl.load(in_ptr0 + y3, ymask)
    tmp5 = tl.load(in_ptr1 + 128*x0 + y1 + (196608*y2), xmask & ymask)
    tmp1 = 0
    tmp2 = tmp0 > tmp1
    tmp3 = tmp2 == tmp1
    tmp4 = -1000000000.0
    tmp6 = 8.0
    tmp7 = tmp5 / tmp6

    # VERSION 1: `LLVM ERROR: Broken function found, compilation aborted!`
    tmp8 = tl.where(tmp3, tmp4, tmp7)

    # VERSION 2: `TypeError: unsupported operand type(s) for *=: 'int' and 'constexpr'`
    # tmp8 = tl.where(tl.broadcast_to(tmp3, [XBLOCK, YBLOCK]), tmp4, tmp7)

    # VERSION 3: this works
    # tmp8 = tl.where(tmp3 + tl.zeros([XBLOCK, YBLOCK], tmp3.dtype), tmp4, tmp7)

    tmp9 = tl.exp(tmp8)
    tl.store(out_ptr0 + 128*x0 + y1 + (196608*y2)

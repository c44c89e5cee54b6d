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
    # --- measurement: the excerpt is cut inside this tl.store. NOT from the text: its value and mask (tmp9, xmask & ymask,
    # the kernel's own names), and (below) the tensors and the launch: xnumel=1536 and ynumel=256 (128*xnumel = 196608, the
    # kernel's own stride), XBLOCK=YBLOCK=32 picked here, fp32 tensors, grid cdiv(xnumel, XBLOCK) x cdiv(ynumel, YBLOCK).
    tl.store(out_ptr0 + 128*x0 + y1 + (196608*y2), tmp9, xmask & ymask)


xnumel, ynumel, XBLOCK, YBLOCK = 1536, 256, 32, 32
in0 = torch.randn(ynumel, device="cuda", dtype=torch.float32)
in1 = torch.randn(196608 * (ynumel // 128), device="cuda", dtype=torch.float32)
out0 = torch.empty_like(in1)
kernel5[(cdiv(xnumel, XBLOCK), cdiv(ynumel, YBLOCK))](in0, in1, out0, xnumel, ynumel, XBLOCK, YBLOCK)

# --- measurement: repro.py is cut inside its last statement (`..., xmask[:, None] & rma`) and has no launch. The cut line is finished as `rmask[None, :])` (the mask the loop builds and the load above uses). NOT from the text: the launch kernel0[(2,)](in, out, ks0=64, xnumel=16, rnumel=64, XBLOCK=8, RBLOCK=32) on two fp32 tensors of 16x64 (row stride ks0 = rnumel).
import torch
import triton
from torch import empty_strided, as_strided
import triton.language as tl

@triton.jit
def kernel0(in_ptr0, out_ptr0, ks0, xnumel, rnumel, XBLOCK : tl.constexpr, RBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK) # do not reshape index here, reshape it when used
    xmask = xindex < xnumel
    rbase = tl.arange(0, RBLOCK) # do not reshape index here, reshape it when used
    x0 = xindex
    _tmp1 = tl.zeros([XBLOCK, RBLOCK], tl.float32) + 0
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp0 = tl.load(in_ptr0 + (r1[None, :]) + (ks0*(x0[:, None])), xmask[:, None] & rmask[None, :])
        _tmp1 = tl.where(xmask[:, None] & rmask[None, :], _tmp1 + tmp0, _tmp1)
    tmp1 = tl.reshape(tl.sum(_tmp1, 1), [XBLOCK, 1]) # reshape 1-dim data to 2-dim
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp2 = tl.load(in_ptr0 + (r1[None, :]) + (ks0*(x0[:, None])), xmask[:, None] & rmask[None, :])
        tmp3 = tmp2 + tmp1 # map:at error
        tl.store(out_ptr0 + (r1[None, :]) + (ks0*(x0[:, None])), tmp3, xmask[:, None] & rmask[None, :])


in0 = torch.randn(16, 64, device="cuda")
out0 = torch.empty_like(in0)
kernel0[(2,)](in0, out0, 64, 16, 64, XBLOCK=8, RBLOCK=32)

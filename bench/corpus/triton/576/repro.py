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
        tl.store(out_ptr0 + (r1[None, :]) + (ks0*(x0[:, None])), tmp3, xmask[:, None] & rma

# --- measurement: the excerpt's block has no imports and a pseudo-code launch `kernel0(..., numel=1, XBLOCK=1)`. NOT from the text: the three imports and the launch kernel0[(1,)](torch.empty(1, device="cuda"), 1, XBLOCK=1) (one fp32 output, xnumel=1 as `numel=1` says, XBLOCK=1); the kernel is repro.py verbatim.
import torch
import triton
import triton.language as tl

@triton.jit
def kernel0(out_ptr2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.reshape(tl.arange(0, XBLOCK), [XBLOCK, 1])
    xmask = xindex < xnumel
    tmp6 = 1.0

    # this version works
    # tl.store(out_ptr2, tmp6)

    # this version: AttributeError: 'pointer_type' object has no attribute 'get_block_shapes'
    tl.store(out_ptr2, tmp6, xmask)


# kernel0(..., numel=1, XBLOCK=1)  (the excerpt's launch, pseudo-code)
kernel0[(1,)](torch.empty(1, device="cuda"), 1, XBLOCK=1)

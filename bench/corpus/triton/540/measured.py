# --- measurement: repro.py defines main() and never calls it; the report's traceback shows the call (`File ".../repro.py", line 23, in <module>` / `main()`). measured.py = repro.py verbatim + that call `main()`; nothing else added.
import triton
import torch
import triton.language as tl

@triton.jit()
def _kernel(OUT, stride_0, stride_1,
            BLOCK_0: tl.constexpr, BLOCK_1: tl.constexpr,
            ):
    r_q =tl.arange(0, BLOCK_0)
    rf = tl.arange(0, BLOCK_1)

    OUT = OUT + (r_q[:, None] * stride_0 + rf[None, :] * stride_1) 
    a = tl.zeros((BLOCK_0, BLOCK_1), dtype=tl.float32)
    tl.store(OUT, tl.sum(a, 1)[:,None])
    
    
def main():
    grid = lambda META: (1,)
    o = torch.zeros(64,64).cuda()
    _kernel[grid](o, o.stride(0), o.stride(1), BLOCK_0=64, BLOCK_1=64)
    return o


main()

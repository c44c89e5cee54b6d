import torch as th
import triton
import triton.language as tl

@triton.jit
def kernel(y_ptr):
    a = tl.view(tl.arange(0, 4*16*16).to(tl.float32), (4, 16, 16)) # Fails
    # a = tl.view(tl.arange(0, 4*16*16), (4, 16, 16)).to(tl.float32) # Somehow works
    # a = tl.zeros([4, 16, 16], dtype=tl.float32)+1 # Also works
    b = tl.dot(a, a)
    c = tl.sum(b, axis=0)
    offs = tl.arange(0, 16)[:, None] * 16 + tl.arange(0, 16)[None, :]
    tl.store(y_ptr + offs, c)

y = th.zeros([16, 16], device='cuda', dtype=th.float32)
grid = [1]
kernel[grid](y)

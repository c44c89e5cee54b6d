import torch
import triton.language as tl
import triton


@triton.jit
def kernel(C):
    C = C + tl.arange(0, 128)
    acc = tl.zeros((128,), dtype=tl.float32)
    acc += tl.load(C).to(tl.float32)  #<--- issue is this conversion
    tl.store(C, acc.to(tl.bfloat16))

c = torch.empty((128), device="cuda", dtype=torch.bfloat16)
grid = lambda META: (1,)
kernel[grid](c)

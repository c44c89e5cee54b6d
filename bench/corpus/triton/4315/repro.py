import torch
import triton
import triton.language as tl

@triton.jit
def f(out_ptr):
    out_ptr += tl.arange(0,1)
    acc = tl.zeros((2,1), tl.float32)
    for i in range(2):
        out = tl.sum(acc, axis=0)
        tl.store(out_ptr+i, out)
        acc += 1

out = torch.zeros(2, device='cuda')
f[(1,)](out)
print(out)

import torch

import triton
import triton.language as tl

@triton.jit
def repro(out):
    a = 1
    b = 2
    for _ in tl.range(2, flatten=True):
        for j in range(2):
            a += j
        a += b
        b = a
    tl.store(out, a)

out = torch.empty(1, dtype=torch.int32, device="cuda")
repro[(1,)](out)

import torch
import triton
import triton.language as tl
import numpy as np

SIZE = 128

@triton.jit
def kernel(Z: tl.pointer_type(tl.float32), X: tl.pointer_type(tl.float32), SIZE: tl.constexpr):
    off = tl.arange(0, SIZE)
    x = tl.load(X + off)
    z = x
    tl.store(Z + off, z)

x = np.random.normal(SIZE)
x_tri = torch.tensor(x, device='cuda')
z_tri = torch.tensor(np.empty_like(x), device='cuda')
kernel[(1, )](z_tri, x_tri, SIZE=SIZE, num_warps=4)

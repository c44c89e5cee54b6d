import torch

import triton
import triton.language as tl

@triton.jit
def sum_kernel(
    x_ptr,
    y_ptr,
    STRIDE: tl.constexpr,
    BLOCK_SIZE: tl.constexpr
):
    arange = tl.arange(0, BLOCK_SIZE)
    off = arange[:, None] * STRIDE + arange[None, :]
    x_val = tl.load(x_ptr + off)

    # This 2D reduction doesn't work
    x_sum = tl.sum(x_val, axis=1)
    x_sum = tl.sum(x_sum, axis=0)

    # This 1D reduction works
    #x_sum = tl.sum(tl.view(x_val, (BLOCK_SIZE*BLOCK_SIZE,)), axis=0)

    tl.store(y_ptr, x_sum)

BLOCK_SIZE = 128
x = torch.ones((BLOCK_SIZE, BLOCK_SIZE), device='cuda', dtype=torch.long)
y = torch.zeros((1,), device='cuda', dtype=torch.long)

sum_kernel[(1,)](x, y, x.stride(0), BLOCK_SIZE)
print(y)

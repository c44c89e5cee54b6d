#!/usr/bin/env python

import torch
import triton
import triton.language as tl

@triton.jit
def inner_store(ptrs, regs, mask):
    tl.store(ptrs, regs, mask=mask)
    return regs  # Return something

@triton.jit
def add_kernel(x_ptr,
               y_ptr,
               output_ptr,
               n_elements,
               BLOCK_SIZE: tl.constexpr,
               ):
    for block_start in range(0, n_elements, BLOCK_SIZE):
        offsets = block_start + tl.arange(0, BLOCK_SIZE)
        mask = offsets < n_elements
        x = tl.load(x_ptr + offsets, mask=mask)
        y = tl.load(y_ptr + offsets, mask=mask)
        output = x + y
        if block_start < 4096:
            # But ignore the return value
            inner_store(output_ptr + offsets, output, mask=mask)

DEVICE='cuda'
DTYPE=torch.float16

size = 256
# --- measurement: the excerpt is cut inside `x = torch.rand(size, dtype=`. NOT from the text: the rest of that line
# (dtype=DTYPE, device=DEVICE, the two names the script defines), y and output of the same shape, and the launch
# add_kernel[(1,)](x, y, output, size, BLOCK_SIZE=64) (one program: the kernel loops over the blocks itself).
x = torch.rand(size, dtype=DTYPE, device=DEVICE)
y = torch.rand(size, dtype=DTYPE, device=DEVICE)
output = torch.empty_like(x)
add_kernel[(1,)](x, y, output, size, BLOCK_SIZE=64)

import torch
import triton
import triton.language as tl

@triton.jit
def kernel():
    for _ in tl.static_range(0, 2):
        a: tl.constexpr = 2

kernel[(1,)]()

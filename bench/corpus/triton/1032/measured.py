# --- measurement: the excerpt's code block has no imports. NOT from the text: these three lines; the rest is repro.py verbatim.
import torch
import triton
import triton.language as tl

@triton.jit
def kernel(param, constexpr: tl.constexpr):
    constexpr and constexpr

kernel[(1,)](torch.zeros(1), constexpr=5)

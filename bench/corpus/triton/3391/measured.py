# --- measurement: the excerpt's code block has no imports and launches with `ch.randn(10).cuda()`. NOT from the text: these three lines (torch imported as `ch`, the name the launch uses); the rest is repro.py verbatim.
import torch as ch
import triton
import triton.language as tl

@triton.jit
def simple_modulo(input):
    values = tl.arange(0, 128).to(tl.uint32)
    even = values % 2
    
simple_modulo[(1,)](ch.randn(10).cuda())

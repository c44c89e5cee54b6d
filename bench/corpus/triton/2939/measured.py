# --- measurement: repro.py is an IPython session (In [n]: / ...: prompts, Out lines, a traceback). NOT from the text: the prompts, the Out lines and the traceback are dropped and the inputs kept in order, verbatim (In [8]'s bare `out` becomes print(out)).
import triton

import torch

import triton.language as tl

@triton.jit
def my_kernel(in_, out, mul):
    val = tl.load(in_)
    tl.store(out, val * mul.to(tl.int64))

in_ = torch.ones((1,), dtype=torch.long, device="cuda")

out = torch.empty((1,), dtype=torch.long, device="cuda")

my_kernel[1,](in_, out, 42)

print(out)

my_kernel[1,](in_, out, 1)

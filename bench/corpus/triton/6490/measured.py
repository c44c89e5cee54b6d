# --- measurement: imports, NOT from the text (neither code block of the issue has them).
import torch
import triton
import triton.language as tl

@triton.jit
def add(a, b):
    return a + b

@triton.jit
def sanitize_sum_kernel(Z, X, BLOCK: tl.constexpr):
    vals = tl.load(X + tl.arange(0, BLOCK))
    z = tl.reduce((vals,), 0, add)
    tl.store(Z, z)

BLOCK = 512
torch.manual_seed(42)
# --- measurement: the second block (the codegen failure) is cut inside this line; it and the lines below are the
# first block's own, verbatim (the report says the second block is the first one with one line modified), except its
# last line, torch.testing.assert_close(Z, X.sum().to(torch.int32)), left out: launches are no-ops here.
X = torch.randint(0, 10, [BLOCK], device="cuda", dtype=torch.int32)
X[:300] = 32 
X[300:] = 0
Z = torch.zeros((), device="cuda", dtype=torch.int32)
sanitize_sum_kernel[(1, )](Z, X, BLOCK=BLOCK)

# --- measurement: the excerpt has no kernel and no imports, only the reporter's jit helpers (repro.py, verbatim below) and the prose "it throws an error when used in a kernel". NOT from the text: the imports (libdevice from triton.language.extra, the module the Out[4] line names), `IS_HIP = False` (so round_triton is round_triton_nvidia, i.e. libdevice.round, the call the report says fails on ROCm), and a kernel + launch that applies round_triton to a 128-element fp32 block.
import torch
import triton
import triton.language as tl
from triton.language.extra import libdevice

IS_HIP = False

@triton.jit
def round_triton_nvidia(x):
    return libdevice.round(x)

@triton.jit
def round_triton_amd(x):
    return libdevice.floor(x + 0.50)

if IS_HIP:
    round_triton = round_triton_amd
else:
    round_triton = round_triton_nvidia

@triton.jit
def kernel(X, Y, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(Y + offs, round_triton(tl.load(X + offs)))


x = torch.randn(128, device="cuda")
y = torch.empty_like(x)
kernel[(1,)](x, y, BLOCK=128)

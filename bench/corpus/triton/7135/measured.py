# --- measurement: repro.py is the workaround block (two jit helpers and an IS_HIP switch) with no imports, no kernel and no launch. NOT from the text: the imports (`from triton.language.extra import libdevice`, the module the report's repr names), IS_HIP taken from the active target, and a kernel that loads 128 fp32 values, applies round_triton_nvidia (the helper calling libdevice.round, i.e. the report's "used in a kernel") and stores them, launched on one program; repro.py is kept verbatim in between.
import torch
import triton
import triton.language as tl
from triton.language.extra import libdevice

IS_HIP = triton.runtime.driver.active.get_current_target().backend == "hip"

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
def round_kernel(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(y_ptr + offs, round_triton_nvidia(x))


x = torch.randn(128, device="cuda")
y = torch.empty_like(x)
round_kernel[(1,)](x, y, BLOCK=128)

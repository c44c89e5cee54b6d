import triton
import triton.language as tl
import torch

@triton.jit
def fn(out_ptr, in_ptr, XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
    xindex = tl.arange(0, XBLOCK)[:, None]
    rindex = tl.arange(0, RBLOCK)[None, :]
    data = tl.load(in_ptr + rindex)
    scan = tl.cumsum(data, 1)
    expected_max = tl.sum(data, 1)
    tl.device_print("scan, sum = ", scan, expected_max)
    tl.device_assert(scan <= expected_max)
    tl.store(out_ptr + xindex * RBLOCK + rindex, scan)

XBLOCK, RBLOCK = 4, 32
in0 = torch.ones(1, RBLOCK, device="cuda")
out0 = torch.empty((XBLOCK, RBLOCK), device="cuda")
fn[(1,)](out0, in0, XBLOCK, RBLOCK, num_warps=XBLOCK)

import torch
import triton
import triton.language as tl


@triton.jit(noinline=True)  # if set to true -> crash
def func_noinline(tile_id):
    return 0, 0


@triton.jit()
def first_wave(C):
    BLOCK_M: tl.constexpr = 32
    tile_id = 0
    pid_m, pid_n = func_noinline(tile_id)
    zero = tl.zeros((BLOCK_M, BLOCK_M), dtype=tl.float16)
    rm = pid_m + pid_n + tl.arange(0, BLOCK_M)
    C_ = C + (rm[:, None] + rm[None, :])
    tl.store(C_, zero)


c = torch.empty((128, 128), device="cuda", dtype=torch.float16)
first_wave[(1,)](c)

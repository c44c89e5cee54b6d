import triton
import triton.language as tl
import torch

@triton.jit
def cast_kernel(
    X_PTR, BLOCK_SIZE: tl.constexpr
):
    idx = tl.arange(0, BLOCK_SIZE)
    x = tl.load(X_PTR + idx)
    x_bf16 = x.to(tl.bfloat16)
    x_fp8 = x_bf16.to(tl.float8e4nv)
    tl.store(X_PTR + idx, x_fp8)

BLOCK_SIZE = 128
x = torch.empty(BLOCK_SIZE, device='cuda').to(dtype=torch.float8_e4m3fn)

cast_kernel[(1,)](x, BLOCK_SIZE=BLOCK_SIZE)

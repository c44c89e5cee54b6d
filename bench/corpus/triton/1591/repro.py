import triton
import triton.language as tl
import torch

@triton.jit
def test_kernel(
    x_ptr,
    n_size,
    BLOCK_SIZE: tl.constexpr,
):
    pid = tl.program_id(0)
    block_start = pid * BLOCK_SIZE
    offset = block_start + tl.arange(0, BLOCK_SIZE)
    x = tl.load(x_ptr + offset)
    if pid < n_size:  # Just to construct an if statement
        a = x + 1
        a = a.to(tl.float32)



x = torch.randn((10), dtype=torch.float16, device="cuda")
n_size =x.numel()

test_kernel[(1,)](x, n_size, BLOCK_SIZE=1024)

import torch
import triton
import triton.language as tl

@triton.jit
def test_kernel(
    input,
    output,
    row_size: tl.constexpr,
    BLOCK_SIZE: tl.constexpr
):
    pid = tl.program_id(0)
    off = tl.arange(0, BLOCK_SIZE)
    row = tl.load(input + pid * row_size + off, mask=off<row_size, other=0)
    row = tl.sort(row)
    # row = row * row
    tl.store(output + pid * row_size + off, row, mask=off<row_size)

if __name__ == "__main__":
    a = torch.rand(8, 16, device='cuda', dtype=torch.bfloat16)
    b = torch.empty(8, 16, device='cuda', dtype=torch.bfloat16)
    test_kernel[(8, )](a, b, 16, 16)

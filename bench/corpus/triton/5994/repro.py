import torch
import triton
import triton.language as tl

@triton.jit
def kernel_with_tensor_method(
    x_ptr,
    output_ptr,
    n_elements,
    BLOCK_SIZE: tl.constexpr,
):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    
    x = tl.load(x_ptr + offsets, mask=mask)
    
    result = x.sum(axis=0)
    
    tl.store(output_ptr + pid, result)

x = torch.randn(1024, device='cuda')
output = torch.zeros(1, device='cuda')

grid = (1,)
block = 1024

kernel_with_tensor_method[grid](
    x_ptr=x,
    output_ptr=output,
    n_elements=x.numel(),
    BLOCK_SIZE=block,
)

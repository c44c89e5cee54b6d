import torch
import triton
import triton.language as tl

@triton.jit
def atomic_cas_kernel(
    x_ptr,
    output_ptr,
    size,
    BLOCK_SIZE: tl.constexpr,
    ):
    pid = tl.program_id(axis=0)  # We use a 1D launch grid so axis is 0
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < size
    
    t1 = tl.full((BLOCK_SIZE, ), 1, dtype=tl.int64)
    t2 = tl.full((BLOCK_SIZE, ), 2, dtype=tl.int64)
    result = tl.atomic_cas(x_ptr + offsets, t1, t2)
    
    tl.store(output_ptr + offsets, result, mask=mask)
    
size = 8
BLOCK_SIZE = 2

x = torch.full((size, ), 1, dtype=torch.int64, device='cuda')
output = torch.zeros((size,), dtype=torch.int64, device = 'cuda')

grid = lambda meta: (triton.cdiv(size, meta['BLOCK_SIZE']), )
atomic_cas_kernel[grid](x_ptr = x, output_ptr = output, size = size, BLOCK_SIZE = BLOCK_SIZE)
print(output)

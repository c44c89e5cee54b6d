#!/usr/bin/env python3
import torch
import triton
import triton.language as tl

@triton.jit
def minimal_max_bug_kernel(x_ptr, out_ptr, size, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    
    # Create a range of indices
    indices = tl.arange(0, BLOCK_SIZE)
    mask = indices < size
    
    # Load values
    values = tl.load(x_ptr + indices, mask=mask, other=0.0)
    
    # Create masked tensor with -inf for out-of-bounds
    masked_values = tl.where(mask, values, float('-inf'))
    
    # This tl.max causes: LLVM ERROR: Cannot select: intrinsic %llvm.nvvm.redux.sync.fmax
    max_val = tl.max(masked_values)
    
    # Store result
    if pid == 0:
        tl.store(out_ptr, max_val)

def test_minimal_bug():
    size = 100
    BLOCK_SIZE = 128  # Larger than size to trigger masking
    
    x = torch.randn(size, device="cuda", dtype=torch.float32)
    out = torch.zeros(1, device="cuda", dtype=torch.float32)
    
    # This should fail with the LLVM error
    grid = (1,)
    minimal_max_bug_kernel[grid](x, out, size, BLOCK_SIZE)
    return out

if __name__ == "__main__":
    test_minimal_bug()

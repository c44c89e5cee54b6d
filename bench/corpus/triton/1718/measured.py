# --- measurement: repro.py (the fused-softmax tutorial kernel with `tl.program_id(10)`) has no imports and no launch, and is cut inside its last line (`numerator = tl.exp(row`). The cut line is finished as `tl.exp(row_minus_max)` (the tutorial's line; the variable the line above defines). NOT from the text: the imports and a launch softmax_kernel[(4,)](y, x, x.stride(0), y.stride(0), 100, BLOCK_SIZE=128) on a 4x100 fp32 tensor (the tutorial's calling convention, output first).
import torch
import triton
import triton.language as tl

@triton.jit
def softmax_kernel(
    output_ptr, input_ptr, input_row_stride, output_row_stride, n_cols,
    BLOCK_SIZE: tl.constexpr
):
    # The rows of the softmax are independent, so we parallelize across those
    row_idx = tl.program_id(10)
    # The stride represents how much we need to increase the pointer to advance 1 row
    row_start_ptr = input_ptr + row_idx * input_row_stride
    # The block size is the next power of two greater than n_cols, so we can fit each
    # row in a single block
    col_offsets = tl.arange(0, BLOCK_SIZE)
    input_ptrs = row_start_ptr + col_offsets
    # Load the row into SRAM, using a mask since BLOCK_SIZE may be > than n_cols
    row = tl.load(input_ptrs, mask=col_offsets < n_cols, other=-float('inf'))
    # Subtract maximum for numerical stability
    row_minus_max = row - tl.max(row, axis=0)
    # Note that exponentiation in Triton is fast but approximate (i.e., think __expf in CUDA)
    numerator = tl.exp(row_minus_max)


x = torch.randn(4, 100, device='cuda')
y = torch.empty_like(x)
softmax_kernel[(4,)](y, x, x.stride(0), y.stride(0), 100, BLOCK_SIZE=128)

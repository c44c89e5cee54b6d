import torch
import triton
import triton.language as tl

# --- measurement: the excerpt is a kernel with `...` placeholders, no imports, no block sizes and no launch.
# NOT from the text: the imports, BATCH_BLOCK_SIZE=16 and DIM_BLOCK_SIZE=32 as constexpr globals, the three `...`
# filled with the pointers, load and mask the comments describe (A loaded as (BATCH_BLOCK_SIZE, 1) fp32), and the
# launch on fp32 tensors A, C of shape (16, 1). The two lines around tl.sum(B, axis=-1) are the text's, verbatim.
BATCH_BLOCK_SIZE = tl.constexpr(16)
DIM_BLOCK_SIZE = tl.constexpr(32)


@triton.jit
def mykernel(A, C):
    C_pointers = C + tl.arange(0, BATCH_BLOCK_SIZE)[:, None] # form pointers to entries of C for storing the result

    A = tl.load(A + tl.arange(0, BATCH_BLOCK_SIZE)[:, None]) # shape (BATCH_BLOCK_SIZE, 1), dtype=tl.float63)
    B = tl.zeros((BATCH_BLOCK_SIZE, 1, DIM_BLOCK_SIZE), dtype=tl.float32)
    A += tl.sum(B, axis=-1)

    tl.store(C_pointers, A, mask=tl.arange(0, BATCH_BLOCK_SIZE)[:, None] < 16)


A = torch.randn((16, 1), dtype=torch.float32, device="cuda")
C = torch.empty((16, 1), dtype=torch.float32, device="cuda")
mykernel[(1,)](A, C)

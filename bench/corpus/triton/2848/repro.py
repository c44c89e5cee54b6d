@triton.jit
def mykernel(A, C):
    C_pointers = ... # form pointers to entries of C for storing the result

    A = tl.load(...) # shape (BATCH_BLOCK_SIZE, 1), dtype=tl.float63)
    B = tl.zeros((BATCH_BLOCK_SIZE, 1, DIM_BLOCK_SIZE), dtype=tl.float32)
    A += tl.sum(B, axis=-1)

    tl.store(C_pointers, A, mask=...)

import triton
import triton.language as tl

@triton.jit
def kernel(value):
    a = tl.program_id(3)

kernel[(1,)](5)

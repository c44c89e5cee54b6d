import triton
import triton.language as tl
import torch

@triton.jit
def ok_func1():
    pid = tl.program_id(0)
    while pid < 5:
        # The crash does not happen if you comment out this line
        pid += 1
        return pid
    return pid


@triton.jit
def kernel3():
    ok_func1()

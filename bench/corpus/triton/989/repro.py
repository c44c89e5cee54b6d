import torch
import triton
import triton.language as tl

@triton.jit
def test_kernel(x_ptr, LOOP_NUM: tl.constexpr):
    # pid = tl.program_id(axis=0)
    for i in range(LOOP_NUM):
        print(i)

@triton.jit
def test_kernel_wrapper(x_ptr, LOOP_NUM: tl.constexpr):
    test_kernel(x_ptr, LOOP_NUM)

def test(loop_num=10):
    x = torch.randn(5).cuda() # avoid bug: RuntimeError: CUDA: Error- context is destroyed
    test_kernel_wrapper[(1, )](x, loop_num)

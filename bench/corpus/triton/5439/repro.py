import sys, os
import torch
import triton
import triton.language as tl
import triton.language.core as core


@triton.jit
def triton_flip_kernel(x_ptr, N: tl.constexpr):
    pid = tl.program_id(0)
    x = tl.load(x_ptr + pid * N + tl.arange(0, N))
    shape: tl.constexpr = (N //2 , 2)
    y = x.reshape(shape)
    y = tl.flip(y, dim=1).reshape(x.shape)
    tl.store(x_ptr + pid * N + tl.arange(0, N) ,y )


def flip_triton(x):
    grid = (x.shape[0], )
    triton_flip_kernel[grid](x, x.shape[1])

if __name__ == '__main__':
    x = torch.arange(
        0, 16,
        device='cuda',
    ).unsqueeze(0).float()
    x[:, -1] = float('inf')
    print(x)
    # [[ 0.,  1.,  2.,  3.,  4.,  5.,  6.,  7.,  8.,  9., 10., 11., 12., 13., 14., inf]]
    flip_triton(x)
    print(x)
    # [ 1.,  0.,  3.,  2.,  5.,  4.,  7.,  6.,  9.,  8., 11., 10., 13., 12., inf, nan]]

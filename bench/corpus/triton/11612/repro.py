import torch
import triton
import triton.language as tl


@triton.jit
def kernel(out):
    for _i in tl.range(0, 2, flatten=True):
        acc = 0
        for j in tl.range(0, 4):  # scf.for, one result
            acc = acc + j
        w = 0
        while w < 0:  #


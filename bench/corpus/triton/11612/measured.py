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
            w = w + 1
        tl.store(out, acc)


# --- measurement: the excerpt is cut at `while w < 0:  #`. NOT from the text: the while body `w = w + 1`, the use of
# the inner loop's carried `acc` after both inner loops (`tl.store(out, acc)`; the title says the value "is used
# afterwards"), and the launch below on a one-element int32 tensor.
out = torch.zeros(1, device="cuda", dtype=torch.int32)
kernel[(1,)](out)

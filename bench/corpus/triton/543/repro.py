import torch
import triton
import triton.language as tl


@triton.jit
def kernel2(in_ptr0, out_ptr5, xnumel: tl.constexpr, XBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.reshape(tl.arange(0, XBLOCK), [XBLOCK])
    xmask = xindex < xnumel
    tmp2 = tl.load(in_ptr0 + xindex, xmask)

    # VERSION 1: LLVM ERROR: Broken function found, compilation aborted!
    tmp39 = tl.log(tmp2)

    # VERSION 2: works
    # tmp39 = tl.log(tmp2.to(tl.float32))

    tl.store(out_ptr5 + xindex, tmp39, xmask)


def call():
    arg1 = torch.zeros((204, 204, 26), device="cuda", dtype=torch.float64)
    buf29 = torch.zeros((204, 204, 26), device="cuda", dtype=torch.float64)
    kernel2[(triton.cdiv(1082016, 1024),)](arg1, buf29, 1082016, 1024)


call()

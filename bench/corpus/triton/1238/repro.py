import torch
import triton
import triton.language as tl


@triton.jit
def _kernel(x):
  return

x = torch.empty((1, ), dtype=torch.float16, device='cuda')
_kernel[(1,)](x)

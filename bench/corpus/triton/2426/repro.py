import torch
import triton
import triton.language as tl

@triton.jit
def _kernel(out, key):
  tid = tl.program_id(0)
  out_ptr = out
  tl.store(out_ptr, key)

def test(x):
  grid = lambda meta: (1,)
  out = torch.zeros(1).cuda()
  _kernel[grid](out, x)
  torch.cuda.synchronize()
  print(out)

test(111)

import triton
import triton.language as tl
import torch

@triton.jit
def error(input, output):
  i = tl.program_id(0) / 3
  j = tl.program_id(0) % 3
  a = tl.load(input + ((i * 12) + (j * 4)) + tl.arange(0, 4))
  tl.store(output + ((i * 12) + (j * 4)) + tl.arange(0, 4), a)

@triton.jit
def noerror(input, output):
  k = tl.program_id(0)
  a = tl.load(input + (k * 4) + tl.arange(0, 4))
  tl.store(output + (k * 4) + tl.arange(0, 4), a)

def run_test():
  input = torch.arange(24, dtype=torch.float16, device="cuda:0").reshape((2, 3, 4))
  output = torch.zeros((2, 3, 4), dtype=torch.float16, device="cuda:0")
  num_warps = 2
  error[(6,)](input, output)
  print(output)

run_test()

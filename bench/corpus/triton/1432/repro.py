import triton
import triton.language as tl
import torch

@triton.jit
def error(leftmat, rightmat, output):
  #aa = tl.zeros((16, 16), dtype=tl.float16)
  for i in range(0, 2):
    #aa = aa + 0
    a = tl.load(leftmat + (i * 16 * 32) + tl.arange(0, 16)[:, None] + tl.arange(0, 32)[None, :])
    b = tl.load(rightmat + (i * 16 * 32) + tl.arange(0, 32)[:, None] + tl.arange(0, 16)[None, :])
    c = tl.dot(a, b).to(tl.float16)
    tl.store(output + (i * 16 * 16) + tl.arange(0, 16)[:,None]+ tl.arange(0, 16)[None,:], c)

leftmat = torch.arange(2*16*32, dtype=torch.float16, device="cuda:0").reshape((2, 16, 32))
rightmat = torch.arange(2*16*32, dtype=torch.float16, device="cuda:0").reshape((2, 32, 16))
output = torch.empty((2, 16, 16), dtype=torch.float16, device="cuda:0")

num_warps = 2
error[(1,)](leftmat, rightmat, output)
print(output)

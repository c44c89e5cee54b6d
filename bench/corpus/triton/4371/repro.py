import torch
import triton
import triton.language as tl


@triton.jit
def kernel(inputs_ref, inputs2_ref, out_ref, K: tl.constexpr):
  inputs = tl.load(inputs_ref + tl.arange(0, K))
  inputs2 = tl.load(inputs2_ref + tl.arange(0, K))

  result = tl.interleave(inputs, inputs_ref)

  tl.store(out_ref + tl.arange(0, 2 * K), result)


K = 8
device = torch.device("cuda")
inputs = torch.ones(K).to(device).contiguous()
inputs2 = torch.zeros(K).to(device).contiguous()
out = torch.zeros(2 * K).to(device).contiguous()
kernel[(1,)](inputs, inputs2, out, K)
print(out)

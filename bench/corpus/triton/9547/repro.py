import torch
import triton
import triton.language as tl

@triton.jit
def kernel(a_ptr, a0, b_ptr, b0, out, o0):
    for i in range(0, 8, 2):
        tl.store(out + i * o0, tl.load(a_ptr + i * a0))
        a_ptr = b_ptr
        a0 = b0  # <-- Fails here

a = torch.arange(8, dtype=torch.int32, device="cuda")
b = torch.arange(8, dtype=torch.int32, device="cuda") + 10
out = torch.zeros(8, dtype=torch.int32, device="cuda")

# a.stride(0) and b.stride(0) are both 1, so both get specialized to constexpr
kernel[(1,)](a, a.stride(0), b, b.stride(0), out, out.stride(0))

import triton
import triton.language as tl
import torch
torch.set_default_device("cuda")
VAL = 123
@triton.jit
def constexpr_test(out_ptr):
	tl.store(out_ptr, VAL)
test = torch.zeros((1,))
constexpr_test[(1,)](test)
print(test)

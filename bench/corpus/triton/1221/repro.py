import torch
import triton.language as tl
import triton


@triton.jit
def kernel(input_tensor, output_tensor, dest_dtype: tl.constexpr):
    indices = tl.arange(0, 16)
    input_ptr = input_tensor + indices
    output_ptr = output_tensor + indices
    input_data = tl.load(input_ptr).to(dest_dtype)
    tl.store(output_ptr, input_data)


input_tensor = torch.randint(-128, 127, (16, ), dtype=torch.int8, device="cuda")
output_tensor = torch.empty_like(input_tensor, dtype=torch.float32)
kernel[(1,)](input_tensor, output_tensor, dest_dtype=tl.float32)

assert torch.equal(input_tensor, output_tensor)

import torch
import triton

import trident

@triton.jit
def test_atomic_add(output_ptr, input_ptr, input_size):
    offset = triton.language.program_id(0)
    input_block_ptr = triton.language.make_block_ptr(
        input_ptr,
        shape=(input_size,),
        strides=(1,),
        offsets=(offset,),
        block_shape=(1,),
        order=(0,),
    )
    input = triton.language.load(input_block_ptr, boundary_check=(0,))
    output_block_ptr = triton.language.make_block_ptr(
        output_ptr,
        shape=(1,),
        strides=(1,),
        offsets=(offset,),
        block_shape=(1,),
        order=(0,),
    )

    # Crash!
    triton.language.atomic_add(output_block_ptr, input)

    # Crash!
    triton.language.atomic_add(output_ptr, input)

factory_kwargs = {"device": "cuda", "dtype": torch.float32}
input = torch.randn(4, **factory_kwargs)
output = torch.zeros(1, **factory_kwargs)

test_atomic_add[(input.numel(),)](output, input, input.numel())
print(output)

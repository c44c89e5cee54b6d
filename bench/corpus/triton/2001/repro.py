import torch
import triton
import trident

@triton.jit
def sum(
    output_ptr,
    input_ptr,
    height,
    width,
    axis: triton.language.constexpr,
    block_size: triton.language.constexpr,
    dtype: triton.language.constexpr,
):
    triton.language.device_assert(axis == 0 or axis == 1)

    program_id = triton.language.program_id(0)

    if axis == 0:
        input_block_ptr = triton.language.make_block_ptr(
            input_ptr,
            shape=(height, width),
            strides=(width, 1),
            offsets=(0, program_id),
            block_shape=(block_size, 1),
            order=(0, 1),
        )
        size_along_axis = height
        offsets = (block_size, 0)
    else:
        input_block_ptr = triton.language.make_block_ptr(
            input_ptr,
            shape=(height, width),
            strides=(width, 1),
            offsets=(program_id, 0),
            block_shape=(1, block_size),
            order=(1, 0),
        )
        size_along_axis = width
        offsets = (0, block_size)

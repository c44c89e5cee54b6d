@triton.jit
def sum(
    input_ptr,
    y_size,
    x_size,
    offset,
    dim,
    block_size: triton.language.constexpr,
    dtype: triton.language.constexpr,
):
    if dim == 0:
        input_block_ptr = triton.language.make_block_ptr(
            input_ptr,
            shape=(x_size, y_size),
            strides=(1, x_size),
            offsets=(offset, 0),
            block_shape=(1, block_size),
            order=(0, 1),
        )
        size_along_axis = y_size
    else:
        input_block_ptr = triton.language.make_block_ptr(
            input_ptr,
            shape=(y_size, x_size),
            strides=(x_size, 1),
            offsets=(offset, 0),
            block_shape=(1, block_size),
            order=(1, 0),
        )
        size_along_axis = x_size

    accumulation = triton.language.zeros((1, block_size), triton.language.float32)

    for _ in range(0, size_along_axis, block_size):
        input = triton.language.load(
            input_block_ptr, boundary_check=(1,), padding_option="zero"
        ).to

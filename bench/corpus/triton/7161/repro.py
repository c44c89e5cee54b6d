@triton.jit
def pack_uint8_to_float32_kernel(
    input_ptr,
    output_ptr,
    BLOCK_SIZE: tl.constexpr,
):
    pid = tl.program_id(axis=0)
    uint8_block_start = pid * BLOCK_SIZE * 4
    fp32_block_start = pid * BLOCK_SIZE

    input_ptr = input_ptr + uint8_block_start + tl.arange(0, 4)
    output_ptr = output_ptr + fp32_block_start

    for i in range(0, BLOCK_SIZE):
        u8_vals = tl.load(input_ptr + i * 4)
        f32_val = tl.cast(u8_vals, tl.float32, bitcast=True)
        tl.device_print(f32_val)
        tl.store(output_ptr + i, f32_val)

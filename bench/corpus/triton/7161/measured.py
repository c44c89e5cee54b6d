# --- measurement: the excerpt's code block has no imports and no launch. NOT from the text: the three imports,
# and the lines after the kernel (tensors and a launch with BLOCK_SIZE=4); the kernel is repro.py verbatim.
import torch
import triton
import triton.language as tl

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


# --- measurement (NOT from the text): 4*BLOCK_SIZE uint8 in, BLOCK_SIZE float32 out, one program.
BLOCK_SIZE = 4
x = torch.arange(4 * BLOCK_SIZE, dtype=torch.uint8, device="cuda")
out = torch.empty(BLOCK_SIZE, dtype=torch.float32, device="cuda")
pack_uint8_to_float32_kernel[(1,)](x, out, BLOCK_SIZE=BLOCK_SIZE)

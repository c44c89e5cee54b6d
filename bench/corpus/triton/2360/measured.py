# --- measurement: repro.py has no imports and its host function triton_cln is cut after `seq_length = x.size(2)` (no output allocation, no launch). NOT from the text: the three imports, and a launch of cln_kernel with one program per batch element (the kernel's own comment: "1 pid par élément du batch") on a (2, 4, 16) fp32 tensor: strides x.stride(0), num_channels=4, seq_length=16, BLOCK_SIZE=16; repro.py is kept verbatim.
import torch
import triton
import triton.language as tl

@triton.jit
def cln_kernel(
    input_ptr,
    output_ptr,
    input_stride,
    output_stride,
    num_channels: tl.constexpr,
    seq_length: tl.constexpr,
    BLOCK_SIZE: tl.constexpr,
):
    pid = tl.program_id(axis=0) # 1 pid par élément du batch
    line_offset = pid * input_stride
    batch_element = tl.zeros((num_channels, BLOCK_SIZE), dtype=tl.float32)
    for channel_idx in range(num_channels):
        channel_offset = channel_idx * seq_length
        offsets = tl.arange(0, BLOCK_SIZE)
        mask = offsets < seq_length
        channel_row = tl.load(input_ptr + line_offset + channel_offset + offsets, mask=mask)
        # The following line generates a compilation error
        # How am I supposed to write the channel_row line into the batch_element array ?
        batch_element[channel_idx] = channel_row
        tl.store(output_ptr + line_offset + channel_offset + offsets, channel_row, mask=mask)


def triton_cln(x: torch.Tensor):
    # We need to preallocate the output.
    batch_size = x.size(0)
    num_channels = x.size(1)
    seq_length = x.size(2)


x = torch.randn(2, 4, 16, device="cuda")
out = torch.empty_like(x)
cln_kernel[(x.size(0),)](x, out, x.stride(0), out.stride(0), num_channels=x.size(1), seq_length=x.size(2),
                         BLOCK_SIZE=triton.next_power_of_2(x.size(2)))

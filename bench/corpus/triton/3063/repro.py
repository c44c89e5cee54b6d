import torch
import triton
import triton.language as tl


@triton.jit
def _end_combine(a, b):
    if a == -1:
        return -1
    return b


@triton.jit
def kernel(index_ptr, value_ptr, BLOCK_SIZE: tl.constexpr):
    ids = tl.program_id(0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    index = tl.load(index_ptr + ids).to(tl.int32)

    index = tl.associative_scan(index, axis=0, combine_fn=_end_combine)[:, None]  # Problematic line
    # index = tl.associative_scan(index[:, None], axis=0, combine_fn=_end_combine)

    value = tl.load(value_ptr + index, mask=index != -1, other=0.)
    tl.device_print('value: ', value)


if __name__ == '__main__':
    torch.manual_seed(0)
    index = torch.randint(128, (128,), dtype=torch.int16, device='cuda')
    index[8] = -1

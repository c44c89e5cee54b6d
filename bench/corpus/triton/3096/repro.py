import torch
import triton
import triton.language as tl


@triton.jit
def kernel(cache_ptr, BLOCK_M: tl.constexpr):
    pid = tl.program_id(0)

    cache_block_ptr = tl.make_block_ptr(
        base=cache_ptr,
        shape=2 * BLOCK_M,
        strides=1,
        offsets=0,
        block_shape=BLOCK_M,
        order=0,
    )

    if pid % 2 == 0:
        cache_block_ptr2 = cache_block_ptr
        # cache = tl.load(cache_block_ptr)
    else:
        cache_block_ptr2 = tl.advance(cache_block_ptr, BLOCK_M)
        # cache = tl.load(tl.advance(cache_block_ptr, BLOCK_M))

    cache = tl.load(cache_block_ptr2)
    print('cache:', cache)


if __name__ == '__main__':
    BLOCK_M = 32
    cache = torch.arange(2 * BLOCK_M, device='cuda')

    kernel[(2,)](cache, BLOCK_M, num_warps=1)


import torch

import triton
import triton.language as tl


@triton.jit
def los_kernel(
    dist_ptr,
    coo_bounds_ptr,
    output_ptr,
    block_size: tl.constexpr,
    radial_size: tl.constexpr,
    n_elements: tl.constexpr,
):
    """Adds two vectors."""
    pid = tl.program_id(axis=0)
    block_start = pid * block_size

    block_off = block_start + tl.arange(0, block_size)
    block_mask = block_off < n_elements
    dist = tl.load(dist_ptr + block_off, mask=block_mask)

    rad_off = tl.arange(0, radial_size)
    rad_mask = rad_off < radial_size
    coo_bounds = tl.load(coo_bounds_ptr + rad_off, mask=rad_mask)

    coo_bounds = tl.reshape(coo_bounds, (1, radial_size))
    dist = tl.reshape(dist, (block_size, 1))
    sf = 1. / coo_bounds - 1. / dist

    output = tl.sum(sf, axis=1)
    block_off = block_start + tl.arange(0, block_size)
    tl.store(output_ptr + block_off, output, mask=block_mask)


def los(dist, coo_bounds):
    block_size = 8
    num_warps = 2

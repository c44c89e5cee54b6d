import numpy as np
import torch
import triton
import triton.language as tl


@triton.jit
def _ema_op(element_1, element_2):
    input_1, A_1 = element_1
    input_2, A_2 = element_2
    
    input_new = input_1 * A_2 + input_2
    A_new = A_1 * A_2
    
    return (input_new, A_new)


@triton.jit
def kernel(
    values,
    factors,
    Z,
    length: tl.constexpr,
):
    global_id = tl.num_programs(axis=1) * tl.program_id(axis=0) + tl.program_id(axis=1)

    offsets = tl.arange(0, length) + global_id * length

    values_tensor = tl.load(values + offsets)
    factors_tensor = tl.load(factors + offsets)
    # vf = bit_merge(values_tensor, factors_tensor)
    
    out_values, _ = tl.associative_scan((values_tensor, factors_tensor), 0, combine_fn=_ema_op)
    
    tl.store(Z + offsets, out_values)


def cumulative_ema(
    values: torch.Tensor,
    factors: torch.Tensor,
) -> torch.Tensor:
    """
    Compute cumulative exponential moving average on last axis of rank-3 inputs.

    Args:
        values: [B, N, T] float32 values

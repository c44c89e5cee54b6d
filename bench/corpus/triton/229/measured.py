import torch

import triton
import triton.language as tl

@triton.jit
def _triton_sum(X, OUT, xm_stride, xn_stride, out_stride, M, N, **META):
    pid_m = tl.program_id(0)
    rm = pid_m * META['BLOCK_M'] + tl.arange(0, META['BLOCK_M'])
    out = tl.zeros((META['BLOCK_M'],), dtype=tl.float32)
    for n in range(0, N, META['BLOCK_N']):
        rn = n + tl.arange(0, META['BLOCK_N'])
        X = X + rm[:, None] * xm_stride + rn[None, :] * xn_stride
        x = tl.load(X, mask=(rm < M)[:, None] & (rn < N)[None, :], other=0)
        out += tl.sum(x, axis=1)
    OUT = OUT + rm * out_stride
    tl.store(OUT, out, mask=rm < M)

def triton_sum(input):
    M, N = input.shape
    out = input.new_empty(M)
    grid = lambda META: (triton.cdiv(M, META['BLOCK_M']),)
    _triton_sum[grid](input, out, input.stride(0), input.stride(1), out.stride(0), M, N,
                      BLOCK_M=32, BLOCK_N=32)
    return out

if __name__ == '__main__':
    torch.manual_seed(0)
    X = torch.rand(8, 100, device='cuda')
    # --- measurement: the excerpt ends before the call; the wrapper it defines, on the tensor it builds ---
    triton_sum(X)

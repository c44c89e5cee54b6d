from triton.backends.compiler import GPUTarget
import triton
import triton.language as tl
import argparse


@triton.jit()
def kernel(
        A, B, C, P,
        M, N, num_sms,
        stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
        BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr):
    pid = tl.program_id(0)
    acc_dtype = tl.float32 if C.type.element_ty != tl.int8 else tl.int32
    #acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=acc_dtype)

    for i in range(3):
        rm = BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
        rn = BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
        rk = tl.arange(0, BLOCK_SIZE_K)
        A_BASE = A + rm[:, None] * stride_am + rk[None, :] * stride_ak + BLOCK_SIZE_K * stride_ak
        B_BASE = B + rk[:, None] * stride_bk + rn[None, :] * stride_bn + BLOCK_SIZE_K * stride_bk
        acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=

from triton.backends.compiler import GPUTarget
import triton
import triton.language as tl
import argparse


# --- measurement: repro.py (the description's first block) is cut at `dtype=`; the description's second
# block (below, verbatim) defines the same kernel further, up to `acc1 = tl` (dropped). The argparse/GPUTarget
# driver is not in the text: compiled ahead of time for the measured target instead.
@triton.jit()
def kernel(
        A, B, C, P,
        M, N, num_sms,
        stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
        BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr):
    pid = tl.program_id(0)
    acc_dtype = tl.float32 if C.type.element_ty != tl.int8 else tl.int32
    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=acc_dtype)

    for i in range(3):
        rm = BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
        rn = BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
        rk = tl.arange(0, BLOCK_SIZE_K)
        A_BASE = A + rm[:, None] * stride_am + rk[None, :] * stride_ak + BLOCK_SIZE_K * stride_ak
        B_BASE = B + rk[:, None] * stride_bk + rn[None, :] * stride_bn + BLOCK_SIZE_K * stride_bk
        acc = acc * 0.0

        for current_iter in range(8):
            a = tl.load(A_BASE)
            b = tl.load(B_BASE)
            acc += tl.dot(a, b)
            A_BASE += BLOCK_SIZE_K * stride_ak
            B_BASE += BLOCK_SIZE_K * stride_bk

        next_pid = pid + 1
        while (next_pid < num_sms):
            rm1 = tl.arange(0, BLOCK_SIZE_M)
            rn1 = tl.arange(0, BLOCK_SIZE_N)
            P_ = P + next_pid * BLOCK_SIZE_M * BLOCK_SIZE_N + rm1[:, None] * BLOCK_SIZE_N + rn1[None, :]


def _compile(fn, signature, constexprs):
    import triton
    from triton.compiler.compiler import ASTSource
    v = tuple(int(x) for x in triton.__version__.split(".")[:2])
    names = list(fn.arg_names)
    if v >= (3, 3):
        sig = {n: "constexpr" if n in constexprs else signature[n] for n in names}
        src = ASTSource(fn, sig, constexprs={(names.index(k),): c for k, c in constexprs.items()})
    elif v >= (3, 0):
        src = ASTSource(fn, {n: signature[n] for n in names if n not in constexprs}, constants=constexprs)
    else:
        src = ASTSource(fn, {names.index(n): signature[n] for n in names if n not in constexprs},
                        constants={names.index(k): c for k, c in constexprs.items()})
    return triton.compile(src)


# BLOCK_SIZE_M=256, BLOCK_SIZE_N=128 and f16 pointers: the IR dump in the thread's comment
# (tensor<256x128x!tt.ptr<f16>>, 256x128xf32 accumulator); BLOCK_SIZE_K=64 and P's dtype are not in the kept text.
_compile(kernel, {"A": "*fp16", "B": "*fp16", "C": "*fp16", "P": "*fp32", "M": "i32", "N": "i32", "num_sms": "i32",
                  "stride_am": "i32", "stride_ak": "i32", "stride_bk": "i32", "stride_bn": "i32",
                  "stride_cm": "i32", "stride_cn": "i32"},
         {"BLOCK_SIZE_M": 256, "BLOCK_SIZE_N": 128, "BLOCK_SIZE_K": 64})

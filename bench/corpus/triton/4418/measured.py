import torch
import triton
import triton.language as tl

@triton.jit
def fwd_kernel(
    out_LHD,
    stride_o_l,
    stride_o_h,
    stride_o_d,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    BLOCK_D: tl.constexpr,
):

    # current thread block index
    cur_head = tl.program_id(0)

    # data
    x = tl.zeros([BLOCK_N, BLOCK_D], dtype=tl.float16)
    y = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float16)

    # calculate
    p = tl.dot(y, x)
    alpha = tl.zeros([BLOCK_M], dtype=tl.float16)
    out = alpha[:, None] * p + p

    # store output
    offs_o = (
        tl.arange(0, BLOCK_M)[:, None] * stride_o_l
        + cur_head * stride_o_h
        + tl.arange(0, BLOCK_D)[None, :] * stride_o_d  # --- measurement: the excerpt is cut at `tl.arange(0, BLOCK_`; this completion is not in the text
    )
    tl.store(out_LHD + offs_o, out)  # --- measurement: the store "# store output" announces; not in the text


# --- measurement: the excerpt has no launch; compile ahead of time (sizes and the out dtype are not named) ---
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


_compile(fwd_kernel, {"out_LHD": "*fp16", "stride_o_l": "i32", "stride_o_h": "i32", "stride_o_d": "i32"},
         {"BLOCK_M": 128, "BLOCK_N": 64, "BLOCK_D": 64})

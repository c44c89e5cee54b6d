# --- measurement: the issue shows two lines of a kernel body; the kernel around them is NOT in the text
import triton
import triton.language as tl


@triton.jit
def kernel(P, M, Out, stride_m, stride_n, SIZE_M, SIZE_N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    offs = tl.arange(0, BLOCK_M)[:, None] * stride_m + tl.arange(0, BLOCK_N)[None, :] * stride_n
    p = tl.load(P + offs)  # "P is float32"
    M_block_ptr = tl.make_block_ptr(base=M, shape=(SIZE_M, SIZE_N), strides=(stride_m, stride_n), offsets=(0, 0),
                                    block_shape=(BLOCK_M, BLOCK_N), order=(1, 0))
    # --- the two lines, verbatim
    mask = tl.load(M_block_ptr, boundary_check=(0, 1), padding_option="zero")
    p = tl.where(mask, p, 0.0)
    # --- end of the lines
    tl.store(Out + offs, p)


# --- measurement: the excerpt has no launch; compile ahead of time (types and sizes are not named) ---
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


# M is a torch.bool tensor ("pytorch created a mask matrix of type bool"): triton's signature for it is *i1
_compile(kernel, {"P": "*fp32", "M": "*i1", "Out": "*fp32", "stride_m": "i32", "stride_n": "i32",
                  "SIZE_M": "i32", "SIZE_N": "i32"}, {"BLOCK_M": 64, "BLOCK_N": 64})

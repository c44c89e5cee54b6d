# --- measurement: the issue shows four lines of a kernel body (not runnable: no kernel, a placeholder
# pointer `XXX`, `if (minimum > 0 )return` is a SyntaxError). The kernel around them, the 2-D pointer
# block, the dtype and the sizes are NOT in the text; the four lines are kept, the last with `:` added.
import triton
import triton.language as tl


@triton.jit
def kernel(X, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    XXX = X + tl.arange(0, BLOCK_M)[:, None] * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]
    MASK = tl.load(XXX) # 2-D
    min_r = tl.min(MASK, axis=1)
    minimum = tl.min(min_r, axis=0)
    if (minimum > 0 ): return


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


_compile(kernel, {"X": "*i32"}, {"BLOCK_M": 32, "BLOCK_N": 32})

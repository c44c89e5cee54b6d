# --- measurement: the issue shows a two-line loop snippet ("a kernel containing a snippet like this"); the kernel
# around it (loads and a dot in the loop, so the loop is software-pipelined) is NOT in the text
import triton
import triton.language as tl


@triton.jit
def kernel(A, B, C, end, step, offset, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    acc = tl.zeros((BLOCK, BLOCK), dtype=tl.float32)
    # --- the two lines, verbatim (the loop body after them is not in the text)
    for idx in range(0, end, step):
        idx = idx + offset
        a = tl.load(A + idx + r[:, None] * BLOCK + r[None, :])
        b = tl.load(B + idx + r[:, None] * BLOCK + r[None, :])
        acc += tl.dot(a, b)
    tl.store(C + r[:, None] * BLOCK + r[None, :], acc)


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


_compile(kernel, {"A": "*fp16", "B": "*fp16", "C": "*fp32", "end": "i32", "step": "i32", "offset": "i32"},
         {"BLOCK": 32})

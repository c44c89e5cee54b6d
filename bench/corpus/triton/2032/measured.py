import torch
import triton
import triton.language as tl

@triton.jit
def sum(
    input_ptr,
    y_size,
    x_size,
    offset,
    dim,
    block_size: triton.language.constexpr,
    dtype: triton.language.constexpr,
):
    if dim == 0:
        input_block_ptr = triton.language.make_block_ptr(
            input_ptr,
            shape=(x_size, y_size),
            strides=(1, x_size),
            offsets=(offset, 0),
            block_shape=(1, block_size),
            order=(0, 1),
        )
        size_along_axis = y_size
    else:
        input_block_ptr = triton.language.make_block_ptr(
            input_ptr,
            shape=(y_size, x_size),
            strides=(x_size, 1),
            offsets=(offset, 0),
            block_shape=(1, block_size),
            order=(1, 0),
        )
        size_along_axis = x_size

    accumulation = triton.language.zeros((1, block_size), triton.language.float32)



# --- measurement: compile the kernel ahead of time (the issue has no complete launch) ---
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

_compile(sum, {"input_ptr": "*fp32", "y_size": "i32", "x_size": "i32", "offset": "i32", "dim": "i32"}, {"block_size": 16, "dtype": 0})

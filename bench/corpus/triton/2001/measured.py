# --- measurement (2026-11-27 relabel): repro.py with its unused `import trident` commented out, as reprobot's extraction does, and an ahead-of-time compile appended (no launch in the text; block_size=16, axis=0, as 2032's)
import torch
import triton
# import trident  (the reporter's own package, never used below: not available, commented out)

@triton.jit
def sum(
    output_ptr,
    input_ptr,
    height,
    width,
    axis: triton.language.constexpr,
    block_size: triton.language.constexpr,
    dtype: triton.language.constexpr,
):
    triton.language.device_assert(axis == 0 or axis == 1)

    program_id = triton.language.program_id(0)

    if axis == 0:
        input_block_ptr = triton.language.make_block_ptr(
            input_ptr,
            shape=(height, width),
            strides=(width, 1),
            offsets=(0, program_id),
            block_shape=(block_size, 1),
            order=(0, 1),
        )
        size_along_axis = height
        offsets = (block_size, 0)
    else:
        input_block_ptr = triton.language.make_block_ptr(
            input_ptr,
            shape=(height, width),
            strides=(width, 1),
            offsets=(program_id, 0),
            block_shape=(1, block_size),
            order=(1, 0),
        )
        size_along_axis = width
        offsets = (0, block_size)


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

_compile(sum, {"output_ptr": "*fp32", "input_ptr": "*fp32", "height": "i32", "width": "i32"}, {"axis": 0, "block_size": 16, "dtype": 0})

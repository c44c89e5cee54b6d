from typing import Optional, Tuple
import torch
import triton
import triton.language as tl

@triton.jit
def scaled_fp8_quant_kernel(out_ptr, input_ptr, scale_ptr, num_elems,
                            BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < num_elems

    input_vals = tl.load(input_ptr + offsets, mask=mask)
    scale_val = tl.load(scale_ptr)

    # Scale and convert to FP8 (torch.float8_e4m3fn == tl.float8e4nv)
    output_vals = input_vals / scale_val
    output_vals_fp8 = output_vals.to(tl.float8e4nv)

    tl.store(out_ptr + offsets, output_vals_fp8, mask=mask)


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

_compile(scaled_fp8_quant_kernel, {"out_ptr": "*fp8e4nv", "input_ptr": "*fp32", "scale_ptr": "*fp32", "num_elems": "i32"}, {"BLOCK_SIZE": 1024})

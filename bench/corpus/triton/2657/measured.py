import numpy as np
import torch
import triton
import triton.language as tl


@triton.jit
def _ema_op(element_1, element_2):
    input_1, A_1 = element_1
    input_2, A_2 = element_2
    
    input_new = input_1 * A_2 + input_2
    A_new = A_1 * A_2
    
    return (input_new, A_new)


@triton.jit
def kernel(
    values,
    factors,
    Z,
    length: tl.constexpr,
):
    global_id = tl.num_programs(axis=1) * tl.program_id(axis=0) + tl.program_id(axis=1)

    offsets = tl.arange(0, length) + global_id * length

    values_tensor = tl.load(values + offsets)
    factors_tensor = tl.load(factors + offsets)
    # vf = bit_merge(values_tensor, factors_tensor)
    
    out_values, _ = tl.associative_scan((values_tensor, factors_tensor), 0, combine_fn=_ema_op)
    
    tl.store(Z + offsets, out_values)


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

_compile(kernel, {"values": "*fp32", "factors": "*fp32", "Z": "*fp32"}, {"length": 32})

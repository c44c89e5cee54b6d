#!/usr/bin/env python3
    
import triton.language as tl
import triton
import torch


@triton.jit
def mvp_kernel(
    out_ptr, out_d1, out_d2, 
    BLOCK_LENGTH: tl.constexpr,
):         
    pid_x1 = tl.program_id(axis=0)
    pid_x2 = tl.program_id(axis=1)
    pid_rd = tl.program_id(axis=2)

    offs_d1 = (pid_x1 * BLOCK_LENGTH + tl.arange(0, BLOCK_LENGTH)).to(tl.uint64)
    offs_d2 = (pid_x2 * BLOCK_LENGTH + tl.arange(0, BLOCK_LENGTH)).to(tl.uint64)
    
    offs_out = (offs_d1[:, None] * out_d2) + (offs_d2[None, :])
    out_ptrs = out_ptr + offs_out
                                
    out_mask = (offs_d1 < out_d1)[:, None] & (offs_d2 < out_d2)[None, :]

    tl.atomic_add(out_ptrs, BLOCK_LENGTH, mask=out_mask)
    
                        


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

_compile(mvp_kernel, {"out_ptr": "*fp32", "out_d1": "i32", "out_d2": "i32"}, {"BLOCK_LENGTH": 16})

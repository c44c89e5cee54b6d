import torch
import triton
import triton.language as tl


@triton.jit
def _end_combine(a, b):
    if a == -1:
        return -1
    return b


@triton.jit
def kernel(index_ptr, value_ptr, BLOCK_SIZE: tl.constexpr):
    ids = tl.program_id(0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    index = tl.load(index_ptr + ids).to(tl.int32)

    index = tl.associative_scan(index, axis=0, combine_fn=_end_combine)[:, None]  # Problematic line
    # index = tl.associative_scan(index[:, None], axis=0, combine_fn=_end_combine)

    value = tl.load(value_ptr + index, mask=index != -1, other=0.)
    tl.device_print('value: ', value)


if __name__ == '__main__':
    torch.manual_seed(0)
    index = torch.randint(128, (128,), dtype=torch.int16, device='cuda')
    index[8] = -1


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

_compile(kernel, {"index_ptr": "*i16", "value_ptr": "*fp32"}, {"BLOCK_SIZE": 128})

import torch
import triton
import triton.language as tl

@triton.jit
def triton_(in_ptr0, out_ptr0, xnumel, ynumel, XBLOCK : tl.constexpr, YBLOCK : tl.constexpr):
    xnumel = 3072
    ynumel = 50176
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset  + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset  + tl.arange(0, YBLOCK)[None, :]
    ymask = yindex < ynumel
    x3 = xindex
    y2 = yindex
    x0 = xindex % 3
    x1 = (xindex // 3)
    tmp0 = tl.load(in_ptr0 + (y2 + (50176*x3)), xmask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (x0 + (3*y2) + (150528*x1)), tmp0, xmask)

x = torch.randn(1024, 3, 224, 224, dtype=torch.float16).cuda()
y = torch.randn(1024, 3, 224, 224, dtype=torch.float16).cuda().to(memory_format=torch.channels_last)
xnumel = x.shape[0] * x.shape[1]
ynumel = x.shape[2] * x.shape[3]
def grid(meta):
    return (
        triton.cdiv(xnumel, meta["XBLOCK"]),
        triton.cdiv(ynumel, meta["YBLOCK"]),
        1,
    )



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

_compile(triton_, {"in_ptr0": "*fp16", "out_ptr0": "*fp16", "xnumel": "i32", "ynumel": "i32"}, {"XBLOCK": 1, "YBLOCK": 1024})

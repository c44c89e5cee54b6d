import triton
import triton.language as tl

@triton.jit
def flip_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.flip(x)  # default dim=None
    tl.store(out_ptr + offs, y)

src = triton.compiler.ASTSource(
    fn=flip_kernel,
    signature={'x_ptr': '*fp32', 'out_ptr': '*fp32', 'BLOCK': 'constexpr'},
    constexprs={'BLOCK': 128},
)
target = triton.backends.compiler.GPUTarget('cuda', 80, 32)
triton.compile(src, target=target)

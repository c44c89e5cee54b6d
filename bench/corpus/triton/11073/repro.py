import triton
import triton.language as tl
from triton._filecheck import run_parser


@triton.jit
def kernel():
    vals: tl.constexpr = [a + b for a, b in ((1, 2), (3, 4))]
    tl.static_assert(vals[0] == 3)
    tl.static_assert(vals[1] == 7)


run_parser(kernel)

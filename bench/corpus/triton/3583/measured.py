# --- measurement: repro.py has no imports (it uses `triton` and `tl`). Added, NOT from the text: `import triton` and `import triton.language as tl`. Nothing else changed; the launch `kernel[(1,)](x=10)` is the issue's own.
import triton
import triton.language as tl

@triton.jit
def kernel(x:tl.constexpr):
    tl.static_assert(x == 10)
    tl.static_assert(x // 2 == 5)
    y = x // 2
    tl.static_assert(y == 5) # This fails

kernel[(1,)](x=10)

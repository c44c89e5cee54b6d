@triton.jit
def kernel(x:tl.constexpr):
    tl.static_assert(x == 10)
    tl.static_assert(x // 2 == 5)
    y = x // 2
    tl.static_assert(y == 5) # This fails

kernel[(1,)](x=10)

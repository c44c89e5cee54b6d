@triton.jit
def kernel(param, constexpr: tl.constexpr):
    constexpr and constexpr

kernel[(1,)](torch.zeros(1), constexpr=5)

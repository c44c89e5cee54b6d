@triton.jit
def add(a, b):
    return a + b

@triton.jit
def sanitize_sum_kernel(Z, X, BLOCK: tl.constexpr):
    vals = tl.load(X + tl.arange(0, BLOCK))
    z = tl.reduce((vals,), 0, add)
    tl.store(Z, z)

BLOCK = 512
torch.manual_seed(42)
X = torch.randint(0, 10, [BLOCK], de

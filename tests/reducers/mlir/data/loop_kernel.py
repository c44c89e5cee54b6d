import torch, triton, triton.language as tl

@triton.jit
def loop_kernel(x_ptr, y_ptr, out_ptr, n, K: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    acc = tl.zeros((BLOCK,), tl.float32)
    for k in range(0, n, K):
        x = tl.load(x_ptr + offs + k, mask=offs + k < n, other=0.0)
        acc += x * 2.0
    if tl.sum(acc) > 0:
        tl.store(out_ptr + offs, acc)
    a = tl.load(y_ptr + tl.arange(0, 16)[:, None] * 16 + tl.arange(0, 16)[None, :])
    d = tl.dot(a, a)
    tl.store(y_ptr + tl.arange(0, 16)[:, None] * 16 + tl.arange(0, 16)[None, :], d)

x = torch.randn(1024, device="cuda")
y = torch.randn(256, device="cuda")
o = torch.empty(1024, device="cuda")
loop_kernel[(4,)](x, y, o, 1024, K=64, BLOCK=256)

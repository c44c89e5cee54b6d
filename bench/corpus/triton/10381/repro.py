import torch, triton, triton.language as tl

@triton.jit
def k(out, a, b, D: tl.constexpr, BL: tl.constexpr):
    i = tl.program_id(0).to(tl.int64)
    o_l = tl.arange(0, BL); o_d = tl.arange(0, D)
    p = a + o_l * 0
    p = tl.where(o_l == 1, b, p)        # pick between two base ptrs per row
    v = tl.load(p[:, None] + (i * D + o_d[None, :]))
    tl.store(out + o_l[:, None] * D + o_d[None, :], v)

a = torch.randn(4, 64, device='cuda'); b = torch.randn(4, 64, device='cuda')
ptrs = torch.tensor([a.data_ptr(), b.data_ptr()], device='cuda')
out = torch.empty(4, 64, device='cuda')
k[(1,)](out, ptrs[0], ptrs[1], D=64, BL=4)

import torch, triton, triton.language as tl

@triton.jit
def k(out_ptr, x_ptr, SRC: tl.constexpr, IDX: tl.constexpr, R: tl.constexpr):
    src = tl.load(x_ptr + tl.reshape(tl.arange(0, R * SRC), (R, SRC)))
    idx = tl.reshape(tl.arange(0, R * IDX), (R, IDX)) % SRC
    tl.store(out_ptr + tl.reshape(tl.arange(0, R * IDX), (R, IDX)), tl.gather(src, idx, 1))

x = torch.arange(4096, dtype=torch.int32, device="cuda")
out = torch.zeros(4096, dtype=torch.int32, device="cuda")
k[(1,)](out, x, SRC=2, IDX=8, R=8, num_warps=2)   # asserts; num_warps=1 is fine

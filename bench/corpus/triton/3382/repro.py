import torch as th
import triton
import triton.language as tl

@triton.jit
def kernel(out_ptr):
    a : tl.constexpr = 2
    b : tl.constexpr = 16
    c : tl.constexpr = a * b

    X = tl.zeros([b, c], dtype=tl.float32)
    Y = tl.zeros([c, b], dtype=tl.float32)
    Z = tl.zeros([a, b, b], dtype=tl.float32)

    X_mm_Y = tl.dot(X, Y)
    broadcasted_X_mm_Y = tl.broadcast_to(X_mm_Y[None], [a, b, b])
    mm_3D = tl.dot(broadcasted_X_mm_Y, Z)

    offs = (tl.arange(0, 2)[:, None, None] * 16 * 16 +
            tl.arange(0, 16)[None, :, None] * 16 +
            tl.arange(0, 16)[None, None, :])
    tl.store(out_ptr + offs, mm_3D)

out = th.zeros([2, 16, 16], device='cuda', dtype=th.float32)
grid = [1]
kernel[grid](out)

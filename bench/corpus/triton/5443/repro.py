import torch
import triton
import triton.language as tl


@triton.jit
def broadcast_kernel(x_ptr, y_ptr, output_ptr, axis0: tl.constexpr, axis1_src: tl.constexpr, axis1_dst: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, axis0)[:, None] + tl.arange(0, axis1_src)[None, :])
    y = tl.load(y_ptr + tl.arange(0, axis0)[:, None] + tl.arange(0, axis1_src)[None, :])
    output = tl.broadcast(x, y)
    tl.store(output_ptr + tl.arange(0, axis0)[:, None] + tl.arange(0, axis1_dst)[None, :], output)


def broadcast_triton(x, y):
    axis0, axis1_src = x.shape
    _, axis1_dst = y.shape
    output = torch.empty((axis0, axis1_dst), dtype=torch.float32)
    broadcast_kernel[(1, )](x, y, output, axis0, axis1_src, axis1_dst)
    return output


def main():
    size = 2048
    x = torch.randn((size, 1), dtype=torch.float32)
    y = torch.randn((size, 2), dtype=torch.float32)
    broadcast_triton(x, y)

if __name__ == "__main__":
    main()

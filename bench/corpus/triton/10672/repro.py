import os
import math
import torch
import triton
import triton.language as tl

torch.manual_seed(0)


@triton.jit
def loop_value_escape_kernel(out_ptr):
    for _ in range(0, 1):
        value = 1.0
    tl.store(out_ptr, value)


def triton_impl():
    out = torch.empty((1,), device="cuda", dtype=torch.float32)
    loop_value_escape_kernel[1,](out, num_warps=1)
    return out


inputs = []


if __name__ == "__main__":
    out = triton_impl(*inputs)
    torch.cuda.synchronize()
    mode = "interpreter" if os.environ.get("TRITON_INTERPRET") == "1" else "jit"
    print("mode:", mode)
    print("out:", out.detach().cpu())

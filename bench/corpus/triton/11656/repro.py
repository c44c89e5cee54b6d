import torch
import triton
import triton.language as tl


@triton.jit
def flattened_empty_inner(out, ub):
    acc = tl.full((), 0, tl.int32)
    for _ in tl.range(0, 4, flatten=True):
        for _ in tl.range(5, ub):
            acc += 1
    tl.store(out, acc)


@triton.jit
def ordinary_empty_inner(out, ub):
    acc = tl.full((), 0, tl.int32)
    for _ in tl.range(0, 4):
        for _ in tl.range(5, ub):
            acc += 1
    tl.store(out, acc)


def run_case(ub):
    a = torch.empty((), device="cuda", dtype=torch.int32)
    b = torch.empty((), device="cuda", dtype=torch.int32)

    flattened_empty_inner[(1,)](a, ub, num_warps=1)
    ordinary_empty_inner[(1,)](b, ub, num_warps=1)
    torch.cuda.synchronize()

    print(
        f"ub={ub}: flattened={int(a.ite

# More reconstructions of triton-lang/triton#11153's kernel shape (the excerpt is cut):
# reductions (warp shuffles: convergent) under program_id-dependent control flow, with the
# store predicated on program_id. Each variant prints its y; the interpreter is the reference.
import torch
import triton
import triton.language as tl


@triton.jit
def v_branch_sum(a_ptr, x_ptr, y_ptr, M, N, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_programs = tl.num_programs(axis=0)
    offset = tl.arange(0, BLOCK_SIZE)
    mask = offset < N
    row = tl.load(a_ptr + pid * N + offset, mask=mask, other=0.0)
    x = tl.load(x_ptr + offset, mask=mask, other=0.0)
    if pid == 0:
        acc = tl.sum(row * x, axis=0)
    else:
        acc = tl.sum(x * row, axis=0)
    if pid < num_programs - 0:
        tl.store(y_ptr + pid, acc)


@triton.jit
def v_loop_fma(a_ptr, x_ptr, y_ptr, M, N, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_programs = tl.num_programs(axis=0)
    offset = tl.arange(0, BLOCK_SIZE)
    acc = tl.zeros((BLOCK_SIZE,), tl.float32)
    for i in range(pid, M, num_programs):
        row = tl.load(a_ptr + i * N + offset, mask=offset < N, other=0.0)
        x = tl.load(x_ptr + offset, mask=offset < N, other=0.0)
        acc = tl.fma(row, x, acc)
        s = tl.sum(acc, axis=0)
        if i == pid:
            tl.store(y_ptr + i, s)
        acc = tl.zeros((BLOCK_SIZE,), tl.float32)


@triton.jit
def v_early_exit(a_ptr, x_ptr, y_ptr, M, N, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offset = tl.arange(0, BLOCK_SIZE)
    mask = offset < N
    row = tl.load(a_ptr + pid * N + offset, mask=mask, other=0.0)
    x = tl.load(x_ptr + offset, mask=mask, other=0.0)
    acc = tl.sum(row * x, axis=0)
    if pid == 0:
        acc = tl.sum(tl.where(mask, row, 0.0) * x, axis=0)
    tl.store(y_ptr + pid, acc, mask=pid < M)


M, N = 4, 4
A = torch.ones(M, N, device="cuda")
x = torch.ones(N, device="cuda")
for k in (v_branch_sum, v_loop_fma, v_early_exit):
    for grid in ((M,), (2,)):
        for bs in (4, 64):
            y = torch.zeros(M, device="cuda")
            k[grid](A, x, y, M, N, BLOCK_SIZE=bs)
            print("y", y.tolist())

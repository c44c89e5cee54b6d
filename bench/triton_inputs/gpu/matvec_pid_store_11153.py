# Reconstruction of triton-lang/triton#11153 (the excerpt is cut inside the kernel): y = A @ x,
# one program per row, with a program_id-predicated store; the report (sm_86, 3.7.0) shows
# GPU y=[2,4,4,4] against the interpreter's [4,4,4,4].
import torch
import triton
import triton.language as tl


@triton.jit
def fma_kernel_original(a_ptr, x_ptr, y_ptr, M, N, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_programs = tl.num_programs(axis=0)
    offset = tl.arange(0, BLOCK_SIZE)
    mask = offset < N
    row = tl.load(a_ptr + pid * N + offset, mask=mask, other=0.0)
    x = tl.load(x_ptr + offset, mask=mask, other=0.0)
    acc = tl.sum(row * x, axis=0)
    if pid < num_programs:
        if pid == 0:
            partial = tl.sum(tl.where(offset < N // 2, row * x, 0.0), axis=0)
            acc = partial + tl.sum(tl.where(offset >= N // 2, row * x, 0.0), axis=0)
        tl.store(y_ptr + pid, acc)


M, N = 4, 4
A = torch.ones(M, N, device="cuda")
x = torch.ones(N, device="cuda")
for run in range(3):
    y = torch.zeros(M, device="cuda")
    fma_kernel_original[(M,)](A, x, y, M, N, BLOCK_SIZE=4)
    print("y", y.tolist())

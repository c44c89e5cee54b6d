import torch
import triton
import triton.language as tl

@triton.jit
def dot_kernel(
    A_ptr, B_ptr, C_ptr,
    M: tl.constexpr,
    K: tl.constexpr,
    N: tl.constexpr,
):
    row_start = tl.arange(0, M)
    col_start = tl.arange(0, N)
    k_range = tl.arange(0, K)

    A = tl.load(A_ptr + row_start[:, None] * K + k_range)
    B = tl.load(B_ptr + k_range[:, None] * N + col_start)

    C = tl.dot(A, B, out_dtype=tl.float16)

    tl.store(C_ptr + row_start[:, None] * N + col_start, C)

def test_dot():
    M = K = N = 16

    A = torch.randn((M, K), dtype=torch.float16, device='cuda')
    B = torch.randn((K, N), dtype=torch.float16, device='cuda')

    A_f8 = A.to(dtype=torch.float8_e4m3fn)
    B_f8 = B.to(dtype=torch.float8_e4m3fn)

    C = torch.empty((M, N), dtype=torch.float16, device='cuda')

    grid = (1,)
    dot_kernel[grid](
        A_f8, B_f8, C,
        M=M,
        K=K,
        N=N,
    )

    A_cpu = A.to(dtype=torch.float32)
    B_cpu = B.to(dtype=torch.float32)
    C_exp = torch.matmul(A_cpu, B_cpu).to(dtype=torch.float16)

    print("Computed Dot Product (float16):", C)
    print("Expected Dot Product (float16):", C_exp)


# --- measurement: the excerpt is cut in test_dot()'s last line (`assert torch.allclose(C, C_exp, ...),`, dropped)
# and never calls test_dot(); the one call the script is built for (not written in the text):
test_dot()

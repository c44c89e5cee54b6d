@triton.jit
def minimal_matmul_kernel(
    A_ptr, B_ptr, C_ptr,
    M: tl.constexpr, N: tl.constexpr, K: tl.constexpr,
):
    # Load tiles
    A = tl.load(A_ptr + tl.arange(0, M)[:, None] * K + tl.arange(0, K)[None, :])
    B = tl.load(B_ptr + tl.arange(0, K)[:, None] * N + tl.arange(0, N)[None, :])
    
    # This should work on Hopper hardware but fails in Triton
    C = tl.dot(A, B)  # Error: "Input shapes should have M >= 16, N >= 16 and K >= 16"
    
    tl.store(C_ptr + tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :], C)


# Test case that SHOULD work but doesn't
def test_small_n():
    M, N, K = 64, 8, 16  # N=8 is valid for WGMMA .m64n8k16
    
    A = torch.randn(M, K, device='cuda', dtype=torch.float16)
    B = torch.randn(K, N, device='cuda', dtype=torch.float16)
    C = torch.zeros(M, N, device='cuda', dtype=torch.float32)
    
    grid = (1,)
    minimal_matmul_kernel[grid](A, B, C, M, N, K)
    
    print("Success! N=8 worked.")

if __name__ == "__main__":
    test_small_n()

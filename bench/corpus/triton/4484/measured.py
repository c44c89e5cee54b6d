import sys
import torch
import triton
import triton.language as tl

@triton.jit
def fp8_load_kernel(x_ptr, z_ptr, N: tl.constexpr):
    x = tl.load(x_ptr+N)
    z = x.to(tl.float16)
    tl.store(z_ptr+N, z)

def fp8_load_test_tt(N, grid, dtype):
    x = torch.rand(N, device='cuda').to(dtype)
    z = torch.empty(N, dtype=torch.float16, device=x.device)
    fp8_load_kernel[grid](x, z, N)
    return z

def main():
    assert len(sys.argv) == 3, 'Missing arguments: [N] [grid]'
    N = int(sys.argv[1])
    grid = (int(sys.argv[2]), )
    z = fp8_load_test_tt(N, grid, torch.float8_e5m2)    # Doesn't work


# --- measurement: main() reads N and grid from the command line; the issue gives no values ---
sys.argv = [sys.argv[0], "1024", "1"]
main()

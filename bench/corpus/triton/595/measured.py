# --- measurement: repro.py has no imports and calls an undefined `ceildiv` for the grid. Added, NOT from the text: `import torch`, `import triton`, `import triton.language as tl` and `ceildiv = triton.cdiv` (integer ceiling division, what the name says; the grid is (1,) either way). Nothing else changed: the kernel, tensors and launch are the issue's own.
import torch
import triton
import triton.language as tl

ceildiv = triton.cdiv

@triton.jit
def exp(Y, stride_yn, X, stride_xn, N):
    n = tl.program_id(0)
    BLOCK_SIZE: tl.constexpr = 1024
    n_block = tl.arange(0, BLOCK_SIZE)
    
    z = tl.load(X + n * stride_xn + n_block, mask=n_block < N)
    
    value = tl.exp(z)

    Y = Y + n * stride_yn + n_block
    tl.store(Y, value, mask=n_block < N)

X = torch.normal(0, 1, size=(1024,), device='cuda')
Y = torch.empty_like(X, device='cuda')

grid = (ceildiv(X.shape[0], 1024),)
exp[grid](Y, Y.stride(0), 
              X, X.stride(0),
              X.shape[0])

torch_out = torch.exp(X)

print(f'The maximum difference between torch and triton is '
      f'{torch.max(torch.abs(torch_out - Y))}')

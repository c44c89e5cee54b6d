import triton
import triton.language as tl
import torch


@triton.jit
def kernel(A, B1, B2, BLOCK_SIZE: tl.constexpr):
    a = tl.load(A + tl.arange(0, BLOCK_SIZE))
    result1, result2 = tl.inline_asm_elementwise("",
        constraints=(
            "=r,=r,=r,=r,"
            "r"),
        args=[a],
        dtype=(tl.float16, tl.float16),
        is_pure=True,
        pack=4,
    )
    tl.store(B1 + tl.arange(0, BLOCK_SIZE), result1)
    tl.store(B2 + tl.arange(0, BLOCK_SIZE), result2)


BLOCK_SIZE = 64
a = torch.zeros(BLOCK_SIZE, device="cuda", dtype=torch.int8)
b1 = torch.zeros(BLOCK_SIZE, device="cuda", dtype=torch.float16)
b2 = torch.zeros(BLOCK_SIZE, device="cuda", dtype=torch.float16)
kernel[(1,)](a, b1, b2, BLOCK_SIZE)

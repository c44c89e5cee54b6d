import torch

import triton
import triton.language as tl


def test_inline_asm_packed():

    @triton.jit(debug=True)
    def kernel(X, Y, BLOCK: tl.constexpr):
        x = tl.load(X + tl.arange(0, BLOCK))
        # shift 4x8bits values together.
        y = tl.inline_asm_elementwise(
            "and.b32 $0, $1, 0x1F1F1F1F; \
                                       shl.b32 $0, $0, 3;",
            "=r,r",
            [
                x,
            ],
            dtype=tl.int8,
            is_pure=True,
            pack=4,
        )
        tl.store(Y + tl.arange(0, BLOCK), y)

    device = "cuda"
    shape = (256,)
    x = torch.randint(0, 255, size=shape, device=device, dtype=torch.uint8)
    x_tri = torch.tensor(x, device=device)
    y_tri = torch.empty_like(x_tri)
    kernel[(1,)](x_tri, y_tri, BLOCK=shape[0])
    y_ref = x << 3
    return y_tri, y_ref

y_tri, y_ref = test_inline_asm_packed()

print("max delta:", torch.max(torch.abs(y_tri - y_ref)))

import triton
import triton.language as tl


@triton.jit
def mwe_kernel(out_dtype: tl.constexpr):
    c = tl.zeros([16, 16], dtype=out_dtype)
    a = tl.full([16, 16], 1, dtype=tl.float16)
    b = tl.full([16, 16], 1, dtype=tl.float16)
    tl.dot(a, b, c)


def mwe():
    mwe_kernel[(1, )](out_dtype=tl.float32)  # works
    mwe_kernel[(1, )](out_dtype=tl.float16)  # assertionerror

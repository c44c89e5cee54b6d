import triton
import triton.language as tl


@triton.jit
def _kernel():
    a = tl.zeros((1, 1), dtype=tl.float8e5)
    b = tl.zeros((1, 1), dtype=tl.float8e5)
    a + b


def call_kernel():
    grid = (0,)
    _kernel[grid]()


if __name__ == "__main__":
    call_kernel()

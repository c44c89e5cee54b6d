In [1]: import triton

In [2]: import torch

In [3]: import triton.language as tl

In [4]: @triton.jit
   ...: def my_kernel(in_, out, mul):
   ...:     val = tl.load(in_)
   ...:     tl.store(out, val * mul.to(tl.int64))
   ...:

In [5]: in_ = torch.ones((1,), dtype=torch.long, device="cuda")

In [6]: out = torch.empty((1,), dtype=torch.long, device="cuda")

In [7]: my_kernel[1,](in_, out, 42)
Out[7]: <triton.compiler.compiler.CompiledKernel at 0x7fee5eea8850>

In [8]: out
Out[8]: tensor([42], device='cuda:0')

In [9]: my_kernel[1,](in_, out, 1)
---------------------------------------------------------------------------
AttributeError                            Traceback (most recent call last)
...
CompilationError: at 3:24:def my_kernel(in_, out, mul):
    val = tl.load(in_)
    tl.store(out, val * mul.to(tl.int64))
                        ^
AttributeError("'constexpr' object has no attribute 'to'")

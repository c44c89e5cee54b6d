# --- measurement: repro.py runs as given but its `torch.set_default_device("cuda")` makes `torch.zeros((1,))` a CUDA tensor, which this CPU-only stand-in cannot allocate (as given, 3.6.0 cuda:90: NotImplementedError from 'aten::empty.memory_format' on the 'CUDA' backend, before any compile). NOT from the text: that one line is commented out, so the buffer is made on the CPU (the stand-in's launches are no-ops); nothing else changed.
import triton
import triton.language as tl
import torch
# torch.set_default_device("cuda")  # commented out for the CPU-only measurement (see the first line)
VAL = 123
@triton.jit
def constexpr_test(out_ptr):
	tl.store(out_ptr, VAL)
test = torch.zeros((1,))
constexpr_test[(1,)](test)
print(test)

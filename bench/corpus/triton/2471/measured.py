import torch
import triton
import triton.language as tl

# --- measurement: the inline block has no imports (added above) and its two comment lines carry Markdown's escaped '\#'
# (a SyntaxError in Python), written '#' below; nothing else changed:
@triton.jit
def or_combine(x, y):
  return x | y

@triton.jit
def reduce_kernel(output_ptr, mask):
  data = (tl.arange(0, 4) == mask)
  data = tl.expand_dims(data, axis=(1, 2)), (4, 2, 2)

  # Do some computations

  data = tl.reduce(data, axis=1, combine_fn=or_combine)
  data = tl.reduce(data, axis=1, combine_fn=or_combine)

  # Do some computations

  data = tl.expand_dims(data, axis=(1, 2)), (4, 2, 2)
  out_tile = tl.arange(0, 4)[:, None, None] * 2 * 2 + tl.arange(0, 2)[None, :, None] * 2 + tl.arange(0, 2)[None, None, :]
  tl.store(output_ptr + out_tile, data)

def test_reduce_3d(mask):
  out = torch.empty((4,), dtype=torch.int32, device='cuda')
  reduce_kernel[(1,)](out, mask)
  return out

out = test_reduce_3d(1)

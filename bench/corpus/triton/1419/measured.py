import torch
import triton
import triton.language as tl

# --- measurement: the excerpt has no imports (added above) and is cut after `rtol = 1e-03`, before any launch.
# repro.py follows verbatim; the two calls at the end are the "other two" versions the prose says load in blocks
# ("one loading a vector, the other a matrix with only one row") through the script's own _sum_fn.
@triton.jit
def _sum_kernel(X, O, ver: tl.constexpr, sz: tl.constexpr, BLOCK: tl.constexpr):
  in_off = tl.program_id(0) * sz
  out_off = tl.program_id(0)

  acc = 0.0
  if ver == "no_block":
    for w in range(0, sz):
      acc += tl.load(X + in_off + w)
  elif ver == "hor_block":
    for w in range(0, sz, BLOCK):
      x = tl.load(X + in_off + w + tl.arange(0, BLOCK))
      acc += tl.sum(x, axis=0)
  else:
    for w in range(0, sz, BLOCK):
      x = tl.load(X + in_off + w + tl.arange(0, BLOCK)[None, :])
      acc += tl.sum(tl.sum(x, axis=1), axis=0)

  tl.store(O + out_off, acc)

def _sum_fn(a, ver):
  b, h, w = a.shape
  out = torch.zeros([b, h], dtype=a.dtype).cuda()
  _sum_kernel[(b * h,)](a, out, ver=ver, sz=w, BLOCK=16)
  return out

if __name__ == "__main__":
  x = torch.empty((8, 64, 128), dtype=torch.float32, device="cuda").normal_()
  ref = torch.sum(x, axis=-1)
  rtol = 1e-03
  _sum_fn(x, "hor_block")
  _sum_fn(x, "ver_block")

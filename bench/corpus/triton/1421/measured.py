# --- measurement: the excerpt's code block has no imports. NOT from the text: these three imports (torch, triton, triton.language as tl, the names the block uses); the rest is repro.py verbatim.
import torch
import triton
import triton.language as tl

@triton.jit
def _sum_kernel(X, Locks, O, width: tl.constexpr, use_atomic_add: tl.constexpr):
  in_off = tl.program_id(0) * width
  out_off = tl.program_id(0)

  for w in range(0, width):
    x = tl.load(X + in_off + w)
    if use_atomic_add:
      tl.atomic_add(O + out_off, x)
    else:
      while tl.atomic_cas(Locks + out_off, 0, 1) == 1:
        pass
      tl.store(O + out_off, tl.load(O + out_off) + x)
      tl.atomic_xchg(Locks + out_off, 0)


def _sum_fn(a, use_atomic_add):
  b, h, w = a.shape
  locks = torch.zeros([b, h], dtype=torch.int32, device='cuda')
  out = torch.zeros([b, h], dtype=a.dtype, device='cuda')
  _sum_kernel[(b * h,)](a, locks, out, width=w, use_atomic_add=use_atomic_add)
  return out

if __name__ == "__main__":
  x = torch.empty((8, 64, 128), dtype=torch.float32, device="cuda").normal_()
  ref = torch.sum(x, axis=-1)
  rtol = 1e-03

  print(torch.allclose(ref, _sum_fn(x, True), rtol=rtol))
  print(torch.allclose(ref, _sum_fn(x, False), rtol=rtol))

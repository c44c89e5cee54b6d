import torch
import triton
import triton.language as tl

@triton.jit
def kernel(
  numbers,
  CONSTANT: tl.constexpr
) -> None:
  pid = tl.program_id(axis=0)
  arange_multiple = tl.arange(0, 4)
  arange_single = tl.arange(1, 2)
  tl.device_print("check", arange_multiple)
  tl.device_print("1) this prints", tl.load(numbers + arange_multiple))
  tl.device_print("2) this prints", tl.load(numbers + arange_single))
#   tl.device_print("3) this does not", tl.load(numbers + pid.cast(tl.int32)))
#   tl.device_print("4) this does not", tl.load(numbers + pid.to(tl.int64)))
  tl.device_print("5) this does not", tl.load(numbers + CONSTANT))
  tl.device_print("6) this does not", tl.load(numbers + pid))

device = torch.device("cuda:0")

numbers = torch.tensor([1, 2, 3, 4]).squeeze(0).to(device).contiguous()
constant = 1
grid = (2,)

kernel[grid](
  numbers,
  CONSTANT=constant, num_warps=1
)

import torch
import triton
import triton.language as tl


SIZE = 64


@triton.jit(do_not_specialize=["flag"])
def repro(flag, in_ptr, out_ptr):
    offsets = tl.arange(0, SIZE)
    in_tensor = tl.load(in_ptr + offsets)
    if flag:
        return
    tl.store(out_ptr + offsets, in_tensor)


def main():
    in_tensor = torch.zeros((SIZE,), dtype=torch.float32, device="cuda")
    out_tensor = torch.empty_like(in_tensor)
    repro[1,](False, in_tensor, out_tensor)
    print(out_tensor)


if __name__ == "__main__":
    main()

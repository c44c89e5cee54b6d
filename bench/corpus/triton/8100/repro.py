import torch
import triton
import triton.language as tl


@triton.jit
def kernel(ptr):
    flag = True
    while flag:
        value = tl.load(ptr)
        if (tl.atomic_cas(ptr, value, value + 1) == value).item():
            flag = False


if __name__ == "__main__":
    # Works for uint32
    data = torch.zeros((1,), dtype=torch.uint32, device="cuda")
    kernel[(2, 1)](data)
    print("UINT32", data)  # UINT32 tensor([2], device='cuda:0', dtype=torch.uint32)

    # Fails for uint64
    data = torch.zeros((1,), dtype=torch.uint64, device="cuda")
    kernel[(2, 1)](data)
    print("UINT64", data)

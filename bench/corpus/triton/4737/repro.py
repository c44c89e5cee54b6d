import torch
import triton
import triton.language as tl

@triton.jit
def build_key_only_hashtable_kernel(
    key_ptr,
    bitmap_ptr,
    hashtable_ptr,
    size,
    hashtable_size,
    BLOCK_SIZE: tl.constexpr,
):
    pid = tl.program_id(axis=0)
    block_start = pid * BLOCK_SIZE
    offset = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offset < size
    bitmap = tl.load(bitmap_ptr + offset, mask=mask)
    mask = mask & bitmap.cast(tl.int1)
    key = tl.load(key_ptr + offset, mask=mask)
    hashkey = simple_mod_hash_kernel(key, hashtable_size)
    flag = tl.atomic_cas(hashtable_ptr + hashkey, tl.zeros_like(key), key)
    flag = flag.cast(tl.int1)
    while flag:
        hashkey = (hashkey + 1) % hashtable_size
        flag = tl.atomic_cas(hashtable_ptr + hashkey, tl.zeros_like(key), key)
        flag = flag.cast(tl.int1)

inp = torch.arange(0, 100, 1).to(torch.int32).to("cuda")
bitmap = torch.ones(100).to(torch.bool).to("cuda")
hashtable = torch.zeros(140).to(torch.int32).to("cuda")
grid = lambda meta: (triton.cdiv(100, meta["BLOCK_SIZE"]), )
build_key_only_hashtable_kernel[grid](
    inp, 
    bitmap,
    hashtable,
    100,
    140,
    BLOCK_SIZE=16,
)

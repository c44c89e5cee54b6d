import torch
import triton
import triton.language as tl

device = torch.device("cuda")
dtype = torch.float16
n_head = 32
n_ctx = 64  
head_dim = 128 
batch_size = 32

@triton.jit
def _fwd_kernel(
    Q, K, O, 
    BLOCK_Q: tl.constexpr, 
    BLOCK_KV: tl.constexpr,
    BLOCK_O: tl.constexpr,
    N_CTX: tl.constexpr, BATCH_SIZE: tl.constexpr, D_HEAD: tl.constexpr,
):
    head_index = tl.program_id(0)
    q_offset = head_index * BLOCK_Q + tl.arange(0, BLOCK_Q)
    q = tl.load(Q + q_offset)  
    q = tl.view(q, (BATCH_SIZE, D_HEAD))

    kv_offset = head_index * BLOCK_KV + tl.arange(0, BLOCK_KV)
    k = tl.load(K + kv_offset)
    k = tl.view(k, (D_HEAD,N_CTX))

    o = tl.dot(q, k, out_dtype=tl.float16)
    o = tl.view(o, (BATCH_SIZE * N_CTX,))

    o_offset = head_index * BLOCK_O + tl.arange(0, BLOCK_O)
    tl.store

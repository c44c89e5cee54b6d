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
    tl.store(O + o_offset, o)


# --- measurement: the excerpt is cut after `    tl.store`; the description names the whole line ("The code can
# work if I remove the line `tl.store(O + o_offset, o)`"), written above. NOT from the text: the launch below - one
# program per head, fp16 Q/K/O sized from the script's own n_head/batch_size/head_dim/n_ctx, and the block sizes the
# kernel's tl.view calls force (BLOCK_Q = batch_size*head_dim, BLOCK_KV = head_dim*n_ctx, BLOCK_O = batch_size*n_ctx).
Q = torch.randn(n_head * batch_size * head_dim, device=device, dtype=dtype)
K = torch.randn(n_head * head_dim * n_ctx, device=device, dtype=dtype)
O = torch.empty(n_head * batch_size * n_ctx, device=device, dtype=dtype)
_fwd_kernel[(n_head,)](Q, K, O, BLOCK_Q=batch_size * head_dim, BLOCK_KV=head_dim * n_ctx,
                       BLOCK_O=batch_size * n_ctx, N_CTX=n_ctx, BATCH_SIZE=batch_size, D_HEAD=head_dim)

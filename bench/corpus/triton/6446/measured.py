import torch
import triton
import triton.language as tl

# --- measurement: the excerpt has no imports; these three lines are added, the rest is repro.py verbatim.
@triton.jit
def dot_test(p, out, N:tl.constexpr, K:tl.constexpr, M:tl.constexpr):
	p_block = tl.make_block_ptr(
		base=p,
		shape=(N, K),
		strides=(K, 1),
		offsets=(0, 0),
		block_shape=(N, K),
		order=(0, 1)
	)
	out_block = tl.make_block_ptr(
		base=out,
		shape=(N, K),
		strides=(K, 1),
		offsets=(0, 0),
		block_shape=(N, K),
		order=(0, 1)
	)
	v1 = tl.load(p_block)
	v2=tl.full([K,M], 1.0, dtype=tl.bfloat16)
	q=tl.dot(v1,v2).to(tl.float32)
	tl.store(out_block,q)

dev=torch.device('cuda:0')

N=512
K=128
M=128
p=torch.zeros([N, K], dtype=torch.bfloat16).to(dev)
out=torch.zeros([N, M], dtype=torch.float32).to(dev)
grid=(1,1,1)
dot_test[grid](p, out, N=N, K=K, M=M, num_warps=8)

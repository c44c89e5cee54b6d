@triton.jit
def _clip_embed_fused(
	A,         # *Pointer* to first input vector (257xN).
	Out,       # *Pointer* to output vector (257xN).
	Position,  # *Pointer* position vector (257xN).
	Weight,    # *Pointer* weight vector (N).
	Bias,      # *Pointer* bias vector (N).
	eps: tl.constexpr,
):
	# position of elements processed by this program
	row = tl.program_id(0)
	Out += row * 1024
	A += row * 1024
	Position += row * 1024

	# loads
	cols = tl.arange(0, 1024)
	mask = cols < 1024
	a = tl.load(A + cols, other=0.).to(tl.float32)
	weight = tl.load(Weight + cols)
	bias = tl.load(Bias + cols)
	position = tl.load(Position + cols, other=0.).to(tl.float32)

	# position embedding
	a += position

	# compute mean
	mean = tl.sum(a, axis=0) / 1024

	# compute var

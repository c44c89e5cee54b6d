import triton
import triton.language as tl


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


# --- measurement: the block has no imports and no launch; compile it ahead of time (types and eps not named) ---
def _compile(fn, signature, constexprs):
    import triton
    from triton.compiler.compiler import ASTSource
    v = tuple(int(x) for x in triton.__version__.split(".")[:2])
    names = list(fn.arg_names)
    if v >= (3, 3):
        sig = {n: "constexpr" if n in constexprs else signature[n] for n in names}
        src = ASTSource(fn, sig, constexprs={(names.index(k),): c for k, c in constexprs.items()})
    elif v >= (3, 0):
        src = ASTSource(fn, {n: signature[n] for n in names if n not in constexprs}, constants=constexprs)
    else:
        src = ASTSource(fn, {names.index(n): signature[n] for n in names if n not in constexprs},
                        constants={names.index(k): c for k, c in constexprs.items()})
    return triton.compile(src)

_compile(_clip_embed_fused, {"A": "*fp32", "Out": "*fp32", "Position": "*fp32", "Weight": "*fp32", "Bias": "*fp32"}, {"eps": 1e-5})

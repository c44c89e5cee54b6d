import torch
import triton
import triton.language as tl

@triton.jit
def _kernel_body(
        particles_ptr,
        centroids_ptr,
        counts_ptr,
        NUM_PARTICLES: tl.constexpr,
        D: tl.constexpr,
        N_CENTROIDS: tl.constexpr,
):
    centroid_offsets = tl.arange(0, N_CENTROIDS)[:, None] * D + tl.arange(0, D)[None, :]
    centroids = tl.load(centroids_ptr + centroid_offsets)

    particle_offsets = tl.arange(0, NUM_PARTICLES)[:, None] * D + tl.arange(0, D)[None, :]
    particles = tl.load(particles_ptr + particle_offsets)
    
    dot_products = tl.dot(particles, tl.trans(centroids))
    
    assignments = tl.argmin(dot_products, axis=1)
    local_counts = tl.histogram(assignments, N_CENTROIDS)
    
    counts_offsets = tl.arange(0, N_CENTROIDS)
    prev_counts = tl.load(counts_ptr + counts_offsets)
    tl.store(counts_ptr + counts_offsets, prev_counts + local_counts)



# --- measurement: compile the kernel ahead of time (the issue has no complete launch) ---
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

_compile(_kernel_body, {"particles_ptr": "*fp32", "centroids_ptr": "*fp32", "counts_ptr": "*i32"}, {"NUM_PARTICLES": 64, "D": 16, "N_CENTROIDS": 16})

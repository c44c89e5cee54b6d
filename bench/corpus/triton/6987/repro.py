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

def initialize_centroids(particles: torch.Tensor, n_centroids: int = 16) -> torch.Tensor:
    num_particles, D = particles.shape
    
    centroid_indices = torch.randint(0, num_particles, (n_centroids,), device=particles.device)
    centroids = particles[centroid_indices]
    
    retu

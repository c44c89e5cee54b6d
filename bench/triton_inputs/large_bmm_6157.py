"""Batched small matmuls (3D tl.dot) with autotuning, a torch reference and benchmarks.

A realistic script around triton-lang/triton#6157: a 3D tl.dot with TRITON_F32_DEFAULT=ieee
(set below) aborts with `Assertion idx < size()' on Triton 3.0-3.2.
"""
import os

os.environ["TRITON_F32_DEFAULT"] = "ieee"

import itertools
import time

import torch
import triton
import triton.language as tl

DEVICE = torch.device("cuda")


def configs():
    out = []
    for bm, bn in itertools.product([16, 32], [16, 32]):
        for nw in [4, 8]:
            out.append(triton.Config({"BLOCK_M": bm, "BLOCK_N": bn}, num_warps=nw))
    return out


@triton.jit
def load_tile(ptr, L: tl.constexpr, R: tl.constexpr, C: tl.constexpr, stride_l, stride_r):
    offs_l = tl.arange(0, L)[:, None, None]
    offs_r = tl.arange(0, R)[None, :, None]
    offs_c = tl.arange(0, C)[None, None, :]
    return tl.load(ptr + offs_l * stride_l + offs_r * stride_r + offs_c)


@triton.jit
def scale_kernel(x_ptr, y_ptr, n, alpha, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(y_ptr + offs, x * alpha, mask=m)


@triton.autotune(configs=configs(), key=["K"])
@triton.jit
def bmm_kernel(a_ptr, b_ptr, c_ptr, K, stride_al, stride_am, stride_bl, stride_bk,
               L: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    a = load_tile(a_ptr, L, BLOCK_M, BLOCK_K, stride_al, stride_am)
    b = load_tile(b_ptr, L, BLOCK_K, BLOCK_N, stride_bl, stride_bk)
    acc = tl.dot(a, b)
    acc = acc * 1.0
    p_out = tl.make_block_ptr(
        c_ptr,
        shape=(L, BLOCK_M, BLOCK_N),
        strides=(BLOCK_M * BLOCK_N, BLOCK_N, 1),
        offsets=(0, 0, 0),
        block_shape=(L, BLOCK_M, BLOCK_N),
        order=(2, 1, 0),
    )
    tl.store(p_out, acc)


def scale(x, alpha):
    y = torch.empty_like(x)
    n = x.numel()
    scale_kernel[(triton.cdiv(n, 1024),)](x, y, n, alpha, BLOCK=1024)
    return y


def bmm(a, b):
    L, M, K = a.shape
    _, _, N = b.shape
    c = torch.empty((L, M, N), device=a.device, dtype=torch.float32)
    bmm_kernel[(1,)](a, b, c, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1), L=L, BLOCK_K=K)
    return c


def reference(a, b):
    return torch.bmm(a.double(), b.double()).float()


def max_err(x, y):
    return (x - y).abs().max().item()


def timed(fn, reps=20):
    fn()
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(reps):
        fn()
    torch.cuda.synchronize()
    return (time.perf_counter() - t) / reps * 1e3


def flops(L, M, N, K, ms):
    return 2 * L * M * N * K / (ms * 1e-3) / 1e12


def test_shapes(shapes):
    failures = []
    for (L, M, N, K) in shapes:
        a = torch.randn(L, M, K, device=DEVICE, dtype=torch.float32)
        b = torch.randn(L, K, N, device=DEVICE, dtype=torch.float32)
        c = bmm(a, b)
        ref = reference(a, b)
        err = max_err(c[:, :M, :N], ref)
        status = "ok" if err < 1e-4 else "FAIL"
        if status != "ok":
            failures.append((L, M, N, K, err))
        print(f"L={L} M={M} N={N} K={K}: err={err:.2e} {status}")
    return failures


def bench_shapes(shapes):
    rows = []
    for (L, M, N, K) in shapes:
        a = torch.randn(L, M, K, device=DEVICE)
        b = torch.randn(L, K, N, device=DEVICE)
        ms = timed(lambda: bmm(a, b))
        ms_ref = timed(lambda: torch.bmm(a, b))
        rows.append((L, M, N, K, ms, ms_ref, flops(L, M, N, K, ms)))
    return rows


def print_table(rows):
    print(f"{'L':>4} {'M':>4} {'N':>4} {'K':>4} {'triton ms':>10} {'torch ms':>10} {'TFLOP/s':>8}")
    for L, M, N, K, ms, ms_ref, tf in rows:
        print(f"{L:>4} {M:>4} {N:>4} {K:>4} {ms:>10.3f} {ms_ref:>10.3f} {tf:>8.2f}")


def check_scale():
    x = torch.randn(4096, device=DEVICE)
    y = scale(x, 2.0)
    if max_err(y, 2 * x) > 1e-6:
        print("scale kernel wrong")


def main():
    torch.manual_seed(0)
    check_scale()
    shapes = [(2, 16, 16, 16), (4, 32, 32, 16), (8, 16, 32, 32)]
    failures = test_shapes(shapes)
    if failures:
        print("failures:", failures)
    print_table(bench_shapes(shapes))
    print("best config:", bmm_kernel.best_config)


if __name__ == "__main__":
    main()

"""Fused softmax + row statistics with autotuning, a torch reference and a benchmark.

A realistic script around the kernel of triton-lang/triton#10909 (negative
tl.max_contiguous hint): the row-statistics kernel aborts in TritonGPUCoalesce (3.5+).
"""
import argparse
import math
import time

import torch
import triton
import triton.language as tl

DEVICE = "cuda"
DTYPES = {"fp32": torch.float32, "fp16": torch.float16}


def get_autotune_configs():
    configs = []
    for block in [256, 512, 1024]:
        for warps in [2, 4, 8]:
            configs.append(triton.Config({"BLOCK": block}, num_warps=warps, num_stages=1))
    return configs


@triton.jit
def _exp_helper(x):
    return tl.exp(x - tl.max(x, axis=0))


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    num = _exp_helper(x)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_stride + cols, num / den, mask=mask)


@triton.autotune(configs=get_autotune_configs(), key=["N"])
@triton.jit
def row_stats_kernel(mean_ptr, var_ptr, src_ptr, N, scale, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    offs = tl.max_contiguous(offs, -7)
    mask = offs < N
    x = tl.load(src_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    x = x * scale
    mean = tl.sum(x, axis=0) / BLOCK
    diff = tl.where(mask, x - mean, 0.0)
    var = tl.sum(diff * diff, axis=0) / BLOCK
    tl.store(mean_ptr + pid, mean)
    tl.store(var_ptr + pid, var)


def softmax(x):
    n_rows, n_cols = x.shape
    block = triton.next_power_of_2(n_cols)
    y = torch.empty_like(x)
    softmax_kernel[(n_rows,)](y, x, x.stride(0), y.stride(0), n_cols, BLOCK=block, num_warps=4)
    return y


def row_stats(x, scale=1.0):
    n = x.numel()
    grid = lambda meta: (triton.cdiv(n, meta["BLOCK"]),)
    nblocks = triton.cdiv(n, 256)
    mean = torch.empty(nblocks, device=x.device, dtype=torch.float32)
    var = torch.empty(nblocks, device=x.device, dtype=torch.float32)
    row_stats_kernel[grid](mean, var, x, n, scale)
    return mean, var


def reference_softmax(x):
    return torch.softmax(x.float(), dim=-1).to(x.dtype)


def reference_stats(x, block, scale=1.0):
    flat = x.flatten().float() * scale
    pad = (-flat.numel()) % block
    flat = torch.cat([flat, torch.zeros(pad, device=flat.device)])
    rows = flat.view(-1, block)
    return rows.mean(dim=1), rows.var(dim=1, unbiased=False)


def check_close(name, got, want, atol=1e-3, rtol=1e-3):
    if not torch.allclose(got.float(), want.float(), atol=atol, rtol=rtol):
        err = (got.float() - want.float()).abs().max().item()
        print(f"[{name}] mismatch: max abs err {err:.3e}")
        return False
    print(f"[{name}] ok")
    return True


def benchmark(fn, warmup=3, rep=10):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(rep):
        fn()
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) * 1e3 / rep


def gbps(nbytes, ms):
    return nbytes / (ms * 1e-3) / 1e9


def run_softmax(rows, cols, dtype):
    x = torch.randn(rows, cols, device=DEVICE, dtype=dtype)
    y = softmax(x)
    ok = check_close(f"softmax {rows}x{cols}", y, reference_softmax(x), atol=1e-2)
    ms = benchmark(lambda: softmax(x))
    print(f"softmax {rows}x{cols} {dtype}: {ms:.3f} ms, {gbps(2 * x.numel() * x.element_size(), ms):.1f} GB/s")
    return ok


def run_stats(n, dtype, scale):
    x = torch.randn(n, device=DEVICE, dtype=dtype)
    mean, var = row_stats(x, scale)
    best = row_stats_kernel.best_config
    block = best.kwargs["BLOCK"] if best is not None else 256
    want_mean, want_var = reference_stats(x, block, scale)
    ok = check_close("mean", mean[: want_mean.numel()], want_mean)
    ok = check_close("var", var[: want_var.numel()], want_var) and ok
    ms = benchmark(lambda: row_stats(x, scale))
    print(f"row_stats n={n} {dtype}: {ms:.3f} ms with {best}")
    return ok


def sweep(sizes, dtype):
    results = {}
    for rows, cols in sizes:
        results[(rows, cols)] = run_softmax(rows, cols, dtype)
    return results


def summarize(results):
    passed = sum(1 for v in results.values() if v)
    print(f"{passed}/{len(results)} configurations passed")
    return passed == len(results)


def parse_args():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--dtype", choices=sorted(DTYPES), default="fp32")
    p.add_argument("--n", type=int, default=1 << 16)
    p.add_argument("--scale", type=float, default=0.5)
    p.add_argument("--skip-softmax", action="store_true")
    return p.parse_args([])


def main():
    args = parse_args()
    torch.manual_seed(0)
    dtype = DTYPES[args.dtype]
    results = {}
    if not args.skip_softmax:
        results.update(sweep([(128, 256), (64, 1000), (32, 4096)], dtype))
    results[("stats", args.n)] = run_stats(args.n, dtype, args.scale)
    if not summarize(results):
        raise SystemExit(1)
    print("theoretical peak:", math.inf)


if __name__ == "__main__":
    main()

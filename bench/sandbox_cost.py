"""What the Docker sandbox costs per test, against the local sandbox (issue 5).

Measures, for each sandbox: opening + closing a session (a container, or a temp dir),
the per-test overhead (`true`), a typical interestingness test (llc -O2 on a small
AMDGPU IR file), and `put` of a 100 KiB file, local and Docker alternately. Reports min,
median and p90 (min is the least disturbed by other load). Prints a table and writes
bench/results/sandbox_cost.json and bench/results/sandbox_cost.md.

Usage: python bench/sandbox_cost.py [--runs N] [--llc /usr/lib/llvm-19/bin/llc]
"""
from __future__ import annotations

import argparse
import json
import platform
import statistics
import time
from pathlib import Path

from workers.sandbox.base import Limits
from workers.sandbox.docker import DockerSandbox
from workers.sandbox.local import LocalSandbox

IR = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %id, %n
  br i1 %c, label %then, label %done
then:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  %v = mul i32 %id, %n
  store i32 %v, ptr addrspace(1) %p
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""

RESULTS = Path(__file__).resolve().parent / "results"


def stats(xs: list[float]) -> dict[str, float]:
    xs = sorted(xs)
    return {"min_ms": round(xs[0] * 1e3, 2),
            "median_ms": round(statistics.median(xs) * 1e3, 2),
            "p90_ms": round(xs[min(len(xs) - 1, int(0.9 * len(xs)))] * 1e3, 2),
            "n": len(xs)}


def timed(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def bench(sandboxes: dict, runs: int, llc: str) -> dict[str, dict[str, dict[str, float]]]:
    """Local and Docker measured alternately, test by test, so a busy neighbour on a shared
    machine slows both alike. Returns {sandbox: {measurement: stats}}."""
    lim = Limits(wall_s=60, cpu_s=60, memory_mb=2048, pids=128, disk_mb=256)
    samples: dict[str, dict[str, list[float]]] = {k: {} for k in sandboxes}

    def add(kind: str, what: str, t: float) -> None:
        samples[kind].setdefault(what, []).append(t)

    def open_close(sb) -> None:
        with sb.session(lim) as s:
            s.run(["true"])

    for _ in range(max(3, runs // 4)):
        for kind, sb in sandboxes.items():
            add(kind, "session open+close (+1 run)", timed(lambda: open_close(sb)))
    llc_argv = [llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-O2", "repro.ll", "-o", "/dev/null"]
    blob = b"; padding\n" * 10_240
    sessions = {k: sb.session(lim) for k, sb in sandboxes.items()}
    opened = {k: cm.__enter__() for k, cm in sessions.items()}
    try:
        for s in opened.values():
            s.put("repro.ll", IR.encode())
            assert s.run(llc_argv).exit_code == 0  # warm caches
        for i in range(runs):
            for kind, s in opened.items():
                add(kind, "test overhead (`true`)", timed(lambda: s.run(["true"])))
                add(kind, "llc -O2 gfx942 small IR", timed(lambda: s.run(llc_argv)))
                add(kind, "put 100 KiB", timed(lambda: s.put(f"blob{i % 4}.ll", blob)))
    finally:
        for cm in sessions.values():
            cm.__exit__(None, None, None)
    return {k: {w: stats(v) for w, v in d.items()} for k, d in samples.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=40)
    ap.add_argument("--llc", default="/usr/lib/llvm-19/bin/llc")
    a = ap.parse_args()
    load0 = __import__("os").getloadavg()[0]  # the machine may be shared: record how busy it was
    res = bench({"local": LocalSandbox(), "docker": DockerSandbox()}, a.runs, a.llc)
    rows = []
    for what in res["local"]:
        lo, do = res["local"][what], res["docker"][what]
        rows.append((what, lo["min_ms"], lo["median_ms"], lo["p90_ms"], do["min_ms"], do["median_ms"], do["p90_ms"],
                     round(do["min_ms"] - lo["min_ms"], 2), round(do["median_ms"] - lo["median_ms"], 2)))
    head = ("measurement", "local min ms", "local median ms", "local p90 ms", "docker min ms", "docker median ms",
            "docker p90 ms", "docker extra (min) ms", "docker extra (median) ms")
    md = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    md += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    import os

    meta = {"host": platform.node(), "cpus": os.cpu_count(), "runs": a.runs, "llc": a.llc,
            "loadavg_1m": round(max(load0, os.getloadavg()[0]), 2),
            "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    text = "\n".join(md)
    print(text)
    print(f"\n{meta}")
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "sandbox_cost.json").write_text(json.dumps({"meta": meta, "results": res}, indent=2) + "\n")
    (RESULTS / "sandbox_cost.md").write_text(
        f"Sandbox cost per test ({meta['when']}, {meta['cpus']} CPUs, load average {meta['loadavg_1m']}, "
        f"{a.runs} runs each; "
        f"`python bench/sandbox_cost.py`)\n\n{text}\n")


if __name__ == "__main__":
    main()

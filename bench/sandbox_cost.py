"""What the Docker sandbox costs per test, against the local sandbox (issue 5).

Measures, for each sandbox: opening + closing a session (a container, or a temp dir),
the per-test overhead (`true`), a typical interestingness test (llc -O2 on a small
AMDGPU IR file), and `put` of a 100 KiB file, local and Docker alternately. Reports min,
median and p90 (min is the least disturbed by other load). Prints a table and writes
bench/results/sandbox_cost.json and bench/results/sandbox_cost.md.

Usage: python bench/sandbox_cost.py [--runs N] [--llc /usr/lib/llvm-19/bin/llc]

The Docker sandbox is measured on each OCI runtime Docker has: runc (its default) and gVisor's
runsc when registered (scripts/setup.d/20-docker.sh), the default of the sandbox's "auto".

--triton [--release 3.6.0] [--issues 10909,2986,566]: instead, Triton's warm runner on the
host vs in a Docker sandbox container: server start (a container + triton/torch imports,
warm image) and per-test cost on corpus kernels (the reporter's script as extracted, run
as a reduction's test is), alternately; writes bench/results/sandbox_cost_triton.{json,md}
(`_runsc` added to the name for `--runtime runsc`).
Goals: per-test docker/local <= 1.3, server start in the container <= 3 s.
"""
from __future__ import annotations

import argparse
import json
import platform
import statistics
import time
from pathlib import Path

from workers.sandbox.base import Limits
from workers.sandbox.docker import GVISOR, DockerSandbox, registered_runtimes
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


def bench_triton(release: str, issues: list[str], runs: int, runtime: str | None) -> None:
    """The Triton half (see the module docstring); runtime: the Docker sandbox's (None: runc)."""
    import os

    from tests.conftest import CORPUS, load_issue
    from workers.triton.adapter import TritonProject, target_of
    from workers.triton.runner import TestLimits, WarmRunner

    proj = TritonProject([release])
    python = str(proj.toolchains_mgr.ensure(release))
    docker = DockerSandbox(runtime=runtime)
    load0 = os.getloadavg()[0]
    kernels = {}
    for n in issues:
        x = proj.extract(load_issue(CORPUS, "triton", n))
        rep = x.reproducers[0]
        kernels[n] = (rep.source, target_of(rep))
    samples: dict[str, dict[str, list[float]]] = {"local": {}, "docker": {}}
    lim = TestLimits(wall_s=180, cpu_s=180)
    for _ in range(3):  # server start: a fresh runner's first server (container + imports in docker)
        for kind, sb in (("local", None), ("docker", docker)):
            r = WarmRunner(python, "cuda:90:32", limits=lim, sandbox=sb)
            samples[kind].setdefault("server start (ready)", []).append(timed(lambda: r._free.put(r._take())))
            r.close()
    for n, (src, target) in kernels.items():
        with WarmRunner(python, target, limits=lim) as lo, WarmRunner(python, target, limits=lim, sandbox=docker) as do:
            outs = {}
            for kind, r in (("local", lo), ("docker", do)):  # warm up; the two must agree
                run = r.run_source(src)
                outs[kind] = (run.process.exit_code, run.report.get("exc_type"), run.report.get("stage"))
            assert outs["local"] == outs["docker"], outs
            for _ in range(runs):
                for kind, r in (("local", lo), ("docker", do)):
                    samples[kind].setdefault(f"test: triton#{n} {target}", []).append(timed(lambda: r.run_source(src)))
    proj.close()
    res = {k: {w: stats(v) for w, v in d.items()} for k, d in samples.items()}
    head = ("measurement", "local min ms", "local median ms", "docker min ms", "docker median ms",
            "docker/local (median)")
    md = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for what in res["local"]:
        lo, do = res["local"][what], res["docker"][what]
        md.append(f"| {what} | {lo['min_ms']} | {lo['median_ms']} | {do['min_ms']} | {do['median_ms']} | "
                  f"{round(do['median_ms'] / lo['median_ms'], 2)} |")
    meta = {"host": platform.node(), "cpus": os.cpu_count(), "runs": runs, "release": release, "issues": issues,
            "runtime": runtime or "runc",
            "loadavg_1m": round(max(load0, os.getloadavg()[0]), 2),
            "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    text = "\n".join(md)
    print(text)
    print(f"\n{meta}")
    RESULTS.mkdir(parents=True, exist_ok=True)
    stem = "sandbox_cost_triton" + (f"_{runtime}" if runtime else "")
    (RESULTS / f"{stem}.json").write_text(json.dumps({"meta": meta, "results": res}, indent=2) + "\n")
    (RESULTS / f"{stem}.md").write_text(
        f"Triton warm runner, host vs Docker sandbox container on {runtime or 'runc'} ({meta['when']}, {meta['cpus']} "
        f"CPUs, load average {meta['loadavg_1m']}, triton {release}, {runs} runs per kernel; "
        f"`python bench/sandbox_cost.py --triton --runs {runs} --runtime {runtime or 'runc'}`)\n\n{text}\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=40)
    ap.add_argument("--llc", default="/usr/lib/llvm-19/bin/llc")
    ap.add_argument("--triton", action="store_true", help="measure Triton's warm runner instead")
    ap.add_argument("--release", default="3.6.0")
    ap.add_argument("--issues", default="10909,2986,566")
    ap.add_argument("--runtime", default="runc", help="--triton: the Docker sandbox's OCI runtime (runc, runsc)")
    a = ap.parse_args()
    if a.triton:
        bench_triton(a.release, [i for i in a.issues.split(",") if i], a.runs,
                     None if a.runtime == "runc" else a.runtime)
        return
    import os

    load0 = os.getloadavg()[0]  # the machine may be shared: record how busy it was
    sandboxes = {"local": LocalSandbox(), "docker": DockerSandbox(runtime=None)}
    gvisor = DockerSandbox(runtime=GVISOR)
    if GVISOR in registered_runtimes(gvisor.client):
        sandboxes["docker+gVisor"] = gvisor
    res = bench(sandboxes, a.runs, a.llc)
    head = ["measurement", "local min ms", "local median ms"]
    for k in list(sandboxes)[1:]:
        head += [f"{k} min ms", f"{k} median ms", f"{k} p90 ms", f"{k} extra (median) ms"]
    md = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for what in res["local"]:
        lo = res["local"][what]
        row = [what, lo["min_ms"], lo["median_ms"]]
        for k in list(sandboxes)[1:]:
            do = res[k][what]
            row += [do["min_ms"], do["median_ms"], do["p90_ms"], round(do["median_ms"] - lo["median_ms"], 2)]
        md.append("| " + " | ".join(str(c) for c in row) + " |")
    meta = {"host": platform.node(), "cpus": os.cpu_count(), "runs": a.runs, "llc": a.llc,
            "sandboxes": list(sandboxes), "loadavg_1m": round(max(load0, os.getloadavg()[0]), 2),
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

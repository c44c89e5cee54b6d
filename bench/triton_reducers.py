"""Benchmark: reprobot's Triton reducer vs Shrink Ray, Picire, C-Vise (--not-c) and Lithium, with
the same interestingness criterion (same crash signature, `same_bug`, on one triton release and
target) and the same wall-clock budget per (tool, input).

Setup (bench only, not CI): bash bench/setup_triton_bench.sh
Usage: python bench/triton_reducers.py [--budget 240] [--jobs 2] [--tools reprobot,cvise,...] [--inputs a,b]
Writes bench/results/triton_reducers.{json,md} and prints the table: final lines / tokens,
tests run, wall time, and whether the result still reproduces (re-checked by reprobot).

Every tool gets the same test at the same cost: bench/triton_interesting.py serves one warm
Triton test process (triton imported once, a fork per candidate, `--jobs` in parallel) on a Unix
socket; the external tools run its stdlib-only client as their test script, reprobot's reducer
calls the same check in-process. What differs is each tool's search: which candidates, how
many, how many at once, cached or not. All tools run with `--jobs` workers.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reducers.signature import same_bug  # noqa: E402
from reducers.triton.reducer import reduce_source  # noqa: E402
from reducers.triton.signature import parse_triton_failure  # noqa: E402
from reducers.triton.source import count_lines, count_tokens  # noqa: E402
from workers.triton.adapter import complete_with_aot  # noqa: E402
from workers.triton.runner import TestLimits, WarmRunner  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from triton_interesting import SharedTest  # noqa: E402
from workers.triton.toolchains import TritonToolchains, reprobot_home  # noqa: E402

INPUTS = ROOT / "bench" / "triton_inputs"
BENCH_HOME = reprobot_home() / "bench"


def inputs() -> list[dict]:
    c6157 = (Path(__file__).resolve().parents[2] / "shared/corpus/triton/6157/repro.py")
    kernel_6157 = c6157.read_text().split("\ndef func()")[0] if c6157.exists() else ""
    return [
        {"name": "corpus-10909", "source": (INPUTS / "corpus_10909.py").read_text(), "version": "3.6.0",
         "target": "cuda:90:32", "env": {}},
        {"name": "corpus-6157-aot", "source": complete_with_aot(kernel_6157, "cuda:90:32") or "", "version": "3.2.0",
         "target": "cuda:90:32", "env": {"TRITON_F32_DEFAULT": "ieee"}},
        {"name": "large-softmax-10909", "source": (INPUTS / "large_softmax_10909.py").read_text(),
         "version": "3.6.0", "target": "cuda:90:32", "env": {}},
        {"name": "large-bmm-6157", "source": (INPUTS / "large_bmm_6157.py").read_text(), "version": "3.2.0",
         "target": "cuda:90:32", "env": {}},
        {"name": "large-softmax-10909-gfx942", "source": (INPUTS / "large_softmax_10909.py").read_text(),
         "version": "3.6.0", "target": "hip:gfx942:64", "env": {}},
    ]


def sh(path: Path, text: str) -> Path:
    path.write_text(text)
    path.chmod(0o755)
    return path


def run_external(tool: str, work: Path, fname: str, sock: str, budget: float, jobs: int) -> dict:
    test_cmd = f'exec {sys.executable} -S {ROOT}/bench/triton_interesting.py {sock}'
    f = work / fname
    t0 = time.monotonic()
    tools = BENCH_HOME / "tools" / "bin"
    if tool == "cvise":
        sh(work / "test.sh", f'#!/bin/sh\n{test_cmd} {fname}\n')
        cmd = ["cvise", "--not-c", "--n", str(jobs), "--timeout", "90", "--tidy", str(work / "test.sh"), fname]
    elif tool == "shrinkray":
        sh(work / "test.sh", f'#!/bin/sh\n{test_cmd} "$1"\n')
        cmd = [str(BENCH_HOME / "shrinkray" / "bin" / "shrinkray"), "--ui", "basic", "--parallelism", str(jobs),
               "--timeout", "90", "--no-llm", "--assume-deterministic", "--no-history", "--no-restart",
               str(work / "test.sh"), str(f)]
    elif tool == "picire":
        sh(work / "test.sh", f'#!/bin/sh\n{test_cmd} "$1"\n')
        cmd = [str(tools / "picire"), "--input", str(f), "--test", str(work / "test.sh"), "--atom", "line",
               "--parallel", "-j", str(jobs), "-o", str(work / "out"), "--cache", "content", "--complement-first"]
    elif tool == "lithium":
        sh(work / "test.sh", f'#!/bin/sh\n{test_cmd} "$1"\n')
        cmd = [str(tools / "lithium"), "--testcase", str(f), "--strategy", "minimize",
               str(ROOT / "bench" / "triton_lithium_test.py"), str(work / "test.sh"), str(f)]
    else:
        raise ValueError(tool)
    log = open(work / "tool.log", "w")
    p = subprocess.Popen(cmd, cwd=work, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT / "bench")})
    try:
        p.wait(timeout=budget)
        finished = True
    except subprocess.TimeoutExpired:
        finished = False
        os.killpg(p.pid, 9)
        p.wait()
    wall = time.monotonic() - t0
    out = f.read_text(errors="replace")
    if tool == "picire":
        cands = sorted((work / "out").rglob(fname)) if (work / "out").exists() else []
        if cands:
            out = cands[-1].read_text(errors="replace")
    logtext = (work / "tool.log").read_text(errors="replace")
    return {"source": out, "wall_s": wall, "finished": finished, "log_tail": logtext[-800:]}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--budget", type=float, default=240, help="wall seconds per (tool, input)")
    ap.add_argument("--tools", default="reprobot,picire,lithium,cvise,shrinkray")
    ap.add_argument("--inputs", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default=str(ROOT / "bench/results/triton_reducers"))
    a = ap.parse_args()
    tc = TritonToolchains()
    rows: list[dict] = []
    tools_now = a.tools.split(",")
    for inp in inputs():
        if a.inputs and inp["name"] not in a.inputs.split(","):
            continue
        python = str(tc.ensure(inp["version"]))
        with WarmRunner(python, inp["target"], env=inp["env"], jobs=a.jobs, limits=TestLimits(wall_s=60, cpu_s=60)) as r:
            first = r.run_source(inp["source"])
            ref = parse_triton_failure(first.process.stderr, first.process.exit_code, first.report)
            if ref is None:
                print(f"{inp['name']}: does not fail here, skipped")
                continue
            print(f"== {inp['name']} ({inp['version']} {inp['target']}): {count_lines(inp['source'])} lines, "
                  f"{count_tokens(inp['source'])} tokens; {ref.summary()[:100]}", flush=True)

            def check(src: str) -> bool:
                run = r.run_source(src)
                return same_bug(ref, parse_triton_failure(run.process.stderr, run.process.exit_code, run.report))

            sockdir = tempfile.mkdtemp(prefix="bench-sock-")
            shared = SharedTest(os.path.join(sockdir, "test.sock"), check, count_tokens)
            try:
                for tool in tools_now:
                    shared.drain()
                    shared.start()
                    work = Path(tempfile.mkdtemp(prefix=f"bench-{tool}-"))
                    try:
                        if tool == "reprobot":
                            t0 = time.monotonic()
                            res = reduce_source(inp["source"], shared.judge, jobs=a.jobs, budget_s=a.budget)
                            out = {"source": res.source, "wall_s": time.monotonic() - t0,
                                   "finished": not res.stopped_by_budget}
                        else:
                            (work / "in").mkdir()
                            (work / "in" / "repro.py").write_text(inp["source"])
                            out = run_external(tool, work / "in", "repro.py", shared.path, a.budget, a.jobs)
                            # a tool stopped by the budget is credited with its smallest interesting candidate
                            if shared.best and (not out["finished"] or shared.best[0] < count_tokens(out["source"])):
                                out["source"] = shared.best[1]
                        tests, trace = shared.tests, list(shared.trace)
                        if out.get("log_tail") and out["wall_s"] < 5:
                            print(out["log_tail"])
                        ok = check(out["source"])
                        toks = count_tokens(out["source"])
                        row = {"input": inp["name"], "tool": tool, "lines": count_lines(out["source"]),
                               "tokens": toks, "tests": tests,
                               "wall_s": round(out["wall_s"], 1), "finished": out["finished"], "reproduces": ok,
                               "s_to_final": next((t for t, n in trace if n <= toks), None),
                               "lines_before": count_lines(inp["source"]), "file_lines_before": len(inp["source"].splitlines()),
                               "tokens_before": count_tokens(inp["source"]), "result": out["source"], "trace": trace}
                        rows.append(row)
                        print(f"   {tool:<10} lines={row['lines']:>4} tokens={toks:>5} tests={tests:>5} "
                              f"wall={row['wall_s']:>7.1f}s finished={row['finished']} reproduces={ok}", flush=True)
                        Path(a.out + ".json").write_text(json.dumps(rows, indent=1))
                    finally:
                        shutil.rmtree(work, ignore_errors=True)
            finally:
                shared.close()
                shutil.rmtree(sockdir, ignore_errors=True)
    Path(a.out + ".json").write_text(json.dumps(rows, indent=1))
    md = render(rows, a.budget, a.jobs)
    Path(a.out + ".md").write_text(md)
    print(md)
    return 0


def render(rows: list[dict], budget: float, jobs: int) -> str:
    """The table, and per input the verdict on the goal: reprobot's result no larger than the
    best other tool's (fewest tokens; ties: fastest), in at most 1/3 of that tool's wall time.
    A tool stopped by the budget would have needed more than `budget` s: its wall is a lower
    bound, so a ratio against it is an upper bound."""
    md = [f"Budget {budget:.0f} s per (tool, input), {jobs} parallel tests per tool, the same interestingness "
          "test for all (bench/triton_interesting.py).", "",
          "| input | tool | lines | tokens | tests | wall s | s to final size | finished | reproduces |",
          "|---|---|---|---|---|---|---|---|---|"]
    order = {n["name"]: i for i, n in enumerate(inputs())}
    tool_order = ["reprobot", "picire", "lithium", "cvise", "shrinkray"]
    rows = sorted(rows, key=lambda r_: (order.get(r_["input"], 99),
                                        tool_order.index(r_["tool"]) if r_["tool"] in tool_order else 9))
    for r_ in rows:
        md.append(f"| {r_['input']} ({r_['file_lines_before']} lines, {r_['tokens_before']} tokens) | {r_['tool']} | "
                  f"{r_['lines']} | {r_['tokens']} | {r_['tests']} | {r_['wall_s']} | {r_['s_to_final']} | "
                  f"{r_['finished']} | {r_['reproduces']} |")
    md.append("")
    for name in sorted({r_["input"] for r_ in rows}, key=lambda n: order.get(n, 99)):
        mine = next((r_ for r_ in rows if r_["input"] == name and r_["tool"] == "reprobot"), None)
        others = [r_ for r_ in rows if r_["input"] == name and r_["tool"] != "reprobot" and r_["reproduces"]]
        if not mine or not others:
            continue
        best = min(others, key=lambda r_: (r_["tokens"], r_["wall_s"]))
        bound = "" if best["finished"] else " (stopped by the budget: its real wall time is longer)"
        ratio = mine["wall_s"] / best["wall_s"]
        size_ok = mine["tokens"] <= best["tokens"]
        md.append(f"- {name}: best other = {best['tool']} ({best['tokens']} tokens, {best['wall_s']} s{bound}); "
                  f"reprobot {mine['tokens']} tokens in {mine['wall_s']} s: size {'≤' if size_ok else '>'} best, "
                  f"wall ratio {ratio:.2f} {'≤' if ratio <= 1 / 3 else '>'} 1/3 -> "
                  f"{'goal met' if size_ok and ratio <= 1 / 3 else 'goal NOT met'}")
    return "\n".join(md) + "\n"


if __name__ == "__main__":
    sys.exit(main())

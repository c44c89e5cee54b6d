"""Benchmark: reprobot's Triton reducer vs Shrink Ray, Picire, C-Vise (--not-c) and Lithium, with
the same interestingness criterion (same crash signature, `same_bug`, on one triton release and
target) and the same wall-clock budget per (tool, input).

Setup (bench only, not CI): bash bench/setup_triton_bench.sh
Usage: python bench/triton_reducers.py [--budget 120] [--tools reprobot,cvise,...] [--inputs a,b]
Writes bench/results/triton_reducers.{json,md} and prints the table: final lines / tokens,
tests run, wall time, and whether the result still reproduces (re-checked by reprobot).

External tools call bench/triton_interesting.py (a fresh test process per candidate, ~2-5 s);
reprobot's reducer uses its warm test process (triton imported once, a fork per candidate),
which is part of what is being measured.
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


def run_external(tool: str, work: Path, fname: str, spec: Path, budget: float, jobs: int) -> dict:
    test_cmd = f'exec {sys.executable} {ROOT}/bench/triton_interesting.py {spec}'
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
    best = work.parent / "best.py"
    if best.exists() and (not finished or len(best.read_text()) < len(out)):
        out = best.read_text()  # the tool's best so far when the budget stopped it
    logtext = (work / "tool.log").read_text(errors="replace")
    tests = logtext.count("\n")  # rough; replaced by the counter below when the test logs calls
    calls = work.parent / "calls"
    if calls.exists():
        tests = len(calls.read_text().splitlines())
    return {"source": out, "wall_s": wall, "finished": finished, "tests": tests, "log_tail": logtext[-800:]}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--budget", type=float, default=120)
    ap.add_argument("--tools", default="reprobot,shrinkray,picire,cvise,lithium")
    ap.add_argument("--inputs", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default=str(ROOT / "bench/results/triton_reducers"))
    ap.add_argument("--reuse", default="", help="a previous results .json: keep its rows of the tools not run now")
    a = ap.parse_args()
    tc = TritonToolchains()
    rows = []
    tools_now = a.tools.split(",")
    if a.reuse:
        rows = [r_ for r_ in json.loads(Path(a.reuse).read_text()) if r_["tool"] not in tools_now]
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

            for tool in tools_now:
                work = Path(tempfile.mkdtemp(prefix=f"bench-{tool}-"))
                try:
                    if tool == "reprobot":
                        t0 = time.monotonic()
                        res = reduce_source(inp["source"], check, jobs=a.jobs, budget_s=a.budget)
                        out = {"source": res.source, "wall_s": time.monotonic() - t0, "tests": res.tests_run,
                               "finished": not res.stopped_by_budget}
                        out["trace"] = res.trace  # (seconds since start, tokens) of each smaller interesting candidate
                    else:
                        spec = work / "spec.json"
                        spec.write_text(json.dumps({"python": python, "target": inp["target"], "env": inp["env"],
                                                    "reference": ref.to_json(), "calls": str(work / "calls"),
                                                    "best": str(work / "best.py")}))
                        (work / "in").mkdir()
                        (work / "in" / "repro.py").write_text(inp["source"])
                        out = run_external(tool, work / "in", "repro.py", spec, a.budget, a.jobs)
                    if out.get("log_tail") and out["wall_s"] < 5:
                        print(out["log_tail"])
                    ok = check(out["source"])
                    row = {"input": inp["name"], "tool": tool, "lines": count_lines(out["source"]),
                           "tokens": count_tokens(out["source"]), "tests": out["tests"],
                           "wall_s": round(out["wall_s"], 1), "finished": out["finished"], "reproduces": ok,
                           "lines_before": count_lines(inp["source"]), "tokens_before": count_tokens(inp["source"]),
                           "result": out["source"], "trace": out.get("trace")}
                    rows.append(row)
                    print(f"   {tool:<10} lines={row['lines']:>4} tokens={row['tokens']:>5} tests={row['tests']:>5} "
                          f"wall={row['wall_s']:>7.1f}s finished={row['finished']} reproduces={ok}", flush=True)
                    Path(a.out + ".json").write_text(json.dumps(rows, indent=1))
                finally:
                    shutil.rmtree(work, ignore_errors=True)
    for r_ in rows:  # when reprobot first got as small as the best other tool's result
        others = [o["tokens"] for o in rows if o["input"] == r_["input"] and o["tool"] != "reprobot" and o["reproduces"]]
        if r_["tool"] == "reprobot" and r_.get("trace") and others:
            best = min(others)
            hit = next((t for t, tok in r_["trace"] if tok <= best), None)
            r_["s_to_best_other"] = hit
            r_["best_other_tokens"] = best
    Path(a.out + ".json").write_text(json.dumps(rows, indent=1))
    md = ["| input | tool | lines | tokens | tests | wall s | finished | reproduces |", "|---|---|---|---|---|---|---|---|"]
    order = {n["name"]: i for i, n in enumerate(inputs())}
    tool_order = ["reprobot", "shrinkray", "picire", "cvise", "lithium"]
    rows.sort(key=lambda r_: (order.get(r_["input"], 99), tool_order.index(r_["tool"]) if r_["tool"] in tool_order else 9))
    for r_ in rows:
        md.append(f"| {r_['input']} ({r_['lines_before']} lines) | {r_['tool']} | {r_['lines']} | {r_['tokens']} | "
                  f"{r_['tests']} | {r_['wall_s']} | {r_['finished']} | {r_['reproduces']} |")
    for r_ in rows:
        if r_.get("best_other_tokens") is not None:
            md.append(f"\nreprobot on {r_['input']}: reached the best other tool's size ({r_['best_other_tokens']} tokens) "
                      f"after {r_['s_to_best_other']} s (budget {a.budget:.0f} s each)")
    Path(a.out + ".md").write_text("\n".join(md) + "\n")
    print("\n".join(md))
    return 0


if __name__ == "__main__":
    sys.exit(main())

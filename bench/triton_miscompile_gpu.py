"""Miscompile hunt + reduction on a GPU machine (the device tool's H100, triton 3.6, torch).

For each script in bench/triton_inputs/gpu: run it compiled and under TRITON_INTERPRET=1 with
the differential test (workers/triton/differential.py); when they disagree, reduce it with the
Triton reducer under that test and print the reduced script.
Usage (repo root): PYTHONPATH=. python bench/triton_miscompile_gpu.py [--budget 240] [--out DIR]
    [--inputs DIR] [--only NAME ...] [--marker TEXT] [--jobs N] [--no-guard]
The warm test servers get this process's PYTHONPATH (made absolute), so a numpy put first on it
(Triton 3.2-3.6's interpreter needs numpy<2.4) is the one the interpreted runs use.

Guards (on unless --no-guard): see workers/triton/differential.py. The bare differential test
is unsound under reduction: a first device run reduced issue 6691's script to 7 lines with no
kernel at all (dropping ``torch.manual_seed(0)`` made the two processes print different random
numbers), and a second one dropped a load's ``mask=``/``other=`` so that the interpreter printed
a repeatable NaN (bench/results/triton_miscompile_gpu_round2_unsound.json): the guards now turn
away kernel-free candidates, candidates with more unmasked accesses than the original, and
candidates whose interpreted output does not repeat.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reducers.triton.reducer import reduce_source  # noqa: E402
from workers.triton.differential import differential_test, numbers  # noqa: E402
from workers.triton.runner import TestLimits, WarmRunner  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--budget", type=float, default=240)
    ap.add_argument("--out", default="bench/results")
    ap.add_argument("--inputs", default=str(ROOT / "bench/triton_inputs/gpu"))
    ap.add_argument("--only", nargs="*", default=None, help="file names to run (default: all)")
    ap.add_argument("--jobs", type=int, default=1, help="tests run at once during a reduction")
    ap.add_argument("--no-guard", action="store_true", help="bare differential test (unsound, see above)")
    ap.add_argument("--marker", default=None,
                    help="interesting when only the compiled run prints this (scripts with a reference)")
    a = ap.parse_args()
    import numpy
    import torch
    import triton
    versions = {"triton": triton.__version__, "torch": torch.__version__, "numpy": numpy.__version__,
                "python": sys.version.split()[0],
                "gpu": torch.cuda.get_device_name(0) if torch.cuda.is_available() else None}
    print(versions)
    results: list[dict] = []
    Path(a.out).mkdir(parents=True, exist_ok=True)

    def save() -> None:  # after every row: a run cut short still leaves what it found
        Path(a.out, "triton_miscompile_gpu.json").write_text(json.dumps(
            {"versions": versions, "command": sys.argv, "jobs": a.jobs, "guard": not a.no_guard,
             "rows": results}, indent=1))

    lim = TestLimits(wall_s=120, cpu_s=120, memory_mb=0)
    pp = os.pathsep.join(os.path.abspath(x) for x in os.environ.get("PYTHONPATH", "").split(os.pathsep) if x)
    env = {"PYTHONPATH": pp} if pp else None
    with WarmRunner(sys.executable, "device", env=env, jobs=a.jobs, limits=lim, isolate_network=False) as comp, \
            WarmRunner(sys.executable, "device", env=env, jobs=a.jobs, limits=lim, isolate_network=False) as interp:
        for f in sorted(Path(a.inputs).glob("*.py")):
            if a.only and f.name not in a.only:
                continue
            stats: dict[str, int] = {}
            src = f.read_text()
            test = differential_test(comp, interp, marker=a.marker, original=src, guard=not a.no_guard, stats=stats)
            t0 = time.time()
            ca = comp.run_source(src, env={"TRITON_INTERPRET": "0"})
            ib = interp.run_source(src, env={"TRITON_INTERPRET": "1"})
            print(f"== {f.name}: compiled rc={ca.process.exit_code} {ca.process.stdout.strip()[:300]!r}")
            print(f"   interpreted rc={ib.process.exit_code} {ib.process.stdout.strip()[:300]!r}")
            for name, r in (("compiled", ca), ("interpreted", ib)):
                if r.process.exit_code != 0:
                    print(f"   {name} stderr:", r.process.stderr[-1200:])
            row = {"input": f.name, "compiled": ca.process.stdout, "interpreted": ib.process.stdout,
                   "miscompile": False}
            if test(src):
                row["miscompile"] = True
                res = reduce_source(src, test, jobs=a.jobs, budget_s=a.budget)
                row.update(reduced=res.source, before=res.before.__dict__, after=res.after.__dict__,
                           tests=res.tests_run, cache_hits=res.cache_hits, wall_s=round(res.wall_s, 1),
                           stopped_by_budget=res.stopped_by_budget, trace=res.trace, guard=stats,
                           steps=res.steps)
                print(f"   MISCOMPILE: reduced {res.before.lines} -> {res.after.lines} lines, "
                      f"{res.before.tokens} -> {res.after.tokens} tokens, "
                      f"{res.tests_run} tests, {res.wall_s:.0f}s, guard {stats}\n{res.source}")
                ra = comp.run_source(res.source, env={"TRITON_INTERPRET": "0"})
                rb = interp.run_source(res.source, env={"TRITON_INTERPRET": "1"})
                row.update(reduced_compiled=ra.process.stdout, reduced_interpreted=rb.process.stdout)
                print(f"   reduced compiled: {ra.process.stdout.strip()[:600]!r}")
                print(f"   reduced interpreted: {rb.process.stdout.strip()[:600]!r}")
            else:
                print(f"   compiled and interpreted agree ({len(numbers(ca.process.stdout))} numbers), "
                      f"{time.time() - t0:.1f}s")
            row["check_and_reduce_s"] = round(time.time() - t0, 1)
            results.append(row)
            save()
    save()
    return 0


if __name__ == "__main__":
    sys.exit(main())

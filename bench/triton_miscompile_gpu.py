"""Miscompile hunt + reduction on a GPU machine (the device tool's H100, triton 3.6, torch).

For each script in bench/triton_inputs/gpu: run it compiled and under TRITON_INTERPRET=1 with
the differential test (workers/triton/differential.py); when they disagree, reduce it with the
Triton reducer under that test and print the reduced script.
Usage (repo root): PYTHONPATH=. python bench/triton_miscompile_gpu.py [--budget 240] [--out DIR]
"""
from __future__ import annotations

import argparse
import json
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
    a = ap.parse_args()
    import triton
    print("triton", triton.__version__)
    results = []
    lim = TestLimits(wall_s=120, cpu_s=120, memory_mb=0)
    with WarmRunner(sys.executable, "device", limits=lim, isolate_network=False) as comp, \
            WarmRunner(sys.executable, "device", limits=lim, isolate_network=False) as interp:
        test = differential_test(comp, interp)
        for f in sorted((ROOT / "bench/triton_inputs/gpu").glob("*.py")):
            src = f.read_text()
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
                res = reduce_source(src, test, budget_s=a.budget)
                row.update(reduced=res.source, before=res.before.__dict__, after=res.after.__dict__,
                           tests=res.tests_run, wall_s=round(res.wall_s, 1))
                print(f"   MISCOMPILE: reduced {res.before.lines} -> {res.after.lines} lines, "
                      f"{res.tests_run} tests, {res.wall_s:.0f}s\n{res.source}")
            else:
                print(f"   compiled and interpreted agree ({len(numbers(ca.process.stdout))} numbers), {time.time() - t0:.1f}s")
            results.append(row)
    Path(a.out).mkdir(parents=True, exist_ok=True)
    Path(a.out, "triton_miscompile_gpu.json").write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Cost of one Triton interestingness test: a fresh process (interpreter start, torch and
triton imports, stand-in driver, compile) vs a fork of the warm test process (compile only).

Usage: python bench/triton_test_cost.py [--version 3.6.0] [--n 5]
Writes bench/results/triton_test_cost.json.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from workers.triton.runner import HARNESS, WarmRunner  # noqa: E402
from workers.triton.toolchains import TritonToolchains  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", default="3.6.0")
    ap.add_argument("--n", type=int, default=5)
    a = ap.parse_args()
    py = str(TritonToolchains().ensure(a.version))
    src = (ROOT / "bench/triton_inputs/corpus_10909.py").read_text()
    fresh = []
    with tempfile.TemporaryDirectory() as d:
        f = Path(d, "repro.py")
        f.write_text(src)
        for i in range(a.n):
            t = time.monotonic()
            subprocess.run([py, str(HARNESS), "run", str(f), str(Path(d, "r.json"))], capture_output=True,
                           env={"PATH": "/usr/bin:/bin", "HOME": d, "STANDIN_TRITON_TARGET": "cuda:90:32",
                                "TRITON_ALWAYS_COMPILE": "1", "TRITON_CACHE_DIR": str(Path(d, f"c{i}"))})
            fresh.append(time.monotonic() - t)
    warm = []
    with WarmRunner(py, "cuda:90:32") as r:
        r.run_source(src)  # starts the server
        for _ in range(a.n):
            t = time.monotonic()
            r.run_source(src)
            warm.append(time.monotonic() - t)
    out = {"version": a.version, "input": "corpus 10909 (compile fails in ttgir)", "n": a.n,
           "fresh_median_s": round(statistics.median(fresh), 3), "warm_median_s": round(statistics.median(warm), 3),
           "fresh_s": [round(x, 3) for x in fresh], "warm_s": [round(x, 3) for x in warm]}
    print(json.dumps(out, indent=1))
    Path(ROOT / "bench/results/triton_test_cost.json").write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Interestingness test shared by every reducer in bench/triton_reducers.py (a fresh process per
call, as external reducers need): exit 0 when FILE fails on the given triton release and target
with the same crash signature (`same_bug`) as the reference, 1 otherwise.

Usage: python bench/triton_interesting.py SPEC.json FILE
SPEC: {"python": venv python, "target": "cuda:90:32", "env": {...}, "reference": CrashSignature json}
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reducers.signature import CrashSignature, same_bug  # noqa: E402
from reducers.triton.signature import parse_triton_failure  # noqa: E402
from workers.triton.runner import TestLimits, WarmRunner  # noqa: E402


def main(argv: list[str]) -> int:
    spec = json.loads(Path(argv[1]).read_text())
    try:
        source = Path(argv[2]).read_text()
    except (OSError, UnicodeDecodeError):
        return 1
    if spec.get("calls"):  # count tests for the benchmark table
        with open(spec["calls"], "a") as fh:
            fh.write("1\n")
    ref = CrashSignature.from_json(spec["reference"])
    with WarmRunner(spec["python"], spec["target"], env=spec.get("env") or {},
                    limits=TestLimits(wall_s=60, cpu_s=60)) as r:
        run = r.run_source(source)
    if run.process.timed_out:
        return 1
    ok = same_bug(ref, parse_triton_failure(run.process.stderr, run.process.exit_code, run.report))
    if ok and spec.get("best"):  # the smallest interesting candidate so far, for budget cut-offs
        best = Path(spec["best"])
        if not best.exists() or len(source) < len(best.read_text()):
            tmp = best.with_name(f".{best.name}.{os.getpid()}")
            tmp.write_text(source)
            os.replace(tmp, best)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""Corpus evaluation: `triage` on every issue in shared/corpus/llvm.

One row per issue: reproducer extracted?, per-release outcome vs expected.json's
``debian_llvm`` (✓ agrees, ✗ shows what we got), reduced size, whether the reduced
reproducer still fails with the same signature (re-run by the pipeline's verify step), and
the first bad release. Prints the table and writes bench/results/corpus_llvm.{md,json}.

    python bench/corpus_llvm.py [--corpus ../shared/corpus] [--budget 60] [--only 200792,57398]
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from workers.pipeline import triage  # noqa: E402
from workers.settings import Settings  # noqa: E402

EXPECTED_TO_OUTCOME = {"reproduces": "reproduces", "other-crash": "other-failure", "error": "other-failure",
                       "clean": "clean", "invalid-input": "invalid-input"}
SHORT = {"reproduces": "R", "clean": "C", "other-failure": "O", "invalid-input": "I", "timeout": "T"}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default=str(ROOT.parent / "shared" / "corpus"))
    ap.add_argument("--budget", type=float, default=60.0, help="reduction budget per issue, seconds")
    ap.add_argument("--only", default="")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "corpus_llvm"))
    a = ap.parse_args()
    settings = Settings(reduce_budget_s=a.budget, jobs=2)
    rows, data = [], []
    pairs = agree = reduced = verified = 0
    t_all = time.monotonic()
    only = set(a.only.split(",")) - {""}
    for d in sorted((Path(a.corpus) / "llvm").iterdir(), key=lambda p: int(p.name)):
        if only and d.name not in only:
            continue
        issue = json.loads((d / "issue.json").read_text())
        exp = json.loads((d / "expected.json").read_text())
        t0 = time.monotonic()
        res = triage(issue, settings).to_json()
        wall = time.monotonic() - t0
        cells = []
        for v, e in exp["debian_llvm"].items():
            want = EXPECTED_TO_OUTCOME[e["status"]]
            got = (res["runs"].get(f"llvm-{v}") or {}).get("outcome", "-")
            pairs += 1
            ok = got == want
            agree += ok
            cells.append("✓" + SHORT.get(got, got) if ok else f"✗{SHORT.get(got, got)}≠{SHORT[want]}")
        r22 = (res["runs"].get("llvm-22") or {}).get("outcome") or ("unsupported" if "llvm-22" in res["unsupported"] else "-")
        red = res["reduction"]
        if red:
            reduced += 1
            verified += bool(red["verified"])
        b = res["bisection"] or {}
        first_bad = b.get("first_bad") or "-"
        if b.get("fixed_in"):
            first_bad += f" (fixed {b['fixed_in']})"
        row = {
            "issue": d.name, "extracted": bool(res["reproducers"]),
            "command": res["primary"]["command"] if res["primary"] else "",
            "cells": cells, "llvm22": r22,
            "reduced": f"{red['before']['lines']}→{red['after']['lines']} lines ({red['after'].get('instructions', '?')} instr)"
            if red else (res["reduction_error"][:40] or "-"),
            "still_reproduces": (red["verified"] if red else None), "first_bad": first_bad, "wall_s": round(wall, 1),
            "tests_run": red["tests_run"] if red else 0,
        }
        rows.append(row)
        data.append({"issue": d.name, "result": {k: res[k] for k in ("runs", "reduction", "bisection", "unsupported")},
                     "expected": {v: e["status"] for v, e in exp["debian_llvm"].items()}})
        print(_line(row, list(exp["debian_llvm"])), flush=True)
    summary = (f"agreement with expected.json debian_llvm: {agree}/{pairs} = {100 * agree / max(1, pairs):.1f}% of "
               f"(issue, release) pairs; reduced: {reduced} issues, still failing with the same signature: "
               f"{verified}/{reduced}; total wall {time.monotonic() - t_all:.0f}s")
    print(summary)
    out = Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    versions = ["13", "14", "15", "16", "19"]
    md = ["# Corpus evaluation: `reprobot triage` on shared/corpus/llvm", "",
          "Command: `python bench/corpus_llvm.py` (reduction budget "
          f"{a.budget:.0f}s, -j 2). Cells: ✓ agrees with expected.json `debian_llvm`, ✗got≠expected. "
          "R reproduces, C clean, O other failure (another crash or a clean diagnostic), I invalid input, T timeout. "
          "llvm-22 is llvmlite's LLVM (assertions on; not in expected.json).", "",
          "| issue | extracted | command | " + " | ".join(f"llvm-{v}" for v in versions)
          + " | llvm-22 | reduced | still reproduces | first bad | wall s |",
          "|---" * (10 + len(versions) - 3) + "|"]
    for r in rows:
        md.append(f"| {r['issue']} | {'yes' if r['extracted'] else 'no'} | `{r['command']}` | " + " | ".join(r["cells"])
                  + f" | {r['llvm22']} | {r['reduced']} | {r['still_reproduces']} | {r['first_bad']} | {r['wall_s']} |")
    md += ["", summary, ""]
    out.with_suffix(".md").write_text("\n".join(md))
    out.with_suffix(".json").write_text(json.dumps({"summary": summary, "rows": rows, "data": data}, indent=1))
    return 0


def _line(r: dict, versions: list[str]) -> str:
    return (f"{r['issue']:>7} {'x' if r['extracted'] else '-'} " + " ".join(f"{c:8}" for c in r["cells"])
            + f" 22:{r['llvm22']:14} {r['reduced']:32} ok={r['still_reproduces']} first_bad={r['first_bad']} {r['wall_s']}s")


if __name__ == "__main__":
    sys.exit(main())

"""Cleanup after reduction and the upstream lit test, on every LLVM corpus issue.

For each issue in shared/corpus/llvm: `triage` (extract, reproduce, reduce with llvm-reduce,
clean up with `reducers.cleanup`, write the lit test with `workers.upstream_test`), then
three checks of the result, each independent of the pipeline's own:

- bytes of the reduced reproducer before and after cleanup (cleaned must be no larger);
- still fails: the cleaned reproducer, run again on the toolchain it was reduced with,
  fails with the same signature (`same_bug` against the reduction's reference);
- lit: the lit file run by LLVM's ``lit`` (PyPI) with a lit.cfg.py that puts the
  reproducing release's ``llc``/``opt`` and Debian's ``FileCheck``/``not`` on PATH.

Prints the table and writes bench/results/cleanup_lit.{md,json}.

    python bench/cleanup_lit.py [--corpus ../shared/corpus] [--budget 60] [--only 200792,57398]
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reducers.signature import same_bug  # noqa: E402
from workers.llvm_project import LLVMProject  # noqa: E402
from workers.pipeline import triage  # noqa: E402
from workers.settings import Settings  # noqa: E402
from workers.upstream_test import UpstreamTest, run_lit  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default=str(ROOT.parent / "shared" / "corpus"))
    ap.add_argument("--budget", type=float, default=60.0, help="reduction budget per issue, seconds")
    ap.add_argument("--only", default="")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "cleanup_lit"))
    a = ap.parse_args()
    settings = Settings(pipeline={"reduce_budget_s": a.budget, "jobs": 2})
    only = set(a.only.split(",")) - {""}
    rows, data = [], []
    t_all = time.monotonic()
    proj = LLVMProject(llvm_root=settings.pipeline.llvm_root)
    for d in sorted((Path(a.corpus) / "llvm").iterdir(), key=lambda p: int(p.name)):
        if only and d.name not in only:
            continue
        issue = json.loads((d / "issue.json").read_text())
        t0 = time.monotonic()
        res = triage(issue, settings)
        red = res.reduction
        row: dict = {"issue": int(d.name), "reduced": red is not None, "wall_s": round(time.monotonic() - t0, 1)}
        if red is None:
            row["why"] = res.reduction_error or "not reproduced on a release, nothing to reduce"
            data.append(row)
            rows.append(f"| {d.name} | - | - | - | - | - | - | {row['why'][:80]} |")
            continue
        cl = red.cleanup or {}
        before, after = cl.get("bytes_before", red.after.bytes), cl.get("bytes_after", red.after.bytes)
        rerun = proj.run(red.reproducer, red.toolchain, red.signature)
        still = rerun.signature is not None and red.signature is not None and same_bug(red.signature, rerun.signature)
        lit_ok, lit_out = False, "no lit test written"
        ut = red.upstream_test
        if ut:
            lit_ok, lit_out = run_lit(UpstreamTest(**ut), proj.toolchain(red.toolchain))
        row.update(toolchain=red.toolchain, bytes_before_cleanup=before, bytes_after_cleanup=after,
                   no_larger=after <= before, still_fails=still, rerun_signature=rerun.reason,
                   kept=cl.get("kept", []), args=list(red.reproducer.args), lit_pass=lit_ok,
                   lit_output=lit_out[-1500:], lit_text=(ut or {}).get("text", ""),
                   pipeline_check=(ut or {}).get("check", ""))
        data.append(row)
        rows.append(f"| {d.name} | `{red.toolchain}` | {before} | {after} | {'✓' if after <= before else '✗'} | "
                    f"{'✓' if still else '✗'} | {'✓ pass' if lit_ok else '✗ fail'} | "
                    f"{', '.join(cl.get('kept', [])) or '-'} |")
        print(rows[-1], flush=True)
    done = [r for r in data if r["reduced"]]
    summary = {
        "reduced": len(done),
        "no_larger": sum(r["no_larger"] for r in done),
        "still_fails": sum(r["still_fails"] for r in done),
        "lit_pass": sum(r["lit_pass"] for r in done),
        "bytes_before_total": sum(r["bytes_before_cleanup"] for r in done),
        "bytes_after_total": sum(r["bytes_after_cleanup"] for r in done),
        "wall_s": round(time.monotonic() - t_all, 1),
    }
    head = ["# Cleanup after reduction and upstream lit tests: shared/corpus/llvm", "",
            f"Command: `python bench/cleanup_lit.py --budget {a.budget:g}` (reduction budget per issue, -j 2). "
            "Bytes: the reduced reproducer before and after `reducers.cleanup` (each pass kept only when the "
            "reduction's interestingness test still passes). Still fails: the cleaned reproducer re-run on the "
            "toolchain it was reduced with fails with the same signature (`same_bug`). lit: the lit file run by "
            "LLVM's `lit` (PyPI) with `llc`/`opt` of that toolchain and Debian's `FileCheck`/`not` "
            "(in-process LLVMs — llvmlite's `llvm-22`, a Triton wheel's `llvm@triton-X.Y.Z` — through wrapper "
            "scripts that run their driver as the pipeline does).", "",
            "| issue | reduced on | bytes before cleanup | bytes after | no larger | still fails | lit | passes kept |",
            "|---|---|---|---|---|---|---|---|"]
    tail = ["", f"reduced: {summary['reduced']}; no larger: {summary['no_larger']}/{summary['reduced']}; "
                f"still fails with the same signature: {summary['still_fails']}/{summary['reduced']}; "
                f"lit passes: {summary['lit_pass']}/{summary['reduced']}; bytes {summary['bytes_before_total']} → "
                f"{summary['bytes_after_total']}; total wall {summary['wall_s']}s"]
    md = "\n".join(head + rows + tail) + "\n"
    print(md)
    Path(a.out + ".md").write_text(md)
    Path(a.out + ".json").write_text(json.dumps({"summary": summary, "rows": data}, indent=1))
    return 0 if summary["reduced"] and summary["still_fails"] == summary["no_larger"] == summary["lit_pass"] \
        == summary["reduced"] else 1


if __name__ == "__main__":
    sys.exit(main())

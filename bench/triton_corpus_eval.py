"""Corpus evaluation for Triton: per (issue, target, release) the outcome reprobot gets on this
CPU-only machine vs expected.json ``pypi_triton_aot``.

Usage: python bench/triton_corpus_eval.py [--corpus ../shared/corpus/triton] [--versions 3.2.0,3.6.0]
       [--issues 10909,6157] [--out bench/results/triton_corpus_eval.json]
Prints a table and the agreement, overall and on issues whose reproducer is complete in the
issue text. Reproducer, target and reported signature come from reprobot's own extraction.

--reduce S: also reduce each issue that reproduces (per target, on the newest release that
reproduces it; S seconds of budget each) and re-run every reduced reproducer in a fresh test
process (a new TritonProject, so nothing is shared with the reducer's warm servers): the
"reductions" table says whether it still fails with the same signature.

--sandbox docker: every test runs in the Docker sandbox (the warm servers in containers, as
for jobs from GitHub); --compare OTHER.json: also write OUT with ``.compare.md`` in place of
``.json``, a per-(issue, target, release) table of this run's outcome against OTHER's (e.g.
the local run) and how many agree.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reducers.outcome import Outcome  # noqa: E402
from reducers.reproducer import Reproducer  # noqa: E402
from reducers.triton.signature import corpus_summary  # noqa: E402
from workers.triton.adapter import TritonProject  # noqa: E402
from workers.triton.toolchains import RELEASES  # noqa: E402

TO_CORPUS = {Outcome.REPRODUCES: "reproduces", Outcome.CLEAN: "compiles", Outcome.OTHER_FAILURE: "different_error",
             Outcome.INVALID_INPUT: "n/a", Outcome.TIMEOUT: "timeout", Outcome.INFRA_ERROR: "infra-error"}


def reduce_and_verify(proj: TritonProject, issue: int, target: str, rep: Reproducer, toolchain: str,
                      signature) -> dict:
    backend, arch, _warp = target.split(":")
    rep = Reproducer.from_json({**rep.to_json(), "triple": backend, "cpu": arch})
    red = proj.reduce(rep, toolchain, signature)
    fresh = TritonProject([toolchain.removeprefix("triton-")], jobs=1, test_timeout_s=180)
    try:
        again = fresh.run(red.reproducer, toolchain, red.signature or signature)
    finally:
        fresh.close()
    row = {"issue": issue, "target": target, "toolchain": toolchain, "lines_before": red.before.lines,
           "lines_after": red.after.lines, "bytes_before": red.before.bytes, "bytes_after": red.after.bytes,
           "tests": red.tests_run, "wall_s": round(red.wall_s, 1), "verified": red.verified,
           "verified_fresh": again.outcome == Outcome.REPRODUCES, "reduced": red.reproducer.source}
    print(f"   reduced #{issue} {target} {toolchain}: {row['lines_before']} -> {row['lines_after']} lines, "
          f"{row['tests']} tests, {row['wall_s']} s, same signature in a fresh process: {row['verified_fresh']}",
          flush=True)
    return row


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default=str(Path(__file__).resolve().parents[2] / "shared/corpus/triton"))
    ap.add_argument("--versions", default=",".join(RELEASES))
    ap.add_argument("--issues", default="")
    ap.add_argument("--out", default="bench/results/triton_corpus_eval.json")
    ap.add_argument("--merge", action="store_true", help="replace only the rows of --issues in --out")
    ap.add_argument("--reduce", type=float, default=0, help="reduction budget per reproducing issue (s); 0: none")
    ap.add_argument("--sandbox", choices=("local", "docker"), default="local")
    ap.add_argument("--compare", default="", help="another run's --out JSON to compare outcomes with")
    a = ap.parse_args()
    versions = [v for v in a.versions.split(",") if v]
    sandbox = None
    if a.sandbox == "docker":
        from workers.sandbox.docker import DockerSandbox

        sandbox = DockerSandbox()
    proj = TritonProject(versions, jobs=2 if a.reduce else 1, test_timeout_s=180, reduce_budget_s=a.reduce or 900,
                         sandbox=sandbox)
    rows = []
    reductions = []
    t0 = time.time()
    for d in sorted(Path(a.corpus).iterdir(), key=lambda p: int(p.name) if p.name.isdigit() else 0):
        if a.issues and d.name not in a.issues.split(","):
            continue
        exp = json.loads((d / "expected.json").read_text())
        table = exp.get("pypi_triton_aot") or {}
        if not table:
            continue
        issue = json.loads((d / "issue.json").read_text())
        x = proj.extract(issue)
        for target, per in table.items():
            backend, arch, _warp = target.split(":")
            newest = None
            for v in versions:
                if v not in per:
                    continue
                want = per[v]["result"]
                if not x.reproducers:
                    got, sig, why = "no-reproducer", "", "; ".join(x.notes)
                else:
                    rep = Reproducer.from_json({**x.reproducers[0].to_json(), "triple": backend, "cpu": arch})
                    r = proj.run(rep, f"triton-{v}", x.reported)
                    got, sig, why = TO_CORPUS[r.outcome], corpus_summary(r.signature), r.reason
                if a.reduce and got == "reproduces":
                    newest = (x.reproducers[0], f"triton-{v}", r.signature)  # versions run oldest first
                rows.append({"issue": int(d.name), "target": target, "release": v, "expected": want, "got": got,
                             "agree": got == want, "complete": bool(exp.get("repro_complete_in_issue_text")),
                             "signature": sig, "expected_signature": per[v]["signature"], "reason": why[:200]})
                r_ = rows[-1]
                print(f"{r_['issue']:>7} {target:<15} {v:<6} expected={want:<16} got={got:<16} "
                      f"{'OK ' if r_['agree'] else 'DIFF'} {sig[:90]}", flush=True)
            if newest:
                reductions.append(reduce_and_verify(proj, int(d.name), target, *newest))
    proj.close()
    if a.merge and Path(a.out).exists():
        done = {r["issue"] for r in rows}
        rows = [r for r in json.loads(Path(a.out).read_text())["rows"] if r["issue"] not in done] + rows
        rows.sort(key=lambda r: r["issue"])
    c = [r for r in rows if r["complete"]]
    summary = {
        "rows": len(rows), "agree": sum(r["agree"] for r in rows),
        "complete_rows": len(c), "complete_agree": sum(r["agree"] for r in c),
        "by_expected": dict(Counter((r["expected"], r["got"]) for r in rows).most_common()),
        "wall_s": round(time.time() - t0, 1), "sandbox": a.sandbox,
    }
    summary["by_expected"] = {f"{k[0]}->{k[1]}": n for k, n in summary["by_expected"].items()}
    if a.reduce:
        summary["reduced"] = len(reductions)
        summary["reduced_verified_fresh"] = sum(r["verified_fresh"] for r in reductions)
    print(json.dumps(summary, indent=1))
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    Path(a.out).write_text(json.dumps({"summary": summary, "rows": rows, "reductions": reductions}, indent=1))
    if a.compare:
        write_comparison(a.compare, a.out, a.sandbox)
    return 0


def write_comparison(other_path: str, out: str, sandbox: str) -> None:
    """Markdown table: per (issue, target, release) the outcome and signature in `other_path`'s run
    and in this one (`out`), and whether they agree."""
    other = json.loads(Path(other_path).read_text())
    mine = json.loads(Path(out).read_text())
    key = lambda r: (r["issue"], r["target"], r["release"])  # noqa: E731
    theirs = {key(r): r for r in other["rows"]}
    o_sb = other["summary"].get("sandbox", "local")
    md = [f"| issue | target | release | expected | {o_sb} | {sandbox} | same outcome | same signature |",
          "|---|---|---|---|---|---|---|---|"]
    same = n = 0
    for r in mine["rows"]:
        t = theirs.get(key(r))
        if t is None:
            continue
        n += 1
        ok = t["got"] == r["got"]
        same += ok
        md.append(f"| {r['issue']} | {r['target']} | {r['release']} | {r['expected']} | {t['got']} | {r['got']} | "
                  f"{'yes' if ok else 'NO'} | {'yes' if t['signature'] == r['signature'] else 'NO'} |")
    md.append(f"\n{same}/{n} (issue, target, release) outcomes the same in both runs; wall "
              f"{other['summary']['wall_s']} s ({o_sb}) vs {mine['summary']['wall_s']} s ({sandbox}).")
    text = "\n".join(md)
    print(text)
    Path(out).with_suffix(".compare.md").write_text(text + "\n")


if __name__ == "__main__":
    sys.exit(main())

"""Corpus evaluation for Triton: per (issue, target, release) the outcome reprobot gets on this
CPU-only machine vs expected.json ``pypi_triton_aot``.

Usage: python bench/triton_corpus_eval.py [--corpus ../shared/corpus/triton] [--own bench/corpus/triton]
       [--parts shared,tune,heldout,fresh,fresh2,fresh3] [--versions 3.2.0,3.6.0] [--issues 10909,6157]
       [--out bench/results/triton_corpus_eval.json] [--merge]
Prints one line per (issue, target, release), then agreement per part — the shared corpus,
and the tune / heldout / fresh / fresh2 … fresh12 splits of reprobot's own corpus (bench/corpus/triton) — with
the distribution of grades (`reducers.grade`: exact, reworded, different; none = no failure)
and every miss with its class (expected->got and the issue's classes). Reproducer
candidates, target and reported signature come from reprobot's own extraction; per target
the candidates are tried in order and the first that reproduces on some release is used
(the pipeline's rule), at most --candidates of them.

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
import re
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

PARTS = ("shared", "tune", "heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17", "fresh18", "tmlir0", "tmlir2", "tmlir4", "tmlir5")  # later batches; tmlir: triton-opt MLIR input


def part_rank(part: str) -> int:
    """Run order: the newest batch first (fresh7 before fresh6 … before fresh), then heldout,
    tune, shared; an unknown split name runs first of all."""
    m = re.fullmatch(r"fresh(\d*)", part)
    if m:
        return -int(m.group(1) or 1)
    return {"heldout": 5, "tune": 6, "shared": 7}.get(part, -99)
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


def corpus_parts(shared: str, own: str) -> list[tuple[str, Path]]:
    """(part, issue folder): the shared corpus is part ``shared``; reprobot's own corpus
    (bench/corpus/triton) gives each issue the ``split`` of its expected.json (tune, heldout, fresh, fresh2 … fresh12)."""
    out = []
    for root, part in ((Path(shared), "shared"), (Path(own), None)):
        if not root.is_dir():
            continue
        for d in sorted(root.iterdir(), key=lambda p: int(p.name) if p.name.isdigit() else 0):
            if not (d / "expected.json").exists():
                continue
            split = part or json.loads((d / "expected.json").read_text()).get("split") or "tune"
            out.append((split, d))
    return out


def run_issue(proj: TritonProject, d: Path, versions: list[str], max_candidates: int, log) -> list[dict]:
    """Rows for one issue: per target, the candidates in extraction order; the first that
    reproduces on some release is the primary (the pipeline's `reproduce` rule), else the first."""
    exp = json.loads((d / "expected.json").read_text())
    table = exp.get("pypi_triton_aot") or {}
    issue = json.loads((d / "issue.json").read_text())
    x = proj.extract(issue)
    rows = []
    if exp.get("no_runnable_reproducer"):
        # one row: a correct tool finds no reproducer in such a text and claims no per-release result
        got = "no-reproducer" if not x.reproducers else "has-reproducer"
        rows.append({"issue": int(d.name), "target": "-", "release": "-", "expected": "no-reproducer", "got": got,
                     "agree": got == "no-reproducer", "complete": False, "grade": None, "evidence": "",
                     "candidate": 0, "candidate_origin": "", "classes": exp.get("classes") or [],
                     "signature": "", "expected_signature": "", "reason": "; ".join(x.notes)[:200]})
        log(f"{int(d.name):>7} {'-':<15} {'-':<6} expected=no-reproducer    got={got:<16} "
            f"{'OK ' if got == 'no-reproducer' else 'DIFF'}")
    for target, per in table.items():
        backend, arch, _warp = target.split(":")
        vs = [v for v in versions if v in per]
        chosen = None
        for i, cand in enumerate(x.reproducers[:max_candidates] or [None]):
            got = {}
            for v in vs:
                if cand is None:
                    got[v] = ("no-reproducer", "", "; ".join(x.notes), None)
                    continue
                rep = Reproducer.from_json({**cand.to_json(), "triple": backend, "cpu": arch})
                r = proj.run(rep, f"triton-{v}", x.reported)
                got[v] = (TO_CORPUS[r.outcome], corpus_summary(r.signature), r.reason, r.match)
            if chosen is None:
                chosen = (i, cand, got)
            if any(g[0] == "reproduces" for g in got.values()):
                chosen = (i, cand, got)
                break
        i, cand, got = chosen
        for v in vs:
            outcome, sig, why, match = got[v]
            want = per[v]["result"]
            rows.append({"issue": int(d.name), "target": target, "release": v, "expected": want, "got": outcome,
                         "agree": outcome == want, "complete": bool(exp.get("repro_complete_in_issue_text")),
                         "grade": match.grade if match else None, "evidence": match.evidence[:200] if match else "",
                         "candidate": i, "candidate_origin": cand.command_origin[:160] if cand else "",
                         "classes": exp.get("classes") or [],
                         "signature": sig, "expected_signature": per[v].get("signature", ""), "reason": why[:200]})
            r_ = rows[-1]
            log(f"{r_['issue']:>7} {target:<15} {v:<6} expected={want:<16} got={outcome:<16} "
                f"{'OK ' if r_['agree'] else 'DIFF'} {(r_['grade'] or '-'):<9} {sig[:80]}")
    return rows


def miss_class(r: dict) -> str:
    """What kind of miss a row is: the expected->got pair and the issue's classes that bear on it."""
    return f"{r['expected']}->{r['got']}" + (f" [{', '.join(r['classes'][:4])}]" if r["classes"] else "")


def summarize(rows: list[dict]) -> dict:
    n = len(rows)
    ok = sum(r["agree"] for r in rows)
    return {"rows": n, "agree": ok, "agreement": round(ok / n, 4) if n else None,
            "issues": len({r["issue"] for r in rows}),
            "grades": dict(Counter(r["grade"] or "none" for r in rows).most_common()),
            "by_expected": {f"{k[0]}->{k[1]}": c for k, c in Counter((r["expected"], r["got"]) for r in rows).most_common()},
            "misses": [{"issue": r["issue"], "target": r["target"], "release": r["release"], "class": miss_class(r),
                        "grade": r["grade"], "why": r["evidence"] or r["reason"][:120]}
                       for r in rows if not r["agree"]]}


def main() -> int:
    root = Path(__file__).resolve().parents[1]
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default=str(root.parent / "shared/corpus/triton"), help="the shared corpus")
    ap.add_argument("--own", default=str(root / "bench/corpus/triton"), help="reprobot's corpus (tune/heldout/fresh)")
    ap.add_argument("--parts", default="shared,tune,heldout,fresh")
    ap.add_argument("--versions", default=",".join(RELEASES))
    ap.add_argument("--issues", default="")
    ap.add_argument("--candidates", type=int, default=4, help="candidates tried per issue (pipeline.max_candidates)")
    ap.add_argument("--out", default="bench/results/triton_corpus_eval.json")
    ap.add_argument("--merge", action="store_true", help="replace only the rows of the issues run in --out")
    ap.add_argument("--reduce", type=float, default=0, help="reduction budget per reproducing issue (s); 0: none")
    ap.add_argument("--sandbox", choices=("local", "docker"), default="local")
    ap.add_argument("--compare", default="", help="another run's --out JSON to compare outcomes with")
    a = ap.parse_args()
    versions = [v for v in a.versions.split(",") if v]
    parts = set(a.parts.split(","))
    sandbox = None
    if a.sandbox == "docker":
        from workers.sandbox.docker import DockerSandbox

        sandbox = DockerSandbox()
    # a warm runner per (release, target): issues alternate targets, and a cold start (import
    # torch + triton) costs more than the run itself
    proj = TritonProject(versions, jobs=2 if a.reduce else 1, test_timeout_s=180, reduce_budget_s=a.reduce or 900,
                         max_warm_runners=2 * len(versions), sandbox=sandbox)
    rows: list[dict] = []
    reductions = []
    t0 = time.time()
    todo = sorted(corpus_parts(a.corpus, a.own), key=lambda pd: part_rank(pd[0]))
    for part, d in todo:
        if part not in parts or (a.issues and d.name not in a.issues.split(",")):
            continue
        got = run_issue(proj, d, versions, a.candidates, lambda line: print(f"{part:<8}{line}", flush=True))
        for r in got:
            r["part"] = part
        rows += got
        if a.reduce:
            x = proj.extract(json.loads((d / "issue.json").read_text()))
            for target in {r["target"] for r in got}:
                rr = [r for r in got if r["target"] == target and r["got"] == "reproduces"]
                if rr and x.reproducers:
                    rep = x.reproducers[rr[-1]["candidate"]]
                    reductions.append(reduce_and_verify(proj, int(d.name), target, rep, f"triton-{rr[-1]['release']}",
                                                        x.reported))
        write(a, rows, reductions, t0, versions, partial=True)  # a long run leaves its results so far
    proj.close()
    summary = write(a, rows, reductions, t0, versions, partial=False)
    print_summary(summary)
    return 0


def write(a, rows: list[dict], reductions: list[dict], t0: float, versions: list[str], partial: bool) -> dict:
    """Write --out (merged with its earlier rows under --merge) and return the summary."""
    if a.merge and Path(a.out).exists():
        done = {(r["part"], r["issue"]) for r in rows}
        old = json.loads(Path(a.out).read_text())["rows"]
        rows = [r for r in old if (r.get("part"), r["issue"]) not in done] + rows
    rows = sorted(rows, key=lambda r: (r["part"], r["issue"], r["target"], r["release"]))
    summary = {"all": summarize(rows), "wall_s": round(time.time() - t0, 1), "versions": versions,
               "partial": partial, "sandbox": a.sandbox}
    for part in sorted({*PARTS, *(r["part"] for r in rows)}, key=part_rank, reverse=True):
        summary[part] = summarize([r for r in rows if r["part"] == part])
    if a.reduce:
        summary["reduced"] = len(reductions)
        summary["reduced_verified_fresh"] = sum(r["verified_fresh"] for r in reductions)
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    Path(a.out).write_text(json.dumps({"summary": summary, "rows": rows, "reductions": reductions}, indent=1))
    if a.compare and not partial:
        write_comparison(a.compare, a.out, a.sandbox)
    return summary


def print_summary(summary: dict) -> None:
    print(f"{'part':<8} {'issues':>6} {'rows':>5} {'agree':>5} {'%':>6}  grades")
    parts = [p for p in summary if isinstance(summary[p], dict) and "agreement" in summary[p] and p != "all"]
    for part in (*parts, "all"):
        s_ = summary[part]
        pct = f"{100 * s_['agreement']:.1f}" if s_["agreement"] is not None else "-"
        print(f"{part:<8} {s_['issues']:>6} {s_['rows']:>5} {s_['agree']:>5} {pct:>6}  {s_['grades']}")
    for part in parts:
        for m in summary[part]["misses"]:
            print(f"miss {part:<8} #{m['issue']} {m['target']} {m['release']}: {m['class']} "
                  f"grade={m['grade']} {m['why'][:100]}")


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

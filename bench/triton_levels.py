"""Multi-level reproducers on the Triton corpus: for every (issue, target, release) whose
compile fails in a stage below TTIR (make_ttgir, make_llir, make_ptx/amdgcn, make_cubin/
hsaco), the levels at which it re-enters and the reduction at the lowest one
(`workers.triton.levels.find_levels`).

Usage: python bench/triton_levels.py [--corpus ../shared/corpus/triton] [--versions 3.0.0,…]
       [--issues 10909,6157] [--budget 120] [--out bench/results/triton_levels]
Targets are each issue's own (expected.json ``pypi_triton_aot``); the reproducer, its
environment and target come from reprobot's extraction. Every run goes through the
hermetic runner in the release venv. Writes OUT.md (tables) and OUT.json (rows with the
reduced sources), and prints the tables.

Columns: failing stage (the stage function that failed) and step (pass / LLVM call); lowest
level that still fails (kind: stage = triton.compile of the IR file, pass = the recorded pass
alone, llvm = an LLVM tool); size before -> after the reduction at that level (bytes, lines,
ops or LLVM instructions); seconds for the whole search and reduction; Debian LLVM /
llvmlite: whether the .ll also fails there (— when the lowest level is not LLVM IR).
A second table measures, per release, what the stage recorder and the IR-file re-entry see.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reducers.reproducer import Reproducer  # noqa: E402
from workers.triton.adapter import TritonProject, complete_with_aot  # noqa: E402
from workers.triton.extract import extract_triton, has_launch  # noqa: E402
from reducers.signature import matches  # noqa: E402
from workers.triton.levels import (find_levels, parse_journal, record, reenter_stage, transplant_env,  # noqa: E402
                                   transplant_script)
from workers.triton.toolchains import RELEASES, vtuple  # noqa: E402

TINY = '''
import torch, triton, triton.language as tl

@triton.jit
def k(dst, src, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(dst + offs, tl.load(src + offs, mask=offs < n) * 2.0, mask=offs < n)

x = torch.randn(64, device="cuda")
k[(1,)](torch.empty_like(x), x, 64, BLOCK=64)
'''


def capabilities(proj: TritonProject, versions: list[str]) -> list[dict]:
    """Per release and backend: stages, add_stages language argument, pm.run's name
    argument, and which recorded stage inputs ``triton.compile(path)`` re-enters."""
    rows = []
    for v in versions:
        for target in ("cuda:90:32", "hip:gfx942:64"):
            r = proj.runner(f"triton-{v}", target, {})
            rec = record(r, TINY)
            events = parse_journal(rec.run.files.get("journal.jsonl", ""))
            comp = next((e for e in events if e.get("ev") == "compile"), {})
            pm_args = next((e.get("args") for e in events if e.get("what") == "pm" and e["ev"] == "enter"), None)
            row = {"release": v, "target": target, "stages": rec.stages, "compiled": rec.signature is None,
                   "language_arg": bool(comp.get("language")), "pm_run_name": bool(pm_args),
                   "reenter": {}}
            for stage in rec.stages[1:]:
                ext, text = rec.inputs.get(stage, ("", ""))
                if not text:
                    continue
                run = reenter_stage(r, ext, text, rec.options)
                row["reenter"][ext] = "ok" if run.process.exit_code == 0 else \
                    (run.report.get("exc_type") or f"exit {run.process.exit_code}")
            rows.append(row)
            print(f"{v:<6} {target:<14} stages={','.join(rec.stages)} language_arg={row['language_arg']} "
                  f"pm_run_name={row['pm_run_name']} reenter={row['reenter']}", flush=True)
    return rows


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default=str(Path(__file__).resolve().parents[2] / "shared/corpus/triton"))
    ap.add_argument("--versions", default=",".join(v for v in RELEASES if vtuple(v) >= (3, 0)))
    ap.add_argument("--issues", default="")
    ap.add_argument("--budget", type=float, default=120.0, help="reduction budget per row, seconds")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="bench/results/triton_levels")
    ap.add_argument("--skip-capabilities", action="store_true")
    a = ap.parse_args()
    versions = [v for v in a.versions.split(",") if v]
    proj = TritonProject(versions, jobs=a.jobs, test_timeout_s=180, max_warm_runners=2)
    t0 = time.time()
    caps = [] if a.skip_capabilities else capabilities(proj, versions)
    rows, scanned = [], 0
    for d in sorted(Path(a.corpus).iterdir(), key=lambda p: int(p.name) if p.name.isdigit() else 0):
        if a.issues and d.name not in a.issues.split(","):
            continue
        exp = json.loads((d / "expected.json").read_text())
        table = exp.get("pypi_triton_aot") or {}
        if not table or exp.get("kind") != "crash":
            continue
        x = extract_triton(json.loads((d / "issue.json").read_text()))
        if not x.reproducers:
            print(f"{d.name:>7} no reproducer extracted", flush=True)
            continue
        for target in table:
            backend, arch, _ = target.split(":")
            raw = x.reproducers[0]
            # a kernel with no launch code is compiled ahead of time for this target
            source = raw.source if has_launch(raw.source) else complete_with_aot(raw.source, target)
            if source is None:
                continue
            rep = Reproducer.from_json({**raw.to_json(), "source": source, "triple": backend, "cpu": arch})
            recs = {}
            for v in versions:
                scanned += 1
                runner = proj.runner(f"triton-{v}", target, rep.env)
                rec = recs[v] = record(runner, rep.source)
                if rec.signature is None or rec.failing_stage in ("", "ttir"):
                    continue
                rows.append(levels_row(int(d.name), target, v, rep.source, runner, rep.env, a, {}, ""))
                rows[-1]["matches_reported"] = bool(x.reported and matches(x.reported, rec.signature))
            if x.reported is None or x.reported.kind == "python-exception" or any(
                    r["issue"] == int(d.name) and r["target"] == target and r["matches_reported"] for r in rows):
                continue
            # no release's own front end reaches the reported back-end failure: give the
            # releases whose front end rejects the kernel the TTIR of the next release that
            # accepts it (workers.triton.levels.transplant_script)
            for v in versions:
                rec = recs[v]
                if rec.inputs or rec.signature is None:  # a stage ran: the front end accepted it
                    continue
                donor = next((w for w in versions if vtuple(w) > vtuple(v) and "ttgir" in recs[w].inputs), None)
                if donor is None:
                    continue
                env = {**rep.env, **transplant_env(v, backend)}
                files = {"kernel.ttir": recs[donor].inputs["ttgir"][1]}
                script = transplant_script("kernel.ttir", target, recs[donor].options)
                runner = proj.runner(f"triton-{v}", target, env)
                scanned += 1
                moved = record(runner, script, files=files)
                if moved.signature is None or moved.failing_stage in ("", "ttir"):
                    print(f"{d.name:>7} {target:<15} {v:<6} TTIR of {donor}: {moved.signature and moved.signature.summary()}",
                          flush=True)
                    continue
                rows.append(levels_row(int(d.name), target, v, script, runner, env, a, files, donor))
                rows[-1]["matches_reported"] = matches(x.reported, moved.signature)
    proj.close()
    summary = {"scanned": scanned, "rows": len(rows), "wall_s": round(time.time() - t0, 1),
               "lowest": {k: sum(1 for r in rows if f"{r['lowest']}/{r['lowest_kind']}" == k)
                          for k in sorted({f"{r['lowest']}/{r['lowest_kind']}" for r in rows})}}
    md = render(rows, caps, summary)
    print(md)
    out = Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".md").write_text(md)
    out.with_suffix(".json").write_text(json.dumps({"summary": summary, "rows": rows, "capabilities": caps}, indent=1))
    return 0


def levels_row(issue: int, target: str, v: str, source: str, runner, env: dict, a, files: dict, donor: str) -> dict:
    ts = time.time()
    lv = find_levels(source, runner, version=v, target=target, env=env, budget_s=a.budget, jobs=a.jobs, files=files)
    low = lv.lowest
    llvm = {x.toolchain: x.fails for x in lv.levels if x.kind == "llvm"}
    row = {"issue": issue, "target": target, "release": v, "ttir_from": donor, "env": env,
           "failing_stage": lv.failing_stage, "failing_step": lv.failing_step,
           "signature": lv.signature.summary() if lv.signature else "", "matches_reported": False,
           "lowest": low.level if low else "", "lowest_kind": low.kind if low else "",
           "lowest_toolchain": low.toolchain if low else "", "file": low.file if low else "",
           "command": low.command if low else "", "reduced_size": low.reduced_size if low else None,
           "verified": bool(low and low.detail.get("verified")), "tests": low.tests_run if low else 0,
           "seconds": round(time.time() - ts, 1),
           "levels": [{"level": x.level, "kind": x.kind, "toolchain": x.toolchain, "fails": x.fails,
                       "outcome": x.outcome, "signature": x.signature} for x in lv.levels],
           "llvm": llvm, "llvm_reduced": (low.detail.get("reduced_runs") or {}) if low else {},
           "notes": lv.notes, "source": low.source if low else ""}
    print(f"{issue:>7} {target:<15} {v:<6} {'TTIR of ' + donor + ' ' if donor else ''}stage={row['failing_stage']:<6} "
          f"lowest={row['lowest']}/{row['lowest_kind']} {_size(row)} {row['seconds']}s {row['failing_step']}",
          flush=True)
    return row


def _size(r: dict) -> str:
    s = r.get("reduced_size") or {}
    if not s:
        return "—"
    b, a = s["before"], s["after"]
    unit = "ops" if "ops" in b else "instructions"
    return (f"{b['bytes']} → {a['bytes']} B, {b['lines']} → {a['lines']} lines, "
            f"{b.get(unit, '?')} → {a.get(unit, '?')} {unit}")


def _llvm_col(r: dict, prefix: str) -> str:
    """Per LLVM toolchain: fails on the unreduced / the reduced .ll."""
    ids = sorted({t for t in list(r["llvm"]) + list(r.get("llvm_reduced") or {}) if t.startswith(prefix)})
    if not ids:
        return "—"
    yn = {True: "fails", False: "no", None: "?"}
    return ", ".join(f"{t}: {yn[r['llvm'].get(t)]}/{yn[(r.get('llvm_reduced') or {}).get(t)]}" for t in ids)


def render(rows: list[dict], caps: list[dict], summary: dict) -> str:
    lines = ["# Triton multi-level reproducers (bench/triton_levels.py)", "",
             "LLVM columns: per toolchain, fails on the unreduced / on the reduced `.ll` (same signature); "
             "— when the lowest level is not LLVM IR.", "",
             f"{summary['rows']} of {summary['scanned']} (issue, target, release) runs fail in a stage below TTIR; "
             f"lowest levels: {summary['lowest']}; {summary['wall_s']} s in all.", "",
             "| issue | target | release | failing stage | step | = reported | lowest level | size before → after | "
             "tests | seconds | wheel's LLVM | Debian LLVM | llvmlite |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        rel = r['release'] + (f" (TTIR of {r['ttir_from']}, {' '.join(f'{k}={v}' for k, v in r['env'].items())})"
                              if r.get("ttir_from") else "")
        lines.append(f"| {r['issue']} | `{r['target']}` | {rel} | {r['failing_stage']} | "
                     f"{r['failing_step'] or '—'} | {'yes' if r['matches_reported'] else 'no'} | "
                     f"{r['lowest']} ({r['lowest_kind']}{', ' + r['lowest_toolchain'] if r['lowest_kind'] == 'llvm' else ''}) | "
                     f"{_size(r)} | {r['tests']} | "
                     f"{r['seconds']} | {_llvm_col(r, 'llvm@')} | {_llvm_col(r, 'llvm-1')} | {_llvm_col(r, 'llvm-2')} |")
    if caps:
        lines += ["", "## What each release offers (measured with a small kernel)", "",
                  "| release | target | stages | add_stages language | pm.run name | triton.compile re-enters |",
                  "|---|---|---|---|---|---|"]
        for c in caps:
            re_ = ", ".join(f".{k}: {v}" for k, v in c["reenter"].items())
            lines.append(f"| {c['release']} | `{c['target']}` | {' → '.join(c['stages'])} | "
                         f"{'yes' if c['language_arg'] else 'no'} | {'yes' if c['pm_run_name'] else 'no'} | {re_} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())

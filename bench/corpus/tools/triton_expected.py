"""Shared writer for the labelled Triton batches of reprobot's own corpus (``fresh2``, ``fresh3``):
turns the raw runs of ``triton_measure.py`` and a batch's labels (a ``SPEC`` dict in
``write_expected_triton_<batch>.py``, decided by a person reading each run's stderr against the
issue) into ``triton/<N>/expected.json``.

    python bench/corpus/tools/write_expected_triton_fresh2.py [--scratch DIR]
    python bench/corpus/tools/write_expected_triton_fresh3.py [--scratch DIR]

Each rule maps one run (raw evidence + its condensed signature) to ``reproduces`` /
``compiles`` / ``different_error`` / ``n/a``; every non-obvious call is explained in ``notes``.
No rule reads reprobot's classifier: the strings matched are the issue's own failure text.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from triton_measure import RELEASES, summary  # noqa: E402

CORPUS = HERE.parent / "triton"
BOTH = ("cuda:90:32", "hip:gfx942:64")


def clean(raw: dict, sig: str) -> bool:
    return raw.get("exit_code") == 0 and not sig


def rule(reproduces=(), n_a=(), when=None):
    """n/a for a backend the release lacks or text in `n_a`; reproduces when any text in
    `reproduces` is in the signature (and `when(raw, sig, version)` holds, if given); compiles
    when the run is clean; else different_error."""
    def f(raw: dict, sig: str, version: str) -> str:
        if raw.get("skipped") or any(t in sig for t in n_a):
            return "n/a"
        if any(t in sig for t in reproduces) and (when is None or when(raw, sig, version)):
            return "reproduces"
        return "compiles" if clean(raw, sig) else "different_error"
    return f


def write_batch(split: str, spec: dict, scratch: str | Path) -> int:
    """Write expected.json for every issue of `spec` (one batch, split `split`) from the raw runs
    under `scratch` (``<scratch>/<N>/<target>/<release>.json``). An issue's optional ``per_target``
    maps a target to releases whose label a README convention fixes although the run's text cannot
    tell the target apart (fresh10: fp8e4nv on gfx942 before 3.3 is n/a even where the run fails
    exactly as on cuda); each use is explained in the issue's notes."""
    for n, s in spec.items():
        issue = json.loads((CORPUS / str(n) / "issue.json").read_text())
        table: dict[str, dict] = {}
        for target in s["targets"]:
            per = {}
            for v in RELEASES:
                f = Path(scratch) / str(n) / target.replace(":", "_") / f"{v}.json"
                if not f.exists():
                    continue
                raw = json.loads(f.read_text())
                sig = summary(raw)
                res = s.get("per_target", {}).get(target, {}).get(v) or s["rule"](raw, sig, v)
                per[v] = {"result": res, "signature": sig}
            table[target] = per
        exp = {
            "project": "triton", "number": n, "url": issue["html_url"], "title": issue["title"], "kind": s["kind"],
            "target": s["target"], "arch": s["arch"], "reported_version": s["reported_version"],
            "reported_signature": s["reported_message"] or "(no failure text in the excerpt)",
            "needs_gpu": s["kind"] == "miscompile", "repro_complete_in_issue_text": s["script"] == "repro.py",
            "pypi_triton_aot": table, "fix": None, "culprit": None, "notes": s["notes"], "repo": s.get("repo", "triton-lang/triton"),
            "split": split, "classes": s["classes"], "reported_message": s["reported_message"],
            "fixed_in": s["fixed_in"], "measured_script": None if s["script"] == "repro.py" else s["script"],
        }
        if s.get("no_kernel_in_text"):
            # the shared corpus's convention (3011, 4502, 4883): no kernel in the excerpt, no
            # per-release rows; the labeller's own reconstruction is kept, apart, for reference
            exp["reconstruction_aot"], exp["pypi_triton_aot"] = table, {}
            exp["no_runnable_reproducer"] = True
        if s["script"] != "repro.py":
            given = {"script": "repro.py", "release": "3.6.0"}
            for target in BOTH:
                f = Path(scratch) / str(n) / target.replace(":", "_") / "3.6.0.as_given.json"
                if f.exists():
                    raw = json.loads(f.read_text())
                    given[target] = {"kernels_compiled": (raw.get("report") or {}).get("compiles", 0),
                                     "signature": summary(raw)}
            exp["as_given"] = given
        (CORPUS / str(n) / "expected.json").write_text(json.dumps(exp, indent=1, ensure_ascii=False) + "\n")
        print(n, {t: "".join({"reproduces": "R", "compiles": "c", "different_error": "d", "n/a": "-"}[r["result"]]
                             for r in per.values()) for t, per in table.items()})
    return 0


def main(split: str, spec: dict, argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=f"write expected.json for the {split} Triton batch")
    ap.add_argument("--scratch", default="/work/scratch-corpus-triton/raw")
    a = ap.parse_args(argv)
    return write_batch(split, spec, a.scratch)


def update_index(split: str, spec: dict) -> None:
    """Put the batch's issues (from their expected.json) into triton/INDEX.json: one entry per issue
    (replaced if present, the list kept in issue order) and the batch's split counts."""
    path = CORPUS / "INDEX.json"
    index = json.loads(path.read_text())
    entries = {e["number"]: e for e in index["issues"]}
    for n in spec:
        exp = json.loads((CORPUS / str(n) / "expected.json").read_text())
        table = exp["pypi_triton_aot"]
        entries[n] = {
            "number": n, "url": exp["url"], "title": exp["title"], "split": split, "kind": exp["kind"],
            "target": exp["target"], "arch": exp["arch"], "classes": exp["classes"], "measured": bool(table),
            "measured_script": exp.get("measured_script"),
            "repro_complete_in_issue_text": exp.get("repro_complete_in_issue_text", True),
            "reproduces_on": {t: [v for v, r in per.items() if r["result"] == "reproduces"]
                              for t, per in table.items()},
            "results": {t: {v: r["result"] for v, r in per.items()} for t, per in table.items()},
        }
    index["issues"] = [entries[k] for k in sorted(entries)]
    s = index["summary"]
    s["issues"] = len(index["issues"])
    s["measured"] = sum(1 for e in index["issues"] if e["measured"])
    s["split"][split] = sum(1 for e in index["issues"] if e["split"] == split)
    s["split_measured"][split] = sum(1 for e in index["issues"] if e["split"] == split and e["measured"])
    path.write_text(json.dumps(index, indent=1, ensure_ascii=False) + "\n")

"""Write ``expected.json`` for the *fresh* Triton batch (split ``fresh``: issues nobody tunes on)
from the raw runs of ``triton_measure.py`` and the labels below, decided by a person reading
each run's stderr against the issue (see bench/corpus/triton/README.md, "Fresh batch").

    python bench/corpus/tools/triton_measure.py --issues 624,... --targets cuda:90:32 --script measured.py
    python bench/corpus/tools/write_expected_triton_fresh.py [--scratch DIR]

A label rule maps one run to ``reproduces`` / ``compiles`` / ``different_error`` / ``n/a``; the
reason for every non-obvious call is in the issue's ``notes``.
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


def clean_or(label_if_failed: str):
    def rule(raw: dict, sig: str) -> str:
        return "compiles" if raw.get("exit_code") == 0 and not sig else label_if_failed
    return rule


def missing_api_then(rule_after):
    """n/a when the release lacks tl.range or its keyword arguments, else `rule_after`."""
    def rule(raw: dict, sig: str) -> str:
        if "has no attribute 'range'" in sig or "unexpected keyword argument" in sig:
            return "n/a"
        return rule_after(raw, sig)
    return rule


SPEC = {
    624: dict(kind="crash", script="repro.py", classes=["ptxas-error", "fixed-before-oldest-release", "repro-complete"],
              reported_message="ptxas /tmp/file6Aa6Qi, line 29; error   : Arguments mismatch for instruction 'cvt'",
              reported_version="master 2022-08", rule=clean_or("different_error"),
              notes="Complete script (kernel + launch). The 2022 ptxas error (bf16->fp32 cvt on i16) is gone in every "
                    "PyPI release: all compile. A maintainer could not reproduce it on master the same day."),
    1781: dict(kind="crash", script="measured.py", classes=["truncated-reproducer", "missing-imports", "no-launch-code",
                                                             "message-not-in-report", "config-in-comments"],
               reported_message=None, reported_version="main 2023-06", rule=clean_or("different_error"),
               notes="The failing launch is cut mid-line ('XBLO'); the two complete launches in the excerpt are "
                     "comments marked '# fine' (XBLOCK=1/2, YBLOCK=1024). measured.py = imports + the kernel + an "
                     "ahead-of-time compile with XBLOCK=1, YBLOCK=1024 (the first complete config the text shows). "
                     "It compiles on every release; the crashing block size is not in the text."),
    4078: dict(kind="crash", script="measured.py", classes=["truncated-reproducer", "no-launch-code",
                                                             "message-not-in-report", "only-in-2.x", "signal-crash"],
               reported_message=None, reported_version="2.3.1",
               rule=lambda raw, sig: "reproduces" if "SIGABRT" in sig and "stage=llir" in sig else
               clean_or("different_error")(raw, sig),
               notes="block_count() is defined but the call is cut off with the rest of the excerpt. measured.py = "
                     "the code + an ahead-of-time compile with K=4 (x has 4 columns) and EXPERTS=16 "
                     "(torch.randint(16, ...)); BLOCK is not named, 16 used. 2.3.1, the reporter's release, aborts "
                     "in make_llir (Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"`): the "
                     "'internal error' the title reports, whose text the excerpt does not show: reproduces. 3.0.0+ "
                     "compile (fixed)."),
    7260: dict(kind="miscompile", script="measured.py", classes=["miscompile", "needs-gpu", "truncated-reproducer",
                                                                  "no-launch-code"],
               reported_message="Large grid size (combination of small block size, large tensors) causes kernel no-op.",
               reported_version="3.3 era (2025-06)", rule=clean_or("different_error"),
               notes="A wrong result on the GPU (no-op for large grids); mvp() is cut. measured.py = kernel + "
                     "ahead-of-time compile with BLOCK_LENGTH=16: compiles everywhere (all a CPU run can show)."),
    8259: dict(kind="miscompile", script="measured.py", classes=["miscompile", "needs-gpu", "truncated-reproducer",
                                                                  "legacy-api"],
               reported_message="tl.range pipeline causes kernel to produce incorrect output",
               reported_version="main 2025-09", rule=missing_api_then(clean_or("different_error")),
               notes="The issue's own driver run(kernel, name) with its last (unclosed) line dropped, called on "
                     "pipeline_kernel_fail. 2.3.1 has no tl.range, 3.0.0-3.2.0 reject its loop_unroll_factor/flatten "
                     "keywords: n/a. Newer releases compile it (the wrong values need a GPU)."),
    2001: dict(kind="crash", script="measured.py", classes=["mlir-pass-assertion", "truncated-reproducer",
                                                             "third-party-import"],
               reported_message="Assertion `info.length() == op.getOffsets().size()' failed.",
               reported_version="main 2023-07", rule=lambda raw, sig: "different_error" if "trident" in sig else
               clean_or("different_error")(raw, sig),
               notes="The script imports the reporter's own package 'trident' (not on PyPI here), which it never uses. "
                     "First labelled from repro.py as given: ModuleNotFoundError on every release (different_error). "
                     "Relabelled 2026-11-27 (bench/corpus/README 'Relabelled rows'): measured.py = repro.py with that "
                     "unused import commented out, what reprobot's extraction does since (triton#2052, same reporter, "
                     "measured the same way in fresh13); the kernel is cut after its if/else, before the loop the "
                     "reported RewriteTensorPointer assertion needs, and has no launch: labelled by the run (clean: "
                     "compiles, else different_error)."),
    2032: dict(kind="crash", script="measured.py", classes=["mlir-pass-assertion", "truncated-reproducer",
                                                             "missing-imports", "no-launch-code"],
               reported_message="Assertion \"rewritedInfo.count(newIterOperands[i])\" failed.",
               reported_version="main 2023-08", rule=clean_or("different_error"),
               notes="3.8.0 rejects the block pointer assigned in both branches (frontend AssertionError: "
                     "mismatched type between then and else) and 3.9.0 removed block pointers: API changes, "
                     "different_error. The kernel is cut inside the loop that carries the block pointer (the reported "
                     "RewriteTensorPointer::rewriteForOp assertion needs that loop). measured.py = imports + the kernel "
                     "up to the loop + an ahead-of-time compile (block_size=16): compiles on every release."),
    6987: dict(kind="miscompile", script="measured.py", classes=["miscompile", "needs-gpu", "truncated-reproducer",
                                                                  "no-launch-code"],
               reported_message="The histogram op produces incorrect results in the following kernel.",
               reported_version="3.3 era (2025-05)",
               rule=lambda raw, sig: "n/a" if "has no attribute 'histogram'" in sig else
               clean_or("different_error")(raw, sig),
               notes="Wrong counts on the GPU only; 2.3.1 has no tl.histogram (n/a). measured.py = the kernel + an ahead-of-time compile with "
                     "N_CENTROIDS=16 (initialize_centroids' default), NUM_PARTICLES=64, D=16 (not named)."),
}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--scratch", default="/work/scratch-corpus-triton/raw")
    ap.add_argument("--issues", default="", help="only these (comma-separated): a relabel re-measures one issue")
    a = ap.parse_args()
    only = {int(x) for x in a.issues.split(",") if x}
    for n, spec in SPEC.items():
        if only and n not in only:
            continue
        issue = json.loads((CORPUS / str(n) / "issue.json").read_text())
        table: dict[str, dict] = {}
        for target in ("cuda:90:32",):
            per = {}
            for v in RELEASES:
                f = Path(a.scratch) / str(n) / target.replace(":", "_") / f"{v}.json"
                if not f.exists():
                    continue
                raw = json.loads(f.read_text())
                sig = summary(raw)
                per[v] = {"result": spec["rule"](raw, sig), "signature": sig}
            table[target] = per
        exp = {
            "project": "triton", "number": n, "url": issue["html_url"], "title": issue["title"], "kind": spec["kind"],
            "target": "NVIDIA", "arch": "unspecified (cuda)", "reported_version": spec["reported_version"],
            "reported_signature": spec["reported_message"] or "(no failure text in the excerpt)",
            "needs_gpu": spec["kind"] == "miscompile", "repro_complete_in_issue_text": spec["script"] == "repro.py",
            "pypi_triton_aot": table, "fix": None, "culprit": None, "notes": spec["notes"], "repo": "triton-lang/triton",
            "split": "fresh", "classes": spec["classes"], "reported_message": spec["reported_message"], "fixed_in": None,
            "measured_script": None if spec["script"] == "repro.py" else spec["script"],
        }
        (CORPUS / str(n) / "expected.json").write_text(json.dumps(exp, indent=1, ensure_ascii=False) + "\n")
        print(n, {v: r["result"][0] for v, r in table["cuda:90:32"].items()})
    return 0


if __name__ == "__main__":
    sys.exit(main())

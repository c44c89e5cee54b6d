"""Write ``llvm/<N>/expected.json`` and ``llvm/INDEX.json`` from the hand-written labels in
``spec_llvm.py`` plus what was measured.

For every runnable entry it runs ``measure.py --save`` (unless ``runs/<N>/`` already exists or
``--no-run`` is given), then copies, per release, the exit status, the first stderr line and the
crashing pass ("Running pass '...'" of the stack dump) next to the hand-written status. It never
decides a status. The split is fixed by rule, independent of any measurement:
``heldout`` iff int(sha256("llvm/<N>"), 16) % 3 == 0, else ``tune``; issues added after the
rules were built carry ``split="fresh"`` in their spec entry (never tuned on).

    python bench/corpus/tools/write_expected.py [--rerun] [--no-run] [--no-index] (N ... | --all)
    python bench/corpus/tools/write_expected.py --index-only

``--no-index`` writes the named expected.json files only (batches built side by side each leave
INDEX.json to one final run, since a folder another batch is still filling has no labels yet);
``--index-only`` is that run: INDEX.json from the expected.json files there are, nothing measured.
"""
from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "llvm"
RUNS = HERE.parent / "runs"
sys.path.insert(0, str(HERE))
from spec_llvm import NO_REPRO, SPEC  # noqa: E402

DEBIAN = ["13", "14", "15", "16", "19"]
PASS_RE = re.compile(r"Running pass ['\"](.+?)['\"](?: on |$)")


def split_of(n: int) -> str:
    return "heldout" if int(hashlib.sha256(f"llvm/{n}".encode()).hexdigest(), 16) % 3 == 0 else "tune"


def measured(n: int, rel: str) -> dict:
    text = (RUNS / str(n) / f"{rel}.txt").read_text(errors="replace")
    cmd = text.split("\n", 1)[0][2:]
    rc = int(re.search(r"^rc=(-?\d+)$", text, re.M).group(1))
    err = text.split("--- stderr\n", 1)[1].split("\n--- stdout (head)\n", 1)[0]
    out = text.split("\n--- stdout (head)\n", 1)[1]
    lines = [l.rstrip() for l in err.splitlines() if l.strip()]
    warn = [l for l in lines if "is not a recognized" in l]
    rest = [l for l in lines if "is not a recognized" not in l]
    first = rest[0] if rest else ""
    if not first and rc != 0:  # LLVM 13/14 print IR parse errors on stdout
        first = next((l for l in out.splitlines() if ": error:" in l), "")
    if not first and warn:
        first = warn[0]
    passes = [m.group(1) for l in lines for m in [PASS_RE.search(l)] if m]
    return {"exit_status": rc, "first_error_line": first.strip(), "crash_pass": passes[-1] if passes and rc != 0 else None,
            "command": cmd}


def run_measure(n: int, e: dict) -> None:
    cmd = [sys.executable, str(HERE / "measure.py"), str(CORPUS / str(n)), "--save", "--", e["tool"], *e["args"]]
    if e.get("stdin"):
        cmd.append("<")
    subprocess.run(cmd, check=True, capture_output=True)


def build(n: int, e: dict, rerun: bool, no_run: bool = False) -> dict:
    issue = json.loads((CORPUS / str(n) / "issue.json").read_text())
    if rerun or not (RUNS / str(n) / "22.txt").exists():
        if no_run:
            raise SystemExit(f"#{n}: no saved runs in {RUNS / str(n)} and --no-run given")
        run_measure(n, e)
    deb, l22 = {}, {}
    extra14 = False
    for rel in DEBIAN + ["22"]:
        m = measured(n, rel)
        entry = {"status": e["status"][rel], "first_error_line": m["first_error_line"] if e["status"][rel] != "clean" or m["first_error_line"] else "",
                 "crash_pass": m["crash_pass"], "exit_status": m["exit_status"]}
        if rel == "14" and " -opaque-pointers " in f" {m['command']} ":
            extra14 = True
        if rel == "22":
            entry["crash_pass"] = None  # llvmlite prints no pass stack
            l22 = entry
        else:
            deb[rel] = entry
    out = {
        "project": "llvm", "number": n, "url": issue["html_url"], "title": issue["title"], "kind": e.get("kind", "crash"),
        "tool": e["tool"], "args": e["args"], "stdin": bool(e.get("stdin")),
        "reported_signature": e["reported_signature"], "reported_message": e["reported_message"],
        "signature_regex": e["signature_regex"], "assertion_only": e["assertion_only"],
        "debian_llvm": deb, "llvm_22": l22,
        "fix": e.get("fixed_in"), "fixed_in": e.get("fixed_in"), "culprit": e.get("culprit"),
        "notes": e["notes"] + (" LLVM 14 was run with -opaque-pointers (its parser needs it for 'ptr')." if extra14 else ""),
        "repo": e.get("repo", "llvm/llvm-project"), "split": e.get("split") or split_of(n), "classes": e["classes"],
    }
    if e.get("variant_evidence"):
        out["variant_evidence"] = e["variant_evidence"]
    if e.get("compat"):
        out["debian_llvm_compat_input"] = e["compat"]
    if extra14:
        out["llvm14_extra_args"] = ["-opaque-pointers"]
    return out


def build_no_repro(n: int, e: dict) -> dict:
    issue = json.loads((CORPUS / str(n) / "issue.json").read_text())
    return {
        "project": "llvm", "number": n, "url": issue["html_url"], "title": issue["title"], "kind": "crash",
        "tool": e.get("tool"), "args": e.get("args", []), "stdin": False,
        "reported_signature": e["reported_signature"], "reported_message": e["reported_message"],
        "signature_regex": None, "assertion_only": "assertion-only" in e["classes"],
        "debian_llvm": {}, "llvm_22": {}, "fix": None, "fixed_in": None, "culprit": e.get("culprit"),
        "notes": e["notes"] + " No runnable reproducer in the thread text: a correct tool reports that and claims no per-release result.",
        "repo": e.get("repo", "llvm/llvm-project"), "split": e.get("split") or split_of(n), "classes": e["classes"],
    }


def main(argv: list[str]) -> int:
    unknown = [a for a in argv if not a.isdigit() and a not in ("--rerun", "--no-run", "--all", "--no-index", "--index-only")]
    if unknown or not argv:
        # every issue is rebuilt (and re-measured) only when asked by name: a stray --help once
        # rewrote a hundred expected.json files
        print(__doc__, file=sys.stderr)
        print(f"unknown arguments: {unknown}" if unknown else "give issue numbers, or --all", file=sys.stderr)
        return 2
    rerun, no_run = "--rerun" in argv, "--no-run" in argv
    only = {int(a) for a in argv if a.isdigit()}
    index = []
    build_any = "--index-only" not in argv
    for n, e in sorted(SPEC.items()):
        if build_any and (not only or n in only):
            exp = build(n, e, rerun, no_run)
            (CORPUS / str(n) / "expected.json").write_text(json.dumps(exp, indent=2, ensure_ascii=False) + "\n")
    for n, e in sorted(NO_REPRO.items()):
        if build_any and (not only or n in only):
            exp = build_no_repro(n, e)
            (CORPUS / str(n) / "expected.json").write_text(json.dumps(exp, indent=2, ensure_ascii=False) + "\n")
    if "--no-index" in argv:
        return 0
    for d in sorted(CORPUS.iterdir(), key=lambda p: int(p.name) if p.name.isdigit() else -1):
        if not d.name.isdigit():
            continue
        exp = json.loads((d / "expected.json").read_text())
        index.append({"number": exp["number"], "split": exp["split"], "classes": exp["classes"],
                      "runnable": bool(exp["debian_llvm"]), "title": exp["title"],
                      # issues of a fork (ROCm/llvm-project) share the number space: the repository tells them apart
                      **({"repo": exp["repo"]} if exp.get("repo", "llvm/llvm-project") != "llvm/llvm-project" else {})})
    missing = {int(d.name) for d in CORPUS.iterdir() if d.name.isdigit()} - set(SPEC) - set(NO_REPRO)
    if missing:
        raise SystemExit(f"no labels for {sorted(missing)}")
    (CORPUS / "INDEX.json").write_text(json.dumps(index, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(index)} issues, {sum(i['runnable'] for i in index)} runnable")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

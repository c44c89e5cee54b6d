"""Run one corpus reproducer on every installed LLVM release and print what happened.

Prints, per release (Debian 13, 14, 15, 16, 19 from /usr/lib/llvm-N/bin, and LLVM 22.1 through
llvmlite's driver ``workers/toolchains/llvmlite_driver.py``): the exit status (negative = signal),
the first error-looking stderr line, the "Running pass" lines of the stack dump, and the head of
stderr. It decides nothing: the per-release status in expected.json is written by a person who
reads this output against the issue.

    python bench/corpus/tools/measure.py bench/corpus/llvm/116133            # tool/args from expected.json
    python bench/corpus/tools/measure.py bench/corpus/llvm/116133 -- llc -mtriple=amdgcn -o /dev/null
    python bench/corpus/tools/measure.py DIR --save   # also writes bench/corpus/runs/<N>/<rel>.txt (not committed)
    python bench/corpus/tools/measure.py DIR --rel=16,19 -- llc ...   # only some releases

LLVM 14 gets ``-opaque-pointers`` when the input uses opaque ``ptr`` (its parser needs it).
Each run is limited to 60 s (exit 124 on timeout). MLIR reproducers (``repro.mlir``) run
Debian's ``mlir-opt`` (package mlir-N-tools); llvmlite has none, so LLVM 22 is ``unsupported``
for them (exit 3, not run).
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DRIVER = ROOT / "workers" / "toolchains" / "llvmlite_driver.py"
RELEASES = ["13", "14", "15", "16", "19", "22"]
ERR = re.compile(r"(LLVM ERROR|error:|Assertion|UNREACHABLE|Segmentation|Bad machine code|Stack dump|PLEASE submit|"
                 r"unsupported:|not a recognized|Floating point|Aborted|ERROR)", re.I)


def repro_file(d: Path) -> Path:
    for name in ("repro.mir", "repro.ll", "repro.mlir"):
        if (d / name).exists():
            return d / name
    raise SystemExit(f"no repro in {d}")


def run(rel: str, tool: str, args: list[str], src: Path, stdin: bool, timeout: int = 60):
    text = src.read_text()
    args = list(args)
    if rel == "22" and tool not in ("llc", "opt"):  # llvmlite wraps llc and opt only
        return [sys.executable, str(DRIVER), tool, *args], 3, f"unsupported: {tool} is not available through llvmlite\n", ""
    if rel == "22":
        cmd = [sys.executable, str(DRIVER), tool, *args]
    else:
        cmd = [f"/usr/lib/llvm-{rel}/bin/{tool}", *args]
        if rel == "14" and re.search(r"(?<![%@\w.$-])ptr\b", text) and src.suffix == ".ll":
            cmd.insert(1, "-opaque-pointers")
    if not stdin:
        cmd.append(str(src))
    try:
        p = subprocess.run(cmd, input=text if stdin else None, capture_output=True, text=True, timeout=timeout,
                           errors="replace")
        return cmd, p.returncode, p.stderr, p.stdout
    except subprocess.TimeoutExpired as e:
        return cmd, 124, (e.stderr or b"").decode(errors="replace") if isinstance(e.stderr, bytes) else (e.stderr or ""), ""


def main(argv: list[str]) -> int:
    d = Path(argv[0])
    save = "--save" in argv
    rels = RELEASES
    for a in argv:
        if a.startswith("--rel="):
            rels = a[6:].split(",")
    if "--" in argv:
        rest = argv[argv.index("--") + 1:]
        tool, args, stdin = rest[0], rest[1:], False
        if "<" in args:
            args.remove("<")
            stdin = True
    else:
        exp = json.loads((d / "expected.json").read_text())
        tool, args, stdin = exp["tool"], exp["args"], exp.get("stdin", False)
    src = repro_file(d)
    for rel in rels:
        cmd, rc, err, out = run(rel, tool, args, src, stdin)
        lines = err.splitlines()
        passes = [l.strip() for l in lines if "Running pass" in l]
        first = next((l for l in lines if ERR.search(l) and "not a recognized" not in l
                      and not l.startswith(("PLEASE submit", "Stack dump"))), "")
        if not first:  # LLVM 13/14 print IR parse errors on stdout
            first = next((l for l in out.splitlines()[:50] if ": error:" in l), "")
        if not first and rc != 0:
            first = next((l for l in lines if "not a recognized" not in l), "")
        warn = next((l for l in lines if "not a recognized" in l), "")
        pas = passes[-1].split("Running pass ", 1)[-1] if passes else ""
        cmdtxt = f" $ {' '.join(cmd[1:] if rel != '22' else cmd[2:])}" if rel == rels[0] or "-v" in sys.argv else ""
        print(f"{rel}: rc={rc} {first[:220]!s}" + (f" || {pas[:120]}" if pas else "") + (f" [WARN {warn[:80]}]" if warn else "") + cmdtxt)
        if "-v" in sys.argv:
            for l in [l for l in lines[:8] if not l.startswith(" #")]:
                print(f"  | {l[:300]}")
        if save:
            o = ROOT / "bench" / "corpus" / "runs" / d.name
            o.mkdir(parents=True, exist_ok=True)
            (o / f"{rel}.txt").write_text(f"$ {' '.join(cmd)}\nrc={rc}\n--- stderr\n{err}\n--- stdout (head)\n{out[:4000]}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

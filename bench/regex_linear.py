"""Every module-level regular expression of reprobot against long adversarial lines.

Issue text and a reproducer's stderr are written by strangers, and reprobot's extraction and
crash classification run regular expressions over them; a pattern with nested or adjacent
unbounded repeats backtracks quadratically (or worse) on a long line that almost matches, and
one such line stalls a worker (round 12: a 200k-character stderr line took 279 s). This bench
finds every compiled ``re.Pattern`` held by a module of ``reducers/``, ``workers/`` and
``service/``, runs ``search`` and ``finditer`` on lines built from the characters and words
the patterns key on, at two lengths, and reports the time and the growth between the lengths
(2.0 is linear, 4.0 quadratic).

    python bench/regex_linear.py [--n 20000] [--limit 20]   # writes bench/results/regex_linear.{md,json}

Each module runs in a child process; a search that runs past ``--limit`` seconds is killed and
reported as such. A pattern is flagged when the long line takes over 0.25 s and grows by more
than 3x, or is killed.
"""
from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import re
import selectors
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("reducers", "workers", "service")
# the alphabets and words the patterns key on: separators of paths and frames, stack-dump and
# diagnostic vocabulary, fences, MLIR and IR punctuation
UNITS = ["a", " ", ":", "a:", "a ", "a/", "/", "-", "a-", "0", "0x", "#0 ", "(", "a(", ")", "<", "a<", ",", "a,",
         "%", "@", ".", "a.", "\t", "`", "'", "\"", "=", "a=", "!", "{", "[", "_", "\\", "*", "ptr ", "i32 ",
         "error: ", "LLVM ERROR: ", "Assertion `", "Running pass '", "Program arguments: ", "in function ",
         "at ", "op ", "mlir::", "llvm::", "triton.", "tl.", "def ", "kernel[", "```", "> "]
PREFIXES = ["", "error: ", "mlir-opt: ", "x.mlir:1:2: error: ", "LLVM ERROR: ", "Assertion `", "#0 0x1 ",
            "opt: ", "Stack dump:\n0.\tProgram arguments: ", "```\n", "$ mlir-opt "]


# patterns the code only anchors at one position (``match``), timed that way
MATCH_ONLY = {"reducers.mlir.passes.remove_attributes._ENTRY_START", "reducers.signature._CONSTANT_EXPR_SUBJECT"}


def patterns_of(module_name: str) -> list[tuple[str, re.Pattern]]:
    mod = importlib.import_module(module_name)
    return [(name, v) for name, v in sorted(vars(mod).items()) if isinstance(v, re.Pattern)]


def modules() -> list[str]:
    out = []
    for pkg in PACKAGES:
        p = importlib.import_module(pkg)
        for m in pkgutil.walk_packages(p.__path__, pkg + "."):
            out.append(m.name)
    return out


def child(module_name: str, n: int, start: int) -> None:
    """Print one JSON line per (pattern, input): the slowest of search and finditer, at n and 2n."""
    for i, (name, pat) in enumerate(patterns_of(module_name)):
        if i < start:
            continue
        worst = (0.0, 0.0, "")
        for pre in PREFIXES:
            for unit in UNITS:
                times = []
                for size in (n, 2 * n):
                    line = pre + unit * (size // len(unit))
                    print(json.dumps({"at": i, "name": name, "input": repr(pre + unit)[:40]}), flush=True)
                    t = time.perf_counter()
                    if f"{module_name}.{name}" in MATCH_ONLY:
                        pat.match(line)
                    else:
                        pat.search(line)
                        for _ in pat.finditer(line):
                            pass
                    times.append(time.perf_counter() - t)
                if times[1] > worst[1]:
                    worst = (times[0], times[1], repr(pre + unit)[:40])
        print(json.dumps({"done": i, "name": name, "t_n": worst[0], "t_2n": worst[1], "input": worst[2]}),
              flush=True)


def run_module(module_name: str, n: int, limit: float) -> list[dict]:
    rows, start = [], 0
    while True:
        p = subprocess.Popen([sys.executable, __file__, "--child", module_name, "--n", str(n), "--start", str(start)],
                             stdout=subprocess.PIPE, text=True, cwd=ROOT)
        last = None
        sel = selectors.DefaultSelector()
        sel.register(p.stdout, selectors.EVENT_READ)
        killed = False
        while True:
            if not sel.select(timeout=limit):
                p.kill()
                killed = True
                break
            line = p.stdout.readline()
            if not line:
                break
            rec = json.loads(line)
            if "done" in rec:
                rows.append({"module": module_name, **rec})
            else:
                last = rec
        p.wait()
        sel.close()
        if not killed:
            return rows
        rows.append({"module": module_name, "done": last["at"], "name": last["name"], "t_n": None, "t_2n": None,
                     "input": last["input"], "killed": True})
        start = last["at"] + 1


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=20000, help="characters of the shorter line")
    ap.add_argument("--limit", type=float, default=20.0, help="seconds before one search is killed")
    ap.add_argument("--child")
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--modules", default="", help="comma-separated module names (default: all)")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "regex_linear"))
    a = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    if a.child:
        child(a.child, a.n, a.start)
        return 0
    rows = []
    for m in (a.modules.split(",") if a.modules else modules()):
        try:
            if not patterns_of(m):
                continue
        except Exception as e:  # a module that needs an optional dependency
            print(f"skip {m}: {e}", file=sys.stderr)
            continue
        rows += run_module(m, a.n, a.limit)
    flagged = [r for r in rows if r.get("killed") or (r["t_2n"] > 0.25 and r["t_2n"] > 3 * max(r["t_n"], 1e-6))]
    lines = [f"# Module-level regexes on long adversarial lines (n = {a.n} and {2 * a.n} characters)", "",
             f"Command: `python bench/regex_linear.py --n {a.n} --limit {a.limit}`. {len(rows)} patterns, "
             f"{len(flagged)} flagged (over 0.25 s and more than 3x growth, or killed after {a.limit} s).", "",
             "| module | pattern | slowest input | s at n | s at 2n | growth | flag |", "|---|---|---|---|---|---|---|"]
    for r in sorted(rows, key=lambda r: -(r["t_2n"] if r["t_2n"] is not None else 1e9))[:40]:
        if r.get("killed"):
            lines.append(f"| {r['module']} | {r['name']} | `{r['input']}` | - | killed | - | ✗ |")
            continue
        g = r["t_2n"] / max(r["t_n"], 1e-6)
        lines.append(f"| {r['module']} | {r['name']} | `{r['input']}` | {r['t_n']:.4f} | {r['t_2n']:.4f} | "
                     f"{g:.1f} | {'✗' if r in flagged else ''} |")
    lines.append("")
    lines.append(f"(the 40 slowest of {len(rows)} shown)")
    Path(a.out + ".md").write_text("\n".join(lines) + "\n")
    Path(a.out + ".json").write_text(json.dumps(rows, indent=1))
    print("\n".join(lines))
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())

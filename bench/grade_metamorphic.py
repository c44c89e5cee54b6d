"""Metamorphic check of the reported crash signature: re-wrap the crash lines people paste
(assertion, UNREACHABLE, LLVM ERROR, Cannot select, machine verifier lines longer than the width)
the two ways real threads show them, and count the LLVM corpus issues whose reported signature
changes in a way grading notices: another kind, message keys that no longer agree
(`reducers.signature._keys_agree`: equal without white space, or a prefix of 12+ characters),
or a location / crashing pass that is lost.

- ``word``: folded at spaces to W columns (mail clients, editors, old bug trackers; llvm#134115's
  body shows a fold);
- ``col``: cut every W characters, mid-word (a terminal's copy of a soft-wrapped line).

A change is not always a bug (a fold that puts ``>=`` at the start of a line makes a Markdown
quote of it on GitHub too): the listing names the issues for a reader to judge.
Prints the table and writes bench/results/grade_metamorphic.{md,json}.

    python bench/grade_metamorphic.py [--widths 72,80,100] [--modes word,col]
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reducers.signature import _keys_agree  # noqa: E402
from workers.extract.llvm import extract_llvm  # noqa: E402

CORPORA = [ROOT.parent / "shared" / "corpus" / "llvm", ROOT / "bench" / "corpus" / "llvm"]
_MARK = re.compile(r"Assertion|UNREACHABLE|LLVM ERROR|Cannot select|Bad machine code")


def rewrap(text: str, width: int, mode: str) -> str:
    out: list[str] = []
    for line in text.split("\n"):
        if len(line) > width and _MARK.search(line):
            if mode == "word":
                out.extend(textwrap.wrap(line, width, break_long_words=False, break_on_hyphens=False) or [line])
            else:
                out.extend(line[i:i + width] for i in range(0, len(line), width))
        else:
            out.append(line)
    return "\n".join(out)


def _view(issue: dict) -> tuple | None:
    s = extract_llvm(issue).reported
    return None if s is None else (s.kind, s.key, s.location, s.pass_name)


def _noticed(a: tuple | None, b: tuple | None) -> bool:
    if a == b:
        return False
    if a is None or b is None:
        return True
    return a[0] != b[0] or not _keys_agree(a[1], b[1]) or bool(a[2] and not b[2]) or bool(a[3] and not b[3])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--widths", default="72,80,100")
    ap.add_argument("--modes", default="word,col")
    a = ap.parse_args(argv)
    issues = []
    for root in CORPORA:
        for d in sorted(root.iterdir()):
            if (d / "issue.json").exists():
                issues.append((d.name, json.loads((d / "issue.json").read_text())))
    base = {n: _view(i) for n, i in issues}
    rows, t0 = [], time.time()
    for mode in a.modes.split(","):
        for width in map(int, a.widths.split(",")):
            touched, changed = 0, []
            for n, issue in issues:
                w = dict(issue, body=rewrap(issue.get("body") or "", width, mode),
                         comments=[dict(c, body=rewrap(c.get("body") or "", width, mode))
                                   for c in issue.get("comments") or []])
                if w == issue:
                    continue
                touched += 1
                if _noticed(base[n], _view(w)):
                    changed.append(n)
            rows.append({"mode": mode, "width": width, "rewrapped": touched, "changed": len(changed), "issues": changed})
    lines = ["| mode | width | issues re-wrapped | reported signature changed | issues |", "|---|---|---|---|---|"]
    lines += [f"| {r['mode']} | {r['width']} | {r['rewrapped']} | {r['changed']} | {', '.join(r['issues'][:12])}"
              f"{' …' if len(r['issues']) > 12 else ''} |" for r in rows]
    table = "\n".join(lines)
    print(table)
    out = ROOT / "bench" / "results"
    (out / "grade_metamorphic.md").write_text(
        f"# Metamorphic check of the reported signature\n\n`python bench/grade_metamorphic.py` over {len(issues)} "
        f"LLVM corpus issues ({time.time() - t0:.0f} s).\n\n{table}\n")
    (out / "grade_metamorphic.json").write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

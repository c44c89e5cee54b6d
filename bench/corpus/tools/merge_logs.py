"""Merge the progress logs of several `bench/corpus_llvm.py` processes into one whole table.

The whole table is run as two processes on a 2-core machine, one from each end of the part
list, and stopped once their logs cover every issue; the script's own summary then covers only
its half. Each process prints one line per issue as it goes:

    fresh145   93391 x ✓I       ✓C       ✓C       ✓C       ✓C       ✓C       644.4s  llc ...
    fresh162   79229 no runnable reproducer; claims reproduction: False

(cells in toolchain order llvm-13, 14, 15, 16, 19, 22, the `old` part without 22; ``✓X``
agrees, ``✗X≠Y`` got X where the label says Y). This reads those lines, keeps one per
(part, issue) (the last seen), and writes the merged log and a Markdown summary: agreement per
group of parts, issues without a reproducer that claim none, and every miss with its kind
(`bench/corpus_llvm.py`'s ``miss_kind``: the command differs, the crash not linked to the report,
...) and the issue's classes.

    python bench/corpus/tools/merge_logs.py LOG [LOG ...] --out bench/results/corpus_llvm_roundN_whole
        [--parts old,tune,...]   (the parts the table must cover; a missing issue is listed)
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

LINE = re.compile(r"^(\S+)\s+(\d+) (.*)$")
CELL = re.compile(r"([✓✗])([A-Z])(?:≠([A-Z]))?")
TOOLCHAINS = ("llvm-13", "llvm-14", "llvm-15", "llvm-16", "llvm-19", "llvm-22")
ROOT = Path(__file__).resolve().parents[3]
LETTER = {"R": "reproduces", "C": "clean", "O": "other-failure", "I": "invalid-input", "T": "timeout",
          "U": "unsupported", "X": "infra-error"}


def parse(paths: list[Path]) -> dict[tuple[str, int], str]:
    """(part, issue) -> its last progress line across `paths`."""
    rows: dict[tuple[str, int], str] = {}
    for p in paths:
        for line in p.read_text(errors="replace").splitlines():
            m = LINE.match(line)
            if m and (m.group(3).startswith("x ") or m.group(3).startswith("no runnable")):
                rows[(m.group(1), int(m.group(2)))] = line.rstrip()
    return rows


def group(part: str) -> str:
    """The summary row a part belongs to."""
    if part in ("old", "tune", "heldout"):
        return part
    for prefix, name in (("mlir", "mlir*"), ("rocm", "rocm*"), ("fresh", "fresh*")):
        if part.startswith(prefix):
            return name
    return part


def summarize(rows: dict[tuple[str, int], str]) -> tuple[dict[str, list[int]], list[tuple[str, int, str, str]]]:
    """Per group [issues, pairs agreeing, pairs, no-repro issues claiming none, no-repro issues];
    and the misses as (part, issue, toolchain, cell)."""
    groups: dict[str, list[int]] = {}
    misses: list[tuple[str, int, str, str]] = []
    for (part, issue), line in sorted(rows.items()):
        g = groups.setdefault(group(part), [0, 0, 0, 0, 0])
        g[0] += 1
        rest = LINE.match(line).group(3)
        if rest.startswith("no runnable"):
            g[4] += 1
            g[3] += rest.rstrip().endswith("False")
            continue
        cells = CELL.findall(rest)[:len(TOOLCHAINS)]
        for tc, (mark, got, want) in zip(TOOLCHAINS, cells):
            g[2] += 1
            if mark == "✓":
                g[1] += 1
            else:
                misses.append((part, issue, tc, f"{got}≠{want}"))
    return groups, misses


def miss_row(part: str, issue: int, toolchain: str, cell: str, line: str) -> tuple[str, list[str]]:
    """(what went wrong, the issue's classes) for one miss: `corpus_llvm.miss_kind` on the label
    of expected.json and the command of the progress line (the text after the wall time)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from corpus_llvm import miss_kind  # noqa: PLC0415 (a script beside this one, not a package)
    folder = (ROOT.parent / "shared" / "corpus" / "llvm" if part == "old" else ROOT / "bench" / "corpus" / "llvm") / str(issue)
    try:
        exp = json.loads((folder / "expected.json").read_text())
    except (OSError, ValueError):
        return "", []
    version = toolchain.removeprefix("llvm-")
    label = ((exp.get("llvm_22") if version == "22" else (exp.get("debian_llvm") or {}).get(version)) or {}).get("status", "")
    m = re.search(r"\d+\.\ds\s+(.*)$", line)
    command = m.group(1) if m else ""
    expected = " ".join([exp.get("tool") or "", *(exp.get("args") or [])])
    return miss_kind(label, LETTER.get(cell[0], cell[0]), command, expected), list(exp.get("classes") or [])


def _pct(a: int, n: int) -> str:
    return f"{a}/{n} = {100.0 * a / n:.2f}%" if n else "-"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("logs", nargs="+", type=Path)
    ap.add_argument("--out", required=True, help="path without suffix: writes .md, .log and .json")
    ap.add_argument("--parts", default="", help="comma list the table must cover")
    a = ap.parse_args()
    rows = parse(a.logs)
    missing: list[str] = []
    if a.parts:
        index = json.loads((ROOT / "bench" / "corpus" / "llvm" / "INDEX.json").read_text())
        want = set(a.parts.split(","))
        have = {i for (_, i) in rows}
        missing = [f"{e['split']}/{e['number']}" for e in index if e["split"] in want and e["number"] not in have]
    groups, misses = summarize(rows)
    out = Path(a.out)
    out.with_suffix(".log").write_text("\n".join(rows[k] for k in sorted(rows)) + "\n")
    tot = [sum(g[i] for g in groups.values()) for i in range(5)]
    md = [f"# Whole LLVM table ({len(rows)} issues, merged from {len(a.logs)} progress logs)", "",
          f"**All: {tot[0]} issues, {_pct(tot[1], tot[2])} of (issue, release) pairs, "
          f"{tot[3]}/{tot[4]} issues without a reproducer claim none.**", "",
          "| parts | issues | pairs agree | without a reproducer, claim none |", "|---|---|---|---|"]
    for name, g in sorted(groups.items()):
        md.append(f"| {name} | {g[0]} | {_pct(g[1], g[2])} | {f'{g[3]}/{g[4]}' if g[4] else '-'} |")
    kinds = [miss_row(p, i, t, c, rows[(p, i)]) for p, i, t, c in misses]
    md += ["", "## Misses (part, issue, toolchain, got≠label, what went wrong, the issue's classes)", "",
           "| part | issue | toolchain | cell | miss | issue classes |", "|---|---|---|---|---|---|"]
    md += [f"| {p} | {i} | {t} | {c} | {k} | {', '.join(cl)} |" for (p, i, t, c), (k, cl) in zip(misses, kinds)]
    if missing:
        md += ["", f"## Not covered by the logs ({len(missing)})", "", ", ".join(missing)]
    out.with_suffix(".md").write_text("\n".join(md) + "\n")
    misses_json = [{"part": p, "issue": i, "toolchain": t, "cell": c, "kind": k, "classes": cl}
                   for (p, i, t, c), (k, cl) in zip(misses, kinds)]
    out.with_suffix(".json").write_text(json.dumps({"groups": groups, "misses": misses_json, "missing": missing},
                                                   indent=1))
    print("\n".join(md[:12 + len(groups)]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Counts and the summary table of bench/corpus/llvm, written into bench/corpus/README.md between
the markers ``<!-- summary:begin -->`` and ``<!-- summary:end -->`` (or printed with --print).

    python bench/corpus/tools/summarize.py [--print]
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "llvm"
README = HERE.parent / "README.md"
SHORT = {"reproduces": "R", "other-crash": "O", "clean": "C", "error": "E", "invalid-input": "I", "unsupported": "U"}
RELS = ["13", "14", "15", "16", "19"]


def load() -> list[dict]:
    out = []
    for d in sorted(CORPUS.iterdir(), key=lambda p: int(p.name) if p.name.isdigit() else -1):
        if d.name.isdigit():
            out.append(json.loads((d / "expected.json").read_text()))
    return out


def split_order(split: str) -> tuple[int, int]:
    """tune, heldout, fresh, fresh2, fresh3 ...: the order the parts were built in."""
    base = {"tune": 0, "heldout": 1, "fresh": 2}
    if split.startswith("mlir"):  # the MLIR parts (mlir-opt reproducers) after the LLVM IR/MIR ones
        return (4, int(split.removeprefix("mlir")))
    if split.startswith("rocm"):  # reports met on AMD's trackers, last
        return (5, int(split.removeprefix("rocm")))
    return (base[split], 0) if split in base else (3, int(split.removeprefix("fresh")))


def render(items: list[dict]) -> str:
    runnable = [e for e in items if e["debian_llvm"]]
    # every split an issue carries, so a new batch needs no edit here
    splits = sorted({e["split"] for e in items}, key=split_order)
    lines = []
    by_split = Counter(e["split"] for e in items)
    by_split_run = Counter(e["split"] for e in runnable)
    lines.append(f"**{len(items)} issues**: {len(runnable)} with a runnable reproducer, "
                 f"{len(items) - len(runnable)} without (class `no-runnable-reproducer`).\n")
    lines.append("| split | issues | runnable | (issue, release) pairs incl. llvm-22 |")
    lines.append("|---|---|---|---|")
    for s in splits:
        lines.append(f"| {s} | {by_split[s]} | {by_split_run[s]} | {by_split_run[s] * 6} |")
    lines.append("")
    st = Counter()
    st22 = Counter()
    for e in runnable:
        for r in RELS:
            st[e["debian_llvm"][r]["status"]] += 1
        st22[e["llvm_22"]["status"]] += 1
    lines.append("Statuses (runnable issues): ")
    lines.append("| status | Debian 13-19 (pairs) | llvm-22 |")
    lines.append("|---|---|---|")
    for k in ("reproduces", "other-crash", "clean", "error", "invalid-input", "unsupported"):
        lines.append(f"| {k} | {st[k]} | {st22[k]} |")
    lines.append("")
    per_split_status = {s: Counter() for s in splits}
    for e in runnable:
        for r in RELS:
            per_split_status[e["split"]][e["debian_llvm"][r]["status"]] += 1
        per_split_status[e["split"]]["22:" + e["llvm_22"]["status"]] += 1
    lines.append("Per split: " + "; ".join(
        f"{s}: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())) for s, c in per_split_status.items()) + "\n")
    cls = Counter(c for e in items for c in e["classes"])
    lines.append("Classes (issues per class; an issue has several): " + ", ".join(
        f"`{k}` {v}" for k, v in sorted(cls.items(), key=lambda kv: (-kv[1], kv[0]))) + "\n")
    lines.append("| # | title | classes | split | 13 | 14 | 15 | 16 | 19 | 22 |")
    lines.append("|---|---|---|---|---|---|---|---|---|---|")
    for e in items:
        t = e["title"].replace("|", "\\|")
        t = t if len(t) <= 60 else t[:57] + "..."
        if e["debian_llvm"]:
            cells = [SHORT[e["debian_llvm"][r]["status"]] for r in RELS] + [SHORT[e["llvm_22"]["status"]]]
        else:
            cells = ["-"] * 6
        lines.append(f"| [{e['number']}]({e['url']}) | {t} | {', '.join(e['classes'])} | {e['split']} | " + " | ".join(cells) + " |")
    lines.append("\nR reproduces, O other-crash, C clean, E error, I invalid-input, U unsupported (llvm-22 through llvmlite only), - no runnable reproducer.")
    lines.append("\nSearch queries (`search`, corpus `issues`) whose results supplied the issue text:\n")
    byq: dict[str, list[int]] = {}
    for f in sorted((HERE / "excerpts").glob("*.json"), key=lambda p: int(p.stem)):
        for q in json.loads(f.read_text())["queries"]:
            byq.setdefault(q, []).append(int(f.stem))
    for q, ns in byq.items():
        lines.append(f"- `{q}` → " + ", ".join(str(n) for n in sorted(ns)))
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    text = render(load())
    if "--print" in argv:
        sys.stdout.write(text)
        return 0
    readme = README.read_text()
    a, b = "<!-- summary:begin -->\n", "<!-- summary:end -->"
    head, _, rest = readme.partition(a)
    _, _, tail = rest.partition(b)
    README.write_text(head + a + text + b + tail)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

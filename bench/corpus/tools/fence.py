"""Print the fenced code blocks of an issue.json (to copy a reproducer out verbatim).

    python bench/corpus/tools/fence.py 114819            # list blocks: turn, index, info string, first line
    python bench/corpus/tools/fence.py 114819 0 1 > bench/corpus/llvm/114819/repro.ll   # turn 0, block 1
    python bench/corpus/tools/fence.py --triton 11542 0 0 > bench/corpus/triton/11542/repro.mlir
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

CORPUS = Path(__file__).resolve().parent.parent / "llvm"
FENCE = re.compile(r"^```([^\n]*)\n(.*?)(?:^```|\Z)", re.S | re.M)


def blocks(text: str):
    return [(m.group(1).strip(), m.group(2)) for m in FENCE.finditer(text)]


def main(argv: list[str]) -> int:
    corpus = CORPUS
    if argv and argv[0] == "--triton":  # triton-lang/triton issues: triton/<N>/issue.json
        corpus, argv = CORPUS.parent / "triton", argv[1:]
    issue = json.loads((corpus / argv[0] / "issue.json").read_text())
    turns = [issue["body"]] + [c["body"] for c in issue["comments"]]
    if len(argv) == 1:
        for t, body in enumerate(turns):
            for i, (info, code) in enumerate(blocks(body)):
                first = code.splitlines()[0] if code.strip() else ""
                print(f"turn {t} block {i} [{info}] {len(code.splitlines())} lines: {first[:90]}")
        return 0
    info, code = blocks(turns[int(argv[1])])[int(argv[2])]
    sys.stdout.write(code)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

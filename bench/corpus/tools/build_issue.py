"""Assemble ``llvm/<N>/issue.json`` (GitHub REST issue shape) from the thread excerpts that the
``search`` tool (corpus ``issues``) returned for issue N.

Input: ``tools/excerpts/<N>.json`` = ``{"queries": [...], "excerpts": ["<excerpt text>", ...]}``, each
excerpt copied verbatim from a search result. An excerpt looks like::

    llvm/llvm-project · issue #116133 · closed · LLVM
    labels: backend:AMDGPU
    # [AMDGPU] LLVM ERROR: Cannot select: t70: i64 = FrameIndex<0>

    weiweichen · description · 2024-11-14
    <text of the issue body>

    arsenm · comment · 2024-11-15
    <text of a comment>

or starts, after the title, with ``[turn K by USER, continued]`` when it is a later chunk of turn K
(turn 0 = the description, turn k = the k-th comment). Turns are numbered in order inside an
excerpt. Chunks of one turn from several excerpts are joined in the order the excerpts are listed
(a gap between them is possible: excerpts are cut at about 2,000 characters). A comment whose date
no excerpt shows gets the previous turn's date (a lower bound), marked in ``_dates_inferred``.

    python bench/corpus/tools/build_issue.py 116133 [more numbers...]
    python bench/corpus/tools/build_issue.py --triton 624 [more numbers...]   (tools/excerpts_triton -> triton/<N>)
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "llvm"
HEAD = re.compile(r"^(\S+) · issue #(\d+) · (open|closed)")
TURN = re.compile(r"^(\S+) · (description|comment) · (\d{4}-\d\d-\d\d)$", re.M)
CONT = re.compile(r"^\[turn (\d+) by (\S+), continued\]\n")


def parse(ex: str):
    lines = ex.split("\n")
    m = HEAD.match(lines[0])
    if not m:
        raise ValueError(f"not an issue excerpt: {lines[0]!r}")
    meta = {"repo": m.group(1), "number": int(m.group(2)), "state": m.group(3), "labels": None}
    i = 1
    if lines[i].startswith("labels: "):
        meta["labels"] = [x.strip() for x in lines[i][8:].split(",") if x.strip()]
        i += 1
    assert lines[i].startswith("# "), lines[i]
    meta["title"] = lines[i][2:]
    rest = "\n".join(lines[i + 1:]).lstrip("\n")
    turns = []  # (index, user, date|None, text)
    c = CONT.match(rest)
    idx = None
    if c:
        idx = int(c.group(1))
        nxt = TURN.search(rest, c.end())
        text = rest[c.end(): nxt.start() if nxt else len(rest)]
        turns.append((idx, c.group(2), None, text))
        rest = rest[nxt.start():] if nxt else ""
    heads = list(TURN.finditer(rest))
    for j, h in enumerate(heads):
        end = heads[j + 1].start() if j + 1 < len(heads) else len(rest)
        text = rest[h.end() + 1: end]
        if h.group(2) == "description":
            idx = 0
        else:
            # a comment no earlier turn places (the excerpt starts at it) keeps idx None; `build`
            # puts such comments after every placed turn, in excerpt order (fresh18: 11586)
            idx = (idx + 1) if idx is not None else None
        turns.append((idx, h.group(1), h.group(3), text))
    return meta, turns


def build(n: int, excerpts: Path | None = None) -> dict:
    src = json.loads(((excerpts or HERE / "excerpts") / f"{n}.json").read_text())
    meta, by_turn, unplaced = None, {}, []
    for ex in src["excerpts"]:
        m, turns = parse(ex)
        if m["number"] != n:
            raise ValueError(f"excerpt of #{m['number']} in {n}.json")
        if meta is None or (meta["labels"] is None and m["labels"] is not None):
            meta = m
        unplaced += [t for t in turns if t[0] is None]
        for idx, user, date, text in turns:
            if idx is None:
                continue
            t = by_turn.setdefault(idx, {"user": user, "date": None, "parts": []})
            t["date"] = t["date"] or date
            text = text.rstrip("\n")
            if text and text not in t["parts"]:
                t["parts"].append(text)
    if 0 not in by_turn:
        raise ValueError(f"#{n}: no excerpt shows the description")
    placed_after = []
    for _, user, date, text in unplaced:  # comments of unknown position: after the placed turns
        k = max(by_turn) + 1
        by_turn[k] = {"user": user, "date": date, "parts": [text.rstrip("\n")]}
        placed_after.append(k)
    inferred, last = [], None
    for k in sorted(by_turn):
        t = by_turn[k]
        if t["date"] is None:
            t["date"] = last
            inferred.append(k)
        last = t["date"]
    d0 = by_turn[0]
    issue = {
        "number": n,
        "title": meta["title"],
        "state": meta["state"],
        "html_url": f"https://github.com/{meta['repo']}/issues/{n}",
        # an issue of another repository (fresh17: ROCm/triton, triton-lang/triton-cpu) also names it
        **({"repo": meta["repo"]} if meta["repo"] not in ("llvm/llvm-project", "triton-lang/triton") else {}),
        "labels": [{"name": x} for x in (meta["labels"] or [])],
        "user": {"login": d0["user"]},
        # an excerpt that shows no date gives none (null), never a date-shaped guess
        "created_at": _iso(d0["date"]),
        "body": "\n".join(d0["parts"]) + "\n",
        "comments": [{"user": {"login": by_turn[k]["user"]}, "created_at": _iso(by_turn[k]["date"]),
                      "body": "\n".join(by_turn[k]["parts"]) + "\n"} for k in sorted(by_turn) if k != 0],
    }
    if inferred:
        issue["_dates_inferred"] = inferred
    if placed_after:
        issue["_positions_inferred"] = placed_after
    return issue


def _iso(date: str | None) -> str | None:
    """GitHub's ``created_at`` for an excerpt's day (``YYYY-MM-DD``), or None when it shows none."""
    return f"{date}T00:00:00Z" if date else None


def main(argv: list[str]) -> int:
    corpus, excerpts = CORPUS, None
    if argv and argv[0] == "--triton":  # triton-lang/triton: tools/excerpts_triton -> triton/<N>
        corpus, excerpts, argv = HERE.parent / "triton", HERE / "excerpts_triton", argv[1:]
    for a in argv:
        n = int(a)
        issue = build(n, excerpts)
        out = corpus / str(n)
        out.mkdir(parents=True, exist_ok=True)
        (out / "issue.json").write_text(json.dumps(issue, indent=1, ensure_ascii=False) + "\n")
        print(n, issue["title"][:70], f"body={len(issue['body'])} comments={len(issue['comments'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

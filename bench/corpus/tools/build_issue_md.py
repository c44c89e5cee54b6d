"""Assemble ``llvm/<N>/issue.json`` (GitHub REST issue shape) from a whole-thread Markdown dump of
llvm/llvm-project issue N, as the ``code`` corpus of the search tool holds them (found with
``find_string``, read whole with ``read_file``; a dump is the full thread, not a 2,000-character
excerpt, and keeps the bots' comments, llvmbot's subscriber mirror of the body included).

Input: ``tools/dumps/<N>.md``, the dump's text verbatim (pages of ``read_file`` joined), and
``tools/dumps/<N>.json`` = ``{"file_id": "<read_file id>", "queries": ["<find_string / search
queries that found it>", ...]}``. A dump looks like::

    # <title>

    **Author:** <login>
    **URL:** https://github.com/llvm/llvm-project/issues/<N>
    **Status:** Open | Closed
    **Labels:** a, b                      (absent when none)
    **Closed Date:** 2026-02-17T18:00:28Z (absent when open)

    ## Body

    <body>

    ## Comments                           (absent when none)

    ### Comment 1 - <login>

    <comment>

    ---

    ### Comment 2 - <login>
    ...

A dump gives no creation dates. For a dump made by ``mail_to_dump.py`` from an llvm-bugs new-issue mail
(``source_url`` in ``dumps/<N>.json``) ``created_at`` is the mail's day and the issue has the body only; one made by
``mirror_to_dump.py`` from a mirror page's excerpt is marked ``_body_only`` too (its date stays estimated). One made
by ``layout2_to_dump.py`` from a write-up in the code corpus's second layout carries the layout's real creation
time (``created_at`` in ``dumps/<N>.json``), used as is; it is ``_body_only`` (no author, no comments). Otherwise ``created_at`` is estimated from the issue number by linear
interpolation over the issues of both corpora whose dates are known (llvm-project numbers grow
with time), and every comment gets that date too; ``_dates_inferred`` says so ("estimated").

    python bench/corpus/tools/build_issue_md.py 181798 [more numbers...]
"""
from __future__ import annotations

import bisect
import json
import re
import sys
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "llvm"
SHARED = HERE.parents[3] / "shared" / "corpus" / "llvm"
FIELD = re.compile(r"^\*\*(Author|URL|Status|Labels|Closed Date):\*\* ?(.*)$", re.M)
COMMENT = re.compile(r"^### Comment (\d+) - (\S+)[ \t]*$", re.M)


def parse(text: str) -> dict:
    """(title, author, number, state, labels, closed_at, body, [(login, body)])."""
    if not text.startswith("# "):
        raise ValueError("not an issue dump: no '# title' line")
    title = text.split("\n", 1)[0][2:].strip()
    head, sep, rest = text.partition("\n## Body\n")
    if not sep:
        raise ValueError("not an issue dump: no '## Body' section")
    fields = {k: v.strip() for k, v in FIELD.findall(head)}
    m = re.search(r"github\.com/(llvm/llvm-project)/issues/(\d+)", fields.get("URL", ""))
    if not m:
        raise ValueError(f"no llvm-project issue URL in {fields.get('URL')!r}")
    body, sep, comments_text = rest.partition("\n## Comments\n")
    comments = []
    heads = list(COMMENT.finditer(comments_text)) if sep else []
    for j, h in enumerate(heads):
        end = heads[j + 1].start() if j + 1 < len(heads) else len(comments_text)
        chunk = comments_text[h.end():end]
        chunk = re.sub(r"\n---\s*$", "\n", chunk.rstrip()) if j + 1 < len(heads) else chunk
        comments.append((h.group(2), chunk.strip("\n") + "\n"))
    return {
        "title": title, "author": fields.get("Author", ""), "number": int(m.group(2)),
        "state": fields.get("Status", "open").lower(),
        "labels": [x.strip() for x in fields.get("Labels", "").split(",") if x.strip()],
        "closed_at": fields.get("Closed Date") or None, "body": body.strip("\n") + "\n", "comments": comments,
    }


def known_dates() -> list[tuple[int, date]]:
    """(number, created day) of every corpus issue whose date came from its thread."""
    out = []
    for root in (SHARED, CORPUS):
        for p in root.glob("*/issue.json") if root.is_dir() else []:
            issue = json.loads(p.read_text())
            if "_dates_estimated" in issue or "_body_only" in issue or not str(issue.get("created_at") or "")[:10]:
                continue
            try:
                out.append((int(issue["number"]), date.fromisoformat(str(issue["created_at"])[:10])))
            except (KeyError, ValueError):
                continue
    return sorted(out)


def estimate_date(n: int, known: list[tuple[int, date]]) -> date:
    """The day issue `n` was most likely filed: linear between the nearest known numbers."""
    nums = [k for k, _ in known]
    i = bisect.bisect_left(nums, n)
    if i < len(nums) and nums[i] == n:
        return known[i][1]
    lo, hi = known[max(0, min(i - 1, len(known) - 2))], known[max(1, min(i, len(known) - 1))]
    span = (hi[1] - lo[1]).days / max(1, hi[0] - lo[0])
    return lo[1] + timedelta(days=round((n - lo[0]) * span))


def mail_day(meta: dict) -> str | None:
    """The day of the llvm-bugs new-issue mail a dump was taken from (its ``source_url``), if any."""
    m = re.search(r"/llvm-bugs/attachments/(\d{4})(\d{2})(\d{2})/", meta.get("source_url", ""))
    return f"{m.group(1)}-{m.group(2)}-{m.group(3)}" if m else None


def mirror_excerpt(meta: dict) -> bool:
    """Whether the dump was made by ``mirror_to_dump.py`` from a mirror page's excerpt."""
    return meta.get("source", "").startswith("pages: mirror")


def build(n: int, known: list[tuple[int, date]]) -> dict:
    d = parse((HERE / "dumps" / f"{n}.md").read_text())
    if d["number"] != n:
        raise ValueError(f"dump of #{d['number']} in {n}.md")
    meta_path = HERE / "dumps" / f"{n}.json"
    meta = json.loads(meta_path.read_text()) if meta_path.exists() else {}
    mail = mail_day(meta)
    day = meta.get("created_at") or f"{mail or estimate_date(n, known).isoformat()}T00:00:00Z"
    issue = {
        "number": n, "title": d["title"], "state": d["state"],
        "html_url": f"https://github.com/llvm/llvm-project/issues/{n}",
        "labels": [{"name": x} for x in d["labels"]],
        "user": {"login": d["author"]}, "created_at": day,
        **({"closed_at": d["closed_at"]} if d["closed_at"] else {}),
        "body": d["body"],
        "comments": [{"user": {"login": u}, "created_at": day, "body": b} for u, b in d["comments"]],
        "_dates_estimated": "created_at (and each comment's) estimated from the issue number; the dump gives none",
    }
    if mail:  # a new-issue mail: the body as filed, no comments; created_at is the mail's day
        del issue["_dates_estimated"]
        issue["_body_only"] = "from the llvm-bugs new-issue mail: the body as filed, no comments; created_at is the mail's day"
    elif meta.get("created_at"):  # layout2_to_dump.py: the layout's own creation time; body only, no author
        del issue["_dates_estimated"]
        issue["_body_only"] = ("from a layout-2 write-up (layout2_to_dump.py): the description only, no author, no comments,"
                               " no closing date; created_at is the layout's own Created timestamp")
    elif mirror_excerpt(meta):  # mirror_to_dump.py: a mirror page's excerpt, rendered text, no title/author/labels/state
        issue["_body_only"] = ("from a mirror page's excerpt (mirror_to_dump.py): the description as rendered text, code fences"
                               " lost, no title, author, labels, state or comments; created_at estimated")
    return issue


def main(argv: list[str]) -> int:
    known = known_dates()
    for a in argv:
        n = int(a)
        issue = build(n, known)
        out = CORPUS / str(n)
        out.mkdir(parents=True, exist_ok=True)
        (out / "issue.json").write_text(json.dumps(issue, indent=1, ensure_ascii=False) + "\n")
        print(n, issue["created_at"][:10], issue["title"][:70], f"body={len(issue['body'])} comments={len(issue['comments'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

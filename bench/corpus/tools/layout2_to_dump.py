"""Turn an llvm-project issue write-up of the search tool's ``code`` corpus in its second layout ("layout 2")
into the dump that ``build_issue_md.py`` reads: ``dumps/<N>.md`` and ``dumps/<N>.json``.

Layout 2 (found with ``find_string`` on ``**Issue:** [https://github.com/llvm/llvm-project/``; the same layout
holds CPython and PHP issues, which this tool refuses) looks like::

    # <title>

    **Issue:** [https://github.com/llvm/llvm-project/issues/<N>](<same url>) &nbsp;·&nbsp; **State:** `closed` &nbsp;·&nbsp; **Created:** `2026-03-25T04:14:43Z`

    **Labels:** `crash`, `mlir:dataflow`        (absent when none)

    ## Description

    <the issue body>

    ---

    ### Parents

    | Label | ID | Source |
    |-------|----|--------|
    | `a` | `` | `` |
    | `b` | `` | `` |

    *Program: (to be filled)*

Input: ``tools/dumps/<N>.layout2.md``, the write-up's text verbatim (pages of ``read_file`` joined; its length
equals ``total_chars``). Output: ``tools/dumps/<N>.md`` in the whole-thread dump shape (``# title``,
``**Author:**`` left empty, ``**URL:**``, ``**Status:** Open|Closed``, ``**Labels:**`` without backticks,
``## Body``) and ``tools/dumps/<N>.json`` = {"file_id", "queries", "source": "layout2", "created_at"}.

What is cut, and why: the trailing block ``---`` / ``### Parents`` (a table of placeholder rows ``a``, ``b``) /
``*Program: (to be filled)*`` is a fuzzing harness's bookkeeping appended to the write-up, not part of the
GitHub issue; it is removed with the ``---`` rule before it. Everything between ``## Description`` and that
block is the body, unchanged (only the blank lines at its ends are trimmed, as ``build_issue_md.py`` does).

What the layout lacks: the author (``**Author:**`` is left empty, so ``user.login`` is ""), the closing date,
and the comments: no write-up read in this layout had any (162769, 51k characters, was read whole; 187974 and
187973, which are also in the corpus from whole-thread dumps with 4 and 1 comments, appear here with the
body only). So the issue is the body alone, and ``build_issue_md.py`` marks it ``_body_only``. ``created_at`` is the
layout's own ``**Created:**`` timestamp (real, not estimated), kept in ``dumps/<N>.json``. The state and labels
are those of the moment the write-up was made, which can be later than a whole-thread dump of the same issue
(187974: Open / ``mlir, crash`` in the dump, closed / ``crash, mlir:tosa`` here).

    python bench/corpus/tools/layout2_to_dump.py N FILE_ID "query 1" ["query 2" ...]
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
HEAD = re.compile(
    r"\A# (?P<title>[^\n]*)\n\n"
    r"\*\*Issue:\*\* \[https://github\.com/llvm/llvm-project/issues/(?P<n>\d+)\]\([^)\n]*\)"
    r" &nbsp;·&nbsp; \*\*State:\*\* `(?P<state>open|closed)`"
    r" &nbsp;·&nbsp; \*\*Created:\*\* `(?P<created>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)`\n\n"
    r"(?:\*\*Labels:\*\* (?P<labels>[^\n]*)\n\n)?"
    r"## Description\n")
TAIL = re.compile(
    r"\n---\n\n### Parents\n\n\| Label \| ID \| Source \|\n\|[-|]+\|\n(?:\|[^\n]*\|\n)*\n\*Program: [^\n]*\*\n?\Z")


def convert(text: str) -> tuple[int, str, str]:
    """(number, dump text, created_at) of one layout-2 write-up."""
    m = HEAD.match(text)
    if not m:
        raise ValueError("not a layout-2 llvm-project write-up (title / **Issue:** / **State:** / **Created:** head)")
    t = TAIL.search(text, m.end())
    if not t:
        raise ValueError("no trailing '---' / '### Parents' / '*Program: ...*' block")
    body = text[m.end():t.start()].strip("\n")
    labels = re.findall(r"`([^`]+)`", m.group("labels") or "")
    head = [f"# {m.group('title').strip()}", "", "**Author:**",
            f"**URL:** https://github.com/llvm/llvm-project/issues/{m.group('n')}",
            f"**Status:** {m.group('state').capitalize()}"]
    if labels:
        head.append(f"**Labels:** {', '.join(labels)}")
    return int(m.group("n")), "\n".join(head) + "\n\n## Body\n\n" + body + "\n", m.group("created")


def main(argv: list[str]) -> int:
    n, file_id, queries = int(argv[0]), argv[1], argv[2:]
    n2, md, created = convert((HERE / "dumps" / f"{n}.layout2.md").read_text())
    if n2 != n:
        raise ValueError(f"write-up of #{n2} in {n}.layout2.md")
    (HERE / "dumps" / f"{n}.md").write_text(md)
    meta = {"file_id": file_id, "queries": queries, "source": "layout2", "created_at": created}
    (HERE / "dumps" / f"{n}.json").write_text(json.dumps(meta, indent=1, ensure_ascii=False) + "\n")
    print(n, created, len(md), md.split("\n", 1)[0][:80])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

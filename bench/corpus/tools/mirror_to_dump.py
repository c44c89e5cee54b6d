"""Turn the excerpt of a third-party mirror of a llvm/llvm-project issue page (the search tool's ``pages``
corpus, e.g. ``https://g.oku.lol/llvm/llvm-project/issues/<N>``) into a dump that ``build_issue_md.py`` reads:
``dumps/<N>.md`` and ``dumps/<N>.json`` = {"source_url", "queries", "source", "page_excerpt"} (the excerpt kept
verbatim, as the search tool returned it).

Such a mirror renders the issue's Markdown to plain text and its excerpt starts at the description: it gives no
title, author, labels or state, and the code fences are gone (a block's lines stand unfenced in the text). The
dump therefore has an empty title, no Author/Status/Labels fields (``build_issue_md.py`` reads the state as
open), and Body = the excerpt's text after a leading ``Description`` line (the mirror's heading), unchanged.
Nothing is invented; the notes of each issue say what the mirror lacks.

    python bench/corpus/tools/mirror_to_dump.py PAGE.json "query 1" ["query 2" ...]
    (PAGE.json = {"url": ..., "excerpt": ...}, the search result copied as it came)
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mail_to_dump import save  # noqa: E402


def convert(url: str, page: str) -> tuple[int, str]:
    n = int(re.search(r"/llvm/llvm-project/issues/(\d+)", url).group(1))
    body = re.sub(r"\ADescription\n", "", page)
    head = ["# ", "", f"**URL:** https://github.com/llvm/llvm-project/issues/{n}"]
    return n, "\n".join(head) + "\n\n## Body\n\n" + body.rstrip("\n") + "\n"


def main(argv: list[str]) -> int:
    src = json.loads(Path(argv[0]).read_text())
    n, md = convert(src["url"], src["excerpt"])
    save(n, md, src, argv[1:], "pages: mirror of the issue page (excerpt)")
    print(n, len(md))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

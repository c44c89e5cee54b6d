"""Turn the excerpt of an llvm-bugs "new issue" notification mail (the search tool's ``pages`` corpus,
``http://lists.llvm.org/pipermail/llvm-bugs/attachments/<YYYYMMDD>/<id>/attachment*.html``) into a dump that
``build_issue_md.py`` reads: ``dumps/<N>.md`` (title = the mail's Summary, Author = Reporter, Status Open, Labels
= the mail's labels, Body = the <pre> text) and ``dumps/<N>.json`` = {"source_url", "queries", "source",
"page_excerpt"} (the excerpt kept verbatim, as the search tool returned it).

The body is the excerpt's text between ``<pre>`` and ``</pre>`` (or the excerpt's end, where the excerpt cut
it), with only the mail template's indentation before the first line removed and the HTML entities
``&lt; &gt; &quot; &#39; &amp;`` decoded; nothing else is changed. The mail is sent when the issue is filed,
so the dump has no comments and the status is Open.

    python bench/corpus/tools/mail_to_dump.py PAGE.json "query 1" ["query 2" ...]
    (PAGE.json = {"url": ..., "excerpt": ...}, the search result copied as it came)
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def unescape(s: str) -> str:
    for a, b in (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&#39;", "'"), ("&amp;", "&")):
        s = s.replace(a, b)
    return s


def cell(page: str, head: str) -> str:
    m = re.search(rf"<th>{head}</th>\s*<td>(.*?)</td>", page, re.S)
    return m.group(1).strip() if m else ""


def convert(page: str) -> tuple[int, str]:
    n = int(re.search(r"github\.com/llvm/llvm-project/issues/(\d+)>", page).group(1))
    title = unescape(" ".join(cell(page, "Summary").split()))
    labels = [unescape(x.strip()) for x in cell(page, "Labels").split(",") if x.strip()]
    author = cell(page, "Reporter")
    body = page.split("<pre>", 1)[1].split("</pre>", 1)[0]
    body = unescape(body.lstrip(" \t\n"))
    head = [f"# {title}", "", f"**Author:** {author}", f"**URL:** https://github.com/llvm/llvm-project/issues/{n}",
            "**Status:** Open"]
    if labels:
        head.append(f"**Labels:** {', '.join(labels)}")
    return n, "\n".join(head) + "\n\n## Body\n\n" + body.rstrip("\n") + "\n"


def save(n: int, md: str, src: dict, queries: list[str], source: str) -> None:
    """Write ``dumps/<N>.md`` and ``dumps/<N>.json`` (source_url, queries, source, the verbatim excerpt)."""
    (HERE / "dumps" / f"{n}.md").write_text(md)
    meta = {"source_url": src["url"], "queries": queries, "source": source, "page_excerpt": src["excerpt"]}
    (HERE / "dumps" / f"{n}.json").write_text(json.dumps(meta, indent=1, ensure_ascii=False) + "\n")


def main(argv: list[str]) -> int:
    src = json.loads(Path(argv[0]).read_text())
    n, md = convert(src["excerpt"])
    save(n, md, src, argv[1:], "pages: llvm-bugs new-issue mail")
    print(n, len(md), md.split("\n", 1)[0][:80])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

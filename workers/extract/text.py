"""Issue text as the extractors read it.

GitHub keeps what the browser sent: bodies written in the web editor or through an issue form
come back from the REST API with ``\\r\\n`` line ends, bodies written through the API or by a
bot often with ``\\n``. The extractors' fence, traceback and command patterns are written for
``\\n``, so every reader of issue text goes through `normalized_issue` first.
"""
from __future__ import annotations

import html
import re
from typing import Any

# U+00A0 comes in with code copied from rendered web pages; Python and LLVM read it as an error.
_TRANSLATE = str.maketrans({"\u00a0": " "})


def normalize_text(text: Any) -> str:
    """`text` as a str with ``\\r\\n`` and lone ``\\r`` turned into ``\\n`` and no-break
    spaces into spaces; None becomes ``""``."""
    if text is None:
        return ""
    return str(text).replace("\r\n", "\n").replace("\r", "\n").translate(_TRANSLATE)


# a Markdown quote marker, nested or not ("> RuntimeError: ...", "> > ...")
_QUOTE_MARK = re.compile(r"^ {0,3}> ?")


def unquote(text: str) -> str:
    """`text` without Markdown blockquote markers, so that code, failure text and calls quoted
    in a reply or a quote block read as written (CommonMark: ``>`` and one optional space, per
    level). Two lines alike are kept: a Python prompt (``>>> x``), and pytest's ``>`` before a
    source line (three or more spaces after it) when it stands alone, not in a run of quoted
    lines."""
    lines = text.split("\n")
    quoted = [bool(_QUOTE_MARK.match(ln)) and not ln.lstrip().startswith(">>>") for ln in lines]
    out = []
    for i, ln in enumerate(lines):
        run = quoted[i] and ((i and quoted[i - 1]) or (i + 1 < len(lines) and quoted[i + 1]))
        if quoted[i] and (run or not re.match(r" {0,3}> {3,}\S", ln)):
            while _QUOTE_MARK.match(ln) and not ln.lstrip().startswith(">>>"):
                ln = _QUOTE_MARK.sub("", ln, count=1)
        out.append(ln)
    return "\n".join(out)


# llvm-project's llvmbot answers a new issue with "@llvm/issue-subscribers-<team>", the author,
# and the body again inside <details>, HTML-escaped ("&lt;", "@<!-- -->f"): a copy of the body,
# not a second reproducer (its IR would not parse)
_SUBSCRIBER_MIRROR = re.compile(r"^\s*@llvm/(?:issue|pr)-subscribers-[\w-]+\s*\n")


def subscriber_mirror(comment: Any) -> str | None:
    """The body text a subscriber-notification comment mirrors, unescaped (``<details>``
    content, ``&lt;`` -> ``<``, ``@<!-- -->x`` -> ``@x``), or None when `comment` is not one."""
    body = comment.get("body") if isinstance(comment, dict) else None
    if not isinstance(body, str) or not _SUBSCRIBER_MIRROR.match(body):
        return None
    m = re.search(r"<details>\s*\n(.*?)(?:</details>\s*)?\Z", body, re.S)
    inner = m.group(1) if m else ""
    return html.unescape(inner.replace("<!-- -->", ""))


_FENCE_LINE = re.compile(r"^[ \t]*(`{3,}|~{3,})")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s")


def _fence_after(fence: str, ln: str) -> str | None:
    """Where line `ln` leaves a fence: the run that opened the fence still open after it ("" once
    it closes it) when `ln` is inside one (`fence`) or opens one; None for a line outside any
    fence. A fence closes on a line of its own character, at least as long as its opening run."""
    m = _FENCE_LINE.match(ln)
    if fence:
        closes = m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not ln.strip().strip(fence[0])
        return "" if closes else fence
    return m.group(1) if m else None


def fence_indented_code(text: str) -> str:
    """`text` with each CommonMark indented code block (lines indented by 4 spaces or a tab past
    the content column they sit in, after a blank line, outside a fence; in a list item the
    column is the item's content's, so a list item's own continuation lines are no code) turned
    into a fenced block of its lines less those columns: older reports and bugzilla imports
    paste IR, MIR, logs and Python that way (also inside numbered steps), and the extractors
    read fences."""
    lines = text.split("\n")
    out: list[str] = []
    fence = ""
    last = ""  # the last non-blank line kept (kept as we go: a search back would be quadratic)
    item = -1  # the content column of the list item the text is in, -1 outside a list
    i = 0
    while i < len(lines):
        ln = lines[i]
        wide = ln.expandtabs(4)
        indent = len(wide) - len(wide.lstrip())
        col = (item if item >= 0 else 0) + 4
        after = _fence_after(fence, ln)
        if after is not None:
            fence = after
        elif ln.strip() and indent >= col and (not out or not out[-1].strip()) \
                and (item >= 0 or (not _LIST_ITEM.match(last) and not last.expandtabs(4).startswith("  "))):
            n = i
            while n < len(lines) and (not lines[n].strip() or lines[n].expandtabs(4).startswith(" " * col)):
                n += 1
            while n > i and not lines[n - 1].strip():
                n -= 1
            out += [" " * (col - 4) + "```", *(x.expandtabs(4)[4:] for x in lines[i:n]), " " * (col - 4) + "```"]
            last = "```"
            i = n
            continue
        out.append(ln)
        if ln.strip() and not fence:
            li = _LIST_ITEM.match(wide)
            if li:
                item = len(li.group(0)) + (len(wide) - len(wide[li.end():].lstrip()) - li.end())
            elif item >= 0 and indent < item:
                item = -1
        if ln.strip():
            last = ln
        i += 1
    return "\n".join(out)


def fence_code_spans(text: str) -> str:
    """`text` with each code span that covers whole lines turned into a fenced block: a line
    that opens with one backtick and text, through the line that closes with text and one
    backtick, no other backtick between, over two lines at least, outside a fence (a lone
    backtick line is a broken fence, not a span) (106172 pastes its module and its crash
    log that way; CommonMark lets a code span run over lines). Linear: a scan stops at the
    first line holding a backtick."""
    lines = text.split("\n")
    out: list[str] = []
    fence = ""
    i = 0
    while i < len(lines):
        ln = lines[i]
        after = _fence_after(fence, ln)
        if after is not None:
            fence = after
        elif ln.startswith("`") and ln[1:].strip() and not ln.startswith("``") and "`" not in ln[1:]:
            n = i + 1
            while n < len(lines) and "`" not in lines[n]:
                n += 1
            end = lines[n].rstrip() if n < len(lines) else ""
            if n < len(lines) and end.endswith("`") and end[:-1].strip() and "`" not in end[:-1]:
                body = [ln[1:], *lines[i + 1:n], end[:-1]]
                body = body[1:] if not body[0].strip() else body
                body = body[:-1] if not body[-1].strip() else body
                out += ["```", *body, "```"]
                i = n + 1
                continue
        out.append(ln)
        i += 1
    return "\n".join(out)


# the hidden marker of reprobot's own comment (`workers.github.adapter` writes and finds it by this)
BOT_MARKER = "<!-- reprobot:"


def normalized_issue(issue: dict[str, Any]) -> dict[str, Any]:
    """A shallow copy of a GitHub-shaped issue (``title``, ``body``, ``comments[].body``) with
    those texts normalized by `normalize_text`, and the body and comments `unquote`d (a reply
    quoting the failure, "> LLVM ERROR: ...", reads as the failure); other fields are shared
    with `issue`, which is not modified. Comments that are not objects are kept as they are.
    A subscriber notification that mirrors the body (`subscriber_mirror`) is dropped; when the
    body is empty (edited away), the mirror's unescaped text stands in for it. reprobot's own
    comment (its `BOT_MARKER`) is dropped too: it quotes the reduced reproducer and the command
    reprobot ran, which are not the reporter's (64533 on the bot path: a later intake read the
    command "from comment 3 by @reprobot"). Indented code
    blocks become fenced ones (`fence_indented_code`), and so do code spans over whole lines
    (`fence_code_spans`)."""
    def post(text: Any) -> str:  # a body or a comment
        return fence_code_spans(fence_indented_code(unquote(normalize_text(text))))

    out = dict(issue)
    for key in ("title", "body"):
        if key in out and out[key] is not None:
            out[key] = normalize_text(out[key]) if key == "title" else post(out[key])
    comments = out.get("comments")
    if isinstance(comments, list):
        comments = [dict(c, body=post(c.get("body"))) if isinstance(c, dict) and c.get("body") is not None else c
                    for c in comments if not (isinstance(c, dict) and BOT_MARKER in str(c.get("body") or ""))]
        mirrors = [subscriber_mirror(c) for c in comments]
        if not str(out.get("body") or "").strip():
            out["body"] = next((m for m in mirrors if m and m.strip()), out.get("body"))
        out["comments"] = [c for c, m in zip(comments, mirrors) if m is None]
    return out


# a hang named in a title: "llc hangs", "infinite loop in X", "llc timeouts on x86_64" (llvm#178538),
# "InstCombine gets stuck when sinking negation" (llvm#96012), "Pipeline pass hanging" (triton#1652),
# "Triton Compiler Takes Indefinite Time in ttgir -> llir Stage" (ROCm/triton#596)
_TITLE_HANG = re.compile(r"(?i)\b(hang(?:s|ing)?|infinite(?:ly)? loop(?:s|ing)?|never (?:terminates|finishes|ends)|"
                         r"time ?outs?|times? out|takes (?:forever|indefinite(?:ly)?(?: long| time)?)|"
                         r"loops? forever|gets? stuck|stuck in)\b")


def reports_hang(title: str, labels: Any = ()) -> bool:
    """True when the issue reports a hang rather than a crash: its title says so (`_TITLE_HANG`)
    or a label does (llvm-project's ``llvm:hang``). Read only where the text shows no failure
    message: a hang is told in words, not with a stack dump."""
    return bool(_TITLE_HANG.search(title or "")) or \
        any(str(lab).lower().split(":")[-1] == "hang" for lab in labels or ())

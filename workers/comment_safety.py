"""Make text from strangers safe to post in a GitHub comment. Pure functions.

What a comment must never do with reproduced text (issue bodies, compiler output):
  * render HTML or break out of our markup: `escape_html` outside code (GitHub renders
    code spans and fenced blocks literally, so escaping there would corrupt the reproducer);
  * ping people or cross-link issues: `neutralize_refs` puts a zero-width joiner (U+200D)
    after ``@`` / ``#`` / ``GH`` and wraps GitHub issue/PR URLs in a code span; again only
    outside code, where GitHub does not link them anyway (and IR is full of ``@f`` and
    ``#0``);
  * escape its code fence: `code_block` picks a fence longer than any run of backticks
    in the text;
  * echo a secret: `redact_secrets` (GitHub token shapes, private keys, configured
    secrets and their base64 forms);
  * exceed GitHub's 65,536-character body limit: `cap_size` cuts, closes an open fence and
    keeps the hidden marker the bot finds its comment by.
`safe_reproduced_text` and `finalize_comment` chain them in the right order.
"""
from __future__ import annotations

import base64
import html
import re
from typing import Iterable

GITHUB_MAX_BODY = 65_536
ZWJ = "\u200d"
REDACTED = "[REDACTED]"

# GitHub token formats (github.blog "Behind GitHub's new authentication token formats"):
# ghp_/gho_/ghu_/ghs_/ghr_ + 36 base62; fine-grained PATs github_pat_ + 82 [A-Za-z0-9_].
_TOKEN_RES = [
    re.compile(r"\bgh[pousr]_[A-Za-z0-9]{30,255}\b"),
    re.compile(r"\bgithub_pat_[A-Za-z0-9_]{20,255}"),
    re.compile(r"\bv1\.[0-9a-f]{40}\b"),  # legacy installation tokens
    re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}"),
    re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?(?:-----END [A-Z ]*PRIVATE KEY-----|\Z)", re.S),
    # "Authorization: token X" / "Bearer X" as printed by HTTP debugging
    re.compile(r"(?i)(?<=authorization: )(?:token|bearer|basic) [^\s'\"]+"),
]
_MIN_SECRET = 4  # a configured "secret" shorter than this would redact ordinary text

_FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_MENTION_RE = re.compile(r"(?<![A-Za-z0-9_`])@(?=[A-Za-z0-9])")
_HASHREF_RE = re.compile(r"(?<!&)#(?=\d)")  # #12 and owner/repo#12; not &#39;
_GHREF_RE = re.compile(r"\b(GH)(?=-\d)", re.I)
_ISSUE_URL_RE = re.compile(r"https?://(?:www\.)?github\.com/[^\s/]+/[^\s/]+/(?:issues|pull|discussions)/\d+\S*", re.I)


def _segments(text: str) -> list[tuple[bool, str]]:
    """Split markdown into (is_code, piece): fenced blocks (``` or ~~~, an unclosed one runs
    to the end, CommonMark) and inline code spans are code; the rest is prose."""
    out: list[tuple[bool, str]] = []
    lines = text.splitlines(keepends=True)
    prose: list[str] = []
    i = 0
    while i < len(lines):
        m = _FENCE_RE.match(lines[i].rstrip("\r\n"))
        if m and not (m.group(1)[0] == "`" and "`" in m.group(2)):
            if prose:
                out.extend(_inline_segments("".join(prose)))
                prose = []
            fence = m.group(1)
            block = [lines[i]]
            i += 1
            while i < len(lines):
                block.append(lines[i])
                s = lines[i].strip()
                i += 1
                if s and set(s) == {fence[0]} and len(s) >= len(fence) and len(lines[i - 1]) - len(lines[i - 1].lstrip(" ")) <= 3:
                    break
            out.append((True, "".join(block)))
            continue
        prose.append(lines[i])
        i += 1
    if prose:
        out.extend(_inline_segments("".join(prose)))
    return out


def _inline_segments(text: str) -> list[tuple[bool, str]]:
    """Inline code spans: a run of N backticks up to the next run of exactly N."""
    out: list[tuple[bool, str]] = []
    pos = 0
    i = 0
    n = len(text)
    while i < n:
        if text[i] != "`":
            i += 1
            continue
        j = i
        while j < n and text[j] == "`":
            j += 1
        run = j - i
        k = j
        close = -1
        while k < n:
            if text[k] == "`":
                m = k
                while m < n and text[m] == "`":
                    m += 1
                if m - k == run:
                    close = k
                    break
                k = m
            else:
                k += 1
        if close < 0:
            i = j
            continue
        if i > pos:
            out.append((False, text[pos:i]))
        out.append((True, text[i:close + run]))
        pos = i = close + run
    if pos < n:
        out.append((False, text[pos:]))
    return out


def _outside_code(text: str, fn) -> str:
    return "".join(piece if code else fn(piece) for code, piece in _segments(text))


def escape_html(text: str) -> str:
    """Escape ``& < > " '`` everywhere except in code spans and fenced code blocks."""
    return _outside_code(text, lambda s: html.escape(s, quote=True))


def _neutralize(s: str) -> str:
    s = _ISSUE_URL_RE.sub(lambda m: "`" + m.group(0).replace("`", "") + "`", s)
    s = _MENTION_RE.sub("@" + ZWJ, s)
    s = _HASHREF_RE.sub("#" + ZWJ, s)
    s = _GHREF_RE.sub(lambda m: m.group(1) + ZWJ, s)
    return s


def neutralize_refs(text: str) -> str:
    """Stop ``@user``, ``@org/team``, ``#123``, ``owner/repo#123``, ``GH-123`` and GitHub
    issue/PR URLs outside code from notifying anyone or cross-linking issues."""
    return _outside_code(text, _neutralize)


def code_block(text: str, info: str = "") -> str:
    """A fenced block that `text` cannot close: the fence is one backtick longer than the
    longest backtick run inside (CommonMark). `info` keeps its first word of ``[A-Za-z0-9_+.-]``."""
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    info = re.match(r"[A-Za-z0-9_+.-]*", info.strip()).group(0)[:32]
    body = text if text.endswith("\n") or not text else text + "\n"
    return f"{fence}{info}\n{body}{fence}\n"


def redact_secrets(text: str, secrets: Iterable[str] = ()) -> str:
    """Replace token-shaped strings and every configured secret (plus its base64 and
    URL-safe base64 forms) with ``[REDACTED]``. Secrets shorter than 4 characters are
    ignored (they would redact ordinary words)."""
    for s in sorted({s for s in secrets if s and len(s) >= _MIN_SECRET}, key=len, reverse=True):
        forms = {s}
        raw = s.encode()
        for enc in (base64.b64encode, base64.urlsafe_b64encode):
            b = enc(raw).decode()
            forms.add(b)
            forms.add(b.rstrip("="))
        for f in sorted(forms, key=len, reverse=True):
            if len(f) >= _MIN_SECRET:
                text = text.replace(f, REDACTED)
    for rx in _TOKEN_RES:
        text = rx.sub(REDACTED, text)
    return text


def safe_reproduced_text(text: str, secrets: Iterable[str] = ()) -> str:
    """Text from an issue or a compiler run to place in comment prose: secrets redacted,
    HTML escaped and references neutralized outside code."""
    return neutralize_refs(escape_html(redact_secrets(text, secrets)))


def _open_fence(text: str) -> str | None:
    """The fence left open at the end of text, or None."""
    open_: str | None = None
    for line in text.splitlines():
        m = _FENCE_RE.match(line)
        if open_ is None:
            if m and not (m.group(1)[0] == "`" and "`" in m.group(2)):
                open_ = m.group(1)
        else:
            s = line.strip()
            if s and set(s) == {open_[0]} and len(s) >= len(open_):
                open_ = None
    return open_


def cap_size(body: str, marker: str = "", limit: int = GITHUB_MAX_BODY) -> str:
    """Cut body to at most `limit` characters. A fence left open by the cut is closed, a
    note says how much was cut, and `marker` (the hidden HTML comment the bot finds its
    comment by) is kept, moved to the first line.
    Raises ValueError when the marker alone does not fit."""
    if len(body) <= limit:
        return body
    had_marker = bool(marker) and marker in body
    rest = body.replace(marker, "") if had_marker else body
    prefix = marker + "\n" if had_marker else ""
    if len(prefix) + 200 > limit:
        raise ValueError("limit too small for the marker")
    omitted = len(rest)
    note_tpl = "\n\n*(truncated: {} characters omitted)*\n"
    budget = limit - len(prefix) - len(note_tpl.format(omitted)) - 24
    cut = rest[:budget]
    if cut and "\ud800" <= cut[-1] <= "\udbff":  # never split a surrogate pair
        cut = cut[:-1]
    fence = _open_fence(cut)
    if fence:
        cut = cut.rstrip("\n") + "\n" + fence + "\n"
    out = prefix + cut + note_tpl.format(omitted - len(cut))
    return out[:limit]


def finalize_comment(body: str, marker: str = "", secrets: Iterable[str] = (),
                     limit: int = GITHUB_MAX_BODY) -> str:
    """Last step before posting: redact secrets in the whole body (the marker is ours and
    kept), then cap the size."""
    if marker and marker in body:
        body = marker.join(redact_secrets(p, secrets) for p in body.split(marker))
    else:
        body = redact_secrets(body, secrets)
    return cap_size(body, marker, limit)

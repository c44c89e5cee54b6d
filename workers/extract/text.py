"""Issue text as the extractors read it.

GitHub keeps what the browser sent: bodies written in the web editor or through an issue form
come back from the REST API with ``\\r\\n`` line ends, bodies written through the API or by a
bot often with ``\\n``. The extractors' fence, traceback and command patterns are written for
``\\n``, so every reader of issue text goes through `normalized_issue` first.
"""
from __future__ import annotations

from typing import Any

# U+00A0 comes in with code copied from rendered web pages; Python and LLVM read it as an error.
_TRANSLATE = str.maketrans({"\u00a0": " "})


def normalize_text(text: Any) -> str:
    """`text` as a str with ``\\r\\n`` and lone ``\\r`` turned into ``\\n`` and no-break
    spaces into spaces; None becomes ``""``."""
    if text is None:
        return ""
    return str(text).replace("\r\n", "\n").replace("\r", "\n").translate(_TRANSLATE)


def normalized_issue(issue: dict[str, Any]) -> dict[str, Any]:
    """A shallow copy of a GitHub-shaped issue (``title``, ``body``, ``comments[].body``) with
    those texts normalized by `normalize_text`; other fields are shared with `issue`, which is
    not modified. Comments that are not objects are kept as they are."""
    out = dict(issue)
    for key in ("title", "body"):
        if key in out and out[key] is not None:
            out[key] = normalize_text(out[key])
    comments = out.get("comments")
    if isinstance(comments, list):
        out["comments"] = [dict(c, body=normalize_text(c.get("body"))) if isinstance(c, dict) and c.get("body")
                           is not None else c for c in comments]
    return out

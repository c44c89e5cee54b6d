"""Crash and miscompile evidence in an issue's words and labels.

Intake no longer decides by it (`workers.jobs.candidates.assess` makes an issue a candidate by what
extraction can run); its answer only orders the queue (an issue with evidence is taken first).
`is_candidate(issue)` decides from labels first (LLVM's ``crash``, ``crash-on-valid``,
``crash-on-invalid``, ``llvm:crash``, ``miscompilation``…; Triton's ``bug``), then from the text:
crash output (``Assertion `…' failed``, ``LLVM ERROR:``, ``UNREACHABLE executed``,
``Stack dump:``, ``PLEASE submit a bug report``, ``Segmentation fault``…) or the words
crash/ICE/miscompile together with something runnable (a code fence, a ``RUN:`` line, a godbolt
link), or a lit ``RUN:`` line driving llc/opt with words of wrong output (breaks, wrong, incorrect). Pull requests are never candidates.
"""
from __future__ import annotations

import re
from typing import Any

from workers.extract.text import normalized_issue

CRASH_LABELS = {
    "crash", "crash-on-valid", "crash-on-invalid", "llvm:crash", "ice", "miscompilation", "miscompile",
    "llvm:miscompilation", "wrong-code", "hang", "bug",
}
_CRASH_TEXT = re.compile(
    r"Assertion [`'(].*failed|LLVM ERROR:|UNREACHABLE executed|Stack dump:|PLEASE submit a bug report|"
    r"Segmentation fault|Floating point exception|Illegal instruction|Cannot select:|cannot select:|"
    r"\*\*\* Bad machine code|PassManager::run failed|core dumped|Traceback \(most recent call last\)|"
    r"^\w*(Error|Exception): ",
    re.M,
)
# "we will see a failed assert" (66531): an assertion in words
_CRASH_WORDS = re.compile(r"\b(crash(es|ed|ing)?|ICE|segfaults?|miscompil\w*|wrong code|assert(ion|s|ed)?)\b", re.I)
_RUNNABLE = re.compile(r"```|^\s*[;#/]+\s*RUN:|godbolt\.org/|@triton\.jit|\bllc\b|\bopt\b", re.M)
# A lit RUN line driving a compiler tool: a reproducer written the way LLVM's own tests are.
_RUN_LINE = re.compile(r"^\s*[;#/]+\s*RUN:.*\b(llc|opt|mlir-opt|triton-opt|clang)\b", re.M)
_WRONG_WORDS = re.compile(r"\b(breaks?|broken|wrong|incorrect|invalid|miscompil\w*|bad machine code)\b", re.I)


def _texts(issue: dict[str, Any]) -> list[str]:
    issue = normalized_issue(issue)
    out = [issue.get("title") or "", issue.get("body") or ""]
    comments = issue.get("comments")
    if isinstance(comments, list):
        out += [c.get("body") or "" for c in comments if isinstance(c, dict)]
    return out


def is_candidate(issue: dict[str, Any]) -> tuple[bool, str]:
    """(candidate?, reason) for a GitHub-shaped issue dict (REST issue fields, optional comments[])."""
    if issue.get("pull_request"):
        return False, "pull request"
    labels = {(lb.get("name") if isinstance(lb, dict) else str(lb)).lower() for lb in issue.get("labels") or []}
    hit = sorted(labels & CRASH_LABELS)
    if hit:
        return True, f"label {hit[0]}"
    text = "\n".join(_texts(issue))
    m = _CRASH_TEXT.search(text)
    if m:
        return True, f"crash output ({m.group(0)[:40]})"
    if _CRASH_WORDS.search(text) and _RUNNABLE.search(text):
        return True, "crash/miscompile words with a reproducer"
    if _RUN_LINE.search(text) and _WRONG_WORDS.search(text):
        return True, "RUN line with words of wrong output"
    return False, "no crash or miscompile evidence"

"""Metamorphic check of extraction on every corpus issue: rewrite an issue the ways real threads
differ from the corpus's (the same content, another presentation) and count the issues whose
extraction changes what the pipeline acts on: the first reproducer (kind, tool, arguments,
source without comment lines or white-space differences) and the reported message.

Rewrites (applied to the body and every comment):

- ``crlf``: CRLF line ends (what GitHub's web editor sends);
- ``noinfo``: fences without an info string (``` instead of ```llvm);
- ``details``: the whole text inside ``<details><summary>..</summary>`` (long logs);
- ``trailing``: two trailing spaces on every line (a Markdown hard break);
- ``indent_list`` / ``indent_list4``: the text as a list item's content, indented by 3 / 4;
- ``indented_code``: fences replaced by 4-space indented code blocks (older Markdown habit);
- ``versioned`` / ``buildpath`` / ``winexe``: ``llc``/``opt`` invoked as ``llc-18``,
  ``./build/bin/llc`` or ``C:\\llvm\\build\\bin\\llc.exe``;
- ``llvmbot``: llvm-project's subscriber notification (the body again, HTML-escaped) added
  as the first comment (LLVM only);
- ``log_to_comment`` / ``ir_to_comment``: the body's crash-log fences (resp. IR fences) moved
  into a new first comment.

A change is not always a bug (an issue whose excerpt ends inside a fence changes when text is
added after it): the table counts them, the listing names them for a reader to judge.
Prints the table and writes bench/results/extract_metamorphic.{md,json}.

    python bench/extract_metamorphic.py [--projects llvm,triton] [--rewrites crlf,noinfo]
"""
from __future__ import annotations

import argparse
import html
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from workers.extract.llvm import extract_llvm  # noqa: E402
from workers.triton.extract import extract_triton  # noqa: E402

CORPORA = {"llvm": [ROOT.parent / "shared" / "corpus" / "llvm", ROOT / "bench" / "corpus" / "llvm"],
           "triton": [ROOT.parent / "shared" / "corpus" / "triton", ROOT / "bench" / "corpus" / "triton"]}
EXTRACT = {"llvm": extract_llvm, "triton": extract_triton}
_PROG = r"(?m)(^\s*|\$ |Program arguments: |RUN: |`)(\S*/)?(llc|opt)(?=\s)"
_FENCED = re.compile(r"^```[^\n]*\n.*?^```[ \t]*$", re.S | re.M)


def _indented_code(t: str) -> str:
    out, inside = [], False
    for ln in t.split("\n"):
        if re.match(r"^\s*(```|~~~)", ln):
            inside = not inside
            out.append("")
            continue
        out.append("    " + ln if inside else ln)
    return "\n".join(out)


TEXT_REWRITES = {
    "crlf": lambda t: t.replace("\r\n", "\n").replace("\n", "\r\n"),
    "noinfo": lambda t: re.sub(r"^```[^\n`]+$", "```", t, flags=re.M),
    "details": lambda t: "<details><summary>Reproducer</summary>\n\n" + t + "\n\n</details>",
    "trailing": lambda t: t.replace("\n", "  \n"),
    "indent_list": lambda t: "1. Steps to reproduce:\n\n   " + t.replace("\n", "\n   "),
    "indent_list4": lambda t: "- Steps:\n\n    " + t.replace("\n", "\n    "),
    "indented_code": _indented_code,
    "versioned": lambda t: re.sub(_PROG, r"\1\2\3-18", t),
    "buildpath": lambda t: re.sub(_PROG, lambda m: m.group(1) + "./build/bin/" + m.group(3), t),
    "winexe": lambda t: re.sub(_PROG, lambda m: m.group(1) + "C:\\llvm\\build\\bin\\" + m.group(3) + ".exe", t),
}


def _llvmbot(issue: dict) -> dict | None:
    body = re.sub(r"@(\w)", r"@<!-- -->\1", html.escape(issue.get("body") or "", quote=False))
    mirror = {"user": {"login": "llvmbot"}, "body": f"\n@llvm/issue-subscribers-bug\n\nAuthor: None (someone)\n\n"
                                                   f"<details>\n{body}\n</details>\n"}
    return dict(issue, comments=[mirror, *(issue.get("comments") or [])])


def _move(issue: dict, pick) -> dict | None:
    body = issue.get("body") or ""
    blocks = [m.group(0) for m in _FENCED.finditer(body) if pick(m.group(0))]
    if not blocks:
        return None
    for b in blocks:
        body = body.replace(b, "")
    return dict(issue, body=body, comments=[{"user": issue.get("user"), "body": "\n\n".join(blocks)},
                                            *(issue.get("comments") or [])])


def _is_log(block: str) -> bool:
    return bool(re.search(r"Stack dump|LLVM ERROR|Assertion|UNREACHABLE|Traceback", block)) and \
        not re.search(r"^\s*define\b|^\s*@triton\.jit", block, re.M)


ISSUE_REWRITES = {
    "llvmbot": _llvmbot,
    "log_to_comment": lambda i: _move(i, _is_log),
    "ir_to_comment": lambda i: _move(i, lambda b: bool(re.search(r"^\s*define\b|^\s*@triton\.jit", b, re.M))),
}


def view(x) -> tuple:
    """What the pipeline acts on: the first reproducer and the reported message."""
    r = x.reproducers[0] if x.reproducers else None
    rep = (r.kind, r.tool, tuple(r.args), re.sub(r"\s+", " ", re.sub(r"(?m)^\s*[;#].*$", "", r.source)).strip()) \
        if r else None
    msg = re.sub(r"\s+", " ", x.reported.message).strip() if x.reported and x.reported.message else None
    return rep, msg


def rewritten(issue: dict, name: str) -> dict | None:
    if name in ISSUE_REWRITES:
        return ISSUE_REWRITES[name](issue)
    f = TEXT_REWRITES[name]
    return dict(issue, body=f(issue.get("body") or ""),
                comments=[dict(c, body=f(c.get("body") or "")) if isinstance(c, dict) else c
                          for c in issue.get("comments") or []])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--projects", default="llvm,triton")
    ap.add_argument("--rewrites", default=",".join([*TEXT_REWRITES, *ISSUE_REWRITES]))
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "extract_metamorphic"))
    a = ap.parse_args()
    t0 = time.time()
    results: dict = {}
    for project in a.projects.split(","):
        extract = EXTRACT[project]
        issues = [(p.parent.name, json.loads(p.read_text())) for root in CORPORA[project] if root.is_dir()
                  for p in sorted(root.glob("*/issue.json"))]
        base = {n: view(extract(i)) for n, i in issues}
        for name in a.rewrites.split(","):
            if name == "llvmbot" and project != "llvm":
                continue
            row = {"issues": 0, "same": 0, "changed": [], "errors": []}
            for n, issue in issues:
                j = rewritten(issue, name)
                if j is None:
                    continue
                row["issues"] += 1
                try:
                    got = view(extract(j))
                except Exception as e:  # an extraction that raises is the worst change
                    row["errors"].append(f"{n}: {e!r}"[:200])
                    continue
                if got == base[n]:
                    row["same"] += 1
                else:
                    what = [w for w, k in (("reproducer", 0), ("message", 1)) if got[k] != base[n][k]]
                    row["changed"].append(f"{n} ({', '.join(what)})")
            results[f"{project}:{name}"] = row
    lines = ["| project | rewrite | issues | same | changed | errors |", "|---|---|---|---|---|---|"]
    for k, r in results.items():
        p, name = k.split(":")
        lines.append(f"| {p} | {name} | {r['issues']} | {r['same']} | {len(r['changed'])} | {len(r['errors'])} |")
    table = "\n".join(lines)
    print(table)
    detail = "\n".join(f"- {k}: {', '.join(r['changed'][:60])}" for k, r in results.items() if r["changed"])
    out = Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".md").write_text(f"# Extraction under rewrites (`python bench/extract_metamorphic.py`)\n\n"
                                      f"{__doc__.split(chr(10) + chr(10), 1)[1].split('Prints the table')[0]}\n"
                                      f"{table}\n\nChanged issues (first 60 per rewrite):\n\n{detail}\n\n"
                                      f"Wall: {time.time() - t0:.0f} s.\n")
    out.with_suffix(".json").write_text(json.dumps({"results": results, "wall_s": round(time.time() - t0, 1)},
                                                   indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

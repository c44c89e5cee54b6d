"""The comment reprobot posts on an issue (GitHub-flavoured markdown).

One comment per issue, found again by its hidden marker ``<!-- reprobot:v1 … -->`` and
edited in place. Contents: the (reduced) reproducer in a fence — folded in ``<details>``
when long —, the command, the crash signature, a per-release table, the bisection answer,
and how to re-run it locally. Text that came from the issue or a compiler run is made safe
by `workers.comment_safety`; the body is capped at GitHub's 65,536 characters.
"""
from __future__ import annotations

import json
from typing import Any

from reducers.reproducer import SUFFIX
from workers.comment_safety import code_block, finalize_comment, safe_reproduced_text

MARKER_PREFIX = "<!-- reprobot:v1"
FOLD_LINES = 40  # reproducers longer than this go into <details>
_EMOJI = {"reproduces": "🔴 reproduces", "clean": "🟢 clean", "other-failure": "🟠 other failure",
          "invalid-input": "⚪ invalid input", "timeout": "⏱ timeout", "infra-error": "⚫ not run"}


def marker(repo: str, number: int | str, digest: str = "") -> str:
    """The hidden marker: ``<!-- reprobot:v1 repo=llvm/llvm-project issue=200792 … -->``."""
    extra = f" reproducer={digest}" if digest else ""
    return f"{MARKER_PREFIX} repo={repo} issue={number}{extra} -->"


def _fence_info(kind: str) -> str:
    return {"llvm-ir": "llvm", "mir": "yaml", "mlir": "mlir", "triton-python": "python"}.get(kind, "")


def render_comment(result: dict[str, Any], secrets: tuple[str, ...] = ()) -> str:
    """Markdown for a triage result (the `TriageResult.to_json()` shape without
    ``comment``). Raises nothing for missing parts: each section is skipped when empty."""
    issue = result.get("issue") or {}
    repo, number = issue.get("repo", "?"), issue.get("number", "?")
    reps = result.get("reproducers") or []
    primary = result.get("primary") or (reps[0] if reps else None)
    red = result.get("reduction") or None
    runs = result.get("runs") or {}
    bis = result.get("bisection") or None
    mk = marker(repo, number, (primary or {}).get("digest", ""))
    out: list[str] = [mk, "### 🤖 reprobot triage", ""]

    if not reps:
        out += ["I could not find an LLVM IR/MIR or Triton reproducer in this issue. "
                "Paste the input in a code fence with the command line (e.g. `llc -mtriple=amdgcn -mcpu=gfx942 repro.ll`) "
                "and comment `/reprobot retry`."]
        return finalize_comment("\n".join(out) + "\n", mk, secrets)

    reproduced_on = [t for t, r in runs.items() if r.get("outcome") == "reproduces"]
    if reproduced_on:
        out.append(f"**Reproduced** on {', '.join(f'`{t}`' for t in reproduced_on)}.")
    else:
        out.append("**Not reproduced** on any tested toolchain (see the table). "
                   "This can mean an assertion-only bug (the release builds here have no assertions), "
                   "a fixed bug, or a missing flag.")
    if result.get("signature"):
        out += ["", "**Crash signature:** " + safe_reproduced_text(_code_span(result["signature"]), secrets)]
    out.append("")

    src, cmd, fname = None, None, "repro"
    if red and red.get("reproducer"):
        src, cmd = red["reproducer"], red.get("command")
        before, after = red.get("before", {}), red.get("after", {})
        out.append(f"**Reduced reproducer** ({before.get('lines', '?')} → {after.get('lines', '?')} lines, "
                   f"{before.get('bytes', '?')} → {after.get('bytes', '?')} bytes; {red.get('tests_run', '?')} tests, "
                   f"{red.get('wall_s', 0):.1f}s on `{red.get('toolchain')}`"
                   f"{'' if red.get('verified') else '; ⚠ final re-run did not confirm it'}):")
    elif primary:
        src = primary.get("source")
        cmd = primary.get("command")
        out.append("**Reproducer** (as extracted from the issue; not reduced):")
    kind = (primary or {}).get("kind", "llvm-ir")
    suffix = SUFFIX.get(kind, ".txt")
    if src:
        block = code_block(src, _fence_info(kind))
        if src.count("\n") > FOLD_LINES:
            out += ["<details><summary>" + f"{src.count(chr(10))} lines (click to expand)" + "</summary>", "",
                    block, "</details>"]
        else:
            out.append(block)
    if cmd:
        out += ["**Command:**", code_block(cmd.replace("repro" + suffix, fname + suffix), "sh")]
    if kind == "triton-python" and primary:
        tgt = ":".join(x for x in (primary.get("triple"), primary.get("cpu")) if x) or result.get("target", "")
        if tgt:
            out.append(f"**Target:** `{tgt}`")
        env = primary.get("env") or {}
        if env:
            out.append("**Environment:** " + " ".join(f"`{k}={v}`" for k, v in sorted(env.items())))
        out.append("")

    if runs:
        out += ["**Per-release results**", "", "| toolchain | result | signature / reason |", "|---|---|---|"]
        for tid, r in runs.items():
            why = r.get("signature") or r.get("reason") or ""
            why = why.replace("|", "\\|").replace("\n", " ")[:160]
            out.append(f"| `{tid}` | {_EMOJI.get(r.get('outcome'), r.get('outcome'))} | "
                       f"{safe_reproduced_text(_code_span(why), secrets) if why else ''} |")
        unsupported = result.get("unsupported") or {}
        for tid, why in unsupported.items():
            out.append(f"| `{tid}` | ⚫ not run | {safe_reproduced_text(why[:160].replace('|', '/'), secrets)} |")
        out.append("")
    if bis:
        line = "**Bisection (releases):** " + (bis.get("summary") or "")
        if bis.get("first_bad"):
            line += f" — first bad release: **`{bis['first_bad']}`**"
        out.append(line)
        commit = result.get("commit_bisection") or {}
        if commit.get("first_bad"):
            conf = commit.get("confidence")
            conf_txt = f"{conf:.2f}" if isinstance(conf, (int, float)) else "?"
            out.append(f"**Culprit commit:** `{commit['first_bad']}` (last good `{commit.get('last_good', '?')}`, "
                       f"confidence {conf_txt}, {commit.get('commits', '?')} commits in range)")
        elif result.get("commit_bisection_error"):
            out.append("Commit bisection could not finish: "
                       + safe_reproduced_text(_code_span(result["commit_bisection_error"][:300]), secrets))
        out.append("")
    out += ["<details><summary>Re-run locally</summary>", "",
            code_block(_rerun(result, primary, red), "sh"), "</details>", ""]
    notes = result.get("notes") or []
    if notes:
        out += ["<sub>Notes: " + safe_reproduced_text("; ".join(notes)[:1500], secrets) + "</sub>", ""]
    out.append("<sub>Posted by reprobot; this comment is updated in place. Commands: `/reprobot retry`, "
               "`/reprobot wrong`.</sub>")
    return finalize_comment("\n".join(out) + "\n", mk, secrets)


def _code_span(text: str) -> str:
    ticks = "``" if "`" in text else "`"
    return f"{ticks} {text} {ticks}" if ticks == "``" else f"`{text}`"


def _rerun(result: dict[str, Any], primary: dict | None, red: dict | None) -> str:
    issue = result.get("issue") or {}
    lines = ["pip install -e .   # in a reprobot checkout",
             f"reprobot triage {issue.get('repo', 'OWNER/REPO')}#{issue.get('number', 'N')} --json result.json"]
    if primary:
        tool = (red or {}).get("tool") or primary.get("tool")
        args = (red or {}).get("args") or primary.get("args") or []
        sig = ""
        if result.get("signature_regex"):
            sig = f" --signature {json.dumps(result['signature_regex'])}"
        tc = f" --toolchain {red['toolchain']}" if red else ""
        suffix = SUFFIX.get(primary.get("kind"), ".ll")
        lines.append(f"reprobot reduce repro{suffix} --cmd {json.dumps(' '.join([tool, *args]))}{sig}{tc}")
    return "\n".join(lines)

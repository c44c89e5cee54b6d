"""The comment reprobot posts on an issue (GitHub-flavoured markdown).

One comment per issue, found again by its hidden marker ``<!-- reprobot:v1 … -->`` and
edited in place. Contents, in order:

- what reproduced where, and the crash signature — whole, folded in ``<details>`` when long;
- the (reduced, cleaned) reproducer in a fence — folded when long — and its command. For a
  Triton kernel that reprobot completed with an ahead-of-time compile, the kernel alone:
  the harness and the command that runs kernel + harness are folded below it, and line
  counts are the kernel's (`reducers.cleanup.triton_harness`);
- the upstream-ready regression test (lit file or pytest function, folded), with how it was
  checked (`workers.upstream_test`);
- the per-release table: signatures whole when short; a long one is cut at a word boundary,
  never inside a name, and given whole in a folded list under the table;
- the release bisection's claim in the words of `workers.bisect.release.Claim` (never a
  "first bad release" that is only the oldest one tested), then the commit bisection;
- how to re-run it locally.

Text that came from the issue or a compiler run is made safe by `workers.comment_safety`;
the body is capped at GitHub's 65,536 characters.
"""
from __future__ import annotations

import json
import re
from typing import Any

from reducers.cleanup.triton_harness import split_harness
from reducers.reproducer import SUFFIX
from workers.comment_safety import code_block, finalize_comment, safe_reproduced_text
from workers.triton.mlir_input import compile_level, is_driver_script, split_driver

MARKER_PREFIX = "<!-- reprobot:v1"
FOLD_LINES = 40  # reproducers longer than this go into <details>
SIGNATURE_INLINE = 200  # a crash signature longer than this is folded
CELL_CHARS = 120  # a table cell longer than this is cut at a word boundary, whole below the table
_EMOJI = {"reproduces": "🔴 reproduces", "clean": "🟢 clean", "other-failure": "🟠 other failure",
          "invalid-input": "⚪ invalid input", "timeout": "⏱ timeout", "infra-error": "⚫ not run"}
# a reproduction that is not the reported text exactly (`reducers.grade`)
_GRADED = {"reworded": "🟠 crashes (text differs)", "release-variant": "🟠 crashes (release variant)"}


def _result_cell(r: dict[str, Any]) -> tuple[str, str]:
    """(result, signature/reason text) of one run row: a reproduction graded reworded or
    release-variant is shown as such, with the grade's evidence after the signature."""
    why = r.get("signature") or r.get("reason") or ""
    grade = (r.get("match") or {}).get("grade")
    if r.get("outcome") == "reproduces" and grade in _GRADED:
        head = _GRADED[grade]
        if (r.get("signature_detail") or {}).get("kind") == "timeout":  # a hang graded by grade_hang
            head = head.replace("crashes", "hangs")
        return head, f"{why} — {(r.get('match') or {}).get('evidence', '')}"
    return _EMOJI.get(r.get("outcome"), r.get("outcome")), why


def marker(repo: str, number: int | str, digest: str = "") -> str:
    """The hidden marker: ``<!-- reprobot:v1 repo=llvm/llvm-project issue=200792 … -->``."""
    extra = f" reproducer={digest}" if digest else ""
    return f"{MARKER_PREFIX} repo={repo} issue={number}{extra} -->"


def _fence_info(kind: str) -> str:
    return {"llvm-ir": "llvm", "mir": "yaml", "mlir": "mlir", "triton-python": "python"}.get(kind, "")


def cut_at_word(text: str, limit: int) -> str:
    """`text` when it fits in `limit` characters, else its head cut at the last white space
    before the limit (never inside a name) followed by `` …``. A first word longer than the
    limit is kept whole."""
    if len(text) <= limit:
        return text
    head = text[:limit + 1]
    cut = max(head.rfind(" "), head.rfind("\t"))
    if cut <= 0:
        m = re.match(r"\S+", text)
        return (m.group(0) if m else text) + (" …" if m and len(m.group(0)) < len(text) else "")
    return text[:cut].rstrip() + " …"


def _details(summary: str, body: str) -> list[str]:
    return [f"<details><summary>{summary}</summary>", "", body, "", "</details>"]


def _lines(text: str) -> int:
    return text.count("\n") + (0 if text.endswith("\n") or not text else 1)


def not_run_summary(unsupported: dict[str, str]) -> str:
    """``llvm-22 (not in the sandbox image), llvm-13 (not installed on this worker)`` from the
    result's ``unsupported`` map (toolchain -> reason): the toolchains a run could not use, with
    the first clause of each reason. "" when every toolchain ran."""
    parts = []
    for tid, why in unsupported.items():
        short = re.split(r"[:;(]", why.removeprefix("unsupported:").strip(), maxsplit=1)[0].strip()
        parts.append(f"`{tid}` ({short[:80]})" if short else f"`{tid}`")
    return ", ".join(parts)


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
    not_run = not_run_summary(result.get("unsupported") or {})
    if not_run:
        out.append("")
        out.append(safe_reproduced_text(f"Not run: {not_run}.", secrets))
    if result.get("signature"):
        out += [""] + _signature(result["signature"], secrets)
    out.append("")

    kind = (primary or {}).get("kind", "llvm-ir")
    out += _reproducer(result, primary, red, kind, secrets)
    if red and red.get("upstream_test"):
        out += _upstream(red["upstream_test"], kind)
    if runs:
        out += _table(result, runs, secrets)
    if bis:
        out += _bisection(result, bis, secrets)
    out += _levels_section(result)
    out += _details("Re-run locally", code_block(_rerun(result, primary, red), "sh")) + [""]
    notes = result.get("notes") or []
    if notes:
        out += ["<sub>Notes: " + safe_reproduced_text("; ".join(notes)[:1500], secrets) + "</sub>", ""]
    out.append("<sub>Posted by reprobot; this comment is updated in place. Commands: `/reprobot retry`, "
               "`/reprobot wrong`.</sub>")
    return finalize_comment("\n".join(out) + "\n", mk, secrets)


def _signature(sig: str, secrets: tuple[str, ...]) -> list[str]:
    """The crash signature, whole: inline when short, else its head with the whole text
    folded below."""
    if len(sig) <= SIGNATURE_INLINE and "\n" not in sig:
        return ["**Crash signature:** " + safe_reproduced_text(_code_span(sig), secrets)]
    head = cut_at_word(sig.splitlines()[0], 100)
    return ["**Crash signature:**", ""] + _details(safe_reproduced_text(head, secrets), code_block(sig, "text"))


def _reproducer(result: dict[str, Any], primary: dict | None, red: dict | None, kind: str,
                secrets: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    src, cmd = None, None
    if red and red.get("reproducer"):
        src, cmd = red["reproducer"], red.get("command")
    elif primary:
        src, cmd = primary.get("source"), primary.get("command")
    harness = ""
    if src and kind == "triton-python" and is_driver_script(src):
        return _triton_opt_reproducer(result, primary, red, src, cmd)
    if src and kind == "triton-python":
        src, harness = split_harness(src)
    if red and red.get("reproducer"):
        before, after = red.get("before", {}), red.get("after", {})
        what = "kernel, without reprobot's compile harness" if harness else ""
        tidy = (red.get("cleanup") or {}).get("kept") or []
        out.append(f"**Reduced reproducer** ({before.get('lines', '?')} → {after.get('lines', '?')} lines, "
                   f"{before.get('bytes', '?')} → {after.get('bytes', '?')} bytes"
                   f"{'; ' + what if what else ''}; {red.get('tests_run', '?')} tests, "
                   f"{red.get('wall_s', 0):.1f}s on `{red.get('toolchain')}`"
                   f"{'; cleaned up: ' + ', '.join(tidy) + ', each re-checked' if tidy else ''}"
                   f"{'' if red.get('verified') else '; ⚠ final re-run did not confirm it'}):")
    elif primary:
        out.append("**Reproducer** (as extracted from the issue; not reduced"
                   f"{'; without reprobot compile harness' if harness else ''}):")
    how = (primary or {}).get("command_origin") or ""
    if kind == "triton-python" and " + " in how and "AOT compile" not in how:
        # a call or value the issue names in its prose completed the script (the candidate chosen)
        out.append(f"_The script was completed with {how.split(' + ', 1)[1]}: the call the issue names._")
    if src:
        block = code_block(src, _fence_info(kind))
        n = _lines(src)
        out += _details(f"{n} lines (click to expand)", block) if n > FOLD_LINES else [block]
    suffix = SUFFIX.get(kind, ".txt")
    if kind == "triton-python":
        out += _triton_run(result, primary, red, harness, cmd or f"python repro{suffix}")
    elif cmd:
        out += ["**Command:**", code_block(cmd, "sh")]
    return out


def _triton_opt_reproducer(result: dict[str, Any], primary: dict | None, red: dict | None, script: str,
                           cmd: str | None) -> list[str]:
    """A Triton MLIR reproducer (`workers.triton.mlir_input`): the module and the triton-opt
    command, then, folded, the script that ran those passes through the release's bindings."""
    module, passes, _target, _command = split_driver(script)
    if red and red.get("reproducer"):
        before, after = red.get("before", {}), red.get("after", {})
        out = [f"**Reduced reproducer** (MLIR module, {before.get('lines', '?')} → {after.get('lines', '?')} lines, "
               f"{before.get('instructions', '?')} → {after.get('instructions', '?')} ops; {red.get('tests_run', '?')} "
               f"tests, {red.get('wall_s', 0):.1f}s on `{red.get('toolchain')}`"
               f"{'' if red.get('verified') else '; ⚠ final re-run did not confirm it'}):"]
    else:
        out = ["**Reproducer** (the MLIR module as extracted from the issue; not reduced):"]
    block = code_block(module, "mlir")
    out += _details(f"{_lines(module)} lines (click to expand)", block) if _lines(module) > FOLD_LINES else [block]
    if passes:
        flags = " ".join(f"--{n}" + (f'="{" ".join(f"{k}={v}" for k, v in o.items())}"' if o else "") for n, o in passes)
        out += ["**Command:**", code_block(f"triton-opt repro.mlir {flags}", "sh"),
                "_A triton wheel has no `triton-opt`: reprobot ran these passes through each release's Python "
                "bindings (`repro.py` below)._"]
    else:
        out += [f"_The issue names no `triton-opt` pass: reprobot compiled the module from its level with "
                f"`triton.compile(\"repro.{compile_level(module)}\")` (`repro.py` below)._"]
    run = _triton_run(result, primary, red, "", cmd or "python repro.py")
    return out + _details("repro.py: the passes through the release's bindings", code_block(script, "python")) + run


def _triton_run(result: dict[str, Any], primary: dict | None, red: dict | None, harness: str, cmd: str) -> list[str]:
    out: list[str] = []
    tgt = ""
    if primary:
        tgt = ":".join(x for x in (primary.get("triple"), primary.get("cpu")) if x) or result.get("target", "")
    env = (primary or {}).get("env") or {}
    tc = (red or {}).get("toolchain") or next((t for t, r in (result.get("runs") or {}).items()
                                               if r.get("outcome") == "reproduces"), "")
    version = tc.split("-", 1)[1] if tc.startswith("triton-") else ""
    envs = " ".join(f"{k}={v}" for k, v in sorted(env.items()))
    run = [f"pip install triton=={version}" if version else "pip install triton",
           ((envs + " ") if envs else "") + cmd]
    if harness:
        if "GPUTarget(" in harness:
            how = f"for `{tgt or 'the target'}` (no GPU needed)"
        else:  # the reducer dropped the explicit target: it compiles for the active driver's
            how = (f"for the GPU's own target (reprobot ran it for `{tgt or 'the target'}` "
                   "through a stand-in driver, without a GPU)")
        body = (f"Appended to the kernel above, it compiles the kernel ahead of time {how}; "
                "kernel + harness make `repro.py`:\n\n"
                + code_block(harness, "python") + "\n\n" + code_block("\n".join(run), "sh"))
        out += _details("reprobot's compile harness and the command to run it", body) + [""]
    else:
        out += ["**Command:**", code_block("\n".join(run), "sh")]
    if tgt:
        out.append(f"**Target:** `{tgt}`")
    if env:
        out.append("**Environment:** " + " ".join(f"`{k}={v}`" for k, v in sorted(env.items())))
    out.append("")
    return out


def _upstream(test: dict[str, Any], kind: str) -> list[str]:
    """The upstream-ready test, folded, with where it goes and how it was checked."""
    is_lit = test.get("kind") == "lit"
    title = "Upstream regression test" + (" (lit)" if is_lit else " (pytest)")
    state = (f"checked on `{test.get('checked_on')}`" if test.get("verified") else "⚠ not confirmed")
    body = [f"Save as `{test.get('path')}`; run `{test.get('command')}`. "
            + ("Checked: " + test["check"] if test.get("verified") and test.get("check") else
               f"Not confirmed: {test.get('check') or 'not run'}"), "",
            code_block(test.get("text", ""), _fence_info(kind) if is_lit else "python")]
    return _details(f"{title} — {state}", "\n".join(body)) + [""]


def _table(result: dict[str, Any], runs: dict[str, Any], secrets: tuple[str, ...]) -> list[str]:
    out = ["**Per-release results**", "", "| toolchain | result | signature / reason |", "|---|---|---|"]
    long_texts: list[str] = []

    def cell(text: str) -> str:
        text = text.replace("\n", " ")
        if len(text) <= CELL_CHARS:
            return safe_reproduced_text(_code_span(text).replace("|", "\\|"), secrets)
        if text not in long_texts:
            long_texts.append(text)
        ref = long_texts.index(text) + 1
        head = cut_at_word(text, CELL_CHARS)
        return safe_reproduced_text(_code_span(head).replace("|", "\\|"), secrets) + f" [{ref}]"

    for tid, r in runs.items():
        result_cell, why = _result_cell(r)
        out.append(f"| `{tid}` | {result_cell} | {cell(why) if why else ''} |")
    for tid, why in (result.get("unsupported") or {}).items():
        out.append(f"| `{tid}` | ⚫ not run | {cell(why) if why else ''} |")
    out.append("")
    if long_texts:
        body = "\n\n".join(f"[{i}]\n{code_block(t, 'text')}" for i, t in enumerate(long_texts, 1))
        out += _details(f"Whole text of the {len(long_texts)} long cell{'s' if len(long_texts) > 1 else ''}",
                        body) + [""]
    return out


def _bisection(result: dict[str, Any], bis: dict[str, Any], secrets: tuple[str, ...]) -> list[str]:
    sentence = bis.get("summary") or ""
    ids = sorted(bis.get("verdicts") or {}, key=len, reverse=True)
    if ids:  # toolchain ids as code: `llvm-16`
        sentence = re.sub("|".join(rf"(?<![\w`.-]){re.escape(t)}(?![\w.-])" for t in ids),
                          lambda m: f"`{m.group(0)}`", sentence)
    kind = (bis.get("claim") or {}).get("kind", "")
    out = ["**Bisection (releases):** " + sentence[:1].upper() + sentence[1:] + "."]
    oldest = (bis.get("claim") or {}).get("oldest_tested")
    if kind in ("present-in-all", "fixed") and oldest and not bis.get("withdrawn"):
        out.append(f"<sub>`{oldest}` is only the oldest release tested: the bug may be older.</sub>")
    commit = result.get("commit_bisection") or {}
    if commit.get("first_bad"):
        conf = commit.get("confidence")
        conf_txt = f"{conf:.2f}" if isinstance(conf, (int, float)) else "?"
        out.append(f"**Culprit commit:** `{commit['first_bad']}` (last good `{commit.get('last_good', '?')}`, "
                   f"confidence {conf_txt}, {commit.get('commits', '?')} commits in range)")
    elif result.get("commit_bisection_error"):
        out.append("Commit bisection could not finish: "
                   + safe_reproduced_text(_code_span(cut_at_word(result["commit_bisection_error"], 300)), secrets))
    out.append("")
    return out


_LEVEL_FENCE = {"ttir": "mlir", "ttgir": "mlir", "llmlir": "mlir", "llir": "llvm", "ptx": "", "amdgcn": ""}


def _levels_section(result: dict[str, Any]) -> list[str]:
    """Folded: the lowest-level reproducer that still fails (`workers.triton.levels`), its
    one-line command, and the command of every other level that fails; when that level is
    LLVM IR crashing an llvm-project build, it says so and gives the ``llc`` command line."""
    levels = [lv for lv in result.get("levels") or [] if lv.get("fails")]
    below = [lv for lv in levels if lv.get("level") != "python"]
    if not below:
        return []
    low = below[-1]
    size = low.get("reduced_size") or {}
    unit = "ops" if low.get("kind") in ("stage", "pass") else "instructions"
    shrink = ""
    if size.get("before") and size.get("after"):
        b, a = size["before"], size["after"]
        shrink = f", reduced {b.get('lines', '?')} → {a.get('lines', '?')} lines ({b.get(unit, '?')} → {a.get(unit, '?')} {unit})"
    where = {"pass": "a compiler pass", "stage": "Triton's compile of the IR file", "llvm": "LLVM alone"}
    out = ["<details><summary>" + f"Lowest level that still fails: <code>{low.get('file', '')}</code> "
           f"({where.get(low.get('kind'), low.get('kind'))}{shrink})" + "</summary>", ""]
    if low.get("kind") == "llvm":
        out.append(f"The crash reproduces from LLVM IR alone on `{low.get('toolchain')}`: an LLVM bug, for "
                   "llvm/llvm-project's tracker. On an llvm-project build:")
        out.append(code_block((low.get("detail") or {}).get("llvm_project_command", "")
                              or low.get("command", ""), "sh"))
    out.append(code_block(low.get("source", ""), _LEVEL_FENCE.get(low.get("level", ""), "")))
    out.append(f"**Command** (`{low.get('toolchain')}`, file saved as `{low.get('file')}`):")
    out.append(code_block(low.get("command", ""), "sh"))
    if low.get("alt_command"):
        out.append("With a source build of that Triton (not run here): " + _code_span(low["alt_command"]))
    others = [lv for lv in levels if lv is not low]
    if others:
        out += ["", "Every level that fails the same way:", ""]
        for lv in others:
            out.append(f"- `{lv.get('level')}` ({lv.get('kind')}, `{lv.get('toolchain')}`): "
                       + _code_span(lv.get("command", "")))
    return out + ["</details>", ""]


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

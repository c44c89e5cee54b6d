"""Which issues become triage jobs: those whose text holds something reprobot can run.

`assess(issue, repo)` runs extraction (cheap: parsing only, no reproducer is run, imported or
evaluated) with the extractor the pipeline would use for the issue (`project_of`, the same rule
as `workers.pipeline.adapters.adapter_for`) and decides:

- LLVM (`workers.extract.llvm.extract_llvm`): a candidate when a reproducer (IR/MIR block)
  comes with a command taken from the text (``RUN:`` line, ``Command:``, transcript, prose,
  ``Program arguments:``) or a target (triple or CPU from the IR, the command, the title).
  A bare IR module with neither is not (there is nothing to say what the reporter ran), unless
  the issue shows crash output (`is_candidate`'s words): then it is tried with the default
  command, as ``reprobot triage`` tries it, so the bot and the CLI give the same verdicts.
- Triton (`workers.triton.extract.extract_triton`): a candidate when a block defines a
  ``@triton.jit`` kernel, with or without its launch (without one, the pipeline compiles it
  ahead of time with inferred arguments).

Words and labels (``crash``, ``Assertion … failed``, ``miscompile`` …; the old text rule,
`workers.github.candidates.is_candidate`) no longer decide, except for that bare IR; they
order the queue (`Assessment.priority`). Pull requests are never candidates. The reason of
every decision is stored on the issue row (``issues.candidate_reason``) and shown on the dashboard's Issues page.
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any

from reducers.signature import mlir_passes, pipeline_value

# Celery priority of the first step (Redis transport: lower runs first). The step table gives
# extract 4; issues without crash words or labels wait one notch behind those with them.
PRIORITY_EVIDENCE = 4
PRIORITY_PLAIN = 5


@dataclass
class Assessment:
    """candidate: the issue becomes a job; reason: why (or why not), one line for people;
    project: ``llvm`` | ``triton``; runnable: one line per reproducer found (kind, command,
    target, where from); evidence: crash words/labels found ("" when none); priority: Celery
    priority of the job's first step."""

    candidate: bool
    reason: str
    project: str = ""
    runnable: list[str] = field(default_factory=list)
    evidence: str = ""
    priority: int = PRIORITY_PLAIN

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def project_of(repo: str, issue: dict[str, Any]) -> str:
    """``triton`` or ``llvm``, by the rule `adapter_for` applies (repository name first, then content)."""
    r = repo.lower()
    if "triton" in r:
        return "triton"
    if "llvm" in r:
        return "llvm"
    text = (issue.get("body") or "") + "\n".join(
        (c.get("body") or "") for c in issue.get("comments") or [] if isinstance(c, dict))
    return "triton" if re.search(r"@triton\.jit|import triton\b", text) else "llvm"


def _llvm(issue: dict[str, Any]) -> tuple[list[str], list[str]]:
    """(runnable lines, lines of reproducers found but not runnable)."""
    from workers.extract.llvm import extract_llvm

    ok, weak = [], []
    for r in extract_llvm(issue).reproducers:
        own_command = not r.command_origin.startswith("default")
        target = " ".join(x for x in (r.triple, r.cpu) if x)
        # `opt -passes=instcombine` from the title (118798): IR passes need no target; nor does an
        # mlir-opt pass the prose names ("raises the following error when running `--canonicalize`",
        # 134516): the CLI runs both, so the bot takes them in too
        named_pass = (r.tool == "opt" and any(pipeline_value(a) is not None for a in r.args)) or \
            (r.tool == "mlir-opt" and bool(mlir_passes(r.args)))
        line = f"{r.kind} · {r.command_line()[:120]} · " + (
            f"command from {r.command_origin}" if own_command else f"target {target}" if target
            else f"an {r.tool} pass the issue names" if named_pass else "no target")
        (ok if own_command or target or named_pass else weak).append(line)
    return ok, weak


def _triton(issue: dict[str, Any]) -> tuple[list[str], list[str]]:
    from workers.triton.extract import has_launch, extract_triton

    from workers.triton.mlir_input import is_driver_script, split_driver

    ok = []
    for r in extract_triton(issue).reproducers:
        if is_driver_script(r.source):  # a TTIR/TTGIR module for triton-opt (workers.triton.mlir_input)
            passes = [n for n, _ in split_driver(r.source)[1]]
            ok.append(f"triton MLIR module for triton-opt ({', '.join(passes) or 'compiled from its level'})"
                      f" · from the {r.origin}")
        elif "@triton.jit" in r.source or re.search(r"@(\w+\.)?jit\b", r.source):
            ok.append(f"triton kernel {'with its launch' if has_launch(r.source) else 'without a launch (AOT compile)'}"
                      f" · from the {r.origin}")
    return ok, []


def assess(issue: dict[str, Any], repo: str = "", limit_s: float = 0.0) -> Assessment:
    """The candidate decision for a GitHub-shaped issue (REST fields, optional ``comments[]``).
    Never raises on odd text: extraction errors, and extraction running past `limit_s` seconds
    (`workers.extract.deadline.time_limit`; 0 = no limit), make a non-candidate with the error
    as reason."""
    from workers.extract.deadline import time_limit
    from workers.github.candidates import is_candidate

    if issue.get("pull_request"):
        return Assessment(False, "pull request")
    repo = repo or str((issue.get("repository") or {}).get("full_name") or "")
    words, why = is_candidate(issue)
    evidence = why if words else ""
    priority = PRIORITY_EVIDENCE if words else PRIORITY_PLAIN
    project = project_of(repo, issue)
    try:
        with time_limit(limit_s, "parsing the issue's text"):
            ok, weak = (_triton if project == "triton" else _llvm)(issue)
    except Exception as e:  # noqa: BLE001 - hostile text must not stop intake; the reason says what broke
        return Assessment(False, f"extraction failed: {type(e).__name__}: {e}"[:300], project, [], evidence, priority)
    if ok:
        return Assessment(True, f"runnable: {ok[0]}" + (f" (+{len(ok) - 1} more)" if len(ok) > 1 else ""),
                          project, ok, evidence, priority)
    if weak and words:
        # the CLI runs such IR with the default command: a report that shows a crash gets the
        # same try, so the bot's verdicts are the CLI's (88647); no comment follows unless it fails
        return Assessment(True, f"runnable with the default command (no command or target in the text, but "
                                f"crash output): {weak[0]}", project, weak, evidence, priority)
    if weak:
        return Assessment(False, "IR found but neither a command nor a target to run it with", project, weak,
                          evidence, priority)
    what = "no @triton.jit kernel in a Python code block, nor a module for triton-opt" if project == "triton" else \
        "no LLVM IR or MIR block found"
    return Assessment(False, f"nothing runnable: {what}", project, [], evidence, priority)

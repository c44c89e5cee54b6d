"""Two-level bisection: from a triton culprit that bumps the LLVM pin into llvm-project.

Triton pins the llvm-project commit it builds against in ``cmake/llvm-hash.txt``. When a
triton bisection ends on a commit that changes that file, the culprit is usually the LLVM
bump, and the real culprit is an llvm-project commit between the old pin (at the culprit's
parent) and the new pin (at the culprit). `plan_descent` finds that range; `descend`
bisects it, building the triton culprit on top of LLVM at each llvm-project commit
(`workers.builds.pinned.TritonAtLLVMBuilder`) and running the same reproducer.
"""
from __future__ import annotations

import os
from dataclasses import asdict, dataclass
from typing import Any, Callable

from workers.bisect.git import GitMirror
from workers.builds.pinned import LLVM_PIN_PATH, read_pin


@dataclass(frozen=True)
class DescentPlan:
    """triton_culprit: the triton commit that moved the pin; llvm_good / llvm_bad: the pins
    at its parent and at itself (llvm-project commit ids as written in the pin file)."""

    triton_culprit: str
    llvm_good: str
    llvm_bad: str

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def plan_descent(triton: GitMirror, culprit: str, pin_path: str = LLVM_PIN_PATH) -> DescentPlan | None:
    """The llvm-project range to bisect when `culprit` changed the pin, else None (the
    culprit does not touch `pin_path`, has no parent, or the pin did not change)."""
    info = triton.info(culprit)
    if pin_path not in info.files or not info.parents:
        return None
    old, new = read_pin(triton, info.parents[0], pin_path), read_pin(triton, culprit, pin_path)
    if not old or not new or old == new:
        return None
    return DescentPlan(info.sha, old, new)


def descend(triton: GitMirror, culprit: str, llvm_repo: str, reproducer_path: str | os.PathLike[str], cmd: str,
            builder_for: Callable[[str], Any], k: int = 1, checkpoint: str | os.PathLike[str] | None = None,
            **kwargs: Any) -> dict[str, Any] | None:
    """Bisect llvm-project between the pins `culprit` moved; None when it moved none.

    builder_for(triton_commit) returns the builder for llvm-project commits (production:
    ``TritonAtLLVMBuilder(triton_builder, llvm_builder, triton, triton_commit)``).
    kwargs go to `bisect_commits` (sandbox, runs, mirror_root…). Returns ``{"plan": …,
    "llvm": <bisect_commits result>}``.
    """
    from workers.bisect.commits import bisect_commits

    plan = plan_descent(triton, culprit)
    if plan is None:
        return None
    res = bisect_commits(llvm_repo, plan.llvm_good, plan.llvm_bad, reproducer_path, cmd,
                         builder_for(plan.triton_culprit), k, checkpoint, **kwargs)
    return {"plan": plan.to_json(), "llvm": res}

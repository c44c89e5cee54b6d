"""Release-level bisection: which releases have the bug.

Input: per-toolchain outcomes, oldest release first. REPRODUCES is BAD, CLEAN is GOOD,
everything else (other failure, invalid input, timeout, unsupported) is SKIP — never GOOD,
because a release that cannot run the reproducer says nothing about the bug.

The answer names the regression window (last good, first bad), or says the bug is present
in every tested release (no GOOD before the first BAD), and "fixed in" the first GOOD
release after the last BAD when the newest releases are clean.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from reducers.outcome import Outcome


def verdict(outcome: Outcome) -> str:
    """``bad`` / ``good`` / ``skip`` for one outcome (see module docstring)."""
    if outcome == Outcome.REPRODUCES:
        return "bad"
    if outcome == Outcome.CLEAN:
        return "good"
    return "skip"


@dataclass
class ReleaseBisection:
    """level: always ``release``. last_good/first_bad: toolchain ids or None. fixed_in:
    first GOOD release after the newest BAD one. verdicts: id -> good|bad|skip, in order."""

    level: str = "release"
    last_good: str | None = None
    first_bad: str | None = None
    fixed_in: str | None = None
    present_in_all: bool = False
    verdicts: dict[str, str] = field(default_factory=dict)
    summary: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level, "last_good": self.last_good, "first_bad": self.first_bad,
                "fixed_in": self.fixed_in, "present_in_all_tested": self.present_in_all,
                "verdicts": self.verdicts, "summary": self.summary}


def bisect_releases(ordered: list[tuple[str, Outcome]]) -> ReleaseBisection:
    """`ordered`: (toolchain id, outcome), oldest release first."""
    v = [(tid, verdict(o)) for tid, o in ordered]
    res = ReleaseBisection(verdicts=dict(v))
    bad_idx = [i for i, (_, x) in enumerate(v) if x == "bad"]
    if not bad_idx:
        res.summary = "the reported failure did not reproduce on any tested release"
        return res
    last_bad = bad_idx[-1]
    # the regression window that ends at the newest stretch of BAD releases
    first_bad = last_bad
    for i in range(last_bad - 1, -1, -1):
        if v[i][1] == "good":
            break
        if v[i][1] == "bad":
            first_bad = i
    good_before = [i for i in range(first_bad) if v[i][1] == "good"]
    res.first_bad = v[first_bad][0]
    if good_before:
        res.last_good = v[good_before[-1]][0]
    else:
        res.present_in_all = True
    good_after = [i for i in range(last_bad + 1, len(v)) if v[i][1] == "good"]
    if good_after:
        res.fixed_in = v[good_after[0]][0]
    parts = []
    skipped_before = [t for t, x in v[:first_bad] if x == "skip"]
    if res.present_in_all and not skipped_before:
        parts.append(f"present in every tested release up to {v[last_bad][0]} (oldest bad: {res.first_bad})")
    elif res.present_in_all:
        parts.append(f"present in every tested release that could run it; oldest bad: {res.first_bad} "
                     f"(skipped, neither good nor bad: {', '.join(skipped_before)})")
    else:
        parts.append(f"introduced between {res.last_good} (good) and {res.first_bad} (first bad)")
    if res.fixed_in:
        parts.append(f"fixed in {res.fixed_in}")
    elif last_bad == len(v) - 1:
        parts.append(f"still present in {v[-1][0]}")
    else:
        parts.append(f"newer releases ({', '.join(t for t, _ in v[last_bad + 1:])}) could not confirm a fix")
    res.summary = "; ".join(parts)
    return res

"""Outcome of running one reproducer on one toolchain.

`Outcome` is the verdict vocabulary shared by triage, reduction and bisection;
`RunResult` is what a sandboxed run returns (serializable, no live handles).
"""
from __future__ import annotations

import enum
from dataclasses import asdict, dataclass, field
from typing import Any

from reducers.grade import Match
from reducers.signature import CrashSignature


class Outcome(str, enum.Enum):
    """What a run says about the reported bug.

    REPRODUCES     the run fails with the reported crash signature
    CLEAN          the tool succeeded (no crash, no error)
    OTHER_FAILURE  it failed, but not with the reported signature (another crash or a
                   clean diagnostic): a different bug, never evidence of GOOD
    INVALID_INPUT  the toolchain cannot read the input (parse error, unsupported syntax)
    TIMEOUT        the wall/CPU limit was hit
    INFRA_ERROR    the run itself could not happen (missing binary, sandbox failure)
    """

    REPRODUCES = "reproduces"
    CLEAN = "clean"
    OTHER_FAILURE = "other-failure"
    INVALID_INPUT = "invalid-input"
    TIMEOUT = "timeout"
    INFRA_ERROR = "infra-error"


@dataclass
class ProcessResult:
    """Raw result of one sandboxed process.

    exit_code: the process's exit status, or -N when killed by signal N.
    stdout/stderr: decoded text, truncated to the sandbox's output cap.
    wall_s: wall-clock seconds; timed_out: the wall or CPU limit killed it.
    """

    exit_code: int
    stdout: str
    stderr: str
    wall_s: float
    timed_out: bool = False
    truncated: bool = False


@dataclass
class RunResult:
    """One reproducer on one toolchain, classified.

    `signature` is the crash signature parsed from the run (None when it did not
    crash); `match` grades it against the reported one (`reducers.grade`: exact, reworded,
    release-variant, different, with its evidence; None when the run did not crash or no
    grading applies); `reason` is a one-line human explanation of the outcome.
    """

    toolchain: str
    outcome: Outcome
    signature: CrashSignature | None = None
    reason: str = ""
    exit_code: int | None = None
    wall_s: float = 0.0
    stderr_tail: str = ""
    argv: list[str] = field(default_factory=list)
    match: Match | None = None

    def to_json(self) -> dict[str, Any]:
        """JSON object: the fields, ``outcome`` as its value, ``signature`` as its one-line
        summary, ``signature_detail`` as `CrashSignature.to_json` (None when no crash) and
        ``match`` as `Match.to_json` (None when not graded)."""
        d = asdict(self)
        d["outcome"] = self.outcome.value
        d["match"] = self.match.to_json() if self.match else None
        d["signature"] = self.signature.summary() if self.signature else ""
        d["signature_detail"] = self.signature.to_json() if self.signature else None
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "RunResult":
        """Inverse of `to_json`. Raises KeyError/ValueError on a malformed object."""
        det = d.get("signature_detail")
        return cls(toolchain=d["toolchain"], outcome=Outcome(d["outcome"]),
                   signature=CrashSignature.from_json(det) if det else None, reason=d.get("reason") or "",
                   exit_code=d.get("exit_code"), wall_s=float(d.get("wall_s") or 0.0),
                   stderr_tail=d.get("stderr_tail") or "", argv=list(d.get("argv") or []),
                   match=Match.from_json(d["match"]) if d.get("match") else None)

"""`TriageState`: everything one triage knows, serializable between pipeline steps.

Each step of `workers.pipeline.steps.TRIAGE` reads the state and returns an update (a dict of
some of the fields below with typed values); `TriageState.apply` merges it. The Celery driver
stores each step's update as JSON (`TriageState.update_to_json`) and rebuilds the state of the
next step from the stored updates (`TriageState.from_json`), so both drivers see the same thing.

Two JSON shapes:

- ``to_json()`` / ``from_json()``: lossless (the whole issue, stderr tails, signature details),
  for the job store;
- ``result()``: the public result of ``reprobot triage --json`` and of the job API (``issue``
  as ``{repo, number, title, url}``; documented in the README and `workers.pipeline`).
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, fields, replace
from typing import Any, Callable

from reducers.outcome import Outcome, RunResult
from reducers.reproducer import Reproducer
from reducers.signature import CrashSignature
from workers.bisect.release import ReleaseBisection
from workers.pipeline.adapters import issue_ref
from workers.project import Extraction, ReductionOutcome


def reproducer_json(rep: Reproducer) -> dict[str, Any]:
    """`Reproducer.to_json` plus its ``digest`` and ``command`` (read-only extras)."""
    return dict(rep.to_json(), digest=rep.digest, command=rep.command_line())


def _opt(enc: Callable[[Any], Any], dec: Callable[[Any], Any]) -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    return (lambda v: None if v is None else enc(v)), (lambda d: None if d is None else dec(d))


_SAME = (lambda v: v, lambda d: d)

# field -> (to JSON, from JSON)
CODECS: dict[str, tuple[Callable[[Any], Any], Callable[[Any], Any]]] = {
    "extraction": _opt(Extraction.to_json, Extraction.from_json),
    "primary": _opt(reproducer_json, Reproducer.from_json),
    "runs": (lambda v: {k: r.to_json() for k, r in v.items()},
             lambda d: {k: RunResult.from_json(r) for k, r in (d or {}).items()}),
    "reduction": _opt(ReductionOutcome.to_json, ReductionOutcome.from_json),
    "bisection": _opt(ReleaseBisection.to_json, ReleaseBisection.from_json),
}


@dataclass
class TriageState:
    """One issue's triage so far.

    issue: the GitHub-shaped issue (title, body, comments[], html_url …) as read.
    source: who asked (``manual``: this machine's CLI; ``github``: the service) — decides the
    sandbox. content_hash: hash of what extraction reads (the service passes the store's, which
    ignores reprobot's own comments); the in-process driver computes it. The other fields are
    filled by the steps named in `workers.pipeline.steps.TRIAGE`; ``publication`` is what the
    report step did on GitHub (``posted``, ``action``, ``comment_id``, ``reason``,
    ``labels_added``), None where nothing publishes (the CLI).
    """

    issue: dict[str, Any]
    source: str = "manual"
    content_hash: str = ""
    project: str = ""
    extraction: Extraction | None = None
    primary: Reproducer | None = None
    runs: dict[str, RunResult] = field(default_factory=dict)
    unsupported: dict[str, str] = field(default_factory=dict)
    reduction: ReductionOutcome | None = None
    reduction_error: str = ""
    bisection: ReleaseBisection | None = None
    commit_bisection: dict[str, Any] | None = None
    commit_bisection_error: str = ""
    comment: str = ""
    levels: list[dict[str, Any]] = field(default_factory=list)  # steps.levels (workers.triton.levels)
    levels_error: str = ""
    publication: dict[str, Any] | None = None
    step_wall_s: dict[str, float] = field(default_factory=dict)
    wall_s: float = 0.0

    def __post_init__(self) -> None:
        if not self.content_hash:
            self.content_hash = content_hash(self.issue)

    # ------------------------------------------------------------ derived
    @property
    def ref(self) -> tuple[str, int]:
        return issue_ref(self.issue)

    @property
    def signature(self) -> CrashSignature | None:
        """The crash signature shown: the reduction's, else the first reproducing run's, else
        the reported one."""
        if self.reduction and self.reduction.signature:
            return self.reduction.signature
        for r in self.runs.values():
            if r.outcome == Outcome.REPRODUCES and r.signature:
                return r.signature
        return self.extraction.reported if self.extraction else None

    @property
    def reproduces(self) -> bool:
        return any(r.outcome == Outcome.REPRODUCES for r in self.runs.values())

    # ------------------------------------------------------------ updates
    def apply(self, update: dict[str, Any]) -> "TriageState":
        """A new state with `update`'s fields (typed values) replaced. Raises KeyError for a
        name that is not a field."""
        names = {f.name for f in fields(self)}
        bad = set(update) - names
        if bad:
            raise KeyError(f"not TriageState fields: {sorted(bad)}")
        return replace(self, **update)

    @staticmethod
    def update_to_json(update: dict[str, Any]) -> dict[str, Any]:
        """A step's update (typed values) as JSON, field by field."""
        return {k: CODECS.get(k, _SAME)[0](v) for k, v in update.items()}

    @staticmethod
    def update_from_json(d: dict[str, Any]) -> dict[str, Any]:
        """Inverse of `update_to_json` (unknown keys are dropped: results of older versions)."""
        names = {f.name for f in fields(TriageState)}
        return {k: CODECS.get(k, _SAME)[1](v) for k, v in d.items() if k in names}

    def to_json(self) -> dict[str, Any]:
        """Lossless JSON of the whole state."""
        return self.update_to_json({f.name: getattr(self, f.name) for f in fields(self)})

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "TriageState":
        """Inverse of `to_json`. Raises KeyError when ``issue`` is missing."""
        vals = cls.update_from_json(d)
        return cls(**vals) if "issue" in vals else cls(issue=d["issue"])

    # ------------------------------------------------------------ public result
    def result(self, with_comment: bool = True) -> dict[str, Any]:
        """The public result JSON (``reprobot triage --json``; the job API's ``triage``)."""
        repo, number = self.ref
        ex = self.extraction or Extraction([])
        sig = self.signature
        d = {
            "issue": {"repo": repo, "number": number, "title": self.issue.get("title", ""),
                      "url": self.issue.get("html_url", "")},
            "project": self.project,
            "reproducers": [reproducer_json(r) for r in ex.reproducers],
            "primary": reproducer_json(self.primary) if self.primary is not None else None,
            "reported_signature": ex.reported.summary() if ex.reported else "",
            "runs": {k: {"outcome": v.outcome.value, "signature": v.signature.summary() if v.signature else "",
                         "reason": v.reason, "exit_code": v.exit_code, "wall_s": round(v.wall_s, 3),
                         "argv": v.argv, "match": v.match.to_json() if v.match else None}
                     for k, v in self.runs.items()},
            "unsupported": self.unsupported,
            "signature": sig.summary() if sig else "",
            "signature_detail": sig.to_json() if sig else None,
            "reduction": self.reduction.to_json() if self.reduction else None,
            "reduction_error": self.reduction_error,
            "bisection": self.bisection.to_json() if self.bisection else None,
            "commit_bisection": self.commit_bisection,
            "commit_bisection_error": self.commit_bisection_error,
            "levels": self.levels,
            "levels_error": self.levels_error,
            "notes": ex.notes,
            "target": ex.target,
            "wall_s": round(self.wall_s, 3),
            "step_wall_s": {k: round(v, 3) for k, v in self.step_wall_s.items()},
        }
        if with_comment:
            d["comment"] = self.comment
        return d


def content_hash(issue: dict[str, Any]) -> str:
    """sha256 of what extraction reads (title, body, comment bodies), when no store gave one."""
    h = hashlib.sha256()
    for part in [issue.get("title") or "", issue.get("body") or ""] + [
            (c or {}).get("body") or "" for c in issue.get("comments") or [] if isinstance(c, dict)]:
        h.update(str(part).encode())
        h.update(b"\0")
    return h.hexdigest()

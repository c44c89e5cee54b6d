"""The narrow interface the pipeline sees for each compiler project (LLVM, Triton).

`workers.pipeline.triage` is generic: it asks a `ProjectAdapter` to extract reproducers
from an issue, to list the toolchains (releases) to test, to run a reproducer on one
toolchain, and to reduce it. Release bisection and the comment are shared.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Protocol

from reducers.outcome import RunResult
from reducers.reproducer import Reproducer
from reducers.signature import CrashSignature

# Progress callback: (what, done, total) with total None when unknown.
Progress = Callable[[str, int, "int | None"], None]


def no_progress(what: str, done: int, total: int | None) -> None:  # pragma: no cover - trivial
    pass


@dataclass
class Extraction:
    """What an issue yields: reproducer candidates (best first), the failure the reporter
    saw, and notes for humans (e.g. "command taken from the stack dump")."""

    reproducers: list[Reproducer]
    reported: CrashSignature | None = None
    reported_text: str = ""
    notes: list[str] = field(default_factory=list)
    target: str = ""  # e.g. "amdgcn-amd-amdhsa gfx942" or "hip:gfx942:64"

    def to_json(self) -> dict[str, Any]:
        """JSON object; each reproducer carries its ``digest`` (read-only, for idempotency keys)."""
        return {
            "reproducers": [dict(r.to_json(), digest=r.digest) for r in self.reproducers],
            "reported": self.reported.to_json() if self.reported else None,
            "reported_text": self.reported_text,
            "notes": self.notes,
            "target": self.target,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Extraction":
        """Inverse of `to_json`."""
        return cls(reproducers=[Reproducer.from_json(r) for r in d.get("reproducers") or []],
                   reported=CrashSignature.from_json(d["reported"]) if d.get("reported") else None,
                   reported_text=d.get("reported_text") or "", notes=list(d.get("notes") or []),
                   target=d.get("target") or "")


@dataclass(frozen=True)
class ToolchainInfo:
    """id: ``llvm-16``, ``llvm-22``, ``llvm@triton-3.6.0``, ``triton-3.4.0``; version:
    sortable tuple. The LLVM adapter also fills, in llvm-project history order
    (`workers.toolchains.timeline`): commit (a tag such as ``llvmorg-16.0.6`` or a sha),
    date (``YYYY-MM[-DD]`` or a window ``A…B``), assertions (measured; None = unknown),
    backends (LLVM targets), origin (``debian`` | ``llvmlite`` | ``triton``) and repository
    (where `commit` lives). All have defaults, so older callers keep working."""

    id: str
    project: str
    version: tuple[int, ...]
    description: str = ""
    commit: str = ""
    date: str = ""
    assertions: bool | None = None
    backends: tuple[str, ...] = ()
    origin: str = ""
    repository: str = ""

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["version"], d["backends"] = list(self.version), list(self.backends)
        return d


@dataclass
class Size:
    bytes: int
    lines: int
    instructions: int | None = None  # LLVM IR instructions / Python statements

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Size":
        return cls(bytes=int(d["bytes"]), lines=int(d["lines"]), instructions=d.get("instructions"))


@dataclass
class ReductionOutcome:
    """Result of reducing a reproducer on one toolchain (the `reduction` JSON object)."""

    toolchain: str
    before: Size
    after: Size
    tests_run: int
    wall_s: float
    reproducer: Reproducer
    verified: bool  # the final reproducer was re-run and still fails with the same signature
    signature: CrashSignature | None = None
    steps: list[dict[str, Any]] = field(default_factory=list)  # per pass/phase: name, tests, wall_s, size
    notes: list[str] = field(default_factory=list)
    samples: list[dict[str, Any]] = field(default_factory=list)  # t_s, tests, bytes, label: size against tests
    cleanup: dict[str, Any] | None = None  # reducers.cleanup.CleanupResult.to_json(): passes tried/kept, bytes
    upstream_test: dict[str, Any] | None = None  # workers.upstream_test.UpstreamTest.to_json()
    harness: str = ""  # code reprobot added to run the reproducer (Triton AOT compile), not part of it

    def to_json(self) -> dict[str, Any]:
        """The ``reduction`` JSON object: the reduced source under ``reproducer`` and its command;
        ``reproducer_detail``/``signature_detail`` keep what `from_json` needs."""
        return {
            "toolchain": self.toolchain,
            "before": self.before.to_json(),
            "after": self.after.to_json(),
            "tests_run": self.tests_run,
            "wall_s": round(self.wall_s, 3),
            "reproducer": self.reproducer.source,
            "command": self.reproducer.command_line(),
            "args": list(self.reproducer.args),
            "tool": self.reproducer.tool,
            "verified": self.verified,
            "signature": self.signature.summary() if self.signature else "",
            "signature_detail": self.signature.to_json() if self.signature else None,
            "reproducer_detail": self.reproducer.to_json(),
            "steps": self.steps,
            "notes": self.notes,
            "samples": self.samples,
            "cleanup": self.cleanup,
            "upstream_test": self.upstream_test,
            "harness": self.harness,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "ReductionOutcome":
        """Inverse of `to_json`. An object without ``reproducer_detail`` (written before it
        existed) gets its reproducer from ``reproducer``/``tool``/``args``."""
        det = d.get("reproducer_detail") or {"kind": d.get("kind") or "llvm-ir", "source": d.get("reproducer") or "",
                                             "tool": d.get("tool") or "llc", "args": list(d.get("args") or [])}
        sig = d.get("signature_detail")
        return cls(toolchain=d["toolchain"], before=Size.from_json(d["before"]), after=Size.from_json(d["after"]),
                   tests_run=int(d.get("tests_run") or 0), wall_s=float(d.get("wall_s") or 0.0),
                   reproducer=Reproducer.from_json(det), verified=bool(d.get("verified")),
                   signature=CrashSignature.from_json(sig) if sig else None, steps=list(d.get("steps") or []),
                   notes=list(d.get("notes") or []), samples=list(d.get("samples") or []),
                   cleanup=d.get("cleanup"), upstream_test=d.get("upstream_test"), harness=d.get("harness") or "")


class ProjectAdapter(Protocol):
    """Per-project operations used by the pipeline. Implementations: workers.llvm_project,
    workers.triton.adapter."""

    name: str  # "llvm" | "triton"

    def detect(self, issue: dict[str, Any]) -> bool:
        """True when the issue belongs to this project (repository URL, content)."""

    def extract(self, issue: dict[str, Any]) -> Extraction:
        """Reproducer candidates from a GitHub-shaped issue (body + comments[])."""

    def toolchains(self) -> list[ToolchainInfo]:
        """Available toolchains to test, oldest first."""

    def run(self, reproducer: Reproducer, toolchain: str, reference: CrashSignature | None) -> RunResult:
        """Run in the sandbox and classify against `reference` (the reported signature)."""

    def reconcile(self, runs: dict[str, RunResult], reproducer: Reproducer,
                  issue: dict[str, Any], reported: CrashSignature | None) -> dict[str, RunResult]:
        """`runs` (toolchain id -> result, oldest first) after the rules that need every
        release's result at once (LLVM: a weak reproduction that a clean release between it
        and the report contradicts); a new dict. `reported` is the extraction's reported
        signature (None when the issue shows none), so no adapter extracts the issue again."""

    def reduce(self, reproducer: Reproducer, toolchain: str, reference: CrashSignature,
               progress: Progress = no_progress) -> ReductionOutcome:
        """Minimize while the failure keeps `reference`'s signature on `toolchain`."""

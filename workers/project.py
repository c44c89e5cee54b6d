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
        return {
            "reproducers": [r.to_json() for r in self.reproducers],
            "reported": self.reported.to_json() if self.reported else None,
            "reported_text": self.reported_text,
            "notes": self.notes,
            "target": self.target,
        }


@dataclass(frozen=True)
class ToolchainInfo:
    """id: ``llvm-16``, ``llvm-22``, ``triton-3.4.0``; version: sortable tuple."""

    id: str
    project: str
    version: tuple[int, ...]
    description: str = ""


@dataclass
class Size:
    bytes: int
    lines: int
    instructions: int | None = None  # LLVM IR instructions / Python statements

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}


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

    def to_json(self) -> dict[str, Any]:
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
            "steps": self.steps,
            "notes": self.notes,
            "samples": self.samples,
        }


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

    def reduce(self, reproducer: Reproducer, toolchain: str, reference: CrashSignature,
               progress: Progress = no_progress) -> ReductionOutcome:
        """Minimize while the failure keeps `reference`'s signature on `toolchain`."""

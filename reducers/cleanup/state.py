"""The state a cleanup pass maps to a new state, and the driver's typed results."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class IRState:
    """A reduced reproducer and the arguments of its command. kind: ``llvm-ir`` | ``mir``
    (passes leave kinds they do not know alone); source: the text; args: the tool's
    arguments (``-mtriple=…``), without the input and output paths."""

    source: str
    args: tuple[str, ...] = ()
    kind: str = "llvm-ir"

    @property
    def bytes(self) -> int:
        return len(self.source.encode())

    def with_(self, source: str | None = None, args: tuple[str, ...] | list[str] | None = None) -> "IRState":
        return IRState(self.source if source is None else source,
                       self.args if args is None else tuple(args), self.kind)


@dataclass(frozen=True)
class CleanupStep:
    """One attempted pass. kept: the candidate passed the test and replaced the state;
    reason: why not (``not interesting``, ``larger``), empty when kept. Sizes in bytes."""

    name: str
    kept: bool
    bytes_before: int
    bytes_after: int
    reason: str = ""

    def to_json(self) -> dict:
        return {"name": self.name, "kept": self.kept, "bytes_before": self.bytes_before,
                "bytes_after": self.bytes_after, "reason": self.reason}


@dataclass
class CleanupResult:
    """The cleaned state (the input when nothing was kept), every attempt in order, the
    number of interestingness tests run, and the input's size in bytes."""

    state: IRState
    steps: list[CleanupStep] = field(default_factory=list)
    tests_run: int = 0
    bytes_before: int = -1  # size of the input; -1: the state's own size

    def __post_init__(self) -> None:
        if self.bytes_before < 0:
            self.bytes_before = self.state.bytes

    @property
    def kept(self) -> list[str]:
        return [s.name for s in self.steps if s.kept]

    def to_json(self) -> dict:
        return {"bytes_before": self.bytes_before, "bytes_after": self.state.bytes, "tests_run": self.tests_run,
                "kept": self.kept, "args": list(self.state.args), "steps": [s.to_json() for s in self.steps]}

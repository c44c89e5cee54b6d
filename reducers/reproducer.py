"""`Reproducer`: an input program plus the command that makes the compiler fail on it."""
from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, field
from typing import Any

KINDS = ("llvm-ir", "mir", "mlir", "triton-python")
SUFFIX = {"llvm-ir": ".ll", "mir": ".mir", "mlir": ".mlir", "triton-python": ".py"}


@dataclass
class Reproducer:
    """One reproducer candidate.

    kind: one of KINDS. tool: ``llc`` / ``opt`` / ``python`` …; args: the tool's flags
    without the input file or ``-o`` (the runner adds them). source: the program text.
    origin: where it came from (``body``, ``comment 3``, ``cli``). command_origin: where the
    command came from (``RUN line``, ``prose``, ``Program arguments``, ``default`` …).
    triple/cpu: the target when known. env: environment the reproducer sets (Triton).
    """

    kind: str
    source: str
    tool: str = "llc"
    args: list[str] = field(default_factory=list)
    origin: str = "body"
    command_origin: str = "default"
    triple: str = ""
    cpu: str = ""
    env: dict[str, str] = field(default_factory=dict)
    godbolt: list[str] = field(default_factory=list)
    output_regex: str = ""  # miscompiles: a pattern in stdout that shows the bug

    @property
    def suffix(self) -> str:
        return SUFFIX.get(self.kind, ".txt")

    @property
    def digest(self) -> str:
        """Content hash of (kind, tool, args, source): idempotency and cache key."""
        h = hashlib.sha256()
        for part in (self.kind, self.tool, "\0".join(self.args), self.source):
            h.update(part.encode())
            h.update(b"\x00\x01")
        return h.hexdigest()[:16]

    def command_line(self, input_name: str = "repro") -> str:
        """The shell command a person runs, e.g. ``llc -mtriple=amdgcn -O0 repro.ll``."""
        import shlex

        return " ".join([self.tool, *map(shlex.quote, self.args), input_name + self.suffix])

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Reproducer":
        return cls(**{k: v for k, v in d.items() if k in cls.__dataclass_fields__})

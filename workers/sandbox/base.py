"""The sandbox interface: where untrusted reproducers run.

A `Sandbox` opens `SandboxSession`s; a session owns a private, throw-away work directory
and runs any number of commands in it (a whole reduction runs in one session, so the
per-test cost stays low). Implementations: `workers.sandbox.local.LocalSandbox`
(subprocess with rlimits, for manual jobs and the CLI) and
`workers.sandbox.docker.DockerSandbox` (a locked-down container, required for jobs from
GitHub).
"""
from __future__ import annotations

import select
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Protocol

from reducers.outcome import ProcessResult


# At the wall-clock limit a command first gets SIGQUIT, then SIGKILL this many seconds later:
# LLVM tools catch SIGQUIT and print their stack dump ("Running pass 'Legalizer' on function
# '@f'"), which says where a release build hangs. Anything that does not catch it dies at once.
QUIT_GRACE_S = 2.0


@dataclass(frozen=True)
class Limits:
    """Per-command limits. wall_s/cpu_s in seconds, memory_mb the address-space/cgroup cap
    in MiB, pids the process/thread cap, output_bytes the cap kept of stdout and of stderr,
    disk_mb the size of the work directory (where the sandbox can enforce it). At wall_s
    the command gets SIGQUIT and `QUIT_GRACE_S` later SIGKILL."""

    wall_s: float = 60.0
    cpu_s: float = 60.0
    memory_mb: int = 4096
    pids: int = 256
    output_bytes: int = 1 << 20
    disk_mb: int = 512


class SandboxSession(Protocol):
    workdir: str  # path of the work directory as seen by the commands

    def put(self, name: str, data: bytes) -> str:
        """Write a file into the work directory (no path separators escaping it);
        returns its path as seen by the commands. Raises ValueError on a bad name."""

    def get(self, name: str) -> bytes:
        """Read a file back from the work directory."""

    def run(self, argv: list[str], *, stdin: bytes | None = None, env: dict[str, str] | None = None,
            limits: Limits | None = None) -> ProcessResult:
        """Run argv in the work directory with a scrubbed environment plus `env`."""


class Sandbox(Protocol):
    name: str

    def session(self, limits: Limits | None = None) -> AbstractContextManager[SandboxSession]:
        """Open a session; its work directory is destroyed when the context exits."""


def readable(f: Any, timeout: float) -> bool:
    """Whether `f` (a file object or socket) has input within `timeout` seconds. poll(2), not
    select(2): select cannot watch a descriptor >= 1024, which a worker with many warm servers
    reaches ("filedescriptor out of range in select()")."""
    p = select.poll()
    p.register(f, select.POLLIN | select.POLLPRI | select.POLLHUP | select.POLLERR)
    return bool(p.poll(max(0, int(timeout * 1000))))

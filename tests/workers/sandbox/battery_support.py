"""Helpers shared by the hostile battery tests."""
from __future__ import annotations

import os
import textwrap

from reducers.outcome import ProcessResult
from workers.sandbox.base import Limits

# Small resource limits; the wall limit is generous because the CI machine may be busy
# (attacks that must time out set their own short limit).
BATTERY_LIMITS = Limits(wall_s=20.0, cpu_s=20.0, memory_mb=256, pids=64, output_bytes=64 << 10, disk_mb=16)


def docker_socket_present() -> bool:
    host = os.environ.get("DOCKER_HOST", "")
    if host.startswith("unix://"):
        return os.path.exists(host[len("unix://"):])
    if host:
        return True
    return os.path.exists("/var/run/docker.sock")


def run_py(session, code: str, *, limits: Limits | None = None, name: str = "attack.py",
           stdin: bytes | None = None, env: dict[str, str] | None = None, args: list[str] = ()) -> ProcessResult:
    """Put `code` (dedented) into the sandbox and run it with python3 and `args`."""
    session.put(name, textwrap.dedent(code).encode())
    return session.run(["python3", name, *args], limits=limits, stdin=stdin, env=env)


def assert_next_job_runs(sandbox) -> None:
    """A fresh session (the next job) starts and runs a command normally."""
    with sandbox.session() as s:
        r = s.run(["python3", "-c", "print('next job ok')"])
    assert r.exit_code == 0 and r.stdout.strip() == "next job ok", r

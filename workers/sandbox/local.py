"""Local sandbox: a subprocess with a scrubbed environment, a private temporary work
directory, rlimits (CPU, address space, file size, core dumps) and a process group that
is killed as a whole on timeout (SIGQUIT first, for LLVM's stack dump, then SIGKILL).

It is the embedded default for the CLI and manual jobs. It does not isolate the network
or the file system from a determined attacker: jobs from GitHub must use
`workers.sandbox.docker.DockerSandbox` (see `workers.sandbox.policy`).
"""
from __future__ import annotations

import os
import resource
import shutil
import signal
import subprocess
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from reducers.outcome import ProcessResult
from workers.sandbox.base import QUIT_GRACE_S, Limits

# The only variables a reproducer sees, besides what the caller passes explicitly.
_SAFE_ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}


def _limit_child(limits: Limits):  # runs in the child between fork and exec
    def apply() -> None:
        cpu = max(1, int(limits.cpu_s + 0.999))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
        mem = limits.memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (mem, mem))
        fsize = limits.disk_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if os.getuid() != 0:  # RLIMIT_NPROC does not bind root
            resource.setrlimit(resource.RLIMIT_NPROC, (limits.pids, limits.pids))

    return apply


def _decode(data: bytes, cap: int) -> tuple[str, bool]:
    truncated = len(data) > cap
    if truncated:
        # keep head and tail: the error is often first, the stack dump last
        half = cap // 2
        data = data[:half] + b"\n...[truncated]...\n" + data[-half:]
    return data.decode("utf-8", "replace"), truncated


class LocalSession:
    """A private work directory plus `run`. Created by `LocalSandbox.session`."""

    def __init__(self, workdir: Path, limits: Limits):
        self.workdir = str(workdir)
        self._dir = workdir
        self._limits = limits

    def _path(self, name: str) -> Path:
        p = (self._dir / name).resolve()
        if not name or "/" in name or name in (".", "..") or p.parent != self._dir.resolve():
            raise ValueError(f"bad file name for the sandbox: {name!r}")
        return p

    def put(self, name: str, data: bytes) -> str:
        p = self._path(name)
        p.write_bytes(data)
        return str(p)

    def get(self, name: str) -> bytes:
        return self._path(name).read_bytes()

    def run(self, argv: list[str], *, stdin: bytes | None = None, env: dict[str, str] | None = None,
            limits: Limits | None = None) -> ProcessResult:
        """Run argv in the work directory. Never raises for the child's behaviour: a
        missing binary is exit code 127 with the reason in stderr."""
        lim = limits or self._limits
        full_env = dict(_SAFE_ENV, HOME=self.workdir, TMPDIR=self.workdir)
        full_env.update(env or {})
        t0 = time.monotonic()
        try:
            proc = subprocess.Popen(
                argv, cwd=self.workdir, env=full_env, stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                preexec_fn=_limit_child(lim), close_fds=True,
            )
        except OSError as e:
            return ProcessResult(127, "", f"cannot start {argv[0]}: {e}", 0.0)
        timed_out = False
        try:
            out, err = proc.communicate(stdin, timeout=lim.wall_s)
        except subprocess.TimeoutExpired:
            timed_out = True
            _kill_group(proc.pid, signal.SIGQUIT)  # LLVM prints where it is (see QUIT_GRACE_S)
            try:
                out, err = proc.communicate(timeout=QUIT_GRACE_S)
            except subprocess.TimeoutExpired:
                _kill_group(proc.pid)
                out, err = proc.communicate()
        finally:
            _kill_group(proc.pid)  # stray children of a finished process
        wall = time.monotonic() - t0
        code = proc.returncode
        if code in (-signal.SIGXCPU, -signal.SIGKILL) and not timed_out and wall >= lim.cpu_s * 0.9:
            timed_out = True  # the CPU rlimit fired
        so, t1 = _decode(out, lim.output_bytes)
        se, t2 = _decode(err, lim.output_bytes)
        return ProcessResult(code, so, se, wall, timed_out, t1 or t2)


def _kill_group(pgid: int, sig: int = signal.SIGKILL) -> None:
    try:
        os.killpg(pgid, sig)
    except (ProcessLookupError, PermissionError):
        pass


class LocalSandbox:
    """`Sandbox` backed by local subprocesses (see module docstring for what it does not
    isolate). `root` is where work directories are made (default: the system temp dir)."""

    name = "local"

    def __init__(self, limits: Limits | None = None, root: str | None = None):
        self.limits = limits or Limits()
        self.root = root

    @contextmanager
    def session(self, limits: Limits | None = None) -> Iterator[LocalSession]:
        d = Path(tempfile.mkdtemp(prefix="reprobot-", dir=self.root))
        try:
            os.chmod(d, 0o700)
            yield LocalSession(d, limits or self.limits)
        finally:
            shutil.rmtree(d, ignore_errors=True)

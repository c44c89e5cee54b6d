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
import threading
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


class _Capture:
    """Reads a pipe in a thread, keeping its first and last ``cap // 2`` bytes: a tool's output
    is never held whole (a flood of gigabytes stays a few MiB here). Past `flood` bytes in all
    it calls `on_flood` once (the caller kills the process group) and reads on to EOF."""

    def __init__(self, pipe, cap: int, flood: int, on_flood) -> None:
        self._pipe, self._half, self._flood, self._on_flood = pipe, max(1, cap // 2), flood, on_flood
        self._head = bytearray()
        self._tail = bytearray()
        self.total = 0
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        fd = self._pipe.fileno()
        fired = False
        while True:
            try:
                chunk = os.read(fd, 1 << 16)
            except OSError:
                break
            if not chunk:
                break
            self.total += len(chunk)
            room = self._half - len(self._head)
            if room > 0:
                self._head += chunk[:room]
                chunk = chunk[room:]
            if chunk:
                self._tail += chunk
                if len(self._tail) > 2 * self._half:
                    del self._tail[:len(self._tail) - self._half]
            if self.total > self._flood and not fired:
                fired = True
                self._on_flood()
        self._pipe.close()

    def join(self) -> None:
        self._thread.join()

    def text(self) -> tuple[str, bool]:
        """(decoded head and tail, truncated?)."""
        tail = bytes(self._tail[-self._half:])
        if self.total > len(self._head) + len(tail):
            # keep head and tail: the error is often first, the stack dump last
            return (bytes(self._head) + b"\n...[truncated]...\n" + tail).decode("utf-8", "replace"), True
        return (bytes(self._head) + tail).decode("utf-8", "replace"), False


def _feed(pipe, data: bytes) -> None:
    try:
        pipe.write(data)
    except (BrokenPipeError, OSError):
        pass  # the command does not read all of it
    finally:
        try:
            pipe.close()
        except OSError:
            pass


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
        cap = max(2, int(lim.output_bytes))
        flood = max(64 * cap, 64 << 20)
        flooded = threading.Event()

        def on_flood() -> None:  # a tool that prints without end (181378: 1 GB of stderr in 20 s)
            flooded.set()
            _kill_group(proc.pid)

        caps = [_Capture(proc.stdout, cap, flood, on_flood), _Capture(proc.stderr, cap, flood, on_flood)]
        if stdin is not None:
            threading.Thread(target=_feed, args=(proc.stdin, stdin), daemon=True).start()
        timed_out = False
        try:
            proc.wait(timeout=lim.wall_s)
        except subprocess.TimeoutExpired:
            timed_out = True
            _kill_group(proc.pid, signal.SIGQUIT)  # LLVM prints where it is (see QUIT_GRACE_S)
            try:
                proc.wait(timeout=QUIT_GRACE_S)
            except subprocess.TimeoutExpired:
                _kill_group(proc.pid)
                proc.wait()
        finally:
            _kill_group(proc.pid)  # stray children of a finished process (they hold the pipes too)
        for c in caps:
            c.join()
        wall = time.monotonic() - t0
        code = proc.returncode
        if code in (-signal.SIGXCPU, -signal.SIGKILL) and not timed_out and wall >= lim.cpu_s * 0.9:
            timed_out = True  # the CPU rlimit fired
        so, t1 = caps[0].text()
        se, t2 = caps[1].text()
        if flooded.is_set():
            se += f"\n[sandbox: killed after more than {flood >> 20} MiB of output]\n"
        return ProcessResult(code, so, se, wall, timed_out, t1 or t2 or flooded.is_set())


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

"""Docker sandbox: untrusted reproducers run in one locked-down container per session.

Shape (after ClusterFuzz's untrusted "utask main"): the worker hands the sandbox only
bytes (`put`) and an argv, and gets back a serializable `ProcessResult`; the container
never sees the job store, the broker, the GitHub token or the host environment.

The container (`DockerSandbox.session`):
  * image `reprobot/runner:bookworm` (containers/runner/Dockerfile), non-root uid 10001;
  * ``network_mode=none`` (loopback only), read-only root file system, all capabilities
    dropped, ``no-new-privileges``, no core dumps, no host mounts, no host environment;
  * the work directory ``/sandbox`` is a tmpfs of ``Limits.disk_mb`` MiB, ``/tmp`` a small
    tmpfs; both vanish with the container;
  * cgroup limits for the whole session: memory (``memory_mb`` + the tmpfs sizes, no
    swap), ``pids``, CPU (``cpus`` cores);
  * PID 1 is a tiny Python reaper, so orphans of killed tests do not pile up as zombies;
  * with gVisor (``runtime`` ``runsc``, or ``auto`` where Docker has it registered) the
    container's processes talk to gVisor's user-space kernel, not the host's. Its host-side
    processes (the Sentry and, on the ptrace platform, about five host tasks per sandboxed
    process) count in the container's cgroup, so there the cgroup's pids and memory bounds
    get headroom (`GVISOR_HOST_TASKS_PER_PROCESS`, `GVISOR_MEMORY_MB`) and the sandbox's own
    process bound is ``RLIMIT_NPROC`` = ``pids``, which gVisor's kernel enforces per uid
    inside the sandbox (a fork bomb gets EAGAIN; at the host pids bound the Sentry itself
    would die).

Each `run` is one ``docker exec`` of a small in-container supervisor (``_SUPERVISOR``,
started with ``python3 -I -S`` so nothing in /sandbox can shadow its imports). It starts the
command in its own process group with rlimits (CPU seconds, address space, file size,
no core), sends the group SIGQUIT at the wall limit (LLVM prints its stack dump) and SIGKILL
``QUIT_GRACE_S`` later, keeps the head and tail of stdout/stderr up to
``output_bytes`` each and kills a process that floods far past the cap. If the supervisor
itself stops answering (a test can signal it: same uid) the worker kills every process
of the sandbox user in the container and reports a timeout; the session stays usable.

Errors: `SandboxError` when the sandbox itself fails (no Docker, missing image, the
container died); a reproducer's behaviour never raises, it is a `ProcessResult`.
"""
from __future__ import annotations

import logging
import posixpath
import re
import socket
import struct
import threading
import time
import uuid
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from reducers.outcome import ProcessResult
from workers.sandbox.base import QUIT_GRACE_S, Limits, readable
from workers.sandbox.listing import labelled_containers, remove_container

log = logging.getLogger(__name__)

RUNNER_IMAGE = "reprobot/runner:bookworm"
SANDBOX_UID = 10001
WORKDIR = "/sandbox"
LABEL = "reprobot.sandbox"
_TMP_MB = 64
_SAFE_ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
             "HOME": WORKDIR, "TMPDIR": "/tmp"}
_GET_CAP = 256 << 20  # the largest file `get` returns
# "auto"'s probe of gVisor, once per (Docker endpoint, image) in a process
_GVISOR_PROBES: dict[tuple[str, str], bool] = {}
_PROBE_LOCK = threading.Lock()
# the most a session remembers of what was put into it, to write it again after a restart
RESTART_PUT_BYTES = 256 << 20



class SandboxError(RuntimeError):
    """The sandbox could not do its job (Docker unreachable, image missing, container
    gone). Callers record it as an infrastructure error of the job, never as a verdict."""


# PID 1 of the container: waits for signals, reaps every child (orphans are reparented
# here), exits on SIGTERM. PID 1 ignores SIGKILL from inside its namespace, so a test's
# `kill -9 -1` leaves the session alive.
_INIT = r"""
import os, signal
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGCHLD, signal.SIGTERM, signal.SIGINT})
while True:
    s = signal.sigtimedwait({signal.SIGCHLD, signal.SIGTERM, signal.SIGINT}, 5)
    if s is not None and s.si_signo != signal.SIGCHLD:
        os._exit(0)
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            break
        if pid == 0:
            break
"""

# Runs inside the container for each test. argv: wall cpu mem fsize cap flood stdin(0|1)
# n_env, n_env "K=V" items, "--", the command. Only os-level modules (no subprocess,
# threading, json, enum: importing them costs ~35 ms per test). Prints stdout bytes,
# stderr bytes, then a trailer "REPROBOT-RESULT exit wall timed_out truncated len_out len_err".
_SUPERVISOR = r"""
import os, resource, select, sys, time
import _signal as signal  # the C module: `signal` would import enum (~10 ms)
a = sys.argv
wall, cpu, mem, fsize, cap, flood = float(a[1]), int(a[2]), int(a[3]), int(a[4]), int(a[5]), int(a[6])
use_stdin, nenv = a[7] == "1", int(a[8])
env = dict(x.split("=", 1) for x in a[9:9 + nenv])
argv = a[10 + nenv:]
half = cap // 2
out_r, out_w = os.pipe()
err_r, err_w = os.pipe()
exc_r, exc_w = os.pipe()
if use_stdin:
    in_r, in_w = os.pipe()
t0 = time.monotonic()
pid = os.fork()
if pid == 0:
    try:
        os.setsid()
        for sig in (signal.SIGPIPE, signal.SIGXFSZ):  # Python ignores these; the tool must not
            signal.signal(sig, signal.SIG_DFL)
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
        resource.setrlimit(resource.RLIMIT_AS, (mem, mem))
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        try:  # the memory cgroup's OOM killer takes the test, not the supervisor or PID 1
            fd = os.open("/proc/self/oom_score_adj", os.O_WRONLY)
            os.write(fd, b"1000")
            os.close(fd)
        except OSError:
            pass
        os.dup2(in_r if use_stdin else os.open("/dev/null", os.O_RDONLY), 0)
        os.dup2(out_w, 1)
        os.dup2(err_w, 2)
        os.chdir("/sandbox")
        os.execvpe(argv[0], argv, env)
    except BaseException as e:
        os.write(exc_w, ("cannot start %s: %s" % (argv[0], e)).encode("utf-8", "replace")[:2000])
    os._exit(127)
os.close(out_w)
os.close(err_w)
os.close(exc_w)
start_error = b""
while True:  # exc_w closes on a successful exec (close-on-exec) or when the child exits
    b = os.read(exc_r, 4096)
    if not b:
        break
    start_error += b
os.close(exc_r)
pending = b""
if use_stdin:
    os.close(in_r)
    os.set_blocking(in_w, False)
feeding = use_stdin
bufs = {out_r: [bytearray(), bytearray(), 0], err_r: [bytearray(), bytearray(), 0]}
open_fds = {out_r, err_r}
deadline = t0 + wall
quit_grace = @QUIT_GRACE_S@
timed_out = flooded = False
code = exited_at = None
def killgrp():
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass
def stop_feeding():
    global feeding, pending
    if feeding:
        feeding, pending = False, b""
        os.close(in_w)
while True:
    now = time.monotonic()
    if code is None:
        wp, st = os.waitpid(pid, os.WNOHANG)
        if wp:
            code, exited_at = os.waitstatus_to_exitcode(st), now
            killgrp()  # stray children of a finished test
    if code is not None and (not open_fds or now - exited_at > 0.5):
        break  # done, or a grandchild outside the group still holds a pipe
    if now >= deadline:
        if timed_out:  # the grace after SIGQUIT is over
            killgrp()
            break
        timed_out = True  # SIGQUIT first: LLVM prints where it hangs (QUIT_GRACE_S)
        try:
            os.killpg(pid, signal.SIGQUIT)
        except OSError:
            pass
        deadline = now + quit_grace
        continue
    rl, wl = list(open_fds), []
    if feeding:
        (wl if pending else rl).append(in_w if pending else 0)
    r, w, _ = select.select(rl, wl, [], min(0.05 if code is None and not open_fds else 0.2, deadline - now))
    if w:
        try:
            pending = pending[os.write(in_w, pending):]
        except BlockingIOError:
            pass
        except OSError:
            stop_feeding()
    for fd in r:
        if fd == 0:
            b = os.read(0, 1 << 16)
            if b:
                pending = b
            else:
                stop_feeding()
            continue
        b = os.read(fd, 1 << 16)
        if not b:
            open_fds.discard(fd)
            continue
        head, tail, n = bufs[fd]
        bufs[fd][2] = n + len(b)
        room = half - len(head)
        if room > 0:
            head += b[:room]
            b = b[room:]
        if b:
            tail += b
            if len(tail) > 2 * half:
                del tail[:len(tail) - half]
        if bufs[fd][2] > flood and not flooded:
            flooded = True
            killgrp()
killgrp()
for _ in range(500):
    if code is not None:
        break
    wp, st = os.waitpid(pid, os.WNOHANG)
    if wp:
        code = os.waitstatus_to_exitcode(st)
        break
    time.sleep(0.01)
if code is None:
    code = -9
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
# SIGXCPU comes from the CPU rlimit; SIGKILL too when it is the hard limit (soft + 1 s)
if code == -signal.SIGXCPU or (code == -signal.SIGKILL and ru.ru_utime + ru.ru_stime >= cpu * 0.9):
    timed_out = True
truncated = flooded
outs = []
for fd in (out_r, err_r):
    head, tail, n = bufs[fd]
    tail = bytes(tail[-half:]) if n > len(head) + len(tail) else bytes(tail)
    if n > len(head) + len(tail):
        truncated = True
        outs.append(bytes(head) + b"\n...[truncated %d bytes]...\n" % (n - len(head) - len(tail)) + tail)
    else:
        outs.append(bytes(head) + tail)
if start_error:
    outs[1] += start_error
if flooded:
    outs[1] += b"\n[sandbox: output flood killed]\n"
data = outs[0] + outs[1] + b"\nREPROBOT-RESULT %d %.6f %d %d %d %d\n" % (
    code, time.monotonic() - t0, timed_out, truncated, len(outs[0]), len(outs[1]))
while data:
    data = data[os.write(1, data):]
""".replace("@QUIT_GRACE_S@", repr(QUIT_GRACE_S))

# put: argv[1] = name; copies stdin into /sandbox/name without following a symlink there.
# On an error (the work directory full) it reads stdin to its end before saying so: a writer that
# stopped reading would leave the worker's send blocked until the put's timeout.
_WRITER = r"""
import os, sys
err = None
try:
    fd = os.open(os.path.join("/sandbox", sys.argv[1]), os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o644)
except OSError as e:
    err = e
while True:
    b = sys.stdin.buffer.read1(1 << 16)
    if not b:
        break
    if err is None:
        try:
            while b:
                b = b[os.write(fd, b):]
        except OSError as e:
            err = e
if err is not None:
    sys.stderr.write("REPROBOT-ERROR %s" % err)
    sys.exit(1)
n = os.lseek(fd, 0, os.SEEK_CUR)
os.close(fd)
sys.stderr.write("REPROBOT-OK %d" % n)
"""
# a put whose exec stream was lost (finished with no status line, or short of the data) is tried
# this many times in all: the write is idempotent (O_TRUNC). Twice on the 2-core machine under
# load, Docker closed the stream of a put before its status came back (113021, 197960)
PUT_TRIES = 3

# get: argv[1] = name, argv[2] = cap; the status goes last on stderr (the exit code would
# cost another API call): REPROBOT-OK, REPROBOT-MISSING or REPROBOT-TOOBIG.
_READER = r"""
import os, sys
try:
    fd = os.open(os.path.join("/sandbox", sys.argv[1]), os.O_RDONLY | os.O_NOFOLLOW)
except FileNotFoundError:
    sys.stderr.write("REPROBOT-MISSING")
    sys.exit(2)
if os.fstat(fd).st_size > int(sys.argv[2]):
    sys.stderr.write("REPROBOT-TOOBIG")
    sys.exit(3)
while True:
    b = os.read(fd, 1 << 16)
    if not b:
        break
    sys.stdout.buffer.write(b)
sys.stdout.flush()
sys.stderr.write("REPROBOT-OK")
"""

# Kills every process of the sandbox user except PID 1 and itself.
_SWEEP = "import os\ntry:\n    os.kill(-1, 9)\nexcept OSError:\n    pass\n"


def _check_name(name: str) -> str:
    if (not name or "/" in name or "\\" in name or "\0" in name or name in (".", "..")
            or len(name.encode()) > 255):
        raise ValueError(f"bad file name for the sandbox: {name!r}")
    return name


class DockerSession:
    """One container; see the module docstring. Created by `DockerSandbox.session`.

    `workdir` is a path *inside the container*: host code must move files with `put`/`get`,
    never open ``workdir`` on the host. `python` is the interpreter to name in argv (the
    worker's own ``sys.executable`` does not exist in the container)."""

    workdir = WORKDIR
    python = "/usr/bin/python3"

    def __init__(self, client: Any, container: Any, limits: Limits, *, exec_grace_s: float = 15.0,
                 restart: Callable[[], Any] | None = None):
        self._client = client
        self._api = client.api
        self.container = container
        self._limits = limits
        self._grace = exec_grace_s
        self.runs = 0
        # restart() -> a fresh container like this one: on gVisor the host's OOM killer takes the
        # whole session (there is no per-process OOM kill inside it), so the session comes back
        # with the files put into it (`_puts`, up to RESTART_PUT_BYTES) and the run that ran it
        # out of memory is that run's result, as on runc
        self._restart = restart
        self._puts: dict[str, bytes] | None = {}
        self.restarts = 0

    # -- low-level exec -------------------------------------------------------------
    def _exec(self, cmd: list[str], *, stdin: bytes | None = None, env: dict[str, str] | None = None,
              timeout_s: float = 30.0, out_cap: int = 64 << 20,
              want_code: bool = True) -> tuple[int | None, bytes, bytes, bool]:
        """Run cmd in the container as the sandbox user. Returns (exit code, or None when
        it did not finish or `want_code` is false; stdout; stderr; finished). Output beyond
        out_cap is dropped. Raises SandboxError when Docker refuses."""
        import docker.errors

        try:
            ex = self._api.exec_create(self.container.id, cmd, stdin=stdin is not None, stdout=True,
                                       stderr=True, tty=False, user=f"{SANDBOX_UID}:{SANDBOX_UID}",
                                       workdir=WORKDIR, environment=env or {})
            sock = self._api.exec_start(ex["Id"], socket=True)
        except docker.errors.APIError as e:
            raise SandboxError(f"docker exec failed: {e.explanation or e}") from e
        raw: socket.socket = getattr(sock, "_sock", sock)
        deadline = time.monotonic() + timeout_s
        try:
            if stdin is not None:
                raw.settimeout(timeout_s)  # a stopped reader must not hang the worker
                try:
                    raw.sendall(stdin)
                    raw.shutdown(socket.SHUT_WR)
                except OSError:
                    pass  # the command stopped reading (or timed out); its result says why
            out, err, finished = _read_frames(raw, deadline, out_cap)
        finally:
            try:
                sock.close()
            except OSError:
                pass
        code = None
        if finished and want_code:
            for _ in range(50):  # the stream can close a moment before the exit code is set
                info = self._api.exec_inspect(ex["Id"])
                if not info.get("Running"):
                    code = info.get("ExitCode")
                    break
                time.sleep(0.01)
        return code, out, err, finished

    def _alive(self) -> bool:
        try:
            self.container.reload()
        except Exception:  # noqa: BLE001 - any failure means it is gone
            return False
        return self.container.status == "running"

    def _sweep(self) -> None:
        """Kill all processes of the sandbox user (PID 1 survives: signals from inside
        its namespace cannot kill it)."""
        try:
            self._exec(["python3", "-I", "-S", "-c", _SWEEP], timeout_s=10, want_code=False)
        except SandboxError:
            pass

    # -- SandboxSession ----------------------------------------------------------------
    def put(self, name: str, data: bytes) -> str:
        """Write data to /sandbox/name (flat names only; ValueError otherwise). The writer reports
        the bytes it wrote; a lost exec stream (no status, or fewer bytes than `data`) is tried
        again, up to `PUT_TRIES` writes. Raises SandboxError when it cannot be written (the work
        directory is full, a timeout, or every try lost its stream)."""
        _check_name(name)
        data = bytes(data)
        why = ""
        for _ in range(PUT_TRIES):
            _, _, err, finished = self._exec(["python3", "-I", "-S", "-c", _WRITER, name], stdin=data,
                                             timeout_s=60, out_cap=1 << 16, want_code=False)
            status = re.search(rb"REPROBOT-OK (\d+)$", err)
            if finished and status and int(status.group(1)) == len(data):
                self._remember(name, data)
                return posixpath.join(WORKDIR, name)
            if not finished or (err and not status):
                # a timeout, or the writer's own error (the work directory full): not the stream
                why = _last_line(err) or "timeout"
                break
            why = f"wrote {int(status.group(1))} of {len(data)} bytes" if status else "no status"
        raise SandboxError(f"cannot write {name!r} into the sandbox: {why}")

    def _remember(self, name: str, data: bytes) -> None:
        if self._puts is None:
            return
        self._puts[name] = data
        if sum(len(v) for v in self._puts.values()) > RESTART_PUT_BYTES:
            self._puts = None  # too much to write again: a session that dies stays dead

    def _died(self, why: str, limits: Limits, wall: float) -> ProcessResult:
        """The container is gone. When the host's OOM killer ended it and the session can come
        back (`restart`, its files remembered), a fresh container gets the files and the run's
        result is an out-of-memory kill (-9); otherwise SandboxError(why)."""
        try:
            oom = bool(self.container.attrs.get("State", {}).get("OOMKilled"))
        except Exception:  # noqa: BLE001
            oom = False
        if not (oom and self._restart is not None and self._puts is not None):
            raise SandboxError(why)
        old = self.container
        self.container = self._restart()
        self.restarts += 1
        try:
            old.remove(force=True)
        except Exception:  # noqa: BLE001 - a dead container left behind is reaped later (reap_stale)
            log.warning("could not remove the dead sandbox container %s", getattr(old, "name", old))
        puts, self._puts = self._puts, {}
        for name, data in puts.items():
            self.put(name, data)
        mem = _cgroup_memory_mb(limits)
        return ProcessResult(-9, "", f"[sandbox: out of memory: the session's processes passed its memory limit "
                                     f"({mem} MiB with the work directory); it was restarted with its input "
                                     f"files]\n", wall)

    def get(self, name: str) -> bytes:
        """Read /sandbox/name (not through a symlink). FileNotFoundError when missing;
        SandboxError when larger than 256 MiB or unreadable."""
        _check_name(name)
        _, out, err, finished = self._exec(["python3", "-I", "-S", "-c", _READER, name, str(_GET_CAP)],
                                           timeout_s=60, out_cap=_GET_CAP + 1, want_code=False)
        if err.endswith(b"REPROBOT-MISSING"):
            raise FileNotFoundError(name)
        if not (finished and err.endswith(b"REPROBOT-OK")):
            raise SandboxError(f"cannot read {name!r} from the sandbox: "
                               f"{_last_line(err) or ('timeout' if not finished else 'no status')}")
        return out

    def spawn(self, argv: list[str], env: dict[str, str] | None = None) -> DockerProcess:
        """Start a long-lived process (as the sandbox user, in /sandbox, the safe environment
        plus `env`, the container's limits) with its stdin and stdout as a line channel: the
        Triton warm test server. It ends with the container. Raises SandboxError."""
        import docker.errors

        full_env = dict(_SAFE_ENV, **{str(k): str(v) for k, v in (env or {}).items()})
        try:
            ex = self._api.exec_create(self.container.id, [str(a) for a in argv], stdin=True, stdout=True,
                                       stderr=False, tty=False, user=f"{SANDBOX_UID}:{SANDBOX_UID}",
                                       workdir=WORKDIR, environment=full_env)
            sock = self._api.exec_start(ex["Id"], socket=True)
        except docker.errors.APIError as e:
            raise SandboxError(f"docker exec failed: {e.explanation or e}") from e
        return DockerProcess(self._api, ex["Id"], sock)

    def run(self, argv: list[str], *, stdin: bytes | None = None, env: dict[str, str] | None = None,
            limits: Limits | None = None) -> ProcessResult:
        """Run argv in /sandbox with the safe environment plus `env`. Never raises for what
        the command does; raises SandboxError when the container is gone."""
        if not argv:
            raise ValueError("empty argv")
        lim = limits or self._limits
        cap = max(2, int(lim.output_bytes))
        full_env = dict(_SAFE_ENV, **{str(k): str(v) for k, v in (env or {}).items()})
        for k in full_env:
            if not k or "=" in k or "\0" in k or "\0" in full_env[k]:
                raise ValueError(f"bad environment variable {k!r}")
        args = [str(a) for a in argv]
        if any("\0" in a for a in args):
            raise ValueError("NUL in argv")
        cmd = ["python3", "-I", "-S", "-c", _SUPERVISOR,
               repr(float(lim.wall_s)), str(max(1, int(lim.cpu_s + 0.999))), str(int(lim.memory_mb) << 20),
               str(int(lim.disk_mb) << 20), str(cap), str(max(64 * cap, 64 << 20)), "1" if stdin is not None else "0",
               str(len(full_env)), *(f"{k}={v}" for k, v in full_env.items()), "--", *args]
        t0 = time.monotonic()
        self.runs += 1
        code, out, err, finished = self._exec(cmd, stdin=stdin, timeout_s=lim.wall_s + self._grace,
                                              out_cap=4 * cap + (1 << 20), want_code=False)
        wall = time.monotonic() - t0
        if not finished:
            # The supervisor itself was stopped or killed by the test; clean up.
            self._sweep()
            if not self._alive():
                return self._died("the sandbox container died", lim, wall)
            return ProcessResult(-9, "", "[sandbox: the test stopped its supervisor; killed at the wall limit]\n",
                                 wall, timed_out=True)
        res = _parse_result(out)
        if res is None:
            if not self._alive():
                return self._died("the sandbox container died (out of memory?)", lim, wall)
            # The supervisor was killed (e.g. by the test, or by the OOM killer).
            self._sweep()
            return ProcessResult(-9, "", f"[sandbox: no result from the supervisor: {_last_line(err)}]\n",
                                 wall, timed_out=wall >= lim.wall_s)
        return res


class DockerProcess:
    """A long-lived process in a session (`DockerSession.spawn`): lines to its stdin, lines
    from its stdout (stderr is dropped). Not thread safe: one caller at a time."""

    def __init__(self, api: Any, exec_id: str, sock: Any):
        self._api = api
        self.exec_id = exec_id
        self._sock = sock
        self._raw: socket.socket = getattr(sock, "_sock", sock)
        self._pending = bytearray()  # undecoded frame bytes
        self._out = bytearray()  # decoded stdout not yet returned
        self.closed = False

    def write_line(self, line: str) -> bool:
        """Send one line; False when the process no longer reads."""
        try:
            self._raw.settimeout(60)
            self._raw.sendall(line.encode() + b"\n")
            return True
        except OSError:
            return False

    def readline(self, timeout: float, cap: int = 1 << 30) -> str:
        """The next stdout line (without the newline), or "" on EOF, timeout or a line over cap."""
        deadline = time.monotonic() + timeout
        while True:
            nl = self._out.find(b"\n")
            if nl >= 0:
                line = bytes(self._out[:nl])
                del self._out[:nl + 1]
                return line.decode("utf-8", "replace")
            if len(self._out) > cap:
                return ""
            left = deadline - time.monotonic()
            if left <= 0 or self.closed:
                return ""
            if not readable(self._raw, min(left, 1.0)):
                continue
            try:
                self._raw.setblocking(False)
                chunk = self._raw.recv(1 << 20)
            except (BlockingIOError, InterruptedError):
                continue
            except OSError:
                chunk = b""
            if not chunk:
                self.closed = True
                continue
            self._pending += chunk
            while len(self._pending) >= 8:
                length = struct.unpack(">I", self._pending[4:8])[0]
                if len(self._pending) < 8 + length:
                    break
                if self._pending[0] == 1:
                    self._out += self._pending[8:8 + length]
                del self._pending[:8 + length]

    def close(self) -> None:
        self.closed = True
        try:
            self._sock.close()
        except OSError:
            pass


def _last_line(b: bytes) -> str:
    lines = b.decode("utf-8", "replace").strip().splitlines()
    return lines[-1][:500] if lines else ""


def _parse_result(out: bytes) -> ProcessResult | None:
    """Read the supervisor's output: stdout bytes, stderr bytes, then the trailer line
    ``REPROBOT-RESULT exit wall timed_out truncated len_out len_err``. Parsed from the end
    (a test can write to its supervisor's stdout through /proc; that only lets it lie about
    its own result). None when there is no valid trailer."""
    idx = out.rfind(b"\nREPROBOT-RESULT ")
    if idx < 0:
        return None
    try:
        code, wall, timed, trunc, lo, le = out[idx + 1:].split()[1:7]
        lo_n, le_n = int(lo), int(le)
        body = out[:idx]
        if lo_n < 0 or le_n < 0 or lo_n + le_n > len(body):
            return None
        end = len(body)
        return ProcessResult(
            exit_code=int(code),
            stdout=body[end - le_n - lo_n:end - le_n].decode("utf-8", "replace"),
            stderr=body[end - le_n:].decode("utf-8", "replace"),
            wall_s=float(wall),
            timed_out=timed == b"1",
            truncated=trunc == b"1",
        )
    except ValueError:
        return None


def _read_frames(sock: socket.socket, deadline: float, cap: int) -> tuple[bytes, bytes, bool]:
    """Demultiplex Docker's attach stream (8-byte header: stream id, 3 zero bytes,
    big-endian length; docs: Engine API "Attach to a container", stream format) until EOF
    or the deadline. Returns (stdout, stderr, reached EOF); each kept up to cap bytes."""
    bufs = {1: bytearray(), 2: bytearray()}
    pending = bytearray()
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return bytes(bufs[1]), bytes(bufs[2]), False
        if not readable(sock, min(left, 1.0)):
            continue
        try:
            chunk = sock.recv(1 << 16)
        except (BlockingIOError, InterruptedError):
            continue
        except OSError:
            chunk = b""
        if not chunk:
            return bytes(bufs[1]), bytes(bufs[2]), True
        pending += chunk
        while len(pending) >= 8:
            stream, length = pending[0], struct.unpack(">I", pending[4:8])[0]
            if len(pending) < 8 + length:
                break
            buf = bufs.get(stream, bufs[2])
            room = cap - len(buf)
            if room > 0:
                buf += pending[8:8 + min(length, room)]
            del pending[:8 + length]


# gVisor's OCI runtime, as Debian's package `runsc` installs it and 20-docker.sh registers it
GVISOR = "runsc"


def _cgroup_memory_mb(limits: Limits) -> int:
    """The session's cgroup memory on runc: the tests' memory plus the tmpfs sizes (tmpfs pages
    are charged there) and 64 MiB for the supervisor and PID 1."""
    return int(limits.memory_mb) + int(limits.disk_mb) + _TMP_MB + 64


def registered_runtimes(client: Any) -> set[str]:
    """The OCI runtimes this Docker has registered (``docker info``'s Runtimes)."""
    return set((client.info() or {}).get("Runtimes") or {})
# Host tasks per sandboxed process on gVisor's ptrace platform (measured: 255 processes held
# 1367 host pids, 5.4 each), and the Sentry's own memory (its Go heap and page tables,
# charged to the container's cgroup; 64 MiB was too little for Python with 256 processes).
GVISOR_HOST_TASKS_PER_PROCESS = 8
GVISOR_HOST_TASKS = 256
GVISOR_MEMORY_MB = 256


class DockerSandbox:
    """`Sandbox` running each session in a fresh locked-down container (module docstring).

    image: the runner image; cpus: CPU cores per session (cgroup quota); limits: default
    `Limits` for sessions and runs; client: a ``docker.DockerClient`` (default: from the
    environment, or `docker_url` such as ``unix:///var/run/docker.sock``); exec_grace_s: how long past a run's wall limit the worker waits for the
    in-container supervisor before killing the sandbox user's processes; labels: extra
    container labels (e.g. the worker's name), also used by `reap_stale` to pick its own;
    runtime: the OCI runtime of the containers: None, ``""`` or ``"runc"`` Docker's default; ``"auto"``
    gVisor (``runsc``) where Docker has it registered, else the default; any other name that
    runtime, which must be registered (`available` is False otherwise). gVisor puts a user-space
    kernel between the reproducer and the host's (docs/security.md). Raises SandboxError from
    `session` when Docker, the image or the runtime is missing.
    """

    name = "docker"

    def __init__(self, image: str = RUNNER_IMAGE, *, limits: Limits | None = None, cpus: float = 1.0,
                 client: Any = None, docker_url: str | None = None, exec_grace_s: float = 15.0,
                 labels: dict[str, str] | None = None, runtime: str | None = None):
        self.image = image
        self._runtime = None if runtime in (None, "", "runc") else runtime
        self._resolved = self._runtime is None
        self.labels = {LABEL: "1", **(labels or {})}
        self.docker_url = docker_url
        self.exec_grace_s = exec_grace_s
        self.limits = limits or Limits()
        self.cpus = cpus
        self._client = client
        self._lock = threading.Lock()

    @property
    def client(self) -> Any:
        with self._lock:
            if self._client is None:
                import docker

                try:
                    self._client = (docker.DockerClient(base_url=self.docker_url, timeout=120) if self.docker_url
                                    else docker.from_env(timeout=120))
                    self._client.ping()
                except Exception as e:  # noqa: BLE001 - docker raises many kinds
                    self._client = None
                    raise SandboxError(f"Docker is not reachable: {e}") from e
            return self._client

    @property
    def runtime(self) -> str | None:
        """The runtime the containers get (None: Docker's default), ``"auto"`` resolved against
        the runtimes Docker has registered (``docker info``). Raises SandboxError when Docker is
        not reachable."""
        if not self._resolved:
            if self._runtime == "auto":
                self._runtime = GVISOR if self._gvisor_works() else None
            self._resolved = True
        return self._runtime

    def _gvisor_works(self) -> bool:
        """Whether gVisor is registered with this Docker and starts a container of the image
        here (its ptrace platform needs ptrace in the host's sandbox). Probed once per Docker
        endpoint and image per process; "auto" falls back to Docker's default when not, saying
        so in the log (ask for ``runsc`` to require it)."""
        key = (self.docker_url or "", self.image)
        with _PROBE_LOCK:
            if key not in _GVISOR_PROBES:
                ok, why = False, "not registered with Docker"
                if GVISOR in registered_runtimes(self.client):
                    try:
                        self.client.containers.run(self.image, ["true"], runtime=GVISOR, network_mode="none",
                                                   user=f"{SANDBOX_UID}:{SANDBOX_UID}", remove=True)
                        ok = True
                    except Exception as e:  # noqa: BLE001 - docker raises many kinds
                        why = f"it did not start a container: {e}"
                if not ok:
                    log.warning("gVisor (%s) not used for the sandbox: %s; containers use Docker's default runtime",
                                GVISOR, why)
                _GVISOR_PROBES[key] = ok
            return _GVISOR_PROBES[key]

    def available(self) -> bool:
        """True when Docker answers, the runner image exists and the runtime asked for is registered."""
        try:
            self.client.images.get(self.image)
            rt = self.runtime
            return rt is None or rt in registered_runtimes(self.client)
        except Exception:  # noqa: BLE001
            return False

    def container_config(self, limits: Limits, ro_mounts: tuple[str, ...] = ()) -> dict[str, Any]:
        """The keyword arguments given to ``containers.run`` (exposed for docs and tests).
        ro_mounts: host directories bind-mounted read-only at the same path (a Triton release's
        venv and the Python prefix it was made from); nothing else of the host is mounted."""
        from docker.types import LogConfig, Ulimit

        mem_mb = _cgroup_memory_mb(limits)
        pids = int(limits.pids)
        ulimits = [Ulimit(name="core", soft=0, hard=0), Ulimit(name="nofile", soft=1024, hard=1024)]
        owner = f"uid={SANDBOX_UID},gid={SANDBOX_UID}"
        runtime = self.runtime
        extra: dict[str, Any] = {"runtime": runtime} if runtime else {}
        if runtime == GVISOR:
            # the cgroup holds gVisor's host side too; the sandbox's own bound is RLIMIT_NPROC,
            # counted by gVisor's kernel for uid 10001 alone (on runc it would be the host's count)
            mem_mb += GVISOR_MEMORY_MB
            pids = pids * GVISOR_HOST_TASKS_PER_PROCESS + GVISOR_HOST_TASKS
            ulimits.append(Ulimit(name="nproc", soft=int(limits.pids), hard=int(limits.pids)))
        tmpfs = {  # exec in the work dir: llvm-reduce runs its interestingness test from there
            WORKDIR: f"rw,exec,nosuid,nodev,size={int(limits.disk_mb)}m,{owner},mode=0700",
            "/tmp": f"rw,noexec,nosuid,nodev,size={_TMP_MB}m,{owner},mode=0700",
        }
        if ro_mounts:
            from docker.types import Mount

            # the image's /root is 0755 and empty, so mounts under the worker's /root are reachable
            extra["mounts"] = [Mount(m, m, type="bind", read_only=True) for m in ro_mounts]
        return dict(
            extra,
            image=self.image,
            command=["python3", "-I", "-S", "-c", _INIT],
            detach=True,
            user=f"{SANDBOX_UID}:{SANDBOX_UID}",
            working_dir=WORKDIR,
            environment={"HOME": WORKDIR},
            network_mode="none",
            read_only=True,
            tmpfs=tmpfs,
            mem_limit=f"{mem_mb}m",
            memswap_limit=f"{mem_mb}m",
            pids_limit=pids,
            nano_cpus=int(self.cpus * 1e9),
            cap_drop=["ALL"],
            security_opt=["no-new-privileges:true"],
            ulimits=ulimits,
            ipc_mode="private",
            shm_size="16m",
            hostname="sandbox",
            log_config=LogConfig(type="none"),
            labels=dict(self.labels),
            name=f"reprobot-sandbox-{uuid.uuid4().hex[:12]}",
        )

    @contextmanager
    def session(self, limits: Limits | None = None, ro_mounts: tuple[str, ...] = ()) -> Iterator[DockerSession]:
        """Start a container, yield a `DockerSession`, remove the container on exit
        (also when the body raises). ro_mounts: see `container_config`. Raises SandboxError
        when it cannot start."""
        import docker.errors

        lim = limits or self.limits
        client = self.client
        config = self.container_config(lim, tuple(ro_mounts))

        def start() -> Any:
            try:
                return client.containers.run(**dict(config, name=f"reprobot-sandbox-{uuid.uuid4().hex[:12]}"))
            except docker.errors.ImageNotFound as e:
                raise SandboxError(f"runner image {self.image} is missing: build it with "
                                   f"scripts/setup.d/25-runner-image.sh") from e
            except docker.errors.APIError as e:
                raise SandboxError(f"cannot start the sandbox container: {e.explanation or e}") from e

        session = DockerSession(client, start(), lim, exec_grace_s=self.exec_grace_s,
                                restart=start if self.runtime == GVISOR else None)
        try:
            yield session
        finally:
            container = session.container
            try:
                container.remove(force=True)
            except docker.errors.NotFound:
                pass
            except Exception:  # noqa: BLE001 - never mask the body's exception
                log.exception("could not remove sandbox container %s", container.name)

    def reap_stale(self, older_than_s: float = 6 * 3600) -> int:
        """Remove sandbox containers left by a worker that died: those carrying all of this
        sandbox's labels and older than `older_than_s`. Returns how many were removed."""
        n = 0
        now = time.time()
        wanted = [f"{k}={v}" for k, v in self.labels.items()]
        for c in labelled_containers(self.client, wanted):
            if now - c.created >= older_than_s:
                try:
                    n += remove_container(self.client, c.id)
                except Exception:  # noqa: BLE001
                    log.warning("could not remove stale sandbox %s", c.name)
        return n

"""The hermetic CPU runner for Triton reproducers (untrusted Python).

A `WarmRunner` keeps one or more warm test processes (``harness.py serve`` in the release's
venv: triton and torch imported once, the stand-in driver installed); each test forks a child
from it, so a test costs the compile, not the 1-2 s of interpreter start and imports.

Isolation of the untrusted reproducer (what is arranged here, in this order):

- the server runs in a new network namespace (``unshare -n``: no interface but a down
  loopback) when ``unshare`` works here (root or user namespaces); otherwise it runs without
  network isolation and `WarmRunner.isolation` says so;
- a scrubbed environment: PATH, HOME (private), LANG, the TRITON_* knobs of the reproducer and
  of the target, nothing else of ours (no tokens);
- a private temporary directory per runner, and per test a fresh work directory with its own
  ``TRITON_CACHE_DIR``/``TRITON_HOME`` (``TRITON_ALWAYS_COMPILE=1``), removed afterwards;
- rlimits in each test child: CPU seconds, address space, processes (RLIMIT_NPROC is not
  enforced for root), no core files; the child leads its own process group, which is
  killed on the wall-clock timeout (helpers such as ``ptxas`` included);
- the server's whole process group is killed when it stops answering.

With ``sandbox=`` a `workers.sandbox.docker.DockerSandbox`, each server runs instead in its own
locked-down container (`_ContainerServer`: no network, read-only root, tmpfs work directory,
uid 10001, no capabilities, cgroup memory/pids/CPU limits, no host environment); the only host
paths it sees are the release's venv and the Python prefix the venv was made from, both
the shared CPU torch, all mounted read-only at their own paths. Requests then carry the test's files and replies carry
its output (the worker never opens a path of the container).
"""
from __future__ import annotations

import atexit
import json
import os
import queue
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reducers.outcome import ProcessResult
from workers.sandbox.base import readable

HARNESS = Path(__file__).with_name("harness.py")
_PATH = "/usr/local/bin:/usr/bin:/bin"



@dataclass
class TestLimits:
    """Per-test limits: wall/cpu seconds, address space MiB, process count."""

    wall_s: float = 60.0
    cpu_s: float = 60.0
    memory_mb: int = 16384
    nproc: int = 512
    output_bytes: int = 1 << 20


@dataclass
class TritonRun:
    """One test: the raw process result and the harness report."""

    process: ProcessResult
    report: dict[str, Any] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)  # levels modes: what the test wrote under levels/


def _unshare_works() -> bool:
    try:
        return subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def spawn_server(argv: list[str], env: dict[str, str], cwd: str, isolate_network: bool) -> subprocess.Popen:
    """Start the warm test process. Replace this to run it inside a container."""
    if isolate_network:
        argv = ["unshare", "-n", *argv]
    return subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=env, cwd=cwd, start_new_session=True, text=True, bufsize=1)


class _Server:
    def __init__(self, python: str, env: dict[str, str], root: str, isolate: bool):
        self.root = root
        self.proc = spawn_server([python, "-u", str(HARNESS), "serve"], env, root, isolate)
        line = self._readline(180)
        if not line or not json.loads(line).get("ready"):
            self.kill()
            raise RuntimeError("triton test process did not start")

    def _readline(self, timeout: float) -> str:
        assert self.proc.stdout is not None
        if not readable(self.proc.stdout, timeout):
            return ""
        return self.proc.stdout.readline()

    def request(self, req: dict[str, Any], timeout: float) -> dict[str, Any] | None:
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps(req) + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            return None
        line = self._readline(timeout)
        return json.loads(line) if line else None

    def kill(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass


def venv_mounts(python: str) -> tuple[str, ...]:
    """Host directories a container needs to run the venv interpreter `python`
    (``<venv>/bin/python``): the venv, the prefix of the interpreter it links to, and the
    directories its ``.pth`` files add (the CPU torch shared by every venv,
    `workers.triton.toolchains`)."""
    venv = Path(python).parent.parent.absolute()
    found = {str(venv), str(Path(os.path.realpath(python)).parent.parent)}
    for pth in venv.glob("lib/python*/site-packages/*.pth"):
        try:
            lines = pth.read_text().splitlines()
        except OSError:
            continue
        found.update(ln.strip() for ln in lines if ln.startswith("/") and os.path.isdir(ln.strip()))
    return tuple(sorted(found))


class _ContainerServer:
    """The warm server in its own sandbox container (same interface as `_Server`)."""

    root = "/sandbox"

    def __init__(self, sandbox: Any, python: str, env: dict[str, str], limits: Any):
        from contextlib import ExitStack

        self._stack = ExitStack()
        try:
            self.session = self._stack.enter_context(sandbox.session(limits, ro_mounts=venv_mounts(python)))
            self.session.put("harness.py", HARNESS.read_bytes())
            # -P: /sandbox (writable by tests) stays off sys.path
            self.proc = self.session.spawn([python, "-u", "-P", "/sandbox/harness.py", "serve"], env)
            line = self.proc.readline(180)
            if not line or not json.loads(line).get("ready"):
                raise RuntimeError("triton test process did not start in the sandbox container")
        except BaseException:
            self.kill()
            raise

    def request(self, req: dict[str, Any], timeout: float) -> dict[str, Any] | None:
        if not self.proc.write_line(json.dumps(req)):
            return None
        line = self.proc.readline(timeout)
        try:
            reply = json.loads(line) if line else None
        except ValueError:  # the test wrote into our pipe
            return None
        return reply if isinstance(reply, dict) and "exit_code" in reply else None

    def kill(self) -> None:
        proc = getattr(self, "proc", None)
        if proc is not None:
            proc.close()
        self._stack.close()  # removes the container and everything in it


class WarmRunner:
    """Runs Triton scripts for one (release venv python, target) with `jobs` warm servers.

    target: ``cuda:90:32`` / ``hip:gfx942:64``. env: extra environment for every test
    (the reproducer's TRITON_* settings, TRITON_HIP_LLD_PATH). sandbox: None (the server runs
    on this host, isolated as above) or a ``DockerSandbox`` (one container per server;
    `sandbox_limits` are its cgroup limits, default the sandbox's). Thread safe: each call
    takes a free server. Use as a context manager or call close().
    """

    def __init__(self, python: str | Path, target: str, env: dict[str, str] | None = None,
                 jobs: int = 1, limits: TestLimits | None = None, isolate_network: bool | None = None,
                 sandbox: Any = None, sandbox_limits: Any = None):
        self.python = str(python)
        self.target = target
        self.limits = limits or TestLimits()
        self.sandbox = sandbox if getattr(sandbox, "name", "local") == "docker" else None
        self.sandbox_limits = sandbox_limits
        if self.sandbox is not None:
            self.isolation = True
            self._root = tempfile.mkdtemp(prefix="reprobot-triton-")  # unused: tests live in the container
            home, tmp, work_root = "/sandbox", "/tmp", "/sandbox"
        else:
            self.isolation = _unshare_works() if isolate_network is None else isolate_network
            self._root = tempfile.mkdtemp(prefix="reprobot-triton-")
            home = os.path.join(self._root, "home")
            os.makedirs(home, exist_ok=True)
            tmp = work_root = self._root
        self._work_root = work_root
        self.env = {
            "PATH": _PATH, "HOME": home, "LANG": "C.UTF-8", "TMPDIR": tmp,
            "STANDIN_TRITON_TARGET": target, "TRITON_ALWAYS_COMPILE": "1",
            "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "PYTHONDONTWRITEBYTECODE": "1",
            "PYTHONHASHSEED": "0",
            **(env or {}),
        }
        self._jobs = max(1, jobs)
        self._free: queue.Queue[_Server] = queue.Queue()
        self._all: list[_Server] = []
        self._lock = threading.Lock()
        self._started = 0
        self.tests_run = 0
        # servers also exit on their own when our end of the pipe closes; this removes the
        # private directory of a runner nobody closed
        atexit.register(self.close)

    # -------------------------------------------------------------- servers
    def _new_server(self) -> Any:
        if self.sandbox is not None:
            s: Any = _ContainerServer(self.sandbox, self.python, self.env, self.sandbox_limits)
        else:
            s = _Server(self.python, self.env, self._root, self.isolation)
        with self._lock:
            self._all.append(s)
        return s

    def _take(self) -> _Server:
        with self._lock:
            grow = self._started < self._jobs
            if grow:
                self._started += 1
        if grow:
            return self._new_server()
        return self._free.get()

    def _drop(self, s: _Server) -> None:
        s.kill()
        with self._lock:
            if s in self._all:
                self._all.remove(s)
            self._started -= 1

    def close(self) -> None:
        with self._lock:
            servers, self._all = list(self._all), []
        for s in servers:
            s.kill()
        shutil.rmtree(self._root, ignore_errors=True)

    def __enter__(self) -> "WarmRunner":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -------------------------------------------------------------- tests
    def run_source(self, source: str, env: dict[str, str] | None = None, name: str = "repro.py") -> TritonRun:
        """Run one script (text) as ``__main__``; see harness.py for the report."""
        return self._run({"mode": "run"}, {name: source}, env, name)

    def run_aot(self, source: str, kernel: str, signature: dict[str, str], constexprs: dict[str, Any],
                options: dict[str, Any] | None = None, env: dict[str, str] | None = None) -> TritonRun:
        """Compile `kernel` of `source` ahead of time (no launch code needed)."""
        spec = {"kernel": kernel, "signature": signature, "constexprs": constexprs, "options": options or {}}
        return self._run({"mode": "aot", "spec_obj": spec}, {"kernel_module.py": source}, env, "kernel_module.py")

    def run_levels(self, mode: str, files: dict[str, str], spec: dict[str, Any] | None = None,
                   env: dict[str, str] | None = None, main: str = "repro.py") -> TritonRun:
        """One request of the harness's levels modes (``stages``: run `main` with the stage
        recorder; ``reenter``: ``triton.compile`` an IR file; ``passes``: run recorded passes
        on an MLIR file). `files`: name -> text written into the test's directory; `spec`: the
        mode's JSON spec, where ``@name`` values name those files. The returned run's `files`
        holds what the test wrote under ``levels/`` (text, each capped at 32 MiB or `output_bytes`)."""
        req: dict[str, Any] = {"mode": mode, "collect": "levels"}
        if spec is not None:
            req["spec_obj"] = spec
        return self._run(req, files, env, main)

    def _run(self, req: dict[str, Any], files: dict[str, str], env: dict[str, str] | None, main: str) -> TritonRun:
        if self.sandbox is not None:
            return self._run_inline(req, files, env, main)
        lim = self.limits
        work = os.path.join(self._root, "t-" + uuid.uuid4().hex[:12])
        os.makedirs(work)
        try:
            for n, text in files.items():
                Path(work, n).write_text(text)
            req = dict(req)
            req.update({"dir": work, "script": os.path.join(work, main), "env": env or {},
                        "wall_s": lim.wall_s, "cpu_s": lim.cpu_s, "mem_mb": lim.memory_mb, "nproc": lim.nproc})
            if "spec_obj" in req:
                spec = dict(req.pop("spec_obj"), script=os.path.join(work, main))
                for k, v in list(spec.items()):  # "@name": a file of this test (levels modes)
                    if isinstance(v, str) and v.startswith("@") and v[1:] in files:
                        spec[k] = os.path.join(work, v[1:])
                Path(work, "spec.json").write_text(json.dumps(spec))
                req["spec"] = os.path.join(work, "spec.json")
            reply, failed = self._ask(req, time.monotonic())
            if reply is None:
                return failed
            out = _read_capped(os.path.join(work, "stdout"), lim.output_bytes)
            err = _read_capped(os.path.join(work, "stderr"), lim.output_bytes)
            try:
                report = json.loads(Path(work, "result.json").read_text())
            except (OSError, ValueError):
                report = {}
            collected = _collect(os.path.join(work, req["collect"]), max(lim.output_bytes, 32 << 20)) if req.get("collect") else {}
            return TritonRun(ProcessResult(reply["exit_code"], out, err, reply["wall_s"],
                                           timed_out=reply["timed_out"]), report, collected)
        finally:
            shutil.rmtree(work, ignore_errors=True)


    def _ask(self, req: dict[str, Any], t0: float) -> tuple[dict[str, Any] | None, TritonRun | None]:
        """Send req to a free server; a server that died (e.g. killed) is replaced once.
        (reply, None), or (None, the failed run: infra error, wall time since t0 [s])."""
        reply = None
        for _attempt in range(2):
            try:
                server = self._take()
            except (RuntimeError, OSError) as e:
                return None, TritonRun(ProcessResult(-1, "", f"reprobot: {e}", time.monotonic() - t0), {"infra": str(e)})
            reply = server.request(req, self.limits.wall_s + 30)
            if reply is None:
                self._drop(server)
                continue
            self._free.put(server)
            break
        self.tests_run += 1
        if reply is None:
            return None, TritonRun(ProcessResult(-1, "", "reprobot: test process stopped answering",
                                                 time.monotonic() - t0), {"infra": "server"})
        return reply, None

    def _run_inline(self, req: dict[str, Any], files: dict[str, str], env: dict[str, str] | None,
                    main: str) -> TritonRun:
        """`_run` for a server in a container: files go in the request, output comes in the reply."""
        lim = self.limits
        work = self._work_root + "/t-" + uuid.uuid4().hex[:12]
        req = dict(req)
        req.update({"dir": work, "script": f"{work}/{main}", "env": env or {}, "files": files,
                    "output_bytes": lim.output_bytes,
                    "wall_s": lim.wall_s, "cpu_s": lim.cpu_s, "mem_mb": lim.memory_mb, "nproc": lim.nproc})
        if "spec_obj" in req:
            spec = dict(req["spec_obj"], script=f"{work}/{main}")
            for k, v in list(spec.items()):
                if isinstance(v, str) and v.startswith("@") and v[1:] in files:
                    spec[k] = f"{work}/{v[1:]}"
            req["spec_obj"], req["spec"] = spec, f"{work}/spec.json"
        reply, failed = self._ask(req, time.monotonic())
        if failed is not None:
            return failed
        assert reply is not None
        try:
            report = json.loads(reply.get("result") or "{}")
        except ValueError:
            report = {}
        return TritonRun(ProcessResult(int(reply["exit_code"]), str(reply.get("stdout", "")), str(reply.get("stderr", "")),
                                       float(reply["wall_s"]), timed_out=bool(reply["timed_out"])),
                         report if isinstance(report, dict) else {},
                         {str(k): str(v) for k, v in (reply.get("collected") or {}).items()})


def _read_capped(path: str, cap: int) -> str:
    try:
        with open(path, "rb") as fh:
            data = fh.read(cap)
    except OSError:
        return ""
    return data.decode("utf-8", "replace")


def _collect(folder: str, cap: int) -> dict[str, str]:
    """Text files directly under `folder` (name -> text, each capped), for the levels modes."""
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return {}
    return {n: _read_capped(os.path.join(folder, n), cap) for n in names if os.path.isfile(os.path.join(folder, n))}

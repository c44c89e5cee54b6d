"""A hostile reproducer over real HTTP (issue 17): a real ``reprobot serve`` process, a real
``reprobot worker`` on the reduce queue (Docker sandbox), real PostgreSQL, Redis, Docker and
Debian's LLVM 19, and ``reprobot submit`` as its own process.

The reproducer's command asks llc to write a file on the host (``-pass-remarks-output=/tmp/…``,
which llc honours: checked first through the local sandbox, where the file does appear). Sent
with a valid token it runs in a sandbox container and nothing appears on the host; without a
token, with ``sandbox=local`` or with a program path for a tool it is refused and leaves nothing.

Triton: a Python reproducer sent with a valid token (taken by default, service.http_triton) runs
in the warm runner's server inside a sandbox container; the file it writes appears on the host
only in the control run through the local (host) runner."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx
import pytest

from tests.service.env import ROOT, start_api, start_worker, wait_worker_ready
from workers.store import Store

pytestmark = [pytest.mark.slow, pytest.mark.docker]
IR = "define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"


def test_hostile_llvm_reproducer_over_http_runs_in_the_container(make_settings, tmp_path):
    if not Path("/var/run/docker.sock").exists():
        pytest.fail("the Docker engine is needed: jobs over HTTP run only in the Docker sandbox")
    if not Path("/usr/lib/llvm-19/bin/llc").exists():
        pytest.fail("Debian's LLVM 19 is needed (scripts/setup.sh core)")
    import docker

    marker = Path(f"/tmp/reprobot-hostile-{uuid.uuid4().hex}.yaml")
    hostile = f"llc -O2 -pass-remarks-output={marker} repro.ll -o /tmp/ignored.s"

    # control: the flag does write on the host when the run is not contained (the local sandbox)
    from reducers.reproducer import Reproducer
    from workers.llvm_project import LLVMProject
    from workers.sandbox.local import LocalSandbox
    from service.api import split_command

    tool, args = split_command(hostile, "repro.ll")
    LLVMProject(toolchains=["llvm-19"], sandbox=LocalSandbox()).run(Reproducer("llvm-ir", IR, tool, args), "llvm-19",
                                                                     None)
    assert marker.exists(), "llc did not write its remarks file: the hostile case would prove nothing"
    marker.unlink()

    settings = make_settings(queue_prefix=f"hx{uuid.uuid4().hex[:6]}-")
    store = Store(settings.service.database_url)
    store.migrate()
    token, info = store.create_token("valid-but-hostile", ["submit"])
    procs = []
    try:
        worker = start_worker(settings, "reduce", tmp_path / "reduce.log",
                              extra_env={"REPROBOT_TOOLCHAINS": "llvm-19", "REPROBOT_REDUCE_BUDGET_S": "20"})
        procs.append(worker)
        api, url = start_api(settings, tmp_path / "api.log")
        procs.append(api)
        wait_worker_ready(worker)

        def post(headers=None, **form):
            return httpx.post(url + "/jobs", data={"command": hostile, **form}, timeout=30, headers=headers or {},
                              files={"file": ("repro.ll", IR.encode())})

        assert post().status_code == 401
        assert post({"Authorization": "Bearer rpb_000000000000_" + "x" * 43}).status_code == 401
        auth = {"Authorization": f"Bearer {token}"}
        r = post(auth, sandbox="local")
        assert r.status_code == 422 and "only in the Docker sandbox" in r.json()["detail"]
        r = httpx.post(url + "/jobs", data={"command": f"/usr/bin/touch {marker}"}, headers=auth, timeout=30,
                       files={"file": ("repro.ll", IR.encode())})
        assert r.status_code == 422 and "bare name" in r.json()["detail"]
        assert store.list_jobs() == []

        # the same command with the token, through `reprobot submit` (token from the environment)
        engine = docker.from_env()
        since = time.time() - 1
        env = {k: v for k, v in os.environ.items() if not k.startswith("REPROBOT_")}
        env.update(PYTHONPATH=str(ROOT), REPROBOT_API_TOKEN=token, REPROBOT_API_URL=url)
        src = tmp_path / "repro.ll"
        src.write_text(IR)
        cp = subprocess.run([sys.executable, "-m", "service.cli", "submit", str(src), "--command", hostile,
                             "--toolchains", "llvm-19", "--wait", "--timeout-s", "120"],
                            capture_output=True, text=True, env=env, cwd=ROOT, timeout=180)
        until = time.time() + 1
        assert cp.returncode == 1, cp.stdout + cp.stderr  # the job failed: the input does not crash
        job = json.loads(cp.stdout)
        assert job["state"] == "failed" and "does not crash" in job["error"] and "llvm-19 (clean" in job["error"]
        assert job["request"]["args"] == ["-O2", f"-pass-remarks-output={marker}"]  # llc really got the flag
        assert store.get_job(job["id"]).submitted_by == info.id
        # it ran in a sandbox container (one was created while the job ran), and wrote nothing here
        created = [e for e in engine.api.events(since=since, until=until, decode=True,
                                                filters={"type": "container", "event": "create",
                                                         "label": "reprobot.sandbox=1"})]
        assert created, "no sandbox container was started for the job"
        assert not marker.exists()
        assert not Path("/tmp/ignored.s").exists() or Path("/tmp/ignored.s").stat().st_mtime < since
    except Exception:
        for p in procs:
            print(f"==== {p.log.name}\n{p.output()[-4000:]}")
        raise
    finally:
        for p in procs:
            p.stop()
        marker.unlink(missing_ok=True)
        store.dispose()


EVIL_PY = """
import triton
import triton.language as tl
open("@MARKER@", "w").write("escaped")

@triton.jit
def kernel(X, N: tl.constexpr):
    offs = tl.arange(0, N)
    tl.store(X + offs, tl.load(X + offs) + 1)

import torch
x = torch.zeros(16, device="cuda")
kernel[(1,)](x, 16)
"""


def test_hostile_triton_reproducer_over_http_runs_in_the_container(make_settings, tmp_path):
    if not Path("/var/run/docker.sock").exists():
        pytest.fail("the Docker engine is needed: jobs over HTTP run only in the Docker sandbox")
    from workers.triton.runner import WarmRunner
    from workers.triton.toolchains import TritonToolchains

    release = next((v for v in ("3.4.0", "3.3.1", "3.6.0")
                    if (TritonToolchains().root / "envs" / v / "bin" / "python").exists()), None)
    if release is None:
        pytest.skip("no Triton release venv (scripts/setup.d/30-triton.sh)")
    import docker

    marker = Path(f"/tmp/reprobot-hostile-{uuid.uuid4().hex}")
    evil = EVIL_PY.replace("@MARKER@", str(marker))
    # control: run on the host (the local warm runner), the script does write the file
    with WarmRunner(TritonToolchains().ensure(release), "cuda:90:32") as host:
        host.run_source(evil)
    assert marker.exists(), "the script did not write its file: the hostile case would prove nothing"
    marker.unlink()

    settings = make_settings(queue_prefix=f"hy{uuid.uuid4().hex[:6]}-")
    store = Store(settings.service.database_url)
    store.migrate()
    token, info = store.create_token("valid-but-hostile-py", ["submit"])
    procs = []
    try:
        worker = start_worker(settings, "reduce", tmp_path / "reduce.log",
                              extra_env={"REPROBOT_TRITON_VERSIONS": release, "REPROBOT_REDUCE_BUDGET_S": "20"})
        procs.append(worker)
        api, url = start_api(settings, tmp_path / "api.log")
        procs.append(api)
        wait_worker_ready(worker)
        engine = docker.from_env()
        since = time.time() - 1
        env = {k: v for k, v in os.environ.items() if not k.startswith("REPROBOT_")}
        env.update(PYTHONPATH=str(ROOT), REPROBOT_API_TOKEN=token, REPROBOT_API_URL=url)
        src = tmp_path / "evil.py"
        src.write_text(evil)
        cp = subprocess.run([sys.executable, "-m", "service.cli", "submit", str(src), "--command", "python evil.py",
                             "--wait", "--timeout-s", "150"],
                            capture_output=True, text=True, env=env, cwd=ROOT, timeout=200)
        until = time.time() + 1
        job = json.loads(cp.stdout)
        # the script ran to its end (its write succeeded, in the container's /tmp) and compiled: nothing to reduce
        assert job["state"] == "failed" and f"does not fail on triton-{release} (clean" in job["error"], job
        assert store.get_job(job["id"]).submitted_by == info.id
        created = [e for e in engine.api.events(since=since, until=until, decode=True,
                                                filters={"type": "container", "event": "create",
                                                         "label": "reprobot.sandbox=1"})]
        assert created, "no sandbox container was started for the job"
        assert not marker.exists(), "the Triton reproducer wrote on the worker's host"
    except Exception:
        for p in procs:
            print(f"==== {p.log.name}\n{p.output()[-4000:]}")
        raise
    finally:
        for p in procs:
            p.stop()
        marker.unlink(missing_ok=True)
        store.dispose()

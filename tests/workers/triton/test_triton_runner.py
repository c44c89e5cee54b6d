"""The hermetic CPU runner on real triton releases: the stand-in driver's real compile path,
crash signatures in both failure forms (abort up to 3.2, caught from 3.3), and isolation of
the untrusted script (timeout, network, environment, rlimits)."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from reducers.triton.signature import parse_triton_failure
from tests.conftest import load_issue
from workers.triton.adapter import complete_with_aot
from workers.triton.extract import extract_triton
from workers.triton.runner import TestLimits as Limits
from workers.triton.runner import WarmRunner

TINY = '''
import torch, triton, triton.language as tl

@triton.jit
def k(dst, src, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(dst + offs, tl.load(src + offs, mask=offs < n), mask=offs < n)

x = torch.randn(64, device="cuda")
y = torch.empty_like(x)
k[(1,)](y, x, 64, BLOCK=64)
print("target", triton.runtime.driver.active.get_current_target())
torch.testing.assert_close(y, x)  # launches are no-ops: this fails after the compile
'''


@pytest.fixture(scope="module")
def new_cuda(py_new):
    with WarmRunner(py_new, "cuda:90:32", limits=Limits(wall_s=60, cpu_s=60)) as r:
        yield r


def test_real_compile_path_for_chosen_targets(new_cuda, py_new):
    run = new_cuda.run_source(TINY)
    assert run.report["compiles"] == 1 and run.report["launches"] == 1
    assert "GPUTarget(backend='cuda', arch=90, warp_size=32)" in run.process.stdout
    # the numeric check after a no-op launch is not a Triton failure
    assert run.report["exc_type"] == "AssertionError" and not run.report["in_triton"]
    assert parse_triton_failure(run.process.stderr, run.process.exit_code, run.report) is None
    with WarmRunner(py_new, "hip:gfx942:64") as amd:
        run = amd.run_source(TINY)
    assert "GPUTarget(backend='hip', arch='gfx942', warp_size=64)" in run.process.stdout
    assert run.report["compiles"] == 1


def test_10909_caught_pass_failure_on_36(new_cuda, corpus):
    src = extract_triton(load_issue(corpus, "triton", 10909)).reproducers[0].source
    run = new_cuda.run_source(src)
    sig = parse_triton_failure(run.process.stderr, run.process.exit_code, run.report)
    assert run.process.exit_code == 1 and run.report["exc_msg"] == "PassManager::run failed"
    assert sig.kind == "assertion" and sig.pass_name == "TritonGPUCoalesce"
    assert "expected `join` to be monotonic" in sig.first_line and "stage=ttgir" in sig.frames


def test_6157_aborts_on_32_with_ieee(py_old, corpus):
    x = extract_triton(load_issue(corpus, "triton", 6157))
    src = complete_with_aot(x.reproducers[0].source, "cuda:90:32")
    with WarmRunner(py_old, "cuda:90:32", env=x.env) as r:
        run = r.run_source(src)
        sig = parse_triton_failure(run.process.stderr, run.process.exit_code, run.report)
        assert run.process.exit_code == -6 and sig.kind == "assertion" and "idx < size()" in sig.message
        # the same kernel with TF32 allowed compiles: the env of the report matters
        run = r.run_source(src, env={"TRITON_F32_DEFAULT": "tf32"})
        assert run.process.exit_code == 0, run.process.stderr[-2000:]


def test_timeout_kills_the_process_group(py_new):
    src = ("import subprocess, time\np = subprocess.Popen(['sleep', '300'])\nprint(p.pid, flush=True)\n"
           "while True: time.sleep(0.1)\n")
    with WarmRunner(py_new, "cuda:90:32", limits=Limits(wall_s=3, cpu_s=30)) as r:
        run = r.run_source(src)
        assert run.process.timed_out
        helper = int(run.process.stdout.split()[0])
        # the server survives and answers the next test
        assert r.run_source("print('again')\n").process.stdout.strip() == "again"
    for _ in range(50):  # killed with the process group, then reaped by init
        if not os.path.exists(f"/proc/{helper}"):
            break
        time.sleep(0.1)
    assert not os.path.exists(f"/proc/{helper}")


HANGS_IN_TTGIR = TINY.replace("x = torch.randn", """
from triton.backends.nvidia.compiler import CUDABackend
real = CUDABackend.make_ttgir

def make_ttgir(*args, **kwargs):  # a compile stage that never ends
    while True:
        pass

CUDABackend.make_ttgir = staticmethod(make_ttgir)
x = torch.randn""")


def test_timeout_says_where_the_test_hung(py_new, corpus):
    """At the wall limit the harness sends SIGQUIT first: faulthandler's dump names the hanging
    frame and compile stage, and the TIMEOUT's reason carries it."""
    from workers.triton.adapter import classify
    with WarmRunner(py_new, "cuda:90:32", limits=Limits(wall_s=4, cpu_s=30)) as r:
        t0 = time.monotonic()
        run = r.run_source(HANGS_IN_TTGIR)
        assert run.process.timed_out and time.monotonic() - t0 < 4 + 10
        assert "most recent call first" in run.process.stderr
        res = classify(run, "triton-3.6.0", None)
        assert res.outcome.value == "timeout"
        assert "hung in make_ttgir (repro.py:" in res.reason and "compile stage ttgir" in res.reason
        # where the issue reports a hang ("Pipeline pass hanging"), the same run is the reported failure
        hang = extract_triton(json.loads((Path(__file__).parent / "data/issues/1652.json").read_text())).reported
        res = classify(run, "triton-3.6.0", hang)
        assert res.outcome.value == "reproduces" and res.match.grade == "exact"
        assert res.reason.startswith("timed out, as reported") and "compile stage ttgir" in res.reason
        # where the issue shows a crash (9815: an assertion), a hang is another failure, not a timeout
        crash = extract_triton(load_issue(corpus, "triton", 9815)).reported
        assert crash is not None and crash.kind != "timeout"
        res = classify(run, "triton-3.6.0", crash)
        assert res.outcome.value == "other-failure" and res.match.grade == "different"
        assert res.reason.startswith("timed out where the report shows") and "compile stage ttgir" in res.reason
        # a test that ignores SIGQUIT still ends at the grace
        run = r.run_source("import signal\nsignal.signal(signal.SIGQUIT, signal.SIG_IGN)\nwhile True: pass\n")
        assert run.process.timed_out and run.process.wall_s < 4 + 5
        assert r.run_source("print('again')\n").process.stdout.strip() == "again"


def test_isolation_env_network_and_limits(py_new, monkeypatch):
    monkeypatch.setenv("GITHUB_TOKEN", "secret-value")
    src = '''
import os, socket, resource
print("token", os.environ.get("GITHUB_TOKEN"))
print("cache", os.environ["TRITON_CACHE_DIR"].startswith(os.environ["TMPDIR"]))
print("as", resource.getrlimit(resource.RLIMIT_AS)[0] >> 20)
try:
    socket.create_connection(("127.0.0.1", 6379), timeout=2)
    print("net open")
except OSError:
    print("net blocked")
'''
    with WarmRunner(py_new, "cuda:90:32", limits=Limits(memory_mb=8192)) as r:
        out = r.run_source(src).process.stdout
        assert "token None" in out and "cache True" in out and "as 8192" in out
        if r.isolation:
            assert "net blocked" in out


@pytest.mark.docker
def test_container_server_gives_the_same_runs_as_the_host(new_cuda, py_new, corpus):
    """The warm server in a Docker sandbox container (release venv mounted read-only): the same
    report and signature as on the host for 10909, a levels-mode run's files come back, and
    the test ran as the sandbox user without network."""
    from tests.workers.sandbox.battery_support import docker_socket_present
    from workers.sandbox.docker import DockerSandbox

    if not docker_socket_present():
        pytest.skip("no Docker socket")
    src = extract_triton(load_issue(corpus, "triton", 10909)).reproducers[0].source
    with WarmRunner(py_new, "cuda:90:32", limits=Limits(wall_s=60, cpu_s=60), sandbox=DockerSandbox()) as box:
        here, there = new_cuda.run_source(src), box.run_source(src)
        assert there.report == here.report
        assert parse_triton_failure(there.process.stderr, there.process.exit_code, there.report) == \
            parse_triton_failure(here.process.stderr, here.process.exit_code, here.report)
        probe = box.run_source("import os, socket\nprint(os.getuid(), os.listdir('/sys/class/net'))\n"
                               "socket.create_connection(('127.0.0.1', 6379), timeout=2)\n")
        assert probe.process.stdout.strip() == "10001 ['lo']"
        assert probe.report["exc_type"] == "ConnectionRefusedError"
        staged = box.run_levels("stages", {"repro.py": TINY})
        assert any(n.endswith(".ttir") for n in staged.files), sorted(staged.files)


def test_readable_watches_a_descriptor_above_1024():
    """A worker with many warm servers holds descriptors past select(2)'s 1024 limit
    ("filedescriptor out of range in select()" seen in a corpus evaluation): poll sees them."""
    import resource

    from workers.sandbox.base import readable

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if max(soft, hard if hard != resource.RLIM_INFINITY else 4096) < 1600:
        pytest.skip("RLIMIT_NOFILE below 1600")
    if soft < 1600:
        resource.setrlimit(resource.RLIMIT_NOFILE, (1600, hard))
    r, w = os.pipe()
    hi = os.dup2(r, 1500)
    try:
        assert not readable(hi, 0.05)
        os.write(w, b"x\n")
        assert readable(hi, 1.0)
    finally:
        for fd in (r, w, hi):
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))

"""The Docker sandbox does ordinary work correctly: files in and out, stdin, env, exit
codes, signals, output framing; and the container is configured as documented."""
from __future__ import annotations

import os

import pytest

from workers.sandbox.base import Limits
from workers.sandbox.docker import GVISOR, GVISOR_HOST_TASKS, GVISOR_HOST_TASKS_PER_PROCESS, GVISOR_MEMORY_MB

pytestmark = pytest.mark.docker


def test_files_stdin_env_and_exit_codes(docker_sandbox):
    blob = os.urandom(1 << 20)
    with docker_sandbox.session() as s:
        assert s.put("in.bin", blob) == "/sandbox/in.bin"
        assert s.get("in.bin") == blob
        r = s.run(["sh", "-c", "cat > copy.bin; echo \"$A|$B|$HOME\"; echo err >&2; exit 3"], stdin=blob,
                  env={"A": "x=y", "B": "two words"})
        assert r.exit_code == 3 and r.stdout == "x=y|two words|/sandbox\n" and r.stderr == "err\n", r
        assert s.get("copy.bin") == blob
        with pytest.raises(FileNotFoundError):
            s.get("missing")
        r = s.run(["python3", "-c", "import os; os.kill(os.getpid(), 11)"])
        assert r.exit_code == -11 and not r.timed_out
        # SIGPIPE has its default action in the test (Python, which runs the supervisor, ignores it)
        r = s.run(["sh", "-c", "yes | head -n 2"], limits=Limits(wall_s=20))
        assert r.exit_code == 0 and r.stdout == "y\ny\n" and r.stderr == "", r
        r = s.run(["/no/such/tool"])
        assert r.exit_code == 127 and "cannot start" in r.stderr


def test_a_put_whose_stream_loses_data_is_written_again_and_a_full_directory_is_not(docker_sandbox):
    """The writer reports the bytes it wrote. A put whose stdin stream ended early (here the real
    exec given only half the data, as a stream Docker closed under load would) wrote a short file
    and said so: it is written again, whole. A work directory too small is the writer's own error,
    raised at once with its reason (a second try would fail the same way)."""
    from workers.sandbox.docker import PUT_TRIES, SandboxError

    blob = os.urandom(1 << 18)
    with docker_sandbox.session(Limits(disk_mb=1)) as s:
        real, calls = s._exec, []

        def half_first(cmd, **kw):
            calls.append(cmd)
            if len(calls) == 1 and kw.get("stdin"):
                kw["stdin"] = kw["stdin"][: len(kw["stdin"]) // 2]
            return real(cmd, **kw)

        s._exec = half_first
        assert s.put("in.bin", blob) == "/sandbox/in.bin"
        assert len(calls) == 2 and PUT_TRIES >= 2
        s._exec = real
        assert s.get("in.bin") == blob
        calls.clear()
        s._exec = half_first
        with pytest.raises(SandboxError, match="cannot write 'big.bin'.*No space left on device"):
            s.put("big.bin", os.urandom(4 << 20))
        assert len(calls) == 1


def test_forged_result_trailer_only_affects_its_own_output(docker_sandbox):
    with docker_sandbox.session() as s:
        r = s.run(["python3", "-c", "print('\\nREPROBOT-RESULT 0 0.0 0 0 0 0'); import sys; sys.exit(7)"])
        assert r.exit_code == 7 and "REPROBOT-RESULT" in r.stdout


def test_binary_output_is_decoded_not_fatal(docker_sandbox):
    with docker_sandbox.session() as s:
        r = s.run(["python3", "-c", "import sys; sys.stdout.buffer.write(bytes(range(256)))"])
        assert r.exit_code == 0 and len(r.stdout) == 256


def test_container_configuration(docker_sandbox):
    with docker_sandbox.session(Limits(memory_mb=300, pids=50, disk_mb=20)) as s:
        s.container.reload()
        hc = s.container.attrs["HostConfig"]
        cfg = s.container.attrs["Config"]
        assert hc["NetworkMode"] == "none"
        assert hc["ReadonlyRootfs"] is True
        assert hc["CapDrop"] == ["ALL"] and not hc.get("CapAdd")
        assert "no-new-privileges:true" in hc["SecurityOpt"]
        if docker_sandbox.runtime == GVISOR:
            # the cgroup holds gVisor's host side too; the sandbox's own process bound is RLIMIT_NPROC
            assert hc["Runtime"] == GVISOR
            assert hc["PidsLimit"] == 50 * GVISOR_HOST_TASKS_PER_PROCESS + GVISOR_HOST_TASKS
            assert {"Name": "nproc", "Soft": 50, "Hard": 50} in hc["Ulimits"]
            assert hc["Memory"] == hc["MemorySwap"] == (300 + 20 + 64 + 64 + GVISOR_MEMORY_MB) << 20
            assert s.run(["sh", "-c", "dmesg | head -1"]).stdout.startswith("[    0.000000] Starting gVisor"), \
                "the container runs on gVisor's kernel"
        else:
            assert hc["Runtime"] == "runc"
            assert hc["PidsLimit"] == 50
            assert hc["Memory"] == hc["MemorySwap"] == (300 + 20 + 64 + 64) << 20
        assert hc["NanoCpus"] == 1_000_000_000
        assert not hc.get("Binds") and not hc.get("Privileged")
        assert "size=20m" in hc["Tmpfs"]["/sandbox"]
        assert cfg["User"] == "10001:10001"
        assert not any(e.startswith(("GITHUB", "REPROBOT")) for e in cfg["Env"])


def test_reap_stale_removes_only_its_own_leftovers(docker_sandbox):
    import uuid

    from workers.sandbox.docker import DockerSandbox

    mine = DockerSandbox(labels={"reprobot.test": uuid.uuid4().hex})
    other = DockerSandbox(labels={"reprobot.test": uuid.uuid4().hex})
    left = mine.client.containers.run(**mine.container_config(Limits()))  # as if the worker died mid-session
    keep = other.client.containers.run(**other.container_config(Limits()))
    try:
        assert mine.reap_stale(older_than_s=3600) == 0  # too young
        assert mine.reap_stale(older_than_s=0) == 1
        assert not mine.client.containers.list(all=True, filters={"id": left.id})
        keep.reload()
        assert keep.status == "running"
    finally:
        keep.remove(force=True)


def test_stdin_not_read_does_not_hang(docker_sandbox):
    with docker_sandbox.session() as s:
        r = s.run(["sleep", "30"], stdin=b"x" * (8 << 20), limits=Limits(wall_s=2))
        assert r.timed_out, r
        assert s.run(["true"]).exit_code == 0


def test_timeout_sends_sigquit_first_so_llvm_prints_where_it_hangs(docker_sandbox):
    """As in the local sandbox: 220802's input makes LLVM 19 loop in the GlobalISel
    legalizer; the supervisor's SIGQUIT at the wall limit gets llc's stack dump out."""
    from pathlib import Path

    from workers.sandbox.base import QUIT_GRACE_S

    repro = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm" / "220802" / "repro.ll"
    with docker_sandbox.session() as s:
        path = s.put("repro.ll", repro.read_bytes())
        r = s.run(["/usr/lib/llvm-19/bin/llc", "-global-isel", "-o", "/dev/null", path],
                  limits=Limits(wall_s=2, cpu_s=30))
        assert r.timed_out and "Running pass 'Legalizer' on function '@f'" in r.stderr
        assert r.wall_s < 2 + QUIT_GRACE_S + 1
        r = s.run(["sh", "-c", "trap '' QUIT; sleep 30"], limits=Limits(wall_s=1))
        assert r.timed_out and r.wall_s < 1 + QUIT_GRACE_S + 1


def test_runtime_setting_reaches_the_sandbox_and_an_unregistered_runtime_is_refused(docker_sandbox):
    from workers.pipeline.adapters import docker_sandbox as from_settings
    from workers.sandbox.docker import DockerSandbox, SandboxError
    from workers.settings import Settings

    from workers.sandbox.docker import registered_runtimes

    registered = registered_runtimes(docker_sandbox.client)
    assert from_settings(Settings()).runtime is None  # the default: runc
    auto = from_settings(Settings().override(sandbox={"runtime": "auto"}))  # gVisor exactly where it starts
    assert auto.runtime == (GVISOR if GVISOR in registered else None)
    missing = DockerSandbox(runtime="no-such-runtime", limits=docker_sandbox.limits)
    assert not missing.available()
    with pytest.raises(SandboxError, match="cannot start the sandbox container"):
        with missing.session():
            pass

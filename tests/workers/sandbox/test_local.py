"""The local sandbox with real processes: limits, scrubbed environment, cleanup."""
from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from workers.sandbox.base import QUIT_GRACE_S, Limits
from workers.sandbox.local import LocalSandbox


def test_runs_in_private_workdir_with_scrubbed_env(monkeypatch):
    monkeypatch.setenv("GITHUB_TOKEN", "ghp_secret_value")
    sb = LocalSandbox()
    with sb.session() as s:
        s.put("a.txt", b"hello")
        p = s.run(["/bin/sh", "-c", "cat a.txt; echo; env"])
        wd = s.workdir
        assert p.exit_code == 0 and p.stdout.startswith("hello")
        assert "ghp_secret_value" not in p.stdout and "GITHUB_TOKEN" not in p.stdout
        assert oct(os.stat(wd).st_mode & 0o777) == "0o700"
    assert not os.path.exists(wd)


def test_timeout_kills_the_whole_process_group():
    with LocalSandbox().session() as s:
        t0 = time.monotonic()
        p = s.run(["/bin/sh", "-c", "sleep 30 & sleep 30; echo done"], limits=Limits(wall_s=1, cpu_s=5))
        assert p.timed_out and time.monotonic() - t0 < 10
        assert "done" not in p.stdout


LLC19 = "/usr/lib/llvm-19/bin/llc"
HANGS = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm" / "220802" / "repro.ll"


@pytest.mark.skipif(not os.path.exists(LLC19), reason="Debian LLVM 19 not installed")
def test_timeout_sends_sigquit_first_so_llvm_prints_where_it_hangs():
    """220802's input makes LLVM 19's GlobalISel legalizer loop; at the wall limit the sandbox
    sends SIGQUIT, llc prints its stack dump, and SIGKILL follows QUIT_GRACE_S later."""
    with LocalSandbox().session() as s:
        path = s.put("repro.ll", HANGS.read_bytes())
        p = s.run([LLC19, "-global-isel", "-o", "/dev/null", path], limits=Limits(wall_s=2, cpu_s=30))
        assert p.timed_out
        assert "Running pass 'Legalizer' on function '@f'" in p.stderr
        assert p.wall_s < 2 + QUIT_GRACE_S + 1
        # a command that ignores SIGQUIT still ends at the grace
        t0 = time.monotonic()
        p = s.run(["/bin/sh", "-c", "trap '' QUIT; sleep 30"], limits=Limits(wall_s=1, cpu_s=5))
        assert p.timed_out and time.monotonic() - t0 < 1 + QUIT_GRACE_S + 2


def test_cpu_limit_and_memory_limit():
    with LocalSandbox().session() as s:
        p = s.run(["python3", "-c", "while True: pass"], limits=Limits(wall_s=20, cpu_s=1))
        assert p.timed_out and p.wall_s < 15
        p = s.run(["python3", "-c", "x = bytearray(2_000_000_000)"], limits=Limits(wall_s=20, memory_mb=256))
        assert p.exit_code != 0 and "MemoryError" in p.stderr


def test_output_is_capped_and_bad_names_refused():
    with LocalSandbox().session() as s:
        p = s.run(["python3", "-c", "print('x' * 5_000_000)"], limits=Limits(output_bytes=10_000))
        assert p.truncated and len(p.stdout) < 20_000
        for bad in ("../escape", "/etc/passwd", "", ".."):
            try:
                s.put(bad, b"x")
            except ValueError:
                continue
            raise AssertionError(f"accepted {bad!r}")


def test_missing_binary_is_a_result_not_an_exception():
    with LocalSandbox().session() as s:
        p = s.run(["/nonexistent/llc"])
        assert p.exit_code == 127 and "cannot start" in p.stderr


def test_a_command_that_prints_without_end_is_killed_and_never_held_whole(tmp_path):
    """181378 (Hexagon, -enable-legalize-types-checking) makes Debian's llc 16/19 print 'Value in
    multiple maps!' without end: a gigabyte of stderr in 20 s. The run keeps only the head and
    tail of each stream (output_bytes) and kills the group past 64 x that (at least 64 MiB), long
    before the wall limit; stdin is still fed."""
    import time as _time

    from workers.sandbox.base import Limits
    from workers.sandbox.local import LocalSandbox

    lim = Limits(wall_s=60, cpu_s=60, output_bytes=64 << 10)
    with LocalSandbox(lim).session() as s:
        t0 = _time.monotonic()
        r = s.run(["sh", "-c", "head -c 5 >&2; echo; yes 'Value in multiple maps!' >&2"], stdin=b"first")
        took = _time.monotonic() - t0
    assert took < 30 and not r.timed_out and r.truncated
    assert r.stderr.startswith("first") and "killed after more than 64 MiB of output" in r.stderr
    assert len(r.stderr) < 2 * (64 << 10) and "Value in multiple maps!" in r.stderr[-200:]

"""``reprobot worker`` refuses to run HTTP and GitHub jobs without the container sandbox;
``reprobot submit`` needs an API token. Real processes."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from service.commands.service import sandbox_refusal, token_refusal
from tests.service.env import ROOT
from workers.settings import Settings


def run(*args, **env):
    e = {k: v for k, v in os.environ.items() if not k.startswith("REPROBOT_")}
    e.update(PYTHONPATH=str(ROOT), REPROBOT_BROKER_URL="redis://127.0.0.1:6379/15", **env)
    return subprocess.run([sys.executable, "-m", "service.cli", *args], capture_output=True, text=True, env=e,
                          cwd=ROOT, timeout=120)


@pytest.mark.parametrize("queues", ["reduce", "build", "reduce,build,report"])
def test_worker_with_the_local_sandbox_is_refused_at_start(queues):
    t0 = time.monotonic()
    p = run("worker", "--queues", queues, REPROBOT_SANDBOX_KIND="local")
    assert p.returncode == 2, p.stdout + p.stderr
    assert "refusing to start the worker" in p.stderr and "REPROBOT_SANDBOX_KIND=local" in p.stderr
    assert "celery@" not in p.stdout + p.stderr and time.monotonic() - t0 < 60  # no worker came up


def test_worker_without_the_docker_sandbox_is_refused_at_start():
    p = run("worker", "--queues", "reduce", REPROBOT_SANDBOX_IMAGE="reprobot/no-such-runner:0")
    assert p.returncode == 2
    assert "refusing to run a reproducer submitted over HTTP without the Docker sandbox" in p.stderr
    assert "reprobot/no-such-runner:0" in p.stderr


def test_only_queues_that_run_reproducers_need_the_container():
    local = Settings(sandbox={"kind": "local"})
    assert sandbox_refusal(local, ["report"]) is None  # the report worker runs no reproducer
    assert "local" in sandbox_refusal(local, ["report", "build"])


@pytest.mark.docker
def test_report_queue_with_the_token_never_shares_a_process_with_docker():
    """The GitHub token stays out of the processes that drive Docker (issue 12 item 2)."""
    p = run("worker", "--queues", "reduce,report", REPROBOT_GITHUB_TOKEN="ghp_canary0123456789")
    assert p.returncode == 2, p.stdout + p.stderr
    assert "refusing to start the worker" in p.stderr and "--queues report" in p.stderr
    assert "ghp_canary" not in p.stdout + p.stderr and "celery@" not in p.stdout + p.stderr


def test_token_refusal_rule():
    tok = Settings(github={"token": "ghp_x"})
    assert token_refusal(tok, ["report"]) is None
    assert token_refusal(tok, ["reduce"]) is None and token_refusal(tok, ["build"]) is None
    assert "build" in token_refusal(tok, ["build", "report"])
    assert token_refusal(Settings(github={"token": None}), ["reduce", "build", "report"]) is None  # no token, nothing to keep apart


def test_submit_without_a_token_says_how_to_get_one(tmp_path):
    f = tmp_path / "a.ll"
    f.write_text("define void @f() {\n  ret void\n}\n")
    p = run("submit", str(f), "--command", "llc -O0", "--url", "http://127.0.0.1:9")
    assert p.returncode == 1 and "REPROBOT_API_TOKEN" in p.stderr and "reprobot token create" in p.stderr

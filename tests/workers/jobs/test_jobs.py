"""Celery tasks in-process (eager) on real PostgreSQL and the GitHub stand-in, with real LLVM through
the lead's pipeline: the step chain, the one comment, /reprobot wrong and retry, failure handling.

The multi-process behaviour (real workers, SIGKILL, redelivery) is in tests/service/test_e2e.py.
"""
from __future__ import annotations

import sys
import uuid
from pathlib import Path

import pytest

_ROOT = str(Path(__file__).resolve().parents[3])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

from tests.service.env import CORPUS, make_settings, pg_url, redis_env  # noqa: E402,F401  (fixtures)
from tests.support.github_standin import make_server  # noqa: E402
from workers.celery_app import create_celery  # noqa: E402
from workers.errors import InfrastructureError, is_infrastructure_error  # noqa: E402
from workers.pipeline import TRIAGE  # noqa: E402
from workers.store import Store  # noqa: E402

REPO = "llvm/llvm-project"


@pytest.fixture
def pipeline_env(monkeypatch):
    """LLVM 16 (clean) and 19 (reproduces) for 97906: a first bad release with a good one before it."""
    from workers.settings import get_settings

    monkeypatch.setenv("REPROBOT_TOOLCHAINS", "llvm-16,llvm-19")
    monkeypatch.setenv("REPROBOT_SANDBOX_KIND", "auto")  # reproducers from GitHub run only in the Docker sandbox
    monkeypatch.setenv("REPROBOT_REDUCE", "false")
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


@pytest.fixture
def env(make_settings, pipeline_env):
    if not Path("/var/run/docker.sock").exists():
        pytest.skip("no Docker socket: GitHub reproducers run only in the Docker sandbox")
    standin = make_server(corpus=CORPUS, only={97906, 172049}).start()
    settings = make_settings(github_base_url=standin.url, eager=True, queue_prefix=f"tk{uuid.uuid4().hex[:6]}-",
                             seconds_between_writes=1.0)
    app = create_celery(settings)
    store = Store(settings.service.database_url)
    store.migrate()
    yield app, standin, store
    standin.close()
    store.dispose()


def ours(standin, n):
    return [c for c in standin.comments(REPO, n) if "<!-- reprobot:" in c["body"]]


@pytest.mark.docker
def test_triage_chain_posts_once_and_withdraw_takes_the_culprit_back(env):
    from workers.jobs.driver import job_steps
    from workers.jobs.intake import intake, withdraw

    app, standin, store = env
    out = intake(app, REPO, 97906, "webhook")  # eager: runs extract -> ... -> report inline
    assert out["created"] is True
    job = store.get_job(out["job"])
    assert job.state == "succeeded", job.error
    assert [n for n in job_steps(store, job)] == [s.name for s in TRIAGE]
    triage = job.result["triage"]
    assert triage["runs"]["llvm-16"]["outcome"] == "clean" and triage["runs"]["llvm-19"]["outcome"] == "reproduces"
    assert triage["bisection"]["first_bad"] == "llvm-19" and triage["bisection"]["last_good"] == "llvm-16"
    [c] = ours(standin, 97906)
    assert "introduced between `llvm-16` (good) and `llvm-19` (bad)" in c["body"].lower()
    labels = {lb["name"] for lb in standin.state.issues[REPO][97906]["labels"]}
    assert "reprobot:bisected" in labels

    # same content again: the job exists, nothing runs, nothing is posted
    n_writes = len(standin.state.writes)
    again = intake(app, REPO, 97906, "poll")
    assert again["created"] is False and again["job"] == job.id
    assert len(standin.state.writes) == n_writes

    # /reprobot wrong: feedback recorded, the comment edited in place without the culprit, label dropped
    w = withdraw(app, REPO, 97906, "maintainer", "it is a revert")
    assert w["withdrawn"] is True and w["culprit"] == "llvm-19" and w["action"] == "updated"
    [c2] = ours(standin, 97906)
    assert c2["id"] == c["id"] and "withdrawn" in c2["body"] and "introduced between `llvm-16` (good) and `llvm-19` (bad)" not in c2["body"].lower()
    labels = {lb["name"] for lb in standin.state.issues[REPO][97906]["labels"]}
    assert "reprobot:bisected" not in labels
    issue = store.get_issue(REPO, 97906)
    fb = store.feedback(issue.id)
    assert fb[-1]["user"] == "maintainer" and fb[-1]["detail"]["culprit"] == "llvm-19"

    # /reprobot retry: a new generation runs again; the rerun keeps the culprit withdrawn, still one comment
    r = intake(app, REPO, 97906, "webhook", command="retry", user="maintainer")
    assert r["created"] is True and r["job"] != job.id
    job2 = store.get_job(r["job"])
    assert job2.state == "succeeded" and job2.request["generation"] == 1
    [c3] = ours(standin, 97906)
    assert c3["id"] == c["id"] and "withdrawn" in c3["body"]


@pytest.mark.docker
def test_clean_issue_gets_no_comment_unless_commanded(env):
    from workers.jobs.intake import intake

    app, standin, store = env
    out = intake(app, REPO, 172049, "poll")
    job = store.get_job(out["job"])
    assert job.state == "succeeded" and job.result["posted"] is False
    assert job.result["reason"] == "nothing reproduces"
    assert ours(standin, 172049) == []
    # an allowed user asks for it explicitly: a comment saying it did not reproduce
    r = intake(app, REPO, 172049, "webhook", command="reduce", user="maintainer")
    job2 = store.get_job(r["job"])
    assert job2.result["posted"] is True
    [c] = ours(standin, 172049)
    assert "Not reproduced" in c["body"]


@pytest.mark.docker
def test_manual_job_that_does_not_crash_fails_without_retry(env):
    from workers.jobs.driver import enqueue_step
    from workers.pipeline import request_hash

    app, _, store = env
    req = {"kind": "llvm-ir", "tool": "llc", "args": ["-o", "/dev/null"], "signature_regex": None,
           "toolchains": ["llvm-16"], "budget_s": 10, "filename": "ok.ll"}
    req["hash"] = request_hash(dict(req, source="x"))
    job, _ = store.create_job(key=f"manual:{req['hash']}", kind="reduce", plan=["reduce_job"], trigger="api",
                              request=req)
    store.add_artifact(job.id, "ok.ll", "input", b"define void @f() {\n  ret void\n}\n")
    enqueue_step(app, job.id, "reduce_job")
    d = store.job_detail(job.id)
    assert d["state"] == "failed" and "does not crash" in d["error"]
    assert d["steps"][0]["attempts"] == 1  # a pipeline error is not retried


def test_infrastructure_errors_are_the_retried_ones():
    import redis
    from github import GithubException
    from sqlalchemy.exc import OperationalError

    assert is_infrastructure_error(InfrastructureError("docker daemon gone"))
    assert is_infrastructure_error(redis.ConnectionError("down"))
    assert is_infrastructure_error(OperationalError("select 1", {}, Exception("server closed")))
    assert is_infrastructure_error(GithubException(502, {"message": "Bad Gateway"}, {}))
    assert not is_infrastructure_error(GithubException(422, {"message": "Validation Failed"}, {}))
    assert not is_infrastructure_error(ValueError("bad IR"))

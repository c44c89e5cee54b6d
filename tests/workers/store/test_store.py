"""Job store on real PostgreSQL (a fresh database per session) and on SQLite."""
from __future__ import annotations

import threading
import time

import pytest
from sqlalchemy import inspect

from workers.store import JobState, Store, issue_content_hash


@pytest.fixture(params=["postgresql", "sqlite"])
def store(request, pg_url, tmp_path):
    url = pg_url if request.param == "postgresql" else f"sqlite:///{tmp_path}/store.db"
    s = Store(url)
    s.migrate()
    yield s
    if request.param == "postgresql":  # tables are shared by the session's database: empty them
        with s.engine.begin() as c:
            c.exec_driver_sql("TRUNCATE runs, artifacts, steps, feedback, jobs, issues, webhook_deliveries, "
                              "poll_state, api_tokens RESTART IDENTITY CASCADE")
    s.dispose()


def test_migrations_create_all_tables_and_are_idempotent(store):
    store.migrate()  # a second upgrade is a no-op
    names = set(inspect(store.engine).get_table_names())
    assert {"issues", "jobs", "steps", "runs", "artifacts", "webhook_deliveries", "poll_state", "feedback",
            "api_tokens", "alembic_version"} <= names


def test_job_key_is_unique_and_create_reports_existing(store):
    j1, c1 = store.create_job(key="llvm/llvm-project#1@abc/g0", kind="triage", plan=["triage", "report"],
                              trigger="poll")
    j2, c2 = store.create_job(key="llvm/llvm-project#1@abc/g0", kind="triage", plan=["triage", "report"],
                              trigger="webhook")
    assert (c1, c2) == (True, False)
    assert j2.id == j1.id and j2.trigger == "poll"


def test_claim_step_run_done_busy_and_takeover(store):
    job, _ = store.create_job(key="k", kind="triage", plan=["triage"], trigger="t")
    sid = store.ensure_step(job.id, "triage", "k|h|triage|g0", "reduce")
    assert store.ensure_step(job.id, "triage", "k|h|triage|g0", "reduce") == sid
    assert store.claim_step(sid, "w1", stale_s=5).action == "run"
    # another worker while w1 heart-beats: busy
    assert store.claim_step(sid, "w2", stale_s=5).action == "busy"
    store.checkpoint(sid, {"best": "x"})
    # w1 stops heart-beating: after stale_s the step is taken over, checkpoint handed on
    time.sleep(1.2)
    c = store.claim_step(sid, "w2", stale_s=1.0)
    assert c.action == "run" and c.attempts == 2 and c.checkpoint == {"best": "x"}
    store.finish_step(sid, {"ok": 1}, work_s=0.5, runs=[{"toolchain": "llvm-19", "outcome": "reproduces"}])
    c = store.claim_step(sid, "w3", stale_s=1.0)
    assert c.action == "done" and c.result == {"ok": 1}
    d = store.job_detail(job.id)
    assert d["steps"][0]["state"] == "done" and d["steps"][0]["runs"][0]["outcome"] == "reproduces"
    assert d["progress"] == {"steps_done": 1, "steps_total": 1}


def test_concurrent_claims_let_exactly_one_run(store):
    job, _ = store.create_job(key="race", kind="triage", plan=["triage"], trigger="t")
    sid = store.ensure_step(job.id, "triage", "race|h|triage|g0", "reduce")
    results = []

    def claim(i):
        results.append(store.claim_step(sid, f"w{i}", stale_s=60).action)
    ts = [threading.Thread(target=claim, args=(i,)) for i in range(8)]
    [t.start() for t in ts]
    [t.join() for t in ts]
    assert sorted(results) == ["busy"] * 7 + ["run"]


def test_delivery_dedup_and_forget(store):
    assert store.record_delivery("d-1", "issues", "opened") is True
    assert store.record_delivery("d-1", "issues", "opened") is False
    store.forget_delivery("d-1")
    assert store.record_delivery("d-1", "issues", "opened") is True


def test_issue_upsert_content_hash_ignores_bot_comment_and_commands(store):
    issue = {"number": 7, "title": "crash", "body": "LLVM ERROR: x", "comments": [{"user": {"login": "a"}, "body": "hi"}]}
    iid, changed, gen = store.upsert_issue("o/r", issue, candidate=True, reason="x", bot_login="reprobot")
    assert changed and gen == 0
    issue2 = dict(issue, comments=issue["comments"] + [
        {"user": {"login": "reprobot"}, "body": "result <!-- reprobot:v1 repo=o/r issue=7 -->"},
        {"user": {"login": "m"}, "body": "/reprobot wrong"}])
    assert issue_content_hash(issue2, "reprobot") == issue_content_hash(issue, "reprobot")
    assert store.upsert_issue("o/r", issue2, candidate=True, reason="x", bot_login="reprobot") == (iid, False, 0)
    issue3 = dict(issue, body="LLVM ERROR: y")
    assert store.upsert_issue("o/r", issue3, candidate=True, reason="x", bot_login="reprobot")[1] is True
    assert store.bump_generation(iid) == 1


def test_poll_state_feedback_artifacts_and_listing(store):
    assert store.poll_state("o/r") == ("", "")
    store.save_poll_state("o/r", "2026-01-01T00:00:00Z", 'W/"e"')
    assert store.poll_state("o/r") == ("2026-01-01T00:00:00Z", 'W/"e"')
    iid, _, _ = store.upsert_issue("o/r", {"number": 1, "title": "t", "body": ""}, candidate=False, reason="")
    store.add_feedback(iid, "maintainer", "wrong", {"culprit": "abc"})
    assert store.feedback(iid)[0]["detail"] == {"culprit": "abc"}
    job, _ = store.create_job(key="m", kind="reduce", plan=["reduce_job"], trigger="api")
    store.add_artifact(job.id, "repro.ll", "input", b"define void @f() { ret void }")
    assert store.artifact(job.id, "repro.ll").startswith(b"define")
    store.finish_job(job.id, JobState.SUCCEEDED, result={"ok": True})
    listed = store.list_jobs(state="succeeded")
    assert [j["id"] for j in listed] == [job.id]
    assert store.count_jobs() == {"succeeded": 1}

"""API tokens and per-caller limits in the job store, on real PostgreSQL and SQLite."""
from __future__ import annotations

import threading
import uuid

import pytest
from sqlalchemy import inspect, text

from workers.store import LimitExceeded, Store, TokenLimits
from workers.store.tokens import hash_secret, parse_token
from workers.settings import Settings


@pytest.fixture(params=["postgresql", "sqlite"])
def store(request, pg_url, tmp_path):
    url = pg_url if request.param == "postgresql" else f"sqlite:///{tmp_path}/tokens.db"
    s = Store(url)
    s.migrate()
    yield s
    if request.param == "postgresql":
        with s.engine.begin() as c:
            c.exec_driver_sql("TRUNCATE runs, artifacts, steps, jobs, api_tokens RESTART IDENTITY CASCADE")
    s.dispose()


def test_token_text_hash_only_verify_and_revoke(store):
    text_, info = store.create_token("alice", ["act", "submit", "act"], {"max_in_flight": 1, "max_budget_s": None})
    tid, secret = parse_token(text_)
    assert info.id == tid and info.scopes == ("submit", "act") and info.limits == {"max_in_flight": 1}
    with store.engine.connect() as c:  # only the hash of the secret is stored
        row = c.execute(text("SELECT * FROM api_tokens")).mappings().one()
    assert secret not in str(dict(row)) and row["secret_sha256"] == hash_secret(secret)
    assert store.verify_token(tid, secret).name == "alice"
    assert store.list_tokens()[0].last_used_at is not None
    assert store.verify_token(tid, secret[:-1] + ("a" if secret[-1] != "a" else "b")) is None
    assert store.verify_token("0" * 12, secret) is None
    assert store.revoke_token(tid) and not store.revoke_token(tid) and not store.revoke_token("nope")
    assert store.verify_token(tid, secret) is None
    assert store.list_tokens(include_revoked=False) == [] and store.list_tokens()[0].revoked_at is not None


@pytest.mark.parametrize("name,scopes,limits,why", [
    ("", ["submit"], None, "name"), ("x" * 101, ["submit"], None, "name"), ("a\nb", ["submit"], None, "name"),
    ("bob", [], None, "scopes"), ("bob", ["root"], None, "scopes"),
    ("bob", ["submit"], {"max_cpu": 1}, "unknown limit"), ("bob", ["submit"], {"max_in_flight": -1}, ">= 0"),
])
def test_bad_tokens_are_refused(store, name, scopes, limits, why):
    with pytest.raises(ValueError, match=why):
        store.create_token(name, scopes, limits)
    assert store.list_tokens() == []


def test_parse_token_takes_only_the_token_shape():
    good = "rpb_0123456789ab_" + "A" * 43
    assert parse_token(good) == ("0123456789ab", "A" * 43)
    for bad in ("", "rpb_0123456789ab", "rpb_0123456789AB_" + "A" * 43, "xyz_0123456789ab_" + "A" * 43,
                "rpb_0123456789ab_" + "A" * 10, "rpb_0123456789ab_" + "A" * 43 + "!", None):
        assert parse_token(bad) is None, bad


def test_limits_default_from_settings_and_token_overrides():
    svc = Settings(service={"max_jobs_in_flight": 5, "max_budget_s": 100}).service
    assert TokenLimits.from_settings(svc) == TokenLimits(svc.max_upload_bytes, 5, svc.max_jobs_per_hour, 100.0)
    assert TokenLimits.from_settings(svc, {"max_budget_s": 30, "max_in_flight": None}).max_budget_s == 30.0


def _job(store, who: str, n: int, **lim):
    return store.create_manual_job(key=f"manual:{who}:{n}", plan=["reduce_job"], request={"filename": "a.ll"},
                                   submitted_by=who, filename="a.ll", content=b"x", **lim)


def test_manual_jobs_within_limits_with_their_input(store):
    lim = {"max_in_flight": 2, "max_per_hour": 3}
    a, created = _job(store, "t1", 1, **lim)
    assert created and store.artifact(a.id, "a.ll") == b"x" and store.get_job(a.id).submitted_by == "t1"
    again, created = _job(store, "t1", 1, **lim)  # the same request: the same job, not counted
    assert again.id == a.id and not created
    _job(store, "t1", 2, **lim)
    with pytest.raises(LimitExceeded) as e:
        _job(store, "t1", 3, **lim)
    assert e.value.limit == "max_in_flight" and e.value.status == 429
    assert store.job_by_key("manual:t1:3") is None
    assert store.usage("t1") == {"in_flight": 2, "last_hour": 2}
    store.finish_job(a.id, "succeeded")
    _job(store, "t1", 3, **lim)
    store.finish_job(store.job_by_key("manual:t1:3").id, "failed")
    with pytest.raises(LimitExceeded, match="max_per_hour"):
        _job(store, "t1", 4, **lim)
    assert _job(store, "t2", 1, **lim)[1]  # another caller's count is its own


def test_concurrent_submissions_cannot_pass_the_in_flight_limit(store):
    """Eight threads of one caller at once, three in flight allowed: exactly three jobs."""
    who, results, barrier = f"c{uuid.uuid4().hex[:6]}", [], threading.Barrier(8)

    def go(n):
        barrier.wait()
        try:
            results.append(_job(store, who, n, max_in_flight=3, max_per_hour=100)[1])
        except LimitExceeded as e:
            results.append(e.limit)
    threads = [threading.Thread(target=go, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert sorted(map(str, results)) == ["True"] * 3 + ["max_in_flight"] * 5
    assert store.usage(who)["in_flight"] == 3


def test_migration_from_0001_keeps_jobs_and_adds_tokens(tmp_path):
    from workers.store.migrate import upgrade

    url = f"sqlite:///{tmp_path}/old.db"
    upgrade(url, "0001")
    s = Store(url)
    try:
        with s.engine.begin() as c:
            c.exec_driver_sql("INSERT INTO jobs (id, key, kind, state, \"trigger\", plan, current_step, error, "
                              "created_at) VALUES ('j1', 'manual:old', 'reduce', 'queued', 'api', '[]', '', '', "
                              "'2026-01-01 00:00:00')")
        assert "api_tokens" not in inspect(s.engine).get_table_names()
        s.migrate()
        assert "api_tokens" in inspect(s.engine).get_table_names()
        old = s.get_job("j1")
        assert old.key == "manual:old" and old.submitted_by is None
    finally:
        s.dispose()

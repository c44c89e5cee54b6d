"""Who may submit work over HTTP (issue 17), in-process (FastAPI TestClient) on real PostgreSQL
and Redis: credentials and scopes, no local sandbox over the network, toolchain tools only,
limits per token. Every refusal is checked against the store and the broker: nothing is left.

The hostile reproducer run by a real worker in the container is in test_hostile_http.py."""
from __future__ import annotations

import uuid

import pytest
import redis
from fastapi.testclient import TestClient

from service.api import create_app
from tests.service.test_api import queued, task_of

IR = "define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"
DASH = "dash-" + uuid.uuid4().hex


@pytest.fixture
def api(make_settings):
    # the default settings: Triton over HTTP is taken (service.http_triton), its argument rules checked here too
    settings = make_settings(queue_prefix=f"au{uuid.uuid4().hex[:6]}-", dashboard_token=DASH)
    app = create_app(settings)
    with TestClient(app) as c:
        c.settings, c.store = settings, app.state.store
        with c.store.engine.begin() as conn:  # the module's database: each test starts empty
            conn.exec_driver_sql("TRUNCATE runs, artifacts, steps, jobs, api_tokens RESTART IDENTITY CASCADE")
        c.redis = redis.Redis.from_url(settings.service.broker_url)
        yield c
    for k in c.redis.scan_iter(f"{settings.service.queue_prefix}*"):
        c.redis.delete(k)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def token(c, *scopes: str, **limits) -> str:
    text, _ = c.store.create_token(f"u{uuid.uuid4().hex[:6]}", list(scopes) or ["submit"], limits)
    return text


def submit(c, headers=None, *, source: str = IR, filename: str = "a.ll", **form):
    form.setdefault("command", "llc -O2")
    return c.post("/jobs", data=form, files={"file": (filename, source.encode())}, headers=headers or {})


def unique_ir() -> str:
    return IR + f"; {uuid.uuid4().hex}\n"


def nothing_left(c) -> None:
    assert c.store.list_jobs(limit=1000) == []
    assert queued(c, "reduce") == [] and queued(c, "report") == []


def test_writes_without_a_valid_token_are_401_and_leave_no_trace(api):
    real = token(api, "submit")
    tid = real.split("_")[1]
    revoked = token(api, "submit")
    assert api.store.revoke_token(revoked.split("_")[1])
    bad = [{}, bearer(""), bearer("nope"), bearer(real[:-1] + ("A" if real[-1] != "A" else "B")),  # wrong secret
           bearer(f"rpb_{tid}_" + "x" * 43), bearer(revoked), {"Authorization": f"Basic {real}"},
           {"Authorization": real}, bearer("rpb_000000000000_" + "y" * 43)]
    for h in bad:
        r = submit(api, h)
        assert r.status_code == 401, (h, r.text)
        assert r.headers["www-authenticate"] == "Bearer" and "token" in r.json()["detail"]
    # the token is checked before the body is read: an oversized upload without one is 401, not 413
    big = "x" * (api.settings.service.max_upload_bytes + 10)
    assert submit(api, {}, source=big).status_code == 401
    nothing_left(api)
    assert api.store.list_tokens()[0].last_used_at is None  # failed attempts are no use of the token


def test_scopes_and_the_dashboard_token(api):
    act = token(api, "act")
    r = submit(api, bearer(act))
    assert r.status_code == 403 and "'submit' scope" in r.json()["detail"]
    nothing_left(api)
    for creds, who in ((token(api, "submit"), None), (token(api, "admin"), None), (DASH, "dashboard")):
        r = submit(api, bearer(creds), source=unique_ir())
        assert r.status_code == 201, r.text
        job = api.store.get_job(r.json()["id"])
        assert job.submitted_by == (who or creds.split("_")[1])
    assert len(api.store.list_jobs()) == 3
    assert [task_of(m)[0] for m in queued(api, "reduce")] == ["reprobot.step"] * 3


def test_local_sandbox_is_refused_over_http_whatever_the_scope(api):
    for creds in (token(api, "submit"), token(api, "admin"), DASH):
        r = submit(api, bearer(creds), sandbox="local")
        assert r.status_code == 422, r.text
        assert "only in the Docker sandbox" in r.json()["detail"]
    assert submit(api, bearer(DASH), sandbox="chroot").status_code == 422
    nothing_left(api)
    r = submit(api, bearer(DASH), sandbox="docker")
    assert r.status_code == 201
    assert api.store.get_job(r.json()["id"]).request["sandbox"] == "docker"


@pytest.mark.parametrize("command,filename,why", [
    ("/usr/bin/touch /tmp/reprobot-pwned", "a.ll", "bare name"),
    ("sh -c 'touch /tmp/x'", "a.ll", "llc or opt"),
    ("bash", "a.ll", "toolchain tool"),
    ("llvm-reduce --test=/bin/sh a.ll", "a.ll", "llc or opt"),
    ("llc -load=/tmp/evil.so", "a.ll", "loads a plugin"),
    ("python k.py --python /usr/bin/python3", "k.py", "--python names a program"),
    ("python -c 'open(\"/tmp/x\",\"w\")'", "k.py", "unknown argument"),
    ("python k.py LD_PRELOAD=/tmp/evil.so", "k.py", "unknown argument"),
    ("opt -O2", "a.mir", "llc for mir"),
])
def test_only_toolchain_tools_run(api, command, filename, why):
    r = submit(api, bearer(token(api)), command=command, filename=filename,
               source="import triton\n" if filename.endswith(".py") else IR)
    assert r.status_code == 422, r.text
    assert why in r.json()["detail"]
    nothing_left(api)


def test_triton_python_over_http_runs_only_in_the_container(api, make_settings):
    """evil.py over HTTP: taken by default (it runs in the Docker sandbox, like every HTTP job;
    tests/service/test_hostile_http.py runs one), refused with sandbox=local, and refused
    altogether where the deployment turned service.http_triton off."""
    evil = "import triton\nopen('/tmp/reprobot-evil', 'w').write('x')\n"
    off = create_app(make_settings(queue_prefix=api.settings.service.queue_prefix, http_triton=False))
    with TestClient(off) as c:
        t, _ = off.state.store.create_token("mallory", ["admin"])
        for form in ({"command": "python evil.py"}, {"command": "python evil.py --target hip:gfx942:64",
                                                      "kind": "triton-python"}):
            r = c.post("/jobs", data=form, files={"file": ("evil.py", evil.encode())}, headers=bearer(t))
            assert r.status_code == 422, r.text
            assert "service.http_triton is false" in r.text
    r = submit(api, bearer(token(api)), command="python evil.py", filename="evil.py", source=evil, sandbox="local")
    assert r.status_code == 422 and "only in the Docker sandbox" in r.text
    nothing_left(api)
    r = submit(api, bearer(token(api)), command="python evil.py --target hip:gfx942:64", filename="evil.py",
               source=evil)
    assert r.status_code == 201


def test_upload_limit_is_per_token_413(api):
    small = token(api, max_upload_bytes=200)
    r = submit(api, bearer(small), source=IR + ";" * 200)
    assert r.status_code == 413 and r.headers["x-reprobot-limit"] == "max_upload_bytes"
    assert "limit max_upload_bytes" in r.json()["detail"] and "200 bytes" in r.json()["detail"]
    # a body far past the limit is refused from its declared length, before it is read
    r = api.post("/jobs", content=b"x" * 300_000, headers={**bearer(small), "Content-Type": "multipart/form-data; "
                                                             "boundary=b"})
    assert r.status_code == 413
    nothing_left(api)
    # the same file is fine for a token with the default limit
    assert submit(api, bearer(token(api)), source=IR + ";" * 200).status_code == 201


def test_jobs_in_flight_limit_429_and_identical_requests_are_free(api):
    t = token(api, max_in_flight=2)
    first = submit(api, bearer(t), source=unique_ir())
    assert first.status_code == 201
    assert submit(api, bearer(t), source=unique_ir()).status_code == 201
    r = submit(api, bearer(t), source=unique_ir())
    assert r.status_code == 429 and r.headers["x-reprobot-limit"] == "max_in_flight"
    assert "limit max_in_flight" in r.json()["detail"] and "at most 2" in r.json()["detail"]
    assert len(queued(api, "reduce")) == 2 and len(api.store.list_jobs()) == 2
    # the identical request again: the existing job, nothing counted
    again = api.post("/jobs", data={"command": "llc -O2"}, files={"file": ("a.ll", api.store.artifact(
        first.json()["id"], "a.ll"))}, headers=bearer(t))
    assert again.status_code == 200 and again.json()["id"] == first.json()["id"]
    # another token is not held back by this one's jobs
    assert submit(api, bearer(token(api, max_in_flight=1)), source=unique_ir()).status_code == 201
    # one finishes: room for one more
    api.store.finish_job(first.json()["id"], "succeeded")
    assert submit(api, bearer(t), source=unique_ir()).status_code == 201
    assert submit(api, bearer(t), source=unique_ir()).status_code == 429


def test_jobs_per_hour_limit_429(api):
    t = token(api, max_per_hour=2, max_in_flight=10)
    ids = [submit(api, bearer(t), source=unique_ir()).json()["id"] for _ in range(2)]
    for i in ids:  # finished jobs still count for the hour
        api.store.finish_job(i, "failed", error="x")
    r = submit(api, bearer(t), source=unique_ir())
    assert r.status_code == 429 and r.headers["x-reprobot-limit"] == "max_per_hour"
    assert "created 2 job(s) in the last hour, at most 2" in r.json()["detail"]
    assert len(api.store.list_jobs()) == 2


def test_budget_ceiling_429_and_default_budget_within_it(api):
    t = token(api, max_budget_s=60)
    r = submit(api, bearer(t), budget_s="61")
    assert r.status_code == 429 and r.headers["x-reprobot-limit"] == "max_budget_s"
    assert "at most 60 s" in r.json()["detail"]
    nothing_left(api)
    r = submit(api, bearer(t), budget_s="60")
    assert r.status_code == 201
    assert api.store.get_job(r.json()["id"]).request["budget_s"] == 60.0
    r = submit(api, bearer(t), source=unique_ir())  # no budget asked: the default (300 s) is capped at 60 s
    assert api.store.get_job(r.json()["id"]).request["budget_s"] == 60.0


def test_token_management_over_http_is_admin_only(api):
    admin, submitter = token(api, "admin"), token(api, "submit")
    assert api.get("/tokens").status_code == 401
    assert api.get("/tokens", headers=bearer(submitter)).status_code == 403
    r = api.post("/tokens", json={"name": "frank", "scopes": ["submit"], "limits": {"max_in_flight": 1}},
                 headers=bearer(admin))
    assert r.status_code == 201, r.text
    new = r.json()
    assert new["token"].startswith("rpb_") and new["limits"] == {"max_in_flight": 1}
    listed = api.get("/tokens", headers=bearer(admin)).json()["tokens"]
    assert {t["name"] for t in listed} >= {"frank"} and all("token" not in t for t in listed)
    assert new["token"].split("_", 2)[2] not in str(listed)
    assert submit(api, bearer(new["token"])).status_code == 201
    assert api.post("/tokens", json={"name": "x", "scopes": ["root"]}, headers=bearer(admin)).status_code == 422
    assert api.delete(f"/tokens/{new['id']}", headers=bearer(admin)).status_code == 204
    assert api.delete(f"/tokens/{new['id']}", headers=bearer(admin)).status_code == 404
    assert submit(api, bearer(new["token"]), source=unique_ir()).status_code == 401


def test_reads_stay_open_by_default_and_close_with_the_setting(api, make_settings):
    r = submit(api, bearer(token(api)))
    jid = r.json()["id"]
    assert api.get(f"/jobs/{jid}").status_code == 200 and api.get("/jobs").status_code == 200
    closed = create_app(make_settings(queue_prefix=api.settings.service.queue_prefix, public_reads=False))
    with TestClient(closed) as c:
        for path in ("/jobs", f"/jobs/{jid}", f"/jobs/{jid}/artifacts/a.ll"):
            assert c.get(path).status_code == 401, path
            assert c.get(path, headers=bearer(token(api, "act"))).status_code == 200, path
        assert c.get("/healthz").status_code == 200

"""HTTP API in-process (FastAPI TestClient) on real PostgreSQL and Redis: webhook signature,
dedup, dispatch to the broker; manual job submission (with an API token) and listing. Who may
submit what, and the limits, are in test_auth.py."""
from __future__ import annotations

import hashlib
import hmac
import json
import time
import uuid

import pytest
import redis
from fastapi.testclient import TestClient

from service.api import create_app, parse_command, split_command, verify_signature

REPO = "llvm/llvm-project"


@pytest.fixture
def api(make_settings):
    settings = make_settings(queue_prefix=f"api{uuid.uuid4().hex[:6]}-")
    app = create_app(settings)
    with TestClient(app) as c:
        c.settings = settings
        c.redis = redis.Redis.from_url(settings.service.broker_url)
        token, _ = app.state.store.create_token("tester", ["submit"])
        c.token_headers = {"Authorization": f"Bearer {token}"}
        yield c
    for k in c.redis.scan_iter(f"{settings.service.queue_prefix}*"):
        c.redis.delete(k)


def queued(c, queue: str) -> list[dict]:
    """Messages waiting in a queue, highest priority then oldest first (kombu's Redis transport
    LPUSHes onto one list per queue and priority level: ``queue`` and ``queue:N``)."""
    base = f"{c.settings.service.queue_prefix}{c.settings.service.queue(queue)}"
    keys = sorted((k.decode() for k in c.redis.scan_iter(f"{base}*")), key=lambda k: int(k.rsplit(":", 1)[1]) if ":" in k[len(base):] else 0)
    keys = [k for k in keys if k == base or k.startswith(base + ":")]
    return [json.loads(m) for k in keys for m in reversed(c.redis.lrange(k, 0, -1))]


def task_of(msg: dict) -> tuple[str, list, dict]:
    args, kwargs, _ = json.loads(__import__("base64").b64decode(msg["body"]))
    return msg["headers"]["task"], args, kwargs


def sign(body: bytes, secret: str = "s3cret") -> str:
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def hook(c, event: str, payload: dict, delivery: str | None = None, secret: str = "s3cret", sig: str | None = None):
    body = json.dumps(payload).encode()
    headers = {"X-GitHub-Event": event, "X-GitHub-Delivery": delivery or str(uuid.uuid4()),
               "X-Hub-Signature-256": sig if sig is not None else sign(body, secret),
               "Content-Type": "application/json"}
    return c.post("/webhook", content=body, headers=headers)


def issue_payload(number=57398, action="opened"):
    return {"action": action, "issue": {"number": number, "title": "crash", "body": "x"},
            "repository": {"full_name": REPO}, "sender": {"login": "someone"}}


def comment_payload(body: str, login: str, number=57398):
    return {"action": "created", "issue": {"number": number}, "repository": {"full_name": REPO},
            "comment": {"id": 1, "body": body, "user": {"login": login, "type": "User"}}}


def test_signature_check_is_hmac_sha256():
    body = b'{"zen": "Keep it logically awesome."}'
    good = sign(body)
    assert verify_signature("s3cret", body, good)
    assert not verify_signature("s3cret", body + b" ", good)
    assert not verify_signature("other", body, good)
    assert not verify_signature("s3cret", body, good.replace("sha256=", "sha1="))
    assert not verify_signature("s3cret", body, None)


def test_webhook_rejects_bad_or_missing_signature(api):
    assert hook(api, "issues", issue_payload(), secret="wrong").status_code == 401
    assert hook(api, "issues", issue_payload(), sig="").status_code == 401
    assert queued(api, "report") == []


def test_webhook_enqueues_intake_fast_and_dedups_deliveries(api):
    d = str(uuid.uuid4())
    t0 = time.perf_counter()
    r = hook(api, "issues", issue_payload(), delivery=d)
    elapsed = time.perf_counter() - t0
    assert r.status_code == 202 and r.json()["enqueued"] == "intake"
    assert elapsed < 1.0  # generous bound; bench/service_bench.py measures it
    msgs = queued(api, "report")
    assert [task_of(m)[:2] for m in msgs] == [("reprobot.intake", [REPO, 57398, "webhook"])]
    r2 = hook(api, "issues", issue_payload(), delivery=d)  # GitHub redelivery: same GUID
    assert r2.status_code == 202 and r2.json()["duplicate"] is True
    assert len(queued(api, "report")) == 1


def test_webhook_ignores_what_it_should(api):
    assert hook(api, "issues", issue_payload(action="closed")).json()["ignored"] == "action closed"
    other = dict(issue_payload(), repository={"full_name": "someone/else"})
    assert "not watched" in hook(api, "issues", other).json()["ignored"]
    assert hook(api, "ping", {"zen": "hi"}).json()["pong"] is True
    assert hook(api, "issue_comment", comment_payload("/reprobot retry", "stranger")).json()["ignored"].startswith("user")
    assert hook(api, "issue_comment", comment_payload("/reprobot retry", "reprobot")).json()["ignored"] == "bot comment"
    assert hook(api, "issue_comment", comment_payload("thanks!", "maintainer")).json()["ignored"] == "no command"
    assert queued(api, "report") == []


def test_commands_from_allowed_users(api):
    r = hook(api, "issue_comment", comment_payload("Looks odd.\n/reprobot retry\n", "maintainer"))
    assert r.json()["enqueued"] == "retry"
    r = hook(api, "issue_comment", comment_payload("/reprobot wrong the culprit is a revert", "maintainer"))
    assert r.json()["enqueued"] == "wrong"
    tasks = [task_of(m) for m in queued(api, "report")]
    assert tasks[0] == ("reprobot.intake", [REPO, 57398, "webhook"], {"command": "retry", "user": "maintainer"})
    assert tasks[1] == ("reprobot.withdraw", [REPO, 57398, "maintainer", "the culprit is a revert"], {})


def test_parse_and_split_command():
    assert parse_command("/reprobot reduce") == ("reduce", "")
    assert parse_command("please\n  /reprobot BISECT now") == ("bisect", "now")
    assert parse_command("/reprobotics reduce") is None
    # the input and the output are the toolchain's: dropped
    assert split_command("llc -mtriple=nvptx repro.ll -o /dev/null", "repro.ll") == ("llc", ["-mtriple=nvptx"])
    assert split_command("llc-19 -O2 a.ll -o=out.s", "a.ll") == ("llc", ["-O2"])
    assert split_command("opt -passes=instcombine -S < a.ll", "a.ll") == ("opt", ["-passes=instcombine", "-S"])
    assert split_command("mlir-opt-19 --canonicalize --inline t.mlir", "t.mlir", "mlir") == \
        ("mlir-opt", ["--canonicalize", "--inline"])
    assert split_command("python3 k.py --target hip:gfx942:64 TRITON_F32_DEFAULT=ieee --marker=WRONG", "k.py",
                         "triton-python") == ("python", ["--target", "hip:gfx942:64", "TRITON_F32_DEFAULT=ieee",
                                                         "--marker", "WRONG"])
    for cmd, kind, why in [("/bin/sh -c x", "llvm-ir", "bare name"), ("/usr/bin/llc -O2", "llvm-ir", "bare name"),
                           ("sh -c id", "llvm-ir", "llc or opt"), ("touch /tmp/x", "llvm-ir", "toolchain tool"),
                           ("python a.ll", "llvm-ir", "llc or opt"), ("opt -O2", "mir", "llc for mir"),
                           ("llc k.py", "triton-python", "python for triton-python"),
                           ("llc -load=/tmp/p.so", "llvm-ir", "plugin"), ("opt -load-pass-plugin /x.so", "llvm-ir", "plugin"),
                           ("python k.py --python /bin/sh", "triton-python", "--python names a program"),
                           ("python -c 'import os'", "triton-python", "unknown argument"),
                           ("python k.py LD_PRELOAD=/tmp/x.so", "triton-python", "unknown argument"),
                           ("python k.py --target", "triton-python", "needs a value"),
                           ("llc x.mlir", "mlir", "mlir-opt for mlir"),
                           ("mlir-opt --load-dialect-plugin=/x.so", "mlir", "plugin"),
                           ("llc 'unbalanced", "llvm-ir", "quotation"),
                           ("", "llvm-ir", "empty")]:
        with pytest.raises(ValueError, match=why):
            split_command(cmd, "k.py" if kind == "triton-python" else "a.ll", kind)


IR = "define void @f(i32 %n) {\n  %a = alloca i8, i32 %n\n  ret void\n}\n"


def test_submit_list_and_get_job(api):
    files = {"file": ("repro.ll", IR.encode())}
    form = {"command": "llc -mtriple=nvptx repro.ll -o /dev/null", "signature": "Cannot select", "toolchains": "llvm-16"}
    r = api.post("/jobs", data=form, files=files, headers=api.token_headers)
    assert r.status_code == 201, r.text
    job = r.json()
    assert job["created"] is True and job["state"] == "queued"
    again = api.post("/jobs", data=form, files=files, headers=api.token_headers)
    assert again.status_code == 200 and again.json()["id"] == job["id"]  # identical request: same job
    msgs = [task_of(m) for m in queued(api, "reduce")]
    assert [(t, a[:2]) for t, a, _ in msgs] == [("reprobot.step", [job["id"], "reduce_job"])]
    d = api.get(f"/jobs/{job['id']}").json()
    assert d["request"]["tool"] == "llc" and d["request"]["args"] == ["-mtriple=nvptx"]
    # no budget asked: the deployment's default, within the token's ceiling, is written into the job
    assert d["request"]["budget_s"] == min(api.settings.pipeline.reduce_budget_s, api.settings.service.max_budget_s)
    assert d["request"]["toolchains"] == ["llvm-16"] and d["artifacts"][0]["name"] == "repro.ll"
    assert api.get(f"/jobs/{job['id']}/artifacts/repro.ll").text == IR
    assert job["id"] in [j["id"] for j in api.get("/jobs", params={"kind": "reduce"}).json()["jobs"]]
    assert api.get("/jobs/nope").status_code == 404


def test_submit_validation(api):
    ok, h = {"command": "llc"}, api.token_headers
    assert api.post("/jobs", data=ok, files={"file": ("x.txt", b"x")}, headers=h).status_code == 422  # kind unknown
    assert api.post("/jobs", data={"command": "llc", "signature": "("},
                    files={"file": ("a.ll", IR.encode())}, headers=h).status_code == 422
    assert api.post("/jobs", data={"command": "llc"}, headers=h).status_code == 422  # no file
    assert api.post("/jobs", data={"file": "not a file", "command": "llc"}, headers=h).status_code == 422
    assert api.post("/jobs", files={"file": ("a.ll", IR.encode())}, headers=h).status_code == 422  # no command
    assert api.post("/jobs", content=b"\x00garbage", headers={**h, "Content-Type": "multipart/form-data; boundary=x"}
                    ).status_code == 422
    big = b";" * (api.settings.service.max_upload_bytes + 1)
    r = api.post("/jobs", data=ok, files={"file": ("a.ll", big)}, headers=h)
    assert r.status_code == 413 and "max_upload_bytes" in r.text
    assert queued(api, "reduce") == []


def test_openapi_lists_the_endpoints(api):
    paths = api.get("/openapi.json").json()["paths"]
    assert {"/jobs", "/jobs/{job_id}", "/webhook"} <= set(paths)
    assert api.get("/docs").status_code == 200


def test_a_comment_on_a_known_non_candidate_takes_it_in_again(api):
    # the thread may now carry the reproducer the issue lacked: intake decides again
    store = api.app.state.store
    store.upsert_issue(REPO, {"number": 4242, "title": "crash", "body": "no IR yet"}, candidate=False,
                       reason="nothing runnable: no LLVM IR or MIR block found")
    r = hook(api, "issue_comment", comment_payload("here is the IR:\n```llvm\ndefine void @f() {\n  ret void\n}\n```",
                                                   "someone", number=4242))
    assert r.json()["enqueued"] == "intake"
    assert [task_of(m)[:2] for m in queued(api, "report")] == [("reprobot.intake", [REPO, 4242, "webhook"])]

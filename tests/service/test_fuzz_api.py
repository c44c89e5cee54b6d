"""Fuzzing the HTTP API (issues 5, 17) with hypothesis and schemathesis, in-process on real
PostgreSQL and Redis.

Properties: a webhook without a valid ``X-Hub-Signature-256`` is 401 whatever else it
carries; a signed webhook with any JSON (or non-JSON) body never gets a 5xx; an oversized
body is refused; ``POST /jobs`` with a valid token and any form fields never gets a 5xx, and
without one is always 401; unknown ids and artifact names are 404. schemathesis drives every
operation of the OpenAPI schema with an admin token (no 5xx, answers as documented) and
without one (an operation that declares the token never answers 2xx to a request lacking it).
"""
from __future__ import annotations

import hashlib
import hmac
import json
import uuid

import pytest
import redis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from service.api import create_app

SECRET = "s3cret"
FUZZ = hsettings(max_examples=60, deadline=None,
                 suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@pytest.fixture(scope="module")
def client(pg_url, redis_env):
    from tests.service.env import sectioned
    from workers.settings import Settings

    prefix = f"fz{uuid.uuid4().hex[:6]}-"
    s = Settings(**sectioned(database_url=pg_url, broker_url=redis_env[0], queue_prefix=prefix, webhook_secret=SECRET,
                             bot_login="reprobot", allowed_users=["maintainer"], repos=["llvm/llvm-project"]))
    app = create_app(s)
    with TestClient(app, raise_server_exceptions=False) as c:
        # an admin token with room for every job the fuzzing creates
        token, _ = app.state.store.create_token("fuzz", ["admin"], {"max_in_flight": 10**9, "max_per_hour": 10**9})
        c.app_, c.token_headers = app, {"Authorization": f"Bearer {token}"}
        yield c
    r = redis.Redis.from_url(s.service.broker_url)
    for k in r.scan_iter(f"{prefix}*"):
        r.delete(k)


def sign(body: bytes, secret: str = SECRET) -> str:
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=20,
)
# payloads shaped like GitHub's, with every field allowed to be the wrong type
payloads = st.fixed_dictionaries(
    {},
    optional={
        "action": st.sampled_from(["opened", "edited", "created", "labeled", "deleted"]) | json_values,
        "repository": st.fixed_dictionaries({"full_name": st.sampled_from(["llvm/llvm-project", "x/y"]) | json_values}) | json_values,
        "issue": st.fixed_dictionaries({"number": st.integers(-5, 10**12) | json_values,
                                        "pull_request": json_values}) | json_values,
        "comment": st.fixed_dictionaries({"body": st.sampled_from(["/reprobot reduce", "/reprobot wrong x", "hi"]) | json_values,
                                          "user": st.fixed_dictionaries({"login": st.sampled_from(["maintainer", "reprobot", "eve"]),
                                                                         "type": st.sampled_from(["User", "Bot"])}) | json_values}) | json_values,
    },
) | json_values
github_shaped = st.fixed_dictionaries(
    {"action": st.sampled_from(["opened", "edited", "reopened", "labeled", "created", "deleted", "closed"]),
     "repository": st.fixed_dictionaries({"full_name": st.sampled_from(["llvm/llvm-project", "x/y"])}),
     "issue": st.fixed_dictionaries({"number": st.integers(1, 10**9), "title": st.text(max_size=40),
                                     "body": st.none() | st.text(max_size=200)},
                                    optional={"pull_request": st.fixed_dictionaries({"url": st.text(max_size=10)})})},
    optional={"comment": st.fixed_dictionaries({
        "body": st.sampled_from(["/reprobot reduce", "/reprobot bisect", "/reprobot wrong because", "hi"]) | st.text(max_size=80),
        "user": st.fixed_dictionaries({"login": st.sampled_from(["maintainer", "reprobot", "eve"]),
                                       "type": st.sampled_from(["User", "Bot"])})})},
)
events = st.sampled_from(["issues", "issue_comment", "ping", "push", ""]) | st.text(max_size=20)


@FUZZ
@given(body=st.binary(max_size=2000), sig=st.none() | st.text(max_size=80) | st.just("sha256=") |
       st.binary(min_size=32, max_size=32).map(lambda b: "sha256=" + b.hex()), event=events)
def test_webhook_without_valid_signature_is_401(client, body, sig, event):
    # header values go on the wire as raw bytes (a client may send any octets)
    headers = {"X-GitHub-Event": event.encode(), "X-GitHub-Delivery": str(uuid.uuid4()).encode()}
    if sig is not None:
        headers["X-Hub-Signature-256"] = sig.encode()
    r = client.post("/webhook", content=body, headers=headers)
    assert r.status_code == 401, (r.status_code, r.text)


@FUZZ
@given(payload=payloads)
def test_webhook_signature_over_other_secret_or_other_body_is_401(client, payload):
    body = json.dumps(payload).encode()
    for sig in (sign(body, "not-the-secret"), sign(body + b" "), sign(body).upper().replace("SHA256=", "sha256=")[:-1]):
        r = client.post("/webhook", content=body, headers={"X-GitHub-Event": "issues", "X-Hub-Signature-256": sig,
                                                           "X-GitHub-Delivery": str(uuid.uuid4())})
        assert r.status_code == 401, (sig, r.status_code)


@FUZZ
@given(payload=github_shaped, event=st.sampled_from(["issues", "issue_comment", "ping", "push"]))
def test_signed_github_shaped_webhook_never_500(client, payload, event):
    body = json.dumps(payload).encode()
    r = client.post("/webhook", content=body, headers={"X-GitHub-Event": event, "X-Hub-Signature-256": sign(body),
                                                       "X-GitHub-Delivery": str(uuid.uuid4())})
    assert r.status_code < 500, (r.status_code, r.text, payload)


# Defects of service/api.py this fuzzing found (non-object/mistyped payloads, oversized bodies,
# non-finite budgets, NULs in ids) are fixed; the tests below keep them fixed.


@FUZZ
@given(payload=payloads, event=events)
def test_signed_webhook_never_500(client, payload, event):
    body = json.dumps(payload).encode()
    r = client.post("/webhook", content=body, headers={"X-GitHub-Event": event.encode(), "X-Hub-Signature-256": sign(body),
                                                       "X-GitHub-Delivery": str(uuid.uuid4())})
    assert r.status_code < 500, (r.status_code, r.text, payload)


@FUZZ
@given(body=st.binary(max_size=500))
def test_signed_non_json_body_is_400(client, body):
    try:
        json.loads(body)
        return
    except ValueError:
        pass
    r = client.post("/webhook", content=body, headers={"X-GitHub-Event": "issues", "X-Hub-Signature-256": sign(body),
                                                       "X-GitHub-Delivery": str(uuid.uuid4())})
    assert r.status_code == 400, r.text


def test_oversized_webhook_is_refused(client):
    # GitHub caps webhook payloads at 25 MB; anything larger is not from GitHub.
    body = json.dumps({"action": "opened", "pad": "x" * (26 << 20)}).encode()
    r = client.post("/webhook", content=body, headers={"X-GitHub-Event": "issues", "X-Hub-Signature-256": sign(body),
                                                       "X-GitHub-Delivery": str(uuid.uuid4())})
    assert r.status_code == 413, r.status_code


def test_oversized_upload_is_refused(client):
    big = b"; x\n" * ((4 << 20) // 4 + 10)
    r = client.post("/jobs", files={"file": ("repro.ll", big)}, data={"command": "llc -O2"},
                    headers=client.token_headers)
    assert r.status_code == 413, r.text


texts = st.text(max_size=60)
IR = b"define void @f() {\n  ret void\n}\n"
forms = dict(
    filename=st.sampled_from(["repro.ll", "a.mir", "k.py", "x.mlir", "noext", "../../etc/passwd", "a\\b.ll"]) | texts,
    content=st.builds(lambda salt, tail: IR + salt.encode() + tail, st.uuids().map(str), st.binary(max_size=40))
    | st.binary(max_size=300),
    command=st.sampled_from(["llc -O2", "opt -passes=instcombine -S", "llc 'unbalanced", "/bin/sh -c id", "",
                             "python k.py", "llc " + "-x " * 500]) | texts,
    signature=st.none() | st.sampled_from(["LLVM ERROR", "(a+)+$", "[", "\\"]) | texts,
    toolchains=st.none() | st.sampled_from(["llvm-19", "llvm-19,llvm-16", ",,,", "../x"]) | texts,
    kind=st.none() | st.sampled_from(["llvm-ir", "mir", "triton-python", "python", ""]) | texts,
)
finite_budgets = st.none() | st.sampled_from(["-1", "0", "30", "1e300", "abc", ""])


def _post_job(client, filename, content, command, signature, toolchains, kind, budget):
    data = {"command": command}
    for k, v in (("signature", signature), ("toolchains", toolchains), ("kind", kind), ("budget_s", budget)):
        if v is not None:
            data[k] = v
    r = client.post("/jobs", files={"file": (filename or "f", content)}, data=data, headers=client.token_headers)
    assert r.status_code < 500, (r.status_code, r.text, data, filename)
    anonymous = client.post("/jobs", files={"file": (filename or "f", content)}, data=data)
    assert anonymous.status_code == 401, (anonymous.status_code, anonymous.text)


@FUZZ
@given(budget=finite_budgets, **forms)
def test_jobs_form_never_500(client, filename, content, command, signature, toolchains, kind, budget):
    _post_job(client, filename, content, command, signature, toolchains, kind, budget)


@pytest.mark.parametrize("budget", ["nan", "inf", "1e309"])
def test_jobs_non_finite_budget_never_500(client, budget):
    _post_job(client, "repro.ll", IR + uuid.uuid4().hex.encode(), "llc -O2", None, None, None, budget)


@FUZZ
@given(job_id=st.text(min_size=1, max_size=40).filter(lambda s: "/" not in s and s not in (".", "..") and "\0" not in s),
       name=st.text(min_size=1, max_size=40).filter(lambda s: s not in (".", "..") and "\0" not in s))
def test_unknown_jobs_and_artifacts_are_404(client, job_id, name):
    from urllib.parse import quote

    r = client.get(f"/jobs/{quote(job_id, safe='')}")
    assert r.status_code in (404, 422), (r.status_code, r.text)
    r = client.get(f"/jobs/{quote(job_id, safe='')}/artifacts/{quote(name, safe='')}")
    assert r.status_code in (404, 422), (r.status_code, r.text)


def test_nul_in_job_id_is_404(client):
    assert client.get("/jobs/%00").status_code == 404
    assert client.get("/jobs/0/artifacts/%00").status_code == 404


# ---------------------------------------------------------------- schemathesis, from the OpenAPI schema
import schemathesis  # noqa: E402

schema = schemathesis.pytest.from_fixture("api_schema")


@pytest.fixture(scope="module")
def api_schema(client):
    return schemathesis.openapi.from_asgi("/openapi.json", client.app_)


@schema.parametrize()
@hsettings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_operation_with_a_token(client, case):
    """With an admin token: no 5xx, status codes and bodies as the schema documents them, and
    schema-invalid input refused. Left out: "every schema-valid request is accepted" (a form can
    be schema-valid and still not a job: a tool that is no toolchain tool, bytes that are not
    UTF-8, a regex that does not compile — a documented 422), and the ``Allow`` header of a 405
    (Starlette answers it per route; ``/jobs`` has two, GET and POST, so it names one method)."""
    from schemathesis.specs.openapi.checks import allow_header_conformance, positive_data_acceptance

    case.call_and_validate(headers=dict(client.token_headers),
                           excluded_checks=[allow_header_conformance, positive_data_acceptance])


@schema.parametrize()
@hsettings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_operation_without_a_token(client, case):
    """Without a token (any ``Authorization`` schemathesis makes up is none): the writes and
    token management are 401, the reads stay open."""
    r = case.call()
    assert r.status_code < 500, (case.method, case.path, r.status_code, r.text)
    if case.method.upper() != case.operation.method.upper():  # a probe with another method
        assert r.status_code == 405
    elif case.path == "/tokens" or (case.method.upper() in ("POST", "DELETE") and case.path != "/webhook"):
        assert r.status_code == 401, (case.method, case.path, r.status_code)
    elif case.path.startswith("/jobs"):
        assert r.status_code != 401

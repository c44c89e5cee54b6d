"""The HTTP API (FastAPI): manual reduce jobs, job status, and the GitHub webhook.

``create_app(settings)`` builds the app; nothing is created at import. Endpoints (OpenAPI at
``/docs`` and ``/openapi.json``):

- ``POST /jobs`` (multipart): ``file`` (the reproducer), ``command`` (e.g. ``llc -mtriple=amdgcn
  -mcpu=gfx942 -O0`` — the input file name may appear and is dropped), optional ``signature``
  (regex the failure must match), ``toolchains`` (comma-separated ids, e.g. ``llvm-19``),
  ``kind`` (``llvm-ir`` | ``mir`` | ``mlir`` | ``triton-python``; default from the file suffix),
  ``budget_s``, ``sandbox`` (``auto``/``docker``; ``local`` is an opt-in the deployment may allow
  for manual jobs, see `workers.sandbox.policy`). 201 with the new job, 200 with the existing one for an identical request.
- ``GET /jobs`` (``state``, ``kind``, ``limit``, ``offset``), ``GET /jobs/{id}`` (steps, progress,
  result), ``GET /jobs/{id}/artifacts/{name}``.
- ``POST /webhook``: GitHub webhook. ``X-Hub-Signature-256`` must be ``sha256=`` + the hex
  HMAC-SHA256 of the raw body under the webhook secret (compared in constant time; GitHub docs,
  "Validating webhook deliveries"); ``X-GitHub-Delivery`` ids are recorded so a redelivery is
  acknowledged and dropped. The handler only records and enqueues, then answers 202.
  Events: ``issues`` (opened, edited, reopened, labeled) → intake; ``issue_comment`` (created)
  with a line ``/reprobot reduce|bisect|retry|wrong`` from a user in ``allowed_users`` → the
  command; other comments on known candidate issues → intake (the thread changed).
- ``GET /healthz``.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import math
import re
import shlex
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, File, Form, HTTPException, Query, Request, Response, UploadFile
from fastapi.concurrency import run_in_threadpool
from pydantic import BaseModel

from service.config_service import ServiceSettings, get_service_settings
from service.dashboard import mount as mount_dashboard
from workers.celery_app import create_celery
from workers.store import Store
from workers.tasks import MANUAL_PLAN, enqueue_step, job_steps, manual_hash

SUFFIX_KIND = {".ll": "llvm-ir", ".bc": "llvm-ir", ".mir": "mir", ".mlir": "mlir", ".py": "triton-python"}
_COMMAND = re.compile(r"^\s*/reprobot\s+(reduce|bisect|retry|wrong)\b(.*)$", re.M | re.I)
_TOOL = re.compile(r"^[A-Za-z0-9_.+-]{1,64}$")
ISSUE_ACTIONS = {"opened", "edited", "reopened", "labeled"}
MAX_WEBHOOK_BYTES = 25 << 20  # GitHub caps webhook payloads at 25 MB
_DELIVERY = re.compile(r"^[\x21-\x7e]{1,100}$")  # a GUID in practice; printable, bounded


def _clean(text: str | None, what: str, max_len: int = 4096) -> str | None:
    """Form text as given, or HTTP 422 when it carries NULs (PostgreSQL refuses them) or is huge."""
    if text is None:
        return None
    if "\x00" in text or len(text) > max_len:
        raise HTTPException(422, f"{what}: no NUL characters, at most {max_len} characters")
    return text


class JobCreated(BaseModel):
    id: str
    state: str
    created: bool
    url: str


def verify_signature(secret: str, body: bytes, header: str | None) -> bool:
    """GitHub's ``X-Hub-Signature-256`` check: ``sha256=<hex hmac>``, constant-time compare."""
    if not header or not secret:
        return False
    expected = "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected.encode(), header.strip().encode())


def parse_command(body: str) -> tuple[str, str] | None:
    """The first ``/reprobot <command> [rest]`` line of a comment, as (command, rest)."""
    m = _COMMAND.search(body or "")
    return (m.group(1).lower(), m.group(2).strip()) if m else None


def split_command(command: str, filename: str) -> tuple[str, list[str]]:
    """``llc -O0 repro.ll -o out.s`` -> (``llc``, [``-O0``, ``-o``, ``out.s``]): the input file name
    (the upload's name, ``repro.<suffix>``, ``%s`` or ``-``) and ``<`` redirections are dropped.
    Raises ValueError for an empty command or a tool given as a path."""
    argv = shlex.split(command)
    if not argv:
        raise ValueError("empty command")
    tool, rest = argv[0], argv[1:]
    if not _TOOL.match(tool):
        raise ValueError(f"tool must be a bare name like llc/opt/python, not {tool!r}")
    drop = {filename, "%s", "-", "<"}
    return tool, [a for a in rest if a not in drop and not (a.startswith("repro.") and "/" not in a)]


def create_app(settings: ServiceSettings | None = None, *, celery_app: Any = None) -> FastAPI:
    """The API bound to `settings` (store, broker, webhook secret). `celery_app` reuses an app."""
    settings = settings or get_service_settings()
    store = Store(settings.database_url)
    celery = celery_app or create_celery(settings)

    @asynccontextmanager
    async def lifespan(_app: FastAPI):
        await run_in_threadpool(store.migrate)
        yield
        store.dispose()

    app = FastAPI(title="reprobot", version="0.1.0", lifespan=lifespan,
                  description="Turns compiler bug reports into minimized reproducers and culprit commits.")
    app.state.settings, app.state.store, app.state.celery = settings, store, celery

    def send(name: str, *args: Any, **kwargs: Any) -> None:
        celery.tasks[name].apply_async(args=list(args), kwargs=kwargs, queue=settings.queue("report"))

    @app.get("/healthz")
    def healthz() -> dict[str, Any]:
        return {"ok": True, "jobs": store.count_jobs()}

    @app.post("/jobs", response_model=JobCreated, status_code=201)
    async def submit_job(response: Response,
                         file: UploadFile = File(..., description="the reproducer (.ll, .mir, .mlir, .py)"),
                         command: str = Form(..., description="tool and flags, e.g. 'llc -mtriple=amdgcn -O0'"),
                         signature: str | None = Form(None, description="regex the failure must match"),
                         toolchains: str | None = Form(None, description="comma-separated, e.g. llvm-19,llvm-16"),
                         kind: str | None = Form(None, description="llvm-ir | mir | mlir | triton-python"),
                         budget_s: float | None = Form(None, description="reduction time budget in seconds"),
                         sandbox: str | None = Form(None, description="auto | docker | local (local: an explicit "
                                                                      "opt-in for your own input, if the deployment allows it)")):
        data = await file.read(settings.max_upload_bytes + 1)
        if len(data) > settings.max_upload_bytes:
            raise HTTPException(413, f"reproducer larger than {settings.max_upload_bytes} bytes")
        command, signature, toolchains, kind = (_clean(command, "command"), _clean(signature, "signature"),
                                                _clean(toolchains, "toolchains"), _clean(kind, "kind", 40))
        if sandbox not in (None, "", "auto", "docker", "local"):
            raise HTTPException(422, "sandbox must be auto, docker or local")
        if budget_s is not None and not (math.isfinite(budget_s) and 0 < budget_s <= 86400):
            raise HTTPException(422, "budget_s must be a number of seconds in (0, 86400]")
        # a bare, printable file name (no directories, no control characters)
        filename = re.sub(r"[\x00-\x1f\x7f/\\]", "_", (file.filename or "input").replace("\\", "/").rsplit("/", 1)[-1])
        filename = filename[-120:] if filename.strip(". _") else "input"
        suffix = "." + filename.rsplit(".", 1)[-1] if "." in filename else ""
        kind = kind or SUFFIX_KIND.get(suffix)
        if kind not in SUFFIX_KIND.values():
            raise HTTPException(422, "kind unknown: give kind= or a .ll/.mir/.mlir/.py file")
        if signature:
            try:
                re.compile(signature)
            except re.error as e:
                raise HTTPException(422, f"signature is not a valid regex: {e}") from e
        try:
            tool, args = split_command(command, filename)
        except ValueError as e:
            raise HTTPException(422, str(e)) from e
        try:
            source = data.decode()
        except UnicodeDecodeError as e:
            raise HTTPException(422, "reproducer must be text (UTF-8)") from e
        request = {"kind": kind, "tool": tool, "args": args, "signature_regex": signature or None,
                   "toolchains": [t.strip() for t in (toolchains or "").split(",") if t.strip()],
                   "budget_s": budget_s, "filename": filename, "source": source, "sandbox": sandbox or None}
        request["hash"] = manual_hash(request)
        stored = {k: v for k, v in request.items() if k != "source"}

        def create():
            job, created = store.create_job(key=f"manual:{request['hash']}", kind="reduce", plan=list(MANUAL_PLAN),
                                            trigger="api", request=stored)
            if created:
                store.add_artifact(job.id, filename, "input", data)
                enqueue_step(celery, job.id, MANUAL_PLAN[0])
            return job, created
        job, created = await run_in_threadpool(create)
        if not created:
            response.status_code = 200
        return JobCreated(id=job.id, state=job.state, created=created, url=f"/jobs/{job.id}")

    @app.get("/jobs")
    def list_jobs(state: str | None = None, kind: str | None = None, limit: int = Query(50, ge=1, le=1000),
                  offset: int = Query(0, ge=0)) -> dict[str, Any]:
        return {"jobs": store.list_jobs(state=state, kind=kind, limit=limit, offset=offset)}

    @app.get("/jobs/{job_id}")
    def get_job(job_id: str) -> dict[str, Any]:
        if "\x00" in job_id:
            raise HTTPException(404, "no such job")
        job = store.get_job(job_id)
        if job is None:
            raise HTTPException(404, "no such job")
        d = store.job_detail(job_id, [st.id for st in job_steps(store, job).values()])
        if d is None:
            raise HTTPException(404, "no such job")
        return d

    @app.get("/jobs/{job_id}/artifacts/{name}")
    def get_artifact(job_id: str, name: str) -> Response:
        if "\x00" in job_id or "\x00" in name:
            raise HTTPException(404, "no such artifact")
        data = store.artifact(job_id, name)
        if data is None:
            raise HTTPException(404, "no such artifact")
        return Response(data, media_type="text/plain; charset=utf-8")

    @app.post("/webhook", status_code=202)
    async def webhook(request: Request) -> dict[str, Any]:
        declared = request.headers.get("Content-Length", "")
        if declared.isdigit() and int(declared) > MAX_WEBHOOK_BYTES:
            raise HTTPException(413, "webhook payload larger than GitHub's 25 MB")
        chunks, size = [], 0
        async for chunk in request.stream():  # bounded even without a Content-Length
            size += len(chunk)
            if size > MAX_WEBHOOK_BYTES:
                raise HTTPException(413, "webhook payload larger than GitHub's 25 MB")
            chunks.append(chunk)
        body = b"".join(chunks)
        secret = settings.webhook_secret.get_secret_value() if settings.webhook_secret else ""
        if not secret:
            raise HTTPException(503, "webhook secret not configured")
        if not verify_signature(secret, body, request.headers.get("X-Hub-Signature-256")):
            raise HTTPException(401, "bad signature")
        event = request.headers.get("X-GitHub-Event", "")
        delivery = request.headers.get("X-GitHub-Delivery", "")
        if not _DELIVERY.match(delivery):
            raise HTTPException(400, "X-GitHub-Delivery missing or malformed")
        try:
            payload = json.loads(body)
        except ValueError as e:
            raise HTTPException(400, "body is not JSON") from e
        if not isinstance(payload, dict):
            raise HTTPException(400, "payload is not a JSON object")
        event = event[:60]
        if event == "ping":
            return {"ok": True, "pong": True}
        return await run_in_threadpool(_handle_event, event, delivery, payload)

    def _handle_event(event: str, delivery: str, payload: dict[str, Any]) -> dict[str, Any]:
        action = payload.get("action")
        action = action[:60] if isinstance(action, str) else ""
        if not store.record_delivery(delivery, event, action):
            return {"ok": True, "duplicate": True}
        try:
            return _dispatch(event, action, payload)
        except Exception:
            store.forget_delivery(delivery)  # nothing enqueued: let GitHub's redelivery try again
            raise

    def _dispatch(event: str, action: str, payload: dict[str, Any]) -> dict[str, Any]:
        # every field may be missing or of the wrong type: anything not GitHub-shaped is ignored
        repository = payload.get("repository")
        repo = repository.get("full_name") if isinstance(repository, dict) else None
        issue = payload.get("issue")
        number = issue.get("number") if isinstance(issue, dict) else None
        if not isinstance(repo, str) or not re.fullmatch(r"[\w.-]+/[\w.-]+", repo) \
                or not isinstance(number, int) or isinstance(number, bool) or not 0 < number < 2**31:
            return {"ok": True, "ignored": "no repository/issue"}
        if settings.repos and repo not in settings.repos:
            return {"ok": True, "ignored": f"repository {repo} not watched"}
        if issue.get("pull_request"):
            return {"ok": True, "ignored": "pull request"}
        if event == "issues":
            if action not in ISSUE_ACTIONS:
                return {"ok": True, "ignored": f"action {action}"}
            send("reprobot.intake", repo, int(number), "webhook")
            return {"ok": True, "enqueued": "intake"}
        if event == "issue_comment":
            if action != "created":
                return {"ok": True, "ignored": f"action {action}"}
            comment = payload.get("comment")
            user = comment.get("user") if isinstance(comment, dict) else None
            login = user.get("login") if isinstance(user, dict) else None
            body = comment.get("body") if isinstance(comment, dict) else None
            if not isinstance(login, str) or not isinstance(body, str):
                return {"ok": True, "ignored": "no comment"}
            if login == settings.bot_login or user.get("type") == "Bot":
                return {"ok": True, "ignored": "bot comment"}
            cmd = parse_command(body)
            if cmd is None:
                known = store.get_issue(repo, int(number))
                if known is not None and known.candidate:
                    send("reprobot.intake", repo, int(number), "webhook")
                    return {"ok": True, "enqueued": "intake"}
                return {"ok": True, "ignored": "no command"}
            if login not in settings.allowed_users:
                return {"ok": True, "ignored": f"user {login} may not command reprobot"}
            name, rest = cmd
            if name == "wrong":
                send("reprobot.withdraw", repo, int(number), login, rest)
            else:
                send("reprobot.intake", repo, int(number), "webhook", command=name, user=login)
            return {"ok": True, "enqueued": name}
        return {"ok": True, "ignored": f"event {event}"}

    mount_dashboard(app, settings, lambda: store, celery_app=celery)  # the /ui pages (service/dashboard)
    return app

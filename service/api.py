"""The HTTP API (FastAPI): manual reduce jobs, job status, API tokens, and the GitHub webhook.

``create_app(settings)`` builds the app; nothing is created at import. Endpoints (OpenAPI at
``/docs`` and ``/openapi.json``):

- ``POST /jobs`` (multipart; needs ``Authorization: Bearer <token>`` with scope ``submit``,
  `service.auth`): ``file`` (the reproducer), ``command`` (a toolchain tool and its flags, e.g.
  ``llc -mtriple=amdgcn -mcpu=gfx942 -O0``; the tool is one of `TOOLS` for the kind, named
  without a path; the input file name may appear and is dropped, as are ``-o FILE``), optional
  ``signature`` (regex the failure must match), ``toolchains`` (comma-separated ids, e.g.
  ``llvm-19``), ``kind`` (``llvm-ir`` | ``mir`` | ``triton-python``, the last only with
  ``service.http_triton``; default from the file suffix), ``budget_s``, ``sandbox``
  (``auto``/``docker``: a job that came over HTTP runs only in the Docker sandbox, ``local`` is
  refused, `workers.sandbox.policy`). 201 with the new job,
  200 with the existing one for an identical request. 401 without a valid token (nothing is
  read, stored or queued), 403 without the scope, 413 over the token's upload limit, 422 for a
  bad form, 429 over the token's jobs in flight, jobs per hour or reduction budget (the
  message and the ``X-Reprobot-Limit`` header name the limit).
- ``GET /jobs`` (``state``, ``kind``, ``limit``, ``offset``), ``GET /jobs/{id}`` (steps, progress,
  result), ``GET /jobs/{id}/artifacts/{name}``: open unless ``service.public_reads`` is false
  (then any valid token).
- ``GET /tokens``, ``POST /tokens`` (JSON ``name``, ``scopes``, ``limits``; the token text is
  in the answer, once), ``DELETE /tokens/{id}`` (revoke): scope ``admin``. ``reprobot token
  create|list|revoke`` does the same on the store directly.
- ``POST /webhook``: GitHub webhook. ``X-Hub-Signature-256`` must be ``sha256=`` + the hex
  HMAC-SHA256 of the raw body under the webhook secret (compared in constant time; GitHub docs,
  "Validating webhook deliveries"); ``X-GitHub-Delivery`` ids are recorded so a redelivery is
  acknowledged and dropped. The handler only records and enqueues, then answers 202.
  Events: ``issues`` (opened, edited, reopened, labeled) → intake; ``issue_comment`` (created)
  with a line ``/reprobot reduce|bisect|retry|wrong`` from a user in ``allowed_users`` → the
  command; other comments on known issues (candidates or not) → intake (the thread changed).
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

from fastapi import Depends, FastAPI, HTTPException, Query, Request, Response, Security
from fastapi.concurrency import run_in_threadpool
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, Field
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.formparsers import MultiPartException

from service.auth import Authenticator, Principal
from service.dashboard import mount as mount_dashboard
from workers.celery_app import create_celery
from workers.jobs.driver import enqueue_step, job_steps, plan_steps
from workers.pipeline import request_hash
from workers.settings import Settings, get_settings
from workers.store import LimitExceeded, Store

SUFFIX_KIND = {".ll": "llvm-ir", ".bc": "llvm-ir", ".mir": "mir", ".mlir": "mlir", ".py": "triton-python"}
_COMMAND = re.compile(r"^\s*/reprobot\s+(reduce|bisect|retry|wrong)\b(.*)$", re.M | re.I)
# What a manual job may run, by kind: toolchain tools only (llvm-reduce's interestingness test
# runs the same ones; ``python`` is the Triton release's own runner), never an arbitrary program.
TOOLS = {"llvm-ir": ("llc", "opt"), "mir": ("llc",), "mlir": ("mlir-opt",), "triton-python": ("python",)}
_TOOL_ALIASES = {"python3": "python"}
_VERSIONED = re.compile(r"^(llc|opt|mlir-opt)-\d+$")  # llc-19: the release is chosen by `toolchains`
# options that load code into the tool (a plugin is a program of the caller's choosing)
_LOADS_CODE = re.compile(r"^--?(load|load-pass-plugin|load-dialect-plugin|pass-plugin|fpass-plugin)(=|$)")
_TRITON_OPTS = {"--target", "--marker"}  # --python names a program: never over HTTP
_TRITON_ENV = re.compile(r"^(TRITON|MLIR|LLVM|AMDGCN|AMD|HIP|CUDA|NVPTX|PTXAS|ROCM|TORCH)_[A-Z0-9_]{1,60}=")
FORM_SLACK = 64 << 10  # a form's text fields and multipart framing, on top of the upload limit
ISSUE_ACTIONS = {"opened", "edited", "reopened", "labeled"}
MAX_WEBHOOK_BYTES = 25 << 20  # GitHub caps webhook payloads at 25 MB
_DELIVERY = re.compile(r"^[\x21-\x7e]{1,100}$")  # a GUID in practice; printable, bounded
_EVENT = re.compile(r"^[\x21-\x7e]{1,60}$")


def _clean(text: str | None, what: str, max_len: int = 4096) -> str | None:
    """Form text as given, or HTTP 422 when it carries NULs (PostgreSQL refuses them) or is huge."""
    if text is None:
        return None
    if "\x00" in text or len(text) > max_len:
        raise HTTPException(422, f"{what}: no NUL characters, at most {max_len} characters")
    return text


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


def split_command(command: str, filename: str, kind: str = "llvm-ir") -> tuple[str, list[str]]:
    """``llc -O0 repro.ll -o out.s`` -> (``llc``, [``-O0``]): the tool must be a toolchain tool
    for `kind` (`TOOLS`; ``llc-19`` and ``python3`` are read as ``llc`` and ``python``), named
    without a path; the input file name (the upload's name, ``repro.<suffix>``, ``%s`` or
    ``-``), ``<`` redirections and ``-o FILE`` (the toolchain writes its own output) are dropped.
    LLVM options that load plugins are refused; for ``python`` only ``--target T``,
    ``--differential``, ``--marker TEXT`` and ``NAME=VALUE`` settings of Triton, LLVM, MLIR and
    the GPU stacks are accepted. Raises ValueError saying what is wrong."""
    try:
        argv = shlex.split(command)
    except ValueError as e:
        raise ValueError(f"command: {e}") from e
    if not argv:
        raise ValueError("empty command")
    allowed = TOOLS.get(kind)
    if allowed is None:
        raise ValueError(f"{kind} reproducers cannot be reduced (kinds: {', '.join(TOOLS)})")
    tool, rest = argv[0], argv[1:]
    name = _TOOL_ALIASES.get(tool, tool)
    name = name.rsplit("-", 1)[0] if _VERSIONED.match(name) else name
    if name not in allowed:
        raise ValueError(f"the tool must be a toolchain tool, a bare name: {' or '.join(allowed)} for {kind} "
                         f"reproducers, not {tool[:80]!r}")
    drop = {filename, "%s", "-", "<"}
    args: list[str] = []
    it = iter(rest)
    for a in it:
        if a in drop or (a.startswith("repro.") and "/" not in a):
            continue
        if name != "python":
            if a in ("-o", "--o"):
                next(it, None)
                continue
            if a.startswith(("-o=", "--o=")):
                continue
            if _LOADS_CODE.match(a):
                raise ValueError(f"{a.split('=', 1)[0]} loads a plugin: a manual job runs the toolchain's own "
                                 "tools only")
            args.append(a)
            continue
        opt = a.split("=", 1)[0]
        if opt == "--python":
            raise ValueError("--python names a program on the worker: jobs over HTTP run the Triton release's "
                             "own Python")
        if opt in _TRITON_OPTS:
            value = a.split("=", 1)[1] if "=" in a else next(it, None)
            if value is None:
                raise ValueError(f"{a} needs a value")
            args += [opt, value]
        elif a == "--differential":
            args.append(a)
        elif _TRITON_ENV.match(a):
            args.append(a)
        else:
            raise ValueError(f"python: unknown argument {a[:80]!r} (accepted: --target BACKEND:ARCH:WARP, "
                             "--differential, --marker TEXT, NAME=VALUE for TRITON_*, MLIR_*, LLVM_*, AMD*/HIP_*/"
                             "CUDA_*/NVPTX_*/PTXAS_*/ROCM_*/TORCH_* settings)")
    return name, args


JOB_FORM = {  # POST /jobs reads its form itself (after the token check): its schema for OpenAPI
    "requestBody": {"required": True, "content": {"multipart/form-data": {"schema": {
        "type": "object", "required": ["file", "command"],
        "properties": {
            "file": {"type": "string", "format": "binary", "description": "the reproducer (.ll, .mir, .py)"},
            "command": {"type": "string", "description": "toolchain tool and flags, e.g. 'llc -mtriple=amdgcn -O0'"},
            "signature": {"type": "string", "description": "regex the failure must match"},
            "toolchains": {"type": "string", "description": "comma-separated, e.g. llvm-19,llvm-16"},
            "kind": {"type": "string", "enum": list(TOOLS), "description": "default: from the file suffix"},
            "budget_s": {"type": "number", "exclusiveMinimum": 0, "maximum": 86400,
                         "description": "reduction time budget in seconds (at most the token's max_budget_s)"},
            "sandbox": {"type": "string", "enum": ["auto", "docker"],
                        "description": "jobs over HTTP run only in the Docker sandbox; local is refused"},
        }}}}},
}
_NO_NUL = r"^[^\x00]*$"  # PostgreSQL text cannot hold NUL


class Error(BaseModel):
    detail: str | list[dict[str, Any]] = Field(..., description="what is wrong (a limit names itself)")


_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": Error, "description": "no valid API token"},
    403: {"model": Error, "description": "the token lacks the scope"},
    413: {"model": Error, "description": "over the token's upload limit (limit max_upload_bytes)"},
    422: {"model": Error, "description": "a form or body that is not a job"},
    429: {"model": Error, "description": "over the token's jobs in flight, jobs per hour or reduction budget"}}
_READ = {404: {"model": Error, "description": "no such job or artifact"},
         401: {"model": Error, "description": "no valid API token (only when service.public_reads is false)"}}
_WEBHOOK = {400: {"model": Error, "description": "no delivery id or event name, or a body that is not a JSON "
                                                  "object"},
            401: {"model": Error, "description": "bad X-Hub-Signature-256"},
            413: {"model": Error, "description": "larger than GitHub's 25 MB"},
            503: {"model": Error, "description": "no webhook secret configured"}}


class JobCreated(BaseModel):
    id: str
    state: str
    created: bool
    url: str


class TokenRequest(BaseModel):
    name: str = Field(..., min_length=1, max_length=100, description="whose token it is")
    scopes: list[str] = Field(..., description="some of submit, act, admin")
    limits: dict[str, float] | None = Field(None, description="max_upload_bytes, max_in_flight, max_per_hour, "
                                                               "max_budget_s (missing: the defaults)")


async def _read_bounded(request: Request, cap: int) -> bytes | None:
    """The request body, or None as soon as it passes `cap` bytes (nothing more is read)."""
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > cap:
            return None
        chunks.append(chunk)
    return b"".join(chunks)


def create_app(settings: Settings | None = None, *, celery_app: Any = None) -> FastAPI:
    """The API bound to `settings` (store, broker, webhook secret). `celery_app` reuses an app."""
    settings = settings or get_settings()
    svc, gh = settings.service, settings.github
    store = Store(svc.database_url)
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
        celery.tasks[name].apply_async(args=list(args), kwargs=kwargs, queue=svc.queue("report"))

    auth = Authenticator(settings, store)
    app.state.auth = auth
    bearer = HTTPBearer(auto_error=False, scheme_name="APIToken",
                        description="an API token (`reprobot token create`): Authorization: Bearer rpb_…")

    def need(scope: str):
        def dependency(creds: HTTPAuthorizationCredentials | None = Security(bearer)) -> Principal:
            who = auth.principal(creds.credentials if creds else None)
            if who is None:
                raise HTTPException(401, "a valid API token is needed: Authorization: Bearer <token> "
                                         "(reprobot token create)", headers={"WWW-Authenticate": "Bearer"})
            if not who.may(scope):
                raise HTTPException(403, f"this token lacks the {scope!r} scope")
            return who
        return dependency

    def reader(creds: HTTPAuthorizationCredentials | None = Security(bearer)) -> None:
        if auth.principal(creds.credentials if creds else None) is None:
            raise HTTPException(401, "reading jobs needs an API token on this server",
                                headers={"WWW-Authenticate": "Bearer"})

    # open reads declare no security (the OpenAPI schema says what the server does)
    read_deps = [] if svc.public_reads else [Depends(reader)]

    @app.get("/healthz")
    def healthz() -> dict[str, Any]:
        return {"ok": True, "jobs": store.count_jobs()}

    @app.post("/jobs", response_model=JobCreated, status_code=201, openapi_extra=JOB_FORM,
              responses={**_ERRORS, 200: {"model": JobCreated, "description": "the same request was submitted "
                                                                               "before: that job"}})
    async def submit_job(request: Request, response: Response, who: Principal = Depends(need("submit"))):
        """Submit a manual reduce job (form fields: see the module docstring). The token is
        checked before the body is read; the body is read up to the token's upload limit."""
        lim = who.limits
        too_big = f"limit max_upload_bytes: the reproducer is larger than {lim.max_upload_bytes} bytes"
        declared = request.headers.get("content-length", "")
        cap = lim.max_upload_bytes + FORM_SLACK
        if declared.isdigit() and int(declared) > cap:
            raise HTTPException(413, too_big, headers={"X-Reprobot-Limit": "max_upload_bytes"})
        body = await _read_bounded(request, cap)
        if body is None:
            raise HTTPException(413, too_big, headers={"X-Reprobot-Limit": "max_upload_bytes"})

        async def replay() -> dict[str, Any]:
            return {"type": "http.request", "body": body, "more_body": False}
        try:
            form = await Request(request.scope, replay).form(max_files=1, max_fields=16, max_part_size=16 << 10)
        except (MultiPartException, StarletteHTTPException) as e:
            raise HTTPException(422, f"not a form this endpoint reads: {getattr(e, 'detail', e)}") from e
        try:
            file = form.get("file")
            if not isinstance(file, UploadFile):
                raise HTTPException(422, "file: the reproducer, as a file upload")
            data = await file.read(lim.max_upload_bytes + 1)
            fields = {}
            for k in ("command", "signature", "toolchains", "kind", "budget_s", "sandbox"):
                v = form.get(k)
                if v is not None and not isinstance(v, str):
                    raise HTTPException(422, f"{k}: a text field, not a file")
                fields[k] = v
            upload_name = file.filename
        finally:
            await form.close()
        if len(data) > lim.max_upload_bytes:
            raise HTTPException(413, too_big, headers={"X-Reprobot-Limit": "max_upload_bytes"})
        if fields["command"] is None:
            raise HTTPException(422, "command: the tool and its flags, e.g. 'llc -mtriple=amdgcn -O0'")
        command, signature, toolchains, kind = (_clean(fields["command"], "command"),
                                                _clean(fields["signature"], "signature"),
                                                _clean(fields["toolchains"], "toolchains"),
                                                _clean(fields["kind"], "kind", 40))
        sandbox = fields["sandbox"]
        if sandbox == "local":
            raise HTTPException(422, "sandbox=local: a job submitted over HTTP runs only in the Docker sandbox, "
                                     "whatever the token; the local sandbox is for jobs started on the worker's "
                                     "own command line (reprobot reduce --sandbox local)")
        if sandbox not in (None, "", "auto", "docker"):
            raise HTTPException(422, "sandbox must be auto or docker")
        budget_s: float | None = None
        if fields["budget_s"] not in (None, ""):
            try:
                budget_s = float(fields["budget_s"])
            except ValueError as e:
                raise HTTPException(422, "budget_s must be a number of seconds") from e
            if not (math.isfinite(budget_s) and 0 < budget_s <= 86400):
                raise HTTPException(422, "budget_s must be a number of seconds in (0, 86400]")
        # a bare, printable file name (no directories, no control characters)
        filename = re.sub(r"[\x00-\x1f\x7f/\\]", "_", (upload_name or "input").replace("\\", "/").rsplit("/", 1)[-1])
        filename = filename[-120:] if filename.strip(". _") else "input"
        suffix = "." + filename.rsplit(".", 1)[-1] if "." in filename else ""
        kind = kind or SUFFIX_KIND.get(suffix)
        if kind not in SUFFIX_KIND.values():
            raise HTTPException(422, "kind unknown: give kind= or a .ll/.mir/.py file")
        if kind == "triton-python" and not svc.http_triton:
            raise HTTPException(422, "Triton Python reproducers are not taken over HTTP on this server "
                                     "(service.http_triton is false); reduce them with `reprobot reduce FILE.py` on "
                                     "your own machine")
        if signature:
            try:
                re.compile(signature)
            except re.error as e:
                raise HTTPException(422, f"signature is not a valid regex: {e}") from e
        try:
            tool, args = split_command(command, filename, kind)
        except ValueError as e:
            raise HTTPException(422, str(e)) from e
        try:
            source = data.decode()
        except UnicodeDecodeError as e:
            raise HTTPException(422, "reproducer must be text (UTF-8)") from e
        if budget_s is not None and budget_s > lim.max_budget_s:
            raise HTTPException(429, f"limit max_budget_s: a reduction budget of at most {lim.max_budget_s:g} s "
                                     f"for this token (asked {budget_s:g} s)",
                                headers={"X-Reprobot-Limit": "max_budget_s"})
        if budget_s is None:  # the job's budget is decided here, within the token's ceiling
            budget_s = min(settings.pipeline.reduce_budget_s, lim.max_budget_s)
        request_ = {"kind": kind, "tool": tool, "args": args, "signature_regex": signature or None,
                    "toolchains": [t.strip() for t in (toolchains or "").split(",") if t.strip()],
                    "budget_s": budget_s, "filename": filename, "source": source, "sandbox": sandbox or None}
        request_["hash"] = request_hash(request_)
        stored = {k: v for k, v in request_.items() if k != "source"}
        plan = [s.name for s in plan_steps("reduce")]

        def create():
            job, created = store.create_manual_job(
                key=f"manual:{request_['hash']}", plan=plan, request=stored, submitted_by=who.id,
                max_in_flight=lim.max_in_flight, max_per_hour=lim.max_per_hour, filename=filename, content=data)
            if created:
                enqueue_step(celery, job.id, plan[0])
            return job, created
        try:
            job, created = await run_in_threadpool(create)
        except LimitExceeded as e:
            raise HTTPException(e.status, str(e), headers={"X-Reprobot-Limit": e.limit}) from e
        if not created:
            response.status_code = 200
        return JobCreated(id=job.id, state=job.state, created=created, url=f"/jobs/{job.id}")

    @app.get("/jobs", dependencies=read_deps, responses={401: _READ[401]})
    def list_jobs(state: str | None = Query(None, max_length=20, pattern=_NO_NUL),
                  kind: str | None = Query(None, max_length=20, pattern=_NO_NUL),
                  limit: int = Query(50, ge=1, le=1000), offset: int = Query(0, ge=0, le=2**31)) -> dict[str, Any]:
        return {"jobs": store.list_jobs(state=state, kind=kind, limit=limit, offset=offset)}

    @app.get("/jobs/{job_id}", dependencies=read_deps, responses=_READ)
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

    @app.get("/jobs/{job_id}/artifacts/{name}", dependencies=read_deps, responses=_READ,
             response_class=Response)
    def get_artifact(job_id: str, name: str) -> Response:
        if "\x00" in job_id or "\x00" in name:
            raise HTTPException(404, "no such artifact")
        data = store.artifact(job_id, name)
        if data is None:
            raise HTTPException(404, "no such artifact")
        return Response(data, media_type="text/plain; charset=utf-8")

    @app.get("/tokens", responses=_ERRORS)
    def list_tokens(_: Principal = Depends(need("admin"))) -> dict[str, Any]:
        """Every API token (never a secret), with its jobs in flight and in the last hour."""
        return {"tokens": [dict(t.to_json(), usage=store.usage(t.id)) for t in store.list_tokens()]}

    @app.post("/tokens", status_code=201, responses={**_ERRORS, 400: {
        "model": Error, "description": "a body that is not JSON"}}, openapi_extra={"requestBody": {
            "required": True, "content": {"application/json": {"schema": TokenRequest.model_json_schema()}}}})
    async def create_token(request: Request, who: Principal = Depends(need("admin"))) -> dict[str, Any]:
        """A new token (JSON ``name``, ``scopes``, ``limits``); its text is in this answer only.
        The body is read after the token check, like every write's."""
        raw = await _read_bounded(request, 64 << 10)
        if raw is None:
            raise HTTPException(413, "a token request is a few hundred bytes")
        try:
            body = TokenRequest.model_validate_json(raw)
        except ValueError as e:
            raise HTTPException(422, f"not a token request: {str(e)[:500]}") from e
        if "\x00" in body.name:
            raise HTTPException(422, "name: no NUL characters")
        try:
            text, info = await run_in_threadpool(store.create_token, body.name, body.scopes, dict(body.limits or {}))
        except ValueError as e:
            raise HTTPException(422, str(e)) from e
        return {"token": text, **info.to_json()}

    @app.delete("/tokens/{token_id}", status_code=204, responses={**_ERRORS, 404: {
        "model": Error, "description": "no such live token"}})
    def revoke_token(token_id: str, _: Principal = Depends(need("admin"))) -> Response:
        if "\x00" in token_id or not store.revoke_token(token_id):
            raise HTTPException(404, "no such live token")
        return Response(status_code=204)

    @app.post("/webhook", status_code=202, responses=_WEBHOOK)
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
        secret = gh.webhook_secret.get_secret_value() if gh.webhook_secret else ""
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
        if not _EVENT.match(event):  # GitHub's event names; a NUL would not even fit in PostgreSQL
            raise HTTPException(400, "X-GitHub-Event missing or malformed")
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
        if gh.repos and repo not in gh.repos:
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
            if login == gh.bot_login or user.get("type") == "Bot":
                return {"ok": True, "ignored": "bot comment"}
            cmd = parse_command(body)
            if cmd is None:
                # any known issue: a comment can add the reproducer a non-candidate lacked
                known = store.get_issue(repo, int(number))
                if known is not None:
                    send("reprobot.intake", repo, int(number), "webhook")
                    return {"ok": True, "enqueued": "intake"}
                return {"ok": True, "ignored": "no command"}
            if login not in gh.allowed_users:
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

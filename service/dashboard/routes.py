"""The dashboard's routes (see the package docstring for the pages and the credential rule)."""
from __future__ import annotations

import asyncio
import json
import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable
from urllib.parse import quote

import httpx
import nh3
from fastapi import APIRouter, Depends, File, Form, HTTPException, Request, UploadFile
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import HTMLResponse, RedirectResponse, StreamingResponse
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from markdown_it import MarkdownIt

from service.auth import DASHBOARD_ID, Authenticator, Principal, bearer
from service.dashboard import data, plots

HERE = Path(__file__).parent
COOKIE = "reprobot_token"
SUFFIX = {"llvm-ir": ".ll", "mir": ".mir", "mlir": ".mlir", "triton-python": ".py"}
# what GitHub lets a comment keep (its sanitizer is stricter; these are the tags reprobot writes)
_TAGS = {"p", "pre", "code", "em", "strong", "a", "ul", "ol", "li", "h1", "h2", "h3", "h4", "table", "thead",
         "tbody", "tr", "th", "td", "details", "summary", "sub", "sup", "br", "hr", "blockquote"}


def static_files() -> StaticFiles:
    return StaticFiles(directory=HERE / "static")


def render_markdown(md: str) -> str:
    """GitHub-flavoured enough rendering of a comment (tables, fences, <details>), sanitized
    by nh3 (ammonia) so text from an issue can never inject markup or script."""
    md = re.sub(r"<!--.*?-->", "", md or "", flags=re.S)
    html = MarkdownIt("commonmark", {"html": True}).enable("table").render(md)
    return nh3.clean(html, tags=_TAGS, attributes={"a": {"href"}, "code": {"class"}}, url_schemes={"http", "https"})


def _ago(dt: datetime | None) -> str:
    if dt is None:
        return "—"
    return _dur((datetime.now(timezone.utc) - dt).total_seconds()) + " ago"


def _dur(s: float | None) -> str:
    try:
        s = max(0.0, float(s))  # type: ignore[arg-type]
    except Exception:  # noqa: BLE001 - None, or a field an older result lacks (jinja Undefined)
        return "—"
    if s < 90:
        return f"{s:.1f} s" if s < 10 else f"{s:.0f} s"
    if s < 5400:
        return f"{s / 60:.0f} min"
    if s < 172800:
        return f"{s / 3600:.1f} h"
    return f"{s / 86400:.1f} d"


def _templates() -> Jinja2Templates:
    t = Jinja2Templates(directory=str(HERE / "templates"))
    t.env.filters.update(ago=_ago, dur=_dur, markdown=render_markdown,
                         isotime=lambda d: d.strftime("%Y-%m-%d %H:%M:%S UTC") if d else "—",
                         tojson_pretty=lambda v: json.dumps(v, indent=1, default=str),
                         urlq=lambda s: quote(str(s), safe=""))
    return t


def build_router(settings: Any, store_factory: Callable[[], Any], celery_factory: Callable[[], Any]) -> APIRouter:
    """The dashboard's APIRouter bound to the store, the Celery app and the settings."""
    ds = settings.service
    templates = _templates()
    auths: list[Authenticator] = []

    def authenticator() -> Authenticator:
        if not auths:  # built on first use: the store may be created after the router
            auths.append(Authenticator(settings, store_factory()))
        return auths[0]

    def caller(request: Request, form_token: str | None) -> tuple[Principal | None, str | None]:
        """(who, the credential that named them) from the form field, the cookie or
        ``Authorization: Bearer`` (`service.auth`); (None, None) when none is valid."""
        for cand in (form_token, request.cookies.get(COOKIE), bearer(request.headers.get("authorization"))):
            who = authenticator().principal(cand) if cand else None
            if who is not None:
                return who, cand
        return None, None

    def require(request: Request, form_token: str | None, scope: str) -> tuple[Principal, str]:
        who, cred = caller(request, form_token)
        if who is None or cred is None:
            raise HTTPException(401, "a valid API token (or the dashboard token) is needed for this action",
                                headers={"WWW-Authenticate": "Bearer"})
        if not who.may(scope):
            raise HTTPException(403, f"this token lacks the {scope!r} scope this action needs")
        return who, cred

    async def reader(request: Request) -> None:
        """Reading is open unless ``service.public_reads`` is false: then a valid credential (cookie
        or header) is needed, and a browser is sent to the sign-in page."""
        if ds.public_reads:
            return
        who, _ = await run_in_threadpool(caller, request, None)
        if who is None:
            if request.method == "GET" and "text/html" in request.headers.get("accept", ""):
                raise HTTPException(303, "sign in to read", headers={
                    "Location": f"/ui/login?next={quote(request.url.path)}"})
            raise HTTPException(401, "reading needs an API token on this server",
                                headers={"WWW-Authenticate": "Bearer"})

    r = APIRouter(prefix="/ui", include_in_schema=False)
    read = APIRouter(dependencies=[Depends(reader)])  # the pages; sign-in and actions do their own check

    def page(request: Request, name: str, status: int = 200, **ctx: Any) -> HTMLResponse:
        ctx.setdefault("authed", caller(request, None)[0] is not None)
        ctx.setdefault("actions_enabled", True)
        ctx.setdefault("msg", request.query_params.get("msg", ""))
        return templates.TemplateResponse(request, name, ctx, status_code=status)

    def remember(resp: RedirectResponse, form_token: str | None, cred: str | None = None) -> RedirectResponse:
        """Keep a credential typed into a form in an HttpOnly, SameSite=Strict cookie."""
        if form_token and form_token == cred:
            resp.set_cookie(COOKIE, form_token, httponly=True, samesite="strict", max_age=30 * 86400)
        return resp

    def send(name: str, *args: Any, **kwargs: Any) -> None:
        # exactly what service.api's webhook does for a /reprobot command
        celery_factory().tasks[name].apply_async(args=list(args), kwargs=kwargs, queue=ds.queue("report"))

    # ------------------------------------------------------------ reading
    def overview_ctx(state: str | None) -> dict[str, Any]:
        v = data.overview(store_factory(), state=state or None)
        tp = v["throughput"]
        return {"v": v, "plot_steps": plots.step_times(v["step_times"]),
                "plot_throughput": plots.throughput(tp["labels"], tp["succeeded"], tp["failed"], tp["skipped"],
                                                    title=f"Jobs finished per {tp['bucket_min']} min")}

    @read.get("/", response_class=HTMLResponse)
    async def overview(request: Request, state: str | None = None):
        return page(request, "overview.html", **await run_in_threadpool(overview_ctx, state))

    @read.get("/fragment/overview", response_class=HTMLResponse)
    async def overview_fragment(request: Request, state: str | None = None):
        return page(request, "_overview_live.html", **await run_in_threadpool(overview_ctx, state))

    @read.get("/jobs/{job_id}", response_class=HTMLResponse)
    async def job_page(request: Request, job_id: str):
        v = await run_in_threadpool(data.job_view, store_factory(), job_id)
        if v is None:
            return page(request, "error.html", 404, message=f"no job {job_id}")
        return page(request, "job.html", v=v, plot=plots.reduction_progress(v["samples"]))

    @read.get("/jobs/{job_id}/live", response_class=HTMLResponse)
    async def job_live(request: Request, job_id: str):
        v = await run_in_threadpool(data.job_view, store_factory(), job_id)
        if v is None:
            raise HTTPException(404, "no such job")
        return page(request, "_job_live.html", v=v)

    @read.get("/jobs/{job_id}/events")
    async def job_events(request: Request, job_id: str):
        """Server-sent events: ``update`` (JSON: state, step, html of the live part) each poll
        while the job runs and once more at the end, then ``done``."""
        store = store_factory()
        if await run_in_threadpool(store.get_job, job_id) is None:
            raise HTTPException(404, "no such job")

        async def stream():
            last = None
            # at most ~5 minutes per connection: EventSource reconnects by itself, and a server
            # shutting down never waits long for an open stream
            for _ in range(int(300 / max(ds.dashboard_poll_s, 0.2))):
                if await request.is_disconnected():
                    return
                v = await run_in_threadpool(data.job_view, store, job_id)
                html = templates.get_template("_job_live.html").render(v=v, request=request)
                payload = json.dumps({"state": v["job"]["state"], "step": v["job"]["step"], "html": html})
                if payload != last:
                    yield f"event: update\ndata: {payload}\n\n"
                    last = payload
                else:
                    yield ": keep-alive\n\n"
                if v["terminal"]:
                    yield f"event: done\ndata: {json.dumps({'state': v['job']['state']})}\n\n"
                    return
                await asyncio.sleep(ds.dashboard_poll_s)

        return StreamingResponse(stream(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    @read.get("/issues/{owner}/{repo}/{number}")
    async def issue_page(owner: str, repo: str, number: int):
        job_id = await run_in_threadpool(data.latest_job_for_issue, store_factory(), f"{owner}/{repo}", number)
        if job_id is None:
            raise HTTPException(404, f"no job for {owner}/{repo}#{number}")
        return RedirectResponse(f"/ui/jobs/{job_id}", status_code=303)

    @read.get("/issues", response_class=HTMLResponse)
    async def issues(request: Request, candidate: bool | None = None):
        v = await run_in_threadpool(data.issues_view, store_factory(), candidate=candidate)
        return page(request, "issues.html", v=v)

    @read.get("/signatures", response_class=HTMLResponse)
    async def signatures(request: Request):
        clusters = await run_in_threadpool(data.signature_clusters, store_factory())
        return page(request, "signatures.html", clusters=clusters)

    @read.get("/culprits", response_class=HTMLResponse)
    async def culprits(request: Request):
        v = await run_in_threadpool(data.culprit_groups, store_factory())
        return page(request, "culprits.html", v=v)

    # ------------------------------------------------------------ actions
    @r.get("/login", response_class=HTMLResponse)
    async def login_form(request: Request, next: str = "/ui/"):
        return page(request, "login.html", next=next if next.startswith("/ui") else "/ui/")

    @r.post("/login")
    async def login(request: Request, token: str = Form(...), next: str = Form("/ui/")):
        who = await run_in_threadpool(authenticator().principal, token)  # the typed token, not a cookie
        if who is None:
            raise HTTPException(401, "not a valid API token or dashboard token")
        return remember(RedirectResponse(next if next.startswith("/ui") else "/ui/", status_code=303), token, token)

    @r.post("/logout")
    async def logout():
        resp = RedirectResponse("/ui/", status_code=303)
        resp.delete_cookie(COOKIE)
        return resp

    def _back(job_id: str | None, owner: str, repo: str, number: int, msg: str) -> RedirectResponse:
        target = f"/ui/jobs/{job_id}" if job_id else f"/ui/issues/{owner}/{repo}/{number}"
        return RedirectResponse(f"{target}?msg={quote(msg)}", status_code=303)

    @r.post("/issues/{owner}/{repo}/{number}/retry")
    async def retry(request: Request, owner: str, repo: str, number: int, token: str | None = Form(None),
                    user: str | None = Form(None), job: str | None = Form(None)):
        """Same as a ``/reprobot retry`` comment: intake with command ``retry`` (a new generation)."""
        caller_, cred = await run_in_threadpool(require, request, token, "act")
        who = _actor(caller_, user)
        await run_in_threadpool(send, "reprobot.intake", f"{owner}/{repo}", int(number), "dashboard",
                                command="retry", user=who)
        return remember(_back(job, owner, repo, number, f"retry of {owner}/{repo}#{number} enqueued by {who}"), token,
                        cred)

    @r.post("/issues/{owner}/{repo}/{number}/wrong")
    async def wrong(request: Request, owner: str, repo: str, number: int, token: str | None = Form(None),
                    user: str | None = Form(None), note: str = Form(""), job: str | None = Form(None)):
        """Same as a ``/reprobot wrong`` comment: the culprit is withdrawn and the comment re-rendered."""
        caller_, cred = await run_in_threadpool(require, request, token, "act")
        who = _actor(caller_, user)
        await run_in_threadpool(send, "reprobot.withdraw", f"{owner}/{repo}", int(number), who, note.strip()[:500])
        return remember(_back(job, owner, repo, number, f"culprit of {owner}/{repo}#{number} reported wrong by {who}"),
                        token, cred)

    @read.get("/reduce", response_class=HTMLResponse)
    async def reduce_form(request: Request):
        return page(request, "reduce.html", form={}, error="")

    @r.post("/reduce")
    async def reduce_submit(request: Request, token: str | None = Form(None), command: str = Form(...),
                            signature: str = Form(""), toolchains: str = Form(""), kind: str = Form(""),
                            budget_s: str = Form(""), source: str = Form(""),
                            file: UploadFile | None = File(None)):
        """Forwards to ``POST /jobs`` of this app with the caller's credential (one code path, one
        set of limits for API and dashboard)."""
        _, cred = await run_in_threadpool(require, request, token, "submit")
        form = {"command": command, "signature": signature, "toolchains": toolchains, "kind": kind,
                "budget_s": budget_s, "source": source}
        content = await file.read() if file is not None and file.filename else b""
        filename = file.filename if content else ""
        if not content:
            content = source.replace("\r\n", "\n").encode()
            filename = "repro" + SUFFIX.get(kind or "llvm-ir", ".ll")
        if not content.strip():
            return page(request, "reduce.html", 422, form=form, error="give a reproducer: a file or pasted text")
        fields = {"command": command}
        for k in ("signature", "toolchains", "kind", "budget_s"):
            if form[k].strip():
                fields[k] = form[k].strip()
        transport = httpx.ASGITransport(app=request.app)
        async with httpx.AsyncClient(transport=transport, base_url="http://dashboard") as c:
            resp = await c.post("/jobs", data=fields, files={"file": (filename, content, "text/plain")},
                                headers={"Authorization": f"Bearer {cred}"})
        if resp.status_code not in (200, 201):
            try:
                err = resp.json().get("detail")
            except ValueError:
                err = resp.text
            return page(request, "reduce.html", resp.status_code if resp.status_code < 500 else 502, form=form,
                        error=str(err))
        job = resp.json()
        msg = "submitted" if job.get("created") else "the same request was submitted before: here is that job"
        return remember(RedirectResponse(f"/ui/jobs/{job['id']}?msg={quote(msg)}", status_code=303), token, cred)

    def _actor(who: Principal, user: str | None) -> str:
        """Whom an action is recorded for: a personal token's owner; with the shared dashboard
        token, the name typed into the form (else ``service.dashboard_user``)."""
        if who.id != DASHBOARD_ID:
            return who.name
        return (user or "").strip()[:100] or ds.dashboard_user

    r.include_router(read)
    return r

"""Thin, idempotent Celery tasks over the plain pipeline functions (`workers.pipeline`).

Tasks (registered on an app by `register_tasks`, names ``reprobot.*``):

- ``reprobot.intake(repo, number, trigger, command=None, user=None)`` — report queue (needs the
  token): fetch the issue with its comments, decide whether it is a candidate, record it, and
  create the triage job for this content (key ``repo#N@<content hash>/g<generation>``; a second
  intake of unchanged content finds the job and does nothing).
- ``reprobot.poll(repos=None)`` — report queue: conditional listing of issues updated since the
  cursor, intake of the changed ones, then `recover`.
- ``reprobot.step(job_id, name, enqueued_at)`` — the queue of the step: run one step of a job's plan.
- ``reprobot.withdraw(repo, number, user, note)`` — report queue: ``/reprobot wrong``.
- ``reprobot.recover()`` — re-enqueue steps a dead worker left running.

Plans. An issue job runs ``extract`` (reduce queue) → ``reproduce`` (reduce) → ``reduce`` (reduce)
→ ``bisect`` (build) → ``report`` (report: renders `workers.report.render_comment`, upserts the
one comment, labels); a manual job runs ``reduce_job`` (reduce). Each step calls the pipeline's
plain function (`workers.pipeline.step_*`, `reduce_job`); results travel as JSON in the store.

Idempotency and resumption. Each step has a unique key (issue, reproducer hash, step,
generation), see `step_key`: the reproducer hash is the issue content hash for extract, the
candidates' digests for reproduce, the primary reproducer's digest for reduce and bisect (an
edit that keeps the reproducer reuses its reduction), content and primary for report; a manual
job uses the hash of its upload and command. A delivered ``step`` message claims its row under a
lock (`Store.begin_step`): ``done`` → the stored result is reused and the job moves on (a
redelivered message posts nothing); ``busy`` (another worker heart-beats it) → the message is sent
again for later; otherwise it runs. Step results are the checkpoints: a job whose worker died
resumes at its first unfinished step (a step itself restarts from its beginning: the pipeline's
reduction has no resume hook yet). A running step's heartbeat and progress are written every
``heartbeat_s``; a step whose heartbeat is older than ``step_stale_s`` is taken over.

Failures. `is_infrastructure_error` → retry with exponential backoff and jitter (at most
``max_retries``); any other exception fails the step and the job with its message.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import random
import socket
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Callable

from celery import Celery
from celery.signals import worker_process_init, worker_ready

from workers.celery_app import STEP_PRIORITY, is_infrastructure_error, queue_for_step
from workers.store import JobState, Store, StepState, issue_content_hash

log = logging.getLogger("reprobot.tasks")

TRIAGE_PLAN = ["extract", "reproduce", "reduce", "bisect", "report"]
MANUAL_PLAN = ["reduce_job"]
COMMANDS = ("reduce", "bisect", "retry", "wrong")

# Per-process caches (created on first use in a worker, never at import).
_stores: dict[str, Store] = {}
_adapters: dict[tuple, Any] = {}
_cache_lock = threading.Lock()


def get_store(settings: Any) -> Store:
    """The process's Store for settings.database_url (migrated on first use)."""
    with _cache_lock:
        st = _stores.get(settings.database_url)
        if st is None:
            st = Store(settings.database_url)
            st.migrate()
            _stores[settings.database_url] = st
        return st


def get_adapter(settings: Any):
    """The process's GitHubAdapter (holds the token: only report-queue tasks call this)."""
    from workers.github import GitHubAdapter

    token = settings.github_token.get_secret_value() if settings.github_token else None
    key = (settings.github_base_url, token, settings.bot_login)
    with _cache_lock:
        ad = _adapters.get(key)
        if ad is None:
            ad = GitHubAdapter(settings.github_base_url, token, bot_login=settings.bot_login,
                               seconds_between_writes=settings.seconds_between_writes,
                               writes_per_minute=settings.writes_per_minute)
            _adapters[key] = ad
        return ad


def worker_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _utc(ts: float) -> datetime:
    return datetime.fromtimestamp(ts, timezone.utc)


# ---------------------------------------------------------------- keys
def job_key(repo: str, number: int, content_hash: str, generation: int) -> str:
    return f"{repo}#{number}@{content_hash[:16]}/g{generation}"


def manual_hash(request: dict[str, Any]) -> str:
    h = hashlib.sha256(json.dumps({k: request.get(k) for k in ("source", "kind", "tool", "args", "signature_regex",
                                                                "toolchains", "budget_s", "sandbox")},
                                  sort_keys=True).encode())
    return h.hexdigest()


def _digest(*parts: str) -> str:
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:16]


def step_key(job: Any, name: str, prev: dict[str, Any]) -> str:
    """(issue, reproducer hash, step, generation) as one string. `prev`: results of the earlier steps.

    extract: the reproducer hash is the issue content hash (extraction is deterministic on it);
    reproduce: hash of the extracted candidates' digests; reduce/bisect: the primary reproducer's
    digest, so an edit of the issue that keeps the reproducer reuses the reduction; report: content
    and primary together (a changed thread gets its comment re-rendered)."""
    req = job.request or {}
    if job.kind == "reduce":
        return f"manual|{req.get('hash', job.id)[:16]}|{name}|g0"
    subject, gen, content = f"{req['repo']}#{req['number']}", req.get("generation", 0), req["content_hash"][:16]
    ex = ((prev.get("extract") or {}).get("extraction") or {}).get("reproducers") or []
    primary = ((prev.get("reproduce") or {}).get("primary") or {})
    pdig = repro_digest(primary) if primary else "none"
    repro = {
        "extract": content,
        "reproduce": _digest(*[repro_digest(r) for r in ex]) if ex else "none",
        "reduce": pdig, "bisect": pdig,
        "report": f"{content[:12]}-{pdig[:12]}",
    }.get(name, content)
    return f"{subject}|{repro}|{name}|g{gen}"


def repro_digest(d: dict[str, Any]) -> str:
    from reducers.reproducer import Reproducer

    return d.get("digest") or Reproducer.from_json(d).digest


# ---------------------------------------------------------------- heartbeat
class Heartbeat:
    """While a step runs: writes heartbeat_at and the latest progress every `every_s` seconds.
    `progress(what, done, total)` is the pipeline's progress callback."""

    def __init__(self, store: Store, step_id: int, every_s: float):
        self.store, self.step_id, self.every_s = store, step_id, every_s
        self.latest: dict[str, Any] | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name=f"heartbeat-{step_id}", daemon=True)

    def progress(self, what: str, done: int, total: int | None = None) -> None:
        self.latest = {"what": what, "done": done, "total": total, "at": time.time()}

    def _loop(self) -> None:
        while not self._stop.wait(self.every_s):
            try:
                self.store.heartbeat(self.step_id, self.latest)
            except Exception:  # noqa: BLE001 - a missed heartbeat must not kill the step
                log.warning("heartbeat for step %s failed", self.step_id, exc_info=True)

    def __enter__(self) -> "Heartbeat":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join(timeout=5)


@dataclass
class StepContext:
    app: Celery
    settings: Any
    store: Store
    job: Any
    step_id: int
    prev: dict[str, Any]
    heartbeat: Heartbeat
    checkpoint: dict[str, Any] | None
    runs: list[dict[str, Any]] = field(default_factory=list)


# ---------------------------------------------------------------- step functions
def _pipeline_settings():
    from workers.settings import get_settings

    return get_settings()


def _issue(ctx: StepContext) -> dict[str, Any]:
    return dict(ctx.job.request["issue"])


def _extraction_from_json(d: dict[str, Any]):
    from reducers.reproducer import Reproducer
    from reducers.signature import CrashSignature
    from workers.project import Extraction

    return Extraction(reproducers=[Reproducer.from_json(r) for r in d.get("reproducers") or []],
                      reported=CrashSignature.from_json(d["reported"]) if d.get("reported") else None,
                      reported_text=d.get("reported_text") or "", notes=list(d.get("notes") or []),
                      target=d.get("target") or "")


def _run_from_json(d: dict[str, Any]):
    from reducers.outcome import Outcome, RunResult
    from reducers.signature import CrashSignature

    return RunResult(toolchain=d["toolchain"], outcome=Outcome(d["outcome"]),
                     signature=CrashSignature.from_json(d["signature_detail"]) if d.get("signature_detail") else None,
                     reason=d.get("reason") or "", exit_code=d.get("exit_code"), wall_s=d.get("wall_s") or 0.0,
                     stderr_tail=d.get("stderr_tail") or "", argv=list(d.get("argv") or []))


def _rep_json(rep) -> dict[str, Any] | None:
    if rep is None:
        return None
    d = rep.to_json()
    d["digest"] = rep.digest
    d["command"] = rep.command_line()
    return d


def _step_extract(ctx: StepContext) -> dict[str, Any]:
    from workers import pipeline

    issue = _issue(ctx)
    adapter = _adapter(ctx, _pipeline_settings())
    ctx.heartbeat.progress("extracting", 0, 1)
    ex = pipeline.step_extract(issue, adapter)
    d = ex.to_json()
    for r, rd in zip(ex.reproducers, d["reproducers"]):
        rd["digest"] = r.digest
    return {"project": adapter.name, "extraction": d}


def _step_reproduce(ctx: StepContext) -> dict[str, Any]:
    from workers import pipeline

    settings = _pipeline_settings()
    adapter = _adapter(ctx, settings)
    ex = _extraction_from_json(ctx.prev["extract"]["extraction"])
    primary, runs, unsupported = pipeline.step_reproduce(ex, adapter, settings, ctx.heartbeat.progress)
    out_runs = {}
    for tc, r in runs.items():
        out_runs[tc] = r.to_json()
        ctx.runs.append({"toolchain": tc, "outcome": r.outcome.value,
                         "signature": r.signature.summary() if r.signature else r.reason, "wall_s": r.wall_s})
    return {"primary": _rep_json(primary), "runs": out_runs, "unsupported": unsupported}


def _step_reduce(ctx: StepContext) -> dict[str, Any]:
    from reducers.reproducer import Reproducer
    from workers import pipeline

    settings = _pipeline_settings()
    rep = ctx.prev["reproduce"]
    if not rep.get("primary") or not settings.reduce:
        return {"reduction": None, "error": ""}
    adapter = _adapter(ctx, settings)
    ex = _extraction_from_json(ctx.prev["extract"]["extraction"])
    runs = {tc: _run_from_json(r) for tc, r in rep["runs"].items()}
    try:
        red = pipeline.step_reduce(Reproducer.from_json(rep["primary"]), runs, adapter, settings, ex.reported,
                                   ctx.heartbeat.progress)
    except Exception as exc:  # noqa: BLE001 - like triage(): a failed reduction keeps the rest
        if is_infrastructure_error(exc):
            raise
        return {"reduction": None, "error": f"{type(exc).__name__}: {exc}"}
    return {"reduction": red.to_json() if red else None, "error": ""}


def _step_bisect(ctx: StepContext) -> dict[str, Any]:
    """Release bisection, then (when the pipeline's ``bisect_repo`` is set) commits built in
    containers inside the release window, like `pipeline.triage` does."""
    from workers import pipeline

    settings = _pipeline_settings()
    adapter = _adapter(ctx, settings)
    runs = {tc: _run_from_json(r) for tc, r in ctx.prev["reproduce"]["runs"].items()}
    out: dict[str, Any] = {"bisection": pipeline.step_bisect(runs, adapter), "commit_bisection": None,
                           "commit_bisection_error": ""}
    if getattr(settings, "bisect_repo", "") and hasattr(pipeline, "step_bisect_commits"):
        partial = _triage_result(ctx.job, dict(ctx.prev, bisect=out))
        red = (ctx.prev.get("reduce") or {}).get("reduction")
        if red and red.get("reproducer") and partial.primary is not None:
            from reducers.reproducer import Reproducer

            # bisect the reduced reproducer (what step_bisect_commits takes from a reduction)
            partial.primary = Reproducer.from_json(dict(partial.primary.to_json(), source=red["reproducer"],
                                                        tool=red.get("tool") or partial.primary.tool,
                                                        args=list(red.get("args") or partial.primary.args)))
        try:
            out["commit_bisection"] = pipeline.step_bisect_commits(partial, settings, ctx.heartbeat.progress)
        except Exception as exc:  # noqa: BLE001 - like triage(): keep the release-level answer
            if is_infrastructure_error(exc):
                raise
            out["commit_bisection_error"] = f"{type(exc).__name__}: {exc}"
    return out


def _adapter(ctx: StepContext, settings: Any):
    """The project adapter for the job's issue; reproducers from GitHub get the Docker sandbox
    (`pipeline.sandbox_for`: SandboxPolicyError when it is unavailable)."""
    from workers import pipeline

    return pipeline.adapter_for(_issue(ctx), settings, "github")


def _triage_result(job: Any, prev: dict[str, Any]):
    """A `pipeline.TriageResult` from the step results so far (reduction left as JSON in `prev`)."""
    from reducers.reproducer import Reproducer
    from workers import pipeline

    issue = job.request["issue"]
    ex = _extraction_from_json(prev["extract"]["extraction"])
    rep = prev.get("reproduce") or {}
    bis = prev.get("bisect") or {}
    repo, number = pipeline.issue_ref(issue)
    tr = pipeline.TriageResult(
        issue={"repo": repo, "number": number, "title": issue.get("title", ""), "url": issue.get("html_url", "")},
        project=prev["extract"].get("project", ""), extraction=ex,
        primary=Reproducer.from_json(rep["primary"]) if rep.get("primary") else None,
        runs={tc: _run_from_json(r) for tc, r in (rep.get("runs") or {}).items()},
        unsupported=dict(rep.get("unsupported") or {}),
        reduction_error=(prev.get("reduce") or {}).get("error", ""),
        bisection=bis.get("bisection"))
    if hasattr(tr, "commit_bisection"):
        tr.commit_bisection = bis.get("commit_bisection")
        tr.commit_bisection_error = bis.get("commit_bisection_error", "")
    return tr


def assemble_triage(job: Any, prev: dict[str, Any]) -> dict[str, Any]:
    """The `TriageResult.to_json()` shape (without ``comment``) from the step results."""
    d = _triage_result(job, prev).to_json(with_comment=False)
    red = (prev.get("reduce") or {}).get("reduction")
    d["reduction"] = red
    if red and red.get("signature"):
        d["signature"] = red["signature"]
    d["step_wall_s"] = {}
    return d


def _reproducible(triage: dict[str, Any]) -> bool:
    return any((r or {}).get("outcome") == "reproduces" for r in (triage.get("runs") or {}).values())


def _labels_for(triage: dict[str, Any]) -> list[str]:
    labels = []
    if triage.get("reduction"):
        labels.append("reprobot:reduced")
    if culprit(triage):
        labels.append("reprobot:bisected")
    return labels


def culprit(triage: dict[str, Any]) -> str | None:
    """The bisection's answer: the culprit commit, else the first bad release when a good release
    precedes it (a bug present in every tested release has no culprit yet)."""
    commit = (triage.get("commit_bisection") or {}).get("first_bad")
    if commit:
        return commit
    bis = triage.get("bisection") or {}
    if bis.get("first_bad") and bis.get("last_good") and not bis.get("present_in_all"):
        return bis["first_bad"]
    return None


def withdraw_culprit(triage: dict[str, Any], user: str) -> dict[str, Any]:
    """The triage result with its bisection answer withdrawn (first bad release/commit removed,
    a note saying who reported it wrong). Pure."""
    t = json.loads(json.dumps(triage))
    bis = t.get("bisection") or {}
    was = culprit(t)
    if bis:
        bis.pop("first_bad", None)
        bis["summary"] = ("withdrawn: a maintainer reported the culprit as wrong (`/reprobot wrong`)"
                          + (f"; it was `{was}`" if was else ""))
        bis["withdrawn"] = True
        t["bisection"] = bis
    if t.get("commit_bisection"):
        t["commit_bisection"] = {"withdrawn": True, "was": (t["commit_bisection"] or {}).get("first_bad")}
    note = f"Culprit withdrawn after `/reprobot wrong` from `{user}`."
    t["notes"] = [n for n in (t.get("notes") or []) if n != note] + [note]
    t["withdrawn"] = {"user": user, "was": was}
    return t


def render(triage: dict[str, Any], secrets: tuple[str, ...] = ()) -> str:
    """The comment body for a triage result (`workers.report.render_comment`)."""
    from workers.report import render_comment

    return render_comment({k: v for k, v in triage.items() if k != "comment"}, secrets)


def _issue_lock(settings: Any, repo: str, number: int):
    """A Redis lock around one issue's comment (the report worker should be alone; this makes sure)."""
    import contextlib

    if not settings.broker_url.startswith("redis"):
        return contextlib.nullcontext()
    import redis

    r = redis.Redis.from_url(settings.broker_url)
    return r.lock(f"{settings.queue_prefix}reprobot:comment:{repo}#{number}", timeout=300, blocking_timeout=120)


def _secrets(settings: Any) -> tuple[str, ...]:
    return (settings.github_token.get_secret_value(),) if settings.github_token else ()


def _step_report(ctx: StepContext) -> dict[str, Any]:
    req = ctx.job.request
    triage = assemble_triage(ctx.job, ctx.prev)
    repo, number = req["repo"], int(req["number"])
    out: dict[str, Any] = {"triage": triage, "posted": False}
    issue = ctx.store.get_issue(repo, number)
    if issue is None or issue.content_hash != req["content_hash"]:
        return dict(out, reason="superseded by a newer version of the issue")
    if not (_reproducible(triage) or req.get("post") or ctx.settings.post_unreproducible):
        return dict(out, reason="nothing reproduces")
    wrong = [f for f in ctx.store.feedback(issue.id) if f["kind"] == "wrong"]
    if culprit(triage) and culprit(triage) in {(f["detail"] or {}).get("culprit") for f in wrong}:
        # the same answer was reported wrong before: keep it withdrawn
        triage = withdraw_culprit(triage, wrong[-1]["user"])
    body = render(triage, _secrets(ctx.settings))
    triage["comment"] = body
    adapter = get_adapter(ctx.settings)
    with _issue_lock(ctx.settings, repo, number):
        up = adapter.upsert_comment(repo, number, body, known_id=issue.comment_id)
        present = [lb.get("name") for lb in (issue.data or {}).get("labels") or []] + list(issue.labels_applied or [])
        labels = [lb for lb in _labels_for(triage) if not (lb == "reprobot:bisected" and triage.get("withdrawn"))]
        added = adapter.add_labels(repo, number, labels, present=present)
        ctx.store.set_comment(issue.id, up.comment_id, up.body_hash, labels)
    return {"triage": triage, "posted": True, "action": up.action, "comment_id": up.comment_id,
            "labels_added": added}


def _step_reduce_job(ctx: StepContext) -> dict[str, Any]:
    from workers import pipeline

    req = ctx.job.request
    source = ctx.store.artifact(ctx.job.id, req.get("filename") or "input")
    toolchains = req.get("toolchains") or []
    settings = _pipeline_settings()
    if req.get("sandbox"):  # the submitter's choice, within `workers.sandbox.policy`'s rules
        settings = settings.model_copy(update={"sandbox": req["sandbox"]})
    out = pipeline.reduce_job(source.decode() if source is not None else req.get("source", ""),
                              req["kind"], req["tool"], list(req.get("args") or []),
                              signature_regex=req.get("signature_regex"),
                              toolchain=toolchains[0] if toolchains else None,
                              budget_s=float(req.get("budget_s") or ctx.settings.reduce_budget_s),
                              settings=settings, progress=ctx.heartbeat.progress, job_source="api")
    reduced = out.get("reproducer")
    if isinstance(reduced, str) and reduced:
        ext = os.path.splitext(req.get("filename") or "")[1]
        ctx.store.add_artifact(ctx.job.id, "reduced" + ext, "reduced", reduced.encode())
    for tc, r in (out.get("runs") or {}).items():
        ctx.runs.append({"toolchain": tc, "outcome": r.get("outcome", ""), "signature": r.get("signature", "")})
    return out


STEPS: dict[str, Callable[[StepContext], dict[str, Any]]] = {
    "extract": _step_extract,
    "reproduce": _step_reproduce,
    "reduce": _step_reduce,
    "bisect": _step_bisect,
    "report": _step_report,
    "reduce_job": _step_reduce_job,
}


# ---------------------------------------------------------------- orchestration
def enqueue_step(app: Celery, job_id: str, name: str, *, countdown: float | None = None) -> None:
    settings = app.reprobot_settings
    app.tasks["reprobot.step"].apply_async(args=[job_id, name, time.time()], queue=queue_for_step(settings, name),
                                           countdown=countdown, priority=STEP_PRIORITY.get(name, 5))


def job_steps(store: Store, job: Any) -> dict[str, Any]:
    """The job's Step rows by name, found by their keys (steps may be shared with an earlier job of
    the same issue and reproducer), in plan order, up to the first one not done."""
    from sqlalchemy import select

    from workers.store.models import Step

    out: dict[str, Any] = {}
    prev: dict[str, Any] = {}
    with store.session() as s:
        own = {st.key: st for st in s.scalars(select(Step).where(Step.job_id == job.id))}
        for name in job.plan or []:
            key = step_key(job, name, prev)
            st = own.get(key) or s.scalar(select(Step).where(Step.key == key))
            if st is None:
                break
            out[name] = st
            if st.state != StepState.DONE:
                break
            prev[name] = st.result
    return out


def _done_results(store: Store, job: Any) -> dict[str, Any]:
    return {n: st.result for n, st in job_steps(store, job).items() if st.state == StepState.DONE}


def _final_result(job: Any, results: dict[str, Any]) -> dict[str, Any] | None:
    if job.kind == "reduce":
        return results.get("reduce_job")
    rep = results.get("report") or {}
    return {"triage": rep.get("triage"), "posted": rep.get("posted"), "action": rep.get("action"),
            "comment_id": rep.get("comment_id"), "reason": rep.get("reason")}


def _advance(app: Celery, store: Store, job: Any, name: str) -> None:
    """After step `name` was found done (a redelivered or duplicate message): enqueue the next step
    unless it already started, or finish the job if that was missed."""
    plan = list(job.plan or [])
    i = plan.index(name)
    steps = job_steps(store, job)
    if i + 1 < len(plan):
        nxt = plan[i + 1]
        if nxt not in steps:
            store.update_job(job.id, current_step=nxt)
            enqueue_step(app, job.id, nxt)
        return
    fresh = store.get_job(job.id)
    if fresh.state in JobState.TERMINAL:
        return
    store.finish_job(job.id, JobState.SUCCEEDED,
                     result=_final_result(job, {n: st.result for n, st in steps.items()}))


def run_step(task: Any, app: Celery, job_id: str, name: str, enqueued_at: float | None = None) -> str:
    """Body of ``reprobot.step``; returns what happened (``ran``/``reused``/``busy``/``gone``/``failed``)."""
    settings = app.reprobot_settings
    store = get_store(settings)
    job = store.get_job(job_id)
    if job is None or name not in (job.plan or []) or job.state in (JobState.FAILED, JobState.SKIPPED):
        return "gone"
    prev = _done_results(store, job)
    plan = list(job.plan)
    if any(p not in prev for p in plan[: plan.index(name)]):
        return "gone"  # an earlier step is not done: this message is stale (the job is elsewhere)
    claim = store.begin_step(job_id, name, step_key(job, name, prev), queue_for_step(settings, name), worker_id(),
                             settings.step_stale_s, _utc(enqueued_at) if enqueued_at else None)
    step_id = claim.step_id
    if claim.action == "done":
        _advance(app, store, job, name)
        return "reused"
    if claim.action == "busy":
        enqueue_step(app, job_id, name, countdown=max(1.0, settings.step_stale_s / 2))
        return "busy"
    try:
        with Heartbeat(store, step_id, settings.heartbeat_s) as hb:
            ctx = StepContext(app, settings, store, job, step_id, prev, hb, claim.checkpoint)
            t0 = time.perf_counter()
            result = STEPS[name](ctx)
            work = time.perf_counter() - t0
    except Exception as exc:  # noqa: BLE001 - classified below
        infra = is_infrastructure_error(exc)
        retries = getattr(task.request, "retries", 0) if task is not None else 0
        final = not infra or task is None or retries >= settings.max_retries
        store.fail_step(step_id, f"{type(exc).__name__}: {exc}", final=final)
        if final:
            store.finish_job(job_id, JobState.FAILED, error=f"{name}: {type(exc).__name__}: {exc}")
            log.warning("step %s of job %s failed: %s", name, job_id, exc)
            return "failed"
        countdown = min(settings.retry_backoff_max_s, 2 ** retries) * (0.5 + random.random() / 2)
        raise task.retry(exc=exc, countdown=countdown, args=[job_id, name, enqueued_at])
    i = plan.index(name)
    if i + 1 < len(plan):
        store.complete_step(step_id, result, work_s=work, runs=ctx.runs, next_step=plan[i + 1])
        enqueue_step(app, job_id, plan[i + 1])
    else:
        store.complete_step(step_id, result, work_s=work, runs=ctx.runs, finish=True,
                            job_result=_final_result(job, dict(prev, **{name: result})))
    return "ran"


def intake(app: Celery, repo: str, number: int, trigger: str, command: str | None = None,
           user: str | None = None, adapter: Any = None) -> dict[str, Any]:
    """Fetch, record, and (for candidates or commands) create and enqueue the triage job."""
    from workers.github import is_candidate

    settings = app.reprobot_settings
    store = get_store(settings)
    adapter = adapter or get_adapter(settings)
    issue = adapter.get_issue_dict(repo, number)
    ok, reason = is_candidate(issue)
    chash = issue_content_hash(issue, settings.bot_login)
    issue_id, changed, gen = store.upsert_issue(repo, issue, candidate=ok, reason=reason, bot_login=settings.bot_login)
    forced = command in ("reduce", "bisect", "retry")
    if not ok and not forced:
        return {"issue": f"{repo}#{number}", "candidate": False, "reason": reason}
    if forced:
        existing = store.job_by_key(job_key(repo, number, chash, gen))
        if command == "retry" or (existing is not None and existing.state in JobState.TERMINAL):
            gen = store.bump_generation(issue_id)
    request = {"repo": repo, "number": number, "content_hash": chash, "generation": gen, "issue": issue,
               "command": command, "user": user, "post": forced}
    job, created = store.create_job(key=job_key(repo, number, chash, gen), kind="triage", plan=list(TRIAGE_PLAN),
                                    trigger=trigger if not command else f"command:{command}", issue_id=issue_id,
                                    request=request)
    if created:
        enqueue_step(app, job.id, job.plan[0])
    return {"issue": f"{repo}#{number}", "candidate": ok, "reason": reason, "job": job.id, "created": created}


def poll(app: Celery, repos: list[str] | None = None, adapter: Any = None) -> dict[str, Any]:
    """One poll of each repository: conditional listing, intake of issues updated since the last
    look (an issue whose ``updated_at`` is what we stored is skipped without a request)."""
    settings = app.reprobot_settings
    store = get_store(settings)
    adapter = adapter or get_adapter(settings)
    report: dict[str, Any] = {}
    for repo in repos or settings.repos:
        since, etag = store.poll_state(repo)
        r = adapter.poll(repo, since=since, etag=etag, state=settings.poll_state)
        seen = []
        if not r.not_modified:
            for it in r.issues:
                row = store.get_issue(repo, int(it["number"]))
                if row is not None and row.updated_at == it.get("updated_at"):
                    continue
                seen.append(intake(app, repo, int(it["number"]), "poll", adapter=adapter))
        # GitHub's ETag covers the URL: keep it only while the cursor (the `since` sent) stays put.
        store.save_poll_state(repo, r.since, r.etag if r.since == since else "")
        report[repo] = {"not_modified": r.not_modified, "issues": len(r.issues), "intake": seen}
    report["recovered"] = recover(app)
    return report


def withdraw(app: Celery, repo: str, number: int, user: str, note: str = "") -> dict[str, Any]:
    """``/reprobot wrong``: record the feedback, re-render reprobot's comment without the culprit,
    drop the ``reprobot:bisected`` label."""
    settings = app.reprobot_settings
    store = get_store(settings)
    issue = store.get_issue(repo, number)
    if issue is None:
        return {"withdrawn": False, "reason": "issue unknown"}
    jobs = [j for j in store.jobs_for_issue(issue.id)
            if j.state == JobState.SUCCEEDED and (j.result or {}).get("posted")]
    latest = jobs[-1] if jobs else None
    triage = (latest.result or {}).get("triage") if latest else None
    was = culprit(triage) if triage else None
    store.add_feedback(issue.id, user, "wrong", {"job": latest.id if latest else None, "culprit": was, "note": note})
    if not triage or not issue.comment_id:
        return {"withdrawn": False, "reason": "no posted result", "feedback": True}
    new = withdraw_culprit(triage, user)
    adapter = get_adapter(settings)
    with _issue_lock(settings, repo, number):
        new["comment"] = render(new, _secrets(settings))
        up = adapter.upsert_comment(repo, number, new["comment"], known_id=issue.comment_id)
        store.set_comment(issue.id, up.comment_id, up.body_hash)
        if "reprobot:bisected" in (issue.labels_applied or []):
            try:
                adapter.remove_label(repo, number, "reprobot:bisected")
            except Exception:  # noqa: BLE001 - label already gone
                log.info("label reprobot:bisected was not on %s#%s", repo, number)
            store.set_labels_applied(issue.id, [lb for lb in issue.labels_applied if lb != "reprobot:bisected"])
    result = dict(latest.result)
    result["triage"] = new
    store.update_job(latest.id, result=result)
    return {"withdrawn": True, "action": up.action, "culprit": was}


def recover(app: Celery, queues: set[str] | None = None, *, only_stale: bool = True) -> int:
    """Re-enqueue steps left ``running`` by a worker that died. Periodically (`only_stale`) only
    steps whose heartbeat is already older than ``step_stale_s``; when a worker starts, every
    running step of its queues (its previous incarnation may just have been killed), with a
    countdown until the heartbeat would go stale. The claim decides: a live owner makes the
    message come back later, a dead one loses the step. Returns how many messages were sent."""
    settings = app.reprobot_settings
    store = get_store(settings)
    n = 0
    now = time.time()
    with store.session() as s:
        from sqlalchemy import select

        from workers.store.models import Step
        rows = list(s.execute(select(Step.job_id, Step.name, Step.heartbeat_at).where(Step.state == StepState.RUNNING)))
    for job_id, name, hb in rows:
        q = queue_for_step(settings, name)
        if queues and q not in queues:
            continue
        age = now - (hb.replace(tzinfo=hb.tzinfo or timezone.utc).timestamp() if hb else 0)
        if only_stale and age < settings.step_stale_s:
            continue
        enqueue_step(app, job_id, name, countdown=max(0.0, settings.step_stale_s - age) + 0.5)
        n += 1
    return n


def register_tasks(app: Celery) -> None:
    """Register the ``reprobot.*`` tasks on `app` (see the module docstring)."""
    settings = app.reprobot_settings

    @app.task(name="reprobot.step", shared=False, bind=True, max_retries=settings.max_retries, acks_late=True)
    def step_task(self, job_id: str, name: str, enqueued_at: float | None = None) -> str:
        return run_step(self, app, job_id, name, enqueued_at)

    def _infra_retry(self, exc: Exception):
        if is_infrastructure_error(exc) and self.request.retries < settings.max_retries:
            countdown = min(settings.retry_backoff_max_s, 2 ** self.request.retries) * (0.5 + random.random() / 2)
            raise self.retry(exc=exc, countdown=countdown)
        raise exc

    @app.task(name="reprobot.intake", shared=False, bind=True, max_retries=settings.max_retries)
    def intake_task(self, repo: str, number: int, trigger: str = "webhook", command: str | None = None,
                    user: str | None = None) -> dict[str, Any]:
        try:
            return intake(app, repo, int(number), trigger, command, user)
        except Exception as exc:  # noqa: BLE001
            _infra_retry(self, exc)

    @app.task(name="reprobot.poll", shared=False, bind=True, max_retries=settings.max_retries)
    def poll_task(self, repos: list[str] | None = None) -> dict[str, Any]:
        try:
            return poll(app, repos)
        except Exception as exc:  # noqa: BLE001
            _infra_retry(self, exc)

    @app.task(name="reprobot.withdraw", shared=False, bind=True, max_retries=settings.max_retries)
    def withdraw_task(self, repo: str, number: int, user: str, note: str = "") -> dict[str, Any]:
        try:
            return withdraw(app, repo, int(number), user, note)
        except Exception as exc:  # noqa: BLE001
            _infra_retry(self, exc)

    @app.task(name="reprobot.recover", shared=False)
    def recover_task() -> int:
        return recover(app)

    @worker_process_init.connect(weak=False)
    def _fresh_connections_in_child(**_kw) -> None:
        # a prefork child must not share the parent's database or HTTP connections
        with _cache_lock:
            for st in _stores.values():
                st.engine.dispose(close=False)
            _stores.clear()
            _adapters.clear()

    @worker_ready.connect(weak=False)
    def _recover_on_start(sender=None, **_kw) -> None:
        if sender is None or getattr(sender, "app", None) is not app:
            return
        try:
            queues = {q.name for q in sender.task_consumer.queues} if sender.task_consumer else None
        except Exception:  # noqa: BLE001
            queues = None
        try:
            n = recover(app, queues, only_stale=False)
            if n:
                log.warning("re-enqueued %d step(s) left running by a dead worker", n)
        except Exception:  # noqa: BLE001 - recovery is best effort; the visibility timeout backs it up
            log.exception("recovery at worker start failed")

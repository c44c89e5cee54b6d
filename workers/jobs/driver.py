"""The Celery driver of the pipeline's plans: ``reprobot.step(job_id, name)`` runs one `Step`.

A job row holds its plan's name (``kind``: ``triage`` | ``reduce``) and the step names in
order (``plan``). The state a step sees is the plan's initial state (from the job's request)
with the stored updates of the steps before it applied (`state_before`), so a step runs the
same function as in the CLI (`workers.pipeline.run.run_plan`).

Idempotency and resumption. Each step has a unique key ``<subject>|<step.key(state)>|<name>|g<gen>``
(`step_key`): the subject is the issue (``repo#N``) or the manual request's hash; the middle part
is what the step's result depends on (the issue content for extract, the candidates for
reproduce, the primary reproducer for reduce and bisect…), so an edit of the issue that keeps the
reproducer reuses its reduction. A delivered message claims its row under a lock
(`Store.begin_step`): ``done`` → the stored result is reused and the job moves on (a redelivered
message posts nothing); ``busy`` (another worker heart-beats it) → the message comes back later;
otherwise it runs. A job whose worker died resumes at its first unfinished step (the step itself
restarts from its beginning). A running step's heartbeat and progress are written every
``heartbeat_s``; a step whose heartbeat is older than ``step_stale_s`` is taken over.

Failures: infrastructure errors (`workers.errors.is_infrastructure_error`) are retried with
exponential backoff and jitter (at most ``max_retries``); then, or for any other error, a step
with ``on_error`` records the failure in the state and the job goes on; others fail the job.
"""
from __future__ import annotations

import logging
import os
import random
import socket
import threading
import time
from datetime import datetime, timezone
from typing import Any

from celery import Celery

from workers.errors import is_infrastructure_error
from workers.pipeline import PLANS, Step, StepContext, TriageState
from workers.jobs.resources import get_store
from workers.store import JobState, StepState, Store

log = logging.getLogger("reprobot.jobs")


def worker_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _utc(ts: float) -> datetime:
    return datetime.fromtimestamp(ts, timezone.utc)


def plan_steps(kind: str) -> tuple[Step, ...]:
    """The steps of plan `kind` (``triage`` | ``reduce``). Raises KeyError."""
    return PLANS[kind][0]


def step_of(kind: str, name: str) -> Step:
    for s in plan_steps(kind):
        if s.name == name:
            return s
    raise KeyError(f"plan {kind!r} has no step {name!r}")


def queue_of(settings: Any, name: str) -> str:
    """The (prefixed) queue of step `name`, whatever plan it belongs to."""
    for steps, _ in PLANS.values():
        for s in steps:
            if s.name == name:
                return settings.service.queue(s.queue)
    return settings.service.queue("reduce")


def priority_of(name: str) -> int:
    for steps, _ in PLANS.values():
        for s in steps:
            if s.name == name:
                return s.priority
    return 5


# ---------------------------------------------------------------- state and keys
def initial_state(job: Any, store: Store | None = None):
    """The plan's state before its first step, from the job's request (a manual job's upload
    comes from the store)."""
    req = job.request or {}
    if job.kind == "reduce":
        from workers.pipeline import ReduceJobState

        request = dict(req)
        if store is not None and "source" not in request:
            data = store.artifact(job.id, req.get("filename") or "input")
            request["source"] = data.decode("utf-8", "replace") if data is not None else ""
        return ReduceJobState(request=request, source="api")
    return TriageState(issue=dict(req["issue"]), source="github", content_hash=req["content_hash"])


def step_key(job: Any, step: Step, state: Any) -> str:
    """(subject, what the result depends on, step, generation) as one string (module docstring)."""
    req = job.request or {}
    if job.kind == "reduce":
        return f"manual|{req.get('hash', job.id)[:16]}|{step.name}|g0"
    return f"{req['repo']}#{req['number']}|{step.key(state)}|{step.name}|g{req.get('generation', 0)}"


def job_steps(store: Store, job: Any) -> dict[str, Any]:
    """The job's Step rows by name, found by their keys (steps may be shared with an earlier job of
    the same issue and reproducer), in plan order, up to the first one not done."""
    return _walk(store, job)[0]


def state_before(store: Store, job: Any, name: str | None = None) -> tuple[Any, bool]:
    """(state, complete): the state with the updates of the done steps before `name` applied
    (all done steps when `name` is None); complete is False when a step before `name` is not done."""
    rows, state, upto = _walk(store, job, name)
    return state, upto


def _walk(store: Store, job: Any, until: str | None = None) -> tuple[dict[str, Any], Any, bool]:
    from sqlalchemy import select

    from workers.store.models import Step as StepRow

    kind_state = PLANS[job.kind][1]
    state = initial_state(job, store)
    out: dict[str, Any] = {}
    with store.session() as s:
        own = {st.key: st for st in s.scalars(select(StepRow).where(StepRow.job_id == job.id))}
        for name in job.plan or []:
            if name == until:
                return out, state, True
            step = step_of(job.kind, name)
            key = step_key(job, step, state)
            row = own.get(key) or s.scalar(select(StepRow).where(StepRow.key == key))
            if row is None:
                break
            out[name] = row
            if row.state != StepState.DONE:
                break
            state = state.apply(kind_state.update_from_json(row.result or {}))
    return out, state, until is None


def final_result(job: Any, state: Any) -> dict[str, Any] | None:
    """What the job row keeps when the plan is done: a manual job's reduction, or the triage
    result with what the report step published."""
    if job.kind == "reduce":
        return state.result
    pub = state.publication or {}
    return {"triage": pub.get("triage") or state.result(), "posted": pub.get("posted"), "action": pub.get("action"),
            "comment_id": pub.get("comment_id"), "reason": pub.get("reason")}


def _run_rows(update: dict[str, Any]) -> list[dict[str, Any]]:
    """Rows for the store's run table (per toolchain outcome) from a step's JSON update."""
    runs = update.get("runs")
    if runs is None and isinstance(update.get("result"), dict):
        runs = update["result"].get("runs")
    rows = []
    for tc, r in (runs or {}).items():
        r = r or {}
        rows.append({"toolchain": tc, "outcome": r.get("outcome", ""),
                     "signature": r.get("signature") or r.get("reason") or "", "wall_s": r.get("wall_s")})
    return rows


def _keep_artifacts(store: Store, job: Any, update: dict[str, Any]) -> None:
    """A manual job's reduced reproducer is also kept as a file (``reduced.<suffix>``)."""
    reduced = (update.get("result") or {}).get("reproducer") if job.kind == "reduce" else None
    if isinstance(reduced, str) and reduced:
        ext = os.path.splitext((job.request or {}).get("filename") or "")[1]
        store.add_artifact(job.id, "reduced" + ext, "reduced", reduced.encode())


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


# ---------------------------------------------------------------- orchestration
def enqueue_step(app: Celery, job_id: str, name: str, *, countdown: float | None = None,
                 priority: int | None = None) -> None:
    """Send the step's message; `priority` (0 first … 9) overrides the step table's."""
    settings = app.reprobot_settings
    app.tasks["reprobot.step"].apply_async(args=[job_id, name, time.time()], queue=queue_of(settings, name),
                                           countdown=countdown,
                                           priority=priority_of(name) if priority is None else priority)


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
    state, _ = state_before(store, job)
    store.finish_job(job.id, JobState.SUCCEEDED, result=final_result(job, state))


def _publisher(app: Celery, store: Store, job: Any, step: Step):
    if job.kind != "triage" or step.queue != "report":
        return None
    from workers.jobs.publish import GitHubPublisher

    return GitHubPublisher(app.reprobot_settings, store, job)


def run_step(task: Any, app: Celery, job_id: str, name: str, enqueued_at: float | None = None) -> str:
    """Body of ``reprobot.step``; returns what happened (``ran``/``reused``/``busy``/``gone``/``failed``)."""
    settings = app.reprobot_settings
    store = get_store(settings)
    job = store.get_job(job_id)
    if job is None or name not in (job.plan or []) or job.state in (JobState.FAILED, JobState.SKIPPED):
        return "gone"
    state, complete = state_before(store, job, name)
    if not complete:
        return "gone"  # an earlier step is not done: this message is stale (the job is elsewhere)
    step = step_of(job.kind, name)
    kind_state = PLANS[job.kind][1]
    claim = store.begin_step(job_id, name, step_key(job, step, state), queue_of(settings, name), worker_id(),
                             settings.service.step_stale_s, _utc(enqueued_at) if enqueued_at else None)
    if claim.action == "done":
        _advance(app, store, job, name)
        return "reused"
    if claim.action == "busy":
        enqueue_step(app, job_id, name, countdown=max(1.0, settings.service.step_stale_s / 2))
        return "busy"
    plan = list(job.plan)
    t0 = time.perf_counter()
    try:
        with Heartbeat(store, claim.step_id, settings.service.heartbeat_s) as hb:
            ctx = StepContext(settings, progress=hb.progress, publisher=_publisher(app, store, job, step))
            try:
                update = step.run(state, ctx)
            finally:
                ctx.close()
    except Exception as exc:  # noqa: BLE001 - classified below
        infra = is_infrastructure_error(exc)
        retries = getattr(task.request, "retries", 0) if task is not None else 0
        exhausted = not infra or task is None or retries >= settings.service.max_retries
        if not exhausted:
            store.fail_step(claim.step_id, f"{type(exc).__name__}: {exc}", final=False)
            countdown = min(settings.service.retry_backoff_max_s, 2 ** retries) * (0.5 + random.random() / 2)
            raise task.retry(exc=exc, countdown=countdown, args=[job_id, name, enqueued_at])
        if step.on_error is None:
            store.fail_step(claim.step_id, f"{type(exc).__name__}: {exc}", final=True)
            store.finish_job(job_id, JobState.FAILED, error=f"{name}: {type(exc).__name__}: {exc}")
            log.warning("step %s of job %s failed: %s", name, job_id, exc)
            return "failed"
        update = step.on_error(state, exc)
    work = time.perf_counter() - t0
    result = kind_state.update_to_json(update)
    _keep_artifacts(store, job, result)
    i = plan.index(name)
    if i + 1 < len(plan):
        store.complete_step(claim.step_id, result, work_s=work, runs=_run_rows(result), next_step=plan[i + 1])
        enqueue_step(app, job_id, plan[i + 1])
    else:
        final = state.apply(update)
        store.complete_step(claim.step_id, result, work_s=work, runs=_run_rows(result), finish=True,
                            job_result=final_result(job, final))
    return "ran"

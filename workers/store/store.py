"""`Store`: the job store's operations, one short transaction each.

Works on SQLite (default, single host) and PostgreSQL (compose, tests). Idempotency rests
on unique keys: `create_job` and `record_delivery` insert and, on a unique-key conflict,
report the existing row instead of failing; `claim_step` decides under a row lock whether
a delivered task should run, skip (already done) or wait (another live worker has it).
"""
from __future__ import annotations

import hashlib
import json
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any, Iterator

from contextlib import contextmanager

from sqlalchemy import create_engine, event, func, select, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload, sessionmaker

from workers.extract.text import BOT_MARKER
from workers.store.models import (ApiToken, Artifact, Feedback, Issue, Job, JobState, PollState, Run, Step,
                                  StepState, WebhookDelivery, utcnow)
from workers.store.tokens import LIMIT_NAMES, LimitExceeded, check_scopes, hash_secret, new_token, secret_matches


def _aware(dt: datetime | None) -> datetime | None:
    """SQLite hands back naive datetimes; everything stored is UTC."""
    if dt is None:
        return None
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)


def _iso(dt: datetime | None) -> str | None:
    dt = _aware(dt)
    return dt.isoformat() if dt else None


def issue_content_hash(issue: dict[str, Any], bot_login: str = "") -> str:
    """sha256 over what the pipeline reads: title, body, and the comments other than the bot's own
    and ``/reprobot`` commands (so posting or editing reprobot's comment, or commanding it, never
    makes the issue look changed)."""
    h = hashlib.sha256()
    for part in (issue.get("title") or "", issue.get("body") or ""):
        h.update(part.encode())
        h.update(b"\0")
    for c in issue.get("comments") or []:
        if not isinstance(c, dict):
            continue
        body = c.get("body") or ""
        if body.lstrip().startswith("/reprobot"):  # commands to the bot are not part of the report
            continue
        if (bot_login and (c.get("user") or {}).get("login") == bot_login) or BOT_MARKER in body:
            continue
        h.update(body.encode())
        h.update(b"\0")
    return h.hexdigest()


@dataclass
class Claim:
    """Outcome of `Store.claim_step`: action is ``run`` (this worker owns it now), ``done``
    (finished earlier: reuse `result`), or ``busy`` (another worker's heartbeat is fresh)."""

    action: str
    step_id: int
    result: dict[str, Any] | None = None
    checkpoint: dict[str, Any] | None = None
    attempts: int = 0


@dataclass(frozen=True)
class TokenInfo:
    """An API token as the service sees it (never its secret)."""

    id: str
    name: str
    scopes: tuple[str, ...]
    limits: dict[str, Any]
    created_at: str | None
    last_used_at: str | None
    revoked_at: str | None

    @classmethod
    def of(cls, t: ApiToken) -> "TokenInfo":
        return cls(t.id, t.name, tuple(t.scopes or ()), dict(t.limits or {}), _iso(t.created_at),
                   _iso(t.last_used_at), _iso(t.revoked_at))

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "scopes": list(self.scopes), "limits": self.limits,
                "created_at": self.created_at, "last_used_at": self.last_used_at, "revoked_at": self.revoked_at}


class TokenStore:
    """API tokens and the per-caller limits on manual jobs (mixed into `Store`)."""

    # ------------------------------------------------------------ tokens
    def create_token(self, name: str, scopes: list[str] | tuple[str, ...],
                     limits: dict[str, Any] | None = None) -> tuple[str, TokenInfo]:
        """A new token for `name` with `scopes` (`workers.store.tokens.SCOPES`) and limit
        overrides (`TokenLimits` field names; None or missing: the deployment's default).
        Returns (the token text, shown only now, and its info). Raises ValueError for a bad
        name, scope or limit."""
        name = (name or "").strip()
        if not name or len(name) > 100 or any(ord(c) < 32 for c in name):
            raise ValueError("name: 1 to 100 printable characters")
        scopes = check_scopes(list(scopes))
        lim = {k: v for k, v in (limits or {}).items() if v is not None}
        bad = sorted(set(lim) - set(LIMIT_NAMES))
        if bad:
            raise ValueError(f"unknown limit(s) {bad}; have {list(LIMIT_NAMES)}")
        if any(not isinstance(v, (int, float)) or isinstance(v, bool) or v < 0 for v in lim.values()):
            raise ValueError("limits are numbers >= 0")
        tid, secret, text = new_token()
        row = ApiToken(id=tid, name=name, secret_sha256=hash_secret(secret), scopes=scopes, limits=lim or None)
        with self.session() as s:
            s.add(row)
            s.flush()
            return text, TokenInfo.of(row)

    def list_tokens(self, *, include_revoked: bool = True) -> list[TokenInfo]:
        with self.session() as s:
            q = select(ApiToken).order_by(ApiToken.created_at, ApiToken.id)
            if not include_revoked:
                q = q.where(ApiToken.revoked_at.is_(None))
            return [TokenInfo.of(t) for t in s.scalars(q)]

    def revoke_token(self, token_id: str) -> bool:
        """Revoke the token (it stops working at once). False when there is no such live token."""
        with self.session() as s:
            t = s.get(ApiToken, token_id)
            if t is None or t.revoked_at is not None:
                return False
            t.revoked_at = utcnow()
            return True

    def verify_token(self, token_id: str, secret: str, *, touch_every_s: float = 60.0) -> TokenInfo | None:
        """The live token `token_id` when `secret` is its secret (constant-time compare), else
        None (unknown, revoked or wrong). Records the use at most every `touch_every_s` seconds."""
        with self.session() as s:
            t = s.get(ApiToken, token_id)
            ok = secret_matches(secret, t.secret_sha256 if t is not None else None)
            if not ok or t is None or t.revoked_at is not None:
                return None
            now = utcnow()
            last = _aware(t.last_used_at)
            if last is None or (now - last).total_seconds() >= touch_every_s:
                t.last_used_at = now
            return TokenInfo.of(t)

    # ------------------------------------------------------------ manual jobs under limits
    def usage(self, submitted_by: str, *, window_s: float = 3600.0) -> dict[str, int]:
        """``{"in_flight": jobs queued or running, "last_hour": jobs created in the last
        `window_s` seconds}`` of one caller."""
        with self.session() as s:
            return self._usage(s, submitted_by, window_s)

    @staticmethod
    def _usage(s: Session, who: str, window_s: float) -> dict[str, int]:
        since = utcnow() - timedelta(seconds=window_s)
        in_flight = s.scalar(select(func.count()).select_from(Job).where(
            Job.submitted_by == who, Job.state.in_((JobState.QUEUED, JobState.RUNNING))))
        recent = s.scalar(select(func.count()).select_from(Job).where(Job.submitted_by == who,
                                                                      Job.created_at >= since))
        return {"in_flight": int(in_flight or 0), "last_hour": int(recent or 0)}

    def create_manual_job(self, *, key: str, plan: list[str], request: dict[str, Any], submitted_by: str,
                          max_in_flight: int, max_per_hour: int, filename: str, content: bytes,
                          trigger: str = "api") -> tuple[Job, bool]:
        """Create a manual job with its uploaded input, within the caller's limits, in one
        transaction. An identical request (same `key`) returns the existing job (created False)
        and counts against nothing. Raises `LimitExceeded` (status 429, limit ``max_in_flight``
        or ``max_per_hour``) when the caller has that many jobs; nothing is written then.
        Concurrent submissions of one caller are serialized (PostgreSQL advisory lock on the
        caller; SQLite takes its write lock at BEGIN), so the counts cannot be raced."""
        for _ in range(2):
            try:
                with self.session() as s:
                    if not self.is_sqlite:
                        lock = int.from_bytes(hashlib.sha256(b"reprobot-caller:" + submitted_by.encode()).digest()[:8],
                                              "big", signed=True)
                        s.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": lock})
                    old = s.scalar(select(Job).where(Job.key == key))
                    if old is not None:
                        return old, False
                    use = self._usage(s, submitted_by, 3600.0)
                    if use["in_flight"] >= max_in_flight:
                        raise LimitExceeded("max_in_flight", f"limit max_in_flight: this token has "
                                            f"{use['in_flight']} job(s) queued or running, at most {max_in_flight}; "
                                            "wait for one to finish")
                    if use["last_hour"] >= max_per_hour:
                        raise LimitExceeded("max_per_hour", f"limit max_per_hour: this token created "
                                            f"{use['last_hour']} job(s) in the last hour, at most {max_per_hour}")
                    job = Job(id=uuid.uuid4().hex, key=key, kind="reduce", plan=plan, trigger=trigger,
                              request=request, state=JobState.QUEUED, current_step=plan[0] if plan else "",
                              submitted_by=submitted_by)
                    s.add(job)
                    s.flush()
                    s.add(Artifact(job_id=job.id, name=filename, role="input", content=content,
                                   sha256=hashlib.sha256(content).hexdigest()))
                    return job, True
            except IntegrityError:  # another caller inserted the same request meanwhile: return that job
                continue
        raise RuntimeError(f"could not create job {key}")


class Store(TokenStore):
    """Job store on a SQLAlchemy engine. `url`: any SQLAlchemy URL
    (``sqlite:///path.db``, ``postgresql+psycopg://user@host/db``)."""

    def __init__(self, url: str, *, echo: bool = False):
        self.url = url
        kw: dict[str, Any] = {"echo": echo, "future": True}
        if url.startswith("sqlite"):
            kw["connect_args"] = {"check_same_thread": False, "timeout": 30}
        else:
            kw.update(pool_pre_ping=True, pool_size=5, max_overflow=10)
        self.engine = create_engine(url, **kw)
        if url.startswith("sqlite"):
            @event.listens_for(self.engine, "connect")
            def _sqlite_pragmas(conn, _rec):  # WAL: API reads while a worker writes
                conn.isolation_level = None  # we issue BEGIN ourselves (below)
                cur = conn.cursor()
                cur.execute("PRAGMA journal_mode=WAL")
                cur.execute("PRAGMA foreign_keys=ON")
                cur.close()

            @event.listens_for(self.engine, "begin")
            def _sqlite_begin(conn):
                # SQLite has no SELECT ... FOR UPDATE: take the write lock at BEGIN so a
                # read-then-write (claim_step) cannot interleave with another one.
                conn.exec_driver_sql("BEGIN IMMEDIATE")
        self.Session = sessionmaker(self.engine, expire_on_commit=False)

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    def migrate(self) -> None:
        """Bring the schema to the newest Alembic revision."""
        from workers.store.migrate import upgrade

        upgrade(self.url, engine=self.engine)

    def dispose(self) -> None:
        self.engine.dispose()

    @contextmanager
    def session(self) -> Iterator[Session]:
        with self.Session.begin() as s:
            yield s

    def _lock(self, stmt):
        return stmt if self.is_sqlite else stmt.with_for_update()

    # ------------------------------------------------------------ issues
    def upsert_issue(self, repo: str, issue: dict[str, Any], *, candidate: bool, reason: str,
                     bot_login: str = "") -> tuple[int, bool, int]:
        """Insert or refresh the issue row. Returns (issue id, content changed, generation)."""
        chash = issue_content_hash(issue, bot_login)
        number = int(issue["number"])
        for _ in range(2):
            try:
                with self.session() as s:
                    row = s.scalar(self._lock(select(Issue).where(Issue.repo == repo, Issue.number == number)))
                    changed = row is None or row.content_hash != chash
                    if row is None:
                        row = Issue(repo=repo, number=number)
                        s.add(row)
                    row.title = issue.get("title") or ""
                    row.state = issue.get("state") or "open"
                    row.html_url = issue.get("html_url") or ""
                    row.updated_at = issue.get("updated_at") or row.updated_at or ""
                    row.content_hash = chash
                    row.candidate = candidate
                    row.candidate_reason = reason
                    row.data = issue
                    row.last_seen = utcnow()
                    s.flush()
                    return row.id, changed, row.generation
            except IntegrityError:  # two intakes inserted the same issue at once: retry as update
                continue
        raise RuntimeError(f"could not upsert issue {repo}#{number}")

    def get_issue(self, repo: str, number: int) -> Issue | None:
        with self.session() as s:
            return s.scalar(select(Issue).where(Issue.repo == repo, Issue.number == number))

    def get_issue_by_id(self, issue_id: int) -> Issue | None:
        with self.session() as s:
            return s.get(Issue, issue_id)

    def set_labels_applied(self, issue_id: int, labels: list[str]) -> None:
        with self.session() as s:
            s.get(Issue, issue_id).labels_applied = sorted(set(labels))

    def bump_generation(self, issue_id: int) -> int:
        with self.session() as s:
            row = s.scalar(self._lock(select(Issue).where(Issue.id == issue_id)))
            row.generation += 1
            return row.generation

    def set_comment(self, issue_id: int, comment_id: int, body_hash: str, labels: list[str] | None = None) -> None:
        with self.session() as s:
            row = s.get(Issue, issue_id)
            row.comment_id = comment_id
            row.comment_hash = body_hash
            if labels is not None:
                row.labels_applied = sorted(set(row.labels_applied or []) | set(labels))

    # ------------------------------------------------------------ jobs
    def create_job(self, *, key: str, kind: str, plan: list[str], trigger: str, issue_id: int | None = None,
                   request: dict[str, Any] | None = None) -> tuple[Job, bool]:
        """Insert a job unless one with `key` exists. Returns (job, created)."""
        job = Job(id=uuid.uuid4().hex, key=key, kind=kind, plan=plan, trigger=trigger, issue_id=issue_id,
                  request=request, state=JobState.QUEUED, current_step=plan[0] if plan else "")
        try:
            with self.session() as s:
                s.add(job)
            return job, True
        except IntegrityError:
            with self.session() as s:
                return s.scalar(select(Job).where(Job.key == key)), False

    def get_job(self, job_id: str) -> Job | None:
        with self.session() as s:
            return s.get(Job, job_id)

    def job_by_key(self, key: str) -> Job | None:
        with self.session() as s:
            return s.scalar(select(Job).where(Job.key == key))

    def jobs_for_issue(self, issue_id: int) -> list[Job]:
        with self.session() as s:
            return list(s.scalars(select(Job).where(Job.issue_id == issue_id).order_by(Job.created_at)))

    def update_job(self, job_id: str, **fields: Any) -> None:
        with self.session() as s:
            s.execute(update(Job).where(Job.id == job_id).values(**fields))

    def start_job(self, job_id: str, step: str) -> None:
        with self.session() as s:
            job = s.get(Job, job_id)
            if job.started_at is None:
                job.started_at = utcnow()
            if job.state not in JobState.TERMINAL:
                job.state = JobState.RUNNING
            job.current_step = step

    def finish_job(self, job_id: str, state: str, *, result: dict[str, Any] | None = None, error: str = "") -> None:
        with self.session() as s:
            job = s.get(Job, job_id)
            job.state = state
            if result is not None:
                job.result = result
            job.error = error
            job.finished_at = utcnow()
            job.current_step = ""

    def list_jobs(self, *, state: str | None = None, kind: str | None = None, limit: int = 50,
                  offset: int = 0) -> list[dict[str, Any]]:
        with self.session() as s:
            q = select(Job).options(selectinload(Job.issue)).order_by(Job.created_at.desc(), Job.id)
            if state:
                q = q.where(Job.state == state)
            if kind:
                q = q.where(Job.kind == kind)
            return [self._job_summary(j) for j in s.scalars(q.limit(limit).offset(offset))]

    def count_jobs(self, *, state: str | None = None) -> dict[str, int]:
        with self.session() as s:
            q = select(Job.state, func.count()).group_by(Job.state)
            return {k: n for k, n in s.execute(q)}

    @staticmethod
    def _job_summary(j: Job) -> dict[str, Any]:
        return {
            "id": j.id, "kind": j.kind, "state": j.state, "trigger": j.trigger,
            "issue": {"repo": j.issue.repo, "number": j.issue.number} if j.issue else None,
            "current_step": j.current_step, "created_at": _iso(j.created_at),
            "started_at": _iso(j.started_at), "finished_at": _iso(j.finished_at), "error": j.error,
        }

    def job_detail(self, job_id: str, step_ids: list[int] | None = None) -> dict[str, Any] | None:
        """The job with its steps (state, attempts, progress, timings), runs, artifacts, result.
        `step_ids`: steps to show besides the job's own (steps reused from an earlier job)."""
        with self.session() as s:
            j = s.scalar(select(Job).where(Job.id == job_id).options(
                selectinload(Job.issue), selectinload(Job.artifacts)))
            if j is None:
                return None
            cond = Step.job_id == job_id
            if step_ids:
                cond = cond | Step.id.in_(step_ids)
            steps = list(s.scalars(select(Step).where(cond).options(selectinload(Step.runs)).order_by(Step.id)))
            d = self._job_summary(j)
            done = sum(1 for st in steps if st.state == StepState.DONE)
            d.update({
                "plan": j.plan, "request": j.request, "result": j.result,
                "progress": {"steps_done": done, "steps_total": len(j.plan or [])},
                "steps": [{
                    "name": st.name, "key": st.key, "queue": st.queue, "state": st.state,
                    "attempts": st.attempts, "worker": st.worker, "enqueued_at": _iso(st.enqueued_at),
                    "started_at": _iso(st.started_at), "heartbeat_at": _iso(st.heartbeat_at),
                    "finished_at": _iso(st.finished_at), "work_s": st.work_s, "progress": st.progress,
                    "error": st.error,
                    "runs": [{"toolchain": r.toolchain, "outcome": r.outcome, "signature": r.signature,
                              "wall_s": r.wall_s} for r in st.runs],
                } for st in steps],
                "artifacts": [{"name": a.name, "role": a.role, "sha256": a.sha256, "bytes": len(a.content)}
                              for a in j.artifacts],
            })
            return d

    # ------------------------------------------------------------ steps
    def ensure_step(self, job_id: str, name: str, key: str, queue: str) -> int:
        """Create the step row (pending, enqueued now) unless it exists; returns its id."""
        try:
            with self.session() as s:
                st = Step(job_id=job_id, name=name, key=key, queue=queue, state=StepState.PENDING)
                s.add(st)
                s.flush()
                return st.id
        except IntegrityError:
            with self.session() as s:
                return s.scalar(select(Step.id).where(Step.key == key))

    def mark_enqueued(self, step_id: int, when: datetime) -> None:
        """Record when the step's first message was sent (for queue-latency measurements)."""
        with self.session() as s:
            s.execute(update(Step).where(Step.id == step_id, Step.enqueued_at.is_(None)).values(enqueued_at=when))

    def claim_step(self, step_id: int, worker: str, stale_s: float) -> Claim:
        """Decide, under a row lock, whether `worker` runs step `step_id` now (see `Claim`).
        A step that is running with a heartbeat newer than `stale_s` seconds is ``busy``;
        an older one belonged to a dead worker and is taken over (its checkpoint is kept)."""
        with self.session() as s:
            st = s.scalar(self._lock(select(Step).where(Step.id == step_id)))
            if st.state == StepState.DONE:
                return Claim("done", st.id, result=st.result, attempts=st.attempts)
            now = utcnow()
            hb = _aware(st.heartbeat_at)
            if st.state == StepState.RUNNING and hb and (now - hb).total_seconds() < stale_s and st.worker != worker:
                return Claim("busy", st.id, attempts=st.attempts)
            st.state = StepState.RUNNING
            st.attempts += 1
            st.worker = worker
            st.started_at = now
            st.heartbeat_at = now
            st.error = ""
            return Claim("run", st.id, checkpoint=st.checkpoint, attempts=st.attempts)

    def begin_step(self, job_id: str, name: str, key: str, queue: str, worker: str, stale_s: float,
                   enqueued_at: datetime | None = None) -> Claim:
        """`ensure_step` + `mark_enqueued` + `claim_step` + `start_job` in one transaction (one commit
        on the hot path of every task)."""
        for attempt in range(2):
            try:
                with self.session() as s:
                    st = s.scalar(self._lock(select(Step).where(Step.key == key)))
                    if st is None:
                        st = Step(job_id=job_id, name=name, key=key, queue=queue, state=StepState.PENDING,
                                  attempts=0)
                        s.add(st)
                        s.flush()
                    if st.enqueued_at is None and enqueued_at is not None:
                        st.enqueued_at = enqueued_at
                    if st.state == StepState.DONE:
                        return Claim("done", st.id, result=st.result, attempts=st.attempts)
                    now = utcnow()
                    hb = _aware(st.heartbeat_at)
                    if (st.state == StepState.RUNNING and hb and (now - hb).total_seconds() < stale_s
                            and st.worker != worker):
                        return Claim("busy", st.id, attempts=st.attempts)
                    st.state, st.worker, st.started_at, st.heartbeat_at, st.error = (
                        StepState.RUNNING, worker, now, now, "")
                    st.attempts = (st.attempts or 0) + 1
                    job = s.get(Job, job_id)
                    if job.started_at is None:
                        job.started_at = now
                    if job.state not in JobState.TERMINAL:
                        job.state = JobState.RUNNING
                    job.current_step = name
                    return Claim("run", st.id, checkpoint=st.checkpoint, attempts=st.attempts)
            except IntegrityError:  # another worker inserted the row first: take the locked path
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def complete_step(self, step_id: int, result: dict[str, Any] | None, *, work_s: float,
                      runs: list[dict[str, Any]] | None = None, next_step: str | None = None,
                      job_result: dict[str, Any] | None = None, finish: bool = False) -> None:
        """`finish_step` and the job's move to `next_step` (or to SUCCEEDED with `job_result` when
        `finish`) in one transaction."""
        with self.session() as s:
            st = s.get(Step, step_id)
            st.state, st.result, st.work_s, st.finished_at = StepState.DONE, result, work_s, utcnow()
            for r in runs or []:
                s.add(Run(step_id=step_id, toolchain=str(r.get("toolchain", "")), outcome=str(r.get("outcome", "")),
                          signature=str(r.get("signature") or ""), wall_s=r.get("wall_s")))
            job = s.get(Job, st.job_id)
            if finish:
                if job.state not in JobState.TERMINAL:
                    job.state, job.result, job.finished_at, job.current_step = (
                        JobState.SUCCEEDED, job_result, utcnow(), "")
            elif next_step:
                job.current_step = next_step

    def heartbeat(self, step_id: int, progress: dict[str, Any] | None = None) -> None:
        values: dict[str, Any] = {"heartbeat_at": utcnow()}
        if progress is not None:
            values["progress"] = progress
        with self.session() as s:
            if not self.is_sqlite:  # a heartbeat lost in a database crash costs nothing: skip the fsync
                s.execute(text("SET LOCAL synchronous_commit = off"))
            s.execute(update(Step).where(Step.id == step_id, Step.state == StepState.RUNNING).values(**values))

    def checkpoint(self, step_id: int, data: dict[str, Any]) -> None:
        with self.session() as s:
            s.execute(update(Step).where(Step.id == step_id).values(checkpoint=data, heartbeat_at=utcnow()))

    def finish_step(self, step_id: int, result: dict[str, Any] | None, *, work_s: float,
                    runs: list[dict[str, Any]] | None = None) -> None:
        with self.session() as s:
            st = s.get(Step, step_id)
            st.state = StepState.DONE
            st.result = result
            st.work_s = work_s
            st.finished_at = utcnow()
            for r in runs or []:
                s.add(Run(step_id=step_id, toolchain=str(r.get("toolchain", "")), outcome=str(r.get("outcome", "")),
                          signature=str(r.get("signature") or ""), wall_s=r.get("wall_s")))

    def fail_step(self, step_id: int, error: str, *, final: bool) -> None:
        with self.session() as s:
            st = s.get(Step, step_id)
            st.error = error[-4000:]
            st.state = StepState.FAILED if final else StepState.PENDING
            st.heartbeat_at = None
            if final:
                st.finished_at = utcnow()

    def step(self, step_id: int) -> Step | None:
        with self.session() as s:
            return s.get(Step, step_id)

    def stale_steps(self, stale_s: float) -> list[tuple[str, str, int]]:
        """(job id, step name, step id) of steps left running by a worker that stopped heart-beating."""
        cutoff = utcnow() - timedelta(seconds=stale_s)
        with self.session() as s:
            q = select(Step.job_id, Step.name, Step.id, Step.heartbeat_at).where(Step.state == StepState.RUNNING)
            return [(j, n, i) for j, n, i, hb in s.execute(q) if hb is None or _aware(hb) < cutoff]

    # ------------------------------------------------------------ artifacts, deliveries, polling, feedback
    def add_artifact(self, job_id: str, name: str, role: str, content: bytes) -> None:
        with self.session() as s:
            s.add(Artifact(job_id=job_id, name=name, role=role, content=content,
                           sha256=hashlib.sha256(content).hexdigest()))

    def artifact(self, job_id: str, name: str) -> bytes | None:
        with self.session() as s:
            a = s.scalar(select(Artifact).where(Artifact.job_id == job_id, Artifact.name == name))
            return a.content if a else None

    def record_delivery(self, delivery_id: str, event_name: str, action: str = "") -> bool:
        """True the first time a delivery id is seen, False for a redelivery."""
        try:
            with self.session() as s:
                s.add(WebhookDelivery(id=delivery_id, event=event_name, action=action))
            return True
        except IntegrityError:
            return False

    def forget_delivery(self, delivery_id: str) -> None:
        """Undo `record_delivery` (the event could not be enqueued; let GitHub's redelivery in)."""
        with self.session() as s:
            row = s.get(WebhookDelivery, delivery_id)
            if row is not None:
                s.delete(row)

    def poll_state(self, repo: str) -> tuple[str, str]:
        """(since, etag) for `repo`; empty strings before the first poll."""
        with self.session() as s:
            row = s.get(PollState, repo)
            return (row.since, row.etag) if row else ("", "")

    def save_poll_state(self, repo: str, since: str, etag: str) -> None:
        with self.session() as s:
            row = s.get(PollState, repo) or PollState(repo=repo)
            row.since, row.etag, row.polled_at = since, etag, utcnow()
            s.add(row)

    def add_feedback(self, issue_id: int, user: str, kind: str, detail: dict[str, Any] | None = None) -> None:
        with self.session() as s:
            s.add(Feedback(issue_id=issue_id, user=user, kind=kind, detail=detail))

    def feedback(self, issue_id: int) -> list[dict[str, Any]]:
        with self.session() as s:
            return [{"user": f.user, "kind": f.kind, "detail": f.detail, "created_at": _iso(f.created_at)}
                    for f in s.scalars(select(Feedback).where(Feedback.issue_id == issue_id).order_by(Feedback.id))]


def dumps(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, default=str)

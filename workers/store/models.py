"""SQLAlchemy 2 models of the job store.

Tables
- ``issues``: one row per GitHub issue seen (repo, number), its last fetched data, whether it
  is a crash/miscompile candidate, and the id of the one comment reprobot posted.
- ``jobs``: a triage of one issue content (key ``repo#number@content-hash/gN``) or a manual
  reduce (key ``manual:<hash>``); state, trigger, request, result.
- ``steps``: one pipeline step of a job; ``key`` = (issue, reproducer hash, step, generation)
  is unique, which makes tasks idempotent: a redelivered message finds the step done.
  ``heartbeat_at`` lets another worker take over a step whose worker died;
  ``checkpoint`` keeps what a long step has achieved so far.
- ``runs``: reproducer × toolchain outcomes recorded by a step.
- ``artifacts``: files a job produced or received (uploaded reproducer, reduced reproducer).
- ``webhook_deliveries``: X-GitHub-Delivery ids already accepted (dedup).
- ``poll_state``: per repository, the ``since`` cursor and the ETag of the last issues listing.
- ``feedback``: ``/reprobot wrong`` and similar reports from people.
- ``api_tokens``: credentials of the HTTP API and the dashboard (`workers.store.tokens`): the
  SHA-256 of the secret, scopes, per-token limits, revocation. A job created over HTTP names
  its token in ``jobs.submitted_by`` (limits count jobs by it).
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from sqlalchemy import (JSON, BigInteger, Boolean, DateTime, Float, ForeignKey, Index, Integer, LargeBinary, String,
                        Text, UniqueConstraint)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Base(DeclarativeBase):
    type_annotation_map = {dict[str, Any]: JSON, list[Any]: JSON}


class JobState:
    QUEUED = "queued"
    RUNNING = "running"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    SKIPPED = "skipped"  # superseded or nothing to do
    TERMINAL = (SUCCEEDED, FAILED, SKIPPED)


class StepState:
    PENDING = "pending"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"


class Issue(Base):
    __tablename__ = "issues"
    __table_args__ = (UniqueConstraint("repo", "number", name="uq_issues_repo_number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    repo: Mapped[str] = mapped_column(String(200))
    number: Mapped[int] = mapped_column(Integer)
    title: Mapped[str] = mapped_column(Text, default="")
    state: Mapped[str] = mapped_column(String(20), default="open")
    html_url: Mapped[str] = mapped_column(Text, default="")
    updated_at: Mapped[str] = mapped_column(String(40), default="")  # GitHub's ISO 8601 text
    content_hash: Mapped[str] = mapped_column(String(64), default="")
    candidate: Mapped[bool] = mapped_column(Boolean, default=False)
    candidate_reason: Mapped[str] = mapped_column(Text, default="")
    data: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    generation: Mapped[int] = mapped_column(Integer, default=0)  # bumped by /reprobot retry
    comment_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    comment_hash: Mapped[str] = mapped_column(String(64), default="")
    labels_applied: Mapped[list[Any]] = mapped_column(JSON, default=list)
    first_seen: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    last_seen: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    jobs: Mapped[list["Job"]] = relationship(back_populates="issue")

    @property
    def ref(self) -> str:
        return f"{self.repo}#{self.number}"


class Job(Base):
    __tablename__ = "jobs"
    __table_args__ = (Index("ix_jobs_state_created", "state", "created_at"),
                      Index("ix_jobs_submitted_by_created", "submitted_by", "created_at"))

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    key: Mapped[str] = mapped_column(String(300), unique=True)
    kind: Mapped[str] = mapped_column(String(20))  # triage | reduce
    issue_id: Mapped[int | None] = mapped_column(ForeignKey("issues.id"), nullable=True)
    state: Mapped[str] = mapped_column(String(20), default=JobState.QUEUED)
    trigger: Mapped[str] = mapped_column(String(40), default="")  # webhook | poll | api | cli | command:<x>
    plan: Mapped[list[Any]] = mapped_column(JSON, default=list)  # step names in order
    current_step: Mapped[str] = mapped_column(String(40), default="")
    request: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    error: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    started_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    # the API token (its id, or ``dashboard``) that created a job over HTTP; None for GitHub's
    submitted_by: Mapped[str | None] = mapped_column(String(40), nullable=True)

    issue: Mapped[Issue | None] = relationship(back_populates="jobs")
    steps: Mapped[list["Step"]] = relationship(back_populates="job", order_by="Step.id")
    artifacts: Mapped[list["Artifact"]] = relationship(back_populates="job", order_by="Artifact.id")


class Step(Base):
    __tablename__ = "steps"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    job_id: Mapped[str] = mapped_column(ForeignKey("jobs.id"), index=True)
    name: Mapped[str] = mapped_column(String(40))
    key: Mapped[str] = mapped_column(String(400), unique=True)
    queue: Mapped[str] = mapped_column(String(60), default="")
    state: Mapped[str] = mapped_column(String(20), default=StepState.PENDING)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    worker: Mapped[str] = mapped_column(String(200), default="")
    enqueued_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    started_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    heartbeat_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    work_s: Mapped[float | None] = mapped_column(Float, nullable=True)  # seconds inside the pipeline function
    progress: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    checkpoint: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    error: Mapped[str] = mapped_column(Text, default="")

    job: Mapped[Job] = relationship(back_populates="steps")
    runs: Mapped[list["Run"]] = relationship(back_populates="step", order_by="Run.id")


class Run(Base):
    __tablename__ = "runs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    step_id: Mapped[int] = mapped_column(ForeignKey("steps.id"), index=True)
    toolchain: Mapped[str] = mapped_column(String(100))
    outcome: Mapped[str] = mapped_column(String(30))
    signature: Mapped[str] = mapped_column(Text, default="")
    wall_s: Mapped[float | None] = mapped_column(Float, nullable=True)

    step: Mapped[Step] = relationship(back_populates="runs")


class Artifact(Base):
    __tablename__ = "artifacts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    job_id: Mapped[str] = mapped_column(ForeignKey("jobs.id"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    role: Mapped[str] = mapped_column(String(40))  # input | reduced | log
    sha256: Mapped[str] = mapped_column(String(64))
    content: Mapped[bytes] = mapped_column(LargeBinary)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    job: Mapped[Job] = relationship(back_populates="artifacts")


class WebhookDelivery(Base):
    __tablename__ = "webhook_deliveries"

    id: Mapped[str] = mapped_column(String(100), primary_key=True)  # X-GitHub-Delivery
    event: Mapped[str] = mapped_column(String(60))
    action: Mapped[str] = mapped_column(String(60), default="")
    received_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class PollState(Base):
    __tablename__ = "poll_state"

    repo: Mapped[str] = mapped_column(String(200), primary_key=True)
    since: Mapped[str] = mapped_column(String(40), default="")  # max updated_at seen
    etag: Mapped[str] = mapped_column(String(200), default="")
    polled_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class Feedback(Base):
    __tablename__ = "feedback"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    issue_id: Mapped[int] = mapped_column(ForeignKey("issues.id"), index=True)
    user: Mapped[str] = mapped_column(String(100))
    kind: Mapped[str] = mapped_column(String(40))  # wrong
    detail: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ApiToken(Base):
    __tablename__ = "api_tokens"

    id: Mapped[str] = mapped_column(String(12), primary_key=True)  # the public part of ``rpb_<id>_<secret>``
    name: Mapped[str] = mapped_column(String(100))  # whose it is, e.g. a person's login
    secret_sha256: Mapped[str] = mapped_column(String(64))
    scopes: Mapped[list[Any]] = mapped_column(JSON, default=list)  # submit | act | admin
    limits: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)  # overrides of the defaults
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)

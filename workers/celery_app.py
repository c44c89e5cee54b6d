"""`create_celery(settings)`: the Celery application on Redis, with reprobot's tasks registered.

Delivery guarantees (Celery docs, "Tasks" → acks_late / reject_on_worker_lost; kombu Redis
transport → visibility_timeout):
- ``task_acks_late`` + ``task_reject_on_worker_lost``: a message is acknowledged only after its
  task returned; a worker killed mid-task leaves it unacknowledged, and Redis hands it out again
  after ``visibility_timeout``. Workers also re-enqueue, when they start, the steps a dead worker
  left running (`workers.tasks.recover`), so a restart does not wait for the timeout.
- ``worker_prefetch_multiplier=1``: a worker holds at most one waiting message per process, so
  a long reduction does not sit on messages another worker could run.
- Three queues, so builds never starve reductions and the posting worker is alone with the token:
  ``reduce`` (extract, reproduce, reduce, manual reduce jobs), ``build`` (bisect: builds
  toolchains), ``report`` (fetch issues, poll, post the comment, labels). Names carry
  ``settings.queue_prefix``, and with a prefix all Redis keys do too (``global_keyprefix``), so
  parallel test runs on one Redis never see each other's messages.
- Step messages carry a priority (`STEP_PRIORITY`): later steps first, so jobs under way finish
  before new ones start.
- Retries with exponential backoff and jitter only for infrastructure errors (`is_infrastructure_error`);
  a pipeline error fails the step at once.

`settings` is a `service.config_service.ServiceSettings` (duck-typed: this layer does not import
service/). It is kept as ``app.reprobot_settings``.
"""
from __future__ import annotations

from typing import Any

from celery import Celery
from kombu import Exchange, Queue

QUEUES = ("reduce", "build", "report")
# Which queue runs each step.
STEP_QUEUE = {
    "extract": "reduce", "reproduce": "reduce", "reduce": "reduce", "triage": "reduce", "reduce_job": "reduce",
    "bisect": "build", "report": "report",
}


# Redis priority of each step's messages (0 is served first): a job already under way is finished
# before new jobs are started, so a burst of jobs completes in arrival order instead of all at the end.
STEP_PRIORITY = {"extract": 4, "reproduce": 3, "reduce": 2, "reduce_job": 2, "bisect": 1, "report": 0}


class InfrastructureError(Exception):
    """The step could not run for reasons outside the reproducer (broker, database, GitHub 5xx,
    sandbox or docker failure). Retried with backoff; anything else fails the step."""


def is_infrastructure_error(exc: BaseException) -> bool:
    """True for errors worth retrying: our InfrastructureError, lost connections, timeouts,
    database connectivity, GitHub 5xx / rate limiting."""
    if isinstance(exc, (InfrastructureError, ConnectionError, TimeoutError)):
        return True
    try:
        from sqlalchemy.exc import DisconnectionError, InterfaceError, OperationalError
        if isinstance(exc, (OperationalError, InterfaceError, DisconnectionError)):
            return True
    except ImportError:  # pragma: no cover
        pass
    try:
        import redis
        if isinstance(exc, (redis.ConnectionError, redis.TimeoutError)):
            return True
    except ImportError:  # pragma: no cover
        pass
    try:
        import requests
        if isinstance(exc, (requests.ConnectionError, requests.Timeout)):
            return True
    except ImportError:  # pragma: no cover
        pass
    try:
        from github import GithubException, RateLimitExceededException
        if isinstance(exc, RateLimitExceededException):
            return True
        if isinstance(exc, GithubException) and (exc.status or 0) >= 500:
            return True
    except ImportError:  # pragma: no cover
        pass
    try:
        import docker.errors
        if isinstance(exc, (docker.errors.APIError, docker.errors.DockerException)) and \
                not isinstance(exc, docker.errors.ContainerError):
            return True
    except ImportError:  # pragma: no cover
        pass
    return False


def queue_for_step(settings: Any, step: str) -> str:
    return settings.queue(STEP_QUEUE.get(step, "reduce"))


def create_celery(settings: Any) -> Celery:
    """A configured Celery app bound to `settings` (broker, queues, retries), tasks registered."""
    app = Celery("reprobot", broker=settings.broker_url, set_as_current=False)
    transport: dict[str, Any] = {"visibility_timeout": settings.visibility_timeout_s,
                                 # kombu's Redis priorities: one list per level, polled lowest first
                                 "queue_order_strategy": "priority", "priority_steps": list(range(10)), "sep": ":"}
    if settings.queue_prefix:
        transport["global_keyprefix"] = settings.queue_prefix
    queues = [Queue(settings.queue(q), Exchange(settings.queue(q), type="direct"), routing_key=settings.queue(q))
              for q in QUEUES]
    app.conf.update(
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_ignore_result=True,
        result_backend=None,
        task_serializer="json",
        accept_content=["json"],
        task_queues=queues,
        task_default_queue=settings.queue("reduce"),
        # intake/poll/withdraw wait behind the steps of jobs under way (0 is served first)
        task_default_priority=5,
        # GitHub-facing tasks go where the token is; ``reprobot.step`` is sent to its step's queue.
        task_routes={name: {"queue": settings.queue("report")}
                     for name in ("reprobot.intake", "reprobot.poll", "reprobot.withdraw", "reprobot.recover")},
        task_default_exchange=settings.queue("reduce"),
        task_default_routing_key=settings.queue("reduce"),
        broker_transport_options=transport,
        broker_connection_retry_on_startup=True,
        task_always_eager=bool(getattr(settings, "eager", False)),
        task_eager_propagates=True,
        worker_send_task_events=True,  # flower
        task_send_sent_event=True,
        enable_utc=True,
    )
    app.reprobot_settings = settings
    from workers.tasks import register_tasks

    register_tasks(app)
    return app

"""`create_celery(settings)`: the Celery application on Redis, with reprobot's tasks registered.

Delivery guarantees (Celery docs, "Tasks" → acks_late / reject_on_worker_lost; kombu Redis
transport → visibility_timeout):
- ``task_acks_late`` + ``task_reject_on_worker_lost``: a message is acknowledged only after its
  task returned; a worker killed mid-task leaves it unacknowledged, and Redis hands it out again
  after ``visibility_timeout``. Workers also re-enqueue, when they start, the steps a dead worker
  left running (`workers.jobs.recovery.recover`), so a restart does not wait for the timeout.
- ``worker_prefetch_multiplier=1``: a worker holds at most one waiting message per process, so
  a long reduction does not sit on messages another worker could run.
- Three queues, so builds never starve reductions and the posting worker is alone with the token:
  ``reduce`` (extract, reproduce, reduce, manual reduce jobs), ``build`` (bisect: builds
  toolchains), ``report`` (fetch issues, poll, post the comment, labels). Names carry
  ``settings.queue_prefix``, and with a prefix all Redis keys do too (``global_keyprefix``), so
  parallel test runs on one Redis never see each other's messages.
- Which queue runs a step, and its messages' priority, is the step table's
  (`workers.pipeline.steps.TRIAGE`): later steps first, so jobs under way finish before new ones start.
- Retries with exponential backoff and jitter only for infrastructure errors
  (`workers.errors.is_infrastructure_error`); see `workers.jobs.driver`.

`settings` is the one `workers.settings.Settings`; it is kept as ``app.reprobot_settings``.
The tasks are registered by `workers.jobs.registry.register_tasks` (this module is imported by
nothing under `workers.jobs`: no cycle).
"""
from __future__ import annotations

from typing import Any

from celery import Celery
from kombu import Exchange, Queue

from workers.jobs.registry import register_tasks
from workers.settings import Settings

QUEUES = ("reduce", "build", "report")


def create_celery(settings: Settings) -> Celery:
    """A configured Celery app bound to `settings` (broker, queues, retries), tasks registered."""
    svc = settings.service
    app = Celery("reprobot", broker=svc.broker_url, set_as_current=False)
    transport: dict[str, Any] = {"visibility_timeout": svc.visibility_timeout_s,
                                 # kombu's Redis priorities: one list per level, polled lowest first
                                 "queue_order_strategy": "priority", "priority_steps": list(range(10)), "sep": ":"}
    if svc.queue_prefix:
        transport["global_keyprefix"] = svc.queue_prefix
    queues = [Queue(svc.queue(q), Exchange(svc.queue(q), type="direct"), routing_key=svc.queue(q)) for q in QUEUES]
    app.conf.update(
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_ignore_result=True,
        result_backend=None,
        task_serializer="json",
        accept_content=["json"],
        task_queues=queues,
        task_default_queue=svc.queue("reduce"),
        # intake/poll/withdraw wait behind the steps of jobs under way (0 is served first)
        task_default_priority=5,
        # GitHub-facing tasks go where the token is; ``reprobot.step`` is sent to its step's queue.
        task_routes={**{name: {"queue": svc.queue("report")}
                        for name in ("reprobot.intake", "reprobot.poll", "reprobot.withdraw", "reprobot.recover")},
                     # it asks the installed toolchains, which live where reproducers run
                     "reprobot.retriage": {"queue": svc.queue("reduce")}},
        beat_schedule={"reprobot-retriage": {"task": "reprobot.retriage", "schedule": svc.retriage_interval_s}}
        if svc.retriage_interval_s > 0 else {},
        task_default_exchange=svc.queue("reduce"),
        task_default_routing_key=svc.queue("reduce"),
        broker_transport_options=transport,
        broker_connection_retry_on_startup=True,
        task_always_eager=svc.eager,
        task_eager_propagates=True,
        worker_send_task_events=True,  # flower
        task_send_sent_event=True,
        enable_utc=True,
    )
    app.reprobot_settings = settings
    register_tasks(app)
    return app

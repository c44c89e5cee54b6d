"""The ``reprobot.*`` Celery tasks, registered on an app by `register_tasks`.

- ``reprobot.step(job_id, name, enqueued_at)`` — the queue of the step: run one step of a job's
  plan (`workers.jobs.driver.run_step`);
- ``reprobot.intake(repo, number, trigger, command=None, user=None)`` — report queue (`intake`);
- ``reprobot.poll(repos=None)`` — report queue (`poll`);
- ``reprobot.withdraw(repo, number, user, note)`` — report queue: ``/reprobot wrong``;
- ``reprobot.recover()`` — re-enqueue steps a dead worker left running;
- ``reprobot.retriage()`` — reduce queue (where the toolchains are): send open, still-present
  issues to intake when a newer toolchain is installed (`workers.jobs.retriage`); on the beat
  schedule when ``service.retriage_interval_s`` > 0.
"""
from __future__ import annotations

import logging
import random
from typing import Any

from celery import Celery
from celery.signals import worker_process_init, worker_ready

from workers.errors import is_infrastructure_error
from workers.jobs import resources
from workers.jobs.driver import run_step
from workers.jobs.intake import intake, poll, withdraw
from workers.jobs.recovery import recover
from workers.jobs.retriage import retriage

log = logging.getLogger("reprobot.jobs")


def register_tasks(app: Celery) -> None:
    """Register the ``reprobot.*`` tasks on `app` (see the module docstring)."""
    svc = app.reprobot_settings.service

    @app.task(name="reprobot.step", shared=False, bind=True, max_retries=svc.max_retries, acks_late=True)
    def step_task(self, job_id: str, name: str, enqueued_at: float | None = None) -> str:
        return run_step(self, app, job_id, name, enqueued_at)

    def _infra_retry(self, exc: Exception):
        if is_infrastructure_error(exc) and self.request.retries < svc.max_retries:
            countdown = min(svc.retry_backoff_max_s, 2 ** self.request.retries) * (0.5 + random.random() / 2)
            raise self.retry(exc=exc, countdown=countdown)
        raise exc

    @app.task(name="reprobot.intake", shared=False, bind=True, max_retries=svc.max_retries)
    def intake_task(self, repo: str, number: int, trigger: str = "webhook", command: str | None = None,
                    user: str | None = None) -> dict[str, Any]:
        try:
            return intake(app, repo, int(number), trigger, command, user)
        except Exception as exc:  # noqa: BLE001
            _infra_retry(self, exc)

    @app.task(name="reprobot.poll", shared=False, bind=True, max_retries=svc.max_retries)
    def poll_task(self, repos: list[str] | None = None) -> dict[str, Any]:
        try:
            return poll(app, repos)
        except Exception as exc:  # noqa: BLE001
            _infra_retry(self, exc)

    @app.task(name="reprobot.withdraw", shared=False, bind=True, max_retries=svc.max_retries)
    def withdraw_task(self, repo: str, number: int, user: str, note: str = "") -> dict[str, Any]:
        try:
            return withdraw(app, repo, int(number), user, note)
        except Exception as exc:  # noqa: BLE001
            _infra_retry(self, exc)

    @app.task(name="reprobot.recover", shared=False)
    def recover_task() -> int:
        return recover(app)

    @app.task(name="reprobot.retriage", shared=False)
    def retriage_task() -> dict[str, Any]:
        return retriage(app)

    @worker_process_init.connect(weak=False)
    def _fresh_connections_in_child(**_kw) -> None:
        resources.reset()  # a prefork child must not share the parent's database or HTTP connections

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

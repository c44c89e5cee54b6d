"""Steps a dead worker left running: found by their stale heartbeat and sent again."""
from __future__ import annotations

import time
from datetime import timezone

from celery import Celery

from workers.jobs.driver import enqueue_step, queue_of
from workers.jobs.resources import get_store
from workers.store import StepState


def recover(app: Celery, queues: set[str] | None = None, *, only_stale: bool = True) -> int:
    """Re-enqueue steps left ``running`` by a worker that died. Periodically (`only_stale`) only
    steps whose heartbeat is already older than ``step_stale_s``; when a worker starts, every
    running step of its queues (its previous incarnation may just have been killed), with a
    countdown until the heartbeat would go stale. The claim decides: a live owner makes the
    message come back later, a dead one loses the step. Returns how many messages were sent."""
    from sqlalchemy import select

    from workers.store.models import Step

    settings = app.reprobot_settings
    stale_s = settings.service.step_stale_s
    store = get_store(settings)
    n = 0
    now = time.time()
    with store.session() as s:
        rows = list(s.execute(select(Step.job_id, Step.name, Step.heartbeat_at).where(Step.state == StepState.RUNNING)))
    for job_id, name, hb in rows:
        if queues and queue_of(settings, name) not in queues:
            continue
        age = now - (hb.replace(tzinfo=hb.tzinfo or timezone.utc).timestamp() if hb else 0)
        if only_stale and age < stale_s:
            continue
        enqueue_step(app, job_id, name, countdown=max(0.0, stale_s - age) + 0.5)
        n += 1
    return n

"""The triage dashboard: server-rendered HTML pages over the job store, under ``/ui``.

``mount(app, settings, store_factory, celery_app)`` adds the pages to the FastAPI app built by
`service.api.create_app` (idempotent: a second call does nothing). Pages (readable without
JavaScript; a small script adds live updates):

- ``/ui/`` overview: jobs by state and by step, finished/failed jobs over time, oldest waiting job
  and step, recent jobs (``?state=``).
- ``/ui/jobs/{id}`` one job: extracted vs reduced reproducer (side-by-side diff), reproducer size
  against tests run (plot), per-release table, release/commit bisection with its narrowing range,
  the posted comment, logs per step; buttons retry / culprit wrong. ``/ui/jobs/{id}/events`` is a
  server-sent-events stream (``text/event-stream``, one ``update`` event a second with the live
  part as HTML, then ``done``). ``/ui/issues/{owner}/{repo}/{number}`` → the issue's newest job.
- ``/ui/signatures`` signature clusters (likely duplicates across llvm-project and triton);
  ``/ui/culprits`` issues bisected to the same commit or first bad release.
- ``/ui/reduce`` manual reduce: upload (or paste) a reproducer, its command, optional signature
  regex; the job goes through ``POST /jobs`` of the same app, then its page streams progress.

Reading needs no login unless ``service.public_reads`` is false (then any valid credential;
browsers are sent to ``/ui/login``). Actions need a credential (`service.auth`): an API token
(``reprobot token create``) with scope ``act`` for ``POST /ui/issues/…/retry`` and ``…/wrong``,
scope ``submit`` for ``/ui/reduce``, or the deployment's shared dashboard token
(``REPROBOT_DASHBOARD_TOKEN``, both scopes), as form field ``token``, cookie ``reprobot_token``
(set by ``/ui/login`` or by a successful action; HttpOnly, SameSite=Strict) or header
``Authorization: Bearer <token>``. No credential: 401; a token without the scope: 403. An
action is recorded under the token's owner (with the shared token: the form's ``user``). Actions send the same Celery tasks
as the ``/reprobot retry`` and ``/reprobot wrong`` webhook commands (``reprobot.intake`` with
``command="retry"``, ``reprobot.withdraw``) on the report queue; the reduce form forwards to
``POST /jobs`` with the same credential, so the token's limits apply.
"""
from __future__ import annotations

from typing import Any, Callable


def mount(app: Any, settings: Any, store_factory: Callable[[], Any] | None = None, celery_app: Any = None) -> None:
    """Add the dashboard routes to `app`. `settings`: the one `workers.settings.Settings` (queues;
    ``service.dashboard_token``/``dashboard_user``/``dashboard_poll_s``/``public_reads``); `store_factory()`: the
    `workers.store.Store` to read (default ``app.state.store``); `celery_app`: where actions are
    sent (default ``app.state.celery``)."""
    if getattr(app.state, "dashboard_mounted", False):
        return
    from service.dashboard.routes import build_router, static_files

    router = build_router(settings, store_factory or (lambda: app.state.store),
                          (lambda: celery_app) if celery_app is not None else (lambda: app.state.celery))
    app.include_router(router)
    if not any(getattr(rt, "path", None) == "/" for rt in app.router.routes):
        from fastapi.responses import RedirectResponse

        app.add_api_route("/", lambda: RedirectResponse("/ui/", status_code=307), include_in_schema=False)
    app.mount("/ui/static", static_files(), name="dashboard-static")
    app.state.dashboard_mounted = True


__all__ = ["mount"]

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

Reading needs no login. Actions (``POST /ui/issues/…/retry``, ``…/wrong``, ``/ui/reduce``) need
the dashboard token (``REPROBOT_DASHBOARD_TOKEN``) as form field ``token``, cookie
``reprobot_token`` (set by ``/ui/login`` or by a successful action) or header
``Authorization: Bearer <token>``; with no token configured, actions answer 403. They send the
same Celery tasks as the ``/reprobot retry`` and ``/reprobot wrong`` webhook commands
(``reprobot.intake`` with ``command="retry"``, ``reprobot.withdraw``) on the report queue.
"""
from __future__ import annotations

from typing import Any, Callable

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class DashboardSettings(BaseSettings):
    """``REPROBOT_DASHBOARD_TOKEN``: the token actions need (unset: actions disabled).
    ``REPROBOT_DASHBOARD_USER``: the name recorded for actions when the form gives none."""

    model_config = SettingsConfigDict(env_prefix="REPROBOT_", extra="ignore")

    dashboard_token: SecretStr | None = None
    dashboard_user: str = "dashboard"
    dashboard_poll_s: float = 1.0


def mount(app: Any, settings: Any, store_factory: Callable[[], Any] | None = None, celery_app: Any = None, *,
          dashboard_settings: DashboardSettings | None = None) -> None:
    """Add the dashboard routes to `app`. `settings`: the service's ServiceSettings (queues);
    `store_factory()`: the `workers.store.Store` to read (default ``app.state.store``);
    `celery_app`: where actions are sent (default ``app.state.celery``); `dashboard_settings`:
    token and user (default: `DashboardSettings` from the environment, or ``settings.dashboard_token``
    when the service settings carry one)."""
    if getattr(app.state, "dashboard_mounted", False):
        return
    from service.dashboard.routes import build_router, static_files

    ds = dashboard_settings or DashboardSettings()
    if dashboard_settings is None and getattr(settings, "dashboard_token", None):  # if ServiceSettings grows one
        ds.dashboard_token = settings.dashboard_token
    router = build_router(settings, store_factory or (lambda: app.state.store),
                          (lambda: celery_app) if celery_app is not None else (lambda: app.state.celery), ds)
    app.include_router(router)
    if not any(getattr(rt, "path", None) == "/" for rt in app.router.routes):
        from fastapi.responses import RedirectResponse

        app.add_api_route("/", lambda: RedirectResponse("/ui/", status_code=307), include_in_schema=False)
    app.mount("/ui/static", static_files(), name="dashboard-static")
    app.state.dashboard_mounted = True


__all__ = ["mount", "DashboardSettings"]

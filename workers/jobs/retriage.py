"""Re-triage when a newer toolchain appears (a new Triton release, a new llvmlite, a snapshot).

An open issue reprobot answered, whose last result says the bug is *still present* (no
fixed-in release, the newest toolchain with a verdict reproduces), is run again when a
toolchain newer than every one its last job tested is installed: the new job (a fresh
generation, trigger ``command:retriage``) edits the one comment in place, which then says
"fixed in …" or "still present in …" with the new toolchain in the table.

`retriage` runs where the toolchains are (the reduce queue: it asks the project adapters what
is installed) and only enqueues ``reprobot.intake(…, command="retriage")`` on the report queue,
which fetches the issue with the token and starts the job. ``reprobot retriage`` runs it once;
a Celery beat schedule (``service.retriage_interval_s``, ``reprobot beat``) runs it periodically.
"""
from __future__ import annotations

import logging
from typing import Any, Callable

from celery import Celery

from workers.jobs.resources import get_store
from workers.store import JobState

log = logging.getLogger("reprobot.jobs")

# a URL per project, enough for `adapter_for` to choose the adapter
_PROJECT_ISSUE = {"llvm": {"html_url": "https://github.com/llvm/llvm-project/issues/0", "title": "", "body": ""},
                  "triton": {"html_url": "https://github.com/triton-lang/triton/issues/0", "title": "", "body": ""}}


def still_present(triage: dict[str, Any]) -> bool:
    """The result says the bug is still there: no fixed-in toolchain, and the newest toolchain
    with a good/bad verdict is bad."""
    bis = triage.get("bisection") or {}
    if not bis or bis.get("fixed_in") or bis.get("withdrawn"):
        return False
    decided = [v for v in (bis.get("verdicts") or {}).values() if v in ("good", "bad")]
    return bool(decided) and decided[-1] == "bad"


def newer_toolchains(triage: dict[str, Any], available: list[str]) -> list[str]:
    """Toolchains of `available` (oldest first) that come after every toolchain the result tested
    (ran or found unsupported). An older release installed later does not count."""
    tested = set(triage.get("runs") or {}) | set(triage.get("unsupported") or {})
    last = max((i for i, t in enumerate(available) if t in tested), default=None)
    if last is None:
        return []
    return [t for t in available[last + 1:] if t not in tested]


def installed_toolchains(settings: Any) -> dict[str, list[str]]:
    """Toolchain ids per project (``llvm``, ``triton``), oldest first, as a GitHub job would get them."""
    from workers.pipeline.adapters import adapter_for

    out = {}
    for project, issue in _PROJECT_ISSUE.items():
        try:
            out[project] = [t.id for t in adapter_for(issue, settings, "github").toolchains()]
        except Exception as e:  # noqa: BLE001 - no sandbox here: nothing can be re-run for this project
            log.warning("retriage: no %s toolchains here: %s", project, e)
            out[project] = []
    return out


def due(store: Any, available: dict[str, list[str]]) -> list[dict[str, Any]]:
    """Open issues with a posted, still-present result that a newer toolchain could change:
    ``[{repo, number, job, new: [toolchain ids]}]``."""
    from sqlalchemy import select

    from workers.store.models import Issue

    out = []
    with store.session() as s:
        rows = list(s.scalars(select(Issue).where(Issue.comment_id.is_not(None), Issue.state == "open")))
    for issue in rows:
        jobs = [j for j in store.jobs_for_issue(issue.id)
                if j.kind == "triage" and j.state == JobState.SUCCEEDED and (j.result or {}).get("posted")]
        if not jobs:
            continue
        triage = (jobs[-1].result or {}).get("triage") or {}
        if not still_present(triage):
            continue
        new = newer_toolchains(triage, available.get(triage.get("project") or "llvm", []))
        if new:
            out.append({"repo": issue.repo, "number": issue.number, "job": jobs[-1].id, "new": new})
    return out


def retriage(app: Celery, send: Callable[[str, int, list[str]], None] | None = None,
             available: dict[str, list[str]] | None = None) -> dict[str, Any]:
    """Find the issues `due` for a re-triage and send each to intake (report queue) with
    ``command="retriage"``. Returns ``{"due": [...], "available": {...}}``."""
    settings = app.reprobot_settings
    available = available if available is not None else installed_toolchains(settings)
    items = due(get_store(settings), available)

    def _send(repo: str, number: int, new: list[str]) -> None:
        app.tasks["reprobot.intake"].apply_async(args=[repo, number, "retriage"],
                                                 kwargs={"command": "retriage", "user": None},
                                                 queue=settings.service.queue("report"))
    for it in items:
        log.info("re-triage %s#%s: newer toolchain(s) %s", it["repo"], it["number"], ", ".join(it["new"]))
        (send or _send)(it["repo"], it["number"], it["new"])
    return {"due": items, "available": available}

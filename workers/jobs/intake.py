"""GitHub issues in: intake of one issue, polling, and the ``/reprobot`` commands.

All of it runs on the report queue (it reads GitHub with the token). Intake records the issue,
decides whether it is a candidate by what extraction finds runnable (`workers.jobs.candidates.assess`;
the reason is stored on the issue row either way; crash words and labels only set the first step's
priority), and creates the triage job for this content (key
``repo#N@<content hash>/g<generation>``; a second intake of unchanged content finds the job and
does nothing). Commands: ``reduce``/``bisect``/``retry`` force a job (``retry`` a fresh
generation); ``wrong`` withdraws the culprit (`withdraw`); ``retriage`` (sent by
`workers.jobs.retriage`, not by people) runs an open issue again in a fresh generation.
"""
from __future__ import annotations

import logging
from typing import Any

from celery import Celery

from workers.jobs.driver import enqueue_step, plan_steps
from workers.jobs.publish import culprit, issue_lock, render, withdraw_culprit
from workers.jobs.resources import get_github, get_store, secrets
from workers.store import JobState, issue_content_hash

log = logging.getLogger("reprobot.jobs")

COMMANDS = ("reduce", "bisect", "retry", "wrong")
FORCING = ("reduce", "bisect", "retry", "retriage")


def job_key(repo: str, number: int, content_hash: str, generation: int) -> str:
    return f"{repo}#{number}@{content_hash[:16]}/g{generation}"


def intake(app: Celery, repo: str, number: int, trigger: str, command: str | None = None,
           user: str | None = None, adapter: Any = None) -> dict[str, Any]:
    """Fetch, record, and (for candidates or commands) create and enqueue the triage job.
    A pull request never gets a job, not even by command."""
    from workers.jobs.candidates import assess

    settings = app.reprobot_settings
    store = get_store(settings)
    adapter = adapter or get_github(settings)
    bot = settings.github.bot_login
    issue = adapter.get_issue_dict(repo, number)
    a = assess(issue, repo, limit_s=settings.pipeline.extract_timeout_s)
    ok, reason = a.candidate, a.reason + (f"; queue priority from {a.evidence}" if a.evidence else "")
    chash = issue_content_hash(issue, bot)
    issue_id, changed, gen = store.upsert_issue(repo, issue, candidate=ok, reason=reason, bot_login=bot)
    forced = command in FORCING and not issue.get("pull_request")
    if command == "retriage" and issue.get("state", "open") != "open":
        return {"issue": f"{repo}#{number}", "candidate": ok, "reason": "closed: not re-triaged"}
    if not ok and not forced:
        return {"issue": f"{repo}#{number}", "candidate": False, "reason": reason}
    if forced:
        existing = store.job_by_key(job_key(repo, number, chash, gen))
        if command in ("retry", "retriage") or (existing is not None and existing.state in JobState.TERMINAL):
            gen = store.bump_generation(issue_id)
    request = {"repo": repo, "number": number, "content_hash": chash, "generation": gen, "issue": issue,
               "command": command, "user": user, "post": forced}
    plan = [s.name for s in plan_steps("triage")]
    job, created = store.create_job(key=job_key(repo, number, chash, gen), kind="triage", plan=plan,
                                    trigger=trigger if not command else f"command:{command}", issue_id=issue_id,
                                    request=request)
    if created:
        enqueue_step(app, job.id, job.plan[0], priority=a.priority if job.plan[0] == "extract" else None)
    return {"issue": f"{repo}#{number}", "candidate": ok, "reason": reason, "job": job.id, "created": created,
            "forced": forced and not ok}


def poll(app: Celery, repos: list[str] | None = None, adapter: Any = None) -> dict[str, Any]:
    """One poll of each repository: conditional listing, intake of issues updated since the last
    look (an issue whose ``updated_at`` is what we stored is skipped without a request), then
    recovery of steps a dead worker left."""
    from workers.jobs.recovery import recover

    settings = app.reprobot_settings
    store = get_store(settings)
    adapter = adapter or get_github(settings)
    report: dict[str, Any] = {}
    for repo in repos or settings.github.repos:
        since, etag = store.poll_state(repo)
        r = adapter.poll(repo, since=since, etag=etag, state=settings.github.poll_state)
        seen = []
        if not r.not_modified:
            for it in r.issues:
                row = store.get_issue(repo, int(it["number"]))
                if row is not None and row.updated_at == it.get("updated_at"):
                    continue
                seen.append(intake(app, repo, int(it["number"]), "poll", adapter=adapter))
        # GitHub's ETag covers the URL: keep it only while the cursor (the `since` sent) stays put.
        store.save_poll_state(repo, r.since, r.etag if r.since == since else "")
        report[repo] = {"not_modified": r.not_modified, "issues": len(r.issues), "intake": seen}
    report["recovered"] = recover(app)
    return report


def withdraw(app: Celery, repo: str, number: int, user: str, note: str = "") -> dict[str, Any]:
    """``/reprobot wrong``: record the feedback, re-render reprobot's comment without the culprit,
    drop the ``reprobot:bisected`` label."""
    settings = app.reprobot_settings
    store = get_store(settings)
    issue = store.get_issue(repo, number)
    if issue is None:
        return {"withdrawn": False, "reason": "issue unknown"}
    jobs = [j for j in store.jobs_for_issue(issue.id)
            if j.state == JobState.SUCCEEDED and (j.result or {}).get("posted")]
    latest = jobs[-1] if jobs else None
    triage = (latest.result or {}).get("triage") if latest else None
    was = culprit(triage) if triage else None
    store.add_feedback(issue.id, user, "wrong", {"job": latest.id if latest else None, "culprit": was, "note": note})
    if not triage or not issue.comment_id:
        return {"withdrawn": False, "reason": "no posted result", "feedback": True}
    new = withdraw_culprit(triage, user)
    gh = get_github(settings)
    with issue_lock(settings, repo, number):
        new["comment"] = render(new, secrets(settings))
        up = gh.upsert_comment(repo, number, new["comment"], known_id=issue.comment_id)
        store.set_comment(issue.id, up.comment_id, up.body_hash)
        if "reprobot:bisected" in (issue.labels_applied or []):
            try:
                gh.remove_label(repo, number, "reprobot:bisected")
            except Exception:  # noqa: BLE001 - label already gone
                log.info("label reprobot:bisected was not on %s#%s", repo, number)
            store.set_labels_applied(issue.id, [lb for lb in issue.labels_applied if lb != "reprobot:bisected"])
    result = dict(latest.result)
    result["triage"] = new
    store.update_job(latest.id, result=result)
    return {"withdrawn": True, "action": up.action, "culprit": was}

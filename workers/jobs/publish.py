"""The report step's GitHub side: one comment per issue, edited in place, and labels.

Runs only on the report queue, whose single worker holds the token. What is posted:

- nothing when a newer version of the issue superseded the job (its content hash changed);
- nothing when nothing reproduces, unless a person asked (``/reprobot …``) or the deployment
  posts unreproducible results (``github.post_unreproducible``);
- a culprit that a maintainer already marked wrong (``/reprobot wrong``) stays withdrawn.
"""
from __future__ import annotations

import contextlib
import json
import logging
from typing import Any

from workers.jobs.resources import get_github, secrets
from workers.pipeline import TriageState
from workers.settings import Settings
from workers.store import Store

log = logging.getLogger("reprobot.jobs")


def culprit(triage: dict[str, Any]) -> str | None:
    """The bisection's answer in a triage result: the culprit commit, else the first bad release
    when a good release precedes it (a bug present in every tested release has no culprit yet)."""
    commit = (triage.get("commit_bisection") or {}).get("first_bad")
    if commit:
        return commit
    bis = triage.get("bisection") or {}
    if bis.get("first_bad") and bis.get("last_good") and not bis.get("present_in_all_tested"):
        return bis["first_bad"]
    return None


def withdraw_culprit(triage: dict[str, Any], user: str) -> dict[str, Any]:
    """The triage result with its bisection answer withdrawn (first bad release/commit removed,
    a note saying who reported it wrong). Pure."""
    t = json.loads(json.dumps(triage))
    bis = t.get("bisection") or {}
    was = culprit(t)
    if bis:
        bis.pop("first_bad", None)
        bis["summary"] = ("withdrawn: a maintainer reported the culprit as wrong (`/reprobot wrong`)"
                          + (f"; it was `{was}`" if was else ""))
        bis["withdrawn"] = True
        t["bisection"] = bis
    if t.get("commit_bisection"):
        t["commit_bisection"] = {"withdrawn": True, "was": (t["commit_bisection"] or {}).get("first_bad")}
    note = f"Culprit withdrawn after `/reprobot wrong` from `{user}`."
    t["notes"] = [n for n in (t.get("notes") or []) if n != note] + [note]
    t["withdrawn"] = {"user": user, "was": was}
    return t


def render(triage: dict[str, Any], secret_values: tuple[str, ...] = ()) -> str:
    """The comment body for a triage result (`workers.report.render_comment`)."""
    from workers.report import render_comment

    return render_comment({k: v for k, v in triage.items() if k != "comment"}, secret_values)


def labels_for(triage: dict[str, Any]) -> list[str]:
    labels = []
    if triage.get("reduction"):
        labels.append("reprobot:reduced")
    if culprit(triage) and not triage.get("withdrawn"):
        labels.append("reprobot:bisected")
    return labels


def issue_lock(settings: Settings, repo: str, number: int):
    """A Redis lock around one issue's comment (the report worker should be alone; this makes sure)."""
    svc = settings.service
    if not svc.broker_url.startswith("redis"):
        return contextlib.nullcontext()
    import redis

    r = redis.Redis.from_url(svc.broker_url)
    return r.lock(f"{svc.queue_prefix}reprobot:comment:{repo}#{number}", timeout=300, blocking_timeout=120)


class GitHubPublisher:
    """The `workers.pipeline.steps.Publisher` of the service: called by the report step with the
    state (comment rendered); returns ``{"publication": {...}}`` and, when it changed the text (a
    withdrawn culprit), ``comment``. The publication carries ``triage`` when the posted result
    differs from the state's."""

    def __init__(self, settings: Settings, store: Store, job: Any):
        self.settings, self.store, self.job = settings, store, job

    def __call__(self, state: TriageState) -> dict[str, Any]:
        req = self.job.request
        repo, number = req["repo"], int(req["number"])
        triage = state.result()
        issue = self.store.get_issue(repo, number)
        if issue is None or issue.content_hash != req["content_hash"]:
            return {"publication": {"posted": False, "reason": "superseded by a newer version of the issue"}}
        if not (state.reproduces or req.get("post") or self.settings.github.post_unreproducible):
            return {"publication": {"posted": False, "reason": "nothing reproduces"}}
        out: dict[str, Any] = {}
        wrong = [f for f in self.store.feedback(issue.id) if f["kind"] == "wrong"]
        if culprit(triage) and culprit(triage) in {(f["detail"] or {}).get("culprit") for f in wrong}:
            # the same answer was reported wrong before: keep it withdrawn
            triage = withdraw_culprit(triage, wrong[-1]["user"])
            triage["comment"] = out["comment"] = render(triage, secrets(self.settings))
        body = triage["comment"]
        gh = get_github(self.settings)
        with issue_lock(self.settings, repo, number):
            up = gh.upsert_comment(repo, number, body, known_id=issue.comment_id)
            present = [lb.get("name") for lb in (issue.data or {}).get("labels") or []] + list(issue.labels_applied or [])
            labels = labels_for(triage)
            added = gh.add_labels(repo, number, labels, present=present)
            self.store.set_comment(issue.id, up.comment_id, up.body_hash, labels)
        pub = {"posted": True, "action": up.action, "comment_id": up.comment_id, "labels_added": added}
        if triage.get("withdrawn"):
            pub["triage"] = triage
        out["publication"] = pub
        return out

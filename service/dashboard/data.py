"""Read-only views of the job store for the dashboard pages (plain dicts for the templates).

Everything here reads; the actions (retry, culprit wrong, manual reduce) live in `routes`.
Sources: the ``jobs``/``steps``/``runs``/``artifacts``/``feedback`` tables (`workers.store.models`)
and the JSON the pipeline writes (`workers.pipeline` module docstring: ``runs``, ``reduction``,
``bisection``, ``comment``).
"""
from __future__ import annotations

import difflib
import json
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import selectinload

from workers.jobs.driver import job_steps
from workers.jobs.publish import culprit
from workers.pipeline import REDUCE, TRIAGE
from workers.store import JobState, Store, StepState
from workers.store.models import Feedback, Issue, Job, Step

RECENT = 50


def _aware(dt: datetime | None) -> datetime | None:
    if dt is None:
        return None
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)


def now() -> datetime:
    return datetime.now(timezone.utc)


# ---------------------------------------------------------------- overview
def overview(store: Store, *, state: str | None = None, limit: int = RECENT) -> dict[str, Any]:
    """Counts by state and by step, the oldest waiting job and step, finished jobs per time
    bucket (for the throughput plot), and the most recent jobs (optionally of one `state`)."""
    with store.session() as s:
        by_state = {k: n for k, n in s.execute(select(Job.state, func.count()).group_by(Job.state))}
        by_step = {k or "(between steps)": n for k, n in s.execute(
            select(Job.current_step, func.count()).where(Job.state.in_([JobState.QUEUED, JobState.RUNNING]))
            .group_by(Job.current_step))}
        running_steps = {k: n for k, n in s.execute(
            select(Step.name, func.count()).where(Step.state == StepState.RUNNING).group_by(Step.name))}
        pending_steps = {k: n for k, n in s.execute(
            select(Step.name, func.count()).where(Step.state == StepState.PENDING).group_by(Step.name))}
        active = list(s.scalars(select(Job).options(selectinload(Job.issue))
                                 .where(Job.state.in_([JobState.QUEUED, JobState.RUNNING])).order_by(Job.created_at)))
        ids = [j.id for j in active]
        busy = {(a, b) for a, b in s.execute(select(Step.job_id, Step.name).where(
            Step.job_id.in_(ids), Step.state == StepState.RUNNING))} if ids else set()
        last_done = {a: b for a, b in s.execute(select(Step.job_id, func.max(Step.finished_at))
                                                .where(Step.job_id.in_(ids)).group_by(Step.job_id))} if ids else {}
        oldest_step = s.scalar(select(Step).where(Step.state == StepState.PENDING)
                               .order_by(Step.enqueued_at.is_(None), Step.enqueued_at, Step.id).limit(1))
        finished = list(s.execute(select(Job.finished_at, Job.state).where(Job.finished_at.is_not(None))))
        timed = list(s.execute(select(Step.name, Step.enqueued_at, Step.started_at, Step.work_s)
                               .where(Step.state == StepState.DONE, Step.work_s.is_not(None))))
        q = select(Job).options(selectinload(Job.issue)).order_by(Job.created_at.desc(), Job.id).limit(limit)
        if state:
            q = q.where(Job.state == state)
        recent = [job_row(j) for j in s.scalars(q)]
        t = now()
        # waiting: queued, or running between steps (its current step is not running anywhere yet);
        # since its creation or since its last step finished
        waiting, longest = None, None
        for j in active:
            if (j.id, j.current_step) in busy:
                if longest is None:
                    longest = dict(job_row(j), running_s=(t - _aware(j.started_at or j.created_at)).total_seconds())
                continue
            since = _aware(last_done.get(j.id)) or _aware(j.created_at)
            w = (t - since).total_seconds()
            if waiting is None or w > waiting["waiting_s"]:
                waiting = dict(job_row(j), waiting_s=w)
        step_wait = None
        if oldest_step is not None:
            since = _aware(oldest_step.enqueued_at)
            step_wait = {"job_id": oldest_step.job_id, "name": oldest_step.name, "queue": oldest_step.queue,
                         "waiting_s": (t - since).total_seconds() if since else None}
    buckets = throughput_buckets([(_aware(f), st) for f, st in finished], t)
    per: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for name, enq, started, work in timed:
        wait = (_aware(started) - _aware(enq)).total_seconds() if enq and started else 0.0
        per[name].append((max(0.0, wait), work))
    order = [s.name for s in TRIAGE + REDUCE]
    step_times = [(n, sum(w for w, _ in v) / len(v), sum(x for _, x in v) / len(v), len(v))
                  for n, v in sorted(per.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else 99)]
    return {"by_state": by_state, "by_step": by_step, "running_steps": running_steps,
            "pending_steps": pending_steps, "oldest_job": waiting, "longest_running": longest, "oldest_step": step_wait,
            "throughput": buckets, "step_times": step_times, "recent": recent, "total": sum(by_state.values()),
            "failed": by_state.get(JobState.FAILED, 0), "filter_state": state or ""}


def throughput_buckets(finished: list[tuple[datetime, str]], t: datetime) -> dict[str, Any]:
    """Finished jobs per bucket: 12 buckets covering the span since the first finish, each a
    round number of minutes (1, 5, 15, 60, 360, 1440). Returns labels and per-state counts."""
    if not finished:
        return {"labels": [], "succeeded": [], "failed": [], "skipped": [], "bucket_min": 0}
    first = min(f for f, _ in finished)
    span_min = max(1.0, (t - first).total_seconds() / 60)
    size = next((m for m in (1, 5, 15, 60, 360, 1440) if span_min / m <= 12), 10080)
    end = t.replace(second=0, microsecond=0) + timedelta(minutes=1)
    starts = [end - timedelta(minutes=size * (12 - i)) for i in range(12)]
    counts = [Counter() for _ in starts]
    for f, st in finished:
        for i in range(11, -1, -1):
            if f >= starts[i]:
                counts[i][st] += 1
                break
    fmt = "%H:%M" if size < 1440 else "%m-%d"
    return {"labels": [s.strftime(fmt) for s in starts],
            "succeeded": [c[JobState.SUCCEEDED] for c in counts], "failed": [c[JobState.FAILED] for c in counts],
            "skipped": [c[JobState.SKIPPED] for c in counts], "bucket_min": size}


def job_row(j: Job) -> dict[str, Any]:
    """One line of a jobs table."""
    created, started, finished = _aware(j.created_at), _aware(j.started_at), _aware(j.finished_at)
    req = j.request or {}
    if j.issue is not None:
        subject = f"{j.issue.repo}#{j.issue.number}"
        title = j.issue.title
    else:
        subject = f"manual: {req.get('filename', '')}"
        title = " ".join([req.get("tool", "")] + list(req.get("args") or []))
    return {"id": j.id, "kind": j.kind, "state": j.state, "trigger": j.trigger, "step": j.current_step,
            "subject": subject, "title": title, "error": j.error,
            "issue": {"repo": j.issue.repo, "number": j.issue.number} if j.issue is not None else None,
            "created_at": created, "started_at": started, "finished_at": finished,
            "duration_s": ((finished or now()) - started).total_seconds() if started else None}


# ---------------------------------------------------------------- one job
def reduction_samples(reduction: dict[str, Any] | None) -> list[dict[str, Any]]:
    """(tests run, size) points of a reduction: the input at 0 tests, then the end of each
    reduction pass (``reduction.steps``: name, tests, wall_s, bytes_after) accumulated, and
    any finer ``samples`` a reducer recorded (``[{tests, bytes, lines?, t_s}]``)."""
    if not reduction:
        return []
    before, after = reduction.get("before") or {}, reduction.get("after") or {}
    if reduction.get("samples"):
        return [dict(s, label=s.get("label", "")) for s in reduction["samples"]]
    out = [{"tests": 0, "bytes": before.get("bytes", 0), "lines": before.get("lines"), "t_s": 0.0,
            "label": "input"}]
    tests, t = 0, 0.0
    steps = reduction.get("steps") or []
    for i, st in enumerate(steps):
        tests += int(st.get("tests") or 0)
        t += float(st.get("wall_s") or 0.0)
        last = i == len(steps) - 1
        out.append({"tests": tests, "bytes": st.get("bytes_after", after.get("bytes", 0)),
                    "lines": after.get("lines") if last else None, "t_s": t, "label": st.get("name", "")})
    if not steps:
        out.append({"tests": reduction.get("tests_run", 0), "bytes": after.get("bytes", 0),
                    "lines": after.get("lines"), "t_s": reduction.get("wall_s", 0.0), "label": "reduced"})
    # lines are known only at the ends; interpolate nothing: drop the series unless complete
    if any(s["lines"] is None for s in out):
        for s in out:
            s["lines"] = None
    return out


def side_by_side(original: str, reduced: str) -> str:
    """An HTML table: the extracted reproducer and the reduced one side by side, changed lines
    marked (stdlib `difflib.HtmlDiff`). Texts are escaped by difflib."""
    d = difflib.HtmlDiff(tabsize=4, wrapcolumn=72)
    return d.make_table(original.splitlines(), reduced.splitlines(), "extracted", "reduced", context=False)


def release_strip(bisection: dict[str, Any] | None, runs: dict[str, Any]) -> list[dict[str, Any]]:
    """The release bisection as narrowing steps: releases oldest first, each with its verdict
    and the regression window (last good, first bad) known after looking at it."""
    if not bisection:
        return []
    verdicts = bisection.get("verdicts") or {}
    good, bad, out = None, None, []
    for tc, v in verdicts.items():
        if v == "good" and bad is None:
            good = tc
        elif v == "bad" and bad is None:
            bad = tc
        elif v == "good" and bad is not None:
            pass  # a good release after the first bad one: the fix, not the window
        out.append({"toolchain": tc, "verdict": v, "outcome": (runs.get(tc) or {}).get("outcome", ""),
                    "window": f"({good or 'oldest'} … {bad}]" if bad else f"after {good or '—'}",
                    "in_window": False})
    lg, fb = bisection.get("last_good"), bisection.get("first_bad")
    names = [r["toolchain"] for r in out]
    if fb in names:
        lo = names.index(lg) if lg in names else -1
        for i in range(lo + 1, names.index(fb) + 1):
            out[i]["in_window"] = True
    return out


def commit_steps(commit_bisection: dict[str, Any] | None) -> list[dict[str, Any]]:
    """A commit bisection's evaluations in order, each with the range (good, bad) after it."""
    if not commit_bisection or not commit_bisection.get("evaluations"):
        return []
    good, bad, out = None, None, []
    for e in commit_bisection["evaluations"]:
        v = e.get("verdict")
        if v == "good":
            good = e.get("commit")
        elif v == "bad":
            bad = e.get("commit")
        out.append(dict(e, range_good=good, range_bad=bad))
    return out


def job_view(store: Store, job_id: str) -> dict[str, Any] | None:
    """Everything the job page shows: the job row, its steps (with results and logs), and the
    triage or manual reduction assembled from the step results done so far."""
    job = store.get_job(job_id)
    if job is None:
        return None
    steps = job_steps(store, job)
    detail = store.job_detail(job_id, [st.id for st in steps.values()]) or {}
    results = {n: st.result for n, st in steps.items() if st.state == StepState.DONE and st.result}
    with store.session() as s:
        j = s.scalar(select(Job).where(Job.id == job_id).options(selectinload(Job.issue)))
        row = job_row(j)
        issue = j.issue
        feedback = [] if issue is None else [
            {"user": f.user, "kind": f.kind, "detail": f.detail, "created_at": _aware(f.created_at)}
            for f in s.scalars(select(Feedback).where(Feedback.issue_id == issue.id).order_by(Feedback.id))]
        history = [] if issue is None else [job_row(x) for x in s.scalars(
            select(Job).options(selectinload(Job.issue)).where(Job.issue_id == issue.id).order_by(Job.created_at))]
        issue_d = None if issue is None else {"repo": issue.repo, "number": issue.number, "title": issue.title,
                                              "url": issue.html_url, "candidate": issue.candidate,
                                              "reason": issue.candidate_reason, "comment_id": issue.comment_id}
    final = (job.result or {})
    triage = final.get("triage") if job.kind == "triage" else None
    v: dict[str, Any] = {"job": row, "detail": detail, "issue": issue_d, "feedback": feedback, "history": history,
                         "terminal": job.state in JobState.TERMINAL, "plan": list(job.plan or []),
                         "request": {k: val for k, val in (job.request or {}).items() if k not in ("issue", "source")}}
    step_rows = []
    for d in detail.get("steps", []):
        st = steps.get(d["name"])
        res = st.result if st is not None and st.key == d["key"] else None
        qw = None
        if d.get("enqueued_at") and d.get("started_at"):
            qw = (datetime.fromisoformat(d["started_at"]) - datetime.fromisoformat(d["enqueued_at"])).total_seconds()
        step_rows.append(dict(d, queue_wait_s=qw, summary=step_summary(d["name"], res),
                              result_json=_clip(json.dumps(res, indent=1, default=str)) if res else "",
                              tails=_tails(d["name"], res)))
    v["steps"] = step_rows
    if job.kind == "reduce":
        req = job.request or {}
        out = (results.get("reduce_job") or {}).get("result") or final or {}
        original = _text(store.artifact(job_id, req.get("filename") or "input"))
        reduction = out if out.get("before") else None
        v.update(kind="reduce", original=original, reduced=(reduction or {}).get("reproducer") or "",
                 reduction=reduction, runs=out.get("runs") or {}, unsupported={}, bisection=None,
                 signature=(reduction or {}).get("signature", ""), comment="", culprit=None,
                 command=" ".join([req.get("tool", "")] + list(req.get("args") or [])))
    else:
        rep = triage or {}
        reproduce = results.get("reproduce") or {}
        reduce_ = results.get("reduce") or {}
        primary = rep.get("primary") or reproduce.get("primary") or {}
        reduction = rep.get("reduction") if triage else reduce_.get("reduction")
        commit_ = results.get("bisect_commits") or {}
        runs = rep.get("runs") or reproduce.get("runs") or {}
        bisection = rep.get("bisection") if triage else (results.get("bisect") or {}).get("bisection")
        v.update(kind="triage", original=primary.get("source") or "", reduced=(reduction or {}).get("reproducer") or "",
                 reduction=reduction, reduction_error=rep.get("reduction_error") or reduce_.get("reduction_error") or "",
                 runs=runs, unsupported=rep.get("unsupported") or reproduce.get("unsupported") or {},
                 bisection=bisection, commit_bisection=rep.get("commit_bisection") or commit_.get("commit_bisection"),
                 commit_bisection_error=rep.get("commit_bisection_error") or commit_.get("commit_bisection_error") or "",
                 signature=rep.get("signature") or (reduction or {}).get("signature") or "",
                 comment=rep.get("comment") or "", posted=final.get("posted"), post_reason=final.get("reason"),
                 culprit=culprit(rep) if triage else None, withdrawn=rep.get("withdrawn"),
                 command=primary.get("command") or "",
                 candidates=len(((results.get("extract") or {}).get("extraction") or {}).get("reproducers") or []))
    v["samples"] = reduction_samples(v.get("reduction"))
    if not v["samples"]:  # still reducing: samples a reducer reports in its progress, if it does
        for st in step_rows:
            if st["name"] in ("reduce", "reduce_job") and (st.get("progress") or {}).get("samples"):
                v["samples"] = [dict(x, label=x.get("label", "")) for x in st["progress"]["samples"]]
    v["diff"] = side_by_side(v["original"], v["reduced"]) if v["original"] and v["reduced"] else ""
    v["strip"] = release_strip(v.get("bisection"), v.get("runs") or {})
    v["commit_steps"] = commit_steps(v.get("commit_bisection"))
    return v


def step_summary(name: str, res: dict[str, Any] | None) -> str:
    """One line saying what a finished step found."""
    if not res:
        return ""
    if name == "extract":
        n = len(((res.get("extraction") or {}).get("reproducers")) or [])
        return f"{n} reproducer candidate{'s' if n != 1 else ''}"
    if name == "reproduce":
        bad = [tc for tc, r in (res.get("runs") or {}).items() if (r or {}).get("outcome") == "reproduces"]
        return ("reproduces on " + ", ".join(bad)) if bad else "does not reproduce"
    red = res.get("reduction") if name == "reduce" else (res.get("result") if name == "reduce_job" else None)
    if name in ("reduce", "reduce_job"):
        if not red or not red.get("before"):
            return res.get("reduction_error") or "not reduced"
        return (f"{red['before'].get('bytes')} → {red['after'].get('bytes')} bytes, "
                f"{red.get('tests_run')} tests")
    if name == "bisect":
        return ((res.get("bisection") or {}).get("summary")) or "nothing to bisect"
    if name == "bisect_commits":
        cb = res.get("commit_bisection") or {}
        return (f"first bad commit {cb['first_bad']}" if cb.get("first_bad") else
                res.get("commit_bisection_error") or "no commit bisection")
    if name == "report":
        pub = res.get("publication") or {}
        return f"comment {pub.get('action') or 'posted'}" if pub.get("posted") else (pub.get("reason") or "not posted")
    return ""


def _text(b: bytes | None) -> str:
    return b.decode("utf-8", "replace") if b else ""


def _clip(s: str, n: int = 20000) -> str:
    return s if len(s) <= n else s[:n] + f"\n… ({len(s) - n} more characters)"


def _tails(name: str, res: dict[str, Any] | None) -> list[dict[str, str]]:
    """The stderr tails a step kept (reproduce: one per toolchain run) — its logs."""
    if not res:
        return []
    if name == "reproduce":
        return [{"what": tc, "text": (r or {}).get("stderr_tail") or ""} for tc, r in (res.get("runs") or {}).items()
                if (r or {}).get("stderr_tail")]
    return []


# ---------------------------------------------------------------- clusters and culprit groups
def _latest_results(store: Store) -> list[dict[str, Any]]:
    """The newest finished job per issue (triage) and every finished manual reduce, as
    {subject, job, issue, triage-like result}."""
    out: dict[Any, dict[str, Any]] = {}
    with store.session() as s:
        q = (select(Job).options(selectinload(Job.issue)).where(Job.state == JobState.SUCCEEDED)
             .order_by(Job.finished_at))
        for j in s.scalars(q):
            res = j.result or {}
            if j.kind == "triage":
                tri = res.get("triage")
                if not tri or j.issue is None:
                    continue
                out[("issue", j.issue.id)] = {"row": job_row(j), "triage": tri, "project": tri.get("project", ""),
                                              "repo": j.issue.repo}
            else:
                out[("job", j.id)] = {"row": job_row(j), "triage": {"signature": res.get("signature", ""),
                                                                   "reduction": res},
                                      "project": "manual", "repo": "manual"}
    return list(out.values())


def signature_clusters(store: Store) -> list[dict[str, Any]]:
    """Issues (and manual reductions) whose crash signatures name the same bug, across
    llvm-project and triton: union of pairs that `reducers.signature.matches` both ways
    (same message key, or same pass and frames), plus identical signature summaries.
    Largest clusters first; each with its members and the signatures seen."""
    from reducers.signature import CrashSignature, matches

    items = [it for it in _latest_results(store) if (it["triage"].get("signature") or "").strip()]
    parent = list(range(len(items)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    sigs = []
    for it in items:
        d = it["triage"].get("signature_detail")
        try:
            sigs.append(CrashSignature.from_json(d) if d else None)
        except Exception:  # noqa: BLE001 - an older result shape: fall back to the summary text
            sigs.append(None)
    for i in range(len(items)):
        for k in range(i + 1, len(items)):
            a, b = sigs[i], sigs[k]
            same = items[i]["triage"]["signature"] == items[k]["triage"]["signature"]
            if not same and a is not None and b is not None and (a.message or a.pass_name) and \
                    (b.message or b.pass_name):
                same = matches(a, b) and matches(b, a)
            if same:
                parent[find(i)] = find(k)
    groups: dict[int, list[int]] = defaultdict(list)
    for i in range(len(items)):
        groups[find(i)].append(i)
    clusters = []
    for members in groups.values():
        its = [items[i] for i in members]
        clusters.append({"signature": Counter(it["triage"]["signature"] for it in its).most_common(1)[0][0],
                         "signatures": sorted({it["triage"]["signature"] for it in its}),
                         "projects": sorted({it["repo"] for it in its}),
                         "members": [dict(it["row"], signature=it["triage"]["signature"]) for it in its]})
    clusters.sort(key=lambda c: (-len(c["members"]), c["signature"]))
    return clusters


def culprit_groups(store: Store) -> dict[str, Any]:
    """Issues bisected to the same culprit (commit, else first bad release after a good one;
    `workers.jobs.publish.culprit`), largest groups first, and the answers withdrawn by people."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    withdrawn = []
    for it in _latest_results(store):
        if it["project"] == "manual":
            continue
        tri = it["triage"]
        c = culprit(tri)
        bis = tri.get("bisection") or {}
        row = dict(it["row"], summary=bis.get("summary", ""), last_good=bis.get("last_good"),
                   signature=tri.get("signature", ""))
        if tri.get("withdrawn"):
            w = tri["withdrawn"] or {}
            withdrawn.append(dict(row, was=w.get("was"), by=w.get("user")))
        elif c:
            level = "commit" if (tri.get("commit_bisection") or {}).get("first_bad") else "release"
            groups[f"{level}:{c}"].append(row)
    out = [{"culprit": k.split(":", 1)[1], "level": k.split(":", 1)[0], "members": v} for k, v in groups.items()]
    out.sort(key=lambda g: (-len(g["members"]), g["culprit"]))
    return {"groups": out, "withdrawn": withdrawn}


def latest_job_for_issue(store: Store, repo: str, number: int) -> str | None:
    with store.session() as s:
        return s.scalar(select(Job.id).join(Issue, Job.issue_id == Issue.id)
                        .where(Issue.repo == repo, Issue.number == number)
                        .order_by(Job.created_at.desc()).limit(1))


def issues_view(store: Store, *, candidate: bool | None = None, limit: int = 500) -> dict[str, Any]:
    """Issues intake has seen, newest first, with the candidate decision and its reason
    (`workers.jobs.candidates.assess`, stored on the row) and the latest job of each;
    `candidate` filters (None: all). Counts of candidates and non-candidates."""
    with store.session() as s:
        counts = {bool(k): n for k, n in s.execute(select(Issue.candidate, func.count()).group_by(Issue.candidate))}
        q = select(Issue).order_by(Issue.last_seen.desc()).limit(limit)
        if candidate is not None:
            q = q.where(Issue.candidate.is_(candidate))
        rows = list(s.scalars(q))
        ids = [r.id for r in rows]
        latest: dict[int, Job] = {}
        if ids:
            for j in s.scalars(select(Job).where(Job.issue_id.in_(ids)).order_by(Job.created_at)):
                latest[j.issue_id] = j  # the newest wins
        out = [{"ref": r.ref, "repo": r.repo, "number": r.number, "title": r.title, "state": r.state,
                "html_url": r.html_url, "candidate": r.candidate, "reason": r.candidate_reason,
                "last_seen": _aware(r.last_seen), "commented": r.comment_id is not None,
                "job": ({"id": latest[r.id].id, "state": latest[r.id].state, "trigger": latest[r.id].trigger}
                        if r.id in latest else None)} for r in rows]
    return {"issues": out, "candidates": counts.get(True, 0), "non_candidates": counts.get(False, 0),
            "filter": candidate}

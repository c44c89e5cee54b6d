"""Bot-path evaluation: the GitHub stand-in loaded with a corpus, the service (API, Celery workers on
Redis, PostgreSQL, reproducers in the Docker sandbox), then a poll (or signed webhooks), measured
against what the corpus says a correct tool finds.

Issues: ``../shared/corpus`` (llvm, triton) plus the held-out part of ``bench/corpus`` (split
files ``bench/corpus/llvm/INDEX.json`` and ``bench/corpus/triton/INDEX.json``; the tune part is
left out) — ``--sets`` picks, ``--limit`` takes the first N of each project. Ground truth per issue:

- *runnable*: LLVM: the corpus holds the thread's reproducer (``repro.ll``/``repro.mir``/``repro.mlir``; for
  bench/corpus also INDEX ``runnable``); Triton: ``repro.py`` defines a ``@triton.jit`` kernel, or
  ``repro.mlir`` holds a measured module for triton-opt;
- *reproduces*: on at least one toolchain of this run: ``expected.json`` ``debian_llvm[N].status
  == reproduces`` for each ``llvm-N`` in ``--toolchains``; Triton ``pypi_triton_aot[target][V]
  .result == reproduces`` for each V in ``--triton-versions`` (any target).

Measured: intake recall (issues with a triage job / runnable issues), comment recall (issues with
reprobot's comment / issues that reproduce), comments where nothing reproduces (by the corpus and
by the job's own runs), duplicate comments, writes and new jobs on a second poll, time from the
poll (or the issue's webhook) to its comment p50/p95, GitHub secondary-limit violations (the
stand-in's log), per-issue rows. ``--mode burst``: ``--burst`` copies of corpus issues under new
numbers arrive as webhooks at once: jobs lost, steps run twice, duplicate comments, violations,
time to the last comment (``--concurrency`` of the reduce worker; run it twice to compare).

Usage: ``nice python bench/bot_eval.py --mode poll|webhook|burst [--sets shared,heldout] [--limit N]
[--toolchains llvm-16,llvm-19] [--triton-versions 3.6.0] [--budget-s 10] [--concurrency 1]``.
Writes bench/results/bot_eval.json (one entry per mode/run, merged) and bench/results/bot_eval.md.
"""
from __future__ import annotations

import argparse
import hashlib
import hmac
import json
import re
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.service.env import Proc, sectioned, settings_env, start_api, wait_worker_ready  # noqa: E402
from tests.support.github_standin import PROJECT_REPOS, make_server, violation_kinds  # noqa: E402

SHARED = Path("/work/shared/corpus")
BENCH = ROOT / "bench" / "corpus"
SECRET = "bench-secret"
MARK = "<!-- reprobot:"


# ---------------------------------------------------------------- corpus and ground truth
def _repo_of(d: Path) -> str | None:
    """OWNER/NAME from the issue's html_url: a fork's issue (ROCm/llvm-project, ROCm/triton) is
    served and polled under its own repository."""
    m = re.match(r"https://github\.com/([^/]+/[^/]+)/issues/\d+", json.loads((d / "issue.json").read_text()).get("html_url") or "")
    return m.group(1) if m else None


def corpus_items(sets: list[str], limit: int | None, projects: list[str],
                 numbers: set[int] | None = None) -> list[dict[str, Any]]:
    """[{project, repo, number, dir, set}] of the chosen sets, LLVM first."""
    out: list[dict[str, Any]] = []
    for project in projects:
        items = []
        if "shared" in sets:
            items += [{"dir": d, "set": "shared"} for d in sorted((SHARED / project).iterdir()) if (d / "issue.json").exists()]
        index = json.loads((BENCH / project / "INDEX.json").read_text())
        rows = index["issues"] if isinstance(index, dict) else index
        for part in sets:  # any split of bench/corpus: heldout, tune, fresh … fresh7
            if part != "shared":
                items += [{"dir": BENCH / project / str(r["number"]), "set": part, "index": r}
                          for r in rows if r.get("split") == part]
        if numbers:
            items = [it for it in items if int(it["dir"].name) in numbers]
        for it in items[:limit] if limit else items:
            it.update(project=project, repo=_repo_of(it["dir"]) or PROJECT_REPOS[project], number=int(it["dir"].name))
            out.append(it)
    return out


def truth(it: dict[str, Any], toolchains: list[str], triton_versions: list[str]) -> dict[str, Any]:
    d: Path = it["dir"]
    exp = json.loads((d / "expected.json").read_text())
    if it["project"] == "llvm":
        runnable = any((d / f"repro.{x}").exists() for x in ("ll", "mir", "mlir"))
        if "index" in it:
            runnable = runnable and bool(it["index"].get("runnable", True))
        deb = exp.get("debian_llvm") or {}
        on = [t for t in toolchains if t.startswith("llvm-") and (deb.get(t.removeprefix("llvm-")) or {}).get("status")
              == "reproduces"]
    else:
        src = (d / "repro.py").read_text() if (d / "repro.py").exists() else ""
        # a kernel, or a TTIR/TTGIR module for triton-opt (splits tmlir*) that was measured
        runnable = "@triton.jit" in src or "@jit" in src or \
            ((d / "repro.mlir").exists() and bool(exp.get("pypi_triton_aot")))
        aot = exp.get("pypi_triton_aot") or {}
        on = sorted({f"triton-{v}" for tgt in aot.values() if isinstance(tgt, dict) for v in triton_versions
                     if (tgt.get(v) or {}).get("result") == "reproduces"})
    return {"runnable": runnable, "reproduces_on": on}


def pct(xs: list[float], p: float) -> float | None:
    if not xs:
        return None
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, max(0, round(p / 100 * len(xs)) - 1))], 1)


# ---------------------------------------------------------------- the service
class Service:
    """Stand-in + fresh PostgreSQL database + Redis prefix + API + workers (reduce, build, report)."""

    def __init__(self, issues: list[tuple[str, dict[str, Any]]], env: dict[str, str], concurrency: int, logs: Path):
        import psycopg

        from workers.settings import Settings
        from workers.store import Store

        self.db = f"reprobot_boteval_{uuid.uuid4().hex[:8]}"
        self.admin = psycopg.connect("postgresql://postgres@127.0.0.1:5432/postgres", autocommit=True)
        self.admin.execute(f'CREATE DATABASE "{self.db}"')
        self.standin = make_server()
        for repo, issue in issues:
            self.standin.state.put_issue(repo, issue)
        self.standin.start()
        self.prefix = f"boteval{uuid.uuid4().hex[:6]}-"
        repos = sorted({r for r, _ in issues})
        self.settings = Settings(**sectioned(
            database_url=f"postgresql+psycopg://postgres@127.0.0.1:5432/{self.db}",
            broker_url="redis://127.0.0.1:6379/14", queue_prefix=self.prefix, github_base_url=self.standin.url,
            github_token="reprobot-token", bot_login="reprobot", webhook_secret=SECRET, repos=repos,
            poll_state="all", heartbeat_s=2.0, step_stale_s=120.0, seconds_between_writes=1.0))
        self.store = Store(self.settings.service.database_url)
        self.store.migrate()
        self.logs = logs
        self.procs: list[Proc] = []
        self.env = env
        self.api, self.url = start_api(self.settings, logs / "api.log")
        self.procs.append(self.api)
        ws = [self.worker("reduce", "prefork" if concurrency > 1 else "solo", concurrency),
              self.worker("build", "solo", 1), self.worker("report", "solo", 1)]
        for w in ws:
            wait_worker_ready(w, timeout=180)

    def worker(self, queues: str, pool: str, c: int) -> Proc:
        env = settings_env(self.settings)
        env.update(self.env)
        p = Proc([sys.executable, "-m", "service.commands.service", "worker", "--queues", queues, "--pool", pool,
                  "--concurrency", str(c), "--name", f"{queues}-{self.prefix}@%h", "--loglevel", "INFO"], env,
                 self.logs / f"{queues}.log")
        self.procs.append(p)
        return p

    def poll_once(self) -> None:
        """``reprobot poll --once``: enqueues reprobot.poll for the report worker (which holds the token)."""
        env = dict(settings_env(self.settings), PYTHONPATH=str(ROOT))
        import os
        subprocess.run([sys.executable, "-m", "service.commands.service", "poll", "--once"], cwd=ROOT,
                       env=dict(os.environ, **env), check=True, capture_output=True, timeout=120)

    def hook(self, repo: str, number: int, action: str = "opened") -> float:
        body = json.dumps({"action": action, "issue": {"number": number}, "repository": {"full_name": repo}}).encode()
        sig = "sha256=" + hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
        t = time.time()
        r = httpx.post(self.url + "/webhook", content=body, timeout=30, headers={
            "X-GitHub-Event": "issues", "X-GitHub-Delivery": str(uuid.uuid4()), "X-Hub-Signature-256": sig,
            "Content-Type": "application/json"})
        assert r.status_code == 202 and r.json().get("enqueued") == "intake", r.text
        return t

    def jobs(self) -> list[Any]:
        from sqlalchemy import select

        from workers.store.models import Job
        with self.store.session() as s:
            return list(s.scalars(select(Job).where(Job.kind == "triage")))

    def issues_seen(self) -> int:
        from sqlalchemy import func, select

        from workers.store.models import Issue
        with self.store.session() as s:
            return s.scalar(select(func.count()).select_from(Issue))

    def settle(self, n_issues: int, deadline: float) -> bool:
        """Wait until every issue was taken in and every job is finished; False on timeout."""
        quiet = 0
        while time.time() < deadline:
            js = self.jobs()
            busy = [j for j in js if j.state not in ("succeeded", "failed", "skipped")]
            if self.issues_seen() >= n_issues and not busy:
                quiet += 1
                if quiet >= 3:  # nothing new for a few seconds: intake is done too
                    return True
            else:
                quiet = 0
            time.sleep(2.0)
        return False

    def comment_times(self) -> dict[tuple[str, int], list[float]]:
        """(repo, number) -> arrival times of reprobot's comment creations (POST …/comments)."""
        out: dict[tuple[str, int], list[float]] = {}
        for w in list(self.standin.state.writes):
            parts = w["path"].split("/")
            if w["method"] == "POST" and len(parts) == 7 and parts[4] == "issues" and parts[6] == "comments":
                out.setdefault((f"{parts[2]}/{parts[3]}", int(parts[5])), []).append(w["t"])
        return out

    def ours(self, repo: str, number: int) -> list[dict[str, Any]]:
        return [c for c in self.standin.comments(repo, number) if MARK in c["body"]]

    def close(self) -> None:
        for p in self.procs:
            p.stop()
        self.standin.close()
        self.store.dispose()
        self.admin.execute(f'DROP DATABASE IF EXISTS "{self.db}" WITH (FORCE)')
        import redis
        r = redis.Redis.from_url("redis://127.0.0.1:6379/14")
        for k in r.scan_iter(f"{self.prefix}*"):
            r.delete(k)


# ---------------------------------------------------------------- runs
def evaluate(a: argparse.Namespace, env: dict[str, str], logs: Path) -> dict[str, Any]:
    items = corpus_items(a.sets.split(","), a.limit, a.projects.split(","),
                         {int(x) for x in a.numbers.split(",") if x} or None)
    toolchains = a.toolchains.split(",")
    tv = [v for v in a.triton_versions.split(",") if v]
    issues = [(it["repo"], json.loads((it["dir"] / "issue.json").read_text())) for it in items]
    svc = Service(issues, env, a.concurrency, logs)
    try:
        t0 = time.time()
        sent: dict[tuple[str, int], float] = {}
        if a.mode == "poll":
            svc.poll_once()
            sent = {(it["repo"], it["number"]): t0 for it in items}
        else:
            for it in items:
                sent[(it["repo"], it["number"])] = svc.hook(it["repo"], it["number"])
        finished = svc.settle(len(items), t0 + a.timeout)
        t_done = time.time()
        writes_before, jobs_before = len(svc.standin.state.writes), len(svc.jobs())
        svc.poll_once()  # a second look: nothing may be written, no job created
        svc.settle(len(items), time.time() + 120)
        second_writes = len(svc.standin.state.writes) - writes_before
        second_jobs = len(svc.jobs()) - jobs_before
        ctimes = svc.comment_times()
        jobs = svc.jobs()
        store = svc.store
        rows = []
        for it in items:
            key = (it["repo"], it["number"])
            gt = truth(it, toolchains, tv)
            row_issue = store.get_issue(*key)
            js = [j for j in jobs if (j.request or {}).get("number") == it["number"]
                  and (j.request or {}).get("repo") == it["repo"]]
            job = js[-1] if js else None
            triage = ((job.result or {}).get("triage") or {}) if job else {}
            ran = triage.get("runs") or {}
            rep_on = sorted(t for t, r in ran.items() if (r or {}).get("outcome") == "reproduces")
            ours = svc.ours(*key)
            rows.append({
                "issue": f"{it['repo']}#{it['number']}", "set": it["set"], "project": it["project"],
                "runnable": gt["runnable"], "truth_reproduces_on": gt["reproduces_on"],
                "candidate": bool(row_issue and row_issue.candidate),
                "reason": row_issue.candidate_reason if row_issue else "not seen",
                "jobs": len(js), "job_state": job.state if job else None, "service_reproduces_on": rep_on,
                "not_run": sorted(triage.get("unsupported") or {}),
                "service_runs": {t: (r or {}).get("outcome") for t, r in ran.items()},
                "reduced": bool(triage.get("reduction")), "comments": len(ours),
                "to_comment_s": round(ctimes[key][0] - sent[key], 1) if key in ctimes else None,
            })
        if a.cli:
            cli_compare(a, items, rows)
        runnable = [r for r in rows if r["runnable"]]
        repro = [r for r in rows if r["truth_reproduces_on"]]
        commented = [r for r in rows if r["comments"]]
        lat = [r["to_comment_s"] for r in rows if r["to_comment_s"] is not None]
        kinds = violation_kinds(svc.standin.state.writes, svc.standin.state.max_in_flight)
        return {
            "mode": a.mode, "sets": a.sets, "issues": len(rows), "finished": finished,
            "wall_s": round(t_done - t0, 1),
            "intake_recall": f"{sum(1 for r in runnable if r['jobs'])}/{len(runnable)}",
            "jobs_on_not_runnable": sum(1 for r in rows if r["jobs"] and not r["runnable"]),
            "comment_recall": f"{sum(1 for r in repro if r['comments'])}/{len(repro)}",
            "comment_recall_service_view": f"{sum(1 for r in rows if r['comments'] and r['service_reproduces_on'])}/"
                                           f"{sum(1 for r in rows if r['service_reproduces_on'])}",
            "comments_where_nothing_reproduces_by_corpus": sum(1 for r in commented if not r["truth_reproduces_on"]),
            "comments_where_nothing_reproduces_by_job": sum(1 for r in commented if not r["service_reproduces_on"]),
            "duplicate_comments": sum(r["comments"] - 1 for r in commented),
            "second_poll_writes": second_writes, "second_poll_new_jobs": second_jobs,
            "to_comment_s": {"p50": pct(lat, 50), "p95": pct(lat, 95), "n": len(lat)},
            "violations": kinds, "jobs_failed": sum(1 for j in jobs if j.state == "failed"), "rows": rows,
            **({"cli": {
                "comment_recall_vs_cli": f"{sum(1 for r in rows if r['comments'] and r['cli_reproduces_on'])}/"
                                         f"{sum(1 for r in rows if r['cli_reproduces_on'])}",
                "issues_same_outcomes": f"{sum(1 for r in rows if r['jobs'] and r['same_as_cli'])}/"
                                        f"{sum(1 for r in rows if r['jobs'])}",
                "wall_s": rows[0].get("cli_wall_s_total")}} if a.cli else {}),
        }
    finally:
        svc.close()


def cli_compare(a: argparse.Namespace, items: list[dict[str, Any]], rows: list[dict[str, Any]]) -> None:
    """`reprobot triage`'s pipeline (in-process, as the CLI runs it) on each issue with the service's
    toolchains, the Docker sandbox and no reduction; adds ``cli_reproduces_on`` and ``same_as_cli``
    (same outcome per toolchain, same toolchains not run) to each row."""
    from workers.pipeline import triage as run_triage
    from workers.settings import get_settings

    base = get_settings()
    settings = base.override(pipeline={"toolchains": a.toolchains.split(","), "reduce": False, "jobs": 1},
                             sandbox={"kind": "docker"},
                             triton={"versions": [v for v in a.triton_versions.split(",") if v]})
    if a.max_candidates:
        settings = settings.override(pipeline={"max_candidates": a.max_candidates})
    t0 = time.time()
    for it, row in zip(items, rows):
        issue = json.loads((it["dir"] / "issue.json").read_text())
        issue.setdefault("html_url", f"https://github.com/{it['repo']}/issues/{it['number']}")
        try:
            res = run_triage(issue, settings).result()
        except Exception as e:  # noqa: BLE001 - recorded, the comparison goes on
            row.update(cli_reproduces_on=[], same_as_cli=False, cli_error=f"{type(e).__name__}: {e}"[:200])
            continue
        runs = {t: (r or {}).get("outcome") for t, r in (res.get("runs") or {}).items()}
        row["cli_reproduces_on"] = sorted(t for t, o in runs.items() if o == "reproduces")
        row["cli_runs"] = runs
        row["same_as_cli"] = (row.get("service_runs") == runs and row["not_run"] == sorted(res.get("unsupported") or {}))
    rows[0]["cli_wall_s_total"] = round(time.time() - t0, 1)


def burst(a: argparse.Namespace, env: dict[str, str], logs: Path) -> dict[str, Any]:
    """`--burst` copies of the chosen LLVM corpus issues, numbered from 900001, sent as webhooks at once."""
    from sqlalchemy import select

    from workers.store.models import Step

    src = [it for it in corpus_items(a.sets.split(","), None, ["llvm"])]
    if a.reproducing_only:  # every copy comments: the most writes a burst can make
        src = [it for it in src if truth(it, a.toolchains.split(","), [])["reproduces_on"]]
    issues = []
    for i in range(a.burst):
        it = src[i % len(src)]
        d = json.loads((it["dir"] / "issue.json").read_text())
        d.update(number=900001 + i, html_url=f"https://github.com/{it['repo']}/issues/{900001 + i}")
        issues.append((it["repo"], d))
    svc = Service(issues, env, a.concurrency, logs)
    try:
        from concurrent.futures import ThreadPoolExecutor
        t0 = time.time()
        with ThreadPoolExecutor(8) as ex:
            sent = dict(zip([(r, d["number"]) for r, d in issues], ex.map(lambda x: svc.hook(x[0], x[1]["number"]), issues)))
        finished = svc.settle(len(issues), t0 + a.timeout)
        t_end = time.time()
        jobs = svc.jobs()
        with svc.store.session() as s:
            steps = list(s.scalars(select(Step)))
        attempts = [st.attempts for st in steps]
        per_key: dict[str, int] = {}
        for st in steps:
            per_key[f"{st.job_id}:{st.name}"] = per_key.get(f"{st.job_id}:{st.name}", 0) + 1
        ctimes = svc.comment_times()
        candidates = sum(1 for r, d in issues if svc.store.get_issue(r, d["number"]) and
                         svc.store.get_issue(r, d["number"]).candidate)
        succeeded = sum(1 for j in jobs if j.state == "succeeded")
        last_comment = max((t for ts in ctimes.values() for t in ts), default=None)
        return {
            "mode": "burst", "issues": len(issues), "sources": len(src), "concurrency": a.concurrency,
            "finished": finished, "candidates": candidates, "jobs": len(jobs), "succeeded": succeeded,
            "jobs_lost": candidates - succeeded,
            "steps": len(steps), "steps_run_more_than_once": sum(1 for x in attempts if x > 1),
            "step_rows_duplicated": sum(1 for v in per_key.values() if v > 1),
            "comments": sum(len(v) for v in ctimes.values()),
            "duplicate_comments": sum(len(v) - 1 for v in ctimes.values() if len(v) > 1),
            "writes": len(svc.standin.state.writes),
            "violations": violation_kinds(svc.standin.state.writes, svc.standin.state.max_in_flight),
            "webhooks_sent_s": round(max(sent.values()) - t0, 1),
            "to_last_comment_s": round(last_comment - t0, 1) if last_comment else None,
            "drain_s": round(t_end - t0, 1),
        }
    finally:
        svc.close()


def render(results: list[dict[str, Any]]) -> str:
    lines = ["# Bot-path evaluation (bench/bot_eval.py)", "",
             "The GitHub stand-in loaded with corpus issues; `reprobot serve` (API), workers on Redis and "
             "PostgreSQL (reduce, build, report), reproducers in the Docker sandbox; then `reprobot poll --once` "
             "or one signed `issues/opened` webhook per issue. Ground truth: the corpus's expected.json (see the "
             "script's docstring). One 2-core machine shared with other sessions.", ""]
    evals = [r for r in results if r["mode"] in ("poll", "webhook")]
    if evals:
        lines += ["| run | issues | intake recall | comment recall (corpus) | comment recall (job's own runs) | "
                  "comments where nothing reproduces (corpus / job) | duplicate comments | second poll: writes / new jobs "
                  "| to comment p50 / p95 s | limit violations | failed jobs | wall s |",
                  "|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for r in evals:
            lines.append(
                f"| {r.get('tag', r['mode'])} · {r['sets']} · {r.get('config', '')} | {r['issues']} | {r['intake_recall']} | "
                f"{r['comment_recall']} | {r['comment_recall_service_view']} | "
                f"{r['comments_where_nothing_reproduces_by_corpus']} / {r['comments_where_nothing_reproduces_by_job']} | "
                f"{r['duplicate_comments']} | {r['second_poll_writes']} / {r['second_poll_new_jobs']} | "
                f"{r['to_comment_s']['p50']} / {r['to_comment_s']['p95']} | {sum(r['violations'].values())} | "
                f"{r['jobs_failed']} | {r['wall_s']}{'' if r['finished'] else ' (timed out)'} |")
        lines += ["", "Per corpus part (held-out: bench/corpus split files, never tuned on):", "",
                  "| run | part | intake recall | comment recall (corpus) | comment recall (job's own runs) | "
                  "comments with a reduced reproducer |",
                  "|---|---|---|---|---|---|"]
        for r in evals:
            for part in sorted({x["set"] for x in r["rows"]}):
                xs = [x for x in r["rows"] if x["set"] == part]
                run_ = [x for x in xs if x["runnable"]]
                rep = [x for x in xs if x["truth_reproduces_on"]]
                own = [x for x in xs if x["service_reproduces_on"]]
                lines.append(f"| {r.get('tag', r['mode'])} | {part} | {sum(1 for x in run_ if x['jobs'])}/{len(run_)} | "
                             f"{sum(1 for x in rep if x['comments'])}/{len(rep)} | "
                             f"{sum(1 for x in own if x['comments'])}/{len(own)} | "
                             f"{sum(1 for x in xs if x['comments'] and x['reduced'])}/{sum(1 for x in xs if x['comments'])} |")
        for r in evals:
            if r.get("cli"):
                c = r["cli"]
                lines += ["", f"{r['mode']} · {r['sets']}: against `reprobot triage` (same toolchains, Docker sandbox, "
                          f"reduce off, in-process, {c['wall_s']} s): comment recall {c['comment_recall_vs_cli']} of the "
                          f"issues the CLI reproduces; same per-release outcomes and not-run toolchains on "
                          f"{c['issues_same_outcomes']} issues with a job."]
        for r in evals:
            missed = [x for x in r["rows"] if (x["runnable"] and not x["jobs"]) or (x["truth_reproduces_on"] and not x["comments"])
                      or (x["comments"] and not x["truth_reproduces_on"])]
            if missed:
                lines += ["", f"### {r['mode']} · {r['sets']}: issues where the bot and the corpus differ", "",
                          "| issue | runnable | candidate (reason) | job | corpus: reproduces on | job: reproduces on | not run | comments |",
                          "|---|---|---|---|---|---|---|---|"]
                for x in missed:
                    lines.append(f"| {x['issue']} | {x['runnable']} | {x['candidate']} ({x['reason'][:70]}) | "
                                 f"{x['job_state']} | {', '.join(x['truth_reproduces_on']) or '—'} | "
                                 f"{', '.join(x['service_reproduces_on']) or '—'} | {', '.join(x['not_run']) or '—'} | "
                                 f"{x['comments']} |")
    bursts = [r for r in results if r["mode"] == "burst"]
    if bursts:
        lines += ["", "## Burst: issues arriving at once (webhooks), copies of corpus issues under new numbers", "",
                  "Limits checked by the stand-in (GitHub docs, \"Rate limits for the REST API\", secondary limits and "
                  "best practices): writes at least 1 s apart, at most 80 a minute and 500 an hour, never two writes "
                  "in flight, at most 100 requests in flight.", "",
                  "| issues | reduce worker concurrency | candidates | jobs succeeded | lost | steps run twice | "
                  "duplicate comments | comments | writes | limit violations | to last comment s | drained s | config |",
                  "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for r in bursts:
            lines.append(f"| {r['issues']} | {r['concurrency']} | {r['candidates']} | {r['succeeded']} | {r['jobs_lost']} | "
                         f"{r['steps_run_more_than_once']} | {r['duplicate_comments']} | {r['comments']} | {r['writes']} | "
                         f"{sum(r['violations'].values())} {r['violations']} | {r['to_last_comment_s']} | "
                         f"{r['drain_s']}{'' if r['finished'] else ' (timed out)'} | {r.get('config', '')} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", choices=("poll", "webhook", "burst"), default="poll")
    ap.add_argument("--sets", default="shared,heldout", help="shared and splits of bench/corpus: heldout, tune, fresh, fresh2 … (comma list)")
    ap.add_argument("--numbers", default="", help="only these issue numbers (comma list)")
    ap.add_argument("--projects", default="llvm,triton")
    ap.add_argument("--limit", type=int, default=None, help="first N issues of each project and set")
    ap.add_argument("--toolchains", default="llvm-16,llvm-19")
    ap.add_argument("--triton-versions", default="3.6.0")
    ap.add_argument("--budget-s", type=float, default=10.0, help="reduction budget per job")
    ap.add_argument("--no-reduce", action="store_true")
    ap.add_argument("--concurrency", type=int, default=1, help="processes of the reduce worker")
    ap.add_argument("--max-candidates", type=int, default=None, help="reproducer candidates tried per issue")
    ap.add_argument("--burst", type=int, default=100)
    ap.add_argument("--reproducing-only", action="store_true",
                    help="burst: copy only issues the corpus says reproduce on --toolchains")
    ap.add_argument("--cli", action="store_true", help="also run reprobot triage's pipeline on each issue and compare")
    ap.add_argument("--timeout", type=float, default=840.0)
    ap.add_argument("--tag", default="", help="key of this run in the results file (default: mode+sets+concurrency)")
    a = ap.parse_args()
    env = {"REPROBOT_TOOLCHAINS": a.toolchains, "REPROBOT_TRITON_VERSIONS": a.triton_versions,
           "REPROBOT_REDUCE_BUDGET_S": str(a.budget_s), "REPROBOT_JOBS": "1", "REPROBOT_SANDBOX_KIND": "auto",
           "REPROBOT_REDUCE": "false" if a.no_reduce else "true"}
    if a.max_candidates:
        env["REPROBOT_MAX_CANDIDATES"] = str(a.max_candidates)
    logs = Path("/tmp") / f"bot_eval_{uuid.uuid4().hex[:6]}"
    logs.mkdir()
    res = burst(a, env, logs) if a.mode == "burst" else evaluate(a, env, logs)
    res["config"] = (f"toolchains {a.toolchains}; triton {a.triton_versions}; "
                     + ("reduce off" if a.no_reduce else f"reduce budget {a.budget_s:g} s") + f"; reduce worker x{a.concurrency}"
                     + (f"; first {a.limit} per project and set" if a.limit else "")
                     + (f"; {a.max_candidates} candidate(s) per issue" if a.max_candidates else "")
                     + ("; copies of reproducing issues only" if getattr(a, "reproducing_only", False) else ""))
    res["logs"] = str(logs)
    out = ROOT / "bench" / "results"
    path = out / "bot_eval.json"
    allres = json.loads(path.read_text()) if path.exists() else {}
    allres[a.tag or f"{a.mode}:{a.sets}:c{a.concurrency}" + (f":n{a.limit}" if a.limit else "")] = res
    path.write_text(json.dumps(allres, indent=2) + "\n")
    md = render([dict(v, tag=k) for k, v in allres.items()])
    (out / "bot_eval.md").write_text(md)
    print(md)


if __name__ == "__main__":
    if sys.argv[1:] == ["--render"]:  # rewrite the .md from the .json
        res = json.loads((ROOT / "bench" / "results" / "bot_eval.json").read_text())
        (ROOT / "bench" / "results" / "bot_eval.md").write_text(render([dict(v, tag=k) for k, v in res.items()]))
    else:
        main()

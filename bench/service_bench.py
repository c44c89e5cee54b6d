"""Service benchmark: overhead per pipeline step, and latency of 1,000 queued jobs; no job lost.

Real processes: the GitHub stand-in, the API (uvicorn), Celery workers on Redis (reduce: prefork
x2, build, report), PostgreSQL (a fresh database), real LLVM (``llc`` 16) in the pipeline, run in
the Docker sandbox, as every reproducer from GitHub is (`workers.sandbox.policy`).
Each job is the triage of a synthetic issue whose reproducer is trivial (a function returning a
constant, compiled with ``llc -mtriple=amdgcn -O0``): the pipeline's work is one ~0.1 s compile,
nothing reproduces, so no comment is posted and the measured time is the service's.

Phase A (overhead): N_SEQ jobs one at a time. Per step (extract, reproduce, reduce, bisect,
report): queue wait = started - enqueued; bookkeeping = (finished - started) - work inside the
pipeline function; overhead = queue wait + bookkeeping.
Phase B (throughput): N jobs sent as webhooks at once (8 client threads); latency = job finished - webhook sent;
p50/p99; every job must reach ``succeeded`` with each step run exactly once.

Usage: ``nice python bench/service_bench.py [--jobs 1000] [--seq 20]``; writes
bench/results/service_bench.json and .md.
"""
from __future__ import annotations

import argparse
import hashlib
import hmac
import json
import statistics
import sys
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.service.env import Proc, settings_env, start_api, wait_worker_ready  # noqa: E402
from tests.support.github_standin import make_server  # noqa: E402

REPO = "bench/trivial"
SECRET = "bench-secret"
PIPELINE_ENV = {"REPROBOT_TOOLCHAINS": "llvm-16", "REPROBOT_REDUCE": "false"}
STEPS = ["extract", "reproduce", "reduce", "bisect", "report"]


def issue(n: int) -> dict:
    return {"number": n, "title": f"llc crash on trivial function {n}", "state": "open", "labels": [{"name": "crash"}],
            "html_url": f"https://github.com/{REPO}/issues/{n}", "user": {"login": "bench"},
            "created_at": "2026-01-01T00:00:00Z", "comments": [],
            "body": f"Crash with\n```llvm\ndefine i32 @f{n}() {{\n  ret i32 {n}\n}}\n```\n"
                    f"Run: `llc -mtriple=amdgcn -mcpu=gfx90a -O0 repro.ll`\n"}


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, round(p / 100 * len(xs)) - 1))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=1000)
    ap.add_argument("--seq", type=int, default=20)
    ap.add_argument("--timeout", type=float, default=1800)
    a = ap.parse_args()

    import psycopg
    from sqlalchemy import select

    from tests.service.env import sectioned
    from workers.settings import Settings
    from workers.store import Store
    from workers.store.models import Job, Step

    db = f"reprobot_bench_{uuid.uuid4().hex[:8]}"
    admin = psycopg.connect("postgresql://postgres@127.0.0.1:5432/postgres", autocommit=True)
    admin.execute(f'CREATE DATABASE "{db}"')
    standin = make_server()
    for n in range(1, a.seq + a.jobs + 1):
        standin.state.put_issue(REPO, issue(n))
    standin.start()
    prefix = f"bench{uuid.uuid4().hex[:6]}-"
    settings = Settings(**sectioned(database_url=f"postgresql+psycopg://postgres@127.0.0.1:5432/{db}",
                                    broker_url="redis://127.0.0.1:6379/15", queue_prefix=prefix,
                                    github_base_url=standin.url, github_token="reprobot-token", webhook_secret=SECRET,
                                    repos=[REPO], heartbeat_s=2.0, step_stale_s=60.0))
    store = Store(settings.service.database_url)
    store.migrate()
    logs = Path("/tmp") / f"service_bench_{prefix}"
    logs.mkdir(exist_ok=True)
    procs: list[Proc] = []

    def worker(queues: str, pool: str, c: int) -> Proc:
        env = settings_env(settings)
        env.update(PIPELINE_ENV)
        env["REPROBOT_SANDBOX_KIND"] = "auto"
        p = Proc([sys.executable, "-m", "service.commands.service", "worker", "--queues", queues, "--pool", pool,
                  "--concurrency", str(c), "--name", f"{queues}-{prefix}@%h", "--loglevel", "INFO"], env,
                 logs / f"{queues}.log")
        procs.append(p)
        return p
    try:
        api, url = start_api(settings, logs / "api.log")
        procs.append(api)
        for w in (worker("reduce", "prefork", 2), worker("build", "solo", 1), worker("report", "solo", 1)):
            wait_worker_ready(w)
        client = httpx.Client(base_url=url, timeout=30)

        def hook(n: int) -> tuple[float, float]:
            body = json.dumps({"action": "opened", "issue": {"number": n}, "repository": {"full_name": REPO}}).encode()
            sig = "sha256=" + hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
            t0 = time.time()
            r = client.post("/webhook", content=body, headers={
                "X-GitHub-Event": "issues", "X-GitHub-Delivery": str(uuid.uuid4()), "X-Hub-Signature-256": sig,
                "Content-Type": "application/json"})
            assert r.status_code == 202 and r.json().get("enqueued") == "intake", r.text
            return t0, time.time() - t0

        def jobs_for(numbers: set[int]) -> list[Job]:
            with store.session() as s:
                return [j for j in s.scalars(select(Job).where(Job.kind == "triage"))
                        if j.request and j.request.get("number") in numbers]

        # ---- phase A: one at a time
        seq_numbers = list(range(1, a.seq + 1))
        seq_hook_ms = []
        for n in seq_numbers:
            seq_hook_ms.append(hook(n)[1] * 1000)
            deadline = time.time() + 120
            while time.time() < deadline:
                js = jobs_for({n})
                if js and js[0].state in ("succeeded", "failed"):
                    break
                time.sleep(0.05)
        per_step: dict[str, dict[str, list[float]]] = {s: {"wait": [], "book": [], "work": []} for s in STEPS}
        with store.session() as s:
            for st in s.scalars(select(Step).join(Job, Step.job_id == Job.id)):
                if st.job.request.get("number") not in set(seq_numbers) or st.finished_at is None:
                    continue
                per_step[st.name]["wait"].append((st.started_at - st.enqueued_at).total_seconds())
                per_step[st.name]["book"].append((st.finished_at - st.started_at).total_seconds() - st.work_s)
                per_step[st.name]["work"].append(st.work_s)
        seq_jobs = jobs_for(set(seq_numbers))
        seq_lat = [(j.finished_at - j.created_at).total_seconds() for j in seq_jobs if j.finished_at]

        # ---- phase B: N queued at once
        burst = list(range(a.seq + 1, a.seq + a.jobs + 1))
        t_start = time.time()
        with ThreadPoolExecutor(8) as ex:
            sent = dict(zip(burst, ex.map(hook, burst)))
        t_sent = time.time()
        deadline = t_start + a.timeout
        while time.time() < deadline:
            js = jobs_for(set(burst))
            done = [j for j in js if j.state in ("succeeded", "failed", "skipped")]
            if len(done) == a.jobs:
                break
            time.sleep(1.0)
        t_end = time.time()
        js = jobs_for(set(burst))
        states: dict[str, int] = {}
        for j in js:
            states[j.state] = states.get(j.state, 0) + 1
        lat = [j.finished_at.timestamp() - sent[j.request["number"]][0] for j in js if j.finished_at]
        hook_ms = [v[1] * 1000 for v in sent.values()]
        with store.session() as s:
            attempts = [st.attempts for st in s.scalars(select(Step))
                        if st.job.request.get("number") in set(burst)]
        comments = sum(len(standin.comments(REPO, n)) for n in burst)
        lost = a.jobs - states.get("succeeded", 0)
        result = {
            "machine": "2 shared cores; workers: reduce prefork x2, build solo, report solo; PostgreSQL 15, Redis",
            "pipeline": "triage of a synthetic issue, llc-16 -O0 of a constant function (clean), reduce off, "
                        "reproducers in the Docker sandbox",
            "per_step_overhead_ms": {
                s: {"queue_wait_p50": round(statistics.median(v["wait"]) * 1000, 1),
                    "bookkeeping_p50": round(statistics.median(v["book"]) * 1000, 1),
                    "overhead_p50": round(statistics.median([w + b for w, b in zip(v["wait"], v["book"])]) * 1000, 1),
                    "work_p50": round(statistics.median(v["work"]) * 1000, 1), "n": len(v["wait"])}
                for s, v in per_step.items() if v["wait"]},
            "sequential_job_latency_s_p50": round(statistics.median(seq_lat), 3) if seq_lat else None,
            "sequential_webhook_response_ms": {"p50": round(pct(seq_hook_ms, 50), 1),
                                               "max": round(max(seq_hook_ms), 1)},
            "queued_jobs": a.jobs,
            "webhook_response_ms": {"p50": round(pct(hook_ms, 50), 1), "p99": round(pct(hook_ms, 99), 1)},
            "enqueue_wall_s": round(t_sent - t_start, 2),
            "latency_s": {"p50": round(pct(lat, 50), 2), "p99": round(pct(lat, 99), 2), "max": round(max(lat), 2)}
            if lat else None,
            "drain_wall_s": round(t_end - t_start, 1),
            "throughput_jobs_per_s": round(len(lat) / (t_end - t_start), 2),
            "states": states, "jobs_lost": lost, "steps_run_more_than_once": sum(1 for x in attempts if x > 1),
            "steps": len(attempts), "comments_posted": comments,
        }
    finally:
        for p in procs:
            p.stop()
        standin.close()
        store.dispose()
        admin.execute(f'DROP DATABASE IF EXISTS "{db}" WITH (FORCE)')
        import redis
        r = redis.Redis.from_url("redis://127.0.0.1:6379/15")
        for k in r.scan_iter(f"{prefix}*"):
            r.delete(k)

    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / "service_bench.json").write_text(json.dumps(result, indent=2) + "\n")
    lines = ["# Service benchmark (bench/service_bench.py)", "", result["machine"], "", result["pipeline"], "",
             "## Overhead per pipeline step (jobs one at a time, ms, p50)", "",
             "| step | dispatch (enqueued → claimed) | bookkeeping (claimed → stored, minus work) | overhead | work in pipeline | n |", "|---|---|---|---|---|---|"]
    for s, v in result["per_step_overhead_ms"].items():
        lines.append(f"| {s} | {v['queue_wait_p50']} | {v['bookkeeping_p50']} | {v['overhead_p50']} | "
                     f"{v['work_p50']} | {v['n']} |")
    lines += ["", f"Sequential job latency p50: {result['sequential_job_latency_s_p50']} s; webhook response "
              f"p50 {result['sequential_webhook_response_ms']['p50']} ms (max "
              f"{result['sequential_webhook_response_ms']['max']} ms)", "",
              f"## {a.jobs} queued jobs", "", "| metric | value |", "|---|---|",
              f"| webhook response p50 / p99 | {result['webhook_response_ms']['p50']} / "
              f"{result['webhook_response_ms']['p99']} ms |",
              f"| all webhooks sent in | {result['enqueue_wall_s']} s |",
              f"| job latency p50 / p99 / max | {result['latency_s']['p50']} / {result['latency_s']['p99']} / "
              f"{result['latency_s']['max']} s |" if result["latency_s"] else "| job latency | none finished |",
              f"| drained in | {result['drain_wall_s']} s ({result['throughput_jobs_per_s']} jobs/s) |",
              f"| states | {result['states']} |", f"| jobs lost | {result['jobs_lost']} |",
              f"| steps run more than once | {result['steps_run_more_than_once']} of {result['steps']} |",
              f"| comments posted | {result['comments_posted']} |"]
    (out / "service_bench.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()

"""End to end: GitHub stand-in loaded with corpus issues, the API (uvicorn subprocess), real Celery
workers (subprocesses: reduce, build, report), real Redis and PostgreSQL, real LLVM through the
lead's pipeline.

- Signed ``issues`` webhooks for a crash that reproduces on LLVM 16 (57398), one that reproduces
  everywhere (200792), and one that is clean on Debian's LLVM (172049).
- The reduce worker is killed with SIGKILL in the middle of a reduction, then a new one starts:
  the job resumes at its reduce step (extract/reproduce are not re-run) and completes.
- Exactly one reprobot comment on each reproducible issue, none on the clean one; writes paced.
- A redelivered webhook, an ``edited`` webhook with unchanged text, and polls post nothing new;
  the last poll gets 304 Not Modified.
- ``reprobot submit --wait`` of a manual job (API token in ``REPROBOT_API_TOKEN``) goes through the
  API to the reduce worker.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import signal
import time
import uuid
from pathlib import Path

import httpx
import pytest

from tests.service.env import CORPUS, start_api, start_worker, wait_for, wait_worker_ready
from tests.support.github_standin import make_server, violations
from workers.pipeline import TRIAGE
from workers.store import Store
from workers.sandbox.listing import labelled_containers, remove_container
from workers.store.models import StepState

REPO = "llvm/llvm-project"
REPRODUCIBLE = (57398, 200792)
CLEAN = 172049
# `reprobot worker` runs reproducers in the Docker sandbox (REPROBOT_SANDBOX_KIND=auto)
PIPELINE_ENV = {"REPROBOT_TOOLCHAINS": "llvm-16,llvm-19", "REPROBOT_REDUCE_BUDGET_S": "60"}


def _hook(url: str, event: str, payload: dict, delivery: str) -> httpx.Response:
    body = json.dumps(payload).encode()
    sig = "sha256=" + hmac.new(b"s3cret", body, hashlib.sha256).hexdigest()
    return httpx.post(url + "/webhook", content=body, timeout=10, headers={
        "X-GitHub-Event": event, "X-GitHub-Delivery": delivery, "X-Hub-Signature-256": sig,
        "Content-Type": "application/json"})


def _ours(standin, number: int) -> list[dict]:
    return [c for c in standin.comments(REPO, number) if "<!-- reprobot:" in c["body"]]


@pytest.mark.slow
def _sandbox_ids() -> set[str]:
    import docker

    client = docker.from_env()
    try:
        return {c.id for c in labelled_containers(client, "reprobot.sandbox")}
    finally:
        client.close()


def _remove_sandboxes_since(before: set[str]) -> None:
    """The reduce worker this test SIGKILLs never closes its sandbox session; in service,
    `DockerSandbox.reap_stale` removes such containers hours later. The test removes the ones
    it caused at once."""
    import docker

    client = docker.from_env()
    try:
        for c in labelled_containers(client, "reprobot.sandbox"):
            if c.id not in before:
                remove_container(client, c.id)
    finally:
        client.close()


@pytest.mark.docker
def test_service_end_to_end(make_settings, tmp_path):
    if not Path("/var/run/docker.sock").exists():
        pytest.skip("no Docker socket: GitHub reproducers run only in the Docker sandbox")
    standin = make_server(corpus=CORPUS, only={*REPRODUCIBLE, CLEAN}).start()
    settings = make_settings(github_base_url=standin.url, queue_prefix=f"e2e{uuid.uuid4().hex[:6]}-",
                             heartbeat_s=1.0, step_stale_s=5.0)
    store = Store(settings.service.database_url)
    store.migrate()
    procs = []
    sandboxes_before = _sandbox_ids()
    try:
        api, url = start_api(settings, tmp_path / "api.log")
        procs.append(api)
        workers = {q: start_worker(settings, q, tmp_path / f"{q}.log", extra_env=PIPELINE_ENV)
                   for q in ("reduce", "build", "report")}
        procs += workers.values()
        for w in workers.values():
            wait_worker_ready(w)

        deliveries = {}
        for n in (*REPRODUCIBLE, CLEAN):
            deliveries[n] = str(uuid.uuid4())
            t0 = time.perf_counter()
            r = _hook(url, "issues", {"action": "opened", "issue": {"number": n}, "repository": {"full_name": REPO}},
                      deliveries[n])
            assert r.status_code == 202 and r.json()["enqueued"] == "intake", r.text
            assert time.perf_counter() - t0 < 2.0

        def jobs():
            return [j for j in store.list_jobs(kind="triage", limit=100) if j["issue"]["repo"] == REPO]
        wait_for(lambda: len(jobs()) == 3, 60, what="three triage jobs")

        # --- SIGKILL the reduce worker in the middle of a reduction
        def running_reduce():
            with store.session() as s:
                from sqlalchemy import select

                from workers.store.models import Step
                st = s.scalar(select(Step).where(Step.name == "reduce", Step.state == StepState.RUNNING))
                if st is None or st.started_at is None:
                    return None
                started = st.started_at.timestamp()
                return (st.id, st.job_id) if time.time() - started > 3 else None
        killed_step, killed_job = wait_for(running_reduce, 120, every=0.2, what="a reduction in progress")
        workers["reduce"].kill(signal.SIGKILL)
        assert store.step(killed_step).state == StepState.RUNNING  # left behind by the dead worker
        workers["reduce"] = start_worker(settings, "reduce", tmp_path / "reduce2.log", extra_env=PIPELINE_ENV)
        procs.append(workers["reduce"])
        wait_worker_ready(workers["reduce"])

        wait_for(lambda: all(j["state"] in ("succeeded", "failed") for j in jobs()), 300, every=1,
                 what="all jobs finished")
        by_issue = {j["issue"]["number"]: store.job_detail(j["id"]) for j in jobs()}
        assert {n: d["state"] for n, d in by_issue.items()} == {57398: "succeeded", 200792: "succeeded",
                                                               172049: "succeeded"}, \
            {n: d["error"] for n, d in by_issue.items()}

        # the killed job resumed at its reduce step: done on the second attempt, earlier steps once
        steps = {s["name"]: s for s in store.job_detail(killed_job)["steps"]}
        assert steps["reduce"]["state"] == "done" and steps["reduce"]["attempts"] == 2
        assert steps["extract"]["attempts"] == 1 and steps["reproduce"]["attempts"] == 1
        assert [s["name"] for s in by_issue[CLEAN]["steps"]] == [s.name for s in TRIAGE]

        # --- one comment on each reproducible issue, none on the clean one
        for n in REPRODUCIBLE:
            ours = _ours(standin, n)
            assert len(ours) == 1, (n, ours)
            assert ours[0]["user"]["login"] == "reprobot" and f"issue={n}" in ours[0]["body"]
            assert by_issue[n]["result"]["posted"] is True
            assert by_issue[n]["result"]["triage"]["runs"]["llvm-16"]["outcome"] == "reproduces"
        assert _ours(standin, CLEAN) == [] and by_issue[CLEAN]["result"]["posted"] is False
        labels = {lb["name"] for lb in standin.state.issues[REPO][57398]["labels"]}
        if by_issue[57398]["result"]["triage"]["reduction"]:
            assert "reprobot:reduced" in labels
        writes = list(standin.state.writes)
        assert violations(writes) == 0

        # --- redelivery, an edit that changes nothing, and polls: nothing new is posted
        n_jobs = len(jobs())
        seen_before = store.get_issue(REPO, 57398).last_seen
        r = _hook(url, "issues", {"action": "opened", "issue": {"number": 57398}, "repository": {"full_name": REPO}},
                  deliveries[57398])
        assert r.json().get("duplicate") is True
        r = _hook(url, "issues", {"action": "edited", "issue": {"number": 57398}, "repository": {"full_name": REPO}},
                  str(uuid.uuid4()))
        assert r.json()["enqueued"] == "intake"
        wait_for(lambda: store.get_issue(REPO, 57398).last_seen > seen_before, 60, what="edited webhook handled")

        from workers.celery_app import create_celery
        from workers.jobs.intake import poll
        app = create_celery(settings)
        first = poll(app)[REPO]
        assert all(not i.get("created") for i in first["intake"])
        second = poll(app)[REPO]
        assert second["intake"] == []
        third = poll(app)[REPO]
        assert third["not_modified"] is True
        time.sleep(2)
        assert len(jobs()) == n_jobs
        assert standin.state.writes == writes
        for n in REPRODUCIBLE:
            assert len(_ours(standin, n)) == 1
        assert _ours(standin, CLEAN) == []

        # --- a manual job through the CLI and the API: input that does not crash fails with a reason
        ok_ll = tmp_path / "ok.ll"
        ok_ll.write_text("define i32 @f() {\n  ret i32 0\n}\n")
        import os
        import subprocess
        import sys
        token, _ = store.create_token("e2e", ["submit"])
        cp = subprocess.run([sys.executable, "-m", "service.commands.service", "submit", str(ok_ll), "--command",
                             "llc -O0 ok.ll", "--toolchains", "llvm-16", "--url", url, "--wait", "--timeout-s", "120"],
                            capture_output=True, text=True, timeout=180, env=dict(os.environ, REPROBOT_API_TOKEN=token))
        assert cp.returncode == 1, cp.stderr
        job = json.loads(cp.stdout)
        assert job["state"] == "failed" and "does not crash" in job["error"]
        assert [(st["name"], st["state"], st["attempts"]) for st in job["steps"]] == [("reduce_job", "failed", 1)]
    except Exception:
        for p in procs:
            print(f"==== {p.log.name}\n{p.output()[-4000:]}")
        raise
    finally:
        for p in procs:
            p.stop()
        standin.close()
        store.dispose()
        _remove_sandboxes_since(sandboxes_before)

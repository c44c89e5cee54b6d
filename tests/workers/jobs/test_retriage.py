"""Re-triage when a newer toolchain is installed: the rule, and the real path (eager Celery on real
PostgreSQL, the GitHub stand-in, real LLVM in the Docker sandbox) editing the one comment in place."""
from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from reducers.outcome import Outcome
from tests.service.env import CORPUS, make_settings, pg_url, redis_env  # noqa: F401  (fixtures)
from workers.bisect.release import bisect_releases
from workers.jobs.retriage import newer_toolchains, still_present

REPO = "llvm/llvm-project"


def _triage(*outcomes: tuple[str, Outcome]) -> dict:
    return {"runs": {t: {"outcome": o.value} for t, o in outcomes}, "bisection": bisect_releases(list(outcomes)).to_json()}


def test_still_present_and_newer_toolchains():
    R, C, O = Outcome.REPRODUCES, Outcome.CLEAN, Outcome.OTHER_FAILURE
    present = _triage(("llvm-15", C), ("llvm-16", R))
    assert still_present(present)
    assert not still_present(_triage(("llvm-14", R), ("llvm-15", C)))  # fixed in 15
    assert still_present(_triage(("llvm-16", R), ("llvm-19", O)))  # 19 says nothing either way
    assert not still_present(_triage(("llvm-16", C)))
    avail = ["llvm-13", "llvm-15", "llvm-16", "llvm-19", "llvm-22"]
    assert newer_toolchains(present, avail) == ["llvm-19", "llvm-22"]
    assert newer_toolchains(present, ["llvm-15", "llvm-16"]) == []
    # an older release installed later is no reason to run again
    assert newer_toolchains(present, ["llvm-13", "llvm-15", "llvm-16"]) == []


@pytest.fixture
def service(make_settings, monkeypatch):
    if not Path("/var/run/docker.sock").exists():
        pytest.skip("no Docker socket: GitHub reproducers run only in the Docker sandbox")
    from tests.support.github_standin import make_server
    from workers.celery_app import create_celery
    from workers.store import Store

    monkeypatch.setenv("REPROBOT_SANDBOX_KIND", "auto")
    monkeypatch.setenv("REPROBOT_REDUCE", "false")
    standin = make_server(corpus=CORPUS, only={54274}).start()
    prefix = f"rt{uuid.uuid4().hex[:6]}-"

    def app_with(toolchains: str):
        monkeypatch.setenv("REPROBOT_TOOLCHAINS", toolchains)
        return create_celery(make_settings(github_base_url=standin.url, eager=True, queue_prefix=prefix))

    store = Store(app_with("llvm-14").reprobot_settings.service.database_url)
    store.migrate()
    yield app_with, standin, store
    standin.close()
    store.dispose()


@pytest.mark.docker
def test_a_newer_toolchain_reruns_the_issue_and_edits_the_comment(service):
    from workers.jobs.intake import intake
    from workers.jobs.retriage import retriage

    app_with, standin, store = service
    standin.state.issues[REPO][54274]["state"] = "open"  # (fixed upstream long ago: reopened here)
    old = app_with("llvm-14")
    first = intake(old, REPO, 54274, "poll")
    job = store.get_job(first["job"])
    assert job.state == "succeeded" and job.result["posted"] is True
    [c] = [c for c in standin.comments(REPO, 54274) if "<!-- reprobot:" in c["body"]]
    assert "Only `llvm-14` reproduces" in c["body"]  # the one release tested

    # nothing new installed: nothing is due, nothing is written
    writes = len(standin.state.writes)
    assert retriage(old)["due"] == [] and len(standin.state.writes) == writes

    new = app_with("llvm-14,llvm-15")  # llvm-15 "appears"
    out = retriage(new)
    assert [(d["number"], d["new"]) for d in out["due"]] == [(54274, ["llvm-15"])]
    jobs = store.jobs_for_issue(store.get_issue(REPO, 54274).id)
    latest = jobs[-1]
    assert latest.id != job.id and latest.trigger == "command:retriage" and latest.state == "succeeded"
    tri = latest.result["triage"]
    assert tri["runs"]["llvm-15"]["outcome"] == "clean" and tri["bisection"]["fixed_in"] == "llvm-15"
    [c2] = [c for c in standin.comments(REPO, 54274) if "<!-- reprobot:" in c["body"]]
    assert c2["id"] == c["id"] and "Fixed in `llvm-15`" in c2["body"]
    # and once fixed, it is not due again
    assert retriage(new)["due"] == []


def test_beat_schedules_retriage_on_the_reduce_queue():
    from workers.celery_app import create_celery
    from workers.settings import Settings

    app = create_celery(Settings(service={"retriage_interval_s": 3600, "queue_prefix": "bt-"}))
    assert app.conf.beat_schedule["reprobot-retriage"] == {"task": "reprobot.retriage", "schedule": 3600.0}
    assert app.conf.task_routes["reprobot.retriage"] == {"queue": "bt-reduce"}
    assert create_celery(Settings(service={"retriage_interval_s": 0})).conf.beat_schedule == {}

"""A running reprobot for the dashboard tests: the GitHub stand-in loaded with corpus issues, the
API with the dashboard (uvicorn subprocess), real Celery workers (reduce; build+report), real
Redis and PostgreSQL, real LLVM 15/16/19 through the pipeline (reduction budget 6 s) — and
Debian's Chromium driven by Playwright.

Issues triaged (measured on Debian's LLVM 15/16/19): 200792 reproduces everywhere; 57398 up to
16 (19 rejects it); 64440 only on 16 (culprit: first bad release llvm-16); 97906 only on 19
(culprit llvm-19).

Screenshots go to ``REPROBOT_SCREENSHOT_DIR`` (``docs/screenshots`` to refresh the committed
ones), else to the test's temporary directory.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import os
import sys
import uuid
from pathlib import Path

import httpx
import pytest

from tests.service.env import CORPUS, Proc, free_port, settings_env, start_worker, wait_for, wait_worker_ready

REPO = "llvm/llvm-project"
ISSUES = (200792, 57398, 64440, 97906)
TOKEN = "dash-" + uuid.uuid4().hex[:12]
PIPELINE_ENV = {"REPROBOT_TOOLCHAINS": "llvm-15,llvm-16,llvm-19", "REPROBOT_REDUCE_BUDGET_S": "6",
                "REPROBOT_JOBS": "2"}
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"]


def hook(url: str, number: int, delivery: str | None = None) -> httpx.Response:
    """A signed ``issues/opened`` webhook, as GitHub sends it."""
    body = json.dumps({"action": "opened", "issue": {"number": number}, "repository": {"full_name": REPO}}).encode()
    sig = "sha256=" + hmac.new(b"s3cret", body, hashlib.sha256).hexdigest()
    return httpx.post(url + "/webhook", content=body, timeout=10, headers={
        "X-GitHub-Event": "issues", "X-GitHub-Delivery": delivery or str(uuid.uuid4()), "X-Hub-Signature-256": sig,
        "Content-Type": "application/json"})


class Service:
    def __init__(self, url, store, standin, settings, procs, shots: Path):
        self.url, self.store, self.standin, self.settings, self.procs, self.shots = (
            url, store, standin, settings, procs, shots)

    def jobs(self, kind: str | None = None) -> list[dict]:
        return self.store.list_jobs(kind=kind, limit=200)

    def job_for(self, number: int) -> dict:
        js = [j for j in self.jobs("triage") if j["issue"] and j["issue"]["number"] == number]
        return js[0]  # newest first

    def ours(self, number: int) -> list[dict]:
        return [c for c in self.standin.comments(REPO, number) if "<!-- reprobot:" in c["body"]]

    def logs(self) -> str:
        return "\n".join(f"==== {p.log.name}\n{p.output()[-3000:]}" for p in self.procs)


@pytest.fixture(scope="module")
def service(pg_url, redis_env, tmp_path_factory):
    from tests.service.env import service_settings
    from tests.support.github_standin import make_server
    from workers.store import Store

    tmp = tmp_path_factory.mktemp("dashboard")
    shots = Path(os.environ.get("REPROBOT_SCREENSHOT_DIR") or tmp / "screenshots")
    shots.mkdir(parents=True, exist_ok=True)
    standin = make_server(corpus=CORPUS, only=set(ISSUES)).start()
    settings = service_settings(pg_url, redis_env[0], f"dash{uuid.uuid4().hex[:6]}-", repos=[REPO],
                                step_stale_s=30.0, github_base_url=standin.url)
    store = Store(settings.service.database_url)
    store.migrate()
    procs: list[Proc] = []
    try:
        workers = [start_worker(settings, q, tmp / f"{q.replace(',', '-')}.log", extra_env=PIPELINE_ENV)
                   for q in ("reduce", "build", "report")]
        procs += workers
        port = free_port()
        env = settings_env(settings)
        env.update(PIPELINE_ENV, REPROBOT_DASHBOARD_TOKEN=TOKEN, REPROBOT_DASHBOARD_POLL_S="0.5")
        api = Proc([sys.executable, "-m", "tests.service.dashboard.serve", "--port", str(port)], env, tmp / "api.log")
        procs.append(api)
        url = f"http://127.0.0.1:{port}"

        def up():
            if not api.alive():
                raise RuntimeError("api exited:\n" + api.output()[-3000:])
            try:
                return httpx.get(url + "/healthz", timeout=1).status_code == 200
            except httpx.HTTPError:
                return False
        wait_for(up, 60, every=0.2, what="the API")
        for w in workers:
            wait_worker_ready(w)
        yield Service(url, store, standin, settings, procs, shots)
    finally:
        for p in procs:
            p.stop()
        standin.close()
        store.dispose()


@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run scripts/setup.d/50-dashboard.sh (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    ctx.close()
    assert errors == [], f"JavaScript errors on the page: {errors}"


def shoot(service: Service, page, name: str) -> Path:
    """Full-page screenshot ``<name>.png`` in the screenshot directory."""
    path = service.shots / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


"""Shared fixtures and process helpers for the service tests (real PostgreSQL, Redis, processes).

Isolation: every test session gets a fresh PostgreSQL database (``reprobot_t_<random>``, dropped
at the end), a Redis DB number derived from the pid, and a random queue/key prefix, so parallel
runs on one machine never share state.
"""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPUS = Path(os.environ.get("REPROBOT_CORPUS", "/work/shared/corpus"))
PG_ADMIN = os.environ.get("REPROBOT_TEST_PG", "postgresql://postgres@127.0.0.1:5432/postgres")
REDIS = os.environ.get("REPROBOT_TEST_REDIS", "redis://127.0.0.1:6379")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def pg_url():
    """URL of a fresh PostgreSQL database for each test module (dropped afterwards): modules
    triage the same corpus issues, and one's jobs must not be another's state."""
    import psycopg

    name = f"reprobot_t_{uuid.uuid4().hex[:10]}"
    try:
        admin = psycopg.connect(PG_ADMIN, autocommit=True, connect_timeout=5)
    except psycopg.OperationalError as e:
        pytest.fail(f"PostgreSQL at {PG_ADMIN} is required for the service tests: {e}")
    admin.execute(f'CREATE DATABASE "{name}"')
    base = PG_ADMIN.rsplit("/", 1)[0].replace("postgresql://", "postgresql+psycopg://")
    yield f"{base}/{name}"
    admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    admin.close()


@pytest.fixture(scope="session")
def redis_env():
    """(broker URL, key/queue prefix) on a Redis DB chosen from the pid, keys removed afterwards."""
    import redis

    db = 1 + os.getpid() % 15
    url = f"{REDIS}/{db}"
    prefix = f"t{uuid.uuid4().hex[:8]}-"
    r = redis.Redis.from_url(url)
    try:
        r.ping()
    except redis.ConnectionError as e:
        pytest.fail(f"Redis at {url} is required for the service tests: {e}")
    yield url, prefix
    for k in r.scan_iter(f"{prefix}*", count=1000):
        r.delete(k)
    r.close()


def sectioned(**flat: Any) -> dict[str, dict[str, Any]]:
    """Flat setting names (``queue_prefix=…``, ``github_base_url=…``, ``github_token=…``) sorted into
    the sections of `workers.settings.Settings`. Raises KeyError for an unknown name."""
    from workers.settings import SECTIONS

    out: dict[str, dict[str, Any]] = {}
    for k, v in flat.items():
        for sname, cls in SECTIONS.items():
            name = k.removeprefix("github_") if sname == "github" and k.startswith("github_") else k
            if name in cls.model_fields:
                out.setdefault(sname, {})[name] = v
                break
        else:
            raise KeyError(f"no setting named {k!r}")
    return out


def service_settings(pg_url: str, redis_url: str, prefix: str, **flat: Any):
    """`workers.settings.Settings` on the given database and broker, with the service tests'
    GitHub values; `flat` overrides by flat name (`sectioned`)."""
    from workers.settings import Settings

    base = dict(database_url=pg_url, broker_url=redis_url, queue_prefix=prefix, heartbeat_s=1.0, step_stale_s=6.0,
                webhook_secret="s3cret", github_token="reprobot-token", bot_login="reprobot",
                allowed_users=["maintainer"], repos=["llvm/llvm-project"], poll_state="all",
                seconds_between_writes=1.0)
    base.update(flat)
    return Settings(**sectioned(**base))


@pytest.fixture
def make_settings(pg_url, redis_env):
    """Factory of Settings on the session's database and broker (flat overrides as kwargs)."""
    def make(**flat: Any):
        return service_settings(pg_url, redis_env[0], redis_env[1], **flat)
    return make


def settings_env(settings) -> dict[str, str]:
    """The settings as REPROBOT_* environment variables for a child process."""
    return settings.to_env()


class Proc:
    """A child process in its own session (so SIGKILL reaches its whole group), output to a file."""

    def __init__(self, args: list[str], env: dict[str, str], log: Path):
        self.log = log
        self.fh = open(log, "wb")
        full = dict(os.environ)
        full.update(env)
        full.setdefault("PYTHONPATH", str(ROOT))
        self.p = subprocess.Popen(args, cwd=ROOT, env=full, stdout=self.fh, stderr=subprocess.STDOUT,
                                  start_new_session=True)

    def alive(self) -> bool:
        return self.p.poll() is None

    def kill(self, sig: int = signal.SIGKILL) -> None:
        if self.alive():
            os.killpg(self.p.pid, sig)
        try:
            self.p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(self.p.pid, signal.SIGKILL)
            self.p.wait(timeout=10)

    def stop(self) -> None:
        self.kill(signal.SIGTERM)
        self.fh.close()

    def output(self) -> str:
        self.fh.flush()
        return self.log.read_text(errors="replace")


def start_worker(settings, queues: str, log: Path, *, pool: str = "solo", concurrency: int = 1,
                 extra_env: dict[str, str] | None = None) -> Proc:
    env = settings_env(settings)
    env.update(extra_env or {})
    name = f"w{uuid.uuid4().hex[:6]}-{queues.replace(',', '-')}@%h"
    return Proc([sys.executable, "-m", "service.commands.service", "worker", "--queues", queues, "--pool", pool,
                 "--concurrency", str(concurrency), "--name", name, "--loglevel", "INFO"], env, log)


def wait_worker_ready(proc: Proc, timeout: float = 60) -> None:
    """Wait until the Celery worker logs '<node> ready.' (INFO; after its worker_ready recovery ran)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not proc.alive():
            raise RuntimeError("worker exited:\n" + proc.output()[-3000:])
        if " ready." in proc.output():
            return
        time.sleep(0.2)
    raise TimeoutError("worker not ready:\n" + proc.output()[-3000:])


def start_api(settings, log: Path) -> tuple[Proc, str]:
    port = free_port()
    p = Proc([sys.executable, "-m", "service.commands.service", "serve", "--port", str(port)],
             settings_env(settings), log)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if not p.alive():
            raise RuntimeError("api exited:\n" + p.output()[-3000:])
        try:
            if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                return p, url
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise TimeoutError("api not up:\n" + p.output()[-3000:])


def wait_for(pred, timeout: float, every: float = 0.3, what: str = "condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        v = pred()
        if v:
            return v
        time.sleep(every)
    raise TimeoutError(f"timed out after {timeout}s waiting for {what}")

"""docker-compose.yml is valid and wires the parts as designed (no images are built here: that
takes minutes; containers/service/build.sh and `docker-compose up` were run by hand, see the report)."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from tests.service.env import ROOT


@pytest.mark.docker
def test_compose_file_is_valid_and_keeps_the_token_in_the_report_worker():
    if shutil.which("docker-compose") is None:
        pytest.skip("Debian docker-compose is not installed (scripts/setup.d/40-service.sh installs it)")
    cp = subprocess.run(["docker-compose", "-f", str(ROOT / "docker-compose.yml"), "config"], capture_output=True,
                        text=True, timeout=60, env={"PATH": "/usr/bin:/bin", "REPROBOT_GITHUB_TOKEN": "t0ken"})
    assert cp.returncode == 0, cp.stderr
    yaml = pytest.importorskip("yaml")
    cfg = yaml.safe_load(cp.stdout)
    services = cfg["services"]
    assert {"redis", "postgres", "api", "worker-reduce", "worker-build", "worker-report", "flower"} <= set(services)
    holders = [n for n, s in services.items() if "t0ken" in json.dumps(s.get("environment") or {})]
    assert holders == ["worker-report"]
    for name in ("api", "worker-reduce", "worker-build", "worker-report"):
        assert services[name]["build"]["dockerfile"] == "containers/service/Dockerfile"
        assert "postgresql+psycopg://" in services[name]["environment"]["REPROBOT_DATABASE_URL"]
    queues = {n: s["command"][s["command"].index("--queues") + 1] for n, s in services.items()
              if "worker" in (s.get("command") or [])}
    assert queues == {"worker-reduce": "reduce", "worker-build": "build", "worker-report": "report"}

"""docker-compose.yml keeps untrusted code away from every secret: the real file, parsed as YAML
(anchors and merge keys resolved, as compose does) and, where Debian's docker-compose is installed,
through `docker-compose config` (interpolation too). No images are built here: that takes minutes.

The properties (issue 12 item 2; docs/security.md, "Trust boundary"):
- the Docker socket is mounted only in the reduce/build workers, which run no report queue and get
  no GitHub token or webhook secret, and are not root;
- only the report worker gets REPROBOT_GITHUB_TOKEN; the API gets no token (only the webhook secret);
- every reprobot process gets the store and the broker, nothing else reaches them: redis and postgres
  are on an internal network only and publish no port; published ports bind to 127.0.0.1 by default.
"""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from tests.service.env import ROOT

yaml = pytest.importorskip("yaml")

SOCKET = "/var/run/docker.sock"
REPROBOT = ("api", "worker-reduce", "worker-build", "worker-report", "poller")


def _queues(svc: dict) -> set[str]:
    cmd = [str(c) for c in svc.get("command") or []]
    return set(cmd[cmd.index("--queues") + 1].split(",")) if "--queues" in cmd else set()


def _env(svc: dict) -> dict[str, str]:
    env = svc.get("environment") or {}
    if isinstance(env, list):
        env = dict(e.split("=", 1) if "=" in e else (e, "") for e in env)
    return {str(k): "" if v is None else str(v) for k, v in env.items()}


def _mounts(svc: dict) -> list[str]:
    out = []
    for v in svc.get("volumes") or []:
        out.append(v if isinstance(v, str) else f"{v.get('source', '')}:{v.get('target', '')}")
    return out


def _ports(svc: dict) -> list[str]:
    out = []
    for p in svc.get("ports") or []:
        out.append(p if isinstance(p, str) else f"{p.get('host_ip', '0.0.0.0')}:{p.get('published')}:{p.get('target')}")
    return out


def _networks(svc: dict) -> set[str]:
    n = svc.get("networks") or ["default"]
    return set(n) if isinstance(n, (list, dict)) else set()


def check_trust_boundary(cfg: dict, token: str) -> None:
    """Assert the properties of the module docstring on a compose configuration; `token` is the
    GitHub token as it appears there (``${REPROBOT_GITHUB_TOKEN…}`` before interpolation)."""
    services = cfg["services"]
    assert {"redis", "postgres", *REPROBOT, "flower"} <= set(services)

    socket_holders = {n for n, s in services.items() if any(m.split(":")[0] == SOCKET for m in _mounts(s))}
    assert socket_holders == {"worker-reduce", "worker-build"}
    token_holders = {n for n, s in services.items() if any(token in v for v in _env(s).values())}
    assert token_holders == {"worker-report"}
    assert {n for n, s in services.items() if "REPROBOT_GITHUB_TOKEN" in _env(s)} == {"worker-report"}
    assert {n for n, s in services.items() if "REPROBOT_GITHUB_WEBHOOK_SECRET" in _env(s)} == {"api"}
    assert {n: _queues(s) for n, s in services.items() if _queues(s)} == {
        "worker-reduce": {"reduce"}, "worker-build": {"build"}, "worker-report": {"report"}}
    for name in socket_holders:
        s = services[name]
        assert "report" not in _queues(s)
        assert str(s.get("user", "root")).split(":")[0] not in ("root", "0", "")  # the Dockerfile's USER is not root
        assert _env(s).get("REPROBOT_SANDBOX_KIND") == "docker"  # reproducers only in sibling sandboxes
        assert not any(k.startswith("REPROBOT_GITHUB_") and k not in ("REPROBOT_GITHUB_REPOS", "REPROBOT_GITHUB_BASE_URL")
                       for k in _env(s))
    for name in REPROBOT:
        s = services[name]
        assert s["build"]["dockerfile"] == "containers/service/Dockerfile"
        assert _env(s)["REPROBOT_DATABASE_URL"].startswith("postgresql+psycopg://")
        assert _env(s)["REPROBOT_BROKER_URL"].startswith("redis://")
        assert "ALL" in (s.get("cap_drop") or [])
        assert any("no-new-privileges" in o for o in s.get("security_opt") or [])
        assert not s.get("privileged") and s.get("network_mode") != "host" and s.get("pid") != "host"
    # the store and the broker: on the internal network only, no published port, no way out
    nets = cfg.get("networks") or {}
    for name in ("redis", "postgres"):
        s = services[name]
        assert not s.get("ports")
        assert _networks(s) and all((nets.get(n) or {}).get("internal") is True for n in _networks(s)), name
    for s in services.values():
        for p in _ports(s):
            assert p.startswith(("127.0.0.1:", "${REPROBOT_API_BIND:-127.0.0.1}:")), p


def test_compose_file_keeps_socket_token_store_and_reproducers_apart():
    cfg = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    check_trust_boundary(cfg, "${REPROBOT_GITHUB_TOKEN")


def test_the_check_fails_on_the_layouts_it_forbids():
    """The check itself catches each forbidden arrangement (mutations of the real file)."""
    def broken(edit) -> bool:
        cfg = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
        edit(cfg["services"], cfg)
        try:
            check_trust_boundary(cfg, "${REPROBOT_GITHUB_TOKEN")
        except AssertionError:
            return True
        return False

    tok = "${REPROBOT_GITHUB_TOKEN:-}"
    assert broken(lambda s, c: s["worker-reduce"]["environment"].update(REPROBOT_GITHUB_TOKEN=tok))
    assert broken(lambda s, c: s["api"]["environment"].update(REPROBOT_GITHUB_TOKEN=tok))
    assert broken(lambda s, c: s["worker-report"].update(volumes=[f"{SOCKET}:{SOCKET}"]))
    assert broken(lambda s, c: s["worker-reduce"].update(user="root"))
    assert broken(lambda s, c: s["worker-reduce"].update(command=["reprobot", "worker", "--queues", "reduce,report"]))
    assert broken(lambda s, c: s["worker-reduce"]["environment"].update(REPROBOT_SANDBOX_KIND="local"))
    assert broken(lambda s, c: s["redis"].update(ports=["6379:6379"]))
    assert broken(lambda s, c: c["networks"]["store"].update(internal=False))
    assert broken(lambda s, c: s["flower"].update(ports=["5555:5555"]))


@pytest.mark.docker
def test_docker_compose_config_resolves_to_the_same_boundary():
    if shutil.which("docker-compose") is None:
        pytest.skip("Debian docker-compose is not installed (scripts/setup.d/40-service.sh installs it)")
    cp = subprocess.run(["docker-compose", "-f", str(ROOT / "docker-compose.yml"), "config"], capture_output=True,
                        text=True, timeout=60, env={"PATH": "/usr/bin:/bin", "REPROBOT_GITHUB_TOKEN": "t0ken",
                                                    "REPROBOT_GITHUB_WEBHOOK_SECRET": "w3bhook"})
    assert cp.returncode == 0, cp.stderr
    cfg = yaml.safe_load(cp.stdout)
    check_trust_boundary(cfg, "t0ken")
    assert [n for n, s in cfg["services"].items() if "w3bhook" in json.dumps(s.get("environment") or {})] == ["api"]

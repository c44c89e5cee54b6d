"""Fixtures for bisection tests: the C repository, its builder image, a docker sandbox."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "support"))

import bisect_repo  # noqa: E402


def docker_socket_present() -> bool:
    host = os.environ.get("DOCKER_HOST", "unix:///var/run/docker.sock")
    return not host.startswith("unix://") or os.path.exists(host[len("unix://"):])


@pytest.fixture(scope="session")
def docker_client():
    if not docker_socket_present():
        pytest.skip("no docker socket (/var/run/docker.sock or $DOCKER_HOST)")
    import docker

    return docker.from_env(timeout=300)


@pytest.fixture(scope="session")
def cc_image(docker_client) -> str:
    return bisect_repo.ensure_cc_image(docker_client)


@pytest.fixture(scope="session")
def c_repo(tmp_path_factory) -> tuple[Path, list[str]]:
    path = tmp_path_factory.mktemp("c-repo") / "prog"
    return path, bisect_repo.make_c_repo(path)


@pytest.fixture(scope="session")
def reproducer(tmp_path_factory) -> Path:
    p = tmp_path_factory.mktemp("repro") / "input.txt"
    p.write_text(bisect_repo.REPRODUCER)
    return p


@pytest.fixture(scope="session")
def sandbox(cc_image, docker_client):
    from workers.sandbox.base import Limits
    from workers.sandbox.docker import DockerSandbox

    return DockerSandbox(image=cc_image, client=docker_client, cpus=1.0,
                         limits=Limits(wall_s=10, cpu_s=10, memory_mb=256, pids=64, disk_mb=64))

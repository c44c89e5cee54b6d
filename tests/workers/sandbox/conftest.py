"""Fixtures for the hostile battery: a real Docker engine and the runner image.

Tests marked ``docker`` skip only when no Docker socket exists; a missing runner image is
an error (build it with scripts/setup.d/25-runner-image.sh)."""
from __future__ import annotations

import pytest

from .battery_support import BATTERY_LIMITS, docker_socket_present


@pytest.fixture(scope="session")
def docker_sandbox():
    if not docker_socket_present():
        pytest.skip("no Docker socket (/var/run/docker.sock or DOCKER_HOST): the hostile battery needs Docker")
    from workers.sandbox.docker import DockerSandbox

    sb = DockerSandbox(limits=BATTERY_LIMITS, exec_grace_s=3.0)
    if not sb.available():
        pytest.fail(f"runner image {sb.image} missing: run scripts/setup.d/25-runner-image.sh")
    return sb


@pytest.fixture
def local_sandbox_factory():
    from workers.sandbox.local import LocalSandbox

    return lambda: LocalSandbox(BATTERY_LIMITS)

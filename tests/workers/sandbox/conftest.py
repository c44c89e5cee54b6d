"""Fixtures for the hostile battery: a real Docker engine and the runner image.

Tests marked ``docker`` skip only when no Docker socket exists; a missing runner image is
an error (build it with scripts/setup.d/25-runner-image.sh)."""
from __future__ import annotations

import pytest

from .battery_support import BATTERY_LIMITS, docker_socket_present


@pytest.fixture(scope="session", params=["runc", "runsc"])
def docker_sandbox(request):
    """The Docker sandbox on each OCI runtime: runc (Docker's default, the sandbox's) and
    gVisor's runsc (`sandbox.runtime` runsc or auto; 20-docker.sh registers it); runsc is
    skipped only where it is not registered."""
    if not docker_socket_present():
        pytest.skip("no Docker socket (/var/run/docker.sock or DOCKER_HOST): the hostile battery needs Docker")
    from workers.sandbox.docker import GVISOR, DockerSandbox, registered_runtimes

    runtime = None if request.param == "runc" else GVISOR
    sb = DockerSandbox(limits=BATTERY_LIMITS, exec_grace_s=3.0, runtime=runtime)
    if runtime and runtime not in registered_runtimes(sb.client):
        pytest.skip(f"Docker has no {runtime} runtime registered (scripts/setup.d/20-docker.sh registers gVisor's)")
    if not sb.available():
        pytest.fail(f"runner image {sb.image} missing: run scripts/setup.d/25-runner-image.sh")
    return sb


@pytest.fixture
def local_sandbox_factory():
    from workers.sandbox.local import LocalSandbox

    return lambda: LocalSandbox(BATTERY_LIMITS)

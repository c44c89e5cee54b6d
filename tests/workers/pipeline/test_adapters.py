"""Which adapter and sandbox a job gets (workers/pipeline/adapters.py): Triton follows the
same sandbox policy as LLVM."""
from __future__ import annotations

import pytest

from workers.pipeline.adapters import adapter_for
from workers.sandbox.policy import SandboxPolicyError
from workers.settings import Settings

TRITON_ISSUE = {"number": 1, "html_url": "https://github.com/triton-lang/triton/issues/1", "title": "t",
                "body": "```python\nimport triton\n```", "comments": []}


def test_github_triton_job_refuses_the_local_sandbox():
    with pytest.raises(SandboxPolicyError, match="only in the Docker sandbox"):
        adapter_for(TRITON_ISSUE, Settings().override(sandbox={"kind": "local"}), "github")
    with pytest.raises(SandboxPolicyError, match="only in the Docker sandbox"):
        adapter_for(TRITON_ISSUE, Settings().override(sandbox={"kind": "local"}), "api")


def test_manual_triton_job_gets_the_local_sandbox_it_asks_for():
    a = adapter_for(TRITON_ISSUE, Settings().override(sandbox={"kind": "local"}), "manual")
    assert a.name == "triton" and a.sandbox.name == "local"


@pytest.mark.docker
def test_triton_job_gets_the_docker_sandbox():
    from tests.workers.sandbox.battery_support import docker_socket_present

    if not docker_socket_present():
        pytest.skip("no Docker socket")
    for source in ("github", "api", "manual"):
        a = adapter_for(TRITON_ISSUE, Settings().override(sandbox={"kind": "docker"}), source)
        assert a.name == "triton" and a.sandbox.name == "docker"

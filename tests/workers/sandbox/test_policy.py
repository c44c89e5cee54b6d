"""Which sandbox a job gets: GitHub jobs need Docker; local only on explicit opt-in."""
from __future__ import annotations

import pytest

from .battery_support import docker_socket_present
from workers.sandbox.docker import DockerSandbox
from workers.sandbox.local import LocalSandbox
from workers.sandbox.policy import SandboxPolicyError, choose_sandbox


def no_docker() -> DockerSandbox:
    """A Docker sandbox whose engine is not there (a socket path nothing listens on)."""
    return DockerSandbox(docker_url="unix:///nonexistent/docker.sock")


def missing_image() -> DockerSandbox:
    return DockerSandbox(image="reprobot/no-such-runner:0")


@pytest.mark.parametrize("source", ["github", "webhook", "poll"])
@pytest.mark.parametrize("factory", [no_docker, missing_image])
def test_github_jobs_refuse_without_docker(source, factory):
    if factory is missing_image and not docker_socket_present():
        pytest.skip("no Docker socket")
    with pytest.raises(SandboxPolicyError, match="refusing to run a reproducer from GitHub without the Docker sandbox"):
        choose_sandbox(source, docker_factory=factory)


def test_github_jobs_never_get_the_local_sandbox():
    with pytest.raises(SandboxPolicyError, match="only in the Docker sandbox"):
        choose_sandbox("github", "local")


def test_manual_job_without_docker_needs_explicit_opt_in():
    with pytest.raises(SandboxPolicyError, match="opt in"):
        choose_sandbox("manual", docker_factory=no_docker)
    with pytest.raises(SandboxPolicyError, match="opt in"):
        choose_sandbox("cli", "docker", docker_factory=no_docker)
    with pytest.raises(SandboxPolicyError, match="does not allow the local sandbox"):
        choose_sandbox("manual", "local", allow_local=False)
    sb = choose_sandbox("manual", "local")
    assert isinstance(sb, LocalSandbox)
    with sb.session() as s:
        assert s.run(["echo", "hi"]).stdout == "hi\n"


def test_unknown_source_or_choice():
    with pytest.raises(SandboxPolicyError, match="unknown job source"):
        choose_sandbox("email")
    with pytest.raises(SandboxPolicyError, match="unknown sandbox"):
        choose_sandbox("manual", "chroot")


@pytest.mark.docker
def test_docker_chosen_when_available(docker_sandbox):
    for source in ("github", "manual"):
        sb = choose_sandbox(source, docker_factory=lambda: docker_sandbox)
        assert sb is docker_sandbox
    # the default factory builds a real DockerSandbox
    assert isinstance(choose_sandbox("github"), DockerSandbox)


@pytest.mark.parametrize("source", ["api", "http"])
def test_http_jobs_never_get_the_local_sandbox_whatever_the_switch(source):
    """Issue 17: a job that came over HTTP is a stranger's input; allow_local concerns only jobs
    started on the worker's own command line."""
    for allow in (True, False):
        with pytest.raises(SandboxPolicyError, match="submitted over HTTP run only in the Docker sandbox"):
            choose_sandbox(source, "local", allow_local=allow, local_factory=lambda: pytest.fail("local built"))


@pytest.mark.parametrize("choice", ["auto", "docker"])
def test_http_jobs_refuse_without_docker(choice):
    with pytest.raises(SandboxPolicyError, match="refusing to run a reproducer submitted over HTTP without the "
                                                 "Docker sandbox"):
        choose_sandbox("api", choice, docker_factory=no_docker)


@pytest.mark.docker
def test_http_jobs_get_docker(docker_sandbox):
    assert choose_sandbox("api", docker_factory=lambda: docker_sandbox) is docker_sandbox

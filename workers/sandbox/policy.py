"""Which sandbox a job gets.

Rules (issue 5):
  * a job whose input came from GitHub (webhook, poll, ``triage`` of an issue) runs only in
    the Docker sandbox; when Docker or the runner image is missing the job is refused;
  * a job that arrived over HTTP (``POST /jobs``, the dashboard) runs only in the Docker sandbox
    too, whoever sent it: its input crossed the network (issue 17);
  * a manual job started on this machine's command line (``reprobot reduce``) runs in Docker
    too, unless the person asked explicitly for the local sandbox (``sandbox="local"``), which
    isolates far less (see workers.sandbox.local); ``allow_local`` concerns only these jobs;
  * anything else is a `SandboxPolicyError` with a message that says what to do.
"""
from __future__ import annotations

from typing import Any, Callable, Literal

from workers.sandbox.base import Limits, Sandbox

JobSource = Literal["github", "api", "manual"]
SandboxChoice = Literal["auto", "docker", "local"]

GITHUB_SOURCES = frozenset({"github", "webhook", "poll", "issue"})
API_SOURCES = frozenset({"api", "http"})
MANUAL_SOURCES = frozenset({"manual", "cli"})


class SandboxPolicyError(RuntimeError):
    """The job may not run with the sandboxes available or requested; the message says why
    and how to fix it. Record it as the job's error; it is not a worker failure."""


def choose_sandbox(source: str, choice: str = "auto", *, allow_local: bool = True, limits: Limits | None = None,
                   docker_factory: Callable[[], Any] | None = None,
                   local_factory: Callable[[], Any] | None = None) -> Sandbox:
    """Return the sandbox for a job.

    source: where the untrusted input came from: ``github`` (also ``webhook``, ``poll``,
    ``issue``), ``api`` (also ``http``) or ``manual`` (also ``cli``). choice: ``auto``
    (Docker, refused when missing), ``docker`` or ``local`` (the explicit opt-in, command-line
    jobs only). allow_local: the deployment's switch (``sandbox.allow_local``); when false
    even command-line jobs cannot opt in.
    The factories build the sandboxes (defaults: `DockerSandbox(limits=...)`,
    `LocalSandbox(limits)`); the Docker one must have ``available() -> bool``.
    Raises SandboxPolicyError when the rules above refuse the job.
    """
    src = source.lower()
    if src in GITHUB_SOURCES:
        kind = "github"
    elif src in API_SOURCES:
        kind = "api"
    elif src in MANUAL_SOURCES:
        kind = "manual"
    else:
        raise SandboxPolicyError(f"unknown job source {source!r}: expected 'github', 'api' or 'manual'")
    if choice not in ("auto", "docker", "local"):
        raise SandboxPolicyError(f"unknown sandbox {choice!r}: expected 'auto', 'docker' or 'local'")

    if choice == "local":
        if kind == "github":
            raise SandboxPolicyError(
                "jobs from GitHub run only in the Docker sandbox: the local sandbox does not isolate the "
                "network, the file system or the worker's secrets from a stranger's reproducer")
        if kind == "api":
            raise SandboxPolicyError(
                "jobs submitted over HTTP run only in the Docker sandbox: the local sandbox is for jobs started "
                "on the worker's own command line (reprobot reduce --sandbox local)")
        if not allow_local:
            raise SandboxPolicyError("this deployment does not allow the local sandbox (allow_local_sandbox=false)")
        if local_factory is not None:
            return local_factory()
        from workers.sandbox.local import LocalSandbox

        return LocalSandbox(limits)

    if docker_factory is not None:
        docker = docker_factory()
    else:
        from workers.sandbox.docker import DockerSandbox

        docker = DockerSandbox(limits=limits)
    if docker.available():
        return docker
    why = ("Docker is not reachable or the runner image "
           f"{getattr(docker, 'image', 'reprobot/runner:bookworm')} is missing "
           "(build it with scripts/setup.d/25-runner-image.sh)")
    if kind != "manual":
        what = "from GitHub" if kind == "github" else "submitted over HTTP"
        raise SandboxPolicyError(f"refusing to run a reproducer {what} without the Docker sandbox: {why}")
    raise SandboxPolicyError(
        f"the Docker sandbox is unavailable: {why}. For a manual job on your own input you can opt in "
        "to the weaker local sandbox (reprobot reduce --sandbox local)")

"""Which sandbox a job gets.

Rules (issue 5):
  * a job whose input came from GitHub (webhook, poll, ``triage`` of an issue) runs only in
    the Docker sandbox; when Docker or the runner image is missing the job is refused;
  * a manual job (CLI ``reprobot reduce``, ``POST /jobs``) runs in Docker too, unless the
    person asked explicitly for the local sandbox (``sandbox="local"``), which isolates far
    less (see workers.sandbox.local);
  * anything else is a `SandboxPolicyError` with a message that says what to do.
"""
from __future__ import annotations

from typing import Any, Callable, Literal

from workers.sandbox.base import Limits, Sandbox

JobSource = Literal["github", "manual"]
SandboxChoice = Literal["auto", "docker", "local"]

GITHUB_SOURCES = frozenset({"github", "webhook", "poll", "issue"})
MANUAL_SOURCES = frozenset({"manual", "cli", "api"})


class SandboxPolicyError(RuntimeError):
    """The job may not run with the sandboxes available or requested; the message says why
    and how to fix it. Record it as the job's error; it is not a worker failure."""


def choose_sandbox(source: str, choice: str = "auto", *, allow_local: bool = True, limits: Limits | None = None,
                   docker_factory: Callable[[], Any] | None = None,
                   local_factory: Callable[[], Any] | None = None) -> Sandbox:
    """Return the sandbox for a job.

    source: where the untrusted input came from: ``github`` (also ``webhook``, ``poll``,
    ``issue``) or ``manual`` (also ``cli``, ``api``). choice: ``auto`` (Docker, refused
    when missing), ``docker`` or ``local`` (the explicit opt-in, manual jobs only).
    allow_local: the deployment's switch (``Settings.allow_local_sandbox``); when false
    even manual jobs cannot opt in.
    The factories build the sandboxes (defaults: `DockerSandbox(limits=...)`,
    `LocalSandbox(limits)`); the Docker one must have ``available() -> bool``.
    Raises SandboxPolicyError when the rules above refuse the job.
    """
    src = source.lower()
    if src in GITHUB_SOURCES:
        kind = "github"
    elif src in MANUAL_SOURCES:
        kind = "manual"
    else:
        raise SandboxPolicyError(f"unknown job source {source!r}: expected 'github' or 'manual'")
    if choice not in ("auto", "docker", "local"):
        raise SandboxPolicyError(f"unknown sandbox {choice!r}: expected 'auto', 'docker' or 'local'")

    if choice == "local":
        if kind == "github":
            raise SandboxPolicyError(
                "jobs from GitHub run only in the Docker sandbox: the local sandbox does not isolate the "
                "network, the file system or the worker's secrets from a stranger's reproducer")
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
    if kind == "github":
        raise SandboxPolicyError(f"refusing to run a reproducer from GitHub without the Docker sandbox: {why}")
    raise SandboxPolicyError(
        f"the Docker sandbox is unavailable: {why}. For a manual job on your own input you can opt in "
        "to the weaker local sandbox (CLI --sandbox local, API \"sandbox\": \"local\")")

"""Which project adapter and which sandbox a job gets."""
from __future__ import annotations

import re
from typing import Any

from workers.project import ProjectAdapter
from workers.settings import Settings


class TriageError(Exception):
    """Bad input that stops triage with a clear message (nothing is lost: the issue stays)."""


def issue_ref(issue: dict[str, Any]) -> tuple[str, int]:
    """(owner/repo, number) from a GitHub-shaped issue (``html_url``, ``url``, ``repo`` or
    ``repository.full_name`` plus ``number``)."""
    url = str(issue.get("html_url") or issue.get("url") or "")
    m = re.search(r"github\.com/(?:repos/)?([^/]+/[^/]+)/issues/(\d+)", url)
    if m:
        return m.group(1), int(m.group(2))
    repo = str(issue.get("repo") or (issue.get("repository") or {}).get("full_name") or "unknown/unknown")
    return repo, int(issue.get("number") or 0)


def limits(settings: Settings):
    """Per-run `Limits` of a reproducer from the pipeline section."""
    from workers.sandbox.base import Limits

    p = settings.pipeline
    return Limits(wall_s=p.run_timeout_s, cpu_s=p.run_timeout_s, memory_mb=p.run_memory_mb)


def sandbox_for(source: str, settings: Settings):
    """The sandbox a job from `source` (``github``, ``manual``, ``api`` …) gets under
    ``settings.sandbox``, by the rules of `workers.sandbox.policy` (GitHub jobs: Docker only).
    Raises SandboxPolicyError."""
    from workers.sandbox.policy import choose_sandbox

    sb = settings.sandbox
    return choose_sandbox(source, sb.kind, allow_local=sb.allow_local, limits=limits(settings),
                          docker_factory=lambda: docker_sandbox(settings))


def docker_sandbox(settings: Settings):
    """The `DockerSandbox` the settings describe (image, CPUs, endpoint, OCI runtime)."""
    from workers.sandbox.docker import DockerSandbox

    sb = settings.sandbox
    return DockerSandbox(sb.image, limits=limits(settings), cpus=sb.cpus, docker_url=sb.docker_url or None,
                         runtime=sb.runtime)


def adapter_for(issue: dict[str, Any], settings: Settings, source: str = "manual") -> ProjectAdapter:
    """The Triton adapter when the issue is Triton's (repository, or content when the repository
    says nothing), else LLVM's; reproducers run in the sandbox `source` is allowed (`sandbox_for`)."""
    repo, _ = issue_ref(issue)
    from workers.triton.adapter import TritonProject

    if "triton" in repo.lower() or ("llvm" not in repo.lower() and TritonProject.detect_issue(issue)):
        # same rule as LLVM: GitHub and HTTP jobs run Triton's Python only in the container
        return TritonProject.from_settings(settings, sandbox=sandbox_for(source, settings))
    from workers.llvm_project import LLVMProject

    p = settings.pipeline
    return LLVMProject(toolchains=p.toolchains or None, llvm_root=p.llvm_root, jobs=p.jobs,
                       budget_s=p.reduce_budget_s, limits=limits(settings), slow_wall_s=p.slow_run_timeout_s,
                       sandbox=sandbox_for(source, settings))

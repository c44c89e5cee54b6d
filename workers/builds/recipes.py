"""Build recipes: what runs in the builder container for one commit.

A `BuildRecipe` is the whole contract of a container build: the image, the command, its
environment, where the sources go (``/src``, streamed in with ``git archive``), where the
artifacts come from (``/out``) and the persistent ccache volume (mounted at ``/ccache``).
`workers.builds.docker.ContainerBuilder` runs it through the docker SDK and
`BuildRecipe.docker_cli` prints the same steps as ``docker`` CLI lines (``--dry-run``),
so what a person reads is what production runs.

`llvm_recipe` and `triton_recipe` use the scripts baked into the images built from
``containers/llvm`` and ``containers/triton`` (``reprobot-build-llvm``,
``reprobot-build-triton``), configured through environment variables.
"""
from __future__ import annotations

import hashlib
import json
import shlex
from dataclasses import dataclass, field
from typing import Any

LLVM_IMAGE = "reprobot/llvm-builder:latest"
TRITON_IMAGE = "reprobot/triton-builder:latest"
DEFAULT_LLVM_TARGETS = "AMDGPU;X86"
# Triton's own LLVM build (scripts/build-llvm-project.sh upstream): MLIR and lld, with NVPTX.
TRITON_LLVM_PROJECTS = "mlir;llvm;lld"
TRITON_LLVM_TARGETS = "AMDGPU;NVPTX;X86"
TRITON_LLVM_TOOLS = "install"


@dataclass(frozen=True)
class BuildRecipe:
    """One container build.

    name: short id (also names the ccache volume ``reprobot-ccache-<name>``). image: the
    builder image. command: argv run in the container (working dir ``/src``). env: extra
    environment (CCACHE_DIR=/ccache is always set). outputs: the directory copied back as
    the artifact. network: allow network during the build (off by default: builds read only
    /src and /ccache). cpus: CPU quota (None = unlimited). mem_limit: docker memory limit
    ("8g"). inputs: container paths that the builder fills from other builds (triton: /llvm).
    timeout_s: wall limit for one build.
    """

    name: str
    image: str
    command: tuple[str, ...]
    env: tuple[tuple[str, str], ...] = ()
    outputs: str = "/out"
    network: bool = False
    cpus: float | None = None
    mem_limit: str | None = None
    inputs: tuple[str, ...] = ()
    timeout_s: float = 4 * 3600
    labels: tuple[tuple[str, str], ...] = field(default=(("org.reprobot.role", "build"),))

    @property
    def ccache_volume(self) -> str:
        return f"reprobot-ccache-{self.name}"

    def key(self) -> str:
        """Hash of everything that changes the artifact (image, command, env, outputs)."""
        blob = json.dumps([self.name, self.image, list(self.command), sorted(self.env), self.outputs,
                           list(self.inputs)])
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    def environment(self) -> dict[str, str]:
        return {"CCACHE_DIR": "/ccache", **dict(self.env)}

    def create_kwargs(self, container_name: str | None = None) -> dict[str, Any]:
        """kwargs for ``client.containers.create`` (the SDK call production makes)."""
        kw: dict[str, Any] = {
            "image": self.image,
            "command": list(self.command),
            "environment": self.environment(),
            "working_dir": "/src",
            "volumes": {self.ccache_volume: {"bind": "/ccache", "mode": "rw"}},
            "labels": dict(self.labels),
            "network_disabled": not self.network,
        }
        if container_name:
            kw["name"] = container_name
        if self.cpus:
            kw["nano_cpus"] = int(self.cpus * 1e9)
        if self.mem_limit:
            kw["mem_limit"] = self.mem_limit
        return kw

    def docker_cli(self, mirror: str, commit: str, dest: str, inputs: dict[str, str] | None = None) -> str:
        """The build as ``docker`` CLI lines, step for step what `ContainerBuilder.build` does
        through the SDK (create, stream sources in, start, copy /out back, remove)."""
        name = f"reprobot-build-{self.name}-{commit[:12]}"
        q = shlex.quote
        create = ["docker", "create", "--name", name, "-w", "/src",
                  "-v", f"{self.ccache_volume}:/ccache"]
        for k, v in sorted(self.environment().items()):
            create += ["-e", f"{k}={v}"]
        for k, v in self.labels:
            create += ["--label", f"{k}={v}"]
        create += ["--label", "org.reprobot.build-owner=$(hostname):$$"]
        if not self.network:
            create += ["--network", "none"]
        if self.cpus:
            create += ["--cpus", str(self.cpus)]
        if self.mem_limit:
            create += ["--memory", self.mem_limit]
        create += [self.image, *self.command]
        lines = [
            f"docker volume create {q(self.ccache_volume)}",
            " ".join(q(a) if "$(" not in a else f'"{a}"' for a in create),
            f"git --git-dir={q(mirror)} archive --format=tar --prefix=src/ {q(commit)} | docker cp - {q(name)}:/",
        ]
        for path in self.inputs:
            src = (inputs or {}).get(path, f"<artifacts for {path}>")
            lines.append(f"tar -C {q(src)} --transform 's,^\\.,{path.lstrip('/')},' -c . | docker cp - {q(name)}:/")
        lines += [
            f"timeout {int(self.timeout_s)} docker start -a {q(name)}",
            f"docker cp {q(name)}:{self.outputs}/. {q(dest)}",
            f"docker rm -f {q(name)}",
        ]
        return "\n".join(lines)


def llvm_recipe(tools: tuple[str, ...] = ("llc", "opt"), *, targets: str = DEFAULT_LLVM_TARGETS,
                assertions: bool = True, projects: str = "", build_type: str = "Release",
                image: str = LLVM_IMAGE, jobs: int | None = None, cpus: float | None = None,
                mem_limit: str | None = None) -> BuildRecipe:
    """llvm-project at a commit: ``cmake -G Ninja`` + ``ninja <tools>`` with ccache
    (containers/llvm/build-llvm.sh). tools: ninja targets the reproducer needs (``llc``,
    ``opt``, ``llvm-reduce``…) or ``install`` for a full install tree (triton's LLVM).
    targets: LLVM_TARGETS_TO_BUILD. assertions: LLVM_ENABLE_ASSERTIONS."""
    env = [
        ("LLVM_TARGETS_TO_BUILD", targets),
        ("LLVM_ENABLE_ASSERTIONS", "ON" if assertions else "OFF"),
        ("LLVM_ENABLE_PROJECTS", projects),
        ("LLVM_TOOLS", " ".join(tools)),
        ("CMAKE_BUILD_TYPE", build_type),
    ]
    if jobs:
        env.append(("JOBS", str(jobs)))
    name = ("llvm-mlir" if "mlir" in projects else "llvm") + ("" if assertions else "-noassert")
    return BuildRecipe(name=name, image=image, command=("reprobot-build-llvm",),
                       env=tuple(env), cpus=cpus, mem_limit=mem_limit)


def triton_llvm_recipe(**kw: Any) -> BuildRecipe:
    """The LLVM a triton commit pins, built the way triton builds it (MLIR, lld, NVPTX)."""
    return llvm_recipe(("install",), targets=TRITON_LLVM_TARGETS, projects=TRITON_LLVM_PROJECTS, **kw)


def triton_recipe(*, image: str = TRITON_IMAGE, network: bool = True, jobs: int | None = None,
                  cpus: float | None = None, mem_limit: str | None = None) -> BuildRecipe:
    """triton at a commit against its pinned LLVM mounted at /llvm
    (containers/triton/build-triton.sh): a wheel in /out. Network stays on because triton's
    setup downloads its pinned third-party headers (pybind11, json) and NVIDIA tools."""
    env = [("LLVM_SYSPATH", "/llvm"), ("TRITON_BUILD_WITH_CCACHE", "true")]
    if jobs:
        env.append(("MAX_JOBS", str(jobs)))
    return BuildRecipe(name="triton", image=image, command=("reprobot-build-triton",), env=tuple(env),
                       network=network, inputs=("/llvm",), cpus=cpus, mem_limit=mem_limit)

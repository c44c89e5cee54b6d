"""Build a commit inside a container through the docker SDK, with an artifact cache.

`ContainerBuilder.build(mirror, commit)`:

1. looks the (repository, commit, recipe) key up in the `ArtifactCache` (hit: done);
2. creates a container from the recipe (ccache volume at /ccache, no network unless the
   recipe asks), streams ``git archive --prefix=src/`` into it (``put_archive``) plus any
   input artifacts (triton's LLVM at /llvm), starts it and waits up to the recipe timeout;
3. on exit 0 copies ``/out`` back (``get_archive``) and caches it; otherwise caches the
   failure with its log: a failed build is a SKIP for bisection and is never retried;
4. removes the container.

At most `max_concurrent` builds run at once (a semaphore shared by the builder's threads),
and two threads asking for the same key wait for one build. Docker API errors (daemon down,
image missing) raise `BuildInfraError`: they say nothing about the commit.
"""
from __future__ import annotations

import os
import socket
import tarfile
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import docker
import docker.errors
import requests

from workers.builds.cache import ArtifactCache, CacheEntry, cache_key
from workers.builds.recipes import BuildRecipe
from workers.sandbox.listing import labelled_containers, remove_container


OWNER_LABEL = "org.reprobot.build-owner"  # "<hostname>:<pid>" of the process that started it


def _owner() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def reap_orphan_builds(client: docker.DockerClient) -> list[str]:
    """Remove build containers whose owning process (on this host) is gone, e.g. a worker
    killed mid-build. Returns the removed container names."""
    host = socket.gethostname()
    removed = []
    for c in labelled_containers(client, OWNER_LABEL):
        owner_host, _, pid = c.labels.get(OWNER_LABEL, "").rpartition(":")
        if owner_host == host and pid.isdigit() and not _pid_alive(int(pid)):
            if remove_container(client, c.id):
                removed.append(c.name)
    return removed


class BuildInfraError(RuntimeError):
    """The build could not be attempted (docker unreachable, image missing…)."""


class SourceRepo(Protocol):
    """What a builder needs from a repository (workers.bisect.git.GitMirror implements it):
    ``url`` (part of the cache key) and ``archive(commit, prefix)`` -> (tar stream, process)."""

    url: str

    def archive(self, commit: str, prefix: str = "") -> tuple[Any, Any]: ...


@dataclass(frozen=True)
class BuildOutcome:
    """ok: the build succeeded; artifacts: directory with the outputs (None when not ok);
    log: path of the kept build log; cached: served from the cache; wall_s: seconds."""

    commit: str
    ok: bool
    artifacts: Path | None
    log: Path
    cached: bool
    wall_s: float
    key: str

    @classmethod
    def from_entry(cls, commit: str, entry: CacheEntry, cached: bool, wall_s: float) -> "BuildOutcome":
        return cls(commit, entry.ok, entry.artifacts if entry.ok else None, entry.log, cached, wall_s, entry.key)


class Builder(Protocol):
    """What bisection needs from a builder (ContainerBuilder, workers.builds.pinned.*):
    ``build(repo, commit) -> BuildOutcome`` plus the counters ``builds`` and ``hits``."""

    builds: int
    hits: int

    def build(self, repo: Any, commit: str) -> BuildOutcome: ...


def tar_dir(src: Path, arcname: str) -> tempfile.SpooledTemporaryFile:
    """A tar of `src` whose root is `arcname` (for put_archive at /)."""
    buf = tempfile.SpooledTemporaryFile(max_size=64 << 20)
    with tarfile.open(fileobj=buf, mode="w") as tf:
        tf.add(str(src), arcname=arcname)
    buf.seek(0)
    return buf


class ContainerBuilder:
    """Builds commits with one recipe (see module docstring).

    recipe: what to run. cache: where artifacts live. client: a docker client (default
    ``docker.from_env()``). max_concurrent: builds at once. Counters: ``builds`` (container
    builds run), ``hits`` (served from the cache), ``failures`` (builds that failed).
    """

    def __init__(self, recipe: BuildRecipe, cache: ArtifactCache, *, client: docker.DockerClient | None = None,
                 max_concurrent: int = 2):
        self.recipe = recipe
        self.cache = cache
        self._client = client
        self._slots = threading.BoundedSemaphore(max_concurrent)
        self._key_locks: dict[str, threading.Lock] = {}
        self._mu = threading.Lock()
        self.builds = 0
        self.hits = 0
        self.failures = 0
        self.built: list[str] = []  # commits built by this builder, in completion order

    @property
    def client(self) -> docker.DockerClient:
        if self._client is None:
            try:
                self._client = docker.from_env()
            except docker.errors.DockerException as e:
                raise BuildInfraError(f"docker unavailable: {e}") from e
        return self._client

    def key(self, repository: str, commit: str, extra: str = "") -> str:
        return cache_key(repository, commit, self.recipe.key() + extra)

    def _lock_for(self, key: str) -> threading.Lock:
        with self._mu:
            return self._key_locks.setdefault(key, threading.Lock())

    def build(self, repo: SourceRepo, commit: str, *, inputs: dict[str, Path] | None = None,
              key_extra: str = "") -> BuildOutcome:
        """Build `commit` of `repo` (a GitMirror: ``url`` and ``archive(commit)``).

        inputs: container path -> host directory for the recipe's ``inputs`` (e.g. /llvm).
        key_extra: folded into the cache key (e.g. the LLVM pin a triton build used).
        """
        t0 = time.monotonic()
        key = self.key(repo.url, commit, key_extra)
        with self._lock_for(key):
            entry = self.cache.get(key)
            if entry is not None:
                with self._mu:
                    self.hits += 1
                return BuildOutcome.from_entry(commit, entry, True, time.monotonic() - t0)
            with self._slots:
                ok, log, staged = self._run(repo, commit, inputs or {})
            entry = self.cache.put(key, staged, ok=ok, log=log, meta={
                "repository": repo.url, "commit": commit, "recipe": self.recipe.name,
                "recipe_key": self.recipe.key(), "key_extra": key_extra,
                "build_s": round(time.monotonic() - t0, 3),
            })
            with self._mu:
                self.builds += 1
                self.failures += 0 if ok else 1
                self.built.append(commit)
            return BuildOutcome.from_entry(commit, entry, False, time.monotonic() - t0)

    def _run(self, repo: SourceRepo, commit: str, inputs: dict[str, Path]) -> tuple[bool, str, Path]:
        staged = self.cache.staging()
        r = self.recipe
        client = self.client
        name = f"reprobot-build-{r.name}-{commit[:12]}-{uuid.uuid4().hex[:6]}"
        try:
            try:
                client.volumes.get(r.ccache_volume)
            except docker.errors.NotFound:
                client.volumes.create(r.ccache_volume)
            kwargs = r.create_kwargs(name)
            kwargs["labels"] = {**kwargs["labels"], OWNER_LABEL: _owner()}
            container = client.containers.create(**kwargs)
        except docker.errors.DockerException as e:
            raise BuildInfraError(f"cannot create build container from {r.image}: {e}") from e
        try:
            stream, proc = repo.archive(commit, prefix="src/")
            try:
                if not container.put_archive("/", stream):
                    raise BuildInfraError("put_archive of the sources failed")
            finally:
                stream.close()
                proc.wait()
            for path in r.inputs:
                if path not in inputs:
                    raise BuildInfraError(f"recipe {r.name} needs input {path}")
                with tar_dir(inputs[path], path.lstrip("/")) as buf:
                    container.put_archive("/", buf)
            container.start()
            try:
                status = container.wait(timeout=r.timeout_s)
                code = int(status.get("StatusCode", -1))
                timed_out = False
            except (requests.exceptions.ReadTimeout, requests.exceptions.ConnectionError):
                container.kill()
                code, timed_out = -1, True
            log = container.logs(stdout=True, stderr=True).decode("utf-8", "replace")
            if timed_out:
                log += f"\n[reprobot] build timed out after {r.timeout_s:.0f}s\n"
            if code != 0:
                log += f"\n[reprobot] build exited with {code}\n"
                return False, log, staged
            bits, _stat = container.get_archive(r.outputs.rstrip("/") + "/.")
            self._extract(bits, staged / "out")
            return True, log, staged
        except docker.errors.DockerException as e:
            raise BuildInfraError(f"build of {commit} failed in docker: {e}") from e
        finally:
            try:
                container.remove(force=True)
            except docker.errors.DockerException:
                pass

    @staticmethod
    def _extract(bits: Any, dest: Path) -> None:
        """Extract a get_archive stream of ``<outputs>/.`` into dest (no paths outside it)."""
        with tempfile.TemporaryFile() as f:
            for chunk in bits:
                f.write(chunk)
            f.seek(0)
            dest.mkdir(parents=True, exist_ok=True)
            with tarfile.open(fileobj=f, mode="r") as tf:
                members = []
                for m in tf.getmembers():
                    # get_archive("/out/.") names members "./x" or "out/x" depending on the engine
                    parts = Path(m.name).parts
                    if parts and parts[0] in (".", os.path.basename(dest.name), "out"):
                        parts = parts[1:]
                    if not parts:
                        continue
                    m.name = str(Path(*parts))
                    members.append(m)
                tf.extractall(dest, members=members, filter="data")


"""Commit-level bisection glue: git mirror + container builds + sandboxed runs -> engine.

`bisect_commits` is what the pipeline and ``reprobot bisect`` call. For each commit the
engine asks about, the trial

1. builds the commit with a `ContainerBuilder` (cached per repository, commit and recipe;
   a failed build is a Trial with ``built=False``: SKIP, log kept in the cache);
2. opens one sandbox session (`workers.sandbox`: DockerSandbox in production, any
   `Sandbox` works), copies the artifacts' files and the reproducer into its work
   directory, and runs the command ``runs`` times;
3. turns each run into a `RunSample` with the crash signature parsed by
   `reducers.signature.parse_llvm_crash` (its ``summary()`` is the signature text the
   flake rule compares).

Command syntax: ``--cmd "prog {reproducer}"`` — a shell-like argv (no shell runs it);
``{reproducer}`` becomes the reproducer's path in the sandbox (appended when absent); a
first word naming an artifact file (``llc``, ``prog``) runs that artifact.
"""
from __future__ import annotations

import os
import shlex
import time
from pathlib import Path
from typing import Any, Callable

from reducers.signature import parse_llvm_crash
from workers.bisect.engine import Bisector, RunSample, Trial
from workers.bisect.git import GitMirror
from workers.builds.docker import Builder
from workers.sandbox.base import Limits, Sandbox


def default_cache_dir() -> Path:
    """The settings' cache root (``cache.home``, ``REPROBOT_HOME``): mirrors, artifacts, checkpoints."""
    from workers.settings import get_settings

    return get_settings().cache.home


def run_samples_from(results: list[Any]) -> tuple[RunSample, ...]:
    """Classify `ProcessResult`s: a crash (signal, assertion, LLVM ERROR) with its signature
    summary; a timeout or a non-zero exit without a crash is an error run; else clean."""
    out = []
    for r in results:
        if r.timed_out:
            out.append(RunSample(False, error="timeout"))
            continue
        if r.stderr.startswith("[sandbox:"):  # the sandbox, not the program, failed
            out.append(RunSample(False, error=r.stderr.strip()[:200]))
            continue
        sig = parse_llvm_crash(r.stderr, r.exit_code)
        if sig is not None and sig.is_crash:
            out.append(RunSample(True, sig.summary()))
        elif r.exit_code != 0:
            out.append(RunSample(False, error=f"exit {r.exit_code}"))
        else:
            out.append(RunSample(False))
    return tuple(out)


def command_argv(cmd: str, reproducer_name: str, artifacts: set[str], workdir: str) -> list[str]:
    """argv for `cmd` (module docstring rules)."""
    argv = shlex.split(cmd)
    if not argv:
        raise ValueError("empty command")
    if any("{reproducer}" in a for a in argv):
        argv = [a.replace("{reproducer}", f"{workdir}/{reproducer_name}") for a in argv]
    else:
        argv.append(f"{workdir}/{reproducer_name}")
    if argv[0] in artifacts:
        argv[0] = f"{workdir}/{argv[0]}"
    return argv


class CommitTester:
    """The engine's trial callback: build with `builder`, run `cmd` `runs` times in `sandbox`.

    reproducer: path of the input file. limits: per-run limits for the sandbox session.
    """

    def __init__(self, mirror: GitMirror, builder: Builder, sandbox: Sandbox, reproducer: Path,
                 cmd: str, *, runs: int = 5, limits: Limits | None = None):
        self.mirror = mirror
        self.builder = builder
        self.sandbox = sandbox
        self.reproducer = Path(reproducer)
        self.cmd = cmd
        self.runs = runs
        self.limits = limits

    def __call__(self, commit: str) -> Trial:
        t0 = time.monotonic()
        b = self.builder.build(self.mirror, commit)
        if not b.ok or b.artifacts is None:
            return Trial(commit, False, (), str(b.log), b.cached, time.monotonic() - t0)
        files = sorted(p for p in b.artifacts.rglob("*") if p.is_file())
        name = "reproducer" + self.reproducer.suffix
        results = []
        with self.sandbox.session(self.limits) as s:
            for f in files:
                s.put(f.name, f.read_bytes())
            execs = [f.name for f in files if os.access(f, os.X_OK)]
            if execs:
                s.run(["chmod", "+x", *execs])
            s.put(name, self.reproducer.read_bytes())
            argv = command_argv(self.cmd, name, {f.name for f in files}, s.workdir)
            for _ in range(self.runs):
                results.append(s.run(argv))
        return Trial(commit, True, run_samples_from(results), str(b.log), b.cached, time.monotonic() - t0)


def bisect_commits(repo: str, good: str, bad: str, reproducer_path: str | os.PathLike[str], cmd: str,
                   builder: Builder, k: int = 1, checkpoint: str | os.PathLike[str] | None = None,
                   *, sandbox: Sandbox | None = None, runs: int = 5, first_parent: bool = False,
                   mirror_root: str | os.PathLike[str] | None = None, fetch: bool = False,
                   reference: str | None = None, limits: Limits | None = None,
                   log: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Find the first bad commit in good..bad of `repo` (URL or local path).

    builder: builds a commit (its recipe decides what). k: builds/tests in flight at once.
    checkpoint: JSON file; an interrupted call with the same arguments resumes from it.
    sandbox: where reproducer runs happen (default: DockerSandbox). runs: runs per commit
    (flake rule: BAD needs 2 same-signature crashes, GOOD needs all runs clean).

    Returns ``BisectResult.to_json()`` plus ``repo``, ``good``, ``bad``, ``commits`` (range
    length), ``impossible`` (docs/tests-only commits), ``builds`` (container builds run by
    this call), ``cache_hits``. Raises ValueError for refs that do not form a range,
    BuildInfraError / SandboxError when the infrastructure fails (the checkpoint keeps the
    progress).
    """
    mirror = GitMirror(repo, mirror_root or default_cache_dir() / "mirrors").ensure()
    if fetch:
        mirror.fetch()
    commits = mirror.commits_between(good, bad, first_parent=first_parent)
    impossible = mirror.impossible_culprits(commits[1:-1]) if len(commits) > 2 else set()
    if sandbox is None:
        from workers.sandbox.docker import DockerSandbox

        sandbox = DockerSandbox()
    tester = CommitTester(mirror, builder, sandbox, Path(reproducer_path), cmd, runs=runs, limits=limits)
    builds0, hits0 = builder.builds, builder.hits
    engine = Bisector(commits, tester, k=k, impossible=impossible, reference=reference,
                      checkpoint=checkpoint, log=log)
    result = engine.run().to_json()
    result.update({
        "repo": repo, "good": commits[0], "bad": commits[-1], "commits": len(commits),
        "impossible": sorted(impossible), "builds": builder.builds - builds0,
        "cache_hits": builder.hits - hits0,
    })
    return result

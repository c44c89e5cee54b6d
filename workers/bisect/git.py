"""Git adapter for commit bisection (gitpython): bare mirrors, ranges, touched files.

One bare mirror per repository under a cache root (``<root>/<name>-<hash of url>.git``),
cloned with ``--mirror`` and refreshed with ``fetch --prune``; builds read sources from it
with ``git archive`` so no work tree is ever checked out.

`GitMirror.commits_between(good, bad)` is the ordered commit list the engine bisects:
``git rev-list --reverse --topo-order --ancestry-path good..bad`` (optionally
``--first-parent``), with `good` prepended, so index 0 is the good bound and the last entry
the bad bound. With merges, the ancestry path is linearized in topological order, which is
the usual approximation for commit bisection on a mostly linear history (llvm-project and
triton are rebase-only; use ``first_parent=True`` for merge-heavy histories).

`impossible_culprits` marks commits that touch only documentation or tests (default
patterns below; LLVM's ``llvm/test/``, ``clang/docs/`` …); such a commit cannot change
the compiler's behaviour, so the engine never names it the culprit.
"""
from __future__ import annotations

import fnmatch
import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Iterable, Sequence

import git

# Paths that cannot change what a compiler does. fnmatch patterns over repo-relative paths.
DOC_TEST_PATTERNS: tuple[str, ...] = (
    "*.md", "*.rst", "*.txt.in", "docs/*", "*/docs/*", "test/*", "*/test/*", "tests/*", "*/tests/*",
    "unittests/*", "*/unittests/*", ".github/*", "*/CODE_OWNERS.TXT", "CODEOWNERS", "*.gitignore",
    "*/ReleaseNotes*", "LICENSE*", "*/LICENSE*", ".ci/*", "*.yml", "*.yaml",
)


def _safe_name(url: str) -> str:
    base = re.sub(r"\.git$", "", url.rstrip("/").rsplit("/", 1)[-1]) or "repo"
    base = re.sub(r"[^A-Za-z0-9_.-]", "_", base)
    return f"{base}-{hashlib.sha256(url.encode()).hexdigest()[:10]}.git"


@dataclass(frozen=True)
class CommitInfo:
    sha: str
    summary: str
    parents: tuple[str, ...]
    files: tuple[str, ...]


class GitMirror:
    """A bare mirror of one repository.

    url: anything ``git clone`` accepts (URL or local path). root: directory holding the
    mirrors. The mirror is cloned on first use (`ensure`); `fetch` refreshes it. Raises
    git.GitCommandError on git failures (bad ref, unreachable remote).
    """

    def __init__(self, url: str | os.PathLike[str], root: str | os.PathLike[str]):
        url = str(url)
        if os.path.isdir(url):
            url = os.path.abspath(url)
        self.url = url
        self.path = Path(root) / _safe_name(url)
        self._repo: git.Repo | None = None

    @property
    def repo(self) -> git.Repo:
        if self._repo is None:
            self.ensure()
        assert self._repo is not None
        return self._repo

    def ensure(self) -> "GitMirror":
        """Clone the mirror when missing (does not fetch an existing one)."""
        if self._repo is None:
            if (self.path / "HEAD").exists():
                self._repo = git.Repo(self.path)
            else:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._repo = git.Repo.clone_from(self.url, self.path, mirror=True)
        return self

    def fetch(self) -> None:
        """Update every ref from the origin (``git fetch --prune --tags``)."""
        self.repo.git.fetch("--prune", "--tags", "origin", "+refs/*:refs/*")

    def resolve(self, ref: str) -> str:
        """Full commit sha for a ref, tag or sha prefix."""
        return self.repo.git.rev_parse("--verify", f"{ref}^{{commit}}")

    def commits_between(self, good: str, bad: str, *, first_parent: bool = False) -> list[str]:
        """[good, c1, …, bad] oldest first (see module docstring). Raises ValueError when
        `good` is not an ancestor of `bad`."""
        g, b = self.resolve(good), self.resolve(bad)
        if not self.repo.is_ancestor(g, b):
            raise ValueError(f"{good} is not an ancestor of {bad}")
        args = ["--reverse", "--topo-order", "--ancestry-path"]
        if first_parent:
            args.append("--first-parent")
        out = self.repo.git.rev_list(*args, f"{g}..{b}")
        return [g, *out.split()]

    def files_touched(self, commits: Sequence[str]) -> dict[str, tuple[str, ...]]:
        """Paths changed by each commit relative to its first parent (one ``git log`` call
        per 500 commits, so ranges of thousands stay cheap)."""
        result: dict[str, tuple[str, ...]] = {}
        wanted = list(commits)
        for start in range(0, len(wanted), 500):
            chunk = wanted[start:start + 500]
            out = self.repo.git.log("--no-walk=unsorted", "--first-parent", "-m",
                                    "--name-only", "--format=%x00%H", *chunk)
            for block in out.split("\x00")[1:]:
                lines = [ln for ln in block.splitlines() if ln.strip()]
                if lines:
                    result.setdefault(lines[0], tuple(lines[1:]))
        for c in wanted:
            result.setdefault(c, ())
        return result

    def impossible_culprits(self, commits: Sequence[str],
                            patterns: Iterable[str] = DOC_TEST_PATTERNS) -> set[str]:
        """Commits whose every touched path matches one of `patterns` (docs/tests only).
        Commits touching nothing (empty, merges without changes) count as impossible too."""
        pats = tuple(patterns)
        out = set()
        for c, files in self.files_touched(commits).items():
            if all(any(fnmatch.fnmatch(f, p) for p in pats) for f in files):
                out.add(c)
        return out

    def info(self, commit: str) -> CommitInfo:
        c = self.repo.commit(commit)
        files = self.files_touched([c.hexsha])[c.hexsha]
        return CommitInfo(c.hexsha, c.summary if isinstance(c.summary, str) else c.summary.decode(),
                          tuple(p.hexsha for p in c.parents), files)

    def read_file(self, commit: str, path: str) -> str | None:
        """Contents of `path` at `commit`, None when it does not exist there."""
        try:
            return self.repo.git.show(f"{commit}:{path}")
        except git.GitCommandError:
            return None

    def archive(self, commit: str, prefix: str = "") -> tuple[IO[bytes], "git.cmd.Git.AutoInterrupt"]:
        """A tar stream of the tree at `commit` (``git archive --format=tar [--prefix]``):
        returns (readable stream, process). Read the stream to the end, then ``proc.wait()``."""
        args = ["--format=tar"] + ([f"--prefix={prefix}"] if prefix else [])
        proc = self.repo.git.archive(*args, commit, as_process=True)
        return proc.stdout, proc

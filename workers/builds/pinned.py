"""Two-level builds for triton: triton at a commit, on top of an LLVM built at a commit.

* `PinnedLLVMBuilder` builds a triton commit against the llvm-project commit its
  ``cmake/llvm-hash.txt`` pins (bisection over triton commits);
* `TritonAtLLVMBuilder` builds one fixed triton commit against any llvm-project commit
  (bisection over llvm-project commits between two pins: `workers.bisect.descent`).

Both are two cached `ContainerBuilder` builds (the LLVM one keyed by the llvm commit, the
triton one by the triton commit plus the LLVM commit) and expose the same ``build(repo,
commit)`` / ``builds`` / ``hits`` / ``built`` surface as `ContainerBuilder`, so
`workers.bisect.commits.bisect_commits` takes them unchanged. A failure at either level
is a failed build (SKIP) with that level's log.
"""
from __future__ import annotations

from typing import Any

from workers.builds.docker import BuildOutcome, ContainerBuilder

LLVM_PIN_PATH = "cmake/llvm-hash.txt"


def read_pin(mirror: Any, commit: str, path: str = LLVM_PIN_PATH) -> str | None:
    """The llvm-project commit a triton commit pins (first token of the file), or None."""
    text = mirror.read_file(commit, path)
    if not text or not text.split():
        return None
    return text.split()[0]


class _TwoLevel:
    def __init__(self, top: ContainerBuilder, llvm: ContainerBuilder):
        self.top = top
        self.llvm = llvm

    @property
    def builds(self) -> int:
        return self.top.builds + self.llvm.builds

    @property
    def hits(self) -> int:
        # a trial counts as a hit when its top-level build was cached
        return self.top.hits

    @property
    def built(self) -> list[str]:
        return self.top.built

    def _failed(self, repo: Any, commit: str, why: str) -> BuildOutcome:
        key = self.top.key(repo.url, commit, "|failed:" + why)
        entry = self.top.cache.get(key)
        if entry is None:
            staged = self.top.cache.staging()
            entry = self.top.cache.put(key, staged, ok=False, log=why + "\n",
                                       meta={"repository": repo.url, "commit": commit, "reason": why})
        return BuildOutcome.from_entry(commit, entry, True, 0.0)


class PinnedLLVMBuilder(_TwoLevel):
    """Triton commit -> its pinned LLVM (built with `llvm`) -> triton (built with `top`).

    llvm_mirror: the llvm-project mirror the pins refer to."""

    def __init__(self, top: ContainerBuilder, llvm: ContainerBuilder, llvm_mirror: Any,
                 pin_path: str = LLVM_PIN_PATH):
        super().__init__(top, llvm)
        self.llvm_mirror = llvm_mirror
        self.pin_path = pin_path

    def build(self, repo: Any, commit: str) -> BuildOutcome:
        pin = read_pin(repo, commit, self.pin_path)
        if pin is None:
            return self._failed(repo, commit, f"no LLVM pin ({self.pin_path}) at {commit}")
        lo = self.llvm.build(self.llvm_mirror, self.llvm_mirror.resolve(pin))
        if not lo.ok or lo.artifacts is None:
            return BuildOutcome(commit, False, None, lo.log, lo.cached, lo.wall_s, lo.key)
        return self.top.build(repo, commit, inputs={"/llvm": lo.artifacts}, key_extra="|llvm:" + pin)


class TritonAtLLVMBuilder(_TwoLevel):
    """Fixed triton commit on top of LLVM at the commit being bisected.

    build(llvm_mirror, llvm_commit) builds LLVM there, then `triton_commit` of
    `triton_mirror` against it."""

    def __init__(self, top: ContainerBuilder, llvm: ContainerBuilder, triton_mirror: Any, triton_commit: str):
        super().__init__(top, llvm)
        self.triton_mirror = triton_mirror
        self.triton_commit = triton_commit

    def build(self, repo: Any, commit: str) -> BuildOutcome:
        lo = self.llvm.build(repo, commit)
        if not lo.ok or lo.artifacts is None:
            return BuildOutcome(commit, False, None, lo.log, lo.cached, lo.wall_s, lo.key)
        out = self.top.build(self.triton_mirror, self.triton_commit, inputs={"/llvm": lo.artifacts},
                             key_extra="|llvm:" + commit)
        return BuildOutcome(commit, out.ok, out.artifacts, out.log, out.cached, out.wall_s, out.key)

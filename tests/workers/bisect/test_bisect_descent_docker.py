"""Triton -> LLVM descent with real repositories and real container builds.

A stand-in "triton" repository pins commits of the C repository (tests/support/bisect_repo.py,
standing in for llvm-project) in cmake/llvm-hash.txt; its build copies the pinned build's
program, so a pin bump that crosses the C repository's bug makes the triton commit BAD."""
from __future__ import annotations

import git
import pytest

import bisect_repo
from bisect_repo import CRASH_AT

pytestmark = [pytest.mark.docker, pytest.mark.slow]


def _triton_repo(path, pins):
    repo = git.Repo.init(path, initial_branch="main")
    with repo.config_writer() as cw:
        cw.set_value("user", "name", "t")
        cw.set_value("user", "email", "t@reprobot.invalid")
    (path / "cmake").mkdir()
    shas = []
    for i, pin in enumerate(pins):
        (path / "cmake" / "llvm-hash.txt").write_text(pin + "\n")
        (path / "VERSION").write_text(f"{i}\n")
        repo.index.add(["cmake/llvm-hash.txt", "VERSION"])
        shas.append(repo.index.commit(f"triton {i}").hexsha)
    return shas


def test_triton_culprit_descends_into_llvm(c_repo, reproducer, sandbox, docker_client, tmp_path):
    from workers.bisect.commits import bisect_commits
    from workers.bisect.descent import descend, plan_descent
    from workers.bisect.git import GitMirror
    from workers.builds.cache import ArtifactCache
    from workers.builds.docker import ContainerBuilder
    from workers.builds.pinned import PinnedLLVMBuilder, TritonAtLLVMBuilder
    from workers.builds.recipes import BuildRecipe

    llvm_path, llvm = c_repo
    # triton 0..2 pin llvm[20] (good), 3 bumps to llvm[30] (past the bug), 4..5 keep it
    pins = [llvm[20]] * 3 + [llvm[30]] * 3
    tri_path = tmp_path / "triton"
    tri_path.mkdir()
    tri = _triton_repo(tri_path, pins)
    cache = ArtifactCache(tmp_path / "cache")
    llvm_builder = ContainerBuilder(bisect_repo.cc_recipe(), cache, client=docker_client)
    top_recipe = BuildRecipe(name="fake-triton", image=bisect_repo.CC_IMAGE, inputs=("/llvm",), timeout_s=60,
                             command=("/bin/sh", "-c", "mkdir -p /out && cp /llvm/prog /out/prog && cp VERSION /out/"))
    top = ContainerBuilder(top_recipe, cache, client=docker_client)
    mirrors = tmp_path / "mirrors"
    llvm_mirror = GitMirror(llvm_path, mirrors).ensure()
    tri_mirror = GitMirror(tri_path, mirrors).ensure()

    res = bisect_commits(str(tri_path), tri[0], tri[-1], reproducer, "prog {reproducer}",
                         PinnedLLVMBuilder(top, llvm_builder, llvm_mirror), k=2, sandbox=sandbox, runs=3,
                         mirror_root=mirrors)
    assert res["first_bad"] == tri[3] and res["validated"]
    assert plan_descent(tri_mirror, tri[2]) is None  # does not move the pin
    plan = plan_descent(tri_mirror, tri[3])
    assert plan is not None and (plan.llvm_good, plan.llvm_bad) == (llvm[20], llvm[30])

    down = descend(tri_mirror, res["first_bad"], str(llvm_path), reproducer, "prog {reproducer}",
                   lambda t: TritonAtLLVMBuilder(top, llvm_builder, tri_mirror, t), k=2,
                   checkpoint=tmp_path / "llvm.json", sandbox=sandbox, runs=3, mirror_root=mirrors)
    assert down is not None and down["plan"]["triton_culprit"] == tri[3]
    assert down["llvm"]["first_bad"] == llvm[CRASH_AT] and down["llvm"]["validated"]
    # the pins were built once at the triton level and reused by the descent
    assert down["llvm"]["cache_hits"] >= 2

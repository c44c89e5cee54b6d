"""Build provider: artifact cache (LRU, failures kept), recipes, container builds through the
docker SDK (the real llvm builder image and recipe on a tiny CMake project standing in for
llvm-project: no llvm-project source is reachable here)."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import git
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "support"))

import bisect_repo  # noqa: E402

from workers.builds.cache import ArtifactCache, cache_key  # noqa: E402
from workers.builds.recipes import BuildRecipe, llvm_recipe, triton_recipe  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]


def _stage(cache: ArtifactCache, size: int) -> Path:
    d = cache.staging()
    (d / "out").mkdir()
    (d / "out" / "blob").write_bytes(b"x" * size)
    return d


def test_cache_lru_eviction_and_failures(tmp_path):
    cache = ArtifactCache(tmp_path, max_bytes=250_000)
    keys = [cache_key("repo", f"c{i}", "cfg") for i in range(4)]
    assert len(set(keys)) == 4 and cache_key("repo", "c0", "cfg2") != keys[0]
    cache.put(keys[0], _stage(cache, 100_000), ok=True, log="ok0", meta={"commit": "c0"})
    time.sleep(0.01)
    cache.put(keys[1], _stage(cache, 100_000), ok=True, log="ok1", meta={"commit": "c1"})
    time.sleep(0.01)
    assert cache.get(keys[0]).ok  # touch c0: c1 is now least recently used
    time.sleep(0.01)
    e2 = cache.put(keys[2], _stage(cache, 100_000), ok=True, log="ok2", meta={"commit": "c2"})
    assert e2.artifacts.joinpath("blob").stat().st_size == 100_000
    assert cache.get(keys[1]) is None and cache.get(keys[0]) is not None  # LRU went
    assert cache.total_bytes() <= 250_000
    # a failed build keeps its log, drops artifacts, and stays cached (never rebuilt)
    bad = cache.put(keys[3], _stage(cache, 50_000), ok=False, log="error: boom", meta={"commit": "c3"})
    assert not bad.ok and not bad.artifacts.exists() and bad.log.read_text() == "error: boom"
    assert cache.get(keys[3]).meta["commit"] == "c3"
    # an entry bigger than the bound survives its own put
    big = cache.put(cache_key("repo", "huge", "cfg"), _stage(cache, 400_000), ok=True, log="", meta={})
    assert big.path.exists() and cache.get(keys[0]) is None
    # staging dirs of dead processes are reaped, ours are kept
    dead = cache.root / "tmp" / "build-999999999-x"
    dead.mkdir()
    mine = cache.staging()
    assert cache.reap_staging() == ["build-999999999-x"] and mine.exists()


def test_recipes_key_and_cli():
    a, b = llvm_recipe(), llvm_recipe(targets="X86")
    assert a.key() != b.key() and a.key() == llvm_recipe().key()
    assert llvm_recipe(assertions=False).name == "llvm-noassert"
    env = a.environment()
    assert env["LLVM_TARGETS_TO_BUILD"] == "AMDGPU;X86" and env["LLVM_ENABLE_ASSERTIONS"] == "ON"
    assert env["LLVM_TOOLS"] == "llc opt" and env["CCACHE_DIR"] == "/ccache"
    kw = a.create_kwargs("n")
    assert kw["network_disabled"] and kw["volumes"] == {"reprobot-ccache-llvm": {"bind": "/ccache", "mode": "rw"}}
    cli = a.docker_cli("/m/llvm.git", "abc123", "/dest")
    assert "git --git-dir=/m/llvm.git archive --format=tar --prefix=src/ abc123 | docker cp - " in cli
    assert "-e 'LLVM_TARGETS_TO_BUILD=AMDGPU;X86'" in cli and "--network none" in cli
    assert "reprobot/llvm-builder:latest reprobot-build-llvm" in cli
    t = triton_recipe()
    assert t.inputs == ("/llvm",) and "docker cp - " in t.docker_cli("/m/t.git", "def", "/d", {"/llvm": "/art"})


# --- docker ---------------------------------------------------------------------------------

FAKE_LLVM_CMAKE = """\
cmake_minimum_required(VERSION 3.20)
project(fake_llvm C)
# stands in for llvm-project/llvm: honours the cache variables the real build script sets
if(LLVM_CCACHE_BUILD)
  set(CMAKE_C_COMPILER_LAUNCHER ccache)
endif()
set(CMAKE_RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)  # as LLVM does
configure_file(config.h.in config.h)
include_directories(${CMAKE_CURRENT_BINARY_DIR})
add_executable(llc tool.c)
add_executable(opt tool.c)
add_executable(unneeded tool.c)
"""
FAKE_CONFIG = ('#define TARGETS "${LLVM_TARGETS_TO_BUILD}"\n#define ASSERTS "${LLVM_ENABLE_ASSERTIONS}"\n'
               '#define BUILD_TYPE "${CMAKE_BUILD_TYPE}"\n')
FAKE_TOOL = ('#include <stdio.h>\n#include "config.h"\nint main(void) {{ printf("v{v} %s %s %s\\n", TARGETS, '
             'ASSERTS, BUILD_TYPE); return 0; }}\n')


@pytest.fixture(scope="module")
def docker_client():
    host = os.environ.get("DOCKER_HOST", "unix:///var/run/docker.sock")
    if host.startswith("unix://") and not os.path.exists(host[len("unix://"):]):
        pytest.skip("no docker socket (/var/run/docker.sock or $DOCKER_HOST)")
    import docker

    return docker.from_env(timeout=300)


@pytest.mark.docker
@pytest.mark.slow
def test_llvm_builder_image_and_recipe(docker_client, tmp_path):
    """The real containers/llvm image and llvm_recipe: only the requested tools come back,
    targets/assertions reach cmake, the second commit compiles through ccache."""
    from workers.bisect.git import GitMirror
    from workers.builds.docker import ContainerBuilder

    r = subprocess.run([str(ROOT / "containers" / "build-images.sh"), "llvm"], capture_output=True, text=True,
                       timeout=900)
    assert r.returncode == 0, r.stdout + r.stderr
    src = tmp_path / "llvm-project"
    (src / "llvm").mkdir(parents=True)
    repo = git.Repo.init(src, initial_branch="main")
    (src / "llvm" / "CMakeLists.txt").write_text(FAKE_LLVM_CMAKE)
    (src / "llvm" / "config.h.in").write_text(FAKE_CONFIG)
    shas = []
    for v in (1, 2):
        (src / "llvm" / "tool.c").write_text(FAKE_TOOL.format(v=v))
        repo.index.add(["llvm"])
        shas.append(repo.index.commit(f"v{v}", author=git.Actor("t", "t@x"), committer=git.Actor("t", "t@x")).hexsha)
    mirror = GitMirror(src, tmp_path / "mirrors").ensure()
    builder = ContainerBuilder(llvm_recipe(("llc", "opt"), jobs=2), ArtifactCache(tmp_path / "cache"),
                               client=docker_client)
    out = [builder.build(mirror, c) for c in shas]
    assert all(o.ok for o in out), out[0].log.read_text()[-2000:]
    assert sorted(p.name for p in (out[0].artifacts / "bin").iterdir()) == ["llc", "opt"]
    run = subprocess.run([str(out[1].artifacts / "bin" / "llc")], capture_output=True, text=True)
    assert run.stdout.strip() == "v2 AMDGPU;X86 ON Release"
    again = builder.build(mirror, shas[0])
    assert again.cached and builder.builds == 2 and builder.hits == 1
    # a new artifact cache rebuilds, and the persistent ccache volume serves every compile
    fresh = ContainerBuilder(llvm_recipe(("llc", "opt"), jobs=2), ArtifactCache(tmp_path / "cache2"),
                             client=docker_client).build(mirror, shas[0])
    assert fresh.ok and not fresh.cached
    assert re.search(r"Hits:\s+2 /\s+2", fresh.log.read_text()), fresh.log.read_text()[-800:]


@pytest.mark.docker
@pytest.mark.slow
def test_concurrent_builds_are_bounded(docker_client, tmp_path):
    from workers.bisect.git import GitMirror
    from workers.builds.docker import ContainerBuilder

    bisect_repo.ensure_cc_image(docker_client)
    path = tmp_path / "repo"
    shas = bisect_repo.make_c_repo(path, n=4)
    mirror = GitMirror(path, tmp_path / "mirrors").ensure()
    recipe = BuildRecipe(name="sleepy", image=bisect_repo.CC_IMAGE, timeout_s=60, command=(
        "/bin/sh", "-c", "date +%s.%N > /tmp/t0; sleep 1; mkdir -p /out; cat /tmp/t0 > /out/t0; date +%s.%N > /out/t1"))
    builder = ContainerBuilder(recipe, ArtifactCache(tmp_path / "cache"), client=docker_client, max_concurrent=1)
    threads = [threading.Thread(target=builder.build, args=(mirror, c)) for c in shas[:3]]
    [t.start() for t in threads]
    [t.join() for t in threads]
    spans = []
    for c in shas[:3]:
        o = builder.build(mirror, c)
        assert o.cached and o.ok
        spans.append((float((o.artifacts / "t0").read_text()), float((o.artifacts / "t1").read_text())))
    spans.sort()
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:])), spans  # never two at once
    # a build that exceeds the recipe's wall limit is a failed (SKIP) build with a note in its log
    slow = BuildRecipe(name="too-slow", image=bisect_repo.CC_IMAGE, timeout_s=1,
                       command=("/bin/sh", "-c", "sleep 30"))
    o = ContainerBuilder(slow, ArtifactCache(tmp_path / "cache2"), client=docker_client).build(mirror, shas[3])
    assert not o.ok and "timed out" in o.log.read_text()

"""Commit bisection end to end: a real git repo, builds in real containers, runs in the
docker sandbox. See tests/support/bisect_repo.py for the repository's history."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import bisect_repo
from bisect_repo import BROKEN, CRASH_AT, DOCS, FLAKY_AT, N_COMMITS

pytestmark = [pytest.mark.docker, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[3]


def _builder(cache_dir, docker_client, max_concurrent=2):
    from workers.builds.cache import ArtifactCache
    from workers.builds.docker import ContainerBuilder

    return ContainerBuilder(bisect_repo.cc_recipe(), ArtifactCache(cache_dir), client=docker_client,
                            max_concurrent=max_concurrent)


@pytest.fixture(scope="module")
def shared_cache(tmp_path_factory):
    return tmp_path_factory.mktemp("artifact-cache")


@pytest.mark.parametrize("k", [1, 4])
def test_finds_culprit_in_containers(k, c_repo, reproducer, sandbox, docker_client, shared_cache, tmp_path):
    from workers.bisect.commits import bisect_commits

    path, shas = c_repo
    builder = _builder(shared_cache, docker_client)
    res = bisect_commits(str(path), shas[0], shas[-1], reproducer, "prog {reproducer}", builder, k=k,
                         checkpoint=tmp_path / "ck.json", sandbox=sandbox, runs=10,
                         mirror_root=tmp_path / "mirrors")
    assert res["status"] == "found", res["message"]
    assert res["first_bad"] == shas[CRASH_AT] and res["last_good"] == shas[CRASH_AT - 1]
    assert res["validated"] and res["confidence"] > 0.9
    assert res["reference_signature"].startswith("assertion: Assertion `total < ")
    assert res["commits"] == N_COMMITS
    assert set(res["impossible"]) == {shas[i] for i in DOCS}
    evs = res["evaluations"]
    verdicts = {e["commit"]: e["verdict"] for e in evs}
    # bounds checked first; the flaky bad bound still counts as BAD (>= 2 same-signature crashes)
    assert [e["phase"] for e in evs[:2]] == ["bounds", "bounds"]
    assert verdicts[shas[-1]] == "bad" and verdicts[shas[0]] == "good"
    bad_bound = next(e for e in evs if e["commit"] == shas[-1])
    assert 2 <= sum(r["crashed"] for r in bad_bound["runs"]) <= 10
    # every broken commit the engine probed is a SKIP with its build log kept
    for e in evs:
        if shas.index(e["commit"]) in BROKEN:
            assert e["verdict"] == "skip" and not e["built"]
            assert "does not compile" in Path(e["log"]).read_text()
    assert any(shas.index(e["commit"]) in BROKEN for e in evs), "the probe order must hit a broken commit"
    # trials and builds agree with the cache: nothing was built twice
    assert res["builds"] + res["cache_hits"] == res["trials"]
    if k == 1:
        assert res["steps"] <= 7
    Path(tmp_path / "result.json").write_text(json.dumps(res))


def test_failed_build_is_skip_and_cached(c_repo, reproducer, sandbox, docker_client, tmp_path):
    from workers.bisect.commits import CommitTester
    from workers.bisect.engine import BisectVerdict, judge
    from workers.bisect.git import GitMirror

    path, shas = c_repo
    mirror = GitMirror(path, tmp_path / "mirrors").ensure()
    builder = _builder(tmp_path / "cache", docker_client)
    tester = CommitTester(mirror, builder, sandbox, reproducer, "prog {reproducer}", runs=3)
    t1 = tester(shas[BROKEN[0]])
    assert not t1.built and judge(t1, None).verdict is BisectVerdict.SKIP
    log = Path(t1.log).read_text()
    assert "does not compile" in log and "build exited with" in log
    t2 = tester(shas[BROKEN[0]])
    assert t2.build_cached and not t2.built and builder.builds == 1 and builder.hits == 1
    # a commit after the flaky change: several runs, some crash and (usually) some do not
    t3 = tester(shas[FLAKY_AT + 1])
    assert t3.built and len(t3.runs) == 3 and all(r.clean or r.crashed for r in t3.runs)


_CHILD = textwrap.dedent("""
    import sys, docker
    sys.path.insert(0, {support!r})
    import bisect_repo
    from workers.bisect.commits import bisect_commits
    from workers.builds.cache import ArtifactCache
    from workers.builds.docker import ContainerBuilder
    from workers.sandbox.base import Limits
    from workers.sandbox.docker import DockerSandbox
    class Tagged(DockerSandbox):  # lets the test remove the session container the kill orphans
        def container_config(self, limits, ro_mounts=()):
            cfg = super().container_config(limits, ro_mounts)
            cfg["labels"] = dict(cfg["labels"], **{{"reprobot.test": {tag!r}}})
            return cfg
    builder = ContainerBuilder(bisect_repo.cc_recipe(), ArtifactCache({cache!r}), max_concurrent=1)
    sandbox = Tagged(image=bisect_repo.CC_IMAGE, limits=Limits(wall_s=10, cpu_s=10, memory_mb=256,
                     pids=64, disk_mb=64))
    bisect_commits({repo!r}, {good!r}, {bad!r}, {repro!r}, "prog {{reproducer}}", builder, k=1,
                   checkpoint={ckpt!r}, sandbox=sandbox, runs=10, mirror_root={mirrors!r},
                   log=lambda m: print(m, flush=True))
""")


def test_killed_job_resumes_from_checkpoint(c_repo, reproducer, sandbox, docker_client, tmp_path):
    from workers.bisect.commits import bisect_commits
    from workers.builds.docker import reap_orphan_builds
    from workers.sandbox.listing import labelled_containers, remove_container

    path, shas = c_repo
    ckpt, cache, mirrors = tmp_path / "ck.json", tmp_path / "cache", tmp_path / "mirrors"
    tag = f"kill-{os.getpid()}-{time.time_ns()}"
    script = _CHILD.format(tag=tag, support=str(ROOT / "tests" / "support"), cache=str(cache), repo=str(path),
                           good=shas[0], bad=shas[-1], repro=str(reproducer), ckpt=str(ckpt),
                           mirrors=str(mirrors))
    proc = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    done_before: list[str] = []
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline:
            if ckpt.exists():
                state = json.loads(ckpt.read_text())
                if len(state["evaluations"]) >= 4:  # both bounds and two search steps
                    done_before = [e["commit"] for e in state["evaluations"]]
                    break
            assert proc.poll() is None, proc.stdout.read()
            time.sleep(0.05)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert len(done_before) >= 4, "the child never reached its fourth trial"
    state = json.loads(ckpt.read_text())
    assert state["result"] is None  # killed midway
    reap_orphan_builds(docker_client)  # the build the child was running, if any
    for c in labelled_containers(docker_client, f"reprobot.test={tag}"):
        remove_container(docker_client, c.id)  # and its sandbox session

    builder = _builder(cache, docker_client)
    res = bisect_commits(str(path), shas[0], shas[-1], reproducer, "prog {reproducer}", builder, k=1,
                         checkpoint=ckpt, sandbox=sandbox, runs=10, mirror_root=mirrors)
    assert res["first_bad"] == shas[CRASH_AT] and res["validated"]
    recorded = [e["commit"] for e in state["evaluations"]]
    assert [e["commit"] for e in res["evaluations"][:len(recorded)]] == recorded  # kept, not redone
    # nothing the killed job finished was built again; validation reuses cached builds
    assert not set(builder.built) & set(recorded)
    assert res["steps"] + 4 == res["trials"]  # 2 bounds + 2 validations, each search step once
    assert builder.hits >= 1

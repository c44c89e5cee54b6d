"""Benchmark: reprobot's commit bisection vs ``git bisect run`` on the same repository.

The repository is tests/support/bisect_repo.py's C program (45 commits; one introduces an
assertion crash, three do not build, three touch only docs, one makes the crash flaky).
Every method uses the same predicate: build the commit in a container (docker SDK, ccache
volume, artifact cache), run the reproducer RUNS times in the docker sandbox, judge with
the engine's flake rule (BAD: >= 2 runs with the bug's signature; GOOD: all runs clean;
else SKIP = exit 125 for git). Each method starts cold: its own artifact cache and its own
ccache volume.

    python bench/bisect_vs_git.py [--runs 10] [--repeat 1]

Columns: steps = predicate calls during the search (git bisect run's count); trials = all
commit evaluations (reprobot adds 2 bound checks and 2 validation runs); builds = container
builds; wall = seconds for the whole method. Writes bench/results/bisect_vs_git.{json,md}.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "support"))

import docker  # noqa: E402

import bisect_repo  # noqa: E402
from workers.bisect.commits import bisect_commits  # noqa: E402
from workers.builds.cache import ArtifactCache  # noqa: E402
from workers.builds.docker import ContainerBuilder  # noqa: E402
from workers.sandbox.base import Limits  # noqa: E402
from workers.sandbox.docker import DockerSandbox  # noqa: E402

LIMITS = Limits(wall_s=10, cpu_s=10, memory_mb=256, pids=64, disk_mb=64)

PREDICATE = textwrap.dedent('''
    """git bisect run predicate: exit 0 good, 1 bad, 125 skip (same trial and flake rule)."""
    import os, subprocess, sys
    sys.path.insert(0, {root!r}); sys.path.insert(0, {support!r})
    import bisect_repo
    from workers.bisect.commits import CommitTester
    from workers.bisect.engine import BisectVerdict, judge
    from workers.bisect.git import GitMirror
    from workers.builds.cache import ArtifactCache
    from workers.builds.docker import ContainerBuilder
    from workers.builds.recipes import BuildRecipe
    from workers.sandbox.base import Limits
    from workers.sandbox.docker import DockerSandbox
    commit = subprocess.check_output(["git", "rev-parse", "HEAD"], text=True).strip()
    recipe = BuildRecipe(name={recipe_name!r}, image=bisect_repo.CC_IMAGE, timeout_s=120,
                         command=bisect_repo.cc_recipe().command)
    builder = ContainerBuilder(recipe, ArtifactCache({cache!r}))
    sandbox = DockerSandbox(image=bisect_repo.CC_IMAGE, limits=Limits(wall_s=10, cpu_s=10, memory_mb=256,
                            pids=64, disk_mb=64))
    tester = CommitTester(GitMirror({repo!r}, {mirrors!r}).ensure(), builder, sandbox, {repro!r},
                          "prog {{reproducer}}", runs={runs})
    ev = judge(tester(commit), os.environ.get("REPROBOT_REFERENCE") or None)
    with open({count!r}, "a") as f:
        f.write(commit + " " + ev.verdict.value + "\\n")
    sys.exit({{BisectVerdict.GOOD: 0, BisectVerdict.BAD: 1, BisectVerdict.SKIP: 125}}[ev.verdict])
''')


def run_git_bisect(repo: Path, shas: list[str], work: Path, repro: Path, runs: int, reference: str) -> dict:
    clone = work / "clone"
    subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True)
    count = work / "calls.txt"
    count.write_text("")
    cache = work / "cache"
    pred = work / "predicate.py"
    pred.write_text(PREDICATE.format(root=str(ROOT), support=str(ROOT / "tests" / "support"),
                                     recipe_name=f"bench-git-{os.getpid()}", cache=str(cache), repo=str(repo),
                                     mirrors=str(work / "mirrors"), repro=str(repro), runs=runs, count=str(count)))
    env = dict(os.environ, REPROBOT_REFERENCE=reference)
    t0 = time.monotonic()
    subprocess.run(["git", "bisect", "start", shas[-1], shas[0]], cwd=clone, check=True, capture_output=True)
    r = subprocess.run(["git", "bisect", "run", sys.executable, str(pred)], cwd=clone, env=env,
                       capture_output=True, text=True)
    wall = time.monotonic() - t0
    culprit = None
    for line in r.stdout.splitlines():
        if line.endswith("is the first bad commit"):
            culprit = line.split()[0]
    calls = count.read_text().split("\n")
    calls = [c for c in calls if c]
    builds = len(list((cache / "entries").iterdir())) if (cache / "entries").exists() else 0
    return {"method": "git bisect run", "first_bad": culprit, "steps": len(calls), "trials": len(calls),
            "builds": builds, "wall_s": round(wall, 2), "skips": sum(c.endswith("skip") for c in calls),
            "ccache_volume": f"reprobot-ccache-bench-git-{os.getpid()}"}


def run_engine(repo: Path, shas: list[str], work: Path, repro: Path, runs: int, k: int, client) -> dict:
    from workers.builds.recipes import BuildRecipe

    name = f"bench-k{k}-{os.getpid()}"
    recipe = BuildRecipe(name=name, image=bisect_repo.CC_IMAGE, timeout_s=120, command=bisect_repo.cc_recipe().command)
    builder = ContainerBuilder(recipe, ArtifactCache(work / "cache"), client=client, max_concurrent=k)
    sandbox = DockerSandbox(image=bisect_repo.CC_IMAGE, client=client, limits=LIMITS)
    t0 = time.monotonic()
    res = bisect_commits(str(repo), shas[0], shas[-1], repro, "prog {reproducer}", builder, k=k,
                         checkpoint=work / "ck.json", sandbox=sandbox, runs=runs, mirror_root=work / "mirrors")
    wall = time.monotonic() - t0
    return {"method": f"reprobot k={k}", "first_bad": res["first_bad"], "steps": res["steps"],
            "trials": res["trials"], "builds": res["builds"], "wall_s": round(wall, 2),
            "skips": sum(e["verdict"] == "skip" for e in res["evaluations"]),
            "confidence": res["confidence"], "validated": res["validated"],
            "reference": res["reference_signature"], "ccache_volume": f"reprobot-ccache-{name}"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=10, help="reproducer runs per commit")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results")
    ap.add_argument("--workdir", type=Path, default=ROOT / "var" / "bench", help="scratch space (git-ignored)")
    args = ap.parse_args()
    client = docker.from_env(timeout=300)
    bisect_repo.ensure_cc_image(client)
    rows = []
    args.workdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bisect-bench-", dir=args.workdir) as tmp:
        tmp = Path(tmp)
        repo = tmp / "repo"
        shas = bisect_repo.make_c_repo(repo)
        repro = tmp / "input.txt"
        repro.write_text(bisect_repo.REPRODUCER)
        for rep in range(args.repeat):
            for k in (1, 2, 4):
                w = tmp / f"k{k}-{rep}"
                w.mkdir()
                rows.append(run_engine(repo, shas, w, repro, args.runs, k, client))
            reference = next(r["reference"] for r in rows if r.get("reference"))
            w = tmp / f"git-{rep}"
            w.mkdir()
            rows.append(run_git_bisect(repo, shas, w, repro, args.runs, reference))
            for r in rows[-4:]:
                r["correct"] = r["first_bad"] == shas[bisect_repo.CRASH_AT]
                r["repeat"] = rep
                try:
                    client.volumes.get(r.pop("ccache_volume")).remove(force=True)
                except docker.errors.DockerException:
                    pass
    header = ["method", "correct", "steps", "trials", "builds", "skips", "wall_s"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for r in rows:
        lines.append("| " + " | ".join(str(r.get(h, "")) for h in header) + " |")
    table = "\n".join(lines)
    print(table)
    args.out.mkdir(parents=True, exist_ok=True)
    meta = {"repo_commits": bisect_repo.N_COMMITS, "culprit_index": bisect_repo.CRASH_AT,
            "broken": bisect_repo.BROKEN, "docs_only": bisect_repo.DOCS, "flaky_from": bisect_repo.FLAKY_AT,
            "runs_per_commit": args.runs, "cpus": os.cpu_count(), "load_avg": os.getloadavg(),
            "date": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())}
    (args.out / "bisect_vs_git.json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1))
    (args.out / "bisect_vs_git.md").write_text(f"# bisect vs git bisect run\n\n{json.dumps(meta)}\n\n{table}\n")


if __name__ == "__main__":
    main()

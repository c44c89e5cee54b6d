"""``reprobot bisect``: commit-level bisection with builds in containers.

    reprobot bisect --repo URL_OR_PATH --good REF --bad REF --reproducer FILE --cmd "llc -mtriple=amdgcn {reproducer}"
                    [--k N] [--runs N] [--checkpoint FILE] [--dry-run] [--json FILE]
                    [--project llvm|triton|custom] [--tools "llc opt"] [--targets "AMDGPU;X86"] [--no-assertions]
                    [--image IMG --build-cmd "make && cp prog /out/"]   (custom)
                    [--llvm-repo URL_OR_PATH]                           (triton: its pins, and the descent)

``--dry-run`` prints the container build of the good and bad commits as docker CLI lines
(the same steps `workers.builds.docker.ContainerBuilder` makes through the SDK) and builds
nothing. Caches (mirrors, artifacts, ccache volumes) live under ``REPROBOT_HOME``.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional

import typer


def _recipe(project: str, tools: str, targets: str, assertions: bool, image: Optional[str],
            build_cmd: Optional[str], jobs: Optional[int]):
    from workers.builds import recipes

    if project == "llvm":
        return recipes.llvm_recipe(tuple(tools.split()), targets=targets, assertions=assertions, jobs=jobs,
                                   **({"image": image} if image else {}))
    if project == "triton":
        return recipes.triton_recipe(jobs=jobs, **({"image": image} if image else {}))
    if project == "custom":
        if not image or not build_cmd:
            raise typer.BadParameter("--project custom needs --image and --build-cmd (sources in /src, "
                                     "artifacts to /out)")
        return recipes.BuildRecipe(name="custom-" + recipes.hashlib.sha256(
            f"{image}\0{build_cmd}".encode()).hexdigest()[:8], image=image, command=("/bin/sh", "-c", build_cmd))
    raise typer.BadParameter(f"unknown project {project!r} (llvm | triton | custom)")


def _resolve(repo: str, ref: str, mirror_root: Path) -> tuple[str, str]:
    """(mirror path, commit) without touching the network when the mirror is missing."""
    import os

    from workers.bisect.git import GitMirror

    m = GitMirror(repo, mirror_root)
    if (m.path / "HEAD").exists() or os.path.isdir(repo):
        try:
            return str(m.ensure().path), m.resolve(ref)
        except Exception:  # noqa: BLE001 - dry run: show the ref as given
            pass
    return str(m.path), ref


def register(app: typer.Typer) -> None:
    """Add ``bisect`` to the reprobot CLI."""

    @app.command()
    def bisect(
        repo: str = typer.Option(..., "--repo", help="repository URL or local path"),
        good: str = typer.Option(..., "--good", help="a ref where the reproducer does not crash"),
        bad: str = typer.Option(..., "--bad", help="a ref where it crashes"),
        reproducer: Path = typer.Option(..., "--reproducer", help="input file of the reproducer"),
        cmd: str = typer.Option(..., "--cmd", help='command per run, e.g. "llc -mtriple=amdgcn {reproducer}"'),
        k: int = typer.Option(1, "--k", min=1, help="builds/tests in flight at once"),
        runs: int = typer.Option(5, "--runs", min=1, help="runs per commit (flake rule)"),
        checkpoint: Optional[Path] = typer.Option(None, "--checkpoint", help="JSON checkpoint; resumes if present"),
        dry_run: bool = typer.Option(False, "--dry-run", help="print the container build commands, build nothing"),
        project: str = typer.Option("llvm", "--project", help="llvm | triton | custom"),
        tools: str = typer.Option("llc opt", "--tools", help="llvm: ninja targets the reproducer needs"),
        targets: str = typer.Option("AMDGPU;X86", "--targets", help="llvm: LLVM_TARGETS_TO_BUILD"),
        assertions: bool = typer.Option(True, "--assertions/--no-assertions", help="llvm: LLVM_ENABLE_ASSERTIONS"),
        image: Optional[str] = typer.Option(None, "--image", help="builder image (custom; overrides the default)"),
        build_cmd: Optional[str] = typer.Option(None, "--build-cmd", help="custom: shell build, /src -> /out"),
        llvm_repo: Optional[str] = typer.Option(None, "--llvm-repo", help="triton: llvm-project URL or path"),
        jobs: Optional[int] = typer.Option(None, "--jobs", help="build parallelism inside the container"),
        max_builds: Optional[int] = typer.Option(None, "--max-builds", min=1,
                                                 help="concurrent container builds (default: --k)"),
        first_parent: bool = typer.Option(False, "--first-parent", help="follow first parents only"),
        sandbox_kind: Optional[str] = typer.Option(None, "--sandbox", help="docker | local (default: settings)"),
        json_out: Optional[Path] = typer.Option(None, "--json", help="write the result JSON here"),
    ) -> None:
        """Find the first bad commit between --good and --bad, building commits in containers."""
        from rich.console import Console

        from workers.settings import get_settings

        out = Console()
        settings = get_settings()
        home = Path(settings.cache.home)
        mirror_root = home / "mirrors"
        recipe = _recipe(project, tools, targets, assertions, image, build_cmd, jobs)
        if dry_run:
            for label, ref in (("good", good), ("bad", bad)):
                mirror, commit = _resolve(repo, ref, mirror_root)
                inputs = None
                if project == "triton":
                    inputs = {"/llvm": f"<LLVM install built at the llvm-hash.txt pin of {commit}>"}
                print(f"# build of the {label} commit {commit} ({recipe.name}, recipe {recipe.key()})")
                print(recipe.docker_cli(mirror, commit, str(home / "builds" / f"<{label}-artifacts>"), inputs))
            return
        if not reproducer.is_file():
            raise typer.BadParameter(f"{reproducer}: no such file")

        from workers.bisect.commits import bisect_commits
        from workers.bisect.git import GitMirror
        from workers.builds.cache import ArtifactCache
        from workers.builds.docker import ContainerBuilder

        from workers.builds.docker import reap_orphan_builds

        cache = ArtifactCache(home / "builds")
        cache.reap_staging()  # leftovers of a killed run
        max_builds = max_builds or k
        builder: Any = ContainerBuilder(recipe, cache, max_concurrent=max_builds)
        reap_orphan_builds(builder.client)
        llvm_builder = None
        if project == "triton":
            if not llvm_repo:
                raise typer.BadParameter("--project triton needs --llvm-repo (its pins are llvm-project commits)")
            from workers.builds.pinned import PinnedLLVMBuilder
            from workers.builds.recipes import triton_llvm_recipe

            llvm_builder = ContainerBuilder(triton_llvm_recipe(jobs=jobs), cache, max_concurrent=max_builds)
            builder = PinnedLLVMBuilder(builder, llvm_builder, GitMirror(llvm_repo, mirror_root).ensure())
        kind = sandbox_kind or settings.sandbox.kind
        if kind in ("docker", "auto"):
            from workers.pipeline.adapters import docker_sandbox

            sandbox: Any = docker_sandbox(settings)
        elif kind == "local":
            from workers.sandbox.local import LocalSandbox

            sandbox = LocalSandbox()
        else:
            raise typer.BadParameter(f"unknown sandbox {kind!r} (docker | local)")
        result = bisect_commits(repo, good, bad, reproducer, cmd, builder, k, checkpoint, sandbox=sandbox,
                                runs=runs, first_parent=first_parent, mirror_root=mirror_root,
                                log=lambda m: out.print(m, markup=False, highlight=False))
        if project == "triton" and result.get("first_bad") and llvm_repo and llvm_builder is not None:
            from workers.bisect.descent import descend
            from workers.builds.pinned import TritonAtLLVMBuilder

            tri = GitMirror(repo, mirror_root).ensure()
            top = builder.top
            down = descend(tri, result["first_bad"], llvm_repo, reproducer, cmd,
                           lambda t: TritonAtLLVMBuilder(top, llvm_builder, tri, t), k,
                           f"{checkpoint}.llvm.json" if checkpoint else None, sandbox=sandbox, runs=runs,
                           mirror_root=mirror_root, log=lambda m: out.print(m, markup=False, highlight=False))
            if down:
                result["descent"] = down
        _print(out, result)
        if json_out:
            json_out.write_text(json.dumps(result, indent=1))
        if result["status"] == "invalid-bounds":
            raise typer.Exit(2)


def _print(out: Any, result: dict[str, Any]) -> None:
    from rich.table import Table

    t = Table(title=f"bisect: {result['status']}")
    for col in ("phase", "commit", "verdict", "runs (crash/total)", "build", "why"):
        t.add_column(col)
    for e in result["evaluations"]:
        runs = e["runs"]
        t.add_row(e["phase"], e["commit"][:12], e["verdict"], f"{sum(r['crashed'] for r in runs)}/{len(runs)}",
                  "cached" if e["build_cached"] else ("built" if e["built"] else "failed"), e["reason"])
    out.print(t)
    out.print(f"first bad: {result['first_bad']}  last good: {result['last_good']}  "
              f"confidence: {result['confidence']:.3f}  steps: {result['steps']}  builds: {result['builds']}")
    if result.get("descent"):
        d = result["descent"]["llvm"]
        out.print(f"llvm-project (between the pins): first bad {d['first_bad']}  confidence {d['confidence']:.3f}")
    if result["message"]:
        out.print(result["message"])

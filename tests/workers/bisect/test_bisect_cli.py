"""``reprobot bisect``: registered on a bare typer app (as service.cli does), dry run and a real run."""
from __future__ import annotations

import json

import pytest
import typer
from typer.testing import CliRunner

import bisect_repo
from bisect_repo import CRASH_AT


@pytest.fixture()
def app(tmp_path, monkeypatch):
    from service.commands.bisect import register
    from workers.settings import get_settings

    monkeypatch.setenv("REPROBOT_HOME", str(tmp_path / "home"))
    get_settings.cache_clear()
    a = typer.Typer()
    register(a)

    @a.command()
    def other() -> None:  # a second command keeps typer in multi-command mode
        pass

    yield a
    get_settings.cache_clear()


def test_dry_run_prints_the_production_recipe(app, c_repo, tmp_path):
    from workers.bisect.git import GitMirror
    from workers.builds.recipes import llvm_recipe

    path, shas = c_repo
    r = CliRunner().invoke(app, ["bisect", "--repo", str(path), "--good", shas[0], "--bad", "HEAD",
                                 "--reproducer", "x.ll", "--cmd", "llc -mtriple=amdgcn {reproducer}",
                                 "--tools", "llc", "--dry-run"])
    assert r.exit_code == 0, r.output
    mirror = GitMirror(path, tmp_path / "home" / "mirrors")
    expect = llvm_recipe(("llc",)).docker_cli(str(mirror.path), shas[-1],
                                              str(tmp_path / "home" / "builds" / "<bad-artifacts>"))
    assert expect in r.output  # HEAD resolved to the commit; exactly the recipe the builder runs
    assert "-e 'LLVM_TARGETS_TO_BUILD=AMDGPU;X86'" in r.output and "-e LLVM_ENABLE_ASSERTIONS=ON" in r.output
    assert not list((tmp_path / "home").glob("builds/entries/*"))  # nothing was built


@pytest.mark.docker
@pytest.mark.slow
def test_bisect_command_finds_culprit(app, c_repo, reproducer, cc_image, tmp_path):
    path, shas = c_repo
    out = tmp_path / "result.json"
    args = ["bisect", "--repo", str(path), "--good", shas[CRASH_AT - 4], "--bad", shas[CRASH_AT + 3],
            "--reproducer", str(reproducer), "--cmd", "prog {reproducer}", "--k", "2", "--runs", "3",
            "--project", "custom", "--image", cc_image, "--build-cmd", "make && mkdir -p /out && cp prog /out/",
            "--sandbox", "local", "--checkpoint", str(tmp_path / "ck.json"), "--json", str(out)]
    r = CliRunner().invoke(app, args)
    assert r.exit_code == 0, r.output
    res = json.loads(out.read_text())
    assert res["first_bad"] == shas[CRASH_AT] and res["validated"]
    assert f"first bad: {shas[CRASH_AT]}" in r.output
    # same command again: the finished checkpoint answers without building or running anything
    r2 = CliRunner().invoke(app, args)
    assert r2.exit_code == 0 and json.loads(out.read_text())["builds"] == 0

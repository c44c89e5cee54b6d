"""The one settings object: one variable per setting, where each value came from, secrets masked."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from workers.settings import SECTIONS, Settings

ROOT = Path(__file__).resolve().parents[2]


def test_one_variable_per_setting_and_no_duplicate_names():
    rows = Settings().describe()
    envs = [r["env"] for r in rows]
    assert len(envs) == len(set(envs))
    assert all(e.startswith("REPROBOT_") for e in envs)
    assert sum(1 for r in rows if r["name"] == "home") == 1  # one cache root
    assert sum(1 for r in rows if r["name"] == "database_url") == 1
    assert all(r["description"] for r in rows)


def test_sources_overrides_and_masked_secrets(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text("REPROBOT_JOBS=3\n")
    monkeypatch.setenv("REPROBOT_TOOLCHAINS", "llvm-16, llvm-19")
    monkeypatch.setenv("REPROBOT_GITHUB_TOKEN", "ghp_secret_value")
    s = Settings(sandbox={"kind": "docker"})
    by = {(r["section"], r["name"]): r for r in s.describe()}
    assert s.pipeline.toolchains == ["llvm-16", "llvm-19"] and by["pipeline", "toolchains"]["source"] == "env"
    assert s.pipeline.jobs == 3 and by["pipeline", "jobs"]["source"] == ".env"
    assert by["sandbox", "kind"]["source"] == "set" and by["pipeline", "reduce"]["source"] == "default"
    assert by["github", "token"]["value"] == "**********" and "ghp_secret_value" not in repr(s)
    # a section given as a dict is still completed from the environment
    assert Settings(pipeline={"reduce": False}).pipeline.toolchains == ["llvm-16", "llvm-19"]
    o = s.override(pipeline={"reduce_budget_s": "90"})
    assert o.pipeline.reduce_budget_s == 90.0 and s.pipeline.reduce_budget_s == 300.0
    with pytest.raises(Exception):
        s.override(pipeline={"jobs": "many"})
    with pytest.raises(KeyError):
        s.override(nonsense={"x": 1})
    env = o.to_env(secrets=False)
    assert "REPROBOT_GITHUB_TOKEN" not in env and env["REPROBOT_REDUCE_BUDGET_S"] == "90.0"
    assert o.to_env()["REPROBOT_GITHUB_TOKEN"] == "ghp_secret_value"


def test_no_module_reads_reprobot_variables_itself():
    """Only workers/settings.py turns REPROBOT_* variables into values."""
    pat = re.compile(r"(?:os\.environ(?:\.get)?\s*[\[(]|getenv\()\s*[\"']REPROBOT_")
    offenders = []
    for d in ("workers", "service", "reducers"):
        for p in (ROOT / d).rglob("*.py"):
            if p.name != "settings.py" and pat.search(p.read_text()):
                offenders.append(str(p.relative_to(ROOT)))
    assert offenders == []


def test_reprobot_config_prints_values_and_their_sources(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("REPROBOT_")}
    env.update(REPROBOT_REDUCE_BUDGET_S="42", REPROBOT_GITHUB_TOKEN="ghp_do_not_print", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-m", "service.cli", "config", "--json"], capture_output=True, text=True,
                         env=env, cwd=tmp_path, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "ghp_do_not_print" not in out.stdout + out.stderr
    rows = {(r["section"], r["name"]): r for r in json.loads(out.stdout)}
    assert rows["pipeline", "reduce_budget_s"] == {**rows["pipeline", "reduce_budget_s"], "value": "42.0",
                                                   "source": "env", "env": "REPROBOT_REDUCE_BUDGET_S"}
    assert rows["github", "token"]["value"] == "**********"
    assert {s for s, _ in rows} == set(SECTIONS)
    table = subprocess.run([sys.executable, "-m", "service.cli", "config"], capture_output=True, text=True, env=env,
                           cwd=tmp_path, timeout=60)
    assert table.returncode == 0 and "REPROBOT_REDUCE_BUDGET_S" in table.stdout and "ghp_do" not in table.stdout

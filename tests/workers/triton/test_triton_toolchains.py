"""Toolchain rules and the LRU disk bound, on real directories."""
from __future__ import annotations

import os
import time

from workers.triton.toolchains import (TritonToolchains, configured_versions, needs_external_lld, numpy_pin,
                                       version_of, vtuple)


def test_numpy_pins_follow_release():
    assert numpy_pin("3.0.0") == "numpy<2" and numpy_pin("3.1.0") == "numpy<2" and numpy_pin("2.3.1") == "numpy<2"
    assert numpy_pin("3.2.0") == "numpy<2.4" and numpy_pin("3.6.0") == "numpy<2.4"
    assert numpy_pin("3.7.1") == "numpy"


def test_external_lld_only_for_amd_3_0_to_3_4():
    assert needs_external_lld("3.4.0", "hip") and needs_external_lld("3.0.0", "hip")
    assert not needs_external_lld("3.5.1", "hip") and not needs_external_lld("3.4.0", "cuda")
    tc = TritonToolchains()
    env = tc.run_env("3.3.1", "hip")
    assert env.get("TRITON_HIP_LLD_PATH", "/usr/lib/llvm-19/bin/ld.lld").endswith("ld.lld")
    assert tc.run_env("3.6.0", "hip") == {}


def test_versions_from_env_var(monkeypatch):
    from workers.settings import Settings
    from workers.triton.adapter import TritonProject

    monkeypatch.setenv("REPROBOT_TRITON_VERSIONS", "3.6.0, triton-3.2.0,3.4.0")
    assert TritonProject.from_settings(Settings()).versions == ["3.2.0", "3.4.0", "3.6.0"]
    assert configured_versions(["3.1.0"]) == ["3.1.0"]
    assert version_of("triton-3.4.0") == "3.4.0" and vtuple("3.10.0") > vtuple("3.9.0")


def _fake_env(tc: TritonToolchains, v: str, size: int, used: float) -> None:
    d = tc.env_dir(v)
    d.mkdir(parents=True)
    (d / "blob").write_bytes(b"\0" * size)
    (d / ".reprobot-ok").write_text(v)
    (d / ".reprobot-used").write_text(str(used))


def test_lru_eviction_removes_least_recently_used(tmp_path):
    tc = TritonToolchains(home=tmp_path, max_bytes=250_000)
    now = time.time()
    _fake_env(tc, "3.1.0", 100_000, now - 300)
    _fake_env(tc, "3.2.0", 100_000, now - 200)
    _fake_env(tc, "3.4.0", 100_000, now - 100)
    assert tc.installed() == ["3.1.0", "3.2.0", "3.4.0"]
    removed = tc.evict(keep={"3.1.0"})
    assert removed == ["3.2.0"]
    assert tc.installed() == ["3.1.0", "3.4.0"]
    assert not os.path.exists(tc.env_dir("3.2.0"))


def test_incomplete_env_is_not_installed(tmp_path):
    tc = TritonToolchains(home=tmp_path)
    tc.env_dir("3.4.0").mkdir(parents=True)
    assert tc.installed() == [] and not tc.is_installed("3.4.0")

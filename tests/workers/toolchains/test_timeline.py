"""One llvm-project timeline: Debian releases, llvmlite and the Triton snapshots, measured."""
from __future__ import annotations

from tests.workers.toolchains.conftest import NEW, OLD
from workers.llvm_project import LLVMProject
from workers.toolchains.llvm import discover
from workers.toolchains.timeline import ordered, position, rows
from workers.toolchains.triton_llvm import ID_PREFIX

T_OLD, T_NEW = ID_PREFIX + OLD, ID_PREFIX + NEW


def test_snapshots_sit_between_the_releases_they_came_between(snapshots):
    """20.0.0git (3.2.0) after release 19.1.7, 22.0.0git (3.6.0) before release 22.1.0
    (llvmlite): main's version is bumped when the release branch leaves it."""
    ids = [t.id for t in discover(only=["llvm-16", "llvm-19", "llvm-22", T_OLD, T_NEW], snapshots=True)]
    assert ids == ["llvm-16", "llvm-19", T_OLD, T_NEW, "llvm-22"]
    tcs = {t.id: t for t in discover(snapshots=True)}
    assert [t.id for t in ordered(list(reversed(tcs.values())))] == list(tcs)  # order does not depend on input order
    assert position(tcs[T_OLD]) < position(tcs[T_NEW]) < position(tcs["llvm-22"])


def test_assertions_are_measured_per_row(snapshots):
    """The same probe (a void inline asm with an output) asserts in assertion builds and is
    a plain error in Debian's release builds."""
    by_id = {r["id"]: r for r in rows(discover(snapshots=True))}
    assert by_id["llvm-19"]["assertions"] is False and by_id["llvm-16"]["assertions"] is False
    assert by_id["llvm-22"]["assertions"] is True  # llvmlite 0.50
    assert by_id[T_OLD]["assertions"] is True and by_id[T_NEW]["assertions"] is True
    assert by_id["llvm-19"]["commit"].startswith("llvmorg-19.") and len(by_id[T_NEW]["commit"]) == 40
    assert {"AMDGPU", "NVPTX", "X86"} <= set(by_id["llvm-19"]["backends"])
    assert by_id["llvm-19"]["date"] and by_id[T_OLD]["date"]


def test_project_toolchains_carry_the_timeline(snapshots):
    proj = LLVMProject(toolchains=["llvm-19", T_OLD, T_NEW, "llvm-22"])
    infos = proj.toolchains()
    assert [t.id for t in infos] == ["llvm-19", T_OLD, T_NEW, "llvm-22"]
    snap = infos[2]
    assert snap.origin == "triton" and snap.assertions is True and "AMDGPU" in snap.backends
    assert snap.commit and snap.date and snap.to_json()["backends"]
    assert infos[0].origin == "debian" and infos[0].assertions is False

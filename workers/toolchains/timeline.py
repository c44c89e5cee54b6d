"""One llvm-project timeline for every LLVM toolchain: Debian releases, llvmlite's LLVM and
the LLVM snapshots inside Triton wheels, ordered by where they left llvm-project's main.

The rule (exact for main, approximate for release branches): main's version is bumped to
``N+1.0.0git`` right after ``release/N.x`` branches, so a snapshot ``N.0.0git`` lies after
the ``release/(N-1).x`` branch point and before ``release/N.x``'s; a release ``N.x.y`` is
placed at its branch point (its backports are not on main). Within one major, snapshots are
ordered by the date of their commit, then by Triton release (pins move forward with
releases). `position` is the sort key, `ordered` sorts, `rows` gives what the CLI and the
bench print.

Release facts (`with_release_facts`) are measured and cached in-process: the version and
registered targets from ``llc --version``, and assertions from the same probe the
snapshots use (`triton_llvm.ASSERTION_PROBE`): release builds print an error, assertion
builds the assertion.
"""
from __future__ import annotations

import dataclasses
import functools
import os
import re
import subprocess
import sys
import tempfile
from typing import TYPE_CHECKING, Any

from workers.toolchains.triton_llvm import ASSERTION_PROBE, FAMILIES, assertion_verdict, family_of, load_pins

if TYPE_CHECKING:
    from workers.toolchains.llvm import LLVMToolchain


def _version_of(tc: "LLVMToolchain") -> tuple[int, bool]:
    """(major, on main) from the toolchain's label (``22.0.0git``) or version."""
    label = tc.label or ".".join(map(str, tc.version))
    m = re.match(r"(\d+)", label)
    major = int(m.group(1)) if m else (tc.version[0] if tc.version else 0)
    return major, label.endswith("git")


def position(tc: "LLVMToolchain") -> tuple:
    """Sort key on llvm-project history: (major, 0 for main snapshots / 1 for releases,
    date, triton release)."""
    major, on_main = _version_of(tc)
    rel = tuple(int(x) for x in re.findall(r"\d+", tc.id.split("triton-", 1)[1])) if "triton-" in tc.id else ()
    return major, 0 if on_main else 1, tc.date.split("…")[0] if on_main else "", rel


def ordered(tcs: list["LLVMToolchain"]) -> list["LLVMToolchain"]:
    """`tcs` oldest first on llvm-project history (see the module docstring)."""
    return sorted(tcs, key=position)


def branch_month(major: int) -> str:
    """``YYYY-MM`` when ``release/<major>.x`` branched (the pin table's schedule), or ""."""
    return load_pins()["llvm_branches"].get(str(major), "")


def with_release_facts(tc: "LLVMToolchain") -> "LLVMToolchain":
    """`tc` (a Debian release or llvmlite) with label, commit (its tag), date (branch
    month), assertions and backends measured (see the module docstring)."""
    if tc.is_snapshot:
        return tc
    facts = _llvmlite_facts(tc.python) if tc.is_llvmlite else _release_facts(tc.bindir or "")
    label = facts.get("label") or tc.label or ".".join(map(str, tc.version))
    major = int(re.match(r"\d+", label).group(0)) if re.match(r"\d+", label) else tc.version[0]
    return dataclasses.replace(tc, label=label, commit=tc.commit or f"llvmorg-{label}",
                               date=tc.date or branch_month(major), assertions=facts.get("assertions"),
                               backends=tuple(facts.get("backends") or ()))


def _probe_file() -> str:
    fd, path = tempfile.mkstemp(suffix=".ll")
    with os.fdopen(fd, "w") as f:
        f.write(ASSERTION_PROBE)
    return path


@functools.lru_cache(maxsize=None)
def _release_facts(bindir: str) -> dict[str, Any]:
    llc = os.path.join(bindir, "llc")
    try:
        out = subprocess.run([llc, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return {}
    m = re.search(r"LLVM version (\d+\.\d+\.\d+\w*)", out)
    backends = sorted({f for name in re.findall(r"^\s{4}(\S+)\s+- ", out, re.M) if (f := family_of(name))})
    path = _probe_file()
    try:
        p = subprocess.run([llc, "-mtriple=" + FAMILIES["X86"], "-o", "/dev/null", path], capture_output=True,
                           text=True, timeout=60)
        assertions, _ = assertion_verdict(p.returncode, p.stderr)
    finally:
        os.unlink(path)
    return {"label": m.group(1) if m else "", "assertions": assertions, "backends": backends}


@functools.lru_cache(maxsize=None)
def _llvmlite_facts(python: str) -> dict[str, Any]:
    from workers.toolchains.llvm import DRIVER

    path = _probe_file()
    try:
        p = subprocess.run([python, DRIVER, "llc", "-mtriple=" + FAMILIES["X86"], "-o", "/dev/null", path],
                           capture_output=True, text=True, timeout=120)
        assertions, _ = assertion_verdict(p.returncode, p.stderr)
        code = ("import llvmlite.binding as l\nl.initialize_all_targets()\n"
                f"for fam, t in {FAMILIES!r}.items():\n"
                "    try:\n        l.Target.from_triple(t); print(fam)\n    except RuntimeError:\n        pass\n")
        q = subprocess.run([python, "-c", code], capture_output=True, text=True, timeout=120)
        backends = sorted(q.stdout.split())
    finally:
        os.unlink(path)
    return {"assertions": assertions, "backends": backends}


def rows(tcs: list["LLVMToolchain"]) -> list[dict[str, Any]]:
    """One dict per toolchain, in timeline order: id, origin, llvm (version label), commit,
    repository, date, assertions, backends, same_as (an earlier id with the same commit)."""
    out, seen = [], {}
    for t in ordered(tcs):
        out.append({"id": t.id, "origin": t.origin, "llvm": t.label or ".".join(map(str, t.version)),
                    "commit": t.commit, "repository": t.repository, "date": t.date, "assertions": t.assertions,
                    "backends": list(t.backends), "same_as": seen.get(t.commit, "")})
        seen.setdefault(t.commit, t.id)
    return out


if __name__ == "__main__":  # pragma: no cover - a quick look: python -m workers.toolchains.timeline
    from workers.toolchains.llvm import discover

    for r in rows(discover(snapshots=True)):
        print(r, file=sys.stdout)

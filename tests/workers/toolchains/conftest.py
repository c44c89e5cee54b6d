"""The Triton wheels CI installs (scripts/setup.d/30-triton.sh), as LLVM snapshot toolchains.
A missing venv is installed here (cached under the reprobot home, like the Triton tests)."""
from __future__ import annotations

import pytest

from workers.toolchains.triton_llvm import ID_PREFIX, snapshot_toolchains
from workers.triton.toolchains import TritonToolchains

OLD, NEW = "3.2.0", "3.6.0"  # LLVM 20.0.0git (no embedded revision) and 22.0.0git (embedded)


@pytest.fixture(scope="session")
def snapshots() -> dict:
    tt = TritonToolchains()
    for v in (OLD, NEW):
        tt.ensure(v)
    tcs = {t.id: t for t in snapshot_toolchains(versions=[OLD, NEW])}
    assert set(tcs) == {ID_PREFIX + OLD, ID_PREFIX + NEW}, tcs
    return tcs

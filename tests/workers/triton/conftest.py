"""Triton release venvs for the worker tests (CI installs them in scripts/setup.d/30-triton.sh;
a missing one is installed here, cached under REPROBOT_HOME)."""
from __future__ import annotations

import pytest

from workers.triton.toolchains import TritonToolchains

# at most two releases in CI: 3.2.0 (a pass failure aborts the process) and 3.6.0 (caught,
# RuntimeError: PassManager::run failed)
OLD, NEW = "3.2.0", "3.6.0"


@pytest.fixture(scope="session")
def toolchains() -> TritonToolchains:
    return TritonToolchains()


@pytest.fixture(scope="session")
def py_old(toolchains) -> str:
    return str(toolchains.ensure(OLD))


@pytest.fixture(scope="session")
def py_new(toolchains) -> str:
    return str(toolchains.ensure(NEW))

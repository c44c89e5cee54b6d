"""Run a Python snippet in a child process under a hang bound, so that a parser that backtracks
on hostile input shows up as a failed test instead of a hung CI job."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def finishes(script: str, hang_s: float, what: str) -> str:
    """The snippet's stdout; fails the test when it runs past `hang_s` seconds (saying `what` did
    not finish) or exits non-zero (with its stderr's tail). Runs with the repository as cwd."""
    try:
        p = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=hang_s)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{what} did not finish within {hang_s:.0f} s")
    assert p.returncode == 0, p.stderr[-3000:]
    return p.stdout

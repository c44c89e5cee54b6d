"""Lithium interestingness module for bench/triton_reducers.py: runs the test script given as
the first condition argument on the testcase (the last argument); interesting when it exits 0."""
from __future__ import annotations

import subprocess
from typing import Sequence


def interesting(cli_args: Sequence[str], temp_prefix: str) -> bool:
    return subprocess.call(list(cli_args)) == 0


def init(args: Sequence[str]) -> None:  # Lithium calls it once before reducing
    pass

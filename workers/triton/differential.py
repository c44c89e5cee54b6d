"""Differential interestingness test for Triton miscompiles.

A candidate script is run twice from the same warm test process kind: compiled
(``TRITON_INTERPRET=0``) and under Triton's interpreter (``TRITON_INTERPRET=1``); both must
exit 0, and the numbers each prints must disagree beyond a tolerance, the way the report's
"GPU y=[2,4,4,4] vs interpreter [4,4,4,4]" does. A script that checks itself against a
torch/numpy reference can instead print a marker (`marker`) that only the compiled run prints.

On a machine with a GPU use target ``device`` (`WarmRunner(python, "device")`): the warm
server imports torch and triton without touching CUDA, and each forked test initializes CUDA
itself, so fork-per-test stays valid.
"""
from __future__ import annotations

import math
import re
from typing import Callable

from workers.triton.runner import WarmRunner

_NUM = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|nan|inf", re.I)


def numbers(text: str) -> list[float]:
    return [float(x) for x in _NUM.findall(text)]


def disagree(a: list[float], b: list[float], rtol: float = 1e-2, atol: float = 1e-3) -> bool:
    """True when the two printed number lists differ in length or in some value beyond
    rtol/atol (NaN against a number counts as a difference)."""
    if len(a) != len(b):
        return True
    for x, y in zip(a, b):
        if math.isnan(x) or math.isnan(y):
            if not (math.isnan(x) and math.isnan(y)):
                return True
            continue
        if abs(x - y) > atol + rtol * abs(y):
            return True
    return False


def differential_test(compiled: WarmRunner, interpreted: WarmRunner, marker: str | None = None,
                      min_numbers: int = 1) -> Callable[[str], bool]:
    """interesting(source): compiled and interpreted runs both succeed and their printed
    numbers disagree (or only the compiled run prints `marker`)."""

    def test(source: str) -> bool:
        a = compiled.run_source(source, env={"TRITON_INTERPRET": "0"})
        if a.process.exit_code != 0 or a.process.timed_out:
            return False
        b = interpreted.run_source(source, env={"TRITON_INTERPRET": "1"})
        if b.process.exit_code != 0 or b.process.timed_out:
            return False
        if marker is not None:
            return marker in a.process.stdout and marker not in b.process.stdout
        na, nb = numbers(a.process.stdout), numbers(b.process.stdout)
        return len(nb) >= min_numbers and disagree(na, nb)

    return test

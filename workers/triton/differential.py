"""Differential interestingness test for Triton miscompiles.

A candidate script is run twice from the same warm test process kind: compiled
(``TRITON_INTERPRET=0``) and under Triton's interpreter (``TRITON_INTERPRET=1``); both must
exit 0, and the numbers each prints must disagree beyond a tolerance, the way the report's
"GPU y=[2,4,4,4] vs interpreter [4,4,4,4]" does. A script that checks itself against a
torch/numpy reference can instead print a marker (`marker`) that only the compiled run prints.

Guards (``guard=True``, the default). The bare test is unsound under reduction, as the device
run on triton#6691 showed (bench/results/triton_miscompile_gpu.md): with ``torch.manual_seed``
removed, two processes print different random numbers and a kernel-free 7-line script "wins";
with a load's ``mask=``/``other=`` removed, out-of-bounds or undefined lanes make the two runs
differ for a reason that is not the bug. So a candidate must also
  1. still define a ``@...jit`` function and launch something ``name[grid](...)`` (AST, no run);
  2. not have more unmasked ``tl.load``/``tl.store`` calls, more masked loads without
     ``other``, nor more uninitialized tensors (``torch.empty*``), than the original script
     (AST; `ub_counts`): a reduction that drops a mask reads or writes out of bounds, and one
     that turns ``torch.zeros(8)`` into ``torch.empty(1)`` prints whatever memory held;
  3. print the same thing in a second interpreted run (no randomness the harness's seeding of
     random/numpy/torch misses, no memory the interpreter reads uninitialized); run only once
     1-2 and the differential test passed.
The harness seeds random, numpy and torch before each script (`harness.seed_rngs`), so compiled
and interpreted runs draw the same inputs even when a reduction drops the script's own seed.
The compiled output need not repeat: a miscompile may be a race. Out-of-bounds accesses that
come from shrunk sizes with masks intact are not caught (no sanitizer).

On a machine with a GPU use target ``device`` (`WarmRunner(python, "device")`): the warm
server imports torch and triton without touching CUDA, and each forked test initializes CUDA
itself, so fork-per-test stays valid.
"""
from __future__ import annotations

import ast
import math
import re
from typing import Callable

from reducers.triton.source import kernels
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


def launches_jit_kernel(source: str) -> bool:
    """The script defines a ``@triton.jit`` function (`reducers.triton.source.is_kernel`) and
    has a launch-shaped call ``name[grid](...)`` (the name may be bound to the kernel elsewhere)."""
    try:
        return _launches(ast.parse(source))
    except SyntaxError:
        return False


def _launches(tree: ast.AST) -> bool:
    return bool(kernels(tree)) and any(isinstance(c, ast.Call) and isinstance(c.func, ast.Subscript)
                                       and isinstance(c.func.value, ast.Name) for c in ast.walk(tree))


def ub_counts(source: str) -> tuple[int, int, int]:
    """(loads/stores without a mask, masked loads without ``other``, uninitialized tensors) of
    the script: ``X.load(ptr, mask, other)`` / ``X.store(ptr, value, mask)`` calls, positional
    or keyword (block-pointer accesses with ``boundary_check=`` count as masked), and calls of
    ``empty``/``empty_like``/``empty_strided``/``new_empty``. Raises SyntaxError."""
    return _ub(ast.parse(source))


def _ub(tree: ast.AST) -> tuple[int, int, int]:
    unmasked = no_other = empty = 0
    for c in ast.walk(tree):
        if not (isinstance(c, ast.Call) and isinstance(c.func, (ast.Attribute, ast.Name))):
            continue
        fname = c.func.attr if isinstance(c.func, ast.Attribute) else c.func.id
        if fname in ("empty", "empty_like", "empty_strided", "new_empty"):
            empty += 1
            continue
        if not (isinstance(c.func, ast.Attribute) and fname in ("load", "store")):
            continue
        kw = {k.arg for k in c.keywords}
        mask_pos = 1 if c.func.attr == "load" else 2
        masked = "mask" in kw or "boundary_check" in kw or len(c.args) > mask_pos
        if not masked:
            unmasked += 1
        elif c.func.attr == "load" and "other" not in kw and len(c.args) <= 2 and "boundary_check" not in kw:
            no_other += 1
    return unmasked, no_other, empty


def differential_test(compiled: WarmRunner, interpreted: WarmRunner, marker: str | None = None,
                      min_numbers: int = 1, original: str | None = None, guard: bool = True,
                      stats: dict[str, int] | None = None) -> Callable[[str], bool]:
    """interesting(source): compiled and interpreted runs both succeed and their printed
    numbers disagree (or only the compiled run prints `marker`), and, with `guard`, the guards
    of the module docstring hold (`original`: the script being reduced, for guard 2).
    stats (optional) counts the candidates each guard turned away: no_kernel, ub,
    interp_not_repeatable, accepted."""
    limit = None
    if guard and original is not None:
        try:
            limit = ub_counts(original)
        except SyntaxError:
            limit = None
    counts = stats if stats is not None else {}
    for k in ("no_kernel", "ub", "interp_not_repeatable", "accepted"):
        counts.setdefault(k, 0)

    def test(source: str) -> bool:
        if guard:
            try:
                tree = ast.parse(source)
            except SyntaxError:
                tree = None
            if tree is None or not _launches(tree):
                counts["no_kernel"] += 1
                return False
            if limit is not None:
                u = _ub(tree)
                if any(n > m for n, m in zip(u, limit)):
                    counts["ub"] += 1
                    return False
        a = compiled.run_source(source, env={"TRITON_INTERPRET": "0"})
        if a.process.exit_code != 0 or a.process.timed_out:
            return False
        b = interpreted.run_source(source, env={"TRITON_INTERPRET": "1"})
        if b.process.exit_code != 0 or b.process.timed_out:
            return False
        if marker is not None:
            ok = marker in a.process.stdout and marker not in b.process.stdout
        else:
            na, nb = numbers(a.process.stdout), numbers(b.process.stdout)
            ok = len(nb) >= min_numbers and disagree(na, nb)
        if not ok:
            return False
        if guard:
            c = interpreted.run_source(source, env={"TRITON_INTERPRET": "1"})
            if c.process.exit_code != 0 or c.process.stdout != b.process.stdout:
                counts["interp_not_repeatable"] += 1
                return False
        counts["accepted"] += 1
        return True

    return test

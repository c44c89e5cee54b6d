"""The registry of MLIR reduction passes: (name, function, description), in the order the
reducer runs them. Each function maps MLIR text to a `reducers.mlir.ir.Transform`; passes
never see the interestingness test. One file per pass (as `reducers.triton.passes` and
llvm-reduce's ``deltas/``)."""
from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Callable

from reducers.mlir.ir import Transform

from .remove_arguments import remove_arguments
from .remove_attributes import remove_attributes
from .remove_ops import remove_ops
from .remove_unused_definitions import remove_unused_definitions
from .replace_with_constants import replace_with_constants
from .strip_locations import strip_locations


@dataclass(frozen=True)
class ReductionPass:
    """strategy: "ddmin" for passes whose edits mostly succeed (removals), "linear" for
    rewrites that mostly fail one by one (`reducers.ddmin.greedy_linear`). first_round_only:
    a pass whose single edit never becomes possible later."""

    name: str
    function: Callable[[str], Transform]
    description: str
    strategy: str = "ddmin"
    first_round_only: bool = False


def _doc(fn: Callable) -> str:
    return " ".join((sys.modules[fn.__module__].__doc__ or "").split())


REGISTRY: tuple[ReductionPass, ...] = tuple(
    ReductionPass(name, fn, _doc(fn), strategy, first) for name, fn, strategy, first in (
        ("strip-locations", strip_locations, "ddmin", True),
        ("remove-ops", remove_ops, "ddmin", False),
        ("replace-with-constants", replace_with_constants, "ddmin", False),
        ("remove-arguments", remove_arguments, "ddmin", False),
        ("remove-attributes", remove_attributes, "ddmin", False),
        ("remove-unused-definitions", remove_unused_definitions, "ddmin", False),
    )
)


def get_pass(name: str) -> ReductionPass:
    for p in REGISTRY:
        if p.name == name:
            return p
    raise KeyError(name)

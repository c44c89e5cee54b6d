"""The registry of MLIR reduction passes: (name, function, description), in the order the
reducer runs them. Each function maps MLIR text to a `reducers.mlir.ir.Transform`; passes
never see the interestingness test. One file per pass (as `reducers.triton.passes` and
llvm-reduce's ``deltas/``)."""
from __future__ import annotations

from reducers.rounds import ReductionPass, pass_doc

from .remove_arguments import remove_arguments
from .remove_attributes import remove_attributes
from .remove_ops import remove_ops
from .remove_unused_definitions import remove_unused_definitions
from .replace_with_constants import replace_with_constants
from .strip_locations import strip_locations


REGISTRY: tuple[ReductionPass, ...] = tuple(
    ReductionPass(name, fn, pass_doc(fn), strategy, first) for name, fn, strategy, first in (
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

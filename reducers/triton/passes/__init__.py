"""The registry of Triton reduction passes: (name, function, description), in the order the
reducer runs them. Each function maps a source to a `reducers.triton.source.Transform`;
passes never see the interestingness test. One file per pass."""
from __future__ import annotations

from reducers.rounds import ReductionPass, pass_doc

from .inline_constants import inline_constants
from .inline_functions import inline_functions
from .inline_variables import inline_variables
from .remove_annotations import remove_annotations
from .remove_arguments import remove_arguments
from .remove_decorators import remove_decorators
from .remove_elements import remove_elements
from .remove_kernel_parameters import remove_kernel_parameters
from .remove_statements import remove_statements
from .remove_top_level import remove_top_level
from .shrink_integers import shrink_integers
from .shrink_tensors import shrink_tensors
from .simplify_expressions import simplify_expressions
from .unwrap_blocks import unwrap_blocks


REGISTRY: tuple[ReductionPass, ...] = tuple(
    ReductionPass(name, fn, pass_doc(fn), strategy, name == "remove-top-level") for name, fn, strategy in (
        ("remove-top-level", remove_top_level, "ddmin"),
        ("remove-statements", remove_statements, "ddmin"),
        ("unwrap-blocks", unwrap_blocks, "linear"),
        ("inline-functions", inline_functions, "linear"),
        ("inline-constants", inline_constants, "ddmin"),
        ("remove-decorators", remove_decorators, "ddmin"),
        ("inline-variables", inline_variables, "ddmin"),
        ("remove-kernel-parameters", remove_kernel_parameters, "linear"),
        ("remove-elements", remove_elements, "ddmin"),
        ("remove-arguments", remove_arguments, "ddmin"),
        ("remove-annotations", remove_annotations, "ddmin"),
        ("shrink-tensors", shrink_tensors, "ddmin"),
        ("simplify-expressions", simplify_expressions, "linear"),
        ("shrink-integers", shrink_integers, "linear"),
    )
)


def get_pass(name: str) -> ReductionPass:
    for p in REGISTRY:
        if p.name == name:
            return p
    raise KeyError(name)

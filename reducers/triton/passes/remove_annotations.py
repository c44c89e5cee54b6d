"""remove-annotations: drop type annotations: a parameter's (``BLOCK: tl.constexpr`` ->
``BLOCK``; Triton then passes it as a runtime argument, which the test may or may not accept),
a return annotation, and an annotated assignment's (``x: int = 1`` -> ``x = 1``)."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, edit_sites, parents, preorder, replace_in_parent


def _select(tree: ast.Module) -> list:
    par = parents(tree)
    sites = []
    for node in preorder(tree):
        if isinstance(node, ast.arg) and node.annotation is not None:
            sites.append(lambda node=node: setattr(node, "annotation", None))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns is not None:
            sites.append(lambda node=node: setattr(node, "returns", None))
        elif isinstance(node, ast.AnnAssign) and node.value is not None and isinstance(node.target, ast.Name):
            def plain(node=node):
                p = par.get(id(node))
                if p is not None:
                    replace_in_parent(p, node, ast.Assign(targets=[node.target], value=node.value, lineno=node.lineno))
            sites.append(plain)
    return sites


def remove_annotations(source: str) -> Transform:
    return edit_sites(source, _select)

"""Split a Triton reproducer into the kernel script and the harness reprobot added to run it.

A kernel reported without launch code is completed with an ahead-of-time compile
(``workers.triton.adapter.complete_with_aot``): a helper function, an import of
``GPUTarget`` and one call of the helper. The reducer rewrites the whole file through
``ast.unparse`` (comments go), so the harness is found by its statements, not by its
comment: the definition of the helper, module-level calls of it, and the ``GPUTarget``
import. What is left is what the reporter's kernel needs.
"""
from __future__ import annotations

import ast

HARNESS_FUNCTION = "_reprobot_compile"


def _is_harness(node: ast.stmt, name: str) -> bool:
    if isinstance(node, ast.FunctionDef) and node.name == name:
        return True
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name) \
            and node.value.func.id == name:
        return True
    if isinstance(node, ast.ImportFrom) and node.module == "triton.backends.compiler" \
            and [a.name for a in node.names] == ["GPUTarget"]:
        return True
    return False


def split_harness(source: str, name: str = HARNESS_FUNCTION) -> tuple[str, str]:
    """(kernel script, harness): the harness is the helper `name`, its module-level calls
    and the ``GPUTarget`` import, in source order; ('', …) parts are empty when absent.
    A source that does not parse, or has no call of `name`, is all kernel."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return source, ""
    calls = [n for n in tree.body if isinstance(n, ast.Expr) and _is_harness(n, name)]
    if not calls:
        return source, ""
    lines = source.splitlines()
    harness_lines: set[int] = set()
    for n in tree.body:
        if _is_harness(n, name):
            start = min([d.lineno for d in getattr(n, "decorator_list", [])] + [n.lineno])
            harness_lines.update(range(start - 1, n.end_lineno or n.lineno))
    kernel = [ln for i, ln in enumerate(lines) if i not in harness_lines]
    harness = [ln for i, ln in enumerate(lines) if i in harness_lines]
    # comments written just above the harness belong to it
    while kernel and (not kernel[-1].strip() or kernel[-1].lstrip().startswith("# --- reprobot")):
        line = kernel.pop()
        if line.strip():
            harness.insert(0, line)
    return _tidy(kernel), _tidy(harness)


def _tidy(lines: list[str]) -> str:
    out: list[str] = []
    for ln in lines:
        if not ln.strip() and (not out or not out[-1].strip()):
            continue
        out.append(ln.rstrip())
    while out and not out[-1].strip():
        out.pop()
    return "\n".join(out) + "\n" if out else ""

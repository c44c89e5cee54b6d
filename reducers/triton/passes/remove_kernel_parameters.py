"""remove-kernel-parameters: drop a parameter of a function (``@triton.jit`` kernels and
helpers, plain functions) together with the matching argument at every call and launch
(``k[grid](...)``), positional or keyword."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, edit_sites, iter_calls_to


def _drop(tree: ast.Module, fn: ast.FunctionDef, name: str) -> None:
    params = fn.args.args
    idx = next((i for i, a in enumerate(params) if a.arg == name), None)
    if idx is None:
        return
    n_defaults = len(fn.args.defaults)
    first_default = len(params) - n_defaults
    if idx >= first_default:
        del fn.args.defaults[idx - first_default]
    del params[idx]
    for call in iter_calls_to(tree, fn.name):
        if idx < len(call.args) and not any(isinstance(a, ast.Starred) for a in call.args[:idx + 1]):
            del call.args[idx]
        call.keywords = [k for k in call.keywords if k.arg != name]


def _select(tree: ast.Module) -> list:
    sites = []
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef) and not fn.args.vararg and not fn.args.kwarg:
            for a in fn.args.args:
                if a.arg in ("self", "cls"):
                    continue
                sites.append(lambda fn=fn, name=a.arg: _drop(tree, fn, name))
    return sites


def remove_kernel_parameters(source: str) -> Transform:
    return edit_sites(source, _select)

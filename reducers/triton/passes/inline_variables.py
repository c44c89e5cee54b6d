"""inline-variables: replace the single later use of a variable by the expression assigned to
it and drop the assignment (``x = tl.load(p)`` then ``tl.store(q, x)`` becomes
``tl.store(q, tl.load(p))``). A use counts up to the next statement of the same block that
binds the name again (``offs = tl.max_contiguous(offs, -1)`` uses the earlier ``offs``);
names used more than once there are left alone, since copying an expression grows the script.
The expression moves (it is not copied), so several inlinings of one chain compose."""
from __future__ import annotations

import ast

from reducers.triton.source import Transform, edit_sites, parents, replace_in_parent, statement_lists


def _loads(stmt: ast.stmt, name: str) -> list[ast.Name]:
    return [n for n in ast.walk(stmt) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id == name]


def _binds(stmt: ast.stmt, name: str) -> bool:
    for n in ast.walk(stmt):
        if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load) and n.id == name:
            return True
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.name == name:
            return True
        if isinstance(n, ast.alias) and (n.asname or n.name.split(".")[0]) == name:
            return True
    return False


def _select(tree: ast.Module) -> list:
    par = parents(tree)
    sites = []
    for _owner, _field, lst in statement_lists(tree):
        for i, st in enumerate(lst):
            if not (isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name)):
                continue
            name = st.targets[0].id
            uses: list[ast.Name] = []
            for later in lst[i + 1:]:
                uses += _loads(later, name)
                if _binds(later, name) or len(uses) > 1:
                    break
            if len(uses) != 1:
                continue

            def inline(st=st, lst=lst, use=uses[0]):
                p = par.get(id(use))
                if st in lst and p is not None and replace_in_parent(p, use, st.value):
                    lst.remove(st)
            sites.append(inline)
    return sites


def inline_variables(source: str) -> Transform:
    return edit_sites(source, _select)

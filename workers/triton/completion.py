"""Completing a Triton snippet whose launch uses names the snippet never defines.

Reporters paste the kernel and the launch line and leave out the set-up above it
(``matmul[(M // 128, N // 128)](out_d, a_d, b_d, K, BLOCK_M=128, …)`` with ``a``, ``b``,
``out``, ``M``, ``N``, ``K`` defined nowhere): run as given, the script stops at a NameError
before any kernel compiles, which says nothing about the compiler. `complete_free_names`
binds each such name, before the first statement that uses it, to the value its uses call
for, or gives up (None) when one name's use says nothing:

- a **tensor** when the name is used as one: ``TensorDescriptor.from_tensor(name, [b0, b1])``
  (rank = the block's length), ``name.shape`` / ``.stride()`` / ``.numel()`` / ``.dtype`` /
  ``.data_ptr()`` / ``.element_size()``, ``torch.*_like(name)``, or passed for a kernel
  parameter used as a pointer (`workers.triton.extract.infer_aot_spec`). Every dimension is
  `SIZE`; the dtype is the one the issue names (``bf16``/``bfloat16``, ``fp16``/``half``,
  ``fp32``; first named wins, else float32), float32 for a tensor the kernel stores a float32
  accumulator into as is (`_fp32_destinations`);
- an **int** (`SIZE`) when it is passed for a plain scalar parameter, used in the launch grid,
  or named like a dimension (``M``, ``N_CTX``, ``BLOCK_SIZE``, ``seq_len``).

The same reading of uses completes a call the script never makes: `entry_call` calls a
driver function that launches a kernel, has parameters without defaults and is never called
(the excerpt ends before ``triton_sum(X)``, triton#229), with a value per parameter — a
tensor, a size, the launch grid ``(1,)`` for a name used as ``kernel[grid]``, a dtype for a
name passed as ``dtype=`` or to ``.to()`` (`workers.triton.prose_calls` tries it last, as it
does a driver's defaults).

The completion is a guess of the set-up, so the extraction notes every name it bound and
its value; the snippet as given could only have stopped at the NameError.
"""
from __future__ import annotations

import ast
import re

from reducers.triton.source import MEMORY_OPS, call_name, is_kernel, parents, undefined_names

# the imports reporters leave out, by the name they bind (`workers.triton.extract` adds those a
# snippet uses; `complete_free_names` leaves these names to it)
IMPORTS = {"triton": "import triton", "tl": "import triton.language as tl", "torch": "import torch",
           "np": "import numpy as np", "math": "import math", "os": "import os",
           "TensorDescriptor": "from triton.tools.tensor_descriptor import TensorDescriptor",
           "GPUTarget": "from triton.backends.compiler import GPUTarget",
           "libdevice": "from triton.language.extra import libdevice",
           # reporters' own ceiling-division helper, left out with the set-up (ROCm/triton#595:
           # `grid = (ceildiv(X.shape[0], 1024),)`): triton.cdiv, in every release
           **{n: f"from triton import cdiv as {n}" if n != "cdiv" else "from triton import cdiv"
              for n in ("cdiv", "ceildiv", "ceil_div", "div_up", "divup")}}
SIZE = 256  # a multiple of every block size reports use (16 … 256), so grids are whole

_TENSOR_ATTRS = {"shape", "stride", "numel", "dtype", "data_ptr", "element_size", "size", "device", "T",
                 "contiguous", "view", "reshape", "to", "float", "half", "cuda"}
# a size by its name: ALLCAPS (M, N_CTX, BLOCK_SIZE) or a dimension word (seq_len, num_tokens, n)
_INT_NAME = re.compile(r"^[A-Z][A-Z0-9_]*$|(?i:(?:^|_)(?:size|len|length|dim|num|n|m|k|seq|batch|heads?|tokens?)"
                       r"(?:_|$))")
_DTYPES = [(re.compile(r"\bbf16\b|\bbfloat16\b", re.I), "torch.bfloat16"),
           (re.compile(r"\bfp16\b|\bfloat16\b|\bhalf\b", re.I), "torch.float16"),
           (re.compile(r"\bfp32\b|\bfloat32\b", re.I), "torch.float32")]


def _dtype(text: str) -> str:
    first = [(m.start(), dt) for rx, dt in _DTYPES for m in [rx.search(text)] if m]
    return min(first)[1] if first else "torch.float32"


def _launches(tree: ast.AST) -> list[ast.Call]:
    """``kernel[grid](…)`` calls."""
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Subscript)
            and isinstance(n.func.value, (ast.Name, ast.Attribute))]


def _kernel_params(tree: ast.AST, source: str, kernel: str) -> dict[str, str]:
    """{parameter: "ptr" | "scalar" | "constexpr"} of the kernel `kernel`, in order."""
    from workers.triton.extract import infer_aot_spec  # extract imports this module

    spec = infer_aot_spec(source, kernel)
    if spec is None or spec["kernel"] != kernel:
        return {}
    fn = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == kernel)
    out = {}
    for a in fn.args.args:
        t = spec["signature"].get(a.arg)
        out[a.arg] = "constexpr" if a.arg in spec["constexprs"] else ("ptr" if t and t.startswith("*") else "scalar")
    return out


def _uses(tree: ast.AST, source: str, free: set[str], scope: ast.AST | None = None) -> dict[str, dict]:
    """What each free name's uses in `scope` (default: the whole module) say: {"tensor": bool,
    "rank": int | None (from ``TensorDescriptor.from_tensor``'s block or ``b, h, w = x.shape``),
    "int": bool, "grid": bool (the launch grid itself), "dtype": bool (``dtype=name``,
    ``.to(name)``)}."""
    scope = scope or tree
    info = {n: {"tensor": False, "rank": None, "int": False, "grid": False, "dtype": False} for n in free}
    for n in ast.walk(scope):
        if isinstance(n, ast.keyword) and n.arg == "dtype" and isinstance(n.value, ast.Name) and n.value.id in free:
            info[n.value.id]["dtype"] = True
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "to" and n.args \
                and isinstance(n.args[0], ast.Name) and n.args[0].id in free:
            info[n.args[0].id]["dtype"] = True
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id in free \
                and n.attr in _TENSOR_ATTRS:
            info[n.value.id]["tensor"] = True
        # ``b, h, w = a.shape`` / ``a.size()``: a has exactly that many dimensions (triton#1419)
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], (ast.Tuple, ast.List)) \
                and not any(isinstance(e, ast.Starred) for e in n.targets[0].elts):
            v = n.value.func if isinstance(n.value, ast.Call) else n.value
            if isinstance(v, ast.Attribute) and v.attr in ("shape", "size") and isinstance(v.value, ast.Name) \
                    and v.value.id in free:
                info[v.value.id]["tensor"] = True
                info[v.value.id]["rank"] = len(n.targets[0].elts)
        if isinstance(n, ast.Call) and n.args and isinstance(n.args[0], ast.Name) and n.args[0].id in free:
            fname = call_name(n)
            if fname == "from_tensor" or fname.endswith("_like"):
                d = info[n.args[0].id]
                d["tensor"] = True
                if fname == "from_tensor" and len(n.args) > 1 and isinstance(n.args[1], (ast.List, ast.Tuple)):
                    d["rank"] = len(n.args[1].elts)
    for call in _launches(scope):
        sl = call.func.slice
        if isinstance(sl, ast.Name) and sl.id in free:
            info[sl.id]["grid"] = True
        else:
            for sub in ast.walk(sl):
                if isinstance(sub, ast.Name) and sub.id in free:
                    info[sub.id]["int"] = True
        kname = call.func.value.id if isinstance(call.func.value, ast.Name) else call.func.value.attr
        params = _kernel_params(tree, source, kname)
        names = list(params)
        pairs = list(zip(names, call.args)) + [(k.arg, k.value) for k in call.keywords if k.arg]
        for pname, arg in pairs:
            if isinstance(arg, ast.Name) and arg.id in free and pname in params:
                info[arg.id]["tensor" if params[pname] == "ptr" else "int"] = True
    for name, d in info.items():
        if not any(d[k] for k in ("tensor", "int", "grid", "dtype")) and _INT_NAME.search(name):
            d["int"] = True
    return info


def _value(d: dict, dtype: str) -> str | None:
    """Python source of a value for a name whose uses are `d`, or None when they say nothing."""
    if d["grid"]:
        return "(1,)"
    if d["tensor"]:
        shape = ", ".join([str(SIZE)] * (d["rank"] or 2))
        return f"torch.zeros(({shape},), dtype={dtype}, device='cuda')"
    if d["dtype"]:
        return dtype
    if d["int"]:
        return str(SIZE)
    return None


# pytest fixtures that Triton's own test suite (and tests copied from it) take
_FIXTURES = {"device": "'cuda'"}


def parametrize_values(fn: ast.FunctionDef) -> dict[str, str]:
    """{parameter: Python source of its value} from a pytest test's decorators: the first case
    of each ``@pytest.mark.parametrize("a, b", [(1, 2), …])`` (names as one string, a list or a
    tuple), plus the ``device`` fixture (``'cuda'``). The first case is the one pytest runs
    first, so a failing test is reproduced by it when every case fails."""
    out: dict[str, str] = {}
    for dec in fn.decorator_list:
        if not (isinstance(dec, ast.Call) and ast.unparse(dec.func).endswith("parametrize") and len(dec.args) >= 2):
            continue
        names_node, cases = dec.args[0], dec.args[1]
        if isinstance(names_node, ast.Constant) and isinstance(names_node.value, str):
            names = [x.strip() for x in names_node.value.split(",") if x.strip()]
        elif isinstance(names_node, (ast.List, ast.Tuple)):
            names = [x.value for x in names_node.elts if isinstance(x, ast.Constant)]
        else:
            continue
        if not isinstance(cases, (ast.List, ast.Tuple)) or not cases.elts:
            continue
        first = cases.elts[0]
        if isinstance(first, ast.Call) and ast.unparse(first.func).endswith("param") and first.args:
            first = first.args[0] if len(names) == 1 else ast.Tuple(elts=list(first.args))
        vals = first.elts if len(names) > 1 and isinstance(first, (ast.Tuple, ast.List)) else [first]
        for name, v in zip(names, vals):
            out.setdefault(name, ast.unparse(v))
    params = {x.arg for x in fn.args.args}
    for name, v in _FIXTURES.items():
        if name in params:
            out.setdefault(name, v)
    return out


def entry_call(source: str, fn: ast.FunctionDef, prose: str = "") -> str | None:
    """A call of the driver function `fn` (one the script defines, launches through and never
    calls, `workers.triton.prose_calls.entry_functions`) with a value for every parameter
    without a default, inferred from its uses in `fn` like a free name's (a tensor, an int, the
    launch grid ``(1,)``, a dtype); None when one parameter's uses say nothing. triton#229's
    script builds ``X`` and is cut before ``triton_sum(X)``: ``triton_sum(torch.zeros(…))``."""
    tree = ast.parse(source)
    a = fn.args
    need = [x.arg for x in a.args[:len(a.args) - len(a.defaults)]]
    need_kw = [x.arg for x, d in zip(a.kwonlyargs, a.kw_defaults) if d is None]
    if not need and not need_kw:
        return None
    given = parametrize_values(fn)
    info = _uses(tree, source, set(need) | set(need_kw), scope=fn)
    dtype = _dtype(prose + "\n" + source)
    values = {n: given.get(n) or _value(info[n], dtype) for n in need + need_kw}
    if any(v is None for v in values.values()):
        return None
    pos = ", ".join(values[n] for n in need)
    kw = ", ".join(f"{n}={values[n]}" for n in need_kw)
    return f"{fn.name}({', '.join(x for x in (pos, kw) if x)})"


def _bound_in(nodes: list[ast.stmt]) -> set[str]:
    """Names bound by these statements (not inside nested defs): assignments, loop/with/except
    targets, imports, defs, comprehension variables, parameters of lambdas."""
    out: set[str] = set()
    stack: list[ast.AST] = list(nodes)
    while stack:
        n = stack.pop()
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(n.name)
            continue
        if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
            out.add(n.id)
        elif isinstance(n, ast.alias):
            out.add((n.asname or n.name).split(".")[0])
        elif isinstance(n, ast.arg):
            out.add(n.arg)
        elif isinstance(n, ast.ExceptHandler) and n.name:
            out.add(n.name)
        elif isinstance(n, (ast.Global, ast.Nonlocal)):
            out.update(n.names)
        stack.extend(ast.iter_child_nodes(n))
    return out


def _loaded_in(nodes: list[ast.stmt]) -> list[ast.Name]:
    out: list[ast.Name] = []
    stack: list[ast.AST] = list(nodes)
    while stack:
        n = stack.pop()
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            stack.extend(n.decorator_list)
            continue
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load):
            out.append(n)
        stack.extend(ast.iter_child_nodes(n))
    return out


def free_names(tree: ast.Module) -> dict[str, int]:
    """{name: line of its first use} for names read at module level, or in a function that is
    not a kernel, that neither that function, the module nor Python's builtins bind (a
    scope-aware `reducers.triton.source.undefined_names`; kernels' globals are left alone)."""
    import builtins

    module_bound = _bound_in(tree.body) | set(dir(builtins))
    uses: dict[str, int] = {}
    for n in _loaded_in(tree.body):
        if n.id not in module_bound:
            uses[n.id] = min(uses.get(n.id, n.lineno), n.lineno)
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and not is_kernel(fn):
            local = _bound_in(fn.body) | {a.arg for a in ast.walk(fn.args) if isinstance(a, ast.arg)}
            for n in _loaded_in(fn.body):
                if n.id not in module_bound and n.id not in local:
                    uses[n.id] = min(uses.get(n.id, fn.lineno), fn.lineno)
    return uses


_FP32 = re.compile(r"^tl\.(?:zeros|full)$")


def _fp32_destinations(tree: ast.AST) -> set[str]:
    """Kernel parameters that receive a float32 accumulator as is: ``acc = tl.zeros(…,
    dtype=tl.float32)`` (or ``tl.full``) stored with ``tl.store(p + …, acc)`` or
    ``p_desc.store([…], acc)`` without a ``.to(…)``. Their tensors must be float32, or the
    store itself is a type error the report is not about."""
    out: set[str] = set()
    for fn in ast.walk(tree):
        if not (isinstance(fn, ast.FunctionDef) and is_kernel(fn)):
            continue
        params = {a.arg for a in fn.args.args}
        acc: set[str] = set()
        for n in ast.walk(fn):
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) \
                    and _FP32.match(ast.unparse(n.value.func)) \
                    and any(k.arg == "dtype" and ast.unparse(k.value).endswith("float32") for k in n.value.keywords):
                acc.update(t.id for t in n.targets if isinstance(t, ast.Name))
        for n in ast.walk(fn):
            if not (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "store"
                    and len(n.args) >= 2 and isinstance(n.args[1], ast.Name) and n.args[1].id in acc):
                continue
            dest = n.args[0] if ast.unparse(n.func.value) == "tl" else n.func.value
            root = next((x.id for x in ast.walk(dest) if isinstance(x, ast.Name) and x.id in params), None)
            if root:
                out.add(f"{fn.name}.{root}")
    return out


def _fp32_tensors(tree: ast.AST, source: str, free: set[str]) -> set[str]:
    """Free tensor names that reach a `_fp32_destinations` parameter, directly or through
    ``d = TensorDescriptor.from_tensor(name, …)``."""
    dests = _fp32_destinations(tree)
    via: dict[str, str] = {}  # descriptor variable -> the tensor it wraps
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) and n.value.args \
                and ast.unparse(n.value.func).endswith("from_tensor") and isinstance(n.value.args[0], ast.Name):
            via.update({t.id: n.value.args[0].id for t in n.targets if isinstance(t, ast.Name)})
    out: set[str] = set()
    for call in _launches(tree):
        kname = call.func.value.id if isinstance(call.func.value, ast.Name) else call.func.value.attr
        params = list(_kernel_params(tree, source, kname))
        pairs = list(zip(params, call.args)) + [(k.arg, k.value) for k in call.keywords if k.arg]
        for pname, arg in pairs:
            if f"{kname}.{pname}" in dests and isinstance(arg, ast.Name):
                name = via.get(arg.id, arg.id)
                if name in free:
                    out.add(name)
    return out


def complete_free_names(source: str, prose: str = "") -> tuple[str, list[str]] | None:
    """`source` with its free names bound (see the module docstring) and a note per name, or
    None when there is nothing to complete (no launch, no free name) or a free name's uses
    say neither tensor nor int (the snippet then stays as given)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    if not _launches(tree):
        return None
    if undefined_names(source) == set() and "import *" in source:
        return None  # a star import may bind anything
    first_use = {n: line for n, line in free_names(tree).items() if n not in IMPORTS}
    free = set(first_use)
    if not free:
        return None
    info = _uses(tree, source, free)
    if any(not (d["tensor"] or d["int"]) for d in info.values()):
        return None  # a grid or dtype alone is not completed at module level
    dtype = _dtype(prose + "\n" + source)
    fp32 = _fp32_tensors(tree, source, free)
    lines, notes = [], []
    for name in sorted(info, key=lambda n: (info[n]["tensor"], n)):  # ints first: shapes may use them
        d = info[name]
        if d["tensor"]:
            shape = ", ".join([str(SIZE)] * (d["rank"] or 2))
            dt = "torch.float32" if name in fp32 else dtype
            lines.append(f"{name} = torch.zeros(({shape},), dtype={dt}, device='cuda')")
            notes.append(f"{name}: tensor {dt.split('.')[1]} of shape ({shape})"
                         + (" (the kernel stores a float32 accumulator into it)" if name in fp32 else ""))
        else:
            lines.append(f"{name} = {SIZE}")
            notes.append(f"{name} = {SIZE}")
    line = min(first_use.values())
    stmt = next(s for s in tree.body if s.lineno <= line <= (s.end_lineno or s.lineno))
    at = min([stmt.lineno] + [d.lineno for d in getattr(stmt, "decorator_list", [])]) - 1
    src_lines = source.split("\n")
    head = [] if re.search(r"^import torch\b", source, re.M) or not any(d["tensor"] for d in info.values()) \
        else ["import torch"]
    out = "\n".join(head + src_lines[:at] + ["# completed by reprobot: names the snippet uses but never defines"]
                    + lines + src_lines[at:])
    return out, notes


_COMMAND_LINE = re.compile(r"\bpython[\d.]*\s+(?:-\S+\s+)*[\w./-]+\.py((?:[ \t]+[^\s`'\"|;&>]+)+)")
_GRID_NAME = re.compile(r"grid|blocks?$|ctas?$|programs?$", re.I)


def _argv_uses(tree: ast.AST) -> dict[int, tuple[str, str]]:
    """{index: (conversion, name)} for each ``sys.argv[i]`` read: the call it is converted with
    (``int``/``float``, "" for none) and the name it is assigned to ("" when none)."""
    up = parents(tree)
    out: dict[int, tuple[str, str]] = {}
    for n in ast.walk(tree):
        if not (isinstance(n, ast.Subscript) and ast.unparse(n.value) in ("sys.argv", "argv")
                and isinstance(n.slice, ast.Constant) and isinstance(n.slice.value, int) and n.slice.value > 0):
            continue
        conv, name, p = "", "", up.get(id(n))
        if isinstance(p, ast.Call) and isinstance(p.func, ast.Name) and p.func.id in ("int", "float"):
            conv = p.func.id
        while p is not None and not isinstance(p, ast.stmt):
            p = up.get(id(p))
        if isinstance(p, ast.Assign) and isinstance(p.targets[0], ast.Name):
            name = p.targets[0].id
        out[n.slice.value] = (conv, name)
    return out


def complete_argv(source: str, prose: str = "") -> tuple[str, list[str]] | None:
    """`source` with ``sys.argv`` set before it runs, and a note, for a script that reads its
    sizes from the command line (``N = int(sys.argv[1])``, triton#4484); None when it reads
    none or a value cannot be chosen.

    The values are the issue's own when it shows the command (``python repro.py 1024 1`` in
    prose); otherwise each converted read gets one by its use: 1 for a grid or block count
    (``grid = (int(sys.argv[2]),)``), `SIZE` for another int, 1.0 for a float. A read that
    is not converted (a mode string, a path) cannot be guessed: None."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    uses = _argv_uses(tree)
    if not uses:
        return None
    count = max(uses)
    m = _COMMAND_LINE.search(prose)
    given = m.group(1).split() if m else []
    if len(given) >= count:
        values, why = given[:count], f"the command the issue shows ({m.group(0).strip()!r})"
    else:
        values = []
        for i in range(1, count + 1):
            conv, name = uses.get(i, ("int", ""))
            if not conv:
                return None
            values.append("1.0" if conv == "float" else ("1" if _GRID_NAME.search(name) else str(SIZE)))
        why = "not given in the issue; chosen by use"
    assign = f"sys.argv[1:] = {values!r}"
    # after the module's imports (a ``from __future__`` import must stay first)
    at = max((s.end_lineno or s.lineno for s in tree.body if isinstance(s, (ast.Import, ast.ImportFrom))), default=0)
    lines = source.split("\n")
    out = "\n".join(lines[:at] + ["import sys", f"{assign}  # completed by reprobot: command-line values"]
                    + lines[at:])
    return out, [f"command-line values {values} ({why})"]


def stub_missing_helpers(source: str, prose: str = "") -> tuple[str, list[str]] | None:
    """`source` with a ``@triton.jit`` stub for each function a kernel calls that nothing in the
    text defines (triton#4737 calls ``simple_mod_hash_kernel(key, size)`` and never shows it):
    the stub takes as many parameters as the widest call passes and returns its first
    argument, so the caller's types hold and the compiler reaches the reporter's code rather
    than a NameError; a call without arguments gets ``return 0``. Each stub is listed, the
    guess it is. None when there is nothing to stub. `prose` is unused (the completion
    protocol of `workers.triton.extract`)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    free = undefined_names(source) - set(IMPORTS)
    if not free:
        return None
    arity: dict[str, int] = {}
    first_user: dict[str, int] = {}
    for k in (n for n in tree.body if is_kernel(n)):
        for c in ast.walk(k):
            if isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id in free:
                arity[c.func.id] = max(arity.get(c.func.id, 0), len(c.args) + len(c.keywords))
                # the kernel's first line: its first decorator's, which may span lines
                first_user.setdefault(c.func.id, min([k.lineno] + [d.lineno for d in k.decorator_list]))
    if not arity:
        return None
    lines = source.split("\n")
    stubs, notes = [], []
    for name, n in sorted(arity.items()):
        params = ", ".join(f"a{i}" for i in range(n))
        stubs += ["@triton.jit", f"def {name}({params}):", f"    return {'a0' if n else 0}", "", ""]
        notes.append(f"{name}() (called by the kernel, defined nowhere in the text): a stub returning "
                     f"{'its first argument' if n else '0'}")
    at = min(first_user.values()) - 1  # before the first kernel that calls one
    return "\n".join(lines[:at] + stubs + lines[at:]), notes


def _returns_value(fn: ast.FunctionDef) -> bool:
    return any(isinstance(n, ast.Return) and n.value is not None for n in ast.walk(fn))


def _addresses_memory(fn: ast.FunctionDef) -> bool:
    """Does a parameter of `fn`, or a local computed from one (``count_up = state``), start the
    address of a memory op (``tl.load(p + i)``, ``tl.atomic_add(p, 1)``)? Such a helper wants a
    pointer, not a block of values (shared 4883's ``gpu_barrier(state, total)``)."""
    names = {a.arg for a in fn.args.args}
    grew = True
    while grew:
        grew = False
        for n in ast.walk(fn):
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) \
                    and n.targets[0].id not in names \
                    and names & {m.id for m in ast.walk(n.value) if isinstance(m, ast.Name)}:
                names.add(n.targets[0].id)
                grew = True
    return any(isinstance(c, ast.Call) and call_name(c).split(".")[-1] in MEMORY_OPS and c.args
               and names & {n.id for n in ast.walk(c.args[0]) if isinstance(n, ast.Name)} for c in ast.walk(fn))


def wrap_helpers(source: str, prose: str = "") -> tuple[str, list[str]] | None:
    """A kernel and its launch around a ``@triton.jit`` helper, when the text holds only helpers
    (every jit function returns a value, so none is a kernel, and nothing launches): "it throws
    an error when used in a kernel" with only the reporter's device functions shown
    (triton#7135: ``round_triton_nvidia(x)`` returning ``libdevice.round(x)``). The helper is the
    one whose body names a word the prose quotes (``has no attribute 'round'``), else the first;
    the kernel loads a float32 block of `SIZE`, passes it for every parameter and stores the
    result. Top-level statements that read a name the text never binds (``if IS_HIP: …``, set
    elsewhere in the reporter's code) are commented out: the kernel calls the helper itself.
    None when a helper has constexpr or defaulted parameters (no value to guess) or there is a
    kernel or a launch already."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    jitted = [n for n in tree.body if is_kernel(n)]
    if not jitted or _launches(tree) or not all(_returns_value(f) for f in jitted):
        return None
    quoted = set(re.findall(r"'(\w{3,})'", prose))
    helper = next((f for f in jitted if any(re.search(rf"\b{re.escape(w)}\(", ast.unparse(f)) for w in quoted)),
                  jitted[0])
    params = helper.args.args
    if not params or helper.args.defaults or any(a.annotation is not None for a in params):
        return None
    if _addresses_memory(helper):
        return None
    free = undefined_names(source) - set(IMPORTS)
    lines = source.split("\n")
    notes = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Import, ast.ImportFrom)):
            continue
        unset = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)} & free
        if unset:
            for i in range(node.lineno - 1, node.end_lineno):
                lines[i] = "# " + lines[i]
            notes.append(f"a top-level statement reads {', '.join(sorted(unset))}, which the text never sets: "
                         f"commented out")
    args = ", ".join("x" for _ in params)
    lines += ["", "", "# --- reprobot: the text has only jit helpers; a kernel that applies one to a block ---",
              "@triton.jit", "def _reprobot_kernel(X, Y, BLOCK: tl.constexpr):",
              "    offs = tl.arange(0, BLOCK)", "    x = tl.load(X + offs)",
              f"    tl.store(Y + offs, {helper.name}({args}))", "",
              f"_x = torch.randn({SIZE}, device='cuda')", "_y = torch.empty_like(_x)",
              f"_reprobot_kernel[(1,)](_x, _y, BLOCK={SIZE})", ""]
    notes.insert(0, f"{helper.name}() called from a kernel on a float32 block of {SIZE}")
    return "\n".join(lines), notes


# calls through which a kernel has an effect the compiler must keep
_EFFECTS = (MEMORY_OPS - {"load"}) | frozenset({"device_print", "device_assert", "static_print", "static_assert",
                                                 "inline_asm_elementwise", "debug_barrier", "print",
                                                 "async_copy_global_to_local", "async_tma_copy_local_to_global"})


def _scalar_arith(value: ast.AST | None, name: str, loop_targets: set[str]) -> bool:
    """Is `value` plain scalar arithmetic: numbers, `name` itself and loop variables under
    ``+ - * // % …``? Only such a value is surely a scalar that ``tl.store(ptr, value)`` takes;
    a call, attribute or subscript may be a block, a pointer, a dtype or a constexpr."""
    if value is None:
        return False
    for n in ast.walk(value):
        if isinstance(n, ast.Name):
            if n.id != name and n.id not in loop_targets:
                return False
        elif isinstance(n, ast.Constant):
            if not isinstance(n.value, (int, float)) or isinstance(n.value, bool):
                return False
        elif not isinstance(n, (ast.BinOp, ast.UnaryOp, ast.operator, ast.unaryop, ast.Load)):
            return False
    return True


def _self_updates(fn: ast.FunctionDef) -> tuple[dict[str, list[ast.stmt]], set[str], set[str]]:
    """(name -> statements assigning it, names read anywhere but in their own update, loop targets)."""
    assigns: dict[str, list[ast.stmt]] = {}
    loop_targets: set[str] = set()
    own_reads: set[int] = set()  # ids of Name loads inside `x = f(x)` / `x += …` for that same x
    for n in ast.walk(fn):
        if isinstance(n, (ast.For, ast.comprehension)):
            loop_targets |= {t.id for t in ast.walk(n.target) if isinstance(t, ast.Name)}
        targets: list[ast.expr] = []
        if isinstance(n, ast.Assign):
            targets = n.targets
        elif isinstance(n, (ast.AugAssign, ast.AnnAssign)):
            targets = [n.target]
        for t in targets:
            if isinstance(t, ast.Name):
                assigns.setdefault(t.id, []).append(n)
                if n.value is not None:
                    own_reads |= {id(x) for x in ast.walk(n.value) if isinstance(x, ast.Name) and x.id == t.id}
    read = {x.id for x in ast.walk(fn) if isinstance(x, ast.Name) and isinstance(x.ctx, ast.Load)
            and id(x) not in own_reads}
    return assigns, read, loop_targets


def sink_dead_values(source: str, prose: str = "") -> tuple[str, list[str]] | None:
    """`source` with the values of a kernel that has no effect stored into a parameter it never
    reads (triton#11612: a ``kernel(out)`` whose loops compute ``acc`` and store nothing).

    A kernel without a store, atomic, print or assert computes nothing the compiler must keep:
    dead-code elimination empties it before the passes a report names run, so every release
    compiles it and says nothing about the bug. Reporters cut such stores out of snippets (or
    an excerpt cut them off). Each name assigned in the kernel, read only in its own updates
    (``acc = acc + j``) and built by plain scalar arithmetic of numbers and loop variables
    (`_scalar_arith`: a scalar pointer takes it as is; a block, pointer or dtype it would
    refuse) is stored at the end of the block that first assigns it, into the first parameter
    the kernel never reads: ``tl.store(out, acc)``. None when a kernel has an effect, no name is
    such a dead scalar, or no parameter is free. The added lines are marked; `prose` is unused."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    edits: list[tuple[int, str]] = []  # (line after which to insert, text)
    notes: list[str] = []
    for fn in (n for n in tree.body if is_kernel(n)):
        if any(isinstance(c, ast.Call) and call_name(c) in _EFFECTS for c in ast.walk(fn)):
            continue
        params = [a.arg for a in fn.args.args]
        loaded = {x.id for x in ast.walk(fn) if isinstance(x, ast.Name) and isinstance(x.ctx, ast.Load)}
        annotated = {a.arg for a in fn.args.args if a.annotation is not None}
        free = [p for p in params if p not in loaded and p not in annotated]
        if not free:
            continue
        assigns, read, loop_targets = _self_updates(fn)
        dead = [nm for nm, sts in assigns.items() if nm not in read and nm not in loop_targets
                and not nm.startswith("_") and nm not in params
                and all(_scalar_arith(st.value, nm, loop_targets) for st in sts)]
        if not dead:
            continue
        par = parents(fn)
        sink = free[0]
        for nm in sorted(dead, key=lambda d: assigns[d][0].lineno):
            first = assigns[nm][0]
            block_owner = par.get(id(first))
            body = next((getattr(block_owner, f) for f in ("body", "orelse") if first in getattr(block_owner, f, [])),
                        None)
            if body is None:
                continue
            last = body[-1]
            indent = " " * first.col_offset
            store = f"tl.store({sink}, {nm})"
            edits.append((last.end_lineno or last.lineno, f"{indent}{store}  # added by reprobot: keeps {nm} alive"))
            notes.append(f"{fn.name} stores nothing, so the compiler would drop its code: {nm} (computed, never "
                         f"used) is stored into the unused parameter {sink}")
    if not edits:
        return None
    lines = source.split("\n")
    for at, text in sorted(edits, key=lambda e: -e[0]):
        lines.insert(at, text)
    out = "\n".join(lines)
    try:
        ast.parse(out)
    except SyntaxError:
        return None
    return out, notes

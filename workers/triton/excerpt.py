"""A kernel rebuilt from an excerpt of its body: the code block starts after the kernel's
``@triton.jit def …(…):`` line (reporters paste "the relevant part"; thread excerpts cut the
top off, triton#9815).

`kernel_from_body` wraps such a block in a kernel of its own when nothing else in the issue
defines one. The block is dedented by its first line's indentation, up to the first line indented less
(the kernel's end, or host code an excerpt joins after a gap), and cut back to the longest
prefix that parses (an excerpt also ends mid-statement). Each
name the prefix uses but never binds becomes what its uses call for:

- a **shape** (``tl.constexpr`` parameter, 16) when it is an extent: ``tl.arange(0, NAME)``,
  an element of a shape given to ``tl.zeros``/``tl.full``/``tl.empty``/``reshape``/``view``/
  ``broadcast_to``, or a ``tl.static_range`` bound. 16 is the smallest block ``tl.dot`` takes,
  and every extent is the same so the shapes the excerpt combines agree;
- a **1-D block of offsets** (``NAME = tl.arange(0, 16)`` at the top of the body) when it is
  indexed with ``None`` or a slice (``offs_q[:, None]``): the lines that made it were cut off;
- a **block pointer** (``tl.make_block_ptr`` over a pointer parameter ``NAME_base``, 16 per
  dimension, rank from ``boundary_check``/``tl.advance``, else 2) when a memory operation takes
  it with ``boundary_check``/``padding_option`` or ``tl.advance`` moves it (triton#4204);
- a **block of pointers** (``NAME = NAME_base + tl.arange(0, 16)``, 16x16 when the excerpt
  reduces along ``axis=1``; ``NAME_base`` a pointer parameter) when it is a memory operation's
  whole address (``tl.load(XXX)``: a placeholder for an address computed above);
- a **pointer** parameter when it is the leftmost term of a memory operation's address or is
  named ``*ptr*`` (`workers.triton.extract.infer_aot_spec` types it);
- a **scalar** ``i32`` parameter otherwise (strides, lengths, loop bounds).

The result is a guess of the cut-off header, so the extraction notes every binding; a failure
it causes is the guess's, and the grade of such a run says so only through the notes.
"""
from __future__ import annotations

import ast
import re
import textwrap

from reducers.triton.source import MEMORY_OPS, call_name, leftmost_addend, trim_to_parse
from workers.triton.completion import IMPORTS

EXTENT = 16
KERNEL_NAME = "excerpt_kernel"
# kernel-language calls that say the block is a kernel's body, not host code
_KERNEL_CALLS = re.compile(r"\btl\.(?:load|store|dot|arange|program_id|zeros|full|atomic_\w+|make_block_ptr|"
                           r"make_tensor_descriptor|reduce|sum|max|min|argmax|argmin|cumsum|where|exp2?|sqrt)\s*\(")
_SHAPE_CALLS = {"zeros", "full", "empty", "reshape", "view", "broadcast_to", "zeros_like"}


def looks_like_body(code: str) -> bool:
    """The block uses the kernel language (two or more ``tl.load``/``tl.dot``/… calls) and
    defines no function of its own: a kernel body without its header."""
    return len(_KERNEL_CALLS.findall(code)) >= 2 and not re.search(r"^\s*(?:def|class)\s", code, re.M)


def _dedent_head(code: str) -> str:
    """`code` dedented by its first line's indentation, up to the first line indented less
    (the end of the kernel, or code the excerpt joined after a gap)."""
    lines = code.split("\n")
    first = next((ln for ln in lines if ln.strip() and not ln.lstrip().startswith("#")), "")
    ind = first[:len(first) - len(first.lstrip())]
    out = []
    for ln in lines:
        if ln.strip() and not ln.startswith(ind):
            break
        out.append(ln[len(ind):])
    return "\n".join(out)


def _read_before_bound(tree: ast.Module) -> set[str]:
    """Names the excerpt reads before any statement of it binds them (``p = tl.where(mask, p,
    0.0)`` reads the ``p`` made above the excerpt): a name is free when its first read is on a
    line before, or on the line of, its first binding statement, or it is never bound.
    Builtins are left out."""
    import builtins

    first_load: dict[str, int] = {}
    first_store: dict[str, int] = {}
    for stmt in ast.walk(tree):
        if not isinstance(stmt, ast.stmt):
            continue
        for n in ast.iter_child_nodes(stmt):
            for sub in ast.walk(n):
                if isinstance(sub, ast.Name):
                    d = first_load if isinstance(sub.ctx, ast.Load) else first_store
                    # a binding takes effect at its statement; a read counts where it stands
                    line = sub.lineno if d is first_load else stmt.lineno
                    d[sub.id] = min(d.get(sub.id, line), line)
        if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name):
            first_load[stmt.target.id] = min(first_load.get(stmt.target.id, stmt.lineno), stmt.lineno)
    return {n for n, line in first_load.items()
            if n not in dir(builtins) and (n not in first_store or line <= first_store[n])}


def _names(node: ast.AST) -> set[str]:
    return {s.id for s in ast.walk(node) if isinstance(s, ast.Name)}


def _roles(tree: ast.Module, free: set[str], ranks: dict[str, int]) -> dict[str, str]:
    """{free name: "block_ptrN" | "address" | "shape" | "offsets" | "pointer" | "scalar"}; see
    the module docstring. `ranks` receives the rank each block pointer's uses imply."""
    shape: set[str] = set()
    offsets: set[str] = set()
    pointer: set[str] = set()
    address: set[str] = set()
    block_ptr: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Call):
            name = call_name(n)
            if name in ("arange", "static_range"):
                shape |= set().union(*(_names(a) for a in n.args))
            elif name in _SHAPE_CALLS:
                for a in n.args[:1] + [k.value for k in n.keywords if k.arg == "shape"]:
                    if isinstance(a, (ast.Tuple, ast.List)):
                        shape |= set().union(*(_names(e) for e in a.elts)) if a.elts else set()
            elif name in MEMORY_OPS and n.args and isinstance(n.args[0], ast.Name) \
                    and any(k.arg in ("boundary_check", "padding_option") for k in n.keywords):
                block_ptr.add(n.args[0].id)  # only a block pointer takes these
                for k in n.keywords:
                    if k.arg == "boundary_check" and isinstance(k.value, (ast.Tuple, ast.List)):
                        ranks[n.args[0].id] = max(ranks.get(n.args[0].id, 1), max(
                            (e.value + 1 for e in k.value.elts if isinstance(e, ast.Constant)
                             and isinstance(e.value, int)), default=1))
            elif name == "advance" and n.args and isinstance(n.args[0], ast.Name):
                block_ptr.add(n.args[0].id)
                if len(n.args) > 1 and isinstance(n.args[1], (ast.Tuple, ast.List)):
                    ranks[n.args[0].id] = max(ranks.get(n.args[0].id, 1), len(n.args[1].elts))
            elif name in MEMORY_OPS and n.args and isinstance(n.args[0], ast.Name):
                address.add(n.args[0].id)  # the whole address: a block of pointers made above
            elif name in MEMORY_OPS and n.args:
                base = leftmost_addend(n.args[0])  # "p + a * b + offs": the pointer
                if isinstance(base, ast.Name):
                    pointer.add(base.id)
        if isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name):
            sl = n.slice.elts if isinstance(n.slice, ast.Tuple) else [n.slice]
            if any(isinstance(e, ast.Slice) or (isinstance(e, ast.Constant) and e.value is None) for e in sl):
                offsets.add(n.value.id)
    roles = {}
    for name in free:
        if name in block_ptr:
            roles[name] = f"block_ptr{ranks.get(name, 2)}"
        elif name in address and name not in pointer:
            roles[name] = "address"
        elif name in offsets and name not in pointer:
            roles[name] = "offsets"
        elif name in shape:
            roles[name] = "shape"
        elif name in pointer or "ptr" in name.lower():
            roles[name] = "pointer"
        else:
            roles[name] = "scalar"
    return roles


def kernel_from_body(code: str) -> tuple[str, list[str]] | None:
    """(kernel source, one description per binding) for a kernel-body excerpt, or None when
    `code` is not one (`looks_like_body`) or no prefix of it parses.

    The source is ``@triton.jit def excerpt_kernel(<pointers and scalars>, <shapes>:
    tl.constexpr = 16):`` followed by the offsets bindings and the parsing prefix; imports are
    left to the caller (`workers.triton.extract`), which adds those the source uses."""
    if not looks_like_body(code):
        return None
    body = trim_to_parse(_dedent_head(code))[0]
    if not body.strip() or not _KERNEL_CALLS.search(body):
        return None
    tree = ast.parse(body)
    order: dict[str, tuple[int, int]] = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Name):
            order[n.id] = min(order.get(n.id, (n.lineno, n.col_offset)), (n.lineno, n.col_offset))
    free = _read_before_bound(tree) - set(IMPORTS)
    ranks: dict[str, int] = {}
    roles = _roles(tree, free, ranks)
    names = sorted(free, key=lambda x: order.get(x, (0, 0)))
    addresses = [n for n in names if roles[n] == "address"]
    params = [f"{n}_base" for n in addresses] + [n for n in names if roles[n] in ("pointer", "scalar")]
    shapes = [n for n in names if roles[n] == "shape"]
    prologue = [f"{n} = tl.arange(0, {EXTENT})" for n in names if roles[n] == "offsets"]
    # a 2-D block when the excerpt reduces along axis 1 ("MASK = tl.load(XXX) # 2-D")
    two_d = bool(re.search(r"\baxis\s*=\s*1\b", body))
    block = (f"tl.arange(0, {EXTENT})[:, None] * {EXTENT} + tl.arange(0, {EXTENT})[None, :]" if two_d
             else f"tl.arange(0, {EXTENT})")
    prologue = [f"{n} = {n}_base + {block}" for n in addresses] + prologue
    blocks = [n for n in names if roles[n].startswith("block_ptr")]
    for n in blocks:
        r = int(roles[n].removeprefix("block_ptr"))
        dims = ", ".join([str(EXTENT)] * r)
        strides = ", ".join([str(EXTENT ** (r - 1 - i)) for i in range(r)])
        prologue.insert(0, f"{n} = tl.make_block_ptr(base={n}_base, shape=({dims},), strides=({strides},), "
                           f"offsets=({', '.join(['0'] * r)},), block_shape=({dims},), "
                           f"order=({', '.join(str(i) for i in reversed(range(r)))},))")
    params = [f"{n}_base" for n in blocks] + params
    header = ", ".join(params + [f"{n}: tl.constexpr = {EXTENT}" for n in shapes])
    src = (f"@triton.jit\ndef {KERNEL_NAME}({header}):\n"
           + "".join(f"    {ln}\n" for ln in prologue)
           + textwrap.indent(body, "    ", lambda ln: bool(ln.strip())))
    try:
        ast.parse(src)
    except SyntaxError:  # a body whose first line was itself nested deeper than the rest
        return None
    bound = ([f"{n} (pointer)" for n in names if roles[n] == "pointer"]
             + [f"{n}_base (pointer of the address block {n})" for n in addresses]
             + [f"{n}_base (pointer under the block pointer {n})" for n in blocks]
             + [f"{n} (scalar)" for n in names if roles[n] == "scalar"]
             + [f"{n} = {EXTENT} (constexpr extent)" for n in shapes] + prologue)
    return src, bound

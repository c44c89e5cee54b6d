"""Triton reproducers given as MLIR: a TTIR/TTGIR module run through ``triton-opt FILE --pass ...``.

Triton developers and fuzzers report pass crashes this way (triton#11542: two public ``tt.func``
and ``triton-opt --tritongpu-global-scratch-memory-allocation``). PyPI wheels ship no
``triton-opt``, but every pass the compiler runs has a Python binding (``add_*`` functions under
``triton._C.libtriton.passes``, ``.amd.passes``, ``.nvidia.passes``). The reproducer is therefore
turned into a Python script (`driver_script`) that runs in the release's venv like any Triton
reproducer (`workers.triton.runner`, the sandbox, the same classification):

1. parse the module with every backend's dialects (``ir.parse_mlir_module``); a module the
   release cannot read raises ``RuntimeError("triton X cannot parse the module")``, its
   diagnostics on stderr (where an op's verifier refused the parsed module, the adapter grades
   that diagnosis instead: `workers.triton.adapter.classify`);
2. map each pass name of the command to a binding. From 3.3 the release says which pass a
   binding adds (``pass_manager.get_pipeline_str()`` after ``add_x(pm, ...)``, e.g.
   ``any(tritongpu-coalesce)``), so nothing is hard-coded; 3.0-3.2 lack it, and the binding is
   found by name (``tritongpu-remove-layout-conversions`` -> ``add_remove_layout_conversions``,
   plus the conversions in `_ALIASES`). A pass no binding adds raises
   ``RuntimeError("triton X has no binding for pass 'p'")``;
3. fill the binding's arguments: each argument's option name is learnt by changing it and
   reading the pipeline string again (3.3+); the value is the command's option of that name
   (``gfx-arch=gfx942`` fills ``arch``: one name ends with the other), else the module's own
   attribute (``ttg.num-warps``) or target, else a plain default (``False``, 0);
4. run the passes in one pass manager with ``enable_debug()`` (the compiler's own crash
   recovery: an assertion prints and ``PassManager::run failed`` is raised from 3.3, the
   process aborts before).

The module text and the pass list are embedded as Python literals (``repr``), never as code.
"""
from __future__ import annotations

import re
import shlex

# a module of Triton's dialects: its ops or its layout attributes
_TRITON_MLIR = re.compile(r"\btt\.func\b|#(?:ttg|triton_gpu|ttng|triton_nvidia_gpu)\.\w+|\"?(?:ttg|triton_gpu)\.num-warps\"?"
                          r"|\btt\.(?:load|store|return|make_range|splat|dot)\b")
_MODULE_START = re.compile(r"^\s*(?:#[\w.]+\s*=|module\b|tt\.func\b|\"?builtin\.module\"?)", re.M)
# a triton-opt invocation: a shell line, a RUN line, or the stack dump's "Program arguments:"
_TRITON_OPT = re.compile(r"(?:^|[\s/`'\"$])triton-opt(?:\.exe)?\b[ \t]+([^\n`]*(?:\\\n[^\n`]*)*)", re.M)
# flags of triton-opt / mlir-opt itself, not passes
_TOOL_FLAGS = re.compile(r"^--?(?:o|split-input-file|verify-diagnostics|allow-unregistered-dialect|debug(?:-only)?|"
                         r"mlir-[\w-]+|show-dialects|verify-each|verify-roundtrip|emit-bytecode|no-implicit-module|"
                         r"dump-pass-pipeline|load-\w+-plugin|log-actions-to|profile-actions-to|run-reproducer|"
                         r"elide-[\w-]+|irdl-file|(?:split|output)-[\w-]+|version|help)(?:=.*)?$")
_TARGET_ATTR = re.compile(r"\b(?:ttg|triton_gpu)\.target\"?\s*=\s*\"(cuda|hip):(\w+)\"")
_WARP_ATTR = re.compile(r"\"(?:ttg|triton_gpu)\.threads-per-warp\"\s*=\s*(\d+)")


def is_triton_module(code: str) -> bool:
    """`code` is an MLIR module of Triton's dialects (TTIR or TTGIR), not Python or LLVM IR: its
    first line other than blanks and ``//`` comments starts the module (attribute aliases,
    ``module``, ``tt.func``), so crash output that prints a module after its error lines
    (triton#10284) is not one."""
    first = next((ln for ln in code.splitlines() if ln.strip() and not ln.lstrip().startswith("//")), "")
    return bool(_TRITON_MLIR.search(code)) and bool(_MODULE_START.match(first)) and "@triton.jit" not in code \
        and not re.search(r"^\s*(?:def|import|from)\s", code, re.M)


def _split_options(text: str) -> dict[str, str]:
    """``a=1 b=gfx942`` / ``a=1,b=2`` / ``gfx-arch=gfx942`` -> {name: value}."""
    out: dict[str, str] = {}
    for part in re.split(r"[\s,]+", text.strip().strip("{}\"'")):
        k, eq, v = part.partition("=")
        if k and eq:
            out[k.strip("-")] = v.strip("\"'")
    return out


def _pipeline_passes(pipe: str) -> list[tuple[str, dict[str, str]]]:
    """Pass names of a textual pipeline, nesting flattened: ``builtin.module(tritongpu-coalesce,
    tt.func(tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=false}))``."""
    out: list[tuple[str, dict[str, str]]] = []
    for m in re.finditer(r"([\w.-]+)\s*(\{[^{}]*\})?\s*(?=[,)]|$)", pipe):
        name = m.group(1)
        if name and not name.startswith(("builtin.", "tt.func", "func.func", "any")) and not name.isdigit():
            out.append((name, _split_options(m.group(2) or "")))
    return out


def passes_of_command(args: str) -> list[tuple[str, dict[str, str]]]:
    """The passes of one triton-opt argument string, in order, each with its options:
    ``--tritongpu-coalesce``, ``-convert-triton-amdgpu-to-llvm=gfx-arch=gfx942``,
    ``--tritonamdgpu-stream-pipeline="num_stages=2"``, ``--pass-pipeline='builtin.module(...)'``,
    ``-tritongpu-pipeline{num-stages=3}``. The input file, ``-o``, and triton-opt's own flags
    (``--split-input-file``, ``--mlir-*``) are not passes."""
    try:
        words = shlex.split(args.replace("\\\n", " "))
    except ValueError:
        words = args.replace("\\\n", " ").split()
    out: list[tuple[str, dict[str, str]]] = []
    skip = False
    for w in words:
        if skip:
            skip = False
            continue
        if w in ("-o", "--o"):
            skip = True
            continue
        if w in ("|", ">", "2>&1", "&&", ";") or w.startswith((">", "|")):
            break
        if not w.startswith("-") or _TOOL_FLAGS.match(w):
            continue
        body = w.lstrip("-")
        if body.startswith("pass-pipeline="):
            out += _pipeline_passes(body.partition("=")[2].strip("\"'"))
            continue
        m = re.match(r"([\w-]+)(?:\{(.*)\}|=(.*))?$", body)
        if m:
            out.append((m.group(1), _split_options(m.group(2) or m.group(3) or "")))
    return out


def find_triton_opt(texts: str | list[str]) -> tuple[list[tuple[str, dict[str, str]]], str] | None:
    """(passes, the command as written) of the first triton-opt invocation in `texts` (the
    issue's body and comments, in order) that names a pass, or None. A command that ends its
    text inside a fence that never closes is taken last: an excerpt cut inside it names a pass
    that does not exist (``triton-opt ./min.mlir --trito``, triton#11542)."""
    cut = None
    texts_ = [texts] if isinstance(texts, str) else texts
    for text in texts_:
        for m in _TRITON_OPT.finditer(text):
            passes = passes_of_command(m.group(1))
            if not passes:
                continue
            found = passes, "triton-opt " + m.group(1).strip()
            # cut: the text ends with it, inside a fence that never closes (the excerpt's end)
            if text[m.end():].strip() or len(re.findall(r"(?m)^[ \t>]*(?:```|~~~)", text)) % 2 == 0:
                return found
            if re.search(r"(?:^|\s)--?[\w-]+$", m.group(1).rstrip()) and not passes[-1][1]:
                # the cut falls in the last pass's name ("-tritongpu-co", triton#11543): the name the
                # thread writes whole elsewhere, else a prefix the driver completes to the shortest
                # pass name of the release that starts with it (tritongpu-coalesce)
                stem = passes[-1][0]
                whole = [w for t in texts_ for w in re.findall(rf"(?<![\w-]){re.escape(stem)}[\w-]+", t)
                         if w not in ("triton-opt", "mlir-opt")]
                name = max(set(whole), key=whole.count) if whole else stem + "*"
                found = passes[:-1] + [(name, {})], found[1]
            cut = cut or found
    return cut


def reproducer_pipeline(module: str) -> tuple[list[tuple[str, dict[str, str]]], str] | None:
    """(passes, pipeline) of the MLIR crash reproducer's own resource block (``{-#
    external_resources: { mlir_reproducer: { pipeline: "builtin.module(...)" ...`` that
    Triton's pass manager prints with the module), or None."""
    m = re.search(r"mlir_reproducer\s*:\s*\{[^}]*?pipeline\s*:\s*\"([^\"]+)\"", module, re.S)
    if not m:
        return None
    passes = _pipeline_passes(m.group(1))
    return (passes, m.group(1)) if passes else None


def compile_level(module: str) -> str:
    """``ttgir`` for a module with TritonGPU layouts or attributes, else ``ttir``: the suffix
    ``triton.compile`` re-enters from when no pass is named."""
    return "ttgir" if re.search(r"#(?:ttg|triton_gpu)\.|\b(?:ttg|triton_gpu)\.", module) else "ttir"


def module_target(module: str) -> str | None:
    """``backend:arch:warp`` from the module's ``ttg.target`` and ``threads-per-warp``
    attributes (``"cuda:90"`` -> ``cuda:90:32``), or None."""
    m = _TARGET_ATTR.search(module)
    if not m:
        return None
    backend, arch = m.groups()
    w = _WARP_ATTR.search(module)
    warp = int(w.group(1)) if w else (32 if backend == "cuda" or not arch.startswith("gfx9") else 64)
    return f"{backend}:{arch}:{warp}"


def target_of_passes(passes: list[tuple[str, dict[str, str]]]) -> str | None:
    """A target the passes imply: an AMD pass or an arch option -> hip, an NVIDIA pass -> cuda."""
    for name, opts in passes:
        for v in opts.values():
            if re.fullmatch(r"gfx\d+\w*", v):
                return f"hip:{v}:{64 if v.startswith('gfx9') else 32}"
        if "amdgpu" in name or name.startswith("tritonamd"):
            return "hip:gfx942:64"
        if "nvidia" in name or "nvgpu" in name or name.startswith(("ttng", "triton-nvidia")):
            return "cuda:90:32"
    return None


# the conversions whose binding name is not the pass name (3.0-3.2 have no get_pipeline_str
# to ask; the names are what 3.3+'s get_pipeline_str prints for these bindings)
_ALIASES = {
    "convert-triton-to-tritongpu": "passes.ttir.add_convert_to_ttgpuir",
    "convert-triton-gpu-to-llvm": "nvidia.passes.ttgpuir.add_to_llvmir",
    "convert-triton-amdgpu-to-llvm": "amd.passes.ttgpuir.add_to_llvmir",
    "convert-nv-gpu-to-llvm": "nvidia.passes.ttnvgpuir.add_nvgpu_to_llvm",
    "allocate-shared-memory": "passes.ttgpuir.add_allocate_shared_memory",
    "allocate-amdgpu-shared-memory": "amd.passes.ttgpuir.add_allocate_shared_memory",
    "tritongpu-global-scratch-memory-allocation": "passes.ttgpuir.add_allocate_global_scratch_memory",
    "canonicalize": "passes.common.add_canonicalizer", "cse": "passes.common.add_cse",
    "inline": "passes.common.add_inliner", "loop-invariant-code-motion": "passes.common.add_licm",
    "sccp": "passes.common.add_sccp", "symbol-dce": "passes.common.add_symbol_dce",
}
# the option each argument of these bindings sets, for 3.0-3.2 (no get_pipeline_str to learn it
# from; the names are those 3.3+ print): without them every int would be 0 (num-warps=0)
_OLD_OPTIONS = {
    "passes.ttir.add_convert_to_ttgpuir": ["target", "num-warps", "threads-per-warp", "num-ctas"],
    "nvidia.passes.ttgpuir.add_to_llvmir": ["compute-capability", "ptx-version"],
    "amd.passes.ttgpuir.add_to_llvmir": ["arch", "ftz"],
    "passes.ttgpuir.add_pipeline": ["num-stages"],
    "amd.passes.ttgpuir.add_stream_pipeline": ["num-stages"],
    "nvidia.passes.ttgpuir.add_allocate_shared_memory_nv": ["compute-capability", "ptx-version"],
}

DRIVER = r'''
# --- reprobot: the issue's triton-opt run on this release's pass bindings (a wheel has no triton-opt) ---
def _reprobot_triton_opt(module_text, passes, target):
    import os, re, sys, tempfile
    import triton
    import triton._C.libtriton as lt
    ir, ver = lt.ir, triton.__version__
    ctx = ir.context()
    ir.load_dialects(ctx)
    for b in ("nvidia", "amd"):
        m = getattr(lt, b, None)
        if m is not None and hasattr(m, "load_dialects"):
            m.load_dialects(ctx)
    backend, arch, warp = (target.split(":") + ["", "", ""])[:3]
    # in the run's own directory when it can (diagnostics then name "repro.mlir", the same on
    # every run), else a temporary one
    path = "repro.mlir" if os.access(".", os.W_OK) else os.path.join(tempfile.mkdtemp(), "repro.mlir")
    with open(path, "w") as fh:
        fh.write(module_text)
    # the parser's diagnostics go to the C++ stderr, which the run keeps (never redirected: a
    # crash while parsing or verifying must print there); the adapter reads them from it
    try:
        mod = ir.parse_mlir_module(path, ctx)
    except Exception:  # noqa: BLE001
        mod = None
    if mod is None:  # raised outside the handler: no chained "Parse MLIR file failed." for the report
        # free the context first, as a triton-opt process exiting would: a heap the parser or a
        # verifier corrupted aborts here (triton#9063 on 3.9.0: "free(): invalid next size"),
        # where the test process's own fast exit would never notice it
        del ctx
        import gc
        gc.collect()
        raise RuntimeError(f"triton {ver} cannot parse the module")
    mod.context = ctx
    if not passes:
        # no triton-opt command names a pass: the compiler's own pipeline from the module's
        # level (triton.compile re-enters after the stage the suffix names)
        from triton.backends.compiler import GPUTarget
        level = LEVEL  # `compile_level`, decided when the script was written
        src = os.path.join(os.path.dirname(path) or ".", "repro." + level)
        os.replace(path, src)
        print(f"reprobot: no triton-opt pass named: triton.compile('repro.{level}')", file=sys.stderr, flush=True)
        triton.compile(src, target=GPUTarget(backend, int(arch) if arch.isdigit() else arch, int(warp or 32)))
        return

    def bindings():
        found = []
        def walk(obj, path, depth):
            for n in sorted(dir(obj)):
                if n.startswith("_"):
                    continue
                a = getattr(obj, n, None)
                if n.startswith("add_") and callable(a):
                    found.append((path + n, a))
                elif depth < 2 and type(a).__name__ == "module":
                    walk(a, path + n + ".", depth + 1)
        for root in ("passes", "amd.passes", "nvidia.passes"):
            obj = lt
            try:
                for p in root.split("."):
                    obj = getattr(obj, p)
            except AttributeError:
                continue
            walk(obj, root + ".", 0)
        return found

    def arg_types(f):
        try:
            f(ir.pass_manager(ctx))
            return []
        except TypeError as e:
            m = re.search(r"\(arg0: [^,)]*(.*?)\) -> ", str(e))
            if not m:
                return None
            listed = re.sub(r",\s*/\s*$", "", m.group(1))  # pybind 3 marks positional-only arguments
            return [t.split(":", 1)[1].strip() for t in listed.split(", arg")[1:]]

    def module_int(name):
        m = re.search(r'"(?:ttg|triton_gpu)\.' + name + r'"\s*=\s*(\d+)', module_text)
        return int(m.group(1)) if m else None

    def known(opt, kind):  # a value for an option the command does not give
        o = opt.replace("_", "-")
        if kind == "str":
            if o.endswith("arch") or o in ("target", "chipset") or not o:
                return arch if (o.endswith("arch") or backend == "hip") and o != "target" else f"{backend}:{arch}"
            return ""
        if kind == "bool":
            return False
        if o.endswith("num-warps"):
            return module_int("num-warps") or 4
        if o.endswith("threads-per-warp"):
            return module_int("threads-per-warp") or int(warp or 32)
        if o.endswith("num-ctas"):
            return module_int("num-ctas") or 1
        if "capability" in o or o in ("cc", "sm"):
            return int(arch) if arch.isdigit() else 90
        if "ptx" in o:
            return 80
        if "stages" in o:
            return 3
        return 0

    def kind_of(t):
        t = t.lower()
        return "str" if t == "str" else "bool" if t == "bool" else "int" if "int" in t else "float" if "float" in t else ""

    def pipeline(f, args):
        pm = ir.pass_manager(ctx)
        f(pm, *args)
        return pm.get_pipeline_str()

    def name_in(pipe):
        m = re.search(r"([\w.-]+)(?:\{[^{}]*\})?\)*\s*$", pipe)
        return m.group(1) if m else ""

    def options_in(pipe):
        m = re.search(r"\{([^{}]*)\}\)*\s*$", pipe)
        return dict(kv.split("=", 1) for kv in m.group(1).split() if "=" in kv) if m else {}

    table = {}  # pass name -> (binding, [(option name or "", kind)])
    has_pipe = hasattr(ir.pass_manager, "get_pipeline_str")
    for path, f in bindings():
        types = arg_types(f)
        if types is None:
            continue
        kinds = [kind_of(t) for t in types]
        if "" in kinds:
            continue
        base = [known("", k) if k == "str" else known("x", k) for k in kinds]
        if not has_pipe:  # keyed by binding: amd's and nvidia's add_to_llvmir are two passes
            names = OLD_OPTIONS.get(path, [])
            table["~" + path] = (path, f, [(names[i] if i < len(names) else "", k) for i, k in enumerate(kinds)])
            continue
        try:
            pipe = pipeline(f, base)
        except Exception:  # noqa: BLE001
            continue
        before = options_in(pipe)
        opts = []
        for i, k in enumerate(kinds):
            alt = list(base)
            alt[i] = {"str": "reprobot-x", "bool": True, "int": 7, "float": 0.5}[k]
            try:
                after = options_in(pipeline(f, alt))
            except Exception:  # noqa: BLE001
                after = before
            changed = [o for o in after if after.get(o) != before.get(o)]
            opts.append((changed[0] if changed else "", k))
        table.setdefault(name_in(pipe), (path, f, opts))
    aliases = ALIASES

    def lookup(name):
        if name.endswith("*"):  # a name the text cut: the one pass it begins, if only one does
            stem = name[:-1]
            names = [k for k in table if not k.startswith("~") and k.startswith(stem)] if has_pipe else \
                [k for k in aliases if k.startswith(stem)]
            if names:  # the shortest completion: every longer one extends a name that is one already
                best = min(names, key=len)
                print(f"reprobot: the cut pass name {stem!r} completed to {best!r} (of {sorted(names)})",
                      file=sys.stderr, flush=True)
                return lookup(best)
            return None
        if name in table:
            return table[name]
        if not has_pipe:
            if "~" + aliases.get(name, "") in table:
                return table["~" + aliases[name]]
            short = re.sub(r"^(?:tritongpu|triton-gpu|tritonamdgpu|triton-amdgpu|triton-nvidia-gpu|tritonnvidiagpu|"
                           r"triton-nvidia|triton|ttg|ttng)-", "", name)
            prefer = "amd." if "amd" in name else "nvidia." if "nvidia" in name else ""
            hits = [e for e in table.values() if e[0].rsplit(".add_", 1)[1].replace("_", "-") == short]
            hits.sort(key=lambda e: not e[0].startswith(prefer) if prefer else e[0].startswith(("amd.", "nvidia.")))
            if hits:
                return hits[0]
        return None

    pm = ir.pass_manager(ctx)
    pm.enable_debug()
    for name, given in passes:
        entry = lookup(name)
        if entry is None:
            raise RuntimeError(f"triton {ver} has no binding for pass '{name}'")
        path, f, opts = entry
        args = []
        for opt, k in opts:
            val = next((v for g, v in given.items() if opt and (g.replace("_", "-").endswith(opt.replace("_", "-"))
                                                                 or opt.replace("_", "-").endswith(g.replace("_", "-")))), None)
            if val is None and not opt and len([o for o in opts if o[1] == k]) == 1:
                # 3.0-3.2: no option names; the command's only option of this kind fills it
                same = [v for v in given.values() if (k == "int" and v.lstrip("-").isdigit()) or
                        (k == "bool" and v.lower() in ("true", "false", "1", "0")) or
                        (k == "str" and not v.lstrip("-").isdigit() and v.lower() not in ("true", "false"))]
                val = same[0] if len(same) == 1 else None
            if val is None:
                args.append(known(opt, k))
            elif k == "bool":
                args.append(str(val).lower() in ("1", "true"))
            elif k == "int":
                args.append(int(val))
            elif k == "float":
                args.append(float(val))
            else:
                args.append(val)
        print(f"reprobot: pass {name} -> {path}{tuple(args)}", file=sys.stderr, flush=True)
        f(pm, *args)
    try:
        pm.run(mod, "reprobot")
    except TypeError as e:  # before 3.6 run takes the module only
        if "incompatible function arguments" not in str(e):
            raise
        pm.run(mod)


'''


# the first line of every script `driver_script` writes (and the command after it)
_HEAD = "# reprobot: a Triton MLIR reproducer"


def driver_script(module: str, passes: list[tuple[str, dict[str, str]]], target: str, command: str = "") -> str:
    """A self-contained Python script that runs `passes` (``(name, {option: value})``) on
    `module` in the current triton release, for `target` (``backend:arch:warp``); see the
    module docstring. The text is data: embedded with ``repr``."""
    head = _HEAD + (f" ({command[:200]!r})" if command else "") + "\n"
    # trailing blanks and CR mean nothing to MLIR's parser: the same module gives the same script
    module = "\n".join(ln.rstrip() for ln in module.splitlines()) + "\n"
    return (head + "ALIASES = " + repr(_ALIASES) + "\nOLD_OPTIONS = " + repr(_OLD_OPTIONS) +
            f"\nLEVEL = {compile_level(module)!r}\n" + DRIVER +
            f"_reprobot_triton_opt({module!r}, {[(n, dict(o)) for n, o in passes]!r}, {target!r})\n")


def is_driver_script(source: str) -> bool:
    """`source` is a script `driver_script` wrote (no kernel to reduce in Python)."""
    return "_reprobot_triton_opt(" in source and source.startswith(_HEAD)


def split_driver(source: str) -> tuple[str, list[tuple[str, dict[str, str]]], str, str]:
    """(module, passes, target, command) of a `driver_script` text: the inverse the reducer
    needs to shrink the module and write the script again. Raises ValueError on another text."""
    import ast

    if not is_driver_script(source):
        raise ValueError("not a reprobot triton-opt driver script")
    call = ast.parse(source.rstrip().splitlines()[-1]).body[0].value  # type: ignore[attr-defined]
    module, passes, target = (ast.literal_eval(a) for a in call.args)
    head = source.splitlines()[0]
    m = re.match(re.escape(_HEAD) + r" \((.*)\)$", head)
    command = ast.literal_eval(m.group(1)) if m else ""
    return module, [(n, dict(o)) for n, o in passes], target, command


def split_modules(code: str) -> list[str]:
    """The modules of a block written for ``--split-input-file`` (chunks between ``// -----``
    lines), each one that holds Triton MLIR; the block itself when it has no such line."""
    parts = re.split(r"(?m)^\s*//\s*-----\s*$", code)
    return [p.strip("\n") + "\n" for p in parts if is_triton_module(p)] or [code]

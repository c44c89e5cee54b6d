"""Runs inside a triton release's venv (standalone: imports nothing from reprobot).

Makes an unmodified Triton reproducer run on a CPU-only machine for any target:

- a stand-in Triton driver (``triton.runtime.driver.set_active``) reports the chosen target
  (``cuda:90:32``, ``hip:gfx942:64`` …), so the real JIT compile path of the real backend runs,
  and turns every launch and binary load into a no-op;
- torch tensors asked for on ``cuda`` are made on the CPU (a TorchFunctionMode rewrites
  ``device=`` arguments, ``Tensor.cuda()``, ``Tensor.to("cuda")`` and ``torch.set_default_device``),
  and ``torch.cuda``'s
  queries answer for the chosen target.

Modes (argv[1]):
  run SCRIPT RESULT.json     run one script as ``__main__`` and write a JSON report.
  serve                      the warm test process: import triton/torch once, then for each
                             JSON request on stdin fork a child that runs one script; reply one
                             JSON line per request on stdout. Children get rlimits, their own
                             process group, fresh TRITON_CACHE_DIR and output files.
  (STANDIN_TRITON_TARGET=device: the machine's real GPU and driver; nothing is stood in.)
  aot SPEC.json RESULT.json  compile one kernel ahead of time: ``triton.compile(ASTSource(...),
                             target=GPUTarget(...))`` with the ASTSource form of this release.

The report: {"status": "ok" | "exception", "exc_type", "exc_msg", "chain": [innermost-last
"Type: msg"], "in_compile": bool (the exception passed through triton's compiler), "stage":
"ttir" | "ttgir" | "llir" | "ptx" | "cubin" | "amdgcn" | "hsaco" | "", "compiles": int,
"launches": int, "triton": version}.
"""
from __future__ import annotations

import faulthandler
import json
import os
import resource
import signal
import sys
import time
import traceback

TARGET = os.environ.get("STANDIN_TRITON_TARGET", "cuda:90:32")
STATS = {"compiles": 0, "launches": 0}
_STAGES = {"make_ttir": "ttir", "make_ttgir": "ttgir", "make_llir": "llir", "make_ptx": "ptx",
           "make_cubin": "cubin", "make_amdgcn": "amdgcn", "make_hsaco": "hsaco"}


def parse_target(spec: str) -> tuple[str, object, int]:
    """``cuda:90:32`` -> ("cuda", 90, 32); ``hip:gfx942:64`` -> ("hip", "gfx942", 64)."""
    parts = spec.split(":")
    backend = parts[0]
    arch: object = parts[1] if len(parts) > 1 else ("90" if backend == "cuda" else "gfx942")
    warp = int(parts[2]) if len(parts) > 2 else (32 if backend == "cuda" else 64)
    if backend == "cuda":
        arch = int(str(arch).removeprefix("sm_"))
    return backend, arch, warp


def _vt(v: str) -> tuple[int, ...]:
    out = []
    for p in v.split(".")[:3]:
        d = "".join(ch for ch in p if ch.isdigit())
        out.append(int(d or 0))
    return tuple(out)


# ----------------------------------------------------------------- the device's limits
# Shared memory one block may use, bytes, by architecture: NVIDIA's CUDA C++ Programming Guide
# (compute capabilities table, "maximum amount of shared memory per thread block"), AMD's LDS
# per workgroup (64 KiB; 160 KiB on gfx950). Triton raises OutOfResources when a kernel needs
# more, which "out of resource: shared memory" reports on an A100 or an RTX 4090 depend on.
_CUDA_SHARED = {70: 98304, 72: 98304, 75: 65536, 80: 166912, 86: 101376, 87: 166912, 89: 101376,
                90: 232448, 100: 232448, 103: 232448, 120: 101376, 121: 101376}


def max_shared_mem(backend: str, arch: object) -> int:
    """Bytes of shared memory a block may use on `backend`/`arch` (``cuda``/90, ``hip``/gfx942);
    the nearest lower known CUDA architecture for one not in the table."""
    if backend != "cuda":
        return 163840 if str(arch).startswith("gfx950") else 65536
    try:
        cc = int(str(arch).removeprefix("sm_").rstrip("a"))
    except ValueError:
        return 232448
    known = [k for k in _CUDA_SHARED if k <= cc]
    return _CUDA_SHARED[max(known)] if known else 49152


# ----------------------------------------------------------------- torch on the CPU
def _install_torch_redirect(backend: str, arch: object) -> None:
    try:
        import torch
    except Exception:  # no torch: scripts that need it fail with ImportError themselves
        return
    from torch.overrides import TorchFunctionMode

    def cpu(dev):
        if isinstance(dev, torch.device):
            return torch.device("cpu") if dev.type == "cuda" else dev
        if isinstance(dev, str) and dev.split(":")[0] in ("cuda", "hip"):
            return "cpu"
        if isinstance(dev, int):
            return "cpu"
        return dev

    class OnCpu(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            kwargs = dict(kwargs or {})
            name = getattr(func, "__name__", "")
            if name == "cuda" and args and isinstance(args[0], torch.Tensor):
                return args[0]
            if "device" in kwargs:
                kwargs["device"] = cpu(kwargs["device"])
            if name == "to" and len(args) > 1:
                args = (args[0], cpu(args[1]), *args[2:])
            if name in ("pin_memory",):
                return args[0]
            kwargs.pop("pin_memory", None)
            return func(*args, **kwargs)

    mode = OnCpu()
    mode.__enter__()  # active for the rest of the process
    # torch.set_default_device("cuda") makes later factories allocate there without a device=
    # (triton#7322): the default goes to the CPU as well
    set_default = getattr(torch, "set_default_device", None)
    if set_default is not None:
        torch.set_default_device = lambda device: set_default(cpu(device))
    cap = (arch // 10, arch % 10) if isinstance(arch, int) else (9, 4)
    c = torch.cuda

    class _Event:
        def __init__(self, *a, **k):
            self.t = 0.0

        def record(self, *a, **k):
            self.t = time.perf_counter()

        def elapsed_time(self, other):
            return max((other.t - self.t) * 1e3, 1e-3)

        def synchronize(self):
            pass

        def wait(self, *a, **k):
            pass

    class _Props:
        name = f"reprobot stand-in {TARGET}"
        multi_processor_count = 132 if backend == "cuda" else 304
        total_memory = 80 << 30
        major, minor = cap
        gcnArchName = str(arch)
        warp_size = 32 if backend == "cuda" else 64
        max_threads_per_multi_processor = 2048

    class _Stream:
        cuda_stream = 0

        def __init__(self, *a, **k):
            pass

        def synchronize(self):
            pass

        def wait_stream(self, *a):
            pass

        def __enter__(self):
            return self

        def __exit__(self, *a):
            return False

    class _Graph:
        def __init__(self, *a, **k):
            pass

        def replay(self):
            pass

    patches = {
        "is_available": lambda: True, "device_count": lambda: 1, "current_device": lambda: 0,
        "set_device": lambda *a: None, "synchronize": lambda *a, **k: None,
        "get_device_capability": lambda *a: cap, "get_device_name": lambda *a: _Props.name,
        "get_device_properties": lambda *a: _Props(), "manual_seed": lambda *a: None,
        "manual_seed_all": lambda *a: None, "empty_cache": lambda: None, "Event": _Event,
        "Stream": _Stream, "current_stream": lambda *a: _Stream(), "default_stream": lambda *a: _Stream(),
        "stream": lambda *a: _Stream(), "is_initialized": lambda: True, "init": lambda: None,
        "max_memory_allocated": lambda *a: 0, "reset_peak_memory_stats": lambda *a: None,
        "memory_allocated": lambda *a: 0, "CUDAGraph": _Graph, "graph": lambda *a, **k: _Stream(),
    }
    for k, v in patches.items():
        setattr(c, k, v)
    if backend == "hip":
        try:
            torch.version.hip = "6.2.0"
        except Exception:
            pass


# ----------------------------------------------------------------- stand-in driver
class _Launcher:
    def __init__(self, src, metadata):
        self.src = src

    def __call__(self, *args, **kwargs):
        STATS["launches"] += 1


def _install_driver(backend: str, arch: object, warp: int) -> None:
    import triton
    import importlib
    drv_mod = importlib.import_module("triton.runtime.driver")

    version = _vt(triton.__version__)
    try:  # load_binary returns 5 values where _init_handles reads n_max_threads (3.4+)
        import inspect
        from triton.compiler.compiler import CompiledKernel
        five = "n_max_threads" in inspect.getsource(CompiledKernel._init_handles)
    except Exception:
        five = version >= (3, 4)
    try:
        from triton.backends.compiler import GPUTarget
        target = GPUTarget(backend, arch, warp)
    except ImportError:  # 2.3: targets are tuples
        target = (backend, arch)

    props = {"max_shared_mem": max_shared_mem(backend, arch), "multiprocessor_count": 132,
             "max_num_regs": 65536, "warpSize": warp, "sm_clock_rate": 1755000,
             "mem_clock_rate": 2619000, "mem_bus_width": 5120, "arch": str(arch)}

    class Utils:
        def get_device_properties(self, device):
            return dict(props)

        def load_binary(self, name, kernel, shared, device):
            STATS["compiles"] += 1
            if five:
                return (0, 0, 32, 0, 1024)
            return (0, 0, 32, 0)

        def __getattr__(self, name):  # unpack/fill helpers some releases look up
            return lambda *a, **k: None

    class StandInDriver:
        launcher_cls = _Launcher

        def __init__(self):
            self.utils = Utils()
            self.backend = backend

        @staticmethod
        def is_active():
            return True

        def get_current_target(self):
            return target

        def get_current_device(self):
            return 0

        def set_current_device(self, device):
            pass

        def get_current_stream(self, device=None):
            return 0

        def get_active_torch_device(self):
            import torch
            return torch.device("cpu")

        def get_device_interface(self):
            import torch
            return torch.cuda

        def map_python_to_cpp_type(self, ty):
            return "void*"

        def get_benchmarker(self):
            from triton.testing import do_bench
            return do_bench

        def get_empty_cache_for_benchmark(self):
            import torch
            return torch.empty(1024, dtype=torch.int)

        def clear_cache(self, cache):
            cache.zero_()

        def assemble_tensormap_to_arg(self, tensormaps_info, args):
            return args

    drv_mod.driver.set_active(StandInDriver())


def _install_driver_2x(arch: object, warp: int) -> None:
    """triton 2.x (2.3): one CUDA driver object behind ``triton.runtime.driver.driver`` (a lazy
    proxy) and a launcher that is a C module built against libcuda at every compile. Stand in
    a 2.3-shaped driver and skip the launcher's build (its C source is still generated) and the
    binary load (``CompiledKernel``); ttir -> ttgir -> llir -> ptx -> cubin (bundled ptxas) run
    unchanged. 2.x has no ``GPUTarget`` (targets are ``(backend, arch)`` tuples): reprobot's
    own compile helper imports it by its 3.x name, so a tuple-valued stand-in is registered
    under ``triton.backends.compiler`` when that module does not exist."""
    import json as _json
    import types
    from pathlib import Path
    import triton  # noqa: F401
    import triton.compiler.compiler as cc
    drv_mod = sys.modules["triton.runtime.driver"]
    from triton.compiler.backends.cuda import CUDABackend

    class Utils:
        def load_binary(self, name, kernel, shared, device):
            STATS["compiles"] += 1
            return (0, 0, 32, 0)

        def get_device_properties(self, device):
            return {"max_shared_mem": max_shared_mem("cuda", arch), "multiprocessor_count": 132, "max_num_regs": 65536,
                    "warpSize": warp, "sm_clock_rate": 1755000, "mem_clock_rate": 2619000, "mem_bus_width": 5120}

        def __getattr__(self, name):
            return lambda *a, **k: 0

    class Driver:
        backend = "cuda"
        binary_ext = "cubin"

        def __init__(self):
            self.utils = Utils()

        def get_current_device(self):
            return 0

        def set_current_device(self, d):
            pass

        def get_current_stream(self, d=None):
            return 0

        def get_current_target(self):
            return ("cuda", arch)

        def get_device_capability(self, d=None):
            return (arch // 10, arch % 10)

        def assemble_tensormap_to_arg(self, info, args):
            return args

    drv_mod.driver._obj = Driver()
    # the launcher's C source is still generated (its type tables reject some signatures on a
    # GPU machine too); only its build against libcuda is skipped
    import triton.compiler.backends.cuda as cuda_backend
    from triton.compiler.make_launcher import generate_launcher

    def make_stub(name, signature, constants, ids, **kwargs):
        generate_launcher(constants, signature, ids)
        return None

    cuda_backend.make_stub = make_stub

    def init(self, so_path, metadata_path):
        metadata_path = Path(metadata_path)
        STATS["compiles"] += 1  # the binary is built; nothing loads it
        self.run = lambda *a, **k: STATS.__setitem__("launches", STATS["launches"] + 1)
        self.metadata = _json.loads(metadata_path.read_text())
        self.metadata["tensormaps_info"] = []
        for k, v in self.metadata.items():
            setattr(self, k, v)
        files = [f for f in metadata_path.parent.glob(f"{metadata_path.stem}.*") if f.suffix != ".json"]
        self.asm = {f.suffix[1:]: (f.read_bytes() if f.suffix == ".cubin" else f.read_text()) for f in files}
        self.kernel = self.asm.get("cubin")
        self.name = self.metadata["name"]
        self.module = None
        self.function = None

    cc.CompiledKernel.__init__ = init
    cc.CompiledKernel._init_handles = lambda self: None
    cc.CompiledKernel.__getattribute__ = object.__getattribute__
    try:
        import triton.backends.compiler  # noqa: F401
    except ImportError:
        class GPUTarget(tuple):
            def __new__(cls, backend, arch, warp_size=32):
                t = super().__new__(cls, (backend, arch))
                t.backend, t.arch, t.warp_size = backend, arch, warp_size
                return t

        pkg = types.ModuleType("triton.backends")
        pkg.__path__ = []
        mod = types.ModuleType("triton.backends.compiler")
        mod.GPUTarget = GPUTarget
        pkg.compiler = mod
        sys.modules["triton.backends"] = pkg
        sys.modules["triton.backends.compiler"] = mod


def _fast_bench():
    """do_bench runs each config for ~100 ms; with no-op launches one call is enough."""
    try:
        import triton.testing as tt

        def do_bench(fn, *a, **k):
            fn()
            quantiles = k.get("quantiles")
            return [1.0] * len(quantiles) if quantiles else 1.0

        tt.do_bench = do_bench
        try:
            import triton.runtime.autotuner as at
            if hasattr(at, "do_bench"):
                at.do_bench = do_bench
        except Exception:
            pass
    except Exception:
        pass


def setup() -> None:
    if TARGET == "device":  # a real GPU: no stand-in driver, no CPU redirection
        return
    backend, arch, warp = parse_target(TARGET)
    _install_torch_redirect(backend, arch)
    import triton
    try:
        if _vt(triton.__version__) < (3, 0):
            if backend == "cuda":  # 2.x has no hip backend: check_supported says so
                _install_driver_2x(arch, warp)
        else:
            _install_driver(backend, arch, warp)
    except Exception as e:  # report it as the run's failure, not a harness crash
        print(f"reprobot: stand-in driver failed: {type(e).__name__}: {e}", file=sys.stderr)
    _fast_bench()


# ----------------------------------------------------------------- reports
def _chain(exc: BaseException) -> list[str]:
    out, seen = [], set()
    e: BaseException | None = exc
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        msg = str(e).strip()
        out.append(f"{type(e).__name__}: {msg}" if msg else type(e).__name__)
        e = e.__cause__ or e.__context__
    return out  # outermost first


def _report(exc: BaseException | None) -> dict:
    import triton
    rep = {"status": "ok", "triton": triton.__version__, **STATS, "in_compile": False, "stage": ""}
    if exc is None:
        return rep
    rep["status"] = "exception"
    rep["exc_type"] = type(exc).__name__
    rep["exc_msg"] = str(exc)[:4000]
    rep["chain"] = _chain(exc)
    tb = traceback.extract_tb(exc.__traceback__)
    pkg = os.path.dirname(os.path.abspath(triton.__file__)) + os.sep
    files = [os.path.abspath(f.filename)[len(pkg):] for f in tb if os.path.abspath(f.filename).startswith(pkg)]
    rep["in_compile"] = type(exc).__name__ in ("CompilationError", "CompileTimeAssertionFailure") or any(
        f.startswith(("compiler", "backends", "language")) for f in files)
    rep["in_triton"] = bool(files)
    for f in tb:
        if f.name in _STAGES:
            rep["stage"] = _STAGES[f.name]
    return rep


def check_supported() -> None:
    """Raise the way a missing backend shows on a GPU machine (2.x: CUDA only)."""
    if TARGET == "device":
        return
    import triton
    backend = parse_target(TARGET)[0]
    try:
        from triton.backends import backends
        names = set(backends)
    except ImportError:  # 2.x: no backend plugins, CUDA only
        names = {"nvidia"}
    if _vt(triton.__version__) < (3, 0):
        names = {"nvidia"}  # the stand-in module above has no plugin registry
    if backend == "hip" and "amd" not in names:
        raise RuntimeError(f"triton {triton.__version__} has no hip backend")


def seed_rngs(seed: int = 0) -> None:
    """Seed Python's, numpy's and torch's generators (torch: every device, lazily for CUDA), so
    two runs of one script draw the same "random" inputs: a compiled and an interpreted run
    then see the same data, and a reduction that drops the script's own ``torch.manual_seed``
    changes nothing (a reduced miscompile reproducer once "won" on two different random draws)."""
    import random
    random.seed(seed)
    try:
        import numpy
        numpy.random.seed(seed)
    except Exception:
        pass
    try:  # already imported by the stand-in setup and the warm server: no extra cost
        import torch
        torch.manual_seed(seed)
    except Exception:
        pass


def run_script(script: str, result: str) -> int:
    import runpy
    exc = None
    code = 0
    try:
        check_supported()
        seed_rngs()
        sys.argv = [script]
        runpy.run_path(script, run_name="__main__")
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except BaseException as e:  # noqa: BLE001 - any failure of the reproducer is data
        exc = e
        traceback.print_exc()
        code = 1
    try:
        with open(result, "w") as fh:
            json.dump(_report(exc), fh)
    except Exception:
        pass
    sys.stdout.flush()
    sys.stderr.flush()
    return code


# ----------------------------------------------------------------- AOT
def aot(spec_path: str, result: str) -> int:
    """spec: {"script": path, "kernel": name, "signature": {name: "*fp32"|"i32"|…},
    "constexprs": {name: value}, "options": {"num_warps": 4, …}}"""
    import importlib.util
    import triton
    from triton.compiler.compiler import ASTSource
    spec = json.load(open(spec_path))
    exc = None
    code = 0
    try:
        mod_spec = importlib.util.spec_from_file_location("reprobot_aot_module", spec["script"])
        mod = importlib.util.module_from_spec(mod_spec)
        sys.modules["reprobot_aot_module"] = mod
        mod_spec.loader.exec_module(mod)
        fn = getattr(mod, spec["kernel"])
        names = list(fn.arg_names)
        sig, consts = dict(spec.get("signature", {})), dict(spec.get("constexprs", {}))
        v = _vt(triton.__version__)
        backend, arch, warp = parse_target(TARGET)
        from triton.backends.compiler import GPUTarget
        target = GPUTarget(backend, arch, warp)
        if v >= (3, 3):
            full = {n: ("constexpr" if n in consts else sig.get(n, "i32")) for n in names}
            src = ASTSource(fn, full, constexprs={(names.index(k),): c for k, c in consts.items()}, attrs={})
        elif v >= (3, 0):
            full = {n: sig.get(n, "i32") for n in names if n not in consts}
            src = ASTSource(fn, full, constants=consts)
        else:
            full = {names.index(n): sig.get(n, "i32") for n in names if n not in consts}
            src = ASTSource(fn, full, constants={names.index(k): c for k, c in consts.items()})
        triton.compile(src, target=target, options=spec.get("options") or {})
        STATS["compiles"] += 1
    except BaseException as e:  # noqa: BLE001
        exc = e
        traceback.print_exc()
        code = 1
    with open(result, "w") as fh:
        json.dump(_report(exc), fh)
    return code


# ----------------------------------------------------------------- levels (workers/triton/levels.py)
# The compiler's own pipeline, stage by stage and pass by pass, recorded as it runs. Every
# event is one line of ``levels/journal.jsonl``, written before the step it announces runs,
# so a step that aborts the process (an assertion up to 3.2, ``LLVM ERROR`` in every
# release) leaves its input and its name behind: the last "enter" with no "leave" failed.
LEVELS_DIR = "levels"
_MLIR_DIALECT_EXT = (("llvm.func", "llmlir"), ("ttg.", "ttgir"), ("triton_gpu.", "ttgir"), ("ttng.", "ttgir"))


def _jsonable(v):
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, (list, tuple)) and all(_jsonable(x) is not _NOT_JSON for x in v):
        return [_jsonable(x) for x in v]
    if hasattr(v, "name") and hasattr(v, "value") and isinstance(getattr(v, "value"), (int, str)):
        return _NOT_JSON  # enums: a replay could not rebuild them
    return _NOT_JSON


_NOT_JSON = object()


def _ir_text(obj) -> tuple[str, str]:
    """(text, kind) of a stage's input: MLIR module -> ("…", "mlir"), str -> ("…", "text"),
    bytes -> ("", "binary")."""
    if isinstance(obj, str):
        return obj, "text"
    if isinstance(obj, (bytes, bytearray)):
        return "", "binary"
    try:
        return obj.str(), "mlir"
    except Exception:
        return str(obj), "text"


def mlir_ext(text: str, default: str = "ttir") -> str:
    """The file suffix Triton gives an MLIR text by its dialects: ttgir when a TritonGPU
    layout or op appears, llmlir (our name) once it is in the LLVM dialect, else `default`."""
    head = text[:200000]
    for needle, ext in _MLIR_DIALECT_EXT:
        if needle in head:
            return ext
    return default


class _Recorder:
    def __init__(self, outdir: str):
        self.dir = outdir
        os.makedirs(outdir, exist_ok=True)
        self.journal = open(os.path.join(outdir, "journal.jsonl"), "a", buffering=1)
        self.compiles = 0
        self.stage = ""
        self.pms: dict[int, tuple[object, list]] = {}  # id(pm) -> (pm kept alive, pass calls)
        self.pm_runs = 0

    def event(self, **ev) -> None:
        self.journal.write(json.dumps(ev) + "\n")
        self.journal.flush()

    def put(self, name: str, text: str) -> str:
        with open(os.path.join(self.dir, name), "w") as fh:
            fh.write(text)
        return name


def _lib_modules():
    """(dotted path under triton._C.libtriton, module) of every pass-registration module."""
    import types
    import triton._C.libtriton as lt
    out, todo, seen = [], [("", lt)], set()
    while todo:
        prefix, mod = todo.pop()
        for name in dir(mod):
            if name.startswith("_"):
                continue
            sub = getattr(mod, name, None)
            if isinstance(sub, types.ModuleType) and id(sub) not in seen:
                seen.add(id(sub))
                path = f"{prefix}.{name}" if prefix else name
                out.append((path, sub))
                todo.append((path, sub))
    return out


def install_recorder(outdir: str) -> _Recorder:
    """Wrap, for this process: each backend's ``add_stages`` (stage inputs), every
    ``add_*(pass_manager, …)`` pass registration (pass lists), ``pass_manager.run`` (its input
    IR and passes), ``llvm.optimize_module``/``llvm.translate_to_asm`` (LLVM inputs and flags)."""
    import dataclasses
    from triton._C.libtriton import ir
    rec = _Recorder(outdir)

    try:
        from triton.backends import backends
        classes = {b.compiler for b in backends.values()}
    except ImportError:
        classes = set()

    def options_json(backend, options) -> tuple[dict, dict]:
        try:
            cur = dataclasses.asdict(options)
        except TypeError:
            cur = dict(getattr(options, "__dict__", {}))
        try:
            base = dataclasses.asdict(backend.parse_options({}))
        except Exception:
            base = {}
        full = {k: _jsonable(v) for k, v in cur.items()}
        full = {k: v for k, v in full.items() if v is not _NOT_JSON}
        diff = {k: v for k, v in full.items() if k not in base or _jsonable(base[k]) != v}
        return full, diff

    for cls in classes:
        orig = cls.add_stages

        def add_stages(self, stages, options, *rest, _orig=orig, **kw):
            _orig(self, stages, options, *rest, **kw)
            rec.compiles += 1
            n = rec.compiles
            full, diff = options_json(self, options)
            keys = list(stages)
            t = getattr(self, "target", None)
            rec.event(ev="compile", n=n, stages=keys, options=diff, options_all=full,
                      target=[getattr(t, "backend", ""), _jsonable(getattr(t, "arch", "")),
                              getattr(t, "warp_size", 0)],
                      language=str(rest[0]) if rest else "")
            for i, ext in enumerate(keys):
                stages[ext] = _wrap_stage(rec, n, i, ext, keys[i - 1] if i else "ttir", stages[ext])

        cls.add_stages = add_stages

    orig_run = ir.pass_manager.run

    def run(self, mod, *a, **k):
        rec.pm_runs += 1
        calls = rec.pms.get(id(self), (None, []))[1]
        text, _ = _ir_text(mod)
        name = rec.put(f"pm{rec.pm_runs}.in.{mlir_ext(text)}", text)
        rec.event(ev="enter", what="pm", stage=rec.stage, index=rec.pm_runs, input=name, passes=calls,
                  args=[_jsonable(x) for x in a])
        orig_run(self, mod, *a, **k)
        rec.event(ev="leave", what="pm", stage=rec.stage, index=rec.pm_runs)

    ir.pass_manager.run = run

    for path, mod in _lib_modules():
        for name in dir(mod):
            f = getattr(mod, name, None)
            if not name.startswith("add_") or not callable(f) or "pass_manager" not in (f.__doc__ or ""):
                continue

            def add(pm, *args, _f=f, _path=f"{path}.{name}", **kw):
                vals = [_jsonable(a) for a in args]
                entry = [_path, [None if v is _NOT_JSON else v for v in vals]]
                if any(v is _NOT_JSON for v in vals) or kw:
                    entry.append({"replayable": False, "repr": [repr(a)[:200] for a in args]})
                rec.pms.setdefault(id(pm), (pm, []))[1].append(entry)
                return _f(pm, *args, **kw)

            setattr(mod, name, add)

    from triton._C.libtriton import llvm
    if hasattr(llvm, "optimize_module"):
        orig_opt = llvm.optimize_module

        def optimize_module(mod, *a, **k):
            name = rec.put(f"{rec.compiles}-optimize.in.ll", str(mod))
            rec.event(ev="enter", what="llvm", fn="optimize_module", stage=rec.stage, input=name,
                      args=[_jsonable(x) if _jsonable(x) is not _NOT_JSON else repr(x) for x in a])
            r = orig_opt(mod, *a, **k)
            rec.event(ev="leave", what="llvm", fn="optimize_module", stage=rec.stage)
            return r

        llvm.optimize_module = optimize_module
    if hasattr(llvm, "translate_to_asm"):
        orig_asm = llvm.translate_to_asm

        def translate_to_asm(src, *a, **k):
            rec.event(ev="call", what="llvm", fn="translate_to_asm", stage=rec.stage,
                      args=[_jsonable(x) if _jsonable(x) is not _NOT_JSON else repr(x) for x in a])
            return orig_asm(src, *a, **k)

        llvm.translate_to_asm = translate_to_asm
    return rec


def _wrap_stage(rec: _Recorder, n: int, i: int, ext: str, in_ext: str, fn):
    def stage(src, metadata):
        text, kind = _ir_text(src)
        name = rec.put(f"c{n}-{i}-{ext}.in.{in_ext}", text) if kind != "binary" else ""
        rec.event(ev="enter", what="stage", compile=n, stage=ext, index=i, input=name, input_ext=in_ext)
        rec.stage, rec.pms = ext, {}
        out = fn(src, metadata)
        rec.event(ev="leave", what="stage", compile=n, stage=ext, index=i)
        rec.pms = {}
        return out
    return stage


def _make_target():
    from triton.backends.compiler import GPUTarget
    backend, arch, warp = parse_target(TARGET)
    return GPUTarget(backend, arch, warp)


def _backend():
    from triton.compiler.compiler import make_backend
    return make_backend(_make_target())


def stages_run(script: str, result: str) -> int:
    """``stages``: run a script as `run` does, with the recorder installed (`install_recorder`)."""
    install_recorder(os.path.join(os.path.dirname(os.path.abspath(result)), LEVELS_DIR))
    return run_script(script, result)


def reenter(spec_path: str, result: str) -> int:
    """``reenter``: ``triton.compile(FILE, target=…, options=…)``: Triton's own re-entry at the
    stage after the one FILE's suffix names (.ttir -> make_ttgir, .ttgir -> make_llir, …).
    spec: {"file": path, "options": {...}}."""
    import triton
    spec = json.load(open(spec_path))
    exc = None
    try:
        triton.compile(spec["file"], target=_make_target(), options=spec.get("options") or {})
        STATS["compiles"] += 1
    except BaseException as e:  # noqa: BLE001 - the compiler's failure is the data
        exc = e
        traceback.print_exc()
    with open(result, "w") as fh:
        json.dump(_report(exc), fh)
    return 1 if exc else 0


def _resolve(path: str):
    import triton._C.libtriton as lt
    obj = lt
    for part in path.split("."):
        obj = getattr(obj, part)
    return obj


def _pm_run(pm, mod, label: str) -> None:
    try:
        pm.run(mod, label)  # 3.5+: a name for the dump/timing knobs
    except TypeError:  # argument binding failed: nothing ran
        pm.run(mod)


def run_passes(spec_path: str, result: str) -> int:
    """``passes``: parse an MLIR file and run recorded pass registrations on it, the way a
    stage does (``pm.enable_debug()``, then ``add_*`` calls, then ``run``). spec: {"file",
    "passes": [[dotted add_* path, [args]], ...], "stage": the stage they came from,
    "split": run each pass in its own pass manager and write its input IR first
    (``levels/pass-<i>.in.<ext>``, journal events) to find the failing one}."""
    from triton._C.libtriton import ir
    spec = json.load(open(spec_path))
    exc = None
    outdir = os.path.join(os.path.dirname(os.path.abspath(result)), LEVELS_DIR)
    rec = _Recorder(outdir) if spec.get("split") else None
    try:
        ctx = ir.context()
        ir.load_dialects(ctx)
        _backend().load_dialects(ctx)
        mod = ir.parse_mlir_module(spec["file"], ctx)
        mod.context = ctx
        calls = [(c[0], c[1]) for c in spec["passes"]]
        groups = [[c] for c in calls] if rec else [calls]
        for i, group in enumerate(groups):
            if rec:
                text = mod.str()
                name = rec.put(f"pass-{i}.in.{mlir_ext(text)}", text)
                rec.event(ev="enter", what="pass", index=i, input=name, passes=[list(c) for c in group])
            pm = ir.pass_manager(ctx)
            pm.enable_debug()
            for path, args in group:
                _resolve(path)(pm, *args)
            _pm_run(pm, mod, spec.get("stage") or "reprobot")
            if rec:
                rec.event(ev="leave", what="pass", index=i)
        STATS["compiles"] += 1
    except BaseException as e:  # noqa: BLE001
        exc = e
        traceback.print_exc()
    rep = _report(exc)
    rep["stage"] = rep.get("stage") or spec.get("stage") or ""
    with open(result, "w") as fh:
        json.dump(rep, fh)
    return 1 if exc else 0


_LEVEL_MODES = {"stages": lambda req, res: stages_run(req["script"], res),
                "reenter": lambda req, res: reenter(req["spec"], res),
                "passes": lambda req, res: run_passes(req["spec"], res)}


# ----------------------------------------------------------------- warm server
def _limit(cpu_s: float, mem_mb: int, nproc: int) -> None:
    os.setpgid(0, 0)
    resource.setrlimit(resource.RLIMIT_CPU, (int(cpu_s) + 1, int(cpu_s) + 2))
    if mem_mb:
        resource.setrlimit(resource.RLIMIT_AS, (mem_mb << 20, mem_mb << 20))
    if nproc:
        try:
            resource.setrlimit(resource.RLIMIT_NPROC, (nproc, nproc))
        except (ValueError, OSError):
            pass
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    try:  # a memory cgroup's OOM killer (the container sandbox) takes the test, not the warm server
        with open("/proc/self/oom_score_adj", "w") as fh:
            fh.write("1000")
    except OSError:
        pass


def _child(req: dict) -> None:
    work = req["dir"]
    os.chdir(work)
    for k in ("TRITON_CACHE_DIR", "TRITON_HOME", "TRITON_DUMP_DIR", "TRITON_OVERRIDE_DIR"):
        os.environ[k] = os.path.join(work, "triton-" + k.split("_")[1].lower())
    for k, v in (req.get("env") or {}).items():
        os.environ[k] = v
    out = os.open(os.path.join(work, "stdout"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    err = os.open(os.path.join(work, "stderr"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(out, 1)
    os.dup2(err, 2)
    _limit(req.get("cpu_s", 60), req.get("mem_mb", 0), req.get("nproc", 0))
    # at the wall limit serve() sends SIGQUIT: the Python stack of every thread goes to the test's
    # stderr (which compile stage hangs), then the previous handler runs (LLVM's stack dump, if
    # libtriton installed one, else the default action ends the test)
    faulthandler.register(signal.SIGQUIT, file=sys.stderr, all_threads=True, chain=True)
    try:  # knobs read the environment at import in some releases: refresh the cache dir
        import triton
        kn = getattr(triton, "knobs", None)
        if kn is not None and hasattr(kn, "cache"):
            kn.cache.dir = os.environ["TRITON_CACHE_DIR"]
    except Exception:
        pass
    if req.get("mode") == "aot":
        code = aot(req["spec"], os.path.join(work, "result.json"))
    elif req.get("mode") in _LEVEL_MODES:
        code = _LEVEL_MODES[req["mode"]](req, os.path.join(work, "result.json"))
    else:
        code = run_script(req["script"], os.path.join(work, "result.json"))
    os._exit(code)


def _write_files(req: dict) -> None:
    """Inline requests: create the test's directory with req["files"] (flat names) and the spec."""
    work = req["dir"]
    os.makedirs(work, mode=0o700)
    for name, text in req["files"].items():
        if "/" in name or name in (".", ".."):
            continue
        with open(os.path.join(work, name), "w") as fh:
            fh.write(text)
    if "spec_obj" in req:
        with open(req["spec"], "w") as fh:
            json.dump(req["spec_obj"], fh)


def _read_back(req: dict) -> dict:
    """Inline requests: the test's stdout/stderr (capped), result.json and, for the levels
    modes, the files under levels/; the directory is removed. Files are opened without
    following symlinks (a test may plant one)."""
    import shutil

    work, cap = req["dir"], int(req.get("output_bytes", 1 << 20))

    def read(path: str, limit: int) -> str:
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError:
            return ""
        try:
            with os.fdopen(fd, "rb") as fh:
                return fh.read(limit).decode("utf-8", "replace")
        except OSError:
            return ""

    out = {"stdout": read(os.path.join(work, "stdout"), cap), "stderr": read(os.path.join(work, "stderr"), cap),
           "result": read(os.path.join(work, "result.json"), 1 << 20), "collected": {}}
    if req.get("collect"):
        folder = os.path.join(work, req["collect"])
        try:
            names = sorted(os.listdir(folder)) if not os.path.islink(folder) else []
        except OSError:
            names = []
        for n in names:
            if os.path.isfile(os.path.join(folder, n)) and not os.path.islink(os.path.join(folder, n)):
                out["collected"][n] = read(os.path.join(folder, n), max(cap, 32 << 20))
    shutil.rmtree(work, ignore_errors=True)
    return out


# seconds between SIGQUIT (stack dumps) and SIGKILL at the wall limit; the sandboxes use the same
# grace (workers.sandbox.base.QUIT_GRACE_S; this file runs alone in the container, so it is repeated)
QUIT_GRACE_S = 2.0


def _quit_then_kill(pid: int) -> int:
    """End the test process group `pid` at its wall limit: SIGQUIT, then SIGKILL after
    QUIT_GRACE_S if it is still there. Returns its wait status."""
    for sig, grace in ((signal.SIGQUIT, QUIT_GRACE_S), (signal.SIGKILL, None)):
        try:
            os.killpg(pid, sig)
        except ProcessLookupError:
            pass
        end = time.monotonic() + (grace or 0)
        while grace is not None and time.monotonic() < end:
            r, st = os.waitpid(pid, os.WNOHANG)
            if r:
                return st
            time.sleep(0.01)
    return os.waitpid(pid, 0)[1]


def serve() -> int:
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        t0 = time.monotonic()
        inline = "files" in req
        if inline:  # container mode: the worker cannot see our files, so they travel in the JSON
            _write_files(req)
        pid = os.fork()
        if pid == 0:
            try:
                _child(req)
            finally:
                os._exit(120)
        deadline = t0 + float(req.get("wall_s", 60))
        status, timed_out = None, False
        while True:
            r, st = os.waitpid(pid, os.WNOHANG)
            if r:
                status = st
                break
            if time.monotonic() > deadline:
                timed_out = True
                status = _quit_then_kill(pid)
                break
            time.sleep(0.005)
        try:  # helpers (ptxas) the child left behind
            os.killpg(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
        reply = {"exit_code": code, "timed_out": timed_out, "wall_s": time.monotonic() - t0}
        if inline:
            reply.update(_read_back(req))
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


def main(argv: list[str]) -> int:
    mode = argv[1] if len(argv) > 1 else "serve"
    setup()
    if mode == "run":
        os.setpgid(0, 0) if os.getpid() != os.getpgid(0) else None
        return run_script(argv[2], argv[3])
    if mode == "aot":
        return aot(argv[2], argv[3])
    sys.stdout.write(json.dumps({"ready": True}) + "\n")
    sys.stdout.flush()
    return serve()


if __name__ == "__main__":
    sys.exit(main(sys.argv))

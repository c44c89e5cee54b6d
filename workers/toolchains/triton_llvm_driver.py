"""An ``llc`` work-alike over the LLVM inside a Triton wheel (``triton._C.libtriton``).

Every PyPI triton wheel links llvm-project at the commit its ``cmake/llvm-hash.txt`` pins,
built with assertions, and exposes ``llvm.translate_to_asm(ir, triple, cpu, features,
flags, enable_fp_fusion, is_object[, canonicalize_gep[, sched4reg]])``: parse LLVM IR,
mark every function ``alwaysinline`` unless it is ``noinline``, run the always-inliner and the
verifier, then the target's codegen pipeline. This script
runs that entry point the way ``llc`` would, in the release's own virtual env (it imports
nothing from reprobot but its sibling ``llvmlite_driver.py``, standard library only, for llc's
triple and feature rules; the two are copied together wherever that env exists)::

    <venv>/bin/python triton_llvm_driver.py [--sym NAME=HEX ...] llc -mtriple=amdgcn-amd-amdhsa \
        -mcpu=gfx942 -O0 -global-isel -o /dev/null in.ll

What it honours: ``-mtriple``, ``-march`` (llc's rule: the arch replaces the module's or
the default triple's), ``-mcpu``, ``-mattr``, ``-O0`` (through the wheel's own
``DISABLE_LLVM_OPT=1``, which builds the target machine at ``CodeGenOptLevel::None``),
``-O1``/``-O2``/``-O3`` (all run at ``Aggressive``, the only other level the entry point
builds; the caller notes it), ``-filetype=asm|obj`` (the ``is_object`` argument), ``-o``.
Every other flag goes to LLVM's own command-line parser, ``cl::ParseCommandLineOptions``,
resolved from the library's symbol table (``--sym``): ``-global-isel``,
``-verify-machineinstrs``, ``-amdgpu-…`` and any option with a value, exactly as ``llc``
parses them; an unknown flag ends the run the way ``llc`` does (``Unknown command line
argument``, exit 1). The same symbols turn on LLVM's crash printer
(``sys::PrintStackTraceOnErrorSignal`` + ``EnablePrettyStackTrace``), so a crash prints
the assertion, ``LLVM ERROR:``, ``Stack dump:`` with ``Running pass '…'`` and the frames
as ``llc`` does.

``llc`` inlines nothing but what the module itself marks ``alwaysinline`` (AMDGPU's pipeline
runs the always-inliner; other targets run no inliner at all), so before the entry point sees
the IR every ``define`` that is neither ``alwaysinline`` nor ``noinline`` gets ``noinline``
(`keep_calls`): the entry point then inlines only what AMDGPU's ``llc`` would. The caller
refuses a module whose ``alwaysinline`` calls a non-AMDGPU ``llc`` would keep.

What it cannot honour exits 3 with ``unsupported:`` on stderr (never a clean run): MIR
input, ``-run-pass``/``-start-*``, ``-filetype=null``, and flags when the symbols are not
given. The compile runs in a forked child so that an IR parse error, which the entry point
reports through ``report_fatal_error``, comes back as a plain ``error:`` (exit 1) and not
as a crash; any other failure of the child is passed on with its own exit status.

Exit codes follow ``llc``: 0 success, 1 error, a signal for crashes, 3 unsupported.
"""
from __future__ import annotations

import ctypes
import os
import re
import signal
import sys
from typing import NoReturn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # the sibling, wherever both were put
from llvmlite_driver import add_features, normalize_triple  # noqa: E402  (standard library only)

# environment variables triton's llvm.cc reads; a run must not inherit them
_TRITON_ENV = ("DISABLE_LLVM_OPT", "LLVM_IR_ENABLE_DUMP", "LLVM_ENABLE_TIMING", "TRITON_ENABLE_ASAN",
               "LLVM_PASS_PLUGIN_PATH", "TRITON_ENABLE_PYTHON_STACKTRACE", "TRITON_LLVM_DEBUG_ONLY",
               "LLVM_EXTRACT_DI_LOCAL_VARIABLES", "MLIR_ENABLE_DUMP")
_UNSUPPORTED_PREFIXES = ("-run-pass", "--run-pass", "-start-after", "-start-before", "--start-after",
                         "--start-before", "-x=", "--x=")
_MARCH = {"x86-64": "x86_64", "x86": "i386", "arm64": "aarch64"}
# what llc's own parser would do without a triple anywhere: the build's default target
DEFAULT_TRIPLE = "x86_64-unknown-linux-gnu"
_PARSE_FATAL = re.compile(r"LLVM ERROR: failed to parse IR: (.*?)\s*lineno: (\d+)", re.S)


def unsupported(why: str) -> NoReturn:
    sys.stderr.write(f"unsupported: {why}\n")
    sys.stderr.flush()
    os._exit(3)


def parse_args(argv: list[str]) -> dict:
    """``[--sym K=HEX]… llc ARGS…`` -> options (the tool must be ``llc``)."""
    syms: dict[str, int] = {}
    while argv[:1] == ["--sym"]:
        k, _, v = argv[1].partition("=")
        syms[k] = int(v, 16)
        argv = argv[2:]
    if not argv or argv[0] != "llc":
        unsupported(f"{argv[0] if argv else 'no tool'}: only llc is available through translate_to_asm "
                    "(it runs codegen only; no entry point runs an opt pass pipeline on parsed IR)")
    opts = {"syms": syms, "triple": "", "march": "", "cpu": "", "attrs": "", "opt": 2, "output": "-",
            "filetype": "asm", "cl": [], "inputs": []}
    rest, i = argv[1:], 0
    while i < len(rest):
        a = rest[i]
        if a == "-o" and i + 1 < len(rest):
            opts["output"] = rest[i + 1]
            i += 2
            continue
        if a.startswith(_UNSUPPORTED_PREFIXES) or a in ("-x", "--x"):
            unsupported(f"{a}: translate_to_asm starts from LLVM IR and runs the whole codegen pipeline; "
                        "it cannot run named machine passes")
        key, _, val = a.lstrip("-").partition("=")
        if key == "mtriple":
            opts["triple"] = normalize_triple(val) if val else val  # as llc reads it, not by position
        elif key == "march":
            opts["march"] = val
        elif key == "mcpu":
            opts["cpu"] = val
        elif key == "mattr":  # signed as llc's SubtargetFeatures does; repeats add up
            opts["attrs"] = add_features(opts["attrs"], val)
        elif re.fullmatch(r"O[0-3]", key) and not val:
            opts["opt"] = int(key[1])
        elif key == "O" and val.isdigit():
            opts["opt"] = int(val)
        elif key == "filetype":
            opts["filetype"] = val
        elif a == "-" or not a.startswith("-"):
            opts["inputs"].append(a)
        else:
            opts["cl"].append(a)
        i += 1
    if opts["filetype"] not in ("asm", "obj"):
        unsupported(f"-filetype={opts['filetype']}: translate_to_asm emits assembly or an object only")
    if any(p.endswith(".mir") for p in opts["inputs"]):
        unsupported("MIR input: translate_to_asm parses LLVM IR only")
    if opts["cl"] and not ({"pcl", "pcl_fs"} & set(syms) and "base_check" in syms):
        unsupported(f"{' '.join(opts['cl'])}: LLVM's option parser was not found in this build's symbol table")
    return opts


def module_triple(ir: str) -> str:
    m = re.search(r'^\s*target\s+triple\s*=\s*"([^"]*)"', ir, re.M)
    return m.group(1) if m else ""


def effective_triple(opts: dict, ir: str) -> str:
    """llc's rule: -mtriple wins; else the module's triple (or the default one), with its
    arch replaced by -march when given."""
    if opts["triple"]:
        return opts["triple"]
    triple = module_triple(ir) or DEFAULT_TRIPLE
    if opts["march"]:
        arch = _MARCH.get(opts["march"], opts["march"])
        parts = triple.split("-")
        triple = "-".join([arch, *parts[1:]]) if len(parts) > 1 else arch
    return triple


class _LLVMSymbols:
    """Functions of the LLVM linked into libtriton.so, called through their addresses:
    load base (from /proc/self/maps) + the symbol's value (from the ELF symbol table, read
    by the caller). `base_check` is the table value of ``PyInit_libtriton``, which is also
    exported, so the base can be verified before anything is called."""

    def __init__(self, so: str, syms: dict[str, int]):
        self.ok = False
        base = None
        with open("/proc/self/maps") as f:
            for line in f:
                parts = line.split()
                if len(parts) >= 6 and parts[5] == so and int(parts[2], 16) == 0:
                    base = int(parts[0].split("-")[0], 16)
                    break
        if base is None or "base_check" not in syms:
            return
        lib = ctypes.CDLL(so)
        if ctypes.cast(lib.PyInit_libtriton, ctypes.c_void_p).value != base + syms["base_check"]:
            return
        self.base, self.syms, self.ok = base, syms, True

    def _fn(self, key: str, restype, *argtypes):
        return ctypes.CFUNCTYPE(restype, *argtypes)(self.base + self.syms[key])

    def crash_printer(self, argv0: bytes) -> None:
        if "pst" in self.syms:  # llvm::sys::PrintStackTraceOnErrorSignal(StringRef, bool)
            self._fn("pst", None, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_bool)(argv0, len(argv0), False)
        if "eps" in self.syms:  # llvm::EnablePrettyStackTrace()
            self._fn("eps", None)()

    def parse_options(self, argv: list[str]) -> None:
        """cl::ParseCommandLineOptions(argc, argv, Overview, Errs=nullptr, [FS=nullptr,]
        EnvVar=nullptr, LongOptionsUseDoubleDash=false): with no error stream, LLVM prints
        the error and exits 1, as llc does."""
        fs = "pcl_fs" in self.syms  # later 22.0.0git added a vfs::FileSystem* parameter (the mangled name says)
        types = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p), ctypes.c_char_p, ctypes.c_size_t, ctypes.c_void_p]
        types += [ctypes.c_void_p] if fs else []
        types += [ctypes.c_char_p, ctypes.c_bool]
        fn = self._fn("pcl_fs" if fs else "pcl", ctypes.c_bool, *types)
        raw = [a.encode() for a in argv]
        arr = (ctypes.c_char_p * (len(raw) + 1))(*raw, None)
        fn(len(raw), arr, b"", 0, None, *([None] if fs else []), None, False)


# a define's header up to its parameter list; `name` is the function's, quotes kept
_DEFINE_HEAD = re.compile(r"^define\b[^@\n]*@(?P<name>[\w.$-]+|\"[^\"\n]*\")\s*\(", re.M)
_ATTR_GROUP = re.compile(r"^attributes #(\d+) = \{([^\n]*)\}", re.M)
_AFTER_PARAMS = re.compile(r"\s*(?:(?:local_)?unnamed_addr\s+)?(?:addrspace\(\d+\)\s*)?")


def inline_groups(ir: str, attr: str) -> set[str]:
    """Numbers of the attribute groups (``attributes #N = { … }``) that hold `attr`."""
    return {m.group(1) for m in _ATTR_GROUP.finditer(ir) if re.search(rf"(?<![\w\"]){attr}(?![\w\"])", m.group(2))}


def defined_names(ir: str) -> list[str]:
    """Names of the functions `ir` defines, in order (quoted names with their quotes)."""
    return [m.group("name") for m in _DEFINE_HEAD.finditer(ir)]


def carries(text: str, attrs: str, groups: set[str]) -> bool:
    """Does `text` (a define's line, the tail of a call) name one of `attrs` (``a|b``) itself
    or through one of the attribute `groups` (`inline_groups`) it refers to as ``#N``?"""
    return bool(re.search(rf"\b(?:{attrs})\b", text) or set(re.findall(r"#(\d+)", text)) & groups)


def keep_calls(ir: str) -> str:
    """`ir` with ``noinline`` added to the function attributes of every ``define`` that is
    neither ``alwaysinline`` nor ``noinline`` (on its line or through an attribute group), so
    that the entry point's mark-everything-alwaysinline step leaves its calls as ``llc``
    would. Line numbers are kept (the word is added on the define's own line, after the
    parameter list and any ``unnamed_addr``/``addrspace(N)``); a header it cannot read is
    left as it is."""
    marked = inline_groups(ir, "alwaysinline") | inline_groups(ir, "noinline")
    out, last = [], 0
    for m in _DEFINE_HEAD.finditer(ir):
        end = ir.find("\n", m.end())
        end = len(ir) if end < 0 else end
        line = ir[m.start():end]
        if carries(line, "alwaysinline|noinline", marked):
            continue
        depth, i, quoted = 1, m.end(), False
        while i < end and depth:
            c = ir[i]
            if c == '"':
                quoted = not quoted
            elif not quoted:
                depth += {"(": 1, ")": -1}.get(c, 0)
            i += 1
        if depth:
            continue
        at = _AFTER_PARAMS.match(ir, i).end()
        out += [ir[last:at], " noinline " if not ir[at - 1:at].isspace() else "noinline "]
        last = at
    return "".join(out) + ir[last:]


def compile_child(opts: dict, ir: str, triple: str) -> None:
    """Runs in the forked child: install LLVM's crash printer, parse the cl::opts, compile."""
    from triton._C import libtriton
    from triton._C.libtriton import llvm

    so = os.path.realpath(libtriton.__file__)
    syms = _LLVMSymbols(so, opts["syms"])
    if syms.ok:
        syms.crash_printer(b"llc")
        if opts["cl"]:
            syms.parse_options(["llc", *opts["cl"]])
    elif opts["cl"]:
        unsupported("the symbol addresses given do not match this libtriton.so")
    if opts["opt"] == 0:
        os.environ["DISABLE_LLVM_OPT"] = "1"  # read by createTargetMachine: CodeGenOptLevel::None
    llvm.init_targets()
    nargs = llvm.translate_to_asm.__doc__.split("->")[0].count(":")
    # 3.8+: canonicalize_gep, 3.9+: sched4reg; both off is what llc does
    extra = [False] * max(0, nargs - 7)
    out = llvm.translate_to_asm(keep_calls(ir), triple, opts["cpu"], opts["attrs"], [], False,
                                opts["filetype"] == "obj", *extra)
    _write(opts["output"], out)


def _write(path: str, data) -> None:
    if path == "/dev/null":
        return
    if path == "-":
        sys.stdout.write(data if isinstance(data, str) else data.decode("latin-1"))
        sys.stdout.flush()
        return
    with open(path, "wb" if isinstance(data, bytes) else "w") as f:
        f.write(data)


def main(argv: list[str]) -> int:
    for k in _TRITON_ENV:
        os.environ.pop(k, None)
    opts = parse_args(argv)
    name = opts["inputs"][0] if opts["inputs"] else "-"
    try:
        ir = sys.stdin.read() if name == "-" else open(name).read()
    except OSError as e:
        sys.stderr.write(f"llc: error: Could not open input file '{name}': {e.strerror}\n")
        return 1
    triple = effective_triple(opts, ir)
    import triton._C.libtriton  # noqa: F401  (load once; the child inherits the mapping)

    sys.stdout.flush()
    rfd, wfd = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: stderr goes to the parent, which rewrites parse errors
        os.close(rfd)
        os.dup2(wfd, 2)
        os.close(wfd)
        try:
            compile_child(opts, ir, triple)
        except BaseException as e:  # a Python-level error (bad argument types …), not an LLVM crash
            sys.stderr.write(f"llc: error: {type(e).__name__}: {e}\n")
            sys.stderr.flush()
            os._exit(1)
        sys.stderr.flush()
        os._exit(0)
    os.close(wfd)
    chunks = []
    while True:
        b = os.read(rfd, 65536)
        if not b:
            break
        chunks.append(b)
    os.close(rfd)
    _, status = os.waitpid(pid, 0)
    err = b"".join(chunks).decode("utf-8", "replace")
    m = _PARSE_FATAL.search(err)
    if m:  # the entry point's report_fatal_error for unparsable IR is an input error, not a crash
        sys.stderr.write(err[:m.start()] + f"llc: error: LLVM IR parsing error: {name}:{m.group(2)}: {m.group(1)}\n")
        return 1
    sys.stderr.write(err)
    sys.stderr.flush()
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        signal.signal(sig, signal.SIG_DFL)
        os.kill(os.getpid(), sig)
    return os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

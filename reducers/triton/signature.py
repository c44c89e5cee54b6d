"""Triton crash signatures: the Triton kinds of `reducers.signature.CrashSignature`.

A Triton failure is, in order of precedence (the first found wins):

1. a C++ assertion, ``LLVM ERROR:`` (incl. ``Cannot select:``) or an MLIR ``UNREACHABLE`` in
   stderr: the LLVM kinds of `reducers.signature` (``assertion``, ``llvm-error``,
   ``cannot-select``, ``unreachable``);
2. ``mlir-error``: a pass pipeline failure with an MLIR diagnostic
   (``error: 'tt.addptr' op operation destroyed but still has uses``);
3. ``pass-failure``: ``PassManager::run failed`` with no diagnostic;
4. ``tool-error``: an external tool of the toolchain failed (``ptxas``, ``ld.lld``): the
   tool's own first error line is the message (``ptxas: Feature 'cvt with .bf16.f16' requires
   .target sm_90 or higher``), whatever Python exception (``CalledProcessError``,
   ``RuntimeError: Internal Triton PTX codegen error``) carried it, since the releases wrap it
   differently;
5. ``signal``: the process died by a signal with no message;
6. ``python-exception``: an exception raised inside Triton's front end or compiler
   (``CompilationError`` unwrapped to its innermost cause: ``ValueError: Shape element N
   must be a power of N``).

In every kind ``pass_name`` is the failing MLIR pass when stderr names it (``Pipeline failed
while executing [`TritonGPUCoalesce` on …]``, Triton 3.3+, or ``-mlir-print-ir-after-failure``
dumps). From Triton 3.3 a pass failure is caught and re-raised as ``RuntimeError:
PassManager::run failed`` (exit 1); up to 3.2 the same failure aborts the process: both give
the same kind and message here, so a signature is stable across releases.

``stage`` (ttir, ttgir, llir, ptx, amdgcn …) is kept in ``frames`` as ``stage=<name>``: it
says where the pipeline stopped without being part of the message key.
"""
from __future__ import annotations

import re
from typing import Any

from reducers.signature import (GLIBC_HEAP_ABORT, CrashSignature, _classify_message, _location, normalize_message,
                                signal_from_exit, strip_python_source)

TRITON_KINDS = ("mlir-error", "pass-failure", "tool-error", "python-exception")

_RE_PIPELINE = re.compile(r"Pipeline failed while executing \[`([^`]+)`")
_RE_IR_DUMP_FAIL = re.compile(r"IR Dump After (\S+) Failed")
# "Fatal Python error: Aborted" is CPython reporting the abort, not a diagnostic
# an MLIR diagnostic's "error: ..." on a line of its own, after a location, or quoted in prose
# ("The error message is `error: 'tt.atomic_rmw' op failed to verify ...`", triton#2052)
_RE_MLIR_ERROR = re.compile(r"(?:^|(?<!Python)\s|(?<=[`'\"]))error:[ \t]*(\S.*)$", re.M)
_RE_PY_EXC = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Failure|Interrupt)):\s?(.*)$", re.M)
# an external tool's error line: "ptxas /tmp/x.ptx, line 47; error   : Feature …",
# "ptxas fatal   : …", "ld.lld: error: …"
_RE_TOOL_ERROR = re.compile(r"^\s*(ptxas|ld\.lld|lld|nvlink|fatbinary)\b[^\n]*?\b(?:error|fatal)\s*:\s*(\S[^\n]*)$", re.M)
# ptxas's own wording, quoted by reporters without the "ptxas … error :" prefix (triton#3899)
_RE_PTXAS_WORDING = re.compile(r"^\s*(Feature '[^'\n]+' requires (?:PTX ISA|\.target)[^\n]*?)\s*$", re.M)
# a traceback frame: File "…/code_gen.py", line 956, in add_to_cache
# "python3: /path/llvm-project/llvm/incl" ending a pasted line: an assert(3)
# line ("prog: file:line: function: Assertion ... failed") cut inside the file's path
_RE_CUT_ASSERT = re.compile(r"(?<![\w.-])(?:python[\d.]*|pytest|triton-opt|[\w.-]*llc|[\w.-]*opt): "
                            r"/[\w./+-]*(?:llvm-project|triton|llvm|mlir|/lib/|/include/)[\w./+-]*[ \t]*$", re.M)
_RE_TB_FRAME = re.compile(r'^\s*File "([^"]+)", line \d+, in (\S+)', re.M)
_RE_BARE_EXC = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Failure))\s*:?\s*$", re.M)
_IGNORED_MLIR = re.compile(r"Failures have been detected while processing an MLIR pass pipeline")
# compile-stage functions of Triton's backends -> stage name (the public name is for callers)
STAGE_FUNCTIONS = _STAGE_FN = {"make_ttir": "ttir", "make_ttgir": "ttgir", "make_llir": "llir", "make_ptx": "ptx",
                               "make_cubin": "cubin", "make_amdgcn": "amdgcn", "make_hsaco": "hsaco"}


def failing_pass(text: str) -> str:
    """The MLIR pass a Triton run names as failing, or ''."""
    m = _RE_PIPELINE.search(text)
    if m:
        return m.group(1)
    m = _RE_IR_DUMP_FAIL.search(text)
    return m.group(1) if m else ""


def tool_error(text: str) -> tuple[str, str] | None:
    """(tool, message) of the first error line an external tool (ptxas, ld.lld) printed, the
    file/line prefix dropped; None when there is none. ``fatal`` lines (``Ptx assembly aborted
    due to errors``) count only when no ``error`` line precedes them. A line in ptxas's own
    wording (``Feature 'cvt with .e4m3x2' requires PTX ISA .version 8.1 or later``) quoted
    without its prefix is ptxas's."""
    found = None
    for m in _RE_TOOL_ERROR.finditer(text):
        tool = "ld.lld" if m.group(1) == "lld" else m.group(1)
        if "fatal" not in m.group(0).split(m.group(2))[0]:
            return tool, m.group(2).strip()
        found = found or (tool, m.group(2).strip())
    if found is None:
        m = _RE_PTXAS_WORDING.search(text)  # a message only ptxas prints, quoted bare
        found = ("ptxas", m.group(1)) if m else None
    return found


def traceback_functions(text: str) -> list[tuple[str, str]]:
    """(file basename, function) of every Python traceback frame in `text`, in order."""
    return [(f.replace("\\", "/").rsplit("/", 1)[-1], fn) for f, fn in _RE_TB_FRAME.findall(text)]


def exception_type(sig: CrashSignature) -> str:
    """The exception type of a ``python-exception`` signature ('' when not known)."""
    m = re.match(r"([A-Za-z_]\w*)(?::|$)", sig.message or sig.first_line)
    return m.group(1) if m and m.group(1)[0].isupper() else ""


def exception_message_missing(sig: CrashSignature) -> bool:
    """A ``python-exception`` that shows at most its type (``AssertionError``, or a traceback cut
    before its last line): nothing to compare a run's message with."""
    return sig.kind == "python-exception" and not sig.message.partition(":")[2].strip()


def mlir_signature(diag: str, pass_name: str = "", frames: tuple[str, ...] = ()) -> CrashSignature:
    """The ``mlir-error`` signature of an MLIR diagnostic (`_mlir_error`'s text)."""
    return CrashSignature(kind="mlir-error", message=normalize_message(diag), pass_name=pass_name, frames=frames,
                          first_line="error: " + diag)


def tool_signature(tool: tuple[str, str], pass_name: str = "", frames: tuple[str, ...] = ()) -> CrashSignature:
    """The ``tool-error`` signature of `tool_error`'s (tool, message)."""
    line = f"{tool[0]}: {tool[1]}"
    return CrashSignature(kind="tool-error", message=normalize_message(line), pass_name=pass_name, frames=frames,
                          first_line=line)


def _mlir_error(text: str) -> str:
    for m in _RE_MLIR_ERROR.finditer(text):
        msg = m.group(1).strip()
        q = text[m.start() - 1] if m.start() and text[m.start() - 1] in "`'\"" else ""
        if q:  # quoted in prose: the diagnostic ends at the closing quote
            msg = msg.split(q, 1)[0].strip() if q == "`" else msg.rsplit(q, 1)[0].strip()
        if not _IGNORED_MLIR.search(msg):
            return msg
    return ""


def normalize_python_message(msg: str) -> str:
    """Normalize a Python exception message: CompilationError's source excerpt (``at 12:4:``
    plus code lines) is dropped, keeping its last line; numbers and paths are folded."""
    lines = [ln for ln in msg.strip().splitlines() if ln.strip()]
    if lines and re.match(r"^at \d+:\d+:", lines[0]):
        lines = lines[-1:]
    first = lines[0] if lines else ""
    return normalize_message(first)[:300]


def _innermost(chain: list[str]) -> str:
    """``["CompilationError: at 1:2: …", "ValueError: x"]`` -> ``"ValueError: x"``; a lone
    CompilationError keeps its own last line."""
    if not chain:
        return ""
    inner = [c for c in chain if not c.startswith(("CompilationError", "CompileTimeAssertionFailure"))]
    last = inner[-1] if inner else chain[-1]
    typ, _, msg = last.partition(":")
    if typ in ("CompilationError",) and msg:
        return f"{typ}: {normalize_python_message(msg)}"
    return f"{typ}: {normalize_python_message(msg)}" if msg.strip() else typ


def _stage_from_text(text: str) -> str:
    found = ""
    for fn, st in _STAGE_FN.items():
        for m in re.finditer(rf"\b{fn}\b", text):
            found = st
    # the last stage function in a traceback is the innermost; prefer order of appearance
    names = re.findall(r"\b(make_\w+)\b", text)
    names = [n for n in names if n in _STAGE_FN]
    return _STAGE_FN[names[-1]] if names else found


def _last_exception(text: str) -> tuple[str, str] | None:
    """(type without module, message) of the last ``Type: message`` line of a traceback;
    ``triton.compiler.errors.CompilationError: at 3:11:`` wraps the cause printed above it,
    so the cause wins when there is one."""
    excs = [(t.rsplit(".", 1)[-1], m) for t, m in _RE_PY_EXC.findall(text)]
    excs = [e for e in excs if e[0] != "CompilationError"] or excs
    return excs[-1] if excs else None


_CAUGHT_SIGNAL = re.compile(r"error: A signal was caught while processing the MLIR module")


def parse_triton_failure(stderr: str, exit_code: int | None,
                         report: dict[str, Any] | None = None) -> CrashSignature | None:
    """Signature of one Triton run from its stderr, exit status and the harness report
    (``workers/triton/harness.py``: ``status``, ``chain``, ``in_compile``, ``stage``).

    Returns None when the run did not fail inside Triton: a clean exit, or a Python
    exception raised outside Triton's compiler after the kernels compiled (with the
    stand-in driver launches are no-ops, so numeric checks after them prove nothing).
    """
    report = report or {}
    stderr = strip_python_source(stderr)  # a quoted source line is never the failure
    kind, message, first = _classify_message(stderr, stripped=True)
    pass_name = failing_pass(stderr)
    sig = signal_from_exit(exit_code)
    stage = report.get("stage") or _stage_from_text(stderr)
    frames = (f"stage={stage}",) if stage else ()
    if kind:
        return CrashSignature(kind=kind, message=message, pass_name=pass_name, frames=frames,
                              first_line=first, location=_location(stderr) if kind == "assertion" else "")
    failed = report.get("status") == "exception" or exit_code not in (0, None)
    tool = tool_error(stderr) if failed else None
    if tool:
        return tool_signature(tool, pass_name, frames)
    heap = re.search(r"(?<![\w.])(?:" + GLIBC_HEAP_ABORT + ")", stderr) if sig else None
    if heap:
        # glibc found the heap corrupted and aborted the process (triton#9063 on 3.9.0: the verifier's
        # errors, then "free(): invalid next size"): a memory error, whatever was printed before it
        return CrashSignature(kind="signal", pass_name=pass_name, frames=frames, signal=sig,
                              first_line=heap.group(0))
    if _CAUGHT_SIGNAL.search(stderr):
        # 3.3+'s crash recovery: a signal inside a pass (a SIGSEGV: no assertion or LLVM ERROR
        # text before it, those are read above) caught and turned into "PassManager::run
        # failed"; the native crash a release before 3.3 dies of, not a diagnostic (triton#9064)
        return CrashSignature(kind="signal", pass_name=pass_name, frames=frames, signal=sig,
                              first_line="a signal was caught in the pass (crash recovery)")
    # 3.5+ verify the module the frontend built and raise "error encountered during parsing"
    # after MLIR printed the verifier's diagnostic: a compile error like a pass's
    mlir = _mlir_error(stderr) if (pass_name or "PassManager::run failed" in stderr or sig
                                   or "error encountered during parsing" in stderr) else ""
    if mlir:
        return mlir_signature(mlir, pass_name, frames)
    if "PassManager::run failed" in stderr:
        return CrashSignature(kind="pass-failure", message="passmanager::run failed", pass_name=pass_name,
                              frames=frames, first_line="RuntimeError: PassManager::run failed")
    if sig:
        return CrashSignature(kind="signal", pass_name=pass_name, frames=frames, signal=sig,
                              first_line=f"{sig} (no message)")
    chain = report.get("chain") or []
    # an exception outside Triton is no failure of Triton's once kernels compiled (numeric
    # checks after no-op launches); before any compile it stops the reproducer early
    if report.get("status") == "exception" and (report.get("in_compile") or report.get("in_triton")
                                                or not report.get("compiles")):
        inner = _innermost(chain)
        return CrashSignature(kind="python-exception", message=inner, frames=frames,
                              first_line=(chain[-1].splitlines() or [""])[-1] if chain else inner)
    if report.get("status") is None and exit_code not in (0, None):
        # no harness report (e.g. it died before writing it): the last traceback line
        exc = _last_exception(stderr)
        if exc:
            t, m = exc
            return CrashSignature(kind="python-exception", message=f"{t}: {normalize_python_message(m)}",
                                  frames=frames, first_line=f"{t}: {m}")
        # LLVM's error handler printed a diagnostic and exited (inline asm constraints the
        # target's backend cannot allocate): a compile error, not a clean run
        mlir = _mlir_error(stderr)
        if mlir:
            return mlir_signature(mlir, frames=frames)
    return None


# CPython's and pybind11's own wordings of an exception message, quoted by reporters without the
# type ("throws `'constexpr' object has no attribute 'handle'`", "map::at error"): the type is
# the one that message always comes with. (pattern, type)
_UNTYPED_MESSAGES = [
    (re.compile(r"'[\w.]+' object has no attribute '\w+'|module '[\w.]+' has no attribute '\w+'"), "AttributeError"),
    (re.compile(r"unsupported operand type\(s\) for [^\n`]+|'[\w.]+' object is not (?:callable|subscriptable|iterable)|"
                r"\b\w+\(\) (?:takes \d+ positional arguments? but \d+ (?:was|were) given|"
                r"got an unexpected keyword argument '\w+'|missing \d+ required positional arguments?[^\n`]*)"),
     "TypeError"),
    (re.compile(r"name '\w+' is not defined"), "NameError"),
    (re.compile(r"\b(?:list|tuple) index out of range"), "IndexError"),
    # std::out_of_range from std::map::at, which pybind11 raises as IndexError (Triton's C++)
    (re.compile(r"\bmap::at\b"), "IndexError"),
    (re.compile(r"No module named '[\w.]+'"), "ModuleNotFoundError"),
    # Triton's frontend checks, by the type their code raises (triton/compiler/code_generator.py,
    # language/semantic.py, runtime/jit.py; the same in 2.3-3.9): reports quote them bare
    (re.compile(r"Cannot access global variable \w+ from within @jit'ed\s+function"), "NameError"),
    (re.compile(r"Cannot call @triton\.jit'd outside of the scope of a kernel"), "RuntimeError"),
    (re.compile(r"Loop carried variable \w+ changed type"), "AssertionError"),
    (re.compile(r"arange's range must be a power of 2|program_id axis must be 0, 1, or 2[^\n`]*|"
                r"Mask argument cannot be block type if pointer argument is not a block|"
                r"Did you forget to add @triton\.jit \?"), "ValueError"),
]


def _untyped_exception(text: str) -> tuple[str, str] | None:
    """(type, message) for an exception message quoted without its type, by its wording
    (`_UNTYPED_MESSAGES`); None when no such wording is in `text`."""
    for rx, typ in _UNTYPED_MESSAGES:
        m = rx.search(text)
        if m:
            return typ, m.group(0)
    return None


def parse_triton_reported(text: str) -> CrashSignature | None:
    """The failure a reporter pasted (error lines, traceback, title), cut off anywhere; last,
    an exception message quoted without its type (`_UNTYPED_MESSAGES`). None when nothing
    failure-like is found."""
    raw, text = text, strip_python_source(text)
    kind, message, first = _classify_message(text, stripped=True)
    pass_name = failing_pass(text)
    if not pass_name:
        m = re.search(r"\[`?(Triton\w+|tritongpu-[\w-]+)`?\]?", text)
        pass_name = m.group(1) if m and m.group(1).startswith("Triton") else ""
    if kind:
        return CrashSignature(kind=kind, message=message, pass_name=pass_name, first_line=first,
                              location=_location(text) if kind == "assertion" else "")
    cut = _RE_CUT_ASSERT.search(text)
    if cut:
        # glibc's assert line cut after the program and the start of the source path
        # ("python3: /source/llvm-project/llvm/incl", triton#4737): a native assertion of
        # unknown text; a Python exception or an MLIR diagnostic is not it
        return CrashSignature(kind="assertion", pass_name=pass_name, first_line=cut.group(0).strip() + " [cut]")
    tool = tool_error(text)
    if tool:
        return tool_signature(tool, pass_name)
    mlir = _mlir_error(text)
    if mlir and re.search(r"'\w+\.\w+' op ", mlir):
        return mlir_signature(mlir, pass_name)
    if "PassManager::run failed" in text:
        return CrashSignature(kind="pass-failure", message="passmanager::run failed", pass_name=pass_name,
                              first_line="RuntimeError: PassManager::run failed")
    m = re.search(r"\b(Segmentation fault|Segfault|segfaults?|SIGSEGV|[Cc]ore dumped|SIGABRT|"
                  r"Fatal Python error: Aborted)|(?<![\w.])(" + GLIBC_HEAP_ABORT + ")|"
                  # LLVM's crash handler with no message before it (triton#9064: "PLEASE submit a bug
                  # report ... Stack dump: 0. Program arguments: .../triton-opt ..." and frames):
                  # a native crash whose kind the text does not say
                  r"(PLEASE submit a bug report to \S+ and include the crash backtrace)", text)
    if m:
        # a bare abort ("Aborted (core dumped)", faulthandler's "Fatal Python error: Aborted",
        # glibc's heap checks "free(): invalid size", triton#2848): a native assertion or memory
        # error whose text says nothing of where; any native crash meets it
        segv = bool(m.group(1)) and not re.search(r"core|ABRT|Abort", m.group(1), re.I)
        # LLVM's crash handler with no message: a signal, not an abort that prints its text
        # (the LLVM parser's "crash"): a failure with a message (LLVM ERROR) is another one
        return CrashSignature(kind="signal", signal="SIGSEGV" if segv else "crash" if m.group(3) else "",
                              pass_name=pass_name, first_line=m.group(0))
    exc = _last_exception(text)
    if exc:
        t, msg = exc
        return CrashSignature(kind="python-exception", message=f"{t}: {normalize_python_message(msg)}",
                              first_line=f"{t}: {msg}")
    tb = raw.rfind("Traceback (most recent call last)")
    frames = traceback_functions(raw[tb:]) if tb >= 0 else []
    if frames:
        # a traceback cut before its message (or ending in a bare type): only the exception
        # type, if any, and the raising frame are known; `location` keeps ``file:function``
        bare = _RE_BARE_EXC.findall(raw[tb:])
        typ = bare[-1].rsplit(".", 1)[-1] if bare else ""
        f, fn = frames[-1]
        return CrashSignature(kind="python-exception", message=typ, location=f"{f}:{fn}",
                              first_line=typ or f"Traceback cut before its message (last frame {f} in {fn})")
    exc = _untyped_exception(text)
    if exc:
        t, msg = exc
        return CrashSignature(kind="python-exception", message=f"{t}: {normalize_python_message(msg)}",
                              first_line=f"{t}: {msg}")
    return None


def corpus_summary(sig: CrashSignature | None) -> str:
    """The corpus's expected.json notation: ``stage=ttgir | Assert:… | Pass:X | Py:…``."""
    if sig is None:
        return ""
    parts = [f for f in sig.frames if f.startswith("stage=")]
    if sig.kind == "signal":
        parts.append(sig.signal)
    elif sig.kind == "assertion":
        parts.append("Assert:" + sig.first_line)
    elif sig.kind in ("llvm-error", "cannot-select"):
        parts.append("LLVMERR:" + sig.message)
    elif sig.kind == "mlir-error":
        parts.append("MLIR:" + sig.message)
    elif sig.kind == "python-exception":
        parts.append("Py:" + sig.message)
    elif sig.kind == "tool-error":
        parts.append(sig.first_line)
    if sig.pass_name:
        parts.append("Pass:" + sig.pass_name)
    return " | ".join(parts)


# "triton.compiler.errors.CompilationError: at 4:4:": the line:column, in the kernel's source, of the
# statement the frontend failed on
COMPILE_AT = re.compile(r"(?:(?<![\w.])[\w.]+\.)?CompilationError: at (\d+:\d+):?")


def compile_site(text: str) -> tuple[str, str]:
    """(``L:C``, statement) of the first ``CompilationError: at L:C:`` excerpt in `text`: the
    line:column and the source line the excerpt's caret points at (the line above the ``^``
    line), stripped; "" for what the text does not show."""
    m = COMPILE_AT.search(text)
    if not m:
        return "", ""
    rest = text[m.end():]
    c = re.match(r"[^\n]*\n((?:[^\n]*\n){0,40}?)[ \t]*\^[ \t]*$", rest, re.M)
    lines = [ln for ln in c.group(1).split("\n") if ln.strip()] if c else []
    return m.group(1), (lines[-1].strip() if lines else "")

"""Crash signatures: what a compiler crash looks like, normalized, and when two are the same bug.

A `CrashSignature` is parsed from a tool's exit status and stderr (`parse_llvm_crash`),
or from the text a reporter pasted into an issue (`parse_reported`), which may be cut
off anywhere. The fields follow what LLVM prints on a crash:

- kind: ``assertion`` (``Assertion `…' failed``), ``unreachable`` (``UNREACHABLE executed``),
  ``cannot-select`` (``LLVM ERROR: Cannot select: …`` / GlobalISel ``cannot select: …``),
  ``verifier`` (``*** Bad machine code: …`` then ``LLVM ERROR: Found N machine code errors``),
  ``llvm-error`` (any other ``LLVM ERROR:`` / ``fatal error:``), ``signal`` (a signal and a
  stack dump with no message), ``timeout``, ``output`` (a miscompile matched in the output),
  and the Triton kinds added by ``reducers.triton``.
- message: the normalized message (addresses, DAG node ids, SSA numbers, paths and line
  numbers removed) — stable across runs, builds and reductions of the same bug.
- pass_name: the innermost ``Running pass '…'`` (legacy PM) or ``Running pass "…"`` (new PM).
- frames: the top meaningful stack frames (signal/abort/libc plumbing dropped), as
  function names without arguments, or ``lib+0xoffset`` where the build has no symbols.

Matching rule (`matches`), written for release builds that have no assertions, where the
crash can come later or with another text:

1. Both sides must be crashes (a clean diagnostic is never the reported crash).
2. If both sides carry a message, the message keys must agree (equal, or one a prefix of the
   other, since reporters' text is often cut off). Different messages are different bugs,
   even in the same pass.
3. Otherwise (one side is a bare signal, e.g. a release build segfaulting where a debug
   build asserted): if the reference's message names a source location (assertion
   ``File.cpp:NNN: function``) and the run has symbolized frames, the run's stack must pass
   through that file's class or that function. Else positive evidence is needed: the
   crashing passes agree (known renames are equal) or the top frames share a function;
   a disagreeing pass or disjoint frames rule it out.
4. A reference with neither message, pass nor frames (a report cut before any of them)
   matches any crash.

LLVM runs are graded against the report by `reducers.grade` (exact, reworded,
release-variant, different, with evidence), which decides the LLVM outcome; `matches` stays
the yes/no rule of the Triton adapter and the dashboard's signature groups.

`same_bug(a, b)` is the stricter form used as an interestingness test during reduction,
where both sides come from the same toolchain: kind, message key and pass must be equal,
and for bare signals the first meaningful frame too.
"""
from __future__ import annotations

import re
import sys
from dataclasses import asdict, dataclass
from typing import Any

# Signals by number, for exit codes -N (killed) and 128+N (shell convention).
SIGNALS = {4: "SIGILL", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 5: "SIGTRAP"}

# Passes LLVM renamed across releases; same analysis, new name.
PASS_ALIASES = {
    "legacy divergence analysis": "uniformity analysis",
    "divergence analysis": "uniformity analysis",
}

# Frames that belong to crash handling, not to the bug.
_PLUMBING = re.compile(
    r"PrintStackTrace|RunSignalHandlers|SignalHandler|__restore_rt|raise$|^abort$|gsignal|"
    r"pthread_kill|__assert_fail|__assert_perror|llvm_unreachable_internal|report_fatal_error|"
    # libstdc++'s own assert (_GLIBCXX_ASSERTIONS: a vector index, an optional's value)
    r"__replacement_assert|__glibcxx_assert_fail|"
    r"reportFatal|libc_start|^_start$|^main$|__libc|CrashRecoveryContext|handleErrors|"
    r"ErrorHandler|^\?\?$|__GI_|_assert_fail_base|^0x[0-9a-f]+$|^$|"
    # glibc's assert path as llvm-symbolizer names it without libc debug info
    r"^_nl_load_domain$"
)
_GENERIC_FRAMES = re.compile(
    r"PassManager|runOnModule|runOnFunction|MachineFunctionPass::|FPPassManager|"
    r"PassManagerImpl|ModuleToFunctionPassAdaptor|detail::PassModel|RunPasses|runPasses|"
    r"compileModule|optMain|^main$"
)

_ADDR = re.compile(r"0x[0-9a-fA-F]+")
_NODE_ID = re.compile(r"\bt\d+(?::\d+)?:?")  # SelectionDAG node ids: t17: / t0:1
_SSA = re.compile(r"%(?:\d+|[A-Za-z_.$][\w.$-]*)")  # %12, %vreg, %ir.A
_VREG = re.compile(r"%bb\.\d+")
_PATH = re.compile(r"(?:[A-Za-z]:)?(?:/[\w.+~-]+)+/?")  # /abs/path/file.cpp
_LINE_SUFFIX = re.compile(r"(?<![\w.-])([\w.-]+\.(?:cpp|h|inc|c|def|td|py))(?::\d+)+")
_NUM = re.compile(r"\b\d+\b")
_WS = re.compile(r"\s+")
_ISD_NS = re.compile(r"\b[A-Z][A-Za-z0-9]*ISD::(?=[A-Z_])")  # AMDGPUISD::, X86ISD::, ISD::


@dataclass(frozen=True)
class CrashSignature:
    """A normalized crash signature. See the module docstring for the fields."""

    kind: str
    message: str = ""
    pass_name: str = ""
    frames: tuple[str, ...] = ()
    first_line: str = ""  # the first error line as printed (not normalized), for humans
    signal: str = ""
    # "[Dir/]File.cpp:[Class::]function" named by an assertion/UNREACHABLE message; for a
    # Python exception, "file.py:function" of its traceback's last frame
    location: str = ""
    function: str = ""  # the IR function the innermost pass ran on ("@f"), when the stack dump says
    release_hangs: bool = False  # the report says builds without assertions hang on it (in prose)
    release_crashes: bool = False  # the report says builds without assertions crash on it (in prose)
    # what a build without assertions printed, as the report shows it beside its assertion
    # (165713: the assertions trunk's LowerBUILD_VECTOR assertion, then trunk's "Cannot select:
    # v16i8 = BUILD_VECTOR"): kind, normalized message and the pass it failed in ("" where the
    # report shows none); a bare crash (kind "signal", 179991) has a pass and no message
    release_kind: str = ""
    release_message: str = ""
    release_pass: str = ""
    # the IR verifier's own message printed before "LLVM ERROR: Broken module found" ("PHI node
    # has multiple entries for the same basic block ..."): what the broken module breaks
    verifier_message: str = ""
    # Triton: "L:C|statement" of the kernel line a reported CompilationError points at (its
    # "at L:C:" header and the source line under it), when the report shows one
    compile_site: str = ""
    # a release build's unnamed crash-site frames placed in source files by the exported
    # functions around their address: "A.cpp,B.cpp|evidence" each
    # (`workers.toolchains.symbols.crash_site_files`; filled by the caller that can read the binary)
    site_files: tuple[str, ...] = ()
    # the pass whose output the IR verifier rejected ("Broken module found" right after the one
    # pass a command runs; filled by the caller that knows the command)
    verified_after: str = ""
    # the report's stack runs through a verifier at any depth (``OperationVerifier``,
    # ``verifyOperationAttribute``, LLVM's ``Verifier``): it crashed while its input was being
    # verified, deeper than the innermost `frames` show (159646: CallGraph code under the
    # transform dialect's module verifier, 20 frames down)
    while_verifying: bool = False
    # the MLIR op whose custom parser the report's stack dump was in, innermost ("3. MLIR Parser:
    # custom op parser 'vector.transfer_read'", 132851): the report crashed reading the input
    parsing_op: str = ""

    def summary(self) -> str:
        """One line for tables and comments: ``kind: first error line [in pass]`` (the raw
        line reads better than the normalized message; addresses are still dropped)."""
        # "Cannot select: 0x55d0: i32" -> "Cannot select: i32"; "ValueT::join" stays
        raw = re.sub(r"(:\s+)+:", ":", _ADDR.sub("", self.first_line)).strip()
        raw = re.sub(r"(?<!\s)\s+,", ",", raw)
        raw = re.sub(r"^(?:\S*: )?(?:LLVM ERROR: )", "", raw)
        head = (raw if raw and self.kind != "signal" else "") or self.message or self.signal or self.kind
        s = f"{self.kind}: {head}" if head != self.kind else head
        if self.pass_name:
            s += f" (in {self.pass_name})"
        elif self.frames:
            s += f" (at {self.frames[0]})"
        return s

    @property
    def key(self) -> str:
        """Message key compared by `matches`/`same_bug` (see `message_key`)."""
        return message_key(self.kind, self.message)

    @property
    def is_crash(self) -> bool:
        return self.kind not in ("", "error", "clean", "diagnostic")

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["frames"] = list(self.frames)
        d["site_files"] = list(self.site_files)
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "CrashSignature":
        d = dict(d)
        d["frames"] = tuple(d.get("frames") or ())
        d["site_files"] = tuple(d.get("site_files") or ())
        return cls(**{k: v for k, v in d.items() if k in cls.__dataclass_fields__})


# ---------------------------------------------------------------- normalization

def normalize_message(text: str) -> str:
    """Strip what changes between runs of the same bug: addresses, DAG node ids, SSA and
    virtual register numbers, paths and line numbers, numbers, the target namespace newer
    releases print before SelectionDAG opcodes (``AMDGPUISD::BUFFER_ATOMIC_FADD`` was
    ``BUFFER_ATOMIC_FADD``); fold white space."""
    s = text.strip()
    s = _ISD_NS.sub("", s)
    s = _LINE_SUFFIX.sub(r"\1", s)
    s = _PATH.sub(lambda m: m.group(0).rsplit("/", 1)[-1], s)
    s = _ADDR.sub("", s)
    s = _NODE_ID.sub("", s)
    s = _VREG.sub("%bb", s)
    s = _SSA.sub("%", s)
    s = _NUM.sub("N", s)
    s = re.sub(r"\(in function: [^)]*\)?|In function: \S+", "", s)
    s = re.sub(r"(:\s*)+:", ":", s)  # "Cannot select: 0x1234: i32" -> "Cannot select: i32"
    s = _WS.sub(" ", s).strip(" :,")
    return s


# "<text>: <opcode> (<operands>)", the subject a constant expression as the IR printer writes it
_CONSTANT_EXPR_SUBJECT = re.compile(
    r"(?i)(.*?:\s*)(addrspacecast|bitcast|ptrtoint|inttoptr|getelementptr(?: inbounds)?|trunc|zext|sext|"
    r"fptrunc|fpext|sub|add|mul|shl|lshr|ashr|xor|icmp|fcmp|extractelement|insertelement|shufflevector)"
    r" \(")


def message_key(kind: str, message: str) -> str:
    """The part of a normalized message that identifies the bug.

    For instruction-selection failures the operand list changes as the input shrinks,
    so only the node's result types and opcode are kept
    (``Cannot select: i32,ch = dynamic_stackalloc``). Others keep the first line.
    """
    m = message.split("\n", 1)[0].strip()
    if kind == "cannot-select":
        # "Cannot select: i32,ch = dynamic_stackalloc t0, ..." -> up to the opcode
        mm = re.match(r"(?i)(cannot select:\s*)([^=]*=\s*[\w.:]+)", m)
        if mm:
            opcode = re.sub(r"<.*", "", mm.group(2))
            return (mm.group(1) + opcode).lower().strip()
    mm = _CONSTANT_EXPR_SUBJECT.match(m)
    if mm:
        # a message about a printed constant expression: its operands print differently per
        # release (typed vs opaque pointers, names), its opcode says what it is (85220: "...
        # static initializer: addrspacecast (i8* bitcast ({ i8* }* @"$const" to i8*) to ...)"
        # in LLVM 15, "addrspacecast (ptr @cons to ptr addrspace(1))" in 16)
        return (mm.group(1) + mm.group(2)).lower().strip()
    if kind == "verifier":
        mm = re.search(r"Bad machine code: ([^*]+)(?:\*+\s*([^*\s]+))?", m)
        if mm:  # the message and the offending opcode (a report may omit the instruction)
            return ("bad machine code: " + mm.group(1).strip() + " " + (mm.group(2) or "")).strip().lower()
    return m.lower()


def normalize_frame(frame: str) -> str:
    """``llvm::Foo::bar(int) const (/lib/libLLVM.so+0x12)`` -> ``llvm::Foo::bar``;
    an unsymbolized frame keeps ``libLLVM-16.so.1+0x12`` (stable for one binary)."""
    f = frame.strip()
    m = re.match(r"^(?:0x[0-9a-f]+\s+)?((?:.*?\S)?)\s*\(([^()]*\+0x[0-9a-f]+)\)\s*$", f)
    if m and not m.group(1):
        return m.group(2).rsplit("/", 1)[-1]
    name = m.group(1) if m else f
    name = re.sub(r"(?<!\s)\s+\S+:\d+:\d+$", "", name)  # "fn file.cpp:12:3" (symbolized with line)
    name = re.sub(r"(?<!\s)\s*\(/.*$|(?<!\s)\s*\([^\s(]*\+0x[0-9a-f]+\)$", "", name)
    # drop argument list and template arguments
    depth, out = 0, []
    for ch in name:
        if ch in "(<":
            depth += 1
        elif ch in ")>":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    name = "".join(out).strip()
    name = re.sub(r"(?<!\s)\s+const$", "", name)
    name = name.split(" ")[-1] if " " in name else name
    return name


# the new pass manager's adaptors: "loop(loop-reduce)" on function "foo" is loop-reduce
_PM_ADAPTOR = re.compile(r"^(?:module|cgscc|function|loop|loop-mssa|machine-function)\((.*)\)$")
# any pass wrapping others in a stack dump's pipeline text, parameters too ("devirt<4>(inline)")
_ANY_ADAPTOR = re.compile(r"^[\w-]+(?:<[^<>()]*>)?\((.*)\)$")


def _inside_adaptors(text: str, adaptor: re.Pattern[str]) -> str:
    """`text` without the adaptors (`adaptor`'s matches) around one pass; a list of passes inside
    stays its adaptor's, since which of them ran is not said."""
    m = adaptor.match(text)
    while m and "," not in m.group(1):
        text = m.group(1)
        m = adaptor.match(text)
    return text


def normalize_pass(name: str) -> str:
    n = _inside_adaptors(_WS.sub(" ", name.strip().strip("'\"").strip()).lower(), _PM_ADAPTOR)
    return PASS_ALIASES.get(n, n)


def pipeline_value(arg: str) -> str | None:
    """The pipeline of an opt argument that gives one: ``-passes=X``, ``--passes=X`` and opt's
    short spelling ``-p=X`` (LLVM 16 and later; older releases refuse it, so commands keep the
    spelling the issue used); None for any other argument."""
    name, eq, value = arg.lstrip("-").partition("=")
    return value if eq and name in ("passes", "p") else None


def single_opt_pass(args: list[str]) -> str:
    """The one pass an ``opt -passes=P`` (or ``-p=P``) command runs (adaptors dropped:
    ``function(loop(X))`` is X; parameters too: ``X<a;b>`` is X), or "" for a pipeline of
    several passes, ``default<O2>`` and the like, or no pipeline."""
    vals = [v for v in map(pipeline_value, args) if v is not None]
    if len(vals) != 1:
        return ""
    # a pass's parameters are still one pass: simplifycfg<switch-range-to-icmp> (165088)
    bare = re.sub(r"^([\w-]+)<[^<>]*>$", r"\1", vals[0].strip())
    if bare in ("default", "thinlto", "thinlto-pre-link", "lto", "lto-pre-link"):
        return ""  # default<O3> and the like are whole pipelines
    p = normalize_pass(bare)
    return "" if not p or re.search(r"[,()<>]", p) else p


# mlir-opt flags that set options, not passes (`-o`, `-split-input-file`, `--mlir-print-ir-after-all`)
_MLIR_OPTION_FLAG = re.compile(r"^--?(?:o|split-input-file|allow-unregistered-dialect|verify-diagnostics(?:=.*)?|"
                               r"verify-each(?:=.*)?|mlir-.*|debug.*|emit-bytecode|no-implicit-module|"
                               r"show-dialects|log-actions-to.*|dump-pass-pipeline|pass-pipeline(?:=.*)?)$")


def single_mlir_pass(args: list[str]) -> str:
    """The one pass an ``mlir-opt`` command runs: its only pass flag (``--convert-vector-to-scf``,
    ``-tosa-to-linalg=opt=v``), or the only pass of its ``--pass-pipeline=`` (op anchors such as
    ``builtin.module(func.func(X))`` dropped, ``X{opt=v}`` is X); "" for no pass, several, or both
    forms at once."""
    passes = mlir_passes(args)
    return passes[0] if len(passes) == 1 else ""


def mlir_passes(args: list[str]) -> list[str]:
    """The passes an ``mlir-opt`` command runs, in order (`single_mlir_pass` says how they are
    read); [] when it only parses, verifies and prints its input."""
    passes: list[str] = []
    for i, a in enumerate(args):
        if not a.startswith("-") or (i and args[i - 1] in ("-o", "--pass-pipeline", "-pass-pipeline")):
            if i and args[i - 1] in ("--pass-pipeline", "-pass-pipeline"):
                passes += _pipeline_passes(a)
            continue
        name, eq, value = a.lstrip("-").partition("=")
        if name == "pass-pipeline" and eq:
            passes += _pipeline_passes(value)
        elif not _MLIR_OPTION_FLAG.match(a):
            passes.append(name)
    return passes


def _pipeline_passes(value: str) -> list[str]:
    text = re.sub(r"\{[^{}]*\}", "", value.strip("'\""))  # pass options
    return [t for t in re.findall(r"[A-Za-z_][\w.-]*", text) if "." not in t]  # anchors are op names


# legacy opt flags that set options, not passes (`-stress-cgp-store-extract`, `-force-vector-width=4`)
_OPTION_FLAG = re.compile(r"^--?(?:S|f|o|O\d|Os|Oz|p|passes|disable-.*|enable-.*|stress-.*|force-.*|verify-.*|"
                          r"debug.*|print-.*|mtriple|march|mcpu|mattr|data-layout|opaque-pointers|"
                          r"[a-z0-9-]+=.*)$")


def single_legacy_pass(args: list[str]) -> str:
    """The one pass a legacy ``opt -instcombine -S`` command runs: its only flag that is not an
    option (`_OPTION_FLAG`), or "" when there are none or several, or when the command names a
    new-PM pipeline."""
    if any(pipeline_value(a) is not None for a in args):
        return ""
    rest = [a for i, a in enumerate(args) if a.startswith("-") and a != "-o" and not (i and args[i - 1] == "-o")
            and not _OPTION_FLAG.match(a)]
    return normalize_pass(rest[0].lstrip("-")) if len(rest) == 1 and re.fullmatch(r"-[a-z][a-z0-9-]*", rest[0]) \
        else ""


# ---------------------------------------------------------------- parsing

_RE_ASSERT_MAC = re.compile(r"Assertion failed: \((.*?)\), function ([\w~:]+), file ([^,]+), line \d+")
_RE_ASSERT = re.compile(r"Assertion\s*[`(](.{0,4000}?)['\)]?\s*failed", re.S)
# "Assertion failed: Idx < size() && \"x\", file C:\\llvm\\include\\llvm/ADT/SmallVector.h, line 298"
_RE_ASSERT_MSVC = re.compile(r"Assertion failed: (.+?), file ([^\n,]+?\.(?:cpp|h|inc|c|def)), line \d+")
_RE_ASSERT_LOOSE = re.compile(r"Assertion\s+(?:failed:\s*)?(.*)")
# the condition quoted whole in other words: "Assertion failure `I != … "Couldn't find producer"`" (180614)
_RE_ASSERT_QUOTED = re.compile(r"Assertion\s+fail(?:ed|ure)\b:?\s*`([^`\n]+)`")
# "assert.h assertion failed in void llvm::Foo::bar(int): Cond && \"text\"" (another C library)
_RE_ASSERT_IN = re.compile(r"(?i)assertion failed in ([^\n]+?\))(?:\s*const)?\s*:\s*([^\n]+)")
# llvm_unreachable prints its message, then "UNREACHABLE executed at F:L!" on the next line: the
# message is that line, or the text before it on the same line (one blank line between is a paste's
# habit; two are another text above it: 185351's prose "crashes with an `UNREACHABLE` in `APFloat`")
_RE_UNREACH = re.compile(r"^([^\n]*?)(?:\n[ \t]*)?UNREACHABLE executed(?: at .*)?", re.M)
# clang prints report_fatal_error's text as "fatal error: error in backend: <text>"
_RE_LLVM_ERROR = re.compile(r"(?:LLVM ERROR|fatal error): (?:error in backend: )?(.*)")
_QUOTES = "`\"'"
_RE_BAD_MC = re.compile(r"\*\*\* Bad machine code: (.*?) \*\*\*")
_RE_PASS_LEGACY = re.compile(r"Running pass '([^'\n]*)'?(?: on (?:function|module|basic block|loop)|\.?$)", re.M)
_RE_PASS_NEW = re.compile(r'Running pass "([^"\n]*)"?', re.M)  # a name the text cut ends at its line
_RE_MLIR_PARSER = re.compile(r"^\s*\d+\.\s+MLIR Parser: custom op parser '([^'\n]+)'", re.M)
# one frame per line: a frame number the text cut after (`#7` last) takes nothing from the next line
_RE_FRAME = re.compile(r"^[ \t]*#(\d+)[ \t]+(0x[0-9a-fA-F]+[ \t]+)?(.*)$", re.M)
_RE_LOC_GNU = re.compile(r"(?:^|[\s'\"`])((?:[^\s:'\"`]*/)?[\w.+-]+\.(?:cpp|h|inc|c|def)):\d+:\s*(.*?):\s*Assertion", re.M)
_RE_LOC_MAC = re.compile(r"function ([\w~:]+), file ((?:\S*/)?[\w.+-]+?),")
_RE_LOC_UNREACH = re.compile(r"UNREACHABLE executed at ((?:\S*/)?[\w.+-]+\.(?:cpp|h|inc|c))")
# ("Illegal instruction detected: ..." is AMDGPU's machine-instruction check, an error, not SIGILL: 61136)
_RE_SIGNAME = re.compile(r"\b(Segmentation fault|Segfault|Floating point exception|Illegal instruction(?! detected)|"
                         r"Aborted|Bus error|SIG(?:SEGV|FPE|ILL|ABRT|BUS|TRAP))\b", re.I)
# glibc's malloc consistency checks (malloc/malloc.c's malloc_printerr) abort the process
# (SIGABRT) with one of these lines when they find the heap corrupted: a memory error seen after
# the fact, which another build or run of the same bug shows as "free(): invalid size" instead of
# "free(): invalid pointer" (triton#2848, #5095), or as a segfault (llvm#58699)
GLIBC_HEAP_ABORT = (r"Fatal glibc error: malloc assertion failure[^\n]*|malloc assertion failure in \w+[^\n]*|"
                    r"free\(\): (?:invalid (?:size|pointer|next size[^\n]*)|double free detected[^\n]*|"
                    r"unaligned chunk detected[^\n]*|too many chunks detected[^\n]*)|"
                    r"double free or corruption[^\n]*|malloc\(\): [^\n]*(?:corrupt|invalid|mismatch|unaligned)[^\n]*|"
                    r"tcache_thread_shutdown\(\): unaligned[^\n]*|"
                    r"munmap_chunk\(\): invalid pointer|realloc\(\): invalid [^\n]*|"
                    r"corrupted (?:size vs\. prev_size|double-linked list)[^\n]*|malloc_consolidate\(\): [^\n]*")
_RE_HEAP_ABORT = re.compile(r"^[ \t]*(" + GLIBC_HEAP_ABORT + r")[ \t]*$", re.M)
_SIGNAME_TO_SIG = {
    "segmentation fault": "SIGSEGV",
    "segfault": "SIGSEGV",
    "floating point exception": "SIGFPE",
    "illegal instruction": "SIGILL",
    "aborted": "SIGABRT",
    "bus error": "SIGBUS",
}


# Python tracebacks quote source lines, and a quoted line is never what happened: in
#   File "run.py", line 9, in compile
#     raise RuntimeError("LLVM ERROR: " + text)
# RuntimeError: LLVM ERROR: Cannot select: ...
# only the last line is the failure. The same holds for pytest's ">" line and its context,
# and for the source excerpt of Triton's CompilationError ("at 3:4:" ... "    ^").
_RE_PY_FILE = re.compile(r'^([ |+\-]*)File "[^"\n]*", line \d+(?:, in .*)?$')
_RE_PYTEST_LOC = re.compile(r"^(\s*)\S+\.py:\d+: in \S+\s*$")  # pytest --tb=short
_RE_EXCERPT_HEAD = re.compile(r"(?:^|: )at \d+:\d+:\s*$")
_RE_PYTEST_MARK = re.compile(r"^>\s{3,}\S")  # not a Markdown quote ("> text"): pytest pads to the source
_RE_PYTEST_E = re.compile(r"^E\s{3,}\S")
_RE_CARET = re.compile(r"^[ |]*[~^]+[~^ ]*$")
_QUICK_PY = re.compile(r'File "|^>|\.py:\d+: in |at \d+:\d+:\s*$', re.M)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" |+-"))


def strip_python_source(text: str) -> str:
    """`text` without the source lines Python tracebacks quote (``File "…", line N`` and
    the lines under it, pytest's ``>`` line and the test body around it, the excerpt of
    Triton's ``CompilationError`` up to its ``^``), so crash text is only what ran: the
    exceptions' ``Type: message`` lines and the tools' own output. Linear in ``len(text)``."""
    if not _QUICK_PY.search(text):
        return text
    lines = text.split("\n")
    drop = [False] * len(lines)
    n = len(lines)
    # index of the first caret line / pytest "E" line at or after each line (one pass back)
    next_caret, next_e = [n] * (n + 1), [n] * (n + 1)
    for k in range(n - 1, -1, -1):
        ln = lines[k]
        next_caret[k] = k if ln[:1] in " |~^" and _RE_CARET.match(ln) else next_caret[k + 1]
        next_e[k] = k if ln[:1] == "E" and _RE_PYTEST_E.match(ln) else next_e[k + 1]
    i = 0
    while i < n:
        ln = lines[i]
        m = _RE_PY_FILE.match(ln) or _RE_PYTEST_LOC.match(ln)
        if m:
            drop[i] = True
            ind = _indent(ln)
            j = i + 1
            while j < n and lines[j].strip() and _indent(lines[j]) > ind and not _RE_PY_FILE.match(lines[j]):
                drop[j] = True
                j += 1
            i = j
            continue
        if ln[:1] == ">" and _RE_PYTEST_MARK.match(ln) and next_e[i + 1] - i < 40:
            # pytest --tb=long: the failing line, the test body above it up to a line that
            # is no source (section header, blank), and source after it up to the "E" lines
            drop[i] = True
            k = i - 1
            while k >= 0 and lines[k].startswith("    ") and not drop[k]:
                drop[k] = True
                k -= 1
            j = i + 1
            while j < n and (lines[j].startswith("    ") or lines[j].startswith(">")):
                drop[j] = True
                j += 1
            i = j
            continue
        if ln.rstrip().endswith(":") and _RE_EXCERPT_HEAD.search(ln):
            # CompilationError: "at L:C:", the kernel's lines, a caret line; then the cause
            j = next_caret[i + 1]
            if j < n and j - i < 200:  # a kernel excerpt, not a stray "at 1:2:" in prose
                for k in range(i + 1, j + 1):
                    drop[k] = True
                i = j
        i += 1
    return "\n".join(ln for ln, d in zip(lines, drop) if not d)


_WRAPPER_PASS = re.compile(r"Pass Manager$|^function\(|^module\(|^cgscc\(|^PassManager<|^ModuleToFunctionPassAdaptor|"
                           r"^CGSCCToFunctionPassAdaptor|^DevirtSCCRepeatedPass|^ModuleInlinerWrapperPass")
_RE_PASS_FUNCTION = re.compile(r"""Running pass ['"][^'"]*['"]? on function ['"](@[^'"\s]+)""")


def _innermost_pass(text: str) -> str:
    """The last (innermost) pass that is not a pass manager wrapper, or "" when only
    wrappers ran ("Function Pass Manager" says nothing about where it crashed). A name cut
    off by the end of the text ("Running pass 'F") is kept only when long enough to compare."""
    found: list[tuple[int, str]] = []
    # mlir-opt's stack dump names no pass but the custom op parser it was in ("3. MLIR Parser:
    # custom op parser 'vector.shuffle'", 185587): the same kind of place, kept as the pass
    found += [(m.start(), f"MLIR Parser: custom op parser '{m.group(1)}'") for m in _RE_MLIR_PARSER.finditer(text)]
    for rx, q in ((_RE_PASS_LEGACY, "'"), (_RE_PASS_NEW, '"')):
        for m in rx.finditer(text):
            cut = not text[m.start():m.end()].rstrip(".").endswith(q) and not m.group(0).endswith(("function", "module"))
            if cut and "on " not in m.group(0) and len(m.group(1)) < 8:
                continue
            found.append((m.start(), m.group(1)))
    found = [p for _, p in sorted(found) if p and not _WRAPPER_PASS.search(p)]
    if not found:
        return ""
    p = found[-1]
    # new-PM pipeline text: "function(loop-vectorize<...>)" -> "loop-vectorize"; adaptors with a
    # dash or parameters too: "loop-mssa(loop-simplifycfg)" is loop-simplifycfg (149679: LLVM 19's
    # dump names the adaptor, 13-16's frames LoopSimplifyCFGPass::run)
    p = _inside_adaptors(p, _ANY_ADAPTOR)
    m = re.match(r"^(?:\w+\()*([\w-]+)", p)
    if "(" in p and m:
        p = m.group(1)
    return p.strip()


def _ir_function(text: str) -> str:
    """The IR function of the innermost "Running pass … on function '@f'" line, or ""."""
    found = _RE_PASS_FUNCTION.findall(text)
    return found[-1] if found else ""


def _dir_file(path: str) -> str:
    """``/src/llvm/lib/CodeGen/MIRParser/MIParser.cpp`` -> ``MIRParser/MIParser.cpp`` (the
    file and the directory it lives in: the component, e.g. a backend or a library)."""
    parts = [p for p in path.replace("\\", "/").split("/") if p]
    return "/".join(parts[-2:]) if len(parts) >= 2 else (parts[-1] if parts else "")


def _qualified_function(signature: str) -> str:
    """The qualified name in a C++ function signature as assert(3) prints it:
    ``void {anonymous}::X86FlagsCopyLoweringPass::rewriteMI(llvm::MachineBasicBlock&, …)``
    -> ``{anonymous}::X86FlagsCopyLoweringPass::rewriteMI`` (``llvm::`` dropped, template
    arguments dropped, both spellings of the anonymous namespace as ``{anonymous}``; a function
    outside any namespace, which LLVM only writes as a file-local ``static`` helper, as
    ``{static}::name``)."""
    sig = signature.replace("(anonymous namespace)", "{anonymous}")
    sig = re.sub(r"^\s*decltype\(auto\)\s+", "", sig)  # C++14's return type: "decltype(auto) llvm::cast(...)"
    out, depth = [], 0
    for ch in sig:  # drop template arguments, which can hold "(" and " "
        if ch == "<":
            depth += 1
        elif ch == ">" and depth:
            depth -= 1
        elif not depth:
            out.append(ch)
    sig = "".join(out)
    head = sig.split("(", 1)[0].strip()
    name = head.split()[-1] if head.split() else ""
    name = name.lstrip("*&")
    if re.fullmatch(r"\w+", name) and len(head.split()) > 1:
        # no namespace at all after a return type: a file-local (static) helper, since LLVM's
        # code lives in namespace llvm or an anonymous one ("llvm::MDNode* stripDebugLocFromLoopID(")
        name = "{static}::" + name
    name = re.sub(r"^(?:llvm::)+", "", name)
    return name if re.fullmatch(r"[\w~{}:]+", name) else ""


# the first line of an assert(3) report: "tool: path/File.cpp:123: <function>: Assertion `…' failed."
# (glibc), "Assertion failed: (cond), function f, file F, line 123." (macOS), "Assertion failed:
# cond, file F, line 123" (MSVC), or an UNREACHABLE whose location went to the next line
_WRAP_HEAD = re.compile(r"(?:^|[\s'\"`])(?:[^\s:'\"`]*/)?[\w.+-]+\.(?:cpp|h|inc|c|def):\d+:|\bAssertion\s*[`(]|\bAssertion failed:|"
                        # the fold right after the word, or inside the path of an UNREACHABLE
                        r"\bAssertion[ \t]*$|UNREACHABLE executed at(?:[ \t]*$| \S)|\*\*\* Bad machine code:|"
                        # a fatal error folded right after its first word ("LLVM ERROR: Cannot" / "select: …")
                        r"LLVM ERROR: [^\s:]{1,11}:?[ \t]*$", re.M)
# a line a crash log starts afresh (never the continuation of a wrapped assertion)
_WRAP_NEW_LINE = re.compile(r"^\s*(?:Stack dump:|PLEASE submit|#\d+\s|\d+\.\s+(?:Program arguments|Running pass)|"
                            r"LLVM ERROR|Program arguments|[$>] |```|~~~)")


def _wrap_complete(text: str) -> bool:
    """Whether `text` holds the end of the assertion report it starts."""
    if "Bad machine code:" in text:
        return bool(re.search(r"Bad machine code: .*?\*\*\*", text, re.S))
    if re.match(r".*LLVM ERROR: [^\s:]{1,11}:?[ \t]*$", text):
        return False  # the fold itself: its first line is all the head holds
    if "LLVM ERROR: " in text:
        return True  # one line more is the rest of the message
    if "UNREACHABLE executed at" in text:
        # the path ends in its line number, or (a reporter's shortening) in the file's extension
        return bool(re.search(r"UNREACHABLE executed at\s*\S+?(?::\d+|\.(?:cpp|h|inc|c|def)\b)", text.replace("\n", "")))
    if "Assertion failed:" in text:
        return bool(re.search(r"\bline\s+\d+", text))
    return bool(re.search(r"\bfailed\b", text))


def unwrap_assertion_lines(text: str, window: int = 8) -> str:
    """Undo the re-wrapping of assert(3)'s one line in pasted text: a mail client, an editor or
    a bug tracker folds ``tool: path/File.cpp:123: <signature>: Assertion `cond && "msg"'
    failed.`` at spaces, a terminal's copy at its width (mid-word). A run of at most `window`
    further lines, from a line that starts such a report (the location, ``Assertion `/(``,
    ``Assertion failed:``, ``UNREACHABLE executed at``, ``*** Bad machine code:``, an ``LLVM
    ERROR:`` line holding one word) without its end (``failed``; ``line N`` for the macOS and
    MSVC forms; the path after ``at``; the closing ``***``; one more line that is not indented),
    to the first line that holds the end,
    is joined into one line: with no separator when the run has at least three lines and every
    line but the last has the same length, at least 40 (a terminal's column), else with one
    space (two lines cannot tell a column from a word wrap; message keys are compared without
    white space, `_keys_agree`); a column run takes the lines of its width before it too (the
    column may cut the path that marks the start). Fewer lines than that (two, or a whole
    assertion under one or more lines of one width) are joined tight where that reads more of
    the location than a spaced join (`_join_fold`): a word wrap never gains from it. When no end comes (the report was cut),
    a location line is still joined up to the line holding ``Assertion``, so the location can
    be read. A blank line or one that starts a log line of its own (a stack dump, a frame, a
    prompt, a fence) ends the search. Only for text people pasted: a tool's stderr is never
    wrapped."""
    if "\n" not in text or not _WRAP_HEAD.search(text):
        return text
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if _WRAP_HEAD.search(line):
            run, end = [line], 1 if _wrap_complete(line) else 0
            for nxt in lines[i + 1:i + 1 + window] if not end else ():
                if not nxt.strip() or _WRAP_NEW_LINE.match(nxt) or ("LLVM ERROR" in line and nxt[:1].isspace()):
                    break  # (an indented line under a fatal error is its operand dump, not a fold)
                run.append(nxt)
                if _wrap_complete("\n".join(run)):
                    end = len(run)
                    break
                if not end and "Assertion" in nxt and "Assertion" not in line:
                    end = -len(run)  # the location reaches its assertion; its end may still come
            run = run[:abs(end)]
            taken = len(run)
            if len(run) >= 3 and len({len(r) for r in run[:-1]}) == 1 and len(run[0]) >= 40:
                # a column also cut the report's start off the line that shows it
                k = _column_above(out, len(run[0]), 2 * window - len(run))
                out[len(out) - k:] = ["".join(out[len(out) - k:] + run)]
                i += taken
                continue
            # fewer lines than a column shows by itself: lines of one width above it make it one,
            # if joining them reads more of the location (116061: path, line number and function
            # cut apart above a line that holds the whole assertion)
            k = _column_above(out, len(out[-1]) if out else 0, 2 * window)
            if k and (len(run) == 1 and k >= 2 or len(run) > 1 and len(run[0]) == len(out[-1])):
                tight = "".join(out[len(out) - k:] + run)
                if _location_parts(tight) > _location_parts(_join_fold(run) if len(run) > 1 else line):
                    out[len(out) - k:] = [tight]
                    i += taken
                    continue
            if len(run) > 1:
                out.append(_join_fold(run))
                i += taken
                continue
        out.append(line)
        i += 1
    return "\n".join(out)


def _location_parts(text: str) -> int:
    """How much of a location `text` names, read without unwrapping: 2 for a file and a
    function, 1 for either, 0 for none."""
    m = _RE_LOC_GNU.search(text)
    if m:
        return 1 + bool(_qualified_function(m.group(2)))
    m = _RE_LOC_MAC.search(text)
    if m:
        return 2
    return int(bool(_RE_ASSERT_MSVC.search(text) or _RE_ASSERT_IN.search(text) or _RE_LOC_UNREACH.search(text)))


def _column_above(out: list[str], width: int, limit: int) -> int:
    """How many of the last lines of `out` (at most `limit`) have exactly `width` characters,
    at least 40, and start no log line of their own: a terminal's column above a cut."""
    k = 0
    while k < min(limit, len(out)) and width >= 40 and len(out[-1 - k]) == width \
            and not _WRAP_NEW_LINE.match(out[-1 - k]):
        k += 1
    return k


def _join_fold(run: list[str]) -> str:
    """Join a folded report whose line lengths do not show a terminal's column: with one space
    (a word wrap), unless every cut is between two non-space characters and the join without
    a space reads more of the location (a file, a function) than the join with one. Two lines
    of a column cut look like a word wrap; the location tells them apart (``…/SelectionDAGNo``
    + ``des.h:1234: …`` names a file only when joined tight), a word wrap never gains from a
    tight join (its cuts are at spaces, so the spaced join is the original line)."""
    spaced = " ".join([run[0].rstrip(), *(r.strip() for r in run[1:])])
    if all(a[-1:].strip() and b[:1].strip() for a, b in zip(run, run[1:])) and len(run[0]) >= 40:
        tight = "".join(run)
        if _location_parts(tight) > _location_parts(spaced):
            return tight
    return spaced


def _location(text: str) -> str:
    """``[Dir/]File.cpp:[Class::]function`` from an assertion or UNREACHABLE message, or "".
    The directory is kept when the message prints a path (the component: ``X86``,
    ``MIRParser``); the function is qualified as far as the message says."""
    m = _RE_LOC_GNU.search(text) or _RE_LOC_GNU.search(unwrap_assertion_lines(text))
    if m:
        return f"{_dir_file(m.group(1))}:{_qualified_function(m.group(2))}"
    m = _RE_LOC_MAC.search(text)
    if m:
        return f"{_dir_file(m.group(2))}:{m.group(1).split('::')[-1]}"
    m = _RE_ASSERT_MSVC.search(text)  # names the file only, with Windows separators
    if m:
        return f"{_dir_file(m.group(2).replace(chr(92), '/'))}:"
    m = _RE_ASSERT_IN.search(text)
    if m:
        return f":{_qualified_function(m.group(1))}"
    m = _RE_LOC_UNREACH.search(text)
    if m:
        return f"{_dir_file(m.group(1))}:"
    return ""


# an assert(3) line cut before "Assertion": ``opt: …/LoopAccessAnalysis.cpp:214: void
# llvm::RuntimePointerChecking::insert(llvm::Loop*, …, boo`` (the signature's "(" reached)
_RE_LOC_CUT = re.compile(r"^[\w.+-]+: ((?:[^\s:'\"`]*/)?[\w.+-]+\.(?:cpp|h|inc|c|def)):\d+:\s*([^(\n]*\w\()", re.M)


def cut_assertion_location(text: str) -> str:
    """`CrashSignature.location` from an assertion line that an excerpt cut after the
    function's opening parenthesis and before ``Assertion`` (llvm#57368: the title gives the
    message, the body's line only ``tool: path/File.cpp:214: void llvm::X::f(llvm::Loop*, boo``);
    "" when no such line, or the cut falls inside the function's name."""
    m = _RE_LOC_CUT.search(text)
    if not m or "Assertion" in text[m.start():].split("\n", 1)[0]:
        return ""
    return f"{_dir_file(m.group(1))}:{_qualified_function(m.group(2) + ')')}"


def split_location(location: str) -> tuple[str, str, str, str]:
    """(directory, file stem, class, function) of a `CrashSignature.location`; parts the
    message did not give are "". ``X86/X86FlagsCopyLowering.cpp:{anonymous}::X86FlagsCopyLoweringPass::rewriteMI``
    -> ``("X86", "X86FlagsCopyLowering", "X86FlagsCopyLoweringPass", "rewriteMI")``."""
    path, _, qual = location.partition(":")
    d, _, f = path.rpartition("/")
    stem = f.rsplit(".", 1)[0]
    names = [n for n in qual.split("::") if n and n not in ("{anonymous}", "{static}")]
    func = names[-1] if names else ""
    cls = names[-2] if len(names) >= 2 else ""
    return d, stem, cls, func


_LIBC_FRAME = re.compile(r"libc\.so|libpthread|libsystem_|__restore_rt|ld-linux")


# "4  libLLVM-16.so.1 0x00007fdaab534e8a llvm::Foo::bar() + 54": the format LLVM prints when
# it cannot symbolize (LLVM_DISABLE_SYMBOLIZATION, no llvm-symbolizer); bare addresses are
# randomized per run, so only frames with a name count
# LLVM's stack dump without llvm-symbolizer ("4  libLLVM.so.19.1 0x00007f... name(args) + 637"):
# one frame per line, so no part of the pattern may cross a line end (a frame without a name,
# such as libc's, would otherwise swallow the next line's frame)
_RE_FRAME_PLAIN = re.compile(r"^[ \t]*(\d+)[ \t]+(\S+)[ \t]+0x[0-9a-fA-F]+"
                             r"(?:[ \t]+(.+?)[ \t]+\+[ \t]+\d+)?[ \t]*$", re.M)


def _frames(text: str, limit: int = 8) -> tuple[str, ...]:
    """The crash's stack, innermost first, without the crash handler, libc and plumbing: up to
    `limit` symbolized frames (an unsymbolized ``lib+0x…`` one does not count, up to twice
    `limit` frames in all). A release build's stack is mostly unsymbolized near the top, and
    the frame that places the crash (166356: ``llvm::LoopFusePass::run`` as #14, below eight
    address-only frames) comes later."""
    raw = [m.group(3) for m in _RE_FRAME.finditer(text)]
    if not raw:
        raw = [(m.group(3) or "") if not _LIBC_FRAME.search(m.group(2)) else m.group(2)
               for m in _RE_FRAME_PLAIN.finditer(text)]
    # everything up to the signal trampoline (the first libc frame near the top) is the
    # crash handler itself, symbolized or not
    start = 0
    for i, f in enumerate(raw[:10]):
        if _LIBC_FRAME.search(f):
            start = i + 1
            break
    out: list[str] = []
    named = 0  # symbolized frames in `out`
    for f in raw[start:]:
        if _LIBC_FRAME.search(f):
            continue
        nf = normalize_frame(f)
        if not nf or _PLUMBING.search(nf):
            continue
        if out and out[-1] == nf:
            continue
        out.append(nf)
        named += "+0x" not in nf
        if named >= limit or len(out) >= 2 * limit:
            break
    return tuple(out)


def stack_frames(text: str) -> tuple[str, ...]:
    """Every frame of the stack dump in `text`, innermost first, normalized as `_frames` does
    (crash handler, libc and plumbing left out), with no limit: a crash signature keeps only
    the innermost ones."""
    return _frames(text, limit=sys.maxsize // 2)


def _classify_message(text: str, stripped: bool = False) -> tuple[str, str, str]:
    """(kind, normalized message, first raw line) from crash text, or ('', '', '').
    Source lines quoted by Python tracebacks are never read (`strip_python_source`; pass
    `stripped` when the caller already did)."""
    if not stripped:
        text = strip_python_source(text)
    m = _RE_BAD_MC.search(text)
    if m:
        first = m.group(0)
        # the offending instruction's opcode makes the verifier message specific
        instr = re.search(r"- instruction:\s*(.*)", text)
        opcode = ""
        if instr:
            om = re.search(r"=\s*([A-Z][A-Za-z0-9_]+)", instr.group(1)) or \
                re.search(r"\b([A-Z][A-Z0-9_]{2,}[A-Za-z0-9_]*)\b", instr.group(1))
            opcode = om.group(1) if om else ""
        return "verifier", normalize_message(f"Bad machine code: {m.group(1)} ***" + (f" {opcode}" if opcode else "")), first
    m = _RE_ASSERT_MAC.search(text)  # macOS/BSD assert(3) format
    if m:
        return "assertion", normalize_message("Assertion `" + m.group(1) + "' failed"), m.group(0)
    m = _RE_ASSERT_MSVC.search(text)  # Windows (MSVC CRT) assert format
    if m:
        return "assertion", normalize_message("Assertion `" + m.group(1).strip() + "' failed"), m.group(0)
    m = _RE_ASSERT_IN.search(text)
    if m:
        return "assertion", normalize_message("Assertion `" + m.group(2).strip() + "' failed"), m.group(0)
    m = _RE_ASSERT.search(text)
    if m:
        line = m.group(0).splitlines()[0]
        cond = m.group(1)
        return "assertion", normalize_message("Assertion `" + cond + "' failed"), line
    m = _RE_ASSERT_QUOTED.search(text)
    if m:
        return "assertion", normalize_message("Assertion `" + m.group(1).strip() + "' failed"), m.group(0)
    m = _RE_ASSERT_LOOSE.search(text)
    if m and "Assertion" in text:
        return "assertion", normalize_message("Assertion `" + m.group(1).lstrip("`")), m.group(0)
    m = _RE_UNREACH.search(text)
    if m:
        msg = m.group(1).strip()
        if not msg:
            # the message a blank line above (a paste's paragraph habit, 128843), never across two:
            # the extractor joins separate texts with two blank lines
            before = text[: m.start()].split("\n")
            msg = before[-2].strip() if len(before) >= 2 and not before[-1] else ""
        # llvm_unreachable prints its text bare; a reporter's "LLVM ERROR: X" above the
        # UNREACHABLE line (182520) is that text under report_fatal_error's prefix
        msg = re.sub(r"^(?:LLVM ERROR|fatal error: error in backend)\s*:\s*", "", msg)
        return "unreachable", normalize_message(msg + " UNREACHABLE executed"), m.group(0).strip()
    found = list(_RE_LLVM_ERROR.finditer(text))
    # a line the tool printed beats a mention quoted in prose ('crashes with "LLVM ERROR: X"'),
    # which is often cut short: the quoted one counts only when it is the only one
    m = next((x for x in found if not (x.start() > 0 and text[x.start() - 1] in _QUOTES)), found[0] if found else None)
    if m:
        msg = m.group(1).strip()
        q = text[m.start() - 1] if m.start() > 0 else ""
        if q and q in _QUOTES:
            # quoted in prose ("a fatal `LLVM ERROR: X` during …", 'with "LLVM ERROR: X"'): it
            # ends at the closing quote; a message of a run keeps its quotes (names in it are the
            # input's), and a run never prints the quote before "LLVM ERROR"
            msg = msg.split(q, 1)[0].strip()
            kind = "cannot-select" if re.match(r"(?i)cannot select", msg) else "llvm-error"
            return kind, normalize_message(msg), m.group(0).split(q, 1)[0].strip()
        kind = "cannot-select" if re.match(r"(?i)cannot select", msg) else "llvm-error"
        return kind, normalize_message(msg), m.group(0).strip()
    return "", "", ""


def signal_from_exit(exit_code: int | None) -> str:
    if exit_code is None:
        return ""
    if exit_code < 0:
        return SIGNALS.get(-exit_code, f"signal {-exit_code}")
    if exit_code > 128 and exit_code - 128 in SIGNALS:
        return SIGNALS[exit_code - 128]
    return ""


def parse_llvm_crash(stderr: str, exit_code: int | None) -> CrashSignature | None:
    """Parse the stderr and exit status of opt/llc/llvm-* into a signature.

    Returns None when the run did not crash (exit 0 without ``LLVM ERROR``, or a clean
    diagnostic such as ``error: …`` with exit 1, which callers classify themselves).
    """
    stderr = strip_python_source(stderr)
    kind, message, first = _classify_message(stderr, stripped=True)
    sig = signal_from_exit(exit_code)
    crashed = bool(kind) or bool(sig) or "Stack dump:" in stderr or "PLEASE submit a bug report" in stderr
    if not crashed:
        return None
    if not kind:
        kind = "signal"
        if not sig:
            m = _RE_SIGNAME.search(stderr)
            sig = _SIGNAME_TO_SIG.get(m.group(1).lower(), m.group(1).upper()) if m else "crash"
    return CrashSignature(
        kind=kind,
        message=message,
        pass_name=_innermost_pass(stderr),
        frames=_frames(stderr),
        first_line=first or _heap_line(stderr) or (sig and f"{sig} (no message)") or "",
        signal=sig if kind == "signal" else "",
        location=_location(stderr),
        function=_ir_function(stderr),
        verifier_message=_verifier_message(stderr) if re.match(_BROKEN_IR, message, re.I) else "",
    )


# the IR verifier's verdict after its messages (legacy function verifier: "Broken function")
_BROKEN_IR = r"Broken (?:module|function) found"


def _verifier_message(stderr: str) -> str:
    """The IR verifier's first message before "LLVM ERROR: Broken module found" (or the legacy
    function verifier's "Broken function found"; its first line
    that is neither an indented IR instruction nor a tool's warning), or ""."""
    head = re.split("LLVM ERROR: " + _BROKEN_IR, stderr, maxsplit=1)[0]
    for line in head.splitlines():
        if line.strip() and not line.startswith((" ", "\t")) and not re.match(r"^\S+: (?:warning|remark)", line) \
                and not line.startswith(("remark:", "warning:")):
            return line.strip()
    return ""


def heap_abort(first_line: str) -> bool:
    """Is `first_line` one of glibc's heap-corruption abort lines (`GLIBC_HEAP_ABORT`)?"""
    return bool(_RE_HEAP_ABORT.match(first_line.strip()))


# glibc's allocator internals (malloc/malloc.c): a signal with one of them innermost reads heap
# metadata an earlier write damaged, the segfault form of a consistency check's abort (116044 on
# LLVM 19: "malloc_consolidate(): unaligned fastbin chunk detected" on most runs, a SIGSEGV in
# malloc_consolidate under the same _int_free on one run in thirty); free/malloc themselves are not
# here: a crash in them may be a wild pointer handed to them, not damage found
_GLIBC_ALLOCATOR_FRAME = re.compile(r"^(?:malloc_consolidate|_int_(?:free|malloc|realloc|memalign)|unlink_chunk|"
                                    r"tcache_(?:get|put|get_n|thread_shutdown)|sysmalloc)$")


def heap_damage(sig: CrashSignature) -> str:
    """How `sig` shows that glibc found the heap damaged, or "": its consistency check's abort
    line (`heap_abort`: ``malloc_consolidate(): unaligned fastbin chunk detected``), or a
    signal whose innermost frame is an allocator internal (``SIGSEGV in malloc_consolidate``).
    Either is a memory error seen after the fact: the stack says where the damage was found,
    not where it was done, and which form a run shows depends on the heap's layout."""
    if heap_abort(sig.first_line):
        return sig.first_line.strip()
    if sig.kind == "signal" and sig.frames and _GLIBC_ALLOCATOR_FRAME.match(sig.frames[0]):
        return f"{sig.signal or 'a signal'} in glibc's {sig.frames[0]}"
    return ""


def _heap_line(stderr: str) -> str:
    """glibc's heap-corruption abort line in `stderr` (``free(): invalid pointer``), or ""."""
    m = _RE_HEAP_ABORT.search(stderr)
    return m.group(1).strip() if m else ""


_RE_TRAMPOLINE = re.compile(r"__restore_rt|SignalHandler\(int\)|_sigtramp")
_RE_ABORT_FRAME = re.compile(r"\babort\b|\braise\b|__assert_fail|__replacement_assert|__glibcxx_assert_fail|"
                             r"pthread_kill|llvm_unreachable_internal|"
                             r"report_fatal_error|reportFatal")


# A backend diagnostic printed as an error, the process exiting 1 without a crash:
# "error: <unknown>:0:0: in function f void (i32): illegal VGPR to SGPR copy" (llc/opt report
# DiagnosticInfo without a debug location this way). A parse error names a file position, not
# <unknown>:0:0 or a function, and is not one.
_RE_DIAGNOSTIC = re.compile(r"^(?:[\w./+-]+: )?error: (?:<unknown>:0:0: )?in function (\S+) [^\n]*?: (.+)$|"
                            r"^(?:[\w./+-]+: )?error: <unknown>:0:0: ()(.+)$|"
                            # LLVMContext's default handler (no tool installed its own, as in
                            # llvmlite): "error: " and the bare message, with no file:line:col
                            r"^error: ()(?![^\n]*:\d+:\d+: )(.+)$", re.M)
TITLE_MARK = "(title) "


def parse_diagnostic(text: str) -> CrashSignature | None:
    """The first backend error diagnostic in `text` as a signature of kind ``diagnostic``
    (message: the diagnostic's text, normalized; function: ``@name`` when it names one), or None."""
    m = _RE_DIAGNOSTIC.search(text)
    if not m:
        return None
    func, msg = (m.group(1), m.group(2)) if m.group(2) is not None else ("", m.group(4) or m.group(6))
    return CrashSignature(kind="diagnostic", message=normalize_message(msg.strip()), first_line=m.group(0).strip(),
                          function=f"@{func}" if func else "")


# an error placed at an op of an MLIR input: mlir-opt's own ("repro.mlir:7:8: error: …", "within split
# at repro.mlir:1 offset :5:8: error: …") or godbolt's ("<source>:3:8: error: …"); MLIR places every
# diagnostic at an op, a pass's as well as the parser's
_RE_LOCATED_ERROR = re.compile(r"^[^\n]*?(?:\.mlir:(\d+):(\d+)| offset :(\d+):(\d+)|<source>:(\d+):(\d+)): error: ([^\n]+)$",
                               re.M)


# an op's diagnostic pasted without its "file:line:col: error: " prefix, placed by the note
# mlir-opt prints under it ("'scf.parallel' op expects body to terminate with 'scf.yield'" over
# "temp.mlir:5:5: note: see current operation:", 61380)
UNPLACED_OP_ERROR = re.compile(r"^[ \t]*('[\w.$-]{1,100}' op [^\n]{5,400})\n[ \t]*"
                                   r"((?:[^\s:]{1,200}\.mlir|<source>):\d+:\d+): note: see current operation", re.M)


def parse_located_error(text: str) -> CrashSignature | None:
    """The first error `text` places at a line and column of an MLIR input, as a ``diagnostic``
    signature (message normalized; `first_line` keeps the position, `error_position` reads it
    back), or None. An op's error pasted without its prefix is placed by the "see current
    operation" note under it (`UNPLACED_OP_ERROR`)."""
    m = _RE_LOCATED_ERROR.search(text)
    if m:
        return CrashSignature(kind="diagnostic", message=normalize_message(m.group(7).strip()),
                              first_line=m.group(0).strip())
    u = UNPLACED_OP_ERROR.search(text)
    if u:
        return CrashSignature(kind="diagnostic", message=normalize_message(u.group(1).strip()),
                              first_line=f"{u.group(2)}: error: {u.group(1).strip()}")
    return None


def error_position(first_line: str) -> tuple[int, int] | None:
    """(line, column) of a `parse_located_error` signature's first line, or None."""
    m = _RE_LOCATED_ERROR.search(first_line)
    if not m:
        return None
    nums = [g for g in m.groups()[:6] if g is not None]
    return int(nums[0]), int(nums[1])


# a phrase in double quotes (or typographic ones) in a title, not a flag or a code span
_TITLE_QUOTE = re.compile(r"[\"“]([^\"“”\n-][^\"“”\n]{8,150})[\"”]")
# ... unless the quoted words are a command line ("opt -sroa -loop-idiom ...", 41789)
_QUOTED_COMMAND = re.compile(r"^(?:\S*/)?(?:opt|llc|mlir-opt|triton-opt|clang\S*|llvm-\w+)\b|(?:^|\s)--?[a-z]")


# words that make a title (or the sentence around a quote in it) a crash, hang or wrong-output
# report rather than a diagnostic's words: "mlir-opt crashes at Casting.h:566 with assertion
# `isa<To>(Val) && "cast<Ty>() ..."' failed" quotes an assertion, no diagnostic (208331)
_NOT_A_DIAGNOSTIC = re.compile(r"(?i)crash|assert|abort|segfault|sigsegv|\bice\b|internal (?:compiler )?error|"
                               r"hang|infinite|timeout|"
                               r"miscompil|wrong|incorrect|invalid code|missed|poor|regression|slow|"
                               r"unreachable|llvm error|fatal|error in backend|stack|fail|break|broken|sanitizer|asan\b|"
                               r"use-after|overflow|leak")


def title_diagnostic(title: str) -> CrashSignature | None:
    """A title that may be a diagnostic's own words ("[AMDGPU] illegal VGPR to SGPR copy"): the
    text after the ``[tags]`` (or the phrase of three words or more it quotes in double quotes),
    when it is 3-12 words and names no crash, hang or wrong output.
    A weak signature (first_line starts with `TITLE_MARK`): it decides only between a run's
    diagnostic and the reported one (`reducers.grade`); a crashing run is graded as if the
    issue showed no failure text."""
    phrase = re.sub(r"^\s*(?:\[[^\]]*\]\s*)+", "", title).strip()
    quoted = _TITLE_QUOTE.search(phrase)
    phrase = phrase.strip("`'\".")
    if quoted and len(quoted.group(1).split()) >= 3 and not _QUOTED_COMMAND.search(quoted.group(1)) \
            and not _NOT_A_DIAGNOSTIC.search(phrase[:quoted.start()]):
        # the title quotes the diagnostic in a sentence about it ("`-sgpr-regalloc=fast` results
        # in "Illegal instruction detected"", 61136): the quoted words are the message
        phrase = quoted.group(1).strip()
    phrase = re.sub(r"^(?:[\w./+-]+: )?error: ", "", phrase)  # "[NVPTX] error: no libcall available ..."
    n = len(phrase.split())
    if not 3 <= n <= 12 or _NOT_A_DIAGNOSTIC.search(phrase):
        return None
    return CrashSignature(kind="diagnostic", message=normalize_message(phrase), first_line=TITLE_MARK + phrase)


def parse_reported(text: str) -> CrashSignature | None:
    """Parse failure text pasted into an issue (any of: the error line, a stack dump,
    the title). Tolerates text cut off anywhere. None when nothing crash-like is found."""
    text = unwrap_assertion_lines(strip_python_source(text))
    kind, message, first = _classify_message(text, stripped=True)
    passes = _innermost_pass(text)
    frames = _frames(text)
    sig = ""
    m = _RE_SIGNAME.search(text)
    if m and m.group(1).lower() != "aborted":
        sig = _SIGNAME_TO_SIG.get(m.group(1).lower(), m.group(1).upper())
        first = first or m.group(0)
    heap = None if kind or sig else _RE_HEAP_ABORT.search(text)
    if heap:
        # glibc found the heap corrupted and aborted (58699: "free(): invalid pointer"): a
        # signal without an LLVM message; the line is kept for humans
        sig, first = "SIGABRT", heap.group(1).strip()
    if not (kind or passes or frames or sig or "Stack dump:" in text or "PLEASE submit" in text):
        return parse_diagnostic(text)
    if not kind and not sig and _RE_TRAMPOLINE.search(text) and not _RE_ABORT_FRAME.search(text):
        # a pasted stack that enters the signal handler from the crashing code, not from
        # abort(): a signal such as SIGSEGV, even when the text does not name it
        sig = "signal"
        first = first or "signal (stack through the signal handler)"
    kind = kind or "signal"
    return CrashSignature(kind=kind, message=message, pass_name=passes, frames=frames, first_line=first,
                          signal=sig if kind == "signal" else "", location=_location(text),
                          function=_ir_function(text),
                          while_verifying=any("verif" in f.lower() for f in _frames(text, limit=64)),
                          parsing_op=(_RE_MLIR_OP_PARSER.findall(text) or [""])[-1])


# MLIR's pretty stack entry for an op being parsed (one line per nesting level, outermost first)
_RE_MLIR_OP_PARSER = re.compile(r"MLIR Parser: custom op parser '([\w.$-]{1,200})'")


# ---------------------------------------------------------------- matching

def _keys_agree(a: str, b: str) -> bool:
    if not a or not b:
        return False
    if a == b:
        return True
    # white space never tells two messages apart, and a pasted line re-wrapped at a column
    # gets a space inside a word when it is joined again (`unwrap_assertion_lines`)
    a, b = "".join(a.split()), "".join(b.split())
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    # a reporter's text cut off mid-message: a prefix of at least 12 characters
    return len(short) >= 12 and long_.startswith(short)


def _passes_agree(a: str, b: str) -> bool:
    na, nb = normalize_pass(a), normalize_pass(b)
    if na == nb:
        return True
    # a legacy pass's display name and its flag: "CodeGen Prepare" and -codegenprepare
    if len(na) >= 6 and re.sub(r"[\s_-]", "", na) == re.sub(r"[\s_-]", "", nb):
        return True
    short, long_ = sorted((na, nb), key=len)
    if len(short) >= 8 and long_.startswith(short):  # "AMDGPU DAG->DA" (cut off)
        return True
    # a Triton pass named without its dialect prefix ("RemoveLayoutConversions" in prose,
    # "TritonGPURemoveLayoutConversions" in the run)
    return long_.endswith(short) and long_[:-len(short)] in _TRITON_PASS_PREFIXES


_TRITON_PASS_PREFIXES = ("triton", "tritongpu", "tritonamdgpu", "tritonnvidiagpu", "convert", "converttritongpu")


def _symbolized(frames: tuple[str, ...]) -> list[str]:
    return [f for f in frames if "+0x" not in f and not _GENERIC_FRAMES.search(f)]


def _location_seen(location: str, frames: list[str]) -> bool:
    """Does a stack (function names) run through the source location a message named?
    ``SelectionDAGBuilder.cpp:getCopyToParts`` is seen in ``llvm::SelectionDAGBuilder::visitRet``."""
    _, stem, cls, func = split_location(location)
    for f in frames:
        parts = f.split("::")
        if (func and parts[-1] == func) or stem in parts or (cls and cls in parts):
            return True
    return False


def matches(reference: CrashSignature | None, candidate: CrashSignature | None) -> bool:
    """Is `candidate` (a run) the crash described by `reference` (the report, or an
    earlier run)? The rule is documented in the module docstring."""
    if candidate is None or not candidate.is_crash:
        return False
    if reference is None:
        return True
    if reference.kind == "timeout" or candidate.kind == "timeout":
        return reference.kind == candidate.kind
    if reference.message and candidate.message:
        return _keys_agree(reference.key, candidate.key)
    rf, cf = _symbolized(reference.frames), _symbolized(candidate.frames)
    if reference.message and reference.location and cf:
        # a release build crashing where a debug build asserted: the stack must pass
        # through the code the assertion names
        return _location_seen(reference.location, cf)
    if candidate.message and candidate.location and rf:
        # the other way round: an assertion build names code the reporter's stack ran through
        return _location_seen(candidate.location, rf)
    evidence = 0
    if reference.pass_name and candidate.pass_name:
        if not _passes_agree(reference.pass_name, candidate.pass_name):
            return False
        evidence += 1
    if rf and cf:
        if not set(rf) & set(cf):
            return False
        evidence += 1
    if evidence:
        return True
    # rule 4: a report cut before anything comparable matches any crash
    return not (reference.message or reference.pass_name or rf)


def same_bug(reference: CrashSignature, candidate: CrashSignature | None) -> bool:
    """Strict equality of two signatures from the same toolchain (reduction's test)."""
    if candidate is None or candidate.kind != reference.kind:
        return False
    if reference.key != candidate.key:
        return False
    if reference.pass_name and normalize_pass(reference.pass_name) != normalize_pass(candidate.pass_name):
        return False
    if not reference.message:
        if reference.signal and reference.signal != candidate.signal:
            return False
        if reference.frames and (not candidate.frames or reference.frames[0] != candidate.frames[0]):
            return False
    return True

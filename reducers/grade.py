"""Graded match of a run's crash against the reported one, and the one rule that turns a grade
into an outcome.

A run that crashed gets one `Match` (`grade`), best first:

``exact``
    The same failure as far as both sides say: the same kind and message key (equal, or one a
    prefix of the other of at least 12 characters, since reporters' text is often cut off);
    for a report without a message (a segfault in a pass, or the excerpt ends before the
    message) the same crashing pass, or shared stack frames where no pass is known. A report
    with no message, no pass and no frames (nothing to compare) accepts any crash, and says so;
    so does a bare reported signal against the same bare signal of a toolchain that prints no
    stack dump (``run_has_stack=False``: llvmlite). Both are *weak* (`Match.weak`).
``reworded``
    The same kind and crashing pass (when both sides name one), message keys not equal but
    similar: ``similarity(a, b) >= REWORDED_MIN`` (see `similarity`). LLVM rewords messages
    between releases and prints operands differently (``s192`` in one release, ``s256`` in the
    next, for the same GlobalISel legalizer failure). For GlobalISel's own failures
    (``unable to legalize instruction``, ``unable to lower function``/``arguments``,
    ``unable to translate``/``map instruction``, ``cannot select``) the text after the colon
    is a dump of the operation, which each release prints its own way (typed pointers
    ``float (double)*`` before LLVM 15, ``ptr`` after; register classes; operand lists): there
    the same pass, the same kind, the same failure head and the same operation (the generic
    opcodes ``G_*`` and intrinsics named in the dump, `gisel_operation`) count as reworded.
    Two fatal errors of the same pass that are one check printed two ways by two releases
    (`_RELEASE_COUNTERPARTS`: EVT::getVectorNumElements()'s scalable check, which LLVM 13-19
    report as "Invalid size request on a scalable vector.") are reworded too, and so are two
    failures of one assert statement whose condition a release rewrote: the same file,
    function and message literal (`_same_assert_statement`).
``release-variant``
    One side comes from a checking build and fails in an assertion or ``UNREACHABLE``; the
    other comes from a build without assertions and fails on the same input without it — a
    bare signal (the release build runs on past the broken invariant and crashes later, or
    at once) or, only with the strongest link, another message. It needs evidence that links
    the two (`_variant`), in this order: the assertion's location (function, class or file,
    ``XISelLowering.cpp`` being class ``XTargetLowering``) seen in the other side's stack, or
    the crash site in unnamed target code right under the generic SelectionDAG function that
    calls that target file's hook (`_target_hook_link`: release builds export no target
    class), or the unnamed crash site placed in the assertion's source file by the exported
    functions around its address (`_site_file_link`); the assertion's component directory
    (``MIRParser``) seen as a frame's class; the same crashing pass (and IR function when both
    say; not instruction selection, which holds too many checks); the assertion's file being
    the crashing pass's own source (``X86FlagsCopyLowering.cpp`` and pass ``X86 EFLAGS copy
    lowering``; again not for instruction selection, whose source SelectionDAG.cpp is). For an
    assertion in a header's inline function, the report's own caller of it among the release
    build's first frames in the same pass and function (`_inline_caller_link`, weak).
    A bare crash on an input whose report says builds without assertions crash on it
    (``release_crashes``, read from the prose) is a weak variant when nothing else links it.
    CastInst::Create's ``castIsValid`` assertion against a release build's broken module whose
    IR verifier fails a cast check (the same castIsValid, one step later) is a weak variant
    (`_verifier_counterpart`). A SIGFPE against an assertion that keeps a divisor from zero
    ("Denominator cannot be 0!", APInt's "Divide by zero?") is a weak variant: the division the
    check guards traps once it is compiled out (`_ZERO_DIVISOR`). The assertion file's own pass
    class (``LoopVectorizePass`` for LoopVectorize.cpp) alone places nothing when the assertion
    names an exported method of another class that the stack does not show (`_driver_only_link`).
    It is ruled out when the crashing passes differ without a frame link, or when the stack
    has symbolized LLVM frames none of which links to an assertion function that a release
    build would show by name (one outside an anonymous namespace). A bare signal on a build
    that has assertions is never a variant of an assertion (that build would have asserted).
    One message-to-message link: GlobalISel's own failure diagnostic (``unable to legalize
    instruction``) in the same pass and function as an assertion in a file that decides that
    step (``LegalizerInfo.cpp``) — the step failing once its check is compiled out
    (`_gisel_step_link`).
    A hang is a release form too (`grade_hang`): a build without assertions that times out
    in the reported assertion's pass and function, or on an input the report says hangs
    without assertions.
``different``
    Everything else that crashed: another message, another pass, a fatal error where the
    report shows a signal, a bare crash where the report shows a fatal error (``LLVM ERROR``
    is printed by release builds too, so a release build that segfaults instead fails
    differently).

A run that did not crash gets no grade (None).

`outcome_of` is the one place where a grade becomes ``reproduces`` or ``other-failure``
(`workers.llvm_project.classify` applies it; the release bisection adds, for
``release-variant`` only, whether an assertion-enabled toolchain confirms it).

Stdlib only, like `reducers.signature`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from reducers.signature import (TITLE_MARK, CrashSignature, _keys_agree, _passes_agree, _symbolized, heap_abort,
                                heap_damage, message_key, normalize_message, normalize_pass, split_location)

GRADES = ("exact", "reworded", "release-variant", "different")

# Token-set (Jaccard) similarity of two normalized messages at or above which the same kind
# and pass count as the same failure reworded. Chosen on the tune data (bench/corpus/llvm
# split "tune" and the shared corpus, every report-vs-run and run-vs-run pair of one input):
# the one rewording there, the GlobalISel legalizer message printed with s192 in LLVM 13 and
# s256 in 14-19 for the same G_ICMP (64394), scores 1.0 once printed types are dropped; the
# most similar pair of different failures of one kind scores 0.50 ("Cannot select: ch =
# store" vs "v8bf16 = sint_to_fp", 64440). The bound above that comes from LLVM's own
# distinct messages of one family that coexist in every release and so are never rewordings
# of each other: "Do not know how to expand the result of this operator!" vs "... split the
# result ..." score 0.83, "promote this operator!" vs "promote this operator's operand!"
# 0.80. 0.85 keeps all of them apart (tests/reducers/test_grade.py pins these numbers).
REWORDED_MIN = 0.85

# A report that fails in one of these kinds came from a checking build; a build without
# assertions does not print them.
ASSERTING = ("assertion", "unreachable")
# Fatal errors that only a checking build raises: LLVM ERROR text behind `#ifndef NDEBUG`
# (mlir/lib/IR/Operation.cpp, Operation::~Operation: "operation destroyed but still has uses",
# 118766 under -inline; mlir/include/mlir/IR/{Attribute,Type}Support.h, getWithTypeID: "can't
# create Attribute 'X' because storage uniquer isn't initialized", 108390 on 19, whose release
# build segfaults in DIFileAttr::get instead), which a release build, like an assertion, never prints.
# Whole messages (a report cut inside one, "operation destroyed but still has" in 128314's excerpt,
# is still that error; a cut shorter than _MIN_CUT says too little), then parts of longer ones.
_CHECKING_ONLY_MESSAGES = ("operation destroyed but still has uses",)
_CHECKING_ONLY_FATAL = re.compile("|".join(map(re.escape, (*_CHECKING_ONLY_MESSAGES,
                                                            "because storage uniquer isn't initialized"))))
_MIN_CUT = 20


def checking_build_only(sig: CrashSignature) -> bool:
    """Does `sig` come from a check that only builds with assertions make (an assertion, an
    UNREACHABLE, or a fatal error printed only under ``#ifndef NDEBUG``, also when the report's
    text is cut inside that error's message)?"""
    if sig.kind in ASSERTING:
        return True
    # the fatal error, or the same check's error at the op that it follows (197158: "repro.mlir:12:8:
    # error: 'llvm.load' op operation destroyed but still has uses", the log cut before the fatal error)
    if sig.kind not in ("llvm-error", "diagnostic"):
        return False
    if _CHECKING_ONLY_FATAL.search(f"{sig.message}\n{sig.first_line}"):
        return True
    if sig.kind == "diagnostic":  # a message cut short is read as the fatal error's only
        return False
    cut = (sig.message or "").strip().lower()
    return len(cut) >= _MIN_CUT and any(m.startswith(cut) for m in _CHECKING_ONLY_MESSAGES)


# Failures that a release build prints on purpose: not a variant of a segfault.
FATAL_MESSAGES = ("llvm-error", "cannot-select", "verifier")
# Instruction selection runs combining, legalization, lowering and selection of a whole
# function: many unrelated assertions live under it, so being in the same one of these passes
# links nothing by itself (a frame or the source file must).
_BROAD_PASS = re.compile(r"DAG->DAG|Instruction Selection$|^InstructionSelect$|^IRTranslator$", re.I)


@dataclass(frozen=True)
class Match:
    """How a run's crash relates to the reported one.

    grade: one of GRADES; evidence: one line saying why (what agrees, what links, what
    differs); similarity: the message similarity when both sides had a message (0..1);
    weak: the link rests on no text of the failure at all: the report shows none (any crash
    counts), or only the crashing pass (and IR function) is shared. A weak reproduction is the
    one that releases between can contradict (`workers.bisect.release.weak_links_contradicted`)."""

    grade: str
    evidence: str = ""
    similarity: float | None = None
    weak: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"grade": self.grade, "evidence": self.evidence, "similarity": self.similarity, "weak": self.weak}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Match":
        """Inverse of `to_json`. Raises KeyError when ``grade`` is missing."""
        sim = d.get("similarity")
        return cls(grade=d["grade"], evidence=d.get("evidence") or "", similarity=None if sim is None else float(sim),
                   weak=bool(d.get("weak")))


# ------------------------------------------------------------------ the rule

def outcome_of(match: Match | None) -> str:
    """``reproduces`` for exact, reworded and release-variant; ``other-failure`` for
    different; "" for no grade (the run did not crash: the caller's other rules decide).

    This is the only place where grades become outcomes. A release-variant reproduces on
    its own release; the release bisection (`workers.bisect.release`) then counts it as bad
    only when an assertion-enabled toolchain confirms it or nothing contradicts it."""
    if match is None:
        return ""
    return "other-failure" if match.grade == "different" else "reproduces"


def confirms_assertion(reference: CrashSignature | None, match: Match | None) -> bool:
    """Does a run with this grade, on a toolchain with assertions, show the report's own
    assertion/UNREACHABLE (exact or reworded)?"""
    return (reference is not None and reference.kind in ASSERTING and match is not None
            and match.grade in ("exact", "reworded"))


# ------------------------------------------------------------------ similarity

# LLVM value types and GlobalISel/MIR types change with the input and the release's printer
# (i32/i64, v8bf16, nxv2i8, s192, p0): they are not words of the message.
_TYPE_TOKEN = re.compile(r"^(?:n?x?v?\d*(?:i|f|bf|s|p)\d+|v\d+[a-z]+\d+|nxv\d+[a-z]+\d+|x86_fp80|ppc_fp128|fp128|"
                         r"half|float|double|ptr|ch|glue|other|n)$")
_WORD = re.compile(r"[a-z0-9_][a-z0-9_.]*[a-z0-9_]|[a-z0-9_]")


# an MLIR type printed with its parameters (`memref<2xmemref<3xf32>>`, `tensor<?x4xf32>`,
# `!llvm.ptr<1>`): the parameters are the input's, as LLVM's value types are
_MLIR_TYPE_START = re.compile(r"\b(?:memref|tensor|vector|complex|tuple)<|![\w.]+<")
_ANGLE_GROUP = re.compile(r"<[^<>]*>")


def words(message: str) -> set[str]:
    """The words of a normalized message: lower case, identifiers with ``.``/``_`` kept
    whole (``g_icmp``, ``llvm.amdgcn.if``), numbers and value types dropped, and so are the
    parameters of MLIR types (60092: "... data layout information for memref<2xf32>" in a
    release, "... for memref<2xmemref<3xf32>>" in the report)."""
    text = message.lower()
    if _MLIR_TYPE_START.search(text):
        for _ in range(8):  # nesting depth; each round drops the innermost groups
            text, n = _ANGLE_GROUP.subn(" ", text)
            if not n:
                break
    return {w for w in _WORD.findall(text) if re.search(r"[a-z]", w) and not _TYPE_TOKEN.match(w)}


def _symbol_renamed(a: str, b: str) -> tuple[str, str] | None:
    """(a's token, b's token) when two messages (over the words both have) differ in one word
    only, a camel-case symbol of 8 characters or more that differs by one letter
    (``getCTALayout`` / ``getCGALayout``); else None."""
    ta, tb = a.split(), b.split()
    n = min(len(ta), len(tb))  # one message may run on ("... getCGALayout UNREACHABLE executed at ...")
    if n < 3:
        return None
    diff = [(x, y) for x, y in zip(ta[:n], tb[:n]) if x != y]
    if len(diff) != 1:
        return None
    x, y = diff[0]
    if len(x) != len(y) or len(x) < 8 or not re.search(r"[a-z][A-Z]", x) or not re.search(r"[a-z][A-Z]", y):
        return None
    return (x, y) if sum(c != d for c, d in zip(x, y)) == 1 else None


def similarity(a: str, b: str) -> float:
    """Jaccard similarity |A ∩ B| / |A ∪ B| of `words` of two messages (1.0 for two empty
    word sets)."""
    wa, wb = words(a), words(b)
    if not wa and not wb:
        return 1.0
    return len(wa & wb) / len(wa | wb)


# GlobalISel's failure heads: what follows the colon is a dump of the failing operation.
_GISEL_HEAD = re.compile(r"^(unable to legalize instruction|unable to lower (?:function|arguments)|"
                         r"unable to translate instruction|unable to map instruction|cannot select)\s*:(.*)$", re.S)
_GISEL_OP = re.compile(r"\bg_[a-z0-9_]+\b|intrinsic\(@?([\w.]+)\)|@(llvm\.[\w.]+)")


def gisel_operation(key: str) -> tuple[str, tuple[str, ...]] | None:
    """(failure head, operation) of a GlobalISel failure message key, None for other
    messages (SelectionDAG's ``Cannot select: ch = store`` included: no generic opcode). The
    operation is the sorted set of generic opcodes (``g_phi``) and intrinsics named in the
    dump; empty for ``unable to lower function: <type>``, whose dump is only the function's
    printed type."""
    m = _GISEL_HEAD.match(key.strip().lower())
    if not m:
        return None
    ops = {g.group(1) or g.group(2) or g.group(0) for g in _GISEL_OP.finditer(m.group(2))}
    # SelectionDAG says "Cannot select: ch = store" too: only a dump that names a generic
    # opcode or intrinsic is GlobalISel's; "unable to lower function/arguments" is
    # IRTranslator's own phrasing, whose dump is a type.
    if not ops and not m.group(1).startswith("unable to lower"):
        return None
    return m.group(1), tuple(sorted(ops))


# ------------------------------------------------------------------ links between the two sides

_CAMEL = re.compile(r"[A-Z0-9]+(?=[A-Z][a-z])|[A-Z0-9]*[a-z]+[0-9]*|[A-Z0-9]+")
# Directories that hold many unrelated components: a frame in them says nothing.
_GENERIC_DIRS = {"codegen", "support", "ir", "adt", "analysis", "transforms", "scalar", "utils", "ipo", "target",
                 "mc", "lib", "include", "llvm", "vectorize", "instrumentation", "globalisel", "selectiondag",
                 "object", "bitcode", "reader", "writer", "asmparser", "passes"}


def _classes_of_file(stem: str) -> set[str]:
    """Class names a source file defines by LLVM's naming convention: the file's stem, its
    new-pass-manager pass ``XPass`` (``LoopFusePass`` in ``LoopFuse.cpp``, 166356: a release
    crash under ``llvm::LoopFusePass::run``), ``XTargetLowering`` for ``XISelLowering.cpp``,
    ``XDAGToDAGISel`` for ``XISelDAGToDAG.cpp``."""
    out = {stem, stem + "Pass"} if stem else set()
    if stem.endswith("ISelLowering"):
        out.add(stem[: -len("ISelLowering")] + "TargetLowering")
    if stem.endswith("ISelDAGToDAG"):
        out.add(stem[: -len("ISelDAGToDAG")] + "DAGToDAGISel")
    return out


def _llvm_frames(frames: tuple[str, ...]) -> list[str]:
    """Symbolized frames of LLVM code (qualified C++ names), without pass-manager plumbing
    and libc (``_int_free``, ``./malloc/malloc.c:5666:3``)."""
    return [f for f in _symbolized(frames) if "::" in f]


def _location_link(location: str, frames: list[str]) -> str:
    """How a stack runs through a source location: ``function X``, ``class X``, or ""."""
    _, stem, cls, func = split_location(location)
    classes = _classes_of_file(stem) | ({cls} if cls else set())
    for f in frames:
        parts = f.split("::")
        if func and parts[-1] == func and (not cls or cls in parts):
            return f"function {func} ({f})"
    for f in frames:
        parts = f.split("::")
        hit = classes & set(parts[:-1] or parts)
        if hit:
            return f"class {sorted(hit)[0]} ({f})"
    for f in frames:
        # the file's entry point, named after it: LegalizeTypes.h/.cpp hold DAGTypeLegalizer,
        # which SelectionDAG::LegalizeTypes runs (135776: a release crash under it, the report's
        # assertion in DAGTypeLegalizer::getSDValue)
        if len(stem) >= 8 and f.split("::")[-1] == stem:
            return f"function {stem}, the entry point of {stem}'s code ({f})"
    return ""


def _driver_only_link(location: str, link: str, frames: list[str]) -> bool:
    """Is `link` (`_location_link`'s) only the assertion file's own pass class (``XPass``, which
    every crash in that pass runs through), where the assertion names an exported method of another
    class and the innermost named frame belongs to neither?"""
    _, stem, cls, func = split_location(location)
    if not (link.startswith("class ") and cls and cls != stem + "Pass" and _exported(location) and frames):
        return False
    hit = link[len("class "):].split(" ", 1)[0]
    return hit == stem + "Pass" and hit not in frames[0].split("::") and cls not in frames[0].split("::")


def _local_helper_link(location: str, frames: tuple[str, ...]) -> str:
    """The assertion's function is file-local (`_exported` is false), so a release build's
    stack can show it only as an address: the crash site is such an address and the first
    named frame above it is a function named after the assertion's file (its last camel-case
    words are the file stem's, two words at least): ``llvm::stripDebugInfo`` calling DebugInfo.cpp's
    static ``stripDebugLocFromLoopID`` (173128). "" otherwise."""
    _, stem, _, func = split_location(location)
    sw = _camel_words(stem)
    if not func or _exported(location) or len(sw) < 2 or not frames or _symbolized(frames[:1]):
        return ""
    named = next((f for f in frames[1:3] if _symbolized((f,))), "")
    fw = _camel_words(named.split("::")[-1]) if "::" in named else []
    if len(fw) >= len(sw) and fw[-len(sw):] == sw:
        return (f"file-local {func}, whose release-build frame is the unnamed crash site under {named}, "
                f"named after {stem}")
    return ""


# Generic SelectionDAG code that calls into a target's lowering or instruction selector:
# caller (last name component) -> (the target file's stem suffix, the hook it calls). Debian's
# release libLLVM exports no target class (PPCTargetLowering, SITargetLowering ...), so a crash
# in the hook shows as unnamed frames right under the generic caller.
# Only hooks with one job count: LowerOperation, PerformDAGCombine and Select dispatch to
# most of a target's code (98033: an UNREACHABLE in NVPTXISelDAGToDAG.cpp, releases crashing
# in unnamed selector code under DoInstructionSelection, is another crash).
_TARGET_HOOK_CALLERS = {
    "LowerArguments": ("ISelLowering", "LowerFormalArguments"),
    "LowerCallTo": ("ISelLowering", "LowerCall"),
    "visitRet": ("ISelLowering", "LowerReturn"),
}
_UNNAMED_LLVM = re.compile(r"^(?:libLLVM|llc|opt)[\w.-]*\+0x[0-9a-f]+$")


def _target_hook_link(location: str, frames: tuple[str, ...]) -> str:
    """The assertion is in a target's ``XISelLowering.cpp`` and the release build's crash site
    is unnamed code (libc frames aside) right under a generic SelectionDAG function that calls
    that file's hook (`_TARGET_HOOK_CALLERS`), the assertion's function being that hook when the
    message names one: 213355, PPC's formal-argument UNREACHABLE, whose release builds abort in
    an unnamed frame under ``SelectionDAGISel::LowerArguments``. "" otherwise."""
    _, stem, _, func = split_location(location)
    i = 0
    while i < len(frames) and "::" not in frames[i] and not _UNNAMED_LLVM.match(frames[i]):
        i += 1  # the C library's abort/__fortify_fail frames
    hidden = 0
    while i < len(frames) and _UNNAMED_LLVM.match(frames[i]):
        hidden, i = hidden + 1, i + 1
    if not hidden or i >= len(frames) or "::" not in frames[i]:
        return ""
    caller = frames[i].split("::")[-1]
    suffix, hook = _TARGET_HOOK_CALLERS.get(caller, ("", ""))
    # an assertion that names its function must be in the hook (LowerFormalArguments_32SVR4),
    # not elsewhere in the file (197699: NVPTX's LowerSTOREi1 against a crash under LowerArguments)
    if suffix and stem.endswith(suffix) and len(stem) > len(suffix) and (not func or func.startswith(hook)):
        return (f"unnamed target code (release builds export no {stem[:-len(suffix)]} class) entered from "
                f"{frames[i]}, which calls the target's {hook} in {stem}.cpp")
    return ""


def _site_file_link(location: str, site_files: tuple[str, ...]) -> str:
    """The release build's unnamed crash site lies in the code of the assertion's own source
    file, as the exported functions around its address say (`CrashSignature.site_files`):
    58455, ScheduleDAGRRList.cpp's assertion, whose release builds segfault at an address after
    that file's last exported function. Only .cpp files: a header's code is inlined
    everywhere. "" otherwise."""
    _, stem, _, _ = split_location(location)
    if not stem:
        return ""
    for entry in site_files:
        files, _, why = entry.partition("|")
        if f"{stem}.cpp" in files.split(","):
            return f"unnamed crash site in {stem}.cpp's code ({why})"
    return ""


def _inline_callers(asserting: CrashSignature) -> tuple[str, list[str]]:
    """(the asserting function, the report's named frames that call it, innermost first) for an
    assertion in a header's function, inline code a release build folds into its callers;
    ("", []) for an assertion elsewhere."""
    loc = asserting.location
    _, _, _, func = split_location(loc)
    if not func or not re.search(r"\.h(?:pp)?:", loc):
        return "", []
    return func, [f for f in _llvm_frames(asserting.frames) if f.split("::")[-1] != func]


def _caller_class_link(asserting: CrashSignature, frames: list[str]) -> str:
    """The report's assertion is in a header (inline code: a release build folds it into its
    caller and returns the bad value the check refused) and the release build's crash site,
    its innermost named frame, is a method of the class whose method called the asserting
    function in the report's own stack: 64627, ``MVT::changeVectorElementType`` (MachineValueType.h)
    called from ``EVT::changeVectorElementType``, release builds segfaulting in
    ``EVT::isExtendedVector`` on the invalid type it returned. "" otherwise; the class of a
    function outside any class (``llvm::foo``) links nothing."""
    func, callers = _inline_callers(asserting)
    if not callers or not frames:
        return ""
    parts, site = callers[0].split("::"), frames[0].split("::")
    cls = parts[-2] if len(parts) >= 3 else ""
    if not cls[:1].isupper() or len(site) < 3 or site[-2] != cls:
        return ""
    return (f"the report's stack calls {func} from {callers[0]} (class {cls}); this release build crashes in "
            f"{frames[0]}, a method of the same class, on the value the check guards")


def _same_assert_statement(a: CrashSignature, b: CrashSignature) -> str:
    """The string literal of ``assert(cond && "msg")`` when two assertion failures come from one
    assert statement whose condition was edited between releases: the same file and function
    (`location`) and the same literal of at least 8 characters (181242: "Size mismatch!" in
    ``MemSDNode::MemSDNode``, its condition grown a ``getNumMemOperands() != 1 ||`` term), else
    "". A function holds several asserts, but their literals differ."""
    if not (a.location and a.location == b.location and informative_location(a.location)):
        return ""
    la = re.findall(r'"([^"]{8,})"', a.first_line or a.message)
    lb = re.findall(r'"([^"]{8,})"', b.first_line or b.message)
    return la[-1] if la and lb and la[-1] == lb[-1] else ""


def _inline_caller_link(asserting: CrashSignature, other: CrashSignature, frames: list[str]) -> str:
    """The report's assertion is in a header's inline function (a release build folds it into
    its callers and goes on with the value it refused), and one of the report's own callers of
    it, among its first three named frames, is among the release build's first four, on the same
    IR function when both name one: 63033, ``MachineOperand::getReg`` asserting under
    ``isMoveInstr`` <- ``CoalescerPair::setRegisters`` in 'Simple Register Coalescing', Debian
    15's segfault in ``MachineInstr::getMF`` <- ``CoalescerPair::setRegisters`` there. The
    caller decides the same pass (not instruction selection). "" otherwise."""
    func, callers = _inline_callers(asserting)
    if not frames or (asserting.function and other.function and asserting.function != other.function):
        return ""
    shared = [f for f in [c for c in callers if not _DRIVER_FRAME.search(c)][:3] if "::" in f and f in frames[:4]]
    if not shared:
        return ""
    return (f"the report's stack calls {func} (inline, {asserting.location.split(':', 1)[0]}) under {shared[0]}, and "
            f"this release build crashes under {shared[0]} too")


def _component_link(location: str, frames: list[str]) -> str:
    """A frame's class starts with the location's directory (``MIRParser`` ->
    ``llvm::MIRParserImpl::…``): the crash is in that component. Not for directories that
    hold many components (CodeGen, Support …)."""
    d = split_location(location)[0]
    if len(d) < 6 or d.lower() in _GENERIC_DIRS:
        return ""
    for f in frames:
        for p in f.split("::")[:-1]:
            if p.startswith(d):
                return f"component {d} ({f})"
    return ""


def _camel_words(name: str) -> list[str]:
    return [w.lower() for w in _CAMEL.findall(name)]


def _word_like(a: str, b: str) -> bool:
    if a == b or (len(a) >= 4 and a in b) or (len(b) >= 4 and b in a):
        return True
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n >= 6  # coalescer / coalescing


# target prefixes of backend source files (AMDGPUResourceUsageAnalysis.cpp, SIFoldOperands.cpp), which a pass's
# name leaves out as often as not; lower case, as `_camel_words` gives them
_TARGET_PREFIXES = {"amdgpu", "si", "gcn", "r600", "x86", "aarch64", "arm", "riscv", "ppc", "nvptx", "hexagon", "mips",
                    "webassembly", "systemz", "loongarch", "sparc", "avr", "bpf", "lanai", "msp430", "ve", "xcore",
                    "csky", "m68k"}


def file_implements_pass(location: str, pass_name: str) -> bool:
    """Is the location's source file the crashing pass's own (LLVM keeps a pass in a file
    named after it)? Every camel-case word of the file stem (``Pass`` aside, at least two)
    appears among the pass name's words: ``X86FlagsCopyLowering.cpp`` and
    ``X86 EFLAGS copy lowering``; ``SIFoldOperands.cpp`` and ``SI Fold Operands``. A target
    prefix the pass name leaves out does not count (`_TARGET_PREFIXES`); of three words or
    more, one may differ."""
    stem = split_location(location)[1]
    pw = re.findall(r"[a-z0-9]+", normalize_pass(pass_name))
    sw = [w for w in _camel_words(stem) if w != "pass" and not (w in _TARGET_PREFIXES and w not in pw)]
    hits = sum(any(_word_like(s, p) for p in pw) for s in sw)
    if len(sw) >= 2 and hits == len(sw):
        return True
    # a legacy pass name that words the same thing differently ("Function register usage
    # analysis" for AMDGPUResourceUsageAnalysis.cpp, 65188): all words but one, of three or
    # more, and never for instruction selection, whose files are too many to tell apart
    return len(sw) >= 3 and hits >= len(sw) - 1 and not _BROAD_PASS.search(pass_name)


def informative_location(location: str) -> bool:
    """Does an assertion's location say where in LLVM it failed? Not when there is none, nor for
    an inline utility of llvm/Support or llvm/ADT (``Casting.h``'s dyn_cast on a null value, a
    ``SmallVector`` index): those fail inside whichever code called them. Nor for a header named
    without a function (an UNREACHABLE prints only ``file:line``): inline code of any header
    runs in its callers (68953: "Not a vector MVT!" at CodeGen/MachineValueType.h, the header
    that was Support/MachineValueType.h before LLVM 17)."""
    if not location:
        return False
    d, _, _, func = split_location(location)
    header = bool(re.search(r"\.h(?:pp)?:", location))
    return not (header and (d.lower() in ("support", "adt") or not func))


def _exported(location: str) -> bool:
    """Would a release build name the location's function in a stack? Not when it lives in
    an anonymous namespace or is a ``static`` helper (local symbols are stripped), nor in a
    header of llvm/Support or llvm/ADT (``Casting.h``'s dyn_cast, ``SmallVector.h``'s
    operator[]: inline code that a release build folds into its caller); unknown (False)
    without a function."""
    func = split_location(location)[3]
    return bool(func) and "{anonymous}" not in location and "{static}" not in location \
        and informative_location(location)


# GlobalISel's steps: the diagnostic a build without assertions prints when the step cannot
# complete an operation, the pass that runs it, and the source files (stem words, target
# subclasses included: AMDGPULegalizerInfo.cpp, AArch64InstructionSelector.cpp) that decide it.
_GISEL_STEPS = {
    "unable to legalize instruction": ("legalizer", ("Legalizer", "Legalization")),
    "cannot select": ("instructionselect", ("InstructionSelect",)),
    "unable to map instruction": ("regbankselect", ("RegBankSelect", "RegisterBankInfo")),
    "unable to translate instruction": ("irtranslator", ("IRTranslator", "CallLowering")),
    "unable to lower function": ("irtranslator", ("IRTranslator", "CallLowering")),
    "unable to lower arguments": ("irtranslator", ("IRTranslator", "CallLowering")),
}


def _gisel_step_link(asserting: CrashSignature, other: CrashSignature) -> str:
    """Evidence that `other` (no assertions) is GlobalISel reporting that the step the
    assertion guards could not complete, or "". All of: `other` prints that step's failure
    diagnostic (`gisel_operation`), both sides crash in the step's pass (and on the same IR
    function when both name one), and the assertion's file is one that decides that step
    (``LegalizerInfo.cpp`` for the Legalizer). Sound because GlobalISel passes check their
    own result: an assertion inside the step (a legality rule's mutation, a selector's
    invariant) is compiled out of release builds, the step then returns "not done", and the
    pass reports the operation as failed with exactly this diagnostic — the same operation
    failing, seen from the other side of the missing check. The asserting function is absent
    from that stack by construction (it returned before the report), so no frame is needed."""
    g = gisel_operation(other.key) if other.message else None
    step = _GISEL_STEPS.get(g[0]) if g else None
    if not step or not asserting.location or not other.pass_name:
        return ""
    pass_word, files = step
    if normalize_pass(other.pass_name).replace(" ", "") != pass_word:
        return ""
    if asserting.pass_name and not _passes_agree(asserting.pass_name, other.pass_name):
        return ""
    if asserting.function and other.function and asserting.function != other.function:
        return ""
    stem = split_location(asserting.location)[1]
    if not any(f in stem for f in files):
        return ""
    fn = f" on {other.function}" if other.function and asserting.function == other.function else ""
    return (f"{asserting.location.split(':', 1)[0]} decides GlobalISel's {other.pass_name!r} step; without the "
            f"assertion the same pass reports that step failed ({g[0]!r}){fn}")


# Checks that LLVM keeps in both builds, in two forms: the assertion a checking build stops at,
# and the message a release build reports for the same broken invariant (documented in LLVM's
# source). (assertion message, release message, what both check).
_RELEASE_COUNTERPARTS = [
    # TypeSize.h getFixedValue()/operator ScalarTy() assert; release builds reach
    # reportInvalidSizeRequest (TypeSize.cpp), which reports this text. The pair also holds
    # between two fatal errors: EVT::getVectorNumElements()'s own check reports its text through
    # reportInvalidSizeRequest, which LLVM 22 prints as the LLVM ERROR and LLVM 13-19 replace
    # with "Invalid size request on a scalable vector." (169639)
    (re.compile(r"fixed element count on a scalable|implicitly convert a scalable size|"
                r"getvectornumelements\(\) for scalable"),
     re.compile(r"invalid size request on a scalable vector"),
     "a fixed size asked of a scalable vector (TypeSize.h's assertion; reportInvalidSizeRequest without it)"),
    # DAGTypeLegalizer's libcall picks assert `LC != RTLIB::UNKNOWN_LIBCALL && "Unsupported FP_EXTEND!"`
    # (FP_ROUND, FP_TO_SINT ...); without the assertion the unknown libcall reaches
    # TargetLowering::makeLibCall, whose missing name it reports as this fatal error (91979)
    (re.compile(r"lc != rtlib::?unknown_libcall"),
     re.compile(r"unsupported library call operation"),
     "a libcall with no name (the legalizer's LC != RTLIB::UNKNOWN_LIBCALL assertion; makeLibCall's fatal error "
     "without it)"),
    # PR #144314 moved the failure to emit a libcall the target lacks (AMDGPU's fp128
    # multiply) from SITargetLowering::LowerCall into TargetLowering::makeLibCall, worded anew
    # (121122: LLVM 13-19 "unsupported libcall legalization", LLVM 22 "unsupported library call
    # operation")
    (re.compile(r"unsupported libcall legalization"),
     re.compile(r"unsupported library call operation"),
     "a libcall the target cannot emit (LowerCall's wording before LLVM PR #144314, makeLibCall's after it)"),
    # SelectionDAGLegalize::LegalizeOp asserts that type legalization left no illegal type;
    # without the check the node goes on to instruction selection, which has no pattern for
    # an illegal type (139381: an i128 setcc, "Unexpected illegal type!" on LLVM 22,
    # "Cannot select: ... setcc ... i128" in the reporter's release build)
    (re.compile(r"unexpected illegal type"),
     re.compile(r"^cannot select"),
     "a node of an illegal type after type legalization (LegalizeDAG's assertion; instruction selection finds no "
     "pattern for it without the check)"),
]


# a phrase naming what a check failed on: "on f", "in function foo", "for @bar"
_SUBJECT = re.compile(r"^(?:on|in|for)(?: function)? [@%]?[\w.$-]+$")


def _subject_phrase(a: str, b: str) -> str:
    """The phrase one message key inserts into the other, when that is all that differs and
    it names what the check failed on (`_SUBJECT`): newer LLVM words InstCombine's fixpoint
    check "Instruction Combining on f did not reach a fixpoint after 1 iterations", LLVM 19
    "Instruction Combining did not reach a fixpoint ..." (218536). The first sentence of each
    is compared, trailing punctuation aside; "" when the keys differ otherwise."""
    # the first sentence: LLVM 22 appends a hint ("Use 'instcombine<no-verify-fixpoint>' to
    # suppress this error.") that older releases and reporters' builds do not print
    a, b = (re.split(r"[.!]\s", k, maxsplit=1)[0] for k in (a, b))
    wa, wb = a.rstrip(" .!:").split(), b.rstrip(" .!:").split()
    short, long_ = sorted((wa, wb), key=len)
    extra = len(long_) - len(short)
    if not 2 <= extra <= 3 or len(short) < 4:
        return ""
    for i in range(len(short) + 1):
        if long_[:i] == short[:i] and long_[i + extra:] == short[i:]:
            phrase = " ".join(long_[i:i + extra])
            return phrase if _SUBJECT.match(phrase) else ""
    return ""


# CastInst::Create asserts castIsValid; a release build creates the cast anyway and the IR
# verifier, which calls the same castIsValid, rejects the module after the pass
_CAST_ASSERT = re.compile(r"castisvalid\(")
_CAST_VERIFIER = re.compile(r"^(?:Invalid (?:bit|addrspace)?cast|(?:Trunc|ZExt|SExt|FPTrunc|FPExt|UIToFP|SIToFP|FPToUI|"
                            r"FPToSI|PtrToInt|IntToPtr|AddrSpaceCast)\b.*(?:only|source|operates)|"
                            r"(?:Src|Dest)Ty too (?:big|small))", re.I)


def _verifier_counterpart(asserting: CrashSignature, other: CrashSignature) -> str:
    """This build's module fails the IR verifier where the report asserts, one step later:
    the report asserts ``castIsValid`` (CastInst::Create) and the verifier's cast check, which
    is that same function, fails (157277: "Invalid bitcast" on LLVM 19 after SLPVectorizer built
    the <2 x i32> -> <2 x double> bitcast); or the command runs one pass, the report asserts in
    it (its pass, when the report names one, is that pass) and the verifier rejects that pass's
    output (`CrashSignature.verified_after`): a build without the check runs past it and leaves
    the IR it guards broken (56463: CallInst::init's bad-signature assertion in InstCombine, LLVM
    14's "Call parameter type does not match function signature!" right after instcombine;
    222427: CodeGenPrepare's UNREACHABLE, an operand of the wrong type after it). "" otherwise."""
    if _CAST_ASSERT.search(asserting.key) and _CAST_VERIFIER.match(other.verifier_message or ""):
        return (f"the IR verifier rejects the cast the pass built ({other.verifier_message[:80]!r}): its check is "
                f"castIsValid, the reported assertion's")
    after = other.verified_after
    if after and other.verifier_message and (not asserting.pass_name or _passes_agree(asserting.pass_name, after)):
        return (f"the IR verifier rejects the output of {after!r}, the only pass the command runs and the one the "
                f"report asserts in ({other.verifier_message[:80]!r}): the check compiled out, the pass left the IR "
                f"it guards broken")
    return ""


def counterpart_release_form(evidence: str) -> re.Pattern[str] | None:
    """The release-build message (lower case) of the `_RELEASE_COUNTERPARTS` pair whose
    description a release-variant's `evidence` quotes, or None: what a build without the
    assertion prints for the same broken check."""
    return next((release_rx for _, release_rx, what in _RELEASE_COUNTERPARTS if what in evidence), None)


# MLIR's two fatal errors for a dialect the context never loaded (a pass that builds its ops or
# attributes without listing the dialect among its dependentDialects): checking builds stop at
# the first attribute or type made ("can't create Attribute 'mlir::vector::PrintPunctuationAttr'
# because storage uniquer isn't initialized", under #ifndef NDEBUG), every build at the first op
# ("Building op `vector.print` but it isn't known in this MLIRContext"): the dialect's namespace
_UNLOADED_STORAGE = re.compile(r"can't create (?:attribute|type) '(?:mlir:{1,2})?(\w+):{1,2}\w+' because storage "
                               r"uniquer isn't initialized")
_UNLOADED_OP = re.compile(r"building op `(\w+)\.[\w.]+` but it isn't known in this mlircontext")


def _unloaded_dialect_link(asserting: CrashSignature, other: CrashSignature) -> str:
    """The dialect both messages say the context never loaded, when `asserting` is the checking
    build's storage-uniquer error and `other` the op-building error for that same dialect
    (216273: `vector`, --pre-sparsification-rewrite); "" otherwise."""
    a, o = _UNLOADED_STORAGE.search(asserting.key.lower()), _UNLOADED_OP.search(other.key.lower())
    if not a or not o or a.group(1) != o.group(1):
        return ""
    return (f"the {a.group(1)} dialect is not loaded in the context: a checking build stops at the first attribute "
            f"or type of it made, a release build at the first op (MLIR's two errors for a missing dialect)")


def _counterpart_link(asserting: CrashSignature, other: CrashSignature) -> str:
    """What both checks guard when `other`'s message is the release-build form of
    `asserting`'s assertion (`_RELEASE_COUNTERPARTS`, `_unloaded_dialect_link`), or ""."""
    a, o = asserting.key.lower(), other.key.lower()
    for assert_rx, release_rx, what in _RELEASE_COUNTERPARTS:
        if assert_rx.search(a) and release_rx.search(o):
            return what
    return _unloaded_dialect_link(asserting, other)


# frames every crash in a pass runs through: they say where, not what failed
_DRIVER_FRAME = re.compile(r"PassManager|runOn(?:Machine)?Function|runOnModule|SelectionDAGISel::|"
                           r"SelectionDAG::Legalize(?:Types)?$|DAGTypeLegalizer::run$|::run$|^main$|cl::")


def _raising_link(ref: CrashSignature, run: CrashSignature) -> str:
    """The function a fatal error was raised under, when both sides show it: the top
    symbolized frame of one side (below ``report_fatal_error``, not a pass driver) is among the
    first two of the other's. Two releases wording one ``report_fatal_error`` differently
    (``unsupported libcall legalization`` / ``unsupported library call operation``, both raised
    under ``TargetLowering::makeLibCall``) share that call; "" when they do not."""
    rf = [f for f in _symbolized(ref.frames) if not _DRIVER_FRAME.search(f)]
    cf = [f for f in _symbolized(run.frames) if not _DRIVER_FRAME.search(f)]
    if not rf or not cf:
        return ""
    if rf[0] in cf[:2]:
        return rf[0]
    if cf[0] in rf[:2]:
        return cf[0]
    return ""


def _variant(asserting: CrashSignature, other: CrashSignature, *, report_asserts: bool) -> Match:
    """release-variant or different: `asserting` failed in an assertion/UNREACHABLE,
    `other` (a build without assertions, or the reporter's) on the same input without it."""
    loc = asserting.location
    frames = _llvm_frames(other.frames)
    where = "the report's assertion" if report_asserts else "this run's assertion"
    link = (_location_link(loc, frames) or _local_helper_link(loc, other.frames)
            or _target_hook_link(loc, other.frames) or _site_file_link(loc, other.site_files)) if loc else ""
    if link and _driver_only_link(loc, link, frames):
        # only the file's pass class ran, and the crash site is named code of another class: a
        # release build would show the asserting method by name had it crashed there (55375 on 13:
        # LoopVectorizePass::processLoop over InductionDescriptor::isInductionPHI, the report's
        # assertion in VPTransformState::get); that says no more than the pass does
        link = ""
    component = "" if link or not loc else _component_link(loc, frames)
    pa, po = asserting.pass_name, other.pass_name
    same_pass = bool(pa and po and _passes_agree(pa, po))
    # the run's pass is the assertion's file's own where the report names another: the code moved
    # into another pass between releases (157184: ExpandVectorPredication.cpp, its own pass in 16,
    # run by 'Pre-ISel Intrinsic Lowering' in the reporter's trunk), not a conflict
    moved = bool(loc and pa and po and not same_pass and file_implements_pass(loc, po)
                 and not file_implements_pass(loc, pa))
    pass_conflict = bool(pa and po and not same_pass and not moved)
    pass_links = same_pass and not _BROAD_PASS.search(po)
    # (not for instruction selection: SelectionDAG.cpp "is its source" as it is every isel check's;
    # 94449 on 15/16, a heap abort there that nothing ties to the reported getNode assertion)
    own_file = bool(loc and po and (not pa or moved) and file_implements_pass(loc, po)) and not _BROAD_PASS.search(po)
    step = _gisel_step_link(asserting, other)
    if step:
        head = (f"{other.kind} here, without the reported {asserting.kind}" if report_asserts else
                f"the report shows a {other.kind}; this build stops at an {asserting.kind} first")
        return Match("release-variant", f"{head}; {step}")
    counterpart = _counterpart_link(asserting, other) if other.message and not pass_conflict else ""
    if counterpart:
        head = (f"{other.kind} here, without the reported {asserting.kind}" if report_asserts else
                f"the report shows a {other.kind}; this build stops at an {asserting.kind} first")
        return Match("release-variant", f"{head}; the release build's form of the same check: {counterpart}")
    verified = _verifier_counterpart(asserting, other) if report_asserts else ""
    if verified:
        # weak: a broken module after the pass may have other causes; a clean release between
        # this one and the report says it is another bug (71463 on 13)
        return Match("release-variant", f"{other.kind} here, without the reported {asserting.kind}; {verified}",
                     weak=True)
    if pass_conflict and not link:
        return Match("different", f"crashing passes differ: {pa!r} vs {po!r}, and no frame links them")
    callers = _report_stack_link(asserting, frames) if report_asserts and not link and not pa \
        and not informative_location(loc) else ""
    if callers:
        # weak: the callers of a generic check (a cast, an optional's value) run on other paths
        # too; a clean release between this one and the report says it is another bug
        return Match("release-variant", f"{other.signal or other.kind} here, without the reported {asserting.kind}; "
                                        f"{callers}", weak=True)
    caller = ((_caller_class_link(asserting, frames) if same_pass else "")
              or (_inline_caller_link(asserting, other, frames) if pass_links else "")) \
        if report_asserts and not link else ""
    if caller:
        # weak: a class's methods serve many callers; a clean release between this one and
        # the report says it is another bug
        return Match("release-variant", f"{other.signal or other.kind} here, without the reported {asserting.kind}; "
                                        f"{caller}; same pass {po!r}", weak=True)
    if frames and not link and not component and _exported(loc):
        return Match("different", f"the stack ({', '.join(frames[:3])}) does not run through {loc}, named by {where}")
    if other.message and not link:
        return Match("different", f"another message ({other.summary()[:120]}) and no frame runs through "
                                  f"{loc or 'the assertion'}")
    evidence = []
    weak_only = False
    if link:
        evidence.append(f"{where} names {loc}; the stack runs through its {link}")
    elif component:
        evidence.append(f"{where} is in {loc}; the stack is in its {component}")
    if pass_links:
        fn = ""
        if asserting.function and other.function:
            fn = " on the same function " + other.function if asserting.function == other.function else ""
        evidence.append(f"same pass {po!r}{fn}")
    if own_file:
        evidence.append(f"{loc.split(':', 1)[0]} is the source of the crashing pass {po!r}")
    if not evidence and other.signal == "SIGFPE" and not pass_conflict and _ZERO_DIVISOR.search(asserting.key):
        # the check exists to keep a divisor from being zero; compiled out, the division traps
        # (66382: "Denominator cannot be 0!" with no location, LLVM 14-16's SIGFPE in
        # BranchProbability's constructor). Weak: another division may trap on another path
        evidence.append("the reported check guards a zero divisor and this build dies of SIGFPE, the trap of an "
                        "integer division by zero" + (f"; same pass {po!r}" if same_pass else ""))
        weak_only = True
    if not evidence and report_asserts and asserting.release_crashes and not other.message:
        # the reporter saw both builds fail: a bare crash of this release build is the form
        # they describe (59320: "out of bound access in debug build, crash on release build")
        evidence.append("the report says builds without assertions crash on this input"
                        + (f"; same pass {po!r}" if same_pass else ""))
    if not evidence:
        broad = f" (same pass {po!r}, but instruction selection holds too many checks to link by pass alone)" \
            if same_pass else ""
        return Match("different", f"nothing links this crash to {where} ({loc or 'no location'}): no frame, pass "
                                  f"or source file in common{broad}")
    kind = other.signal or other.kind
    head = (f"{kind} here, without the reported {asserting.kind}" if report_asserts else
            f"the report shows a {kind}; this build stops at an {asserting.kind} first")
    # linked by the pass alone (its name, or the assertion's file being its source): nothing
    # of the assertion's place is seen in the stack
    return Match("release-variant", f"{head}; " + "; ".join(evidence), weak=weak_only or not (link or component))


# an assertion whose message says it keeps a divisor from being zero ("Denominator cannot be 0!",
# APInt's "Divide by zero?", "Remainder by zero?")
_ZERO_DIVISOR = re.compile(r"(?i)\b(?:denominator|divisor)\b|\b(?:divide|division|remainder|modulo)\s+by\s+(?:zero|0)\b")


def _report_stack_link(asserting: CrashSignature, frames: list[str]) -> str:
    """How a stack runs through the callers the report's own stack shows for an assertion in a
    generic utility (``Casting.h``'s cast, ``std::optional``'s value: no location to look for),
    where no pass names where it failed (mlir-opt prints no pass lines): two of the report's four
    innermost named frames in this stack (180419: the report's cast under
    ``SPIRVType::getExtensions`` ← ``SPIRVConversionTarget::isLegalOp``, Debian 19's segfault
    under both), or one when it is where this build crashed or that site's caller (its first two
    named frames): the check's callers fold inline accessors into themselves in a release build and
    go on with the value the check refused (159950: the report's vector index assertion under
    ``Block::getArgument`` <- ``ForOp::getInductionVar`` <- ``ForOp::verifyRegions``, Debian 19's
    segfault in ``emitc::ForOp::verifyRegions``; 159653: a dyn_cast under
    ``ShapeDialect::verifyOperationAttribute``, Debian 19's segfault in ``DictionaryAttr::begin``
    called from there, on the null the cast returned). "" otherwise."""
    mine = [f for f in _llvm_frames(asserting.frames) if not re.search(r"\b(?:cast|dyn_cast|isa|value)$", f)][:4]
    seen = [f for f in mine if f in frames]
    if len(seen) >= 2:
        return f"the report's own stack runs through {' and '.join(seen[:2])}, as this one does"
    if seen and seen[0] in frames[:2] and not _DRIVER_FRAME.search(seen[0]):
        at = "in" if seen[0] == frames[0] else f"in {frames[0]} under"
        return f"this build crashes {at} {seen[0]}, which the report's own stack shows calling the failed check"
    return ""


def grade_hang(reference: CrashSignature | None, where: CrashSignature | None, *,
               run_assertions: bool | None = None) -> Match | None:
    """Grade a run that timed out against a reported crash: ``release-variant`` or None.

    `where`: the crash signature parsed from the stack dump that the run printed when the
    sandbox sent SIGQUIT at the wall limit (`workers.sandbox.base.QUIT_GRACE_S`), or None when
    it printed none. A release build can loop forever where a checking build stops at an
    assertion (the broken invariant is what ends the loop). The hang is that assertion's
    release form when, on a build without assertions (never on one with: it would have
    asserted), either the report says so in prose (``release_hangs``: "will hang if assertions
    are disabled"), or the report is an assertion/UNREACHABLE and the dump is in the same pass
    (and IR function, when both name one) — for instruction selection, which holds too many
    checks to link by pass alone, also a frame through the assertion's location. None: the
    timeout says nothing about the report (the caller reports a timeout)."""
    if run_assertions or reference is None or not reference.is_crash or reference.kind == "timeout":
        return None
    at = ""
    if where is not None and where.pass_name:
        at = f" (its stack dump at the time limit is in {where.pass_name!r}" + \
             (f" on {where.function})" if where.function else ")")
    if reference.release_hangs:
        return Match("release-variant", f"timed out{at}; the report says builds without assertions hang")
    if reference.kind not in ASSERTING or where is None or not (where.pass_name and reference.pass_name):
        return None
    if not _passes_agree(reference.pass_name, where.pass_name):
        return None
    if reference.function and where.function and reference.function != where.function:
        return None
    link = _location_link(reference.location, _llvm_frames(where.frames)) if reference.location else ""
    if _BROAD_PASS.search(where.pass_name) and not link:
        return None
    evidence = f"hangs in the pass of the reported {reference.kind}{at}"
    if link:
        evidence += f"; the stack runs through its {link} ({reference.location})"
    return Match("release-variant", f"timed out without the reported {reference.kind}; {evidence}")


def _pass_or_frames(ref: CrashSignature, run: CrashSignature, what: str) -> Match:
    """Compare two crashes of which at least one has no message: pass first, then frames."""
    if ref.pass_name and run.pass_name:
        if _passes_agree(ref.pass_name, run.pass_name):
            fn = f" on {run.function}" if run.function and ref.function == run.function else ""
            return Match("exact", f"{what}; same pass {run.pass_name!r}{fn}", weak=True)
        return Match("different", f"{what}; crashing passes differ: {ref.pass_name!r} vs {run.pass_name!r}")
    rf, cf = _symbolized(ref.frames), _symbolized(run.frames)
    if rf and cf:
        # the report's last frame may be cut by the text's end ("mlir::memref::DimOp::verifyInv",
        # 118225's excerpt): a qualified name's long prefix still names the function
        last = rf[-1] if len(rf[-1]) >= 16 and "::" in rf[-1] else ""
        common = [f for f in cf if f in rf or (last and f.startswith(last))]
        if common:
            return Match("exact", f"{what}; shared frame {common[0]}")
        return Match("different", f"{what}; no frame in common ({rf[0]} vs {cf[0]})")
    if not (ref.message or ref.pass_name or rf):
        return Match("exact", "the report shows a crash but no message, pass or frame to compare: any crash counts",
                     weak=True)
    return Match("different", f"{what}; nothing to compare it with (no common pass or frames)")


def _title_names_verifier_message(title: str, run: CrashSignature) -> str:
    """The title quotes the IR verifier message this run's broken module printed: a part of
    the title (split at ``:``, quotes, dashes) of four words or more starts that message
    (85082: "Verifier error after SLPVectorizer: PHI node has multiple entries", the verifier's
    "PHI node has multiple entries for the same basic block with different incoming values!").
    The evidence, or ""."""
    said = " ".join(re.findall(r"[a-z0-9]+", run.verifier_message.lower()))
    if not said:
        return ""
    for part in re.split(r"[:\"'`]| - ", title):
        words = re.findall(r"[a-z0-9]+", part.lower())
        if len(words) >= 4 and (said + " ").startswith(" ".join(words) + " "):
            return (f"the title names the IR verifier's message this run's broken module printed: "
                    f"{run.verifier_message[:100]!r}")
    return ""


def grade(reference: CrashSignature | None, run: CrashSignature | None, *,
          run_assertions: bool | None = None, run_has_stack: bool = True) -> Match | None:
    """Grade `run` (a crash parsed from this toolchain's stderr) against `reference` (the
    reported signature, or an earlier run). `run_assertions`: does the toolchain that
    produced `run` have assertions (None: unknown, treated as a release build)?
    `run_has_stack`: False for a toolchain that prints no stack dump (llvmlite's in-process
    LLVM), whose bare crash has no pass or frame to compare. Returns None when `run` is not
    a crash. The rules are in the module docstring."""
    if run is not None and run.kind == "diagnostic":
        return _diagnostic(reference, run)
    if run is None or not run.is_crash:
        return None
    if reference is not None and reference.kind == "diagnostic":
        if reference.first_line.startswith(TITLE_MARK):  # a title's words decide only between diagnostics
            said = _title_names_verifier_message(reference.first_line[len(TITLE_MARK):], run)
            if said:
                return Match("exact", said)
            reference = None
        else:
            return Match("different", f"a {run.kind} where the report shows the compiler's error diagnostic "
                                      f"{reference.first_line[:100]!r}")
    if reference is None or not (reference.message or reference.pass_name or reference.frames or reference.signal
                                 or reference.kind == "timeout"):
        return Match("exact", "the issue shows no crash text to compare: any crash counts", weak=True)
    if reference.kind == "timeout" or run.kind == "timeout":
        if reference.kind == run.kind:
            return Match("exact", "timed out, as reported")
        return Match("different", "crashed instead of hanging" if reference.kind == "timeout" else "timed out")
    ref_asserts, run_asserts = checking_build_only(reference), run.kind in ASSERTING
    if reference.message and run.message:
        sim = round(similarity(reference.key, run.key), 3)
        said = message_key(run.kind, normalize_message(run.verifier_message)) if run.verifier_message else ""
        if said and reference.kind == run.kind and _keys_agree(reference.key, said):
            # the report quotes the IR verifier's line as its error, the run prints that line and
            # then "Broken module found" (62509: "LLVM ERROR: Instruction does not dominate all uses")
            return Match("exact", f"the IR verifier prints the reported message: {run.verifier_message[:100]!r}",
                         round(similarity(reference.key, said), 3))
        if reference.release_message and ref_asserts and not run_asserts and run.kind == reference.release_kind \
                and _keys_agree(message_key(reference.release_kind, reference.release_message), run.key):
            # the reporter ran a build without assertions too, and it printed this very message
            return Match("release-variant", f"{run.kind} here, without the reported {reference.kind}; the report "
                                            f"shows this message from a build without assertions beside its "
                                            f"{reference.kind}: {run.key[:100]!r}", sim)
        if _keys_agree(reference.key, run.key):
            note = ""
            if reference.pass_name and run.pass_name and not _passes_agree(reference.pass_name, run.pass_name):
                note = f" (crashing pass {run.pass_name!r}, reported {reference.pass_name!r})"
            return Match("exact", f"same {run.kind} message{note}", sim)
        passes_ok = not (reference.pass_name and run.pass_name) or _passes_agree(reference.pass_name, run.pass_name)
        renamed = _symbol_renamed(reference.message, run.message)
        if renamed and passes_ok and _keys_agree(reference.key, run.key.replace(renamed[1].lower(), renamed[0].lower())):
            # the same check whose C++ symbol a release renamed by one letter (triton#11543: 3.6's
            # "Unimplemented usage of getCTALayout", 3.8's "... getCGALayout"), fatal error or
            # unreachable alike, as an exact message is whatever its kind
            return Match("reworded", f"the same message, the symbol {renamed[1]!r} named {renamed[0]!r} in the report: "
                                     f"{run.key[:100]!r}", sim)
        if reference.kind == run.kind and passes_ok and sim >= REWORDED_MIN:
            where = f"same pass {run.pass_name!r}" if reference.pass_name and run.pass_name else "pass not known on both sides"
            return Match("reworded", f"same {run.kind}, {where}, text differs (similarity {sim:.2f} ≥ {REWORDED_MIN}): "
                                     f"{run.key[:100]!r} vs reported {reference.key[:100]!r}", sim)
        subject = _subject_phrase(reference.key, run.key)
        if reference.kind == run.kind and passes_ok and subject:
            where = f"same pass {run.pass_name!r}" if reference.pass_name and run.pass_name else "pass not known on both sides"
            return Match("reworded", f"same {run.kind}, {where}, the same text except that one release names what it "
                                     f"failed on ({subject!r}): {run.key[:100]!r} vs reported {reference.key[:100]!r}", sim)
        literal = _same_assert_statement(reference, run) if reference.kind == run.kind == "assertion" and passes_ok \
            else ""
        if literal:
            return Match("reworded", f"same assertion {literal!r} at {run.location}, its condition rewritten: "
                                     f"{run.key[:100]!r} vs reported {reference.key[:100]!r}", sim)
        gr, gn = gisel_operation(reference.key), gisel_operation(run.key)
        if reference.kind == run.kind and passes_ok and gr is not None and gr == gn:
            op = ", ".join(gr[1]) or "no opcode: the function's printed type"
            where = f"same pass {run.pass_name!r}" if reference.pass_name and run.pass_name else "pass not known on both sides"
            return Match("reworded", f"same {run.kind}, {where}, same GlobalISel failure {gr[0]!r} on the same "
                                     f"operation ({op}); the dump is printed differently: {run.key[:100]!r} vs "
                                     f"reported {reference.key[:100]!r}", sim)
        raised = _raising_link(reference, run) if reference.kind == run.kind in FATAL_MESSAGES and passes_ok else ""
        # a checking-only report against a release run: its release form is graded by `_variant`
        release_form = ref_asserts and not run_asserts and not run_assertions
        counterpart = _counterpart_link(reference, run) or _counterpart_link(run, reference) \
            if reference.kind == run.kind in FATAL_MESSAGES and passes_ok and not release_form else ""
        if counterpart:
            # one check, printed two ways by two releases (the release form of the same check)
            where = f"same pass {run.pass_name!r}" if run.pass_name else "pass not known"
            return Match("reworded", f"same {run.kind}, {where}, the same check reported in another release's "
                                     f"words: {counterpart}", sim)
        if raised:
            return Match("reworded", f"same {run.kind}, raised under the same call {raised}, text differs "
                                     f"(similarity {sim:.2f}): {run.key[:100]!r} vs reported {reference.key[:100]!r}", sim)
        if release_form:
            return _with_similarity(_variant(reference, run, report_asserts=True), sim)
        if run_asserts and not ref_asserts:
            return _with_similarity(_variant(run, reference, report_asserts=False), sim)
        return Match("different", f"another message: {run.key[:100]!r} vs reported {reference.key[:100]!r} "
                                  f"(similarity {sim:.2f})", sim)
    if reference.message:  # the run is a bare crash
        if ref_asserts and not run_assertions and reference.release_kind == "signal" and run.pass_name \
                and reference.release_pass and _passes_agree(reference.release_pass, run.pass_name):
            # the reporter's own build without assertions crashed bare in this very pass
            return Match("release-variant", f"{run.signal or 'crash'} here, without the reported {reference.kind}; "
                                            f"the report shows a build without assertions crashing so in the "
                                            f"same pass {run.pass_name!r}")
        if ref_asserts and not run_assertions:
            return _variant(reference, run, report_asserts=True)
        if ref_asserts:
            return Match("different", f"a bare {run.signal or 'crash'} on a build with assertions, which would have "
                                      f"stopped at the reported {reference.kind}")
        return Match("different", f"a bare {run.signal or 'crash'} where the report shows a {reference.kind} "
                                  f"message (printed by release builds too)")
    if run.message:  # the report shows no message
        if run_asserts:
            return _variant(run, reference, report_asserts=False)
        if reference.signal and run.kind in FATAL_MESSAGES:
            return Match("different", f"a {run.kind} message where the report shows a {reference.signal} "
                                      f"without one")
        return _pass_or_frames(reference, run, f"the report shows no message, this run: {run.kind}")
    if heap_abort(reference.first_line) and (damage := heap_damage(run)):
        # glibc's malloc found the heap corrupted on both sides: which of its checks trips first,
        # or whether it reads a damaged pointer before any check (a SIGSEGV in malloc_consolidate),
        # depends on the heap's layout, which differs between builds and runs (64056: "double
        # free or corruption (out)" reported, LLVM 13 "malloc(): unaligned tcache chunk detected")
        same = reference.first_line.strip() == run.first_line.strip()
        return Match("exact" if same else "reworded",
                     f"glibc found the heap corrupted, as reported: {damage[:80]!r}"
                     + ("" if same else f" where the report shows {reference.first_line.strip()[:80]!r}"),
                     weak=not same)
    m = _pass_or_frames(reference, run, "no message on either side")
    if m.grade == "different" and not run_has_stack and reference.kind == "signal" \
            and not (run.pass_name or run.frames) and (not reference.signal or reference.signal == run.signal):
        # the report is a bare crash too, and this toolchain could not say where (207440: a
        # segfault in IRTranslator, and llvmlite's bare SIGSEGV)
        return Match("exact", f"a bare {run.signal or 'crash'} where the report shows one without a message; "
                              f"{STACKLESS_BARE}", weak=True)
    return m


# the evidence of a stackless toolchain's bare crash met by a bare report (`grade`); reconcile
# looks for it (`workers.llvm_project._stackless_bare_crash_placed_elsewhere`)
STACKLESS_BARE = "this toolchain prints no stack dump to compare passes or frames"

# word-set similarity from which a run's error diagnostic is the reported one reworded
DIAGNOSTIC_MIN = 0.75


def _diagnostic(reference: CrashSignature | None, run: CrashSignature) -> Match | None:
    """Grade a run that exited with a backend error diagnostic (`reducers.signature.parse_diagnostic`):
    only a reported diagnostic (or a title in its words) can match it: ``exact`` for the same
    text, ``reworded`` for word sets at least `DIAGNOSTIC_MIN` alike ("illegal SGPR to VGPR
    copy", LLVM 13-16's wording of "illegal VGPR to SGPR copy"), else ``different``; None
    without a reported diagnostic (the run is then an error, not the reported failure)."""
    if reference is None or reference.kind != "diagnostic":
        return None
    title = reference.first_line.startswith(TITLE_MARK)
    said = "the title's words" if title else "the reported diagnostic"
    sim = round(similarity(reference.key, run.key), 3)
    # a title in the diagnostic's words gives its tail ("illegal VGPR to SGPR copy") or its head
    # ("Illegal instruction detected", of "... detected: Operand has incorrect register class.", 61136)
    if reference.key == run.key or (title and (run.key.endswith(reference.key) or
                                               (len(reference.key) >= 12 and run.key.startswith(reference.key)))):
        return Match("exact", f"same error diagnostic as {said}: {run.first_line[:120]!r}", sim)
    bare = lambda k: re.sub(r"(?<!\s)\s*\bin function\b[^:]*$", "", k).strip()  # noqa: E731
    if not title and bare(reference.key) and bare(reference.key) == bare(run.key):
        # a newer release names the function ("ran out of registers during register allocation
        # in function 'main'", LLVM 22 on 56880)
        return Match("reworded", f"the same error diagnostic as {said}, one release naming the function: "
                                 f"{run.first_line[:120]!r}", sim)
    if sim >= DIAGNOSTIC_MIN:
        return Match("reworded", f"error diagnostic worded differently from {said} (similarity {sim:.2f} ≥ "
                                 f"{DIAGNOSTIC_MIN}): {run.first_line[:120]!r}", sim)
    return Match("different", f"another error diagnostic: {run.first_line[:120]!r} vs {said} "
                              f"{reference.first_line[:100]!r}", sim)


def _with_similarity(m: Match, sim: float) -> Match:
    return Match(m.grade, m.evidence, sim, m.weak)

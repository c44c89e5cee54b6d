"""The LLVM `ProjectAdapter`: extraction, runs on Debian releases, llvmlite and the LLVM
snapshots inside Triton wheels (one llvm-project timeline), reduction with llvm-reduce, all
through a `Sandbox`."""
from __future__ import annotations

import mmap
import os
import re
import sys
import time
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, Iterator

from reducers.llvm_reduce import LLVMReduction, ReductionError
from reducers.outcome import Outcome, ProcessResult, RunResult
from reducers.reproducer import Reproducer
from reducers.grade import (ASSERTING, FATAL_MESSAGES, STACKLESS_BARE, Match, checking_build_only, confirms_assertion,
                            counterpart_release_form,
                            grade, grade_hang, informative_location, outcome_of)
from reducers.signature import (TITLE_MARK, CrashSignature, error_position, heap_damage, matches, mlir_passes,
                                normalize_pass, parse_diagnostic, parse_llvm_crash, parse_located_error,
                                single_legacy_pass, single_opt_pass, stack_frames)
from workers.bisect.release import left_main_by, weak_links_contradicted
from workers.extract.llvm import extract_llvm, reads_only, reported_llvm_major
from workers.project import Extraction, Progress, ReductionOutcome, Size, ToolchainInfo, no_progress
from workers.sandbox.base import Limits, Sandbox
from workers.sandbox.local import LocalSandbox
from workers.toolchains.symbols import crash_site_files
from workers.toolchains.llvm import LLVMToolchain, Unsupported, discover, newest_release_with, uses_opaque_pointers

# A parse error names the input file (or stdin/llvmlite's <string>) with line:column. An
# unknown flag, target, pass or pass parameter means the release cannot run the command.
# (a path is bounded: an unbounded `[^\s:]+` rescans a long line from every position, and a
# reproducer's stderr can hold a line of a million characters)
_PARSE_ERROR = re.compile(r"(?:<stdin>|<string>|(?<![^\s:])[^\s:]{1,1024}\.(?:ll|mir|bc|yaml)):\d+:\d+: error:|"
                          # the MIR parser puts "error:" first ("error: in.mir:9:34: unexpected character '#'", 47047)
                          r"^error: [^\s:]+\.(?:mir|yaml):\d+:\d+: |"
                          r"error: (?:Invalid bitcode|expected top-level entity|Unknown attribute|"
                          r"Could not open input file)|LLVM IR parsing error|"
                          # LLVM 13/14 read the datalayout string through report_fatal_error: a
                          # newer spec ("pu1:64:64", 206007) stops them before any pass
                          r"LLVM ERROR: (?:not a number, or does not fit in an unsigned int|"
                          r"[^\n]{0,80} in datalayout string|Invalid address space, must be a \d+-bit integer)|"
                          r"Unknown command line argument|for the -\S+ option: Cannot find option named|"
                          # LLVM 16 refuses the legacy `opt -loop-load-elim` flag spelling
                          r"The `opt -passname` syntax for the new pass manager is not supported|"
                          r"for the -\S+ option: may only occur zero or one times|"
                          # LLVM 13's -p is a boolean: "opt -p=globalopt" (LLVM 16's pipeline spelling)
                          r"for the -\S+ option: '[^']*' is invalid value|"
                          # an option whose type changed: LLVM 14/15's sparse-compiler took an integer
                          # strategy, later releases a name ("'dense-outer-loop' value invalid for
                          # integer argument!", 64491)
                          r"for the -\S+ option: '[^']{0,200}' value invalid for \w+ argument|"
                          r"error: unknown target triple|No available targets are compatible|"
                          r"unable to get target for|[Uu]nknown pass name|invalid \S+ pass parameter|"
                          r"unknown \S+ pass parameter|invalid pass pipeline|"
                          # a pass that needs an analysis run first in this release's pipeline (asan
                          # before LLVM 15: "The ASanGlobalsMetadataAnalysis is required to run before
                          # AddressSanitizer can run", 217544 on 13/14): the command as written cannot run
                          r"LLVM ERROR: The \w+ is required to run before \w+ can run|"
                          # mlir-opt's pass options ("<Pass-Options-Parser>: no such option X", 183519 on 15)
                          r"<Pass-Options-Parser>: no such option|"
                          # its textual pipeline parser on a pass this release lacks (186830 on 13-15)
                          r"does not refer to a registered pass or pass pipeline|"
                          # a pipeline in the form before LLVM 16 made the module anchor explicit
                          # ("-pass-pipeline=func.func(sccp)" on 16/19: 55873)
                          r"error: can't run '[\w.]{1,100}' pass manager on '[\w.]{1,100}' op|"
                          # the new PM's parser on a pass this release does not have (16 on
                          # codegenprepare: "unknown module pass 'codegenprepare'", 138208)
                          r"unknown (?:module|function|loop|cgscc|machine function) pass '|"
                          r"run-pass is for \S+ pass which is not registered|is not registered\.?$|"
                          # the release's backend cannot write what the command asks (-filetype=obj)
                          r"target does not support generation of this file type|"
                          # the release's IR verifier rejects the input (an intrinsic whose
                          # signature changed, an attribute it checks differently)
                          r"input module (?:cannot be verified|is broken)|"
                          # mlir-opt's parser on what this release does not have: an op, a dialect,
                          # a type or attribute, syntax (a pass's own diagnostics are not parse errors)
                          # (-split-input-file places it by split: "within split at x.mlir:1 offset :2:17:")
                          r"\.mlir:\d+(?::\d+| offset :\d+:\d+): error: (?:custom op '[^'\n]*' |unregistered operation|"
                          r"Dialect `[^'\n]*' not found|expected |unknown |unexpected |undefined |invalid |"
                          r"use of undeclared|use of value|redefinition|operation being parsed with an unregistered|"
                          # the op binds another number of results in this release (204291 on 19)
                          r"operation defines \d+ results? but was provided \d+ to bind|"
                          # an attribute or type of a dialect this release does not register (120948 on 15)
                          r"[^\n]{0,300}created with unregistered dialect|"
                          # a type or attribute this release's dialect cannot parse (179043 on 15-19: !amx.tile)
                          r"dialect '[\w.]+' provides no (?:type|attribute) parsing hook)", re.M)
# the reader's own diagnostic on the input (not an unknown flag, target or pass)
_READER_DIAGNOSTIC = re.compile(r"(?:<stdin>|<string>|(?<![^\s:])[^\s:]{1,1024}\.(?:ll|bc)):\d+:\d+: error:|LLVM IR parsing error")
# ODS's own checks of an op's definition: arity, required attributes, and the type constraint of
# an operand, result or attribute ("result #0 must be fixed-length vector of f8E4M3FNUZ type ...,
# but got 'vector<4xf8E4M3FN>'", 210266 on 19: an fp8 type the op accepts only later; "attribute
# 'axis' failed to satisfy constraint: 32-bit signless integer attribute", 61344 on 19: i64 later)
_MLIR_OP_SHAPE = re.compile(r"\.mlir:\d+(?::\d+| offset :\d+:\d+): error: (?:'[\w.]+' op (?:expected \d+ (?:operands?|results?|regions?|successors?)"
                            r", but found \d+|requires (?:a (?:type )?)?attribute '|requires (?:one|zero|\d+) (?:operands?|results?|regions?)"
                            r"|(?:operand|result) #\d+ must be [^\n]*, but got '|attribute '[\w$.-]+' failed to satisfy constraint: "
                            # the terminator its definition names (64290 on 19: scf.parallel ends in scf.reduce)
                            r"|expects (?:body|regions) to (?:terminate|end) with '"
                            # destination-style ops defined all-tensor or all-buffer (19's linalg;
                            # 16 still took a memref input with a tensor init: 61054, 61056)
                            r"|expected to have pure tensor or buffer semantics"
                            # where its definition lets the op sit: a HasParent trait, the Symbol
                            # interface's rule that a symbol sits in a symbol table (61367 on 19:
                            # a func.func nested in another's body, which 16 still read)
                            r"|expects parent op (?:to be one of )?'|symbol's parent must have the SymbolTable trait)"
                            # a terminator where the op's region later needs none (204586 on 19:
                            # gpu.module's body still ended in gpu.module_end); the verifier names
                            # the block's last op, not the region's owner
                            r"|block with no terminator, has )")
# a diagnostic placed in an MLIR input (by the parser, a verifier or a pass)
_MLIR_LOCATED_ERROR = re.compile(r"\.mlir:\d+(?::\d+| offset :\d+:\d+): error: ")
# a quick run that did not reproduce a reported crash is repeated up to this many runs in all
# (an intermittent crash: `LLVMProject.run`); runs longer than this many seconds are not
INTERMITTENT_TRIES = 3
INTERMITTENT_UNDER_S = 2.0
# a run stopped at the wall limit that did not reproduce is run once more under this many times
# the limit (at most SLOW_RUN_MAX_S): a release build can be slow rather than hung on a fuzzer's
# input (93391: llc 14-19 take 50-70 s on an i8312747 global, then finish clean)
SLOW_RUN_FACTOR = 4.0
SLOW_RUN_MAX_S = 150.0
# mlir-opt pipelines (one flag, many passes): a crash in them is not placed by the flag alone. A
# single pass, canonicalize included, is "the pass that contains the asserting code", the corpus's
# evidence for a release variant (mlir20: 74301 and 60193 under --canonicalize)
_BROAD_MLIR_PASS = re.compile(r"^(?:.*-pipeline|sparse-compiler|sparsifier)$")
# frames of reading or verifying a module (mlir::parseSourceFile, OperationVerifier, Op::verify);
# not the command line's parsers (mlir::PassNameCLParser, llvm::cl::parser<…>: 116044 on 19,
# a heap abort freeing them at shutdown)
_MLIR_READ_OR_VERIFY = re.compile(r"(?i)verif|(?<!CL)(?<!cl::)Parser|parseSource|parseAsm")
# frames of reading a module
_MLIR_READ = re.compile(r"(?<!CL)(?<!cl::)Parser|parseSource|parseAsm")
# the pass manager running a pass: a frame called under it is the pass's work
_MLIR_PASS_MANAGER = re.compile(r"OpToOpPassAdaptor::run|PassManager::run")


def _reads_outside_passes(frames: tuple[str, ...] | list[str], stderr: str = "") -> bool:
    """Does the stack (innermost frame first) read a module outside any pass? A reader under the
    pass manager is the pass's own work (128308 on 19: -test-bytecode-roundtrip reads back the
    bytecode it wrote, mlir::parseSourceFile under OpToOpPassAdaptor::run). The whole stack dump
    in `stderr` is read when given (`stack_frames`: a signature keeps only the innermost frames)."""
    frames = (stack_frames(stderr) if stderr else ()) or tuple(frames)
    for i, f in enumerate(frames):
        if _MLIR_READ.search(f):
            return not any(_MLIR_PASS_MANAGER.search(g) for g in frames[i + 1:])
    return False

_UNKNOWN_CPU = re.compile(r"is not a recognized processor for this target")
# what llvmlite's LLVM prints for inline asm: it is built without the targets' asm parsers
_NO_ASM_PARSER = "Inline asm not supported by this streamer"
# frames of reading the input, before any pass runs
_READER_FRAME = re.compile(r"LLParser|parseAssembly|BitcodeReader|parseIRFile|MIRParser|Verifier")
_UNKNOWN_FEATURE = re.compile(r"'([+-]?[\w.-]+)' is not a recognized feature for this target")


def _old_opaque(tc: LLVMToolchain, kind: str, source: str) -> bool:
    """LLVM 13 on opaque-pointer IR, whose support there is experimental: a failure that is not
    the reported one is the input's fault there (INVALID_INPUT)."""
    return tc.version[0] <= 13 and kind == "llvm-ir" and uses_opaque_pointers(source)


# LLVM 13/14 code that reads a pointer's element type, which their opaque pointers leave unset
# (llvm-13's getPtrStride: `cast<PointerType>(Ty)->getElementType()`; 95520, 100583, 160345, 175058)
_POINTEE_READER = re.compile(r"\b(?:getPtrStride|getPointerElementType|PointerType::getElementType|"
                             r"RuntimePointerChecking::insert)\b")


# LLVM's bad-alloc handler (report_bad_alloc_error) and libstdc++'s uncaught bad_alloc
_OUT_OF_MEMORY = re.compile(r"LLVM ERROR: out of memory|std::bad_alloc")
# seconds of growth before the memory cap that make an out-of-memory run a runaway loop rather
# than one absurd allocation refused at once (seen: 1.3 s for a bad size, 15 s for a loop that
# fills the 4 GiB cap)
RUNAWAY_MIN_S = 5.0


def _other_configuration(sig: CrashSignature, reference: CrashSignature | None, stderr: str, args: list[str],
                         tc: LLVMToolchain, kind: str, source: str) -> str:
    """Why a release build's crash graded a release variant is not linked to the report after
    all, because the release ran another configuration than the report's; "" when nothing says
    so. In order: it ignored a processor it does not know (137064, 160356 on 13); it ignored a
    feature the command's -mattr asks for (175058 on 13), unless the report's own release-build
    crash is the link; LLVM 13 (experimental) or 14 (-opaque-pointers, not yet the default)
    crashed in code reading a pointer's element type, which their opaque pointers leave unset
    (13: invalid input; 14: another failure, as 100583 and 124759)."""
    if _UNKNOWN_CPU.search(stderr):
        return "this release does not know the processor and ignored it, so it compiled another configuration " \
               "than the report's"
    ignored = sorted({f for f in _UNKNOWN_FEATURE.findall(stderr) if f.lstrip("+-") in _asked_features(args)})
    if ignored and not (reference is not None and (reference.release_pass or reference.release_message)):
        return f"this release does not know {', '.join(ignored)} of -mattr and ignored it, so it compiled " \
               f"another configuration than the report's"
    top = next((f for f in sig.frames if "+0x" not in f), "")  # the innermost named frame
    if _POINTEE_READER.search(top) and tc.version[0] <= 14 and kind == "llvm-ir" and uses_opaque_pointers(source):
        return f"LLVM {tc.version[0]} crashed in {top}, which reads a pointer's element type, unset under its " \
               f"opaque pointers"
    return ""


def _unreported_crash(summary: str, old_opaque: bool) -> tuple[Outcome, str]:
    """(outcome, reason) of a crash (`summary`: its signature's) that is not the reported one."""
    if old_opaque:
        return Outcome.INVALID_INPUT, f"LLVM 13 has experimental opaque pointers only; crashed: {summary}"
    return Outcome.OTHER_FAILURE, f"another crash: {summary}"


def _in_pass_manager(sig: CrashSignature, stderr: str) -> bool:
    """The stack dump runs through the pass manager and no frame reads the input: with one
    pass in the command, the failure is in that pass."""
    return "PassManager" in stderr and not any(_READER_FRAME.search(f) for f in sig.frames)


# the IR verifier as a pass: new PM "verify", legacy "Module Verifier" / "Function Verifier"
_VERIFIER_PASS = re.compile(r"^(?:verify|VerifierPass|Module Verifier|Function Verifier)$", re.I)


def classify(proc: ProcessResult, reference: CrashSignature | None, *, toolchain: LLVMToolchain,
             source: str = "", kind: str = "llvm-ir", output_regex: str = "",
             args: list[str] | None = None, tool: str = "") -> tuple[Outcome, CrashSignature | None, str]:
    """(outcome, signature, reason) of one run: `classify_graded` without the grade."""
    return classify_graded(proc, reference, toolchain=toolchain, source=source, kind=kind,
                           output_regex=output_regex, args=args, tool=tool)[:3]


def _reported_month(issue: dict[str, Any]) -> str:
    """``YYYY-MM`` of the issue's ``created_at`` (GitHub's ISO 8601 time), or "" when it has
    none that reads as a date: no month is then compared with a release's."""
    m = re.match(r"(\d{4}-\d{2})-\d{2}T", str(issue.get("created_at") or ""))
    return m.group(1) if m else ""


def classify_graded(proc: ProcessResult, reference: CrashSignature | None, *, toolchain: LLVMToolchain,
                    source: str = "", kind: str = "llvm-ir", output_regex: str = "",
                    args: list[str] | None = None, tool: str = "") -> tuple[Outcome, CrashSignature | None, str,
                                                                            Match | None]:
    """Outcome of one run against the reported signature, with the run's graded match.

    Order: timeout (REPRODUCES for a reported hang or its linked release form, OTHER_FAILURE
    where the report shows a crash and nothing links the hang to it, else TIMEOUT); unsupported (a driver's exit 3) -> INFRA_ERROR; a run that exhausted the
    sandbox's memory cap is graded as a timeout (`reducers.grade.grade_hang`: a runaway loop ends
    at whichever limit comes first); a crash is graded
    (`reducers.grade.grade`, knowing whether `toolchain` has assertions) and the grade's rule
    (`reducers.grade.outcome_of`) says REPRODUCES for exact/reworded/release-variant; else a
    parse error, an input module the release's verifier rejects (``input module cannot be
    verified``: an intrinsic whose signature changed since), or an unknown flag, target, pass
    or pass parameter -> INVALID_INPUT; any other
    crash or error -> OTHER_FAILURE (also after an unknown CPU: the shared corpus labels
    137064's crashes on 13-16 with an unknown gfx942 other-crash), except on LLVM 13 with
    opaque-pointer IR, whose support
    there is experimental: a failure that is not the reported one is the input's fault
    (INVALID_INPUT). A clean run is INVALID_INPUT when the release ignored an unknown CPU, or
    an unknown feature that the command's ``-mattr`` asks for (it cannot build what was asked,
    so "clean" proves nothing); a feature unknown only to the IR's attributes is part of the
    input and leaves it CLEAN (shared corpus 97452: '+v' unknown to LLVM 13 in the IR, labelled
    clean; 172647). `args`: the command's arguments (for ``-mattr``); `tool`: ``opt``/``llc``
    (an opt command that runs one pass tells whose output a failing IR verifier rejected).
    """
    one = single_opt_pass(args or [])
    only = (one or single_legacy_pass(args or [])) if tool == "opt" else ""  # the command's one pass, legacy too
    if proc.timed_out:
        if reference is not None and reference.kind == "timeout":
            return Outcome.REPRODUCES, CrashSignature(kind="timeout"), "timed out, as reported", \
                Match("exact", "timed out, as reported")
        # the sandbox sent SIGQUIT at the limit: LLVM's stack dump says where it hung
        where = parse_llvm_crash(proc.stderr, proc.exit_code) if "Stack dump:" in proc.stderr else None
        if only and reference is not None and checking_build_only(reference) and not reference.pass_name:
            # the report's command runs one pass: its assertion fired in that pass (165088: the
            # iteration bound of `opt -passes=simplifycfg<...>`, whose release builds never stop)
            reference = replace(reference, pass_name=only)
        if only and where is not None and not where.pass_name \
                and (_in_pass_manager(where, proc.stderr) or not where.frames):
            # LLVM 14-16's new pass manager prints no pass line, and a release build that is
            # short of memory in its loop may print no frame at all (165088 on 14/15): with one
            # pass and a reproducer-sized input, the run is in that pass
            where = replace(where, pass_name=only)
        m = grade_hang(reference, where, run_assertions=_has_assertions(toolchain))
        hung = CrashSignature(kind="timeout", pass_name=where.pass_name if where else "",
                              frames=where.frames if where else (), function=where.function if where else "",
                              first_line=f"timed out after {proc.wall_s:.1f}s")
        if m is not None and outcome_of(m) == "reproduces" and not output_regex:
            return Outcome.REPRODUCES, hung, f"{hung.summary()} [{m.grade}: {m.evidence}]", m
        if reference is not None and reference.is_crash:
            # the report shows a crash, this release hangs and nothing links the two: it fails
            # otherwise on the input, as the corpora label it (128775, 194824 on 14-16: other-crash)
            why = f"{hung.summary()[len('timeout: '):]}: a hang where the report shows a crash, and nothing links them"
            return Outcome.OTHER_FAILURE, hung, why, Match("different", why)
        return Outcome.TIMEOUT, None, hung.summary()[len('timeout: '):], None
    if toolchain.in_process and proc.exit_code == 3 and proc.stderr.startswith("unsupported:"):
        return Outcome.INFRA_ERROR, None, proc.stderr.strip(), None
    sig = parse_llvm_crash(proc.stderr, proc.exit_code)
    if one:
        # `opt -passes=X` runs X alone: a crash of the pass pipeline (not of the IR reader) is
        # in X, on either side, when neither says which pass it was
        if reference is not None and reference.is_crash and not reference.pass_name and reference.location \
                and not informative_location(reference.location):
            # only where the report names a location that says nothing (an inline utility such as
            # Casting.h's dyn_cast): a pass like loop-vectorize holds many checks, and an assertion
            # shown without its file (95520, 100583) is not placed by the pass alone
            reference = replace(reference, pass_name=one)
        elif reference is not None and reference.kind == "signal" and not reference.message \
                and not reference.pass_name and reference.frames \
                and not any(_READER_FRAME.search(f) for f in reference.frames):
            # a bare crash the report's stack places in code, not in reading the input: in X too
            # (56882: godbolt's stack shows DFAJumpThreading.cpp frames and no pass line)
            reference = replace(reference, pass_name=one)
        if sig is not None and not sig.pass_name and _in_pass_manager(sig, proc.stderr):
            sig = replace(sig, pass_name=one)
    old_opaque = _old_opaque(toolchain, kind, source)
    if output_regex and proc.exit_code == 0:
        if re.search(output_regex, proc.stdout + proc.stderr, re.M):
            return Outcome.REPRODUCES, CrashSignature(kind="output", message=output_regex), "output matches", \
                Match("exact", "the output matches the reported pattern")
    if sig is not None and sig.verifier_message and only and reference is not None and checking_build_only(reference) \
            and not toolchain.in_process and not _has_assertions(toolchain) \
            and (not sig.pass_name or sig.pass_name == one or _VERIFIER_PASS.search(sig.pass_name)):
        # the command runs one pass, so the module the verifier rejects is that pass's output
        sig = replace(sig, verified_after=only)
    if sig is not None and sig.kind == "signal" and reference is not None and checking_build_only(reference) \
            and reference.location and not toolchain.in_process and not _has_assertions(toolchain):
        # a release build's crash site is often unnamed file-local code: place it by address
        sig = replace(sig, site_files=crash_site_files(proc.stderr))
    if sig is not None and toolchain.in_process and _NO_ASM_PARSER in proc.stderr \
            and not (reference is not None and _NO_ASM_PARSER in f"{reference.message} {reference.first_line}"):
        # llvmlite's LLVM is built without the targets' assembly parsers, so it cannot emit
        # inline asm: a limit of this toolchain, never the reported bug, even where any crash
        # counts (186527 on llvm-22; the corpus labels it other-crash, as 103493 and 113774)
        return Outcome.OTHER_FAILURE, sig, f"this toolchain has no assembly parser for the target: {sig.summary()}", \
            Match("different", "llvmlite's LLVM has no assembly parser, so it cannot emit inline asm")
    if sig is not None and reference is not None and _OUT_OF_MEMORY.search(proc.stderr) \
            and not _OUT_OF_MEMORY.search(f"{reference.message}\n{reference.first_line}"):
        # the sandbox's memory cap ends a runaway loop before its wall limit does: graded as a
        # hang (220802 on 19: the Legalizer's endless legalization outlasts 60 s on one machine
        # and exhausts the 4 GiB cap on a faster one)
        if only and not sig.pass_name and _in_pass_manager(sig, proc.stderr):
            sig = replace(sig, pass_name=only)
        if reference.kind == "timeout" and proc.wall_s >= RUNAWAY_MIN_S:
            # the report hangs, and this run grew until the cap for seconds: the same runaway
            # (77842 on 15/16: loop-unroll fully unrolling INT_MAX+1 iterations, out of memory
            # after 15 s). Not one absurd allocation refused at once (62374 on 16: 1.3 s)
            m = Match("exact", f"ran out of memory (the sandbox's cap) after {proc.wall_s:.0f}s where the report "
                               f"hangs: a runaway loop ends at whichever limit comes first")
            return Outcome.REPRODUCES, sig, f"{sig.summary()} [{m.grade}: {m.evidence}]", m
        m = grade_hang(reference, sig, run_assertions=_has_assertions(toolchain))
        if m is not None and outcome_of(m) == "reproduces" and not output_regex:
            m = replace(m, evidence=m.evidence.replace("timed out", "ran out of memory (the sandbox's cap)", 1)
                        .replace("hangs in", "runs away in", 1).replace("at the time limit", "at the cap", 1))
            return Outcome.REPRODUCES, sig, f"{sig.summary()} [{m.grade}: {m.evidence}]", m
    if sig is not None and reference is not None and _OUT_OF_MEMORY.search(proc.stderr) \
            and _OUT_OF_MEMORY.search(f"{reference.message}\n{reference.first_line}") \
            and not (sig.pass_name and reference.pass_name and sig.pass_name != reference.pass_name):
        # the report ran out of memory too: one allocation refused, reported by LLVM's handler
        # (report_bad_alloc_error, "LLVM ERROR: out of memory") in one build and by the C++
        # runtime (an uncaught std::bad_alloc) in another (181266 on 16/19: a dense_resource
        # blob whose alignment word is 0)
        here = _OUT_OF_MEMORY.search(proc.stderr).group(0)
        m = Match("reworded", f"the allocator refused here too ({here!r}) where the report ran out of memory "
                              f"({(reference.first_line or reference.message).strip()[:100]!r})")
        return Outcome.REPRODUCES, sig, f"{sig.summary()} [{m.grade}: {m.evidence}]", m
    if sig is not None:
        m = grade(reference, sig, run_assertions=_has_assertions(toolchain), run_has_stack=not toolchain.in_process)
        # a weak link too ("the issue shows no crash text: any crash counts"): a crash in another
        # configuration than the report's is not its crash (210601 cut to "-mcpu=icelak": 13-22 ignore
        # the processor and fail "64-bit code requested on a subtarget that doesn't support it!")
        gap = _other_configuration(sig, reference, proc.stderr, args or [], toolchain, kind, source) \
            if m is not None and (m.grade == "release-variant" or m.weak) else ""
        if gap:
            m = Match("different", f"{m.evidence}; but {gap}", m.similarity)
        if outcome_of(m) == "reproduces" and not output_regex:
            why = sig.summary() if m.grade == "exact" else f"{sig.summary()} [{m.grade}: {m.evidence}]"
            return Outcome.REPRODUCES, sig, why, m
        if _PARSE_ERROR.search(proc.stderr):
            return Outcome.INVALID_INPUT, sig, _first_error(proc.stderr), m
        if not old_opaque and reference is not None and reference.kind == "timeout":
            return Outcome.OTHER_FAILURE, sig, f"crashed instead of hanging: {sig.summary()}", m
        outcome, why = _unreported_crash(sig.summary(), old_opaque)
        return outcome, sig, why + (f" ({m.evidence})" if m and not old_opaque else ""), m
    if proc.exit_code != 0:
        diag = parse_diagnostic(proc.stderr)
        if diag is None and kind == "mlir" and reference is not None and reference.kind == "diagnostic" \
                and not reference.first_line.startswith(TITLE_MARK):
            # the report's error at an op after the pass (53099: "expected type to be … (size mismatch)"
            # after -canonicalize, printed by LLVM 14 at the op), not one the backend prints bare
            diag = parse_located_error(proc.stderr)
        m = grade(reference, diag) if diag is not None else None
        if m is not None and outcome_of(m) == "reproduces" and not output_regex:
            # the report is the compiler's error diagnostic, and this release prints it
            why = diag.first_line[:200] if m.grade == "exact" else f"{diag.first_line[:200]} [{m.grade}: {m.evidence}]"
            return Outcome.REPRODUCES, diag, why, m
        if _PARSE_ERROR.search(proc.stderr):
            said = _input_verifier_message(proc.stderr)  # kept for `_title_verifier_diagnoses`
            why = _first_error(proc.stderr) + (f" [{_VERIFIER_SAID}{said}]" if said else "")
            return Outcome.INVALID_INPUT, None, why, None
        if old_opaque:
            return Outcome.INVALID_INPUT, None, "LLVM 13 has experimental opaque pointers only: " + \
                _first_error(proc.stderr), None
        first = _first_error(proc.stderr)
        return Outcome.OTHER_FAILURE, None, first if first.startswith("error") else f"error: {first}", None
    if _UNKNOWN_CPU.search(proc.stderr):
        return Outcome.INVALID_INPUT, None, _first_error(proc.stderr) or "unknown processor ignored", None
    asked = _asked_features(args or [])
    for f in _UNKNOWN_FEATURE.findall(proc.stderr):
        if f.lstrip("+-") in asked:
            return Outcome.INVALID_INPUT, None, f"feature {f!r} of -mattr is unknown to this release (ignored)", None
    return Outcome.CLEAN, None, "no crash", None


# fatal errors whose check was an llvm_unreachable in older releases, and the code that checks:
# the SelectionDAG legalizers' "Do not know how to promote/expand/split/widen/scalarize/soften/legalize
# this operator…" (report_fatal_error from LLVM 17 on, some later)
_UNREACHABLE_ONCE = ((re.compile(r"^Do not know how to \w+ (?:this|the)\b"),
                      re.compile(r"LegalizeTypes|DAGTypeLegalizer|SelectionDAGLegalize|LegalizeDAG|LegalizeVector")),)


def _fatal_text(reference: CrashSignature) -> str:
    """A fatal error's words as the compiler holds them: the reported line without its
    ``LLVM ERROR:`` / ``error in backend:`` prefix."""
    return re.sub(r"^.*?(?:LLVM ERROR|error in backend):\s*", "", reference.first_line or reference.message)


def _printing_code(reference: CrashSignature | None) -> re.Pattern[str] | None:
    """The frames of the code that prints `reference`'s fatal error, when that error is one an older
    release checked with an llvm_unreachable (`_UNREACHABLE_ONCE`); None otherwise."""
    if reference is None or reference.kind != "llvm-error" or not reference.message:
        return None
    return next((site for message, site in _UNREACHABLE_ONCE if message.search(_fatal_text(reference))), None)


_ERROR_AT = re.compile(r":(\d+):(\d+): error:")
# LLVM 13-16 need an intrinsic declared; newer releases declare it from its name: input too new
# for them, never their reader diagnosing it
_UNDECLARED_INTRINSIC = re.compile(r"use of undefined value '@llvm\.")


def _error_position(reason: str) -> tuple[int, int] | None:
    m = _ERROR_AT.search(reason)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _reader_diagnoses(runs: dict[str, RunResult], reproducer: Reproducer,
                      reported: CrashSignature | None = None) -> dict[str, RunResult]:
    """For a command that only reads the IR (`reads_only`), a release's diagnostic is input the
    release cannot read (INVALID_INPUT) only if a release newer than it reads it: a parse error
    on a release newer than one that runs the input clean is the reader diagnosing it (172650).
    When none runs clean, the input is invalid as written, and a release that diagnoses it
    instead of crashing has the reader's bug fixed or never had it (OTHER_FAILURE: 57832 on
    16/19, where 13-15 crash in LLParser on the same line; 172801 on 13-19). Input in syntax newer than a release is told
    apart by the newer release that reads it (119818, 172817: 19 clean), and a release whose
    verifier rejects the parsed module has read it too: then the older releases' parse errors
    stay input too new for them, and the verifier's rejection is the diagnosis (172810: 13-16
    cannot parse it, 19 parses it and its verifier says the call's signature is wrong, 22 asserts
    in the reader as reported). Of the parse errors, one that stands earlier in the input than
    another release's is that release's syntax being too new (172943), and an undeclared
    intrinsic is always too new (LLVM 13-16 need the declaration). A command that runs passes
    counts as reading only when the `reported` crash is in the reader (its frames, no pass:
    176847, an intrinsic's signature asserting in LLParser)."""
    in_reader = reported is not None and any(_READER_FRAME.search(f) for f in reported.frames) \
        and not reported.pass_name
    if not (reads_only(reproducer.tool, list(reproducer.args)) or in_reader):
        return runs
    if any(r.outcome == Outcome.CLEAN for r in runs.values()):
        # a reader that rejects what an older release read clean got stricter: that is the
        # reported reader crash diagnosed (172650: 16 and 19 truncate an over-wide half
        # constant, 22 says "hexadecimal constant too large"); older than every clean run, a
        # parse error is input too new for the release (119818)
        out, seen_clean = dict(runs), False
        for tid, r in runs.items():  # timeline order
            seen_clean = seen_clean or r.outcome == Outcome.CLEAN
            if seen_clean and r.outcome == Outcome.INVALID_INPUT and _READER_DIAGNOSTIC.search(r.reason):
                out[tid] = replace(r, outcome=Outcome.OTHER_FAILURE,
                                   reason=f"{r.reason} (an older release reads this input clean: this reader "
                                          f"diagnoses it instead)")
        return out
    verified = {tid for tid, r in runs.items() if r.outcome == Outcome.INVALID_INPUT and _verifier_said(r)}
    # a release whose parse error stands further into the input read what stopped another one
    # earlier: that one's syntax is too new for the other (172943: 13-16 stop at '#dbg_declare'
    # (7:3), 19 reads the record and diagnoses its operand (7:22))
    at = {tid: _error_position(r.reason) for tid, r in runs.items() if r.outcome == Outcome.INVALID_INPUT}
    furthest = max((p for p in at.values() if p), default=None)
    out = dict(runs)
    for tid, r in runs.items():
        if r.outcome != Outcome.INVALID_INPUT or _UNDECLARED_INTRINSIC.search(r.reason):
            continue
        if at.get(tid) and furthest and at[tid] < furthest:
            continue
        if tid in verified:
            out[tid] = replace(r, outcome=Outcome.OTHER_FAILURE,
                               reason=f"{r.reason} (the reader parses this input and its verifier rejects it; no "
                                      f"toolchain runs it clean, so it is invalid as written)")
        elif not verified and _READER_DIAGNOSTIC.search(r.reason):
            out[tid] = replace(r, outcome=Outcome.OTHER_FAILURE,
                               reason=f"{r.reason} (the reader diagnoses this input; no toolchain reads it, so it "
                                      f"is invalid as written, not too new for this release)")
    return out


# a located LLVM IR reader error and its message
_LOCATED_IR_ERROR = re.compile(r"(?:<stdin>|<string>|[^\s:]{1,1024}\.(?:ll|bc|mir)):\d+:\d+: error: ([^\n]+)")
# the reader's words for syntax a release removed ("and constexprs are no longer supported") and
# for plain syntax ("expected type"): input older or newer than the release, not a diagnosis
_NOT_A_DIAGNOSIS = re.compile(r"(?i)no longer supported|^expected\b|\bunterminated\b|\bremoved\b|deprecated")


def _diagnosed_after_reproduction(runs: dict[str, RunResult], reproducer: Reproducer) -> dict[str, RunResult]:
    """`runs` (timeline order) where a release newer than one that reproduced the report refuses
    the input in its IR reader with a diagnosis (not a syntax error, not removed syntax,
    `_NOT_A_DIAGNOSIS`): an older release read the input, so it is not too new for this one,
    and the refusal is the crash on invalid input fixed by a diagnostic, another failure
    (136144: 13-19 segfault in X86 isel on a ``label`` argument, 22 says "invalid type for
    function argument"; the corpus labels it error, as 172650 and 57832). MLIR has its own
    rules (`_mlir_reader_diagnoses`). Returns a new dict."""
    if reproducer.kind == "mlir":
        return runs
    out, reproduced = dict(runs), False
    for tid, r in runs.items():
        reproduced = reproduced or r.outcome == Outcome.REPRODUCES
        if not reproduced or r.outcome != Outcome.INVALID_INPUT or not _READER_DIAGNOSTIC.search(r.reason):
            continue
        m = _LOCATED_IR_ERROR.search(r.stderr_tail) or _LOCATED_IR_ERROR.search(r.reason)
        if m and not _NOT_A_DIAGNOSIS.search(m.group(1).strip()) and not _UNDECLARED_INTRINSIC.search(m.group(0)):
            out[tid] = replace(r, outcome=Outcome.OTHER_FAILURE,
                               reason=f"{r.reason}: {m.group(1).strip()} (an older release read this input and "
                                      f"failed as reported: this reader diagnoses it instead)")
    return out


# the first located error of an mlir-opt run, "<file>.mlir:LINE:COL: error: MESSAGE"
_MLIR_FIRST_ERROR = re.compile(r"\.mlir:(\d+):\d+: error: ([^\n]+)")
# errors that name something a release may not know yet (an op, a dialect, an attribute or type
# of it): a newer input, not a malformed one
_MLIR_UNKNOWN_NAME = re.compile(r"(?i)\bunknown\b|unregistered|not registered|undefined|undeclared|not found|"
                                r"does not exist|no such|not supported|unsupported")


def _mlir_reader_diagnoses(runs: dict[str, RunResult], reproducer: Reproducer,
                           reported: CrashSignature | None) -> dict[str, RunResult]:
    """For an mlir-opt command that runs no pass (it parses, verifies and prints) on a report of a
    crash there, a syntax error that every release which ran gives alike, on the same line with the
    same message, is the input malformed as written, refused cleanly: another failure, not input
    the releases cannot read (132856: ``"builtin"() : () -> *(``, the report's build dying of a
    fatal error creating the op, 13-19 stopping at "expected non-function type"). Not when any run
    read further (clean, another failure), nor for an error naming something a release may not
    know (`_MLIR_UNKNOWN_NAME`: newer syntax, invalid input)."""
    if reproducer.kind != "mlir" or mlir_passes(list(reproducer.args)) or reported is None \
            or not reported.is_crash:
        return runs
    ran = {t: r for t, r in runs.items() if r.outcome != Outcome.INFRA_ERROR}
    if not ran or any(r.outcome != Outcome.INVALID_INPUT or r.signature is not None for r in ran.values()):
        return runs
    found = {t: _MLIR_FIRST_ERROR.search(r.reason) for t, r in ran.items()}
    errors = {(m.group(1), m.group(2).strip()) for m in found.values() if m}
    if None in found.values() or len(errors) != 1 or _MLIR_UNKNOWN_NAME.search(next(iter(errors))[1]):
        return runs
    out = dict(runs)
    for t, r in ran.items():
        out[t] = replace(r, outcome=Outcome.OTHER_FAILURE,
                         reason=f"{r.reason} (every release refuses this line alike: the input is malformed as "
                                f"written, and this release refuses it cleanly where the report's build crashed)")
    return out


def _asked_features(args: list[str]) -> set[str]:
    """Feature names a command's ``-mattr=+a,-b`` asks for (without the sign)."""
    out: set[str] = set()
    for a in args:
        if a.lstrip("-").startswith("mattr="):
            out |= {f.strip().lstrip("+-") for f in a.split("=", 1)[1].split(",") if f.strip()}
    return out


def _has_assertions(tc: LLVMToolchain) -> bool | None:
    """The toolchain's measured assertions flag; llvmlite's LLVM has them when unmeasured."""
    a = getattr(tc, "assertions", None)
    return True if a is None and getattr(tc, "is_llvmlite", False) else a


_VERIFIER_SAID = "the verifier: "


def _input_verifier_message(stderr: str) -> str:
    """The IR verifier's first message when a release rejects the input module ("input module
    is broken"), or ""."""
    if not re.search(r"input module (?:is broken|cannot be verified)", stderr):
        return ""
    for line in stderr.splitlines():
        if line.strip() and not line.startswith((" ", "\t")) and "input module" not in line \
                and not re.match(r"^\S+: (?:warning|remark)", line):
            return line.strip()[:200]
    return ""


def _verifier_said(r: RunResult) -> str:
    """The input verifier's line an INVALID_INPUT run's reason keeps (`classify_graded`), or ""."""
    _, sep, tail = r.reason.rpartition(f"[{_VERIFIER_SAID}")
    return tail.rstrip("]") if sep else ""


_VERIFY_ONLY = {"-passes=verify", "--passes=verify", "-verify", "--verify"}


def _verifying_is_the_command(runs: dict[str, RunResult], reproducer: Reproducer) -> dict[str, RunResult]:
    """`opt -passes=verify` asks the verifier about the module: a release whose input verifier
    rejects it ("gc.result operand #1 must be from a statepoint", 57871 on 14/15, whose report is
    a crash of the verifier itself) gives the command's own verdict, a diagnosis (OTHER_FAILURE),
    not input it cannot take. Parse errors stay INVALID_INPUT. Returns a new dict."""
    if reproducer.tool != "opt" or not _VERIFY_ONLY & {a.replace("'", "").replace('"', "") for a in reproducer.args}:
        return runs
    out = dict(runs)
    for t, r in runs.items():
        if r.outcome == Outcome.INVALID_INPUT and _verifier_said(r):
            out[t] = replace(r, outcome=Outcome.OTHER_FAILURE,
                             reason=f"{r.reason} (the command runs the verifier: its rejection is the verdict on the "
                                    f"input, a diagnosis)")
    return out


def _can_run(tc: LLVMToolchain, reproducer: Reproducer) -> bool:
    """`tc` builds a command for `reproducer` (its driver takes the tool and flags); nothing runs."""
    try:
        tc.command(reproducer, "repro" + reproducer.suffix, output="/dev/null")
    except Unsupported:
        return False
    return True


def _verifier_rejects_it_everywhere(runs: dict[str, RunResult], tcs: dict[str, LLVMToolchain]) -> dict[str, RunResult]:
    """A release whose input verifier rejects the module is input it cannot take only where a
    newer toolchain takes it (an intrinsic whose signature changed since). Where the newest
    toolchain that ran rejects it with the same verifier message, the module is invalid as
    written, and each such rejection is the release diagnosing it cleanly (OTHER_FAILURE: 60305,
    a PHI whose entries do not match its predecessors, which the reporter's clang compiled
    without verifying until a segfault; llc 14-19 and LLVM 22 refuse it). Only when the newest
    release installed that can run the command (`tcs`: the caller leaves out those that cannot,
    and the llvm@triton snapshots) is among the runs: a run on 16 and 19 alone
    cannot tell input too new for both (199337: an immarg check 13-19 apply, 22 does not). `runs`
    in timeline order.
    Returns a new dict."""
    said = {t: _verifier_said(r) for t, r in runs.items() if r.outcome == Outcome.INVALID_INPUT}
    said = {t: s for t, s in said.items() if s}
    ran = [t for t, r in runs.items() if r.outcome != Outcome.INFRA_ERROR and t in tcs]
    if not said or not ran or tcs[ran[-1]].version != max(t.version for t in tcs.values()):
        return runs
    newest = runs[ran[-1]]
    if newest.outcome in (Outcome.CLEAN, Outcome.REPRODUCES) or not any(s in newest.reason for s in said.values()):
        return runs
    out = dict(runs)
    for t, s in said.items():
        out[t] = replace(runs[t], outcome=Outcome.OTHER_FAILURE,
                         reason=f"{runs[t].reason} (the newest toolchain, {ran[-1]}, rejects the module with the same "
                                f"verifier message: it is invalid as written, and this release diagnoses it)")
    return out


def _title_verifier_diagnoses(runs: dict[str, RunResult], issue: dict[str, Any]) -> dict[str, RunResult]:
    """A release whose input verifier rejects the module with the very message the issue's
    title quotes (four words or more: "Opt Crash \"Invalid user of intrinsic instruction\"",
    68545) diagnoses the reported invalid input cleanly: the reported failure is a crash on that
    input, and this release has it fixed or never had it (OTHER_FAILURE), not input it cannot
    take (INVALID_INPUT)."""
    title = " ".join(re.findall(r"[a-z0-9]+", str(issue.get("title") or "").lower()))
    out = dict(runs)
    for tid, r in runs.items():
        words = " ".join(re.findall(r"[a-z0-9]+", _verifier_said(r).lower()))
        if r.outcome == Outcome.INVALID_INPUT and len(words.split()) >= 4 and f" {words} " in f" {title} ":
            out[tid] = replace(r, outcome=Outcome.OTHER_FAILURE,
                               reason=f"{r.reason} (the title quotes this verifier message: the release diagnoses "
                                      f"the reported invalid input instead of crashing)")
    return out


# how many LLVM majors apart an assertion-enabled toolchain may be and still speak for a release build
_NEARBY_MAJORS = 3


def _generic_check_confirmed_nearby(runs: dict[str, RunResult], tcs: dict[str, LLVMToolchain],
                                    reference: CrashSignature | None) -> dict[str, RunResult]:
    """A release build's bare crash (a signal, no message) that nothing in its own stack links
    to the report's assertion is that assertion's release variant (weak) when the check named no
    place of its own (`reducers.grade.informative_location`: a ``cast<>`` of Casting.h, an ilist
    iterator, no location at all: it fails inside whichever code misuses it, and a build without
    it goes on with the bad value and dies later, elsewhere) and a toolchain with assertions at
    most `_NEARBY_MAJORS` LLVM majors newer stops at the report's own assertion on the same input
    (219223: Debian 19 segfaults in calculateWinCXXEHStateNumbers, LLVM 20's and 22's
    assertion builds stop at the reported cast<Constant>). A clean release in between still
    contradicts it (`weak_links_contradicted`, run after this). Returns a new dict."""
    if reference is None or reference.kind not in ASSERTING or \
            informative_location(reference.location or ""):
        return runs
    confirming = sorted((tcs[t].version[0], t) for t, r in runs.items()
                        if t in tcs and _has_assertions(tcs[t]) and confirms_assertion(reference, r.match))
    out = dict(runs)
    for tid, r in runs.items():
        tc = tcs.get(tid)
        sig = r.signature
        if tc is None or _has_assertions(tc) or r.outcome != Outcome.OTHER_FAILURE or r.match is None \
                or r.match.grade != "different" or sig is None or sig.kind != "signal" or sig.message:
            continue
        by = next((t for major, t in confirming if 0 < major - tc.version[0] <= _NEARBY_MAJORS), None)
        if by is None:
            continue
        why = (f"{sig.signal or 'crash'} here, without the reported {reference.kind}; {by} (assertions on, LLVM "
               f"{tcs[by].version[0]}) stops at the report's own {reference.kind} on this input, a check in "
               f"{reference.location or 'no named place'} that a build without assertions passes with the bad value")
        out[tid] = replace(r, outcome=Outcome.REPRODUCES, reason=f"{sig.summary()} [release-variant: {why}]",
                           match=Match("release-variant", why, r.match.similarity, weak=True))
    return out


def _fatal_beside_the_bare_form(runs: dict[str, RunResult], tcs: dict[str, LLVMToolchain], reproducer: Reproducer,
                                reported: CrashSignature | None) -> dict[str, RunResult]:
    """The report shows a crash without a message (a stack dump naming the pass and the function,
    nothing above it), and a release reproduces it as such, a bare crash where the report's was: a
    release that instead stops at a fatal error
    (``LLVM ERROR``, ``Cannot select``, the IR verifier), tied to the report by the pass alone
    (a weak match), fails another way (57408: 14 and 15 segfault in AMDGPU's Legalizer on @f as
    reported; 13, 16 and 19 print "unable to legalize instruction: ... G_FRAME_INDEX" there). Where
    no release shows the bare form, the pass alone still decides (a report may leave out the
    message). Returns a new dict."""
    # only a dump that names the pass and the function it ran on with no message above it says the
    # crash was bare (a report without crash text, 61021, or whose message the excerpt lost, 185587,
    # accepts any crash there)
    if reported is None or reported.kind != "signal" or reported.message or not (reported.pass_name and
                                                                                reported.function):
        return runs
    bare = [t for t, r in runs.items() if r.outcome == Outcome.REPRODUCES and r.signature is not None
            and r.signature.kind == "signal" and not r.signature.message]
    if not bare:
        return runs
    out = dict(runs)
    for tid, r in runs.items():
        if r.outcome != Outcome.REPRODUCES or r.signature is None or r.signature.kind not in FATAL_MESSAGES \
                or r.match is None or not r.match.weak or tid not in tcs:
            continue
        why = (f"the report shows a crash without a message, as {bare[0]}'s reproduction does; this release stops "
               f"at a {r.signature.kind} there instead")
        outcome, head = _unreported_crash(r.signature.summary(), _old_opaque(tcs[tid], reproducer.kind,
                                                                             reproducer.source))
        out[tid] = replace(r, outcome=outcome, reason=f"{head} ({why})", match=Match("different", why))
    return out


def _message_of_a_reproduction(runs: dict[str, RunResult], stackless: set[str],
                               reference: CrashSignature | None) -> dict[str, RunResult]:
    """A toolchain that prints no stack dump (llvmlite's in-process LLVM) cannot be placed in
    the reported pass or frames; when the report shows no message to compare, its failure is
    the reproduction still if it prints the very message (same kind and key) of a release whose
    stack dump did link its run to the report (62267: the report's frames under LegalizeTypes,
    LLVM 13-19 "Do not know how to split the result of this operator!" in the reported pass and
    function, LLVM 22 the same message alone). The link is as weak as that release's.
    `stackless`: ids of such toolchains."""
    if reference is not None and reference.message:
        return runs
    linked = {(r.signature.kind, r.signature.key): tid for tid, r in runs.items()
              if tid not in stackless and r.outcome == Outcome.REPRODUCES and r.signature is not None
              and r.signature.message and r.match is not None}
    out = dict(runs)
    for tid, r in runs.items():
        sig = r.signature
        by = linked.get((sig.kind, sig.key)) if sig is not None and sig.message else None
        if tid in stackless and r.outcome == Outcome.OTHER_FAILURE and by:
            why = (f"prints {sig.summary()[:120]!r}, the message of {by}'s reproduction ({runs[by].match.evidence}); "
                   f"this toolchain prints no stack dump to place it")
            out[tid] = replace(r, outcome=Outcome.REPRODUCES, reason=f"{sig.summary()} [exact: {why}]",
                               match=Match("exact", why, r.match.similarity if r.match else None,
                                           weak=runs[by].match.weak))
    return out


def _stackless_bare_crash_placed_elsewhere(runs: dict[str, RunResult], stackless: set[str]) -> dict[str, RunResult]:
    """A toolchain without a stack dump whose bare crash counted as the reported bare crash
    (`reducers.grade`: nothing to compare) is another failure when the newest release before it
    that prints a stack dump crashed on the same input in another place than the report's
    (184003: 19 segfaults in instruction selection where the report's crash is in the
    AsmPrinter; llvmlite's LLVM 22 segfaults bare). `runs` in timeline order."""
    out = dict(runs)
    order = list(runs)
    for k, tid in enumerate(order):
        r = runs[tid]
        if tid not in stackless or r.outcome != Outcome.REPRODUCES or r.match is None \
                or STACKLESS_BARE not in r.match.evidence:
            continue
        before = next((t for t in reversed(order[:k]) if t not in stackless and
                       runs[t].outcome in (Outcome.REPRODUCES, Outcome.OTHER_FAILURE, Outcome.CLEAN)), None)
        if before is None or runs[before].outcome != Outcome.OTHER_FAILURE or runs[before].signature is None \
                or not runs[before].signature.is_crash:
            continue
        why = (f"{before}, which prints a stack dump, crashes on this input elsewhere ({runs[before].reason[:160]}); "
               f"this toolchain's bare crash is more likely that one than the reported")
        out[tid] = replace(r, outcome=Outcome.OTHER_FAILURE, reason=f"another crash: {r.reason[:200]} ({why})",
                           match=Match("different", why, r.match.similarity))
    return out


def _counterpart_shown_otherwise(runs: dict[str, RunResult], tcs: dict[str, LLVMToolchain],
                                 reproducer: Reproducer) -> dict[str, RunResult]:
    """An assertion build's release-variant tied to the report only by a check's two forms
    (`reducers.grade.counterpart_release_form`: "Unexpected illegal type!" where release builds
    print "Cannot select") is another failure when the newest earlier release build that prints
    that release form on this input prints another one than the report's: the link is then
    observed, and it leads elsewhere (89278: the report's "Cannot select: f128 = fminimum", LLVM
    19's "Cannot select: i32 = setcc … i128" of the expanded node, LLVM 22's illegal-type
    assertion on that node). `runs` in timeline order; returns a new dict."""
    out = dict(runs)
    order = list(runs)
    for k, tid in enumerate(order):
        r = runs[tid]
        if r.outcome != Outcome.REPRODUCES or r.match is None or r.match.grade != "release-variant" \
                or tid not in tcs or not tcs[tid].assertions:
            continue
        form = counterpart_release_form(r.match.evidence)
        if form is None:
            continue
        shown = next((t for t in reversed(order[:k]) if t in tcs and not tcs[t].assertions
                      and runs[t].signature is not None and form.search(runs[t].signature.key.lower())), None)
        if shown is None or runs[shown].outcome != Outcome.OTHER_FAILURE:
            continue
        why = (f"{shown}, a build without the assertion, prints its release form on this input, and not the "
               f"report's: {runs[shown].signature.summary()[:140]!r}")
        outcome, head = _unreported_crash(r.signature.summary() if r.signature else "",
                                          _old_opaque(tcs[tid], reproducer.kind, reproducer.source))
        out[tid] = replace(r, outcome=outcome, reason=f"{head} ({why})",
                           match=Match("different", why, r.match.similarity))
    return out


def _first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error" in line.lower() or "not a recognized" in line:
            return line.strip()[:300]
    return stderr.strip().splitlines()[0][:300] if stderr.strip() else ""


class LLVMProject:
    """`ProjectAdapter` for llvm/llvm-project issues.

    toolchains: ids to use (default: every installed release, llvmlite, and the LLVM of
    every installed Triton release when `snapshots`); sandbox: where commands run (default
    `LocalSandbox`); limits: per-run limits; triton_home: where the Triton venvs live
    (default `TritonToolchains`' own)."""

    name = "llvm"

    def __init__(self, toolchains: list[str] | None = None, sandbox: Sandbox | None = None,
                 limits: Limits | None = None, llvm_root: str = "/usr/lib", jobs: int = 2,
                 budget_s: float = 600.0, snapshots: bool = True, triton_home: str | None = None,
                 slow_wall_s: float | None = None):
        self.sandbox = sandbox or LocalSandbox()
        # llvmlite (llvm-22) runs in the runner image's own llvmlite; the snapshots through their
        # venv, mounted read-only into the container (`_session`)
        self._all = discover(llvm_root, only=toolchains or None, snapshots=snapshots, triton_home=triton_home)
        found = {t.id for t in self._all}
        # asked for by the settings but not installed on this worker: listed as not run, with why
        self._missing = [i for i in dict.fromkeys(toolchains or []) if i not in found]
        self.limits = limits or Limits(wall_s=30, cpu_s=30, memory_mb=4096)
        # the limit of the one longer run a timed-out run gets (`run`); at or under the limit: none
        self.slow_wall_s = min(SLOW_RUN_MAX_S, SLOW_RUN_FACTOR * self.limits.wall_s) if slow_wall_s is None \
            else slow_wall_s
        self.llvm_root = llvm_root
        self.jobs = jobs
        self.budget_s = budget_s
        self._cpu_lists: dict[tuple[str, tuple[str, ...]], set[str] | None] = {}
        self._cpu_probes: dict[tuple[str, tuple[str, ...], str], bool] = {}  # (toolchain, target, cpu) -> unknown
        self._message_in_binaries: dict[tuple[str, str], bool] = {}  # (toolchain, fatal error text) -> present

    # ------------------------------------------------------------ protocol
    def detect(self, issue: dict[str, Any]) -> bool:
        url = str(issue.get("html_url") or issue.get("repository_url") or "")
        if "triton" in url.lower():
            return False
        return "llvm" in url.lower() or bool(extract_llvm(issue).reproducers)

    def extract(self, issue: dict[str, Any]) -> Extraction:
        return extract_llvm(issue)

    def toolchains(self) -> list[ToolchainInfo]:
        """Every toolchain, oldest first on llvm-project history (`timeline.ordered`), then the
        ones the settings ask for that this worker lacks (their runs are ``unsupported``)."""
        return [ToolchainInfo(t.id, "llvm", t.version, t.description, commit=t.commit, date=t.date,
                              assertions=t.assertions, backends=t.backends, origin=t.origin,
                              repository=t.repository) for t in self._all] + \
            [ToolchainInfo(i, "llvm", tuple(int(x) for x in re.findall(r"\d+", i)[:3]), "not installed here")
             for i in self._missing]

    def reconcile(self, runs: dict[str, RunResult], reproducer: Reproducer,
                  issue: dict[str, Any], reported: CrashSignature | None) -> dict[str, RunResult]:
        """`runs` (id -> result, timeline order) with the weak reproductions that a clean release
        in between contradicts (`workers.bisect.release.weak_links_contradicted`) turned into
        what the run is without the link: another failure, or invalid input on LLVM 13 with
        opaque-pointer IR (as `classify_graded`). The report's time is the issue's
        ``created_at``; its release, the newest one its description names
        (`workers.extract.llvm.reported_llvm_major`). A toolchain without a stack dump that prints
        the message of a linked reproduction reproduces too, when the report (`reported`, the
        extraction's signature) shows no message (`_message_of_a_reproduction`). Then, for a command that only reads the
        IR, parse diagnostics that no toolchain contradicts by reading the input become other
        failures (`_reader_diagnoses`), and so does a reader's diagnosis on a release newer than one
        that reproduced the report (`_diagnosed_after_reproduction`), input-verifier rejections
        with the message the title quotes (`_title_verifier_diagnoses`), under a command that only
        verifies (`_verifying_is_the_command`), or that the newest toolchain able to run the command
        makes too (`_verifier_rejects_it_everywhere`). Returns a new dict; `runs` is unchanged."""
        tcs = {t.id: t for t in self._all}
        runs = _generic_check_confirmed_nearby(runs, tcs, reported)
        ordered = [(t, r.outcome) for t, r in runs.items() if t in tcs]
        month = _reported_month(issue)
        against = weak_links_contradicted(
            ordered, {t: r.match for t, r in runs.items()}, {t: tcs[t].date for t, _ in ordered},
            {t: tcs[t].version for t, _ in ordered}, reported_month=month,
            reported_major=reported_llvm_major(issue))
        out = dict(runs)
        for tid, by in against.items():
            r = runs[tid]
            why = (f"{by} is clean, and it left main ({left_main_by(tcs[by].date)}) before the report "
                   f"({month}): the reported bug came after it, so this older crash, "
                   f"which no failure text links to the report ({r.match.evidence}), is another bug")
            outcome, head = _unreported_crash(r.signature.summary() if r.signature else "",
                                              _old_opaque(tcs[tid], reproducer.kind, reproducer.source))
            out[tid] = replace(r, outcome=outcome, reason=f"{head} ({why})",
                               match=Match("different", why, r.match.similarity if r.match else None))
        stackless = {t for t in out if t in tcs and tcs[t].in_process}
        out = _fatal_beside_the_bare_form(out, tcs, reproducer, reported)
        out = _message_of_a_reproduction(out, stackless, reported)
        out = _stackless_bare_crash_placed_elsewhere(out, stackless)
        out = _counterpart_shown_otherwise(out, tcs, reproducer)
        out = _mlir_reader_diagnoses(_reader_diagnoses(out, reproducer, reported), reproducer, reported)
        out = _diagnosed_after_reproduction(out, reproducer)
        # the newest toolchain is the newest release that can run this command: not one that cannot
        # (llvmlite's LLVM 22 on a legacy pass flag), and not an llvm@triton snapshot, whose
        # translate_to_asm runs no opt (71892) and verifies inside codegen with other words (60305)
        able = {tid: t for tid, t in tcs.items() if not t.is_snapshot and (tid in runs or _can_run(t, reproducer))}
        return _verifier_rejects_it_everywhere(_title_verifier_diagnoses(_verifying_is_the_command(out, reproducer),
                                                                         issue), able)

    def cannot_run_here(self, tc: LLVMToolchain) -> str:
        """Why this sandbox cannot run `tc` ("" when it can): every toolchain runs in both
        sandboxes now (in the container, llvmlite is the runner image's and a snapshot's venv
        is mounted read-only); kept for sandboxes that cannot."""
        return ""

    @contextmanager
    def _session(self, limits: Limits, tc: LLVMToolchain | None = None) -> Iterator[Any]:
        """A sandbox session for `tc`. In the Docker sandbox a toolchain without binaries
        (llvmlite, a Triton snapshot) needs its driver script copied in and, for a snapshot,
        its release venv mounted read-only; the session returned then rewrites the host paths
        of the driver and of llvmlite's interpreter in every argv (`_ContainerPaths`)."""
        if getattr(self.sandbox, "name", "") != "docker" or tc is None or not tc.in_process:
            with self.sandbox.session(limits) as s:
                yield s
            return
        from workers.toolchains.llvm import DRIVER as LITE_DRIVER
        from workers.toolchains.triton_llvm import DRIVER as SNAP_DRIVER

        mounts: tuple[str, ...] = ()
        if tc.is_snapshot:
            from workers.triton.runner import venv_mounts

            mounts = venv_mounts(tc.python)
        with self.sandbox.session(limits, ro_mounts=mounts) as s:
            paths = {d: s.put(os.path.basename(d), open(d, "rb").read()) for d in (LITE_DRIVER, SNAP_DRIVER)}
            if tc.is_llvmlite:
                paths[tc.python] = s.python
            yield _ContainerPaths(s, paths)

    def toolchain(self, tid: str) -> LLVMToolchain:
        for t in self._all:
            if t.id == tid:
                return t
        raise KeyError(f"unknown or missing toolchain {tid!r}; have {[t.id for t in self._all]}")

    def run(self, reproducer: Reproducer, toolchain: str, reference: CrashSignature | None) -> RunResult:
        if toolchain in self._missing:
            return RunResult(toolchain, Outcome.INFRA_ERROR, reason=f"unsupported: not installed on this worker "
                                                                    f"(asked for by REPROBOT_TOOLCHAINS)")
        tc = self.toolchain(toolchain)
        why = self.cannot_run_here(tc)
        if why:
            return RunResult(toolchain, Outcome.INFRA_ERROR, reason=f"unsupported: {why}")
        with self._session(self.limits, tc) as s:
            path = s.put("repro" + reproducer.suffix, reproducer.source.encode())
            try:
                out = "-" if reproducer.output_regex else "/dev/null"
                argv, notes = tc.command(reproducer, path, output=out)
            except Unsupported as e:
                return RunResult(toolchain, Outcome.INFRA_ERROR, reason=f"unsupported: {e}")
            proc = s.run(argv)
            probes = _MlirProbes(tc, path, s)
            outcome, sig, reason, match = self._judge(tc, reproducer, reference, proc, s, probes)
            if proc.timed_out and outcome != Outcome.REPRODUCES and self.slow_wall_s > self.limits.wall_s:
                # slow or hung: one run under a longer limit tells (93391 on 14-22: 50-70 s, then
                # clean); a reported hang reproduced at the first limit and is not run again
                longer = replace(self.limits, wall_s=self.slow_wall_s, cpu_s=max(self.limits.cpu_s, self.slow_wall_s))
                again = s.run(argv, limits=longer)
                if not again.timed_out:
                    proc = again
                    outcome, sig, reason, match = self._judge(tc, reproducer, reference, again, s, probes)
                    reason = f"{reason} (slow, not hung: finished in {again.wall_s:.0f} s after the " \
                             f"{self.limits.wall_s:.0f} s limit stopped the first run)"
                else:
                    reason = f"{reason} (still running when a second run was stopped at {self.slow_wall_s:.0f} s)"
            tries = 1
            while outcome in (Outcome.CLEAN, Outcome.OTHER_FAILURE) and reference is not None and reference.is_crash \
                    and not proc.timed_out and proc.wall_s < INTERMITTENT_UNDER_S and tries < INTERMITTENT_TRIES:
                # a release build that reads freed or uninitialized memory crashes on some runs only
                # (114767 on 19: 2 runs of 5; 60016 on 16: a segfault or a clean error): a quick run
                # that did not reproduce is repeated, as syzkaller repeats a test for a flaky crash
                again = s.run(argv)
                tries += 1
                judged = self._judge(tc, reproducer, reference, again, s, probes)
                if judged[0] == Outcome.REPRODUCES:
                    proc = again
                    outcome, sig, reason, match = judged
                    reason = f"{reason} (intermittent: run {tries} reproduced it, the earlier runs did not)"
                    if match is not None:
                        match = replace(match, evidence=f"{match.evidence}; intermittent: run {tries} of up to "
                                                        f"{INTERMITTENT_TRIES}")
        if notes and outcome != Outcome.REPRODUCES:
            reason = f"{reason} ({'; '.join(notes)})"
        tail = proc.stderr[-4000:]
        return RunResult(toolchain, outcome, sig, reason, proc.exit_code, proc.wall_s, tail, argv=_display(argv, tc),
                         match=match)

    def _judge(self, tc: LLVMToolchain, reproducer: Reproducer, reference: CrashSignature | None,
               proc: ProcessResult, s: Any,
               probes: "_MlirProbes") -> tuple[Outcome, CrashSignature | None, str, Match | None]:
        """`classify_graded` of one run, plus what only more runs in the same session can tell
        (mlir-opt's parser alone on the input, llc's list of CPUs)."""
        outcome, sig, reason, match = classify_graded(proc, reference, toolchain=tc, source=reproducer.source,
                                                      kind=reproducer.kind, output_regex=reproducer.output_regex,
                                                      args=reproducer.args, tool=reproducer.tool)
        if outcome == Outcome.REPRODUCES and reproducer.kind == "mlir" and match is not None \
                and match.grade == "reworded" and reference is not None and reference.kind == "diagnostic" \
                and mlir_passes(reproducer.args) and not self._mlir_parses(probes, reproducer.args):
            # the release says it in other words before any pass runs: it refuses the input the
            # report's build read and ran the pass on (61380 on 19: "'scf.parallel' op expects body
            # to terminate with 'scf.reduce'" from the parser alone, where the report's pass left a
            # body without its 'scf.yield'); the op's definition changed, or the input is refused
            split = "-split-input-file" in reproducer.args
            rejected = self._mlir_rejects_input(probes, split=split)
            outcome, match = (Outcome.INVALID_INPUT if rejected else Outcome.OTHER_FAILURE), None
            reason = f"this release's parser rejects the input before the pass: " \
                     f"{rejected or _first_error(probes.parse_only(*(['-split-input-file'] if split else [])).stderr)}"
        # (not when the report crashed while verifying: a release whose verifier refuses that
        # input cleanly does not have the bug, 159741 on 19: "'memref.alloc' op requires one result")
        if outcome == Outcome.OTHER_FAILURE and sig is None and reproducer.kind == "mlir" \
                and not (reference is not None and (reference.while_verifying or
                                                    any(re.search(r"(?i)verif", f) for f in reference.frames))):
            rejected = self._mlir_rejects_input(probes, split="-split-input-file" in reproducer.args)
            if rejected:
                outcome, reason = Outcome.INVALID_INPUT, f"this release's parser rejects the input: {rejected}"
        if outcome == Outcome.INVALID_INPUT and reproducer.kind == "mlir" and sig is None \
                and reference is not None and reference.parsing_op:
            refused = _refused_where_report_parsed(proc.stderr, reproducer.source, reference.parsing_op)
            if refused:
                # the report's build crashed reading that op, so nothing says it reads the op
                # otherwise; this release refuses its operands cleanly (132851, 176530 on 15-19)
                outcome, reason = Outcome.OTHER_FAILURE, (
                    f"the release's parser refuses the operands of {reference.parsing_op}, the op the report's "
                    f"build crashed parsing: {refused}")
        if outcome == Outcome.INVALID_INPUT and reproducer.kind == "mlir" and sig is None \
                and mlir_passes(reproducer.args) and _MLIR_LOCATED_ERROR.search(proc.stderr) \
                and not _MLIR_PIPELINE_ANCHOR.search(proc.stderr) \
                and self._mlir_parses(probes, reproducer.args):
            # MLIR places every diagnostic at its op's line in the input, a pass's too: where
            # the release's parser alone reads the input cleanly, the error is the pass's
            # (114764 on 19: "redefinition of symbol named 'matcher'" from the symbol table
            # after -convert-pdl-to-pdl-interp), a clean refusal, not input it cannot read
            outcome, reason = Outcome.OTHER_FAILURE, f"{reason} (the release's parser alone reads the input " \
                                                     f"cleanly: the pass's diagnostic)"
        site = _printing_code(reference)
        if outcome == Outcome.OTHER_FAILURE and sig is not None and sig.kind == "signal" and not sig.message \
                and not heap_damage(sig) and site is not None \
                and not (reference.pass_name and sig.pass_name
                         and normalize_pass(reference.pass_name) != normalize_pass(sig.pass_name)):
            frame = next((f for f in stack_frames(proc.stderr) if site.search(f)), "")
            absent = self._message_absent(tc, reference) if frame else ""
            if absent:
                # the release has no such fatal error to print: the check was an llvm_unreachable
                # then, undefined behaviour in a release build, and the crash is in the code that
                # checks (93768 on 16: "Do not know how to widen the result of this operator!", a
                # fatal error only after 16; 16 segfaults under SelectionDAG::LegalizeTypes). A bare
                # crash in the same pass with no such frame stays another failure (117337, 161013)
                match = Match("release-variant", f"a bare {sig.signal or 'signal'} in {frame} where the report shows "
                                                 f"the fatal error {absent!r}, which this release's binaries do not "
                                                 f"contain (an llvm_unreachable then: undefined behaviour without "
                                                 f"assertions)", weak=True)
                outcome, reason = Outcome.REPRODUCES, f"{sig.summary()} [{match.grade}: {match.evidence}]"
        if outcome == Outcome.OTHER_FAILURE and sig is None and reproducer.kind == "mlir" and reference is not None \
                and reference.kind == "diagnostic" and error_position(reference.first_line) is not None:
            here = parse_located_error(proc.stderr)
            if here is not None and error_position(here.first_line) == error_position(reference.first_line) \
                    and mlir_passes(reproducer.args) and self._mlir_parses(probes, reproducer.args):
                # the report's error and this one at the same op of the input, after the pass, the
                # parser alone reading it cleanly: one failure in another release's words (218097 on
                # 19: "failed to materialize conversion for result #0 of operation
                # 'sparse_tensor.load' that remained live after conversion" at 7:8, where the report
                # says "failed to legalize unresolved source materialization … that remained live")
                line, col = error_position(here.first_line)
                match = Match("reworded", f"an error at the op the report's is at ({line}:{col}), after the pass, "
                                          f"in other words: {here.first_line[:160]!r}")
                outcome, reason = Outcome.REPRODUCES, f"{here.first_line[:200]} [{match.grade}: {match.evidence}]"
                sig = here
        weak_variant = outcome == Outcome.REPRODUCES and match is not None and match.weak \
            and match.grade == "release-variant"
        if (outcome == Outcome.OTHER_FAILURE or weak_variant) and reproducer.kind == "mlir":
            # the one-pass reading links more firmly than a weak grade (131776 on 15/16: SIGFPE under
            # the one pass the command runs, where the report's zero-divisor check fired)
            variant = self._mlir_release_variant(tc, reproducer, sig, reference, probes, proc.stderr, proc.wall_s)
            if variant is not None:
                outcome, match = Outcome.REPRODUCES, variant
                reason = f"{sig.summary()} [{variant.grade}: {variant.evidence}]"
        if outcome == Outcome.CLEAN:
            unknown = self._unknown_cpus(tc, reproducer, s)
            if unknown:
                outcome, reason = Outcome.INVALID_INPUT, (f"{', '.join(unknown)} is not a processor this release "
                                                          f"knows (llc -mcpu=help); it ran without it")
        return outcome, sig, reason, match

    @staticmethod
    def _mlir_release_variant(tc: LLVMToolchain, rep: Reproducer, sig: CrashSignature | None,
                              reference: CrashSignature | None, probes: "_MlirProbes",
                              stderr: str = "", wall_s: float = 0.0) -> Match | None:
        """The reported crash, for a release build of mlir-opt that dies on a signal where the
        stage of mlir-opt that crashed is fixed by the command, or None.

        - The command runs one pass, and the release's parser alone reads the input cleanly: the
          crash is in that pass, where the report's crash was. Against an assertion (or
          UNREACHABLE) that is its ``release-variant``: the check is compiled out and what it
          guarded (a null scope, an index past a shape, a cast of the wrong op) is dereferenced a
          few frames later, often in code the release strips of names (15/16 print no symbol at
          all). Against a report's bare crash it is ``exact``: no message on either side, the
          same pass (the corpus rule for a report without a message).
        - The command runs no pass: mlir-opt only reads, verifies and prints the input, so a
          crash there is in the stage where the report's assertion or crash fired.

        - The command runs several passes: mlir-opt's own local crash reproducer
          (`_MlirProbes.failing_pass`) names the one the crash is in, and the report's frames
          name no other pass of the command (116043, 128806, 107546; mlir-opt's stack never says
          which pass ran).

        The corpus labels all of these reproduces (mlir12-mlir14: 119855, 216225, 59932, 61308,
        71281, 173553, 173378; earlier 173859, 180419, 159734). Not for a flag that runs a
        whole pipeline (a ``*-pipeline`` flag, the sparsifier), nor when the run's stack is in the
        parser outside any pass (a pass that reads a module back is not: 128308's
        -test-bytecode-roundtrip) or, with a pass, the report's is in a verifier or the parser,
        nor on a build with assertions (it would have asserted). A run that crashes verifying the pass's output
        counts (107958, 111243 on 19: the pass built IR its assertion would have refused). The
        release's crash is a signal, or the allocator refusing a size no input asks for
        (`_RUNAWAY_SIZE`, 201521); the report's, an assertion, an UNREACHABLE, a fatal error only
        checking builds raise (`reducers.grade.checking_build_only`) or a bare crash."""
        if sig is None or reference is None or tc.in_process or _has_assertions(tc):
            return None
        # a size gone wild where the check is compiled out ends as a signal, or as the allocator
        # giving up on it (201521 on 15-19: "SmallVector unable to grow. Requested capacity
        # (18446744073709551615)" where the report asserted in ArrayRef::drop_front)
        # so does an allocation refused at once ("LLVM ERROR: out of memory" within RUNAWAY_MIN_S: 61858
        # on 16, one run in five a segfault, the others that abort); one that grew for longer is a
        # hang ended by the memory cap (64074 on 15)
        quick_oom = bool(_OUT_OF_MEMORY.search(f"{sig.first_line}\n{sig.message}")) and wall_s < RUNAWAY_MIN_S
        if sig.kind != "signal" and not _RUNAWAY_SIZE.search(f"{sig.first_line}\n{sig.message}") and not quick_oom:
            return None
        bare = reference.kind == "signal" and not reference.message
        if not checking_build_only(reference) and not bare:
            return None
        passes = mlir_passes(rep.args)
        what = "the reported crash" if bare else f"the reported {reference.kind}"
        grade_ = "exact" if bare and sig.kind == "signal" else "release-variant"
        crash = sig.signal or ("a signal" if sig.kind == "signal" else f"'{sig.first_line.strip()[:160]}'")
        if not passes:
            return Match(grade_, f"{crash} where the report shows {what[4:]}: the command runs no "
                                 f"pass, so both are in reading, verifying or printing the input")
        if any(_BROAD_MLIR_PASS.search(p) for p in passes) or reference.while_verifying:
            return None
        # the run may crash verifying the pass's output (the input itself reads cleanly, below): the
        # release form of an assertion the pass would have stopped at, as LLVM's verifier after a
        # lone pass (`verified_after`; 107958, 111243 on 19); the report's own crash must be the pass's
        if _reads_outside_passes(sig.frames, stderr) or any(_MLIR_READ_OR_VERIFY.search(f) for f in reference.frames):
            return None
        if not LLVMProject._mlir_parses(probes, rep.args):
            return None
        at = f" in {sig.frames[0]}" if sig.frames else ""
        damage = heap_damage(sig)
        if len(passes) == 1 and damage:
            # glibc notices a damaged heap when it next frees or allocates (at shutdown for
            # 116044): the stack says where the damage was found, not where it was done
            return Match(grade_, f"glibc found the heap damaged ('{damage[:80]}') after the only "
                                 f"pass the command runs ({passes[0]}), where {what} was; the release's parser "
                                 f"alone reads the input cleanly, so the damage is that pass's")
        if len(passes) == 1:
            return Match(grade_, f"{crash}{at}, in the only pass the command runs ({passes[0]}), "
                                 f"where {what} was; the release's parser alone reads the input cleanly, so the "
                                 f"crash is in that pass")
        # several passes: mlir-opt's own local crash reproducer names the pass that failed, and
        # the report's frames must not name another pass of the command (116043, 128806, 107546)
        failed = probes.failing_pass(rep.args)
        if failed not in passes:
            return None
        named = _passes_named_in([*reference.frames, reference.message or ""], passes)
        if named and failed not in named:
            return None
        why = ("the report's frames name it" if named else
               "nothing in the report places its crash in another of the command's passes")
        return Match(grade_, f"{crash}{at}, in {failed}, one of the {len(passes)} passes the "
                             f"command runs: mlir-opt's local crash reproducer reduces the pipeline to that pass; "
                             f"{why}; the release's parser alone reads the input cleanly")

    @staticmethod
    def _mlir_parses(probes: "_MlirProbes", args: list[str]) -> bool:
        """Does the release's mlir-opt read (parse and verify) the input with no pass, with the
        command's options that change how it reads (``-split-input-file``,
        ``--allow-unregistered-dialect``)?"""
        keep = [a for a in args if re.fullmatch(r"--?(?:split-input-file|allow-unregistered-dialect)", a)]
        p = probes.parse_only(*keep)
        return p.exit_code == 0 and not p.timed_out

    @staticmethod
    def _mlir_rejects_input(probes: "_MlirProbes", split: bool = False) -> str:
        """The first error of `mlir-opt` on the input with no pass when it is the op's shape that
        another release defines otherwise, else "". MLIR verifies each op as it is parsed, so an
        op whose operands became attributes between releases fails with a verifier diagnostic
        ("'tosa.transpose' op expected 2 operands, but found 1", 187974 on 19) that reads like a
        pass's own error; run alone, the parser tells them apart. Only ODS's checks of the op's
        definition count (arity, required attributes, an operand's or result's type constraint,
        where the op may sit: a parent op, a symbol table):
        the report's crash came after its own build verified the input, so the release defines
        the op otherwise. A verifier that rejects what the op holds (a rank, a step) is the
        release refusing invalid IR cleanly, an `error` (173567, 179402 on 15/16). A
        crash of the parse-only run is not a rejection. `split`: the command splits the input at
        ``// -----`` (``-split-input-file``), so the parser reads each part alone as well."""
        p = probes.parse_only(*(["-split-input-file"] if split else []))
        if p.exit_code > 0 and not p.timed_out and _MLIR_OP_SHAPE.search(p.stderr):
            return _first_error(p.stderr)
        return ""

    def _message_absent(self, tc: LLVMToolchain, reference: CrashSignature) -> str:
        """The literal text of the reported fatal error (its words before the first colon, 20
        characters or more) when none of `tc`'s binaries (the tools and ``libLLVM*.so*`` of its
        install) contains it; "" when one does, when the text is too short to tell, or when the
        install cannot be read here (an in-process or container-only toolchain)."""
        literal = re.split(r"[:\n]", _fatal_text(reference), maxsplit=1)[0].strip()
        if len(literal) < 20 or tc.in_process or not tc.bindir or not os.path.isdir(tc.bindir):
            return ""
        key = (tc.id, literal)
        if key not in self._message_in_binaries:
            lib = os.path.join(tc.bindir, os.pardir, "lib")
            files = {os.path.realpath(os.path.join(tc.bindir, t)) for t in ("llc", "opt")
                     if os.path.isfile(os.path.join(tc.bindir, t))}
            if os.path.isdir(lib):
                files |= {os.path.realpath(os.path.join(lib, f)) for f in os.listdir(lib)
                          if f.startswith("libLLVM") and ".so" in f}
            needle = literal.encode()
            found = False
            for f in sorted(files):
                try:
                    with open(f, "rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as mm:
                        found = mm.find(needle) >= 0
                except (OSError, ValueError):  # unreadable or empty: it tells nothing
                    found = True
                if found:
                    break
            self._message_in_binaries[key] = found or not files
        return "" if self._message_in_binaries[key] else literal

    def _unknown_cpus(self, tc: LLVMToolchain, rep: Reproducer, session: Any) -> list[str]:
        """CPUs the input names (``-mcpu``, ``"target-cpu"``/``"tune-cpu"`` attributes) that
        `tc` does not list in ``llc -mcpu=help`` for the command's target and warns about when
        named alone (the list leaves out aliases). Some releases
        ignore an unknown CPU silently (LLVM 13 and ``tune-cpu``), so a clean run there says
        nothing about the bug. [] when the list cannot be had (llvmlite, opt, MIR)."""
        if tc.in_process or rep.tool != "llc":
            return []
        named = {a.split("=", 1)[1] for a in rep.args if a.lstrip("-").startswith("mcpu=")}
        if rep.kind == "llvm-ir":
            named |= set(re.findall(r'"(?:target|tune)-cpu"="([\w.+-]+)"', rep.source))
        named -= {"", "generic", "help", "native"}
        if not named:
            return []
        target = [a for a in rep.args if a.lstrip("-").startswith(("mtriple=", "march="))]
        if not target and rep.kind == "llvm-ir":
            m = re.search(r'^\s*target\s+triple\s*=\s*"([^"]+)"', rep.source, re.M)
            target = [f"-mtriple={m.group(1)}"] if m else []
        key = (tc.id, tuple(target))
        if key not in self._cpu_lists:
            empty = session.put("empty.ll", b"")
            p = session.run([tc.tool("llc"), *target, "-mcpu=help", "-o", "/dev/null", empty])
            text = p.stdout + p.stderr
            cpus = set(re.findall(r"^\s+([\w.+-]+)\s+- Select the", text, re.M))
            self._cpu_lists[key] = cpus if "Available CPUs" in text and cpus else None
        known = self._cpu_lists[key]
        if known is None:
            return []
        unknown = []
        for cpu in sorted(named - known):
            # the list leaves out aliases (LLVM 19 takes "grace" for neoverse-v2 and lists only the
            # latter, 164182): a CPU missing from it is unknown only if naming it draws the warning
            probe = (tc.id, tuple(target), cpu)
            if probe not in self._cpu_probes:
                empty = session.put("empty.ll", b"")
                p = session.run([tc.tool("llc"), *target, f"-mcpu={cpu}", "-o", "/dev/null", empty])
                self._cpu_probes[probe] = "is not a recognized processor" in p.stdout + p.stderr or p.exit_code != 0
            if self._cpu_probes[probe]:
                unknown.append(cpu)
        return unknown

    def reduce(self, reproducer: Reproducer, toolchain: str, reference: CrashSignature | None,
               progress: Progress = no_progress, *, regex: str = "", budget_s: float | None = None,
               jobs: int | None = None) -> ReductionOutcome:
        """Reduce on `toolchain`. The interestingness test keeps the signature this
        toolchain shows for the input (checked against `reference` by the caller).

        A toolchain without binaries of its own (llvmlite, a Triton snapshot) is reduced by
        the newest Debian release's ``llvm-reduce``, whose interestingness test runs that
        toolchain's driver: an assertion-only crash is minimized on an assertion build."""
        tc = self.toolchain(toolchain)
        why = self.cannot_run_here(tc)
        if why:
            raise ReductionError(f"cannot reduce on {toolchain}: {why}")
        if reproducer.kind == "mlir":
            return self._reduce_mlir(reproducer, tc, progress, budget_s=budget_s or self.budget_s,
                                     jobs=jobs or self.jobs, regex=regex)
        if tc.in_process:
            reducer_bin = newest_release_with("llvm-reduce", self.llvm_root)
        else:
            reducer_bin = os.path.join(tc.bindir, "llvm-reduce")
        if not reducer_bin or not os.path.exists(reducer_bin):
            raise ReductionError("no llvm-reduce available")
        budget = budget_s or self.budget_s
        if tc.in_process and reproducer.kind == "llvm-ir":
            reproducer = self._upgrade_for_llvm_reduce(reproducer)
        limits = Limits(wall_s=budget + 30, cpu_s=(budget + 30) * max(1, jobs or self.jobs), memory_mb=8192, pids=512)
        with self._session(limits, tc) as s:
            def run(argv: list[str], timeout: float) -> ProcessResult:
                lim = Limits(wall_s=timeout, cpu_s=timeout * max(1, jobs or self.jobs), memory_mb=8192, pids=512)
                return s.run(argv, limits=lim)

            def build(args: list[str], path: str) -> list[str]:
                rep = Reproducer(reproducer.kind, reproducer.source, reproducer.tool, args)
                try:
                    argv, _ = tc.command(rep, path, output="-" if reproducer.output_regex else "/dev/null")
                except Unsupported:  # e.g. a flag dropped leaves a target this build lacks: not interesting
                    return ["/bin/sh", "-c", "exit 3"]
                return s.map_argv(argv) if hasattr(s, "map_argv") else argv

            red = LLVMReduction(build_argv=build, run=run, put=s.put, get=s.get, workdir=s.workdir,
                                python=getattr(s, "python", sys.executable), llvm_reduce=reducer_bin,
                                suffix=reproducer.suffix, jobs=jobs or self.jobs, budget_s=budget,
                                timeout_s=min(self.limits.wall_s, 30.0), regex=regex,
                                output_regex=reproducer.output_regex,
                                progress=lambda what, n: progress(f"reducing: {what}", n, None))
            ref = red.reference_of(reproducer.source, reproducer.args)
            if reference is not None and ref.kind != "output" and \
                    outcome_of(grade(reference, ref, run_assertions=_has_assertions(tc))) != "reproduces":
                raise ReductionError(f"on {toolchain} the input fails with {ref.summary()}, not the reported signature")
            res = red.execute(reproducer.source, reproducer.args, reference=ref)
            tidy, upstream = _finish(red, res, reproducer, tc, s)
        out = Reproducer(reproducer.kind, res.source, reproducer.tool, res.args, origin=f"reduced on {toolchain}",
                         command_origin=reproducer.command_origin, triple=reproducer.triple, cpu=reproducer.cpu,
                         output_regex=reproducer.output_regex)
        return ReductionOutcome(
            toolchain=toolchain,
            before=Size(res.before.bytes, res.before.lines, res.before.instructions),
            after=Size(res.after.bytes, res.after.lines, res.after.instructions),
            tests_run=res.tests_run, wall_s=res.wall_s, reproducer=out, verified=res.verified,
            signature=res.reference, steps=[p.to_json() for p in res.phases], notes=res.notes,
            samples=res.samples, cleanup=tidy.to_json(), upstream_test=upstream.to_json() if upstream else None)


    def _reduce_mlir(self, reproducer: Reproducer, tc: LLVMToolchain, progress: Progress, *, budget_s: float,
                     jobs: int, regex: str = "") -> ReductionOutcome:
        """Reduce an MLIR reproducer with reprobot's MLIR reducer (`reducers.mlir.reduce_mlir`:
        llvm-reduce reads LLVM IR only). The interestingness test runs the command on `tc` in
        the sandbox and keeps the crash this toolchain shows for the input (`matches`), and
        `regex` in its stderr when given. Raises ReductionError when the input does not crash."""
        import itertools
        import threading

        from reducers.mlir.reducer import reduce_mlir

        limits = Limits(wall_s=budget_s + 30, cpu_s=(budget_s + 30) * max(1, jobs), memory_mb=8192, pids=512)
        counter, lock = itertools.count(), threading.Lock()
        t0 = time.monotonic()
        with self._session(limits, tc) as s:
            def run(text: str) -> CrashSignature | None:
                with lock:
                    name = f"cand{next(counter)}{reproducer.suffix}"
                path = s.put(name, text.encode())
                try:
                    argv, _ = tc.command(reproducer, path)
                except Unsupported as e:
                    raise ReductionError(f"cannot reduce on {tc.id}: {e}") from None
                lim = Limits(wall_s=min(self.limits.wall_s, 30.0), cpu_s=30.0, memory_mb=4096, pids=256)
                proc = s.run(argv, limits=lim)
                if proc.timed_out or (regex and not re.search(regex, proc.stderr, re.M)):
                    return None
                return parse_llvm_crash(proc.stderr, proc.exit_code)

            local = run(reproducer.source)
            if local is None or not local.is_crash:
                raise ReductionError(f"on {tc.id} the input does not crash: nothing to reduce")
            res = reduce_mlir(reproducer.source, lambda text: matches(local, run(text)), jobs=max(1, jobs),
                              budget_s=budget_s, progress=lambda what, n, total: progress(f"reducing: {what}", n, None))
            verified = matches(local, run(res.text))
        out = Reproducer(reproducer.kind, res.text if verified else reproducer.source, reproducer.tool,
                         list(reproducer.args), origin=f"reduced on {tc.id}",
                         command_origin=reproducer.command_origin)
        after = res.after if verified else res.before
        return ReductionOutcome(
            toolchain=tc.id, before=Size(res.before.bytes, res.before.lines, res.before.ops),
            after=Size(after.bytes, after.lines, after.ops), tests_run=res.tests_run + 2,
            wall_s=time.monotonic() - t0, reproducer=out, verified=verified, signature=local, steps=res.steps,
            notes=["reduced with reprobot's MLIR reducer (reducers/mlir); operations counted as instructions"]
            + ([] if verified else ["the reduced module no longer failed the same way; the input is kept"]))

    def _upgrade_for_llvm_reduce(self, rep: Reproducer) -> Reproducer:
        """Reprint IR through llvmlite's LLVM 22 (it declares intrinsics the text only uses,
        which llvm-reduce from an older release would reject), when the newest release's
        parser accepts the reprinted text. Returns `rep` unchanged otherwise (also without
        llvmlite); whether it still crashes is checked by the reduction's own reference run."""
        from workers.toolchains.llvm import DRIVER, llvmlite_toolchain

        lite = llvmlite_toolchain()
        if lite is None:
            return rep
        llvm_as = newest_release_with("llvm-as", self.llvm_root)
        with self._session(self.limits, lite) as s:
            p = s.run([lite.python, DRIVER, "print", s.put("in.ll", rep.source.encode())])
            if p.exit_code != 0 or not p.stdout.strip():
                return rep
            text = _drop_declaration_attributes(re.sub(r"^; ModuleID = .*\n", "", p.stdout))
            if llvm_as and s.run([llvm_as, "-o", "/dev/null", s.put("up.ll", text.encode())]).exit_code != 0:
                return rep
        return Reproducer.from_json({**rep.to_json(), "source": text})


# the pass manager refusing a pipeline's anchor, placed at the module's first line though
# no pass ran: the command's form, not the pass's diagnostic
_MLIR_PIPELINE_ANCHOR = re.compile(r"error: can't run '[\w.]{1,100}' pass manager on '[\w.]{1,100}' op")
# the allocator refusing a size no input asks for (a count gone negative, 2^64-1): the release
# form of a size check compiled out. Not a plain "out of memory": under the sandbox's memory
# limit a pass that hangs allocating ends that way too (64074 on 15, a hang when unlimited)
_RUNAWAY_SIZE = re.compile(r"SmallVector unable to grow\. Requested capacity \(\d{12,}\)|"
                           r"cannot create std::vector larger than max_size")
# the parser refusing the values an op is given (invalid input, whatever the release)
_MLIR_VALUE_REFUSAL = re.compile(r"\.mlir:(\d+):\d+: error: ((?:use of value '[^'\n]{1,200}' expects different type "
                                 r"than prior uses|definition of SSA value|use of undeclared SSA value)[^\n]{0,300})")


def _refused_where_report_parsed(stderr: str, source: str, op: str) -> str:
    """The first error of an mlir-opt run when it is the parser refusing the values given to `op`
    (a type that contradicts an earlier use, an undeclared value) on a line of `source` that
    holds `op`, else "". Such a refusal reads like syntax a release lacks (107958 on 13-16: an
    older ``vector.extract`` reads the type after its colon as the result's), but where the
    report's own build crashed inside that op's parser it is the input's own fault, refused
    cleanly: an `error` in the corpus."""
    m = _MLIR_VALUE_REFUSAL.search(stderr)
    if not m:
        return ""
    lines = source.splitlines()
    line = int(m.group(1))
    return m.group(2).strip() if 0 < line <= len(lines) and op in lines[line - 1] else ""


def _passes_named_in(texts: list[str], passes: list[str]) -> list[str]:
    """The passes of `passes` whose whole name, letters and digits only, appears in `texts`
    (frames of a stack dump, an assertion's message) read the same way: ``tosa-to-linalg`` in
    ``TosaToLinalg.cpp``; ``mesh-spmdization`` is not named by ``mlir::mesh::shardType``. A
    name inside a longer one also named (``tosa-to-linalg`` in ``TosaToLinalgNamed.cpp``) is
    that longer one's. Names under four characters never count."""
    def norm(text: str) -> str:
        return re.sub(r"[^a-z0-9]", "", text.lower())

    flat = norm(" ".join(texts))
    named = {p: norm(p) for p in passes if len(norm(p)) >= 4 and norm(p) in flat}
    return [p for p, n in named.items() if not any(q != p and n in m for q, m in named.items())]


class _MlirProbes:
    """The extra runs of the release's mlir-opt that judging one `LLVMProject.run` may need, each
    run at most once per argument set: `parse_only` (no pass; the judgement asks up to three
    times, `_mlir_rejects_input` and `_mlir_parses` twice, and its repeats ask again of the same
    input) and `failing_pass` (the pass a crash is in)."""

    def __init__(self, tc: LLVMToolchain, path: str, session: Any):
        self._tc, self._path, self._session = tc, path, session
        self._done: dict[tuple[str, ...], ProcessResult] = {}
        self._failed: dict[tuple[str, ...], str] = {}

    def parse_only(self, *opts: str) -> ProcessResult:
        """``mlir-opt IN [OPTS] -o /dev/null``: the release reading, verifying and printing the
        input with no pass."""
        if opts not in self._done:
            self._done[opts] = self._session.run([self._tc.tool("mlir-opt"), self._path, *opts, "-o", "/dev/null"])
        return self._done[opts]

    def failing_pass(self, args: list[str]) -> str:
        """The pass of the command ``mlir-opt IN ARGS`` that crashes or fails, by mlir-opt's own
        local crash reproducer (``--mlir-pass-pipeline-crash-reproducer=-
        --mlir-pass-pipeline-local-reproducer``, ``--pass-pipeline-…`` before LLVM 15, with
        ``--mlir-disable-threading``, which it needs): the pass manager catches the crash and
        writes, here to stdout, a reproducer whose ``pipeline: "…"`` holds only the pass that
        failed. "" when it names no single pass (the run did not fail in a pass, or the release
        has no such option). One more run of the release, in the same session."""
        key = tuple(args)
        if key not in self._failed:
            prefix = "--mlir-" if (self._tc.version or (99,))[0] >= 15 else "--"
            opts = [f"{prefix}pass-pipeline-crash-reproducer=-", f"{prefix}pass-pipeline-local-reproducer",
                    "--mlir-disable-threading"]
            argv = [a for i, a in enumerate(args) if a != "-o" and not (i and args[i - 1] == "-o")]
            p = self._session.run([self._tc.tool("mlir-opt"), self._path, *argv, *opts, "-o", "/dev/null"])
            m = re.search(r'^[ \t]*pipeline:[ \t]*"([^"\n]*)"', p.stdout or "", re.M)
            passes = mlir_passes([f"--pass-pipeline={m.group(1)}"]) if m else []
            self._failed[key] = passes[0] if len(passes) == 1 else ""
        return self._failed[key]


class _ContainerPaths:
    """A Docker session whose `run` maps host paths (driver scripts, llvmlite's interpreter)
    to their copies in the container; everything else is the session's."""

    def __init__(self, session: Any, paths: dict[str, str]):
        self._s = session
        self._paths = paths

    def __getattr__(self, name: str) -> Any:
        return getattr(self._s, name)

    def map_argv(self, argv: list[str]) -> list[str]:
        return [self._paths.get(a, a) for a in argv]

    def run(self, argv: list[str], **kw: Any) -> ProcessResult:
        return self._s.run(self.map_argv(argv), **kw)


def _finish(red: LLVMReduction, res: Any, rep: Reproducer, tc: LLVMToolchain, session: Any) -> tuple[Any, Any]:
    """After llvm-reduce, in the same session: the cleanup passes (`reducers.cleanup`, each
    kept only when the reduction's test still passes), then the lit test
    (`workers.upstream_test`), for crashes only."""
    from reducers.cleanup import clean_llvm_result
    from workers.upstream_test import lit_test

    tidy = clean_llvm_result(red, res, rep.kind)
    upstream = None
    if res.verified and not rep.output_regex and res.reference.kind not in ("timeout", "output"):
        upstream = lit_test(res.source, rep.kind, rep.tool, res.args, res.reference, tc, session)
    return tidy, upstream


def _drop_declaration_attributes(ir: str) -> str:
    """Remove attribute groups used only by ``declare`` lines: intrinsics carry their own
    attributes, and newer releases print keywords older parsers reject
    (``nocreateundeforpoison``)."""
    lines = ir.splitlines()
    used_by_def: set[str] = set()
    for line in lines:
        if not line.startswith(("declare ", "attributes ")):
            used_by_def.update(re.findall(r"#\d+", line))
    out = []
    for line in lines:
        if line.startswith("declare "):
            line = re.sub(r"\s#\d+(?=\s|$)", "", line)
        elif line.startswith("attributes "):
            m = re.match(r"attributes (#\d+)", line)
            if m and m.group(1) not in used_by_def:
                continue
        out.append(line)
    return "\n".join(out) + "\n"


def _display(argv: list[str], tc: LLVMToolchain | None = None) -> list[str]:
    """argv as a person would type it (a driver shown by name, its symbol addresses left out)."""
    if len(argv) > 2 and argv[1].endswith("llvmlite_driver.py"):
        return ["llvmlite:" + argv[2], *argv[3:]]
    if len(argv) > 2 and argv[1].endswith("triton_llvm_driver.py"):
        rest = argv[2:]
        while rest[:1] == ["--sym"]:
            rest = rest[2:]
        return [f"{tc.id if tc else 'triton'}:{rest[0]}", *rest[1:]] if rest else argv
    return argv

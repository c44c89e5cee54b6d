"""Golden tests: real stderr of Debian LLVM releases and llvmlite (tests/reducers/golden/),
and failure text pasted into real issues (shared corpus)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reducers.signature import (CrashSignature, matches, message_key, normalize_message, parse_llvm_crash,
                                parse_reported, same_bug, strip_python_source)

GOLDEN = Path(__file__).parent / "golden"
CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "llvm"

CASES = [  # file, kind, key, crashing pass, first frame
    ("102870-19.stderr", "llvm-error", "do not know how to expand this operator's operand!",
     "MIPS DAG->DAG Pattern Instruction Selection", None),
    ("137064-16.stderr", "llvm-error", "invalid size request on a scalable vector.", "Legacy Divergence Analysis", None),
    ("137064-llvmlite22.stderr", "assertion", 'assertion `!call.gettype()->isvoidty() && "bad inline asm!"\' failed', "", None),
    ("139791-16.stderr", "llvm-error", "unable to legalize instruction: %:_(s32) = g_zext %:_(s8)", "Legalizer", None),
    ("176966-16.stderr", "signal", "", "AMDGPU DAG->DAG Pattern Instruction Selection", "llvm::hash_combine"),
    ("200792-13.stderr", "cannot-select", "cannot select: %:sreg_64_xexec(s1) = g_phi", "InstructionSelect", None),
    ("200792-19.stderr", "cannot-select", "cannot select: %:sreg_64_xexec(s1) = g_phi", "InstructionSelect", None),
    ("54274-14.stderr", "cannot-select", "cannot select: i32,ch = atomicloadadd",
     "AMDGPU DAG->DAG Pattern Instruction Selection", None),
    ("56745-19.stderr", "signal", "", "X86 DAG->DAG Instruction Selection", "llvm::SelectionDAGBuilder::visitInlineAsm"),
    ("57398-16.stderr", "cannot-select", "cannot select: i32,ch = dynamic_stackalloc",
     "NVPTX DAG->DAG Pattern Instruction Selection", None),
    ("58924-16.stderr", "signal", "", "X86 FP Stackifier", None),
    ("59250-14.stderr", "signal", "", "AMDGPU DAG->DAG Pattern Instruction Selection", "llvm::SelectionDAGBuilder::visitRet"),
    ("59250-16.stderr", "cannot-select", "cannot select: i64 = frameindex", "AMDGPU DAG->DAG Pattern Instruction Selection", None),
    ("64179-16.stderr", "cannot-select", "cannot select: i32 = setcc", "AArch64 Instruction Selection", None),
    ("64440-14.stderr", "cannot-select", "cannot select: ch = store", "X86 DAG->DAG Instruction Selection", None),
    ("64440-16.stderr", "cannot-select", "cannot select: v8bf16 = sint_to_fp", "X86 DAG->DAG Instruction Selection", None),
    ("78206-19.stderr", "llvm-error", "do not know how to split the result of this operator!",
     "X86 DAG->DAG Instruction Selection", None),
    ("87192-19.stderr", "signal", "", "AArch64 Assembly Printer", None),
    ("98033-14.stderr", "signal", "", "NVPTX DAG->DAG Pattern Instruction Selection", None),
    ("199349-13.stderr", "signal", "", "AMDGPU DAG->DAG Pattern Instruction Selection", "llvm::APInt::trunc"),
]


@pytest.mark.parametrize("name,kind,key,pass_name,frame", CASES)
def test_golden_stderr(name, kind, key, pass_name, frame):
    sig = parse_llvm_crash((GOLDEN / name).read_text(), -6)
    assert sig is not None
    assert sig.kind == kind
    assert sig.key == key
    assert sig.pass_name == pass_name
    if frame:
        assert sig.frames[0] == frame
    # the crash handler's own frames never count as the bug's
    assert not any("PrintStackTrace" in f or "SignalHandler" in f or "libc.so" in f for f in sig.frames)


def test_clean_runs_and_diagnostics_are_not_crashes():
    assert parse_llvm_crash("", 0) is None
    assert parse_llvm_crash("error: <unknown>:0:0: in function f void (): illegal VGPR to SGPR copy\n", 1) is None
    assert parse_llvm_crash("llc: error: llc: a.ll:9:20: error: use of undefined value '@llvm.fma.f32'\n", 1) is None


def test_signal_from_exit_status_without_text():
    sig = parse_llvm_crash("", -11)
    assert sig.kind == "signal" and sig.signal == "SIGSEGV"
    assert parse_llvm_crash("", 139).signal == "SIGSEGV"


def test_normalization_removes_what_changes_between_runs():
    a = normalize_message("Cannot select: 0x22804a58: i32,ch = dynamic_stackalloc 0x2, Constant:i32<0>")
    b = normalize_message("Cannot select: t6: i32,ch = dynamic_stackalloc t0, Constant:i32<0>")
    assert message_key("cannot-select", a) == message_key("cannot-select", b) == "cannot select: i32,ch = dynamic_stackalloc"
    assert normalize_message("/src/llvm/lib/CodeGen/X.cpp:497: void f()") == "X.cpp: void f()"
    assert "%" in normalize_message("%12:sreg_64_xexec(s1) = G_PHI %11:vcc(s1), %bb.1")
    assert "12" not in normalize_message("%12:sreg_64_xexec(s1) = G_PHI %11:vcc(s1), %bb.1")


def test_gnu_and_macos_assertion_formats_agree():
    gnu = parse_llvm_crash("llc: TargetLowering.cpp:5969: virtual X f(): Assertion `!Call.getType()->isVoidTy() && "
                           "\"Bad inline asm!\"' failed.\n", -6)
    mac = parse_reported("Assertion failed: (!Call.getType()->isVoidTy() && \"Bad inline asm!\"), function "
                         "ParseConstraints, file TargetLowering.cpp, line 5776.")
    assert gnu.key == mac.key
    assert mac.location == "TargetLowering.cpp:ParseConstraints"


def test_same_message_different_pass_is_still_same_bug_for_matches_but_not_same_bug():
    a = CrashSignature("llvm-error", "foo", "Pass A")
    b = CrashSignature("llvm-error", "foo", "Pass B")
    assert matches(a, b)
    assert not same_bug(a, b)


def test_release_segfault_matches_reported_assertion_only_through_its_location():
    golden = (GOLDEN / "59250-14.stderr").read_text()
    run = parse_llvm_crash(golden, -11)
    reported = parse_reported("llc: /x/SelectionDAGBuilder.cpp:497: void getCopyToParts(llvm::SelectionDAG&): "
                              "Assertion `NumParts == 1 && \"No-op copy with multiple parts!\"' failed.\n"
                              "2.      Running pass 'AMDGPU DAG->DA")
    assert matches(reported, run)  # visitRet is in SelectionDAGBuilder
    elsewhere = parse_reported("UNREACHABLE executed at llvm/lib/Target/NVPTX/NVPTXISelDAGToDAG.cpp:3808!\n"
                               "Unhandled source type")
    assert not matches(elsewhere, run)


def test_different_messages_are_different_bugs():
    reported = parse_reported("LLVM ERROR: Cannot select: t17: v8bf16 = sint_to_fp t26")
    other = parse_llvm_crash((GOLDEN / "64440-14.stderr").read_text(), -6)
    same = parse_llvm_crash((GOLDEN / "64440-16.stderr").read_text(), -6)
    assert not matches(reported, other)
    assert matches(reported, same)


def test_report_cut_before_anything_comparable_matches_any_crash():
    reported = parse_reported("PLEASE submit a bug report\nStack dump:\n0. Program arguments: llc x.ll\n1. Running pass 'F")
    assert reported is not None and reported.pass_name == ""  # "F" is too short to compare
    assert matches(reported, parse_llvm_crash((GOLDEN / "87192-19.stderr").read_text(), -11))


def test_roundtrip_json():
    sig = parse_llvm_crash((GOLDEN / "56745-19.stderr").read_text(), -11)
    assert CrashSignature.from_json(json.loads(json.dumps(sig.to_json()))) == sig


@pytest.mark.skipif(not CORPUS.exists(), reason="shared corpus not present")
def test_reported_signatures_in_corpus_match_expected_regex():
    """Where the corpus says what the reporter saw, the parsed reported signature's first
    line or message matches expected.json's signature_regex."""
    from workers.extract.llvm import extract_llvm
    import re

    checked = 0
    for d in sorted(CORPUS.iterdir()):
        exp = json.loads((d / "expected.json").read_text())
        x = extract_llvm(json.loads((d / "issue.json").read_text()))
        if x.reported is None or not x.reported.message:
            continue
        rx = exp["signature_regex"]
        text = x.reported.first_line + " " + x.reported.message + " " + x.reported.pass_name + " " + x.reported_text
        assert re.search(rx, text, re.S), (d.name, rx, x.reported)
        checked += 1
    assert checked >= 15


def test_location_keeps_directory_class_and_anonymous_namespace():
    """Real assertion lines (bench/corpus/llvm issues 64452, 101288, 64809; llvmlite 22 on 58171)."""
    from reducers.signature import split_location

    lines = {
        "llc: /root/llvm-project/llvm/include/llvm/CodeGen/MachineRegisterInfo.h:663: const llvm::TargetRegisterClass* "
        "llvm::MachineRegisterInfo::getRegClass(llvm::Register) const: Assertion `isa<const TargetRegisterClass *>"
        "(VRegInfo[Reg.id()].first) && \"Register class not set, wrong accessor\"' failed.":
            ("CodeGen", "MachineRegisterInfo", "MachineRegisterInfo", "getRegClass"),
        "llc: skan/llvm-project/llvm/lib/Target/X86/X86FlagsCopyLowering.cpp:899: void {anonymous}::"
        "X86FlagsCopyLoweringPass::rewriteMI(llvm::MachineBasicBlock&, llvm::MachineBasicBlock::iterator, const "
        "llvm::DebugLoc&, llvm::MachineInstr&, {anonymous}::CondRegArray&): Assertion `CC != X86::COND_INVALID && "
        "\"Unknown EFLAG user!\"' failed.": ("X86", "X86FlagsCopyLowering", "X86FlagsCopyLoweringPass", "rewriteMI"),
        "llc: /home/matt/src/llvm-project/llvm/lib/CodeGen/MIRParser/MIParser.cpp:1854: bool (anonymous namespace)::"
        "MIParser::parseTargetImmMnemonic(const unsigned int, const unsigned int, MachineOperand &, const "
        "MIRFormatter &): Assertion `Token.is(MIToken::Identifier)' failed.":
            ("MIRParser", "MIParser", "MIParser", "parseTargetImmMnemonic"),
    }
    for text, want in lines.items():
        sig = parse_reported(text)
        assert sig.kind == "assertion" and split_location(sig.location) == want, sig.location
    assert "{anonymous}" in parse_reported(list(lines)[2]).location
    sig = parse_llvm_crash((GOLDEN / "58171-llvmlite22.stderr").read_text(), -6)
    assert split_location(sig.location) == ("MC", "MCRegisterInfo", "MCRegisterClass", "getRegister")


def test_pass_manager_wrappers_are_not_the_crashing_pass():
    """A stack dump cut after 'Running pass 'Function Pass Manager'' (101288's report) names no pass."""
    text = ("PLEASE submit a bug report\nStack dump:\n0.      Program arguments: llc -mattr=+zu\n"
            "1.      Running pass 'Function Pass Manager' on module '<stdin>'.\n")
    assert parse_reported(text).pass_name == ""
    sig = parse_llvm_crash((GOLDEN / "58423-13.stderr").read_text(), -11)
    assert sig.pass_name == "AArch64PreLegalizerCombiner" and sig.function == "@f"


def test_pasted_stack_through_the_signal_handler_is_a_signal():
    """59275's comment: SignalHandler, __restore_rt, then the crashing frame: no message."""
    text = ("2.\tRunning pass 'AArch64 Instruction Selection' on function '@andv_nxv2i8'\n"
            "#0 0x00005617f982711f llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (llc+0x31f911f)\n"
            "#1 0x00005617f9824b94 SignalHandler(int) Signals.cpp:0:0\n"
            "#2 0x00007feebd2fe420 __restore_rt (/lib/x86_64-linux-gnu/libpthread.so.0+0x14420)\n"
            "#3 0x00005617f72dee21 llvm::AArch64TargetLowering::addTypeForNEON\n")
    sig = parse_reported(text)
    assert sig.kind == "signal" and sig.signal and sig.frames == ("llvm::AArch64TargetLowering::addTypeForNEON",)
    # an abort (assertion, fatal error) goes through the handler too, but from abort()
    aborted = text.replace("#3 0x00005617f72dee21", "#3 0x1 abort\n#4 0x00005617f72dee21")
    assert parse_reported(aborted).signal == ""


def test_assertion_failed_in_format():
    """121365's report: 'assert.h assertion failed in <signature>: <condition>'."""
    sig = parse_reported('assert.h assertion failed in void llvm::MachineIRBuilder::validateTruncExt(const LLT, '
                         'const LLT, bool): DstTy.isScalar() && SrcTy.isScalar() && "invalid extend/trunc"')
    assert sig.kind == "assertion" and sig.message.startswith("Assertion `DstTy.isScalar() && SrcTy.isScalar()")
    assert sig.location == ":MachineIRBuilder::validateTruncExt"


def test_verifier_key_keeps_the_whole_opcode_and_no_stars():
    run = parse_llvm_crash((GOLDEN / "130020-16.stderr").read_text(), -6)
    assert run.key == "bad machine code: illegal virtual register for instruction v_mov_b32_e32"
    rep = parse_reported("*** Bad machine code: Illegal virtual register for instruction ***")
    assert rep.key == "bad machine code: illegal virtual register for instruction"


def test_target_namespace_of_dag_opcodes_is_not_part_of_the_bug():
    # the same .ll (triton#7011 lowered to LLVM IR): LLVM 19 prints BUFFER_ATOMIC_FADD, LLVM 22
    # prints AMDGPUISD::BUFFER_ATOMIC_FADD
    old = parse_llvm_crash((GOLDEN / "triton7011-ll-19.stderr").read_text(), -6)
    new = parse_llvm_crash((GOLDEN / "triton7011-ll-llvmlite22.stderr").read_text(), -6)
    assert "AMDGPUISD::" in new.first_line and "AMDGPUISD::" not in old.first_line
    assert old.key == new.key == "cannot select: v2bf16,ch = buffer_atomic_fadd"
    assert matches(old, new) and matches(new, old)  # llvmlite prints no pass: `matches`, not `same_bug`


# Real tracebacks (tests/reducers/golden/python/py-*.stderr from the scripts in golden/python/src/, run by
# python 3.11 and pytest; triton-*.stderr + .report.json from workers/triton/harness.py `run`
# in the 3.2.0 and 3.6.0 release venvs, target hip:gfx942:64). The source line a traceback
# quotes is never the signature; the exception's `Type: message` line is.
PY_CASES = [  # file, parse_llvm_crash kind, key (None: no crash for an LLVM tool)
    ("py-llvm-error-wrapper.stderr", "cannot-select", "cannot select: i64 = frameindex"),
    ("py-pytest-long.stderr", "cannot-select", "cannot select: f32 = fma"),
    ("py-pytest-short.stderr", "cannot-select", "cannot select: f32 = fma"),
    ("py-chained-assertion.stderr", "assertion", 'assertion `v && "null"\' failed'),
    ("py-quoted-comment.stderr", None, None),
]


@pytest.mark.parametrize("name,kind,key", PY_CASES)
def test_python_traceback_signature_comes_from_the_exception_line(name, kind, key):
    text = (GOLDEN / "python" / name).read_text()
    for sig in (parse_llvm_crash(text, 1), parse_reported(text)):
        if kind is None:
            assert sig is None
            continue
        assert (sig.kind, sig.key) == (kind, key)
        # the raising line is quoted in the traceback; it must not leak into the signature
        assert '" +' not in sig.first_line and "comment" not in sig.first_line


def test_stripping_python_source_keeps_everything_else():
    text = (GOLDEN / "python" / "py-chained-assertion.stderr").read_text()
    kept = strip_python_source(text)
    assert "raise" not in kept and 'File "' not in kept
    assert "OSError: python: /src/llvm/lib/IR/Value.cpp:42" in kept
    assert kept.rstrip().endswith("RuntimeError: PassManager::run failed: LLVM ERROR: see above")
    # LLVM stderr and Markdown quotes have no traceback: untouched
    for name in ("59250-14.stderr", "137064-llvmlite22.stderr"):
        llvm = (GOLDEN / name).read_text()
        assert strip_python_source(llvm) == llvm
    quoted = "> LLVM ERROR: Cannot select: t1: i32 = foo\n> in function f\n"
    assert strip_python_source(quoted) == quoted
    assert parse_reported(quoted).kind == "cannot-select"


_TB_LINES = st.sampled_from(['  File "a.py", line 3, in f', "    raise X('LLVM ERROR: ' + t)", "    ^^^^^",
                             "ValueError: x", "at 2:4:", "def k(X):", "           ^", ">       f()",
                             "E       RuntimeError: y", "t.py:4: in test_x", "LLVM ERROR: z", "", "  | x"])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(_TB_LINES, st.text(max_size=20)), max_size=40))
def test_strip_python_source_only_removes_whole_lines(lines):
    text = "\n".join(lines)
    out = strip_python_source(text)
    kept = out.split("\n") if out else []
    it = iter(text.split("\n"))
    assert all(any(k == x for x in it) for k in kept)  # a subsequence of the input's lines
    # exception lines and tool output are never removed when no traceback line precedes them
    if not any(x.startswith(("  File", ">", "at ", "t.py")) for x in lines):
        assert out == text


def test_llvm_error_quoted_inline_ends_at_its_backtick_but_a_run_keeps_them():
    """fresh4's 197949 writes "triggers a fatal `LLVM ERROR: unsupported library call
    operation` during SelectionDAG type legalization": the message is what the backticks hold.
    A run's own message keeps its backticks: a function name in it is the input's (the hostile
    GitHub test's name has a code fence in it, and the comment must quote it whole)."""
    from reducers.signature import parse_llvm_crash, parse_reported

    rep = parse_reported("Compiling it triggers a fatal `LLVM ERROR: unsupported library call operation` during "
                         "SelectionDAG type legalization.")
    assert rep.message == "unsupported library call operation"
    run = parse_llvm_crash("LLVM ERROR: cannot select: G_PHI (in function: a ``` b)\n", -6)
    assert "a ``` b" in run.first_line
    clang = parse_reported("fatal error: error in backend: Cannot scalarize scalable vector stores\n")
    assert clang.message == "Cannot scalarize scalable vector stores" and clang.kind == "llvm-error"


def test_llvm_error_quoted_in_prose_yields_to_the_printed_line():
    """112367: 'crashes … with "LLVM ERROR: unable to legalize instruction"' in prose, the
    whole line in the pasted log: the log's line is the message; alone, a quoted mention ends at
    its closing quote."""
    from reducers.signature import parse_reported

    text = ('The code crashes with "LLVM ERROR: unable to legalize instruction"\n'
            "LLVM ERROR: unable to legalize instruction: %2:_(<4 x s32>) = G_SHUFFLE_VECTOR %0:_(<4 x s32>), %1:_\n")
    assert "G_SHUFFLE_VECTOR" in parse_reported(text).message
    alone = parse_reported('it fails with "LLVM ERROR: foo bar" when built')
    assert alone.message == "foo bar" and alone.first_line == "LLVM ERROR: foo bar"


def test_backend_error_diagnostics_are_their_own_kind():
    from reducers.signature import parse_diagnostic, parse_reported, title_diagnostic

    line = "error: <unknown>:0:0: in function f void ([16 x i32]): illegal VGPR to SGPR copy"
    d = parse_reported(line + "\n")
    assert (d.kind, d.message, d.function) == ("diagnostic", "illegal VGPR to SGPR copy", "@f")
    assert not d.is_crash
    assert parse_diagnostic("llc: error: <unknown>:0:0: ran out of registers during register allocation").message \
        == "ran out of registers during register allocation"
    assert parse_diagnostic("error: repro.ll:3:7: expected type") is None  # a parse error is not one
    assert title_diagnostic("[AMDGPU] illegal VGPR to SGPR copy").message == "illegal VGPR to SGPR copy"
    for title in ("[AMDGPU] crash in SIFoldOperands", "SIFixSGPRCopies breaks functions with VALU copy",
                  "[X86] poor codegen for abs", "hang"):
        assert title_diagnostic(title) is None, title


def test_a_diagnostic_from_llvms_default_handler_is_one():
    """llvm/llvm-project#175580 ("[NVPTX] error: no libcall available for fexp"): LLVM 22 through
    llvmlite, where no tool installs a diagnostic handler, prints LLVMContext's default form,
    "error: " and the bare message (real run below). It is the title's diagnostic, word for word;
    a parse error (file:line:col) is still not one."""
    import subprocess
    import sys
    from pathlib import Path

    from reducers.grade import grade
    from reducers.signature import parse_diagnostic, title_diagnostic
    from workers.toolchains.llvm import DRIVER

    ir = Path(__file__).resolve().parents[2] / "bench/corpus/llvm/175580/repro.ll"
    p = subprocess.run([sys.executable, DRIVER, "llc", "-o", "/dev/null", str(ir)], capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 1, p.stderr
    d = parse_diagnostic(p.stderr)
    assert d is not None and d.message == "no libcall available for fexp" and not d.is_crash
    title = title_diagnostic("[NVPTX] error: no libcall available for fexp")
    assert title.message == "no libcall available for fexp"
    assert grade(title, d).grade == "exact"
    assert parse_diagnostic("error: x.ll:12:30: unterminated attribute group") is None


def test_windows_assert_format_keys_like_glibcs():
    """A report from a Windows build ("Assertion failed: X, file F, line N", MSVC's CRT) has the
    key a Linux release's assertion text has, and names its file."""
    from reducers.signature import parse_reported

    win = parse_reported('Assertion failed: Idx < size() && "Invalid index", file '
                         'C:\\src\\llvm-project\\llvm\\include\\llvm/ADT/SmallVector.h, line 298')
    gnu = parse_reported("llc: /x/llvm/include/llvm/ADT/SmallVector.h:298: T& f(): "
                         "Assertion `Idx < size() && \"Invalid index\"' failed.")
    assert win.kind == "assertion" and win.key == gnu.key and win.location == "ADT/SmallVector.h:"


def test_location_of_an_assertion_line_cut_before_its_message():
    """llvm#57368: the excerpt cuts the assert(3) line inside the function's arguments; file and
    function still place the assertion. A full line is left to `parse_reported`; a line cut
    inside the function's name places nothing."""
    from reducers.signature import cut_assertion_location
    cut = ("opt: /root/llvm-project/llvm/lib/Analysis/LoopAccessAnalysis.cpp:214: void "
           "llvm::RuntimePointerChecking::insert(llvm::Loop*, llvm::Value*, const llvm::SCEV*, llvm::Type*, boo")
    assert cut_assertion_location("$ opt -loop-load-elim r.ll\n" + cut) == \
        "Analysis/LoopAccessAnalysis.cpp:RuntimePointerChecking::insert"
    assert cut_assertion_location(cut.replace(", boo", ", bool): Assertion `AR' failed.")) == ""
    assert cut_assertion_location("llc: /a/lib/Target/X86/X86ISelLowering.cpp:12: llvm::SDValue llvm::X86Targ") == ""


def test_stack_dump_without_symbolizer_keeps_the_frame_after_libcs():
    """LLVM 19 in the runner container (no llvm-symbolizer there) prints '3  libc.so.6 0x…' with no
    name and then '4  libLLVM.so.19.1 0x… llvm::MemorySSA::…::getClobberingMemoryAccessBase(…) + 637'
    (llvm/llvm-project#222852, real stderr). Frame 4 is the crash site: it must not be swallowed by
    the nameless frame above it (the bot then missed the release variant the CLI found)."""
    from pathlib import Path

    from reducers.signature import parse_llvm_crash

    text = (Path(__file__).parent / "golden" / "222852-19-nosymbolizer.stderr").read_text()
    sig = parse_llvm_crash(text, -11)
    assert sig.frames[0] == "llvm::MemorySSA::ClobberWalkerBase::getClobberingMemoryAccessBase", sig.frames
    assert sig.frames[1:3] == ("getMatchingValue", "loadCSE")


def test_glibc_heap_abort_in_a_report_is_an_abort_without_message():
    """llvm/llvm-project#58699: llc 15.0.2 under bugpoint printed 'free(): invalid pointer' (glibc
    found the heap corrupted) before the stack dump: a SIGABRT with no LLVM message, so a release
    that segfaults in the same input is not ruled out by a message, and one that prints an LLVM
    fatal error is (reducers.grade)."""
    body = json.loads((Path(__file__).resolve().parents[2] / "bench" / "corpus" / "llvm" / "58699" /
                       "issue.json").read_text())["body"]
    ref = parse_reported(body)
    assert (ref.kind, ref.signal, ref.message, ref.first_line) == ("signal", "SIGABRT", "", "free(): invalid pointer")
    run = parse_llvm_crash("double free or corruption (out)\nPLEASE submit a bug report to x\n", -6)
    assert run.first_line == "double free or corruption (out)" and run.signal == "SIGABRT"


def test_heap_damage_reads_glibcs_abort_and_a_segfault_inside_its_allocator_alike():
    """116044 on the real mlir-opt 19, the same command twice (golden): glibc's check aborts with
    its line, or the allocator segfaults reading the damaged chunk first. Both are heap damage
    found after the fact; a segfault in LLVM's own code (222852) and an abort without glibc's
    line are not."""
    from reducers.signature import heap_damage, parse_llvm_crash

    golden = Path(__file__).parent / "golden"
    abort = parse_llvm_crash((golden / "116044-19-malloc-consolidate-abort.stderr").read_text(), -6)
    segv = parse_llvm_crash((golden / "116044-19-malloc-consolidate-segv.stderr").read_text(), -11)
    assert heap_damage(abort) == "malloc_consolidate(): unaligned fastbin chunk detected"
    assert heap_damage(segv) == "SIGSEGV in glibc's malloc_consolidate"
    assert heap_damage(parse_llvm_crash((golden / "222852-19-nosymbolizer.stderr").read_text(), -11)) == ""
    assert heap_damage(parse_llvm_crash("PLEASE submit a bug report to x\nStack dump:\n", -6)) == ""


def test_an_op_error_without_its_prefix_is_located_by_its_see_current_operation_note():
    """mlir-opt prints "F.mlir:L:C: error: 'op' op …" then "F.mlir:L:C: note: see current operation:";
    a reporter who pasted from the op's name on (61380) still shows where it was. An op's words in a
    sentence, with no note under them, place nothing."""
    from reducers.signature import error_position, parse_located_error

    sig = parse_located_error("'scf.parallel' op expects body to terminate with 'scf.yield'\n"
                              "temp.mlir:5:5: note: see current operation:\n\"scf.parallel\"(%0) ({\n")
    assert sig.kind == "diagnostic" and sig.message == "'scf.parallel' op expects body to terminate with 'scf.yield'"
    assert error_position(sig.first_line) == (5, 5)
    assert parse_located_error("the 'scf.parallel' op expects body to terminate with 'scf.yield'\n") is None
    # a prefixed error is read as before, before any unplaced one
    assert error_position(parse_located_error("x.mlir:2:3: error: 'a.b' op bad thing here\n").first_line) == (2, 3)


def test_a_title_saying_internal_compiler_error_is_not_a_diagnostic():
    """#69124's title '4 x i8 u/srem causes internal compiler error in nvptx instruction
    selection' describes a crash; its words are no diagnostic to compare."""
    from reducers.signature import title_diagnostic

    assert title_diagnostic("4 x i8 u/srem causes internal compiler error in nvptx instruction selection") is None
    assert title_diagnostic("[AMDGPU] illegal VGPR to SGPR copy") is not None


def test_a_function_outside_any_namespace_is_a_static_helper():
    """assert(3) prints the qualified name: no namespace after a return type is a file-local
    helper (llvm/llvm-project#173128's DebugInfo.cpp:544), which release builds cannot name."""
    from reducers.signature import split_location

    sig = parse_reported("opt: /root/llvm-project/llvm/lib/IR/DebugInfo.cpp:544: llvm::MDNode* "
                         "stripDebugLocFromLoopID(llvm::MDNode*): Assertion `!N->operands().empty() && "
                         "\"Missing self reference?\"' failed.")
    assert sig.location == "IR/DebugInfo.cpp:{static}::stripDebugLocFromLoopID"
    assert split_location(sig.location) == ("IR", "DebugInfo", "", "stripDebugLocFromLoopID")
    method = parse_reported("llc: /src/llvm/include/llvm/CodeGen/MachineOperand.h:370: llvm::Register "
                            "llvm::MachineOperand::getReg() const: Assertion `isReg() && \"x\"' failed.")
    assert method.location == "CodeGen/MachineOperand.h:MachineOperand::getReg"
    cast = parse_reported("python3: /x/include/llvm/Support/Casting.h:566: decltype(auto) llvm::cast(const From&) "
                          "[with To = mlir::triton::ProgramIDDimAttr; From = mlir::Attribute]: Assertion "
                          "`isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' failed.")
    assert cast.location == "Support/Casting.h:cast"


def test_the_one_pass_of_a_legacy_opt_command_and_its_display_name():
    """`opt -codegenprepare -stress-cgp-store-extract -S` runs one pass (the other flag is an
    option), which the legacy pass manager's stack dump calls "CodeGen Prepare"; a pipeline of
    two passes, -O3 or a new-PM pipeline is not a legacy single pass."""
    from reducers.signature import _passes_agree, single_legacy_pass

    assert single_legacy_pass(["-codegenprepare", "-stress-cgp-store-extract", "-S"]) == "codegenprepare"
    assert single_legacy_pass(["-instcombine", "-S", "-o", "out.ll"]) == "instcombine"
    assert single_legacy_pass(["-loop-vectorize", "-force-vector-width=4"]) == "loop-vectorize"
    for args in (["-instcombine", "-simplifycfg"], ["-O3"], ["-passes=instcombine"], ["-S"]):
        assert single_legacy_pass(args) == "", args
    assert _passes_agree("CodeGen Prepare", "codegenprepare") and not _passes_agree("GVN", "gvn-hoist")


def test_the_one_pass_of_an_mlir_opt_command():
    """The commands of real corpus reports: a pass flag with options, a pipeline whose op anchors
    are not passes (`builtin.module(func.func(X))`, given as one argument or two), options that are
    not passes (-o, -split-input-file, --allow-unregistered-dialect); two passes are none."""
    from reducers.signature import single_mlir_pass

    assert single_mlir_pass(["--convert-vector-to-scf", "-o", "/dev/null"]) == "convert-vector-to-scf"
    assert single_mlir_pass(["-split-input-file", "--convert-amdgpu-to-rocdl=chipset=gfx942"]) == "convert-amdgpu-to-rocdl"
    assert single_mlir_pass(["-pass-pipeline", "builtin.module(func.func(tosa-to-linalg))", "-o", "/dev/null"]) \
        == "tosa-to-linalg"
    assert single_mlir_pass(["--pass-pipeline=builtin.module(func.func(tosa-to-linalg{a=1}))"]) == "tosa-to-linalg"
    assert single_mlir_pass(["-allow-unregistered-dialect", "--canonicalize"]) == "canonicalize"
    for args in (["--pass-pipeline=builtin.module(func.func(mesh-spmdization,test-constant-fold))"],
                 ["--inline", "--sccp"], ["-o", "/dev/null"], ["-verify-diagnostics"]):
        assert single_mlir_pass(args) == "", args


OWN = Path(__file__).resolve().parents[2] / "bench" / "corpus" / "llvm"


def _reported_line(number: int, mark: str) -> str:
    """The line of a real issue (own corpus) that holds `mark`."""
    issue = json.loads((OWN / str(number) / "issue.json").read_text())
    texts = [issue["body"], *(c["body"] for c in issue.get("comments") or [])]
    return next(ln for t in texts for ln in t.splitlines() if mark in ln)


@pytest.mark.parametrize("number,mark", [
    (87441, "Assertion `i < NumUserOperands"),          # glibc assert(3), location and message
    (59121, "Assertion failed: (!MBB.isLiveIn"),       # macOS form, ends in ", line N."
    (79822, "UNREACHABLE executed at"),                 # the location after "at"
    (75276, "Assertion failed: ((MO.getReg()"),
])
def test_a_real_crash_line_re_wrapped_by_a_mail_client_reads_as_the_line(number, mark):
    import textwrap
    line = _reported_line(number, mark)
    if "UNREACHABLE" in line:  # the message is printed on the line before
        line = "unimplemented reg-to-reg copy\n" + line
    whole = parse_reported(line)
    assert whole is not None and whole.location
    for width in (60, 72, 80):
        wrapped = "\n".join(textwrap.fill(ln, width, break_long_words=False, break_on_hyphens=False)
                            for ln in line.splitlines())
        assert wrapped.count("\n") > line.count("\n")
        got = parse_reported(wrapped)
        # lines of equal width may be joined as a terminal's column: keys agree without white space
        assert (got.kind, "".join(got.key.split()), got.location) == \
            (whole.kind, "".join(whole.key.split()), whole.location), width
        assert matches(got, whole)


def test_a_real_report_wrapped_mid_word_matches_the_tool_line():
    """llvm#134115 pasted the assertion cut by the terminal inside a word ("isOrder" / "edRanges");
    the tool prints it whole."""
    issue = json.loads((OWN / "134115" / "issue.json").read_text())
    reported = parse_reported(issue["body"])
    assert reported.kind == "assertion" and reported.location == "IR/ConstantRangeList.h:ConstantRangeList::ConstantRangeList"
    stderr = ("opt: ../../llvm/include/llvm/IR/ConstantRangeList.h:36: llvm::ConstantRangeList::ConstantRangeList("
              "ArrayRef<ConstantRange>): Assertion `isOrderedRanges(RangesRef)' failed.\n"
              "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.\n")
    assert matches(reported, parse_llvm_crash(stderr, -6))
    assert not matches(reported, parse_llvm_crash(stderr.replace("isOrderedRanges", "isSortedRanges"), -6))


def test_unwrapping_joins_a_terminal_column_without_spaces_and_stops_at_a_new_log_line():
    from reducers.signature import unwrap_assertion_lines
    line = ("llc: /src/llvm/lib/CodeGen/SelectionDAG/SelectionDAG.cpp:6012: llvm::SDValue llvm::SelectionDAG::getNode(...): "
            "Assertion `VT.getSizeInBits() == Operand.getValueSizeInBits() && \"Cannot BITCAST between types of different sizes!\"' failed.")
    column = "\n".join(line[i:i + 50] for i in range(0, len(line), 50))
    assert unwrap_assertion_lines(column) == line
    # a report cut before "failed": the location is joined up to its assertion, the stack dump is not
    cut = "opt: /src/llvm/lib/IR/Type.cpp:688: static\nllvm::FixedVectorType* llvm::FixedVectorType::get(llvm::Type*, unsigned):\nAssertion `isValidElementType(ElementType) && \"Element\nStack dump:\n0.\tProgram arguments: opt"
    got = unwrap_assertion_lines(cut).splitlines()
    assert got[0].endswith('Assertion `isValidElementType(ElementType) && "Element') and got[1] == "Stack dump:"
    assert parse_reported(cut).location == "IR/Type.cpp:FixedVectorType::get"
    # prose that only names a file and line is left alone
    prose = "see llvm/lib/IR/Type.cpp:688: the check\nis too strict.\nWe fail there."
    assert unwrap_assertion_lines(prose) == prose


@pytest.mark.parametrize("number", [116061, 110832, 118884, 160040])
def test_a_terminal_column_cut_into_two_or_three_lines_keeps_the_location(number):
    """A terminal that cuts a pasted crash line every 80 columns, mid-word, into few lines: the
    lines cannot show a column by their lengths alone (two lines look like a word wrap; the
    assertion may sit whole on the last line, 116061; the head may be past the path's cut,
    110832; the path of an UNREACHABLE is cut, 118884; the cut falls right after "Assertion",
    160040). Joining tight where it reads more of the location gives the whole line's signature."""
    issue = json.loads((OWN / str(number) / "issue.json").read_text())
    body = issue["body"]
    line = next(l for l in body.split("\n") if len(l) > 80 and ("Assertion" in l or "UNREACHABLE" in l))
    whole = parse_reported(body)
    assert whole.location  # the real line names a file (and for assertions a function)
    cut = "\n".join(line[i:i + 80] for i in range(0, len(line), 80))
    got = parse_reported(body.replace(line, cut))
    assert (got.kind, got.location) == (whole.kind, whole.location)
    assert "".join(got.key.split()) == "".join(whole.key.split())


def test_a_word_wrap_is_not_joined_tight():
    """The spaced join is the original line for a fold at spaces: a tight join never reads more
    of its location, so it is never chosen (a tight join would glue "void" to the function)."""
    from reducers.signature import unwrap_assertion_lines
    line = ("llc: /src/llvm/include/llvm/CodeGen/SelectionDAGNodes.h:1035: const SDValue &llvm::SDNode::getOperand"
            "(unsigned int) const: Assertion `Num < NumOperands && \"Invalid child # of SDNode!\"' failed.")
    cut = line.index(" const SDValue")
    folded = line[:cut] + "\n" + line[cut + 1:]
    assert unwrap_assertion_lines(folded) == line


@pytest.mark.parametrize("number,mark,width", [
    (71685, "*** Bad machine code:", 40),   # the verifier's "*** … ***" message folded
    (181527, "Output: LLVM ERROR:", 30),    # a fatal error folded after its first word
])
def test_a_folded_verifier_or_fatal_error_line_reads_as_the_line(number, mark, width):
    import textwrap
    line = _reported_line(number, mark)
    whole = parse_reported(line)
    wrapped = textwrap.fill(line, width, break_long_words=False)
    assert "\n" in wrapped
    got = parse_reported(wrapped)
    assert (got.kind, got.key) == (whole.kind, whole.key) and matches(got, whole)
    # an operand dump under a fatal error is not a fold of it
    dump = "LLVM ERROR: Cannot select: t7: i32 = foo t2\n  t2: i32 = bar"
    assert parse_reported(dump).key == "cannot select: i32 = foo"


# A reproducer's stderr is written by the reproducer (a Triton reproducer is arbitrary Python):
# frame lines of 200,000 characters, each a shape that once made a frame pattern backtrack
# quadratically (57 s for the white-space run before "const"). Each case runs in a child process
# with a hang bound, generous for 2 shared cores (speed lives in bench/regex_linear.py).
LONG_FRAMES = {
    "tab-run": " #0 0x1 f" + "\t" * 200_000 + "x",
    "space-run-then-location": " #1 0x2 fn" + " " * 200_000 + "a:1",
    "open-parens": " #2 0x3 fn " + "(" * 200_000,
    "space-run-then-const": " #3 0x4 fn" + " " * 200_000 + "constx",
    "space-run-then-comma": " #4 0x5 fn" + " " * 200_000 + ",",
}


@pytest.mark.parametrize("case", sorted(LONG_FRAMES))
def test_long_frame_lines_finish(case):
    from tests.support.hang import finishes

    script = f"""
import sys, time
sys.path.insert(0, {str(Path(__file__).parent)!r})
from test_signature import LONG_FRAMES
from reducers.signature import normalize_frame, parse_llvm_crash
line = LONG_FRAMES[{case!r}]
normalize_frame(line)
sig = parse_llvm_crash("Stack dump:\\n0.\\tProgram arguments: llc\\n" + line + "\\n" + line + "\\n", -11)
print(sig.summary() if sig else "none")
"""
    out = finishes(script, 30, f"parsing a 200,000-character frame line ({case})")
    assert out.strip().startswith("signal")


def test_the_innermost_new_pm_pass_descends_only_into_an_adaptor_of_one_pass():
    """LLVM 19's dump line for a loop pass under its adaptor names the adaptor's text
    ('Running pass "loop-mssa(loop-simplifycfg)" on function "repro"', 149679): the pass is the one
    inside; a list of passes inside stays its adaptor's (which of them crashed is not said)."""
    from reducers.signature import _innermost_pass

    assert _innermost_pass('3.\tRunning pass "loop-mssa(loop-simplifycfg)" on function "repro"\n') == \
        "loop-simplifycfg"
    assert _innermost_pass('3.\tRunning pass "machine-function(stack-slot-coloring)" on module "m"\n') == \
        "stack-slot-coloring"
    assert _innermost_pass('3.\tRunning pass "loop-mssa(simple-loop-unswitch<nontrivial>,licm)" on function "f"\n') == \
        "loop-mssa"


def test_a_frame_number_or_pass_name_the_text_cut_takes_nothing_from_the_next_line():
    """Logs of an issue are joined with blank lines between them; one cut after a frame number
    (``#7``) or inside a pass name (``Running pass 'Funct``) must not read the next log's first
    line as the frame or the rest of the name (174760 read "Stack dump:" as a frame "dump:", 160127
    a pass named "Funct\\n\\n\\nAssertion fail …")."""
    text = ("Assertion `x' failed.\nStack dump:\n0.\tProgram arguments: llc a.ll\n"
            "1.\tRunning pass 'Funct\n\n\nAssertion failed \"Request for a fixed element count\"\n"
            " #0 0x0000 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)\n #7\n\n\nStack dump:\n")
    sig = parse_reported(text)
    assert "\n" not in sig.pass_name and "dump:" not in sig.frames, (sig.pass_name, sig.frames)

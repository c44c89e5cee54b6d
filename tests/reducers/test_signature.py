"""Golden tests: real stderr of Debian LLVM releases and llvmlite (tests/reducers/golden/),
and failure text pasted into real issues (shared corpus)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from reducers.signature import (CrashSignature, matches, message_key, normalize_message, parse_llvm_crash,
                                parse_reported, same_bug)

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

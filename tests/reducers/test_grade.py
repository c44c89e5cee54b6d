"""Graded match on real stderr (tests/reducers/golden/, runs of Debian LLVM 13-19 and llvmlite's
LLVM 22 on issues of bench/corpus/llvm, split "tune", and the shared corpus) against the
failure text of the real issues."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from reducers.grade import (GRADES, REWORDED_MIN, Match, confirms_assertion, file_implements_pass, grade, grade_hang,
                            outcome_of, similarity)
from reducers.signature import CrashSignature, parse_llvm_crash, parse_reported

GOLDEN = Path(__file__).parent / "golden"
OWN = Path(__file__).resolve().parents[2] / "bench" / "corpus" / "llvm"
SHARED = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "llvm"
EXIT = {"64394-13": -6, "64394-14": -6, "58171-19": -11, "58171-llvmlite22": -6, "64452-13": -11,
        "101288-19": -11, "64809-19": -11, "197699-13": -11, "55588-15": -11, "59275-14": -6, "59275-16": -6,
        "59275-llvmlite22": -6, "130020-16": -6, "58423-13": -11, "98033-15": -11, "59250-14": -11,
        "54339-13": -6, "54339-15": -6, "166525-19": -6, "139791-16": -6, "218536-19": 1, "213355-16": -6, "213355-19": -11, "59320-15": -11, "85082-15": -6, "157277-19": -6}


def run(name: str) -> CrashSignature:
    sig = parse_llvm_crash((GOLDEN / f"{name}.stderr").read_text(), EXIT[name])
    assert sig is not None
    return sig


def reported(number: int) -> CrashSignature | None:
    """The reported signature reprobot extracts from the real issue (tune split or shared corpus)."""
    from workers.extract.llvm import extract_llvm

    for root in (OWN, SHARED):
        p = root / str(number) / "issue.json"
        if p.exists():
            if root == OWN:
                assert json.loads((root / str(number) / "expected.json").read_text())["split"] == "tune"
            return extract_llvm(json.loads(p.read_text())).reported
    pytest.skip(f"issue {number} not present")


# ------------------------------------------------------------------ reworded

def test_reworded_same_legalizer_failure_printed_differently_between_releases():
    """64394: LLVM 13 prints the G_ICMP on s192, 14-19 after widening on s256: same kind,
    same pass (Legalizer), similar text."""
    old, new = run("64394-13"), run("64394-14")
    assert old.key != new.key and old.pass_name == new.pass_name == "Legalizer"
    m = grade(old, new)
    assert m.grade == "reworded" and m.similarity >= REWORDED_MIN
    assert "text differs" in m.evidence and "Legalizer" in m.evidence
    assert outcome_of(m) == "reproduces"


def test_reworded_when_one_release_names_the_function_the_check_failed_on():
    """218536 (own corpus, fresh22): the report's newer opt says "Instruction Combining on f did
    not reach a fixpoint after 1 iterations.", LLVM 19 the same check without "on f". Similarity
    alone (0.82) is below REWORDED_MIN; the inserted phrase names the function, so reworded. An
    inserted phrase that names no subject is not enough."""
    ref = parse_llvm_crash("LLVM ERROR: Instruction Combining on f did not reach a fixpoint after 1 iterations.\n", 1)
    nineteen = run("218536-19")
    assert similarity(ref.key, nineteen.key) < REWORDED_MIN
    m = grade(ref, nineteen)
    assert m.grade == "reworded" and "'on f'" in m.evidence and outcome_of(m) == "reproduces"
    other = parse_llvm_crash("LLVM ERROR: Instruction Combining could not ever reach a fixpoint after 1 iterations\n", 1)
    assert grade(other, nineteen).grade == "different"


def test_similarity_threshold_separates_rewordings_from_distinct_messages():
    """The numbers the REWORDED_MIN comment rests on."""
    assert similarity(run("64394-13").key, run("64394-14").key) == 1.0
    assert similarity("cannot select: ch = store", "cannot select: v8bf16 = sint_to_fp") == 0.5
    family = [("do not know how to expand the result of this operator!",
               "do not know how to split the result of this operator!", 0.833),
              ("do not know how to promote this operator!", "do not know how to promote this operator's operand!",
               0.8),
              ("do not know how to split the result of this operator!",
               "do not know how to split this operator's operand!", 0.615)]
    for a, b, s in family:
        assert round(similarity(a, b), 3) == s < REWORDED_MIN
        ka = CrashSignature("llvm-error", a, "X86 DAG->DAG Instruction Selection")
        kb = CrashSignature("llvm-error", b, "X86 DAG->DAG Instruction Selection")
        assert grade(ka, kb).grade == "different"


def test_reworded_needs_the_same_pass_and_kind():
    a = CrashSignature("llvm-error", "unable to legalize instruction: %:_(s1) = G_ICMP intpred(sgt), %:_(s192)",
                       "Legalizer")
    b = CrashSignature("llvm-error", "unable to legalize instruction: %:_(s1) = G_ICMP intpred(sgt), %:_(s256)",
                       "Legalizer")
    assert grade(a, b).grade == "reworded"
    assert grade(a, CrashSignature("llvm-error", b.message, "AArch64PreLegalizerCombiner")).grade == "different"
    assert grade(a, CrashSignature("cannot-select", b.message, "Legalizer")).grade == "different"


def test_globalisel_failure_on_the_same_operation_printed_per_release_is_reworded():
    """54339 (held-out issue, recorded from Debian LLVM 13 and 15): the IRTranslator cannot
    lower the function; 13 prints its type with typed pointers (``float (double)*``), 15 as
    ``ptr``. Same pass, same kind, same head, same (opcode-less) operation."""
    old, new = run("54339-13"), run("54339-15")
    assert old.key != new.key and old.pass_name == new.pass_name == "IRTranslator"
    m = grade(old, new)
    assert m.grade == "reworded" and outcome_of(m) == "reproduces"
    # the same failure head on another operation, or in another pass, stays different
    phi = CrashSignature("llvm-error", "cannot select: %5:sreg_64_xexec(s1) = G_PHI %4:vcc(s1), %bb.1", "InstructionSelect")
    phi_old = CrashSignature("llvm-error", "cannot select: %15:sreg_64(s1) = G_PHI %28:vcc(s1), %bb.1, %14:vcc(s1), %bb.2",
                             "InstructionSelect")
    assert grade(phi, phi_old).grade == "reworded"
    other_op = CrashSignature("llvm-error", "cannot select: %5:sreg_32(s32) = G_SELECT %4:vcc(s1), %1, %2",
                              "InstructionSelect")
    assert grade(phi, other_op).grade == "different"
    assert grade(phi, CrashSignature("llvm-error", phi_old.message, "Legalizer")).grade == "different"
    lower_args = CrashSignature("llvm-error", "unable to lower arguments: ptr", "IRTranslator")
    assert grade(new, lower_args).grade == "different"
    # SelectionDAG's "Cannot select" names no generic opcode: not GlobalISel's (64440: a store
    # on LLVM 13/14 vs the reported sint_to_fp)
    sdag = CrashSignature("cannot-select", "Cannot select: 0x1: ch = store<(store (s16))> 0x2", "X86 DAG->DAG Instruction Selection")
    sdag2 = CrashSignature("cannot-select", "Cannot select: 0x3: v8bf16 = sint_to_fp 0x4", "X86 DAG->DAG Instruction Selection")
    assert grade(sdag2, sdag).grade == "different"


def test_verifier_report_without_the_instruction_is_a_prefix_of_the_run():
    """130020: the reporter's '*** Bad machine code: Illegal virtual register for instruction
    ***' has no instruction; the runs add the opcode (V_MOV_B32_e32)."""
    ref, r = reported(130020), run("130020-16")
    assert r.key.endswith("v_mov_b32_e32")
    assert grade(ref, r).grade == "exact"


# ------------------------------------------------------------------ release-variant

def test_release_segfault_through_the_asserting_class_is_a_release_variant():
    """58171: the report asserts in MCRegisterClass::getRegister (MCRegisterInfo.h); LLVM 19's
    release build segfaults in llvm::MCRegisterInfo::getCachedAliasesOf, same pass."""
    ref = reported(58171)
    assert ref.kind == "assertion" and ref.location.endswith("MCRegisterInfo.h:MCRegisterClass::getRegister")
    m = grade(ref, run("58171-19"), run_assertions=False)
    assert m.grade == "release-variant"
    assert "MCRegisterInfo" in m.evidence and "Finalize ISel" in m.evidence
    # llvmlite's LLVM 22 has assertions and stops at the reported one
    m22 = grade(ref, run("58171-llvmlite22"), run_assertions=True)
    assert m22.grade == "exact" and confirms_assertion(ref, m22)


def test_release_segfault_in_the_pass_the_reporter_names_in_prose():
    """64452: 'crashes … with Assertion Error … during `X86 Domain Reassignment Pass`'; the
    release builds segfault in that pass with no symbolized LLVM frame."""
    ref = reported(64452)
    assert ref.pass_name == "X86 Domain Reassignment Pass"
    m = grade(ref, run("64452-13"), run_assertions=False)
    assert m.grade == "release-variant" and "same pass 'X86 Domain Reassignment Pass'" in m.evidence


def test_release_segfault_in_the_pass_whose_file_holds_the_assertion():
    """101288: the assertion is in X86FlagsCopyLowering.cpp (anonymous namespace, so never
    named in a release stack); LLVM 19 segfaults in 'X86 EFLAGS copy lowering'."""
    ref = reported(101288)
    assert "{anonymous}" in ref.location and ref.pass_name == ""
    assert file_implements_pass(ref.location, "X86 EFLAGS copy lowering")
    assert not file_implements_pass(ref.location, "X86 Domain Reassignment Pass")
    m = grade(ref, run("101288-19"))
    assert m.grade == "release-variant" and "X86FlagsCopyLowering.cpp is the source" in m.evidence


def test_release_segfault_in_the_asserting_component():
    """64809: the assertion is in MIRParser/MIParser.cpp; every release segfaults under
    llvm::MIRParserImpl (no pass runs with -run-pass=none)."""
    m = grade(reported(64809), run("64809-19"))
    assert m.grade == "release-variant" and "component MIRParser" in m.evidence


def test_release_globalisel_step_failure_after_an_assertion_in_that_step():
    """166525 (fresh part of bench/corpus/llvm; the issue text as filed): the report asserts in
    GlobalISel/LegalizerInfo.cpp (LegalizeRuleSet::apply, 'legality mutation invalid for
    match') in 'Legalizer' on @backsmith_pure_5; Debian LLVM 19 (no assertions) prints
    'unable to legalize instruction: ... G_UNMERGE_VALUES' in the same pass and function."""
    from workers.extract.llvm import extract_llvm

    ref = extract_llvm(json.loads((OWN / "166525" / "issue.json").read_text())).reported
    assert ref.kind == "assertion" and "LegalizerInfo.cpp" in ref.location
    m = grade(ref, run("166525-19"))
    assert m.grade == "release-variant" and "unable to legalize instruction" in m.evidence
    assert outcome_of(m) == "reproduces"
    # an assertions build printing the same diagnostic is not a variant: it would have asserted
    assert grade(ref, run("166525-19"), run_assertions=True).grade == "different"
    # the same pass's diagnostic after an assertion in a header (ArrayRef.h) links nothing:
    # the file does not decide the step (shared corpus 139791, Debian LLVM 16)
    m = grade(reported(139791), run("139791-16"))
    assert m.grade == "different"


def test_assertion_build_stops_where_the_reported_release_stack_ran():
    """59275: the report is a segfault in llvm::AArch64TargetLowering::addTypeForNEON; LLVM 22
    (assertions) stops at UNREACHABLE in AArch64ISelLowering.cpp, that class's file."""
    ref = reported(59275)
    assert ref.kind == "signal" and ref.signal  # the pasted stack enters the signal handler
    m = grade(ref, run("59275-llvmlite22"), run_assertions=True)
    assert m.grade == "release-variant" and "AArch64TargetLowering" in m.evidence


def test_stack_that_misses_the_asserting_function_is_different():
    """197699: the assertion names NVPTXTargetLowering::LowerSTOREi1; LLVM 13 segfaults in the
    same pass but its symbolized frames (SelectionDAGISel::LowerArguments …) do not reach it."""
    m = grade(reported(197699), run("197699-13"))
    assert m.grade == "different" and "does not run through" in m.evidence
    assert outcome_of(m) == "other-failure"


def test_same_instruction_selection_pass_alone_links_nothing():
    """98033 (shared corpus): UNREACHABLE in NVPTXISelDAGToDAG.cpp; releases segfault in the
    same ISel pass, on the same function, with no frame of that file."""
    m = grade(reported(98033), run("98033-15"))
    assert m.grade == "different" and "instruction selection" in m.evidence


def test_location_seen_in_the_frames_links_even_in_instruction_selection():
    """59250 (shared corpus): getCopyToParts (SelectionDAGBuilder.cpp); LLVM 14 segfaults in
    llvm::SelectionDAGBuilder::visitRet."""
    ref = reported(59250)
    m = grade(ref, parse_llvm_crash((GOLDEN / "59250-14.stderr").read_text(), -11))
    assert m.grade == "release-variant" and "SelectionDAGBuilder" in m.evidence


def test_bare_signal_on_an_assertion_build_is_not_a_variant():
    ref = reported(64452)
    assert grade(ref, run("64452-13"), run_assertions=True).grade == "different"


# ------------------------------------------------------------------ exact and different

def test_bare_crashes_in_the_same_pass_are_exact_whatever_the_frames():
    """58423: reporter's debug build shows getDefSrcRegIgnoringCopies, the release builds
    inline it into getOpcodeDef; both segfault in AArch64PreLegalizerCombiner on @f."""
    m = grade(reported(58423), run("58423-13"))
    assert m.grade == "exact" and "AArch64PreLegalizerCombiner" in m.evidence and "@f" in m.evidence
    # an abort through __fortify_fail in the same pass counts too
    assert grade(reported(59275), run("59275-16")).grade == "exact"


def test_fatal_error_where_the_report_shows_a_signal_is_different():
    """59275: LLVM 14 prints 'LLVM ERROR: Invalid size request on a scalable vector.' where the
    report segfaults."""
    m = grade(reported(59275), run("59275-14"))
    assert m.grade == "different" and "signal" in m.evidence


def test_segfault_where_the_report_shows_a_fatal_error_is_different():
    """55588: reported 'LLVM ERROR: Cannot select: … bf16 = ConstantFP'; LLVM 15 segfaults in the
    same pass instead."""
    m = grade(reported(55588), run("55588-15"))
    assert m.grade == "different" and "printed by release builds too" in m.evidence


def test_no_crash_no_grade_and_nothing_to_compare():
    assert grade(reported(58171), None) is None
    assert grade(None, run("58423-13")).grade == "exact"
    assert "no crash text" in grade(None, run("58423-13")).evidence


def test_rule_table_and_json():
    assert [outcome_of(Match(g)) for g in GRADES] == ["reproduces", "reproduces", "reproduces", "other-failure"]
    assert outcome_of(None) == ""
    m = Match("reworded", "same llvm-error", 0.9)
    assert Match.from_json(json.loads(json.dumps(m.to_json()))) == m


def test_fatal_errors_link_by_the_call_they_were_raised_under_only():
    """`_raising_link`: two wordings of one report_fatal_error share the call that raised it;
    two unrelated fatal errors of one pass share only the pass's driver frames."""
    from reducers.signature import CrashSignature

    isel = "AMDGPU DAG->DAG Pattern Instruction Selection"
    drivers = ("llvm::SelectionDAG::LegalizeTypes", "llvm::SelectionDAGISel::CodeGenAndEmitDAG")
    rep = CrashSignature(kind="llvm-error", message="unsupported library call operation", pass_name=isel,
                         frames=("llvm::TargetLowering::makeLibCall", "llvm::DAGTypeLegalizer::ExpandIntRes_UREM"))
    run = CrashSignature(kind="llvm-error", message="unsupported libcall legalization", pass_name=isel,
                         frames=("libLLVM.so.19.1+0xe0ba66", "llvm::TargetLowering::LowerCallTo",
                                 "llvm::TargetLowering::makeLibCall") + drivers)
    assert grade(rep, run).grade == "reworded"
    other = CrashSignature(kind="llvm-error", message="Do not know how to split this operator's operand!",
                           pass_name=isel, frames=("llvm::DAGTypeLegalizer::SplitVectorOperand",) + drivers)
    assert grade(rep, other).grade == "different"
    # only the drivers in common: nothing links
    bare = CrashSignature(kind="llvm-error", message="unsupported library call operation x", pass_name=isel,
                          frames=drivers)
    assert grade(CrashSignature(kind="llvm-error", message="another message entirely", pass_name=isel,
                                frames=drivers), bare).grade == "different"


def test_diagnostics_match_diagnostics_only():
    """A run's backend error diagnostic is graded against a reported one (same words: reworded);
    a crash against a pasted diagnostic is different; a title in a diagnostic's words decides
    only between diagnostics (a crash is then graded as if no failure text were shown)."""
    from reducers.signature import CrashSignature, parse_diagnostic, title_diagnostic

    rep = parse_diagnostic("error: <unknown>:0:0: in function f void (): illegal VGPR to SGPR copy")
    older = parse_diagnostic("error: <unknown>:0:0: in function g void (): illegal SGPR to VGPR copy")
    other = parse_diagnostic("error: <unknown>:0:0: in function f void (): unsupported call to variadic function")
    crash = CrashSignature(kind="llvm-error", message="failed to find free scratch register")
    assert grade(rep, rep).grade == "exact" and grade(rep, older).grade == "reworded"
    assert grade(rep, other).grade == "different" and grade(rep, crash).grade == "different"
    assert grade(None, older) is None  # no reported diagnostic: an error, not the failure
    title = title_diagnostic("[AMDGPU] illegal VGPR to SGPR copy")
    assert grade(title, older).grade == "reworded"
    assert grade(title, crash).evidence.startswith("the issue shows no crash text")


def test_a_title_quoting_the_diagnostic_gives_its_words_61136():
    """61136's title `[AMDGPU] \`-sgpr-regalloc=fast\` results in "Illegal instruction detected"`
    quotes the head of the diagnostic llc 16 prints ("Illegal instruction detected: Operand has
    incorrect register class."): the quoted words are the message (not the sentence, and not
    SIGILL), and the run's diagnostic that starts with them is the reported one. A quoted command
    line is no message (41789)."""
    from reducers.signature import parse_diagnostic, parse_reported, title_diagnostic

    title = title_diagnostic('[AMDGPU] `-sgpr-regalloc=fast` results in "Illegal instruction detected"')
    assert title is not None and title.message == "Illegal instruction detected"
    run = parse_diagnostic("error: Illegal instruction detected: Operand has incorrect register class.\n")
    assert grade(title, run).grade == "exact"
    other = parse_diagnostic("error: ran out of registers during register allocation\n")
    assert grade(title, other).grade == "different"
    assert parse_reported('`-sgpr-regalloc=fast` results in "Illegal instruction detected"') is None
    assert parse_reported("Illegal instruction (core dumped)").signal == "SIGILL"
    quoted_cmd = title_diagnostic('"opt -sroa -loop-idiom -jump-threading -loop-unswitch" crashes in LoopUnswitch')
    assert quoted_cmd is None or "opt -sroa" not in quoted_cmd.message


def test_inline_utility_location_places_nothing():
    """An assertion in Casting.h or SmallVector.h fails inside its caller, which a release stack
    shows instead: such a location neither links nor excludes a release build's crash."""
    from reducers.grade import informative_location
    from reducers.signature import CrashSignature

    assert not informative_location("Support/Casting.h:decltype")
    assert informative_location("Vectorize/VPlan.cpp:llvm::VPTransformState::get") and not informative_location("")
    rep = CrashSignature(kind="assertion", message="Assertion `detail::isPresent(Val)' failed",
                         location="Support/Casting.h:decltype", pass_name="loop-reduce")
    run = CrashSignature(kind="signal", signal="SIGSEGV", pass_name="loop(loop-reduce)",
                         frames=("llvm::LoopStrengthReducePass::run",))
    assert grade(rep, run, run_assertions=False).grade == "release-variant"


# ------------------------------------------------------------------ hangs (SIGQUIT stack dumps)

def _fresh(number: int) -> CrashSignature | None:
    from workers.extract.llvm import extract_llvm

    return extract_llvm(json.loads((OWN / str(number) / "issue.json").read_text())).reported


def _hang(name: str) -> CrashSignature:
    """The stack dump a Debian release printed when the sandbox sent SIGQUIT at the time limit
    (then SIGKILL: exit -9)."""
    sig = parse_llvm_crash((GOLDEN / f"{name}.stderr").read_text(), -9)
    assert sig is not None
    return sig


def test_release_hang_in_the_asserting_pass_is_a_release_variant():
    """220802: the report asserts in LegalizerInfo.cpp (mutationIsSane) in 'Legalizer' on @f;
    LLVM 19's release build loops in the same pass on the same function."""
    ref, where = _fresh(220802), _hang("220802-19-hang")
    assert ref.kind == "assertion" and where.pass_name == "Legalizer" and where.function == "@f"
    m = grade_hang(ref, where, run_assertions=False)
    assert m.grade == "release-variant" and outcome_of(m) == "reproduces"
    assert "'Legalizer'" in m.evidence and "@f" in m.evidence
    assert grade_hang(ref, where, run_assertions=True) is None  # it would have asserted
    assert grade_hang(ref, None) is None  # no dump: nothing places the hang
    assert grade_hang(ref, _hang("221539-19-hang")) is None  # another pass


def test_hang_in_instruction_selection_needs_more_than_the_pass():
    """221539: the description says 'The first command will hang if assertion is disabled' and
    shows no crash text; LLVM 19 loops in 'ARM Instruction Selection'. The prose links the
    hang; an assertion in that broad pass without a frame through its location does not."""
    ref, where = _fresh(221539), _hang("221539-19-hang")
    assert ref.release_hangs and not ref.message
    m = grade_hang(ref, where)
    assert m.grade == "release-variant" and "without assertions hang" in m.evidence
    assert "'ARM Instruction Selection'" in m.evidence
    silent = CrashSignature("assertion", "x", "ARM Instruction Selection", function="@f",
                            location="Target/ARM/ARMISelLowering.cpp:ARMTargetLowering::LowerOperation")
    assert grade_hang(silent, where) is None
    linked = CrashSignature("assertion", "x", "ARM Instruction Selection", location="SelectionDAG/LegalizeDAG.cpp:"
                            "SelectionDAG::Legalize")
    assert grade_hang(linked, where).grade == "release-variant"  # a frame runs through the asserting function
    assert grade_hang(CrashSignature("llvm-error", "x", "Legalizer"), _hang("220802-19-hang")) is None


# ------------------------------------------------------------------ fresh14 classes (tuned on after
# that batch's untouched measurement, bench/results/corpus_llvm_fresh14_untouched.md)

def _fresh(number: int) -> CrashSignature:
    from workers.extract.llvm import extract_llvm

    return extract_llvm(json.loads((OWN / str(number) / "issue.json").read_text())).reported


def test_one_scalable_size_check_printed_two_ways_by_two_releases_is_reworded():
    """169639 reports LLVM 22's 'LLVM ERROR: Possible incorrect use of EVT::getVectorNumElements()
    for scalable vector ...'; LLVM 13 reports the same check through reportInvalidSizeRequest's
    older text 'Invalid size request on a scalable vector.' in the same pass."""
    ref = _fresh(169639)
    old = parse_llvm_crash((GOLDEN / "169639-13.stderr").read_text(), -6)
    new = parse_llvm_crash((GOLDEN / "169639-llvmlite22.stderr").read_text(), -6)
    m = grade(ref, old)
    assert m.grade == "reworded" and "reportInvalidSizeRequest" in m.evidence, m
    assert grade(ref, new).grade == "exact"
    # another fatal error of the same pass stays different
    other = CrashSignature(kind="llvm-error", message="cannot select: ch = store", pass_name=old.pass_name)
    assert grade(ref, other).grade == "different"


def test_release_crash_under_the_entry_point_named_after_the_asserting_file_is_a_variant():
    """135776 asserts in DAGTypeLegalizer::getSDValue (LegalizeTypes.h); LLVM 16 (release)
    segfaults in getNode under llvm::SelectionDAG::LegalizeTypes(), the entry into that code.
    The same crash against an assertion in another file (SelectionDAG.cpp's getNode, as shared
    176966) is not linked by that frame."""
    ref = _fresh(135776)
    run16 = parse_llvm_crash((GOLDEN / "135776-16.stderr").read_text(), -11)
    m = grade(ref, run16)
    assert m.grade == "release-variant" and "entry point of LegalizeTypes" in m.evidence, m
    elsewhere = CrashSignature(kind="assertion", message="the input must be the same size or smaller",
                               pass_name=ref.pass_name, location="SelectionDAG.cpp:6000 SelectionDAG::getNode")
    assert "LegalizeTypes" not in grade(elsewhere, run16).evidence


def _issue_reported(number: int) -> CrashSignature | None:
    """The reported signature reprobot extracts from a real issue of bench/corpus (any split)."""
    from workers.extract.llvm import extract_llvm

    return extract_llvm(json.loads((OWN / str(number) / "issue.json").read_text())).reported


def test_a_static_helpers_assertion_links_to_the_unnamed_crash_site_under_the_function_named_after_its_file():
    """llvm/llvm-project#173128 (fresh19): the report asserts in DebugInfo.cpp's static
    stripDebugLocFromLoopID; LLVM 19 (release) segfaults at an unnamed address whose caller is
    llvm::stripDebugInfo, named after DebugInfo.cpp, while reading the IR."""
    ref = _issue_reported(173128)
    run19 = parse_llvm_crash((GOLDEN / "173128-19.stderr").read_text(), -11)
    m = grade(ref, run19)
    assert m.grade == "release-variant" and not m.weak and "stripDebugInfo" in m.evidence, m
    # the same stack against an exported function of the file: a release build would name it
    exported = CrashSignature(kind="assertion", message=ref.message, location="IR/DebugInfo.cpp:stripDebugInfo2")
    assert grade(exported, run19).grade == "different"


def test_a_target_prefixed_pass_source_matches_a_legacy_pass_name_worded_otherwise():
    """llvm/llvm-project#65188 (fresh18): the assertion is in AMDGPUResourceUsageAnalysis::runOnModule;
    LLVM 19 segfaults, frames address-only, while running 'Function register usage analysis'."""
    ref = _issue_reported(65188)
    run19 = parse_llvm_crash((GOLDEN / "65188-19.stderr").read_text(), -11)
    m = grade(ref, run19)
    assert m.grade == "release-variant" and m.weak and "AMDGPUResourceUsageAnalysis.cpp" in m.evidence, m
    assert file_implements_pass("AMDGPU/AMDGPUResourceUsageAnalysis.cpp:f", "Function register usage analysis")
    assert not file_implements_pass("AMDGPU/AMDGPUPromoteAlloca.cpp:f", "Function register usage analysis")
    # instruction selection holds too many files for a looser match
    assert not file_implements_pass("SelectionDAG/SelectionDAGISel.cpp:f", "X86 DAG->DAG Instruction Selection")


def test_an_unknown_libcall_assertion_and_makelibcalls_fatal_error_are_one_check():
    """llvm/llvm-project#91979 (fresh20): LLVM 16/19 report "LLVM ERROR: Unsupported library call
    operation!" (TargetLowering::makeLibCall, a libcall with no name); LLVM 22 with assertions stops
    first at DAGTypeLegalizer::SoftenFloatRes_FP_EXTEND's `LC != RTLIB::UNKNOWN_LIBCALL` check."""
    ref = parse_reported("LLVM ERROR: Unsupported library call operation!")
    run22 = parse_reported("llc: /src/llvm/lib/CodeGen/SelectionDAG/LegalizeFloatTypes.cpp:519: llvm::SDValue "
                           "llvm::DAGTypeLegalizer::SoftenFloatRes_FP_EXTEND(llvm::SDNode*): Assertion `LC != "
                           "RTLIB::UNKNOWN_LIBCALL && \"Unsupported FP_EXTEND!\"' failed.")
    m = grade(ref, run22, run_assertions=True)
    assert m.grade == "release-variant" and "libcall with no name" in m.evidence, m
    other = parse_reported("LLVM ERROR: Cannot select: 0x1: ch = store<(store (s80))>")
    assert grade(other, run22, run_assertions=True).grade == "different"


# ------------------------------------------------------------------ release variants seen through hidden target code


def test_release_abort_in_unnamed_target_code_under_the_hook_caller_is_a_variant():
    """213355 (own corpus, fresh23): PowerPC's formal-argument lowering hits an UNREACHABLE in
    PPCISelLowering.cpp on an fp128 argument. LLVM 16 (release) aborts with 'stack smashing
    detected' in an unnamed frame right under SelectionDAGISel::LowerArguments, which calls the
    target's LowerFormalArguments: Debian's libLLVM exports no PPC class, so that frame is the
    report's file. LLVM 19 segfaults in SelectionDAG::getValueType under an unnamed frame and
    the stack ends there: no caller links it, and instruction selection alone is too broad."""
    ref = parse_llvm_crash("UNREACHABLE executed at /root/llvm-project/llvm/lib/Target/PowerPC/PPCISelLowering.cpp:4259!\n"
                           "2.\tRunning pass 'PowerPC DAG->DAG Pattern Instruction Selection' on function '@f'\n", -6)
    assert ref.kind == "unreachable" and ref.location.startswith("PowerPC/PPCISelLowering.cpp")
    m = grade(ref, run("213355-16"))
    assert m.grade == "release-variant" and not m.weak and "LowerArguments" in m.evidence
    assert outcome_of(m) == "reproduces"
    assert grade(ref, run("213355-19")).grade == "different"
    # the same stack against an assertion in another target file: no link
    other = CrashSignature("unreachable", ref.message, ref.pass_name, first_line=ref.first_line,
                           location="PowerPC/PPCInstrInfo.cpp:")
    assert grade(other, run("213355-16")).grade == "different"
    # an assertion naming another function of the same file (197699's shape): no link either
    elsewhere = CrashSignature("assertion", "x", ref.pass_name, first_line="x",
                               location="PowerPC/PPCISelLowering.cpp:PPCTargetLowering::LowerSTORE")
    assert grade(elsewhere, run("213355-16")).grade == "different"


def test_bare_release_crash_is_a_weak_variant_when_the_report_says_release_builds_crash():
    """59320 (own corpus, fresh23): the report's assertion is SmallVector's `idx < size()` (an
    inline ADT header a release build folds away) and it says 'out of bound access in debug
    build, crash on release build'; LLVM 15 (release) segfaults in unnamed PowerPC selector
    code. Only the reporter's statement links them: a weak release variant. Without it, nothing
    does."""
    line = ("llc: /home/peter/llvm/include/llvm/ADT/SmallVector.h:298: const_reference llvm::SmallVectorTemplateCommon<"
            "T>::operator[](size_type) const [T = (anonymous namespace)::BitPermutationSelector::ValueBit]: "
            "Assertion `idx < size()' failed.\n")
    ref = parse_llvm_crash(line, -6)
    said = CrashSignature(ref.kind, ref.message, first_line=ref.first_line, location=ref.location, release_crashes=True)
    m = grade(said, run("59320-15"))
    assert m.grade == "release-variant" and m.weak and "crash on this input" in m.evidence
    assert grade(ref, run("59320-15")).grade == "different"


def test_a_title_that_quotes_the_ir_verifiers_message_is_met_by_that_broken_module():
    """85082 (own corpus, fresh24): the only failure text is the title, "Verifier error after
    SLPVectorizer: PHI node has multiple entries"; LLVM 15 prints the verifier's "PHI node has
    multiple entries for the same basic block with different incoming values!" and aborts with
    "Broken module found". That is the title's failure (exact, not the weak 'any crash counts');
    another verifier message is not."""
    from reducers.signature import title_diagnostic

    ref = title_diagnostic("Verifier error after SLPVectorizer: PHI node has multiple entries")
    run15 = run("85082-15")
    assert run15.verifier_message.startswith("PHI node has multiple entries for the same basic block")
    m = grade(ref, run15)
    assert m.grade == "exact" and not m.weak and "verifier" in m.evidence
    other = title_diagnostic("Verifier error after LICM: Instruction does not dominate all uses")
    assert grade(other, run15).weak


def test_castisvalid_assertion_and_the_verifiers_cast_check_are_one_check_in_two_builds():
    """157277 (own corpus, fresh27): SLPVectorizer builds an invalid cast; a checking build asserts
    `castIsValid(op, S, Ty) && "Invalid cast!"` in CastInst::Create, LLVM 19 (release) creates it
    and its IR verifier, which calls the same castIsValid, stops with "Invalid bitcast" and
    "Broken module found". A weak release variant (71463 on 13, another such broken module with
    clean releases in between, stays other-crash by the cross-release rule)."""
    ref = parse_llvm_crash("opt: /x/llvm/lib/IR/Instructions.cpp:3027: static CastInst *llvm::CastInst::Create(...): "
                           "Assertion `castIsValid(op, S, Ty) && \"Invalid cast!\"' failed.\n", -6)
    nineteen = run("157277-19")
    assert nineteen.verifier_message.startswith("Invalid bitcast")
    m = grade(ref, nineteen)
    assert m.grade == "release-variant" and m.weak and "castIsValid" in m.evidence
    other = parse_llvm_crash("opt: /x/Foo.cpp:1: void f(): Assertion `x && \"y\"' failed.\n", -6)
    assert grade(other, nineteen).grade == "different"


def test_release_crash_placed_in_the_asserting_file_by_address_is_a_variant():
    """58455 (own corpus, fresh6): ScheduleDAGRRList.cpp's `LRegs.size() == 1` assertion; LLVM
    13-19 (release) segfault in an unnamed frame under SelectionDAGISel::CodeGenAndEmitDAG.
    The frame's address lies right after llvm::createILPListDAGScheduler, ScheduleDAGRRList.cpp's
    last exported function (`CrashSignature.site_files`, from the binary by
    `workers.toolchains.symbols`; tests/workers/toolchains/test_symbols.py reads it off the real
    libLLVM): a link to the assertion's file, not a weak one. Without it, or for an assertion in
    another file, instruction selection alone links nothing."""
    ref = parse_reported("llc: /home/u/llvm-project/llvm/lib/CodeGen/SelectionDAG/ScheduleDAGRRList.cpp:1565: "
                         "llvm::SUnit *(anonymous namespace)::ScheduleDAGRRList::PickNodeToScheduleBottomUp(): "
                         "Assertion `LRegs.size() == 1 && \"Can't handle this yet!\"' failed.")
    assert ref is not None and ref.kind == "assertion"
    bare = parse_llvm_crash((GOLDEN / "58455-19.stderr").read_text(), -11)
    assert bare.kind == "signal" and "X86 DAG->DAG" in bare.pass_name
    assert grade(ref, bare).grade == "different"
    site = ("ScheduleDAGRRList.cpp,ScheduleDAGSDNodes.cpp|libLLVM.so.19.1+0x16a44ac lies after "
            "llvm::createILPListDAGScheduler (ScheduleDAGRRList.cpp), before llvm::ScheduleDAGSDNodes::ScheduleDAGSDNodes "
            "(ScheduleDAGSDNodes.cpp)")
    placed = replace(bare, site_files=(site,))
    m = grade(ref, placed)
    assert m.grade == "release-variant" and not m.weak and "ScheduleDAGRRList.cpp's code" in m.evidence
    assert outcome_of(m) == "reproduces"
    other_file = replace(ref, location="SelectionDAG/DAGCombiner.cpp:DAGCombiner::visit")
    assert grade(other_file, placed).grade == "different"
    # the field survives the JSON round trip the job store makes
    assert CrashSignature.from_json(placed.to_json()) == placed


def test_a_reported_error_that_is_the_verifiers_line_is_met_by_the_broken_module_that_prints_it():
    """62509 (fresh38): the report quotes 'LLVM ERROR: Instruction does not dominate all uses',
    the IR verifier's line; LLVM 16 prints 'Instruction does not dominate all uses!' and then
    'LLVM ERROR: Broken module found, compilation aborted!'. Another verifier line is another
    failure."""
    ref = parse_reported("LLVM ERROR: Instruction does not dominate all uses")
    run16 = parse_llvm_crash("Instruction does not dominate all uses!\n  %3 = or i64 %2, %1\n"
                             "LLVM ERROR: Broken module found, compilation aborted!\n", 1)
    assert run16.verifier_message.startswith("Instruction does not dominate")
    m = grade(ref, run16)
    assert m.grade == "exact" and "verifier prints the reported message" in m.evidence
    other = parse_llvm_crash("PHI node entries do not match predecessors!\n"
                             "LLVM ERROR: Broken module found, compilation aborted!\n", 1)
    assert grade(ref, other).grade == "different"


def _issue_reference(number: int) -> CrashSignature:
    from workers.extract.llvm import extract_llvm

    return extract_llvm(json.loads((OWN / str(number) / "issue.json").read_text())).reported


def test_release_crash_in_the_class_that_called_the_header_assertion_is_a_weak_variant():
    """64627 (fresh8): the report asserts in MVT::changeVectorElementType (MachineValueType.h,
    inline) called from EVT::changeVectorElem…; LLVM 16 (release) segfaults in
    EVT::isExtendedVector in the same ISel pass: weak, as a class serves many callers."""
    ref = _issue_reference(64627)
    run16 = parse_llvm_crash((GOLDEN / "64627-16.stderr").read_text(), -11)
    m = grade(ref, run16)
    assert m.grade == "release-variant" and m.weak and "class EVT" in m.evidence
    # the report's caller in another class: the same release crash links to nothing
    other_caller = replace(ref, frames=(ref.frames[0], "llvm::SelectionDAG::getNode"))
    assert grade(other_caller, run16).grade == "different"
    # an assertion in a .cpp file is not inlined into its caller: no class link
    in_cpp = replace(ref, location=ref.location.replace("MachineValueType.h", "MachineValueType.cpp"))
    assert grade(in_cpp, run16).grade == "different"
    # another pass: no link
    assert grade(replace(ref, pass_name="Machine Instruction Scheduler"), run16).grade == "different"


def test_assertions_build_stopping_at_the_illegal_type_check_is_the_reported_cannot_select():
    """139381 (fresh39): the reporter's release build fails to select an i128 setcc; LLVM 22 with
    assertions stops one step earlier at LegalizeDAG's "Unexpected illegal type!" on that node:
    the check whose absence lets the illegal node reach the selector. Another "Cannot select"
    assertion pairing (a different assertion) links nothing."""
    ref = _issue_reference(139381)
    run22 = parse_llvm_crash((GOLDEN / "139381-llvmlite22.stderr").read_text(), -6)
    m = grade(ref, run22, run_assertions=True)
    assert m.grade == "release-variant" and "illegal type" in m.evidence and outcome_of(m) == "reproduces"
    other = replace(run22, message="N->getNumValues() == 1 && \"Too many values\"")
    assert grade(ref, other, run_assertions=True).grade == "different"


def test_a_message_about_a_constant_expression_is_keyed_by_its_opcode():
    """85220 (fresh45): "Unsupported expression in static initializer: addrspacecast (i8* bitcast
    ({ i8* }* @"$const" to i8*) to ...)" reported, LLVM 16 prints "... addrspacecast (ptr @cons to
    ptr addrspace(1))": the operands print per release (typed vs opaque pointers, names), the
    opcode is the subject. Another opcode is another message."""
    from reducers.signature import message_key
    ref = _issue_reference(85220)
    run16 = parse_llvm_crash((GOLDEN / "85220-16.stderr").read_text(), -6)
    assert ref.key == run16.key == "unsupported expression in static initializer: addrspacecast"
    assert grade(ref, run16).grade == "exact"
    assert message_key("llvm-error", "Unsupported expression in static initializer: ptrtoint (ptr @g to i64)") \
        != ref.key
    # an instruction-selection dump is not a constant expression
    assert message_key("cannot-select", "Cannot select: t5: i32 = add (t1, t2)") == "cannot select: t5: i32 = add"


def test_a_fatal_error_worded_anew_by_a_later_release_is_reworded():
    """121122 (fresh45): LLVM 13-19 "unsupported libcall legalization" (SITargetLowering::LowerCall),
    LLVM 22 "unsupported library call operation" (makeLibCall, after LLVM PR #144314) for the same
    fp128 multiply AMDGPU has no libcall for."""
    ref = _issue_reference(121122)
    run22 = parse_llvm_crash((GOLDEN / "121122-llvmlite22.stderr").read_text(), -6)
    m = grade(ref, run22, run_assertions=True, run_has_stack=False)
    assert m.grade == "reworded" and "PR #144314" in m.evidence
    assert grade(ref, replace(run22, message="unsupported relocation")).grade == "different"


def test_glibc_heap_corruption_aborts_are_one_failure_whatever_check_trips():
    """64056 (fresh49): reported "double free or corruption (out)" (godbolt's release trunk); LLVM
    13 aborts with "malloc(): unaligned tcache chunk detected" on the same global: glibc caught the
    same corrupted heap with another check (reworded, weak). The same line is exact; a bare
    SIGSEGV without one is not compared this way."""
    ref = _issue_reference(64056)
    run13 = parse_llvm_crash((GOLDEN / "64056-13.stderr").read_text(), -6)
    assert ref.first_line == "double free or corruption (out)"
    assert run13.first_line == "malloc(): unaligned tcache chunk detected"
    m = grade(ref, run13)
    assert m.grade == "reworded" and m.weak and "heap corrupted" in m.evidence
    assert grade(ref, replace(run13, first_line=ref.first_line)).grade == "exact"
    assert "heap" not in grade(ref, replace(run13, first_line="SIGSEGV (no message)", signal="SIGSEGV")).evidence


def test_a_segfault_inside_glibcs_allocator_is_the_heap_corruption_a_check_reports():
    """116044 on LLVM 19 (golden, both recorded from the same command): most runs abort with
    "malloc_consolidate(): unaligned fastbin chunk detected"; about one run in thirty reads the
    damaged fastbin before the check and segfaults in malloc_consolidate, under the same _int_free.
    Against a report of glibc's abort (64056's "double free or corruption (out)") the segfault is
    the same corrupted heap (reworded, weak); a segfault with LLVM's code innermost is not."""
    ref = _issue_reference(64056)
    segv = parse_llvm_crash((GOLDEN / "116044-19-malloc-consolidate-segv.stderr").read_text(), -11)
    assert segv.first_line == "SIGSEGV (no message)" and segv.frames[0] == "malloc_consolidate"
    m = grade(ref, segv)
    assert m.grade == "reworded" and m.weak and "SIGSEGV in glibc's malloc_consolidate" in m.evidence
    elsewhere = parse_llvm_crash((GOLDEN / "222852-19-nosymbolizer.stderr").read_text(), -11)
    assert "heap" not in grade(ref, elsewhere).evidence


def test_a_header_named_without_a_function_says_nothing_about_where():
    """An UNREACHABLE prints only file:line; in a header that is inline code run by its callers
    (68953, fresh50: "Not a vector MVT!" at CodeGen/MachineValueType.h, Support/ before LLVM 17).
    A .cpp file, or a header with its function, still places the failure."""
    from reducers.grade import informative_location
    assert not informative_location("CodeGen/MachineValueType.h:")
    assert not informative_location("Support/Casting.h:dyn_cast")
    assert informative_location("CodeGen/ValueTypes.h:EVT::getSimpleVT")
    assert informative_location("SelectionDAG/DAGCombiner.cpp:")
    assert informative_location("Vectorize/SLPVectorizer.cpp:BoUpSLP::getEntryCost")


def _reported_of(number: str) -> CrashSignature:
    from workers.extract.llvm import extract_llvm
    return extract_llvm(json.loads((OWN / number / "issue.json").read_text())).reported


def test_an_inline_header_assertion_links_through_the_reports_own_caller_in_the_same_pass():
    """63033 (fresh72): `MachineOperand::getReg` (MachineOperand.h, inline) asserts under
    `isMoveInstr` <- `CoalescerPair::setRegisters` in 'Simple Register Coalescing'; Debian 15's
    release build segfaults in `MachineInstr::getMF` <- `CoalescerPair::setRegisters` in that pass
    on the same function: the release form (weak). The same stack in another pass, or without
    the report's caller, is not."""
    ref = _reported_of("63033")
    err = (GOLDEN / "63033-15.stderr").read_text()
    m = grade(ref, parse_llvm_crash(err, -11), run_assertions=False)
    assert m.grade == "release-variant" and m.weak and "CoalescerPair::setRegisters" in m.evidence, m
    other = err.replace("CoalescerPair::setRegisters", "LiveIntervals::shrinkToUses")
    assert grade(ref, parse_llvm_crash(other, -11), run_assertions=False).grade == "different"
    moved = err.replace("Simple Register Coalescing", "Machine Copy Propagation Pass")
    assert grade(ref, parse_llvm_crash(moved, -11), run_assertions=False).grade == "different"


def test_one_assert_statement_with_its_condition_rewritten_is_reworded():
    """181242 (fresh72): the report's `MemSDNode::MemSDNode` assertion "Size mismatch!" gained a
    `getNumMemOperands() != 1 ||` term after llvmlite's LLVM 22.1 (real stderr): one assert
    statement, same file, function and message literal (similarity 0.79 alone is below
    REWORDED_MIN). Another literal at that place is not the same statement."""
    ref = _reported_of("181242")
    err = (GOLDEN / "181242-22.stderr").read_text()
    run = parse_llvm_crash(err, -6)
    assert run.location == ref.location
    m = grade(ref, run, run_assertions=True)
    assert m.grade == "reworded" and "Size mismatch!" in m.evidence, m
    other = parse_llvm_crash(err.replace('"Size mismatch!"', '"Invalid MMO flags!"'), -6)
    assert grade(ref, other, run_assertions=True).grade == "different"


def test_an_error_diagnostic_that_a_newer_release_ends_with_the_function_is_reworded():
    """56880 (fresh74): the report shows llc's "error: ran out of registers during register
    allocation"; llvmlite's LLVM 22.1 prints it as "error: <unknown>:0:0: ran out of registers
    during register allocation in function 'main'" (real stderr)."""
    from reducers.signature import parse_diagnostic
    ref = _reported_of("56880")
    assert ref is not None and ref.kind == "diagnostic" and ref.key.startswith("ran out of registers")
    run = parse_diagnostic((GOLDEN / "diagnostic" / "56880-22.stderr").read_text())
    from reducers.grade import _diagnostic
    m = _diagnostic(ref, run)
    assert m.grade == "reworded" and "naming the function" in m.evidence, m
    other = parse_diagnostic("error: <unknown>:0:0: couldn't allocate output register for constraint 'r' "
                             "in function 'main'")
    assert _diagnostic(ref, other).grade == "different"


def test_selectiondag_being_the_isel_pass_source_links_nothing():
    """94449 (fresh74): the report's `getNode` assertion (SelectionDAG.cpp) and Debian 15's
    "free(): invalid pointer" abort in 'X86 DAG->DAG Instruction Selection' (real stderr), no
    frame in common: SelectionDAG.cpp is every isel check's source, so it does not link the
    heap abort to the assertion any more than the pass name does."""
    ref = _reported_of("94449")
    m = grade(ref, parse_llvm_crash((GOLDEN / "94449-15.stderr").read_text(), -6), run_assertions=False)
    assert m.grade == "different", m


def test_a_fatal_error_only_checking_builds_raise_is_read_as_an_assertion():
    """MLIR's Operation::~Operation reports "operation destroyed but still has uses" through
    report_fatal_error inside `#ifndef NDEBUG` (118766): a release build never prints it, so a
    segfault is weighed as the release form of an assertion would be; an ordinary LLVM ERROR,
    printed by release builds too, makes a segfault a different failure outright."""
    from reducers.grade import checking_build_only

    fatal = parse_llvm_crash("LLVM ERROR: operation destroyed but still has uses\nPLEASE submit a bug report\n", 1)
    plain = parse_llvm_crash("LLVM ERROR: Cannot emit physreg copy instruction\nPLEASE submit a bug report\n", 1)
    assert fatal.kind == plain.kind == "llvm-error"
    assert checking_build_only(fatal) and not checking_build_only(plain)
    # AttributeSupport.h / TypeSupport.h getWithTypeID, also under #ifndef NDEBUG (108390)
    uniquer = parse_llvm_crash("LLVM ERROR: can't create Attribute 'mlir::LLVM::DIFileAttr' because storage uniquer "
                               "isn't initialized: the dialect was likely not loaded\n", 1)
    assert checking_build_only(uniquer)
    seg = parse_llvm_crash("PLEASE submit a bug report\nStack dump:\n #0 0x1 mlir::Operation::fold()\n", -11)
    assert "printed by release builds too" in grade(plain, seg).evidence
    assert "printed by release builds too" not in grade(fatal, seg).evidence
    # a report whose text is cut inside that message (128314's excerpt ends "...still has") is
    # still that error; a cut too short to tell is not
    cut = parse_llvm_crash("LLVM ERROR: operation destroyed but still has", 1)
    assert cut.kind == "llvm-error" and checking_build_only(cut)
    assert not checking_build_only(parse_llvm_crash("LLVM ERROR: operation destroyed\n", 1))


def test_an_error_at_the_op_from_a_check_only_checking_builds_make_is_checking_only():
    """MLIR's "operation destroyed but still has uses" is an error at the op, then a fatal error,
    both under #ifndef NDEBUG; a report whose log shows only the error line (197158, cut) is a
    checking build's failure as the fatal error's line is (118766). Another error at an op is not."""
    from reducers.grade import checking_build_only

    destroyed = CrashSignature(kind="diagnostic", message="'llvm.load' op operation destroyed but still has uses",
                               first_line="repro.mlir:12:8: error: 'llvm.load' op operation destroyed but still has uses")
    assert checking_build_only(destroyed)
    assert checking_build_only(CrashSignature(kind="llvm-error", message="operation destroyed but still has uses"))
    assert not checking_build_only(replace(destroyed, message="operand #N does not dominate this use",
                                           first_line="x.mlir:1:1: error: operand #0 does not dominate this use"))


def test_an_unloaded_dialect_reported_by_a_checking_build_is_the_release_builds_op_error():
    """216273 (mlir76, after its untouched run): the report's checking build stops at "can't
    create Attribute 'mlir::vector::PrintPunctuationAttr' because storage uniquer isn't
    initialized" (#ifndef NDEBUG); LLVM 19's release build (golden stderr, the same command)
    aborts at "Building op `vector.print` but it isn't known in this MLIRContext": MLIR's two
    errors for the one dialect the pass never loaded, a release variant. Another dialect's op
    is not linked."""
    ref = _issue_reference(216273)
    run19 = parse_llvm_crash((GOLDEN / "216273-19.stderr").read_text(), -6)
    m = grade(ref, run19, run_assertions=False)
    assert m.grade == "release-variant" and "vector dialect is not loaded" in m.evidence, m
    assert outcome_of(m) == "reproduces"
    other = replace(run19, message=run19.message.replace("`vector.print`", "`gpu.printf`"),
                    first_line=run19.first_line.replace("`vector.print`", "`gpu.printf`"))
    assert grade(ref, other, run_assertions=False).grade == "different"

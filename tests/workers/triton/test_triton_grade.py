"""Grades of Triton runs (`workers.triton.adapter.grade_triton`, `classify`) on real stderr:
the MLIR verifier error of triton#11620 as 3.6.0 and 3.8.0 print it (reworded between the LLVM
snapshots, same op, same pass), against the report's own wording."""
from __future__ import annotations

import json
from pathlib import Path

from reducers.outcome import Outcome, ProcessResult
from reducers.triton.signature import parse_triton_failure
from workers.triton.adapter import MLIR_REWORDED_MIN, classify, grade_triton
from workers.triton.extract import extract_triton
from workers.triton.runner import TritonRun

DATA = Path(__file__).parent / "data" / "stderr"
CORPUS = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "triton"


def run_of(name: str) -> TritonRun:
    d = json.loads((DATA / name).read_text())
    return TritonRun(process=ProcessResult(exit_code=d["exit_code"], stdout="", stderr=d["stderr"], wall_s=1.0),
                     report=d["report"])


def reported_11620():
    return extract_triton(json.loads((CORPUS / "11620" / "issue.json").read_text())).reported


def test_reported_wording_is_exact_on_the_release_that_prints_it():
    r = classify(run_of("11620-cuda90-3.8.0.json"), "triton-3.8.0", reported_11620())
    assert r.outcome == Outcome.REPRODUCES and r.match.grade in ("exact", "reworded")


def test_older_wording_of_the_same_check_is_reworded():
    ref = reported_11620()
    r = classify(run_of("11620-cuda90-3.6.0.json"), "triton-3.6.0", ref)
    assert r.outcome == Outcome.REPRODUCES, r.match
    assert r.match.grade == "reworded" and r.match.similarity >= MLIR_REWORDED_MIN
    assert "'scf.if' op" in r.match.evidence and "TritonGPUFuseNestedLoops" in r.match.evidence


def test_another_check_on_the_same_op_is_different():
    ref = reported_11620()
    other = parse_triton_failure(
        "x.py:3:5: error: 'scf.if' op expects region #0 to have 0 or 1 blocks\n"
        "x.py:1:0: note: Pipeline failed while executing [`TritonGPUFuseNestedLoops` on 'builtin.module' operation]\n",
        1, {"status": "exception", "chain": ["RuntimeError: PassManager::run failed"], "in_compile": True})
    assert grade_triton(ref, other).grade == "different"


def test_python_exception_is_never_a_native_crash():
    ref = reported_11620()
    py = parse_triton_failure("", 1, {"status": "exception", "chain": ["TypeError: range() got an unexpected keyword"],
                                       "in_compile": True})
    m = grade_triton(ref, py)
    assert m.grade == "different" and "python-exception" in m.evidence


def test_process_crash_without_text_is_native_only():
    # triton#4371: "This crashes Python." and no failure text (an attachment)
    ref = extract_triton(json.loads((CORPUS / "4371" / "issue.json").read_text())).reported
    assert ref is not None and ref.kind == "signal"
    diag = parse_triton_failure("", 1, {"status": "exception", "in_compile": True,
                                        "chain": ["RuntimeError: error encountered during parsing"]})
    assert grade_triton(ref, diag).grade == "different"  # a clean diagnostic, not the crash
    abort = parse_triton_failure("Fatal Python error: Aborted\n", -6, {})
    assert grade_triton(ref, abort).grade == "exact"


def test_language_or_target_lacking_a_feature_is_invalid_input():
    # messages of 3.0.0-3.2.0 runs of bench/corpus/triton 11620, 5836 and 5491 (hip)
    for msg in ("TypeError: range.__init__() got an unexpected keyword argument 'flatten'",
                "AttributeError: 'tensor' object has no attribute 'gather'",
                "ValueError: type fp8e4nv not supported in this architecture. The supported fp8 dtypes are "
                "('fp8e4b8', 'fp8e5', 'fp8e5b16')",
                # own corpus fresh3, 5366 on gfx942 3.0.0/3.1.0 (after its untouched run)
                "AssertionError: Dot op does not support fp8e4nv on CDNA"):
        run = TritonRun(process=ProcessResult(exit_code=1, stdout="", stderr="", wall_s=1.0),
                        report={"status": "exception", "in_compile": True, "stage": "",
                                "chain": ["CompilationError: at 3:4:\n    x", msg]})
        assert classify(run, "triton-3.2.0", None).outcome == Outcome.INVALID_INPUT, msg
    removed = TritonRun(process=ProcessResult(exit_code=1, stdout="", stderr="", wall_s=1.0),
                        report={"status": "exception", "in_compile": True, "chain": [
                            "CompilationError: at 1:2:", "AttributeError: '_aggregate_type' object has no attribute "
                                                         "'element_ty'"]})
    assert classify(removed, "triton-3.8.0", None).outcome != Outcome.INVALID_INPUT  # removed later: not n/a


# ---- miss classes of the tune split, on stderr recorded from the real releases
# (bench/corpus/triton issues run with ~/.cache/reprobot/triton/envs/<ver>)

def reported_of(issue: int):
    return extract_triton(json.loads((CORPUS / str(issue) / "issue.json").read_text())).reported


def test_ptxas_failure_is_a_tool_error_with_ptxas_message():
    # triton#5491 on sm_89: 3.0.0 wraps ptxas's failure in CalledProcessError, 3.2.0 in
    # "RuntimeError: Internal Triton PTX codegen error"; the report pastes ptxas's own line
    ref = reported_of(5491)
    assert ref.kind == "tool-error" and ref.key.startswith("ptxas: feature 'cvt with .bf16.f16'")
    for v in ("3.0.0", "3.2.0"):
        r = classify(run_of(f"5491-cuda89-{v}.json"), f"triton-{v}", ref)
        assert r.signature.kind == "tool-error", r.signature
        assert "requires .target sm_90" in r.signature.first_line
        assert r.outcome == Outcome.REPRODUCES and r.match.grade == "exact", r.match


def test_other_ptxas_message_is_different():
    ref = reported_of(5491)
    other = parse_triton_failure("ptxas /tmp/x.ptx, line 9; error   : Unknown symbol 'foo'\n"
                                 "ptxas fatal   : Ptx assembly aborted due to errors\n", 1,
                                 {"status": "exception", "in_compile": True,
                                  "chain": ["RuntimeError: Internal Triton PTX codegen error"]})
    assert other.kind == "tool-error" and grade_triton(ref, other).grade == "different"


def test_verifier_error_is_not_the_reported_process_crash():
    # triton#4371 on 3.3.1: the verifier rejects tt.join (a compile error), the report says
    # "This crashes Python" (3.0-3.2 abort)
    r = classify(run_of("4371-cuda90-3.3.1.json"), "triton-3.3.1", reported_of(4371))
    assert r.signature.kind == "mlir-error" and "'tt.join' op" in r.signature.message
    assert r.outcome == Outcome.OTHER_FAILURE and r.match.grade == "different"
    assert "compile error" in r.match.evidence


def test_traceback_cut_before_its_message_never_accepts_any_exception():
    # triton#989: the pasted traceback stops in code_gen.py add_to_cache, before its last line
    ref = reported_of(989)
    assert ref.kind == "python-exception" and ref.message == "" and ref.location == "code_gen.py:add_to_cache"
    r = classify(run_of("989-cuda90-3.4.0.json"), "triton-3.4.0", ref)
    assert r.signature.kind == "python-exception"
    assert r.outcome == Outcome.OTHER_FAILURE and r.match.grade == "different", r.match
    # the same exception type raised through the reported frame is reworded, never exact
    from reducers.triton.signature import parse_triton_reported, traceback_functions
    stderr = json.loads((DATA / "989-cuda90-3.4.0.json").read_text())["stderr"]
    frames = traceback_functions(stderr)
    assert ("core.py", "device_print") in frames  # where 3.4.0 raises its AssertionError

    def cut(last_line: str):
        return parse_triton_reported("Traceback (most recent call last):\n  File \"/x/triton/language/core.py\", "
                                     f"line 9, in device_print\n    assert x\n{last_line}")

    assert cut("AssertionError\n").location == "core.py:device_print"
    assert grade_triton(cut("AssertionError\n"), r.signature, frames).grade == "reworded"
    assert grade_triton(cut("ValueError\n"), r.signature, frames).grade == "different"
    assert grade_triton(cut(""), r.signature, [("core.py", "wrapper")]).grade == "different"


def test_ptx_inline_asm_on_hip_is_never_clean():
    # triton#3439 on gfx942: AMDGPU's LLVM cannot allocate PTX's 'r' registers; 3.4.0 prints it
    # and exits 1 without a report, 3.9.0 prints it and compiles on (exit 0)
    from workers.triton.adapter import foreign_asm_result, foreign_inline_asm

    src = (CORPUS / "3439" / "repro.py").read_text()
    why = foreign_inline_asm(src, "hip:gfx942:64")
    assert "NVIDIA" in why and foreign_inline_asm(src, "cuda:90:32") == ""
    ref = reported_of(3439)
    for v in ("3.4.0", "3.9.0"):
        run = run_of(f"3439-hipgfx942-{v}.json")
        r = foreign_asm_result(classify(run, f"triton-{v}", ref), why, run.process.stderr)
        assert r.outcome == Outcome.OTHER_FAILURE and r.match.grade == "different", (v, r)
        assert "allocate output register for constraint 'r'" in r.signature.message
    # AMDGPU constraints on cuda are foreign too; the target's own constraints are not
    amd = 'y = tl.inline_asm_elementwise("v_mov_b32 $0, $1", "=v,v", [x], dtype=tl.int32, is_pure=True, pack=1)'
    assert "AMDGPU" in foreign_inline_asm(amd, "cuda:90:32") and foreign_inline_asm(amd, "hip:gfx942:64") == ""


def test_report_with_only_the_wrapper_exception_is_reworded_by_the_same_tool():
    from reducers.triton.signature import parse_triton_reported
    ref = parse_triton_reported("RuntimeError: Internal Triton PTX codegen error")
    assert ref.kind == "python-exception"
    r = classify(run_of("5491-cuda89-3.2.0.json"), "triton-3.2.0", ref)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "reworded", r.match
    lld = classify(run_of("5491-cuda89-3.2.0.json"), "triton-3.2.0",
                   parse_triton_reported("subprocess.CalledProcessError: Command '['ld.lld', '-shared']' returned 1"))
    assert lld.outcome == Outcome.OTHER_FAILURE


# ------------------------------------------------------------------ another check of the same pass
def reported_of(number: int):
    return extract_triton(json.loads((CORPUS / str(number) / "issue.json").read_text())).reported


def test_reported_assertion_wrapped_over_lines_keeps_its_location():
    """triton#11631 pastes assert(3)'s one line re-wrapped at its colons (file:line / function /
    Assertion): the location is still read."""
    ref = reported_of(11631)
    assert ref.kind == "assertion" and "getNumOperands" in ref.first_line
    assert ref.location.startswith("Transforms/OptimizeThreadLocality.cpp:")
    assert ref.pass_name == "TritonGPUOptimizeThreadLocality"


def test_other_assertion_in_the_passs_own_file_is_reworded():
    """triton#11631: 3.8.0 asserts `oldUpdate->getNumOperands() == 2` (the report); 3.0.0-3.7.1
    assert `isa<BlockArgument>(accumOperand)` earlier in the same pass's own file on the same
    input. Caught as PassManager::run failed on 3.4.0, an abort (no pass named) on 3.2.0."""
    ref = reported_of(11631)
    r34 = classify(run_of("11631-cuda90-3.4.0.json"), "triton-3.4.0", ref)
    assert r34.outcome == Outcome.REPRODUCES and r34.match.grade == "reworded", r34.match
    assert "OptimizeThreadLocality.cpp" in r34.match.evidence and "isa<BlockArgument>" in r34.match.evidence
    r32 = classify(run_of("11631-hipgfx942-3.2.0.json"), "triton-3.2.0", ref)
    assert r32.outcome == Outcome.REPRODUCES and r32.match.grade == "reworded", r32.match


def test_assertion_in_another_file_or_a_shared_file_stays_different():
    ref = reported_of(11631)
    elsewhere = parse_triton_failure(
        "python: /project/lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp:90: auto f(): "
        "Assertion `rank == 2' failed.\n", -6)
    assert elsewhere.location.startswith("IR/LinearLayoutConversions.cpp")
    assert grade_triton(ref, elsewhere).grade == "different"
    # same file name, but a utility file that is not the pass's own and another function
    util_ref = parse_triton_failure(
        "python: /p/lib/Analysis/Utility.cpp:10: bool mlir::a(): Assertion `x' failed.\n"
        "Pipeline failed while executing [`TritonGPURemoveLayoutConversions` on 'builtin.module' operation]\n", -6)
    util_run = parse_triton_failure(
        "python: /p/lib/Analysis/Utility.cpp:99: bool mlir::b(): Assertion `y' failed.\n"
        "Pipeline failed while executing [`TritonGPURemoveLayoutConversions` on 'builtin.module' operation]\n", -6)
    assert grade_triton(util_ref, util_run).grade == "different"


def test_verifier_error_raised_while_parsing_is_a_compile_error():
    """triton#2576 on 3.5.1: the frontend's module fails MLIR's verifier and Triton raises
    "error encountered during parsing": an MLIR error, graded against the report's on the same
    op (another check of scf.while here: different, below `MLIR_REWORDED_MIN`)."""
    ref = reported_of(2576)
    r = classify(run_of("2576-cuda90-3.5.1.json"), "triton-3.5.1", ref)
    assert r.signature.kind == "mlir-error" and "'scf.while' op" in r.signature.first_line
    assert r.match.grade == "different" and "similarity" in r.match.evidence


def test_wrong_results_report_is_not_reproduced_by_a_crash():
    """triton#6987 reports wrong counts and no failure text: a CPU run that fails shows another
    problem, not the miscompile."""
    ref = reported_of(6987)
    assert ref.kind == "wrong-result" and "incorrect results" in ref.first_line
    crash = parse_triton_failure("", 1, {"status": "exception", "in_compile": True,
                                         "chain": ["AssertionError: Input shapes should have M >= 16"]})
    m = grade_triton(ref, crash)
    assert m.grade == "different" and "wrong results" in m.evidence


def test_unsupported_feature_report_is_reproduced_by_a_refusal_only():
    """triton#2657 (own corpus fresh2; fixed after its untouched measurement): the title says
    "Triton does not support tuple of input tensors for associative_scan" and the issue shows
    no failure text. 2.3.1 refuses the tuple ("Current implementation only support single
    tensor input"): reproduces. 3.6.0 accepts tuples and fails in the reporter's own combine
    function (TypeError: _ema_op() takes 2 positional arguments but 4 were given): another
    problem, where "any crash counts" used to say reproduces."""
    ref = reported_of(2657)
    assert ref.kind == "unsupported-feature"
    old = classify(run_of("2657-cuda90-2.3.1.json"), "triton-2.3.1", ref)
    assert old.outcome == Outcome.REPRODUCES and old.match.grade == "reworded", old.match
    new = classify(run_of("2657-cuda90-3.6.0.json"), "triton-3.6.0", ref)
    assert new.outcome == Outcome.OTHER_FAILURE and new.match.grade == "different", new.match
    assert "_ema_op" in new.match.evidence


def test_cut_native_assertion_is_not_met_by_an_mlir_diagnostic():
    """triton#4737: the report's assert line is cut inside its path. 3.0-3.4 abort on
    Casting.h's assertion (a native abort: it counts), 3.5+ refuse the kernel with an MLIR
    verifier error, which is the compiler rejecting the input, not the reported abort."""
    from reducers.signature import CrashSignature
    from reducers.triton.signature import parse_triton_reported

    ref = parse_triton_reported("python3: /source/llvm-project/llvm/incl\n")
    verifier = CrashSignature(kind="mlir-error", message="'tt.atomic_cas' op failed to verify", first_line="x")
    assert grade_triton(ref, verifier).grade == "different"
    native = CrashSignature(kind="assertion", message="Assertion `isa<To>(Val)' failed",
                            location="Support/Casting.h:cast", first_line="x")
    assert grade_triton(ref, native).grade == "exact"


def test_traceback_cut_inside_the_code_generators_walk_meets_a_failure_while_generating_ir():
    """triton#2475's traceback stops in CodeGenerator.visit_Module (a frame every kernel's IR
    generation runs through) before its message. 3.6.0 raises its AttributeError while generating
    IR (through make_ir, without printing the walk's frames): reworded. 3.7.1 gets past IR
    generation and fails in make_llir: different."""
    ref = reported_of(2475)
    assert ref.kind == "python-exception" and ref.location == "code_generator.py:visit_Module"
    r = classify(run_of("2475-cuda90-3.6.0.json"), "triton-3.6.0", ref)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "reworded", r.match
    assert "generating IR" in r.match.evidence
    later = classify(run_of("2475-cuda90-3.7.1.json"), "triton-3.7.1", ref)
    assert later.outcome == Outcome.OTHER_FAILURE, later.match


def test_report_showing_only_the_compilation_errors_location_is_met_at_that_location():
    """triton#6490 shows `CompilationError: at 4:4:` (pointing at `tl.store(Z, z)`) and no cause.
    3.6.0 raises its CompilationError at 4:4 with the cause `cannot convert ... tuple to tensor`:
    exact; the same cause at another statement is different."""
    from reducers.triton.signature import traceback_functions

    ref = reported_of(6490)
    assert ref.first_line.strip() == "CompilationError: at 4:4:"
    r = classify(run_of("6490-cuda90-3.6.0.json"), "triton-3.6.0", ref)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "exact", r.match
    stderr = json.loads((DATA / "6490-cuda90-3.6.0.json").read_text())["stderr"]
    assert grade_triton(ref, r.signature, traceback_functions(stderr), compile_at="5:4").grade == "different"
    assert grade_triton(ref, r.signature, traceback_functions(stderr)).grade == "different"


def test_same_exception_at_the_statement_the_report_points_at_is_reworded():
    """triton#9547 shows `CompilationError: at 4:4:` with the caret under `for i in range(0, 8, 2):`
    and `AssertionError("Loop carried variable a0 changed type ...")`; 3.2.0 raises
    `AssertionError('cannot reasign constexpr a0 in the loop')` at that statement (at 2:4: the
    reporter's kernel had two more lines). Same check, other words: reworded. Another exception
    type there, or the same type at another statement, is not."""
    from reducers.triton.signature import compile_site, traceback_functions

    ref = reported_of(9547)
    assert ref.compile_site == "4:4|for i in range(0, 8, 2):"
    r = classify(run_of("9547-cuda90-3.2.0.json"), "triton-3.2.0", ref)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "reworded", r.match
    stderr = json.loads((DATA / "9547-cuda90-3.2.0.json").read_text())["stderr"]
    assert compile_site(stderr) == ("2:4", "for i in range(0, 8, 2):")
    frames = traceback_functions(stderr)
    assert grade_triton(ref, r.signature, frames, "2:4", "a0 = b0").grade == "different"
    other = parse_triton_failure("", 1, {"status": "exception", "in_compile": True,
                                         "chain": ["ValueError: cannot reasign constexpr a0 in the loop"]})
    assert grade_triton(ref, other, frames, "2:4", "for i in range(0, 8, 2):").grade == "different"

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
                "('fp8e4b8', 'fp8e5', 'fp8e5b16')"):
        run = TritonRun(process=ProcessResult(exit_code=1, stdout="", stderr="", wall_s=1.0),
                        report={"status": "exception", "in_compile": True, "stage": "",
                                "chain": ["CompilationError: at 3:4:\n    x", msg]})
        assert classify(run, "triton-3.2.0", None).outcome == Outcome.INVALID_INPUT, msg
    removed = TritonRun(process=ProcessResult(exit_code=1, stdout="", stderr="", wall_s=1.0),
                        report={"status": "exception", "in_compile": True, "chain": [
                            "CompilationError: at 1:2:", "AttributeError: '_aggregate_type' object has no attribute "
                                                         "'element_ty'"]})
    assert classify(removed, "triton-3.8.0", None).outcome != Outcome.INVALID_INPUT  # removed later: not n/a

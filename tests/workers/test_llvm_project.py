"""Every corpus issue on every installed Debian release, for real, against expected.json."""
from __future__ import annotations

import pytest

from reducers.outcome import Outcome, ProcessResult
from tests.conftest import load_expected, load_issue
from workers.llvm_project import LLVMProject, classify
from workers.toolchains.llvm import LLVMToolchain

# the corpus spells the two kinds of non-matching failure apart; reprobot folds both
EXPECTED_TO_OUTCOME = {"reproduces": "reproduces", "other-crash": "other-failure", "error": "other-failure",
                       "clean": "clean", "invalid-input": "invalid-input"}


@pytest.fixture(scope="module")
def project():
    p = LLVMProject()
    if not any(t.id == "llvm-19" for t in p.toolchains()):
        pytest.skip("Debian LLVM releases not installed")
    return p


def test_corpus_agreement_per_release(corpus, project):
    have = {t.id for t in project.toolchains()}
    pairs = agree = 0
    disagreements = []
    for d in sorted((corpus / "llvm").iterdir()):
        issue, exp = load_issue(corpus, "llvm", d.name), load_expected(corpus, "llvm", d.name)
        x = project.extract(issue)
        runs_by_cand = []
        for rep in x.reproducers[:4]:
            runs = {f"llvm-{v}": project.run(rep, f"llvm-{v}", x.reported) for v in exp["debian_llvm"]
                    if f"llvm-{v}" in have}
            runs_by_cand.append(runs)
            if any(r.outcome == Outcome.REPRODUCES for r in runs.values()):
                break
        runs = runs_by_cand[-1] if any(r.outcome == Outcome.REPRODUCES for r in runs_by_cand[-1].values()) \
            else runs_by_cand[0]
        for v, e in exp["debian_llvm"].items():
            if f"llvm-{v}" not in runs:
                continue
            pairs += 1
            got = runs[f"llvm-{v}"].outcome.value
            if got == EXPECTED_TO_OUTCOME[e["status"]]:
                agree += 1
            else:
                disagreements.append((d.name, v, got, e["status"]))
    assert pairs >= 100
    assert agree / pairs >= 0.95, disagreements


def _proc(code, err, timed_out=False):
    return ProcessResult(code, "", err, 0.1, timed_out)


TC19 = LLVMToolchain("llvm-19", (19,), "/usr/lib/llvm-19/bin")
TC13 = LLVMToolchain("llvm-13", (13,), "/usr/lib/llvm-13/bin")


def test_classify_parse_error_is_invalid_input_never_clean():
    o, _, why = classify(_proc(1, "llc: error: llc: x.ll:9:20: error: use of undefined value '@llvm.fma.f32'"), None,
                         toolchain=TC19)
    assert o == Outcome.INVALID_INPUT and "undefined value" in why
    o, _, _ = classify(_proc(1, "llc: Unknown command line argument '-new-reg-bank-select'."), None, toolchain=TC19)
    assert o == Outcome.INVALID_INPUT


def test_classify_clean_diagnostic_is_other_failure():
    o, sig, _ = classify(_proc(1, "error: <unknown>:0:0: in function f void (): illegal VGPR to SGPR copy"), None,
                         toolchain=TC19)
    assert o == Outcome.OTHER_FAILURE and sig is None


def test_classify_timeout_and_llvm13_opaque_pointers():
    assert classify(_proc(-9, "", True), None, toolchain=TC19)[0] == Outcome.TIMEOUT
    from reducers.signature import CrashSignature

    assert classify(_proc(-9, "", True), CrashSignature("timeout"), toolchain=TC19)[0] == Outcome.REPRODUCES
    other = _proc(-11, "Stack dump:\n1.\tRunning pass 'CallGraph Pass Manager' on module 'x'.\n")
    ref = CrashSignature("assertion", "foo", "X Pass")
    assert classify(other, ref, toolchain=TC13, source="define ptr @f() {\n ret ptr null\n}\n")[0] == Outcome.INVALID_INPUT
    assert classify(other, ref, toolchain=TC19, source="define ptr @f() {\n ret ptr null\n}\n")[0] == Outcome.OTHER_FAILURE

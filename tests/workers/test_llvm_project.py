"""Every corpus issue on every installed Debian release, for real, against expected.json."""
from __future__ import annotations

from dataclasses import replace

import pytest

from reducers.outcome import Outcome, ProcessResult, RunResult
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


# ------------------------------------------------------------------ graded outcomes on real stderr

import json  # noqa: E402
from pathlib import Path  # noqa: E402

from reducers.signature import parse_llvm_crash, parse_reported  # noqa: E402
from reducers.reproducer import Reproducer  # noqa: E402
from workers.llvm_project import classify_graded  # noqa: E402

GOLDEN = Path(__file__).resolve().parents[1] / "reducers" / "golden"
TC22 = LLVMToolchain("llvm-22", (22,), None)


def test_reworded_message_reproduces_with_its_grade():
    """64394: the legalizer message of LLVM 14 against the one LLVM 13 printed."""
    ref = parse_llvm_crash((GOLDEN / "64394-13.stderr").read_text(), -6)
    o, sig, why, m = classify_graded(_proc(-6, (GOLDEN / "64394-14.stderr").read_text()), ref, toolchain=TC19,
                                     kind="mir")
    assert o == Outcome.REPRODUCES and m.grade == "reworded" and "reworded" in why
    assert classify(_proc(-6, (GOLDEN / "64394-14.stderr").read_text()), ref, toolchain=TC19, kind="mir")[0] == o


def test_release_variant_reproduces_on_a_release_build_only():
    """58171: a release build's segfault through MCRegisterInfo reproduces the reported
    assertion; the same bare crash on a build with assertions would not."""
    ref = parse_reported("llc: /x/llvm/include/llvm/MC/MCRegisterInfo.h:62: unsigned int llvm::MCRegisterClass::"
                         "getRegister(unsigned int) const: Assertion `i < getNumRegs() && \"Register number out of "
                         "range!\"' failed.\n2.\tRunning pass 'Finalize ISel and expand pseudo-instructions' on "
                         "function '@f'\n")
    err = (GOLDEN / "58171-19.stderr").read_text()
    o, _, why, m = classify_graded(_proc(-11, err), ref, toolchain=TC19)
    assert o == Outcome.REPRODUCES and m.grade == "release-variant" and "MCRegisterInfo" in why
    o22, _, _, m22 = classify_graded(_proc(-11, err), ref, toolchain=TC22)
    assert o22 == Outcome.OTHER_FAILURE and m22.grade == "different"


def test_graded_match_is_on_the_run_result(project):
    """A real run of 58171's input on LLVM 19 carries its grade into RunResult and its JSON."""
    from reducers.outcome import RunResult

    ir = (Path(__file__).resolve().parents[2] / "bench" / "corpus" / "llvm" / "58171" / "repro.ll").read_text()
    rep = Reproducer("llvm-ir", ir, "llc", ["-mtriple=r600"])
    ref = parse_reported("llc: /x/MCRegisterInfo.h:62: unsigned int llvm::MCRegisterClass::getRegister(unsigned int) "
                         "const: Assertion `i < getNumRegs()' failed.")
    r = project.run(rep, "llvm-19", ref)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "release-variant"
    assert RunResult.from_json(r.to_json()).match == r.match
    assert project.run(rep, "llvm-16", ref).match is None  # clean: no grade


def _run(tc: str, tool: str, args: list[str], ir: str, project) -> "RunResult":  # noqa: F821
    return project.run(Reproducer("llvm-ir", ir, tool, args), tc, None)


def test_unknown_pass_parameter_target_and_pass_are_invalid_input(project):
    """Real messages: LLVM 13 'invalid SimplifyCFG pass parameter', 'unable to get target for
    'amdgpu12.00'', 'unknown pass name' (an AMDGPU pass LLVM 16's opt does not have)."""
    ir = "define i32 @f(i32 %x) {\n  ret i32 %x\n}\n"
    assert _run("llvm-13", "opt", ["-passes=simplifycfg<switch-range-to-icmp>", "-S"], ir, project).outcome \
        == Outcome.INVALID_INPUT
    assert _run("llvm-19", "llc", ["-mtriple=amdgpu12.00"], ir, project).outcome == Outcome.INVALID_INPUT
    r = _run("llvm-16", "opt", ["-passes=amdgpu-codegenprepare"], "target triple = \"amdgcn-amd-amdhsa\"\n" + ir,
             project)
    assert r.outcome == Outcome.INVALID_INPUT and "pass" in r.reason
    # 138208 (fresh21): LLVM 16 has no new-PM codegenprepare: "unknown module pass 'codegenprepare'"
    r = _run("llvm-16", "opt", ["-passes=require<profile-summary>,codegenprepare", "-disable-output"], ir, project)
    assert r.outcome == Outcome.INVALID_INPUT, r.reason


def test_mir_the_parser_refuses_is_invalid_input(project):
    """47047 (fresh21): a '#' note inside the MIR body, which the MIR parser refuses as
    "error: repro.mir:9:34: unexpected character '#'" ("error:" first, unlike the IR reader)."""
    from pathlib import Path

    mir = (Path(__file__).resolve().parents[2] / "bench/corpus/llvm/47047/repro.mir").read_text()
    for tc in ("llvm-16", "llvm-19"):
        r = project.run(Reproducer("mir", mir, "llc", ["-mtriple=amdgcn-amd-amdhsa"]), tc, None)
        assert r.outcome == Outcome.INVALID_INPUT, (tc, r.reason)


def test_unknown_feature_asked_by_mattr_is_invalid_input_but_one_in_the_ir_is_input(project):
    """101288's '-mattr=+zu' is unknown to LLVM 16 (clean run, warning) -> invalid input;
    172647's "target-features"="avx1vex" is part of the input -> clean."""
    ir = "define i32 @f(i32 %x) {\n  ret i32 %x\n}\n"
    r = _run("llvm-16", "llc", ["-mtriple=x86_64", "-mattr=+zu"], ir, project)
    assert r.outcome == Outcome.INVALID_INPUT and "+zu" in r.reason
    ir2 = 'target triple = "x86_64-unknown-linux-gnu"\n' + ir.replace("{", "#0 {") + \
        'attributes #0 = { "target-features"="avx1vex" }\n'
    assert _run("llvm-16", "llc", [], ir2, project).outcome == Outcome.CLEAN


def test_cpu_a_release_ignores_silently_is_invalid_input(project):
    """220070: LLVM 13 accepts the unknown tune-cpu "c1-ultra" without a word; its CPU list
    (llc -mcpu=help) does not have it."""
    ir = ('target triple = "aarch64"\ndefine void @f() #0 {\n  ret void\n}\n'
          'attributes #0 = { "tune-cpu"="c1-ultra" }\n')
    r = _run("llvm-13", "llc", ["-O3", "-mtriple=aarch64"], ir, project)
    assert r.outcome == Outcome.INVALID_INPUT and "c1-ultra" in r.reason
    ok = _run("llvm-13", "llc", ["-mtriple=aarch64"], ir.replace("c1-ultra", "cortex-a53"), project)
    assert ok.outcome == Outcome.CLEAN


def test_reduce_cleans_up_and_writes_a_checked_lit_test(project):
    """LLVMProject.reduce on real llvm-reduce and llc 19: after llvm-reduce, the cleanup
    passes run with the same interestingness test, then the lit test is written and checked."""
    from reducers.reproducer import Reproducer
    from tests.support.llvm_ir import GPHI_ARGS, GPHI_CRASH

    src = ('target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-n32:64-S32-A5"\n'
           'target triple = "amdgcn-amd-amdhsa"\n\n' + GPHI_CRASH + '\n!llvm.ident = !{!0}\n!0 = !{!"clang"}\n')
    rep = Reproducer("llvm-ir", src, "llc", [a for a in GPHI_ARGS if not a.startswith("-mtriple")])
    out = project.reduce(rep, "llvm-19", None, budget_s=60)
    assert out.verified
    src = out.reproducer.source
    assert "datalayout" not in src and "target triple" not in src and "!llvm.ident" not in src and "@f()" in src
    assert "-mtriple=amdgcn-amd-amdhsa" in out.reproducer.args
    assert out.cleanup["bytes_after"] == out.after.bytes <= out.cleanup["bytes_before"]
    assert "triple-to-command" in out.cleanup["kept"] and any(s["name"] == "cleanup" for s in out.steps)
    t = out.upstream_test
    assert t["kind"] == "lit" and t["verified"], t["check"]
    assert "; CHECK: LLVM ERROR: cannot select: {{.*}} = G_PHI" in t["text"] and t["text"].endswith(src)


def test_intrinsic_signature_the_release_verifier_rejects_is_invalid_input(project):
    """The masked load without its alignment operand (the signature newer LLVMs use, as in
    196582 and 199337): LLVM 16 and 19 refuse the module ('immarg operand has non-immediate
    parameter ... input module cannot be verified') -> invalid input, not another failure;
    the old signature with the alignment operand runs."""
    new = ('target triple = "x86_64-unknown-linux-gnu"\n'
           "declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, <4 x i1>, <4 x i32>)\n"
           "define <4 x i32> @f(ptr %p, <4 x i1> %m) {\n"
           "  %v = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, <4 x i1> %m, <4 x i32> zeroinitializer)\n"
           "  ret <4 x i32> %v\n}\n")
    for rel in ("llvm-16", "llvm-19"):
        r = _run(rel, "llc", [], new, project)
        assert r.outcome == Outcome.INVALID_INPUT and "verified" in r.reason, (rel, r.reason)
    old = new.replace("(ptr, <4 x i1>", "(ptr, i32 immarg, <4 x i1>") \
        .replace("p0(ptr %p, <4 x i1>", "p0(ptr %p, i32 4, <4 x i1>")
    assert _run("llvm-19", "llc", [], old, project).outcome == Outcome.CLEAN


def test_verifier_rejection_recorded_from_debian_llvm16_is_invalid_input():
    """196582 (held-out issue; stderr recorded from Debian LLVM 16, exit 1): the masked
    load/store without the alignment operand; the reported assertion is not there to match."""
    from reducers.signature import CrashSignature

    err = (GOLDEN / "invalid" / "196582-16.stderr").read_text()
    ref = CrashSignature("assertion", "castIsValid(op, S, Ty) && \"Invalid cast!\"", "AMDGPU IR late optimizations")
    o, sig, why, m = classify_graded(_proc(1, err), ref, toolchain=LLVMToolchain("llvm-16", (16,), "/usr/lib/llvm-16/bin"),
                                     source="", args=["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-O2"])
    assert o == Outcome.INVALID_INPUT and "cannot be verified" in why


@pytest.mark.docker
def test_llvmlite_and_triton_snapshot_run_in_the_container_as_locally(corpus, project):
    """llvm-22 (the runner image's llvmlite) and a Triton wheel's LLVM (its venv mounted
    read-only) are not dropped from Docker runs: an assertion-only crash reproduces in the
    container exactly as on the host."""
    from tests.workers.sandbox.battery_support import docker_socket_present
    from workers.sandbox.docker import DockerSandbox

    if not docker_socket_present():
        pytest.skip("no Docker socket")
    docker = LLVMProject(sandbox=DockerSandbox())
    have = {t.id for t in docker.toolchains()}
    snap = next((t for t in ("llvm@triton-3.4.0", "llvm@triton-3.3.1") if t in have), None)
    assert "llvm-22" in have
    issue = load_issue(corpus, "llvm", "137064")
    x = project.extract(issue)
    for tc in ["llvm-22"] + ([snap] if snap else []):
        here, there = project.run(x.reproducers[0], tc, x.reported), docker.run(x.reproducers[0], tc, x.reported)
        assert there.outcome == here.outcome == Outcome.REPRODUCES, (tc, there.reason)
        assert there.signature.summary() == here.signature.summary()


def test_jobs_list_the_toolchains_this_worker_lacks():
    """A toolchain the settings ask for that this worker does not have is named as not run,
    instead of dropped: the service's verdict and the CLI's differ visibly, never silently."""
    from reducers.reproducer import Reproducer
    from workers.sandbox.docker import DockerSandbox

    p = LLVMProject(toolchains=["llvm-19", "llvm-99"], sandbox=DockerSandbox())  # no container started
    ids = [t.id for t in p.toolchains()]
    if "llvm-19" not in ids:
        pytest.skip("llvm-19 missing")
    assert ids[-1] == "llvm-99"
    rep = Reproducer(kind="llvm-ir", source="define void @f() {\n  ret void\n}\n", tool="llc", args=[])
    r99 = p.run(rep, "llvm-99", None)
    assert r99.outcome == Outcome.INFRA_ERROR and "not installed on this worker" in r99.reason


def test_repeated_flag_is_invalid_input_and_a_crash_after_an_unknown_cpu_another_failure(project):
    """From the fresh3 batch (after its untouched measurement): 173360's command from the stack
    dump repeats -S, which LLVM 14's opt refuses ('may only occur zero or one times'). 176839's
    IR asks for CPU 'la664', which LLVM 16 ignores and then stops with an unrelated 'LLVM ERROR:
    Please use one feature of 32bit and 64bit.': another failure, as the shared corpus labels
    137064's crashes after an unknown gfx942 (fresh3 labels it invalid input: the labels
    conflict and the shared corpus decides)."""
    import json

    from workers.extract.llvm import extract_llvm

    own = Path(__file__).resolve().parents[2] / "bench" / "corpus" / "llvm"

    def reported(n: int):
        return extract_llvm(json.loads((own / str(n) / "issue.json").read_text())).reported

    ir = (own / "176839" / "repro.ll").read_text()
    r = project.run(Reproducer("llvm-ir", ir, "llc", ["-O0"]), "llvm-16", reported(176839))
    assert r.outcome == Outcome.OTHER_FAILURE and "Please use one feature" in r.reason
    ir2 = (own / "173360" / "repro.ll").read_text()
    r2 = project.run(Reproducer("llvm-ir", ir2, "opt", ["-S", "-passes=codegenprepare", "-S"]), "llvm-14",
                     reported(173360))
    assert r2.outcome == Outcome.INVALID_INPUT and "may only occur zero or one times" in r2.reason


def _own(n: int) -> tuple[str, "object"]:
    import json

    from workers.extract.llvm import extract_llvm

    own = Path(__file__).resolve().parents[2] / "bench" / "corpus" / "llvm" / str(n)
    x = extract_llvm(json.loads((own / "issue.json").read_text()))
    return (own / "repro.ll").read_text(), x


def test_fourth_fresh_batch_classes_on_real_releases(project):
    """From the fresh4 batch (after its untouched measurement), each on a real Debian release:
    - 174154: clang prints LLVM's fatal error as "fatal error: error in backend: Cannot
      scalarize scalable vector stores"; llc 19 prints "LLVM ERROR: Cannot scalarize …" — the
      same message (it was 'different', similarity 0.62);
    - 197949: LLVM 19 words the libcall failure "unsupported libcall legalization", the report
      (LLVM 22) "unsupported library call operation"; both stacks raise it under
      TargetLowering::makeLibCall: reworded;
    - 107939: the triple is only in clang's warning "overriding the module target triple with
      m68k-unknown-linux-gnu": llc 19 then selects for M68k and fails as reported;
    - 195412: LLVM 16's Xtensa cannot write objects ("target does not support generation of
      this file type"): invalid input, not another failure;
    - 160127: the report's assertion "Request for a fixed element count on a scalable object";
      LLVM 19 (release) reports the same check as "Invalid size request on a scalable vector."."""
    ir, x = _own(174154)
    r = project.run(x.reproducers[0], "llvm-19", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "exact", (r.reason, r.match)
    ir, x = _own(197949)
    r = project.run(x.reproducers[0], "llvm-19", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "reworded" and "makeLibCall" in r.match.evidence
    ir, x = _own(107939)
    assert "-mtriple=m68k-unknown-linux-gnu" in x.reproducers[0].command_line()
    r = project.run(x.reproducers[0], "llvm-19", x.reported)
    assert r.outcome == Outcome.REPRODUCES, r.reason
    ir, x = _own(195412)
    r = project.run(x.reproducers[0], "llvm-16", x.reported)
    assert r.outcome == Outcome.INVALID_INPUT and "file type" in r.reason
    ir, x = _own(160127)
    r = project.run(Reproducer("llvm-ir", ir, "llc", ["-mtriple=aarch64-none-elf", "-mattr=+sve2"]), "llvm-19",
                    x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "release-variant", (r.reason, r.match)


def test_sixth_fresh_batch_classes_on_real_releases(project):
    """From the fresh6 batch (after its untouched measurement, 60/84), each on a real Debian release:
    - 134463: the report is llc's error diagnostic, named only by the title "[AMDGPU] illegal
      VGPR to SGPR copy"; LLVM 16 exits 1 with "illegal SGPR to VGPR copy" (its wording):
      reworded, where it was "another failure";
    - 130443: the diagnostic is pasted ("error: <unknown>:0:0: in function …: illegal VGPR to
      SGPR copy"); LLVM 19 stops earlier with "LLVM ERROR: failed to find free scratch
      register", which is not it (it was "any crash counts");
    - 112367: the prose quotes "LLVM ERROR: unable to legalize instruction" cut short; the
      pasted log's whole line is the reported message, and every release prints it;
    - 76504: the report's assertion is in Casting.h (a dyn_cast on a null value, inline in its
      caller) and `opt -passes=loop-reduce` runs one pass; LLVM 19's SIGSEGV in that pass is
      its release variant (it was 'the stack does not run through Casting.h')."""
    ir, x = _own(134463)
    assert x.reported.kind == "diagnostic"
    r = project.run(x.reproducers[0], "llvm-16", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "reworded", (r.reason, r.match)
    ir, x = _own(130443)
    assert x.reported.kind == "diagnostic" and x.reported.message == "illegal VGPR to SGPR copy"
    r = project.run(x.reproducers[0], "llvm-19", x.reported)
    assert r.outcome == Outcome.OTHER_FAILURE and r.match.grade == "different", (r.reason, r.match)
    ir, x = _own(112367)
    assert "G_SHUFFLE_VECTOR" in x.reported.message
    r = project.run(x.reproducers[0], "llvm-16", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "exact", (r.reason, r.match)
    ir, x = _own(76504)
    r = project.run(x.reproducers[0], "llvm-19", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "release-variant", (r.reason, r.match)
    assert "loop-reduce" in r.match.evidence


def test_release_hang_with_its_sigquit_stack_dump_reproduces_as_a_variant():
    """220802 on LLVM 19: the sandbox's SIGQUIT at the time limit made llc print where it
    loops ('Legalizer' on @f, the reported assertion's pass): a release-variant; the same
    timeout without a dump, or on a build with assertions, is another failure."""
    _, x = _own(220802)
    hung = (GOLDEN / "220802-19-hang.stderr").read_text()
    outcome, sig, why, m = classify_graded(_proc(-9, hung, True), x.reported, toolchain=TC19)
    assert outcome == Outcome.REPRODUCES and m.grade == "release-variant"
    assert sig.kind == "timeout" and sig.pass_name == "Legalizer" and "Legalizer" in why
    # nothing links a hang without a dump, or one on a build with assertions (it would have
    # asserted), to the reported crash: the release fails otherwise (the corpora's other-crash)
    assert classify_graded(_proc(-9, "", True), x.reported, toolchain=TC19)[0] == Outcome.OTHER_FAILURE
    outcome, _, why, m = classify_graded(_proc(-9, hung, True), x.reported, toolchain=TC22)
    assert outcome == Outcome.OTHER_FAILURE and m.grade == "different" and "in Legalizer" in why
    # with no reported failure to compare, a timeout is just that
    assert classify_graded(_proc(-9, hung, True), None, toolchain=TC19)[0] == Outcome.TIMEOUT


def test_a_release_running_out_of_memory_in_the_assertions_pass_is_graded_as_its_hang():
    """220802 on LLVM 19 under the sandbox's 4 GiB cap (real stderr, `ulimit -v 4194304`): the
    endless legalization that outlasts 60 s on a slower machine exhausts memory first here
    ('LLVM ERROR: out of memory' in 'Legalizer' on @f). A runaway loop ends at whichever limit
    comes first: graded as the hang, a release variant; on a build with assertions, or in
    another pass, it is not."""
    _, x = _own(220802)
    oom = (GOLDEN / "220802-19-oom.stderr").read_text()
    outcome, sig, why, m = classify_graded(_proc(-6, oom), x.reported, toolchain=TC19)
    assert outcome == Outcome.REPRODUCES and m.grade == "release-variant", why
    assert "out of memory" in m.evidence and "Legalizer" in m.evidence
    outcome, _, why, _ = classify_graded(_proc(-6, oom.replace("'Legalizer'", "'IRTranslator'")), x.reported,
                                         toolchain=TC19)
    assert outcome == Outcome.OTHER_FAILURE, why
    assert classify_graded(_proc(-6, oom), x.reported, toolchain=TC22)[0] == Outcome.OTHER_FAILURE


def test_legacy_pass_flag_refused_by_a_release_is_invalid_input(project):
    """llvm#57368 (fresh9) runs `opt -loop-load-elim`: LLVM 16 refuses the legacy spelling ("The
    `opt -passname` syntax for the new pass manager is not supported"), 19 no longer knows the
    option: the release cannot run the command as given (invalid input), not another failure."""
    ir = "define void @f() {\n  ret void\n}\n"
    for tc in ("llvm-16", "llvm-19"):
        r = _run(tc, "opt", ["-loop-load-elim"], ir, project)
        assert r.outcome == Outcome.INVALID_INPUT, (tc, r.reason)


def test_a_clean_release_between_a_weak_reproduction_and_the_report_contradicts_it(project):
    """On the real releases (fresh15):
    - 69124 (reported 2023-10 on main, no crash text in the excerpt): 13 and 14 segfault in NVPTX
      ISel, linked to the report by nothing ('any crash counts'); 15 and 16, which left main
      before the report, are clean: 14's crash is another bug, 13's the opaque-pointer
      convention's invalid input;
    - 58699 (llc 15.0.2, 'free(): invalid pointer'): 13/14 print LLVM's 'Cannot select' (a fatal
      error where the report is a heap-corruption abort: different), 15 segfaults in the same
      input (weak, reproduces) and no clean release older than 15 stands between."""
    for n, expect in ((69124, {"llvm-13": Outcome.INVALID_INPUT, "llvm-14": Outcome.OTHER_FAILURE,
                               "llvm-15": Outcome.CLEAN, "llvm-16": Outcome.CLEAN}),
                      (58699, {"llvm-13": Outcome.OTHER_FAILURE, "llvm-14": Outcome.OTHER_FAILURE,
                               "llvm-15": Outcome.REPRODUCES})):
        _, x = _own(n)
        issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / str(n) / "issue.json").read_text())
        runs = {t: project.run(x.reproducers[0], t, x.reported) for t in expect}
        got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
        assert {t: r.outcome for t, r in got.items()} == expect, {t: r.reason for t, r in got.items()}
        if n == 69124:
            assert runs["llvm-14"].outcome == Outcome.REPRODUCES and runs["llvm-14"].match.weak
            assert "llvm-15 is clean" in got["llvm-14"].reason and got["llvm-14"].match.grade == "different"
        else:
            assert got["llvm-13"].match.grade == "different" and got["llvm-15"].match.weak


def test_a_bare_crash_of_a_single_opt_pass_is_in_that_pass_on_both_sides(project):
    """llvm/llvm-project#56882 (fresh17): `opt -passes=dfa-jump-threading`; godbolt's stack shows only
    DFAJumpThreading.cpp's anonymous-namespace frames and no pass line, LLVM 16's release stack only
    llvm::DFAJumpThreadingPass::run: no frame in common, but with one pass in the pipeline both
    crashed in it (exact, weak: a pass is all that links them)."""
    _, x = _own(56882)
    r = project.run(x.reproducers[0], "llvm-16", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "exact" and r.match.weak, (r.reason, r.match)


def test_a_reader_only_command_whose_input_no_toolchain_reads_makes_its_diagnostics_other_failures(project):
    """Commands that run no pass (`opt in.ll [-S]`), on the real releases (fresh19):
    - 57832: 13 crashes in LLParser on the IR (the report); 16, 19 and LLVM 22 print a clean
      diagnostic on the same line: no toolchain reads the input, so the diagnostics are the
      crash fixed (other failure), not input too new for 16 (invalid input);
    - 119818: 16 stops at "label expected to be numbered" and 19 reads the module clean: 16
      lacks the syntax (invalid input stays)."""
    for n, tids, expect in ((57832, ("llvm-13", "llvm-16", "llvm-19", "llvm-22"),
                             {"llvm-13": Outcome.REPRODUCES, "llvm-16": Outcome.OTHER_FAILURE,
                              "llvm-19": Outcome.OTHER_FAILURE, "llvm-22": Outcome.OTHER_FAILURE}),
                            (119818, ("llvm-16", "llvm-19"),
                             {"llvm-16": Outcome.INVALID_INPUT, "llvm-19": Outcome.CLEAN})):
        _, x = _own(n)
        issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / str(n) / "issue.json").read_text())
        runs = {t: project.run(x.reproducers[0], t, x.reported) for t in tids}
        assert runs["llvm-16"].outcome == Outcome.INVALID_INPUT  # what one run alone can say
        got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
        assert {t: r.outcome for t, r in got.items()} == expect, {t: r.reason for t, r in got.items()}
        if n == 57832:
            assert "no toolchain reads it" in got["llvm-16"].reason


def test_a_release_crash_in_the_container_keeps_its_unnamed_frames_as_on_the_host(project):
    """llvm/llvm-project#173128 on LLVM 19: the crash site is an unnamed frame of a static helper,
    and only the runner image's llvm-symbolizer makes the container print it (libLLVM.so.19.1+0x…)
    as the host does; without it the stack dump drops unnamed frames, and the link to the
    report's assertion (`reducers.grade._local_helper_link`) was lost in the bot's sandbox only."""
    from tests.workers.sandbox.battery_support import docker_socket_present
    from workers.sandbox.docker import DockerSandbox

    if not docker_socket_present():
        pytest.skip("no Docker socket")
    _, x = _own(173128)
    docker = LLVMProject(toolchains=["llvm-19"], sandbox=DockerSandbox())
    here = project.run(x.reproducers[0], "llvm-19", x.reported)
    there = docker.run(x.reproducers[0], "llvm-19", x.reported)
    assert there.outcome == here.outcome == Outcome.REPRODUCES, there.reason
    assert there.signature.frames == here.signature.frames and "+0x" in there.signature.frames[0]
    assert there.match.grade == "release-variant"


def test_the_verifier_rejecting_the_only_passs_output_is_a_weak_variant_of_its_assertion(project):
    """Release builds run past the reported check and the IR verifier rejects what the one pass
    of the command built (fresh36):
    - 56463: `opt -instcombine`; the report asserts in CallInst::init ("Calling a function with a
      bad signature"); LLVM 14 prints "Call parameter type does not match function signature!" and
      "Broken module found" after instcombine;
    - 222427: `opt -codegenprepare -stress-cgp-store-extract`; the report is CodeGenPrepare's
      UNREACHABLE; LLVM 19's legacy function verifier after the pass ("Module Verifier") finds
      operands of two types.
    The same broken module after a pipeline of several passes is not placed in one pass."""
    for n, tid, words in ((56463, "llvm-14", "Call parameter type"), (222427, "llvm-19", "Both operands")):
        _, x = _own(n)
        r = project.run(x.reproducers[0], tid, x.reported)
        assert r.outcome == Outcome.REPRODUCES and r.match.grade == "release-variant" and r.match.weak, (r.reason,)
        assert words in r.match.evidence and "the only pass the command runs" in r.match.evidence
    _, x = _own(56463)
    two = replace(x.reproducers[0], args=["-instcombine", "-simplifycfg", "-S"])
    r = project.run(two, "llvm-14", x.reported)
    assert "Broken module found" in r.reason and r.outcome != Outcome.REPRODUCES, r.reason


def test_verifier_rejections_of_invalid_input_are_diagnoses_when_the_title_quotes_them_or_the_reader_read_it(project):
    """Invalid IR reported for a crash (fresh36), on the real releases:
    - 68545, 'Opt Crash "Invalid user of intrinsic instruction"': 15 and 16 reject the input with
      that very message and exit cleanly, which is the crash fixed (other failure), not input
      they cannot take; 19 prints it and segfaults (any crash counts: the report's text is cut);
    - 172810 (`opt -S`, the reader's auto-upgrade asserting): 16 cannot parse the newer syntax
      (invalid input), 19 parses it and its verifier rejects the call (other failure)."""
    _, x = _own(68545)
    assert x.reproducers[0].source.rstrip().endswith('], section "llvm.metadata"')  # the whole module
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "68545" / "issue.json").read_text())
    runs = {t: project.run(x.reproducers[0], t, x.reported) for t in ("llvm-15", "llvm-19")}
    assert runs["llvm-15"].outcome == Outcome.INVALID_INPUT  # what one run alone can say
    got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
    assert got["llvm-15"].outcome == Outcome.OTHER_FAILURE and "title quotes" in got["llvm-15"].reason
    assert got["llvm-19"].outcome == Outcome.REPRODUCES
    _, x = _own(172810)
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "172810" / "issue.json").read_text())
    runs = {t: project.run(x.reproducers[0], t, x.reported) for t in ("llvm-16", "llvm-19", "llvm-22")}
    got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
    assert {t: r.outcome for t, r in got.items()} == {"llvm-16": Outcome.INVALID_INPUT, "llvm-19": Outcome.OTHER_FAILURE,
                                                      "llvm-22": Outcome.REPRODUCES}, {t: r.reason for t, r in got.items()}


def test_a_newer_reader_that_diagnoses_input_an_older_release_crashed_on_as_reported_is_another_failure(project):
    """136144 (fresh163, untouched round 20): `define void @test(label %0)`; the real llc 19 reads it
    and segfaults in X86 instruction selection as reported, LLVM 22 refuses it in the reader ("invalid
    type for function argument"). The input is not too new for 22 (19 read it): the refusal is the
    crash on invalid input fixed by a diagnostic, another failure, not input 22 cannot take. Syntax a
    release removed ("and constexprs are no longer supported") stays input it cannot read."""
    from workers.llvm_project import _diagnosed_after_reproduction

    _, x = _own(136144)
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "136144" / "issue.json").read_text())
    runs = {t: project.run(x.reproducers[0], t, x.reported) for t in ("llvm-19", "llvm-22")}
    assert runs["llvm-22"].outcome == Outcome.INVALID_INPUT  # what one run alone can say
    got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
    assert got["llvm-19"].outcome == Outcome.REPRODUCES
    assert got["llvm-22"].outcome == Outcome.OTHER_FAILURE and "invalid type for function argument" in \
        got["llvm-22"].reason, got["llvm-22"].reason
    # without the older reproduction nothing says 22's reader diagnoses it
    alone = {"llvm-22": runs["llvm-22"]}
    assert _diagnosed_after_reproduction(alone, x.reproducers[0])["llvm-22"].outcome == Outcome.INVALID_INPUT
    # the real llc 19 on removed syntax, after a reproduction elsewhere: still input it cannot read
    removed = replace(x.reproducers[0], source="define i64 @f() {\n  ret i64 and (i64 ptrtoint (ptr @f to i64), i64 1)\n}\n")
    r19 = project.run(removed, "llvm-19", None)
    assert r19.outcome == Outcome.INVALID_INPUT and "no longer supported" in r19.stderr_tail
    older = {"llvm-16": replace(r19, toolchain="llvm-16", outcome=Outcome.REPRODUCES), "llvm-19": r19}
    assert _diagnosed_after_reproduction(older, removed)["llvm-19"].outcome == Outcome.INVALID_INPUT


def test_a_release_that_hangs_in_the_only_pass_of_the_command_is_a_variant_of_its_assertion():
    """165088 (fresh38): `opt -passes=simplifycfg<switch-range-to-icmp>`; the report is
    SimplifyCFG's iteration bound (`IterCnt++ < 1000`), cut before its file. LLVM 14 (release)
    runs past the wall limit and its stack dump at SIGQUIT says nothing but the command line
    (golden: the sandbox's real capture): with one pass in the command (its parameters are
    still one pass) and nothing in the reader, the hang is in that pass. `-passes=default<O3>`
    is a pipeline, not a pass."""
    from reducers.signature import single_opt_pass
    from workers.llvm_project import classify_graded
    from workers.toolchains.llvm import discover

    tc = next((t for t in discover() if t.id == "llvm-14"), None)
    if tc is None:
        pytest.skip("llvm-14 not installed")
    _, x = _own(165088)
    assert single_opt_pass(x.reproducers[0].args) == "simplifycfg" and single_opt_pass(["-passes=default<O3>"]) == ""
    stderr = (GOLDEN / "165088-14-timeout.stderr").read_text()
    proc = ProcessResult(exit_code=-9, stdout="", stderr=stderr, wall_s=30.0, timed_out=True)
    outcome, _, why, m = classify_graded(proc, x.reported, toolchain=tc, args=x.reproducers[0].args, tool="opt")
    assert outcome == Outcome.REPRODUCES and m.grade == "release-variant", why
    # the same dump from a command of two passes says nothing about where it hangs: the release
    # fails otherwise than reported (the corpora's other-crash); with no reported failure, a timeout
    two = ["-passes=simplifycfg,instcombine", "-S"]
    o2, sig2, why2, m2 = classify_graded(proc, x.reported, toolchain=tc, args=two, tool="opt")
    assert o2 == Outcome.OTHER_FAILURE and m2.grade == "different" and sig2.kind == "timeout", why2
    assert "a hang where the report shows a crash" in why2
    assert classify_graded(proc, None, toolchain=tc, args=two, tool="opt")[0] == Outcome.TIMEOUT


def test_a_newer_reader_that_rejects_what_an_older_one_read_is_a_diagnosis(project):
    """172650 (fresh38, `opt -S`): the report is the IR parser's APInt assertion on an over-wide
    `half` constant; LLVM 16 truncates it and reads the module clean, LLVM 22 says
    "hexadecimal constant too large for half": the stricter reader is the crash diagnosed
    (other failure), not input too new for 22."""
    _, x = _own(172650)
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "172650" / "issue.json").read_text())
    runs = {t: project.run(x.reproducers[0], t, x.reported) for t in ("llvm-16", "llvm-22")}
    assert runs["llvm-22"].outcome == Outcome.INVALID_INPUT  # what one run alone can say
    got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
    assert got["llvm-16"].outcome == Outcome.CLEAN and got["llvm-22"].outcome == Outcome.OTHER_FAILURE, \
        {t: r.reason for t, r in got.items()}


def test_a_toolchain_without_a_stack_dump_reproduces_when_it_prints_a_linked_releases_message(project):
    """62267 (fresh45): the report's dump shows frames under LegalizeTypes and no message; LLVM 19
    prints "Do not know how to split the result of this operator!" in the reported pass on the
    reported function (linked by them), LLVM 22 (llvmlite, no stack dump) the same message alone:
    a reproduction too, as weak as 19's. Without 19's reproduction in the runs, 22 stays another
    failure (nothing places it)."""
    _, x = _own(62267)
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "62267" / "issue.json").read_text())
    runs = {t: project.run(x.reproducers[0], t, x.reported) for t in ("llvm-19", "llvm-22")}
    assert runs["llvm-19"].outcome == Outcome.REPRODUCES and runs["llvm-22"].outcome == Outcome.OTHER_FAILURE
    got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
    assert got["llvm-22"].outcome == Outcome.REPRODUCES and "llvm-19's reproduction" in got["llvm-22"].match.evidence
    assert got["llvm-22"].match.weak == runs["llvm-19"].match.weak
    alone = project.reconcile({"llvm-22": runs["llvm-22"]}, x.reproducers[0], issue, x.reported)
    assert alone["llvm-22"].outcome == Outcome.OTHER_FAILURE


def test_a_cut_reduction_ranks_last_and_a_header_unreachable_is_placed_by_the_only_pass(project):
    """68953 (fresh50): the first reduction in the thread is cut mid-function (its fence never
    closes), the second is whole: that one runs. The report's UNREACHABLE names only a header
    (MachineValueType.h:276), so the command's one pass (slp-vectorizer) is where it fired, and
    LLVM 16's SIGSEGV in BoUpSLP::getEntryCost in that pass is a weak release variant."""
    _, x = _own(68953)
    assert "attributes #0" in x.reproducers[0].source
    r = project.run(x.reproducers[0], "llvm-16", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "release-variant" and r.match.weak, r.reason


def test_llvmlite_without_an_asm_parser_is_never_the_reported_bug(project):
    """186527 (fresh52): no crash text in the report (any crash counts); llvmlite's LLVM 22 aborts
    with "Inline asm not supported by this streamer" because it has no RISC-V asm parser: another
    failure, as the corpus labels it (103493, 113774)."""
    _, x = _own(186527)
    r = project.run(x.reproducers[0], "llvm-22", x.reported)
    assert r.outcome == Outcome.OTHER_FAILURE and "assembly parser" in r.reason, r.reason


def test_the_release_builds_message_the_report_shows_beside_its_assertion(project):
    """165713 (fresh58, whole-thread dump): the reporter pastes 'llc (assertion trunk) output' (an
    assertion in WebAssemblyTargetLowering::LowerBUILD_VECTOR) and 'llc output' ('LLVM ERROR: Cannot
    select: v16i8 = BUILD_VECTOR ...', the build without assertions). Debian 14 and 19 print that
    very Cannot select: a release variant the report itself links. Without the second block the
    same runs are another failure (nothing else links them)."""
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "165713" / "issue.json").read_text())
    x = project.extract(issue)
    assert x.reported.kind == "assertion" and x.reported.release_kind == "cannot-select"
    assert "BUILD_VECTOR" in x.reported.release_message
    for t in ("llvm-14", "llvm-19"):
        r = project.run(x.reproducers[0], t, x.reported)
        assert r.outcome == Outcome.REPRODUCES and r.match.grade == "release-variant", r.reason
        assert "from a build without assertions" in r.match.evidence
    body = issue["body"]
    cut = dict(issue, body=body[:body.index("llc output:")], comments=[])
    y = project.extract(cut)
    assert y.reported.kind == "assertion" and not y.reported.release_message
    assert project.run(y.reproducers[0], "llvm-19", y.reported).outcome == Outcome.OTHER_FAILURE


def test_an_unreachables_text_under_llvm_errors_prefix_is_its_message(project):
    """182520 (fresh58): the reporter's first block shows 'LLVM ERROR: Unhandled HVX operation' then
    'UNREACHABLE executed at HexagonISelLoweringHVX.cpp' (rustc's output). llvm_unreachable prints
    its text bare; the prefix is not part of it, so LLVM 22 (llvmlite, assertions on), which prints
    'Unhandled HVX operation' / 'UNREACHABLE executed at ...', reproduces exactly."""
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "182520" / "issue.json").read_text())
    x = project.extract(issue)
    assert x.reported.kind == "unreachable" and x.reported.message == "Unhandled HVX operation UNREACHABLE executed"
    if "llvm-22" in {t.id for t in project.toolchains()}:
        r = project.run(x.reproducers[0], "llvm-22", x.reported)
        assert r.outcome == Outcome.REPRODUCES and r.match.grade == "exact", r.reason


def test_a_crash_after_an_unknown_processor_is_not_a_release_variant():
    """LLVM 13's real stderr on 160356's loop-vectorize IR: it does not know neoverse-v2 (the IR's
    target-cpu), ignores it, and segfaults in llvm::getPtrStride under
    InterleavedAccessInfo::collectConstStrideAccesses. Against an assertion placed in that function
    (the report's own, LoopVectorizationPlanner::computeBestVF, is met only through the pass class
    LoopVectorizePass, which links nothing: 55375) it would be a release variant; but it compiled
    another configuration than the report's, so it is another failure (the corpus convention of
    137064; the input given without opaque pointers here, so LLVM 13's experimental-opaque-pointer
    rule does not decide it first)."""
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "160356" / "issue.json").read_text())
    from workers.extract.llvm import extract_llvm

    reported = extract_llvm(issue).reported
    err = (GOLDEN / "160356-13.stderr").read_text()
    o, _, why, m = classify_graded(_proc(-11, err), reported, toolchain=TC13, tool="opt", args=["-passes=loop-vectorize"])
    assert o == Outcome.OTHER_FAILURE and "does not run through" in m.evidence, why
    ref = replace(reported, location="Analysis/VectorUtils.cpp:InterleavedAccessInfo::collectConstStrideAccesses")
    o, sig, why, m = classify_graded(_proc(-11, err), ref, toolchain=TC13, tool="opt", args=["-passes=loop-vectorize"])
    assert o == Outcome.OTHER_FAILURE and m.grade == "different", why
    assert "does not know the processor" in m.evidence
    o2, _, _, m2 = classify_graded(_proc(-11, err.replace("'neoverse-v2' is not a recognized processor for this target "
                                                         "(ignoring processor)\n", "")),
                                   ref, toolchain=TC13, tool="opt", args=["-passes=loop-vectorize"])
    assert o2 == Outcome.REPRODUCES and m2.grade == "release-variant"


def _reconciled(project, n: int, tcs: tuple[str, ...]) -> dict:
    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / str(n) / "issue.json").read_text())
    x = extract_llvm(issue)
    have = {t.id for t in project.toolchains()}
    runs = {t: project.run(x.reproducers[0], t, x.reported) for t in tcs if t in have}
    return project.reconcile(runs, x.reproducers[0], issue, x.reported)


def test_a_parse_error_further_into_the_input_tells_syntax_too_new_from_a_diagnosis(project):
    """172943 (fresh62, `opt -S`, the report an assertion in LLParser): 13 and 16 stop at 7:3
    ('expected instruction opcode': they do not know '#dbg_declare' records), 19 reads the record
    and diagnoses its label operand at 7:22. 13/16: input too new; 19: the reader diagnosing.
    176847 (a `default<O2>` pipeline, but the reported assertion is in the reader's intrinsic
    check): 13/16 'use of undefined value '@llvm.aarch64...'' (no auto-declared intrinsics: too
    new), 19 'invalid intrinsic signature' at the same place (the diagnosis)."""
    got = _reconciled(project, 172943, ("llvm-13", "llvm-16", "llvm-19"))
    assert [got[t].outcome for t in ("llvm-13", "llvm-16", "llvm-19")] == \
        [Outcome.INVALID_INPUT, Outcome.INVALID_INPUT, Outcome.OTHER_FAILURE], {t: r.reason for t, r in got.items()}
    got = _reconciled(project, 176847, ("llvm-13", "llvm-16", "llvm-19"))
    assert [got[t].outcome for t in ("llvm-13", "llvm-16", "llvm-19")] == \
        [Outcome.INVALID_INPUT, Outcome.INVALID_INPUT, Outcome.OTHER_FAILURE], {t: r.reason for t, r in got.items()}


def test_a_stackless_bare_crash_after_a_release_crashing_elsewhere_is_that_crash(project):
    """184003 (fresh63): the report is a bare SIGSEGV in the X86 AsmPrinter (debug info). LLVM 19
    segfaults in instruction selection instead (other failure), and llvmlite's LLVM 22, which
    prints no stack dump, segfaults bare: read alone it met the bare report, but the release
    before it places the input's crash elsewhere."""
    got = _reconciled(project, 184003, ("llvm-19", "llvm-22"))
    if "llvm-22" not in got:
        pytest.skip("llvmlite's LLVM 22 not installed")
    assert got["llvm-19"].outcome == Outcome.OTHER_FAILURE
    assert got["llvm-22"].outcome == Outcome.OTHER_FAILURE and "crashes on this input elsewhere" in got["llvm-22"].reason


def test_module_asm_alone_is_ir_and_llcs_relocation_spelling_reaches_llvmlite(project):
    """177852 (fresh63): the reproducer is five `module asm` lines, no function: still the IR
    (13-16 stop with the .cfi error the reporter wants, 19 is clean). 176688 (fresh64): llc's
    '-relocation-model=dynamic-no-pic' is llvmlite's 'dynamicnopic' (the driver had stopped with
    llvmlite's AssertionError); a model llvmlite cannot set is unsupported, not a failure."""
    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "177852" / "issue.json").read_text())
    x = extract_llvm(issue)
    assert x.reproducers and x.reproducers[0].source.startswith("module asm")
    got = _reconciled(project, 177852, ("llvm-16", "llvm-19"))
    assert got["llvm-16"].outcome == Outcome.OTHER_FAILURE and ".cfi frame" in got["llvm-16"].reason
    assert got["llvm-19"].outcome == Outcome.CLEAN
    import subprocess
    import sys as _sys

    from workers.toolchains.llvm import DRIVER
    ir = 'target triple = "x86_64-unknown-linux-gnu"\ndefine i32 @f() {\n  ret i32 0\n}\n'
    ok = subprocess.run([_sys.executable, DRIVER, "llc", "-relocation-model=dynamic-no-pic", "-o", "/dev/null", "-"],
                        input=ir, capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0, ok.stderr
    no = subprocess.run([_sys.executable, DRIVER, "llc", "-relocation-model=ropi", "-o", "/dev/null", "-"],
                        input=ir, capture_output=True, text=True, timeout=120)
    assert no.returncode == 3 and "relocation model" in no.stderr


def test_a_reporters_macos_host_gives_llc_its_darwin_triple(project):
    """160587 (fresh63): 'llc -march=aarch64 test.ll' on a Mac, the IR without a triple: llc takes
    the host's Darwin triple (the pasted output starts '.build_version macos', the stack runs
    through MCAsmInfoDarwin), -march only the architecture. On Linux the same command compiles for
    ELF and is clean; with the Darwin triple 16 and 19 segfault in the AArch64 Assembly Printer,
    as reported. 54339 (an Intel Mac, 'libsystem_platform.dylib' frames) keeps reproducing."""
    from workers.extract.llvm import darwin_host_triple, extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "160587" / "issue.json").read_text())
    r = extract_llvm(issue).reproducers[0]
    assert r.args[:2] == ["-mtriple=arm64-apple-macosx", "-march=aarch64"]
    got = _reconciled(project, 160587, ("llvm-16", "llvm-19"))
    assert all(got[t].outcome == Outcome.REPRODUCES for t in got), {t: g.reason for t, g in got.items()}
    # no -march (an Apple machine may be either architecture) or a triple in the IR: no guess
    assert darwin_host_triple("define void @f() {\n ret void\n}", [], ".build_version macos") is None
    assert darwin_host_triple('target triple = "aarch64"\n', ["-march=aarch64"], ".build_version macos") is None


def test_the_reporters_bare_release_crash_beside_a_maintainers_unreachable(project):
    """179991 (fresh65): the reporter's release build (LLVM 21) segfaults in the 'AVR Assembly
    Printer'; a maintainer's comment shows the assertions build stopping earlier at 'Don't know how
    to custom lower this!' UNREACHABLE in instruction selection. Debian 16 and 19 segfault in the
    AVR Assembly Printer: the reporter's own failure (a release variant the report shows), and
    llvmlite's LLVM 22 (assertions) prints the UNREACHABLE."""
    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "179991" / "issue.json").read_text())
    # the same two failures in one description (no comment): the bare crash is still the
    # reporter's release form (a body without logs once made a later comment's logs count as its,
    # and a thread without comments counted none)
    one = dict(issue, body=issue["body"] + "\n\n" + issue["comments"][1]["body"], comments=[])
    x = extract_llvm(one)
    assert x.reported.kind == "unreachable" and x.reported.release_kind == "signal", x.reported
    got = _reconciled(project, 179991, ("llvm-16", "llvm-19", "llvm-22"))
    for t in ("llvm-16", "llvm-19"):
        assert got[t].outcome == Outcome.REPRODUCES and got[t].match.grade == "release-variant", got[t].reason
        assert "build without assertions crashing so in the same pass" in got[t].match.evidence
    if "llvm-22" in got:
        assert got["llvm-22"].outcome == Outcome.REPRODUCES



def test_llvm13_crashing_where_its_experimental_opaque_pointers_have_no_element_type_is_invalid_input():
    """160345 (fresh67, `opt -passes=loop-vectorize`, the report an assertion in
    LoopVectorizationPlanner's cost model): LLVM 13 (real stderr) segfaults in getPtrStride, which
    reads the pointer operand's element type (`cast<PointerType>(Ty)->getElementType()`), null
    for `ptr` in LLVM 13's experimental opaque-pointer mode. Same pass, same class: it would grade
    a release variant, but it is the mode's gap (INVALID_INPUT, as 95520 and 100583 on 13). The
    same crash on typed-pointer IR is still a release variant."""
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "160345" / "issue.json").read_text())
    from workers.extract.llvm import extract_llvm

    x = extract_llvm(issue)
    err = (GOLDEN / "160345-13.stderr").read_text()
    src = x.reproducers[0].source
    assert "ptr" in src
    o, sig, why, m = classify_graded(_proc(-11, err), x.reported, toolchain=TC13, tool="opt",
                                     args=["-passes=loop-vectorize"], source=src)
    assert o == Outcome.INVALID_INPUT and m.grade == "different", why
    assert "getPtrStride" in m.evidence and "opaque pointers" in why
    # on typed-pointer IR the same unlinked crash is another failure (the pass class
    # LoopVectorizePass alone links nothing, 55375), and with an assertion placed in the crashing
    # function it would be the assertion's release variant: the mode decides INVALID_INPUT
    typed = "define void @f(i32* %p) {\n  ret void\n}\n"
    o2, _, _, m2 = classify_graded(_proc(-11, err), x.reported, toolchain=TC13, tool="opt",
                                   args=["-passes=loop-vectorize"], source=typed)
    assert o2 == Outcome.OTHER_FAILURE and m2.grade == "different"
    placed = replace(x.reported, location="Analysis/LoopAccessAnalysis.cpp:llvm::getPtrStride")
    o3, _, _, m3 = classify_graded(_proc(-11, err), placed, toolchain=TC13, tool="opt",
                                   args=["-passes=loop-vectorize"], source=typed)
    assert o3 == Outcome.REPRODUCES and m3.grade == "release-variant"
    o4, _, why4, _ = classify_graded(_proc(-11, err), placed, toolchain=TC13, tool="opt",
                                     args=["-passes=loop-vectorize"], source=src)
    assert o4 == Outcome.INVALID_INPUT and "opaque pointers" in why4


def test_a_reporters_release_crash_beside_a_maintainers_assertion_line_in_a_comment():
    """129929 (fresh66): the description is the reporter's release build segfaulting in 'Post-RA
    pseudo instruction expansion pass' (a whole stack dump, no message); comment 3 quotes an
    assertions build's one line ("fails earlier": getLMUL's assertion, no pass named). The
    assertion's pass is not the description's, so the description's crash is the release form
    the report shows, and LLVM 19's real segfault in that pass is a release variant, not another
    failure."""
    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "129929" / "issue.json").read_text())
    ref = extract_llvm(issue).reported
    assert ref.kind == "assertion" and "isScalableVector" in ref.message
    assert ref.release_kind == "signal" and ref.release_pass == "Post-RA pseudo instruction expansion pass"
    err = (GOLDEN / "129929-19.stderr").read_text()
    o, sig, why, m = classify_graded(_proc(-11, err), ref, toolchain=TC19, tool="llc", args=["-O3"])
    assert o == Outcome.REPRODUCES and m.grade == "release-variant", why
    # the same thread without the description's crash: nothing shows a release form
    alone = dict(issue, body=issue["body"].split("Trace:")[0] + issue["body"].split("Input file:")[1])
    assert extract_llvm(alone).reported.release_kind == ""


def test_an_mlir_reproducer_runs_on_each_releases_mlir_opt_and_is_reduced(project):
    """173555 (mlir0) on Debian's mlir-opt (mlir-N-tools, real processes): 16 does not parse the
    scalable vector type (invalid input: the parser's own diagnostic), 19 segfaults in
    OuterProductOp::verify as reported (reproduces, by the frame), llvmlite has no mlir-opt
    (unsupported). The reduction uses reprobot's MLIR reducer, not llvm-reduce."""
    import json

    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "173555" / "issue.json").read_text())
    x = extract_llvm(issue)
    rep = x.reproducers[0]
    assert rep.kind == "mlir" and rep.tool == "mlir-opt"
    r19 = project.run(rep, "llvm-19", x.reported)
    assert r19.outcome == Outcome.REPRODUCES and "OuterProductOp::verify" in r19.reason, r19.reason
    r16 = project.run(rep, "llvm-16", x.reported)
    assert r16.outcome == Outcome.INVALID_INPUT and "expected non-function type" in r16.reason, r16.reason
    if "llvm-22" in {t.id for t in project.toolchains()}:
        r22 = project.run(rep, "llvm-22", x.reported)
        assert r22.outcome == Outcome.INFRA_ERROR and "mlir-opt" in r22.reason
    red = project.reduce(rep, "llvm-19", x.reported, budget_s=60)
    assert red.verified and red.reproducer.kind == "mlir" and red.after.bytes < red.before.bytes
    assert "affine_map" not in red.reproducer.source and "vector.outerproduct" in red.reproducer.source


def test_a_release_variant_needs_the_configuration_the_report_asked_for():
    """175058 (fresh69, real stderr), the opt form of the reporter's clang -O3 for rv32gcv: LLVM 13
    does not know -mattr's +v and ignores it, then segfaults in loop-vectorize (the report's
    pass): another configuration than the report's, so not a release variant (invalid input on 13:
    its opaque pointers are experimental). LLVM 14 (-opaque-pointers) knows +v but segfaults in
    RuntimePointerChecking::insert, which reads a pointer's element type, unset in that mode:
    another failure, not the reported assertion compiled out."""
    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "175058" / "issue.json").read_text())
    x = extract_llvm(issue)
    rep = x.reproducers[0]
    assert rep.tool == "opt" and "-passes=default<O3>" in rep.args and "-mattr=+m,+a,+f,+d,+c,+v" in rep.args
    # the report's assertion (LoopVectorizationPlanner::executePlan) is met in 13's stack only through
    # the pass class LoopVectorizePass, which links nothing (55375); placed where 13 crashes, it would
    # link, and then the ignored feature decides
    placed = replace(x.reported, location="Analysis/IVDescriptors.cpp:llvm::InductionDescriptor::isInductionPHI")
    o13, _, why13, m13 = classify_graded(_proc(-11, (GOLDEN / "175058-13.stderr").read_text()), placed,
                                         toolchain=TC13, tool="opt", args=rep.args, source=rep.source)
    assert o13 == Outcome.INVALID_INPUT and m13.grade == "different" and "+v of -mattr" in m13.evidence, why13
    tc14 = LLVMToolchain("llvm-14", (14,), "/usr/lib/llvm-14/bin")
    o14, _, why14, m14 = classify_graded(_proc(-11, (GOLDEN / "175058-14.stderr").read_text()), x.reported,
                                         toolchain=tc14, tool="opt", args=rep.args, source=rep.source)
    assert o14 == Outcome.OTHER_FAILURE and m14.grade == "different" and "RuntimePointerChecking::insert" in m14.evidence
    # without the ignored feature the same LLVM 13 crash would count as the assertion's release form
    plain = [a for a in rep.args if not a.startswith("-mattr")]
    _, _, _, m = classify_graded(_proc(-11, (GOLDEN / "175058-13.stderr").read_text()), placed,
                                 toolchain=TC13, tool="opt", args=plain, source="define void @f(i8* %p) {\n  ret void\n}\n")
    assert m.grade == "release-variant"


def test_a_generic_checks_callers_in_the_reports_own_stack_link_a_release_crash():
    """180419 (mlir1): the report is `cast<Ty>() argument of incompatible type!` (Casting.h: no
    place of its own) with a stack through SPIRVType::getExtensions and
    SPIRVConversionTarget::isLegalOp; mlir-opt prints no pass. Debian 19's real segfault on the
    maintainer's minimized module runs through both: a (weak) release variant. A crash whose stack
    shares one of them only, deeper than the crash site and its caller, links nothing."""
    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "180419" / "issue.json").read_text())
    x = extract_llvm(issue)
    err = (GOLDEN / "180419-19.stderr").read_text()
    o, _, why, m = classify_graded(_proc(-11, err), x.reported, toolchain=TC19, kind="mlir", tool="mlir-opt",
                                   args=["--convert-cf-to-spirv"])
    assert o == Outcome.REPRODUCES and m.grade == "release-variant" and m.weak, why
    assert "SPIRVType::getExtensions" in m.evidence and "isLegalOp" in m.evidence
    one = err.replace("mlir::spirv::SPIRVType::getExtensions", "mlir::spirv::OtherType::getExtensions")
    o2, _, _, m2 = classify_graded(_proc(-11, one), x.reported, toolchain=TC19, kind="mlir", tool="mlir-opt",
                                   args=["--convert-cf-to-spirv"])
    assert o2 == Outcome.OTHER_FAILURE and m2.grade == "different"
    # the pipeline tries the thread's other module when the first reproduces nowhere: kuhar's
    assert [r.origin for r in x.reproducers][:2] == ["body", "comment 1 by @kuhar"]


def test_an_assertions_code_that_moved_into_another_pass_is_no_pass_conflict():
    """157184 (fresh70): the reporter's trunk asserts in ExpandVectorPredication.cpp's
    foldEVLIntoMask under 'Pre-ISel Intrinsic Lowering'; in LLVM 16 that file is its own pass,
    'Expand vector predication intrinsics', and the real release build segfaults there. The
    pass names differ because the code moved, not because the crash is elsewhere: a (weak)
    release variant. A crash in an unrelated pass still conflicts."""
    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "157184" / "issue.json").read_text())
    ref = extract_llvm(issue).reported
    assert ref.pass_name == "Pre-ISel Intrinsic Lowering" and "ExpandVectorPredication.cpp" in ref.location
    tc16 = LLVMToolchain("llvm-16", (16,), "/usr/lib/llvm-16/bin")
    err = (GOLDEN / "157184-16.stderr").read_text()
    o, _, why, m = classify_graded(_proc(-11, err), ref, toolchain=tc16, tool="llc", args=[])
    assert o == Outcome.REPRODUCES and m.grade == "release-variant" and m.weak, why
    assert "Expand vector predication intrinsics" in m.evidence
    other = err.replace("Expand vector predication intrinsics", "Early CSE")
    assert classify_graded(_proc(-11, other), ref, toolchain=tc16, tool="llc", args=[])[0] == Outcome.OTHER_FAILURE


def test_mlir_opt_stack_dumps_name_the_op_parser_and_its_custom_parser_errors_are_invalid_input():
    """185587 (mlir2): mlir-opt's stack dump names no pass but 'MLIR Parser: custom op parser
    'vector.shuffle'' (the report's and Debian 15's alike, 15's frames unsymbolized): the same
    place, read as the pass, so 15's bare segfault is the report's crash. 168695 on 19: a custom
    op's parser refusing the input ("custom op 'vector.scatter' invalid kind of type specified":
    tensor operands are newer) is input this release cannot read."""
    from workers.extract.llvm import extract_llvm

    own = GOLDEN.parents[2] / "bench" / "corpus" / "llvm"
    x = extract_llvm(json.loads((own / "185587" / "issue.json").read_text()))
    assert x.reported.pass_name == "MLIR Parser: custom op parser 'vector.shuffle'"
    tc15 = LLVMToolchain("llvm-15", (15,), "/usr/lib/llvm-15/bin")
    err = (GOLDEN / "185587-15.stderr").read_text()
    o, sig, why, _ = classify_graded(_proc(-11, err), x.reported, toolchain=tc15, kind="mlir", tool="mlir-opt")
    assert o == Outcome.REPRODUCES and sig.pass_name == x.reported.pass_name, why
    other = err.replace("'vector.shuffle'", "'vector.extract'")
    assert classify_graded(_proc(-11, other), x.reported, toolchain=tc15, kind="mlir", tool="mlir-opt")[0] \
        == Outcome.OTHER_FAILURE
    y = extract_llvm(json.loads((own / "168695" / "issue.json").read_text()))
    o2, _, why2, _ = classify_graded(_proc(1, (GOLDEN / "invalid" / "168695-19.stderr").read_text()), y.reported,
                                     toolchain=TC19, kind="mlir", tool="mlir-opt")
    assert o2 == Outcome.INVALID_INPUT and "invalid kind of type" in why2


def test_a_pass_option_mlir_opt_does_not_know_is_invalid_input():
    """183519 (mlir3) on Debian 15 (real stderr): `--affine-super-vectorizer-test=vectorize-affine-
    loop-nest` names an option that release's pass lacks ('<Pass-Options-Parser>: no such option'):
    the release cannot run the command as given, as for an unknown pass parameter of opt."""
    tc15 = LLVMToolchain("llvm-15", (15,), "/usr/lib/llvm-15/bin")
    err = (GOLDEN / "invalid" / "183519-15.stderr").read_text()
    assert classify_graded(_proc(1, err), None, toolchain=tc15, kind="mlir", tool="mlir-opt")[0] == Outcome.INVALID_INPUT


def test_a_pass_the_textual_pipeline_parser_does_not_know_is_invalid_input():
    """186830 (mlir4) on Debian 13 (real stderr): `--pass-pipeline=builtin.module(func.func(
    expand-strided-metadata))` names a pass that release does not have ("does not refer to a
    registered pass or pass pipeline"): it cannot run the command, as for opt's unknown pass."""
    tc13 = LLVMToolchain("llvm-13", (13,), "/usr/lib/llvm-13/bin")
    err = (GOLDEN / "invalid" / "186830-13.stderr").read_text()
    o, _, why, _ = classify_graded(_proc(1, err), None, toolchain=tc13, kind="mlir", tool="mlir-opt")
    assert o == Outcome.INVALID_INPUT and "expand-strided-metadata" in why


def _run_corpus_mlir(number: int, release: str) -> RunResult:
    """The real mlir-opt of `release` on an own-corpus issue's first candidate (its repro.mlir),
    against the issue's reported signature."""
    if not Path(f"/usr/lib/llvm-{release}/bin/mlir-opt").exists():
        pytest.skip(f"mlir-{release}-tools not installed (scripts/setup.d/15-mlir.sh)")
    from workers.extract.llvm import extract_llvm

    d = GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / str(number)
    x = extract_llvm(json.loads((d / "issue.json").read_text()))
    rep = x.reproducers[0]
    assert rep.kind == "mlir" and rep.source.strip() == (d / "repro.mlir").read_text().strip()
    return LLVMProject(toolchains=[f"llvm-{release}"]).run(rep, f"llvm-{release}", x.reported)


@pytest.mark.parametrize("number,release,outcome", [
    (187974, "19", Outcome.INVALID_INPUT),   # tosa.transpose's perms: an attribute in 2026, an operand in 19
    (210266, "19", Outcome.INVALID_INPUT),   # an OCP fp8 result type 19's packed_trunc_2xfp8 does not accept yet
    (61344, "19", Outcome.INVALID_INPUT),    # tosa.argmax's axis: an i32 attribute in 19, i64 in the report
    (114764, "19", Outcome.OTHER_FAILURE),   # "redefinition of symbol named 'matcher'" is the pass's, not the parser's
    (204291, "19", Outcome.INVALID_INPUT),   # transform.structured.split binds two results in 19, one in the report
    (120948, "15", Outcome.INVALID_INPUT),   # #spirv.storage_class: an attribute of a dialect 15 does not register
    (64290, "19", Outcome.INVALID_INPUT),    # scf.parallel ends in scf.reduce in 19, in scf.yield in the report
    (61054, "19", Outcome.INVALID_INPUT),    # linalg.map on a memref input with a tensor init: 16 took it, 19 not
    (61367, "19", Outcome.INVALID_INPUT),    # a func.func nested in another: 19's Symbol rule, 16 read it
    (58045, "13", Outcome.INVALID_INPUT),    # gpu.func's function type attribute was still called 'type'
    (179043, "16", Outcome.INVALID_INPUT),   # !amx.tile: a type 16's amx dialect cannot parse
    (55873, "19", Outcome.INVALID_INPUT),    # "-pass-pipeline=func.func(sccp)": the anchor's form before 16
    (173567, "15", Outcome.OTHER_FAILURE),   # the verifier refuses a rank the op holds: a clean refusal
    (159741, "19", Outcome.OTHER_FAILURE),   # the report crashed while verifying: 19's verifier refusing is no gap
    (159646, "19", Outcome.OTHER_FAILURE),   # the same, the verifier 20 frames below the report's crash site
])
def test_mlir_opt_alone_tells_an_op_defined_otherwise_from_a_refusal(number, release, outcome):
    """A real mlir-opt on the corpus inputs: MLIR verifies ops as it parses them, so the error of
    an op whose shape another release defines (187974 on 19: "'tosa.transpose' op expected 2
    operands, but found 1") reads like a pass's own. reprobot runs the release's parser alone on
    the input to tell: the op's arity rejected with no pass is input this release cannot read;
    a verifier that rejects what the op holds (173567 on 15: collapse_shape's ranks) is the
    release refusing invalid IR (`error` in the corpus, other-failure here)."""
    r = _run_corpus_mlir(number, release)
    assert r.outcome == outcome, r.reason
    if outcome == Outcome.INVALID_INPUT:
        assert {187974: "expected 2 operands", 210266: "result #0 must be",
                61344: "failed to satisfy constraint", 204291: "defines 2 results but was provided 1",
                120948: "created with unregistered dialect", 64290: "expects body to terminate with",
                61054: "pure tensor or buffer semantics", 61367: "must have the SymbolTable trait",
                58045: "requires a type attribute 'type'",
                179043: "provides no type parsing hook",
                55873: "can't run 'func.func' pass manager on 'builtin.module' op"}[number] in r.reason
    if number == 114764:
        assert "redefinition of symbol" in r.reason and "parser alone reads the input cleanly" in r.reason


@pytest.mark.parametrize("number,release,outcome", [
    (216225, "15", Outcome.REPRODUCES),     # no symbol at all: placed by the command's one pass
    (216225, "19", Outcome.REPRODUCES),     # a VectorToSCF pattern under the greedy driver
    (119855, "19", Outcome.REPRODUCES),     # optimizeSharedMemoryReadsAndWrites, not the asserting getDimSize
    (107958, "19", Outcome.REPRODUCES),     # the crash is in verifying the pass's output: the pass built it
    (111243, "19", Outcome.REPRODUCES),     # the same, printing a verifier's diagnostic on the pass's output
    (74301, "15", Outcome.REPRODUCES),      # canonicalize is one pass too (no symbol on 15)
    (173553, "15", Outcome.REPRODUCES),     # a report's bare crash, the same one pass: exact
    (173378, "16", Outcome.REPRODUCES),     # no pass: mlir-opt only reads, verifies and prints
    (159734, "19", Outcome.REPRODUCES),     # the same, a generic-form fuzzer module
    (173563, "19", Outcome.REPRODUCES),     # the title names the crash site the cut stack does not show
    (118766, "19", Outcome.REPRODUCES),     # a fatal error only checking builds raise, like an assertion
    (116044, "19", Outcome.REPRODUCES),     # glibc finds the heap the pass damaged at shutdown (PassNameCLParser)
    (108390, "19", Outcome.REPRODUCES),     # "storage uniquer isn't initialized": a fatal error under #ifndef NDEBUG
    (128308, "19", Outcome.REPRODUCES),     # the test pass reads its bytecode back: a parser frame under the pass
])
def test_an_mlir_release_crash_in_the_commands_only_pass_is_the_reported_assertion(number, release, outcome):
    """mlir12/mlir14 on the real mlir-opt releases: the reports are assertions (or bare crashes) of
    trunk builds under a command that runs one pass; Debian's release builds die on SIGSEGV where
    the check is compiled out, in that pass, and the release's parser alone reads the input
    cleanly. The corpus labels these reproduces (release variant; exact against a bare crash).
    With no pass (173378, 159734) mlir-opt only reads, verifies and prints, where the report's
    assertion fired. A crash while verifying the pass's output (107958 on 19: the verifier of the
    llvm.extractvalue the pass built) is the pass's too. (Commands of several passes:
    `test_mlir_opts_local_crash_reproducer_places_a_crash_among_several_passes`.)"""
    r = _run_corpus_mlir(number, release)
    assert r.outcome == outcome, r.reason
    if number == 173553:
        assert r.match.grade == "exact" and "in the only pass the command runs" in r.match.evidence
    elif number == 173563:
        # crashed verifying the pass's output, like 107958, but the report's own crash was there too
        assert r.match.grade == "exact" and "mlir::spirv::FuncOp::verifyBody" in r.match.evidence
    elif number in (173378, 159734):
        assert r.match.grade == "release-variant" and "the command runs no pass" in r.match.evidence
    elif number == 116044:
        assert r.match.grade == "release-variant" and "glibc found the heap damaged" in r.match.evidence \
            and "after the only pass the command runs" in r.match.evidence
    elif outcome == Outcome.REPRODUCES:
        assert r.match.grade == "release-variant" and "in the only pass the command runs" in r.match.evidence
    else:
        assert r.match is None or r.match.grade == "different"


@pytest.mark.parametrize("name,code,damage", [
    ("116044-19-malloc-consolidate-abort.stderr", -6, "malloc_consolidate(): unaligned fastbin chunk detected"),
    ("116044-19-malloc-consolidate-segv.stderr", -11, "SIGSEGV in glibc's malloc_consolidate"),
])
def test_heap_damage_after_the_only_pass_reads_the_same_in_either_form_glibc_shows(name, code, damage):
    """116044 on the real mlir-opt 19: the pass leaves the heap damaged, and at shutdown glibc
    either aborts with its check's line (most runs) or segfaults inside malloc_consolidate first
    (about one run in thirty; both stderrs golden, from the same command). Either run is the
    report's assertion in its release form, with the same evidence: the damage is found after the
    only pass, whose input the release's parser alone reads cleanly (a real parse-only run)."""
    if not Path("/usr/lib/llvm-19/bin/mlir-opt").exists():
        pytest.skip("mlir-19-tools not installed (scripts/setup.d/15-mlir.sh)")
    from workers.extract.llvm import extract_llvm
    from workers.llvm_project import _MlirProbes

    d = GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "116044"
    x = extract_llvm(json.loads((d / "issue.json").read_text()))
    stderr = (GOLDEN / name).read_text()
    project = LLVMProject(toolchains=["llvm-19"])
    tc = project.toolchain("llvm-19")
    with project._session(project.limits, tc) as s:
        path = s.put("repro.mlir", x.reproducers[0].source.encode())
        m = LLVMProject._mlir_release_variant(tc, x.reproducers[0], parse_llvm_crash(stderr, code), x.reported,
                                              _MlirProbes(tc, path, s), stderr=stderr)
    assert m is not None and m.grade == "release-variant"
    assert f"glibc found the heap damaged ('{damage}') after the only pass" in m.evidence


@pytest.mark.parametrize("number,passes,failed", [
    (116043, 2, "tosa-to-linalg"),      # the second of the pipeline's two passes
    (128806, 2, "mesh-spmdization"),    # the first of two: the later test pass is not it
    (107546, 3, "remove-dead-values"),  # three pass flags, the last one
    (182996, 2, "test-ir-visitors"),    # the report's frames name the pass (TestIRVisitorsPass), 15/16 too
])
def test_mlir_opts_local_crash_reproducer_places_a_crash_among_several_passes(number, passes, failed):
    """mlir13/mlir15/mlir22 and 182996 on the real mlir-opt 19: reports that asserted under a
    command of several passes, where Debian's release build dies on a signal. A release's stack
    does not say which pass ran (no "Running pass" line as LLVM's legacy pass manager prints);
    mlir-opt's own local crash reproducer does: it reduces the pipeline to the pass that failed.
    The corpus labels these reproduces (release variant), after by-hand runs of each pass alone."""
    r = _run_corpus_mlir(number, "19")
    assert r.outcome == Outcome.REPRODUCES, r.reason
    # 182996's excerpt starts at 'PLEASE submit': a bare crash, which a crash in the same pass is exactly
    assert r.match.grade == ("exact" if number == 182996 else "release-variant")
    assert "local crash reproducer" in r.match.evidence and f"in {failed}, one of the {passes} passes" in r.match.evidence


def test_a_report_whose_frames_name_another_pass_of_the_command_is_not_placed_there():
    """116043 on the real mlir-opt 19 crashes in tosa-to-linalg; had the report's stack named the
    pipeline's other pass (a frame in TosaToLinalgNamed.cpp), the release's crash would not be its
    variant: the evidence contradicts it, and the run is another failure."""
    if not Path("/usr/lib/llvm-19/bin/mlir-opt").exists():
        pytest.skip("mlir-19-tools not installed (scripts/setup.d/15-mlir.sh)")
    from workers.extract.llvm import extract_llvm

    d = GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "116043"
    x = extract_llvm(json.loads((d / "issue.json").read_text()))
    elsewhere = replace(x.reported, frames=(*x.reported.frames, "(anonymous namespace)::MatmulConverter::"
                                            "matchAndRewrite TosaToLinalgNamed.cpp:112"))
    r = LLVMProject(toolchains=["llvm-19"]).run(x.reproducers[0], "llvm-19", elsewhere)
    assert r.outcome == Outcome.OTHER_FAILURE and (r.match is None or r.match.grade == "different"), r.reason
    assert LLVMProject(toolchains=["llvm-19"]).run(x.reproducers[0], "llvm-19", x.reported).outcome \
        == Outcome.REPRODUCES


def test_passes_named_in_frames_take_the_whole_name_and_the_longest():
    from workers.llvm_project import _passes_named_in

    both = ["tosa-to-linalg-named", "tosa-to-linalg"]
    assert _passes_named_in(["foo TosaToLinalg.cpp:12"], both) == ["tosa-to-linalg"]
    assert _passes_named_in(["TosaToLinalgNamed.cpp:3"], both) == ["tosa-to-linalg-named"]
    assert _passes_named_in(["mlir::mesh::shardType"], ["mesh-spmdization", "cse"]) == []
    assert _passes_named_in(["(anonymous namespace)::TestIRVisitorsPass::runOnOperation()"],
                            ["convert-gpu-to-nvvm", "test-ir-visitors"]) == ["test-ir-visitors"]


def test_a_parsers_refusal_of_the_op_the_report_crashed_parsing_is_a_clean_refusal():
    """132851 (mlir23) on the real mlir-opt 15 and 19: the report asserted inside the custom parser
    of vector.transfer_read ("MLIR Parser: custom op parser 'vector.transfer_read'" in its stack)
    on i32 indices; the releases refuse that op's operands cleanly ("use of value '%c3_i32'
    expects different type than prior uses: 'index' vs 'i32'"), an `error` in the corpus, not
    syntax they lack. The same refusal where the report crashed elsewhere stays input the release
    cannot read (107958 on 13-16: an older vector.extract reads its types otherwise)."""
    from workers.extract.llvm import extract_llvm

    for release in ("15", "19"):
        r = _run_corpus_mlir(132851, release)
        assert r.outcome == Outcome.OTHER_FAILURE and "vector.transfer_read" in r.reason, r.reason
    x = extract_llvm(json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "132851" / "issue.json").read_text()))
    assert x.reported.parsing_op == "vector.transfer_read"
    elsewhere = replace(x.reported, parsing_op="")
    r = LLVMProject(toolchains=["llvm-19"]).run(x.reproducers[0], "llvm-19", elsewhere)
    assert r.outcome == Outcome.INVALID_INPUT, r.reason


def test_the_allocator_refusing_a_runaway_size_is_a_release_crash_in_the_commands_only_pass():
    """201521 (mlir29) on the real mlir-opt 19: the report asserted in ArrayRef::drop_front under
    -test-legalize-patterns; the release, the check compiled out, asks SmallVector for 2^64-1
    elements ("LLVM ERROR: SmallVector unable to grow"), in the command's only pass, on input its
    parser alone reads: the release variant, as a signal there would be."""
    r = _run_corpus_mlir(201521, "19")
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "release-variant", r.reason
    assert "SmallVector unable to grow" in r.match.evidence and "only pass" in r.match.evidence


def test_diagnostics_of_split_input_file_are_placed_by_split():
    """159650 (mlir8) on Debian 13 (real stderr): with -split-input-file (the report's own Program
    arguments) mlir-opt places a parse error by split, "within split at x.mlir:1 offset :2:17:
    error: expected ':' followed by operation type": still the parser refusing syntax this release
    lacks (generic-form properties `<{...}>`)."""
    tc13 = LLVMToolchain("llvm-13", (13,), "/usr/lib/llvm-13/bin")
    err = (GOLDEN / "invalid" / "159650-13.stderr").read_text()
    assert "within split at" in err
    o, _, why, _ = classify_graded(_proc(1, err), None, toolchain=tc13, kind="mlir", tool="mlir-opt",
                                   args=["-split-input-file"])
    assert o == Outcome.INVALID_INPUT and "expected ':'" in why


@pytest.mark.parametrize("number,site", [
    (159950, "mlir::emitc::ForOp::verifyRegions"),            # the crash site is the check's caller
    (159653, "mlir::shape::ShapeDialect::verifyOperationAttribute"),  # ... or the crash site's caller
])
def test_a_release_crash_at_the_caller_of_a_generic_check_links_to_it(number, site):
    """mlir8, Debian 19's real segfaults: the reports assert in generic code (libstdc++'s vector
    index, Casting.h's dyn_cast) called from an op's own verifier, and the release build, with the
    check compiled out, crashes in that verifier (159950) or in the accessor it calls on the value
    the check refused (159653: DictionaryAttr::begin on a null attribute): a (weak) release
    variant. libstdc++'s assert handler is crash plumbing, not one of the report's frames. The same
    crash under another function links nothing."""
    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / str(number) / "issue.json").read_text())
    ref = extract_llvm(issue).reported
    assert not any("__replacement_assert" in f for f in ref.frames)
    err = (GOLDEN / f"{number}-19.stderr").read_text()
    o, _, why, m = classify_graded(_proc(-11, err), ref, toolchain=TC19, kind="mlir", tool="mlir-opt")
    assert o == Outcome.REPRODUCES and m.grade == "release-variant" and m.weak and site in m.evidence, why
    moved = err.replace(site, "mlir::OtherOp::verify")
    assert classify_graded(_proc(-11, moved), ref, toolchain=TC19, kind="mlir", tool="mlir-opt")[0] \
        == Outcome.OTHER_FAILURE


FLAKY_MLIR_OPT = """#!/bin/bash
# mlir-opt 19 as an intermittent crash behaves: the first run of the command with its pass ends
# cleanly (here: the real mlir-opt on an empty module), every later run is the real one
real=/usr/lib/llvm-19/bin/mlir-opt
if printf '%s\\n' "$@" | grep -qx -- '--convert-vector-to-scf'; then
  n=$(( $(cat "{count}" 2>/dev/null || echo 0) + 1 )); echo $n > "{count}"
  if [ "$n" = 1 ]; then exec "$real" -o /dev/null "{empty}"; fi
fi
exec "$real" "$@"
"""


def test_a_quick_run_that_does_not_reproduce_a_reported_crash_is_repeated(tmp_path):
    """An intermittent crash (114767 on 19: 4 runs of 10 die in Block::eraseArguments, the others
    exit 0) is found by repeating a quick clean run, as syzkaller repeats a test: here the real
    mlir-opt 19 on 216225 (mlir12), whose crash is deterministic, behind a wrapper that makes the
    first run clean. The result says which run reproduced it; a report with no crash is run once."""
    if not Path("/usr/lib/llvm-19/bin/mlir-opt").exists():
        pytest.skip("mlir-19-tools not installed (scripts/setup.d/15-mlir.sh)")
    import os

    from workers.extract.llvm import extract_llvm
    from workers.llvm_project import INTERMITTENT_TRIES

    bindir = tmp_path / "llvm-19" / "bin"
    bindir.mkdir(parents=True)
    (bindir / "llc").symlink_to("/usr/lib/llvm-19/bin/llc")
    count, empty = tmp_path / "runs.count", tmp_path / "empty.mlir"
    empty.write_text("")
    wrapper = bindir / "mlir-opt"
    wrapper.write_text(FLAKY_MLIR_OPT.format(count=count, empty=empty))
    os.chmod(wrapper, 0o755)
    d = GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "216225"
    x = extract_llvm(json.loads((d / "issue.json").read_text()))
    rep = x.reproducers[0]
    assert rep.args == ["--convert-vector-to-scf"]
    proj = LLVMProject(toolchains=["llvm-19"], llvm_root=str(tmp_path))
    r = proj.run(rep, "llvm-19", x.reported)
    assert r.outcome == Outcome.REPRODUCES, r.reason
    assert "intermittent: run 2 reproduced it" in r.reason and r.match.grade == "release-variant"
    assert count.read_text().strip() == "2"
    # no reported crash to look for: one run, clean
    count.unlink()
    r = proj.run(rep, "llvm-19", None)
    assert r.outcome == Outcome.CLEAN and count.read_text().strip() == "1"
    assert INTERMITTENT_TRIES >= 2


def test_a_run_stopped_at_the_limit_gets_one_longer_run_that_tells_slow_from_hung():
    """93391 (fresh145): Debian's llc 14-19 take 50-70 s on the fuzzer's i8312747 global and then
    finish clean; at reprobot's limit the run looked like a hang against a reported crash (another
    failure). Here the same module with an i1000000 global (about 3.5 s on the real llc 19) under
    a 1 s limit: the longer run finishes and the release is clean, saying so; with no longer run
    (slow_wall_s at the limit) it stays the hang; a true hang is still a hang after the second run."""
    if not Path("/usr/lib/llvm-19/bin/llc").exists():
        pytest.skip("llvm-19 not installed (scripts/setup.sh)")
    from reducers.reproducer import Reproducer
    from reducers.signature import CrashSignature
    from workers.sandbox.base import Limits

    src = (GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "93391" / "repro.ll").read_text()
    rep = Reproducer(kind="llvm-ir", source=src.replace("i8312747", "i1000000"), tool="llc", args=[])
    reported = CrashSignature(kind="assertion", message="SDNode::getMaxNumOperands() >= Vals.size() && "
                                                        "\"too many operands to fit into SDNode\"")
    quick = Limits(wall_s=1, cpu_s=1, memory_mb=4096)
    r = LLVMProject(toolchains=["llvm-19"], limits=quick, slow_wall_s=40).run(rep, "llvm-19", reported)
    assert r.outcome == Outcome.CLEAN, r.reason
    assert "slow, not hung" in r.reason and r.wall_s > 1
    r = LLVMProject(toolchains=["llvm-19"], limits=quick, slow_wall_s=1).run(rep, "llvm-19", reported)
    assert r.outcome == Outcome.OTHER_FAILURE and "a hang where the report shows a crash" in r.reason, r.reason
    slow = Reproducer(kind="llvm-ir", source=src.replace("i8312747", "i8000000"), tool="llc", args=[])
    r = LLVMProject(toolchains=["llvm-19"], limits=quick, slow_wall_s=2).run(slow, "llvm-19", reported)
    assert r.outcome == Outcome.OTHER_FAILURE and "still running when a second run was stopped at 2 s" in r.reason


def test_a_datalayout_an_older_release_cannot_read_is_input_it_cannot_run():
    """206007 (fresh81) on the real opt 13: the module's datalayout names address-space specs
    newer than LLVM 19 ("pu1:64:64"); 13 and 14 parse the datalayout through report_fatal_error
    ("LLVM ERROR: not a number, or does not fit in an unsigned int") before any pass runs, which
    is the release not reading the input, as 15-19's located parse error is."""
    if not Path("/usr/lib/llvm-13/bin/opt").exists():
        pytest.skip("llvm-13 not installed (scripts/setup.sh)")
    from workers.extract.llvm import extract_llvm

    d = GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "206007"
    x = extract_llvm(json.loads((d / "issue.json").read_text()))
    r = LLVMProject(toolchains=["llvm-13"]).run(x.reproducers[0], "llvm-13", x.reported)
    assert r.outcome == Outcome.INVALID_INPUT and "not a number" in r.reason, r.reason


@pytest.mark.parametrize("release", ["16", "19"])
def test_an_out_of_memory_report_is_reproduced_by_the_runtimes_bad_alloc(release):
    """181266: the report's build ran out of memory through LLVM's handler ("LLVM ERROR: out of
    memory", Buffer allocation failed) reading a dense_resource blob whose alignment word is 0;
    Debian's 16 and 19 refuse the same allocation through the C++ runtime (an uncaught
    std::bad_alloc, SIGABRT). One failure in two words: reproduces, graded reworded."""
    r = _run_corpus_mlir(181266, release)
    assert r.outcome == Outcome.REPRODUCES, r.reason
    assert r.match.grade == "reworded" and "std::bad_alloc" in r.match.evidence


def test_a_bare_release_crash_under_a_generic_check_is_its_variant_when_a_nearby_assertion_build_confirms(project):
    """219223 (fresh88): the report is Casting.h's cast<Constant> assertion (a check that names no
    place of its own). Debian 19 (release) segfaults in calculateWinCXXEHStateNumbers with nothing in
    its stack naming the cast; LLVM 22 (assertions, 3 majors newer) stops at the reported assertion on
    the same input: 19's crash is that assertion's release variant (weak). Alone, 19 says nothing.
    213355 (fresh23): an assertion placed in PPCISelLowering.cpp, which a related stack would show; 19's
    unlinked crash stays another failure though LLVM 22 asserts as reported."""
    _, x = _own(219223)
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "219223" / "issue.json").read_text())
    runs = {t: project.run(x.reproducers[0], t, x.reported) for t in ("llvm-19", "llvm-22")}
    assert runs["llvm-19"].outcome == Outcome.OTHER_FAILURE and runs["llvm-22"].match.grade == "exact", \
        {t: r.reason for t, r in runs.items()}
    got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
    m = got["llvm-19"].match
    assert got["llvm-19"].outcome == Outcome.REPRODUCES and m.grade == "release-variant" and m.weak, m.evidence
    assert "llvm-22" in m.evidence and "Casting.h" in m.evidence
    alone = project.reconcile({"llvm-19": runs["llvm-19"]}, x.reproducers[0], issue, x.reported)
    assert alone["llvm-19"].outcome == Outcome.OTHER_FAILURE
    _, y = _own(213355)
    other = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "213355" / "issue.json").read_text())
    runs = {t: project.run(y.reproducers[0], t, y.reported) for t in ("llvm-19", "llvm-22")}
    assert runs["llvm-22"].outcome == Outcome.REPRODUCES
    got = project.reconcile(runs, y.reproducers[0], other, y.reported)
    assert got["llvm-19"].outcome == Outcome.OTHER_FAILURE, got["llvm-19"].reason


def test_a_loop_adaptor_around_one_pass_names_that_pass(project):
    """149679 (fresh99): the report's dump says 'Running pass "loop-mssa(loop-simplifycfg)" on function
    "repro"' (a segfault, no message). Debian 19 prints the same line; 16 prints no pass line, and its
    frame LoopSimplifyCFGPass::run names the pass. Both are the reported crash: the adaptor around one
    pass is that pass."""
    _, x = _own(149679)
    assert x.reported.pass_name == "loop-simplifycfg"
    for tc in ("llvm-16", "llvm-19"):
        r = project.run(x.reproducers[0], tc, x.reported)
        assert r.outcome == Outcome.REPRODUCES and r.signature.pass_name == "loop-simplifycfg", (tc, r.reason)


def test_sigfpe_is_the_release_form_of_an_assertion_that_guards_a_zero_divisor(project):
    """66382 (fresh98): the report is `Denominator > 0 && "Denominator cannot be 0!"` with no location;
    Debian 15 (release) dies of SIGFPE in BranchProbability's constructor under LoopPredication: the
    division the check guards. A weak release variant (another division could trap elsewhere);
    13 runs it clean."""
    _, x = _own(66382)
    r = project.run(x.reproducers[0], "llvm-15", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "release-variant" and r.match.weak, r.reason
    assert "zero divisor" in r.match.evidence
    assert project.run(x.reproducers[0], "llvm-13", x.reported).outcome == Outcome.CLEAN


def test_the_pass_class_alone_does_not_place_an_assertion_of_another_class(project):
    """55375 (fresh95): the report asserts in LoopVectorize.cpp's VPTransformState::get; Debian 13
    segfaults in InductionDescriptor::isInductionPHI under LoopVectorizationLegality, with
    LoopVectorizePass::processLoop further down, as every crash in loop-vectorize has. A release build
    would name VPTransformState::get had it crashed there: not linked (and on LLVM 13 with opaque
    pointers, another failure is the input's: invalid input)."""
    _, x = _own(55375)
    r = project.run(x.reproducers[0], "llvm-13", x.reported)
    assert r.outcome == Outcome.INVALID_INPUT and r.match.grade == "different", r.reason
    assert "does not run through" in r.match.evidence


def test_a_malformed_line_every_release_refuses_alike_is_a_clean_refusal(project):
    """132856 (mlir55): `mlir-opt a.mlir` on `"builtin"() : () -> *(`, whose report dies of a fatal
    error creating the unregistered op; Debian 16 and 19 both stop at 1:20 "expected non-function
    type". The same syntax error on the same line from every release is the input malformed as
    written, refused cleanly: another failure, not input too new for them. One release reading past
    it would make it input too new (not tested here: none does)."""
    if not Path("/usr/lib/llvm-19/bin/mlir-opt").exists():
        pytest.skip("mlir-19-tools not installed (scripts/setup.d/15-mlir.sh)")
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "132856" / "issue.json").read_text())
    from workers.extract.llvm import extract_llvm

    x = extract_llvm(issue)
    proj = LLVMProject(toolchains=["llvm-16", "llvm-19"])
    runs = {t: proj.run(x.reproducers[0], t, x.reported) for t in ("llvm-16", "llvm-19")}
    assert all(r.outcome == Outcome.INVALID_INPUT for r in runs.values()), {t: r.reason for t, r in runs.items()}
    got = proj.reconcile(runs, x.reproducers[0], issue, x.reported)
    assert all(r.outcome == Outcome.OTHER_FAILURE and "malformed as written" in r.reason for r in got.values())


def test_a_reported_frame_cut_by_the_text_still_names_its_function():
    """118225 (mlir56): the report's stack ends at "#4 ... mlir::memref::DimOp::verifyInv" (the
    excerpt's end); Debian 19's segfault runs through mlir::memref::DimOp::verifyInvariantsImpl."""
    if not Path("/usr/lib/llvm-19/bin/mlir-opt").exists():
        pytest.skip("mlir-19-tools not installed (scripts/setup.d/15-mlir.sh)")
    r = _run_corpus_mlir(118225, "19")
    assert r.outcome == Outcome.REPRODUCES and "DimOp::verifyInv" in r.match.evidence, r.reason


def test_a_pass_that_needs_an_analysis_first_is_a_command_the_release_cannot_run(project):
    """217544 (fresh101) on the real opt 14: `opt -passes=asan,verify` aborts with "LLVM ERROR: The
    ASanGlobalsMetadataAnalysis is required to run before AddressSanitizer can run": the command as
    written cannot run on that release (invalid input), whatever the report's assertion."""
    _, x = _own(217544)
    r = project.run(x.reproducers[0], "llvm-14", x.reported)
    assert r.outcome == Outcome.INVALID_INPUT and "is required to run before" in r.reason, r.reason


def test_a_fatal_error_beside_the_reports_bare_form_is_another_failure(project):
    """57408 (fresh103): the report is a stack dump without a message (a release build's segfault in
    AMDGPU's GlobalISel Legalizer on @f). Debian 14 segfaults so; Debian 16 stops at "unable to legalize
    instruction: ... G_FRAME_INDEX" in the same pass, tied to the report by the pass alone: once 14
    shows the bare form, 16's fatal error is another failure. Alone, 16 keeps the pass's weak link."""
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "57408" / "issue.json").read_text())
    _, x = _own(57408)
    runs = {t: project.run(x.reproducers[0], t, x.reported) for t in ("llvm-14", "llvm-16")}
    assert runs["llvm-14"].outcome == runs["llvm-16"].outcome == Outcome.REPRODUCES, \
        {t: r.reason for t, r in runs.items()}
    got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
    assert got["llvm-14"].outcome == Outcome.REPRODUCES
    assert got["llvm-16"].outcome == Outcome.OTHER_FAILURE and "without a message" in got["llvm-16"].reason
    alone = project.reconcile({"llvm-16": runs["llvm-16"]}, x.reproducers[0], issue, x.reported)
    assert alone["llvm-16"].outcome == Outcome.REPRODUCES


def test_running_out_of_memory_for_seconds_is_the_reported_hang():
    """77842 (fresh97): the report hangs fully unrolling INT_MAX+1 iterations; Debian 15 (real stderr,
    run under a 4 GiB address-space cap) grows for 17 s and stops at "LLVM ERROR: out of memory": the
    same runaway, ended by the memory cap instead of the clock. One absurd allocation refused at once
    (62374 on 16, 1.3 s) is not a runaway."""
    reported = _own(77842)[1].reported
    assert reported.kind == "timeout"
    err = (GOLDEN / "77842-15.stderr").read_text()
    tc15 = LLVMToolchain("llvm-15", (15,), "/usr/lib/llvm-15/bin")
    o, _, why, m = classify_graded(ProcessResult(-6, "", err, 17.6), reported, toolchain=tc15, tool="opt",
                                   args=["-passes=loop-unroll"])
    assert o == Outcome.REPRODUCES and "ran out of memory" in m.evidence, why
    o2, _, why2, _ = classify_graded(ProcessResult(-6, "", err, 1.3), reported, toolchain=tc15, tool="opt",
                                     args=["-passes=loop-unroll"])
    assert o2 == Outcome.OTHER_FAILURE, why2


def test_an_infinite_recursion_is_a_crash_even_where_a_label_says_hang(project):
    """57251 (fresh97): labelled hang and "AArch64 will fall into an infinite loop", but the title says
    "infinite recursion" and the report's block is a crash dump: a stack overflow, a crash. Debian 19's
    segfault in AArch64 instruction selection reproduces it; a run that hangs would too."""
    _, x = _own(57251)
    assert x.reported.kind == "signal" and x.reported.release_hangs
    r = project.run(x.reproducers[0], "llvm-19", x.reported)
    assert r.outcome == Outcome.REPRODUCES, r.reason


def test_an_mlir_types_parameters_are_not_words_of_the_message():
    """60092 (mlir58): the report's "neither the scoping op nor the type class provide data layout
    information for memref<2xmemref<3xf32>>" and Debian 16's "... for memref<2xf32>" on the issue's
    own input are one fatal error printed with the input's type: reworded."""
    if not Path("/usr/lib/llvm-16/bin/mlir-opt").exists():
        pytest.skip("mlir-16-tools not installed (scripts/setup.d/15-mlir.sh)")
    r = _run_corpus_mlir(60092, "16")
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "reworded", r.reason


def test_an_allocation_refused_at_once_under_the_one_pass_is_the_assertions_release_form():
    """61858 (mlir60): the report is a cast<FunctionType> assertion in the test type-conversion pass;
    Debian 16 (release) dies under that one pass, on most runs with "LLVM ERROR: out of memory" within
    a fraction of a second (an absurd size from the unchecked cast), on the others with a segfault.
    Either is the assertion's release form; the input alone reads cleanly."""
    if not Path("/usr/lib/llvm-16/bin/mlir-opt").exists():
        pytest.skip("mlir-16-tools not installed (scripts/setup.d/15-mlir.sh)")
    r = _run_corpus_mlir(61858, "16")
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "release-variant", r.reason


def test_a_module_the_newest_toolchain_also_refuses_to_verify_is_invalid_as_written(project):
    """60305 (fresh107): a PHI whose entries do not match its predecessors, which the reporter's clang
    compiled unverified until it segfaulted. Debian 16 and 19 refuse the input ("input module cannot be
    verified"); once the newest toolchain installed refuses it with the same verifier message too, it
    is no input too new for 16 but invalid as written, diagnosed cleanly: another failure. Without
    the newest toolchain among the runs, a verifier rejection stays input the release cannot take."""
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "60305" / "issue.json").read_text())
    _, x = _own(60305)
    runs = {t: project.run(x.reproducers[0], t, x.reported) for t in ("llvm-16", "llvm-19")}
    assert all(r.outcome == Outcome.INVALID_INPUT for r in runs.values()), {t: r.reason for t, r in runs.items()}
    newest = max((t for t in project.toolchains() if not t.id.startswith("llvm@")), key=lambda t: t.version).id
    if newest != "llvm-19":
        got = project.reconcile(runs, x.reproducers[0], issue, x.reported)  # 16 and 19 alone: undecided
        assert got["llvm-16"].outcome == Outcome.INVALID_INPUT
        runs[newest] = project.run(x.reproducers[0], newest, x.reported)
    got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
    assert got["llvm-16"].outcome == Outcome.OTHER_FAILURE and "invalid as written" in got["llvm-16"].reason


def test_a_toolchain_that_cannot_run_the_tool_is_no_newer_one_71892(project):
    """71892 (fresh178): `opt -O2` on a malformed VFABI variant name; 19's and 22's input verifier
    reject it ("invalid name for a VFABI variant"). The llvm@triton snapshots are newer than 22 but
    run no `opt` (they only translate IR to assembly): they cannot take the module, so 22 is the
    newest toolchain for this command, and 19's rejection is invalid IR diagnosed, another failure
    (before, a snapshot newer than 22 kept it input 19 cannot take)."""
    from workers.llvm_project import _can_run

    issue = json.loads((Path(__file__).resolve().parents[2] / "bench" / "corpus" / "llvm" / "71892" / "issue.json")
                       .read_text())
    _, x = _own(71892)
    rep = x.reproducers[0]
    snapshots = [t for t in project._all if t.is_snapshot]
    if not any(t.id == "llvm-22" for t in project.toolchains()):
        pytest.skip("needs llvmlite's LLVM 22")
    assert rep.tool == "opt" and not any(_can_run(t, rep) for t in snapshots)
    runs = {t: project.run(rep, t, x.reported) for t in ("llvm-16", "llvm-19", "llvm-22")}
    assert runs["llvm-19"].outcome == Outcome.INVALID_INPUT, runs["llvm-19"].reason
    got = project.reconcile(runs, rep, issue, x.reported)
    assert got["llvm-19"].outcome == Outcome.OTHER_FAILURE and "invalid as written" in got["llvm-19"].reason
    assert got["llvm-16"].outcome == Outcome.CLEAN


def test_verifying_is_the_command_and_the_title_quotes_the_diagnostic(project):
    """57871 (fresh182): `opt -passes=verify` on a gc.result of a poison token; 14 and 15 reject it
    with the verifier's "gc.result operand #1 must be from a statepoint": under a command that only
    verifies, that is the command's verdict, a diagnosis (other failure), not input the release
    cannot take. 61136 (fresh184): llc 16 prints "error: Illegal instruction detected: Operand has
    incorrect register class.", the head of which the title quotes: it reproduces."""
    issue = json.loads((Path(__file__).resolve().parents[2] / "bench" / "corpus" / "llvm" / "57871" / "issue.json")
                       .read_text())
    _, x = _own(57871)
    runs = {t: project.run(x.reproducers[0], t, x.reported) for t in ("llvm-15", "llvm-16")}
    assert runs["llvm-15"].outcome == Outcome.INVALID_INPUT, runs["llvm-15"].reason
    got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
    assert got["llvm-15"].outcome == Outcome.OTHER_FAILURE and "runs the verifier" in got["llvm-15"].reason
    assert got["llvm-16"].outcome == Outcome.CLEAN
    _, y = _own(61136)
    r = project.run(y.reproducers[0], "llvm-16", y.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "exact", r.reason


def test_a_report_without_a_dump_naming_pass_and_function_accepts_a_fatal_error_beside_a_bare_crash(project):
    """61021 (fresh88): the report is a release llc's segfault with no crash text to compare (no pass,
    no function); Debian 15 segfaults, Debian 13 stops at an LLVM ERROR. With nothing in the report
    saying where the bare crash was, any crash still counts: 13 reproduces (the corpus label), unlike
    57408, whose dump names the Legalizer on @f."""
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "61021" / "issue.json").read_text())
    _, x = _own(61021)
    runs = {t: project.run(x.reproducers[0], t, x.reported) for t in ("llvm-13", "llvm-15")}
    got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
    assert got["llvm-13"].outcome == got["llvm-15"].outcome == Outcome.REPRODUCES, \
        {t: r.reason for t, r in got.items()}


def test_the_one_pass_reading_outranks_a_weak_zero_divisor_link(project):
    """131776 (mlir48): the report asserts "Division by zero" under --test-scf-pipelining; Debian 15
    dies of SIGFPE under that one pass. The zero-divisor link alone is weak, and Debian 19, clean and
    older than the report, would contradict it; the one-pass reading (the input alone reads cleanly)
    links it firmly: 15 reproduces after reconciling with 19."""
    if not Path("/usr/lib/llvm-19/bin/mlir-opt").exists():
        pytest.skip("mlir-19-tools not installed (scripts/setup.d/15-mlir.sh)")
    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "131776" / "issue.json").read_text())
    from workers.extract.llvm import extract_llvm

    x = extract_llvm(issue)
    proj = LLVMProject(toolchains=["llvm-15", "llvm-19"])
    runs = {t: proj.run(x.reproducers[0], t, x.reported) for t in ("llvm-15", "llvm-19")}
    assert runs["llvm-15"].match is not None and not runs["llvm-15"].match.weak, runs["llvm-15"].reason
    got = proj.reconcile(runs, x.reproducers[0], issue, x.reported)
    assert got["llvm-15"].outcome == Outcome.REPRODUCES and got["llvm-19"].outcome == Outcome.CLEAN


def test_a_cpu_the_list_leaves_out_but_the_release_takes_is_no_unknown_cpu(project):
    """164182 (fresh113): "target-cpu"="grace" in the IR. LLVM 19's ``llc -mcpu=help`` lists only
    neoverse-v2, whose alias grace is, and takes grace without a warning: its clean run is clean.
    LLVM 16 warns "'grace' is not a recognized processor" and crashes elsewhere, as the corpus says;
    a CPU no release knows stays unknown on 19."""
    ir, x = _own(164182)
    r19 = project.run(x.reproducers[0], "llvm-19", x.reported)
    assert r19.outcome == Outcome.CLEAN, r19.reason
    tiny = 'target triple = "aarch64"\ndefine void @f() #0 {\n  ret void\n}\nattributes #0 = { "target-cpu"="%s" }\n'
    assert _run("llvm-19", "llc", ["-mtriple=aarch64"], tiny % "grace", project).outcome == Outcome.CLEAN
    r = _run("llvm-19", "llc", ["-mtriple=aarch64"], tiny % "no-such-cpu", project)
    assert r.outcome == Outcome.INVALID_INPUT and "no-such-cpu" in r.reason, r.reason
    assert _run("llvm-16", "llc", ["-mtriple=aarch64"], tiny % "grace", project).outcome == Outcome.INVALID_INPUT


def test_an_mlir_error_after_the_pass_reproduces_a_reported_error_diagnostic(project):
    """53099 (mlir62): the report is no crash but the error -canonicalize leaves ("error: expected type
    to be 'tensor<?x?xf32>' or a rank-reduced version. (size mismatch)", a block of its own). LLVM 14's
    mlir-opt prints it at the op ("within split at repro.mlir:1 offset :5:8: error: …", exit 1): the
    reported diagnostic, so it reproduces; LLVM 13 folds without the check and exits 0: clean."""
    if not Path("/usr/lib/llvm-14/bin/mlir-opt").exists():
        pytest.skip("mlir-14-tools not installed (scripts/setup.d/15-mlir.sh)")
    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "53099" / "issue.json").read_text())
    x = extract_llvm(issue)
    assert x.reported.kind == "diagnostic" and x.reported.message.startswith("expected type to be")
    proj = LLVMProject(toolchains=["llvm-13", "llvm-14"])
    r14 = proj.run(x.reproducers[0], "llvm-14", x.reported)
    assert r14.outcome == Outcome.REPRODUCES and r14.match.grade == "exact", r14.reason
    assert proj.run(x.reproducers[0], "llvm-13", x.reported).outcome == Outcome.CLEAN
    # the same run against a report of another error is no reproduction
    other = replace(x.reported, message="op requires one result", first_line="error: op requires one result")
    assert proj.run(x.reproducers[0], "llvm-14", other).outcome != Outcome.REPRODUCES


def test_a_bare_crash_where_the_release_cannot_print_the_reported_fatal_error_is_its_weak_variant(project):
    """93768 (fresh119): the report's "LLVM ERROR: Do not know how to widen the result of this
    operator!" is a fatal error from LLVM 19 on; in 16 the same check was an llvm_unreachable, and
    libLLVM-16 holds no such string. Debian 16 segfaults with llvm::SelectionDAG::LegalizeTypes on its
    stack: a weak release variant, with the evidence that the message is absent. Debian 19 prints it.
    117337's 13-16 segfault in the pass with no frame printed: another failure, as labelled."""
    ir, x = _own(93768)
    r16 = project.run(x.reproducers[0], "llvm-16", x.reported)
    assert r16.outcome == Outcome.REPRODUCES and r16.match.grade == "release-variant" and r16.match.weak, r16.reason
    assert "do not contain" in r16.match.evidence
    r19 = project.run(x.reproducers[0], "llvm-19", x.reported)
    assert r19.outcome == Outcome.REPRODUCES and r19.match.grade == "exact", r19.reason
    # a fatal error every release carries ("Cannot select") leaves a bare crash unlinked
    other = replace(x.reported, message="Do not know how to split the result of this operator!",
                    first_line="LLVM ERROR: Do not know how to split the result of this operator!")
    assert project.run(x.reproducers[0], "llvm-16", other).outcome == Outcome.OTHER_FAILURE
    _, y = _own(117337)
    assert project.run(y.reproducers[0], "llvm-16", y.reported).outcome == Outcome.OTHER_FAILURE


def test_an_mlir_error_at_the_reported_op_in_other_words_reproduces(project):
    """218097 (mlir63): the report's "small.mlir:7:8: error: failed to legalize unresolved source
    materialization from ('!llvm.ptr') to (…) that remained live after conversion"; Debian 19's
    --sparsifier says "failed to materialize conversion for result #0 of operation
    'sparse_tensor.load' that remained live after conversion" at the same 7:8, its parser alone
    reading the input cleanly: reworded. The same run against a report placed elsewhere is not."""
    if not Path("/usr/lib/llvm-19/bin/mlir-opt").exists():
        pytest.skip("mlir-19-tools not installed (scripts/setup.d/15-mlir.sh)")
    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "218097" / "issue.json").read_text())
    x = extract_llvm(issue)
    proj = LLVMProject(toolchains=["llvm-19"])
    r = proj.run(x.reproducers[0], "llvm-19", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "reworded", r.reason
    moved = replace(x.reported, first_line=x.reported.first_line.replace("small.mlir:7:8:", "small.mlir:9:3:"))
    assert proj.run(x.reproducers[0], "llvm-19", moved).outcome != Outcome.REPRODUCES


def test_a_reworded_error_the_parser_gives_before_the_pass_is_the_input_refused(project):
    """61380 (mlir66): the report's --convert-scf-to-spirv left a body without its 'scf.yield' ("'scf.parallel'
    op expects body to terminate with 'scf.yield'"). Debian 16 prints exactly that after the pass:
    exact. Debian 19 says "… with 'scf.reduce'" at the same op, but from its parser alone, before any
    pass (scf.parallel's terminator became scf.reduce): the op's definition refuses the input, not the
    reported error reworded, so invalid input, as labelled."""
    if not all(Path(f"/usr/lib/llvm-{v}/bin/mlir-opt").exists() for v in (16, 19)):
        pytest.skip("mlir-16/19-tools not installed (scripts/setup.d/15-mlir.sh)")
    from workers.extract.llvm import extract_llvm

    issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "61380" / "issue.json").read_text())
    x = extract_llvm(issue)
    proj = LLVMProject(toolchains=["llvm-16", "llvm-19"])
    r16 = proj.run(x.reproducers[0], "llvm-16", x.reported)
    assert r16.outcome == Outcome.REPRODUCES and r16.match.grade == "exact", r16.reason
    r19 = proj.run(x.reproducers[0], "llvm-19", x.reported)
    assert r19.outcome == Outcome.INVALID_INPUT and "before the pass" in r19.reason \
        and "'scf.reduce'" in r19.reason, r19.reason


def test_a_block_without_the_terminator_the_release_still_needs_is_input_it_cannot_read(project):
    """204586 (fresh129): the report's trunk read a gpu.module with no terminator and asserted in
    -convert-gpu-to-nvvm; Debian 19's gpu.module still ends in gpu.module_end, and its parser alone
    stops at "block with no terminator": input this release cannot read (labelled invalid-input).
    159650 (mlir8) shows the same words, but its report crashed verifying a body that lacks its
    terminator (no pass): 19 refusing it cleanly is an error, as labelled."""
    if not Path("/usr/lib/llvm-19/bin/mlir-opt").exists():
        pytest.skip("mlir-19-tools not installed (scripts/setup.d/15-mlir.sh)")
    from workers.extract.llvm import extract_llvm

    proj = LLVMProject(toolchains=["llvm-19"])
    for number, outcome in ((204586, Outcome.INVALID_INPUT), (159650, Outcome.OTHER_FAILURE)):
        issue = json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / str(number) / "issue.json").read_text())
        x = extract_llvm(issue)
        r = proj.run(x.reproducers[0], "llvm-19", x.reported)
        assert r.outcome == outcome and "block with no terminator" in r.reason, (number, r.reason)


def test_a_transform_sequence_nested_in_another_crashes_19_in_the_only_pass(project):
    """60213 (mlir67): the report asserted in ilist_iterator under --test-ir-visitors on a nested
    transform.sequence; Debian 19 segfaults under the one test pass, its parser alone reading the
    input cleanly: the release variant, as labelled. 15 cannot parse ``failures(propagate)``."""
    if not all(Path(f"/usr/lib/llvm-{v}/bin/mlir-opt").exists() for v in (15, 19)):
        pytest.skip("mlir-15/19-tools not installed (scripts/setup.d/15-mlir.sh)")
    from workers.extract.llvm import extract_llvm

    x = extract_llvm(json.loads((GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "60213" / "issue.json").read_text()))
    proj = LLVMProject(toolchains=["llvm-15", "llvm-19"])
    r19 = proj.run(x.reproducers[0], "llvm-19", x.reported)
    assert r19.outcome == Outcome.REPRODUCES and r19.match.grade == "release-variant", r19.reason
    assert proj.run(x.reproducers[0], "llvm-15", x.reported).outcome == Outcome.INVALID_INPUT


def test_a_crash_after_an_unknown_processor_is_no_weak_link_to_a_report_without_crash_text(project):
    """210601 (fresh135) with the excerpt's cut "-mcpu=icelak": LLVM 16 ignores the processor it does
    not know and fails "64-bit code requested on a subtarget that doesn't support it!". The issue
    shows no crash text, so any crash would count; a crash in another configuration than the
    report's does not (it was read as reproducing on every release)."""
    ir, x = _own(210601)
    cut = replace(x.reproducers[0], args=["-O3", "-mcpu=icelak"])
    r = project.run(cut, "llvm-16", x.reported)
    assert r.outcome == Outcome.OTHER_FAILURE and "does not know the processor" in r.reason, r.reason
    assert project.run(x.reproducers[0], "llvm-16", x.reported).outcome == Outcome.CLEAN


@pytest.mark.parametrize("number,release,grade", [
    (56907, "13", "exact"),       # the reported "operand #2 does not dominate this use" at 7:16, word for word
    (200844, "19", "reworded"),   # "operand #0 does not dominate this use" at the cut report's 13:3
    (197158, "19", "release-variant"),  # a segfault under mem2reg where a checking build's error fired
])
def test_mlir_reports_read_from_mlir_opts_output_block(number, release, grade):
    """mlir70/mlir71 on the real mlir-opt: the report's failure is mlir-opt's own output block (an
    error at the op with its notes, 56907; cut, 200844; a checking build's "operation destroyed but
    still has uses" at the op, 197158). Labelled reproduces."""
    r = _run_corpus_mlir(number, release)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == grade, r.reason


def test_an_illegal_type_assertion_is_not_the_report_when_a_release_build_selects_another_node(project):
    """89278 (fresh144, after its untouched run): the report's "Cannot select: f128 = fminimum" on
    AArch64. LLVM 19 (release) expands the node and fails to select the i128 setcc it made;
    LLVM 22 (assertions) stops at LegalizeDAG's "Unexpected illegal type!" on that setcc. The
    assertion alone is graded the release form of a cannot-select (139381's link); with 19's own
    cannot-select of another node beside it, the link is seen to lead elsewhere: another failure.
    139381's report is 19's node itself: 22 stays its variant."""
    for n, want22 in ((89278, Outcome.OTHER_FAILURE), (139381, Outcome.REPRODUCES)):
        own = GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / str(n)
        issue = json.loads((own / "issue.json").read_text())
        x = project.extract(issue)
        runs = {t: project.run(x.reproducers[0], t, x.reported) for t in ("llvm-19", "llvm-22")}
        assert runs["llvm-22"].outcome == Outcome.REPRODUCES and runs["llvm-22"].match.grade == "release-variant", n
        got = project.reconcile(runs, x.reproducers[0], issue, x.reported)
        assert got["llvm-22"].outcome == want22, (n, got["llvm-22"].reason)
        if want22 == Outcome.OTHER_FAILURE:
            assert "llvm-19, a build without the assertion" in got["llvm-22"].match.evidence
            assert runs["llvm-19"].outcome == Outcome.OTHER_FAILURE and "setcc" in runs["llvm-19"].reason


def test_an_option_value_of_the_wrong_type_for_this_release_is_invalid_input(project):
    """64491 (mlir76, after its untouched run): LLVM 14's sparse-compiler took an integer
    parallelization strategy, later releases a name; mlir-opt-14 refuses 'dense-outer-loop'
    ("value invalid for integer argument!") before reading the input: the command is not one
    this release can run, not another failure. The same run with a value it takes is not."""
    own = GOLDEN.parents[2] / "bench" / "corpus" / "llvm" / "64491"
    x = project.extract(json.loads((own / "issue.json").read_text()))
    r = project.run(x.reproducers[0], "llvm-14", x.reported)
    assert r.outcome == Outcome.INVALID_INPUT and "value invalid for integer argument" in r.reason, r.reason
    ok = Reproducer("mlir", "module {\n}\n", "mlir-opt", ["--sparse-compiler=parallelization-strategy=0"])
    r_ok = project.run(ok, "llvm-14", None)
    assert r_ok.outcome == Outcome.CLEAN, r_ok.reason


def test_the_reported_month_is_read_only_from_a_date():
    """Release reconciliation compares the report's month with each release's: an issue whose
    created_at is missing or not a date (a corpus excerpt that showed none once gave
    'NoneT00:00:00Z', which sorts after every digit) has no month, so nothing is contradicted by it."""
    from workers.llvm_project import _reported_month

    assert _reported_month({"created_at": "2024-05-26T08:01:02Z"}) == "2024-05"
    assert _reported_month({"created_at": "NoneT00:00:00Z"}) == ""
    assert _reported_month({"created_at": None}) == _reported_month({}) == ""

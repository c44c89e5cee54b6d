"""Fresh batch 93: llc crash reports of llvm/llvm-project reached through pull requests and fix threads (musttail tail-call elimination on x86 and LoongArch, a DAGCombiner regression), in a vein where nearly every crash thread is already known."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh93"

BATCH = {
    60924: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="crash without a message (segfault; the dump is cut in frame #4 'llvm::SelectionDAG::ge...') in 'X86 DAG->DAG Instruction Selection' on @test_combinemaxnum: DAGCombiner's combineMinNumMaxNum uses the empty SDValue() that combineMinNumMaxNumImpl returns for a select of fneg fast values against an llvm.maxnum.f32 under no-nans/no-signed-zeros; 'llc test.ll' with a trunk build (February 2023), regression from 65420c8041f4",
        reported_message=None,
        signature_regex=r"X86 DAG->DAG Instruction Selection' on function '@test_combinemaxnum'|combineMinNumMaxNum",
        assertion_only=None, status=st(C, C, C, C, C, C),
        classes=["x86", "isel-sdag", "no-message-crash", "ir-in-console-transcript", "command-in-console-transcript", "culprit-known", "regression-window", "excerpt-truncated"],
        culprit="Reporter (issue body): '65420c8041f4 introduced an ICE in `combineMinNumMaxNum(...)` when `combineMinNumMaxNumImpl(...)` returns an `SDValue()`.'",
        variant_evidence="No assertion in the report: the stack dump (symbolized, 'scrubbed/bin/llc') shows a signal in llvm::SelectionDAG::ge... under 'X86 DAG->DAG Instruction Selection', i.e. a crash any build would show. None of the measured builds crash: 13-19 (release) and llvm-22 (assertions) all exit 0 with nothing on stderr, so no release carries the regression (it sat on trunk between 65420c8041f4 and its fix).",
        notes="IR inside a console transcript ('$ cat test.ll' ... then '$ llc test.ll'); repro.ll is the text between the two prompts (no triple or datalayout: llc's default x86_64 target, as the dump's 'X86 DAG->DAG Instruction Selection' shows). Run as 'llc -o /dev/null'. 13, 14, 15, 16, 19 and llvm-22 compile it (exit 0, empty stderr) -> clean everywhere: the regression named by the reporter (65420c8041f4, February 2023, after the 16 branch point of January 2023) was fixed on trunk, and the issue carries release:backport, so 16.0.6 (Debian) has either neither or both. Labels crash, llvm:codegen, release:backport; closed; reporter mcinally; no comment in the excerpt. Found through a '[DAGCombiner] Fix crash' pull-request query; the fix PR itself was not seen.",
    ),
    131124: dict(
        tool="llc", args=["-tailcallopt", "-o", "/dev/null"],
        reported_signature="'LLVM ERROR: failed to perform tail call elimination on a call site marked musttail' in 'X86 DAG->DAG Instruction Selection' on @g, a private fastcc function that musttail-calls fastcc @f returning %t = type { i64, i64, i64, i64 } (four i64 return values; three work), 'llc -tailcallopt' (March 2025)",
        reported_message="LLVM ERROR: failed to perform tail call elimination on a call site marked musttail",
        signature_regex=r"failed to perform tail call elimination on a call site marked musttail",
        assertion_only=False, status=st(R, R, R, R, R, U),
        classes=["x86", "isel-sdag", "command-in-prose", "excerpt-truncated"],
        variant_evidence="Not an assertion-only report: the failure is a report_fatal_error of SelectionDAGBuilder/X86 call lowering, raised in any build. 13, 14, 15, 16 and 19 (release) abort (SIGABRT) with exactly the reported line, 'Running pass 'X86 DAG->DAG Instruction Selection' on function '@g'' in the stack dump, as the report.",
        notes="Command in prose ('`llc -tailcallopt` fails to generate code for the following module') and in the dump's Program arguments ('llc -tailcallopt /tmp/x.ll -o /tmp/x.s'); run as 'llc -tailcallopt -o /dev/null' on the ```llvm block (no triple: llc's default x86_64). 13-19 -> reproduces (same message, same pass, same function). llvm-22: the llvmlite driver cannot set -tailcallopt ('unsupported: -tailcallopt: an option of llc's own command line, which llvmlite cannot set', rc 3) -> unsupported; whether LLVM 22 still fails is unknown here (the issue is open in the excerpt). The reporter notes that %t = { i64, i64, i64 } works: with four i64 the return value is demoted to an sret pointer, which the x86 tail-call check refuses for musttail. Open; reporter camilstaps; no labels or comments in the excerpt. Found through an 'llc -tailcallopt crash musttail' query after the PR vein ran dry.",
    ),
    168152: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="'LLVM ERROR: failed to perform tail call elimination on a call site marked musttail' on loongarch64-unknown-linux-gnu: @dispatch musttail-calls internal @callee passing its own sret([24 x i8]) pointer (Rust-style attributes dead_on_unwind, captures(none), initializes((0, 24))); godbolt trunk (November 2025)",
        reported_message="LLVM ERROR: failed to perform tail call elimination on a call site marked musttail",
        signature_regex=r"failed to perform tail call elimination on a call site marked musttail",
        assertion_only=False, status=st(I, I, I, I, I, C),
        classes=["loongarch", "isel-sdag", "godbolt-only", "command-inferred", "new-ir-syntax", "target-not-built", "fixed-in-known", "fixed-by-22", "excerpt-truncated", "related-issue-named"],
        fixed_in="PR #168506 '[LoongArch] Enable tail calls for sret and byval functions' (heiher, 2025-11-18, merged): 'Fixes #168152' (seen in the search results for that PR, not in the issue excerpt)",
        variant_evidence="Not an assertion-only report: the failure is a report_fatal_error raised in any build. No Debian release can run the module (13-15 have no LoongArch target, 16 and 19 refuse the attributes), so no release shows or refutes it; llvm-22 compiles @dispatch to a plain 'b callee' (by hand, -o -), the fixed behaviour.",
        notes="No command: the body gives a godbolt link, the IR in a ```llvm block (triple loongarch64-unknown-linux-gnu in the module) and 'Errors with LLVM ERROR: ...' -> command inferred as 'llc' on the module, run with -o /dev/null. 13, 14 and 15: 'unable to get target for 'loongarch64-unknown-linux-gnu'' (LoongArch not built into those Debian releases) -> invalid-input. 16 refuses 'dead_on_unwind' (3:34 \"expected ')' at end of argument list\"), 19 refuses 'captures(none)' (3:116, same message) -> invalid-input. llvm-22 exits 0 with nothing on stderr -> clean: fixed by PR #168506 (November 2025, before the 22 branch), which lets LoongArch tail-call when the caller's sret pointer is reused. The body names the RISC-V sibling #157814 and rust-lang/rust#148748; it is cut mid-sentence after 'the stack space used for the return value is identical for `callee` an'. Label backend:loongarch; closed; reporter folkertdev; no comment in the excerpt.",
    ),
}

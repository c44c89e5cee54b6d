"""Fresh batch 144: instruction-selection failures across backends, looked for by their exact messages ('LLVM ERROR:
Cannot select:' with the node kinds: intrinsic_wo_chain, fp_to_sint_sat, vector_shuffle, bf16/f16 ops, atomic ops,
bitcast of vectors, build_vector, extract_subvector; GlobalISel 'unable to legalize instruction' / 'cannot select' on
X86, AArch64, RISC-V, AMDGPU, PowerPC, ...) with llc reproducers. The vein is mined out: of the ~150 llvm/llvm-project
threads the 32 look-ups returned, nearly all were already in a corpus (llvm_seen.txt). What was new came from one
corner the earlier batches had left: floating-point operations that a backend lowers only partly (llvm.minimum /
llvm.maximum on fp128 and f16 vectors for AArch64, on f64 for 32-bit ARM; a ppc_fp128 nofpclass argument on PPC64LE;
sitofp to half on MIPS with MSA). Five runnable reports (one, 151375, a PowerPC type-legalization failure in the same
ISel pass, taken as a neighbour) and three without a runnable reproducer (NO_REPRO_BATCH: a godbolt-only PowerPC
fmaximum report, a godbolt/C-only PPC64LE froundeven report, and a 2020 C-only AArch64 strict-FP 'Cannot select').
32 look-ups (all `search`, corpus `issues`)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh144"

BATCH = {
    151375: dict(
        tool="llc", args=["-o", "/dev/null"], stdin=True,
        reported_signature="LLVM ERROR: Do not know how to expand the result of this operator! (DAGTypeLegalizer::ExpandFloatResult on 't7: ppcf128 = AssertNoFPClass t5, TargetConstant:i32<3>') in 'PowerPC DAG->DAG Pattern Instruction Selection' on @test, a function returning its ppc_fp128 nofpclass(nan) argument, for powerpc64le-unknown-linux-gnu (amy-kwan, LLVM 21.1.0 rc1, July 2025; caused by PR 138839)",
        reported_message="ExpandFloatResult #0: t7: ppcf128 = AssertNoFPClass t5, TargetConstant:i32<3>",
        signature_regex=r"Do not know how to expand the result of this operator|ppcf128 = AssertNoFPClass",
        assertion_only=False, status=st(I, I, I, I, C, C),
        classes=["powerpc", "isel-sdag", "ir-in-console-transcript", "stdin-input", "new-ir-syntax", "culprit-known"],
        culprit="Reporter (description): 'I've encountered the following issue on LLVM 21.1.0 rc1 as a result of https://github.com/llvm/llvm-project/pull/138839#issuecomment-3137287195' (the PR that emits ISD::AssertNoFPClass for nofpclass arguments)",
        variant_evidence="None needed: no release measured shows the failure. 13, 14, 15 and 16 cannot parse the 'nofpclass(nan)' parameter attribute (added in LLVM 17): '<stdin>:4:34: error: expected ')' at end of argument list' -> invalid-input. 19 predates the AssertNoFPClass node (the culprit PR 138839 is a 2025 change) and exits 0 with an empty stderr. llvm-22 (assertions on) also exits 0 with an empty stderr: the expansion was handled before 22.1.",
        notes="The reproducer is a console transcript in one ``` block: '$ cat t.ll', the module (datalayout, triple powerpc64le-unknown-linux-gnu, one function 'define ppc_fp128 @test(ppc_fp128 nofpclass(nan) %s)' returning %s), then '$ llc < t.ll' and its output. repro.ll is the module's seven lines between the two prompts (no IR line edited; class ir-in-console-transcript). The command is '$ llc < t.ll' (the dump's 'Program arguments: llc'), run as 'llc -o /dev/null' on stdin (class stdin-input). reported_message is the output's first failure line, the ExpandFloatResult node dump that precedes 'LLVM ERROR: Do not know how to expand the result of this operator!' (the reporter's build prints it under #ifndef NDEBUG). A type-legalization fatal error inside the PowerPC ISel pass, not a 'Cannot select': taken as a neighbour of the batch's theme. Open; no labels shown; reporter amy-kwan (2025-07-30); no comment in the excerpt.",
    ),
    89278: dict(
        tool="llc", args=["-mtriple", "aarch64-unknown-linux-gnu", "-o", "/dev/null"], stdin=True,
        reported_signature="LLVM ERROR: Cannot select: t5: f128 = fminimum t2, t4 in AArch64 instruction selection on @minf, a call of llvm.minimum on two fp128 arguments for aarch64-unknown-linux-gnu (kparzysz, April 2024; follow-up to #87955; the same for llvm.maximum in @maxf)",
        reported_message="LLVM ERROR: Cannot select: t5: f128 = fminimum t2, t4",
        signature_regex=r"Cannot select: .*f128 = fminimum",
        assertion_only=False, status=st(I, I, I, I, O, O),
        classes=["aarch64", "isel-sdag", "command-in-prose", "stdin-input", "missing-intrinsic-declaration", "related-issue-named"],
        variant_evidence="None reproduces. 19 (release) aborts in 'AArch64 Instruction Selection' on @minf, but on another node: 'Cannot select: ...: i32 = setcc ..., Constant:i128<-170141183460469231731687303715884105728>, seteq:ch' over 'i128 = bitcast' of the f128 argument: by 19 FMINIMUM on f128 is expanded (the NaN / signed-zero checks of expandFMINIMUM_FMAXIMUM), so the reported fminimum node is gone and the expansion's i128 compare is what the selector cannot match -> other-crash (a different node in the same pass, the 139381/139380 reading in reverse: there 13-16's fmaximum node was the other node). llvm-22 (llvmlite, assertions on) stops on the same expansion earlier, with LegalizeOp's '(TLI.getTypeAction(...) == TargetLowering::TypeLegal || ...) && \"Unexpected illegal type!\"' assertion (LegalizeDAG.cpp:986) on the illegal i128 node -> other-crash as well. Nothing in 19 or 22 fails on the fminimum node itself.",
        notes="Two testcases in the description, each in its own ``` block: @minf (llvm.minimum) first, @maxf (llvm.maximum) second; the transcript that follows runs minf.ll ('$ llc -mtriple aarch64-unknown-linux-gnu < minf.ll'), so repro.ll is the first block (turn 0 block 0) verbatim, and the command is run as 'llc -mtriple aarch64-unknown-linux-gnu -o /dev/null' on stdin (classes command-in-prose, stdin-input). The module has no triple and no declaration: it calls the unmangled '@llvm.minimum' without declaring it, which 19 and 22 accept (the parser declares and mangles intrinsics itself) and 13, 14, 15 and 16 reject with 'use of undefined value '@llvm.minimum'' -> invalid-input (undeclared intrinsic, the README's rule for 13-16; class missing-intrinsic-declaration). 19 and llvm-22 -> other-crash (see variant_evidence); the report's node line is a debug build's ('t5:'), a release build would print an address. Follow-up to #87955 (named, not seen). Open; no labels shown; reporter kparzysz (2024-04-18); no comment in the excerpt.",
    ),
    140445: dict(
        tool="llc", args=["-mtriple=arm", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Cannot select: ...: i32 = setcc ... (i64 = build_pair of ARMISD::VMOVRRD of the f64 argument), Constant:i64<-9223372036854775808>, seteq:ch in ARM instruction selection for llvm.minimum.f64 / llvm.maximum.f64 on 32-bit arm with +v6,+vfp2,-d32 (Urgau, godbolt trunk, May 2025)",
        reported_message="LLVM ERROR: Cannot select: 0xa8483e8: i32 = setcc 0xa8480a0, Constant:i64<-9223372036854775808>, seteq:ch",
        signature_regex=r"Cannot select: .*i32 = setcc .*Constant:i64<-?\d+>, seteq",
        assertion_only=False, status=st(O, O, O, O, R, R),
        classes=["arm", "isel-sdag", "reworded-message", "command-inferred", "godbolt-only", "release-variant-crash", "excerpt-truncated"],
        variant_evidence="19 (release) aborts in 'ARM Instruction Selection' on @call_maximum_fp128 with 'Cannot select: ...: i32 = setcc ..., Constant:i64<0>, seteq:ch' over 'i64 = build_pair' of the two i32 halves of the f64 argument: the node the title names ('i32 = setcc 0x00000000, Constant:i64'), an i64 compare left after the FMAXIMUM expansion that 32-bit ARM cannot select. The constant differs from the report's (-9223372036854775808, i.e. the -0.0 check of the minimum expansion) because the report's dump is of a minimum function ('In function: _ZN4core3f6421_$LT$impl$u20$f64$GT$7minimum...') while the IR block it gives calls llvm.maximum.f64 (whose +0.0 check compares with 0); the operand is build_pair of CopyFromReg i32 with the soft-float 'arm' triple, of ARMISD::VMOVRRD (as in the report) with arm-unknown-linux-gnueabihf (by hand, 19: same 'i32 = setcc ..., Constant:i64<0>, seteq:ch') -> reproduces (class reworded-message). llvm-22 (llvmlite, assertions on) stops one step earlier on the same illegal i64 compare with LegalizeOp's '... && \"Unexpected illegal type!\"' assertion (LegalizeDAG.cpp:986); without assertions that node reaches the selector and gives the reported 'Cannot select' -> reproduces (the 139380/139381 reading, the AArch64/x86 fp128 twins of this report by the same reporter). 13, 14, 15 and 16 die in the same pass on the same function but on 'Cannot select: ...: f64 = fmaximum ...': they have no FMAXIMUM expansion, so the reported i64 compare is never built -> other-crash (a different node, as 139380/139381 on 13-16).",
        notes="IR in the ```llvm block (one function calling llvm.maximum.f64 plus its declaration and 'attributes #1 = { inlinehint uwtable \"target-cpu\"=\"generic\" \"target-features\"=\"+strict-align,+v6,+vfp2,-d32\" }'), copied verbatim as repro.ll; it has no triple. No command in the text besides the godbolt dump's 'Program arguments: /opt/compiler-explorer/clang-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel <source>' (no triple either); the title says '[arm]' and the report says 'on arm (32bits)' -> run as 'llc -mtriple=arm -o /dev/null' (classes command-inferred, godbolt-only: the godbolt link itself is not in the excerpt, the dump is). The excerpt is cut in the stack dump ('on module'). 13-16 -> other-crash, 19 and llvm-22 -> reproduces (see variant_evidence). The dump is of llvm.minimum while the IR is llvm.maximum (the reporter says both fail). Open; labels crash-on-valid, llvm:SelectionDAG; reporter Urgau (2025-05-18); no comment in the excerpt.",
    ),
    63267: dict(
        tool="llc", args=["-mtriple=aarch64-none-linux-gnu", "-mattr=+neon", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Cannot select: t12: f16 = fmaximum t38, t33 (scalarized lanes of <4 x half>: extract_vector_elt of insert_subvector into v8f16) in AArch64 instruction selection on @fmaximum_v4f16, llvm.maximum.v4f16 with -mattr=+neon (annamthomas, June 2023; a <2 x fp128> llvm.maximum also fails in ISel)",
        reported_message="LLVM ERROR: Cannot select: t12: f16 = fmaximum t38, t33",
        signature_regex=r"Cannot select: .*f16 = fmaximum",
        assertion_only=False, status=st(R, R, R, R, C, C),
        classes=["aarch64", "isel-sdag", "reworded-message", "command-in-prose", "fixed-by-19", "excerpt-truncated"],
        variant_evidence="Not an assertion-only report. 13, 14, 15 and 16 (release) abort with 'Cannot select: 0x...: f16 = fmaximum 0x..., 0x...' whose operands are 'f16 = extract_vector_elt' of 'v8f16 = insert_subvector undef:v8f16, <the v4f16 argument>, Constant:i64<0>', 'In function: fmaximum_v4f16', in 'AArch64 Instruction Selection': the reported node tree with addresses for the debug build's t-numbers (class reworded-message).",
        notes="Two testcases in the description: @fmaximum_v4f16 (llvm.maximum.v4f16) in the first ``` block, @fmaximum_v2f128 in the second; 'The first fails with:' the quoted 'Cannot select: t12: f16 = fmaximum' -> repro.ll is the first block (turn 0 block 0) verbatim (declaration then function, no triple). Command in prose: 'Both of these when run with llc -mtriple=aarch64-none-linux-gnu -mattr=+neon test.ll' -> run as 'llc -mtriple=aarch64-none-linux-gnu -mattr=+neon -o /dev/null' (class command-in-prose). 13-16 -> reproduces; 19 and llvm-22 exit 0 with an empty stderr -> clean (class fixed-by-19: 19 lowers the f16 lanes' fmaximum; the excerpt does not say why the issue is still open, perhaps for the fp128 case). The excerpt ends at the start of the second case's error ('The second also fails during ISEL:'). Open; no labels shown; reporter annamthomas (2023-06-12); no comment in the excerpt. Returned twice (queries 17 and 18), the same excerpt both times.",
    ),
    202808: dict(
        tool="llc", args=["-O3", "-mattr=+fp64,+msa", "-mcpu=mips64r5", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Cannot select: t9: f16 = sint_to_fp t4 (t4: i64 CopyFromReg) in MIPS instruction selection on @repro, 'sitofp i64 to half' for mips64-unknown-linux with -mcpu=mips64r5 -mattr=+fp64,+msa (folkertdev, June 2026; one of several f16-with-MSA failures, the other shown being 'Call operand #0 has unhandled type f16' with assertions)",
        reported_message="LLVM ERROR: Cannot select: t9: f16 = sint_to_fp t4",
        signature_regex=r"Cannot select: .*f16 = sint_to_fp",
        assertion_only=False, status=st(R, R, R, R, R, R),
        classes=["mips", "isel-sdag", "reworded-message", "command-in-ir-comment", "godbolt-only", "fixed-in-known"],
        fixed_in="PR 201897 '[MIPS] int <-> `half` conversions with `+msa`' (folkertdev, 2026-06-05, merged; named in the issue: 'I have a potential fix for this one in https://github.com/llvm/llvm-project/pull/201897'; seen merged in the search result for that PR)",
        variant_evidence="Not an assertion-only report. 13, 14, 15, 16 and 19 (release) abort with 'Cannot select: 0x...: f16 = sint_to_fp 0x...' over 'i64,ch = CopyFromReg ..., Register:i64 %1', 'In function: repro', in 'MIPS DAG->DAG Pattern Instruction Selection' on @repro: the reported node with addresses for t-numbers. llvm-22 (llvmlite, assertions on) prints the reported lines exactly ('LLVM ERROR: Cannot select: t9: f16 = sint_to_fp t4 / t4: i64,ch = CopyFromReg t0, Register:i64 %1 / In function: repro').",
        notes="The description has two ```llvm snippets, each starting with its command as an IR comment: the first ('; llc -O3 -mattr=+fp64,+msa -mcpu=mips64r6', mips64el, a call passing a half) is reported only as an assertions-build message ('Call operand #0 has unhandled type f16'); the second ('; llc -O3 -mattr=+fp64,+msa -mcpu=mips64r5', triple mips64-unknown-linux, @repro doing 'sitofp i64 %x to half') is the one with the batch's 'LLVM ERROR: Cannot select' and a release-visible message, so repro.ll is the second block (turn 0 block 2) verbatim, comment line included, run as 'llc -O3 -mattr=+fp64,+msa -mcpu=mips64r5 -o /dev/null' (class command-in-ir-comment; godbolt links for both, the IR is in the text). All six -> reproduces: the fix (PR 201897, June 2026) came after 22.1. Closed; labels backend:MIPS, confirmed, crash-on-valid; reporter folkertdev (2026-06-09); comment brad0 (2026-06-10) 'cc @yingopq'.",
    ),
}

NO_REPRO_BATCH = {
    64209: dict(
        classes=["no-runnable-reproducer", "godbolt-only", "powerpc", "isel-sdag"],
        reported_signature="LLVM ERROR: Cannot select: ...: f32 = fmaximum ... in 'PowerPC DAG->DAG Pattern Instruction Selection' for llvm.minimum/llvm.maximum on f32 and f64 (Urgau, godbolt trunk, July 2023); the IR is only behind the godbolt link",
        reported_message="LLVM ERROR: Cannot select: 0x71ba4c0: f32 = fmaximum 0x71ba370, 0x71ba450",
        notes="The description lists the four failing intrinsics (llvm.minimum.f32/f64, llvm.maximum.f32/f64) and gives the error output of a godbolt run ('[godbolt](https://godbolt.org/z/cMzhbYKjG)', 'In function: _ZN1a4test17hb60f9f6975710eeaE'), but no IR and no triple: the module is only behind the link (class godbolt-only). A sibling of the corpus's 53353 (x86) and 64207 (MIPS) by the same reporter. Closed; label backend:PowerPC; reporter Urgau (2023-07-28); no comment in the excerpt.",
    ),
    110753: dict(
        classes=["no-runnable-reproducer", "godbolt-only", "clang-only", "powerpc", "isel-sdag"],
        reported_signature="LLVM ERROR: Cannot select: ...: v2f64 = froundeven (PPCISD::XXSWAPD of PPCISD::LXVD2X) in PowerPC instruction selection on powerpc64le for a SIMDe roundeven loop, 'clang -O2 round-reduced.c' (tuliom, Fedora bug 2308835, October 2024)",
        reported_message="LLVM ERROR: Cannot select: 0x9b8fd80: v2f64 = froundeven 0x9b8ef10",
        notes="The reporter reduced it to 'LLVM IR: https://godbolt.org/z/dqa91xzv1' and 'C: https://godbolt.org/z/jbxnvx7o6'; only the C source is in the text (a SIMDe __builtin_roundeven loop), with the command 'clang -O2 round-reduced.c' (on a ppc64le host). The IR is only behind the link and the C needs clang (classes godbolt-only, clang-only): nothing runnable with llc. 121390 (the v4f32 twin, C only) was met in the same answer and not taken. Open; no labels shown; reporter tuliom (2024-10-01).",
    ),
    133: dict(
        classes=["no-runnable-reproducer", "clang-only", "aarch64", "isel-sdag"],
        reported_signature="fatal error: error in backend: Cannot select: ...: f32 = truncate (f64,ch = strict_fsub nofpexcept ... strict_fp_extend ... strict_fmul ...) in clang for aarch64 building musl's src/complex/casinf.c with -frounding-math (SquallATF, February 2020)",
        reported_message="fatal error: error in backend: Cannot select: 0x1fbd190: f32 = truncate 0x1fba1b0",
        notes="The description is the clang command line building musl's 'src/complex/casinf.c' with '-frounding-math' (no target flag in the excerpt; the title says aarch64) and the backend's 'Cannot select' dump of a plain f32 truncate over strict-FP nodes; no IR is in the text and the source is musl's file, not quoted (class clang-only). Closed; no labels shown; reporter SquallATF (2020-02-16); the excerpt is cut inside the node dump.",
    ),
}

"""Fresh batch 153: crash reports of llvm/llvm-project looked for under the theme 'X86 backend crashes by the
lowering function or file the assertion names' (X86ISelLowering's LowerVECTOR_SHUFFLE, combineX86ShuffleChain,
LowerBUILD_VECTOR, combineConcatVectorOps, LowerINSERT_SUBVECTOR, EmitInstrWithCustomInserter; X86ISelDAGToDAG,
X86FastISel, X86FloatingPoint / FP stack, X86 AMX (X86LowerAMXType, X86PreAMXConfig), APX / AVX10 / AVX512-FP16 /
BF16, 'X86 DAG->DAG Instruction Selection', X86InstrInfo; llc reproducers). 31 look-ups (all `search`, corpus
`issues`). The vein is nearly exhausted: of about 120 distinct llvm/llvm-project issue numbers the queries returned,
all but seven were already in a corpus or claimed (218379 by fresh154), and of those seven, three are not crash
reports (55734 a miscompile, 113400 a missed optimization, 83402 named only in a PR as a codegen improvement) and
two could not be found as threads (190557 and 191165/191239, named only in APX PRs). Two runnable reports were
taken: a January 2023 X86 'Cannot select X86ISD::BLENDV' on a <16 x half> insertelement with +f16c (a regression
that LLVM 15 carries) and an August 2022 llc hang on a v16f16 shuffle for skx (cherry-picked before 15.0.0, so no
release here hangs). Two more reports are kept without a runnable reproducer (NO_REPRO_BATCH): both came back with
their IR cut by the excerpt (62286 before its attribute group's body, 145046 inside its fifth statepoint call)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh153"

BATCH = {
    59980: dict(
        tool="llc", args=["-mtriple", "x86_64-apple-macosx10.15", "-filetype", "asm", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Cannot select: t146: v32i8 = X86ISD::BLENDV t85, t131, t130 in 'X86 DAG->DAG Instruction Selection' on a Swift function storing a half into a <16 x half> vector at a variable index (insertelement lowered through vselect -> BLENDV) with target-features +f16c, x86_64-apple-macosx10.15; regression from f18794816270 (compnerd, January 2023)",
        reported_message="LLVM ERROR: Cannot select: t146: v32i8 = X86ISD::BLENDV t85, t131, t130",
        signature_regex=r"Cannot select: .*v32i8 = X86ISD::BLENDV",
        assertion_only=False, status=st(C, C, R, C, C, C),
        classes=["x86", "isel-sdag", "run-line", "message-in-title", "reworded-message", "typed-pointers", "culprit-known", "fixed-by-16"],
        variant_evidence="15 (release) aborts (rc -6) with 'LLVM ERROR: Cannot select: 0x...: v32i8 = X86ISD::BLENDV 0x..., 0x..., 0x...' in 'X86 DAG->DAG Instruction Selection' on @\"$ss7Float16V13SIMD16StorageVyABSicipADTk\": the title's node (v32i8 X86ISD::BLENDV with three operands), printed with addresses where the reporter's debug build prints t-numbers (reworded-message).",
        notes="IR in the description's ```ll block (two packed struct types, one swiftcc function with typed pointers, attributes #0 = { \"target-features\"=\"+f16c\" }), copied verbatim as repro.ll. Its first line is the command, '; RUN: llc -mtriple x86_64-apple-macosx10.15 -filetype asm -o - %s', run with -o /dev/null (class run-line). The message is only in the title: the thread quotes no stderr (class message-in-title; reported_message is the title). 13 and 14 exit 0 with an empty stderr -> clean (compnerd's comment calls it a regression from f18794816270244f9942e9217b96e23a94a7f32c; 15 is the first release here that fails). 15 -> reproduces (see variant_evidence). 16, 19 and llvm-22 exit 0 with an empty stderr -> clean: phoebewang's candidate patch D141668 (2023-01-13) landed before the 16 branch (class fixed-by-16). Typed pointers parse on every release here, llvm-22 included. Labels backend:X86; closed; reporter compnerd (2023-01-12); the last comment is cut by the excerpt after its date.",
        culprit="compnerd (comment, 2023-01-13): 'Regression introduced in f18794816270244f9942e9217b96e23a94a7f32c .  CC: @phoebewang'",
        fixed_in="phoebewang (comment, 2023-01-13): 'Candidate patch:  https://reviews.llvm.org/D141668'",
    ),
    57340: dict(
        tool="llc", args=["-o", "/dev/null"], stdin=True,
        reported_signature="llc hangs (no message) on a skx (target-cpu) function that compares a <16 x half> load with a shufflevector of it and an insertelement (a first-order-recurrence splice), x86_64-grtev4-linux-gnu; started with 23021d4d8c6b (d0k, August 2022)",
        reported_message=None,
        signature_regex=r"<hangs>",
        assertion_only=None, status=st(C, C, C, C, C, C),
        classes=["x86", "isel-sdag", "hang-report", "reported-message-missing", "command-in-console-transcript", "stdin-input", "culprit-known", "fixed-in-known"],
        variant_evidence="No message: the report is a hang ('$ llc < t.ll' then '<hangs>'). 13, 14 (with -opaque-pointers), 15, 16, 19 (release) and llvm-22 (assertions on) all finish at once with exit 0 and an empty stderr; none reaches the 60 s limit, so no release here loops.",
        notes="IR in the description's ```llvm block (datalayout, triple x86_64-grtev4-linux-gnu, @main.41 with loads from 'ptr undef', attributes #1 = { nounwind uwtable \"target-cpu\"=\"skx\" }), copied verbatim as repro.ll. The command is the ```console block '$ llc < t.ll' (stdin input, no flags), run as 'llc -o /dev/null' with the module on stdin (classes command-in-console-transcript, stdin-input). All six releases exit 0 with an empty stderr -> clean. The hang belongs to a 16-development window: 'This started with https://github.com/llvm/llvm-project/commit/23021d4d8c6b2c7cbb3ebe1be61cface0c52f80a' (d0k), fixed by D132563 and cherry-picked for release/15.x the next day ('/cherry-pick 12b203ea7c65071f9fc02d420b28d58dcdc5ad4a', 2022-08-25, before 15.0.0), so neither 15.0.x nor any later release here carries it. 13 reads opaque 'ptr' (experimental there) and finishes cleanly, which is no failure to call invalid-input. Labels backend:X86, llvm:hang; closed; reporter d0k (2022-08-24).",
        culprit="d0k (description): 'This started with https://github.com/llvm/llvm-project/commit/23021d4d8c6b2c7cbb3ebe1be61cface0c52f80a @phoebewang'",
        fixed_in="phoebewang (comments, 2022-08-24/25): 'Candidate fix: https://reviews.llvm.org/D132563' and '/cherry-pick 12b203ea7c65071f9fc02d420b28d58dcdc5ad4a'",
    ),
}

NO_REPRO_BATCH = {
    62286: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "x86", "isel-sdag", "reported-message-missing"],
        reported_signature="LLVM asserts during X86 instruction selection (assertion text not in the excerpt) on @test, a <16 x i32> built by insertelements into a vector constant with poison lanes, shl/and with a poison lane, a shufflevector blend, sext to <16 x i64> and llvm.vector.reduce.add.v16i64, function attributes #0 (dantrushin, April 2023)",
        reported_message=None,
        notes="The description's ```ll block (triple x86_64-unknown-linux-gnu, 'define i64 @test(i32 %a) #0', the declaration of llvm.vector.reduce.add.v16i64) is cut by the excerpt at 'attributes #0 =', before the group's body, which 'define ... #0' needs to parse (the same cut as 211984 in fresh123); the assertion and anything after it are not in the excerpt. A second query aimed at the title and the attributes returned the same cut excerpt. Nothing runnable verbatim, so no repro.ll. Labels backend:X86; closed; reporter dantrushin (2023-04-21).",
    ),
    145046: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "x86", "isel-sdag", "message-in-title", "command-in-prose"],
        reported_signature="LLVM ERROR: Cannot select: t143: v4i32 = X86ISD::VPERMILPV t2, t147 when llc compiles @widget(<2 x i32>) with gc \"statepoint-example\" and a chain of llvm.experimental.gc.statepoint calls, x86_64-unknown-linux-gnu (TatyanaDoubts, June 2025)",
        reported_message="LLVM ERROR: Cannot select: t143: v4i32 = X86ISD::VPERMILPV t2, t147",
        notes="'To reproduce run llc with the test below:' (command in prose: plain llc); the untagged block (ModuleID 'reduced.ll', datalayout with ni:1/p2 address spaces, triple x86_64-unknown-linux-gnu, @widget #0 gc \"statepoint-example\") is cut by the excerpt inside its fifth statepoint call ('ptr elementtype(i32 (ptr a'), before the rest of the body, the declarations and attributes #0. A second query aimed at the title's node and the function returned the same cut excerpt. The message is the title. Nothing runnable verbatim, so no repro.ll. Labels backend:X86, crash, llvm:SelectionDAG; closed; reporter TatyanaDoubts (2025-06-20).",
    ),
}

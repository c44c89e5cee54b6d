"""Fresh batch 110: llc crash reports of the RISC-V, PowerPC and Mips backends in SelectionDAG type and vector-op
legalization and argument lowering (a vp.merge of <vscale x 16 x i1> unrolled in LegalizeVectorOps, a
single-element vp.reduce.fadd that the type legalizer cannot scalarize under +zve64x, thirteen <1 x i128>
arguments that exhaust PPC32's AltiVec registers, a float passed to an 'r' inline-asm constraint on mips64el),
plus two RISC-V vector crash reports whose reproducer is only an attachment or a godbolt link. The vein was
nearly dry: 53 look-ups, almost every thread they returned already in a corpus; nothing new for LoongArch or
SystemZ."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh110"

BATCH = {
    120405: dict(
        tool="llc", args=["-mtriple=riscv64", "-mattr=+v", "-o", "/dev/null"],
        reported_signature="'LLVM ERROR: Invalid size request on a scalable vector.' when LegalizeVectorOps tries to unroll 't12: nxv16i1 = vp_merge' on RISC-V with +v: @f returns @llvm.vp.merge.nxv16i1 of three <vscale x 16 x i1> masks (emitted by the loop vectorizer with EVL tail folding, SPEC CPU 2017); 'llc -mtriple=riscv64 -mattr=+v' (lukel97, December 2024)",
        reported_message="LLVM ERROR: Invalid size request on a scalable vector.",
        signature_regex=r"Invalid size request on a scalable vector",
        assertion_only=False, status=st(I, I, I, I, R, C),
        classes=["riscv", "isel-sdag", "command-in-prose", "missing-intrinsic-declaration", "unknown-feature-older", "fixed-by-22"],
        variant_evidence="Not an assertion report: 'Invalid size request on a scalable vector' is a report_fatal_error (TypeSize's implicit conversion of a scalable size), raised in any build. 19 (release) aborts with exactly the reported line in 'RISC-V DAG->DAG Pattern Instruction Selection' on '@f', frames llvm::SelectionDAG::UnrollVectorOp under llvm::SelectionDAG::LegalizeVectors: the unrolling of the vp_merge the report describes.",
        notes="IR in a ```llvm block (no triple, no declaration of the intrinsic); the command in prose, 'It crashes with `llc -mtriple=riscv64 -mattr=+v` with `LLVM ERROR: ...`' -> run as 'llc -mtriple=riscv64 -mattr=+v -o /dev/null'. 13, 14, 15, 16: \"use of undefined value '@llvm.vp.merge.nxv16i1'\" (2:37; these parsers do not declare intrinsics on use; 13 also warns \"'+v' is not a recognized feature for this target\") -> invalid-input. By hand (not saved), with the declaration 'declare <vscale x 16 x i1> @llvm.vp.merge.nxv16i1(<vscale x 16 x i1>, <vscale x 16 x i1>, <vscale x 16 x i1>, i32)' appended, 14, 15 and 16 abort with the same 'LLVM ERROR: Invalid size request on a scalable vector.': the bug is old, only the input is too new for them. 19 -> reproduces. llvm-22 exits 0 with nothing on stderr -> clean (the issue is closed; lukel97's comment, where the excerpt ends, proposes lowering the mask vp.merge in the RISC-V backend; no fix commit is named in the excerpt). Label backend:RISC-V; reporter lukel97 (2024-12-18), cc @Mel-Chen by fhahn.",
    ),
    60463: dict(
        tool="llc", args=["-mattr=+m,+a,+f,+zvl512b,+zve64x", "-mtriple=riscv32", "-target-abi=ilp32", "-riscv-v-vector-bits-min=512", "-o", "/dev/null"],
        reported_signature="'LLVM ERROR: Do not know how to scalarize this operator's operand!' on 't68: f32 = vp_reduce_fadd ...' (DAGTypeLegalizer::ScalarizeVectorOperand has no case for VP nodes) for a masked <1 x float> llvm.vp.reduce.fadd on riscv32 with +zve64x,+zvl512b; 'llc repro.ll -mattr=+m,+a,+f,+zvl512b,+zve64x -mtriple=riscv32 -target-abi=ilp32 -riscv-v-vector-bits-min=512' (dcaballe, IREE, February 2023)",
        reported_message="LLVM ERROR: Do not know how to scalarize this operator's operand!",
        signature_regex=r"Do not know how to scalarize this operator's operand",
        assertion_only=False, status=st(I, R, R, R, R, U),
        classes=["riscv", "isel-sdag", "command-in-prose", "unknown-feature-older"],
        variant_evidence="Not an assertion report: the LLVM ERROR is a report_fatal_error in DAGTypeLegalizer::ScalarizeVectorOperand, raised in any build. 14, 15, 16 and 19 (release) print exactly the reported line and abort in 'RISCV DAG->DAG Pattern Instruction Selection' (19: 'RISC-V DAG->...') on '@test', frame llvm::SelectionDAG::LegalizeTypes.",
        notes="The module is the ``` block after 'repro.ll:' (a declaration and @test calling @llvm.vp.reduce.fadd.v1float), the command the inline code under it: '`llc repro.ll -mattr=+m,+a,+f,+zvl512b,+zve64x -mtriple=riscv32 -target-abi=ilp32 -riscv-v-vector-bits-min=512`' -> the same with -o /dev/null. 13 warns \"'+zvl512b' is not a recognized feature for this target (ignoring feature)\" and the same for '+zve64x' and then exits 0 (no vector unit, the reduction is lowered as scalar code) -> invalid-input (an unknown -mattr feature: the clean run says nothing about the bug). 14, 15, 16, 19 -> reproduces (same message, same function). llvm-22: llvmlite's driver cannot set llc's -target-abi ('unsupported: -target-abi=ilp32: an option of llc's own command line, which llvmlite cannot set', exit 3) -> unsupported, as 64645. By hand (not saved), the llvm-22 driver without -target-abi (with and without -riscv-v-vector-bits-min=512) aborts with 'ScalarizeVectorOperand Op #1: t12: f32 = vp_reduce_fadd reassoc ...' and the same LLVM ERROR: the issue is still open and the crash still there. topperc notes the intrinsic name is malformed ('v1float' should be 'v1f32'); every parser here accepts it (intrinsic lookup by the 'llvm.vp.reduce.fadd' prefix), so it is not what fails. Labels backend:RISC-V, bug, vectorization; open; reporter dcaballe (2023-02-01).",
    ),
    214991: dict(
        tool="llc", args=["-mtriple=powerpc-unknown-linux-gnu", "-mcpu=pwr8", "-o", "/dev/null"],
        reported_signature="'LLVM ERROR: unable to allocate function argument #12' on 32-bit PowerPC with -mcpu=pwr8: @thirteen takes thirteen <1 x i128> arguments, CC_PPC32_SVR4 assigns v1i128 only to V2-V13 and the common stack fallback list has no v1i128 entry; reproducible 'on current main and on release llc 22.1.8' (matthiasgoergens, August 2026); a second, variadic case is cut by the excerpt",
        reported_message="LLVM ERROR: unable to allocate function argument #12",
        signature_regex=r"unable to allocate function argument #12",
        assertion_only=False, status=st(R, R, R, R, R, R),
        classes=["powerpc", "isel-sdag", "command-in-prose", "release-build-report", "excerpt-truncated"],
        variant_evidence="Not an assertion report: the LLVM ERROR is a report_fatal_error of the calling-convention analysis, raised in any build (the reporter says release llc 22.1.8 shows it). 13, 14, 15, 16 and 19 (release) abort with exactly the reported line in 'PowerPC DAG->DAG Pattern Instruction Selection' on '@thirteen'; llvm-22 prints the same line and dies with SIGABRT.",
        notes="The module is the ```llvm block (triple powerpc-unknown-linux-gnu, no datalayout); the CPU is given in the prose's inline code, which the excerpt breaks over two lines: '(`-mtriple=powerpc-unknown-linux-gnu\\n-mcpu=pwr8`)' -> run as 'llc -mtriple=powerpc-unknown-linux-gnu -mcpu=pwr8 -o /dev/null'. The first ``` block is only the expected error line. All six releases -> reproduces (13 reads the opaque 'ptr' of this module without complaint). The CPU matters: by hand (not saved) 19 with -mcpu=pwr7 exits 0 (v1i128 is a legal AltiVec type only from P8 vector on). The excerpt ends at '**Var' (the second consequence, variadic v1i128, is cut), so only the fixed-argument case is in repro.ll. The body names #214522 as an unrelated formal-lowering patch. Labels backend:PowerPC, confirmed, crash-on-valid; open; reporter matthiasgoergens (2026-08-08).",
    ),
    63632: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="'error: couldn't allocate input reg for constraint 'r'' from llc on mips64el-unknown-linux-gnuabi64 for an inline asm call passing a float (0.0) to an 'r' constraint (wasm2c-generated code; GCC accepts it); '$ llc test.ll' (glandium, June 2023); similar to #52638, which was for _Bool",
        reported_message="error: couldn't allocate input reg for constraint 'r'",
        signature_regex=r"couldn't allocate input reg for constraint 'r'",
        assertion_only=False, status=st(R, R, R, R, R, R),
        classes=["mips", "inline-asm", "error-diagnostic-report", "command-in-console-transcript", "related-issue-named"],
        variant_evidence="Not an assertion report: the reported failure is a clean error diagnostic of SelectionDAGBuilder's inline-asm lowering, printed by any build. 13, 14, 15, 16, 19 (release) and llvm-22 print exactly 'error: couldn't allocate input reg for constraint 'r'' and exit 1.",
        notes="The thread gives a C reproducer (clang --target=mips64el-linux-gnuabi64) and a 'Reduced LLVM IR reproducer' in a ``` block (triple mips64el-unknown-linux-gnuabi64, one inline asm call with \"r,~{$1}\"(float 0.000000e+00)), then '$ llc test.ll' and its output in another block -> repro.ll is the IR block, run as 'llc -o /dev/null'. The reported failure is a clean error diagnostic (class error-diagnostic-report, as 56880: a run that prints it reproduces) -> all six reproduce; nothing crashes. Not in the thread but in the search results around it: PR #79116 ('MIPS: Fix asm constraints \"f\" and \"r\" for softfloat', backported to 18.x by #83104) says 'Fixes: #64241, #63632' and 'Allow 'r' for softfloat'. It covers soft-float only: by hand (not saved) with -mattr=+soft-float 16 still prints the error while 19 and llvm-22 exit 0; with the default hard-float mips64el subtarget of this command, every release still refuses the float in a GPR constraint, and the issue is shown open. glandium's comment concedes the 'r' constraint is technically wrong for a float. No labels in the excerpt; open; reporter glandium (2023-06-30).",
    ),
}

NO_REPRO_BATCH = {
    97477: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "riscv", "isel-sdag"],
        reported_signature="clang++ crash (message not in the excerpt; labels crash, llvm:SelectionDAG) building OpenCV's modules/core/src/sum.dispatch.cpp for riscv64 with -march=rv64gc_v_zvfhmin, with LLVM 18.1.7, 18.1.8 and main of July 2, 2024",
        reported_message=None,
        notes="The reproducer is two attachments, sum-ad3ec8.cpp.txt and sum-ad3ec8.sh.txt (clang's crash-reproducer preprocessed source and run script), not in the thread text; the body shows only the arch flags and the start of the failing ninja compile line (a clang++ driver command, cut by the excerpt inside its warning flags). No IR, no llc/opt command, no error line: nothing can be run. Labels backend:RISC-V, crash, llvm:SelectionDAG; closed; reporter mshabunin (2024-07-02). Compare 97849 (same reporter, also V+Zvfhmin, SoftPromoteHalfOperand), already in a corpus.",
    ),
    121086: dict(
        classes=["no-runnable-reproducer", "godbolt-only", "clang-only", "riscv", "isel-sdag"],
        reported_signature="clang 19.x crash in 'RISC-V DAG->DAG Pattern Instruction Selection' on '@main' compiling matrix-product C code with -march=rv32imafc_zve32f_zvl128b -mabi=ilp32f -Ofast; 'It works in llvm 18.x and llvm truck(20.x), but failed in llvm 19.x'; the error message itself is not shown (only stack-dump lines 3 and 4)",
        reported_message=None,
        notes="The thread's C source has no main although the crash is in @main (topperc: 'Is this the complete source?'); the reporter answers 'I didn't paste the complete source code ... I create compiler explorer link here http' (the excerpt ends in the link). No IR and no llc/opt command; the full input is only behind the godbolt link. Labels backend:RISC-V, crash, release:backport (a fix was backported to 19.x; the commit is not in the excerpt); closed; reporter fanghuaqi (2024-12-25).",
    ),
}

"""Fresh batch 130: llc crash reports of llvm/llvm-project whose title or text names the SelectionDAG function that
failed (DAGCombiner visit*, SelectionDAG::getNode / getConstant / getVectorShuffle, LegalizeVectorOps, the type
legalizer's PromoteIntRes_/ExpandIntRes_/SplitVecRes_/WidenVecRes_/ScalarizeVecRes_/SoftPromoteHalf handlers,
TargetLowering::SimplifyDemandedBits / getVectorSubVecPointer, computeKnownBits), any backend, any year. 33 look-ups
(all `search`, corpus `issues`); stopped there because the vein is dry: most threads the queries surfaced were already
in llvm_seen.txt (the fuzzer reports of dtcxzyw, XChy, patrick-rivos, ewlu, alexrp, regehr, androm3da and the
Do-not-know-how-to-{promote,expand,split,widen,scalarize,soften} threads). Taken: eleven runnable reports (an SVE
get.active.lane.mask lowering assertion of 2023, an ARM getVectorSubVecPointer assertion of LLVM 18, an early-cse
KnownBits assertion from oss-fuzz, a RISC-V APInt::isMask assertion, an X86 LowerCTPOP known-bits assertion, an X86
APInt::setBits assertion, an X86 visitFREEZE assertion on stdin, an AArch64 "Invalid truncate node" getNode assertion,
an AArch64 "Extract subvector index must be a constant" getNode assertion, an X86 getConstant "Cannot create FP integer
constant!" assertion and an X86 mul-by--1-splat DAG combine assertion) and three reports without a runnable
reproducer (NO_REPRO_BATCH: an AArch64 shufflevector-with-undef-mask report whose IR the excerpt cuts before its
`ret`, a godbolt-only getConstant assertion, an AMDGPU extract_subvector assertion whose input is an attachment)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh130"

BATCH = {
    64533: dict(
        tool="llc", args=["-mtriple=aarch64-linux-gnu", "-mattr=+sve", "-o", "/dev/null"],
        reported_signature="assertion (message not quoted) during initial SelectionDAG construction (SelectionDAGBuilder) of @llvm.get.active.lane.mask.nxv64i1.i64 for a 'large' scalable vector <vscale x 64 x i1>: a code path needs MVT::changeVectorElementType() to return an EVT, which it cannot (paulwalker-arm, August 2023)",
        reported_message=None,
        signature_regex=r"changeVectorElementType|Simple vector VT not representable|isExtendedScalableVector",
        assertion_only=True, status=st(I, I, I, I, C, C),
        classes=["aarch64", "isel-sdag", "assertion-only", "command-inferred", "reported-message-missing", "missing-intrinsic-declaration", "fixed-in-known", "fixed-by-19"],
        fixed_in="paulwalker-arm (comment, 2023-08-08): 'Candidate fix: https://reviews.llvm.org/D157392'; (comment, 2023-08-09): '/cherry-pick b7e6e568b4f28124060b868e433f36af18c510db'",
        notes="IR in the only (untagged) fence of the description: one function calling @llvm.get.active.lane.mask.nxv64i1.i64, with no declaration of the intrinsic and no triple; copied verbatim as repro.ll. The thread gives no command and no message ('the compiler asserts during code generation because a code path requires MVT.changeVectorElementType() to return an EVT'); the reporter works on Arm SVE and scalable vectors need a target that has them, so the command is inferred as 'llc -mtriple=aarch64-linux-gnu -mattr=+sve -o /dev/null' (class command-inferred). 13, 14, 15 and 16 reject the call before any pass: \"use of undefined value '@llvm.get.active.lane.mask.nxv64i1.i64'\" (their parser needs intrinsics declared; class missing-intrinsic-declaration) -> invalid-input. By hand (not saved), with 'declare <vscale x 64 x i1> @llvm.get.active.lane.mask.nxv64i1.i64(i64, i64)' appended and the same command: 14, 15 and 16 crash with a signal in 'AArch64 Instruction Selection' on @lane_mask_nxv64i1_i64, frames llvm::EVT::isExtendedScalableVector under SelectionDAGBuilder::visitIntrinsicCall (the reported path: initial DAG construction for the intrinsic, where an extended EVT is queried as a simple one), and 13 aborts with 'LLVM ERROR: Invalid size request on a scalable vector.' in the same pass; this only supports the reading, the saved labels stay invalid-input for the verbatim input. 19 (release) and llvm-22 (assertions on) compile it, exit 0, empty stderr -> clean (fixed: labels llvm:codegen, release:backport; the cherry-pick of b7e6e568b4f2 in August 2023 puts the fix in 17). Closed; reporter paulwalker-arm (2023-08-08).",
    ),
    106345: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="Assertion `EltSize * 8 == EltVT.getFixedSizeInBits() && \"Converting bits to bytes lost precision\"' failed in TargetLowering::getVectorSubVecPointer (TargetLowering.cpp:9834) in 'ARM Instruction Selection' on @testing.expectEqualInner__anon_27636, a variable-index extractelement of <2 x i9> passed to an fastcc call, arm-unknown-linux-gnueabi (alexrp, LLVM 18.1.8 with assertions, August 2024)",
        reported_message="llc: /home/alexrp/Source/llvm-project-18/llvm/lib/CodeGen/SelectionDAG/TargetLowering.cpp:9834: llvm::SDValue llvm::TargetLowering::getVectorSubVecPointer(llvm::SelectionDAG&, llvm::SDValue, llvm::EVT, llvm::EVT, llvm::SDValue) const: Assertion `EltSize * 8 == EltVT.getFixedSizeInBits() && \"Converting bits to bytes lost precision\"' failed.",
        signature_regex=r"Converting bits to bytes lost precision|getVectorSubVecPointer",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["arm", "isel-sdag", "assertion-only", "command-in-prose"],
        variant_evidence="None: every Debian release build and llvm-22 (assertions on) exit 0 with an empty stderr; the assert in TargetLowering::getVectorSubVecPointer is compiled out of release builds and nothing else fails there.",
        notes="IR in the ```llvm block (datalayout and triple arm-unknown-linux-gnueabi, one function), copied verbatim as repro.ll. Command in the ```console block: '❯ llc reduced.ll' (after 'llc --version' showing LLVM 18.1.8), run as 'llc -o /dev/null' (class command-in-prose). 13-19 (release) exit 0 with an empty stderr -> clean (assertion-only report; the function lowers a variable extractelement of <2 x i9> through the stack, where the assert fires). llvm-22 (assertions on) exits 0 with an empty stderr -> clean: fixed by 22.1 (the issue is closed; the excerpt names no fix). Labels backend:ARM, crash, llvm:SelectionDAG; reporter alexrp (2024-08-28); the excerpt shows no comment. The same assertion on x86 with <17 x i1> is 217985 (fresh123).",
    ),
    75505: dict(
        tool="opt", args=["-passes=early-cse", "-o", "/dev/null"],
        reported_signature="Assertion failed: BitWidth == RHS.getBitWidth() && !LHS.hasConflict() && !RHS.hasConflict() && \"Operand mismatch\" (KnownBits) under early-cse on @vselect1: computeKnownBits of a bitcast of a <2 x i16> mul whose demanded elements are all poison produces conflicting known bits (RKSimon, reduced from oss-fuzz 64842, December 2023)",
        reported_message="Assertion failed: BitWidth == RHS.getBitWidth() && !LHS.hasConflict() && !RHS.hasConflict() && \"Operand mismatch\"",
        signature_regex=r"Operand mismatch|hasConflict",
        assertion_only=True, status=st(C, C, C, C, C, U),
        classes=["early-cse", "opt-pipeline", "assertion-only", "command-inferred", "message-in-title"],
        variant_evidence="None: 13-19 (release) run early-cse to the end, exit 0, empty stderr; the KnownBits conflict asserts are compiled out of release builds (nikic's comment: conflicting known bits have a well-defined meaning of poison, the asserts could be removed).",
        notes="IR in the ```ll block of the description (one function, @vselect1, 'store i32 %B16, ptr poison'), copied verbatim as repro.ll; nikic's comment gives a smaller @test in a second block (not used). No command in the text: the title names the pass ('[early-cse] Assertion failed: ...') and the message is only in the title (class message-in-title), so the command is inferred as 'opt -passes=early-cse -o /dev/null' (class command-inferred). 13, 14, 15, 16 and 19 (release) exit 0 with an empty stderr (by hand, -S -o -: early-cse folds the sdiv and one insert/extract pair and leaves the mul/bitcast/lshr) -> clean. llvm-22 -> unsupported (llvmlite's pass manager does not expose early-cse; rc 3). nikic's comment locates the conflict in ValueTracking.cpp's computeKnownBits for an all-poison demanded vector. Labels llvm:crash, llvm:transforms; closed; reporter RKSimon (2023-12-14).",
    ),
    166596: dict(
        tool="llc", args=["-O0", "-o", "/dev/null"],
        reported_signature="Assertion `numBits <= BitWidth && \"numBits out of range\"' failed in APInt::isMask (APInt.h:490) in 'RISC-V DAG->DAG Pattern Instruction Selection' on @g_770 (ctlz of a zext i16 with +b,+zicond), at -O0 to -O3, riscv64-unknown-linux-musl (XChy, godbolt assertions trunk, November 2025)",
        reported_message="llc: /root/llvm-project/llvm/include/llvm/ADT/APInt.h:490: bool llvm::APInt::isMask(unsigned int) const: Assertion `numBits <= BitWidth && \"numBits out of range\"' failed.",
        signature_regex=r"numBits out of range|APInt::isMask",
        assertion_only=True, status=st(I, I, I, I, C, C),
        classes=["riscv", "isel-sdag", "assertion-only", "command-only-in-stack-dump", "new-ir-syntax", "unknown-feature-older"],
        variant_evidence="None: 19 (release) and llvm-22 (assertions on) exit 0 with an empty stderr; by hand (not saved) llvm-22 also compiles it at the default -O2 (-o -: clz/czero.nez code for g_770).",
        notes="IR in the ```llvm block after 'Testcase:' (datalayout and triple riscv64-unknown-linux-musl, attributes \"target-features\"=\"+b,+zicond\"), copied verbatim as repro.ll. The command is only in godbolt's stack dump: 'Program arguments: /opt/compiler-explorer/clang-assertions-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel -O0 <source>' -> 'llc -O0 -o /dev/null' (the title says -O0/O1/O2/O3; class command-only-in-stack-dump). 13, 14, 15 stop at the attribute group ('unterminated attribute group', the memory(none) syntax) -> invalid-input. 16 warns \"'+b' is not a recognized feature for this target (ignoring feature)\" and the same for '+zicond', then exits 0 -> invalid-input (the features the function needs are unknown there; class unknown-feature-older). 19 knows both features and exits 0 -> clean; llvm-22 exits 0 -> clean (filed 2025-11-05 against trunk; closed, the excerpt names no fix). Labels crash-on-valid, llvm:SelectionDAG; reporter XChy.",
    ),
    108728: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="Assertion `(LZ + TZ) < Known.getBitWidth() && \"Illegal shifted mask\"' failed in LowerCTPOP (X86ISelLowering.cpp:31722) in 'X86 DAG->DAG Instruction Selection' on @main: ctpop.i8 of 'udiv i8 1, (xor (select ...), -1)' whose known bits leave no unknown bit (dtcxzyw, godbolt assertions trunk, September 2024)",
        reported_message="llc: /root/llvm-project/llvm/lib/Target/X86/X86ISelLowering.cpp:31722: llvm::SDValue LowerCTPOP(llvm::SDValue, const llvm::X86Subtarget&, llvm::SelectionDAG&): Assertion `(LZ + TZ) < Known.getBitWidth() && \"Illegal shifted mask\"' failed.",
        signature_regex=r"Illegal shifted mask|LowerCTPOP",
        assertion_only=True, status=st(I, I, I, I, C, C),
        classes=["x86", "isel-sdag", "assertion-only", "command-in-ir-comment", "missing-intrinsic-declaration"],
        variant_evidence="None: 19 (release) and llvm-22 (assertions on) exit 0 with an empty stderr (llvm-22 by hand, -o -: main folds to 'xorl %eax, %eax; retq').",
        notes="IR in the first (untagged) fence, whose first line is the command as an IR comment '; bin/llc test.ll -o -' (class command-in-ir-comment), run as 'llc -o /dev/null'; datalayout and triple x86_64-unknown-linux-gnu; copied verbatim as repro.ll. The module calls @llvm.ctpop.i8 without declaring it: 13, 14, 15, 16 stop with \"use of undefined value '@llvm.ctpop.i8'\" -> invalid-input (class missing-intrinsic-declaration). By hand (not saved) with 'declare i8 @llvm.ctpop.i8(i8)' appended, 13-16 exit 0 too (release builds). 19 and llvm-22 exit 0 -> clean (fixed; closed). Labels backend:X86, crash-on-valid; reporter dtcxzyw (2024-09-15), godbolt link in the text.",
    ),
    155762: dict(
        tool="llc", args=["-mcpu=x86-64-v4", "-o", "/dev/null"],
        reported_signature="Assertion `hiBit <= BitWidth && \"hiBit out of range\"' failed in APInt::setBits (APInt.h:1368) in 'X86 DAG->DAG Instruction Selection' on @i8_mask_extract_8 (an <8 x i8> splat and-masked with <2,4,...,128,poison> compared ne 0) at -mcpu=x86-64-v4 (abhishek-kaushik22, godbolt assertions trunk, August 2025)",
        reported_message="llc: /root/llvm-project/llvm/include/llvm/ADT/APInt.h:1368: void llvm::APInt::setBits(unsigned int, unsigned int): Assertion `hiBit <= BitWidth && \"hiBit out of range\"' failed.",
        signature_regex=r"hiBit out of range|APInt::setBits",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["x86", "isel-sdag", "assertion-only", "command-only-in-stack-dump"],
        variant_evidence="None: every release build and llvm-22 (assertions on) exit 0 with an empty stderr (llvm-22 by hand, -o -: kmovd code for i8_mask_extract_8).",
        notes="IR in the first (untagged) fence (one function, no triple), copied verbatim as repro.ll. The command is only in godbolt's stack dump: 'Program arguments: .../llc -o /app/output.s -x86-asm-syntax=intel -mcpu=x86-64-v4 -debug <source>' -> 'llc -mcpu=x86-64-v4 -o /dev/null': -debug is dropped (it only prints and exists only in builds with assertions; the corpus convention of 59269/157997/173592; the report does not say the crash needs it). Default triple x86_64. All six runs exit 0 with an empty stderr -> clean (assertion-only; fixed by 22.1, the issue is closed). Labels backend:X86, bug, crash-on-valid, llvm:SelectionDAG; reporter abhishek-kaushik22 (2025-08-28).",
    ),
    59905: dict(
        tool="llc", args=["-o", "/dev/null"], stdin=True,
        reported_signature="Assertion `DAG.isGuaranteedNotToBeUndefOrPoison(R, false) && \"Can't create node that may be undef/poison!\"' failed in DAGCombiner::visitFREEZE (DAGCombiner.cpp:14356) on @foo (freeze of a trunc of an or, x86_64), input on stdin (d0k, January 2023)",
        reported_message="llc: llvm/lib/CodeGen/SelectionDAG/DAGCombiner.cpp:14356: llvm::SDValue (anonymous namespace)::DAGCombiner::visitFREEZE(llvm::SDNode *): Assertion `DAG.isGuaranteedNotToBeUndefOrPoison(R, false) && \"Can't create node",
        signature_regex=r"Can't create node that may be undef|visitFREEZE",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["x86", "isel-sdag", "assertion-only", "command-in-prose", "stdin-input", "excerpt-truncated"],
        variant_evidence="None: every release build and llvm-22 (assertions on) exit 0 with an empty stderr.",
        notes="IR in the first (untagged) fence (triple x86_64-unknown-linux-gnu, one function @foo), copied verbatim as repro.ll. Command in the second fence: '$ llc < bugpoint-reduced-simplified.ll' -> 'llc -o /dev/null' with the module on stdin (class stdin-input). reported_message is the assertion line as far as the excerpt shows it (cut at 'Can't create node'; the title carries the rest up to 'undef'). All six runs exit 0 with an empty stderr -> clean (assertion-only; the visitFREEZE assertion exists only in checking builds and llvm-22 no longer fires it). Labels crash, llvm:codegen; closed; reporter d0k (2023-01-09).",
    ),
    76734: dict(
        tool="llc", args=["-march=aarch64", "-o", "/dev/null"],
        reported_signature="Assertion `N1.getValueType().bitsGT(VT) && \"Invalid truncate node, src < dst!\"' failed in SelectionDAG::getNode (SelectionDAG.cpp:5781) in 'AArch64 Instruction Selection' on @f (a <4 x i19> add/lshr between zext and trunc of <4 x i16>) (regehr, January 2024)",
        reported_message="llc: /home/regehr/llvm-project/llvm/lib/CodeGen/SelectionDAG/SelectionDAG.cpp:5781: llvm::SDValue llvm::SelectionDAG::getNode(unsigned int, const llvm::SDLoc&, llvm::EVT, llvm::SDValue, llvm::SDNodeFlags): Assertion `N1.getValueType().bitsGT(VT) && \"Invalid truncate node, src < dst!\"' failed.",
        signature_regex=r"Invalid truncate node, src < dst",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["aarch64", "isel-sdag", "assertion-only", "command-in-prose"],
        variant_evidence="None: every release build and llvm-22 (assertions on) exit 0 with an empty stderr.",
        notes="IR in the ```llvm block (one function, no triple), copied verbatim as repro.ll. Command in the console block: '~/llvm-project/for-alive/bin/llc test-229001578104.ll -march=aarch64' (also in the dump's Program arguments) -> 'llc -march=aarch64 -o /dev/null'. All six runs exit 0 with an empty stderr -> clean (assertion-only; fixed by 22.1, closed; the excerpt names no fix). The same excerpt came back for two queries. Labels backend:AArch64, crash-on-valid; reporter regehr (2024-01-02).",
    ),
    58350: dict(
        tool="llc", args=["-mtriple=aarch64", "-o", "/dev/null"],
        reported_signature="Assertion `N2C && \"Extract subvector index must be a constant\"' failed in SelectionDAG::getNode(unsigned, const SDLoc &, EVT, SDValue, SDValue, SDNodeFlags) (SelectionDAG.cpp:6366) in AArch64 SelectionDAG isel on @f, a <1 x float> store next to a float extracted with a variable index from a constant <2 x float> (HazyFish, AFL++ isel fuzzing, October 2022)",
        reported_message="llc: /home/henry/aflplusplus-isel/llvm-project/llvm/lib/CodeGen/SelectionDAG/SelectionDAG.cpp:6366: llvm::SDValue llvm::SelectionDAG::getNode(unsigned int, const llvm::SDLoc &, llvm::EVT, llvm::SDValue, llvm::SDValue, const llvm::SDNodeFlags): Assertion `N2C && \"Extract subvector index must be a constant\"' failed.",
        signature_regex=r"Extract subvector index must be a constant|SelectionDAG::getNode\(unsigned int, llvm::SDLoc const&, llvm::EVT, llvm::SDValue, llvm::SDValue",
        assertion_only=True, status=st(I, R, R, C, C, C),
        classes=["aarch64", "isel-sdag", "assertion-only", "release-variant-crash", "command-only-in-stack-dump", "fixed-by-16"],
        variant_evidence="14 and 15 (release) die with SIGSEGV (rc -11) in 'AArch64 Instruction Selection' on @f, top symbolized frame llvm::SelectionDAG::getNode(unsigned int, llvm::SDLoc const&, llvm::EVT, llvm::SDValue, llvm::SDValue, llvm::SDNodeFlags) called from getNode(..., ArrayRef<SDValue>, ...) under SelectionDAG::Combine: the two-operand getNode is the very function the reported assertion names (its EXTRACT_SUBVECTOR case asserts N2C, the constant index, non-null); a release build compiles the assert out and goes on with the non-constant index, and crashes in that function, in the same pass, on the same function @f. 16, 19 and llvm-22 are clean (fix after the report of October 2022; bcl5980's comment proposes D135954).",
        notes="IR in the ```ll block under '### Code' (one function @f, no triple; opaque 'ptr' with a typed 'alloca i64'), copied verbatim as repro.ll. Command only in the stack dump: 'Program arguments: ./llvm-project/build-debug/bin/llc ./crash-reports/dagisel-aarch64/1.ll -mtriple=aarch64' -> 'llc -mtriple=aarch64 -o /dev/null' (class command-only-in-stack-dump; a godbolt link too). 13 refuses the module: \"'%P' defined with type 'i64*' but expected 'ptr'\" (its parser does not mix opaque ptr with the typed alloca) -> invalid-input. 14 (run with -opaque-pointers) and 15 -> reproduces (release variant, see variant_evidence). 16, 19 and llvm-22 (assertions on) exit 0 with an empty stderr -> clean. Two excerpts: the description and bcl5980's comment 'Candidiate patch: https://reviews.llvm.org/D135954' (2022-10-14). Labels llvm:codegen; closed; reporter HazyFish (2022-10-13).",
    ),
    120093: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="Assertion `VT.isInteger() && \"Cannot create FP integer constant!\"' failed (SelectionDAG::getConstant) in 'X86 DAG->DAG Instruction Selection' on @widget, a select of two lanes of an fcmp uge <2 x double> against a poison/NaN constant vector (TatyanaDoubts, godbolt assertions trunk, December 2024)",
        reported_message="Assertion `VT.isInteger() && \"Cannot create FP integer constant!\"' failed.",
        signature_regex=r"Cannot create FP integer constant|Cannot select: .*f64 = Constant<",
        assertion_only=True, status=st(C, C, C, C, R, C),
        classes=["x86", "isel-sdag", "assertion-only", "release-variant-crash", "command-only-in-stack-dump", "message-in-title", "fixed-by-22"],
        variant_evidence="19 (release) aborts (rc -6) with 'LLVM ERROR: Cannot select: 0x...: f64 = Constant<-1>' 'In function: widget', in 'X86 DAG->DAG Instruction Selection' on @widget: the unselectable node is an ISD::Constant (an integer constant node) of the floating-point type f64, exactly the node the reported assertion in SelectionDAG::getConstant refuses to build (VT.isInteger() && \"Cannot create FP integer constant!\"); a release build skips the assert, builds it, and instruction selection has no pattern for it. Same pass, same function. 13-16 are clean and llvm-22 (assertions on) is clean (fixed).",
        notes="IR in the first (untagged) fence after 'To reproduce run the following test on llc:' (datalayout and triple x86_64-unknown-linux-gnu, @widget with gc \"statepoint-example\"), copied verbatim as repro.ll. The command is only in godbolt's stack dump ('Program arguments: /opt/compiler-explorer/clang-assertions-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel <source>') -> plain 'llc -o /dev/null'. The excerpt's dump starts at 'Program arguments' (the assertion line above it is not in the fence), so reported_message is the title (class message-in-title). 13, 14, 15 and 16 exit 0 with an empty stderr -> clean. 19 -> reproduces (release variant, see variant_evidence). llvm-22 exits 0 -> clean. The same assertion, godbolt only, is 173794 (alexey-bataev, December 2025, in NO_REPRO_BATCH below). Labels crash, llvm:SelectionDAG; closed; reporter TatyanaDoubts (2024-12-16).",
    ),
    63507: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="X86 DAG combine of 'mul' of a shuffled sext <4 x i1> (a splat of -1 after folding psll.d of zero) with itself: an assertion with assertions enabled (message cut in the excerpt after '/llvm/llvm-project'), a miscompile (the function returns at once) without (Benjins, June 2023; 16.0 behaved correctly)",
        reported_message=None,
        signature_regex=None,
        assertion_only=True, status=st(I, I, I, C, C, C),
        classes=["x86", "isel-sdag", "assertion-only", "command-inferred", "godbolt-only", "new-ir-syntax", "reported-message-missing", "excerpt-truncated"],
        variant_evidence="None: 16, 19 and llvm-22 (assertions on) exit 0 with an empty stderr, and by hand (-o -) each computes the product with vpmulld instead of returning at once (the reported release-build miscompile is not there either).",
        notes="IR in the ```llvm block (triple x86_64-unknown-linux-gnu, @do_stuff with +avx2 features, the declaration of llvm.x86.sse2.psll.d and 'memory(none)' attributes), copied verbatim as repro.ll. No command in the text, only '[Godbolt link](https://godbolt.org/z/T5h9dxTes)'; inferred as plain 'llc -o /dev/null' (the triple and features are in the IR; classes command-inferred, godbolt-only). The assertion block is cut by the excerpt after '/llvm/llvm-project' (reported_message null). 13, 14, 15 stop at 'unterminated attribute group' (memory(none)) -> invalid-input. 16, 19 and llvm-22 exit 0 -> clean; the reporter's 'which was the behavior in 16.0' puts the bug in the 17 development cycle, and it is gone by 19 on these builds. The issue was still open when indexed; no label in the excerpt; reporter Benjins (2023-06-25).",
    ),
}

NO_REPRO_BATCH = {
    57326: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "godbolt-only", "aarch64", "isel-sdag", "typed-pointers"],
        reported_signature="AArch64 SelectionDAG reads out of bounds when lowering a shufflevector whose mask is undef (<32 x i32> undef on <32 x i16> operands), from AArch64ISelLowering.cpp:13391 using the mask without a check; LLVM 14 printed 'Invalid shufflevector operands!' instead (DataCorrupted, AFL++ isel fuzzing, trunk cfd2c5ce, August 2022)",
        reported_message=None,
        notes="The description's IR ('; ModuleID = 'PoC.ll'', typed pointers, @f with an alloca, a urem, the undef-mask shufflevector and a store) is cut by the excerpt inside its last instruction ('  r' where 'ret void' and the closing brace would be), and the stack trace that follows is not in the excerpt; a second query aimed at the same words returned the same cut excerpt. The only complete input is behind 'https://llvm.godbolt.org/z/9xEPWa76c'. Nothing runnable verbatim, so no repro.ll. Open; no label in the excerpt; reporter DataCorrupted (2022-08-24).",
    ),
    173794: dict(
        classes=["no-runnable-reproducer", "godbolt-only", "x86", "isel-sdag", "assertion-only"],
        reported_signature="lib/CodeGen/SelectionDAG/SelectionDAG.cpp:1673: SelectionDAG::getConstant(const ConstantInt &, const SDLoc &, EVT, bool, bool): Assertion `VT.isInteger() && \"Cannot create FP integer constant!\"' failed; input only behind a godbolt link (alexey-bataev, December 2025)",
        reported_message="lib/CodeGen/SelectionDAG/SelectionDAG.cpp:1673: SDValue llvm::SelectionDAG::getConstant(const ConstantInt &, const SDLoc &, EVT, bool, bool): Assertion `VT.isInteger() && \"Cannot create FP integer constant!\"' failed.",
        notes="The description is the assertion line and 'https://godbolt.org/z/6oTM4z37j' only: no IR, no command in the thread text (class godbolt-only). The same assertion with a runnable IR is 120093 (TatyanaDoubts, December 2024, in BATCH above). Labels backend:X86, crash-on-valid; open; reporter alexey-bataev (2025-12-28).",
    ),
    153808: dict(
        classes=["no-runnable-reproducer", "attachment-only", "amdgpu", "isel-sdag", "assertion-only"],
        reported_signature="Assertion `(Index % VT.getVectorNumElements()) == 0 && \"Extract index is not a multiple of the vector length.\"' failed in narrowExtractedVectorBinOp (DAGCombiner.cpp:25712): type legalization emits 't557: v3f32 = extract_subvector t544, Constant:i32<16>' of a v32f32 fdiv, for 'llc --march=amdgcn ./bug.txt' (lialan, from an IREE program, August 2025)",
        reported_message="llvm-project/llvm/lib/CodeGen/SelectionDAG/DAGCombiner.cpp:25712: llvm::SDValue narrowExtractedVectorBinOp(llvm::EVT, llvm::SDValue, unsigned int, const llvm::SDLoc &, llvm::SelectionDAG &, bool): Assertion `(Index % VT.getVectorNumElements()) == 0 && \"Extract index is not a multiple of the vector length.\"' failed.",
        tool="llc", args=["--march=amdgcn"],
        notes="The input is the attachment '[bug.txt](https://github.com/user-attachments/files/21797144/bug.txt)'; the command 'llc --march=amdgcn ./bug.txt' is in the text but no IR is (class attachment-only). The triage quoted from iree-org/iree#21646 names the offending extract_subvector node. Labels backend:AMDGPU, bug, llvm:SelectionDAG; open; reporter lialan (2025-08-15).",
    ),
}

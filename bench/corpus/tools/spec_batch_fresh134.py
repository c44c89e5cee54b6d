"""Fresh batch 134: opt crash reports of llvm/llvm-project in InstCombine / InstSimplify / ConstantFolding whose
title, assertion or stack names the fold or helper that failed (foldSelectICmp*, visitShuffleVectorInst,
SimplifyDemandedVectorElts/SimplifyDemandedUseBits, commonCastTransforms, foldICmp*, canEvaluateTruncated,
ConstantFoldBinaryInstruction, simplifyInstruction, replaceInstUsesWith, Constant::getIntegerValue), any year.
The vein is close to dry: 34 look-ups (all `search`, corpus `issues`) gave one new runnable report on the theme
(a dtcxzyw InstCombine select assertion of October 2024) and one clang-only report on the theme without a
runnable reproducer (a zhendongsu -Os report whose assertion is in InstSimplify's simplifySelectInst); nearly
every other InstCombine/InstSimplify/ConstantFolding crash thread the index returned is already in a corpus
(/work/llvm_seen.txt), and the index keeps answering with the same cluster (64235, 160507, 171883, 205769,
216058, 216295, 124526, 56945, 57986). Two runnable neighbours found on the way were taken: a Hexagon llc
'Cannot select' on an all-false fcmp mask (August 2023) and an MLIR LLVM-dialect ShlOp folder assertion (a
folding crash of September 2026). Two leads named by PRs (173177, the foldICmpBinOpWithConstantViaTruthTable
crash, and 142447, the scalable boolean icmp constant fold) never came back from the index."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401

SPLIT = "fresh134"

BATCH = {
    113986: dict(
        tool="opt", args=["-passes=instcombine", "-S", "-o", "/dev/null"],
        reported_signature="Assertion `!areInvalidOperands(C, S1, S2) && \"Invalid operands for select\"' failed in SelectInst::init (Instructions.h:1614) under InstCombine on @process: a <8 x float> select of a <8 x i1> argument widened by two shufflevectors (zeroinitializer second operand) into <32 x float>; the fold builds a select whose condition and arms disagree in width (dtcxzyw, October 2024, trunk)",
        reported_message="opt: /home/dtcxzyw/WorkSpace/Projects/compilers/llvm-project/llvm/include/llvm/IR/Instructions.h:1614: void llvm::SelectInst::init(llvm::Value*, llvm::Value*, llvm::Value*): Assertion `!areInvalidOperands(C, S1, S2) && \"Invalid operands for sel",
        signature_regex=r"Invalid operands for select|areInvalidOperands\(C, S1, S2\)",
        assertion_only=True, status=st(I, I, I, I, C, C),
        classes=["instcombine", "assertion-only", "command-in-ir-comment", "new-ir-syntax", "excerpt-truncated", "fixed-by-22"],
        variant_evidence="None: 19 (release) exits 0 with an empty stderr and, by hand (-S -o -), prints @process unchanged (the select and both shufflevectors untouched): the fold that builds the bad select does not fire in 19 (the report is against October 2024 trunk, after the 19 branch). llvm-22 (assertions on) exits 0 with an empty stderr and, by hand, also leaves the function unchanged (only 'splat (float 1.0)' in the printing): the assertion does not fire in 22.1.",
        notes="Reproducer in the first (untagged) block of the description, copied verbatim as repro.ll; its first line is the command as an IR comment, '; bin/opt -passes=instcombine reduced.ll -S', run as 'opt -passes=instcombine -S -o /dev/null' (class command-in-ir-comment). The second block is the assertion line, cut by the excerpt after 'Invalid operands for sel' (reported_message as far as the excerpt shows it; the title has the whole predicate). The function's instructions are numbered %3, %4, %5 after the argument %0 (llvm-reduce output with a gap: the entry block takes %1, so %2 is expected): 13, 14, 15 and 16 refuse it with \"instruction expected to be numbered '%2'\" at 6:3 -> invalid-input (non-sequential numbering is accepted only from 19 on; the reading of the earlier batches' 'expected to be numbered' cases, class new-ir-syntax). 19 and llvm-22 -> clean (see variant_evidence; class fixed-by-22 in the sense 'gone by 22': the bug lived between 19 and 22 and no build here shows it). Labels crash-on-valid, llvm:instcombine; closed; reporter dtcxzyw (2024-10-29); no comment and no fix in the excerpt.",
    ),
    64970: dict(
        tool="llc", args=["-mtriple=hexagon", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Cannot select: v8i1 = HexagonISD::PFALSE in 'Hexagon DAG->DAG Pattern Instruction Selection' on @test, an fcmp ogt of <32 x half> against +inf (all lanes false) stored as <32 x i1> to a global (tinkerrc, August 2023, godbolt clang-trunk llc)",
        reported_message="LLVM ERROR: Cannot select: 0x84dfc80: v8i1 = HexagonISD::PFALSE",
        signature_regex=r"Cannot select: .*v8i1 = HexagonISD::PFALSE",
        assertion_only=False, status=st(I, R, R, R, R, C),
        classes=["hexagon", "isel-sdag", "reworded-message", "command-only-in-stack-dump", "excerpt-truncated", "fixed-by-22"],
        notes="Neighbour outside the theme (a Hexagon instruction-selection failure, not InstCombine), found through the query on foldICmpBinOpWithConstantViaTruthTable. IR: the ```llvm block under 'PFALSE demo code:' (a global <32 x i1> and one function), copied verbatim as repro.ll; the PTRUE demo is only behind a godbolt link. Command only in the godbolt stack dump: 'Program arguments: /opt/compiler-explorer/clang-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel -mtriple=hexagon <source>', run as 'llc -mtriple=hexagon -o /dev/null' (the godbolt -x86-asm-syntax=intel dropped: it has no effect on Hexagon). 13 cannot parse the opaque-pointer store ('@G' defined with type '<32 x i1>*' but expected 'ptr', 5:27) -> invalid-input. 14 (run with -opaque-pointers), 15, 16 and 19 abort with 'LLVM ERROR: Cannot select: 0x...: v8i1 = HexagonISD::PFALSE' in 'Hexagon DAG->DAG Pattern Instruction Selection' on '@test' -> reproduces (the same node; only the address differs, class reworded-message). llvm-22 exits 0 with an empty stderr and, by hand, emits four byte stores of zero to G -> clean (fixed by 22.1; the issue is closed, no fix named in the excerpt). Labels backend:Hexagon; closed; reporter tinkerrc (2023-08-25). The excerpt stops inside the stack dump ('Running pass 'Hex').",
    ),
    220610: dict(
        tool="mlir-opt", args=["-canonicalize", "-o", "/dev/null"],
        reported_signature="Assertion `getActiveBits() <= 64 && \"Too many bits for uint64_t\"' in APInt::getZExtValue (APInt.h:1564) from mlir::LLVM::ShlOp::fold (LLVMDialect.cpp) under -canonicalize, on an llvm.shl of i128 constants whose shift amount is 2^100 (Men-cotton, September 2026, trunk c5ba1bf4)",
        reported_message="llvm/include/llvm/ADT/APInt.h:1564: uint64_t llvm::APInt::getZExtValue() const:",
        signature_regex=r"Too many bits for uint64_t|ShlOp::fold",
        assertion_only=True, status=st(C, C, C, C, C, U),
        classes=["mlir", "mlir-pass", "canonicalize", "llvm-dialect", "folder", "assertion-only", "command-in-prose", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="None: 13-19 (release) exit 0 with an empty stderr. By hand (-canonicalize, output to stdout): 13 and 16 print the module unchanged (no llvm.shl folder then); 19 folds the shl to 'llvm.mlir.constant(0 : i128)', i.e. its folder already exists and handles the 2^100 amount without reading it through getZExtValue (a release build reading only the low word, 0, would have folded to 1). The report's note names PR #205304 as the change to the same ShlOp::fold, after 22; nothing in these builds links to the assertion.",
        notes="Neighbour outside the theme (an MLIR LLVM-dialect folder, not LLVM's ConstantFolding), found through the query on foldICmp*/APInt assertions. repro.mlir is the ```mlir block under '## Reproducer' (a module with one llvm.func). Command in its own block under '## Command': 'build/bin/mlir-opt -canonicalize input.mlir', run as 'mlir-opt -canonicalize -o /dev/null' (class command-in-prose). The assertion text is split over two lines in the report's text block; reported_message is its first line as written. 13-19 -> clean (see variant_evidence). llvm-22 -> unsupported (llvmlite has no mlir-opt). Labels crash-on-valid, mlir:llvm; closed; reporter Men-cotton (2026-09-02); the excerpt stops in the '## Note' section ('for malf').",
    ),
}

NO_REPRO_BATCH = {
    58552: dict(
        classes=["no-runnable-reproducer", "clang-only", "instcombine", "assertion-only", "excerpt-truncated"],
        reported_signature="Assertion `TrueVal->getType() == FalseVal->getType() && \"Select must have same types for true/false ops\"' failed in simplifySelectInst (InstructionSimplify.cpp:4489) when clang compiles a C file at -Os (15.0.0 and trunk 16, not 14.0.0; -O1 is fine); the C source is only in the thread or behind a godbolt link (zhendongsu, October 2022)",
        reported_message=None,
        fixed_in=None,
        notes="The description shows 'clangtk -Os small.c' and the assertion line in InstructionSimplify.cpp:4489 simplifySelectInst, cut by the excerpt after 'const llvm:'; the second excerpt is the tail of the same description's stack (clang-16 RunOptimizationPipeline, EmitBackendOutput, ParseAST). No IR and no opt/llc command is in the excerpts: the input is C compiled by clang (small.c, not shown in the excerpts; Compiler Explorer link https://godbolt.org/z/so4fGeW9T), so there is nothing to run with opt (class clang-only). On the theme (InstSimplify's select simplification, label llvm:instcombine). Labels crash, llvm:instcombine; closed; reporter zhendongsu (2022-10-23); no comment in the excerpts.",
    ),
}

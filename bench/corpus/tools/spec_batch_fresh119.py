"""Fresh batch 119: opt crash reports of llvm/llvm-project in less common IR passes and analyses (coroutines'
coro-annotation-elide, loop-fusion with peeling, loop-interchange, the loop-access printer over SCEV, an unlowered
matrix intrinsic that lower-matrix-intrinsics would have removed, MemProf context disambiguation, TSan under LTO),
found in a vein where nearly every thread the queries returned was already known (49 look-ups). The theme asked for
reports filed 2022-2024; that range gave three runnable reports (76234, 93768, 114487) and the two without a runnable
reproducer, so two runnable 2026 reports of the same passes (199418 loop-fusion, 203466 loop-interchange) were taken
to reach five."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh119"

BATCH = {
    76234: dict(
        tool="opt", args=["-passes=print<access-info>", "-o", "/dev/null"],
        reported_signature="Assertion `getActiveBits() <= 64 && \"Too many bits for uint64_t\"' (APInt.h:1488, Windows assert format) under opt -passes=\"print<access-info>\" on @test_visited, a loop whose i896 'ashr' of a huge 'shl' constant SCEV turns into a constant wider than 64 bits (title: '[ScalarEvolution] createSCEV ASSERT'); reduced from oss-fuzz 65257 (RKSimon, December 2023)",
        reported_message="Assertion failed: getActiveBits() <= 64 && \"Too many bits for uint64_t\", file C:\\LLVM\\llvm-project\\llvm\\include\\llvm/ADT/APInt.h, line 1488",
        signature_regex=r"Too many bits for uint64_t|getActiveBits\(\) <= 64",
        assertion_only=True, status=st(I, I, I, C, C, U),
        classes=["loop-access-analysis", "scev", "assertion-only", "windows-assertion-format", "command-in-prose", "unknown-pass-older", "pass-parameters"],
        variant_evidence="Assertion-only (an assert in APInt::getZExtValue, compiled out of release builds, where the call just returns the low word). 16 and 19 (release) run the printer and exit 0, printing the loop's access info ('Report: could not determine number of loop iterations'); nothing crashes. llvm-22 (assertions on) cannot run the printer pass, so no build measured shows the assertion.",
        notes="IR in a ```ll block; the command is the prose line after it, 'opt -passes=\"print<access-info>\"' (no file, no output option) -> run as 'opt -passes=print<access-info> -o /dev/null' (the printer writes to stderr; -o keeps the bitcode off stdout). 13, 14, 15: \"unknown pass name 'print<access-info>'\" (exit 1) -> invalid-input (then the LAA printer was the loop pass 'print-access-info'; by hand, not saved, 13/14/15 with -passes=loop(print-access-info) exit 0 with the same report). 16, 19 -> clean (assertion-only report, release builds). llvm-22: 'unsupported: pass 'print' is not exposed by llvmlite's pass manager' -> unsupported. The assertion text is Windows-style ('Assertion failed: ..., file ..., line 1488'). Label llvm:crash; closed; reporter RKSimon; no comment in the excerpt, no fix named.",
    ),
    93768: dict(
        tool="llc", args=["-mtriple=i686--", "-mcpu=corei7", "-o", "/dev/null"],
        reported_signature="'LLVM ERROR: Do not know how to widen the result of this operator!' (after 'WidenVectorResult #0: t42: v15f32 = llvm.matrix.transpose ...') in X86 type legalization of @test_transpose, a call of llvm.matrix.transpose.v15f32 that no lower-matrix-intrinsics pass removed before llc; 'llc -mtriple=i686-- -mcpu=corei7 debug.ll' at c87a7b3bdb67 (May 2024)",
        reported_message="LLVM ERROR: Do not know how to widen the result of this operator!",
        signature_regex=r"Do not know how to widen the result of this operator",
        assertion_only=False, status=st(I, I, I, R, R, R),
        classes=["x86", "isel-sdag", "lower-matrix-intrinsics", "release-variant-crash", "command-in-prose", "new-ir-syntax"],
        variant_evidence="19 (release) and llvm-22 abort with the reported 'LLVM ERROR: Do not know how to widen the result of this operator!' ('X86 DAG->DAG Instruction Selection' on '@test_transpose'; llvm-22 also prints 'WidenVectorResult #0: t42: v15f32 = llvm.matrix.transpose TargetConstant:i32<244>, ...' as the report, intrinsic id 244 for 215). 16 (release) dies with SIGSEGV in the same pass on the same function, frame #6 llvm::SelectionDAG::LegalizeTypes(): in 13-16 the default case of DAGTypeLegalizer::WidenVectorResult was llvm_unreachable, which a release build compiles to undefined behaviour; the message string is absent from libLLVM-13/14/15/16.so and present in libLLVM-19.so (checked with grep on the libraries), and the sibling 'Do not know how to split the result' fatal error is present in all of them. So 16's signal is the release form of the reported failure -> reproduces.",
        notes="IR in the first ``` block (no info string; ModuleID 'LLVMDialectModule'); command in prose: 'Command line to reproduce: \"./bin/llc -mtriple=i686-- -mcpu=corei7  debug.ll\"' -> run as 'llc -mtriple=i686-- -mcpu=corei7 -o /dev/null'. 13, 14, 15: '12:77: error: unterminated attribute group' at memory(none) (the memory attribute is newer) -> invalid-input; by hand (not saved) the module with memory(none) replaced by readnone makes 13/14/15/16 segfault the same way in X86 ISel on @test_transpose (and 16 with -mtriple=x86_64-- too). 16 -> reproduces (release variant, see variant_evidence). 19, llvm-22 -> reproduces. The theme's link: llvm.matrix.* intrinsics are meant to be lowered by lower-matrix-intrinsics before codegen; llc has no lowering for llvm.matrix.transpose, so type legalization meets it. Labels backend:X86, crash, llvm:SelectionDAG; closed (no fix or comment in the excerpt; llvm-22 still aborts); reporter fengxie.",
    ),
    114487: dict(
        tool="opt", args=["--disable-output", "--passes=cgscc(function<>(simplifycfg<>),function-attrs,coro-split,function(coro-annotation-elide))"],
        reported_signature="Assertion `(E || !FunctionPass) && \"No function transformations should introduce *new* call edges! ...\"' in updateCGAndAnalysisManagerForPass (CGSCCPassManager.cpp:914) during CoroAnnotationElidePass on a presplitcoroutine @foo whose call of @bar is marked coro_elide_safe; 'opt --disable-output --passes=\"cgscc(function<>(simplifycfg<>),function-attrs,coro-split,function(coro-annotation-elide))\" repro.ll' (yuxuanchen1997, October 2024)",
        reported_message="opt: /home/ych/llvm-project/llvm/lib/Analysis/CGSCCPassManager.cpp:914: LazyCallGraph::SCC &updateCGAndAnalysisManagerForPass(LazyCallGraph &, LazyCallGraph::SCC &, LazyCallGraph::Node &, CGSCCAnalysisManager &, CGSCCUpdateResult &, FunctionAnalysisManager &, bool): Assertion `(E || !FunctionPass) && \"No function transformations should introduce *new* \" \"call edges! Any new calls should be m",
        signature_regex=r"No function transformations should introduce \*new\*|updateCGAndAnalysisManagerForPass",
        assertion_only=True, status=st(I, I, I, I, I, U),
        classes=["coroutines", "cgscc", "assertion-only", "command-in-prose", "new-ir-syntax", "unknown-pass-older", "excerpt-truncated", "pass-parameters"],
        variant_evidence="Assertion-only (an assert of the CGSCC pass manager's call-graph update). No release measured can parse the input (see notes), and llvm-22 cannot run the pipeline, so no run bears on it.",
        notes="'Reduced input:' ``` block (no info string) taken verbatim as repro.ll; 'Repro command:' block 'opt --disable-output --passes=\"cgscc(...)\" repro.ll' run as given. 13, 14: '1:20: error: expected '{' in function body' at the presplitcoroutine function attribute (newer than 14) -> invalid-input. 15, 16, 19: '7:20: error: expected instruction opcode' at the call-site attribute coro_elide_safe (added with coro-annotation-elide in LLVM 20) -> invalid-input; the pass coro-annotation-elide itself is unknown to 19 as well. llvm-22: the driver hands '--disable-output' to LLVM's option parser, which refuses it (\"opt: Unknown command line argument '--disable-output'.\", exit 1), and with '-disable-output' it answers \"unsupported: pass 'function-attrs' is not exposed by llvmlite's pass manager\" (by hand, not saved) -> unsupported (the driver cannot run the command; opt 22 knows both). The excerpt cuts the assertion text at 'Any new calls should be m'. Label coroutines; closed; reporter yuxuanchen1997 (the CoroAnnotationElide author); no fix named in the excerpt.",
    ),
    199418: dict(
        tool="opt", args=["-passes=loop-fusion", "-loop-fusion-peel-max-count=8", "-disable-output"],
        reported_signature="Assertion `L->isRecursivelyLCSSAForm(*DT, *LI) && \"Requested to preserve LCSSA...` in llvm::simplifyLoop (LoopSimplify.cpp:707), reached from LoopFusion's peelFusionCandidate -> llvm::peelLoop on @barney when peeling is allowed with -loop-fusion-peel-max-count=8; 'opt -passes='loop-fusion' -loop-fusion-peel-max-count=8 -disable-output repro.ll' (May 2026, labelled generated by fuzzer)",
        reported_message="opt: llvm/lib/Transforms/Utils/LoopSimplify.cpp:707:",
        signature_regex=r"Requested to preserve LCSSA|isRecursivelyLCSSAForm\(\*DT, \*LI\)|LoopSimplify\.cpp:707",
        assertion_only=True, status=st(C, C, C, C, C, U),
        classes=["loop-fusion", "assertion-only", "command-in-prose", "option-driven-crash", "excerpt-truncated"],
        variant_evidence="Assertion-only (a precondition assert of simplifyLoop, compiled out of release builds). 13, 14, 15, 16 and 19 (release) accept -loop-fusion-peel-max-count=8, run loop-fusion and exit 0 with nothing on stderr; nothing links any of them to the assertion. llvm-22 cannot run loop-fusion.",
        notes="IR in a ```llvm block (no types newer than 13: it parses everywhere); command in a ``` block: \"opt -passes='loop-fusion' -loop-fusion-peel-max-count=8 -disable-output repro.ll\" -> run as given. 13-19 -> clean (assertion-only; the peeling path is only taken with the option, whose default is 0; by hand, not saved, 19 without the option also exits 0). llvm-22: 'unsupported: pass 'loop-fusion' is not exposed by llvmlite's pass manager' -> unsupported. The excerpt cuts the assertion after 'Requested to preserve'. Filed 2026-05-24, after the theme's 2022-2024 range (taken because the range's vein was dry). Labels confirmed, crash-on-valid, generated by fuzzer, loop-fusion; closed; reporter madhur13490.",
    ),
    203466: dict(
        tool="opt", args=["-passes=loop-interchange", "-loop-interchange-profitabilities=ignore", "-disable-output"],
        reported_signature="LoopInterchange assertion (message not in the excerpt) while eliminating the inner-preheader PHI '%p = phi i64 [ 42, %outer.header ], [ 42, %outer.header ]' of @f, whose outer header branches twice to the inner preheader ('br i1 %c, label %inner.ph, label %inner.ph'); RUN lines 'opt -passes=verify' and 'opt -passes=loop-interchange -loop-interchange-profitabilities=ignore -disable-output' (June 2026, AI-generated test)",
        reported_message=None,
        signature_regex=r"LoopInterchange|Assertion .*failed",
        assertion_only=True, status=st(I, I, I, I, I, U),
        classes=["loop-interchange", "assertion-only", "run-line", "reported-message-missing", "unknown-option-older", "excerpt-truncated"],
        variant_evidence="Assertion-only; the excerpt ends before the output ('```opt -passes=loop-int'). No release measured accepts the command's option, and llvm-22 cannot run loop-interchange. By hand (not saved): without -loop-interchange-profitabilities=ignore, 13, 16 and 19 die with SIGSEGV in LoopInterchangePass on @f (19's frames: llvm::InsertPreheaderForLoop -> llvm::SplitBlockPredecessors), a crash on the same duplicate-edge CFG but of another command; it is not the reported run.",
        notes="IR in a ```llvm block with two RUN lines: the first only verifies the module (19 by hand: exit 0, the verifier accepts the duplicate PHI entries, as the report says); the second is the crash command -> run as 'opt -passes=loop-interchange -loop-interchange-profitabilities=ignore -disable-output'. 13, 14, 15, 16, 19: \"opt: Unknown command line argument '-loop-interchange-profitabilities=ignore'\" (exit 1; the option is newer) -> invalid-input. llvm-22: 'unsupported: pass 'loop-interchange' is not exposed by llvmlite's pass manager' -> unsupported. Reporter's disclaimer: 'This is AI generated test.' Filed 2026-06-12, after the theme's 2022-2024 range (taken because the range's vein was dry). Labels confirmed, crash-on-valid, loopoptim; closed; reporter madhur13490.",
    ),
}

NO_REPRO_BATCH = {
    79537: dict(
        classes=["no-runnable-reproducer", "input-not-attached", "sanitizer", "verifier-after-pass", "lto"],
        reported_signature="verifier failure 'inlinable function call in a function with debug info must have a !dbg location' on 'call void @__tsan_read8(i8* %11)' then 'LLVM ERROR: Broken module found, compilation aborted!' in ld.lld's LTO backend (runNewPMPasses) linking a ThreadSanitizer-instrumented Linux kernel vmlinux.a (-mllvm -import-instr-limit=5)",
        reported_message="inlinable function call in a function with debug info must have a !dbg location",
        notes="No IR and no input: the command is an ld.lld relocatable link of vmlinux.a ('ld.lld -m elf_x86_64 -mllvm -import-instr-limit=5 -z noexecstack -r -o vmlinux.o -T .tmp_initcalls.lds --whole-archive vmlinux.a ...'), whose bitcode is not in the thread; the tool is lld, neither llc nor opt. The failing call is one the TSan instrumentation inserted (__tsan_read8) without a debug location. Labels incomplete, LTO; closed; reporter xqjcool1 (2024-01-26); no comment in the excerpt.",
    ),
    72094: dict(
        classes=["no-runnable-reproducer", "input-not-attached", "memprof", "assertion-only", "lto"],
        reported_signature="Assertion `CB->getCalledFunction()' failed in llvm::MemProfContextDisambiguation::applyImport(llvm::Module&) when a call's callee is a GlobalAlias: mayHaveMemprofSummary looks through the alias but applyImport does not (ThinLTO backend with MemProf)",
        reported_message="bool llvm::MemProfContextDisambiguation::applyImport(llvm::Module&): Assertion `CB->getCalledFunction()' failed.",
        notes="No reproducer at all: the reporter quotes the assertion and explains the cause from the code (a quoted snippet of the GlobalAlias handling), without IR, summary index or command. teresajohnson confirms the bug ('Yeah, that is a bug ... fixed in a local clone ... I need to create a small test case'). The pass runs in the ThinLTO backend on an imported summary, so even IR alone would need a matching index. Labels llvm, question; closed; reporter lifengxiang1025 (2023-11-13).",
    ),
}

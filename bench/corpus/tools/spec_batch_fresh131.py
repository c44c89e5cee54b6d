"""Fresh batch 131: opt crash reports of llvm/llvm-project whose assertion or crash sits inside an ANALYSIS rather
than a transform (ScalarEvolution and its verifier, SCEVExpander, MemorySSA, LazyValueInfo, ValueTracking, BasicAA,
DominatorTree/PostDominatorTree, LoopInfo, DependenceAnalysis, LoopAccessAnalysis, MemoryDependenceAnalysis,
BranchProbabilityInfo/BlockFrequencyInfo, TargetTransformInfo cost queries, DemandedBits), looked for with 37
look-ups (all `search`, corpus `issues`). Most threads the queries returned were already known (/work/llvm_seen.txt):
the MemorySSA, LVI, DomTree, LoopInfo, DA, DemandedBits, LazyCallGraph and SCEV-range veins gave nothing new. What
is left: five runnable reports -- a BasicAA assertion under aa-eval (April 2026), a LoopUnroll branch-frequency
assertion with profile data (August 2026), a LoopAccessAnalysis assertion under loop-vectorize (September 2026), a
ScalarEvolution verifier failure after loop-reduce in a 2023 comment of the 2020 issue #128, and a GVN crash through
MemoryDependenceAnalysis's non-local cache (August 2026) -- and three without a runnable reproducer
(NO_REPRO_BATCH): a clang PGO floating-point exception in BlockFrequencyInfoImpl whose inputs are attachments, and
two reports whose IR the excerpt cuts mid-function (a SCEV getAddRecExpr assertion, a RISC-V TTI invalid-cost crash
in LoopUnroll). Also met and not built: 89365 (a SCEV 'Trip Count ... Changed!' report whose complete IR is shown but
whose command the excerpt cuts; six plausible pipelines tried by hand on 19, none fires), 78049 and 108708 (IR cut
inside the function or inside its attribute group), 61080/54434/98278/50523/108545 (verify-scev reports on attached
bbi-*.ll files), and clang-on-C reports."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401

SPLIT = "fresh131"

BATCH = {
    191157: dict(
        tool="opt", args=["-S", "-aa-pipeline=basic-aa", "-passes=aa-eval", "-print-no-aliases", "-print-must-aliases", "-print-may-aliases", "-o", "/dev/null"],
        reported_signature="Assertion `LocA.Ptr->getType()->isPointerTy() && LocB.Ptr->getType()->isPointerTy() && \"Can only call alias() on pointers\"' failed in AAResults::alias (AliasAnalysis.cpp:113) under aa-eval with basic-aa, on @vadd storing through 'ptr bitcast (<1 x ptr> <ptr inttoptr (i64 -1 to ptr)> to ptr)': BasicAA's GEP decomposition strips the bitcast and hands a <1 x ptr> base to alias() (varev-dev, April 2026)",
        reported_message="llvm-project/llvm/lib/Analysis/AliasAnalysis.cpp:113: llvm::AliasResult llvm::AAResults::alias(const llvm::MemoryLocation&, const llvm::MemoryLocation&, llvm::AAQueryInfo&, const llvm::Instruction*): Assertion `LocA.Ptr->getType()->isPointerTy() && LocB.Ptr->getType()->isPointerTy() && \"Can only call alias() on pointers\"' failed.",
        signature_regex=r"Can only call alias\(\) on pointers",
        assertion_only=True, status=st(I, O, C, C, C, U),
        classes=["opt-pipeline", "assertion-only", "command-in-prose", "other-crash-older", "crash-on-valid"],
        variant_evidence="Assertion-only report (the assert in AAResults::alias is compiled out of release builds). 15, 16 and 19 (release) exit 0 and print the evaluator's report, one query, 'NoAlias: i32 addrspace(1)* %2, <2 x i16>* bitcast (<1 x ptr> <ptr inttoptr (i64 -1 to ptr)> to ptr)': nothing links them to the assertion. 13 and 14 (release) segfault (rc -11) in AAEvaluator::runInternal (top frame) after 'Function: vadd: 3 pointers, 0 call sites': that is the old aa-eval's handling of opaque pointers, not the reported failure -- by hand (not saved), a control module with two plain 'ptr' arguments stored to crashes 13 and 14 the same way in AAEvaluator::runInternal, even without the -print-* flags, and a typed-pointer rewrite of @vadd runs clean on 13 and 14 (3 queries, NoAlias for the bitcast pointer). So 13/14 fail earlier, in the evaluator itself, on any opaque-pointer input -> other-crash.",
        notes="Command in its own ```bash block at the top of the body: 'opt -S -aa-pipeline=basic-aa -passes=aa-eval -print-no-aliases -print-must-aliases -print-may-aliases reduced.ll', run with -o /dev/null (class command-in-prose); a godbolt link precedes it. IR in the ```llvm block under '_reduced.ll_' (one function), copied verbatim as repro.ll. The assertion line is quoted in prose ('_what:_ > ...'), the reporter's path starting at 'llvm-project/'; the '_why:_' section explains the type change from ptr to <1 x ptr> with a gdb session. 13/14 -> other-crash (see variant_evidence), 15/16/19 -> clean. llvm-22 -> unsupported: llvmlite's driver cannot set opt's own -aa-pipeline option (exit 3, not run). Labels crash-on-valid, llvm:analysis; closed; reporter varev-dev (2026-04-09); no comment in the excerpt." " Relabelled 13 other-crash -> invalid-input on 2026-12-07, after the batch's untouched run (which counted it as labelled): the corpus reads any failure of LLVM 13 on opaque-pointer IR other than the reported one as invalid-input, its opaque pointers being experimental (the README's rule, 40 earlier issues); the batch's own reading of the crash is kept above.",
    ),
    213418: dict(
        tool="opt", args=["-passes=loop-unroll<O3>", "-o", "/dev/null"],
        reported_signature="Assertion `(Prob < 0 || Prob > 1 || fabs(ComputeFreq(Prob) - FreqDesired) < FreqPrec) && \"Expected accurate frequency when linear case is possible\"' failed in fixProbContradiction (LoopUnroll.cpp:667) under loop-unroll<O3>, on @fn2's single-block loop whose latch branch carries branch_weights 1:10050738 (zxt5, August 2026, regression:24)",
        reported_message="opt: /home/x27zhou/compiler-nightly/src/llvm-project/llvm/lib/Transforms/Utils/LoopUnroll.cpp:667: auto fixProbContradiction(llvm::Loop *, llvm::UnrollLoopOptions, llvm::OptimizationRemarkEmitter *, llvm::BranchProbability, bool, std::vector<unsigned int> &, const std::vector<BasicBlock *> &, std::vector<BasicBlock *> &)::(a",
        signature_regex=r"Expected accurate frequency when linear case is possible|fixProbContradiction",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["loop-unroll", "pgo", "pass-parameters", "assertion-only", "command-in-prose", "excerpt-truncated", "regression-after-22", "crash-on-valid"],
        variant_evidence="None: assertion-only report against trunk after 22 (label regression:24); every release exits 0 with an empty stderr, and llvm-22 (assertions on) exits 0 too. By hand (not saved): 19 with -S -o - unrolls the loop (vector.body.3, an 'add nuw nsw i32 %index, 64' step) and llvm-22 prints the same loop; the frequency-fixing code the assert lives in is newer than both.",
        notes="IR in the ```llvm block under 'small.ll' (datalayout, x86_64 triple, one function, attributes #0 with target-cpu x86-64, the !prof branch_weights node), copied verbatim as repro.ll. Command in its own block after 'Reproduce:': '$ opt -passes='loop-unroll<O3>' small.ll -o /dev/null', run as given (class command-in-prose). The excerpt stops inside the assertion line ('::(a'), so reported_message is that line as far as shown; the full assertion text is in the title. All of 13-19 exit 0 -> clean. Caveat for llvm-22: llvmlite's driver drops the '<O3>' pass parameter (split_pipeline) and runs plain loop-unroll; it exits 0 and its -S output (by hand) matches 19's. Labels confirmed, crash-on-valid, loopoptim, regression:24; closed; reporter zxt5 (2026-08-01); a godbolt link opens the body; no comment in the excerpt.",
    ),
    220286: dict(
        tool="opt", args=["-passes=loop-vectorize", "-S", "-o", "/dev/null"],
        reported_signature="Assertion `SE->isKnownPredicate(CmpInst::ICMP_ULE, OffStart, OffEnd) && \"Start must be provably <= End for monotonic expressions\"' failed in LoopAccessAnalysis (LAA) under loop-vectorize, on a loop storing through 'getelementptr nusw i8, ptr %1, i64 (lshr %iv, 1)' (dtcxzyw, September 2026, regression:24)",
        reported_message="opt: /data/zyw/dev/llvm-p",
        signature_regex=r"Start must be provably <= End for monotonic expressions",
        assertion_only=True, status=st(I, I, I, I, C, U),
        classes=["loop-vectorize", "loop-access-analysis", "scev", "assertion-only", "command-in-ir-comment", "new-ir-syntax", "excerpt-truncated", "regression-after-22", "crash-on-valid"],
        variant_evidence="None: assertion-only report against trunk after 22 (label regression:24); 19 (release) exits 0 with an empty stderr.",
        notes="IR in the ```llvm block under 'Reproducer:' (datalayout, x86_64-pc-linux-gnu triple, one function from velox), copied verbatim as repro.ll; its first line is the command as an IR comment, '; bin/opt -passes=loop-vectorize reduced.ll -S', run with -o /dev/null (class command-in-ir-comment). The excerpt stops at the start of the assertion output ('opt: /data/zyw/dev/llvm-p'), which is all reported_message can hold; the assertion text is in the title. 13, 14, 15 and 16 reject 'getelementptr nusw' (13:22 'expected type'; the nusw flag is new in 19) -> invalid-input. 19 -> clean. llvm-22 -> unsupported: loop-vectorize is not exposed by llvmlite's pass manager (exit 3, not run). Labels confirmed, crash-on-valid, llvm:analysis, regression:24; closed; reporter dtcxzyw (2026-09-01); no comment in the excerpt.",
    ),
    128: dict(
        tool="opt", args=["-passes=loop-reduce", "-verify-scev", "-verify-scev-strict", "-o", "/dev/null"],
        reported_signature="ScalarEvolution::verify() failure under -verify-scev -verify-scev-strict after loop-reduce on @f: 'Trip Count for Loop at depth 1 containing: %bb2<header><latch><exiting> Changed!' Old '(-1 + (zext i5 (trunc i32 %arg to i5) to i32))<nsw>' vs New '((-2 + (2 * (zext i5 ...)))<nsw> /u 2)', then abort (jayfoad's updated repro of 2023-03-09 in the 2020 issue 'opt -indvars with -verify-scev-strict causes Trip Count Changed! error'; debug build)",
        reported_message="Trip Count for Loop at depth 1 containing: %bb2<header><latch><exiting>",
        signature_regex=r"Trip Count for Loop at depth 1 containing: %bb2<header><latch><exiting>",
        assertion_only=True, status=st(C, C, C, C, C, R),
        classes=["loop-reduce", "scev", "assertion-only", "command-in-prose", "crash-on-valid"],
        variant_evidence="Checking-build-only failure, read like an assertion: the -verify-scev check that the loop pass manager runs after each loop pass is compiled only without NDEBUG (the reporter used 'llvm-debug/bin/opt'). 13, 14, 15, 16 and 19 (release) accept the options and exit 0 with an empty stderr. llvm-22 (assertions on) aborts (rc -6) with exactly the reported lines: 'Trip Count for Loop at depth 1 containing: %bb2<header><latch><exiting>' / 'Changed!' / the same Old, New and Delta expressions -> reproduces. By hand (not saved, not the issue's command): 'opt -passes=loop(loop-reduce),verify<scalar-evolution> -verify-scev-strict' -- the explicit verifier pass, which release builds do run -- aborts 13, 14, 15, 16 and 19 (rc 134) with the same 'Trip Count for Loop at depth 1 containing: %bb2<header><latch><exiting> Changed!' and the same Old/New: the stale trip count is there in every release, only the issue's command does not check it there.",
        notes="The description (jayfoad, 2020-02-12) reproduces with an attached r.ll (r.zip) and legacy flags '-indvars -verify-indvars -verify-scev -verify-scev-strict' (not runnable: the input is an attachment). The runnable reproducer is jayfoad's own comment of 2023-03-09, 'Here's an updated repro for the same kind of failure': IR in its ```ll block (datalayout of AMDGPU shape, no triple, @f calling an external @g in a loop), copied verbatim as repro.ll (fence turn 1 block 0), and the command in prose under it, '`opt -passes=loop-reduce -verify-scev -verify-scev-strict -o /dev/null r.ll`', run as given (class command-in-prose). reported_message is that comment's first output line (the description's own first line, for the attached r.ll, is 'Trip Count for Loop at depth 2 containing: %bb4<header>,%bb6<latch><exiting>'). 13-19 -> clean, llvm-22 -> reproduces (see variant_evidence). The issue is labelled miscompilation and closed; issue #128 is one of the first issues of the GitHub tracker (February 2020, before the Bugzilla import numbers); the 2023 comment shows the whole dump up to frame #0.",
    ),
    219885: dict(
        tool="opt", args=["-passes=gvn", "-o", "/dev/null"],
        reported_signature="crash (signal, no assertion text) in GVN on @f ('Running pass \"gvn<>\" on function \"f\"'), godbolt assertions trunk, August 2026: a non-pointer i32 load tagged !invariant.group followed by an unordered atomic load of the same address with the same tag; the fix (PR 219929) says MemoryDependenceResults kept a NonLocalDefsCache entry whose cached dependency GVN had erased, and the later non-local load query used the dangling instruction in GVN::analyzeLoadAvailability",
        reported_message="PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace and instructions to reproduce the bug.",
        signature_regex=r"Running pass \"gvn(<[^>]*>)?\" on function \"f\"|analyzeLoadAvailability|MemoryDependenceResults",
        assertion_only=False, status=st(C, C, C, C, C, U),
        classes=["gvn", "opt-pipeline", "no-message-crash", "command-in-ir-comment", "fixed-in-known", "excerpt-truncated", "crash-on-valid"],
        fixed_in="PR #219929 '[MemDep] Remove cached non-local defs referencing deleted instructions' (Opriego, 2026-08-31): 'Fixes #219885.' (seen in the search result for that PR, query 'MemoryDependenceAnalysis assertion crash opt gvn memdep getNonLocalPointerDependency')",
        variant_evidence="None: every release exits 0 with an empty stderr. The failure is a use of a freed instruction (per the fix), which a build without a sanitizer need not turn into a signal; nothing measured links to it.",
        notes="IR in the ```llvm block after 'Minimal reproducer:' (a godbolt link), x86_64 datalayout and triple, @f with two !invariant.group loads and the empty !0 node, copied verbatim as repro.ll; its first line is the command as an IR comment, '; opt -passes=gvn repro.ll', run with -o /dev/null (class command-in-ir-comment). The crash output sits in a <details> block whose dump has no assertion line (the first line is the 'PLEASE submit ...' banner, then 'Program arguments: .../clang-assertions-trunk/bin/opt -o /app/output.s -S -passes=gvn <source>' and 'Running pass \"gvn<>\" on function \"f\"'); the excerpt stops at frame #3, before any named frame. 13-19 -> clean. llvm-22 -> unsupported: gvn is not exposed by llvmlite's pass manager (exit 3, not run). Labels confirmed, crash-on-valid, llvm:analysis; closed; reporter Phantomical (2026-08-31; the fix PR mentions a downstream Mono integration that hit it); no comment in the excerpt.",
    ),
}

NO_REPRO_BATCH = {
    212019: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "pgo", "fuzzer", "no-message-crash"],
        reported_signature="clang -O2 -fprofile-use crashes with a floating point exception in distributeIrrLoopHeaderMass (BlockFrequencyInfoImpl.cpp) while running 'pgo-instr-use' on a csmith-generated, reduced C file (JinsBurger, July 2026)",
        reported_message="PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace and dumped files.",
        notes="The inputs are only attachments ('[reduced.c]' and '[reduced.profdata.zip]', user-attachments links) and the command is clang's ('clang -O2 -w -fprofile-use=.../reduced.profdata .../reduced.c -c -o /dev/null'); no IR is in the thread text, so nothing can be run with opt or llc (classes attachment-only, clang-only). The title names the signal and the function; the dump's pass line is 3. 'Running pass \"pgo-instr-use\"'; the excerpt stops at frame #4. Labels crash, generated by fuzzer, llvm:analysis, PGO; open; reporter JinsBurger (2026-07-25); no comment in the excerpt.",
    ),
    117537: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "scev", "message-in-title", "reported-message-missing"],
        reported_signature="Assertion `isAvailableAtLoopEntry(Op, L) && \"SCEVAddRecExpr operand is not available at loop entry!\"' failed (ScalarEvolution::getAddRecExpr) on @test, a loop nest with an unordered atomic load of ptr addrspace(1) feeding the start of an inner IV (Nirhar, November 2024; the message only in the title)",
        reported_message=None,
        notes="The thread holds the IR under 'Faulty IR:' (x86_64, an Azul/JDK datalayout with non-integral address spaces), but the one excerpt the index returned (for two queries; a third, aimed at its continuation, did not bring it back) stops inside the function at 'br i1 true, label %exit1, label %l' in block %backedge, before the rest of the loop nest, the command and the output; a module cut there does not parse, so nothing can be run from the issue's text (class excerpt-truncated). Open; no labels shown; reporter Nirhar (2024-11-25); related to the known 97586 and 200858 (same assertion family).",
    ),
    83294: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "riscv", "loop-unroll", "cost-model", "run-line", "fixed-in-known", "reported-message-missing"],
        reported_signature="LoopUnroll asserts on riscv64 without the V extension (-mattr=+f,+d) when a loop holds <2 x float>/<2 x i32> shuffles and selects: RISCVTargetTransformInfo returns an invalid cost for TCK_CodeSize on a scalarized type and the unroller asserts (frasercrmck, February 2024; tip 64422cf8 and 18.1.0-rc4)",
        reported_message=None,
        fixed_in="PR #83384 '[RISCV] Fix crash when unrolling loop containing vector instructions' (arcbbb, 2024-02-29): 'This fixes the issue #83294' (seen in the search result for that PR)",
        notes="RUN line '; RUN: opt -mattr=+f,+d -S --passes=loop-unroll-full -S -disable-output' heads the ```llvm block, but both excerpts the index returned stop inside the loop body at '%sub.i.i.' (the block's rest, the loop latch and the assertion output are not shown), so the module does not parse and nothing can be run from the issue's text (class excerpt-truncated). The fix PR explains the path: LoopUnrollPass -> TTI.getInstructionCost -> getShuffleCost for '%splat.splat.i.i.i = shufflevector <2 x float> ...', getRISCVInstructionCost getting a scalar MVT. Labels backend:RISC-V; closed; reporter frasercrmck (2024-02-28).",
    ),
}

"""Fresh batch 166: crash reports of llvm/llvm-project looked for under the theme "analyses rather than transforms
crashing in opt" (ScalarEvolution / SCEVExpander / "SCEV types mismatch" / getAddRecExpr, ValueTracking's "Bits known
to be one AND zero?", LazyValueInfo, MemorySSA verification, DominatorTree and LoopInfo verification, BasicAA,
DependenceAnalysis print<da>, BranchProbability / BlockFrequency, the print<...> analysis printers, -verify-scev).
34 look-ups (all `search`, corpus `issues`). The vein is dry: every runnable analysis crash the queries surfaced was
already in a corpus (llvm_seen.txt), among them the SCEV assertion threads (97586, 204066, 215251, 70348, 216953,
58811, 53905, 192208, 214782, 200987, 185423, 207606, 202343), the ValueTracking known-bits threads (94323, 62908,
65022, 80597, 92217), the MemorySSA threads (139103, 204547, 116228, 139289, 60821, 179229, 58719, 59546), the DA
threads (50612, 165014), the -verify-scev "Trip Count ... Changed!" and "Loop not in a valid state" threads (54434,
98278, 89365, 149377, 108545, 58136, 58179, 58158, 58454, 58865), the LVI / BFI / AA / DomTree ones (214984, 49256,
217740, 191585, 187643, 191157, 129019, 211034). The only new threads of the theme are two BlockFrequencyInfo
crashes in loop-vectorize of August 2026 (both regressions from BlockFrequencyInfo moving to CycleInfo, #213488,
24.0.0git), and neither holds a runnable reproducer in the thread text the index returns: 215236's reduced IR is
cut off by the excerpt in the middle of its second instruction, and 218392's input is a file (bbi-120045.ll) the
excerpt never shows. Both go to NO_REPRO_BATCH; BATCH is empty. Neither bug can show in any release measured here
(13-19 Debian, llvm-22): the culprit landed after 22.1."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh166"

BATCH = {}

NO_REPRO_BATCH = {
    215236: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "loop-vectorize", "assertion-only", "aarch64",
                 "culprit-known", "fixed-in-known", "regression-after-22"],
        tool="opt", args=["-passes=loop-vectorize", "-o", "/dev/null"],
        reported_signature="Assertion `getParent() && \"only basic blocks in functions have valid numbers\"' failed (BasicBlock.h:98, BasicBlock::getNumber) under BlockFrequencyInfoImpl<BasicBlock>::getNode / initializeLoops / calculate, from BlockFrequencyAnalysis::run requested by LoopVectorizePass::run on a function with several loops: a CycleInfo cached before an earlier loop was vectorized still names deleted blocks (aarch64-unknown-linux-gnu reduced.ll, kartcq, August 2026, after a6af12620778 '[Analysis] Use CycleInfo for BlockFrequencyInfo (#213488)')",
        reported_message="opt: llvm/include/llvm/IR/BasicBlock.h:98:\n  Assertion `getParent() && \"only basic blocks in functions have valid numbers\"' failed.",
        culprit="a6af12620778f4a2da2d14219f21a0935685ea3b ([Analysis] Use CycleInfo for BlockFrequencyInfo, #213488), named in the description",
        fixed_in="PR 215237 '[LoopVectorize] Clear stale CycleAnalysis after vectorizing a loop' (kartcq, merged; 'Fixes #215236'), seen in the search results, not in the issue's excerpt",
        notes="The description has a '### Reproducer' block (```llvm, '; reduced.ll', datalayout and triple aarch64-unknown-linux-gnu, '@clear_mask = external global [65 x i64]', 'define void @InitializeMasks(ptr %mask_1)'), but every excerpt the index returned for the issue (the same text, twice) stops inside the block at '%arrayidx = getelementptr [8 x i8], ptr @clear_mask, i64 %indvars.i', the second instruction of the first loop, before the second loop that the crash needs ('functions with multiple loops'); the module cannot parse and the rest of the reproducer was not seen, so it goes here (the brief's 'cut off' case; fence.py lists turn 0 block 1, 11 lines). A follow-up query aimed at the rest of the IR (the function and global names, the frames) returned only the same excerpt and unrelated PRs. No command in the excerpt either: the title and text name LoopVectorizePass, so tool/args above are the plainest reading ('opt -passes=loop-vectorize'), not the reporter's words. The stack in the description is a hand-trimmed one (#0 BasicBlock::getNumber ... #7 LoopVectorizePass::run), no Program arguments. Even with the whole IR no measured release could show it: the culprit a6af12620778 (#213488, August 2026) is in 24.0.0git, after 22.1. Labels confirmed, crash-on-valid, regression:24, vectorizers; closed; reporter kartcq (2026-08-10); no comment in the excerpt.",
    ),
    218392: dict(
        classes=["no-runnable-reproducer", "input-not-attached", "excerpt-truncated", "loop-vectorize", "assertion-only",
                 "culprit-known", "fixed-in-known", "regression-after-22"],
        tool="opt", args=["-passes=function(require<cycles>,loop-vectorize,print<block-freq>)", "-disable-output"],
        reported_signature="Assertion `Resolved >= Pred && \"unhandled irreducible control flow\"' failed in BlockFrequencyInfoImplBase::addToDist (BlockFrequencyInfoImpl.cpp:356) while 'loop-vectorize' runs on function \"f\" with 'opt < bbi-120045.ll -passes=function(require<cycles>,loop-vectorize,print<block-freq>) -disable-output': the cost model's lazy BlockFrequencyInfo uses a CycleInfo cached by require<cycles> before loop simplification changed the CFG (mikaelholmen, llvm commit 74609eda08, August 2026)",
        reported_message="opt: /repo/llvm/llvm/lib/Analysis/BlockFrequencyInfoImpl.cpp:356: void llvm::BlockFrequencyInfoImplBase::addToDist(Distribution &, const LoopData *, const BlockNode &, const BlockNode &, uint64_t): Assertion `Resolved >= Pred && \"unhandled irreducible control flow\"' failed.",
        culprit="#213488 ([Analysis] Use CycleInfo for BlockFrequencyInfo): mikaelholmen's comment on that PR, 'The following crash starts happening with this patch: https://github.com/llvm/llvm-project/issues/218392' (seen in the search results, not in the issue's excerpt)",
        fixed_in="PR 220173 '[LoopVectorize] Clear stale CycleAnalysis where BlockFrequencyInfo is requested' (MaskRay, merged 2026-09-01, 'Fixes #218392'); an earlier PR 218563 by Opriego ('Fixes #218392', closed unmerged) added 'a reduced regression test based on #218392'; both seen in the search results only",
        notes="The command is in the description ('Reproduce with: opt < bbi-120045.ll -passes='function(require<cycles>,loop-vectorize,print<block-freq>)' -disable-output', input on stdin; Program arguments agree), but the input bbi-120045.ll is not in any excerpt the index returned: the same description excerpt came back five times, cut in the stack dump at frame '#3', and a query for its attachment link ('bbi-120045.ll.gz', the reporter's usual way of attaching) returned nothing of this thread. So nothing runnable was seen (the 140931 reading: the rest of the description may hold an attachment link, not the IR; class input-not-attached with that caveat). The reported assertion is in an analysis (BlockFrequencyInfo) computed on demand inside loop-vectorize; the pass printed in frame 2 is loop-vectorize on function 'f'. Even with the input no measured release could show it: the culprit #213488 landed in August 2026 (24.0.0git; llvm commit 74609eda08 in the report), after 22.1, although the issue carries the label regression:23. Labels confirmed, crash-on-valid, regression:23, vectorizers; closed; reporter mikaelholmen (2026-08-24); no comment in the excerpt.",
    ),
}

"""Fresh batch 116: opt crash reports of llvm/llvm-project imported from Bugzilla (issue numbers below 53000,
body opening with the 'Bugzilla Link' table; typed-pointer IR, legacy pass flags). The vein was dry: after 50
look-ups nearly every Bugzilla-era opt crash thread the queries returned was already known, and the unknown ones
carry their input only as an attachment (.bc / .ll.gz), as C source for clang, or as IR pasted unfenced into the
Bugzilla text, which the import mangled (' @name' -> ' @&#8203;name', '!0' -> '!&#8203;0'), so it no longer
parses. The batch is one runnable neighbour found on the way (54413: a March 2022 GitHub report, just past the
Bugzilla range, typed-pointer IR for the loop vectorizer) and two in-theme Bugzilla reports without a runnable
reproducer."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh116"

BATCH = {
    54413: dict(
        tool="opt", args=["-passes=loop(indvars),loop-vectorize", "-o", "/dev/null"],
        reported_signature="Assertion `LoopCost && \"Non-zero loop cost expected\"' failed in LoopVectorizationCostModel::selectInterleaveCount (LoopVectorize.cpp:5923) under 'opt -passes=loop(indvars),loop-vectorize' on @test, a loop nest whose inner loop only advances an i64* pointer (typed pointers; nikic, 2022-03-17); labelled release:backport / release:merged",
        reported_message="opt: /home/npopov/repos/llvm-project/llvm/lib/Transforms/Vectorize/LoopVectorize.cpp:5923: unsigned int llvm::LoopVectorizationCostModel::selectInterleaveCount(llvm::ElementCount, unsigned int): Assertion `LoopCost && \"Non-zero loop cost expected\"' failed.",
        signature_regex=r"Non-zero loop cost expected|selectInterleaveCount",
        assertion_only=True, status=st(R, C, C, C, C, U),
        classes=["loop-vectorize", "indvars", "opt-pipeline", "assertion-only", "release-variant-crash", "command-in-prose", "typed-pointers"],
        variant_evidence="The report asserts `LoopCost && \"Non-zero loop cost expected\"' in LoopVectorizationCostModel::selectInterleaveCount; the assert guards a later division by LoopCost. 13 (release build) dies with SIGFPE (rc -8; 2 of 2 more runs by hand: 136) and the top symbolized frames are llvm::LoopVectorizationCostModel::selectInterleaveCount(llvm::ElementCount, unsigned int) <- llvm::LoopVectorizePass::processLoop(llvm::Loop*) <- LoopVectorizePass::runImpl: the integer division by the zero cost inside the very function the assertion is in, under the loop vectorizer (the weak release form of a zero-divisor check, as 66382). Controls by hand on 13 (not saved): '-passes=loop-vectorize' alone and '-passes=loop(indvars)' alone both exit 0, so the crash needs the report's pipeline, as the report says. 14 (14.0.6), 15, 16 and 19 exit 0 with empty stderr.",
        notes="The IR is the first ``` block of the description (typed pointers: i64* %ptr.base, phi i64*, getelementptr ... i64*), copied verbatim; the second block is the assertion and a cut stack. Command in prose: 'The following input asserts under `opt -passes=loop(indvars),loop-vectorize`' -> run as 'opt -passes=loop(indvars),loop-vectorize -o /dev/null' (the prose names no output; -o /dev/null added). 13: reproduces (release variant, see variant_evidence). 14 = 14.0.6: clean (measure.py gave 14 '-opaque-pointers' because the value names %ptr / %ptr.base match its 'ptr' test although the IR is typed; by hand without the flag 14 also exits 0 with empty stderr, not saved); the thread's labels release:backport and release:merged say the fix went to the 14.x branch (the excerpt names no commit), which fits 14.0.6 exiting 0. 15, 16, 19: typed pointers read (19 reads i64* as ptr), exit 0, empty stderr -> clean. llvm-22: 'unsupported: pass 'indvars' is not exposed by llvmlite's pass manager' (rc 3) -> unsupported. Off the theme's number range: #54413 is a native GitHub issue of 2022-03-17 (after the Bugzilla import), found while looking for Bugzilla loop-vectorizer reports; it is in the batch as the theme's nearest neighbour (typed-pointer IR, opt loop passes). Closed; reporter nikic.",
    ),
}

NO_REPRO_BATCH = {
    51669: dict(
        classes=["no-runnable-reproducer", "attachment-only", "loop-vectorize", "indvars", "assertion-only"],
        reported_signature="Assertion `!isa<SCEVCouldNotCompute>(BackedgeTakenCount) && \"Invalid loop count\"' failed in InnerLoopVectorizer::getOrCreateTripCount (LoopVectorize.cpp:3125) with 'opt -passes=\"loop(indvars,require<access-info>),loop-vectorize\" -o /dev/null bbi-62009.ll' at llvm commit e42f5d4b488e (Bugzilla 52327, mikaelholmen, 2021-10-27)",
        reported_message="opt: ../lib/Transforms/Vectorize/LoopVectorize.cpp:3125: llvm::Value *llvm::InnerLoopVectorizer::getOrCreateTripCount(llvm::Loop *): Assertion `!isa<SCEVCouldNotCompute>(BackedgeTakenCount) && \"Invalid loop count\"' failed.",
        notes="Bugzilla import (table: 'Bugzilla Link | [52327]', 'Attachments | [bbi-62009.ll reproducer](...gz)'). The command is in the text ('Reproduce with: `opt -passes=\"loop(indvars,require<access-info>),loop-vectorize\" -o /dev/null bbi-62009.ll`') but the input bbi-62009.ll is only the gzipped attachment; no IR is in the thread text the excerpt shows (description: command, assertion, the start of the stack dump with '#&#8203;N' frame numbers). Nothing runnable. Labels bugzilla, llvm:crash, loopoptim, SCEV, vectorization; closed; CC @preames.",
    ),
    41789: dict(
        classes=["no-runnable-reproducer", "attachment-only", "legacy-pass-flag", "verifier-after-pass", "reported-message-missing", "excerpt-truncated"],
        reported_signature="'loop-reroll makes function broken' (a verifier failure after LoopReroll) with 'opt -sroa -loop-idiom -jump-threading -lcssa -loop-reroll' on bitcode made by 'clang -O3 -c -emit-llvm -femit-all-decls -mllvm -disable-llvm-optzns small.c' (clang trunk 363125, Bugzilla 42444, 2019-06-29)",
        reported_message=None,
        notes="Bugzilla import (table: 'Bugzilla Link | [42444]', 'Attachments | [.bc file of the source code](...gz)'). The input is the attached .bc (or small.c, which the excerpt does not show); the excerpt's description runs through 'clang -v', the clang command and is cut at '$opt -sroa -loop-', so the verifier message is not shown either (reported_message null; the pipeline is the title's). Legacy pass flags throughout; LoopReroll itself is gone from later releases. Nothing runnable from the thread text. Label bugzilla; closed; reporter account 952e6d5a-... (jack-zhou in the clang path).",
    ),
}

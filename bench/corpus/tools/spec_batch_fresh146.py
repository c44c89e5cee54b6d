"""Fresh batch 146: crash reports of llvm/llvm-project looked for under the theme 'opt scalar and loop passes,
looked up by the function or file the assertion names' (LICM hoistRegion/sinkRegion/promoteLoopAccessesToScalars,
IndVarSimplify/SCEVExpander/WidenIV, LoopUnroll/UnrollRuntimeLoopRemainder/LoopPeel, LoopRotate, LoopFuse,
LoopDistribute, LoopInterchange, LoopFlatten, LoopSink, LoopDeletion, SimpleLoopUnswitch, LoopStrengthReduce,
GVN/NewGVN/GVNSink, JumpThreading, SROA, DSE, MemCpyOpt, Reassociate, LoopIdiomRecognize, LoopVersioningLICM).
40 look-ups (all `search`, corpus `issues`); the vein is exhausted: every in-theme crash thread with a runnable
reproducer that the index returned was already in llvm_seen.txt (roughly 250 known numbers came back). The only
unseen llvm-project threads were wrong-code, missed-optimization or enhancement reports (216566, 38626, 30999,
45382, 50308, 202670, 193749), a compile-time report without a reproducer (58203), and issues named only inside PRs
or comments that never came back themselves (200788, 47875, 155161, 33820, 49873, 203868, 220904, 177185); the one neighbour with a runnable reproducer,
#108004 (a LoopVectorize verifyFunction assertion), which claim.sh answered TAKEN (claimed by fresh149). So the
batch has no runnable issue; it keeps one in-theme report without a runnable reproducer (NO_REPRO_BATCH): #45688,
a 2020 Bugzilla-imported `opt -jump-threading` segfault whose input is only the attached bbi-44193.ll.gz."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh146"

BATCH = {}

NO_REPRO_BATCH = {
    45688: dict(
        classes=["no-runnable-reproducer", "attachment-only", "bugzilla-import", "opt-pipeline", "legacy-pass-flag",
                 "no-message-crash", "culprit-known", "excerpt-truncated"],
        reported_signature="opt -jump-threading crashes (segfault, no assertion text) in 'Jump Threading' on @func_1: the top frames are Instruction::eraseFromParent under RecursivelyDeleteTriviallyDeadInstructions(Permissive); a regression after commit 69bdfb075b2 (mikaelholmen, Bugzilla PR46343, June 2020); the input is only the attached bbi-44193.ll",
        reported_message=None,
        culprit="69bdfb075b2 (named in the title: 'opt -jump-threading crashing after 69bdfb075b2'; the commit itself is not described in the excerpt)",
        notes="Bugzilla import (the 'Bugzilla Link | [46343]' table; Version trunk, OS Linux; CC @fhahn,@jayfoad; labels bugzilla; closed; reporter mikaelholmen, 2020-06-16). The command is in the description ('opt -S -o - bbi-44193.ll -jump-threading', legacy pass flag) but the IR is only the attachment 'bbi-44193.ll reproducer' (a .gz behind a user-images link); no IR block is in the thread text, so nothing can be run (class attachment-only). The stack dump names 'Running pass 'Jump Threading' on function '@func_1'' and a raw trace of mangled symbols through llvm::Instruction::eraseFromParent and RecursivelyDeleteTriviallyDeadInstructions(Permissive), with no assertion or error message before 'PLEASE submit a bug report' (class no-message-crash); the excerpt stops inside the mangled RecursivelyDeleteTriviallyDeadInstructionsPermissive frame (class excerpt-truncated) and shows no comment, so neither the fix nor the maintainers' reply is known here. Found by the look-up 'JumpThreading threadEdge duplicateCondBranchOnPHIIntoPred assertion crash opt -passes=jump-threading'.",
    ),
}

"""Fresh batch 152: hangs, infinite loops, runaway memory and stack overflows in opt and llc (InstCombine
'did not reach a fixpoint' / 'seems stuck in an infinite loop', DAGCombiner and target DAG-combine loops, SimplifyCFG
'Iterative simplification didn't converge', SCEV / MemorySSA recursion, out of memory, GlobalISel legalizer loops,
regalloc eviction loops, CodeGenPrepare, JumpThreading, NaryReassociate, SimpleLoopUnswitch, SLP / VectorCombine /
LoadStoreVectorizer, Attributor). The vein was dry: 35 look-ups (all `search`, corpus `issues`) returned well over a
hundred llvm/llvm-project hang or recursion threads, and every one that holds its input in the text was already in a
corpus or claimed (llvm_seen.txt). BATCH is empty. One new hang report was taken without a runnable reproducer
(NO_REPRO_BATCH): an April 2022 Attributor infinite loop whose test case is only an attached test.ll.txt."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh152"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    54981: dict(
        tool="opt",
        classes=["attributor", "no-runnable-reproducer", "attachment-only", "hang-report", "culprit-known"],
        reported_signature="The Attributor hangs (infinite loop) after commit 79962df: the code in AttributorAttributes that walks through Value and Instruction definitions loops forever when it meets a cycle of instructions it cannot process at once; input only in the attachment test.ll.txt (clin111, April 2022)",
        reported_message=None,
        culprit="Title and body: 'Attributor may infinite-loop after 79962df' (the commit is named only by its short hash; the thread does not link it).",
        notes="The description explains the loop in prose and gives the test case only as an attachment ('Test case attached... [test.ll.txt](https://github.com/llvm/llvm-project/files/8514977/test.ll.txt)'); no IR, no command line and no output are in the thread text, so nothing can be run (class attachment-only). The tool is opt (an Attributor pass over an IR test case; the pass invocation is not given). Comments: jdoerfert (2022-04-19) 'I was aware, have a local fix, need to clean it up and commit it'; nico (2022-07-08) 'The fix breaks tests: http://45.33.8.238/linux/80622/step_12.txt'; jdoerfert (2022-07-08) 'Just reverted; missed these tests.' So no fix is in place as far as the thread goes. Open; no labels; reporter clin111 (2022-04-19). Relatives seen in the same answer: 58639 (an amdgpu-attributor hang in getAssumedUnderlyingObjects, already in the corpus) and PR 94941 ('[Attributor] Prevent infinite loop in AAGlobalValueInfoFloating', June 2024, a different self-referencing-global loop); neither names this issue.",
    ),
}

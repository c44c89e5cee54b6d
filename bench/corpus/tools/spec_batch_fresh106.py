"""Fresh batch 106: opt crash reports of the vectorizers and their cost models (LoopVectorize/VPlan recipes, SLPVectorizer, VectorCombine, LoadStoreVectorizer, TTI costing on RISC-V/AArch64/X86) in a vein that 13 batches had just mined: of the ~85 threads the look-ups returned, every new one either had its IR cut by the excerpt or named an input file that is not in the thread text, so the batch holds only two reports without a runnable reproducer."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh106"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    201020: dict(
        classes=["loop-vectorize", "no-runnable-reproducer", "input-not-attached", "assertion-only", "regression-window"],
        tool="opt", args=["-passes=loop-vectorize", "-o", "/dev/null"],
        reported_signature="Assertion `isa<X>(Val) && \"cast_if_present<Ty>() argument of incompatible type!\"' (Casting.h:700, X = llvm::VPReductionPHIRecipe, Y = llvm::VPRecipeBase) in 'loop-vectorize' on function 'main', crash in VPRecipeBuilder::replaceWithFinalIfReductionStore (title); 'opt -passes=loop-vectorize bbi-118382.ll -o /dev/null' with a trunk build after a patch of lukel97 (June 2026)",
        reported_message="opt: /repo/llvm/llvm/include/llvm/Support/Casting.h:700: auto llvm::cast_if_present(Y *) [X = llvm::VPReductionPHIRecipe, Y = llvm::VPRecipeBase]: Assertion `isa<X>(Val) && \"cast_if_present<Ty>() argument of incompatible type!\"' failed.",
        notes="The command names an input file, bbi-118382.ll (the reporter's internal bug-tracker name, as in mikaelholmen's reports, whose bbi-*.ll inputs come as .gz attachments, e.g. 'bbi-108429_2.ll.gz' in PR #142433 seen in the same searches), and the description shows only the command (as inline code, ```opt -passes=loop-vectorize bbi-118382.ll -o /dev/null``` on one line), the assertion and the first stack frames; the excerpt is cut at frame #6 and holds no IR. Nothing in the thread text can be fed to opt. The issue was opened by lukel97 from a comment addressed to him ('Hi @lukel97, The following starts crashing with this patch'): a regression of an unnamed LoopVectorize patch of June 2026, so no release here would carry it anyway. Labels confirmed, crash-on-valid, vectorizers; closed. Sibling of #200742 (a segfault in the same replaceWithFinalIfReductionStore, already in a corpus). Tool note: fence.py reads the one-line ```...``` inline code as the opening of a fenced block whose info string is the command (turn 0 block 0 '[opt -passes=loop-vectorize bbi-118382.ll -o /dev/null```]', 1 line 'It results in'). Caveat: the rest of the description and any comments were not seen (an attachment link or pasted IR could follow the stack dump).",
    ),
    140931: dict(
        classes=["loop-vectorize", "no-runnable-reproducer", "input-not-attached", "assertion-only", "command-in-console-transcript"],
        tool="opt", args=["-passes=loop-vectorize", "-disable-output"],
        reported_signature="Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' (Casting.h:578, To = llvm::VPWidenPHIRecipe, From = llvm::VPRecipeBase) in 'loop-vectorize' on function '_QQmain' (a flang main program), from VPPredicator::convertPhisToBlends under VPlanTransforms::introduceMasksAndLinearize; 'opt -passes=loop-vectorize -disable-output reduced.ll' (May 2025)",
        reported_message="opt: Casting.h:578: decltype(auto) llvm::cast(From*) [with To = llvm::VPWidenPHIRecipe; From = llvm::VPRecipeBase]: Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' failed.",
        notes="The description opens with a console transcript ('> opt -passes=loop-vectorize -disable-output reduced.ll', the assertion, the stack dump); the excerpt is cut at frame #9 and holds no IR, so reduced.ll is not in the thread text seen. The function name _QQmain is flang's mangling of a Fortran main program (no Fortran source in the excerpt either). Nothing in the text seen can be fed to opt. Labels crash-on-valid, vectorizers; closed; reporter ashermancinelli. Frames: VPPredicator::convertPhisToBlends (VPlanPredicator.cpp) <- VPlanTransforms::introduceMasksAndLinearize (the VPlan predicator that turns non-header phis into blends). Caveat: the rest of the description and the comments were not seen; the reporter may have pasted reduced.ll below the stack dump or attached it.",
    ),
}

"""Fresh batch 94: opt (middle-end) reports of llvm/llvm-project reached through the pull-request vein (an EarlyCSE/ValueTracking assertion on a mistyped `returned` argument, a MemCpyOpt hang that 19 still shows, an InstCombine select hang fixed by a backported PR)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh94"

BATCH = {
    74722: dict(
        tool="opt", args=["-S", "-passes=early-cse", "-o", "/dev/null"],
        reported_signature="Assertion `(Ty->isIntOrIntVectorTy(BitWidth) || Ty->isPtrOrPtrVectorTy()) && \"Not integer or pointer type!\"' in computeKnownBits (ValueTracking.cpp:1830) under -passes=early-cse on @returned_vec_arg_casted: the callee's <2 x i32> argument is marked `returned` while the call returns <8 x i8>, so known-bits analysis looks through the call at a value of another width; reduced from oss-fuzz 64813 (December 2023)",
        reported_message="opt: /home/simon/LLVM/llvm-project/llvm/lib/Analysis/ValueTracking.cpp:1830: void computeKnownBits(const llvm::Value*, const llvm::APInt&, llvm::KnownBits&, unsigned int, const llvm::SimplifyQuery&): Assertion `(Ty->isIntOrIntVectorTy(BitWidth) || Ty->isPtrOrPtrVectorTy()) && \"Not integer or pointer type!\"' failed.",
        signature_regex=r"Not integer or pointer type!|computeKnownBits|early-cse",
        assertion_only=True, status=st(C, C, C, C, C, U),
        classes=["opt-pipeline", "early-cse", "assertion-only", "command-in-prose"],
        variant_evidence="None: 13-19 (release builds) run early-cse on the module and exit 0 with nothing on stderr; the bit-width check that fires is an assertion, compiled out of the Debian builds, and nothing else fails (by hand, 13's output printed with -S to stdout is the input module unchanged).",
        notes="Command in the body's second block ('opt -S -passes=early-cse fuzz.ll  -o -', after the prose 'opt -passes=early-cse'); run with -o /dev/null. repro.ll is the ```ll block (fence 0). No triple or datalayout. 13 reads the module (its only opaque pointer is the `ptr undef` store operand, which 13's parser accepts here) and exits 0; 14 (run with -opaque-pointers), 15, 16 and 19 exit 0 -> clean everywhere (assertion-only report). llvm-22: llvmlite does not expose early-cse ('unsupported: pass 'early-cse' is not exposed by llvmlite's pass manager', exit 3) -> unsupported. Label llvm:transforms; open in the excerpt; reporter RKSimon, 'Reduced from https://bugs.chromium.org/p/oss-fuzz/issues/detail?id=64813'. Found through a pull-request query (the ValueTracking known-bits-from-fp-class PR thread surfaced it), not through the issue's own title.",
    ),
    102994: dict(
        tool="opt", args=["-passes=memcpyopt", "-S", "-o", "/dev/null"],
        reported_signature="MemCpyOpt hangs (infinite loop) on @func forwarding a self-overlapping memcpy of @g_265+16 (dest `getelementptr inbounds`, source `getelementptr inbounds nuw` of the same address, 20 bytes) into a second memcpy from @g_265+24; the -debug trace repeats 'Clobber starting at access 1 = MemoryDef(liveOnEntry)'; label llvm:hang (August 2024)",
        reported_message=None,
        signature_regex=r"memcpyopt|MemCpyOpt|processMemCpyMemCpyDependence",
        assertion_only=False, status=st(I, I, I, I, R, C),
        classes=["opt-pipeline", "memcpyopt", "hang-report", "hang-in-release", "command-in-ir-comment", "reported-message-missing", "new-ir-syntax", "missing-intrinsic-declaration", "fixed-by-22"],
        variant_evidence="Not an assertion report but a hang. 19 (release) runs past the 60 s limit (saved run: exit 124, no output). A separate run stopped with SIGSEGV after 8 s (by hand, 'timeout -s SEGV 8', not saved) prints 'Running pass \"memcpyopt\" on function \"func\"' with llvm::MemCpyOptPass::processMemCpyMemCpyDependence -> processMemCpy -> iterateOnFunction on the stack: the memcpy-to-memcpy forwarding loop the title names.",
        notes="Command in the IR's first line '; bin/opt -passes=memcpyopt reduced.ll -S' (run with -o /dev/null); triple x86_64-unknown-linux-gnu in the IR; a godbolt link too. repro.ll is the first (untagged) fence; the second fence is the reporter's -debug trace. The report is a hang: no message, reported_message null. 13 refuses the opaque-pointer module (\"'@g_265' defined with type '%struct.S1*' but expected 'ptr'\", 13:72) and 14, 15, 16 refuse the `getelementptr inbounds nuw` constant expression (\"expected '(' in constantexpr\", 13:116; the nuw GEP flag is newer syntax) -> invalid-input. 19 accepts it (the memcpy intrinsic is not declared, which 19 tolerates) and hangs -> reproduces (see variant_evidence). llvm-22 exits 0 at once (by hand with -S to stdout: both memcpys kept, the second one's source still @g_265+24) -> clean: fixed before 22.1 (the issue is closed; the fix is not named in the excerpt). Labels llvm:hang, llvm:optimizations; reporter dtcxzyw. Found through a MemCpyOpt infinite-loop query that also returned nikic's PR #98638 ('[MemCpyOpt] Fix infinite loop in memset+memcpy fold', Fixes #98610, already in a corpus), a sibling hang.",
    ),
    83127: dict(
        tool="opt", args=["-passes=instcombine", "-S", "-o", "/dev/null"],
        reported_signature="InstCombine gets stuck (infinite loop) on @func simplifying two selects: `%and3 = select i1 %cmp2, i16 %and1, i16 0` is rewritten to use %and2 and back again (the -debug-only=instcombine trace alternates 'IC: Mod = ... New = ...'); label llvm:hang (February 2024)",
        reported_message=None,
        signature_regex=r"infinite loop|instcombine",
        assertion_only=False, status=st(C, C, C, C, C, C),
        classes=["opt-pipeline", "instcombine", "hang-report", "command-inferred", "reported-message-missing", "godbolt-only", "fixed-in-known", "related-issue-named"],
        fixed_in="PR #84036 '[InstCombine] Fix infinite loop in select equivalence fold' (nikic, 2024-03-05): 'Fixes https://github.com/llvm/llvm-project/issues/83127', with '/cherry-pick 9f45c5e1a65a1abf4920b617d36ed05e73c04bea' for the 18.x release (seen in that pull request's search result, not in the issue excerpt)",
        notes="No command in the excerpt: 'Reduced test case:' with a godbolt link, the IR block and an 'IC: Visiting / ADD DEFERRED / IC: Mod' trace (the output of -debug-only=instcombine) -> run as 'opt -passes=instcombine -S -o /dev/null' (class command-inferred; the title says InstCombine). repro.ll is the first (untagged) fence; no triple. A hang, no message: reported_message null. 13, 14, 15, 16, 19 and llvm-22 all finish at once with exit 0 -> clean everywhere: the looping select-equivalence fold is younger than 16 and older than the 18 branch (the fix was cherry-picked to release/18.x, a release Debian's set lacks) and was fixed on main in March 2024, before the 19 branch, so no measured release carries it. Labels llvm:hang, llvm:instcombine; closed; reporter dtcxzyw. Reached through the pull-request vein: issue 83354 (patrick-rivos, already in a corpus) says 'Likely related to/duplicate of #83127', and PR #84036 names it.",
    ),
}

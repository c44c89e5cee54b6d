"""Fresh batch 109: middle-end `opt` crash reports of llvm/llvm-project from fuzzing and differential testing,
2024-2026 (LoopVectorize on FuzzGen IR, SCEV loop guards under nary-reassociate, InstCombine on a vector
with.overflow intrinsic), found in a vein where nearly every thread the queries returned was already in a corpus:
45 look-ups gave three runnable issues and one without a runnable reproducer (a C-only fuzzer report)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh109"

BATCH = {
    118850: dict(
        tool="opt", args=["-passes=loop-vectorize", "-o", "/dev/null"],
        reported_signature="Assertion `getActiveBits() <= 64 && \"Too many bits for uint64_t\"' failed (title; APInt::getZExtValue) in LoopVectorize on @wombat, an aarch64-none-linux-gnu 'gc \"statepoint-example\"' loop with an i65 induction phi truncated to i64 (FuzzGen-style reduced.ll, TatyanaDoubts, December 2024); godbolt assertions trunk 'opt -S -passes=loop-vectorize'",
        reported_message=None,
        signature_regex=r"Too many bits for uint64_t|getActiveBits\(\) <= 64",
        assertion_only=True, status=st(I, C, C, C, C, U),
        classes=["aarch64", "opt-pipeline", "loop-vectorize", "assertion-only", "message-in-title", "command-in-prose", "excerpt-truncated"],
        variant_evidence="Assertion-only report (the title's APInt::getZExtValue check is an assert, gone in release builds; the excerpt cuts the stack dump at frame #0, so the asserting caller is not shown). 14 (with -opaque-pointers), 15, 16 and 19 (release) exit 0 with an empty stderr: nothing to link. 13 segfaults in the same pass but in llvm::getPtrStride under InterleavedAccessInfo::collectConstStrideAccesses, LLVM 13's pointee-type read on the opaque 'ptr addrspace(1)' store (see notes), not the APInt check. llvm-22 cannot run the pass.",
        notes="IR in the first ``` block of the description (taken verbatim; a complete module ending with '}'), prose 'To reproduce run the test below with -passes=loop-vectorize', and the godbolt stack dump's Program arguments '/opt/compiler-explorer/clang-assertions-trunk/bin/opt -o /app/output.s -S -passes=loop-vectorize <source>' -> run as 'opt -passes=loop-vectorize -o /dev/null'. 13: SIGSEGV (rc -11) in 'llvm::getPtrStride' <- InterleavedAccessInfo::analyzeInterleaving <- LoopVectorizePass::processLoop: LLVM 13's experimental opaque pointers crash where a pointee type is read -> invalid-input, the corpus convention for LLVM 13's failures on opaque-pointer IR (as 100583, 55375). 14, 15, 16, 19: exit 0, empty stderr -> clean (release builds; the report is an assertion). llvm-22: 'unsupported: pass 'loop-vectorize' is not exposed by llvmlite's pass manager' (rc 3) -> unsupported. Labels crash, vectorizers; closed (the fix is not named in the excerpt); reporter TatyanaDoubts (Azul's FuzzGen IR generator style: @wombat, gc \"statepoint-example\", addrspace(1)). Met (rank 5) through the query on RISC-V loop-vectorize fuzzer reports.",
    ),
    122913: dict(
        tool="opt", args=["-passes=nary-reassociate", "--scalar-evolution-use-expensive-range-sharpening", "-o", "/dev/null"],
        reported_signature="SEGV / stack overflow in SCEV loop guards (title '[SCEV] Another SEGV/stack overflow in LoopGuards') when 'opt -passes=nary-reassociate --scalar-evolution-use-expensive-range-sharpening' runs on @f, a loop reached through switches with duplicate and unreachable edges (danilaml, January 2025); 'Similar to #120615. Looks like the fix wasn't a complete one.'",
        reported_message=None,
        signature_regex=r"Segmentation fault|Stack dump|nary-reassociate|ScalarEvolution",
        assertion_only=None, status=st(C, C, C, C, C, U),
        classes=["opt-pipeline", "nary-reassociate", "scalar-evolution", "no-message-crash", "reported-message-missing", "command-in-prose", "related-issue-named", "new-ir-syntax"],
        variant_evidence="Not an assertion report: a stack overflow / SIGSEGV shows in any build. No measured release shows it: 13, 14 (with -opaque-pointers), 15, 16 and 19 exit 0 with an empty stderr. llvm-22 cannot run the pass.",
        notes="IR in the ```llvm block of the description (verbatim, complete), command in prose right after it: 'Crashes with the same command line `opt -passes=nary-reassociate --scalar-evolution-use-expensive-range-sharpening`' (the same as the earlier report #120615) -> run as 'opt -passes=nary-reassociate --scalar-evolution-use-expensive-range-sharpening -o /dev/null'. 13 reads the opaque 'ptr' return type and, like 14-19, knows the SCEV option; all five exit 0 with nothing on stderr -> clean, consistent with the recursion being in loop-guard code newer than 19: this thread calls it an incomplete fix of #120615 (December 2024), whose own excerpt suggests PR #113915 as the cause and shows llvm::hash_value(APInt) under nary-reassociate; no release is named. llvm-22: 'unsupported: pass 'nary-reassociate' is not exposed by llvmlite's pass manager' (rc 3) -> unsupported. New class `nary-reassociate` (the pass that queried SCEV) and `scalar-evolution` (the crash is in ScalarEvolution's loop guards, not in the pass). No message and no stack in the excerpt: the report is the title plus the godbolt link (https://godbolt.org/z/4d3jo8jTz). Labels crash-on-valid, llvm:SCEV; closed; reporter danilaml; juliannagele answers 'Thanks, checking!'. Met (rank 10) through the query on SCEV stack overflows.",
    ),
    176548: dict(
        tool="opt", args=["-passes=instcombine", "-S", "-o", "/dev/null"],
        reported_signature="Assertion `isValidElementType(ElementType) && \"Element type of a VectorType must be an integer, floating point, pointer type, or a valid target extension type.\"' failed in FixedVectorType::get (Type.cpp:804) under InstCombine on @main, a call of llvm.sadd.with.overflow.v4i32 on a splat shuffle and 'splat (i32 1)' returning { <4 x i32>, <4 x i1> } (dtcxzyw, fuzzer, January 2026); '; bin/opt -passes=instcombine test.ll -S'",
        reported_message="opt: /root/llvm-project/llvm/lib/IR/Type.cpp:804: static llvm::FixedVectorType* llvm::FixedVectorType::get(llvm::Type*, unsigned int): Assertion `isValidElementType(ElementType) && \"Element type of a VectorType must \" \"be an integer, floating point, \" \"pointer type, or a valid target \" \"extension type.\"' failed.",
        signature_regex=r"isValidElementType\(ElementType\)|Element type of a VectorType must",
        assertion_only=True, status=st(I, I, I, I, C, C),
        classes=["opt-pipeline", "instcombine", "assertion-only", "command-in-ir-comment", "new-ir-syntax", "missing-intrinsic-declaration", "regression-after-22"],
        variant_evidence="Assertion-only report (FixedVectorType::get's element-type check is an assert). 19 (release) exits 0 with an empty stderr. llvm-22 (assertions on) exits 0 too: the assertion does not fire in 22.1, so the fold that builds a vector of the struct's element type came after it (the report is against trunk of January 2026, after the 22 branch).",
        notes="IR in the first ``` block (verbatim), whose first line is the command '; bin/opt -passes=instcombine test.ll -S' -> run as 'opt -passes=instcombine -S -o /dev/null'. The module calls @llvm.sadd.with.overflow.v4i32 without declaring it and uses the 'splat (i32 1)' constant syntax. 13, 14, 15, 16: '8:110: error: expected value token' at 'splat (i32 1)' -> invalid-input (the splat syntax is newer; the missing declaration would also stop 13-16). 19: exit 0, empty stderr -> clean (release build). llvm-22 (llvmlite, assertions): exit 0, empty stderr -> clean; class regression-after-22 (the crash is in trunk after 22.1; the thread names no culprit). Labels crash-on-valid, generated by fuzzer, llvm:instcombine; open in the excerpt; reporter dtcxzyw (godbolt https://godbolt.org/z/bfdeaYxYh). A LoopVectorize twin with the same assertion and an smul.with.overflow call (#176663, also dtcxzyw, a day later) came up in the same queries and was already taken (seen list), so it is not in this batch.",
    ),
}

NO_REPRO_BATCH = {
    109561: dict(
        classes=["no-runnable-reproducer", "clang-only", "godbolt-only", "loop-vectorize", "assertion-only", "related-issue-named", "fixed-in-known"],
        reported_signature="Assertion `verifyVPlanIsValid(*Plan) && \"VPlan is invalid\"' failed in LoopVectorizationPlanner::buildVPlansWithVPRecipes (LoopVectorize.cpp:8593), after 'VPIRBasicBlock can only be used as pre-header or a successor of middle-block at the moment!', compiling a 7-line C loop ('d = c > 0 ? a / c : 1') with clang -O2 (cardigan1008, fuzzer, September 2024)",
        reported_message="clang: /root/llvm-project/llvm/lib/Transforms/Vectorize/LoopVectorize.cpp:8593: void llvm::LoopVectorizationPlanner::buildVPlansWithVPRecipes(llvm::ElementCount, llvm::ElementCount): Assertion `verifyVPlanIsValid(*Plan) && \"VPlan is invalid\"' failed.",
        fixed_in="fhahn: duplicate of #109510, 'should be fixed on latest `main` (https://github.com/llvm/llvm-project/commit/bd8fe9972e3f17776e4e05e69e13ab8271d34132 from yesterday)'",
        notes="The only reproducer is C source (a ```c block) compiled with clang at -O2 ('When I compiled this code with O2, it crashed'), plus a godbolt link; no LLVM IR and no opt/llc command in the thread, so neither tool can run it from the text (an IR reproducer would have to be generated by clang, which is not writing into the reproducer). shafik: 'This looks like a clang trunk regression'; the reporter confirms the bug came from fuzzing ('Yes, I'm currently working on a new fuzzing technique'). Labels confirmed, crash, duplicate, vectorization; closed as a duplicate of #109510 (which is also C-only). Met through the query on VPlan fuzzer crashes.",
    ),
}

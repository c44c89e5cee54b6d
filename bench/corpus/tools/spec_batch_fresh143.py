"""Fresh batch 143: llc/opt crash reports of llvm/llvm-project from 2021-2023 whose IR still uses typed pointers
(`i8*`, `%struct.S*`, `i32 addrspace(1)*`, `bitcast i8* to`), any pass or backend, looked for with words of that
era (legacy pass flags such as `opt -instcombine`, `-enable-new-pm=0`, `-opaque-pointers=0`, legacy pass-manager
stack lines such as "Running pass 'Combine redundant instructions'", "LLVM 13/14", bugs.llvm.org-era bug-report
lines, bugpoint, typed-pointer intrinsic manglings like `llvm.memcpy.p0i8.p0i8.i64`) plus crash words. 41 look-ups
(all `search`, corpus `issues`); stopped there because the vein is dry in this index: every typed-pointer llc/opt
crash thread the queries surfaced (57673, 58924, 58904, 57405, 57368, 54012, 53665, 54157, 57398, 60831, 55540, ...)
is already in a corpus. The one runnable issue taken is a neighbour found on the way, a May 2023 AMDGPU report
whose IR is already opaque (`ptr addrspace(7)`): 62856, an SCEV operand-type assertion in the GPU
LoadStoreVectorizer (jayfoad, RUN line `llc -march=amdgcn -mcpu=gfx1030 < %s`). One report without a runnable
reproducer (NO_REPRO_BATCH): 63269, a June 2023 clang++ crash in InstCombine while building Mesa with
`-mllvm -enable-dfa-jump-thread` (needs-reduction; the input is the Mesa source, not in the thread)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh143"

BATCH = {
    62856: dict(
        tool="llc", args=["-march=amdgcn", "-mcpu=gfx1030", "-o", "/dev/null"], stdin=True,
        reported_signature="Assertion `getEffectiveSCEVType(Ops[i]->getType()) == ETy && \"SCEVAddExpr operand types don't match!\"' failed in ScalarEvolution::getAddExpr (ScalarEvolution.cpp:2529), hit by the (GPU) LoadStoreVectorizer on two float loads from `ptr addrspace(7)` (AMDGPU buffer fat pointers, 160-bit) at offsets 0 and 24, llc -march=amdgcn -mcpu=gfx1030 (jayfoad, trunk with assertions, May 2023; suspected culprit D149776)",
        reported_message="llc: /home/jayfoad2/git/llvm-project/llvm/lib/Analysis/ScalarEvolution.cpp:2529: const llvm::SCEV *llvm::ScalarEvolution::getAddExpr(SmallVectorImpl<const llvm::SCEV *> &, SCEV::NoWrapFlags, unsigned int): Assertion `getEffectiveSCEVType(Ops[i]->getType()) == ETy && \"SCEVAddExpr operand types don't match!\"' failed.",
        signature_regex=r"SCEVAddExpr operand types don't match|getEffectiveSCEVType",
        assertion_only=True, status=st(I, O, O, O, C, C),
        classes=["amdgpu", "ir-pass-in-codegen", "load-store-vectorizer", "assertion-only", "run-line", "stdin-input", "other-crash-older", "fixed-by-19"],
        variant_evidence="No release reproduces. 13 (release) segfaults (rc -11) earlier, in 'Early CSE' on @f, top symbolized frame llvm::ConstantFoldLoadFromConstPtr under SimplifyInstruction: a crash in a different IR pass that runs before the vectorizer, with no SCEV or LoadStoreVectorizer frame -> other-crash. 14, 15 and 16 (release) abort with 'LLVM ERROR: Cannot select: ...: i32,ch = load<(load (s32) from `ptr addrspace(7) getelementptr (i8, ptr addrspace(7) null, i64 24)`, addrspace 7)>' in 'AMDGPU DAG->DAG Pattern Instruction Selection': the selector of those releases has no lowering for addrspace(7) loads. By hand (not saved), 15 and 16 with -stop-after=load-store-vectorizer -o - finish the vectorizer and print the two addrspace(7) loads unchanged, so the vectorizer runs through there without a crash (a release build skips the assert; the suspected culprit D149776 is of May 2023, after 16 branched) and the later isel error is a different named fatal error in a different pass -> other-crash. 19 (release) exits 0: by hand, -stop-after=load-store-vectorizer shows the loads already rewritten to @llvm.amdgcn.raw.ptr.buffer.load.f32 on `ptr addrspace(8)` (addrspace(7) is lowered before the vectorizer), so the reported path no longer exists. llvm-22 (assertions on) exits 0 with an empty stderr: the assertion does not fire.",
        notes="IR in the first unlabelled ``` block of the description (one function, no triple or datalayout: the target comes from the command), copied verbatim as repro.ll; its first line is the RUN line '; RUN: llc -march=amdgcn -mcpu=gfx1030 < %s', run as 'llc -march=amdgcn -mcpu=gfx1030 -o /dev/null' with the module on stdin (classes run-line, stdin-input). The IR uses opaque `ptr addrspace(7)`, not typed pointers: the issue is an off-theme neighbour found by a typed-pointer AMDGPU query. LLVM 13 parses the opaque `ptr` here (it reaches 'Early CSE', and -stop-before=early-cse prints the module), so 13 is not invalid-input. Labels in order 13-22: O (Early CSE segfault), O, O, O ('Cannot select' on the addrspace(7) load in AMDGPU isel), C, C (see variant_evidence; class fixed-by-19 in the sense 'gone by 19', by the buffer-fat-pointer lowering that rewrites addrspace(7) before the vectorizer; the excerpt names no fix). The reporter says 'It seems to be specific to `addrspace(7)` so I guess it is related to https://reviews.llvm.org/D149776 @krzysz00' (a guess, not a confirmed culprit); krzysz00 acknowledges on 2023-05-30. Label backend:AMDGPU; open (per the excerpt); reporter jayfoad (2023-05-22)." " Relabelled 13 other-crash -> invalid-input on 2026-12-07, after the batch's untouched run (which counted it as labelled): the corpus reads any failure of LLVM 13 on opaque-pointer IR other than the reported one as invalid-input, its opaque pointers being experimental (the README's rule, 40 earlier issues); the batch's own reading of the crash is kept above.",
    ),
}

NO_REPRO_BATCH = {
    63269: dict(
        classes=["no-runnable-reproducer", "clang-only", "input-not-attached", "instcombine", "reported-message-missing", "excerpt-truncated"],
        reported_signature="clang++ (Clang 17 trunk 15a16ef8e06e) crashes in InstCombine (frames combineInstructionsOverFunction / InstCombinePass::run under a CGSCC adaptor) while compiling Mesa's src/amd/compiler/aco_instruction_selection.cpp with -O3 -flto -std=gnu++2a and `-mllvm -enable-dfa-jump-thread`; no crash without the flag (ms178, June 2023)",
        reported_message=None,
        notes="The description gives the failing Mesa build step (the clang++ command line, cut by the excerpt inside its -D list) and a stack dump whose visible part starts at frame #7 (combineInstructionsOverFunction, InstCombinePass::run, PassManager, CGSCCToFunctionPassAdaptor); the assertion or signal line and the top frames are not in the excerpt (class reported-message-missing). The input is Mesa's C++ source, not attached in the thread text and not reduced (label needs-reduction), so nothing can be run with llc or opt (classes clang-only, input-not-attached). Labels crash, llvm:instcombine, needs-reduction; closed; reporter ms178 (2023-06-12); no comment in the excerpts. Found by the legacy-pass-manager query \"Running pass 'Combine redundant instructions' on function opt crash Stack dump\" and confirmed with an aimed query on its title.",
    ),
}

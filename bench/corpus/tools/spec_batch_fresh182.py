"""Fresh batch 182: crash reports of llvm/llvm-project looked for under the theme "opt crashes on target
intrinsics of the middle end": AArch64 NEON/SVE intrinsics (the lead #176455, a verifier crash on
llvm.aarch64.neon.smull, came back first but is already known), X86 intrinsics in InstCombine (llvm.x86.*),
AMDGPU intrinsics in InstCombine and the AMDGPU attributor (llvm.amdgcn.*), NVVM intrinsics (llvm.nvvm.*), and
the constant folder, auto-upgrader or verifier on intrinsics with wrong signatures. 39 look-ups (all `search`,
corpus `issues`); stopped there because the vein is dry: every in-theme crash thread the index returned with its
reproducer in the text was already in llvm_seen.txt (sairam2661's January 2026 fuzzer series on invalid
intrinsic signatures, Hatsunespica/regehr's 2022 intrinsic reports, XChy's and k-arrows' godbolt reports, the
AMDGPU attributor series, the AutoUpgrade crashes), and most other answers were PRs or other projects'
trackers. Two runnable reports were new, both neighbours of the theme rather than target-intrinsic crashes:
#52884 (regehr, December 2021, InstCombine's moveAddAfterMinMax assertion on llvm.smax with an `add nuw nsw`
operand; the module's declaration sits on the opening fence line, so the block fence.py copies has no
declaration) and #57871 (dbakunevich, September 2022, an AzulSystems FuzzGen report: `opt -passes=verify`
crashes on llvm.experimental.gc.result with a poison token in an unreachable block). One report without a
reproducer is kept (NO_REPRO_BATCH): #199191 (TYGLS, May 2026), an ASan heap-buffer-overflow in
GCRelocateInst::getBasePtr() found with llvm-opt-fuzzer's GVN target, whose binary PoC was removed from the thread."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh182"

BATCH = {
    52884: dict(
        tool="opt", args=["-instcombine", "-o", "/dev/null"],
        reported_signature="Assertion `!Overflow && \"Expected simplify of min/max\"' failed in moveAddAfterMinMax (InstCombineCalls.cpp:786) when `opt -instcombine` folds llvm.smax.i8(add nuw nsw i8 50, %x), -124) in @smax_offset (regehr and Hatsunespica, assertions trunk, December 2021; message only in the title)",
        reported_message="InstCombineCalls.cpp:786: llvm::Instruction* moveAddAfterMinMax(llvm::IntrinsicInst*, llvm::InstCombiner::BuilderTy&): Assertion `!Overflow && \"Expected simplify of min/max\"' failed.",
        signature_regex=r"Expected simplify of min/max|moveAddAfterMinMax",
        assertion_only=True, status=st(I, I, I, I, I, U),
        classes=["instcombine", "opt-pipeline", "assertion-only", "message-in-title", "command-in-prose", "legacy-pass-flag", "code-on-fence-line", "missing-intrinsic-declaration"],
        variant_evidence="None: no measured run reaches InstCombine. By hand (not saved), with the lost declaration given back (the fence line 'declare i8 @llvm.smax.i8(i8, i8) nofree nosync nounwind readnone speculatable willreturn' prepended) and run as 'opt -passes=instcombine -S': 13 exits 0 and leaves the smax call unchanged (also with its legacy '-instcombine'), 14, 15, 16 and 19 exit 0 and fold @smax_offset to 'add nuw nsw i8 %x, 50' (the correct result, smax is redundant); 19 also parses the repro.ll as saved (it declares the intrinsic implicitly) and folds it the same way. Nothing links any release to the assertion: the fold that asserted is a December 2021 trunk state, and rotateright's proposed fix (D116322) came before the 14 branch.",
        notes="Command in prose: '`opt -instcombine` crashes on this IR:' (legacy pass flag), run as 'opt -instcombine -o /dev/null' (classes command-in-prose, legacy-pass-flag; the 56945/57368 convention: the flag as given). The IR block opens with '```declare i8 @llvm.smax.i8(i8, i8) nofree nosync nounwind readnone speculatable willreturn', so Markdown and fence.py read the declaration as the info string and turn 0 block 0 (copied verbatim as repro.ll) starts at the blank line after it: repro.ll calls @llvm.smax.i8 without declaring it (classes code-on-fence-line, missing-intrinsic-declaration; the 199418/mlir56 reading, repro.ll left unedited). 13, 14, 15: '4:16: error: use of undefined value '@llvm.smax.i8'' (exit 1) -> invalid-input (undeclared intrinsic on 13-16). 16 and 19 refuse the flag before parsing ('The `opt -passname` syntax for the new pass manager is not supported, please use `opt -passes=<pipeline>`', exit 1) -> invalid-input. llvm-22: the llvmlite driver takes no legacy pass flags ('unsupported: legacy pass flags (use -passes=)', exit 3) -> unsupported. The reported message is the title (class message-in-title; the body has only the godbolt link and the IR). rotateright's comment: 'InstCombine is expecting InstSimplify to squash the pattern before it gets too far, but the analysis got thwarted by having both \"nuw\" and \"nsw\" on the add', proposed fix https://reviews.llvm.org/D116322 (whether it landed is not in the excerpt, so no fixed_in). Labels compile-fail, llvm:codegen, new issue; closed; reporter regehr (2021-12-26), found by his student Hatsunespica. Found by the NVVM query (Q7), not by an intrinsic-specific one: llvm.smax is a generic intrinsic, so this is a neighbour of the theme.",
    ),
    57871: dict(
        tool="opt", args=["-passes=verify", "-o", "/dev/null"],
        reported_signature="opt -passes=verify crashes (message not in the thread; godbolt only) in the IR Verifier's check of llvm.experimental.gc.result when its token operand is poison, in an unreachable block of @foo (gc \"statepoint_example\"); found by AzulSystems FuzzGen (dbakunevich, September 2022); fixed by D134427 / fecfd012523f, which lets poison and undef tokens through",
        reported_message=None,
        signature_regex=None,
        assertion_only=None, status=st(I, E, E, C, C, C),
        classes=["ir-verifier", "fuzzer", "command-in-prose", "godbolt-only", "reported-message-missing", "fixed-in-known"],
        fixed_in="dbakunevich (comments, 2022-10-19): 'Fix of this bug: https://reviews.llvm.org/D134427' and 'Link on fix commit: https://github.com/llvm/llvm-project/commit/fecfd012523f963666caeb7e65cca3cd0ec1c159'",
        variant_evidence="None: no release crashes. 14 and 15 (release) reject the module in opt's input verification with a clean diagnostic, 'gc.result operand #1 must be from a statepoint' for '%a = call noundef i32 @llvm.experimental.gc.result.i32(token poison)', then 'error: input module is broken!' (exit 1): the very check the report says crashes, answering with a diagnostic instead. 16, 19 and llvm-22 accept the module (the fix D134427, October 2022, before the 16 branch, makes the verifier skip poison/undef tokens) and exit 0 with an empty stderr.",
        notes="IR in the ```llvm block of the description (@foo with gc \"statepoint_example\" and 'personality ptr @P', a gc.result on 'token poison' in the unreachable block %label_2, declarations of the intrinsic and of @P), copied verbatim as repro.ll (turn 0 block 0). Command in prose: 'Run `opt -passes=verify`', run as 'opt -passes=verify -o /dev/null' (class command-in-prose). The crash text is only behind the godbolt link (https://godbolt.org/z/c1eK43ehY): reported_message null, no signature_regex (classes godbolt-only, reported-message-missing). 13: '1:60: error: invalid forward reference to function as global value!' at 'personality ptr @P' (opaque ptr on 13) -> invalid-input. 14 (with -opaque-pointers) and 15 -> error (the input verifier's clean diagnostic, the 176490 / 'input module is broken!' reading). 16, 19, llvm-22 -> clean (fixed before 16; fix named in the thread, class fixed-in-known). Whether the input is valid IR was the question of the report (a gc.result on a poison token, not tied to a statepoint); it proposes either dropping the check or exempting poison/undef tokens, and the fix took the second, so the module is valid from 16 on (no crash-on-invalid class). Label llvm:optimizations; closed; reporter dbakunevich (2022-09-21). In theme as a verifier crash on an intrinsic's operand (gc.result is a target-independent intrinsic of the statepoint family).",
    ),
}

NO_REPRO_BATCH = {
    199191: dict(
        classes=["no-runnable-reproducer", "input-not-attached", "sanitizer-only", "fuzzer", "gvn", "excerpt-truncated"],
        reported_signature="AddressSanitizer heap-buffer-overflow read in GCRelocateInst::getBasePtr() (IntrinsicInst.cpp:873, 'return *(Opt->Inputs.begin() + getBasePtrIndex());', then Use::operator Value* at Use.h:54) when a gc.relocate's base-pointer index (59 in the PoC) is out of range of its gc.statepoint's operand bundle; found with llvm-opt-fuzzer--x86_64-gvn under ASan (TYGLS, May 2026)",
        reported_message=None,
        notes="The description explains the cause in prose and shows only the two crashing source lines and the ASan build flags (three code blocks, none IR); the input is the fuzzer's PoC for llvm-opt-fuzzer--x86_64-gvn (a binary test case), and the excerpt stops at '**[Moderator note: binaries are not provided by the L', i.e. the binary was removed from the thread. No IR, no opt command and no sanitizer output are in the text (classes input-not-attached, excerpt-truncated); the failure needs an ASan build to show (sanitizer-only). Labels crash, generated by fuzzer, llvm:ir; closed; reporter TYGLS (2026-05-22); no comment in the excerpt. In theme as an intrinsic-operand bounds bug (gc.relocate/gc.statepoint) reached from GVN.",
    ),
}

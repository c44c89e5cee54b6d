"""Fresh batch 128: crash reports of llvm/llvm-project filed as regressions between releases ("regression in LLVM
N", "worked in clang N, crashes in N+1", "since commit", "bisected to", "after D12345 / #12345 landed", "reverted
because it crashes", post-commit crash reports naming an llc/opt reproducer), llc and opt, any backend. 37 look-ups
(all `search`, corpus `issues`; no `find_string`, `read_file` or `fetch`). The vein is dry for runnable reports:
every llc/opt regression thread with IR in its text that the queries surfaced (well over a hundred distinct llvm-project
numbers: andrewrk's "LLVM N regression" reports, berolinux's "[18 regression]" ones, dyung's "A/F: ... after
<commit>", nathanchance's kernel bisections, mikaelholmen's "starts crashing with this patch", dtcxzyw's
regression:N-labelled fuzzer reports, the RISC-V/AArch64/AMDGPU/WebAssembly/SystemZ/PowerPC ones) was already in
/work/llvm_seen.txt. What was new was only clang-driven: C sources or attachments with a bisected culprit or a
version window. So the batch holds no runnable issue (BATCH is empty) and three reports without a runnable
reproducer (NO_REPRO_BATCH), each a regression report in the theme's sense: 59677 (a commit-comment report turned
into an issue, "I bisected a regression (failed assert) down to this commit", C source for clang on
i686-w64-mingw32), 75168 (clang 17 only, "don't see this with clang-16 or clang-18", C source with
-fzero-call-used-regs=used-gpr) and 60367 (a clang-16 snapshot crash with attached preprocessed source, the
culprit guessed by fhahn and reverted on the release branch)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh128"

BATCH = {}

NO_REPRO_BATCH = {
    59677: dict(
        classes=["no-runnable-reproducer", "clang-only", "x86", "isel-sdag", "assertion-only", "culprit-known"],
        reported_signature="Assertion `N->getNumOperands() == 1 && \"Update with wrong number of operands\"' failed in SelectionDAG::UpdateNodeOperands (SelectionDAG.cpp:9530) when clang -target i686-w64-mingw32 -ffast-math -O2 compiles a cold loop calling sin(2 * b); bisected by the reporter to commit f738ab9075f838dd4365adf3a92ca1acced114d7 (LebedevRI quoting mstorsjo's commit comment, December 2022)",
        reported_message="clang: ../lib/CodeGen/SelectionDAG/SelectionDAG.cpp:9530: llvm::SDNode* llvm\n::SelectionDAG::UpdateNodeOperands(llvm::SDNode*, llvm::SDValue): Assertion\n`N->getNumOperands() == 1 && \"Update with wrong number of operands\"' failed.",
        culprit="Reporter (description): 'https://github.com/llvm/llvm-project/commit/f738ab9075f838dd4365adf3a92ca1acced114d7#commitcomment-94013834 ... I bisected a regression (failed assert) down to this commit.'",
        notes="Filed by LebedevRI (2022-12-23, labels crash, llvm:codegen; closed) on behalf of @mstorsjo, whose commit comment on f738ab9075f8 it copies. The input is a six-line C function ('float *a; int b; double sin(); __attribute__((cold)) int c() { for (; b; b++) a[b] = sin(2 * b); }') and the command 'clang -target i686-w64-mingw32 -c test.c -ffast-math -O2'; the assertion text is wrapped over three lines in the excerpt (reported_message kept as shown). No IR, no llc/opt command and no comment are in the excerpt, so nothing can be run with llc or opt (class clang-only); the assertion is in SelectionDAG, i.e. the x86 (i686 MinGW) DAG combine/legalization the fast-math sin loop reaches. The regression window is the one commit named (class culprit-known; no fix in the excerpt). The neighbouring 59676 ('Crash after rG114cc45a095e', LebedevRI for nathanchance, same day) is already in the corpus.",
    ),
    75168: dict(
        classes=["no-runnable-reproducer", "clang-only", "x86", "machine-pass", "no-message-crash", "regression-window"],
        reported_signature="clang 17.0.6 (apt.llvm.org build; the dump's addresses 0x0000fffe... suggest an arm64 host) crashes with a signal in 'Prologue/Epilogue Insertion & Frame Finalization' on @f, an indirect tail call through a struct member, when compiling for x86_64-unknown-linux-gnu at -O2 with -fzero-call-used-regs=used-gpr; not seen with clang 16 or clang 18 (arndb, December 2023)",
        reported_message="PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace, preprocessed source, and associated run script.",
        notes="Open issue by arndb (2023-12-12, no labels in the excerpt), found while building the Linux kernel: 'I ran into a crash while building the Linux kernel with clang-17, version 17.0.6 ..., don't see this with clang-16 or clang-18' (a 17-only regression window, class regression-window). The reproducer is C, 'extern struct { void (*cb)(void); } s; void f(void) { s.cb(); }', compiled with 'clang-17 -target x86_64-unknown-linux-gnu -O2 -fzero-call-used-regs=used-gpr -c test.c'; no IR and no llc/opt command are in the thread text (class clang-only). The dump has no assertion or LLVM ERROR line (a release build: frames in libLLVM-17.so.1, the excerpt cut at '#5 ... llvm::Machine'), so reported_message is the dump's first line; the crashing pass is 'Prologue/Epilogue Insertion & Frame Finalization' on '@f' (the zero-call-used-regs sequence is inserted there). The known 63422 (arndb, 'clang-17 llvm::MachineFunctionPass::runOnFunction crash on invalid input', June 2023) shows the same pass crashing with the same flag on a clang-17 snapshot (probably the same bug; 75168 itself does not name it, so no related-issue-named class).",
    ),
    60367: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "x86", "culprit-known", "fixed-in-known"],
        reported_signature="clang-16 snapshot (apt.llvm.org) crashes while compiling the Linux kernel's arch/x86/kernel/head64.c in a randconfig build (x86_64, -O2, -fsanitize=kcfi, kernel code model); the input is only the attached preprocessed source and run script (arndb, January 2023)",
        reported_message="PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace, preprocessed source, and associated run script.",
        culprit="fhahn (comment, 2023-01-29): 'Just looking at the crash log, this looks like it may be caused by de122cb92008. To fix this on the release branch, we should either revert the commit or pick 5b16cd97b8e1, 54ee1ff254db, cdeaf5f28c3d, 19f512055c1f'",
        fixed_in="fhahn (2023-02-06): 'it looks like the commit I had in mind is already reverted on the branch ... It shouldn't crash on either `main` or `release/16.x`'; arndb (2023-02-08): 'I retested with the latest clang-16 snapshot from apt.llvm.org, and can confirm that it's fixed now.'",
        notes="Open issue by arndb (2023-01-29, no labels in the excerpt). The description links head64-3af2ae.c.gz and head64-3af2ae.sh.gz (attachments) and pastes the dump inside <pre>, cut by the excerpt in the long clang-16 command line (the failing pass and the message are not shown). No IR and no llc/opt command are in the thread (classes attachment-only, clang-only). In-theme as a release-branch regression: fhahn reads the crash log as caused by de122cb92008 (a change he names, not confirmed in the excerpt) and says the commit was already reverted on release/16.x; the reporter confirms the newest clang-16 snapshot no longer crashes.",
    ),
}

"""Fresh batch 170: crash reports of llvm/llvm-project looked for under the theme 'reproducer from a reducer or a
regression hunt' (llvm-reduce, reduced.ll, bugpoint-reduced-simplified.ll, creduce/cvise, 'reduced test case', and
reports naming the culprit: 'bisected to', 'caused by', 'first bad commit', 'regressed since', 'started failing
after', 'git bisect', with an llc/opt reproducer in the text). 41 look-ups (all `search`, corpus `issues`). The vein
is dry: every llc/opt/mlir-opt thread with a runnable reproducer that the queries surfaced (about 180 numbers, from
the Bugzilla era to September 2026, over X86, AArch64, RISC-V, PowerPC, Hexagon, LoongArch, SystemZ, NVPTX, AMDGPU,
ARM, WebAssembly, BPF, Mips, GlobalISel, MLIR and the IR passes) was already in a corpus or claimed. What was not
taken was off the brief: pull requests (78304, 133099: reduced IR that crashes only with the PR's patch applied),
tools other than llc/opt (55111 wasm-ld, 57138 llvm-reduce, 84622 ld.lld LTO with no input, 60045 BOLT-optimized
clang, 64157 an llvm-reduce test), clang front-end reports (207498, 132494), an empty issue labelled invalid (58998), a
build problem that did not reproduce (61399) and a clang 16 SLP segfault with no input in the text (77343). No runnable issue; two reports on the theme without a runnable reproducer (NO_REPRO_BATCH): a clang 17
x86-64 kernel-build segfault whose thread gives a C-Reduce reduction and attachments only, and a clang++ 19.1.7
segfault whose input is an attached tarball and whose culprit was found by git bisect."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh170"

BATCH = {}

NO_REPRO_BATCH = {
    67631: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "x86", "no-message-crash",
                 "related-issue-named", "excerpt-truncated"],
        reported_signature="clang 17 segfaults (stack dump, no assertion or error message in the text) while compiling the Linux kernel's arch/x86/power/cpu.c for x86_64 (-O2 -march=znver1 -mcmodel=kernel -mno-red-zone -fzero-call-used-regs=used-g..., kernel flags); C-Reduce reduces the input to an indirect call through a global function pointer, 'void (*x86_platform_0)(); void save_processor_state() { x86_platform_0(); }' (ambasta, September 2023)",
        reported_message=None,
        notes="Input: the reporter's comment attaches the preprocessed source and run script ('cpu-5141eb.c.txt', 'cpu-5141eb.sh.txt', clang's crash-reproducer files) and Endilll's comment gives a C-Reduce reduction as a ```cpp block of two lines of C; the description is a stack dump whose 'Program arguments' is a clang command line (cut by the excerpt inside '-fzero-call-used-regs=used-g'), so no frame, pass or message is in the text. No IR, MIR or llc/opt command is in the thread text, so nothing can be run with llc or opt (classes attachment-only, clang-only, excerpt-truncated). The reduced C (an indirect call with -fzero-call-used-regs in the kernel flags) points at x86 codegen, but the thread names no pass. History: the reporter ('Might be a duplicate of #63422') and Endilll ('Appears to be a duplicate of #63422 indeed. Fixed on post-17 trunk: https://godbolt.org/z/8jPcKzc9x') link it to #63422 (a number earlier batch paragraphs already name as known; class related-issue-named); closed as a duplicate. Labels clang; closed; reporter ambasta (2023-09-28). Two look-ups returned it: 'llc segfault X86 reduced.ll regression from LLVM 17 to 18' (the comments) and its title (the description).",
    ),
    124471: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "no-message-crash", "culprit-known"],
        reported_signature="clang++ 19.1.7 segfaults on an auto-generated crash reproducer (the attached eval-fc3c48.tar.gz, stack dump in eval-fc3c48.dump inside it); git bisect names 3d361b225fe89ce1d8c93639f27d689082bd8dad as the cause; later comments find it fixed on trunk, then back to clang 18's behaviour, then no longer crashing (jehelset, January 2025)",
        reported_message=None,
        culprit="shafik (comment, 2025-03-17): '@zyn0217 git bisect points to 3d361b225fe89ce1d8c93639f27d689082bd8dad as the cause for this regression'.",
        notes="The description is two lines: 'Attached auto-generated reproducer, stack-dump in eval-fc3c48.dump.' and the attachment link eval-fc3c48.tar.gz (clang's crash-reproducer bundle: preprocessed C++ and run script). No source, IR, stack or message is in the thread text, so nothing can be run (classes attachment-only, clang-only, no-message-crash). The comments read as a clang front-end crash (the bisected commit is pinged to zyn0217, a Sema maintainer; shafik's last comment: 'This probably should have a new issue if we believe clang is incorrect to accept this'), not an llc/opt one. History: zyn0217 (2026-07-15) 'Fixed on trunk: https://godbolt.org/z/xczKr6sKo', then 'we went back to the behavior of clang 18, so maybe this is still an issue'; hongtaihu (2026-07-30) 'Seems not to crash at present.' Open, no labels in the excerpt; reporter jehelset (2025-01-26). Returned by one look-up, 'llc segfault X86 reduced.ll regression from LLVM 17 to 18'.",
    ),
}

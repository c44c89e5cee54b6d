"""Fresh batch 185: llc/opt hangs and compile-time explosions of llvm/llvm-project reported as such ("hangs",
"infinite loop", "never terminates", "takes forever", "exponential compile time", "stuck in", "timeout", "out of
memory"), with IR in the thread, any backend and any pass (InstCombine/DAGCombiner ping-pong, SCEV, register
coalescer, greedy regalloc, machine scheduler, SimplifyCFG, JumpThreading, DFAJumpThreading, CodeGenPrepare,
NewGVN, SLP, LoopStrengthReduce, LoopUnroll, Attributor, Reassociate, type legalization, GlobalISel combiners;
X86, AArch64, RISC-V, PowerPC, ARM/Thumb, AMDGPU, Hexagon, SystemZ, NVPTX). The vein is dry: 45 look-ups (all
`search`, corpus `issues`, no `find_string` or `read_file`) returned, among llvm/llvm-project issues, only threads
already in a corpus, an excerpt file or a spec (well over a hundred distinct numbers, every hang report with IR in
its text among them), pull requests, new threads off the theme (miscompiles, libc++ strict-weak-ordering checks,
-verify-scev cache checks, questions), and other projects' threads. No runnable report was found,
so BATCH is empty. Three reports without a runnable reproducer are kept (NO_REPRO_BATCH): a Bugzilla-era
-verify-scev hang whose input is an attachment (June 2017), an AMDGPU compile-time/memory blow-up of August 2026
whose input is HIP source for clang, and a clang -O1 InstCombine hang of July 2023 whose input is C source and a
godbolt link."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh185"

BATCH = {}

NO_REPRO_BATCH = {
    32734: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "bugzilla-import", "hang-report", "scev", "systemz"],
        reported_signature="clang -cc1 for s390x (z13, -O3 with loop and SLP vectorization) on a Csmith test case does not terminate after an hour when '-mllvm -verify-scev' is given (a second without it); GlobalsModRef.cpp recurses very heavily in Constant::isConstantUsed(), and dumping that constant never ends (JonPsson, Bugzilla PR33387, June 2017)",
        reported_message=None,
        notes="Bugzilla import (PR33387; the 'Bugzilla Link | [33387]' table; labels bugzilla, loopoptim; closed; reporter JonPsson, 2017-06-09). The input is only the attachment 'test case' (a .gz behind a user-images link); the command is clang's, 'bin/clang -cc1 -triple s390x-ibm-linux -S  -target-cpu z13 -O3 -vectorize-loops -vectorize-slp  -o /dev/null -x ir ~/build-dev/test4.bc -mllvm -verify-scev', reading a bitcode file that is not in the thread text (classes attachment-only, clang-only). A hang, not a crash: no message and no stack (reported_message None). fhahn's comment (2022-03-20): 'It looks like current `opt` doesn't hang any longer, so this likely has been fixed: https://clang.godbolt.org/z/h6nK4bWM8' and the issue was closed; no fixing commit is named. Nothing runnable with llc or opt is in the thread text.",
    ),
    219708: dict(
        classes=["no-runnable-reproducer", "clang-only", "amdgpu", "slow-compile-report", "scheduler", "regalloc", "excerpt-truncated", "related-issue-named"],
        reported_signature="compile-time and memory blow-up: clang 23.1.0-rc3 spends ~11 minutes and 2.4 GB RSS in 'clang -cc1 -triple amdgcn-amd-amdhsa' (gfx90a, -O1, device LTO and -amdgpu-early-inline-all off) on one Composable Kernel FMHA backward explicit instantiation that ROCm 7.1's LLVM 20 builds within a CI budget; the title blames MachineScheduler + Greedy RA, and a maintainer's profile puts the hotspot in the machine scheduler's ReMat candidate LiveIn/LiveOut initialization (berolinux, August 2026)",
        reported_message=None,
        notes="The input is HIP source for clang ('A 15-line explicit instantiation — the file', where the excerpt of the description stops) of xformers' Composable Kernel FMHA backward instances, built with hipcc / clang 23.1.0-rc3 (OpenMandriva, HIP 7.14.0-therock-7.14, target gfx90a); no IR, MIR or llc/opt command is in the thread text (classes clang-only, excerpt-truncated). Not a crash and not a hang that never ends: a slow compile (class slow-compile-report). The reporter says it is not #86332 ('-amdgpu-early-inline-all=true' 8x memory; class related-issue-named). frederik-h (comments 2026-09-03 and 2026-09-15) reproduced it with similar times, found the machine-scheduler hotspot, opened draft PR #220924 (about 2 minutes less; 'I suppose this will not \"solve\" this issue'), and reports it merged into main. Labels backend:AMDGPU, slow-compile; open; reporter berolinux (2026-08-29).",
    ),
    63905: dict(
        classes=["no-runnable-reproducer", "clang-only", "godbolt-only", "hang-report", "instcombine", "x86", "excerpt-truncated"],
        reported_signature="clang -O1 hangs ('Killed') on x86_64 on a small C program with a 32-bit rotate idiom (x << n | x >> (32 - n)) used inside nested loops; opt-bisect-limit points at InstCombinePass; a recent regression of clang 17.0.0 trunk 46333f71f8e0 (shao-hua-li, July 2023)",
        reported_message=None,
        notes="The input is only C source, in a console transcript ('% cat a.c' ... '% clang-tk -O1 a.c' / 'Killed'), plus 'Compiler explorer: https://godbolt.org/z/YxeGxrWod'; no IR is in the thread text as excerpted (classes clang-only, godbolt-only). A hang, not a crash (reported_message None). The only comment in the excerpt (Karan741187, 2023-07-17) is cut after 'Hey, I'm new to open source and interested' (class excerpt-truncated); two queries returned the same excerpt. Labels llvm:hang, llvm:instcombine; closed; reporter shao-hua-li (2023-07-17), against trunk between the 16 and 17 branches. Nothing runnable with llc or opt is in the thread text.",
    ),
}

"""Fresh batch 114: meant to be llc crash reports of the AMDGPU / R600 backend imported from Bugzilla (issue
numbers below about 53000, typed-pointer IR). The search index holds almost none of them: 45 look-ups (44 `search`, 1 `find_string`) returned
one Bugzilla-imported AMDGPU thread with a reproducer-free body (29261, already known) and one more in a
related answer (51853, known), and nothing else from the Bugzilla era for AMDGPU or R600. The batch therefore
holds the two nearest threads the vein gave: 53939, filed a month after the Bugzilla migration (typed-pointer
AMDGPU IR, llc command in the body, the same bug as the known Bugzilla import 51853), and 55679, a TeraScale
(R600 backend) crash report with no IR at all."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh114"

BATCH = {
    53939: dict(
        tool="llc", args=["-O0", "-mtriple=amdgcn-amd-amdhsa", "-disable-promote-alloca-to-lds", "-mcpu=gfx906", "-filetype=asm", "-o", "/dev/null"],
        reported_signature="'unhandled address space' (the title; an llvm_unreachable of SITargetLowering reached in an assertions build, arsenm: 'Where it's asserting is interesting') when llc -O0 for amdgcn-amd-amdhsa gfx906 lowers an OpenMP global-ctor function (kept alive by @llvm.used) that stores a double into an addrspace(4) (constant) global; typed-pointer IR, February 2022",
        reported_message="unhandled address space",
        signature_regex=r"unhandled address space",
        assertion_only=True, status=st(O, O, O, O, O, C),
        classes=["amdgpu", "isel-sdag", "assertion-only", "unreachable-message", "message-in-title", "command-in-prose", "typed-pointers", "godbolt-only", "related-issue-named", "excerpt-truncated", "fixed-by-22"],
        variant_evidence="Assertion-only: 'unhandled address space' is the text of an llvm_unreachable (in an assertions build it prints that line and 'UNREACHABLE executed at ...'; a related Bugzilla import by another reporter for the same OpenMP pattern, 51853 = bz52511, shows 'unhandled address space / UNREACHABLE executed at .../lib/Target/AMDGPU/SIISelLowering.cpp:8869!' in the same search answer). In release builds the unreachable is compiled out. 13, 14, 15, 16 and 19 (release) all abort (SIGABRT) with 'LLVM ERROR: Cannot select: <node>: ch = store<(store (s64) into @_ZL17smallx_log_smallx, addrspace 4)> ...' in 'AMDGPU DAG->DAG Pattern Instruction Selection' on '@__omp_offloading__fe05_c0b470_smallx_log_smallx_l11_ctor': the very store into addrspace(4) the report is about, left unselected in the pass whose SITargetLowering code holds the unreachable. That links the two strongly, but the release builds print a different named fatal error (report_fatal_error 'Cannot select') and nothing names the unreachable, so by the corpus rule 'a different named error in the same pass' (59275 on 14, 198107 on 14/15) they are other-crash. llvm-22 (assertions on) exits 0 with an empty stderr: neither the unreachable nor the Cannot select fires any more.",
        notes="Body: 'Reproducer (llc -O0 -mtriple=amdgcn-amd-amdhsa -disable-promote-alloca-to-lds -mcpu=gfx906 -filetype=asm simplified.ll -o simplified.s):' then the module in a ``` block (turn 0 block 0, copied verbatim as repro.ll) and a godbolt link -> run as that command with '-o /dev/null' (command-in-prose). Typed pointers (i8*, void ()*, double addrspace(4)*): 13-16 read them natively, 19 and llvm-22 as ptr. The reported message is only in the title ('[AMDGPU] unhandled address space (store a double to addrspace(4))'); the excerpt ends inside arsenm's first comment ('Where it's asserting is interesting. However store to 4 is stor...'), so the fix is not named. 13, 14, 15, 16, 19 -> other-crash (see variant_evidence: 'Cannot select' of the addrspace-4 store in the same ISel pass; other reading: reproduces as the release form of the unreachable, class release-variant-crash, since the unselected node is exactly the store the unreachable is about). llvm-22 -> clean (fixed by 22.1). By hand on 19 (not saved): without -O0 (default -O2) the same 'Cannot select' store abort; with the @llvm.used line deleted (the reporter's first workaround) the dead internal ctor goes away and llc 19 instead segfaults later in 'Function register usage analysis' (a different failure, not part of this label). Out of the theme's strict window: issue 53939 was filed on GitHub on 2022-02-18, after the Bugzilla migration (no Bugzilla table), about 900 numbers above 53000; kept as the one AMDGPU llc crash with typed-pointer IR and a command in the text that the vein gave. Labels backend:AMDGPU; closed; reporter chichunchen.",
    ),
}

NO_REPRO_BATCH = {
    55679: dict(
        classes=["no-runnable-reproducer", "clang-only", "amdgpu", "r600", "isel-sdag", "release-build-report", "regression-window", "related-issue-named"],
        reported_signature="'LLVM ERROR: Cannot select: t3: i32 = addrspacecast[0 -> 5] Constant:i32<0>' in function AdvancePaths_MK_DL_SAMPLE_BSDF when Mesa Clover 22 with LLVM 15 (built from the repositories) compiles the Luxmark 3.1 OpenCL benchmark for a TeraScale 2 GPU (Radeon HD 5870, Cypress, i.e. the R600 backend); a regression against older LLVM/Mesa builds",
        reported_message="LLVM ERROR: Cannot select: t3: i32 = addrspacecast[0 -> 5] Constant:i32<0>",
        notes="No IR, no llc command: the failing kernel is Luxmark's OpenCL source compiled at run time by Mesa's Clover (the reporter only guesses that AdvancePaths_MK_DL_SAMPLE_BSDF is a Luxmark function), so nothing in the thread can be run; a tool must say there is no reproducer. The description names two sibling reports (#54942, a TeraScale 3 assertion 'ALU clause is too big' in R600ControlFlowFinalizer, and #54947, a non-crash on GCN), and the reporter's first comment quotes an older GCN crash of the same shape ('Cannot select: ... i32 = addrspacecast[0 -> 5] Constant:i64<0>' in AdvancePaths_MK_DL_ILLUMINATE) seen with LLVM 11. Outside the theme's strict window (filed on GitHub 2022-05-24, not a Bugzilla import), kept because it is an R600-backend crash report and the Bugzilla-era AMDGPU/R600 vein was empty. Labels backend:AMDGPU, OpenCL; closed; reporter illwieckz.",
    ),
}

"""Fresh batch 104: AMDGPU crash reports reached through MIR and machine passes (-run-pass on AMDGPU MIR, machine
verifier, AMDGPU opt passes). The vein was dry: the session's search budget ran out after 15 answered look-ups, every complete
AMDGPU reproducer they returned was already known, and the two new crash reports taken have no runnable reproducer in
their thread text (NO_REPRO_BATCH); BATCH is empty."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh104"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    56051: dict(
        tool="llc",
        classes=["amdgpu", "machine-pass", "machine-verifier", "mir", "no-runnable-reproducer", "in-tree-test-only", "needs-unlanded-patch", "excerpt-truncated"],
        reported_signature="'Bad machine code: Multiple connected components in live interval' from -verify-machineinstrs after 'si-optimize-exec-masking-pre-ra' (SIOptimizeExecMaskingPreRA does not preserve LiveIntervals) on the in-tree test CodeGen/AMDGPU/optimize-negated-cond-exec-masking-wave32.mir (RUN lines for gfx1010 and gfx1100), seen only with the MachineVerifier part of the unlanded Phabricator patch D127731 ('WIP: [MachineVerifier] Try harder to verify analyses') applied to llc (June 2022)",
        reported_message="Bad machine code: Multiple connected components in live interval",
        notes="No input in the thread: the failing inputs are LLVM's own test files, named only by path ('FAIL: LLVM :: CodeGen/AMDGPU/optimize-negated-cond-exec-masking-wave32.mir', 'a couple of AMDGPU CodeGen tests'), and the lit 'Script:' RUN lines ('llc -march=amdgcn -mcpu=gfx1010 -verify-machineinstrs -run-pass=si-optimize-exec-masking-pre-ra -o - .../optimize-negated-cond-exec-masking-wave32.mir | FileCheck ...', and the same with -mcpu=gfx1100) look runnable but point at a file the thread does not hold. Even with that file, no shipped llc shows the failure: the verifier message appears only with the MachineVerifier half of D127731 applied (a WIP review that checks the LiveIntervals a pass claims to preserve), so the bug is a pass that wrongly claims to preserve LiveIntervals, invisible to a stock -verify-machineinstrs. New classes: in-tree-test-only (the input is an LLVM test file named by path, not in the thread), needs-unlanded-patch (the failure shows only in an llc carrying a patch that never landed). The excerpt is cut inside the second RUN line ('optimize-negated-con'); the rest of the lit output (the verifier dump) was not seen. Labels backend:AMDGPU, obsolete; closed; reporter jayfoad; no comment in the excerpt.",
    ),
    87062: dict(
        tool="llc",
        classes=["regalloc", "no-runnable-reproducer", "input-not-attached", "option-driven-crash", "excerpt-truncated"],
        reported_signature="'error: Cannot open inbound file: No such file or directory', then a segfault in 'Greedy Register Allocator' on @main (frame #0 PrintStackTrace; the dump is cut there) when llc 18.1.2 runs with --regalloc-enable-priority-advisor=release --regalloc-priority-interactive-channel-base=foo (a nonexistent path) on acpi_listen.bc (March 2024)",
        reported_message="error: Cannot open inbound file: No such file or directory",
        notes="The only input is '/mnt/data/acpi_listen.bc', a bitcode file on the reporter's machine that is neither attached nor shown (no IR in the thread), so nothing in the text can be fed to llc, although the crash is driven by the two options and the reporter says any nonexistent channel path crashes. Command: '.../llc --regalloc-enable-priority-advisor=release --regalloc-priority-interactive-channel-base=foo /mnt/data/acpi_listen.bc -o /mnt/data/acpi_listen.s'. Target unknown (the bitcode's triple is not shown; likely the reporter's x86_64 host), so no backend class. New class: option-driven-crash (the crash comes from a command-line option combination, the input only has to reach the pass). By-hand controls on this machine with a 5-line function of my own (not from the thread, not saved; mul/add/sdiv of two i32 arguments, default x86_64 target): 13, 14 and 15 do not know --regalloc-enable-priority-advisor and 16 does not know --regalloc-priority-interactive-channel-base ('Unknown command line argument', exit 1); 19 prints the reported 'error: Cannot open inbound file: No such file or directory' and then segfaults (exit 139) in 'Greedy Register Allocator' on @main with frame #4 llvm::Logger::switchContext, i.e. the reported crash; a ret-only function exits 0 on 19 (nothing to allocate, the advisor never runs). Sibling reports by the same reporter (TyeYeah: 87057, 87063, other llc option combinations on acpi_listen.bc) are already known (llvm_seen.txt); the thread does not name them. Open; no labels or comments in the excerpt; the excerpt is cut in frame #0.",
    ),
}

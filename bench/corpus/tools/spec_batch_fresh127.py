"""Fresh batch 127: crash reports of llvm/llvm-project whose reproducer is MIR or a partial code-generation pipeline
(llc -run-pass=..., -start-before/-start-after/-stop-after, -x mir, MIR parser crashes, machine-pass crashes reported
on MIR; AMDGPU first: si-fold-operands, si-insert-waitcnts, machine-scheduler, greedy, twoaddressinstruction,
si-lower-sgpr-spills, amdgpu-regbankselect/regbanklegalize; then any backend). The vein is dry: 44 look-ups (all
`search`, corpus `issues`) returned almost only threads already in a corpus (llvm_seen.txt) or pull requests; the
AMDGPU MIR reports the index holds (64809, 109294, 139791, 211581, 120970, 126107, 55827, 67188, 75276, 38788,
125948, 175985, ...) are all known. No new report with a complete, runnable MIR or IR reproducer came back, so
BATCH is empty. Three reports without a runnable reproducer are kept (NO_REPRO_BATCH): two in theme, found through
the register-coalescer seam (204036, a 2026 Thumb2 RegisterCoalescer report whose MIR is cut by the excerpt inside
its embedded IR module; 38255, a 2018 Bugzilla AMDGPU MIR report run with -start-before simple-register-coalescing
that needs a locally patched coalescer and whose inline MIR is cut, the full file attached), and one machine-pass
neighbour (157118, an AArch64 'Machine InstCombiner' assertion reported on C source with clang only)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh127"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    204036: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "arm", "mir", "regalloc", "machine-pass",
                 "reported-message-missing", "fixed-in-known"],
        reported_signature="RegisterCoalescer's elimination of undef COPYs does not propagate 'undef' to uses that are sub-register definitions (thumbv7-unknown-linux-android29, MIR of @_Z10test_crashv: an <8 x i32> built by insertelement in a loop; first reported in a comment on PR 200532 by DKLoehr); the crash text is not in the excerpt (bababuck, June 2026, labels confirmed, crash-on-valid, llvm:codegen)",
        reported_message=None,
        fixed_in="PR #204039 '[CodeGen] Ensure `undef` propagation when an undef copy is eliminated if used as a subregister def' (bababuck): 'Fixes #204036.' (seen in the search result for that PR)",
        notes="The reproducer is a MIR file in the description's only fence ('--- |' followed by the embedded IR module: ModuleID 'repro.ll', datalayout and triple thumbv7-unknown-linux-android29, globals @test_crash_format and @global_out, define @_Z10test_crashv with blocks entry and for.cond). Both times the issue came back (three queries, one identical excerpt) the excerpt stops inside that embedded IR, at '    %4 =' in for.cond, before the end of the function, before its attribute group #0 and the !tbaa metadata !5 it uses, and before the machine-function part of the MIR (name, registers, body) that a -run-pass run would need. No command, no pass name on a command line and no error text are in the excerpt (class reported-message-missing); the title and the description name the register coalescer's undef-copy elimination. Nothing can be run (class excerpt-truncated). Context from other search results (pull requests, not this thread): PR 204039 says 'Fixes #204036' and adds an ARM IR test (copy-undef.ll, 'RUN: llc < %s', same datalayout and triple); PR 202599 says the underlying issue ('RegisterCoalescer eliminating an undef COPY and leaving a partial subregister redef that reads a value that no longer exists') was fixed in #204039 and that its MIR test reproduces the 'Instruction is reading nonexistent value' error of #202263 when #204039 is reverted; whether 204036's own run printed that assertion is not in the excerpt. Closed; reporter bababuck (2026-06-16); no comment in the excerpt.",
    ),
    38255: dict(
        classes=["no-runnable-reproducer", "amdgpu", "mir", "regalloc", "machine-verifier", "bugzilla-import",
                 "attachment-only", "excerpt-truncated", "needs-unlanded-patch", "run-line"],
        reported_signature="'*** Bad machine code: Multiple connected components in live interval ***' from the machine verifier after Simple Register Coalescing on AMDGPU MIR (function f3, sreg_32 IMPLICIT_DEF/COPY across blocks), seen only when AU.addPreserved<LiveIntervals>() is removed from RegisterCoalescer::getAnalysisUsage; 'llc -O1 -o - foo_amd.mir -verify-machineinstrs -start-before simple-register-coalescing -march=amdgcn' (mikaelholmen, Bugzilla PR38907, September 2018)",
        reported_message="*** Bad machine code: Multiple connected components in live interval ***",
        notes="Bugzilla import ('Bugzilla Link | [38907]', Version trunk, OS Linux; labels bugzilla, regalloc; closed; reporter mikaelholmen, 2018-09-12). The command is complete in the description ('llc -O1 -o - foo_amd.mir -verify-machineinstrs -start-before simple-register-coalescing -march=amdgcn', and again as the test case's '# RUN:' line) and the MIR test case is pasted inline after it, but the excerpt (three queries, one identical excerpt) stops inside bb.1 at '    %6:sreg_32 = COPY killed', before the rest of the body; the full input is only the attachment 'reproducer' (a .gz behind a user-images link, class attachment-only, excerpt-truncated). Even with the whole file nothing shipped would show the failure: the reporter gets the verifier error only after deleting 'AU.addPreserved<LiveIntervals>();' from RegisterCoalescer::getAnalysisUsage ('In a way it's a silly case of \"if I do a stupid thing in the coalescer, then something goes wrong\"'), i.e. with a locally modified llc (class needs-unlanded-patch, as fresh104's report of a pass that wrongly claims to preserve LiveIntervals). No comment in the excerpt; the resolution is not shown.",
    ),
    157118: dict(
        classes=["no-runnable-reproducer", "clang-only", "aarch64", "machine-pass", "inline-asm", "assertion-only",
                 "fixed-in-known"],
        reported_signature="Assertion `isReg() && \"This is not a register operand!\"' failed in MachineOperand::getReg (MachineOperand.h:369) in 'Machine InstCombiner' on @test_vaba_u8, C source with arm_neon.h: an inline asm '+w' on a uint8x8_t followed by vaba_u8, at every optimisation level except -O0 (ostannard, September 2025, labels backend:AArch64, crash-on-valid, generated by fuzzer)",
        reported_message="clang: /work/llvm-project/llvm/include/llvm/CodeGen/MachineOperand.h:369: llvm::Register llvm::MachineOperand::getReg() const: Assertion `isReg() && \"This is not a register operand!\"' failed.",
        fixed_in="PR #157210 '[TargetInstrInfo][AArch64] Don't assume register came from operand 0 in canCombine' (topperc): 'Fixes #157118' (seen in the search result for that PR)",
        notes="The input is only C for clang: a ```c block (#include <arm_neon.h>; uint8x8_t test_vaba_u8(a, b, c) { asm volatile(\"\" : \"+w\" (a)); return vaba_u8(a, b, c); }) compiled with '/work/build/bin/clang -c test.c -O1' (default target, an AArch64 host judging by the aarch64 frame addresses and linux-vdso); the dump names 'Machine InstCombiner' on '@test_vaba_u8'. No IR, no llc/opt command and no MIR are in the thread text, so nothing can be run with llc (class clang-only; the neon header and the vaba_u8 builtin need clang). The fix PR 157210 (topperc) gives the cause: TargetInstrInfo's canCombine assumed the combined register came from operand 0 of the producing instruction ('We already have the register number from the user operand. Use it instead of assuming it must be operand 0 of the producing instruction.'); that the producer here is the inline asm defining a is a reading of the C, not stated in the excerpt. Closed; reporter ostannard (2025-09-05); no comment in the excerpt.",
    ),
}

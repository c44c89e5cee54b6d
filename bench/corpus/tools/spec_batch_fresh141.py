"""Fresh batch 141: llc crash reports of llvm/llvm-project on PowerPC, Mips, SystemZ, LoongArch, Sparc and Lanai
whose assertion or stack names the target's own code (PPCISelLowering, PPCISelDAGToDAG, PPCInstrInfo::copyPhysReg,
PPCRegisterInfo::eliminateFrameIndex, PPCMIPeephole, PPCAIXAsmPrinter, PPCFastISel, MipsSEISelLowering,
MipsISelLowering/LowerCall, MipsFastISel, MipsDelaySlotFiller/MipsBranchExpansion, SystemZISelLowering,
SystemZInstrInfo, LoongArchISelLowering (LASX shuffle lowering), SparcISelLowering/LowerF128, LanaiISelLowering), or
"Cannot select" / "Do not know how to" on those targets with their node names (PPCISD, MipsISD, SystemZISD,
LoongArchISD, SPISD), any year. The vein was dry: 41 look-ups (all `search`, corpus `issues`) returned no
llvm/llvm-project crash report of these targets with a runnable reproducer that was not already in `llvm_seen.txt`.
The index answers every PowerPC query with the same known cluster (171869, 222083, 166525, 214192, 214198, 194257,
167672, 118695, ...; mostly alexrp's Zig reductions and XChy's backsmith fuzzer series), every LoongArch query with
159529/170976/172154/177155/186645/176839/172964/219224, every Mips query with 63608/102870/96432/142060/203378/118223,
every SystemZ query with 124001/168460/61291/95119, every Sparc query with 103493/209491/48042/59646, and no Lanai
thread at all; the rest were PRs and other projects' trackers. New threads met but not taken: 212163 (named by PR
215414; it is itself a closed PR), 137000 (named by PR 145868 'Fix xvshuf instructions lowering', a wrong-code bug,
never returned itself), 145411 (named by PRs 149983/159538, wrong-ISA instructions for mips2, not a crash), 217368 (an
llvm-mc delay-slot miscompile), 91948 (a clang driver diagnostic), 147769 (a missed optimization), 149755 (a
cherry-pick thread) and 217023 (a clang frontend fuzzer report). BATCH is empty; the one in-theme crash report
without a runnable reproducer (a Mips "Cannot select: MipsISD::Sync" in clang on C source, March 2023) is in
NO_REPRO_BATCH."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh141"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    61166: dict(
        classes=["mips", "isel-sdag", "no-runnable-reproducer", "clang-only", "godbolt-only", "excerpt-truncated", "fixed-in-known"],
        reported_signature="fatal error: error in backend: Cannot select: ch = MipsISD::Sync ..., Constant:i32<0> in 'MIPS DAG->DAG Pattern Instruction Selection' on @square, when clang (trunk on godbolt) compiles a C11 __c11_atomic_store(&a, 1, __ATOMIC_RELEASE) for --target=mips-gnu-linux -march=mips1 (MIPS I has no SYNC instruction; __ATOMIC_RELAXED compiles) (vit9696, March 2023)",
        reported_message="fatal error: error in backend: Cannot select: 0x55e91cdb9360: ch = MipsISD::Sync 0x55e91cdb9050:1, Constant:i32<0>, example.c:4:5",
        fixed_in="PR 190129 '[Mips] Support mips1 and singlethread ATOMIC_FENCE' (yingopq, 2026-04-02, merged): 'Fix #61166.'; vit9696 (2026-04-16): 'Tested, works as expected.' (seen in the search result for that PR)",
        notes="In theme: the failure is a 'Cannot select' on the Mips target node MipsISD::Sync, built by MipsTargetLowering::lowerATOMIC_FENCE (the fixing PR's diff is in that function). The only input in the thread text is C source (a ```c block: '_Atomic int a; void square(void) { __c11_atomic_store(&a, 1, __ATOMIC_RELEASE); }') and the command is a clang driver line ('clang --target=mips-gnu-linux -march=mips1 -c t.c -o t.o' in the prose; the dump's Program arguments are godbolt's clang-trunk with --target=mips-gnu-linux -march=mips1). No IR and no llc/opt command are in the text, so nothing can be run with llc from it (classes clang-only, godbolt-only: the dump is godbolt's '/opt/compiler-explorer/clang-trunk'). The excerpt stops at the first stack frame ('#0 0x000055e91345208f llvm::sys::PrintStack'). The excerpt shows no comment and no labels; its state reads 'open', although PR 190129 (merged) says it fixes the issue. Reporter vit9696 (2023-03-03). Excerpt returned twice, identical, by the two queries in tools/excerpts/61166.json.",
    ),
}

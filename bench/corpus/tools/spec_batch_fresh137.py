"""Fresh batch 137: llc crash reports of llvm/llvm-project in target-independent machine passes named by their
class (MachineScheduler/ScheduleDAGInstrs, RegisterCoalescer, LiveIntervals/LiveRangeEdit/SplitKit, MachineSink,
MachineLICM, TwoAddressInstructionPass, PeepholeOptimizer, BranchFolding/TailDuplicator, IfConverter,
EarlyIfConversion, MachineCSE, MachineCopyPropagation, ExpandPostRAPseudos, PrologEpilogInserter, StackColoring,
RegAllocGreedy/RegAllocFast "ran out of registers") on targets other than AMDGPU, any year. 41 look-ups (all
`search`, corpus `issues`). The vein is mined out: of the roughly 120 distinct llvm/llvm-project threads the
queries returned, every crash report whose thread text holds a runnable IR or MIR reproducer was already in
/work/llvm_seen.txt; the new threads were miscompiles (72855, 64060, 115862, 144823), missed-optimisation or
clang-C reports (133569, 28118, 107703), an AMDGPU miscompile (225054) or only named in another project's PR
(48255, 48911). So the batch has no runnable issue (BATCH is empty) and three in-theme crash reports without a
runnable reproducer (NO_REPRO_BATCH): a SystemZ RegisterCoalescer/LiveIntervals 'Bad machine code' report whose
input is only an attached testcase.tar.gz (55212), a Bugzilla-imported PowerPC 'Use not jointly dominated by
defs' (LiveRangeCalc, LiveIntervals) fatal error from a FreeBSD neovim ThinLTO link (45635), and a RISC-V clang-14
backend segfault in a glib build whose testcase is an attachment (53662)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh137"

BATCH = {}

NO_REPRO_BATCH = {
    55212: dict(
        classes=["no-runnable-reproducer", "attachment-only", "systemz", "regalloc", "machine-verifier", "verifier-after-pass"],
        reported_signature="*** Bad machine code: Live segment doesn't end at a valid instruction *** (function e, %bb.1 bb2, v. register %1, segment [176r,224d:0)) from the MachineVerifier after Simple Register Coalescing: the coalescer's LiveIntervals update leaves a dead def slot (224d) where no instruction remains, for SystemZ -mcpu=arch13 -O3 -disable-machine-dce -verify-machineinstrs (JonPsson, May 2022)",
        reported_message="*** Bad machine code: Live segment doesn't end at a valid instruction ***",
        notes="The input is only the attachment '[testcase.tar.gz](https://github.com/llvm/llvm-project/files/8599095/testcase.tar.gz)'; the command is given ('llc -mcpu=arch13 -O3 -disable-machine-dce -verify-machineinstrs  tc_crash0_aftercreduce.ll', the triple presumably in the attached IR) and the description shows the '# After Simple Register Coalescing' interval and machine-code dump of function e (SystemZ LHIMux/CHIMux/BRC/LGRL/SRLG/LGHI) followed by the verifier's report, cut by the excerpt at 'LLVM' (the 'LLVM ERROR: Found N machine code errors.' line). The MIR dump is the coalescer's output, not an input that llc could re-run; no IR is in the thread text (class attachment-only). In theme: RegisterCoalescer / LiveIntervals updating, SystemZ. The same reporter's later 84815 (known, runnable) shows the same verifier message after the coalescer on an i136 lshr/trunc. Label llvm:optimizations; open when indexed; reporter JonPsson (2022-05-01); no comment in the excerpt.",
    ),
    45635: dict(
        classes=["no-runnable-reproducer", "input-not-attached", "clang-only", "bugzilla-import", "powerpc", "regalloc", "lto"],
        reported_signature="'Use of %849 does not have a corresponding definition on every path:' then 'LLVM ERROR: Use not jointly dominated by defs.' (LiveRangeCalc, computing LiveIntervals) in a FreeBSD powerpc64 ELFv2 ThinLTO -O0 link of neovim 0.4.3 with the system cc (LLVM 10.0.1-rc1, June 2020)",
        reported_message="LLVM ERROR: Use not jointly dominated by defs.",
        notes="Bugzilla import (PR46290; the 'Bugzilla Link | [46290]' table; Version 10.0, OS FreeBSD; labels backend:PowerPC, bugzilla; closed). The description is a FreeBSD ports build transcript: '/usr/bin/cc -O0 -O0 -DMIN_LOG_LEVEL=3 -flto=thin -fstack-protector-strong -Wl,--no-undefined src/nvim/CMakeFiles/nvim.dir/...' (a ThinLTO link of many object files), cut by the excerpt inside the list of .o files; the message is taken from the title. No IR, bitcode or attachment is in the thread text (class input-not-attached, clang-only). The reporter's comment of 2023-02-21: 'Seems to work correctly now with LLVM 13, 14 and 15, so closing.' (gone by 13 on the reporter's system; no fix is named, so no fixed_in). In theme: LiveIntervals (LiveRangeCalc's 'Use not jointly dominated by defs.') on PowerPC. Reporter pkubaj (2020-06-11).",
    ),
    53662: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "riscv", "no-message-crash", "excerpt-truncated"],
        reported_signature="clang-14 -cc1 segfaults in the RISC-V backend (riscv64-yoe-linux-musl, -O2, +m,+a,+f,+d,+c, -relax) compiling glib-2.0's gobject/gtype.c in a Yocto cross build (kraj, February 2022); the crashing pass is not in the excerpt",
        reported_message=None,
        notes="The description says 'Attached is the testcase which is causing the compiler to segfault when cross compiling to RISCV64 target' and gives the stack dump's '0. Program arguments: .../clang-14 -cc1 -triple riscv64-yoe-linux-musl -emit-obj ... -main-file-name gtype.c ... -O2 ...', cut by the excerpt inside the -W options, before the pass line and the frames; the testcase itself is an attachment and no IR is in the thread text (classes attachment-only, clang-only). The query that found it named 'Prologue/Epilogue Insertion & Frame Finalization', but the excerpt does not show which machine pass crashed (class excerpt-truncated, no-message-crash); the label release:merged says a fix was backported to 14, not named in the excerpt. Labels backend:RISC-V, release:merged; closed; reporter kraj (2022-02-08); no comment in the excerpt.",
    ),
}

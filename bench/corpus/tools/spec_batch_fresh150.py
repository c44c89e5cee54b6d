"""Fresh batch 150: crash reports of llvm/llvm-project looked for under the theme "machine-code verifier failures and
machine-pass assertions", by the verifier's exact text ("Bad machine code: Using an undefined physical register",
"Illegal virtual register for instruction", "Live interval ...", "Non-terminator instruction after the first
terminator", "Expected a register operand", "Two-address instruction operands must be identical", "PHI operand is not
live-out from predecessor", "Instruction ending live segment doesn't read the register", "MBB exits via conditional
branch/fall-through ...", "Reading virtual register without a def", "Type mismatch in generic instruction", "Illegal
physical register for instruction", "Expected implicit register after groups", "Missing mayLoad flag", "Generic virtual
register invalid in a Selected function", LiveRangeCalc's "Use not jointly dominated by defs") and by MIR reproducers
run with llc -run-pass (si-shrink-instructions, twoaddressinstruction, early-ifcvt, machine-cse, peephole-opt,
machine-scheduler, si-fold-operands, branch-folder, register-coalescer, if-converter, machine-sink) on any backend
(AMDGPU, X86, SystemZ, AArch64, RISC-V, Hexagon, M68k, LoongArch, GlobalISel). 38 look-ups (all `search`, corpus
`issues`). The vein is dry: every llvm/llvm-project thread with a complete reproducer that the queries returned was
already known (in llvm_seen.txt); the rest were pull requests or other projects (CHERI, avr-rust, llvm-mos, dotnet).
BATCH is empty. Three in-theme reports without a runnable reproducer are kept (NO_REPRO_BATCH): a January 2024
SystemZ MachineSink verifier failure whose IR is only an attached tarball (77971), a 2018 Bugzilla-imported X86
GlobalISel report whose unfenced IR the import mangled ('@&#8203;add_undef', as 51114/45066 before it) (39174), and an
October 2023 PeepholeOptimizer::foldRedundantCopy assertion reported on C source for clang only (69880)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh150"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    77971: dict(
        classes=["no-runnable-reproducer", "attachment-only", "systemz", "machine-pass", "machine-verifier",
                 "reported-message-missing", "command-in-prose", "excerpt-truncated"],
        tool="llc", args=["-mtriple=s390x-linux-gnu", "-verify-machineinstrs", "-sink-insts-to-avoid-spills"],
        reported_signature="Machine code sinking (machine-sink) sinks an 'OILF64 ..., implicit-def dead $cc' into %bb.4 (land.end570.thread) ahead of a 'LOCGHI ..., implicit $cc' that reads the block's live-in $cc, so the sunk instruction clobbers a live-in physical register ('Sunk instructions violates live-in phys reg use'), caught by -verify-machineinstrs on SystemZ (func_21; JonPsson1, January 2024); the verifier's message itself is not in the excerpt",
        reported_message=None,
        notes="The description shows bb.4 of func_21 before and after 'IR Dump After Machine code sinking (machine-sink)' (the OILF64 with 'implicit-def dead $cc' lands above the LOCGHI that uses the block's 'liveins: $cc') and then the command as one line of prose: 'llc -mtriple=s390x-linux-gnu -verify-machineinstrs  -sink-insts-to-avoid-spills [bugpoint-reduced-simplified.tar.gz](https://github.com/llvm/llvm-project/files/13923612/bugpoint-reduced-simplified.tar.gz)'. The input is only that attached tarball; no IR is in the thread text, so nothing can be run (class attachment-only). The verifier's own message ('*** Bad machine code: ...') is not quoted in the excerpt (class reported-message-missing; the title paraphrases it). momchil-velikov asks for a testcase and says 'I have a fix'; the reporter answers that the attached reduced case is the only one. The excerpt ends inside the reporter's second comment of 2024-01-15 ('> > > Thanks for the report. Could you, p'). Label llvm:codegen; open; no fix named in the excerpt.",
    ),
    39174: dict(
        classes=["no-runnable-reproducer", "bugzilla-import", "ir-unfenced", "ir-mangled-by-import", "x86",
                 "isel-gisel", "machine-verifier", "command-in-prose"],
        tool="llc", args=["-o", "-", "-global-isel"],
        reported_signature="'*** Bad machine code: Reading virtual register without a def ***' after X86 GlobalISel instruction selection of an i16 'add %a, undef': the selected function (printed as test2, properties Legalized, RegBankSelected, Selected) copies '%2:gr16', which nothing defines, into the LEA64_32r operand built for the add, then 'LLVM ERROR: Found 1 machine code errors.' (llc -global-isel on macOS x86_64; rotateright, Bugzilla 39827, November 2018)",
        reported_message="*** Bad machine code: Reading virtual register without a def ***",
        notes="Bugzilla import (PR39827, the 'Bugzilla Link | [39827]' table, Version trunk, OS All, CC topperc, RKSimon, rotateright; labels backend:X86, bugzilla, llvm:globalisel; closed; reporter rotateright, 2018-11-28). The IR is three lines of the Extended Description, outside any code fence, and the import mangled its function name: 'define i16 @&#8203;add_undef(i16 %a) {' (an HTML zero-width-space entity after the '@'), which no release's parser accepts, so the text as given is not runnable (new class ir-mangled-by-import, for the case skipped as 51114/45066/45850 in earlier batches; the IR is unfenced, class ir-unfenced). Command in the console line '$ llc -o - -global-isel undef.ll' (no triple; the output's '.macosx_version_min 10, 14' shows the reporter's default x86_64 Apple target). The dump names function test2, not add_undef, so the reporter pasted the output of a sibling function; the verifier error is the failure line quoted here. Only comment: arsenm (2023-08-16) 'Works now', so the issue was closed as no longer reproducing; no fix named.",
    ),
    69880: dict(
        classes=["no-runnable-reproducer", "clang-only", "godbolt-only", "machine-pass", "assertion-only",
                 "culprit-known", "excerpt-truncated"],
        culprit="760e7d00d142ba85fcf48c00e0acc14a355da7c3, 'committed by @weiguozhi' (reporter's bisection)",
        reported_signature="Assertion `SrcSubReg == PrevCopy->getOperand(1).getSubReg() && \"Unexpected mismatching subreg!\"' failed in PeepholeOptimizer::foldRedundantCopy (PeepholeOptimizer.cpp:1451) when clang -O3 compiles a C program (function o: nested infinite loops through int ** globals and a goto into a for), clang-18 trunk (shao-hua-li, October 2023)",
        reported_message="clang-18: /tmp/tmp85p3naqm/tmpa6gf87vx/llvm/lib/CodeGen/PeepholeOptimizer.cpp:1451: bool {anonymous}::PeepholeOptimizer::foldRedundantCopy(llvm::MachineInstr&, llvm::DenseMap<llvm::TargetInstrInfo::RegSubRegPair, llvm::MachineInstr*>&, llvm::SmallPtrSetImpl<llvm::MachineInstr*>&): Assertion `SrcSubReg == PrevCopy->getOperand(1).getSubReg() && \"Unexpected mismatching subreg!\"' failed.",
        notes="The input is only C for clang: a ```console block with '% cat a.c' (globals a, b, c, d, j, e, f, g, h, i, l; functions m, n, o, main) and '% clang -O3 a.c', plus a Compiler Explorer link (https://godbolt.org/z/Yz1M9hKv8). No IR, MIR, llc or opt command is in the thread text, so nothing can be run with the measured tools (classes clang-only, godbolt-only). The assertion is in a machine pass (Peephole Optimizations, peephole-opt); the target is not stated (the stack dump is cut at 'Program arguments: /zdata/shaoli/compilers/ccbuilder-comp', before any -triple), so no backend class is given. The reporter bisected it to 760e7d00d142ba85fcf48c00e0acc14a355da7c3 by weiguozhi (class culprit-known). Open; no labels and no comment in the excerpt, which ends inside the stack dump.",
    ),
}

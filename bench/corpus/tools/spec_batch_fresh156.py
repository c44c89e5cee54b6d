"""Fresh batch 156: crash reports of llvm/llvm-project looked for under the theme "llc crashes tied to calling
conventions and control-flow constructs rather than a pass": musttail / tail calls, swifttailcc / tailcc /
preserve_most / preserve_none / ghccc / fastcc / x86_intrcc / win64cc / Arm64EC, varargs (va_arg, va_start),
byval / sret / inalloca / preallocated arguments and sret demotion, exception handling (landingpad, invoke, SjLj,
catchswitch / funclets / WinEH, cleanuppad, catchret), callbr / asm goto, indirectbr / blockaddress, GC statepoints /
gc.relocate, patchpoint / stackmap, split stack, stack protector, XRay / patchable-function-entry, KCFI, pointer
authentication, swifterror, GlobalISel call lowering, and the CallingConvLower / LowerCall / LowerFormalArguments /
LowerReturn failures of X86, AArch64, RISC-V, LoongArch, Hexagon, SystemZ, MIPS, M68k, BPF, NVPTX and WebAssembly.
40 look-ups (all `search`, corpus `issues`). The vein is dry: every llvm/llvm-project crash thread with a complete
reproducer that the queries returned was already known (in llvm_seen.txt); the new numbers were pull requests,
wrong-code reports (53562, 66216, 133292, 191615, 56295, 206824, 12534), clang frontend reports (157075, 30358,
204749), a backport request (58539), a clang build crash without IR (98313), or other projects' trackers (swift,
rust, zig, CHERI, ClangBuiltLinux, dotnet, wasmtime). BATCH is empty. Three in-theme reports without a runnable
reproducer are kept (NO_REPRO_BATCH): a 2021 Bugzilla-imported RISC-V llc crash on a <128 x i32> return (sret
demotion) whose unfenced IR the import mangled ('@&#8203;ret_split_v128i32', the 39174 convention) (51817), a
February 2023 M68k 'RTD is not implemented' UNREACHABLE on a callee-pop return reported on C++ source for clang only
(60554), and a clang assertion (issue number of late April 2024; no date in the excerpt) on a Microsoft __thiscall function whose first argument is
non-trivially destructible (an inalloca argument), C++ source for clang only (90336)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh156"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    51817: dict(
        classes=["no-runnable-reproducer", "bugzilla-import", "ir-unfenced", "ir-mangled-by-import", "riscv",
                 "machine-pass", "typed-pointers", "command-in-prose", "filename-mismatch", "excerpt-truncated"],
        tool="llc", args=["-mtriple=riscv64", "-mattr=+experimental-v", "-riscv-v-vector-bits-min=128",
                          "-riscv-v-fixed-length-vector-lmul-max=4", "-pre-RA-sched=list-burr",
                          "--disable-machine-cse"],
        reported_signature="'Use of %2 does not have a corresponding definition on every path: 48r %3:gpr = ADDI %2:gpr, 448' then 'LLVM ERROR: Use not jointly dominated by defs.' (LiveRangeCalc) when llc lowers a function returning <128 x i32> loaded through its pointer argument on riscv64 with fixed-length RVV vectors (vector-bits-min=128, lmul-max=4), the list-burr pre-RA scheduler and machine CSE disabled; the reporter blames the return-value demotion (sret demotion of the too-large return), the excerpt stopping at 'I think this bug is that Demote' (tclin914, Bugzilla 52475, November 2021)",
        reported_message="Use of %2 does not have a corresponding definition on every path:",
        notes="Bugzilla import (PR52475, the 'Bugzilla Link | [52475]' table, Version trunk, OS Linux, CC asb, topperc, frasercrmck, tclin914; labels backend:RISC-V, bugzilla; closed; reporter tclin914, 2021-11-11). The IR is four lines of the Extended Description after 'Testcase:', outside any code fence, typed-pointer IR ('<128 x i32>* %x'), and the import mangled its function name: 'define <128 x i32> @&#8203;ret_split_v128i32(<128 x i32>* %x) {' (an HTML zero-width-space entity after the '@'), which no release's parser accepts, so the text as given is not runnable (classes ir-mangled-by-import and ir-unfenced, the convention of 39174 and of 51114/45066/45850 before it; not measured). The reporter says the test case is extracted from llvm/test/CodeGen/RISCV/rvv/fixed-vectors-calling-conv.ll. Command in prose after 'Execution command:': 'llc -mtriple=riscv64 -mattr=+experimental-v -riscv-v-vector-bits-min=128 -riscv-v-fixed-length-vector-lmul-max=4 -pre-RA-sched=list-burr foo.ll --disable-machine-cse test.ll', which names two input files, foo.ll and test.ll (class filename-mismatch); args keep its options without the files. The failure output was pasted with its line breaks flattened into runs of spaces: 'Use of %2 does not have a corresponding definition on every path: ... 48r %3:gpr = ADDI %2:gpr, 448 ... LLVM ERROR: Use not jointly dominated by defs.', then 'PLEASE submit a bug report to https://bugs.llvm.org/', 'Stack dump:' and '...' (no frames, no pass name). The failing check is LiveRangeCalc's (machine code, after instruction selection), reached because the demoted return's stores use a value the list-burr schedule leaves undefined on a path, per the reporter's closing sentence, which the excerpt cuts at 'I think this bug is that Demote'. No comment in the excerpt; closed, no fix named.",
    ),
    60554: dict(
        classes=["no-runnable-reproducer", "clang-only", "m68k", "machine-pass", "unreachable-message",
                 "related-issue-named", "excerpt-truncated"],
        reported_signature="'RTD is not implemented' / 'UNREACHABLE executed at llvm/lib/Target/M68k/M68kExpandPseudo.cpp:255!' in M68kExpandPseudo::ExpandMI when a return that pops its arguments (callee-pop, emitted as RTD from 68020 on instead of RTS) is expanded for -mcpu=68020, clang -target m68k-linux-gnu on a C++ file future.cc (glaubitz, February 2023, follow-up of #59161)",
        reported_message="RTD is not implemented",
        notes="The description explains that M68kExpandPseudo::ExpandMI() wants to emit RTD instead of RTS when the baseline is 68020 or higher, and shows one ``` block: the clang command 'clang -mcpu=68020 -target m68k-linux-gnu future.cc -o future -I ... -L ... -fuse-ld=/usr/bin/m68k-suse-linux-ld' followed by 'RTD is not implemented', 'UNREACHABLE executed at /data/home/glaubitz/llvm-project/llvm/lib/Target/M68k/M68kExpandPseudo.cpp:255!' and the start of the crash banner, where the excerpt ends. The input is only the C++ file future.cc, not shown in the excerpt; no IR, MIR or llc command is in the thread text, so nothing can be run with the measured tools (class clang-only). The failure is in the M68k pseudo-instruction expansion (a machine pass) on a return pseudo whose stack adjustment is non-zero, the callee-pop return of the calling convention (theme: LowerReturn / callee-pop). It was first reported in #59161 (comment 1418260415), named in the first sentence (class related-issue-named). No labels in the excerpt; open; no comment shown.",
    ),
    90336: dict(
        classes=["no-runnable-reproducer", "clang-only", "x86", "assertion-only", "excerpt-truncated"],
        reported_signature="Assertion `Idx < NumElements && \"Invalid element idx!\"' failed in StructLayout::getElementOffset (DataLayout.h:652) when clang -cc1 -triple i686-unknown-windows-msvc19.33.0 (-fms-extensions, -std=c++14, -fcxx-exceptions) compiles a __thiscall function whose first argument is a non-trivially-destructible class passed by value (the MSVC i686 ABI passes it in an inalloca argument block), this_call_non_trivial.cpp (MitalAshok, clang-18 debug build; the excerpt shows no date, the issue number places it in late April 2024)",
        reported_message="clang-18: /llvm-project/llvm/include/llvm/IR/DataLayout.h:652: llvm::TypeSize llvm::StructLayout::getElementOffset(unsigned int) const: Assertion `Idx < NumElements && \"Invalid element idx!\"' failed.",
        notes="The excerpt is a continuation chunk of the description ('[turn 0 by MitalAshok, continued]'): a ``` block with the assertion line, the crash banner and the stack dump's 'Program arguments: /cmake-build-debug/bin/clang-18 -cc1 -triple i686-unknown-windows-msvc19.33.0 -emit-obj ... -x c++ this_call_non_trivial.cpp' and '1. <eof> parser at end of file', cut at '2. this_call_non_trivial.cpp:' before the frames. The input is the C++ source this_call_non_trivial.cpp for clang (the title: a `__thiscall` function with a non-trivially-destructible first argument), not shown in the excerpt; no IR or llc command is in the thread text, so nothing can be run with the measured tools (class clang-only). The title's '[Microsoft codegen]' places the assertion in clang's Microsoft C++ ABI lowering of the argument (the i686 MSVC ABI passes such an argument in memory through an inalloca block, whose struct layout the failing getElementOffset index is out of); whether it fires in clang's IR generation or later is not in the excerpt (frames cut). Assertion from a debug build (class assertion-only). No date in the excerpt (a continuation chunk; build_issue.py leaves created_at unknown); the number, between 90194 (2024-04-26) and later April 2024 reports, places it in late April 2024. No labels in the excerpt; open; no comment shown.",
    ),
}

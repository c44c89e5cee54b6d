"""Fresh batch 148: llc crash reports of llvm/llvm-project in the smaller backends, looked for by backend label and by
their lowering functions and passes (PowerPC/PPCISelLowering, SystemZ, LoongArch, Mips/MipsSEISelLowering,
Hexagon/HexagonISelLowering(HVX)/HexagonVectorCombine, WebAssembly (CFGStackify, RegStackify), BPF, SPIR-V
(SPIRVEmitIntrinsics, SPIRVInstructionSelector, SPIRVGlobalRegistry, SPIRVPreLegalizer), ARM/Thumb, AVR, MSP430, Sparc,
VE, Xtensa, M68k, NVPTX). The vein is nearly exhausted: of the llvm/llvm-project issue numbers the 33 look-ups (all
`search`, corpus `issues`) returned, all but six were already in /work/llvm_seen.txt (the six: 134417, 78434, 62766
taken; 92602 a miscompile, 188703 a list of failing lit tests, 149919 an HLSL clang-dxc report with only stack frames). The two runnable
reports are both SPIR-V, the one backend whose queries still surfaced new threads: an April 2025 SPIRVGlobalRegistry
assertion on an undef of an inline `spirv.Type` (RUN line given) and a January 2024 report that a token-typed
intrinsic call sends the SPIR-V backend into llvm_unreachable (assertions build) or a hang (release build), with no
command (inferred). Debian's LLVM 13-19 are built without the SPIR-V target ('unable to get target'), so both are
invalid-input there; llvmlite's LLVM 22 has it. One report without a runnable reproducer (NO_REPRO_BATCH): a May 2023
PPC32 register-scavenging clang crash given only as a godbolt link."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh148"

BATCH = {
    134417: dict(
        tool="llc", args=["-verify-machineinstrs", "-O0", "-mtriple=spirv-unknown-unknown", "-o", "/dev/null"],
        reported_signature="Assertion `SpirvType && \"Attempting to get type id for nullptr type.\"' failed in SPIRVGlobalRegistry::getSPIRVTypeID (SPIRVGlobalRegistry.cpp:999) during 'InstructionSelect' on @foo, a function returning `undef` of an inline SPIR-V type target(\"spirv.Type\", %literal_8, %literal_false, 21, 1, 8) (cassiebeckley, assertions build, April 2025)",
        reported_message="llc: /usr/local/google/home/cbeckley/llvm-project/llvm/lib/Target/SPIRV/SPIRVGlobalRegistry.cpp:999: Register llvm::SPIRVGlobalRegistry::getSPIRVTypeID(const SPIRVType *) const: Assertion `SpirvType && \"Attempting to get type id for nullptr type.\"' failed.",
        signature_regex=r"Attempting to get type id for nullptr type|getSPIRVTypeID",
        assertion_only=True, status=st(I, I, I, I, I, C),
        classes=["spirv", "isel-gisel", "target-not-built", "assertion-only", "run-line", "new-ir-syntax", "fixed-by-22", "excerpt-truncated"],
        variant_evidence="None needed: no release measured reproduces. 13-19 cannot run the command at all (no SPIR-V target); llvm-22 (assertions on) exits 0 with an empty stderr and, by hand (-o -, not saved), emits 'OpUnknown(21, 4) %3 8 0', '%5 = OpUndef %3' and 'OpReturnValue %5' for @foo: the assertion no longer fires in 22.1.",
        notes="IR and command in the description's first untagged block (turn 0 block 0, copied verbatim as repro.ll, RUN line included): '; RUN: llc -verify-machineinstrs -O0 -mtriple=spirv-unknown-unknown %s -o - | FileCheck %s', run as that llc command with -o /dev/null (class run-line). The stack dump's 'Program arguments: ./bin/llc -verify-machineinstrs -O0 -mtriple=spirv-unknown-unknown ../llvm/test/CodeGen/SPIRV/inline/type.undef.ll -o -' agrees (a new test file of the inline-SPIR-V-types work, PR 125316). 13-19 -> invalid-input: Debian's llc has no SPIR-V target ('unable to get target for 'spirv-unknown-unknown'', rc 1; 15/16 spell it 'unknown-unknown-unknown-spirv-unknown-unknown'); besides, 13-15 cannot even parse the module (llvm-as by hand: '3:19: error: expected type' at target(\"spirv.Literal\", 8), target extension types are new in 16). llvm-22 -> clean (fixed before 22.1; the issue is closed, no fix named in the excerpt). The excerpt cuts the stack trace at frame #1. Labels backend:SPIR-V, crash; closed; reporter cassiebeckley (2025-04-04); no comment in the excerpt. Returned by two queries, the same excerpt both times.",
    ),
    78434: dict(
        tool="llc", args=["-mtriple=spirv64-unknown-unknown", "-o", "/dev/null"],
        reported_signature="SPIR-V backend on a call of a token-returning intrinsic (declare token @llvm.myfun()): an assertions build reaches llvm_unreachable in getMangledTypeStr (lib/IR/Function.cpp:985, no token support) and a release build never finishes ('looping (expectedly forever)'); no output text in the report (VyacheslavLevytskyy, January 2024)",
        reported_message=None,
        signature_regex=r"getMangledTypeStr|Function\.cpp:985|token",
        assertion_only=False, status=st(I, I, I, I, I, E),
        classes=["spirv", "target-not-built", "command-inferred", "hang-report", "unreachable-message", "reported-message-missing", "fixed-in-known"],
        fixed_in="PR #78437 'prevent undefined behaviour of SPIR-V Backend non-asserts builds when dealing with token type' (VyacheslavLevytskyy, 2024-01-17, merged): 'The goal of this PR is to fix the issue ... https://github.com/llvm/llvm-project/issues/78434 ... generate a user-friendly error message and exit without generating a stack dump' (seen in the search results, not in the issue excerpt)",
        variant_evidence="None: no release reproduces. 13-19 have no SPIR-V target; llvm-22 stops with the fix's diagnostic, not with the reported unreachable or hang (see notes).",
        notes="IR in the description's first untagged block (turn 0 block 0: 'declare token @llvm.myfun()' and @func calling it; no triple, no datalayout), copied verbatim as repro.ll; the second block (the preallocated-operand-bundle example) is cut by the excerpt and not used. No command in the text ('when running the following example in a Release build of the current version of SPIR-V Backend'): run as 'llc -mtriple=spirv64-unknown-unknown -o /dev/null' (class command-inferred; spirv64-unknown-unknown is the triple of the SPIR-V backend's lit tests, the fix PR adds its test under llvm/test/CodeGen/SPIRV/token/). The report describes two failures and quotes no output: the release-build hang and, with assertions, the llvm_unreachable in getMangledTypeStr (reported_message null; class hang-report). 13-19 -> invalid-input: 'unable to get target for 'spirv64-unknown-unknown'' (rc 1); the module itself parses on 13, 16 and 19 (llvm-as by hand). Non-obvious call: llvm-22 exits 1 at once with 'LLVM ERROR: A token is encountered but SPIR-V without extensions does not support token type' and no stack dump -> error: it is exactly the 'user-friendly error message ... without generating a stack dump' that PR #78437 added for this issue, a clean diagnostic instead of the unreachable/hang (as 172647 and the 'LLVM ERROR, exit 1, no stack dump' fixes on llvm-22); the other reading, that any LLVM ERROR is a fatal error and so other-crash, is noted here. Labels backend:SPIR-V; closed; reporter VyacheslavLevytskyy (2024-01-17), who also wrote the fix.",
    ),
}

NO_REPRO_BATCH = {
    62766: dict(
        classes=["no-runnable-reproducer", "godbolt-only", "clang-only", "powerpc", "regalloc", "reported-message-missing", "fixed-in-known"],
        reported_signature="clang crash on PPC32 while scavenging a register ('no register available while scavenging', per the title), the input and output only behind a godbolt link (UmeshKalappa0, May 2023)",
        reported_message=None,
        fixed_in="long5hot (comment, 2023-07-20): 'review : https://reviews.llvm.org/D151711'",
        notes="The whole description is 'We are investigating the https://godbolt.org/z/5dvezYhs1 issue'; no source, IR, command or output is in the thread text, so nothing can be run (classes godbolt-only, clang-only: the title says clang). The only comment names the review D151711. Labels backend:PowerPC; closed; reporter UmeshKalappa0 (2023-05-17).",
    ),
}

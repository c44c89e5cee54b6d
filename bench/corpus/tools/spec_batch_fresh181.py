"""Fresh batch 181: llc crash reports of llvm/llvm-project in object emission and the MC layer (-filetype=obj,
'Fixup value out of range', 'unsupported relocation', 'invalid operand for instruction', 'Not supported instr',
AsmPrinter / MCInst lowering, branch relaxation, fixup_*), on AMDGPU, RISC-V, LoongArch, AArch64 and ARM, plus
the DirectX/DXIL backend and SPIR-V for Vulkan. 43 look-ups (all `search`, corpus `issues`). The vein is mined
out: every llvm/llvm-project crash report with a runnable IR reproducer that the queries returned (about 110
distinct threads) was already in /work/llvm_seen.txt; the new llvm/llvm-project threads were linker (lld) or
llvm-objdump/llvm-mc/BOLT reports, questions, a miscompile, build failures, or crash reports whose input is clang
source, an attachment or a godbolt link. So BATCH is empty, and three in-theme reports without a runnable
reproducer make NO_REPRO_BATCH: an AArch64 Windows (COFF, C++ EH) object-emission error whose IR the excerpt cuts
inside the function (109250), an AArch64 Windows SEH-unwind 'Failed to evaluate function length' fatal error in
the MC layer from clang-cl on C++ source (64504), and a DirectX 'DXIL Op Lowering' assertion from clang-dxc on
HLSL source (192551). A fourth, 212819 (the same SEH fatal error, regression:23, reduced IR only behind a godbolt
link), was claimed but dropped: its description never came back from the index, so tools/build_issue.py cannot
place turn 0."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh181"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    109250: dict(
        classes=["aarch64", "mc-object-writer", "no-runnable-reproducer", "excerpt-truncated", "godbolt-only",
                 "error-diagnostic-report", "command-in-prose"],
        reported_signature="'<unknown>:0: error: assembler label '.LBB0_-1' can not be undefined' when llc writes an object file (-filetype=obj) for aarch64-unknown-windows-msvc19.41.34120 from @test_function, a fastcc function with the __CxxFrameHandler3 personality, a catchswitch and a declared llvm.seh.try.begin: a Windows EH/SEH table refers to the label of a basic block numbered -1 that was never emitted (momo5502, September 2024)",
        reported_message="<unknown>:0: error: assembler label '.LBB0_-1' can not be undefined",
        notes="The IR is in the description's ```llvm block under 'Sample IR code:' (datalayout and triple aarch64-unknown-windows-msvc19.41.34120, 'declare i32 @__CxxFrameHandler3(...)', 'declare void @llvm.seh.try.begin() #0', then @test_function), but the excerpt cuts it at '%2 = catchswitch w' in block catch.dispatch.i: the rest of the function (the catchswitch's handlers, the catchpad, the blocks right-block527/left-block526/left-block530/some-block that the shown branches and phis name) and the 'attributes #0' group the declaration needs are missing, so the module cannot parse (tools/fence.py: turn 0 block 1, 22 lines, unterminated). A second query aimed at the rest of the IR (the error text, catchswitch, llvm.seh.try.begin, __CxxFrameHandler3) returned the same excerpt; the only other copy is the godbolt link 'https://godbolt.org/z/7zao143hP' (classes excerpt-truncated, godbolt-only). The command is in prose: 'Invoking LLC with the sample IR code' and '`-filetype=obj` must be passed as option, as the error happens during object file generation' (class command-in-prose; it would be 'llc -filetype=obj -o /dev/null', the triple from the IR; AArch64 is built into every measured release, so only the missing text stops a run). The failure is an MC error diagnostic printed while the object file is written, not a signal (class error-diagnostic-report; stage mc-object-writer). Labels backend:AArch64; closed; reporter momo5502 (2024-09-19); no comment, fix or commit in the excerpt.",
    ),
    64504: dict(
        classes=["aarch64", "mc-object-writer", "no-runnable-reproducer", "clang-only", "attachment-only", "excerpt-truncated"],
        reported_signature="'fatal error: error in backend: Failed to evaluate function length in SEH unwind info' (ARM64 Windows unwind info emission in MCWin64EH, at the end of a function's WinCFI) when clang-cl 16.0.0 compiles a memcpy loop for --target=aarch64-windows-msvc with -O3 -mtune=neoverse-n1 (the function length the SEH unwind data needs is not an absolute value when the function holds an alignment directive; in 66912's thread mstorsjo names -mcpu=-driven .align as the cause) (pulidocr, August 2023)",
        reported_message="fatal error: error in backend: Failed to evaluate function length in SEH unwind info",
        notes="The reproducer is C++ source ('test.cpp' in a ```c++ block: foo(uint8_t *dst, int i_dst, uint8_t *src, int i_src, int w, int h) copying rows with memcpy in a while (h--) loop) compiled by clang-cl on Windows: 'clang-cl.exe -clang:--target=aarch64-windows-msvc -clang:-O3 -clang:-mtune=neoverse-n1 -c test.cpp'; clang's crash files are the attachment 'mtune-bug-repro.zip'. No IR and no llc/opt command are in the thread text, so nothing can be run (classes clang-only, attachment-only). The message is a report_fatal_error raised while the MC layer writes the ARM64 SEH unwind info (the stack dump is cut by the excerpt at 'Program arguments: clang-cl.exe -clang:--target=aarch64-windows-ms', class excerpt-truncated); the same fatal error is the subject of 66912 (crash.zip), 122707 (C source with inline-asm .align), 149547 (wine C source) and 212819 (reduced IR behind a godbolt link), none with IR in the excerpts this batch saw, and PR 203514 ('[MC][AArch64] Emit relocatable SEH function length and epilog offsets') names 64504 among the reports it addresses. Comments in the excerpt: phoebewang (2024-11-22) 'Cannot be reproduced with trunk.'; hmartinez82 (2025-01-11) asks to try the latest 19.x release and points to a reproducer in #69454. Labels backend:AArch64; closed; reporter pulidocr (2023-08-07).",
    ),
    192551: dict(
        classes=["directx", "no-runnable-reproducer", "clang-only", "assertion-only", "target-not-built", "windows-assertion-format"],
        reported_signature="Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' failed in llvm::cast<CallInst, Value> from OpLowerer::cleanupHandleCasts (DXILOpLowering.cpp:181) under OpLowerer::lowerIntrinsics / DXILOpLoweringLegacy::runOnModule, pass 'DXIL Op Lowering', when clang-dxc -T cs_6_0 compiles an HLSL compute shader that stores through an uninitialized local RWByteAddressBuffer (bob80905, clang 23.0.0git 2a2ba99, April 2026)",
        reported_message="Assertion failed: isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"",
        notes="The reproducer is HLSL source (```hlsl block: a global 'RWByteAddressBuffer gBuf : register(u0);' and a [numthreads(1,1,1)] main that declares a local RWByteAddressBuffer buf, never initialized, then buf.Store(0, 11); gBuf.Store(0, 42);) compiled by clang's HLSL driver: 'Command: `clang-dxc -T cs_6_0 -Fo out.o input.hlsl`'. No LLVM IR and no llc/opt command are in the thread text, so nothing can be run (class clang-only). Even an IR input would meet a toolchain limit: the DirectX target (dxil triples) is built into neither Debian's LLVM 13-19 nor llvmlite's LLVM 22 (checked on this machine: 'No available targets are compatible with triple \"dxil-pc-shadermodel6.3-library\"'), so an llc run would be invalid-input on every release (class target-not-built). The stack trace is a Windows debug build's (HandleAbort Signals.inc:371, ucrtbased.dll frames, the assert printed as 'Assertion failed: <expr>', class windows-assertion-format), with 'Running pass 'DXIL Op Lowering' on module 'input.hlsl'' and the frames OpLowerer::cleanupHandleCasts DXILOpLowering.cpp:181 -> lowerIntrinsics :1012 -> DXILOpLoweringLegacy::runOnModule :1048; the assert is compiled out of release builds (assertion-only). Labels crash, HLSL; open; reporter bob80905 (2026-04-16); no comment in the excerpt.",
    ),
}

"""Fresh batch 111: llc crash reports of llvm/llvm-project for the less common backends (NVPTX, WebAssembly, BPF,
ARM/Thumb, Hexagon, Sparc, AVR, MSP430, Xtensa, M68k, Lanai, VE, DirectX, SPIR-V). The vein was dry: 50 look-ups
(corpus `issues`) over every backend of the theme and every stage (instruction selection, legalization, machine
passes, MC/object writing, asm printer, inline asm, GlobalISel, fast-isel, hangs, machine verifier) returned no
llvm/llvm-project crash report with a runnable reproducer that was not already in a corpus or claimed; the two new
crash reports taken have no runnable reproducer in their thread text (NO_REPRO_BATCH), so BATCH is empty."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh111"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    63721: dict(
        classes=["directx", "no-runnable-reproducer", "clang-only", "assertion-only", "crash-on-invalid", "target-not-built", "excerpt-truncated"],
        reported_signature="Assertion `EntryList.size() == 1 && \"non-lib profiles should only have one entry\"' failed in llvm::dxil::createEntryMD (DXILMetadata.cpp:296) in the 'DXIL Metadata Emit' module pass (DXILTranslateMetadata::runOnModule) when clang compiles an empty HLSL input for a non-library DirectX profile: './bin/clang -target dxil--shadermodel6.0-compute -x hlsl /dev/null -o /dev/null' (bogner, clang-17 debug build, July 2023)",
        reported_message="Assertion failed: (EntryList.size() == 1 && \"non-lib profiles should only have one entry\"), function createEntryMD, file DXILMetadata.cpp, line 296.",
        notes="The only reproducer is a clang driver command on HLSL source ('Reproduce with `./bin/clang -target dxil--shadermodel6.0-compute -x hlsl /dev/null -o /dev/null`'): the input is an empty file compiled by clang's HLSL frontend, which produces the module (no entry function for a compute profile) that the DirectX backend's metadata pass then asserts on. No LLVM IR appears in the thread, and neither llc nor opt is named; the IR clang would hand to the backend is not shown, so nothing can be run from the text (class clang-only). Even an IR input would meet a toolchain limit here: the DirectX target (dxil triples) is not built into Debian's LLVM 13-19 (llc --version lists no dxil) nor into llvmlite's LLVM 22 ('No available targets are compatible with triple \"dxil-pc-shadermodel6.3-library\"', checked on this machine), so an llc run would be invalid-input (unknown triple) on every release (class target-not-built). The report is about invalid input being diagnosed by assertion ('DXILMetadata.cpp has a number of places where it handles invalid input by asserting. We should report these errors instead.') -> crash-on-invalid; the message is an assert (macOS format 'Assertion failed: (...), function ..., file ..., line N.'), so assertion-only. New class `directx` (backend). The excerpt is cut in frame #10 of the stack dump ('(anonymous namespace)::DXILTranslateMetadata::runOnModule(llvm::Module&) (/Users/bogn'). Labels crash, HLSL; open; reporter bogner (2023-07-07); no comment in the excerpt.",
    ),
    47980: dict(
        classes=["wasm", "isel-sdag", "no-runnable-reproducer", "attachment-only", "clang-only", "excerpt-truncated"],
        reported_signature="'fatal error: error in backend: Cannot select: ...: i64 = WebAssemblyISD::Wrapper TargetGlobalAddress:i64<[91 x i8]* @.str> 0' in function __absvdi2 when /usr/bin/clang -O3 -fPIC --target=wasm64-unknown-unknown compiles compiler-rt's builtins/absvdi2.c (while building Rust's compiler_builtins for wasm64); Bugzilla 48636 (December 2020)",
        reported_message="fatal error: error in backend: Cannot select: 0x560e869d5670: i64 = WebAssemblyISD::Wrapper TargetGlobalAddress:i64<[91 x i8]* @.str> 0",
        notes="Bugzilla import (PR48636). The reproducer is only in the attachments ('Attachments | [absvdi2-ba53ee.sh](...gz), [absvdi2-ba53ee.c](...gz)': clang's crash-reproducer script and preprocessed C source, gzipped on user-images.githubusercontent.com), and the command is a clang driver line on C source ('Program arguments: /usr/bin/clang -O3 -ffunction-sections -fdata-sections -fPIC --target=wasm64-unknown-unknown ... -c -o .../absvdi2.o .../compiler-rt/lib/builtins/absvdi2.c'), so no IR and no llc/opt command are in the thread text (classes attachment-only, clang-only). What the text does show: the failure is SelectionDAG instruction selection on wasm64 with -fPIC, a 64-bit WebAssemblyISD::Wrapper around the address of a private string constant (@.str, [91 x i8], printed with typed pointers as of LLVM 11/12) that has no selection pattern, in function __absvdi2 (compiler-rt's overflow-checking abs, whose @.str is the file name passed to compilerrt_abort). The 'Cannot select' line is a report_fatal_error (raised in any build), reported through clang as 'fatal error: error in backend:'. The excerpt ends in the stack dump after the Program arguments line ('1'); no comment, fix or commit is shown although the issue is closed. Labels bugzilla; closed; reporter devsnek (2020-12-30); CC aardappel, aheejin, dschuff.",
    ),
}

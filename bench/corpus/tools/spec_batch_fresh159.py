"""Fresh batch 159: llc crashes at the end of code generation (inline asm constraints and operands, the AsmPrinter
and the MC layer with -filetype=obj, relocations/fixups, DWARF/CFI emission, globals with odd initializers, aliases,
ifuncs, comdats, TLS models), looked for with 39 look-ups (all `search`, corpus `issues`). The vein had been mined by
many earlier batches: almost every llvm/llvm-project thread the queries returned was already in `llvm_seen.txt`
(137064, 173616, 173618, 170428, 207440, 68544, 2395, 59055, 80831, 112771, 97000, 103493, 211851, ...), and the
index answers MC/relocation/fixup vocabulary mostly with other projects' trackers (keystone, avr-llvm, c3c, zig,
emscripten, CHERI and ROCm forks) and with pull requests. No new thread held a runnable llc/opt reproducer, so the
batch has no runnable issue. Three new in-theme reports without a runnable reproducer are kept (NO_REPRO_BATCH):
a 2016 Bugzilla llc -filetype=obj report on a chain of global aliases whose unfenced IR the import mangled
('@&#8203;bar'), a clang-only x86 inline-asm report (an __int128 operand with the "g" constraint asserting in
LowerAsmOperandForConstraint), and an llvm-link + llc COFF comdat fatal error whose generated IR the excerpt cuts
after the datalayout. New threads seen but not taken (no IR, not llc/opt, or not a crash): 54490 (IR parser error
'invalid type for inline asm constraint string', constraints out of order), 53868 and 58389 (clang sources),
133312 and 45685 (clang -flto), 147771 and 63964 (lld on assembly/C), 133501 (BOLT), 185361 (llvm-mc), 64675 (BOLT
feature request), 87503, 203236, 122373, 58691 (lld/LTO builds of large projects, no IR), 126200 (an AArch64
-O0 emulated-TLS miscompile from C++), 41929 (Bugzilla clang++ OpenBSD emulated-TLS segfault, only a gdb trace in
the excerpt), 79732 (ORC JIT emulated-TLS alias), 117192 (clang -flto option handling), 124157 (BOLT), 173595
(clang IR generation of an inline asm operand), 51714 and 67261 (lld), 62078, 91563, 34691, 87345, 96433 (ASan on
Windows); 101190, 168772 and 168525 were named by pull requests but never returned themselves."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh159"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    26876: dict(
        classes=["no-runnable-reproducer", "bugzilla-import", "ir-unfenced", "ir-mangled-by-import",
                 "attachment-only", "mc-object-writer", "asm-printer", "typed-pointers", "run-line"],
        tool="llc", args=["-filetype=obj", "-o", "/dev/null"],
        reported_signature="'LLVM ERROR: unable to evaluate offset to undefined symbol '_foo2'' (release build) / Assertion `(SymbolContents == SymContentsUnset || SymbolContents == SymContentsOffset) && \"Cannot get offset for a common/variable symbol\"' in MCSymbol::getOffset (assertions build) when llc -filetype=obj writes an object for a global initialized with an alias (@foo3) of an alias (@foo2) of a global (@bar); LLVM 3.8, a Mach-O default target (the '_' prefix), Bugzilla 26502, February 2016",
        reported_message="LLVM ERROR: unable to evaluate offset to undefined symbol '_foo2'",
        notes="Bugzilla import (PR26502, the 'Bugzilla Link | [26502]' table, Version 3.8, OS All; labels bugzilla, llvm:codegen, llvm:crash, mc, worksforme; closed; reporter shown only as a GitHub ghost id, 2016-02-06). The IR is five lines of the Extended Description, outside any code fence, with the RUN line as its first line ('; RUN: llc double-alias.bc -filetype=obj -o double-alias.o', on the attached bitcode), and the import mangled every global name: '@&#8203;bar = global i32 0', '@&#8203;foo2 = alias i32, i32* @&#8203;bar', ... (an HTML zero-width-space entity after each '@'), which no release's parser accepts ('error: expected top-level entity', checked by hand on 16 with the first line), so the text as given is not runnable (classes ir-unfenced, ir-mangled-by-import, as 39174 of fresh150 and the skipped 51114/45066/45850). The inputs proper are the attachments 'Bitcode file that reproduces the issue' and 'IR file that reproduces the issue' (.gz behind user-images links, class attachment-only). The reported message names '_foo2' (a Mach-O symbol prefix: the reporter's default target was Apple); the assertion line is cut by the excerpt after 'file /llvm-3.8-'. Aside, by hand, not saved and not the issue's input: the same four lines with the '&#8203;' entities removed compile with 'llc -filetype=obj' (default x86_64 ELF triple and -mtriple=x86_64-apple-macosx) on 13, 16 and 19 with exit 0, consistent with the 'worksforme' label; no comment is in the excerpt.",
    ),
    173841: dict(
        classes=["no-runnable-reproducer", "clang-only", "godbolt-only", "x86", "inline-asm", "isel-sdag",
                 "assertion-only", "excerpt-truncated"],
        reported_signature="Assertion `getSignificantBits() <= 64 && \"Too many bits for int64_t\"' (APInt.h:1566, APInt::getSExtValue) in 'X86 DAG->DAG Instruction Selection', from LowerAsmOperandForConstraint on an __int128 constant operand of inline asm with the \"g\" constraint ('movq %0, %%rax'), clang++ -O3 assertions trunk on x86-64 (AbyssStaror, godbolt, December 2025; 'goes back to clang 3.1 (assertions)')",
        reported_message="clang++: /root/llvm-project/llvm/include/llvm/ADT/APInt.h:1566: int64_t llvm::APInt::getSExtValue() const: Assertion `getSignificantBits() <= 64 && \"Too many bits for int64_t\"' failed.",
        notes="The reproducer is C source only (a ```c block: force_hard_register(__int128 val) with '__asm__(\"movq %0, %%rax\" : : \"g\"(val))', called from main with 0xABCDEFABBAFEDCBAUL), compiled by clang++ -O3 on godbolt ('Link for quick verification: https://godbolt.org/z/M8voEcjr6'; the dump's Program arguments are clang++'s); no IR is in the thread text, so nothing can be fed to llc (classes clang-only, godbolt-only). The reporter says it reproduces only with optimization (the constant reaches the asm operand after inlining, so LowerAsmOperandForConstraint sees a 128-bit ConstantSDNode for the immediate alternative of \"g\"). The excerpt stops inside the dump's pass line ('Running pass 'X86 DAG->DAG Inst'), before the stack frames. Labels crash-on-valid, llvm:SelectionDAG; open; no comment in the excerpt.",
    ),
    126936: dict(
        classes=["no-runnable-reproducer", "clang-only", "excerpt-truncated", "x86", "asm-printer"],
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="llc aborts with the fatal error of getComdatGVForCOFF (TargetLoweringObjectFileImpl.cpp, 'Associative COMDAT symbol '...' does not exist.' or '... is not a key for its COMDAT.') on the module llvm-link makes of two ASan-instrumented Windows (e-m:w) bitcode files, testA.c 'char *foo = \"not\";' and testB.c 'char *bar[] = {\"and\", \"break\"};' (janoglezcampos; the excerpt shows no date, the issue number places it in February 2025); the exact message is not in the excerpt",
        reported_message=None,
        notes="Steps in the description: clang -emit-llvm -O0 -fsanitize=address -c on the two C files, 'llvm-link .\\testA.bc .\\testB.bc -o linked.bc', then 'llc .\\linked.bc' (Crashes); the reporter quotes getComdatGVForCOFF with its two report_fatal_error calls as the code that generates the error, but the excerpt does not show which one fired. The input is made by clang and llvm-link from C (class clang-only); the thread then starts the generated IR under '* Manually \"fixing\" the bytecode: Generated IR:', but every excerpt returned (three look-ups, the same chunk each time) stops inside it at 'target datalayout = \"e-m:w-p270:32:32-p271:3', so no module is in the text seen (class excerpt-truncated). The datalayout's 'm:w' is the COFF mangling of a Windows target (x86_64-pc-windows-msvc presumably; the triple line is cut). Open, no labels, no comment seen; the excerpt is a 'continued' chunk of the description without its date line, so issue.json has no creation date.",
    ),
}

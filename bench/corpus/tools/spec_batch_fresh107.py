"""Fresh batch 107: opt/llc crash reports of llvm/llvm-project in IR reading, verification and upgrading
(LLParser, bitcode reader, verifier) and in IR-level optimisation (a ConstantExpr assertion in globalopt),
found in a vein where nearly every thread the queries returned was already known; the search budget ran out
after 22 look-ups, so the batch is small (two runnable, two without a runnable reproducer)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh107"

BATCH = {
    52994: dict(
        tool="opt", args=["-S", "-globalopt", "-o", "/dev/null"], stdin=True,
        reported_signature="Assertion `CastInst::castIsValid(Instruction::BitCast, C, DstTy) && \"Invalid constantexpr bitcast!\"' failed in ConstantExpr::getBitCast (Constants.cpp:2281), first in clang++ at ToT after bbeaf2aac678 (January 2022); nikic's reduction in a comment: 'opt -S -globalopt < %s' on a module whose llvm.global_ctors entry @ctor stores a zeroinitializer { i64, i64 } into an alloca (the ctor evaluator)",
        reported_message="clang++: llvm/lib/IR/Constants.cpp:2281: static llvm::Constant *llvm::ConstantExpr::getBitCast(llvm::Constant *, llvm::Type *, bool): Assertion `CastInst::castIsValid(Instruction::BitCast, C, DstTy) && \"Invalid constantexpr bitcast!\"' failed.",
        signature_regex=r"Invalid constantexpr bitcast|ConstantExpr::getBitCast",
        assertion_only=True, status=st(C, C, C, I, I, U),
        classes=["globalopt", "assertion-only", "ir-in-comment", "run-line", "stdin-input", "legacy-pass-flag", "typed-pointers", "culprit-known", "regression-window", "message-in-comment"],
        culprit="Reporter (issue body): 'We are seeing assertion errors in `llvm/lib/IR/Constants.cpp` after change https://github.com/llvm/llvm-project/commit/bbeaf2aac678633749e7385466da10a1c0120b3b was landed ... The error disappeared after this change was reverted locally.'",
        variant_evidence="Assertion-only: the reported line is an assert in ConstantExpr::getBitCast, compiled out of release builds. 13, 14 and 15 (release) run the legacy-flag command and exit 0 with nothing on stderr, so no release shows anything that could be linked to it (13 predates the culprit, January 2022; 14 and 15 carry neither the assertion nor any crash). 16 and 19 cannot run the command (legacy pass flag); by hand with -passes=globalopt 16 and 19 exit 0, and llvm-22 (assertions on) with -passes=globalopt exits 0 too (checked, not saved): the assertion does not fire in any build measured.",
        notes="The description shows only the assertion line (clang++ at ToT, the input an attached zip of a clang reproducer); the runnable reproducer is nikic's reduction in the first comment ('Reduction:' then a ``` block opening with '; RUN: opt -S -globalopt < %s'), taken verbatim as repro.ll and run as 'opt -S -globalopt -o /dev/null' with the module on stdin. Typed pointers (i8*, void ()*): read by 13-16 as typed and by 19/22 as ptr. 13, 14, 15 exit 0, empty stderr -> clean (assertion-only report; the culprit commit of January 2022 is after the 13 release and the assert is gone in release builds). 16 refuses the flag ('The `opt -passname` syntax for the new pass manager is not supported, please use `opt -passes=<pipeline>`', exit 1) and 19 does not know it (\"opt: Unknown command line argument '-globalopt'\") -> invalid-input, the convention of 56945/57368. llvm-22: the llvmlite driver takes no legacy pass flags ('unsupported: legacy pass flags (use -passes=)') -> unsupported. New class `globalopt`: the crash is in the Global Variable Optimizer (its static-constructor evaluator), part of the -O pipelines. Label 'new issue'; closed; reporter zeroomega (Fuchsia toolchain), reduction by nikic (2022-01-05). The fix is not named in the excerpt.",
    ),
    60305: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="clang segfault (godbolt link; no message or stack dump in the thread) compiling a malformed one-line .ll: phi nodes whose incoming blocks do not match their predecessors and a use (%14) before its definition; a maintainer notes the verifier rejects the IR and clang does not verify IR inputs",
        reported_message=None,
        signature_regex=r"Segmentation fault|PLEASE submit a bug report",
        assertion_only=None, status=st(I, E, E, E, E, E),
        classes=["x86", "crash-on-invalid", "invalid-ir", "no-message-crash", "command-inferred", "godbolt-only", "new-ir-syntax", "ir-parser"],
        variant_evidence="No assertion and no message in the report: only 'segfault' (clang on godbolt). llc verifies its input before any pass: 14, 15, 16 and 19 (release) print the verifier's 'PHINode should have one entry for each predecessor of its parent basic block!' (twice) and 'Instruction does not dominate all uses!' and stop with \"llc: error: '...repro.ll': input module cannot be verified\" (exit 1); llvm-22 prints the same three verifier messages as 'llc: error: ...' (exit 1). Nothing crashes. By hand, 'llc -disable-verify' on 14 and 19 also exits 0 (not saved), so even past the verifier llc -O0 does not show the segfault clang showed.",
        notes="The IR is the ```llvm block (one line: the module's newlines were lost, so instructions run together, e.g. '%e = load i64, ptr @a%f = mul ...'); copied verbatim. No command: the body gives a godbolt link ('for reproducing the segfault') and the title says clang compiles the .ll; the command is inferred as 'llc' on the module (clang on a .ll without -O is the -O0 backend), run with -o /dev/null. 13 cannot read opaque pointers (\"'@a' defined with type 'i64*' but expected 'ptr'\", 1:365) -> invalid-input. 14 (with -opaque-pointers), 15, 16, 19 and llvm-22: the verifier refuses the module cleanly (see variant_evidence) -> error, the reading of the verifier's refusal as a clean diagnostic (as for the musttail varargs report labelled E on 15-22). The report is about clang skipping the verifier for IR inputs (efriedma: 'Looks like the verifier rejects that IR.  I guess clang somehow isn't running the verifier on IR inputs?'), which llc and opt do not skip. Open; no labels; reporter ychen306 (2023-01-26).",
    ),
}

NO_REPRO_BATCH = {
    56194: dict(
        classes=["no-runnable-reproducer", "attachment-only", "bitcode-reader", "ir-parser", "assertion-only"],
        reported_signature="Assertion `ID < (MDStringRef.size()) + GlobalMetadataBitPosIndex.size()' failed in MetadataLoader::MetadataLoaderImpl::lazyLoadOneMetadata (MetadataLoader.cpp:1058) when llvm-dis (debug build) reads bitcode written by an older build a few months earlier",
        reported_message="llvm-dis: /home/matt/src/llvm-project/llvm/lib/Bitcode/Reader/MetadataLoader.cpp:1058: void llvm::MetadataLoader::MetadataLoaderImpl::lazyLoadOneMetadata(unsigned int, (anonymous namespace)::(anonymous namespace)::PlaceholderQueue &): Assertion `ID < (MDStringRef.size()) + GlobalMetadataBitPosIndex.size()' failed.",
        notes="The input is a bitcode file: 'Attached is patch adding reduced lit test' (the patch and its .bc are attachments, not in the thread text), and the tool is llvm-dis, which is neither llc nor opt (Program arguments: '.../build_debug/bin/llvm-dis' with no file named). No IR at all in the excerpt; nothing can be run. New class `bitcode-reader`: the failure is in the bitcode reader's lazy metadata loading, not the textual IR parser. Label llvm:bitcode; open; reporter arsenm (2022-06-24); no comment in the excerpt.",
    ),
    98594: dict(
        classes=["no-runnable-reproducer", "godbolt-only", "crash-on-invalid", "invalid-ir", "labelled-invalid", "release-build-report", "verifier-after-pass"],
        reported_signature="SIGSEGV (godbolt, exit 139, release clang) on IR with a self-referential non-phi value ('%t2 = add i128 %t2, %cc', a typo); the assertions build instead reports the verifier's 'Only PHI nodes may reference their own value!' and 'fatal error: error in backend: Broken module found, compilation aborted!' in the 'verify' pass at clang -x ir -O3",
        reported_message="Program terminated with signal: SIGSEGV",
        notes="The IR is only behind the godbolt link (https://llvm.godbolt.org/z/br6x7Pje8); the thread shows two instructions of it in the verifier's output ('%t2 = add i128 %t2, %cc', '%t3 = add i128 %t3, %cc') but not the module, and the command is a clang++ driver line ('clang++ -g -o /app/output.s -masm=intel -S -x ir ... -O3 <source>'). Nothing runnable in the text. Labels crash-on-invalid, invalid; closed; reporter scottmcm (2024-07-12), who wrote it up as 'just me making a silly typo in IR'.",
    ),
}

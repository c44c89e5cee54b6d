"""Fresh batch 168: opt/llc crashes on rarer IR features, looked for by the feature's own keyword plus crash words
(callbr / asm goto, musttail, swifterror / swiftself / swifttailcc, preallocated / inalloca, byref, scalable vectors
and vscale_range, x86_amx and the AMX tile passes, target extension types (aarch64.svcount, spirv, dx), the ptrauth /
convergencectrl / deopt / gc-live operand bundles, statepoints and RewriteStatepointsForGC, llvm.experimental.*
intrinsics (stepvector, splice, histogram, patchpoint / stackmap, guard), blockaddress / indirectbr, addrspacecast,
freeze (InstCombine and DAGCombiner::visitFREEZE), ifunc and comdat). 42 look-ups (all `search`, corpus `issues`);
the vein is dry: of roughly 250 llvm-project issue threads the answers held, all but a handful were already in
llvm_seen.txt. Taken: two runnable reports (177925, an AArch64 SVE performSignExtendInRegCombine assertion on a
<vscale x 16 x i1> sext, and 203722, the COFF 'Associative COMDAT symbol ... does not exist' fatal error on a comdat
without a leader) and one without a runnable reproducer (55410, an SVE PtrToInt constant-expression assertion reached
only through the C++ API)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh168"

BATCH = {
    177925: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="Assertion `(EltTy == MVT::i8 || EltTy == MVT::i16 || EltTy == MVT::i32) && \"Sign extending from an invalid type\"' failed in performSignExtendInRegCombine (AArch64ISelLowering.cpp:27778) in 'AArch64 Instruction Selection' on @_Z1dPb, a trunc of <vscale x 16 x i8> to <vscale x 16 x i1> then sext to <vscale x 16 x i16> under \"target-cpu\"=\"grace\" (sjoerdmeijer, godbolt assertions trunk, January 2026)",
        reported_message="llc: /root/llvm-project/llvm/lib/Target/AArch64/AArch64ISelLowering.cpp:27778: llvm::SDValue performSignExtendInRegCombine(llvm::SDNode*, llvm::TargetLowering::DAGCombinerInfo&, llvm::SelectionDAG&): Assertion `(EltTy == MVT::i8 || EltTy == MVT::i16 || EltTy == MVT::i32) && \"Sign extending from an invalid type\"' failed.",
        signature_regex=r"Sign extending from an invalid type|performSignExtendInRegCombine",
        assertion_only=True, status=st(O, O, O, O, C, R),
        classes=["aarch64", "isel-sdag", "assertion-only", "command-only-in-stack-dump", "godbolt-only", "unknown-cpu-older", "excerpt-truncated"],
        variant_evidence="llvm-22 (assertions on) aborts (rc -6) with exactly the reported assertion, 'Assertion `(EltTy == MVT::i8 || EltTy == MVT::i16 || EltTy == MVT::i32) && \"Sign extending from an invalid type\"' failed' in performSignExtendInRegCombine (AArch64ISelLowering.cpp:27663 in 22.1 against 27778 in the report's trunk; only the line number differs). 13-16 and 19 are not R: see notes.",
        notes="IR in the first untagged ``` block after 'This IR:' (datalayout and triple aarch64-unknown-linux-gnu, one function, attributes #0 = { \"target-cpu\"=\"grace\" }), copied verbatim as repro.ll. The command is only in the stack dump: 'Program arguments: /opt/compiler-explorer/clang-assertions-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel <source>' (godbolt; -x86-asm-syntax is godbolt's own flag), run as 'llc -o /dev/null' (triple from the IR). 13, 14, 15 and 16 do not know the CPU named only in the IR's attributes (''grace' is not a recognized processor for this target (ignoring processor)', four times), so the function has no SVE, and they abort earlier in 'AArch64 Instruction Selection' on '@_Z1dPb' with a different fatal error: 13 'LLVM ERROR: Invalid size request on a scalable vector.', 14-16 'LLVM ERROR: Don't know how to legalize this scalable vector type' (14's frames: TargetLoweringBase::getVectorTypeBreakdown under SelectionDAGISel::LowerArguments, the scalable argument cannot be lowered without SVE) -> other-crash, by the convention for a CPU unknown only to the IR's attributes (fresh113's grace report, 222673): not invalid-input, and the crash after it is another failure; nothing in it names performSignExtendInRegCombine. 19 (release, grace known) exits 0 with an empty stderr -> clean (the assert is compiled out of release builds). llvm-22 -> reproduces (the exact assertion). The excerpt stops inside frame #0 of the dump. Labels backend:AArch64, crash-on-valid; closed; reporter sjoerdmeijer (2026-01-26); no comment in the excerpt.",
    ),
    203722: dict(
        tool="llc", args=["-filetype=obj", "-o", "/dev/null"],
        reported_signature="Backend report_fatal_error 'Associative COMDAT symbol 'missing_leader' does not exist.' in getComdatGVForCOFF (TargetLoweringObjectFileCOFF section selection) for x86_64-pc-windows-msvc when a global belongs to a comdat ($missing_leader = comdat any) that has no leader GlobalValue; the module passes the IR verifier (emabrey, clang on a .ll, June 2026)",
        reported_message="fatal error: error in backend: Associative COMDAT symbol 'missing_leader' does not exist.",
        signature_regex=r"Associative COMDAT symbol '.*' does not exist",
        assertion_only=False, status=st(R, R, R, R, R, R),
        classes=["x86", "asm-printer", "clang-on-ir", "command-inferred", "reworded-message", "excerpt-truncated"],
        variant_evidence="The report shows clang's form of the fatal error ('fatal error: error in backend: Associative COMDAT symbol 'missing_leader' does not exist.'); llc prints the same report_fatal_error text as 'LLVM ERROR: Associative COMDAT symbol 'missing_leader' does not exist.' (rc -6) on all six builds, llvm-22 (llvmlite driver) included. Only the driver's prefix differs (class reworded-message).",
        notes="IR in the ```llvm block under '### Minimal reproducer' / '`missing.ll`:' (triple x86_64-pc-windows-msvc, one comdat and one global in it, with a trailing IR comment), copied verbatim as repro.ll. The command is clang's, in its own ``` block: 'clang --target=x86_64-pc-windows-msvc -c missing.ll'; its llc equivalent is inferred as 'llc -filetype=obj -o /dev/null' (the triple is in the module; -c -> an object file; classes clang-on-ir, command-inferred). All six builds abort with the same report_fatal_error; 19's frames: report_fatal_error under TargetLoweringObjectFileCOFF::SelectSectionForGlobal / TargetLoweringObjectFile::SectionForGlobal / AsmPrinter::emitGlobalVariable / AsmPrinter::doFinalization (no 'Running pass' line: the globals are emitted in the printer's doFinalization) -> reproduces everywhere. By hand (not saved) 19 without -filetype=obj (assembly output) aborts the same way, so the file type does not decide it. The report (written with AI help, as its author says) asks for a diagnostic instead of the abort; PR 204169 by the same author ('LLVM ERROR: Associative COMDAT symbol '...' does not exist.', open, in the same search results) converts the abort into an error, not merged as shown. Labels clang, confirmed, crash-on-valid; open; reporter emabrey (2026-06-13). The excerpt stops after the command block, before the output and the LTO details.",
    ),
}

NO_REPRO_BATCH = {
    55410: dict(
        classes=["no-runnable-reproducer", "cpp-api-only", "input-not-attached", "aarch64", "assertion-only", "excerpt-truncated"],
        reported_signature="Assertion `isa<X>(Val) && \"cast<Ty>() argument of incompatible type!\"' failed (Casting.h:269, cast<FixedVectorType>) in ConstantExpr::getPtrToInt when it is given a scalable vector of pointers and a scalable integer vector type: the element-count check casts both to FixedVectorType; reached through the C++ API (stevesuzuki-arm, May 2022)",
        reported_message="/llvm-project/llvm/include/llvm/Support/Casting.h:269: typename llvm::cast_retty<X, Y*>::ret_type llvm::cast(Y*) [with X = llvm::FixedVectorType; Y = llvm::Type; typename llvm::cast_retty<X, Y*>::ret_type = llvm::FixedVectorType*]: Assertion `isa<X>(Val) && \"cast<Ty>() argument of incompatible type!\"' failed.",
        notes="The description gives the assertion line (```console block), the source of ConstantExpr::getPtrToInt where the reporter thinks it fires (```c block), and 'Pseudo code for this case' in a C++ block that builds the constant through the API (ElementCount::getScalable(4), 'Type *Int64T...'), cut by the excerpt after its third line. No IR, no llc/opt command and no stack dump are in the thread text: the failure is reached by a client calling the C++ API, so nothing can be run with llc or opt (classes cpp-api-only, input-not-attached). Labels backend:AArch64, llvm:crash, SVE; closed; reporter stevesuzuki-arm (2022-05-12).",
    ),
}

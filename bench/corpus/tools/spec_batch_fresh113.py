"""Fresh batch 113: llc crash reports of llvm/llvm-project on AArch64 (and one X86 report without a reproducer)
in argument/return lowering of odd vector types: GlobalISel's IRTranslator call lowering at -O0 (<2 x i80>),
SelectionDAG's getCopyFromPartsVector (a ninth <3 x float> argument), an llvm_unreachable on a
<vscale x 1 x i1> argument, and a GlobalISel known-bits assertion at -O3. The theme (AVX-512/AVX10/APX/AMX,
SVE/SME, GlobalISel, DAGCombiner, "Cannot select", verifier errors, FastISel, fp16/bf16) was nearly exhausted:
of the llvm-project threads the 47 look-ups returned, nearly all were already in a corpus, so the batch is small
(four runnable, one of them filed in 2022, and two without a runnable reproducer)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh113"

BATCH = {
    99639: dict(
        tool="llc", args=["-O0", "-o", "/dev/null"],
        reported_signature="Assertion `DstEltTy.getSizeInBits() % PartLLT.getSizeInBits() == 0' failed in buildCopyFromRegs (GlobalISel/CallLowering.cpp:466) when clang-18 (assertions) compiles a .ll whose only function takes a <2 x i80> argument on aarch64-unknown-linux-musl; 'clang-18 reduced.ll --target=aarch64-linux' (-O0, so GlobalISel's IRTranslator lowers the formal arguments), Rexicon226 (Zig), July 2024",
        reported_message="clang-18: /home/david/Code/llvm-project/llvm/lib/CodeGen/GlobalISel/CallLowering.cpp:466: void buildCopyFromRegs(llvm::MachineIRBuilder&, llvm::ArrayRef<llvm::Register>, llvm::ArrayRef<llvm::Register>, llvm::LLT, llvm::LLT, llvm::ISD::ArgFlagsTy): Assertion `DstEltTy.getSizeInBits() % PartLLT.getSizeInBits() == 0' failed.",
        signature_regex=r"DstEltTy\.getSizeInBits\(\) % PartLLT\.getSizeInBits\(\) == 0|buildCopyFromRegs",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["aarch64", "isel-gisel", "assertion-only", "command-inferred"],
        variant_evidence="Assertion-only report (an assertions build of clang 18); the assert in buildCopyFromRegs is compiled out of release builds. 13, 14, 15, 16 and 19 (release) run 'llc -O0' (GlobalISel at -O0 on AArch64) and exit 0 with nothing on stderr, so nothing can be linked to the assertion; llvm-22 (assertions on) also exits 0 with an empty stderr, so the assertion no longer fires by 22.",
        notes="IR in a ```llvm block (triple aarch64-unknown-linux-musl, one function 'define void @foo(<2 x i80> %0)'), copied verbatim. The command is clang on IR: 'clang-18 reduced.ll --target=aarch64-linux' (the dump's Program arguments: 'clang-18 -cc1 -triple aarch64-unknown-linux -emit-obj ...' with no -O, i.e. -O0, where AArch64 uses GlobalISel); its llc equivalent is inferred as 'llc -O0 -o /dev/null' (the module's own aarch64 triple; clang only overrode it with aarch64-unknown-linux). Every release exits 0 with an empty stderr -> clean (13-19 release builds cannot show the assertion; 22 is an assertions build and is clean). The excerpt ends inside the stack dump (in <details>); no comment and no fix is shown, though the issue is closed. Related: 103032 (same buildCopyFromRegs family, <4 x i6> on aarch64_be). Labels backend:AArch64, crash.",
    ),
    164182: dict(
        tool="llc", args=["-mtriple=aarch64", "-o", "/dev/null"],
        reported_signature="'unexpected element count for vector' / UNREACHABLE executed at AArch64ISelLowering.cpp:227 in 'AArch64 Instruction Selection' on @_Z1kbxiPA9_l, an extractelement of a <vscale x 1 x i1> argument under \"target-cpu\"=\"grace\"; godbolt assertions trunk 'llc -mtriple=aarch64' (sjoerdmeijer, October 2025)",
        reported_message="unexpected element count for vector",
        signature_regex=r"unexpected element count for vector|AArch64ISelLowering\.cpp:227",
        assertion_only=True, status=st(O, O, O, O, C, C),
        classes=["aarch64", "isel-sdag", "assertion-only", "unreachable-message", "command-only-in-stack-dump", "other-crash-older", "unknown-cpu-older"],
        variant_evidence="Assertion-only report: an llvm_unreachable (UNREACHABLE executed at AArch64ISelLowering.cpp:227), which a release build does not print. 13, 14, 15 and 16 (release) do not know the IR's \"target-cpu\"=\"grace\" (\"'grace' is not a recognized processor for this target (ignoring processor)\", four times), so the function has no SVE, and they abort earlier with a different fatal error, 'LLVM ERROR: Invalid size request on a scalable vector.', in 'AArch64 Instruction Selection' on '@_Z1kbxiPA9_l' with frame #11 llvm::SelectionDAGISel::LowerArguments: the scalable <vscale x 1 x i1> argument cannot be lowered without SVE. Nothing in it names the unreachable or AArch64ISelLowering.cpp:227. 19 (release, grace known) exits 0 with an empty stderr; llvm-22 (assertions on) exits 0 with an empty stderr as well, so the unreachable does not fire in 22.1.",
        notes="IR in the first ``` block (datalayout, triple aarch64-unknown-linux-gnu, \"target-cpu\"=\"grace\"), copied verbatim. The command is only in the stack dump: 'Program arguments: /opt/compiler-explorer/clang-assertions-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel -mtriple=aarch64 <source>' (godbolt; -x86-asm-syntax is godbolt's own flag) -> run as 'llc -mtriple=aarch64 -o /dev/null'. 13-16 -> other-crash: a different named error (LLVM ERROR: Invalid size request on a scalable vector) in the same pass, reached earlier (argument lowering) because the CPU named only in the IR attributes is unknown to them; by the convention for a feature/CPU unknown only to the IR's attributes (222673) that is not invalid-input, and the crash after it is another failure. 19 clean (release build). llvm-22 clean: the assertions build does not hit the unreachable, so it is gone by 22.1 (the excerpt shows the issue open and names no fix). Labels backend:AArch64, crash-on-valid; reporter sjoerdmeijer (2025-10-19).",
    ),
    198107: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="Assertion `(PartEVT.getVectorElementCount().getKnownMinValue() > ValueVT.getVectorElementCount().getKnownMinValue()) && ... && \"Cannot narrow, it would be a lossy transformation\"' failed in getCopyFromPartsVector (SelectionDAGBuilder.cpp:423) on aarch64-unknown-linux-gnu, lowering @repro whose ninth vector argument <3 x float> %a8 (passed on the stack) is returned; 'llc repro.ll' (hazohelet, fuzzer, May 2026)",
        reported_message="llc: /root/llvm-project/llvm/lib/CodeGen/SelectionDAG/SelectionDAGBuilder.cpp:423:",
        signature_regex=r"Cannot narrow, it would be a lossy transformation|getCopyFromPartsVector",
        assertion_only=True, status=st(C, O, O, R, R, R),
        classes=["aarch64", "isel-sdag", "assertion-only", "release-variant-crash", "command-in-prose", "other-crash-older"],
        variant_evidence="Assertion-only report (godbolt assertions trunk). llvm-22 (assertions on) aborts with exactly the reported assertion in getCopyFromPartsVector (SelectionDAGBuilder.cpp:423, 'Cannot narrow, it would be a lossy transformation'). 16 and 19 (release) die with SIGSEGV (rc -11, 3 of 3 runs each) and a stack dump that breaks off after '0.' (no program arguments, no pass, no frames: the stack is corrupted). Run under gdb (not saved), both get through SelectionDAGISel::LowerArguments (where getCopyFromPartsVector builds the value of the stack-passed <3 x float> argument) and fault inside SelectionDAG::LegalizeTypes of the same 'AArch64 Instruction Selection' run on @repro: the pass that contains the asserting code, on the DAG the unchecked narrowing built -> release-variant-crash. 14 and 15 (release) instead abort with a different named error in the same pass, 'LLVM ERROR: Cannot select: ...: v2f32 = truncate ...' of a v2i64 load from %fixed-stack.0 on '@repro' (the lossy narrowing of the argument's part materialised as an int-to-float truncate that has no pattern).",
        notes="IR in a ```llvm block (triple aarch64-unknown-linux-gnu, one function with nine <3 x ...> arguments), copied verbatim; command 'llc repro.ll' in a ```sh block -> run as 'llc -o /dev/null'. 13 exits 0 with an empty stderr -> clean (it lowers the argument without the narrowing path). 14, 15 -> other-crash: 'Cannot select: v2f32 = truncate' is a different named error in the same pass (the convention of 59275 on 14), even though it comes from the same bad part type. 16, 19 -> reproduces as a release-variant crash (segfault, linked by gdb to the ISel pass of @repro; see variant_evidence). llvm-22 -> reproduces (the reported assertion text). Labels backend:AArch64, confirmed, crash-on-valid, generated by fuzzer; open in the excerpt; reporter hazohelet (2026-05-16).",
    ),
    58906: dict(
        tool="llc", args=["-global-isel=1", "-global-isel-abort=0", "-O3", "-o", "/dev/null"],
        reported_signature="Assertion failed: (BitWidth == RHS.BitWidth && \"Bit widths must be the same\") (title only) with AArch64 GlobalISel at -O3 on @compute_next (arm64-apple-macosx12.0.0), an llvm-reduce'd loop storing <4 x i32> zeroinitializer through a GEP of a zext'd phi; 'llc -global-isel=1 -global-isel-abort=0 -O3 reduce.ll' (bcl5980, November 2022; from test-suite Prolangs-C/agrep)",
        reported_message=None,
        signature_regex=r"Bit widths must be the same",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["aarch64", "isel-gisel", "assertion-only", "command-in-prose", "message-in-title", "reported-message-missing"],
        variant_evidence="Assertion-only report: the APInt/KnownBits bit-width assert of the title is compiled out of release builds. 13, 14 (with -opaque-pointers), 15, 16 and 19 (release) exit 0 with nothing on stderr; llvm-22 (assertions on) exits 0 too, so the assertion no longer fires (the comment gives a candidate patch, D137778, November 2022).",
        notes="Outside the batch's 2024-2026 window (filed 2022-11-10), kept because it is an AArch64 GlobalISel llc report with a complete reproducer, found while looking for GlobalISel known-bits crashes. IR in a ```ll block (opaque ptr; LLVM 13 parses it here), command in prose as inline code: 'llc -global-isel=1 -global-isel-abort=0 -O3 reduce.ll' -> run with '-o /dev/null'. The assertion text is only in the title; the body gives no message or stack dump (godbolt link). All six exit 0 with an empty stderr -> clean (13-19 release builds; 22 an assertions build where the assert is gone). The only comment: 'Candidate patch: [D137778](https://reviews.llvm.org/D137778)' (not stated as landed, so no fixed_in). Labels globalisel; closed; reporter bcl5980.",
    ),
}

NO_REPRO_BATCH = {
    113401: dict(
        classes=["no-runnable-reproducer", "clang-only", "x86", "assertion-only"],
        reported_signature="clang-20 (assertions) crash with DenseMap's Assertion `!KeyInfoT::isEqual(Val, EmptyKey) && !KeyInfoT::isEqual(Val, TombstoneKey) && \"Empty/Tombstone value shouldn't be inserted into map!\"' (title) compiling a C function with __attribute__((preserve_most)) for -m16 (triple i386-pc-linux-code16); clang-19 crashes as well",
        reported_message=None,
        notes="The reproducer is C source ('$cat mutant.c': 'int __attribute__((preserve_most)) a(char c) { for (;;) ; }') compiled by the clang driver with '-m16' (the dump shows clang -cc1 -triple i386-pc-linux-code16 -emit-obj); no LLVM IR is given, only a godbolt link, so neither llc nor opt can be run from the thread text. The excerpt ends inside clang-19's Program arguments, before any pass name or frame. Label crash, llvm:optimizations; open; reporter iamanonymouscs (2024-10-23). Context seen elsewhere (PR 177714, x86 preservenone_cc for 32-bit): the assertion fires when a spilled register is converted to a DWARF one for preserve_most/preserve_all on 32-bit x86.",
    ),
    141541: dict(
        classes=["no-runnable-reproducer", "input-not-attached", "aarch64", "assertion-only", "asm-printer"],
        reported_signature="Assertion `(SymbolContents == SymContentsUnset || SymbolContents == SymContentsVariable) && \"Cannot give common/offset symbol a variable value\"' failed in MCSymbol::setVariableValue (MCSymbol.cpp:52) in 'AArch64 Assembly Printer' on @varargs_caller, when llc -mtriple=arm64ec-pc-windows-msvc -arm64ec-generate-thunks=false -filetype=obj compiles the in-tree test CodeGen/AArch64/arm64ec-varargs.ll (MaskRay, May 2025)",
        reported_message="llc: /home/ray/llvm/llvm/lib/MC/MCSymbol.cpp:52: void llvm::MCSymbol::setVariableValue(const MCExpr *): Assertion `(SymbolContents == SymContentsUnset || SymbolContents == SymContentsVariable) && \"Cannot give common/offset symbol a variable value\"' failed.",
        notes="The command is complete ('myllc -mtriple=arm64ec-pc-windows-msvc -arm64ec-generate-thunks=false < CodeGen/AArch64/arm64ec-varargs.ll -filetype=obj'), but its input is the in-tree lit test llvm/test/CodeGen/AArch64/arm64ec-varargs.ll, whose text is not in the thread: nothing runnable from the thread text alone (class input-not-attached). The body explains the cause: AArch64MCInstLower.cpp:80 calls emitAssignment/setVariableValue on a symbol an MCObjectStreamer has already given an offset. No labels; open; reporter MaskRay (2025-05-27).",
    ),
}

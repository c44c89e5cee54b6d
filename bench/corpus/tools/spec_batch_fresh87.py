"""Eighty-seventh fresh batch: llc crash reports of llvm/llvm-project CPU backends (X86, AArch64 SVE/SME, Hexagon), found by IR-content queries."""
R, O, C, E, I, U = "reproduces", "other-crash", "clean", "error", "invalid-input", "unsupported"


def st(s13, s14, s15, s16, s19, s22):
    return {"13": s13, "14": s14, "15": s15, "16": s16, "19": s19, "22": s22}


SPLIT = "fresh87"
BATCH = {
    164107: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="Assertion `VT.getSizeInBits() == N1.getValueSizeInBits() && \"Cannot BITCAST between types of different sizes!\"' (SelectionDAG.cpp:6749, SelectionDAG::getNode) on @func_1 (x86_64, +avx): a <16 x i1> splat sext to <16 x i64>, bitcast to <64 x i16>, a shuffle of lane 56, sext and an extract; title 'llc crashed at O1/O2/O3'; godbolt assertions trunk (Oct 2025)",
        reported_message="llc: /root/llvm-project/llvm/lib/CodeGen/SelectionDAG/SelectionDAG.cpp:6749: llvm::SDValue llvm::SelectionDAG::getNode(unsigned int, const llvm::SDLoc&, llvm::EVT, llvm::SDValue, llvm::SDNodeFlags): Assertion `VT.getSizeInBits() == N1.getValueSizeInBits() && \"Cannot BITCAST between types of different sizes!\"' failed.",
        signature_regex=r"Cannot BITCAST between types of different sizes",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["x86", "isel-sdag", "assertion-only", "command-inferred", "message-in-title", "excerpt-truncated", "fixed-by-22"],
        variant_evidence="None: 13-19 (release) exit 0 at llc's default -O2 with nothing on stderr; by hand (not saved) -O1 and -O3 also exit 0 on 13 and 19. llvm-22 (assertions) exits 0 at the default level and, by hand, at -O1 and -O3: the assertion is gone by 22.1 (issue closed).",
        notes="No command in the excerpt: the godbolt link ('Reproducer: https://godbolt.org/z/v77zoxcv6') and the 'llc error' block, cut in the 'PLEASE submit' line before the stack dump's Program arguments; the title says 'llc crashed at O1/O2/O3'. Inferred command: llc on the ```llvm block (triple x86_64-unknown-linux-gnu and +avx in the IR) at llc's default level -O2, one of the three the title names; run as 'llc -o /dev/null'. Alternatives -O1/-O3 give the same result everywhere (by hand). 13-19 -> clean (assertion-only, no release variant); llvm-22 -> clean (fixed before 22.1). Labels crash-on-valid, llvm:SelectionDAG; closed; reporter XChy; no comment in the excerpt.",
    ),
    62653: dict(
        tool="llc", args=["-mtriple", "x86_64", "-o", "/dev/null"],
        reported_signature="'Not a vector MVT!' / 'UNREACHABLE executed at ../include/llvm/CodeGen/MachineValueType.h:276!' while DAG-combining 't208: v64i4 = vector_shuffle<0,...,29,94,95,u,...>' on @foo (x86_64): a <64 x i4> shufflevector taking lanes 64 and 65 from zeroinitializer (checking build with -debug, May 2023)",
        reported_message="Not a vector MVT!",
        signature_regex=r"Not a vector MVT!|UNREACHABLE executed at .*MachineValueType\.h",
        assertion_only=True, status=st(C, C, R, R, C, C),
        classes=["x86", "isel-sdag", "dagcombine", "assertion-only", "release-variant-crash", "unreachable-message", "run-line", "fixed-by-19"],
        variant_evidence="15 and 16 (release) die with SIGSEGV in 'X86 DAG->DAG Instruction Selection' on '@foo' with the symbolized frame llvm::SelectionDAG::Combine (#8 on both): the DAG combiner of the pass, where the report's run stops ('Combining: t208: v64i4 = vector_shuffle<...>' then the unreachable; llvm_unreachable is undefined behaviour in a release build). 16 crashes on 3 of 3 runs by hand. Controls by hand (not saved): the same IR with lanes 64, 65 replaced by 30, 31 (a one-source shuffle) exits 0 on 15 and 16, and the same shuffle on <64 x i8> exits 0 on 15 and 16, so the crash needs the two-source <64 x i4> shuffle the report names.",
        notes="RUN line in the IR block: '; RUN: llc -mtriple x86_64 -o /dev/null %s' (the report adds -debug to see the combine; not used). repro.ll is the whole untagged fence (RUN comment included). 13 and 14 exit 0 -> clean. 15, 16 -> reproduces (release variant). 19 and llvm-22 exit 0 -> clean (fixed; issue closed). Labels backend:X86; reporter bjope; no comment in the excerpt.",
    ),
    61524: dict(
        tool="llc", args=["-mcpu=cascadelake", "-o", "/dev/null"],
        reported_signature="Assertion `(TLI.getTypeAction(...) == TargetLowering::TypeLegal || ...) && \"Unexpected illegal type!\"' (LegalizeDAG.cpp:979, SelectionDAGLegalize::LegalizeOp) on @repro, a select of two <3 x i1> constants (i4 -> v4i1 bitcast), default triple x86_64, -mcpu=cascadelake (Mar 2023)",
        reported_message="LegalizeDAG.cpp:979: void (anonymous namespace)::SelectionDAGLegalize::LegalizeOp(llvm::SDNode *): Assertion `(TLI.getTypeAction(*DAG.getContext(), Op.getValueType()) == TargetLowering::TypeLegal || Op.getOpcode() == ISD::TargetConstant || Op.getOpcode() == ISD::Register) && \"Unexpected illegal type!\"' failed.",
        signature_regex=r"Unexpected illegal type!",
        assertion_only=True, status=st(R, R, R, R, C, C),
        classes=["x86", "isel-sdag", "legalize-dag", "assertion-only", "release-variant-crash", "hang-in-release", "command-in-prose", "fixed-by-19"],
        variant_evidence="15 and 16 (release) die with SIGSEGV in 'X86 DAG->DAG Instruction Selection' on '@repro' with the symbolized frame llvm::SelectionDAG::Legalize() (#7 on 16), which is defined in LegalizeDAG.cpp and drives the SelectionDAGLegalize::LegalizeOp that asserts. 13 and 14 (release) run past the 60 s limit (exit 124, nothing printed); by hand (not saved) each was run under gdb and interrupted after 15 s: both stop in SmallPtrSetImplBase::insert_imp_big called from llvm::SelectionDAG::Legalize(), i.e. the DAG legalizer loops on the node the checking build asserts on (read as reproduces, as 221539's hang in SelectionDAG::Legalize). Controls by hand: the report's own <4 x i1> variant (block 3 of the description, 'it seems to work') exits 0 on 13-16, and the measured IR without -mcpu=cascadelake exits 0 on 13 and 16.",
        notes="Command in prose: 'crashes when compiling with `llc repro.ll -mcpu=cascadelake`'; run with -o /dev/null. repro.ll is the first ```ll block (no triple, no datalayout: llc's default x86_64). 13, 14 -> reproduces (hang in the DAG legalizer, see variant_evidence; a tool that reports a timeout cannot agree there). 15, 16 -> reproduces (release variant). 19 and llvm-22 exit 0 -> clean (fixed; reporter dcaballe thanks someone in the 2023-04-06 comment). Labels backend:X86, bug, crash, llvm:codegen; closed.",
    ),
    55114: dict(
        tool="llc", args=["-mtriple=aarch64-linux-gnu", "-mattr=+sve2", "-O3", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Invalid size request on a scalable vector. in 'AArch64 Instruction Selection' on @bitcast_nxv1i64: bitcast <vscale x 1 x i64> to <vscale x 4 x i16>; aarch64-linux-gnu -mattr=+sve2 -O3 (godbolt, Apr 2022)",
        reported_message="LLVM ERROR: Invalid size request on a scalable vector.",
        signature_regex=r"Invalid size request on a scalable vector",
        assertion_only=False, status=st(R, R, C, C, C, C),
        classes=["aarch64", "sve", "scalable-vector", "isel-sdag", "fatal-error", "command-in-prose", "command-prose-vs-stack-dump", "fixed-by-16"],
        notes="Command in prose: 'Crashes with target triple = \"aarch64-linux-gnu\" -mattr=+sve2 -O3'; the godbolt stack dump shows 'llc -o /app/output.s -x86-asm-syntax=intel -mattr=+sve2 -O3 <source>' (the triple is only in the prose, the block has none); run as 'llc -mtriple=aarch64-linux-gnu -mattr=+sve2 -O3 -o /dev/null'. The block refers to attribute group #0 without defining it; every release reads it. 13 and 14 abort with the reported fatal error in 'AArch64 Instruction Selection' on @bitcast_nxv1i64 -> reproduces (a report_fatal_error, visible in release builds; assertion_only false). 15, 16, 19, llvm-22 exit 0 -> clean (clean from 15 on; fixed-by-16 is the nearest class). Labels none shown; open; reporter stevesuzuki-arm (one of a series of SVE reports, cf. 55412 and 55037 in this batch).",
    ),
    55412: dict(
        tool="llc", args=["-mtriple=aarch64-linux-gnu", "-mattr=+sve2", "-O3", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Extracting a fixed-length vector from an illegal scalable vector is not yet supported, on @to_fixed_sized_vector_i32x8_1: llvm.experimental.vector.extract of <8 x i32> from <vscale x 8 x i32> (name mangled '.v832.nxv832'); aarch64-linux-gnu -mattr=+sve2 -O3 (godbolt, May 2022)",
        reported_message="LLVM ERROR: Extracting a fixed-length vector from an illegal scalable vector is not yet supported",
        signature_regex=r"Extracting a fixed-length vector from an illegal scalable vector is not yet supported",
        assertion_only=False, status=st(R, R, R, C, C, C),
        classes=["aarch64", "sve", "scalable-vector", "isel-sdag", "fatal-error", "command-in-prose", "auto-upgrade", "fixed-by-16"],
        notes="Command in prose: 'Crashes with `target triple = \"aarch64-linux-gnu\" -mattr=+sve2 -O3`' (no triple in the block); run as 'llc -mtriple=aarch64-linux-gnu -mattr=+sve2 -O3 -o /dev/null'. repro.ll is the first ```llvm block (the second, the reporter's workaround attempt, is not used); it refers to an undefined attribute group #0, which every release reads, and names the intrinsic 'llvm.experimental.vector.extract.v832.nxv832'. 13, 14, 15 abort with the reported fatal error in 'AArch64 Instruction Selection' on @to_fixed_sized_vector_i32x8_1 -> reproduces. 16, 19, llvm-22 exit 0 -> clean: they upgrade the call to llvm.vector.extract.v8i32.nxv8i32 (llvm-dis of 16, by hand) and lower it through a stack slot. Labels backend:AArch64, llvm:crash, SVE; closed; reporter stevesuzuki-arm.",
    ),
    55037: dict(
        tool="llc", args=["-mtriple=aarch64-linux-gnu", "-mattr=+sve2", "-O3", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Cannot select: t11: nxv4f32 = AArch64ISD::UUNPKHI t4, in 'AArch64 Instruction Selection' on @insert_v4f32_v2f32 (llvm.experimental.vector.insert.nxv4f32.nxv2f32); aarch64-linux-gnu -mattr=+sve2 -O3 (godbolt assertions trunk, Apr 2022)",
        reported_message="LLVM ERROR: Cannot select: t11: nxv4f32 = AArch64ISD::UUNPKHI t4",
        signature_regex=r"Cannot select: .*nxv4f32 = AArch64ISD::UUNPKHI",
        assertion_only=False, status=st(C, R, C, C, C, C),
        classes=["aarch64", "sve", "scalable-vector", "isel-sdag", "cannot-select", "command-in-prose", "reworded-message", "auto-upgrade", "fixed-by-16"],
        notes="Command in prose: 'Crashes with target triple = \"aarch64-linux-gnu\" -mattr=+sve2 -O3' (the block's own triple is aarch64-unknown-linux-gnueabihf; -mtriple overrides it); run as 'llc -mtriple=aarch64-linux-gnu -mattr=+sve2 -O3 -o /dev/null'. The block refers to attribute group #0 without defining it; every release reads it. 14 aborts with 'LLVM ERROR: Cannot select: 0x...: nxv4f32 = AArch64ISD::UUNPKHI 0x...' in 'AArch64 Instruction Selection' on @insert_v4f32_v2f32 -> reproduces (node addresses instead of t-numbers: a release build's wording). 13 exits 0 -> clean (by hand, its output lowers the insert through a stack store/reload; also clean with the block's own triple). 15, 16, 19, llvm-22 exit 0 -> clean. So the failure exists on 14 only among these releases. Labels backend:AArch64, llvm:crash, SVE; closed; reporter stevesuzuki-arm.",
    ),
    200034: dict(
        tool="llc", args=["-mtriple=aarch64-none-elf", "-mattr=+sve2,+sme2", "-o", "/dev/null"], stdin=True,
        reported_signature="'unhandled opcode in isAArch64FrameOffsetLegal' / UNREACHABLE executed at AArch64InstrInfo.cpp:7083 on @op_tbl_int8_x256_0_vecwidth256_s0___outermost_streaming_task ('aarch64_pstate_sm_body', a <vscale x 64 x i8> result from llvm.vector.insert.nxv64i8.v256i8); llc -mtriple=aarch64-none-elf -mattr=+sve2,+sme2; godbolt assertions trunk (May 2026)",
        reported_message="unhandled opcode in isAArch64FrameOffsetLegal",
        signature_regex=r"unhandled opcode in isAArch64FrameOffsetLegal",
        assertion_only=True, status=st(I, I, I, C, C, C),
        classes=["aarch64", "sme", "scalable-vector", "assertion-only", "unreachable-message", "stdin-input", "new-ir-syntax", "unknown-feature-older", "regression-after-22", "excerpt-truncated"],
        variant_evidence="None: 16 and 19 (release) compile it (19's output has the smstart of the streaming body, by hand); llvm-22 (assertions) compiles it as well (by hand, -o - prints the function), so 22.1 does not reach the reported llvm_unreachable: the report is against trunk after the 22 branch.",
        notes="'### Command' block: 'llc -mtriple=aarch64-none-elf -mattr=+sve2,+sme2' names no file, so the IR (the '### Input LLVM IR' block) goes on stdin; run with -o /dev/null. 13-15 cannot parse 'memory(none)' ('<stdin>:14:77: error: unterminated attribute group') and do not know +sme2 -> invalid-input. 16, 19 exit 0 -> clean. llvm-22 exits 0 -> clean (class regression-after-22: the report, 2026-05-27, is on trunk; labels backend:AArch64, confirmed, crash-on-valid; closed; reporter stevesuzuki-arm). The excerpt cuts the stack dump before the crashing pass.",
    ),
    64323: dict(
        tool="llc", args=["-mtriple=x86_64", "-mcpu=icelake-server", "-o", "/dev/null"],
        reported_signature="SIGSEGV (no message) in 'X86 Domain Reassignment Pass' on @f (frame X86DomainReassignment::visitRegister): a <1 x float> fcmp whose <1 x i1> result is passed to a call, -mtriple=x86_64 -mcpu=icelake-server; godbolt clang-trunk, a release build (Aug 2023)",
        reported_message=None,
        signature_regex=r"X86 Domain Reassignment Pass' on function '@f'|X86DomainReassignment",
        assertion_only=False, status=st(C, C, R, R, C, C),
        classes=["x86", "machine-pass", "no-message-crash", "release-build-report", "command-only-in-stack-dump", "godbolt-only", "fixed-by-19"],
        notes="Command from the godbolt stack dump: 'llc -o /app/output.s -x86-asm-syntax=intel -mtriple=x86_64 -mcpu=icelake-server <source>'; run as 'llc -mtriple=x86_64 -mcpu=icelake-server -o /dev/null'. repro.ll is the ```llvm block (with its unused @G). The report shows no message: the crash backtrace is a signal in the pass. 15 and 16 die with SIGSEGV in 'X86 Domain Reassignment Pass' on '@f' (2 of 2 more runs each by hand) -> reproduces. 13, 14 exit 0 -> clean. 19 and llvm-22 exit 0 -> clean (fixed). Control by hand: without -mcpu=icelake-server 15 and 16 exit 0, as the description says. A 2023-08-03 comment (DataCorrupted) shows a different failure after a local patch (D30189): Assertion `InOp.getValueType().isInteger() && ...' in DAGCombiner::visitEXTRACT_VECTOR_ELT in 'X86 DAG->DAG Instruction Selection'; no release measured shows it. Labels backend:X86, crash; closed; reporter oakrc.",
    ),
    59042: dict(
        tool="llc", args=["-mtriple=hexagon", "-o", "/dev/null"],
        reported_signature="'Not a vector MVT!' / UNREACHABLE executed at MachineValueType.h:537 in 'Hexagon DAG->DAG Pattern Instruction Selection' on @f: load, insertelement and store of <8 x i1> (i8..i64 vectors work); debug build of an IR fuzzer (Nov 2022)",
        reported_message="Not a vector MVT!",
        signature_regex=r"Not a vector MVT!|UNREACHABLE executed at .*MachineValueType\.h",
        assertion_only=True, status=st(I, O, R, C, C, C),
        classes=["hexagon", "isel-sdag", "assertion-only", "release-variant-crash", "unreachable-message", "command-only-in-stack-dump", "fuzzer", "other-crash-older", "fixed-by-16"],
        variant_evidence="13 (SIGFPE) and 15 (SIGSEGV) die in 'Hexagon DAG->DAG Pattern Instruction Selection' on '@f', the report's pass and function, under the symbolized frame llvm::SelectionDAG::Legalize() (the unreachable is in a MachineValueType vector query, undefined behaviour in a release build). Control by hand (not saved): the same IR on <8 x i8> (the description: 'doesn't exist when using i8 / i16 / i32 / i64 vectors') exits 0 on 13, 14 and 15. 14 instead gets through instruction selection and dies with SIGSEGV in a later pass, 'Hexagon Loop Rescheduling' on '@f' (3 of 3 runs by hand): nothing links that crash to the reported unreachable -> other-crash.",
        notes="Relabelled after the untouched run (2026-12-06): 13 is invalid-input by the corpus's convention for opaque `ptr` on LLVM 13 (its opaque pointers were experimental; as 95520/100583 on 13 under 'Relabelled rows'), though it parsed this input and crashed as described below. Command from the stack dump: 'Program arguments: ./llvm-project/build-debug/bin/llc -mtriple=hexagon ./crash-reports/dagisel-hexagon/2.ll'; run with -o /dev/null. repro.ll is the ```ll block (opaque ptr: LLVM 14 gets -opaque-pointers, 13 reads it). 13, 15 -> reproduces (release variant); 14 -> other-crash (another pass); 16, 19, llvm-22 exit 0 -> clean (fixed). Labels backend:Hexagon, crash; closed; reporter HazyFish (the path names an AFL++ isel fuzzer).",
    ),
}

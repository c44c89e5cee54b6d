"""Fresh batch 165: crash reports of llvm/llvm-project looked for under the theme "crashes involving debug information
and metadata in opt/llc" (DILocation/DIExpression/DILocalVariable asserts, dbg.value/dbg.declare/dbg.assign and the
RemoveDIs debug-record conversion, -strip-debug, '!dbg attachment' / 'inlinable function call ... must have a !dbg
location', assignment tracking, salvageDebugInfo, LiveDebugValues / LiveDebugVariables, DwarfDebug / CodeView / BTF in
llc, debugify, TBAA / alias.scope / noalias, !range / !nonnull). 32 look-ups (all `search`, corpus `issues`); the
vein is mined out: nearly every llvm/llvm-project thread the queries surfaced was already in llvm_seen.txt, and the
rest were PRs, static-analysis or missed-debug-info reports with no crash, or clang reports with attached or gist
sources. One runnable report: an X86 SelectionDAG assertion on !range metadata carried onto an f64 load (nikic,
July 2025). Two reports without a runnable reproducer (NO_REPRO_BATCH): a BPF clang segfault while building a
DILocalVariable (preprocessed source only in a gist) and a 2019 Bugzilla clang crash in DWARF5 accelerator-table
emission with -gmodules -gpubnames (attached archive only). 151619 (demoitem, 'llc crash generating type die',
attachments only) was found new but claim.sh answered TAKEN (fresh162), so it was left to that batch."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh165"

BATCH = {
    147781: dict(
        tool="llc", args=["-o", "/dev/null"], stdin=True,
        reported_signature="Assertion `(!MMO->getRanges() || (mdconst::extract<ConstantInt>(MMO->getRanges()->getOperand(0)) ->getBitWidth() == MemVT.getScalarSizeInBits() && MemVT.isInteger())) && \"Range metadata and load type must match!\"' failed in SelectionDAG::getLoad (SelectionDAG.cpp:9495) in 'X86 DAG->DAG Instruction Selection' on @test, an i64 load with !range metadata on i686-pc-windows-gnu with target-cpu pentium4 (the i64 load/store pair is turned into an f64 load that keeps the integer !range) (nikic, July 2025)",
        reported_message="llc: /home/npopov/repos/llvm-project/llvm/lib/CodeGen/SelectionDAG/SelectionDAG.cpp:9495: SDValue llvm::SelectionDAG::getLoad(ISD::MemIndexedMode, ISD::LoadExtType, EVT, const SDLoc &, SDValue, SDValue, SDValue, EVT, MachineMemOperand *): Assertion `(!MMO->getRanges() || (mdconst::extract<ConstantInt>(MMO->getRanges()->getOperand(0)) ->getBitWidth() == MemVT.getScalarSizeInBits() && MemVT.isInteger())) && \"Range metadata and load type must match!\"' failed.",
        signature_regex=r"Range metadata and load type must match",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["x86", "isel-sdag", "assertion-only", "stdin-input", "command-only-in-stack-dump", "fixed-by-22"],
        variant_evidence="Assertion-only report (nikic's own build with assertions); the assert in SelectionDAG::getLoad is compiled out of release builds. 13, 14, 15, 16 and 19 (release) exit 0 with an empty stderr; by hand (not saved) 19's -o - output loads the i64 through 'movsd (%ecx), %xmm0' and stores it with 'movsd %xmm0, (%eax)', i.e. the f64 load the assertion would check is built, and a release build simply does not check the range's bit width. llvm-22 (assertions on) also exits 0 with an empty stderr and by hand emits the same movsd pair: the assertion no longer fires in 22.1 (the range is dropped or the check passes), fixed by then (the issue is closed; no fix named in the excerpt).",
        notes="IR in the ```llvm block of the description (triple i686-pc-windows-gnu, one function, attribute group with target-cpu pentium4, !range !{i64 1, i64 0}), copied verbatim as repro.ll (turn 0 block 0). No command in prose; the stack dump's 'Program arguments: build/bin/llc -debug' with the module '<stdin>' gives it, so the run is 'llc -o /dev/null' with the IR on stdin (classes command-only-in-stack-dump, stdin-input). '-debug' is dropped, as for 59269 and 173592 (a debug-output flag that exists only in builds with assertions: every Debian release answers \"Unknown command line argument '-debug'\", checked by hand). All six releases then exit 0 with an empty stderr -> clean. LLVM 13 parses this opaque-pointer module and compiles it (exit 0, empty stderr), so clean, not invalid-input (the convention covers failures only). Labels backend:X86, crash; closed; reporter nikic (2025-07-09); no comment in the excerpt.",
    ),
}

NO_REPRO_BATCH = {
    213714: dict(
        classes=["no-runnable-reproducer", "gist-only", "clang-only", "bpf", "debug-info", "no-message-crash"],
        reported_signature="clang SIGSEGV (exit 139) for -target bpf with -g in CGDebugInfo::EmitFunctionDecl, creating the DILocalVariable of an external function declaration's parameter (createParameterVariable -> DILocalVariable::getImpl -> MetadataTracking::track) at the end of the translation unit, on OpenSSL 3.0's rsa_sig.c; said to reproduce on clang 19, 21 and 23 trunk (choury, August 2026)",
        reported_message=None,
        notes="The input is a preprocessed C source behind a gist link ('https://gist.github.com/choury/b917f18b82e8a2e1d90269be8b68e192'), compiled by clang with '-target bpf -mcpu=v4 -O1 -mllvm -bpf-stack-size=131072 -g ...' (the excerpt cuts the command inside its -D list). The crash is in clang's debug-info code generation (CGDebugInfo), before any opt/llc pass; the thread text holds no IR and no runnable llc/opt command (classes gist-only, clang-only). The reporter distinguishes it from #147212 (same EmitFunctionDecl entry point, recursive struct layout). Labels clang:codegen, crash, debuginfo; open; reporter choury (2026-08-03); no comment in the excerpt.",
    ),
    43006: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "bugzilla-import", "debug-info", "asm-printer", "no-message-crash"],
        reported_signature="clang nullptr crash (or an infinite loop in an -O2-built clang) when -gmodules and -gpubnames are used together: DwarfCompileUnit::getUniqueID() on a null unit under emitDWARF5AccelTable (AccelTable.cpp:579) in DwarfDebug's accelerator-table emission (llunak, Bugzilla PR43661, October 2019)",
        reported_message=None,
        notes="Bugzilla import (PR43661, 'Bugzilla Link | [43661]'; label bugzilla; closed; reporter llunak, 2019-10-13). The input is an attached archive run through its a.sh ('See the attached archive, run a.sh'); the description gives only the two clang flags and frames #3-#6 of the backtrace, no IR and no llc/opt command (classes attachment-only, clang-only). The crash is in the AsmPrinter's DWARF5 accelerator table (emitDWARF5AccelTable, DwarfCompileUnit.h), so it would be an llc-side failure, but nothing in the thread text can be run. No comment in the excerpt.",
    ),
}

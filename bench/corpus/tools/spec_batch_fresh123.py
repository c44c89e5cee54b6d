"""Fresh batch 123: crash reports of llvm/llvm-project looked for under two themes: leads left by other helpers
(#40330, a Bugzilla-imported x86 inline-asm '+c'/'c' TwoAddressInstruction crash; #211984, a VectorCombine infinite
loop whose excerpt stops before its attribute group; #113240, an X86 DAG-combine hang) and Bugzilla-imported llc/opt
crash reports whose IR the reporter indented by four spaces. Neither theme gave a runnable issue: the three leads
never came back from the index (211984 came back twice, both times cut at the function's closing brace, before the
'attributes #0' its 'define ... #0' needs, so it was skipped), and every Bugzilla-era llc/opt thread the queries
surfaced was already known. The three runnable reports are neighbours found on the way (a SelectionDAG assertion of
August 2026 on an irregular i1 vector, an AArch64 SelectionDAG assertion of December 2025 from the backsmith fuzzer,
and a May 2022 InstCombine RAUW assertion on <1 x i1>), plus two reports without a runnable reproducer
(NO_REPRO_BATCH): a godbolt-only X86 shuffle-lowering hang of September 2026 and a 2012 Bugzilla clang report with
only an attached preprocessed source. 34 look-ups (all `search`, corpus `issues`)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh123"

BATCH = {
    217985: dict(
        tool="llc", args=["-mtriple=x86_64-unknown-linux", "-o", "/dev/null"],
        reported_signature="Assertion `EltSize * 8 == EltVT.getFixedSizeInBits() && \"Converting bits to bytes lost precision\"' failed in TargetLowering::getVectorSubVecPointer (TargetLowering.cpp:12417) under DAGTypeLegalizer::SplitVecRes_INSERT_SUBVECTOR / SplitVectorResult (SelectionDAG type legalization) when llc lowers llvm.experimental.cttz.elts.i32.v17i1 on <17 x i1> zeroinitializer for x86_64 (LLVM 24.0.0git 2f07067caebf, optimized build with assertions, August 2026)",
        reported_message="Assertion `EltSize * 8 == EltVT.getFixedSizeInBits() &&\n           \"Converting bits to bytes lost precision\"' failed.",
        signature_regex=r"Converting bits to bytes lost precision|getVectorSubVecPointer|SplitVecRes_INSERT_SUBVECTOR",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["x86", "isel-sdag", "assertion-only", "command-in-prose", "new-intrinsic", "excerpt-truncated"],
        variant_evidence="Assertion-only report (an optimized build with assertions; the assert in TargetLowering::getVectorSubVecPointer is compiled out of release builds). 13, 14, 15 and 16 (release) do not know llvm.experimental.cttz.elts (an intrinsic added in 19): the parser accepts the declaration as an ordinary external function and llc emits a call to it (by hand, not saved: 16's -o - output has 'callq llvm.experimental.cttz.elts.i32.v17i1@PLT'), exit 0, empty stderr, so the reported lowering is never reached. 19 (release) knows the intrinsic and compiles @f to 'movl $17, %eax; retq' (by hand, -o -), exit 0, empty stderr. llvm-22 (assertions on) also exits 0 with an empty stderr, and by hand its -o - output is the same 'movl $17, %eax': the assertion does not fire in 22.1. No build measured shows anything linked to the reported assertion.",
        notes="IR in the ```llvm block under 'Minimal reproducer' (target triple x86_64-unknown-linux, one function calling the intrinsic with <17 x i1> zeroinitializer, its call split over two lines), copied verbatim as repro.ll. Command in its own ```bash block after 'Reproduce with:': 'llc -mtriple=x86_64-unknown-linux /tmp/cttz17.ll -o -', run as 'llc -mtriple=x86_64-unknown-linux -o /dev/null' (class command-in-prose). All six releases exit 0 with an empty stderr -> clean: 13-16 because the intrinsic is unknown there and is compiled as an ordinary call (the parser accepts it, so not invalid-input; the convention of the frexp/deinterleave2 reports), 19 a release build, llvm-22 an assertions build that does not assert (the bug is in the trunk of 24.0.0git; the excerpt names no culprit or fix). The excerpt stops in the 'Actual behavior' section ('The process ex'), after the assertion text and the relevant frames. Labels confirmed, crash-on-valid, llvm:SelectionDAG; closed; reporter Opriego (2026-08-21); no comment in the excerpt.",
    ),
    171032: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="Assertion `N1.getValueType().bitsLE(VT) && \"The input must be the same size or smaller than the result.\"' failed in SelectionDAG::getNode (SelectionDAG.cpp:6646) on AArch64 (aarch64-unknown-linux-musl) for @func_20, a <64 x i1> shufflevector of a <2 x i1> argument whose mask is poison but one lane (XChy, godbolt assertions trunk, December 2025)",
        reported_message="llc: /root/llvm-project/llvm/lib/CodeGen/SelectionDAG/SelectionDAG.cpp:6646: llvm::SDValue l",
        signature_regex=r"The input must be the same size or smaller than the result|bitsLE\(VT\)",
        assertion_only=True, status=st(C, C, C, C, O, C),
        classes=["aarch64", "isel-sdag", "assertion-only", "command-inferred", "godbolt-only", "excerpt-truncated", "new-ir-syntax"],
        variant_evidence="Assertion-only report (godbolt's assertions trunk, '/root/llvm-project/...'); the assert in SelectionDAG::getNode is compiled out of release builds. 13, 14, 15 and 16 (release) exit 0 with an empty stderr. 19 (release) aborts (rc -6) with 'LLVM ERROR: Cannot select: ...: v8i8 = bitcast ...: v16i8 = scalar_to_vector ...' in 'AArch64 Instruction Selection' on @func_20, frames SelectionDAGISel::SelectCodeCommon / DoInstructionSelection: a different named fatal error (a 128-to-64-bit bitcast the selector cannot match) in the same pass; no frame names SelectionDAG::getNode, and the neighbours 16 and 22 are clean, so nothing links it to the reported size assertion. llvm-22 (assertions on) exits 0 with an empty stderr (by hand, -o -, it emits code for func_20): the assertion does not fire in 22.1.",
        notes="IR in the ```llvm block under 'Reduced testcase:' (datalayout and triple aarch64-unknown-linux-musl, one function), copied verbatim as repro.ll. No command in the text: the body gives a godbolt link ('Reproducer: https://godbolt.org/z/nbv9q9M3v') and the dump, which names llc ('llc: /root/llvm-project/...'), is cut by the excerpt after 'llvm::SDValue l', before 'Program arguments'; the command is inferred as plain 'llc' on the module (the triple is in the IR), run with -o /dev/null (classes command-inferred, godbolt-only). reported_message is the dump's first line as far as the excerpt shows it. 13-16 -> clean. 19 -> other-crash ('Cannot select' on a v8i8 bitcast, see variant_evidence; a different named error in the same pass, the 59275/55588 reading). llvm-22 -> clean (fixed by 22.1: filed 2025-12-07 against trunk; the issue is closed, no fix named in the excerpt). Labels crash-on-valid, llvm:SelectionDAG; closed; reporter XChy; no comment in the excerpt.",
    ),
    55516: dict(
        tool="opt", args=["-passes=instcombine", "-o", "/dev/null"],
        reported_signature="Assertion `New->getType() == getType() && \"replaceAllUses of value with new value of different type!\"' failed in Value::doRAUW (Value.cpp:503) from InstCombine's 'icmp eq (bitcast (sitofp X)), 0 --> icmp eq X, 0' fold on @do_stuff, which replaces an icmp of <1 x i64> (result <1 x i1>) with a scalar i1 (Benjins, godbolt, May 2022)",
        reported_message="opt: /root/llvm-project/llvm/lib/IR/Value.cpp:503: void llvm::Value::doRAUW(llvm::Value*, llvm::Value::ReplaceMetadataUses): Assertion `New->getType() == getType() && \"replaceAllUses of value with new value of different type!\"' failed.",
        signature_regex=r"replaceAllUses of value with new value of different type|Function return type does not match operand type of return inst",
        assertion_only=True, status=st(R, R, C, C, C, C),
        classes=["instcombine", "assertion-only", "release-variant-crash", "verifier-after-pass", "command-in-ir-comment", "fixed-by-16"],
        variant_evidence="13 and 14 (release) run the one pass, instcombine, and the verifier after it prints 'Function return type does not match operand type of return inst!' for 'ret i1 %0' in the function returning <1 x i1>, then 'LLVM ERROR: Broken module found, compilation aborted!' (rc -6): the fold replaced the <1 x i1> icmp with an i1 value, exactly the replacement whose types the reported assertion compares (New->getType() == getType()) and which the reporter describes ('it ends up trying to replace the icmp with a value of type i1 instead of the type <1 x i1>'). A release build skips the assert in Value::doRAUW, does the replacement, and the verifier reports the mismatched type it leaves behind (the 3394-style reading: the verifier's message is the reported assertion's predicate failing on what the only pass built).",
        notes="IR in the first ```llvm block (one function), copied verbatim as repro.ll; its first line is the command as an IR comment, '; opt -passes=\"instcombine\"', run as 'opt -passes=instcombine -o /dev/null' (class command-in-ir-comment). The other blocks are the assertion line, the fold in pseudo-IR, and the original C++ (cut by the excerpt). 13 and 14 -> reproduces (release variant, see variant_evidence). 15, 16 and 19 exit 0 with an empty stderr and leave the function unchanged (by hand, -S -o -), as does llvm-22 (assertions on) -> clean: the fold no longer fires on the vector icmp from 15 on (filed 2022-05-17, before the 15 branch; no fix named in the excerpt; class fixed-by-16 in the sense 'gone by 16', here by 15). The full crash log is an attachment ('opt full crash log'), not in the text. Labels llvm:crash, llvm:instcombine; closed; reporter Benjins.",
    ),
}

NO_REPRO_BATCH = {
    224266: dict(
        classes=["no-runnable-reproducer", "godbolt-only", "x86", "isel-sdag", "hang-report", "fixed-in-known"],
        reported_signature="llc hangs: X86 lane-permute shuffle lowering cycles indefinitely during legalization for some vector shuffle masks (a generated cross-lane shuffle reproduces the original mask, a finer sublane split is turned back into the original shuffle); the input is only behind a godbolt link (azwolski, September 2026)",
        reported_message=None,
        fixed_in="azwolski (comment, 2026-09-17): 'https://github.com/llvm/llvm-project/pull/224265'",
        notes="The description explains the cycle in prose and gives only 'https://godbolt.org/z/GxW3xKzKb'; no IR, no command and no output are in the thread text, so nothing can be run (class godbolt-only). The reporter's comment names the fixing PR 224265. Labels backend:X86, hang; closed; reporter azwolski (2026-09-17).",
    ),
    14855: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "bugzilla-import", "inline-asm", "assertion-only", "macos-assertion-format"],
        reported_signature="Assertion failed: (Verify(getFunctionType(), constraints) && \"Function type not legal for constraints!\"), function InlineAsm, file /llvm_trunk/lib/VMCore/InlineAsm.cpp, line 47, in clang (trunk, MacOS X, December 2012) on inline assembly with several input operands matched to the same output operand",
        reported_message="Assertion failed: (Verify(getFunctionType(), constraints) && \"Function type not legal for constraints!\"), function InlineAsm, file /llvm_trunk/lib/VMCore/InlineAsm.cpp, line 47.",
        notes="Bugzilla import (PR14483; the 'Bugzilla Link | [14483]' table; labels bugzilla, llvm:core; closed; reporter alexey-bataev, 2012-12-03). The input is the attachment 'Preprocessed source and associated run script' (a .gz behind a user-images link), compiled by clang; the description holds only the assertion and clang's old-style stack (PrintStackTrace(void*), __assert_rtn: the macOS assertion format), and the excerpt shows no comment. Nothing runnable with llc or opt is in the thread text (classes attachment-only, clang-only). The assertion fires while clang builds the InlineAsm value (IR construction, lib/VMCore of 2012), before any pass.",
    ),
}

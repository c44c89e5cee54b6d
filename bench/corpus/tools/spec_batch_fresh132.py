"""Fresh batch 132: llc/opt crash reports of llvm/llvm-project involving debug information (#dbg_value/#dbg_declare
records, llvm.dbg.* intrinsics, DIExpression/DILocation/DISubprogram metadata, debugify, debug-info iterators,
"-g changes codegen" crashes, DwarfDebug/DwarfUnit/AsmPrinter, LiveDebugValues/InstrRef, assignment tracking), any
backend, any year. 45 look-ups (all `search`, corpus `issues`). The theme is saturated: every llvm/llvm-project
debug-info crash thread with inline IR that the index returned (about sixty: 29143, 32075, 53342, 53584, 53937, 55097,
57727, 57997, 60148, 62725, 62838, 65004, 72447, 72630, 76062, 77729, 82230, 110494, 122350, 149841, 159422, 173128,
176822, 186557, 204585, 209475, 209512, 220848 ...) was already in a corpus. What is new in the theme has no runnable
input: #221633 (an ARM LowOverheadLoops assertion on a trailing DBG_VALUE, MIR/IR only as attachments and a godbolt link)
and #51926 (a Bugzilla-imported clang ICE while generating debug information, backtrace/source/run script attached);
both are in NO_REPRO_BATCH. The four runnable issues are neighbours that one query on 128-bit constants in DWARF
emission (`DwarfUnit::addConstantValue ... Too many bits`) brought back, none of them about debug info: a SystemZ
SelectionDAG i128-constant assertion (Dec 2023), an aarch64_be AsmPrinter assertion on a <4 x i1> global (Nov 2022,
fuzzer), an X86 SelectionDAG assertion on a GEP with an i128 index compiled through clang (Sep 2026), and a stackmap
operand i128 constant >= 2^63 (May 2022, still open)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh132"

BATCH = {
    75710: dict(
        tool="llc", args=["-mtriple=s390x-linux-gnu", "-mcpu=z13", "-o", "/dev/null"],
        reported_signature="Assertion `getSignificantBits() <= 64 && \"Too many bits for int64_t\"' failed in APInt::getSExtValue (APInt.h:1510) during SystemZ SelectionDAG instruction selection (SelectCode on 't13: i128 = xor t11, Constant:i128<17440380254424117642>') for @e, an i128 xor/icmp of a sign-extended i64 call result (JonPsson1, December 2023)",
        reported_message="llc: /home/jonas/llvm-project/llvm/include/llvm/ADT/APInt.h:1510: int64_t llvm::APInt::getSExtValue() const: Assertion `getSignificantBits() <= 64 && \"Too many bits for int64_t\"' failed.",
        signature_regex=r"Too many bits for int64_t|getSExtValue",
        assertion_only=True, status=st(I, C, C, C, C, C),
        classes=["systemz", "isel-sdag", "assertion-only", "command-in-prose", "fixed-by-22"],
        variant_evidence="Assertion-only report (the reporter's assertions build; APInt::getSExtValue's assert is compiled out of release builds). 14, 15, 16 and 19 (release) exit 0 with an empty stderr; by hand (16, -o -) @e is compiled to 'brasl c@PLT; srag; xihf %r2, 4060654960; xilf %r2, 883929482; clgfi %r2, 10; ... lochil ...; locre', i.e. the xor constant 0xf208ad7034afb18a in two 32-bit halves: nothing links a release run to the assertion. llvm-22 (assertions on) exits 0 with an empty stderr: the assertion no longer fires.",
        notes="IR in the description's unlabelled ``` block (two external globals, a declaration and @e; the 'declare'/'define' carry '#0' but the block has no 'attributes #0' group, which no release's parser rejects: every run here parses it), copied verbatim as repro.ll (fence.py turn 0 block 0). Command in prose right after the block: 'llc -mtriple=s390x-linux-gnu -mcpu=z13 ./tc_const.ll -o -', run with -o /dev/null (class command-in-prose). 13 rejects the opaque 'ptr' ('@b' defined with type 'i32*' but expected 'ptr') -> invalid-input. 14 (run with -opaque-pointers) to 19 -> clean (release builds, assertion-only report). llvm-22 -> clean (issue closed; filed 2023-12-16, fixed before 22.1; the excerpt names no fix). The excerpt ends with the reporter's 'SelectCode(Node); //called on: t13: i128 = xor t11, Constant:i128<...>' note; no stack dump, no comment. Labels backend:SystemZ; closed; reporter JonPsson1. Found as a neighbour (query on 128-bit constants in DWARF emission), not in theme.",
    ),
    59055: dict(
        tool="llc", args=["-mtriple=aarch64_be", "-o", "/dev/null"],
        reported_signature="Assertion `ShiftAmt <= BitWidth && \"Invalid shift amount\"' failed in APInt::lshrInPlace (APInt.h:840) when the AsmPrinter emits the big-endian global constant @G = global <4 x i1> <i1 true, i1 false, i1 true, i1 true> for aarch64_be (not for little-endian aarch64) (HazyFish, AFL++ isel fuzzing, debug build, November 2022)",
        reported_message="llc: /home/henry/aflplusplus-isel/llvm-project/llvm/include/llvm/ADT/APInt.h:840: void llvm::APInt::lshrInPlace(unsigned int): Assertion `ShiftAmt <= BitWidth && \"Invalid shift amount\"' failed.",
        signature_regex=r"Invalid shift amount|lshrInPlace",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["aarch64", "asm-printer", "assertion-only", "command-only-in-stack-dump", "fuzzer", "fixed-by-22"],
        variant_evidence="Assertion-only report (a debug build, 'build-debug/bin/llc'); the assert in APInt::lshrInPlace is compiled out of release builds. 13, 14, 15, 16 and 19 (release) exit 0 with an empty stderr; by hand (-o -), 13 emits G as four bytes '.byte 1, 0, 1, 1', 16 and 19 as one byte '.byte 11' (little-endian aarch64 gives '.byte 13' on 19, so the big-endian bit order is applied); no crash or fatal error anywhere. llvm-22 (assertions on) exits 0 with an empty stderr: the assertion no longer fires.",
        notes="IR in the ```ll block under '### Code' (one line, the global @G, no triple), copied verbatim as repro.ll (fence.py turn 0 block 0). The command is only in the stack dump: 'Program arguments: /home/henry/aflplusplus-isel/llvm-project/build-debug/bin/llc -mtriple=aarch64_be ./crash-reports/dagisel-aarch64_be/1.ll', run as 'llc -mtriple=aarch64_be -o /dev/null' (class command-only-in-stack-dump); the text also gives a godbolt link. The excerpt's dump stops at frame #3, before any frame or 'Running pass' line, so the pass is taken from the title ('[AsmPrinter]'). All six releases exit 0 -> clean: 13-19 are release builds and the report is assertion-only; llvm-22 (assertions) no longer asserts (closed; filed 2022-11-17; the excerpt names no fix). Labels crash, llvm:codegen; closed; reporter HazyFish (AFL++ on instruction selection, class fuzzer). Found as a neighbour, not in theme.",
    ),
    220954: dict(
        tool="llc", args=["-O0", "-o", "/dev/null"],
        reported_signature="Assertion `getSignificantBits() <= 64 && \"Too many bits for int64_t\"' failed in APInt::getSExtValue (APInt.h:1586) in 'X86 DAG->DAG Instruction Selection' on @main, a volatile load through 'getelementptr i32, ptr %alloc, i128 18446744073709551616' (an i128 index of 2^64), when clang compiles the .ll with default options (Roticv912, clang 24 with assertions, September 2026)",
        reported_message="clang-24: /root/llvm-project/llvm/include/llvm/ADT/APInt.h:1586: int64_t llvm::APInt::getSExtValue() const: Assertion `getSignificantBits() <= 64 && \"Too many bits for int64_t\"' failed.",
        signature_regex=r"Too many bits for int64_t|getSExtValue",
        assertion_only=True, status=st(I, C, C, C, C, R),
        classes=["x86", "isel-sdag", "assertion-only", "command-inferred", "clang-on-ir"],
        variant_evidence="Assertion-only report; 14, 15, 16 and 19 (release builds) exit 0 with an empty stderr at -O0 (the assert is compiled out). llvm-22 (assertions on, llvmlite's driver) aborts (rc -6) with 'python: .../llvm/include/llvm/ADT/APInt.h:1566: int64_t llvm::APInt::getSExtValue() const: Assertion `getSignificantBits() <= 64 && \"Too many bits for int64_t\"' failed.': the reported assertion word for word, only the header's line number differs (1566 in 22.1, 1586 in the reporter's 24.0.0git); llvmlite prints no stack dump, and the only thing the command runs is llc's codegen of this one-function module, whose stack dump in the report names 'X86 DAG->DAG Instruction Selection'. By hand, plain 'llc -o /dev/null' (-O2) exits 0 on llvm-22: the assertion fires on the -O0 path only, which is what the report's clang with default options (-O0) takes.",
        notes="IR in the ```llvm block under '### Input Program' (a datalayout 'e-p:64:64:64:32', no triple, one function), copied verbatim as repro.ll (fence.py turn 0 block 0). No llc/opt command: 'clang minimal.ll -o repro.out, default options'; the dump shows 'clang-24 -cc1 -triple x86_64-unknown-linux-gnu -emit-obj -o minimal.o -x ir minimal.ll' (no -O flag, so clang's default -O0) and 'Running pass ... X86 DAG->DAG Instruction Selection' on @main -> command inferred as 'llc -O0 -o /dev/null' (llc's default target here is x86_64, as clang's override warning says; classes command-inferred, clang-on-ir). Unlike the sibling reports of the same reporter in fresh101 (220956, 220958, run as plain 'llc -o /dev/null'), the optimization level matters here: llvm-22 asserts at -O0 and is clean at -O2 (by hand), so -O0, the level of the reported clang invocation, was chosen. 13 rejects the opaque 'ptr' ('%alloc' defined with type 'i32*' but expected 'ptr') -> invalid-input. 14-19 -> clean (release). llvm-22 -> reproduces (see variant_evidence). Labels backend:X86, confirmed, crash-on-valid; closed; reporter Roticv912 (2026-09-03). Found as a neighbour, not in theme.",
    ),
    55609: dict(
        tool="llc", args=["-O2", "-o", "/dev/null"],
        reported_signature="Assertion `getSignificantBits() <= 64 && \"Too many bits for int64_t\"' failed in APInt::getSExtValue (APInt.h:1493) when llvm.experimental.stackmap is passed a live i128 constant >= 2^63 (9223372036854775808; 2^63-1 works), compiled with 'clang -O2 i128.ll' on x86_64 (vext01, LLVM 15 trunk with assertions, May 2022)",
        reported_message="clang-15: /home/vext01/research/llvm-project/llvm/include/llvm/ADT/APInt.h:1493: int64_t llvm::APInt::getSExtValue() const: Assertion `getSignificantBits() <= 64 && \"Too many bits for int64_t\"' failed.",
        signature_regex=r"Too many bits for int64_t|getSExtValue",
        assertion_only=True, status=st(C, C, C, C, C, O),
        classes=["x86", "isel-sdag", "assertion-only", "command-inferred", "clang-on-ir", "typed-pointers", "excerpt-truncated", "silent-miscompile-in-release", "other-crash-on-22"],
        variant_evidence="Assertion-only report. 13, 14, 15, 16 and 19 (release builds) exit 0 with an empty stderr; by hand (-o -) each emits the stack map with the constant-pool entry '.quad -9223372036854775808' for the i128 value 2^63: a release getSExtValue returns the low word, so the constant is silently truncated instead of asserting (class silent-miscompile-in-release), not a crash. llvm-22 (assertions on) aborts (rc -6) under the reported command with 'Result type 0 illegal: t11: i128 = Constant<9223372036854775808>' and 'UNREACHABLE executed at .../lib/CodeGen/SelectionDAG/LegalizeTypes.cpp:489!': the same i128 stackmap constant, now kept as a live SelectionDAG operand and caught by type legalization's checking-build scan, a different named failure -> other-crash, not the reported getSExtValue assertion. By hand, the 2^63-1 control ('This works' block) exits 0 on llvm-22, and 'llc -O0' on the repro prints exactly the reported 'Too many bits for int64_t' assertion on llvm-22 (the -O0 path still calls getSExtValue); the report's command is -O2, so 22 stays other-crash.",
        notes="Two ```llvm blocks: 'This works' (i128 9223372036854775807) and 'This doesn't' (9223372036854775808); the second, the crashing one, is copied verbatim as repro.ll (fence.py turn 0 block 1; typed pointers 'i8** %argv', no triple, which every release here parses). No llc/opt command: 'clang -O2 i128.ll' with clang's 'overriding the module target triple with x86_64-unknown-linux-gnu' warning -> command inferred as 'llc -O2 -o /dev/null' (x86_64 is llc's default target here; classes command-inferred, clang-on-ir). The excerpt cuts the stack dump inside 'Program arguments' ('-main-file-name i1'), so no pass or frame is shown; the stackmap operand is lowered in SelectionDAG instruction selection (class isel-sdag). 13-19 -> clean (release builds; the constant is truncated, see variant_evidence). llvm-22 -> other-crash (a LegalizeTypes UNREACHABLE on the i128 constant at -O2; the exact reported assertion only at -O0, by hand). Labels llvm:codegen, llvm:crash; open; reporter vext01 (2022-05-20); no comment in the excerpt. Found as a neighbour (returned by two queries on large constants in debug/DWARF emission), not in theme.",
    ),
}

NO_REPRO_BATCH = {
    221633: dict(
        classes=["no-runnable-reproducer", "attachment-only", "godbolt-only", "arm", "machine-pass", "mir", "debug-info", "assertion-only"],
        reported_signature="The ARM low-overhead-loop pass (ARMLowOverheadLoops) aborts in an assertions-enabled build when it queries ReachingDefInfo with a verifier-valid DBG_VALUE at the end of a predecessor block; the baseline and debug Machine IR differ only by that trailing DBG_VALUE, so -g turns a clean compile into a crash (yqtian-se, LLVM 24.0.0git 502e51aa, September 2026)",
        reported_message=None,
        notes="The description states the failure in prose and gives only a godbolt link ('https://godbolt.org/z/rKMoc47ja') and five attachments (baseline.mir.txt, debug.mir.txt, source-baseline.ll.txt, source-debug.ll.txt, reproduce.sh); the excerpt stops at 'Run with an assertions-enabled build: ```bash bash reproduce.sh', before any output, so neither the input nor the command nor the assertion text is in the thread text (classes attachment-only, godbolt-only). In theme: a debug-info-only difference that crashes a machine pass. Labels backend:ARM, crash-on-valid; closed; reporter yqtian-se (2026-09-07), who filed sibling debug-invariance reports the same week (221150, a BPF miscompile; 221109, fixed by PR 221117), neither of them a crash.",
    ),
    51926: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "bugzilla-import", "debug-info", "fixed-in-known"],
        reported_signature="clang (assertions enabled) crashes while generating debug information when the libc++ buildkite CI builds libc++ with the patch D70631; the crash goes away without -DLLVM_ENABLE_ASSERTIONS=ON or in a Release build; the backtrace, the reduced source and the run script are attachments only (mordante, Bugzilla PR52584, November 2021)",
        reported_message=None,
        fixed_in="rickyz (comment, 2021-12-11): 'This should be fixed by c7c84b90879f'; mordante (2021-12-14) confirms no more issues after landing D70631",
        notes="Bugzilla import (PR52584; the 'Bugzilla Link | [52584]' table; labels bugzilla, debuginfo; closed; reporter mordante, 2021-11-22). The input is three attachments ('backtrace of the crash', 'Reduced source', 'Reduced run script', .gz files behind user-images links) for clang; the description holds only prose and two links (the review and a buildkite log), no IR, no command and no assertion text (classes attachment-only, clang-only). A comment names the fixing commit c7c84b90879f.",
    ),
}

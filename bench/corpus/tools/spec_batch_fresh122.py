"""Fresh batch 122: opt/llc crash reports of llvm/llvm-project whose reproducer uses a rare IR construct (the
theme: callbr, indirectbr, EH pads, musttail, swifterror, inalloca/preallocated, token, statepoints, experimental
intrinsics, exotic atomics, x86_fp80/ppc_fp128/fp128/half, very wide integers and vectors, addrspacecast, ifunc,
thread_local, prefix/prologue data). Nearly every thread the queries returned was already known; what was new:
an i129 sdiv from the Bugzilla import (44994), a wide <32 x i1> -> i32 bitcast in the WebAssembly SIMD combine
(190306), an i80 select/or/add chain reduced by RKSimon from a clang crash (56170), and two clang-only reports
without a runnable reproducer (101984: fp128 on i686 with -frounding-math; 60189: AVR addrspacecast)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh122"

BATCH = {
    44994: dict(
        tool="llc", args=["-x86-asm-syntax=intel", "-o", "/dev/null"],
        reported_signature="'LLVM ERROR: Unsupported library call operation!' in 'X86 DAG->DAG Instruction Selection' on @_Z3divU7_ExtIntILi129EEiS_, an 'sdiv i129' (clang's _ExtInt(129)) that type legalization tries to turn into a libcall that does not exist for integers wider than 128 bits; godbolt clang-trunk llc (April 2020); Bugzilla 45649",
        reported_message="LLVM ERROR: Unsupported library call operation!",
        signature_regex=r"Unsupported library call operation",
        assertion_only=False, status=st(R, R, C, C, C, C),
        classes=["x86", "isel-sdag", "release-build-report", "command-only-in-stack-dump", "bugzilla-import", "typed-pointers", "excerpt-truncated", "fixed-by-16"],
        variant_evidence="Not an assertion report: 'Unsupported library call operation!' is a report_fatal_error raised in any build (godbolt's clang-trunk llc is a release build). 13 and 14 (release) abort (rc -6) with exactly 'LLVM ERROR: Unsupported library call operation!' in 'X86 DAG->DAG Instruction Selection' on '@_Z3divU7_ExtIntILi129EEiS_', frame llvm::TargetLowering::makeLibCall, as reported.",
        notes="Bugzilla import (PR45649, the 'Bugzilla Link | [45649]' table; labels bugzilla, llvm:codegen; closed; reporter erichkeane, 2020-04-23; CC Quuxplusone, chfast, efriedma-quic, LebedevRI, RKSimon, nunoplopes, rotateright; no comment in the excerpt). The description's one ``` fence holds the module and then the error output and stack dump, and the excerpt ends inside the dump ('#2 0x00005') before any closing fence, so tools/fence.py returns the module and the output as one block: repro.ll is that block's first 11 lines (the '; Function Attrs' comment through the closing '}'), verbatim. The module references attribute group #0 without defining it; every release reads it. The '@' names survived the import (no '@&#8203;'). No command in prose: the godbolt link plus the dump's 'Program arguments: /opt/compiler-explorer/clang-trunk/bin/llc -o ./output.s -x86-asm-syntax=intel <source>' -> run as 'llc -x86-asm-syntax=intel -o /dev/null' (no triple: llc's default x86_64, as godbolt). Typed pointers (i129*): read natively by 13-16, as ptr by 19/22. 13 and 14 -> reproduces. 15, 16, 19 and llvm-22 exit 0 with an empty stderr -> clean: from LLVM 15 on, divisions wider than 128 bits are expanded before instruction selection (the __divei4 call of 56615's comment, another thread; this thread names no fix). Class fixed-by-16 in the sense 'crash gone by 16', here already by 15, as 48042 of fresh117.",
    ),
    190306: dict(
        tool="llc", args=["-mtriple=wasm32", "-mattr=+simd128", "-o", "/dev/null"],
        reported_signature="Assertion `(!VT.isVector() || VT.getVectorElementCount() == N1.getValueType().getVectorElementCount()) && \"SETCC vector element counts must match!\"' failed (SelectionDAG::getNode) when the WebAssembly performBitcastCombine rebuilds a wide '<32 x i1> -> i32' bitcast of 'icmp eq <32 x i16>' from v16i1 chunks; the debug output shows 't22: v8i16 = BUILD_VECTOR' under 'Combining: t14: i32 = bitcast t13' (ParkHanbum, April 2026); no command in the thread",
        reported_message="Assertion `(!VT.isVector() || VT.getVectorElementCount() == N1.getValueType().getVectorElementCount()) && \"SETCC vector element counts must match!\"' failed.",
        signature_regex=r"SETCC vector element counts must match",
        assertion_only=True, status=st(C, C, C, C, C, R),
        classes=["wasm", "isel-sdag", "dagcombine", "assertion-only", "command-inferred", "related-issue-named", "excerpt-truncated"],
        fixed_in="PR #190915 '[WebAssembly] Fix wide bitmask fallback in performBitcastCombine' (ParkHanbum, 2026-04-08, merged): 'Fixed: https://github.com/llvm/llvm-project/issues/190306' (seen in the search results, not in the issue excerpt); after the 22.1 release",
        variant_evidence="Assertion-only report (SelectionDAG::getNode's SETCC check). 13, 14, 15, 16 and 19 (release) exit 0 with an empty stderr: nothing to link. llvm-22 (assertions on) aborts with the reported assertion text word for word (SelectionDAG.cpp:8250, SelectionDAG::getNode); llvmlite prints no stack or pass, the command runs one backend and the same IR without -mattr=+simd128 exits 0 there (by hand, not saved), so the SIMD combine is where it fires.",
        notes="Two ```llvm blocks: the 'Reproducer' (@bitmask_v32i16: icmp eq <32 x i16>, bitcast <32 x i1> to i32) and 'A related example that can also hit the same path' (@all_true_big_v32i16, the function the printed DAG names); repro.ll is the first, the one the description calls the reproducer, verbatim (turn 0 block 0); by hand (not saved) the second aborts llvm-22 with the same assertion and is clean on 19. No triple and no command in the thread (the excerpt ends in the stack dump at '#11 0x0000592b9'): the command is inferred from the title's WebAssembly backend and the combine's SIMD path as 'llc -mtriple=wasm32 -mattr=+simd128 -o /dev/null' (class command-inferred); without +simd128 no release crashes, so the feature is part of the command a careful reader runs. 13-19 -> clean (release builds; the wide-bitmask fallback of the combine is recent, and no release build shows a crash that could be its release form). llvm-22 -> reproduces. The description names #187294 ('a separate issue from the reduction combine problem'). Labels backend:WebAssembly, crash; closed.",
    ),
    56170: dict(
        tool="llc", args=["-O2", "-o", "/dev/null"],
        reported_signature="Assertion `getSignificantBits() <= 64 && \"Too many bits for int64_t\"' failed in APInt::getSExtValue (APInt.h:1481) during clang -O2 code generation, bisected to 6c951c5ee6d0b (June 2022); RKSimon's reduction in a comment: an x86_64 function building an i80 bit-field value with select/or/add of i80 constants above 2^64 and storing it",
        reported_message="clang: /home/dyung/src/upstream/llvm_clean_git/llvm/include/llvm/ADT/APInt.h:1481: int64_t llvm::APInt::getSExtValue() const: Assertion `getSignificantBits() <= 64 && \"Too many bits for int64_t\"' failed.",
        signature_regex=r"Too many bits for int64_t|APInt::getSExtValue",
        assertion_only=True, status=st(I, C, C, C, C, C),
        classes=["x86", "assertion-only", "ir-in-comment", "command-inferred", "new-ir-syntax", "culprit-known", "fixed-in-known", "excerpt-truncated"],
        culprit="6c951c5ee6d0b848877cb8ac7a9cb2a9ef9ebbb5 (reporter dyung: 'an internal test that started hitting an assertion failure which I bisected to commit 6c951c5ee6d0b848877cb8ac7a9cb2a9ef9ebbb5')",
        fixed_in="8c742056 (bcl5980's comment, 2022-06-27: 'fixed by 8c742056'; vfdff, 2022-06-26: 'it doesn't reproduce base on the new upstream'), four days after the report and before the 15 branch",
        variant_evidence="Assertion-only report (APInt::getSExtValue, compiled out of release builds). 14 (with -opaque-pointers), 15, 16 and 19 (release) exit 0 with an empty stderr; llvm-22 (assertions on) exits 0 too. The culprit (June 2022) and its fix (8c742056, June 2022) both fall between the 14 and 15 releases, so no measured build carries the bug: nothing to link.",
        notes="The description holds C++ source and 'clang -c repro.cpp -O2' (stack cut at '2.\\tCode gene', i.e. clang's 'Code generation' stage: the backend); the runnable reproducer is RKSimon's first comment ('reduced:' then a bare ``` block), taken verbatim as repro.ll (turn 1 block 0). No command for the reduction: inferred from the clang -O2 backend stage as 'llc -O2 -o /dev/null' (the triple is in the module; class command-inferred). 13: \"'@_Z1ov' defined with type 'void ()*' but expected 'ptr'\" (5:73, the opaque-pointer constant GEP) -> invalid-input. 14, 15, 16, 19, llvm-22 -> clean. Labels llvm:codegen, llvm:crash; closed; reporter dyung (2022-06-23).",
    ),
}

NO_REPRO_BATCH = {
    101984: dict(
        classes=["x86", "isel-sdag", "no-runnable-reproducer", "clang-only", "fp128", "excerpt-truncated"],
        reported_signature="'fatal error: error in backend: Do not know how to soften this operator's operand!' (SelectionDAG float softening) compiling glibc strtod_l-style C with _Float128 (__float128) values passed to an inline-asm 'x' constraint, with 'clang -m32 -frounding-math' (i686; August 2024)",
        reported_message="fatal error: error in backend: Do not know how to soften this operator's operand!",
        notes="The input is C source (t.c, a reduced glibc strtod_l.c with __float128 and an inline asm whose operand is the _Float128 'force_underflow'), the command a clang driver line ('clang -m32 -frounding-math'): no LLVM IR and no llc/opt command in the thread text, so nothing can be run (class clang-only; -frounding-math makes clang emit constrained FP intrinsics, which is part of the report's point and would have to be reproduced by clang). The excerpt ends inside the stack dump ('Program arguments: /opt/compiler-explorer/clang-trunk/bin'). Open; reporter zhangtianhao6 (2024-08-05); no labels and no comment in the excerpt.",
    ),
    60189: dict(
        classes=["avr", "isel-sdag", "no-runnable-reproducer", "clang-only", "excerpt-truncated"],
        reported_signature="'fatal error: error in backend: Cannot select: 0x556cb5bd2f30: i16 = addrspacecast[0 -> 1] 0x556cb5bd3010' in getx, C code casting a generic pointer to an __attribute__((__address_space__(1))) (__flash) pointer, built with 'avr-clang -Os foo.c -save-temps -mmcu=atmega8 -Wall -c' (Ubuntu clang 16.0.0 snapshot, January 2023)",
        reported_message="fatal error: error in backend: Cannot select: 0x556cb5bd2f30: i16 = addrspacecast[0 -> 1] 0x556cb5bd3010",
        notes="The input is C source compiled by an AVR clang driver ('avr-clang -Os foo.c -save-temps -mmcu=atmega8 -Wall -c'); no LLVM IR and no llc/opt command are in the thread text (the -save-temps .ll/.bc files are not attached), so nothing can be run (class clang-only). The reporter contrasts avr-gcc, which accepts the cast (with -Waddr-space-convert as an optional warning). The only comment, benshi001's (2023-01-22), is cut after 'fixed by', so the fix is not named. Labels backend:AVR, crash; closed; reporter sprintersb (2023-01-21).",
    ),
}

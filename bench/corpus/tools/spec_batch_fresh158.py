"""Fresh batch 158: opt crashes in instrumentation and lowering passes that are not optimizations (sanitizers:
asan, msan, tsan, hwasan, dfsan, sancov, ubsan bounds checking; PGO and profiling: pgo-instr-gen, instrprof,
sample-profile, memprof, ctx-instr-gen; coroutines: coro-early/split/elide/cleanup; lower-matrix-intrinsics,
expand-reductions, pre-isel-intrinsic-lowering, lower-constant-intrinsics, scalarize-masked-mem-intrin,
expand-memcmp, safe-stack, cfguard, entry-exit-instrumenter) and the verifier failures they leave. 39 look-ups
(all `search`, corpus `issues`). The vein is nearly exhausted: almost every llvm/llvm-project opt crash the queries
surfaced for these passes (the fraglantia/k-arrows '[opt] -passes=...' fuzzer series for coro-split, coro-early,
coro-elide, instrprof, ctx-instr-gen, pre-isel-intrinsic-lowering, expand-memcmp, mergeicmps, place-safepoints;
the Matrix, Scalarizer, memprof, CoroCleanup and InstrProfiling threads) was already in `llvm_seen.txt`, and the
sanitizer vocabulary drags in google/sanitizers, Halide, Rust and oss-fuzz threads. One runnable report came out:
nikic's March 2024 '[TSan] Invalid IR generated for atomicrmw with pointers' (opt -S -passes=tsan on an
`atomicrmw xchg ptr`), whose invalid `zext ptr ... to i64` the verifier after the pass rejects on 15 and 16, plus
one neighbour found on the way (a July 2026 WebAssembly 'unexpected runtime library name: fmaximum_numl'
UNREACHABLE in llc on an fp128 llvm.maximumnum, reproduced by llvm-22 only). Two
in-theme Bugzilla-era clang reports without a runnable reproducer are kept in NO_REPRO_BATCH: a 2020 sancov
(-fsanitize-coverage=trace-pc-guard) verifier failure on AArch64 whose input is only an attached tarball, and a
2019 asan + -fprofile-instr-generate + new-pass-manager assertion on a one-line C file (clang only)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh158"

BATCH = {
    85226: dict(
        tool="opt", args=["-S", "-passes=tsan", "-o", "/dev/null"],
        reported_signature="ThreadSanitizer instrumentation (opt -passes=tsan) generates invalid IR for an atomicrmw xchg of pointers: @atomic8_xchg_monotonic_ptr gets '%1 = zext ptr %b to i64' fed to __tsan_atomic64_exchange (a zext of a pointer, which the IR verifier rejects: 'ZExt only operates on integer'); no message or stack in the report, only the produced IR (nikic, godbolt, March 2024)",
        reported_message=None,
        signature_regex=r"ZExt only operates on integer|zext ptr %b to i64",
        assertion_only=False, status=st(I, I, R, R, C, U),
        classes=["opt-pipeline", "instrumentation", "sanitizer", "verifier-after-pass", "reported-message-missing", "run-line", "new-ir-syntax", "fixed-in-known", "fixed-by-19"],
        fixed_in="nikic (comment, 2024-03-15): '/cherry-pick ff2fb2a1d78585944dcdb9061c8487fe1476dfa4' (the fix commit, requested for the 18 release branch)",
        notes="IR in the first ```llvm block, whose first line is the RUN line '; RUN: opt -S -passes=tsan' (no %s, no redirection: the file is given as the argument), copied verbatim as repro.ll (one function, atomicrmw xchg ptr %a, ptr %b monotonic); run as 'opt -S -passes=tsan -o /dev/null' (class run-line). The second ```llvm block is the pass's output as the reporter saw it (godbolt link https://llvm.godbolt.org/z/o3nej9cKj), with '%1 = zext ptr %b to i64' passed to __tsan_atomic64_exchange; the report gives no error text (class reported-message-missing), so the reported failure is that invalid instruction. 13 and 14 (14 with -opaque-pointers) reject the input at parse time: 'error: atomicrmw xchg operand must be an integer or floating point type' (pointer operands of atomicrmw xchg are newer IR) -> invalid-input (class new-ir-syntax). 15 and 16 (release) run the one pass, then opt's verifier prints 'ZExt only operates on integer' for '%1 = zext ptr %b to i64' and 'LLVM ERROR: Broken module found, compilation aborted!' (rc -6): exactly the reported instruction -> reproduces (the verifier's wording of the invalid IR the report shows; class verifier-after-pass; an assertions build would stop earlier in the cast's own check, which is why no message is part of the signature). 19 exits 0 with an empty stderr; by hand (-S -o -, not saved) its output has '%1 = ptrtoint ptr %b to i64' before the __tsan_atomic64_exchange call -> clean (fixed by ff2fb2a1d, cherry-picked for 18, so class fixed-by-19 in the sense 'gone by 19'). llvm-22: 'unsupported: pass 'tsan' is not exposed by llvmlite's pass manager' (rc 3) -> unsupported. Label compiler-rt:tsan; closed; reporter nikic (2024-03-14); the only comment is his cherry-pick request.",
    ),
    207100: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="'unexpected runtime library name: fmaximum_numl' then UNREACHABLE executed at WebAssemblyRuntimeLibcallSignatures.cpp:952 in 'WebAssembly Assembly Printer' on @f128_max, an fp128 llvm.maximumnum.f128 call for wasm32-unknown-unknown (the f128 libcall fmaximum_numl has no WebAssembly signature); tgross35, godbolt assertions trunk, July 2026",
        reported_message="unexpected runtime library name: fmaximum_numl",
        signature_regex=r"unexpected runtime library name: fmaximum_numl|WebAssemblyRuntimeLibcallSignatures",
        assertion_only=False, status=st(I, I, I, I, I, R),
        classes=["wasm", "asm-printer", "unreachable-message", "command-only-in-stack-dump", "missing-intrinsic-declaration", "new-intrinsic"],
        notes="Neighbour found on the way (not in theme: an llc libcall-signature crash, found by the query aimed at #195111's expand-reductions crash). IR in the ```llvm block (triple wasm32-unknown-unknown, one function, no declaration of the intrinsic), copied verbatim as repro.ll. The command is only in the dump: 'Program arguments: .../llc -o /app/output.s -x86-asm-syntax=intel <source>' (godbolt; -x86-asm-syntax is godbolt's own flag) -> run as 'llc -o /dev/null'. 13, 14, 15, 16 and 19 reject the input: \"error: use of undefined value '@llvm.maximumnum.f128'\" (older parsers do not declare intrinsics implicitly) -> invalid-input; by hand (not saved) with a 'declare fp128 @llvm.maximumnum.f128(fp128, fp128)' added, 16 and 19 exit 0 and 19 emits 'call llvm.maximumnum.f128', an ordinary external call: the intrinsic (added after 19) is unknown there, so no measured Debian release can reach the reported lowering (class new-intrinsic). llvm-22 (llvmlite) prints exactly 'unexpected runtime library name: fmaximum_numl' and 'UNREACHABLE executed at .../WebAssemblyRuntimeLibcallSignatures.cpp:952!' (rc -6) -> reproduces. Labels backend:WebAssembly, confirmed, crash-on-valid; closed; reporter tgross35 (2026-07-01); no comment in the excerpt (the title also names fminimum.f128, which the reproducer does not use).",
    ),
}

NO_REPRO_BATCH = {
    47220: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "bugzilla-import", "instrumentation", "sanitizer", "verifier-after-pass", "aarch64"],
        reported_signature="clang++ -g -O2 -fsanitize-coverage=trace-pc-guard on a native AArch64 host fails the IR verifier: 'inlinable function call in a function with debug info must have a !dbg location' for the call void @__sanitizer_cov_trace_pc_guard(...) that SanitizerCoverage inserted (trunk, October 2020; not seen with a cross-compiler on godbolt)",
        reported_message="inlinable function call in a function with debug info must have a !dbg location",
        notes="Bugzilla import (PR47876; the 'Bugzilla Link | [47876]' table; label bugzilla; closed; reporter planglois, 2020-10-16). The input is the attachment 'Tarbal with original repro.cc file, and repro-1cce41.{sh,cpp} files from clang.' (a .gz behind a user-images link); the description holds only the clang++ command and the verifier's output for the sancov guard calls, and the excerpt (cut inside the second verifier line, fenced with ~~~) shows no IR and no comment. Nothing runnable with opt or llc is in the thread text (classes attachment-only, clang-only); the failure is the verifier after the SanitizerCoverage pass (sancov) in clang's pipeline.",
    ),
    42989: dict(
        classes=["no-runnable-reproducer", "clang-only", "bugzilla-import", "instrumentation", "sanitizer", "asan", "pgo", "assertion-only"],
        reported_signature="Assertion `isa<X>(Val) && \"cast<Ty>() argument of incompatible type!\"' failed in llvm::cast<llvm::ConstantDataArray>(llvm::Constant*) (Casting.h:264) in clang-10 -O2 -fprofile-instr-generate -fcoverage-mapping -fsanitize=address -fexperimental-new-pass-manager on the one-line C file 'a() {}' (trunk, October 2019): address sanitizer together with clang's instrumentation-based profiling and coverage under the new pass manager",
        reported_message="clang-10: llvm-project/llvm/include/llvm/Support/Casting.h:264: typename llvm::cast_retty<X, Y*>::ret_type llvm::cast(Y*) [with X = llvm::ConstantDataArray; Y = llvm::Constant; typename llvm::cast_retty<X, Y*>::ret_type = llvm::ConstantDataArray*]: Assertion `isa<X>(Val) && \"cast<Ty>() argument of incompatible type!\"' failed.",
        notes="Bugzilla import (PR43644; the 'Bugzilla Link | [43644]' table; labels bugzilla, clang; closed; reporter m-gupta, 2019-10-11). The input is C source ('$ cat test.c' -> 'a() {}') compiled by clang with -fprofile-instr-generate -fcoverage-mapping -fsanitize=address and the then-experimental new pass manager; the excerpt shows the assertion and the start of the -cc1 'Program arguments' (cut there), no IR, no pass name and no comment. Nothing runnable with opt or llc is in the thread text (class clang-only): the IR clang builds before the asan and instrprof passes is not given, and the flags that select those passes are clang's.",
    ),
}

"""Fresh batch 120: crash reports of llvm/llvm-project for opt passes and backends, looked for under the theme of
the newest reports (2025-10 to 2026-11, LLVM 21/22/23 IR and features: VPlan recipes, ptr addrspace, captures(none),
gfx1250, zvfbfa, sve2p2, avx10.2, ExpandVariadics, ...). The vein was dry: of about 450 llvm-project issue threads
the 55 look-ups returned, all but a handful were already in llvm_seen.txt or claimed; the one new runnable report
found (an AggressiveInstCombine assertion, filed 2025-06, outside the theme's window) came from a query on a small
opt pass, and two clang-only reports complete the batch (NO_REPRO_BATCH)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh120"

BATCH = {
    144279: dict(
        tool="opt", args=["-S", "-passes", "aggressive-instcombine", "-o", "/dev/null"],
        reported_signature="Assertion `bitPosition < BitWidth && (numBits + bitPosition) <= BitWidth && \"Illegal bit extraction\"' failed in APInt::extractBits (APInt.cpp:457) in 'aggressive-instcombine' on @f, an i1 load from the constant global @0 = { i40, i1 } (a non-power-of-two byte-sized zero field first); 'opt -S -passes aggressive-instcombine reduced.ll' with an LLVM 20.1.7 debug build with assertions (jacobly0, June 2025)",
        reported_message="opt: llvm/lib/Support/APInt.cpp:457: APInt llvm::APInt::extractBits(unsigned int, unsigned int) const: Assertion `bitPosition < BitWidth && (numBits + bitPosition) <= BitWidth && \"Illegal bit extraction\"' failed.",
        signature_regex=r"Illegal bit extraction|APInt::extractBits",
        assertion_only=True, status=st(I, C, C, C, C, C),
        classes=["aggressive-instcombine", "assertion-only", "command-in-console-transcript", "new-ir-syntax"],
        variant_evidence="Assertion-only report: the reported line is an assert in APInt::extractBits, compiled out of release builds. 14 (with -opaque-pointers), 15, 16 and 19 (release) run 'aggressive-instcombine' on the module and exit 0 with an empty stderr; 19's output (by hand, not saved, -o -) keeps the i1 load unchanged, so nothing in a release build can be linked to the assertion. llvm-22 (assertions on) also exits 0 with an empty stderr, and by hand (not saved) its -o - output is the module unchanged: the assertion no longer fires by 22.1 (the issue is closed; no fix is named in the excerpt). The driver does run the pass: a bogus pass name there gives 'unsupported: pass ... is not exposed by llvmlite's pass manager' (rc 3), aggressive-instcombine gives rc 0.",
        notes="IR in a ```llvm block (5 lines, no triple or datalayout), copied verbatim as repro.ll. The command is the console transcript's '$ opt -S -passes aggressive-instcombine reduced.ll' (the dump's Program arguments: 'opt -passes aggressive-instcombine reduced.ll -S') -> run as 'opt -S -passes aggressive-instcombine -o /dev/null' (the pass name as the next word after -passes, as written). 13 cannot read opaque pointers (\"3:21: error: '@0' defined with type '{ i40, i1 }*' but expected 'ptr'\") -> invalid-input. 14, 15, 16, 19 -> clean (release builds; the assertion cannot fire). llvm-22 -> clean. New class `aggressive-instcombine`: the crash is in the AggressiveInstCombine pass (the load of a constant global folded from its initializer's bits), part of the -O2/-O3 pipelines. Filed 2025-06-15, outside the theme's 2025-10..2026-11 window: kept because it was the only runnable unseen report the 55 look-ups found. Labels crash, llvm:instcombine; closed; reporter jacobly0 (Zig); the excerpt shows no comment.",
    ),
}

NO_REPRO_BATCH = {
    196831: dict(
        classes=["no-runnable-reproducer", "clang-only", "loop-reduce", "verifier-after-pass", "excerpt-truncated"],
        reported_signature="'Instruction does not dominate all uses!' (title) after Loop Strength Reduction, a regression in clang 23.0.0_pre20260507 (0f3ca6bb) compiling wolfSSL's GHASH_UPDATE (AES-GCM) with a long -D... -Os command line; no IR in the thread text",
        reported_message=None,
        notes="The only excerpt of this thread is a later chunk of the description ('[turn 0 by douzzer, continued]'): the tail of a clang compile command for a wolfSSL source file ('... -DGCM_TABLE_4BIT -DHAVE_AESGCM -DWOLFSSL_AESGCM_STREAM -Wall -Wno-unused -Os ...'), cut before any IR, message or stack dump; the title names the verifier message, the pass ([LSR]) and the clang build. The input is C source of wolfSSL (not in the thread), compiled by the clang driver: nothing can be run with llc or opt from the thread text (class clang-only). The description's date is not in the excerpt (created_at 'NoneT00:00:00Z', as 176227/215420). Labels crash-on-invalid, regression; closed; reporter douzzer.",
    ),
    128169: dict(
        classes=["no-runnable-reproducer", "clang-only", "systemz", "slp-vectorizer", "assertion-only", "fixed-in-known"],
        reported_signature="Assertion ... \"Vector size mismatch\"' failed (title, cut) in SLPVectorizer's BoUpSLP::getGatherCost (frame #12) with -mllvm -slp-revec, 'clang -O3 -march=arch15 -S -c crash23_aftercreduce.c -o a.out -mllvm -slp-revec' on a 10-line C function (SystemZ arch15, JonPsson1, February 2025)",
        reported_message=None,
        fixed_in="HanKuanChen (comment, 2025-02-24): 'fixed by https://github.com/llvm/llvm-project/pull/128476'",
        notes="The reproducer is C source ('cat crash23_aftercreduce.c': globals a, b, c, d and a nested loop in e()) compiled by the clang driver for SystemZ ('-march=arch15', a z/Architecture level) with '-mllvm -slp-revec'; no LLVM IR is given and only one frame of the stack ('#12 ... llvm::slpvectorizer::BoUpSLP::getGatherCost'), so neither opt nor llc can be run from the thread text (class clang-only). The assertion text itself is only in the title, cut ('Assertion ... \"Vector size mismatch\"' failed.'). Filed 2025-02-21, outside the theme's window. Labels crash-on-valid, llvm:SLPVectorizer; closed; reporter JonPsson1.",
    ),
}

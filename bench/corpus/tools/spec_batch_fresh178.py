"""Fresh batch 178: crash reports of llvm/llvm-project looked for under the theme "llc/opt crashes that happen only
with a printing, timing or diagnostic flag, or in an analysis printer" (-print-after-all / -print-before-all /
-print-changed / -print-module-scope / -print-after=<pass>, -debug-pass-manager, -time-passes, -stats,
-debugify-each, -verify-each, -view-*/dot-cfg, and the `opt -passes='print<...>'` analysis printers:
scalar-evolution, memoryssa, loops, da, access-info, delinearization, lazy-value-info, inline-cost, uniformity,
loop-cache-cost, demanded-bits, cost-model, regions, alias-sets, ir2vec/func-properties; plus -debug / -debug-only,
-pass-remarks*, -verify-memoryssa and -verify-scev as neighbouring diagnostic flags). The vein was dry: 45
look-ups (all `search`, corpus `issues`) returned no llvm/llvm-project crash report in theme that was not already
in `llvm_seen.txt` (the k-arrows / fraglantia `print<...>` and `print-mustexecute` reports of 2025, the TyeYeah
`llc --enable-new-pm --print-*` reports of 2024, the mikaelholmen `-verify-scev` / `-verify-memoryssa` / `-debug`
reports and the DA `print<da>` reports are all known). The new numbers the queries surfaced were not crash reports
(150604, a wrong DA result; 112099, a how-to question; 55761, a lit-test failure of print-changed-dot-cfg.ll whose
excerpt shows only RUN lines), except one off-theme neighbour found on the way: 71892 (regehr, November 2023), an
`opt -O2` assertion in VFABI::getVectorVariantNames on a malformed "vector-function-abi-variant" attribute, whose
description came back on the 45th look-up. NO_REPRO_BATCH is empty: no in-theme report without a reproducer
came back either."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh178"

BATCH = {
    71892: dict(
        tool="opt", args=["-O2", "-o", "/dev/null"],
        reported_signature="Assertion `Info && \"Invalid name for a VFABI variant.\"' failed in VFABI::getVectorVariantNames (VectorUtils.cpp:1473) under 'opt -O2' on @cond_call, an endless loop calling @foo, whose \"vector-function-abi-variant\"=\"_ZGV_LLVM_M4v_foo(vector_foo)\" attribute names an undefined vector variant with a vector parameter that @foo does not have (regehr, an assertions build of 18git, November 2023; reduced from llvm/test/Transforms/LoopVectorize/scalarize-masked-call.ll)",
        reported_message="opt: /home/regehr/llvm-project/llvm/lib/Analysis/VectorUtils.cpp:1473: void llvm::VFABI::getVectorVariantNames(const llvm::CallInst&, llvm::SmallVectorImpl<std::__cxx11::basic_string<char> >&): Assertion `Info && \"Invalid name for a VFABI variant.\"' failed.",
        signature_regex=r"Invalid name for a VFABI variant|getVectorVariantNames",
        assertion_only=True, status=st(C, C, C, C, E, E),
        classes=["opt-pipeline", "default-pipeline", "assertion-only", "command-in-prose", "invalid-ir", "fixed-in-known", "excerpt-truncated"],
        fixed_in="PR #72260 (huntergr-arm, comment 2023-11-14: 'https://github.com/llvm/llvm-project/pull/72260 should address the crash once it lands; I'll improve the verifier in a separate PR')",
        variant_evidence="Assertion-only report (regehr's 18git build with assertions, libLLVMSupport.so.18git); the assert in VFABI::getVectorVariantNames is compiled out of release builds, where the failed demangling is simply not used. 13, 14, 15 and 16 (release) run the -O2 pipeline to the end: exit 0, empty stderr, so nothing links a failure to the report. 19 (release) and llvm-22 (through llvmlite) never run a pass: their IR verifier rejects the input with 'invalid name for a VFABI variant: _ZGV_LLVM_M4v_foo(vector_foo)' / 'ptr @foo' (19 then '/usr/lib/llvm-19/bin/opt: ...: error: input module is broken!', exit 1; llvm-22 'opt: error: ...: invalid name for a VFABI variant: ...', exit 1) -> error, a clean diagnostic in place of the crash, the verifier check huntergr-arm announced. The lower-case 'invalid name' of the verifier does not match signature_regex (case-sensitive) on purpose: it is not the reported assertion.",
        notes="IR in the ```llvm block of the description (datalayout, @cond_call with an endless loop calling @foo, the declaration of @foo with attribute group #0 holding \"vector-function-abi-variant\"=\"_ZGV_LLVM_M4v_foo(vector_foo)\"), copied verbatim as repro.ll (turn 0 block 0). Command in the console block after 'I get:': 'regehr@ohm:~/reduce$ /home/regehr/llvm-project/for-alive/bin/opt -O2 reduced.ll -o /dev/null' (the stack dump's Program arguments agree), run as 'opt -O2 -o /dev/null' (class command-in-prose). The excerpt cuts the stack dump at frame #1, so the pass that asked for the vector variants (inject-tli-mappings or loop-vectorize in the -O2 pipeline) is not shown (class default-pipeline). 13-16 -> clean; 19 and llvm-22 -> error (the IR verifier rejects the malformed attribute before any pass, the 176490 / 'input module is broken!' reading: a clean diagnostic, not invalid-input, since the parser reads the module and the release knows the attribute). huntergr-arm: 'The crash is due to `vector_foo` not being defined in the module, though there's also a problem in the mangled name -- `4v` implies that there's a vector argument to the function variant, but foo doesn't take any arguments' (class invalid-ir, although the report is labelled crash-on-valid); fhahn asks for the check in the IR verifier. Off the batch's theme (no printing or diagnostic flag): a neighbour surfaced by the 44th query and fetched by the 45th. Labels crash-on-valid, llvm:analysis, llvm:transforms; closed; reporter regehr (2023-11-10); the excerpt of huntergr-arm's last comment is cut ('link against').",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): none in this batch.
NO_REPRO_BATCH = {}

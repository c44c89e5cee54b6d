"""Fresh batch 145: SelectionDAG type-legalization and DAG-combine failures, found by their messages ("Do not know how
to split/expand/promote/widen/scalarize/soften/soft promote ...", LegalizeIntegerTypes / LegalizeVectorTypes /
LegalizeFloatTypes, "Unexpected illegal type!", "Invalid VECTOR_SHUFFLE", "Cannot use this version of
ReplaceAllUsesWith!", "Processed value not in any map!", "Invalid operand expansion", ...) on any backend, with llc
reproducers. The vein is mined out: 38 look-ups (all `search`, corpus `issues`) returned almost only threads already in
/work/llvm_seen.txt, PRs and other projects' trackers. One runnable report came back: 93391 (May 2024, X86, the
assertion "too many operands to fit into SDNode" on a fuzzer module that stores an i8312747 value), plus two reports
without a runnable reproducer (NO_REPRO_BATCH): 143386 (AArch64 "Expanding reductions for scalable vectors is
undefined.", its IR cut by the excerpt inside the function body) and 169800 (a clang crash in DAGCombiner::visitSTORE
on C source with a huge bitfield, godbolt only). Labels come from the issue text and the measured stderr of every
release before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401

SPLIT = "fresh145"

BATCH = {
    93391: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="Assertion `SDNode::getMaxNumOperands() >= Vals.size() && \"too many operands to fit into SDNode\"' failed in SelectionDAG::createOperands (SelectionDAG.cpp:12973) in the x86_64 backend on @f of a fuzzer module ('Fuzzer input') that stores a ptrtoint to i8312747 into a global of that type (DigOrDog, godbolt assertions trunk, May 2024)",
        reported_message="llc: /root/llvm-project/llvm/lib/CodeGen/SelectionDAG/SelectionDAG.cpp:12973: void llvm::SelectionDAG::createOperands(llvm::SD",
        signature_regex=r"too many operands to fit into SDNode|getMaxNumOperands\(\) >= Vals\.size\(\)|SelectionDAG::createOperands",
        assertion_only=True, status=st(I, C, C, C, C, C),
        classes=["x86", "isel-sdag", "assertion-only", "message-in-title", "command-inferred", "godbolt-only", "excerpt-truncated", "slow-in-release"],
        variant_evidence="None: no release shows anything linked to the assertion. 14, 15 and 16 (release) run past measure.py's 60 s limit (saved runs: exit 124, empty stderr), but by hand with a 400 s limit (not saved) each finishes with exit 0 and an empty stderr: 14 in 69.8 s (with -opaque-pointers), 15 in 67.7 s, 16 in 59.3 s, about 390 MB each; 16's -o - output is 258,796 lines of code for @f, the i8312747 store written out piecewise. They are slow, not hung and not crashing, so clean. 19 (release) exits 0 with an empty stderr in about 50 s, and llvm-22 (assertions on) exits 0 with an empty stderr in about 53 s (both measured under the limit and by hand): the assertion does not fire in 22.1.",
        notes="IR in the unlabelled ``` block under '## code' (ModuleID 'Fuzzer input', no datalayout or triple; globals @G (i1) and @G.1 (i8312747), one function @f), copied verbatim as repro.ll (fence turn 0 block 0). No command in the text: the description gives only a godbolt link ('Minimal Reproduction https://godbolt.org/z/rzbvW7ovK') and the dump's first line names llc ('llc: /root/llvm-project/...', godbolt's assertions trunk); the excerpt cuts that line after 'createOperands(llvm::SD', before 'Program arguments'. The title/description say 'crashes x86_64 backend' and the IR has no triple, so the command is inferred as plain 'llc -o /dev/null' (Debian's default target x86_64-pc-linux-gnu; classes command-inferred, godbolt-only). reported_message is the dump's first line as far as the excerpt shows it; the full assertion text is in the title. 13 rejects the opaque-pointer IR (''%RP' defined with type 'i16*' but expected 'ptr'') -> invalid-input. 14, 15, 16 -> clean although their saved runs are timeouts (exit 124): by hand they finish with exit 0 in 60-70 s (see variant_evidence; new class slow-in-release: a release that only runs past the 60 s measuring limit and then finishes cleanly, as opposed to hang-in-release). 19 and llvm-22 -> clean (the report is against the May 2024 trunk, i.e. 19.0git; the issue is closed; no fix is named in the excerpt). Labels backend:X86, crash, llvm:SelectionDAG; closed; reporter DigOrDog (2024-05-26); no comment in the excerpt.",
    ),
}

NO_REPRO_BATCH = {
    143386: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "aarch64", "isel-sdag", "command-in-prose", "related-issue-named"],
        tool="llc", args=["-mtriple=aarch64-linux-gnu", "-mattr=+sve,+bf16", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Expanding reductions for scalable vectors is undefined. from llc -mtriple=aarch64-linux-gnu -mattr=+sve,+bf16 on @kernel_sum_reduce, an MLIR-generated (LLVMDialectModule) bfloat sum reduction; follow-up of #58465 (banach-space, LLVM acd264d0ace5, June 2025)",
        reported_message="LLVM ERROR: Expanding reductions for scalable vectors is undefined.",
        notes="The command is in a ```bash block ('bin/llc  bin/llc -mtriple=aarch64-linux-gnu -mattr=+sve,+bf16 bug.ll', the path written twice) followed by the fatal error; the input IR is in the ```llvm block under '**Input IR**', but both excerpts the index returned (the same chunk, for two queries) stop inside the function body after '%33 = load i64, ptr %32, align 4' and a lone '%', long before the reduction and the closing brace, so no complete module is in the available text (class excerpt-truncated; the IR also uses captures(none), which 13-19 would not parse). The description names #58465 as the issue it follows up (known to the corpus). Labels backend:AArch64, llvm:SelectionDAG; closed; reporter banach-space (2025-06-09); no comment in the excerpt and no fix named (a PR '[LLVM][CodeGen][SVE] Add isel for bfloat unordered reductions' (#143540, 2025-06-10) came back from the same query, but its excerpt does not mention this issue).",
    ),
    169800: dict(
        classes=["no-runnable-reproducer", "clang-only", "godbolt-only", "x86", "isel-sdag", "no-message-crash"],
        reported_signature="clang++ (godbolt trunk) crashes without a message in 'X86 DAG->DAG Instruction Selection' on @main (frame #4 llvm::APInt::setBitsSlowCase; the title places it in DAGCombiner::visitSTORE) on C source storing to a struct bitfield declared 922337203685477580 bits wide (AbyssStaror, LLM-driven fuzzing, November 2025)",
        reported_message=None,
        notes="The input is a ```c block (a 10x10 array of a struct whose bitfield is 'unsigned long long f : 922337203685477580LL', and a loop storing 1 into it), compiled by godbolt's clang++ trunk with -S (the stack dump's Program arguments); no IR and no llc/opt command is in the thread text, so nothing here can be run with llc (classes clang-only, godbolt-only: 'https://godbolt.org/z/xTnxYv19r'). The dump shown starts at 'Program arguments' and stops after frame #4 (APInt::setBitsSlowCase), so no message line is in the excerpt. RKSimon (comment): 'That bitfield length is \"exotic\", and clang does warn about it'; the reporter answers that it comes from a fuzzing-like tool built on a large language model. Labels backend:X86, crash, generated by fuzzer, llvm:SelectionDAG; open; reporter AbyssStaror (2025-11-27).",
    ),
}

"""MLIR batch 77 (helper session mlir77): mlir-opt crash reports under the -test-* passes and the generic rewrite
drivers (--test-greedy-patterns, --test-legalize-patterns, --test-vector-*, --test-linalg-*, --test-scf-*,
--test-affine-*, --test-math-*, --test-memref-*, --test-tensor-*, --test-lower-to-llvm, --test-emulate-narrow-int,
--test-expand-math, plus --mem2reg / --sroa, --loop-invariant-code-motion, --control-flow-sink, --topological-sort,
--print-op-graph / --view-op-graph, --generate-runtime-verification, --lift-cf-to-scf); 37 look-ups (all `search`,
corpus `issues`), stopped under the limit because the vein is dry: every in-theme crash thread the queries returned
was already in /work/llvm_seen.txt (the 2022-2026 fuzzer series of BealZephyr, CelestineSmith, Colloportus0,
anonymousMCS, xisang0, Emilyaxe, wwy6191, axeabc, anonymoususer-12, Lambor24, sweead, wangyongj1a,
Anonymous7i0em3yd, Aran-414, RiRi114, frida-albrecht, jiayiw2008, LynnBroe, RJerrica, karlls12321, mlirBug and
others). The only new in-theme thread is a slow-compile report of -test-print-topological-sort whose test input the
stored excerpts cut (two chunks with a gap of ~125 ops between them and no end), kept as the one issue without a
runnable reproducer. No runnable issue; labelled before reprobot ever ran on it."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir77"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    60390: dict(
        tool="mlir-opt", args=["-test-print-topological-sort"],
        classes=["mlir", "mlir-pass", "test-pass", "no-runnable-reproducer", "excerpt-truncated", "hang-report", "slow-compile-report", "reported-message-missing", "command-in-prose"],
        reported_signature="Compile time blow-up (no crash message, no stack: 'the searching space grows rapidly, and immediately the size of the queue explodes') of mlir::topologicalSort (SliceAnalysis.cpp, the TopologicalSort worklist enqueues every visited node again, no seen-set check) under -test-print-topological-sort, on a func.func whose scf.for body is a long Fibonacci-like chain of arith.addi (%N = arith.addi %N-1, %N-2 : i32, past %170) with __test_sort_original_idx__ tags; tested with llvm-15.0.6 (Jan 2023)",
        reported_message=None,
        notes="Command in its own block ('mlir-opt ./test.mlir -test-print-topological-sort'; 'Tested with *llvm-15.0.6*'). The report is a performance one (title 'Slow TopologicalSort for large functions'; the reporter gives the one-line fix `if (!state->seen.insert(current).second) continue;`), so there is no crash message: a hang/slow-compile report (classes hang-report, slow-compile-report). The stored excerpts hold the test input in two pieces: the description chunk, cut at '    %10 = ar' (fence.py turn 0 block 2, 16 lines), and a later chunk of the same turn starting at '%135 = arith.addi %134, %133: i32' and cut at '%170 = arith.addi %169, %168: i32'; the ~125 ops in between, the rest of the chain, the scf.for/func terminators and the closing braces are in no stored text (two follow-up queries, one on the body's words and one on the title with the test-attribute name, returned only these two chunks). The chain is regular enough to be regenerated, but that would not be the reporter's input, so it is not reconstructed. Open in the excerpt; no labels; reporter Jokeren (Triton; the triton PR 8596 returned by the first query says MLIR's topological sort 'has been improved in its efficiency' since).",
    ),
}

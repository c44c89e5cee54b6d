"""MLIR batch 82 (helper session mlir82): mlir-opt crash reports in the affine dialect's passes and utilities (theme:
-affine-loop-fusion, -affine-data-copy-generate, -affine-super-vectorize, -affine-loop-normalize,
-affine-loop-coalescing, -affine-pipeline-data-transfer, -affine-expand-index-ops, -affine-simplify-structures,
-affine-loop-invariant-code-motion, -lower-affine, -raise-memref-to-affine, affine.apply/min/max folding,
AffineMap/IntegerSet simplification, affine.for/affine.if verifier crashes, FlatAffineValueConstraints and the
Presburger library). 38 look-ups, all `search` (corpus `issues`); stopped there because the vein is dry: every
in-theme crash thread the queries returned (about 110 distinct llvm/llvm-project issues: the 2022-2026 fuzzer series
of BealZephyr, Colloportus0, anonymousMCS, axeabc, Emilyaxe, wwy6191, xisang0, Lambor24, Aran-414,
Anonymous7i0em3yd, compilerStudyer, xvv4402, RiRi114, frida-albrecht, karlls12321, zxt5, naskap and others) was
already in /work/llvm_seen.txt. The new llvm/llvm-project numbers were not runnable crash reports: 114528 (an
affine-super-vectorize usability request, no crash), 122942 (a Presburger-library report on the C++ API, no
mlir-opt input), 114654 (named by PR 119245: a wrong simplification reached through the C++ API, never returned
itself), 85726 (a simplification the reporter withdrew). One in-theme report was new and is kept without a
reproducer: hanhanW's Oct 2022 affine.apply canonicalization assertion (getSemiAffineExprFromFlatForm) 58419,
whose only stored description chunk cuts the test case inside its last memref.store. No runnable issue; labelled
before reprobot ever ran on it."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir82"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    58419: dict(
        tool="mlir-opt", args=["--canonicalize"],
        classes=["mlir", "mlir-pass", "canonicalize", "affine", "no-runnable-reproducer", "excerpt-truncated", "assertion-only", "message-in-comment", "command-in-prose", "fixed-in-known"],
        reported_signature="Assertion `!llvm::is_contained(indices, index) && \"Key is already present in indices vector and overwriting will happen in `indexToExprMap` and `coefficients`!\"' in getSemiAffineExprFromFlatForm (mlir/lib/IR/AffineExpr.cpp:979), reached from an affine.apply canonicalization pattern under --canonicalize, on a func.func with two nested scf.for loops whose body chains affine.apply ops with semi-affine maps ((d0 floordiv 2) * s0 + d1 floordiv 2, s0 * s1 + s2, s0 floordiv s1) feeding a memref.load/memref.store; the problematic expression ((d0 floordiv 2) * s0 + s1 floordiv 2) * 2 + d0 mod 2 (Oct 2022, met in IREE)",
        reported_message="assertion failed at third_party/llvm/llvm-project/mlir/lib/IR/AffineExpr.cpp:979 in auto getSemiAffineExprFromFlatForm(ArrayRef<int64_t>, unsigned int, unsigned int, ArrayRef<AffineExpr>, MLIRContext *)::(anonymous class)::operator()(std::pair<unsigned int, int>, int64_t, AffineExpr) const: !llvm::is_contained(indices, index) && \"Key is already present in indices vector and overwriting will \" \"happen in `indexToExprMap` and `coefficients`!\"",
        notes="Command in the body ('To repro: `mlir-opt --canonicalize a.mlir`'). Two stored excerpts: the description chunk (returned by three look-ups, the same chunk each time) cuts a.mlir inside the inner scf.for at 'memref.store %7, %ar', before the rest of that op, the loops' and function's closing braces and the module's end; a second chunk holds only comments (arnab-oss, matthias-springer, arnab-oss, hanhanW x2, 2022-11-02..09), their positions inferred by build_issue (matthias-springer's 'crashes in the same location as before' shows earlier comments the index does not hold). No runnable input in the stored thread text. The description names no message; the assertion line (Google-internal assert format, 'assertion failed at third_party/...') is only in matthias-springer's comment of 2022-11-02 ('`getSemiAffineExprFromFlatForm` crashes in the same location as before'), kept as reported_message (class message-in-comment). The whole test case is in a comment of iree-org/iree#10796 by the same reporter (returned by the look-up aimed at the cut line), another project's thread, not used. Fix: https://reviews.llvm.org/D137389 (arnab-oss: 'This patch resolves the bug'; hanhanW confirmed and closed, 2022-11-09). Closed; label mlir:affine; reporter hanhanW.",
    ),
}

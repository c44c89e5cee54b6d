"""MLIR batch 65 (helper session mlir65): mlir-opt crash reports filed by the people who file many MLIR fuzzer
crashes, reached in the end through mlir's test passes (-test-extract-fixed-outer-loops without sizes,
-test-written-to=assume-func-writes=true on an unreachable private function, -test-affine-parametric-tile on a
function whose arguments are memrefs, -test-memref-dependence-check on an affine.parallel with min() bounds), plus
one crash report of a downstream mlir-opt (synapse-mlir-opt -canonicalize) whose input is a private test file;
labelled from the measured stderr before reprobot ran on them. The handle/template queries of the theme returned
only known threads (/work/llvm_seen.txt); 32 look-ups in all."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir65"

BATCH = {
    128305: dict(
        tool="mlir-opt", args=["-test-extract-fixed-outer-loops", "-o", "/dev/null"],
        reported_signature="Assertion `!empty()' (SmallVector.h:309, SmallVectorTemplateCommon<mlir::scf::ForOp>::back()) under the test pass -test-extract-fixed-outer-loops given no test-outer-loop-sizes, on a func.func holding one empty scf.for over index arguments; trunk 47928ab1 (Feb 2025)",
        reported_message="mlir-opt: /home/workdir/llvm-project-19/llvm/include/llvm/ADT/SmallVector.h:309: reference llvm::SmallVectorTemplateCommon<mlir::scf::ForOp>::back() [T = mlir::scf::ForOp]: Assertion `!empty()' failed.",
        signature_regex=r"SmallVectorTemplateCommon<mlir::scf::ForOp>::back\(\)|Assertion `!empty\(\)' failed|TestExtractFixedOuterLoops|extractFixedOuterLoops",
        assertion_only=True, status=st(I, I, C, C, C, U),
        classes=["mlir", "mlir-pass", "test-pass", "scf", "assertion-only", "message-in-title", "command-in-prose", "excerpt-truncated", "crash-on-valid", "related-issue-named"],
        variant_evidence="None: 15, 16 and 19 (release) run the test pass and exit 0 with nothing on stderr, and 3 of 3 more runs each by hand exit 0; 19 prints the function back unchanged (the scf.for untouched). back() on the empty SmallVector is unchecked in a release build and does not fault here.",
        notes="Command from the body ('steps to reproduce: mlir-opt test.mlir -test-extract-fixed-outer-loops'; run with -o /dev/null). repro.mlir is the test-case block (untagged fence, block 1 of turn 0). 13 and 14 do not know func.func (2:3 \"custom op 'func.func' is unknown\") -> invalid-input. 15, 16 and 19 -> clean (assertion-only report). llvm-22 -> unsupported. Closed; labels crash, mlir; reporter xisang0 (the Feb 2025 series of test-pass reports). The same assertion from the same pass as the known 116360 (same reporter, Nov 2024, mlir60: a loop with a body), here re-reported on a loop with an empty body; the excerpt does not say whether it was closed as a duplicate. The trace in the excerpt is cut at frame #7.",
    ),
    128339: dict(
        tool="mlir-opt", args=["--test-written-to=assume-func-writes=true", "-o", "/dev/null"],
        reported_signature="Assertion `writtenTo && \"expected a sparse lattice\"' in TestWrittenToPass::runOnOperation's walk callback (TestSparseBackwardDataFlowAnalysis.cpp:199) under --test-written-to=assume-func-writes=true, on a lone private func.func whose arith.index_cast carries a tag attribute (the function is never called, so the interprocedural backward analysis never visits it and the lattice is null); trunk 1d070988 (Feb 2025)",
        reported_message="mlir-opt: /home/workdir/llvm-project-19/mlir/test/lib/Analysis/DataFlow/TestSparseBackwardDataFlowAnalysis.cpp:199: auto (anonymous namespace)::TestWrittenToPass::runOnOperation()::(anonymous class)::operator()(Operation *) const: Assertion `writtenTo && \"expected a sparse lattice\"' failed.",
        signature_regex=r"writtenTo && \"expected a sparse lattice\"|TestWrittenToPass",
        assertion_only=True, status=st(I, I, I, I, R, U),
        classes=["mlir", "mlir-pass", "test-pass", "data-flow", "pass-parameters", "assertion-only", "release-variant-crash", "message-in-title", "command-in-prose", "unknown-option-older", "excerpt-truncated", "crash-on-valid", "fixed-in-known"],
        variant_evidence="19 (release) runs the one test pass that holds the asserting code and dies with SIGSEGV (rc -11) on the saved run and on 3 of 3 more runs by hand; frames: an unsymbolized frame in mlir-opt (#4) <- mlir::detail::walk<mlir::ForwardIterator> (#5, #6) <- an unsymbolized frame (#7) <- OpToOpPassAdaptor::run (#8): the shape of the report's trace (TestWrittenToPass::runOnOperation's lambda <- walk <- TestWrittenToPass::runOnOperation). With the assertion compiled out, the walk callback dereferences the null WrittenTo lattice the assertion checks. Control by hand: the input alone exits 0 on 19.",
        fixed_in="PR #186162 (joker-eph, '[mlir] Fix assert in TestWrittenToPass for unreachable private functions', merged Mar 2026: the assertions become null checks printing '<not computed>'; 'Fixes #128339'; returned by the same query, not in the issue's excerpt)",
        notes="Command from the body ('steps to reproduce: mlir-opt test.mlir --test-written-to=assume-func-writes=true'; run with -o /dev/null). repro.mlir is the test-case block (untagged fence, block 1 of turn 0). 13, 14 and 15 do not know the pass (\"Unknown command line argument '--test-written-to=assume-func-writes=true'\") -> invalid-input. 16 knows -test-written-to but not its option (\"<Pass-Options-Parser>: no such option assume-func-writes\", exit 1) -> invalid-input (unknown pass parameter); by hand 16 also crashes with the plain --test-written-to, which is not the command. 19 -> reproduces (release variant, see variant_evidence). llvm-22 -> unsupported. Open in the excerpt; no labels; reporter xisang0. Sibling reports of the same series: the known 128338 (same pass, 'liveness && \"expected a sparse lattice\"'), 128337 (-test-liveness-analysis), 128333 (-test-last-modified).",
    ),
    60468: dict(
        tool="mlir-opt", args=["--test-affine-parametric-tile", "-o", "/dev/null"],
        reported_signature="Assertion `blockArgument.getType().isIndex() && \"expected tiling parameters to be of index type.\"' in getTilingParameters (TestAffineLoopParametricTiling.cpp:62, macOS format) under --test-affine-parametric-tile, on a func.func whose arguments (taken by the test pass as the tiling parameters) are memrefs, holding an affine.for nest with an iter_args reduction; trunk 65270fa7 (Feb 2023)",
        reported_message="Assertion failed: (blockArgument.getType().isIndex() && \"expected tiling parameters to be of index type.\"), function getTilingParameters, file TestAffineLoopParametricTiling.cpp, line 62.",
        signature_regex=r"expected tiling parameters to be of index type|getTilingParameters",
        assertion_only=True, status=st(I, I, E, E, C, U),
        classes=["mlir", "mlir-pass", "test-pass", "affine", "assertion-only", "verifier-after-pass", "windows-assertion-format", "message-in-title", "command-in-prose", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="None: no release crashes. 15 and 16 (release, assertion compiled out) tile the loop with the memref arguments as tile sizes and the verifier after the pass refuses the result: 3:4 \"'affine.for' op operand cannot be used as a symbol\", the printed op's bounds taking (%arg2, %arg0, %arg2, %arg0), memrefs among them (exit 1, 3 of 3 more runs each by hand); by hand the input alone exits 0 on 15 and 16. 19's pass checks the condition the assertion states and reports it as a diagnostic, 3:4 \"error: expected tiling parameters to be of index type\" (the assertion's own text), but exits 0 (3 of 3 runs by hand).",
        notes="Command from the body (between a stray '``' pair: 'mlir-opt --test-affine-parametric-tile' then 'temp.mlir:'; the stack dump says 'mlir-opt --test-affine-parametric-tile temp.mlir'; run with -o /dev/null). repro.mlir is the temp.mlir block (fence tagged 'milr', block 0 of turn 0). 13 and 14 do not know func.func (1:1) -> invalid-input. 15 and 16 -> error (a clean verifier diagnostic after the pass instead of the assertion; not the reported failure, but linked to it: the non-index tiling parameters end up as affine symbols). 19 -> clean (a pass's error diagnostic with exit 0, read as clean by the round-13 rule, as 173853). llvm-22 -> unsupported. Open; no labels; reporter CelestineSmith (the Feb 2023 series of test-pass reports, with the known 60579-60583).",
    ),
    61734: dict(
        tool="mlir-opt", args=["-test-memref-dependence-check", "-o", "/dev/null"],
        reported_signature="Assertion `isSingleConstant() && \"map must have a single constant result\"' in mlir::AffineMap::getSingleConstantResult (AffineMap.cpp:312) under -test-memref-dependence-check, on an affine.for storing inside an affine.parallel whose upper bounds are min(128, 122) and min(64, 2040) (multi-result bound maps); trunk 258b5424 (Mar 2023)",
        reported_message="mlir-opt: /home/ty/llvm-project/mlir/lib/IR/AffineMap.cpp:312: int64_t mlir::AffineMap::getSingleConstantResult() const: Assertion `isSingleConstant() && \"map must have a single constant result\"' failed.",
        signature_regex=r"map must have a single constant result|getSingleConstantResult",
        assertion_only=True, status=st(I, I, C, C, C, U),
        classes=["mlir", "mlir-pass", "test-pass", "affine", "affine-parallel", "assertion-only", "message-in-title", "command-in-prose", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="None: 15, 16 and 19 (release) run the test pass and exit 0 (3 of 3 more runs each by hand), printing only the pass's dependence remarks on the affine.store (15: 'dependence from 0 to 0 at depth 1 = [1, +inf]', 16 and 19: '... at depth 1 = false'); the unchecked getSingleConstantResult does not fault.",
        notes="Command from the body ('Steps to reproduce: mlir-opt test.mlir -test-memref-dependence-check'; run with -o /dev/null). repro.mlir is the test-case block (untagged fence, block 1 of turn 0). 13 and 14 do not know func.func (2:3) -> invalid-input. 15, 16 and 19 -> clean (assertion-only report; exit 0 with remarks). llvm-22 -> unsupported. Open; no labels; reporter BealZephyr (the Mar 2023 series with the known 61735 and 61715).",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    56359: dict(
        tool="synapse-mlir-opt", args=["--allow-unregistered-dialect", "-canonicalize", "-print-pass", "-split-input-file"],
        classes=["mlir", "mlir-pass", "canonicalize", "no-runnable-reproducer", "input-not-attached", "downstream-tool", "release-build-report", "no-message-crash", "command-only-in-stack-dump"],
        reported_signature="Segmentation fault (no message) in mlir::detail::OperandStorage::OperandStorage <- mlir::Operation::create under -canonicalize in a downstream mlir-opt (synapse-mlir-opt, a release build) on the private test file fe_rewritters_check.mlir (Jul 2022)",
        reported_message=None,
        notes="The whole description is a console block with the stack dump: 'Program arguments: .../synapse_mlir_release_build/bin/synapse-mlir-opt --allow-unregistered-dialect -canonicalize -print-pass -split-input-file /home/tmalka/trees/npu-stack/synapse_mlir/mlir/test/fe_rewritters_check.mlir' and frames #0-#5 (top frames OperandStorage::OperandStorage, Operation::create); the input is a test file of the reporter's own (downstream, private) tree, neither attached nor shown, and the tool is not mlir-opt (new class downstream-tool). Two look-ups returned the same excerpt. Title 'crash'; closed; labels crash, mlir:core; reporter tmal11.",
    ),
}

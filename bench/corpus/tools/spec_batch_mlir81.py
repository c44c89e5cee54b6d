"""MLIR batch 81 (helper session mlir81): mlir-opt crash reports that name the pass only in prose or in the title
(RemoveDeadValues, AffineScalarReplacement, LoopInvariantCodeMotion, ConvertVectorToLLVM, SCFToControlFlow,
CanonicalizerPass, FinalizeMemRefToLLVM, ExpandStridedMetadata, AffineLoopFusion, TosaToLinalg, NormalizeMemRefs,
ReconcileUnrealizedCasts, FoldMemRefAliasOps, AffineParallelize, int-range analyses, loop peeling, emitc, openmp and
index conversions, "steps to reproduce" / "how to reproduce" with a split mlir-opt invocation), labelled from the
measured stderr before reprobot ran on them. 37 look-ups (all search, corpus issues); stopped there because the vein
is dry: nearly every crash thread the theme's queries reached was already in /work/llvm_seen.txt (the fuzzer series of
BealZephyr, Colloportus0, anonymousMCS, sweead, wangyongj1a, xisang0, Emilyaxe, axeabc, wwy6191, Lambor24,
Anonymous7i0em3yd, Aran-414, zxt5 ...); the few new numbers were PRs (95700, 167959, 173590, 177016) or a
missed-optimization report (224892). Found: one -arith-unsigned-when-equivalent assertion report of the Sep 2024 axeabc
series (107966), first reached as a trace-only excerpt and then through a query aimed at its description."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir81"

BATCH = {
    107966: dict(
        tool="mlir-opt", args=["-arith-unsigned-when-equivalent", "-o", "/dev/null"],
        reported_signature="Assertion `succeeded( ConcreteT::verifyInvariants(getDefaultDiagnosticEmitFn(ctx), args...))' in StorageUserBase<mlir::IntegerAttr, ...>::get (StorageUniquerSupport.h:180) under -arith-unsigned-when-equivalent (the body: -int-range-optimizations crashes with the same trace), on a func.func whose test.with_bounds (i8 result, umax given as 20 : ui64) feeds an arith.shli by 3 with overflow<nsw> into test.reflect_bounds: the inferred i8 range is turned into an IntegerAttr whose APInt width does not match its type; trunk 761bf333 (Sep 2024)",
        reported_message="mlir-opt: /data/szy/MLIR/llvm-release/llvm-project/mlir/include/mlir/IR/StorageUniquerSupport.h:180: static ConcreteT mlir::detail::StorageUserBase<mlir::IntegerAttr, mlir::Attribute, mlir::detail::IntegerAttrStorage, mlir::detail::AttributeUniquer, mlir::TypedAttr::Trait>::get(MLIRContext *, Args &&...) [ConcreteT = mlir::IntegerAttr, BaseT = mlir::Attribute, StorageT = mlir::detail::IntegerAttrStorage, UniquerT = mlir::detail::AttributeUniquer, Traits = <mlir::TypedAttr::Trait>, Args = <mlir::Type &, const llvm::APInt &>]: Assertion `succeeded( ConcreteT::verifyInvariants(getDefaultDiagnosticEmitFn(ctx), args...))' failed.",
        signature_regex=r"StorageUserBase<mlir::IntegerAttr.*verifyInvariants|ConcreteT::verifyInvariants\(getDefaultDiagnosticEmitFn|doesn't match value bit width",
        assertion_only=True, status=st(I, I, I, I, C, U),
        classes=["mlir", "mlir-pass", "arith", "data-flow", "test-dialect", "assertion-only", "message-in-title", "command-in-prose", "unknown-pass-older", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="None: 19 (release) runs the pass and exits 0 with nothing on stderr (saved run and 3 of 3 more runs by hand). By hand with the output printed, 19 annotates test.reflect_bounds with {smax = 160 : si8, smin = 160 : si8, umax = 160 : ui8, umin = 160 : ui8}: 160 does not fit an 8-bit signed type, i.e. the malformed IntegerAttr the assertion refuses is built silently in a release build and nothing faults. -int-range-optimizations (named in the body) also exits 0 on 19.",
        notes="Command from the body ('reproduce with: `mlir-opt  -arith-unsigned-when-equivalent a.mlir`'; run with -o /dev/null). repro.mlir is the a.mlir block (untagged fence, block 0 of turn 0); block 1 is the trace, cut at frame #3 in the excerpt. 13 and 14 do not know the pass (\"Unknown command line argument '-arith-unsigned-when-equivalent'\") -> invalid-input. 15 and 16 cannot parse the input: their test.with_bounds has no custom assembly and index-typed bound attributes (3:96 'expected operation name in quotes'; by hand the generic form gets \"attribute 'umin' failed to satisfy constraint: index attribute\") -> invalid-input. 19 -> clean (assertion-only). llvm-22 -> unsupported. Open; no labels in the excerpt; reporter axeabc (the Sep 2024 series with the known 107958). The same a.mlir was re-reported word for word as the known 119853 and, with other bounds, as the known 120882 (both wwy6191, Dec 2024); the second excerpt (the description) came from a query aimed at it after the first (the trace) came back from an int-range query.",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
}

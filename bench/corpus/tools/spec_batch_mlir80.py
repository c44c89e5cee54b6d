"""MLIR batch 80 (helper session mlir80): theme 'mlir-opt crash reports with long lowering pipelines'
(--pass-pipeline chains, -test-lower-to-llvm, -gpu-lower-to-nvvm-pipeline, -test-lower-to-nvvm, -sparsifier,
lower-affine/scf-to-cf/finalize-memref-to-llvm/func-to-llvm chains, mlir-cpu-runner inputs, async/openmp/rocdl
lowerings). 37 look-ups; the theme's vein is mined out: every mlir-opt crash thread the queries returned was already in the corpus (/work/llvm_seen.txt) except 60095 (CelestineSmith, Jan 2023: --gpu-to-llvm on async.runtime/async.coro ops, TypeRange with null types), taken. Not taken: 58235 and 136569 (crashes of mlir-cpu-runner / mlir-runner, not of mlir-opt), 105916 (one-shot-bufferize CallOp cast assertion, off-theme and its IR cut in the excerpt), 132610 (flang), 63803 and 77535 (clang), 54249, 56915, 176739 and 156984 (not crashes)."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir80"

BATCH = {
    60095: dict(
        tool="mlir-opt", args=["--gpu-to-llvm", "-o", "/dev/null"],
        reported_signature="Assertion `llvm::all_of(types, [](Type t) { return t; }) && \"attempting to construct a TypeRange with null types\"' (TypeRange.cpp:20, macOS format) under --gpu-to-llvm, on a private func.func returning (!async.token, !async.value<f32>) built from async.runtime.create and async.coro.* ops; per a maintainer comment the async structural type conversion that gpu-to-llvm borrows leaves the async types unconverted and ReturnOpLowering::matchAndRewrite gets a null packed type; trunk 159cac50 (Jan 2023)",
        reported_message="Assertion failed: (llvm::all_of(types, [](Type t) { return t; }) && \"attempting to construct a TypeRange with null types\"), function TypeRange, file TypeRange.cpp, line 20.",
        signature_regex=r"attempting to construct a TypeRange with null types|ReturnOpLowering",
        assertion_only=True, status=st(I, I, R, R, C, U),
        classes=["mlir", "mlir-pass", "conversion-to-llvm", "gpu", "async", "assertion-only", "release-variant-crash", "macos-assertion-format", "message-in-title", "command-in-prose", "excerpt-truncated", "crash-on-valid", "fixed-by-19"],
        variant_evidence="15 and 16 (release) die with SIGSEGV (rc -11) under the one pass the command runs, --gpu-to-llvm, on the saved run and on 3 of 3 more runs each by hand; their stack dumps are unsymbolized (only libLLVM and libc frames named), so the link is the one-pass rule: the pass holds the pattern (func.return lowering with the async type conversion) that the report's assertion guards, and the input alone reads cleanly on 15 and 16 (exit 0, by hand). With the assertion compiled out, a TypeRange over the null converted types is built and dereferenced.",
        notes="Command from the body ('Reproduced with:' then a shell block 'mlir-opt temp.mlir --gpu-to-llvm'; the stack dump says the same; run with -o /dev/null). repro.mlir is the temp.mlir block (fence tagged 'milr', block 1 of turn 0). 13 and 14 do not know func.func (1:1 \"custom op 'func.func' is unknown\") -> invalid-input. 15 and 16 -> reproduces (release variant, see variant_evidence). 19 runs the pass and exits 0 (3 of 3 runs by hand), printing the function with the cf.br turned into llvm.br and the async ops and func.return left as they were: fixed, matching the last comment ('Works just fine with the latest compiler', Apr 2023) and the closed state. llvm-22 -> unsupported. Labels crash, mlir:gpu; reporter CelestineSmith (the Jan-Feb 2023 fuzzer series). The trace in the excerpt is cut at frame 2.",
    ),
}

NO_REPRO_BATCH = {
}

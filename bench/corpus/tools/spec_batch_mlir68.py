"""MLIR batch 68 (helper session mlir68): mlir-opt crash reports in bufferization and tensor/linalg/affine
transformation passes (-one-shot-bufferize and its options, -eliminate-empty-tensors, -buffer-deallocation(-pipeline),
-ownership-based-buffer-deallocation, -linalg-generalize-named-ops, -linalg-fuse-elementwise-ops,
-linalg-fold-unit-extent-dims, -test-linalg-*, -fold-memref-alias-ops, -expand-strided-metadata, the -affine-* loop
passes). Found with 28 look-ups (all `search`, corpus `issues`); stopped there because the vein is dry: every
llvm/llvm-project crash thread the theme's queries returned (the fuzzer series of 2022-2026: Colloportus0,
BealZephyr, sweead, anonymousMCS, wangyongj1a, Emilyaxe, wwy6191, axeabc, Anonymous7i0em3yd, xisang0, Lambor24,
zxt5, Aran-414) is already in /work/llvm_seen.txt, except one: an Aug 2026 -one-shot-bufferize report with
bufferize-function-boundaries and copy-before-write on a func.func ended by spirv.Return (assertion in
getReturnTypes). The other new threads met were not crash reports (a missed optimization, a design discussion, a
run-time double free, a callee left unbufferized). No issue without a reproducer was kept. Labelled from the
measured stderr before reprobot ran on it."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir68"

BATCH = {
    217227: dict(
        tool="mlir-opt", args=["-one-shot-bufferize=bufferize-function-boundaries=1 copy-before-write=1", "-o", "/dev/null"],
        reported_signature="Assertion `!returnOps.empty() && \"expected at least one ReturnOp\"' in getReturnTypes (Bufferization/Transforms/OneShotModuleBufferize.cpp:402) under -one-shot-bufferize='bufferize-function-boundaries=1 copy-before-write=1', on a private func.func with a memref argument whose body ends with spirv.Return (no func.return); trunk 40cddd81 (Aug 2026, fuzzer)",
        reported_message="mlir-opt: /data2/dependency/dev/llvm-project/mlir/lib/Dialect/Bufferization/Transforms/OneShotModuleBufferize.cpp:402: llvm::SmallVector<mlir::Type> getReturnTypes(llvm::SmallVector<mlir::func::ReturnOp>): Assertion `!returnOps.empty() && \"expected at least one ReturnOp\"' failed.",
        signature_regex=r"expected at least one ReturnOp|getReturnTypes",
        assertion_only=True, status=st(I, I, I, E, E, U),
        classes=["mlir", "mlir-pass", "bufferization", "pass-parameters", "assertion-only", "crash-on-invalid", "message-in-title", "command-in-prose", "unknown-option-older", "excerpt-truncated"],
        variant_evidence="None: no release crashes. 16 and 19 check the condition the assertion states before bufferizing and report it as a diagnostic, 2:3 \"error: cannot bufferize a FuncOp with tensors and without a unique ReturnOp\" with the function (its spirv.Return terminator) as the current operation, exit 1, on the saved run and on 3 of 3 more runs each by hand; by hand the input alone exits 0 on 16 and 19.",
        notes="Command from the body ('Reproduce Command: `mlir-opt -one-shot-bufferize='bufferize-function-boundaries=1 copy-before-write=1' a.mlir`', the same in the stack dump's Program arguments; the pass options are one argv word; run with -o /dev/null). repro.mlir is the 'MLIR Program' block (fence tagged mlir, block 0 of turn 0). 13 and 14 do not know the pass (\"Unknown command line argument '-one-shot-bufferize=...'\", after cl's 'for the -o option: may not occur within a group!') -> invalid-input. 15 cannot parse the input (3:5 \"custom op 'spirv.Return' is unknown\": 15's SPIR-V dialect is still named spv) -> invalid-input; by hand 15 also refuses the option (\"<Pass-Options-Parser>: no such option copy-before-write\" on a plain func.func). 16 and 19 -> error (a clean pass diagnostic instead of the assertion, exit 1; see variant_evidence; by hand both accept copy-before-write). llvm-22 -> unsupported. The reported frame is getReturnTypes (line 402), not aliasingFuncOpBBArgsAnalysis of the known reports of the same assertion text (120535, 132162, 173371: func.func ended by llvm.return or spirv.Return); with copy-before-write the trunk pass reaches the function-boundary type computation on a function whose arguments are memrefs. A func.func terminated by a foreign dialect's return is the invalid part, read as in 173371 (crash-on-invalid); the parser and verifier of 16 and 19 accept it (15 cannot parse spirv.*). Closed (the excerpt does not say how); labels crash, mlir:bufferization; reporter Aran-414 (the 2026 series '[mlir][...](pass) mlir-opt crashes at <file>:<line>'). The excerpt's trace is cut at frame #3. Returned by two queries with the same excerpt.",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): none kept in this batch.
NO_REPRO_BATCH = {}

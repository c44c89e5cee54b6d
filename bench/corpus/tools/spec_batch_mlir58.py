"""MLIR batch 58 (helper session mlir58): mlir-opt crash reports reached through tensor/memref/linalg/bufferization
transforms (--eliminate-empty-tensors run twice, -eliminate-empty-tensors on a func without func.return,
-promote-buffers-to-stack on a memref of memrefs (two reports), -canonicalize folding tensor.extract of a
dense_resource constant, -one-shot-bufferize=allow-unknown-ops on an unranked tensor.cast, -convert-memref-to-llvm on
a scalar memref.copy) plus one -linalg-detensorize report whose input is only an attachment; labelled from the
measured stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir58"

_DATA_LAYOUT = (
    "The reported failure is a report_fatal_error (LLVM ERROR), raised in every build type, so release builds "
    "can show it verbatim. ")

BATCH = {
    67977: dict(
        tool="mlir-opt", args=["--eliminate-empty-tensors", "--eliminate-empty-tensors", "-o", "/dev/null"],
        reported_signature="Assertion `op->use_empty() && \"expected 'op' to have no uses\"' in RewriterBase::eraseOp (PatternMatch.cpp:307) when --eliminate-empty-tensors runs twice on three top-level ops (two tensor.empty feeding a linalg.copy on tensor<26xi32>, no func, implicit module); trunk 95804683 (Oct 2023)",
        reported_message="mlir-opt: /data/bin/llvm-project/mlir/lib/IR/PatternMatch.cpp:307: virtual void mlir::RewriterBase::eraseOp(mlir::Operation*): Assertion `op->use_empty() && \"expected 'op' to have no uses\"' failed.",
        signature_regex=r"expected 'op' to have no uses|RewriterBase::eraseOp",
        assertion_only=True, status=st(I, I, I, C, C, U),
        classes=["mlir", "mlir-pass", "tensor", "linalg", "bufferization", "eliminate-empty-tensors", "repeated-pass", "implicit-module", "assertion-only", "message-in-title", "command-in-prose", "unknown-option-older", "fixed-in-known"],
        variant_evidence="None: 16 and 19 (release) run the pass twice and exit 0 with nothing on stderr; the assertion is compiled out.",
        fixed_in="PR #68129 (lipracer, '[mlir]: fix a issue and refine some code (#67977)', merged Oct 2023: 'fix empty-tensor-elimination pass crash'; found by the same query, not in the issue's excerpt)",
        notes="Command from the body ('reproduced with: ```mlir-opt --eliminate-empty-tensors --eliminate-empty-tensors a.mlir```', the pass named twice; run with -o /dev/null). repro.mlir is the a.mlir block (untagged block 0 of turn 0): three ops at top level, which the parser wraps in an implicit builtin.module (new class implicit-module: no module/func in the input; new class repeated-pass: the trigger needs the same pass run twice). 13, 14 and 15 do not know the pass (\"Unknown command line argument '--eliminate-empty-tensors'\") -> invalid-input. 16 and 19 exit 0 -> clean (assertion-only report; Debian's release builds). llvm-22 -> unsupported. Closed; labels mlir:tensor; reporter anonymousMCS.",
    ),
    132162: dict(
        tool="mlir-opt", args=["-eliminate-empty-tensors", "-o", "/dev/null"],
        reported_signature="Assertion `!returnOps.empty() && \"expected at least one ReturnOp\"' in aliasingFuncOpBBArgsAnalysis (OneShotModuleBufferize.cpp:137) under -eliminate-empty-tensors, on a func.func @main whose only terminator is spirv.Return (no func.return); trunk 6003c30 (Mar 2025)",
        reported_message="mlir-opt: /home/projects/project/llvm-project/mlir/lib/Dialect/Bufferization/Transforms/OneShotModuleBufferize.cpp:137: LogicalResult (anonymous namespace)::aliasingFuncOpBBArgsAnalysis(FuncOp, OneShotAnalysisState &, FuncAnalysisState &): Assertion `!returnOps.empty() && \"expected at least one ReturnOp\"' failed.",
        signature_regex=r"expected at least one ReturnOp|aliasingFuncOpBBArgsAnalysis",
        assertion_only=True, status=st(I, I, I, C, E, U),
        classes=["mlir", "mlir-pass", "bufferization", "eliminate-empty-tensors", "spirv", "assertion-only", "message-in-title", "command-in-prose", "unknown-option-older", "indented-fence"],
        variant_evidence="None: 16 exits 0 with nothing on stderr (assertion compiled out); 19 refuses the function with a clean diagnostic.",
        notes="Command from the body (' ```\\nmlir-opt test.mlir -eliminate-empty-tensors\\n```'; run with -o /dev/null). repro.mlir is the test-case block, copied verbatim from issue.json's body: the command's opening fence is indented by one space (' ```'), which tools/fence.py's column-0 fence regex does not take as an opening fence, so it pairs the fences wrongly and lists only the prose between them ('test case:', 'crash trace:'); the block was cut out with the same regex allowing up to three leading spaces (GitHub's rule; new class indented-fence). 13, 14 and 15 do not know the pass (\"Unknown command line argument '-eliminate-empty-tensors'\") -> invalid-input. 16 exits 0 -> clean (assertion-only report). 19 stops at 2:3 \"error: cannot bufferize a FuncOp with tensors and without a unique ReturnOp\" (exit 1; the same one-shot module analysis now checks for the missing func.return instead of asserting) -> error. llvm-22 -> unsupported. Same assertion as the known 120535 (-one-shot-bufferize=bufferize-function-boundaries). Closed; labels crash, mlir:bufferization; reporter Lambor24.",
    ),
    61375: dict(
        tool="mlir-opt", args=["-promote-buffers-to-stack", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: neither the scoping op nor the type class provide data layout information for memref<1xf32>, under -promote-buffers-to-stack on a memref.alloc of memref<1xmemref<1xf32>> in a module carrying a dlti.dl_spec (index 32); trunk e0282cb4 and release/16.x (Mar 2023)",
        reported_message="LLVM ERROR: neither the scoping op nor the type class provide data layout information for memref<1xf32>",
        signature_regex=r"neither the scoping op nor the type class provide data layout information",
        assertion_only=False, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-pass", "memref", "bufferization", "promote-buffers-to-stack", "dlti", "fatal-error", "message-in-title", "command-in-prose", "related-issue-named"],
        variant_evidence=_DATA_LAYOUT + "15, 16 and 19 print the reported line word for word (memref<1xf32>) and abort (rc -6); 19's frames: report_fatal_error (#7) <- mlir::DataLayout::getTypeSizeInBits (#11) <- unsymbolized frames <- OpToOpPassAdaptor::run (#14), the one pass the command runs.",
        notes="Command from the body ('mlir-opt -promote-buffers-to-stack test.mlir'; run with -o /dev/null). repro.mlir is the test-case block (untagged block 1 of turn 0). 13 and 14 do not know func.func (2:3 \"custom op 'func.func' is unknown\") -> invalid-input. 15, 16, 19 -> reproduces (same LLVM ERROR, same type). llvm-22 -> unsupported. The reporter notes the same crash on LLVM 16. Same bug as 60092 (this batch) and the known 107806/109646 (-promote-buffers-to-stack on a memref of memrefs). Open; no labels; reporter BealZephyr.",
    ),
    60092: dict(
        tool="mlir-opt", args=["--promote-buffers-to-stack", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: neither the scoping op nor the type class provide data layout information for memref<2xmemref<3xf32>> under --promote-buffers-to-stack (title: 'Segmentation Fault on nested memref'), on a func.func allocating memref<1 x memref<2 x f32>>; trunk 159cac50 (Jan 2023), macOS",
        reported_message="LLVM ERROR: neither the scoping op nor the type class provide data layout information for memref<2xmemref<3xf32>>",
        signature_regex=r"neither the scoping op nor the type class provide data layout information",
        assertion_only=False, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-pass", "memref", "bufferization", "promote-buffers-to-stack", "fatal-error", "reworded-message", "message-title-mismatch", "command-in-prose", "related-issue-named"],
        variant_evidence=_DATA_LAYOUT + "15, 16 and 19 abort (rc -6) with 'LLVM ERROR: neither the scoping op nor the type class provide data layout information for memref<2xf32>': the reported message with another printed type (the excerpt's trace names memref<2xmemref<3xf32>>, a type that is not in the reported input, whose inner type is memref<2xf32>; the trace was evidently taken on a sibling input) -> reworded-message. 19's frames: report_fatal_error <- mlir::DataLayout::getTypeSizeInBits (#11) <- OpToOpPassAdaptor::run, the one pass run.",
        notes="Command from the body ('Reproduced with: `mlir-opt --promote-buffers-to-stack temp.mlir`'; run with -o /dev/null). repro.mlir is the temp.mlir block (untagged block 0 of turn 0). The title says 'Segmentation Fault' but the trace is the LLVM ERROR (new class message-title-mismatch). 13 and 14 do not know func.func (1:1) -> invalid-input. 15, 16, 19 -> reproduces (reworded type, see variant_evidence). llvm-22 -> unsupported. Same bug as 61375 (this batch). Open; no labels; reporter CelestineSmith.",
    ),
    114728: dict(
        tool="mlir-opt", args=["-canonicalize", "-o", "/dev/null"],
        reported_signature="UNREACHABLE 'invalid `T` for ElementsAttr::getValues' (BuiltinAttributeInterfaces.h:306), preceded by 'ElementsAttr does not provide iteration facilities for type `mlir::Attribute`, see attribute: dense_resource<__Constant_5_output_0> : tensor<1xi64>', under --canonicalize folding tensor.extract of an arith.constant dense_resource tensor<1xi64> (tensor::ExtractOp::fold); trunk (Nov 2024)",
        reported_message="ElementsAttr does not provide iteration facilities for type `mlir::Attribute`, see attribute: dense_resource<__Constant_5_output_0> : tensor<1xi64>",
        signature_regex=r"ElementsAttr does not provide iteration facilities|invalid `T` for ElementsAttr::getValues",
        assertion_only=True, status=st(I, I, I, R, R, U),
        classes=["mlir", "mlir-pass", "canonicalize", "tensor", "dense-resource", "unreachable-message", "release-variant-crash", "command-in-ir-comment", "new-ir-syntax", "fixed-in-known"],
        variant_evidence="16 and 19 (release) print the reported first line word for word ('ElementsAttr does not provide iteration facilities for type `mlir::Attribute`, see attribute: dense_resource<__Constant_5_output_0> : tensor<1xi64>', emitted just before the llvm_unreachable that release builds compile to undefined behaviour) and then die: 16 with '*** stack smashing detected ***: terminated' (rc -6), 19 with SIGSEGV (rc -11), under the one pass the command runs. The printed line is the getValues failure path the UNREACHABLE guards, so the crash is linked to the report.",
        fixed_in="PR #115001 (CoTinker, '[mlir][tensor] Fix a crash in `ExtractOp::fold`', 'Fixes #114728', merged Nov 2024; found by an earlier query, not in the issue's excerpt)",
        notes="Command only in the reproducer's first line, an IR comment ('// mlir-opt -canonicalize test.mlir'; the trace's Program arguments say 'mlir-opt extract.mlir --canonicalize'); run with -o /dev/null. repro.mlir is the whole untagged block 0 of turn 0, comment line and dialect_resources blob included. 13 and 14 do not know func.func (3:3) -> invalid-input. 15 cannot parse dense_resource (5:26 \"expected attribute value\"; the attribute is newer than 15) -> invalid-input. 16 and 19 -> reproduces (release variant, see variant_evidence). llvm-22 -> unsupported. Closed; labels mlir:tensor; reporter CoTinker (who also fixed it).",
    ),
    62369: dict(
        tool="mlir-opt", args=["-one-shot-bufferize=allow-unknown-ops", "-o", "/dev/null"],
        reported_signature="Assertion `memref::CastOp::areCastCompatible(resultBuffer->getType(), *resultMemRefType) && \"CallOp::bufferize: cast incompatible\"' in tensor CastOpInterface::bufferize (BufferizableOpInterfaceImpl.cpp:101) under -one-shot-bufferize=allow-unknown-ops, on a func.func whose tensor.cast maps tensor<*xi32> to itself; trunk da0730b9 (Apr 2023)",
        reported_message="mlir-opt: /home/ty/llvm-project/mlir/lib/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.cpp:101: mlir::LogicalResult mlir::tensor::{anonymous}::CastOpInterface::bufferize(mlir::Operation*, mlir::RewriterBase&, const mlir::bufferization::BufferizationOptions&) const: Assertion `memref::CastOp::areCastCompatible(resultBuffer->getType(), *resultMemRefType) && \"CallOp::bufferize: cast incompatible\"' failed.",
        signature_regex=r"CallOp::bufferize: cast incompatible|CastOpInterface::bufferize",
        assertion_only=True, status=st(I, I, C, C, C, U),
        classes=["mlir", "mlir-pass", "bufferization", "one-shot-bufferize", "tensor", "pass-parameters", "assertion-only", "message-in-title", "command-in-prose", "unknown-option-older", "related-issue-named"],
        variant_evidence="None: 15, 16 and 19 (release) bufferize the function and exit 0 with nothing on stderr; the assertion is compiled out.",
        notes="Command from the body (```shell block 'mlir-opt test.mlir -one-shot-bufferize=allow-unknown-ops'; run with -o /dev/null). repro.mlir is the ```mlir block (block 1 of turn 0). 13 and 14 do not know the pass: their command-line parser reads the unknown '-one-shot-bufferize=...' as grouped one-letter options and prints \"for the -o option: may not occur within a group!\" then \"Unknown command line argument '-one-shot-bufferize=allow-unknown-ops'\" (exit 1; the same without -o /dev/null, checked by hand; neither --help lists the pass) -> invalid-input. 15, 16, 19 exit 0 -> clean (assertion-only report). llvm-22 -> unsupported. Same assertion as the known 60074 (--tensor-bufferize on the same tensor.cast). Closed; labels crash, mlir:bufferization; reporter BealZephyr.",
    ),
    55229: dict(
        tool="mlir-opt", args=["-convert-memref-to-llvm", "-o", "/dev/null"],
        reported_signature="Assertion `!sizes.empty() && !exprs.empty() && \"expected non-empty sizes and exprs\"' in makeCanonicalStridedLayoutExpr (BuiltinTypes.cpp:949) under -convert-memref-to-llvm (MemrefCopyLowering), on a memref.copy between rank-0 memrefs produced by memref.collapse_shape of 1-element subviews, one with a non-identity affine layout; trunk (May 2022), pre-func.func syntax",
        reported_message="mlir-opt: mlir/lib/IR/BuiltinTypes.cpp:949: mlir::AffineExpr mlir::makeCanonicalStridedLayoutExpr(ArrayRef<int64_t>, ArrayRef<mlir::AffineExpr>, mlir::MLIRContext *): Assertion `!sizes.empty() && !exprs.empty() && \"expected non-empty sizes and exprs\"' failed.",
        signature_regex=r"expected non-empty sizes and exprs|makeCanonicalStridedLayoutExpr",
        assertion_only=True, status=st(C, C, I, I, I, U),
        classes=["mlir", "mlir-pass", "memref", "memref-to-llvm", "assertion-only", "ir-in-console-transcript", "command-in-prose", "old-ir-syntax", "unknown-option-newer"],
        variant_evidence="None: 13 and 14 (release) lower the copy and exit 0 with nothing on stderr; the assertion is compiled out.",
        notes="Command from the console block ('$ mlir-opt -convert-memref-to-llvm /tmp/t.mlir'; run with -o /dev/null). repro.mlir is the untagged block 0 of turn 0 (the IR, written in the 2022 syntax: a bare 'func @main'). 13 and 14 accept the syntax and the pass and exit 0 -> clean (assertion-only report). 15 and 16 no longer know the bare func (3:1 \"custom op 'func' is unknown (tried 'builtin.func' as well)\"; new class old-ir-syntax: input written for an older parser) -> invalid-input. 19 does not know the pass, since renamed -finalize-memref-to-llvm (\"Unknown command line argument '-convert-memref-to-llvm'\") -> invalid-input. llvm-22 -> unsupported. Open; labels mlir:llvm; reporter d0k.",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    58748: dict(
        tool="mlir-opt", args=["--linalg-detensorize"],
        classes=["mlir", "mlir-pass", "linalg", "linalg-detensorize", "no-runnable-reproducer", "attachment-only", "assertion-only", "windows-assertion-format", "message-in-title"],
        reported_signature="Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' (Casting.h:578, macOS format) under --linalg-detensorize; trunk 6924a496 (Nov 2022); the input is only the attachment temp.mlir.txt",
        reported_message="Assertion failed: (isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"), function cast, file Casting.h, line 578.",
        notes="The command is given ('mlir-opt --linalg-detensorize temp.mlir') but the input is only the attachment link '[temp.mlir.txt](https://github.com/llvm/llvm-project/files/9915881/temp.mlir.txt)'; the excerpt holds no MLIR at all, only the macOS-format assertion line and unsymbolized frames. Nothing in the thread text can be fed to mlir-opt. Open; no labels; reporter Colloportus0 (same attachment style as the known 58747/58746 from the same day).",
    ),
}

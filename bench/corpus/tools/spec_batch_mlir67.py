"""MLIR batch 67 (helper session mlir67): mlir-opt reports of llvm/llvm-project involving the transform dialect and
its interpreter (-transform-interpreter, -test-transform-dialect-interpreter, transform.structured.* tile / fuse /
vectorize / pad / split / pack ops, transform.apply_patterns, transform.named_sequence / transform.sequence, handle
invalidation, expensive checks), any year. 40 look-ups (39 `search` in corpus `issues`, one `find_string` to check
a detail). The vein is mined out: the Aran-414 / Anonymous7i0em3yd / xisang0 / Emilyaxe / Colloportus0 fuzzer series
of transform-interpreter crashes that every query returned first are all in /work/llvm_seen.txt, and most other
answers were PRs or other projects (IREE, mlir-air, tpp-mlir). Taken: one Colloportus0 report of Jan 2023 (60213, a
transform.sequence nested in another under --test-ir-visitors; releases 16 and 19 die with SIGSEGV in the
transform dialect's effect computation) and one nd-extract vectorization failure report (107476, error text cut by
the excerpt; 19 vectorizes the input cleanly). Two in-theme crash reports whose reproducer the stored excerpts cut
off mid-input (130074 inside the transform op, 113021 inside the tile_using_for line), each given two to three
follow-up queries that never returned the missing chunk, go to NO_REPRO_BATCH. Labelled from the measured stderr
before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir67"

BATCH = {
    60213: dict(
        tool="mlir-opt", args=["--test-ir-visitors", "-o", "/dev/null"],
        reported_signature="Assertion `!NodePtr->isKnownSentinel()' (ilist_iterator.h:138, operator*; macOS format) in transform::SequenceOp::getEffects (the title) under --test-ir-visitors, on a transform.sequence (old !pdl.operation syntax) whose body nests a second `sequence %arg0` with an empty body; trunk a0dab4950 (Jan 2023); the excerpt's trace stops at frame 7",
        reported_message="Assertion failed: (!NodePtr->isKnownSentinel()), function operator*, file ilist_iterator.h, line 138.",
        signature_regex=r"isKnownSentinel|getPotentialTopLevelEffects|SequenceOp::getEffects",
        assertion_only=True, status=st(I, I, I, R, R, U),
        classes=["mlir", "mlir-pass", "test-pass", "transform", "pdl", "mlir-verifier", "assertion-only", "release-variant-crash", "message-in-title", "macos-assertion-format", "command-in-prose", "new-mlir-syntax", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="16 and 19 (release) die with SIGSEGV (rc -11) on the saved run and on 3 of 3 more runs each by hand. 19's frames: #4 unsymbolized <- #5 mlir::transform::detail::getPotentialTopLevelEffects <- #6 unsymbolized <- #7 getPotentialTopLevelEffects <- #8 unsymbolized <- #9 mlir::transform::detail::verifyTransformOpInterface <- #10 verifyTraits<... mlir::transform::SequenceOp ...> <- mlir::verify <- AsmState::AsmState <- Block::printAsOperand <- the test pass's walk: the effects of the nested sequence computed through getPotentialTopLevelEffects, the helper that transform::SequenceOp::getEffects (the function the title names) calls (a stored TransformOps.cpp, checked with find_string: 'void transform::SequenceOp::getEffects(...) { getPotentialTopLevelEffects(*this, effects); }'). 16 prints no symbol: a mutual recursion of two unsymbolized frames (0xf849d4 / 0xf9cb30) fills the 256-frame dump, top frame 0xf9c8d1. Controls by hand (not saved): the input alone (no pass) exits 0 on 16 and 19; a lone transform.sequence with an empty body under --test-ir-visitors exits 0 on 16 and 19, so the crash needs the nested sequence whose effects the title names; with a transform.yield written in the nested body both still crash (the empty body is not the trigger).",
        notes="Command from the body ('Reproduced with: `mlir-opt --test-ir-visitors temp.mlir`'; the stack dump's 'Program arguments: mlir-opt --test-ir-visitors temp.mlir'; run with -o /dev/null). repro.mlir is the temp.mlir block (fence tagged ' milr ', block 0 of turn 0, its trailing-space line kept). 13 and 14 do not know the op (1:1 \"custom op 'transform.sequence' is unknown\"), 15 knows transform.sequence but not this syntax (1:20 \"custom op 'failures' is unknown\") -> invalid-input. 16 and 19 -> reproduces (release variant, see variant_evidence). llvm-22 -> unsupported. Open; no labels; reporter Colloportus0 (the Jan 2023 series with the known 60075, 60209, 60210). The crash is reached through the test pass's block printing (AsmState verifies the nested op), not through a transform interpreter run.",
    ),
    107476: dict(
        tool="mlir-opt", args=["-transform-interpreter", "-split-input-file", "-o", "/dev/null"],
        reported_signature="an error (text cut by the excerpt after its first character 'w', presumably the -split-input-file prefix 'within split at ...') from -transform-interpreter running transform.structured.vectorize_children_and_apply_patterns {vectorize_nd_extract} on a func.func whose linalg.generic (outs tensor<8x1xf32>) reads tensor.extract %arg0[%i, %c0, affine.apply (d0 + d1 + d2)(%arg3, %j, %arg3)] from a tensor<8x128x768xf32>; trunk of Sep 2024",
        reported_message=None,
        signature_regex=None,
        assertion_only=None, status=st(I, I, I, I, C, U),
        classes=["mlir", "mlir-pass", "transform", "linalg", "vector", "tensor", "error-diagnostic-report", "reported-message-missing", "command-in-prose", "unknown-option-older", "excerpt-truncated"],
        variant_evidence="None: 19 (release) runs the transform and exits 0 with nothing on stderr; by hand (not saved) its output shows the generic vectorized to a vector.gather from the tensor<8x128x768xf32> with a vector<8x1xindex> index vector and a vector.transfer_write into the tensor<8x1xf32>: no error. Without the report's error text nothing links a failure to a release.",
        notes="Command from the body ('run ```mlir-opt -transform-interpreter -split-input-file test.mlir```'; run with -o /dev/null). repro.mlir is the IR block (untagged fence, block 0 of turn 0: payload function and transform module together). 13, 14, 15 and 16 do not know -transform-interpreter ('Unknown command line argument') -> invalid-input. 19 -> clean (see variant_evidence). llvm-22 -> unsupported. Closed; label mlir:linalg; reporter nirvedhmeshram; the thread's failure is 'It gives the error ```w' (cut), so reported_message is null and the report is read as an error report (class error-diagnostic-report: the title says 'failure', not crash). Regression window, from a PR seen in a look-up, not in the issue's excerpt: PR 107922 (nirvedhmeshram, '[Linalg][Vectorization] Add support for linalg vectorization of a tensor.extract case', Sep 2024) adds this very function (tensor<8x128x768xf32> into tensor<8x1xf32>, affine.apply of d0 + d1 + d2) as a test and says PR 102321 had relaxed the contiguous-load check so that the logic 'assumed that only the trailing dim will be non unit'; 19 (branched July 2024) predates that relaxation, which fits its clean run. The excerpt of PR 107922 names no issue number, so it is not recorded as fixed_in.",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    130074: dict(
        tool="mlir-opt", args=["-transform-interpreter"],
        classes=["mlir", "mlir-pass", "transform", "gpu", "no-runnable-reproducer", "excerpt-truncated", "assertion-only", "message-in-title", "command-in-prose"],
        reported_signature="Assertion `llvm::all_of(basis, [](int64_t s) { return s > 0; }) && \"basis must be nonnegative\"' (the title; computeProduct in IndexingUtils.cpp, as the known 73562 shows) under -transform-interpreter, frames MapNestedForallToThreads::apply <- TransformState::applyTransform <- applySequenceBlock <- NamedSequenceOp::apply, on a gpu.launch with zero grid/block sizes holding an scf.forall over (0, 2) mapped to #gpu.thread<y>, #gpu.thread<x> and a transform.gpu.map_nested_forall_to_threads block_dims = [2, 2 ...; trunk 0f9720a6 (Mar 2025)",
        reported_message=None,
        notes="Steps in prose ('mlir-opt  temp.mlir   -transform-interpreter'). The stored excerpts cut the test case inside the transform op ('transform.gpu.map_nested_forall_to_threads %funcop block_dims = [2, 2'), and the next chunk they hold starts at frame #17 of the stack dump; the rest of the block_dims list, the op's type signature, the transform.yield and the closing braces are in neither, and three follow-up queries (the title's assertion with the reporter's words, IndexingUtils/computeProduct with the stack frames, a tile_using_forall/forall-mapping query) returned only the same frames chunk: no runnable input in the stored thread text. The assertion text is only in the title (the body's first trace line is not in the excerpts), so reported_message is null. Open; no labels; reporter RiRi114 (the Mar 2025 series with the known 130010, the same gpu.launch + map_nested_forall_to_threads shape).",
    ),
    113021: dict(
        tool="mlir-opt", args=["-transform-interpreter"],
        classes=["mlir", "mlir-pass", "transform", "linalg", "no-runnable-reproducer", "excerpt-truncated", "assertion-only", "command-inferred"],
        reported_signature="assertion in TileCheck (mlir/lib/Dialect/Linalg/Utils/Utils.cpp:68, linked; the IREE thread iree-org/iree#20110 quotes it as `cast<AffineConstantExpr>(expr.getRHS()).getValue() > 0 && \"nonpositive multiplying coefficient\"') when transform.structured.tile_using_for tiles a linalg.generic whose input indexing map is affine_map<(d0) -> (-d0 + 7)> (a reversed 1-D copy of tensor<8xi8>) with tile_sizes [2]; Oct 2024",
        reported_message=None,
        notes="The description gives the test case (payload func.func and a transform.named_sequence @__transform_main) but no command and no message: 'will crash due to an assertion [here](.../Linalg/Utils/Utils.cpp#L68)'; the command would be the plain -transform-interpreter (inferred). The stored excerpts cut the test case inside the transform op ('%1:2 = transform.structured.tile_using_for\\n      %0 tile_sizes [2] : (!transform.any_op) -> (!'), and three queries (the first, one with the reporter's handle and the assertion's function, one with the title) returned only that same chunk: the rest of the type signature, the transform.yield and the closing braces are in no stored text. Open in the excerpt; no labels; reporter christopherbate. Fix PR seen in look-ups: PR 114688 (siddhesh195, 'Fix assertion when tiling linalg.generic', 'Closes #113021', open in the excerpt), whose thread says removing the assertion instead gives \"'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 8, but found 7\".",
    ),
}

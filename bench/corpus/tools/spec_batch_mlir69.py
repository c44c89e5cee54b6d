"""MLIR batch 69 (helper session mlir69): mlir-opt crash reports of llvm/llvm-project whose failure names MLIR core
infrastructure rather than one pass (theme: OpBuilder::create's 'isn't known in this MLIRContext', RewriterBase /
ConversionPatternRewriter replacement asserts, the dialect conversion and greedy drivers, Operation operand
indexing, cast<> on mlir types, Value/Block/Region utilities, SymbolTable, DenseElementsAttr, AffineMap, any year).
The vein is nearly dry: 39 look-ups (all `search`, corpus `issues`) met only known threads for every named
assertion, and the batch came from two corners earlier batches had not reached: the pass-manager's IR-printing
instrumentation set up from mlir-opt's command line (two threads of early 2023 with the same LLVM ERROR,
'IR printing can't be setup on a pass-manager without disabling multi-threading first', on an empty module) and a
test pass's cast<IntegerAttr> over a float DenseElementsAttr (-test-elements-attr-interface, the sibling of the known
60581/61871 that the fix for those did not name). One report without a runnable reproducer: a segfault in an
ODS-generated parser of a downstream dialect's op (type inference reading an attribute not yet parsed). Labelled from
the measured stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir69"

BATCH = {
    59972: dict(
        tool="mlir-opt", args=["--mlir-print-ir-module-scope", "--mlir-print-ir-before-all", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: IR printing can't be setup on a pass-manager without disabling multi-threading first (report_fatal_error while mlir-opt sets up the IR-printing instrumentation) for --mlir-print-ir-module-scope --mlir-print-ir-before-all without --mlir-disable-threading, on an empty 'module {}' and no pass; trunk a0138390 (Jan 2023, macOS)",
        reported_message="LLVM ERROR: IR printing can't be setup on a pass-manager without disabling multi-threading first.",
        signature_regex=r"IR printing can't be setup on a pass-manager without disabling multi-threading first",
        assertion_only=False, status=st(I, I, C, R, E, U),
        classes=["mlir", "mlir-cl-options", "option-driven-crash", "fatal-error", "empty-input", "unknown-option-older", "command-in-prose", "crash-on-valid"],
        notes="Command from the body ('Reproduced with: `mlir-opt --mlir-print-ir-module-scope --mlir-print-ir-before-all temp.mlir`'; run with -o /dev/null). repro.mlir is the temp.mlir block (```mlir, block 0 of turn 0: 'module {' / '}'). 13 and 14 do not know --mlir-print-ir-module-scope ('Unknown command line argument') -> invalid-input. 15 accepts both options and exits 0 with an empty stderr (3 of 3 more runs by hand); by hand, not saved, 15 with -cse added prints the '// -----// IR Dump Before CSE (cse)' module-scope dump without --mlir-disable-threading, so 15 has no such check -> clean. 16 aborts with exactly the reported LLVM ERROR (rc -6; 3 of 3 more runs by hand) -> reproduces. 19 checks the same condition and reports it as a diagnostic, '<unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.' (exit 1, 3 of 3 runs by hand) -> error. Controls by hand: 16 and 19 with --mlir-disable-threading added exit 0. llvm-22 -> unsupported. Open in the excerpt; no labels; reporter Colloportus0. The same failure as 61578 (this batch, -mlir-print-ir-before=cse instead of -before-all, two months later); neither thread names the other in the excerpt. Returned by two queries, the same excerpt both times.",
    ),
    61578: dict(
        tool="mlir-opt", args=["-mlir-print-ir-module-scope", "-mlir-print-ir-before=cse", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: IR printing can't be setup on a pass-manager without disabling multi-threading first (report_fatal_error while mlir-opt sets up the IR-printing instrumentation) for -mlir-print-ir-module-scope -mlir-print-ir-before=cse without --mlir-disable-threading, on an empty 'module {}' and no pass (cse is only named by the print option); trunk c8af0d3c (Mar 2023)",
        reported_message="LLVM ERROR: IR printing can't be setup on a pass-manager without disabling multi-threading first.",
        signature_regex=r"IR printing can't be setup on a pass-manager without disabling multi-threading first",
        assertion_only=False, status=st(I, I, C, R, E, U),
        classes=["mlir", "mlir-cl-options", "option-driven-crash", "fatal-error", "empty-input", "unknown-option-older", "command-in-prose", "crash-on-valid", "duplicate-suspected"],
        notes="Command from the body's ```shell block ('mlir-opt -mlir-print-ir-module-scope -mlir-print-ir-before=cse test.mlir'; run with -o /dev/null). repro.mlir is the test-case block (```mlir, block 1 of turn 0: 'module {' / '}'). 13 and 14 do not know -mlir-print-ir-module-scope ('Unknown command line argument') -> invalid-input. 15 accepts the options and exits 0 with an empty stderr (3 of 3 more runs by hand; 15 has no such check, see 59972) -> clean. 16 aborts with exactly the reported LLVM ERROR (rc -6, frames report_fatal_error <- unsymbolized mlir-opt frames; 3 of 3 more runs by hand) -> reproduces. 19 reports the condition as a diagnostic, '<unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.' (exit 1, 3 of 3 runs by hand) -> error. Control by hand: 16 and 19 with --mlir-disable-threading added exit 0. llvm-22 -> unsupported. Closed; labels crash, mlir:core; reporter BealZephyr (the title says 'assertions' but the report is a report_fatal_error, so assertion_only is false). Suspected duplicate of the earlier 59972 (Colloportus0, Jan 2023: the same LLVM ERROR with --mlir-print-ir-before-all); the excerpt names neither.",
    ),
    61867: dict(
        tool="mlir-opt", args=["-test-elements-attr-interface", "-o", "/dev/null"],
        reported_signature="Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' (Casting.h:567, To = mlir::IntegerAttr, From = mlir::Attribute) in testElementsAttrIteration under -test-elements-attr-interface (a test pass), on a func.func holding spirv.Constant dense<[2.0, 3.0]> : vector<2xf32>, whose float elements the pass iterates as IntegerAttr; trunk e7281c6f (Mar 2023)",
        reported_message="mlir-opt: /home/ty/llvm-project/llvm/include/llvm/Support/Casting.h:567: decltype(auto) llvm::cast(const From&) [with To = mlir::IntegerAttr; From = mlir::Attribute]: Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' failed.",
        signature_regex=r"cast<Ty>\(\) argument of incompatible type|testElementsAttrIteration|To = mlir::IntegerAttr",
        assertion_only=True, status=st(I, I, I, C, C, U),
        classes=["mlir", "mlir-pass", "test-pass", "spirv", "assertion-only", "message-in-title", "command-in-prose", "unknown-option-older", "new-mlir-syntax", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="None: 16 and 19 (release) run the test pass and exit 0 (3 of 3 more runs each by hand). The pass reports its results as error diagnostics by design. 16 prints 'unable to iterate type' for int64_t, uint64_t and APInt, then 'Test iterating `IntegerAttr`: 2.000000e+00 : f32, 3.000000e+00 : f32': the FloatAttr elements went through the unchecked cast<IntegerAttr> the assertion guards and were printed, with no fault. 19 checks the element type first and prints 'expected element type to be an integer type' for all four iterations (the check PR 69878 added for 60581/61871).",
        notes="Command from the body (```-fenced 'mlir-opt test.mlir -test-elements-attr-interface'; run with -o /dev/null). repro.mlir is the test-case block (untagged fence, block 1 of turn 0). 13 does not know -test-elements-attr-interface ('Unknown command line argument') -> invalid-input; 14 does not know func.func (2:3 \"custom op 'func.func' is unknown\") -> invalid-input; 15 does not know spirv.Constant (3:11 \"custom op 'spirv.Constant' is unknown\"; its SPIR-V dialect was still 'spv') -> invalid-input. 16 and 19 exit 0 after the pass's own 'error: Test iterating ...' diagnostics (a run that exits 0 after a pass's diagnostic is clean, round 13, as the sibling 60581 on 14-19) -> clean (assertion-only report). llvm-22 -> unsupported. Open in the excerpt; no labels; reporter BealZephyr (Mar 2023, the day of the known 61871, the same pass on a sparse f16 vector). PR 69878 ('Fixes #61871 and fixes #60581', seen by mlir51, not by this batch's look-ups) does not name this issue, though 19's check covers it. The excerpt's trace is cut at frame #4.",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    193284: dict(
        tool=None, args=[],
        classes=["mlir", "mlir-parser", "no-runnable-reproducer", "downstream-tool", "no-message-crash", "reported-message-missing"],
        reported_signature="Segmentation fault (no message, no trace) in a downstream dialect's GetSliceOp::inferReturnTypes reading an IndexAttr through the op adaptor while the ODS-generated parser runs type inference before it has stored the attribute parsed from attr-dict (op with InferTypeOpInterface, an attribute that inference needs, and no type($output) in its assembly format); trunk 2cf353b (Apr 2026)",
        reported_message=None,
        notes="The description gives only the op's TableGen definition (Foo_GetSliceOp, untagged block) and the C++ of its inferReturnTypes (```c++ block, the segfault marked on 'op->getStart().getZExtValue()'), for a downstream 'Foo' dialect; there is no MLIR input, no tool, no command and no crash output, and mlir-opt has no such op, so nothing can be run (class downstream-tool). The reporter names #88506 as related. PR 194658 ('[MLIR] Populate properties from attr-dict at parse time', dimp-pl, open in the search result) says 'Fixes https://github.com/llvm/llvm-project/issues/193284' and describes the same conditions (inherent attribute, DeclareOpInterfaceMethods<InferTypeOpInterface, [\"inferReturnTypes\"]>, attribute read through the Adaptor, type($result) omitted). Open; label mlir; reporter crockeea (2026-04-21).",
    ),
}

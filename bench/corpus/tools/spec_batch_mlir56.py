"""MLIR batch 56 (helper session mlir56): mlir-opt crash reports reached through generic passes and test passes
(-canonicalize on a graph region, --slice-analysis-test, the affine passes --affine-scalrep, --affine-loop-fusion,
--affine-loop-coalescing (two reports), --affine-loop-unroll=unroll-factor=0, --affine-loop-tile=cache-size=0);
labelled from the measured stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir56"

_DESTROYED = (
    "The reported failure is raised only in checking builds (Operation::~Operation's '#ifndef NDEBUG' 'operation "
    "destroyed but still has uses' report_fatal_error, or IRObjectWithUseList's use_empty() assertion), so it is read "
    "like an assertion (round 13, 118766; mlir54's -test-ir-visitors reports). ")

BATCH = {
    205064: dict(
        tool="mlir-opt", args=["-canonicalize", "-o", "/dev/null"],
        reported_signature="Assertion `op->use_empty() && \"expected 'op' to have no uses\"' in RewriterBase::eraseOp (PatternMatch.cpp:156) under -canonicalize, on a module holding a test.graph_region whose builtin.unrealized_conversion_cast i32 -> i32 uses its own result; trunk 2e87cf8c (Jun 2026)",
        reported_message="mlir-opt: /data2/dependency/dev/llvm-project/mlir/lib/IR/PatternMatch.cpp:156: virtual void mlir::RewriterBase::eraseOp(mlir::Operation*): Assertion `op->use_empty() && \"expected 'op' to have no uses\"' failed.",
        signature_regex=r"expected 'op' to have no uses|RewriterBase::eraseOp",
        assertion_only=True, status=st(I, O, O, O, C, U),
        classes=["mlir", "mlir-pass", "canonicalize", "test-dialect", "graph-region", "assertion-only", "hang-in-release", "message-in-title", "command-in-prose"],
        variant_evidence="None for the assertion: 14, 15 and 16 run past the 60 s limit (exit 124, nothing on stderr; 14 and 15 also past 120 s by hand) -> other-crash by the 126197 / 64074 / 126213 convention for a hang nothing links to the reported assertion (a gdb attach to the hung 16 shows unsymbolized frames only). 19 exits 0.",
        notes="Command from the body ('Reproduce Command: `mlir-opt -canonicalize a.mlir`'; run with -o /dev/null). repro.mlir is the ```mlir block (block 0 of turn 0): a cast that feeds itself, legal only inside the test dialect's graph region (new class graph-region: the trigger needs a graph region's relaxed dominance). 13 does not know builtin.unrealized_conversion_cast (3:10 \"custom op 'builtin.unrealized_conversion_cast' is unknown\") -> invalid-input. 14, 15, 16 hang under the one pass (class hang-in-release) -> other-crash; controls by hand: the input alone (no pass) exits 0 on 14, 15, 16 and 19, so the hang is the canonicalizer's (a cast folding to its own operand, replaced by itself). 19 exits 0 with nothing on stderr -> clean (assertion-only report; Debian's release build). llvm-22 -> unsupported. Open; labels crash, mlir; reporter Aran-414.",
    ),
    60022: dict(
        tool="mlir-opt", args=["--slice-analysis-test", "-o", "/dev/null"],
        reported_signature="Assertion `parentOp->getNumRegions() == 1 && parentOp->getRegion(0).getBlocks().size() == 1' in getBackwardSliceImpl (SliceAnalysis.cpp:104, macOS format) under --slice-analysis-test, on a two-block func.func whose entry block holds a zero-dim linalg.generic on tensor<i1>/tensor<i8> then cf.br ^bb1; trunk a5ddd920 (Jan 2023)",
        reported_message="Assertion failed: (parentOp->getNumRegions() == 1 && parentOp->getRegion(0).getBlocks().size() == 1), function getBackwardSliceImpl, file SliceAnalysis.cpp, line 104.",
        signature_regex=r"getRegion\(0\)\.getBlocks\(\)\.size\(\) == 1|getBackwardSliceImpl",
        assertion_only=True, status=st(I, I, C, E, C, U),
        classes=["mlir", "mlir-pass", "test-pass", "linalg", "cf", "assertion-only", "windows-assertion-format", "message-in-title", "command-in-prose"],
        variant_evidence="None: 15 (release) runs the test pass and exits 0 with nothing on stderr (the assertion is compiled out); 16 refuses the function with a diagnostic; 19 exits 0.",
        notes="Command from the body (```shell block 'mlir-opt --slice-analysis-test temp.mlir'; run with -o /dev/null). repro.mlir is the temp.mlir block (```mlir, block 1 of turn 0). 13 and 14 do not know func.func (2:1) -> invalid-input. 15 -> clean (assertion-only, exit 0). 16 stops at 2:1 \"'func.func' op Does not support functions with multiple blocks\" (exit 1: the test pass's own guard for exactly this input shape) -> error. 19 exits 0 with nothing on stderr -> clean. llvm-22 -> unsupported. Closed; labels crash, mlir; reporter Colloportus0.",
    ),
    216916: dict(
        tool="mlir-opt", args=["--affine-scalrep", "-o", "/dev/null"],
        reported_signature="crash under --affine-scalrep (title: loadCSE 'replaces a load with another load it has already scheduled for erasure'), on a func.func loading %m[3] of a memref.get_global before and after an affine.store to %m[0] and again inside an scf.for, the loads feeding index.castu/index.add; trunk (Aug 2026); the excerpt's message is cut (only frames #31-#36 of a debug trace: OpToOpPassAdaptor::run)",
        reported_message=None,
        signature_regex=r"operation destroyed but still has uses|affineScalarReplace|loadCSE",
        assertion_only=None, status=st(I, I, I, C, C, U),
        classes=["mlir", "mlir-pass", "affine", "memref", "scf", "index", "reported-message-missing", "message-in-title", "command-inferred", "excerpt-truncated"],
        variant_evidence="None: 16 and 19 run the pass and exit 0 with nothing on stderr.",
        notes="The description's '### To reproduce:' block is cut after 'mlir-opt small.' (excerpt boundary); the pass is the title's `affine-scalrep`, and the command is inferred as 'mlir-opt small.mlir --affine-scalrep -o /dev/null' after the reporter's own form in 216464/216455 ('mlir-opt small.mlir --affine-loop-fusion -o /dev/null'). repro.mlir is the small.mlir block (```mlir, block 0 of turn 0; 24 lines, complete). The failure text itself is not in the excerpts (the second chunk holds only frames #31-#36); a fix PR found by the same query (#217511, 'Fixes #216916', open) quotes \"error: 'affine.load' op operation destroyed but still has uses\", a checking-build-only report. 13 and 14 do not know func.func (3:3) -> invalid-input; 15 does not know index.castu (14:12 \"custom op 'index.castu' is unknown\") -> invalid-input. 16 and 19 exit 0 -> clean. llvm-22 -> unsupported. Open; labels crash, mlir; reporter zxt5.",
    ),
    216464: dict(
        tool="mlir-opt", args=["--affine-loop-fusion", "-o", "/dev/null"],
        reported_signature="\"'affine.for' op operation destroyed but still has uses\" (4:8) under --affine-loop-fusion: sibling fusion merges an affine.for carrying an iter_arg (its result returned) with a second loop reading the same memref, then erases the first loop while its result is still used; trunk (Aug 2026)",
        reported_message="small.mlir:4:8: error: 'affine.for' op operation destroyed but still has uses",
        signature_regex=r"operation destroyed but still has uses",
        assertion_only=True, status=st(I, I, C, C, R, U),
        classes=["mlir", "mlir-pass", "affine", "assertion-only", "release-variant-crash", "fatal-error", "message-in-title", "command-in-prose"],
        variant_evidence=_DESTROYED + "19: rc -11 (3 of 3 more runs by hand: 139), the frames under the one pass the command runs (#8 OpToOpPassAdaptor::run <- #6 a walk <- unsymbolized frames in mlir-opt), i.e. the fusion pass touching the loop it erased; control by hand: the input alone exits 0 on 19. 15 and 16 exit 0 (3 of 3 runs each).",
        notes="Command from the body ('mlir-opt small.mlir --affine-loop-fusion -o /dev/null', the issue's own -o). repro.mlir is the small.mlir block (```mlir, block 0 of turn 0). 13 and 14 do not know func.func (1:1) -> invalid-input. 15 and 16 exit 0 with nothing on stderr -> clean. 19 -> reproduces (release variant, see variant_evidence). llvm-22 -> unsupported. Related: 212046 ('affine-loop-fusion crashes after erasing a result-producing loop with live uses', not taken: no description chunk found); fix PRs #216564 (xakep8, 'Fixes #216464', open) and #212936. Open; labels crash, mlir; reporter zxt5.",
    ),
    216455: dict(
        tool="mlir-opt", args=["--affine-loop-coalescing", "-o", "/dev/null"],
        reported_signature="Assertion `use_empty() && \"Cannot destroy a value that still has uses!\"' (UseDefLists.h:198, ~IRObjectWithUseList<OpOperand>) under --affine-loop-coalescing, on a three-deep affine.for nest whose innermost loop carries an i64 iter_arg (arith.addi %acc, %acc); trunk (Aug 2026)",
        reported_message="mlir-opt: /data/x27zhou/compiler-nightly/src/llvm-project/mlir/include/mlir/IR/UseDefLists.h:198: mlir::IRObjectWithUseList<OperandType>::~IRObjectWithUseList() [with OperandType = mlir::OpOperand]: Assertion `use_empty() && \"Cannot destroy a value that still has uses!\"' failed.",
        signature_regex=r"Cannot destroy a value that still has uses|IRObjectWithUseList",
        assertion_only=True, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-pass", "affine", "assertion-only", "release-variant-crash", "message-in-title", "command-in-prose", "unknown-option-older"],
        variant_evidence=_DESTROYED + "15, 16 and 19: rc -11 (3 of 3 more runs each by hand: 139). 19's frames: Type::isSignlessIntOrIndex (#4) <- arith::AddIOp::verifyInvariantsImpl (#6) <- mlir::verify (#11) <- OpToOpPassAdaptor::run (#12): the verifier after the one pass reads the type of the moved-out arith.addi's operand %acc, the iter_arg block argument the pass destroyed (the value the assertion guards). 15/16 frames unsymbolized, under the same single pass. Controls by hand: the input alone exits 0 on 15, 16 and 19.",
        notes="Command from the body ('mlir-opt small.mlir --affine-loop-coalescing -o /dev/null'). repro.mlir is the small.mlir block (```mlir, block 0 of turn 0). 13 does not know the pass (\"Unknown command line argument '--affine-loop-coalescing'\") -> invalid-input; 14 does not know func.func (1:1) -> invalid-input. 15, 16, 19 -> reproduces (release variant). llvm-22 -> unsupported. Fix PR #216494 (hamzaqureshi5, 'Fixes #216455', open). Same pass and same class of bug as 118225 (this batch) and the known 216903. Open; labels crash, mlir; reporter zxt5.",
    ),
    118225: dict(
        tool="mlir-opt", args=["--affine-loop-coalescing", "-o", "/dev/null"],
        reported_signature="segfault (no message) under --affine-loop-coalescing, frames #3 memref::__mlir_ods_local_type_constraint_MemRefOps9 <- #4 memref::DimOp::verifyInv[ariants], on an affine.for nest whose inner loop carries a memref<?xi64> iter_arg used by memref.dim; trunk (Dec 2024)",
        reported_message=None,
        signature_regex=r"DimOp::verifyInvariants|__mlir_ods_local_type_constraint_MemRefOps",
        assertion_only=False, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-pass", "affine", "memref", "no-message-crash", "command-in-prose", "unknown-option-older"],
        variant_evidence="19: rc -11 with frame #4 mlir::memref::DimOp::verifyInvariantsImpl <- mlir::verify (#8) <- OpToOpPassAdaptor::run (#9), the reported frame #4 (DimOp::verifyInv...) on the reported path. 15 and 16: rc -11, unsymbolized frames under the same one pass (a report without a message: a crash in the same pass on the same function counts). 3 of 3 more runs each by hand: 139; the input alone exits 0 on 15, 16 and 19.",
        notes="Command from the body ('mlir-opt --affine-loop-coalescing  test.mlir'; run with -o /dev/null). repro.mlir is test.mlir (untagged block 0 of turn 0). 13 does not know the pass (\"Unknown command line argument '--affine-loop-coalescing'\") -> invalid-input; 14 does not know func.func (2:3) -> invalid-input. 15, 16, 19 -> reproduces. llvm-22 -> unsupported. The excerpt's trace stops at frame #4. Open; no labels; reporter wangyongj1a.",
    ),
    64321: dict(
        tool="mlir-opt", args=["--affine-loop-unroll=unroll-factor=0", "-o", "/dev/null"],
        reported_signature="Assertion `unrollFactor > 0 && \"unroll factor should be positive\"' in loopUnrollByFactor (LoopUtils.cpp:1019, macOS format) under --affine-loop-unroll=unroll-factor=0, on a func.func whose affine.for carries a tensor<?xi32> iter_arg; trunk b4c54b20 (Aug 2023)",
        reported_message="Assertion failed: (unrollFactor > 0 && \"unroll factor should be positive\"), function loopUnrollByFactor, file LoopUtils.cpp, line 1019.",
        signature_regex=r"unroll factor should be positive|loopUnrollByFactor",
        assertion_only=True, status=st(I, I, I, R, R, U),
        classes=["mlir", "mlir-pass", "affine", "pass-parameters", "assertion-only", "release-variant-crash", "windows-assertion-format", "message-in-title", "command-in-prose"],
        variant_evidence="16 and 19: SIGFPE (rc -8; 3 of 3 more runs each by hand: 136); 19's frame #4 is mlir::affine::loopUnrollByFactor, the function that holds the reported assertion (the zero factor then divides); 16's frames unsymbolized under the same one pass. Controls by hand: unroll-factor=1 exits 0 on 16 and 19, and the input alone exits 0.",
        notes="Command from the body ('` mlir-opt \"--affine-loop-unroll=unroll-factor=0\" temp.mlir`'; run with -o /dev/null). repro.mlir is temp.mlir (block 0 of turn 0, tagged ``` milr). 13 and 14 do not know func.func (1:3); 15 does not know tensor.empty (5:10) -> invalid-input. 16, 19 -> reproduces (release variant). llvm-22 -> unsupported. Open; no labels; reporter Colloportus0.",
    ),
    64979: dict(
        tool="mlir-opt", args=["--affine-loop-tile=cache-size=0", "-o", "/dev/null"],
        reported_signature="Assertion `Align != 0u && \"Align can't be 0.\"' in alignTo (MathExtras.h:378, macOS format) under --affine-loop-tile=cache-size=0, on a module whose private func.func has an affine.for carrying a tensor<?x?x28xi16> iter_arg; trunk 5624e86a (Aug 2023)",
        reported_message="Assertion failed: (Align != 0u && \"Align can't be 0.\"), function alignTo, file MathExtras.h, line 378.",
        signature_regex=r"Align can't be 0|alignTo",
        assertion_only=True, status=st(I, I, I, I, I, U),
        classes=["mlir", "mlir-pass", "affine", "pass-parameters", "assertion-only", "windows-assertion-format", "message-in-title", "command-in-prose", "code-on-fence-line", "fixed-in-known"],
        variant_evidence="None: no release gets past the parser.",
        fixed_in="PR #130526 (bondhugula, 'Fix affine-loop-tile zero cache size corner case crash', merged Mar 2025, 'Fixes: #64979'; after 19)",
        notes="Command from the body ('`mlir-opt --affine-loop-tile=cache-size=0 temp.mlir`'; run with -o /dev/null). The IR's first line sits on the opening fence ('```module {'), which Markdown (GitHub's rendering and fence.py alike) reads as the info string; block 0 of turn 0 therefore starts at 'func.func private @func1' and keeps the module's closing '}' (new class code-on-fence-line: code written on the opening fence line is lost). repro.mlir is that block, unedited. 13 and 14 do not know func.func (1:3); 15 does not know tensor.empty (10:10); 16 and 19 stop at the stray brace (17:4 \"expected operation name in quotes\") -> invalid-input on every release; the module as the reporter ran it is not the thread's text. llvm-22 -> unsupported. Closed (fixed, see fixed_in); labels crash, mlir:affine; reporter Colloportus0.",
    ),
}

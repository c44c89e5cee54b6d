"""MLIR batch 53 (helper session mlir53): mlir-opt crash and hang reports reached through crash text (heap-use-after-free, hangs/infinite loops, invalid-dimension assertions): a parser use-after-free, three hangs (canonicalizer on a cf loop, the inliner on indirect recursion, affine data-copy generation), a vector test pass, an inliner UNREACHABLE and two negative-dimension assertions; labelled before reprobot ran on them."""
# The constants and st() are defined here with spec_llvm's values (importing spec_llvm from a batch file
# that spec_llvm itself imports is circular).
R, O, C, E, I, U = "reproduces", "other-crash", "clean", "error", "invalid-input", "unsupported"


def st(s13, s14, s15, s16, s19, s22):
    return {"13": s13, "14": s14, "15": s15, "16": s16, "19": s19, "22": s22}


SPLIT = "mlir53"
BATCH = {
    107121: dict(
        tool="mlir-opt", args=["-o", "/dev/null"],
        reported_signature="heap-use-after-free (ASan; 'This crashes on release builds') while parsing a top-level scf.if whose condition %true is a forward reference to a value defined inside its own region (%true = arith.constant true): frames IROperandBase::insertInto <- IROperand ctor <- OpOperand ctor <- OperandStorage::OperandStorage (frame #4, the excerpt ends there); no command (parse only); trunk via CIRCT (Sep 2024)",
        reported_message="==2358793==ERROR: AddressSanitizer: heap-use-after-free on address 0x5080000026a0 at pc 0x55e2dcac36e8 bp 0x7ffd3eca9e40 sp 0x7ffd3eca9e38",
        signature_regex=r"heap-use-after-free|OperandStorage::OperandStorage|custom op parser 'scf\.if'",
        assertion_only=False, status=st(I, R, R, R, R, U),
        classes=["mlir", "mlir-parser", "scf", "arith", "sanitizer-report", "release-build-report", "no-message-crash", "reworded-message", "command-inferred", "crash-on-invalid", "excerpt-truncated"],
        variant_evidence="The report says the input crashes release builds as well (ASan names the use-after-free). 14, 15, 16 and 19 (release) die with SIGSEGV while parsing, stack context '1. MLIR Parser: custom op parser 'scf.if''; 19's frame #4 is mlir::detail::OperandStorage::OperandStorage <- Operation::create <- OpBuilder::create, the ASan report's frame #4 (OperandStorage::OperandStorage) and the same operand-list construction. 3 of 3 more runs of 19 by hand: rc 139.",
        notes="No command in the excerpt ('heap-use-after-free parsing example', 'This crashes on release builds'): inferred as plain mlir-opt on the ```mlir block, parse only (run with -o /dev/null). repro.mlir is that block (block 0, three lines, no func). 13 does not know arith.constant (2:11 \"custom op 'arith.constant' is unknown\"; 13 still had std.constant) -> invalid-input. 14, 15, 16 and 19 -> reproduces (release crash in the parser's operand construction; see variant_evidence; ASan's message itself only shows in a sanitizer build, so reworded-message). llvm-22 -> unsupported. Labels crash-on-invalid, mlir; closed; reporter dtzSiFive ('Found via fuzzing').",
    ),
    159743: dict(
        tool="mlir-opt", args=["-canonicalize", "-o", "/dev/null"],
        reported_signature="compile-time infinite loop (hang, no message) in the canonicalizer on a func.func whose entry block branches on a constant false (cf.cond_br) into two blocks ^bb1/^bb2 that branch to each other with no exit and no return",
        reported_message=None,
        signature_regex=r"infinite loop|<hangs>",
        assertion_only=None, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-pass", "canonicalize", "cf", "hang-report", "hang-in-release", "reported-message-missing", "command-in-prose", "command-inferred"],
        notes="Command in the prose: 'if you run `mlir-opt -canonicalizer`'. '-canonicalizer' is not an option of any release (19: \"Unknown command line argument '-canonicalizer'. ... Did you mean '--canonicalize'?\", checked by hand); the title names the canonicalizer, so the command is read as 'mlir-opt -canonicalize' (run with -o /dev/null). repro.mlir is the untagged block (block 0). 13 and 14 do not know func.func (2:3) -> invalid-input. 15, 16 and 19 run past the 60 s limit (exit 124, nothing printed) -> reproduces (the report is the hang itself). Control by hand: the input alone (no pass) exits 0 at once on 15 and 19. llvm-22 -> unsupported. Open; no labels in the excerpt; reporter rscottmanley (2025-09-19).",
    ),
    60211: dict(
        tool="mlir-opt", args=["--test-vector-transfer-full-partial-split", "-o", "/dev/null"],
        reported_signature="Assertion `scope && \"Expected op to be inside automatic allocation scope\"' in getAutomaticAllocationScope (VectorTransferSplitRewritePatterns.cpp:457, macOS format) under the test pass --test-vector-transfer-full-partial-split, on a func.func whose vector.transfer_read of a tensor<?xf32> sits inside a vector.mask region; trunk a0dab495 (Jan 2023)",
        reported_message="Assertion failed: (scope && \"Expected op to be inside automatic allocation scope\"), function getAutomaticAllocationScope, file VectorTransferSplitRewritePatterns.cpp, line 457.",
        signature_regex=r"Expected op to be inside automatic allocation scope|getAutomaticAllocationScope|VectorTransferSplitRewritePatterns",
        assertion_only=True, status=st(I, I, I, R, I, U),
        classes=["mlir", "mlir-pass", "test-pass", "vector", "tensor", "assertion-only", "release-variant-crash", "windows-assertion-format", "message-in-title", "command-in-prose", "unknown-option-newer", "crash-on-valid"],
        variant_evidence="16 (release) runs the one test pass that holds the asserting code and dies with SIGSEGV (rc -11 saved; 3 of 3 more runs by hand, rc 139); its frames are unsymbolized, under the pass manager's run of the pass. Control by hand: the input alone (no pass) exits 0 on 16. Read as the release form of the assertion: getAutomaticAllocationScope returns null for the transfer_read nested in vector.mask (the mask region is no allocation scope), and the pass then uses that null scope.",
        notes="Command from the body ('Reproduced with: `mlir-opt --test-vector-transfer-full-partial-split temp.mlir`'; run with -o /dev/null). repro.mlir is the temp.mlir block (fence tagged 'milr', block 0). 13 and 14 do not know func.func (1:1); 15 does not know vector.mask (3:8) -> invalid-input. 16 -> reproduces (release variant, see variant_evidence). 19 no longer has the test pass (\"Unknown command line argument '--test-vector-transfer-full-partial-split'\") -> invalid-input (unknown pass). llvm-22 -> unsupported. Open; no labels in the excerpt; reporter Colloportus0.",
    ),
    53492: dict(
        tool="mlir-opt", args=["-inline", "-o", "/dev/null"],
        reported_signature="infinite loop (hang, no message) in the inliner on two functions that call each other (indirect recursion: @test calls @indirect, @indirect calls @test), written in the std/arith syntax of early 2022 (func @..., cond_br, call, return); --debug shows 'call @indirect' inlined over and over",
        reported_message=None,
        signature_regex=r"infinite loop|<hangs>",
        assertion_only=None, status=st(I, R, I, I, I, U),
        classes=["mlir", "mlir-pass", "inline", "hang-report", "hang-in-release", "reported-message-missing", "command-in-prose", "old-mlir-syntax"],
        notes="Command from the body ('Command to reproduce: `mlir-opt test.mlir -inline`'; run with -o /dev/null; the --debug variant it mentions only prints, and release builds lack it). repro.mlir is the untagged block (block 0). 13 does not know arith.constant (2:10; arith was split out of std for 14) -> invalid-input. 14 runs past the 60 s limit (exit 124, nothing printed) -> reproduces (the report is the hang; control by hand: the input alone exits 0 on 14). 15, 16 and 19 do not parse the pre-func-dialect 'func @test' (1:1 \"custom op 'func' is unknown (tried 'builtin.func' as well)\") -> invalid-input. llvm-22 -> unsupported. Labels mlir, mlir:core; closed; reporter zero9178 (2022-01-30), who thanks javedabsar1 for the fix on 2022-07-01 (no commit named in the excerpt).",
    ),
    206083: dict(
        tool="mlir-opt", args=["-inline", "-o", "/dev/null"],
        reported_signature="UNREACHABLE 'must implement handleTerminator in the case of one inlined block' (DialectInlinerInterface.h.inc:82) under -inline, inlining an llvm.func whose single block ends in vector.yield (after a math.atanh on vector<8xf32>) into its llvm.call in @_mlir_ciface_atanh_vec_f32; trunk 81a8c66f (June 2026)",
        reported_message="must implement handleTerminator in the case of one inlined block",
        signature_regex=r"must implement handleTerminator in the case of one inlined block",
        assertion_only=True, status=st(I, I, I, I, C, U),
        classes=["mlir", "mlir-pass", "inline", "llvm-dialect", "vector", "math", "assertion-only", "unreachable-message", "message-in-title", "command-in-prose"],
        variant_evidence="None: 19 (release; llvm_unreachable carries no message and no trap there) exits 0 with nothing on stderr. Printed by hand: the llvm.call is gone from @_mlir_ciface_atanh_vec_f32 (inlined, the callee's vector.yield dropped) and @atanh_vec_f32 keeps only its vector.yield. No crash.",
        notes="Command from the body ('reproduce with: `mlir-opt -inline a.mlir`'; run with -o /dev/null). repro.mlir is the a.mlir block (```mlir, block 0). 13, 14, 15 and 16 do not know math.atanh (3:10) -> invalid-input. 19 -> clean (assertion-only; the message is an llvm_unreachable text, which only builds with assertions print). llvm-22 -> unsupported. Labels crash, mlir; open; reporter Anonymous7i0em3yd.",
    ),
    62374: dict(
        tool="mlir-opt", args=["-affine-loop-tile", "-affine-data-copy-generate", "-o", "/dev/null"],
        reported_signature="hang (no message; 'There is a timeout problem ... and then the program keeps getting stuck') under -affine-loop-tile -affine-data-copy-generate on a func.func with a 64x9 affine.for nest loading a memref<4x4x16x1xf32> through affine.apply maps built from nested mod/floordiv expressions; trunk da0730b9 (Apr 2023)",
        reported_message=None,
        signature_regex=r"getting stuck|timeout|<hangs>",
        assertion_only=None, status=st(I, I, R, O, R, U),
        classes=["mlir", "mlir-pass", "affine", "hang-report", "hang-in-release", "reported-message-missing", "command-in-prose", "other-crash-older"],
        notes="Command from the body ('mlir-opt  test.mlir  -affine-loop-tile -affine-data-copy-generate -debug'), run without -debug (a debug-output flag that release builds reject: 19 \"Unknown command line argument '-debug'\", checked by hand; the corpus convention for debug-output flags, 59269) and with -o /dev/null. repro.mlir is the test-case block (untagged, block 1). The debug log is an attachment (log.txt), not in the thread. 13 and 14 do not know func.func (4:1) -> invalid-input. 15 and 19 run past the 60 s limit (exit 124, nothing printed) -> reproduces (the reported hang). Controls by hand: the input alone and -affine-loop-tile alone exit 0 at once on 15, 16 and 19, so the hang is in -affine-data-copy-generate after tiling. 16 aborts after 1.3 s with 'LLVM ERROR: out of memory' / 'Allocation failed' (rc -6; 189 MB resident at the abort, i.e. a bad allocation size, not an exhausted machine), unsymbolized frames under the pass manager -> other-crash (a named fatal error where the report hangs). llvm-22 -> unsupported. Open; no labels in the excerpt; reporter BealZephyr.",
    ),
    64064: dict(
        tool="mlir-opt", args=["-inline", "-o", "/dev/null"],
        reported_signature="'<unknown>:0: error: invalid tensor dimension size' then Assertion `succeeded(ConcreteT::verify(getDefaultDiagnosticEmitFn(ctx), args...))' (StorageUniquerSupport.h:180, macOS format) under -inline, building a RankedTensorType with a negative dimension: a tensor.empty(%c28, %133) inside memref.alloca_scope whose size %133 = index.sub 12, 20 = -8, used by math.tanh in an scf.index_switch; trunk 585cbe3f (July 2023)",
        reported_message="<unknown>:0: error: invalid tensor dimension size",
        signature_regex=r"invalid tensor dimension size|ConcreteT::verify\(getDefaultDiagnosticEmitFn",
        assertion_only=True, status=st(I, I, I, C, C, U),
        classes=["mlir", "mlir-pass", "inline", "tensor", "memref", "index", "scf", "math", "assertion-only", "windows-assertion-format", "command-in-prose", "crash-on-invalid", "fixed-in-known", "related-issue-named"],
        variant_evidence="None: 16 (release) runs the inliner and exits 0 with nothing on stderr (the type verification that emits 'invalid tensor dimension size' sits inside the assertion in StorageUserBase::get, compiled out). 19 exits 0 as well (after the fix).",
        fixed_in="PR #65577 '[mlir][tensor] Check the EmptyOp's dynamicSize to be non-negative' (sott0n, 2023-09-07, merged): 'Fixes #64064' (seen in a search result); before the 18 branch",
        notes="Command from the body ('Reproduced with: ` mlir-opt -inline temp.mlir`'; run with -o /dev/null). repro.mlir is the temp.mlir block (fence tagged 'milr', block 0). 13 and 14 do not know func.func (2:3); 15 does not know index.sub (11:14) -> invalid-input. 16 and 19 -> clean (assertion-only; 19 also carries the fix). llvm-22 -> unsupported. Labels crash, mlir; closed; reporter Colloportus0, who names 61056 (same negative tensor.empty size, under -canonicalize) as similar.",
    ),
    70887: dict(
        tool="mlir-opt", args=["--canonicalize", "-o", "/dev/null"],
        reported_signature="'<unknown>:0: error: invalid tensor dimension size' then Assertion `succeeded(ConcreteT::verify(getDefaultDiagnosticEmitFn(ctx), args...))' (StorageUniquerSupport.h:180, RankedTensorType) in the AllocTensorOp canonicalizer (title), folding bufferization.alloc_tensor(%c10, %idx-3, %idx27) with the constant dynamic size -3 (index.constant -3) into a static tensor type; trunk 604eff60 (Nov 2023)",
        reported_message="<unknown>:0: error: invalid tensor dimension size",
        signature_regex=r"invalid tensor dimension size|ConcreteT::verify\(getDefaultDiagnosticEmitFn",
        assertion_only=True, status=st(I, I, I, C, C, U),
        classes=["mlir", "mlir-pass", "canonicalize", "bufferization", "index", "tensor", "assertion-only", "message-in-title", "command-in-prose", "crash-on-invalid", "fixed-in-known"],
        variant_evidence="None: 16 (release) canonicalizes and exits 0 with nothing on stderr (the type verification is inside the compiled-out assertion). 19 exits 0 (after the fix).",
        fixed_in="PR #70891 '[mlir] Fix bufferization.alloc_tensor canonicalization crash' (joker-eph, 2023-11-01, merged): 'This make sure that an invalid negative dimension is ignored and stays dynamic ... Fixes #70887' (seen in a search result); before the 18 branch",
        notes="Command from the body ('reproduced with: ```mlir-opt --canonicalize a.mlir```'; run with -o /dev/null). repro.mlir is the a.mlir block (untagged, block 0). 13 and 14 do not know func.func (1:1); 15 does not know index.constant (2:12) -> invalid-input. 16 and 19 -> clean (assertion-only; 19 also carries the fix). llvm-22 -> unsupported. Label mlir:bufferization; closed; reporter anonymousMCS.",
    ),
}

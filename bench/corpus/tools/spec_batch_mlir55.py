"""MLIR batch 55 (helper session mlir55): mlir-opt crash reports reached through dialect and conversion-pass words (tosa, gpu, vector, async, llvm legalization, test legalization) and, once that vein ran dry, through the fatal errors a pass or the parser raises on an op of a dialect that is not loaded ('Building op `X` but it isn't registered in this MLIRContext', 'X created with unregistered dialect'); nine runnable issues, labelled from the measured stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir55"

_NOT_REGISTERED = (
    "LLVM ERROR: Building op `{op}` but it isn't registered in this MLIRContext: the dialect may not be loaded or this "
    "operation isn't registered by the dialect. See also "
    "https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management")

BATCH = {
    222543: dict(
        tool="mlir-opt", args=["--test-legalize-patterns=allow-pattern-rollback=0", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: op 'tosa.add' folder rollback of IR modifications requested under --test-legalize-patterns=\"allow-pattern-rollback=0\", legalizing a tosa.add of two tosa.const (values = dense<2.0> : tensor<1x8x8x3xf32>) through its folder, on a generic-form module (properties <{...}>); llvmorg-23.1.1 (Sept 2026)",
        reported_message="LLVM ERROR: op 'tosa.add' folder rollback of IR modifications requested",
        signature_regex=r"folder rollback of IR modifications requested",
        assertion_only=None, status=st(I, I, I, I, I, U),
        classes=["mlir", "mlir-pass", "test-pass", "tosa", "fatal-error", "pass-option", "new-mlir-syntax", "unknown-option-older", "command-in-prose", "excerpt-truncated"],
        notes="Command from the body's ```bash block ('mlir-opt test.mlir --test-legalize-patterns=\"allow-pattern-rollback=0\"'; shell quotes dropped, run with -o /dev/null). repro.mlir is the ```mlir 'Reproducer' block (block 1 of turn 0). The reported message is the description's ```text block; the stack-trace block is cut after 'notifyOperationReplaced: tosa.add' (the excerpt ends at 'n'). 13, 15 and 16 cannot parse the generic form's properties <{...}> (2:16-17, \"expected ':' followed by operation type\"); 14 stops at 2:14 ('operation being parsed with an unregistered dialect': no func dialect); 19 parses the module but its tosa.const requires attribute 'value' (4:10; the attribute was renamed 'values' later), i.e. the op's definition -> invalid-input on 13-19. Control by hand: on 19 the pass option itself is unknown ('<Pass-Options-Parser>: no such option allow-pattern-rollback', exit 1, on an empty module), and with 'value' instead of 'values' and no option 19's --test-legalize-patterns only prints 'not legalizable' remarks and exits 0. llvm-22 -> unsupported. Labels crash, mlir; open; reporter frida-albrecht (filed with 222539, the same option on spirv.func, already in the corpus list).",
    ),
    60186: dict(
        tool="mlir-opt", args=["--test-legalize-patterns", "-o", "/dev/null"],
        reported_signature="Assertion `op->getNumResults() == newOp->getNumResults() && \"replacement op doesn't match results of original op\"' in replaceOpWithResultsOfAnotherOp (PatternMatch.cpp:365, macOS format) under --test-legalize-patterns, on a func.call of a private func.func @callee (f32) -> f32 whose result is unused; trunk 97a1c98f (Jan 2023)",
        reported_message="Assertion failed: (op->getNumResults() == newOp->getNumResults() && \"replacement op doesn't match results of original op\"), function replaceOpWithResultsOfAnotherOp, file PatternMatch.cpp, line 365.",
        signature_regex=r"replacement op doesn't match results of original op|replaceOpWithResultsOfAnotherOp",
        assertion_only=True, status=st(I, I, C, C, C, U),
        classes=["mlir", "mlir-pass", "test-pass", "func", "assertion-only", "windows-assertion-format", "message-in-title", "command-in-prose"],
        variant_evidence="None: 15, 16 and 19 (release; the assertion is compiled out) print the test pass's \"failed to legalize operation 'func.call' that was explicitly marked illegal\" (5:8; its 'see current operation' note shows the call with an '<<UNKNOWN SSA VALUE>>' operand, the replaced value) and a 'remark: applyPartialConversion failed', then exit 0: no signal, and a run that exits 0 after a pass's error diagnostic is clean (round 13).",
        notes="Command from the body's ```shell block ('mlir-opt temp.mlir --test-legalize-patterns'; run with -o /dev/null). repro.mlir is the `temp.mlir` block (fenced ```milr, block 1 of turn 0). 13 and 14 do not know func.func (1:1) -> invalid-input. 15, 16, 19 -> clean (assertion-only; see variant_evidence). llvm-22 -> unsupported. Labels crash, mlir; closed; reporter Colloportus0 (filed with 60183, the same pass, already in the corpus).",
    ),
    58805: dict(
        tool="mlir-opt", args=["--convert-async-to-llvm", "-o", "/dev/null"],
        reported_signature=_NOT_REGISTERED.format(op="func.func") + " under --convert-async-to-llvm on an empty file (the pass declares the async runtime functions as func.func without the func dialect loaded); trunk 52516782 (Nov 2022, macOS)",
        reported_message=_NOT_REGISTERED.format(op="func.func"),
        signature_regex=r"Building op `func\.func` but it isn't registered",
        assertion_only=None, status=st(O, O, R, C, C, U),
        classes=["mlir", "mlir-pass", "async", "conversion-to-llvm", "fatal-error", "empty-input", "message-in-title", "command-in-prose", "other-crash-older", "fixed-by-16"],
        notes="Command in prose ('I accidentally invoke `mlir-opt --convert-async-to-llvm temp.mlir ` on an empty mlir file `temp.mlir`', also the stack's Program arguments; run with -o /dev/null). The issue has no input block: repro.mlir is an empty file (0 bytes), as the prose says, written by hand rather than by fence.py (as 64267). New class empty-input: the reproducer is an empty file. 15 dies with the reported LLVM ERROR word for word (Building op `func.func`, rc -6) -> reproduces. 16 and 19 exit 0 with nothing on stderr -> clean (fixed by 16). 13 and 14 die with a bare SIGSEGV (rc -11, unsymbolized frames, 3 of 3 runs by hand: 139) -> other-crash: there func was still builtin.func, always loaded, so the reported cause (the pass building func.func with the func dialect unloaded) cannot arise, and nothing in the stack names the reported failure; controls by hand: 13/14 segfault the same way under the pass on 'module {}' and on a module with one function, and the empty input alone (no pass) exits 0. llvm-22 -> unsupported. Labels crash, mlir:llvm; closed; reporter Colloportus0.",
    ),
    59462: dict(
        tool="mlir-opt", args=["--llvm-legalize-for-export", "-o", "/dev/null"],
        reported_signature=_NOT_REGISTERED.format(op="llvm.br") + " under --llvm-legalize-for-export, on a func.func whose cf.cond_br sends two memrefs to the same block ^bb40 (the pass splits the duplicate successor with an llvm.br while the LLVM dialect is not loaded); trunk fd716925 (Dec 2022, macOS)",
        reported_message=_NOT_REGISTERED.format(op="llvm.br"),
        signature_regex=r"Building op `llvm\.br` but it isn't registered",
        assertion_only=None, status=st(I, I, R, E, E, U),
        classes=["mlir", "mlir-pass", "llvm-dialect", "cf", "memref", "fatal-error", "message-in-title", "command-in-prose", "verifier-after-pass", "fixed-by-16"],
        notes="Command in prose ('Reproduced with: `mlir-opt --llvm-legalize-for-export temp.mlir `'; run with -o /dev/null). repro.mlir is the temp.mlir block (```mlir, block 0 of turn 0). 13 and 14 do not know func.func (2:3) -> invalid-input. 15 dies with the reported LLVM ERROR word for word (Building op `llvm.br`, rc -6) -> reproduces. 16 and 19 build the llvm.br (the dialect is loaded there) and the verifier after the pass refuses it, \"'llvm.br' op operand #0 must be [variadic of] LLVM dialect-compatible type, but got 'memref<16xf32>'\" (8:5), exit 1 -> error (a clean diagnostic instead of the fatal error). llvm-22 -> unsupported. Open, no labels; reporter Colloportus0.",
    ),
    60197: dict(
        tool="mlir-opt", args=["--convert-vector-to-scf", "-o", "/dev/null"],
        reported_signature=_NOT_REGISTERED.format(op="tensor.extract") + " under --convert-vector-to-scf, lowering a 0-d-source vector.transfer_read from tensor<f32> to vector<1xf32> (broadcast permutation_map ()->(0)); trunk 97a1c98f (Jan 2023, macOS)",
        reported_message=_NOT_REGISTERED.format(op="tensor.extract"),
        signature_regex=r"Building op `tensor\.extract` but it isn't registered",
        assertion_only=None, status=st(I, I, C, R, E, U),
        classes=["mlir", "mlir-pass", "vector", "tensor", "fatal-error", "message-in-title", "command-in-prose"],
        notes="Command from the body's ```shell block ('mlir-opt --convert-vector-to-scf temp.mlir'; run with -o /dev/null). repro.mlir is the `temp.mlir` block (fenced ```milr, block 1 of turn 0). 13 and 14 do not know func.func (1:1) -> invalid-input. 15 runs the pass and exits 0 with nothing on stderr -> clean (its lowering does not reach a tensor.extract for this read). 16 dies with the reported LLVM ERROR word for word (Building op `tensor.extract`, rc -6) -> reproduces. 19's verifier refuses the input before any pass: \"'vector.transfer_read' op requires broadcast dimensions to be in-bounds\" (3:10), a custom verifier on what the op holds -> error. llvm-22 -> unsupported. Labels crash, mlir:vectorops; closed; reporter Colloportus0. A later report of the same message on LLVM 16 (61376, BealZephyr) was seen but its excerpts held no input.",
    ),
    60070: dict(
        tool="mlir-opt", args=["--gpu-to-llvm", "-o", "/dev/null"],
        reported_signature=_NOT_REGISTERED.format(op="memref.load") + " under --gpu-to-llvm, on a func.func with a vector.warp_execute_on_lane_0 region holding a 0-d vector.transfer_read from memref<f32> and a vector.extractelement; trunk cb37cf61 (Jan 2023, macOS)",
        reported_message=_NOT_REGISTERED.format(op="memref.load"),
        signature_regex=r"Building op `memref\.load` but it isn't registered",
        assertion_only=None, status=st(I, I, R, C, C, U),
        classes=["mlir", "mlir-pass", "gpu", "vector", "memref", "conversion-to-llvm", "fatal-error", "message-in-title", "command-in-prose", "fixed-by-16"],
        notes="Command from the body's ```shell block ('mlir-opt  --gpu-to-llvm temp.mlir'; run with -o /dev/null). repro.mlir is the `temp.mlir` block (```mlir, block 1 of turn 0). 13 and 14 do not know func.func (1:1) -> invalid-input. 15 dies with the reported LLVM ERROR word for word (Building op `memref.load`, rc -6) -> reproduces. 16 and 19 exit 0 with nothing on stderr -> clean. llvm-22 -> unsupported. Labels crash, mlir:gpu; closed; reporter Colloportus0.",
    ),
    61374: dict(
        tool="mlir-opt", args=["-o", "/dev/null"],
        reported_signature="LLVM ERROR: special.op created with unregistered dialect, raised while the parser builds the region of test.pretty_printed_region (stack: 'MLIR Parser: custom op parser func.func' / 'test.pretty_printed_region'), plain 'mlir-opt test.mlir' on a function taken from mlir/test/IR/pretty_printed_region_op.mlir; trunk e0282cb4 and LLVM 16 (March 2023)",
        reported_message="LLVM ERROR: special.op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used.",
        signature_regex=r"special\.op created with unregistered dialect",
        assertion_only=None, status=st(I, I, E, E, E, U),
        classes=["mlir", "mlir-parser", "test-dialect", "fatal-error", "message-in-title", "command-in-prose", "crash-on-invalid"],
        notes="Command from the body's ```shell block ('mlir-opt test.mlir', no pass; run with -o /dev/null). repro.mlir is the ```mlir test case (block 1 of turn 0). 13 and 14 do not know func.func (1:1) -> invalid-input. 15, 16 and 19 parse the test op (Debian's mlir-opt registers the test dialect) and refuse the unregistered op with a diagnostic, \"<unknown>:0: error: loc(\\\"some_NameLoc\\\"): 'special.op' op created with unregistered dialect ...\", exit 1 -> error (the release builds turn the report's fatal error into a verifier error; the report says LLVM 16 crashed too, but Debian's 16 does not). llvm-22 -> unsupported. Labels crash, mlir; closed; reporter BealZephyr.",
    ),
    61534: dict(
        tool="mlir-opt", args=["-affine-super-vectorizer-test", "-compose-maps", "-o", "/dev/null"],
        reported_signature="Assertion `map && \"uninitialized map storage\"' in AffineMap::getResults (AffineMap.cpp:333) under -affine-super-vectorizer-test -compose-maps, on a module with one empty func.func @main (no affine.apply to compose); trunk 029313cc (March 2023)",
        reported_message="mlir-opt: /home/ty/llvm-project/mlir/lib/IR/AffineMap.cpp:333: llvm::ArrayRef<mlir::AffineExpr> mlir::AffineMap::getResults() const: Assertion `map && \"uninitialized map storage\"' failed.",
        signature_regex=r"uninitialized map storage|AffineMap::getResults",
        assertion_only=True, status=st(I, I, R, R, I, U),
        classes=["mlir", "mlir-pass", "test-pass", "affine", "pass-option", "assertion-only", "release-variant-crash", "message-in-title", "command-in-prose", "unknown-option-newer"],
        variant_evidence="15 and 16 (release): rc -11 under the one test pass the command runs (3 of 3 more runs each by hand: 139; frames unsymbolized). Controls by hand: the input alone exits 0 on 15 and 16, and -affine-super-vectorizer-test without -compose-maps exits 0 too, so the signal needs the option whose code composes the (here absent) affine maps, the path where the reported assertion guards a null AffineMap storage; a null map read is what a release build does where the assertion is compiled out.",
        notes="Command from the body's ```shell block ('mlir-opt -affine-super-vectorizer-test -compose-maps test.mlir'; run with -o /dev/null). repro.mlir is the test case (```mlir, block 1 of turn 0). 13 and 14 do not know func.func (2:3) -> invalid-input. 15, 16 -> reproduces (release variant, see variant_evidence). 19 no longer has the option (\"Unknown command line argument '-compose-maps'\") -> invalid-input. llvm-22 -> unsupported. Labels crash, mlir:affine; closed; reporter BealZephyr.",
    ),
    132856: dict(
        tool="mlir-opt", args=["-o", "/dev/null"],
        reported_signature="LLVM ERROR: builtin created with unregistered dialect, raised while the parser creates the generic op \"builtin\"() whose result type is the malformed '() -> *(' (a dialect name with no op name), plain 'mlir-opt a.mlir'; trunk 59fd2878 (March 2025)",
        reported_message="LLVM ERROR: builtin created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used.",
        signature_regex=r"builtin created with unregistered dialect",
        assertion_only=None, status=st(E, E, E, E, E, U),
        classes=["mlir", "mlir-parser", "fatal-error", "crash-on-invalid", "invalid-ir", "message-in-title", "command-in-prose"],
        notes="Command in prose ('reproduce with: `mlir-opt  a.mlir`', no pass; run with -o /dev/null). repro.mlir is the a.mlir block (untagged fence, block 0 of turn 0; one line). 13-19 stop at the malformed type with the parser's clean diagnostic \"expected non-function type\" (1:21 on 13/14, 1:20 on 15-19), exit 1 -> error (a clean diagnostic instead of the fatal error, as 132851 and 184755). Checked by hand, not saved: with a well-formed type ('\"builtin\"() : () -> ()') 13, 15, 16 and 19 report \"'builtin' op created with unregistered dialect ...\" as a verifier error (exit 1), so Debian's release builds turn the report's fatal error into a diagnostic anyway. llvm-22 -> unsupported. Labels crash, mlir; closed; reporter wwy6191.",
    ),
}

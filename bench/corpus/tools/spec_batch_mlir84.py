"""MLIR batch 84 (helper session mlir84): mlir-opt crash reports in the smaller and newer MLIR dialects and their
lowerings (ptr, omp, acc, shape, index, arm_neon, x86vector, amx, irdl, ub, smt, polynomial, complex and their
-convert-<dialect>-to-llvm / -to-<dialect> passes), labelled from the measured stderr before reprobot ran on them.
40 look-ups, all `search` (corpus `issues`); the vein is dry: every mlir-opt crash thread the dialect, op and pass
queries returned was already known (/work/llvm_seen.txt) except one, a fuzzing report (RiRi114, March 2025) whose
command names the test pass -test-lower-to-arm-neon but whose crash is the linalg.matmul custom parser's region
builder reaching UNREACHABLE "unsupported non numeric type" on vector operands. New threads seen but not taken: a
question about ptr.load lowering (193471), a missing OpenMP verifier check (217354, no crash), flang OpenMP crashes
(112512, 111567, 150975), an opt IR-verifier crash on llvm.aarch64.neon.smull (176455, off this theme) and an
mlir-translate crash in a test (172027, not mlir-opt). No NO_REPRO issue turned up."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir84"

BATCH = {
    130076: dict(
        tool="mlir-opt", args=["-test-lower-to-arm-neon", "-o", "/dev/null"],
        reported_signature="UNREACHABLE 'unsupported non numeric type' at LinalgOps.cpp:467 (the linalg named-op region builder) while the custom op parser of func.func parses a linalg.matmul whose operands are vectors (vector<4x16xf32>, vector<16xf32> into vector<4xf32>), after the warnings \"could not cast operand of type 'vector<4x16xf32>' to 'vector<4xf32>'\" and the same for 'vector<16xf32>'; the command names the test pass -test-lower-to-arm-neon, but the crash is in the parser before any pass; the module also holds a linalg.contract on tensors; trunk 0f9720a6 (March 2025)",
        reported_message="UNREACHABLE executed at /home/fuzzing/llvm-project/mlir/lib/Dialect/Linalg/IR/LinalgOps.cpp:467!",
        signature_regex=r"unsupported non numeric type|UNREACHABLE executed at .*LinalgOps\.cpp",
        assertion_only=True, status=st(I, I, I, I, I, U),
        classes=["mlir", "mlir-parser", "linalg", "arm-neon", "test-pass", "unreachable-message", "message-in-title", "crash-on-invalid", "command-in-prose", "excerpt-truncated", "unknown-option-older", "new-mlir-syntax"],
        variant_evidence="None: no release crashes. 19 knows the test pass and its parser walks the same path as the report up to the cast (it prints the report's two warnings verbatim: \"could not cast operand of type 'vector<4x16xf32>' to 'vector<4xf32>'\" and \"... 'vector<16xf32>' to 'vector<4xf32>'\"), then refuses the op at 2:3 \"cannot name an operation with no results\" (exit 1; 3 of 3 more runs by hand).",
        notes="Command from the body ('steps to reproduce: `mlir-opt  temp.mlir  -test-lower-to-arm-neon`'; run with -o /dev/null). repro.mlir is the ```mlir test-case block (block 0 of turn 0). 13, 14, 15 and 16 do not know the pass (\"Unknown command line argument '-test-lower-to-arm-neon'\") -> invalid-input. 19 -> invalid-input: its parser refuses the first function before any pass (\"cannot name an operation with no results\": a linalg.matmul on vectors has no results, its results being ranked tensors by definition), and the module's second function uses linalg.contract, which 19 does not know (by hand, that function alone: 2:10 \"custom op 'linalg.contract' is unknown\"), so 19 cannot read the input either way; were only the first diagnostic weighed, the round-13 reading of a parser refusal in the op whose custom parser crashed would give error. By hand 16 without the pass prints the same 'cannot name an operation with no results'. llvm-22 -> unsupported. The stack dump in the excerpt stops at '1.      MLIR Parser: custom op parser 'func.f' (no frames), which is what places the crash in the parser; the command's test pass plays no part in it. Same UNREACHABLE family as the known 179677 (linalg.batch_matmul on !amx.tile, LinalgOps.cpp:514) and 179046 (linalg.select on index), not named in this thread. Open; no labels; no comments; reporter RiRi114.",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {}

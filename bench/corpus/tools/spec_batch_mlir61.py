"""MLIR batch 61 (helper session mlir61): mlir-opt crash reports in dialect conversions and lowerings
(--convert-vector-to-arm-sme hanging on a linalg.map with mixed buffer/tensor operands,
-convert-func-to-llvm=use-bare-ptr-memref-call-conv=true on a call passing an unranked memref,
--convert-vector-to-llvm=enable-x86vector with --dump-pass-pipeline) plus one --convert-math-to-spirv report whose
input is only an attachment; labelled from the measured stderr before reprobot ran on them. The theme
(2024-2026 conversion crashes) was nearly exhausted: 43 look-ups, almost every hit already in a corpus."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir61"

BATCH = {
    78393: dict(
        tool="mlir-opt", args=["--convert-vector-to-arm-sme", "-o", "/dev/null"],
        reported_signature="hang (no message; title 'hangs over 10 minutes', run under 'timeout 600') under --convert-vector-to-arm-sme on a private func.func whose linalg.map reads three memref<8x8xi64> into a tensor<8x8xi64> init, its body holding math.round, an scf.index_switch with a memref.atomic_rmw and a linalg.yield; trunk 286a366d (Jan 2024)",
        reported_message=None,
        signature_regex=r"hangs over 10 minutes|<hangs>",
        assertion_only=None, status=st(I, I, I, I, I, U),
        classes=["mlir", "mlir-pass", "arm-sme", "vector-to-arm-sme", "linalg", "hang-report", "reported-message-missing", "message-in-title", "command-in-prose", "unknown-option-older"],
        notes="Command from the body ('reproduced with: ```timeout 600 mlir-opt --convert-vector-to-arm-sme a.mlir```', a one-line inline code span; the timeout wrapper dropped, run with -o /dev/null). repro.mlir is the a.mlir block (untagged block 0 of turn 0). 13, 14, 15 and 16 do not know the pass (\"Unknown command line argument '--convert-vector-to-arm-sme'\") -> invalid-input. 19 knows the pass but its parser refuses the input before any pass: 9:16 \"'linalg.map' op expected to have pure tensor or buffer semantics\" (memref ins, tensor outs; 19's linalg ops are all-tensor or all-buffer, exit 1 at once) -> invalid-input (the round-14 reading of this refusal, as 61056/61054/60725/61367). So no release can reach the reported hang. llvm-22 -> unsupported. Open; no labels in the excerpt; reporter anonymousMCS; no comment in the excerpt.",
    ),
    61872: dict(
        tool="mlir-opt", args=["-convert-func-to-llvm=use-bare-ptr-memref-call-conv=true", "-o", "/dev/null"],
        reported_signature="UNREACHABLE 'Unranked memrefs are not supported' (LLVMCommon/TypeConverter.cpp:550) under -convert-func-to-llvm=use-bare-ptr-memref-call-conv=true on a func.func @main that calls a private @printMemrefI32(memref<*xi32>) with its unranked memref argument; trunk e7281c6f (Mar 2023)",
        reported_message="Unranked memrefs are not supported",
        signature_regex=r"Unranked memrefs are not supported|TypeConverter\.cpp:550",
        assertion_only=True, status=st(I, I, E, E, C, U),
        classes=["mlir", "mlir-pass", "func-to-llvm", "pass-parameters", "memref", "assertion-only", "unreachable-message", "command-in-prose", "unknown-option-older"],
        variant_evidence="None: no release crashes. 15 and 16 (release, where llvm_unreachable is compiled to undefined behaviour and prints nothing) finish the pass and then fail verification cleanly: 3:5 \"'llvm.call' op 'printMemrefI32' does not reference a valid LLVM function\" (exit 1; with -mlir-print-ir-after-failure, checked by hand on 16, the dump is 'IR Dump After ConvertFuncToLLVM Failed': the call was lowered to llvm.call on !llvm.struct<(i64, ptr<i8>)> while the private callee stayed a func.func, so the callee's conversion is what failed). That is plausibly the release face of the same unsupported type, but it is a clean diagnostic, not a crash -> error. 19 exits 0 with nothing on stderr (run by hand without -o: it leaves both functions as func.func, @main with an llvm.return) -> clean.",
        notes="Command from the body's ```shell block ('mlir-opt test.mlir -convert-func-to-llvm=use-bare-ptr-memref-call-conv=true', the same as the dump's Program arguments; run with -o /dev/null). repro.mlir is the ```mlir block (block 1 of turn 0). 13 and 14 do not know the pass (\"Unknown command line argument '-convert-func-to-llvm=use-bare-ptr-memref-call-conv=true'\"; it was -convert-std-to-llvm then) -> invalid-input. 15, 16 -> error, 19 -> clean (see variant_evidence). llvm-22 -> unsupported. The same option's other report, 61717 (same reporter, null types in a TypeRange), is already in a corpus. Closed; labels crash, mlir; reporter BealZephyr; no comment in the excerpt.",
    ),
    129046: dict(
        tool="mlir-opt", args=["--convert-vector-to-llvm=enable-x86vector", "--dump-pass-pipeline", "--test-vector-scan-lowering", "-o", "/dev/null"],
        reported_signature="UNREACHABLE at mlir/include/mlir/Pass/PassOptions.h:168 (no message) when --dump-pass-pipeline prints the options of --convert-vector-to-llvm=enable-x86vector followed by --test-vector-scan-lowering, on an empty func.func @main; trunk 01cc1d13 (Feb 2025)",
        reported_message="UNREACHABLE executed at /home/llvm-project/mlir/include/mlir/Pass/PassOptions.h:168!",
        signature_regex=r"PassOptions\.h:168|UNREACHABLE executed at .*PassOptions\.h",
        assertion_only=True, status=st(I, I, I, C, C, U),
        classes=["mlir", "mlir-pass", "vector-to-llvm", "pass-parameters", "dump-pass-pipeline", "test-pass", "assertion-only", "unreachable-message", "command-in-title", "command-in-prose", "unknown-option-older"],
        variant_evidence="None: 16 and 19 (release) print the pipeline on stderr ('Pass Manager with 2 passes:' / 'builtin.module(convert-vector-to-llvm{enable-amx=false enable-arm-neon=false enable-arm-sve=false enable-x86vector=true force-32bit-vector-indices=true reassociate-fp-reductions=false},func.func(test-vector-scan-lowering))') and exit 0. Their pass has only boolean options; the option whose printing hits the unreachable is newer than 19.",
        notes="Command from the body's untagged block ('build/mlir-opt test.mlir --convert-vector-to-llvm=\"enable-x86vector\" --dump-pass-pipeline --test-vector-scan-lowering', also the title; the shell drops the quotes, as the dump's Program arguments show; run with -o /dev/null). repro.mlir is the test-case block (untagged block 1 of turn 0). 13, 14 and 15 do not know --dump-pass-pipeline (\"Unknown command line argument '--dump-pass-pipeline'\"; 13 also lacks --test-vector-scan-lowering) -> invalid-input. 16, 19 exit 0 -> clean (see variant_evidence). llvm-22 -> unsupported. The crash is in printing pass options, not in the conversion itself (new class dump-pass-pipeline). Closed; labels crash, mlir; reporter xisang0; no comment in the excerpt.",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    58749: dict(
        tool="mlir-opt", args=["--convert-math-to-spirv"],
        classes=["mlir", "mlir-pass", "spirv", "math-to-spirv", "no-runnable-reproducer", "attachment-only", "assertion-only", "unreachable-message", "message-in-title"],
        reported_signature="UNREACHABLE 'unimplemented types for ConstantOp::getOne()' (SPIRVOps.cpp:2078, macOS build) under --convert-math-to-spirv; trunk 6924a496 (Nov 2022); the input is only the attachment temp.mlir.txt",
        reported_message="unimplemented types for ConstantOp::getOne()",
        notes="The command is given (```shell block 'mlir-opt --convert-math-to-spirv temp.mlir') but the input is only the attachment link '[temp.mlir.txt](https://github.com/llvm/llvm-project/files/9915904/temp.mlir.txt)'; the excerpt holds no MLIR at all, only the UNREACHABLE line and unsymbolized macOS frames. Nothing in the thread text can be fed to mlir-opt. Closed; labels crash, mlir:spirv; reporter Colloportus0 (the same day and attachment style as the known 58747/58748).",
    ),
}

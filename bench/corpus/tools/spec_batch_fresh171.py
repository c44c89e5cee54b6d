"""Fresh batch 171: crash reports of llvm/llvm-project looked for by the wording of the failure rather than by the
pass ("UNREACHABLE executed at", "Not implemented", "unhandled", "Unknown", "Unexpected", "Invalid", "should not
happen", "Impossible", "cannot handle", "unsupported", "LLVM ERROR: Unsupported", "Do not know how to", "Unable to",
"No match found", "Broken function found", "Instruction does not dominate all uses", "PHI node entries do not match
predecessors", "Referring to an instruction in another function", "Call parameter type does not match function
signature"). 38 look-ups (all `search`, corpus `issues`); stopped there because the vein is dry: every llc/opt thread
the wording queries surfaced was already known (/work/llvm_seen.txt), and the only new runnable report is an MLIR one
reached on the way (a quantized tosa.cast under tosa-to-linalg-named,tosa-to-linalg, xisang0, Nov 2024). The new
numbers seen but not taken were llvm-tblgen reports (85418, 102447, 157619, 62603: out of scope), a clang frontend
report (173672), a host-specific mlir-cpu-runner test failure on RISC-V (120928) and a tosa pipeline validation error
that is not a crash (89926). No report without a reproducer was kept. Queries in order: /work/para_fresh171.md.
Labelled from the measured stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401

SPLIT = "fresh171"

BATCH = {
    116342: dict(
        tool="mlir-opt", args=["--pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))", "-o", "/dev/null"],
        reported_signature="Assertion `isIntOrFloat() && \"only integers and floats have a bitwidth\"' in mlir::Type::getIntOrFloatBitWidth (Types.cpp:134) under --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg)), on a func.func holding one tosa.cast from tensor<13x21x3xi32> to a tensor of !quant.uniform<i16:f32, ...> (xisang0, trunk 6548b635, Nov 2024)",
        reported_message="mlir-opt: /home/workdir/llvm-project-19/mlir/lib/IR/Types.cpp:134: unsigned int mlir::Type::getIntOrFloatBitWidth() const: Assertion `isIntOrFloat() && \"only integers and floats have a bitwidth\"' failed.",
        signature_regex=r"only integers and floats have a bitwidth|getIntOrFloatBitWidth",
        assertion_only=True, status=st(I, I, I, I, E, U),
        classes=["mlir", "mlir-pass", "tosa", "quant", "conversion", "pass-pipeline", "assertion-only", "message-in-title", "command-in-prose", "unknown-pass-older", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="None: 19 (release; the assertion is compiled out) runs both conversion passes and stops with \"failed to legalize operation 'tosa.cast'\" (3:10, with its 'see current operation' note), exit 1, no signal: a clean diagnostic (the cast to a quantized element type is left unconverted), not a crash. Control by hand: the input alone exits 0 on 19, and the single pass tosa-to-linalg gives the same 'failed to legalize' error.",
        notes="Command from the body ('steps to reproduce: mlir-opt test.mlir  --pass-pipeline=\"builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))\"'; run with -o /dev/null, the shell quotes dropped). repro.mlir is the test-case block (untagged fence, block 1 of turn 0: a module holding func.func @test_cast3). 13 does not know the pass tosa-to-linalg-named (\"'tosa-to-linalg-named' does not refer to a registered pass or pass pipeline\") -> invalid-input. 14 does not know func.func (2:3 \"custom op 'func.func' is unknown\") -> invalid-input. 15 and 16 cannot parse tosa.cast in its custom form (3:10 \"custom op 'tosa.cast' has no custom assembly form\"; the op's assembly format is newer) -> invalid-input. 19 -> error (see variant_evidence). llvm-22 -> unsupported (no mlir-opt through llvmlite). Closed; labels crash, mlir:linalg; reporter xisang0 (2024-11-15). The same assertion as the known 59928, 61383 and 57512 (tosa-to-linalg on quantized or non-int/float element types), here on tosa.cast; the excerpt shows no comment and names no fix. The crash trace is cut after frame #1 in the description chunk; a second chunk of the same turn holds frame #27 only.",
    ),
}

NO_REPRO_BATCH = {
}

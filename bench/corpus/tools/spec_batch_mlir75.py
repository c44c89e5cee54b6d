"""MLIR batch 75 (helper session mlir75): mlir-opt crashes with no pass or a trivial one (theme: the parser, printer,
verifier and attribute/type parsers -- "crash when parsing", AsmParser, OpAsmPrinter, --mlir-print-op-generic,
--mlir-print-debuginfo, --verify-roundtrip, --mlir-print-ir-after-all, DenseElementsAttr, AffineMap parsing,
unregistered dialects, bytecode -- and the gpu / spirv / emitc / llvm dialect op verifiers). 35 look-ups, all
`search` (corpus `issues`). The theme is mined out: every parser/printer/verifier crash thread the queries returned
(the 2022-2026 fuzzer series of Colloportus0, BealZephyr, anonymousMCS, xisang0, wwy6191, Emilyaxe, sairam2661,
RiRi114, Aran-414, Anonymous7i0em3yd, jiayiw2008, tisble, RJerrica, xvv4402, mlirBug and others) was already in
/work/llvm_seen.txt. One runnable report was new: RiRi114's March 2025 "LLVM ERROR: operation destroyed but still has
uses" under the trivial test pass -test-transform-dialect-erase-schedule (it only erases transform ops), met through a
query on the parser's destroyed-op error; only 19 can run it and 19 (a release build, whose Operation destructor
lacks the #ifndef NDEBUG use check) is clean. Three in-theme reports without a runnable reproducer: a printer crash
on a null UnitAttr in a downstream op's ODS printer (lattner, 2023), a bytecode-reader crash on an empty FusedLoc whose
only reproducer is a C++ unit test (uenoku, 2024; the reporter says textual IR cannot reach it), and the same
destroyed-op fatal error raised by a user's own C++ pass (labelled invalid). Labelled from the measured stderr
before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir75"

BATCH = {
    130023: dict(
        tool="mlir-opt", args=["-test-transform-dialect-erase-schedule", "-o", "/dev/null"],
        reported_signature="\"'transform.structured.match' op operation destroyed but still has uses\" (3:27, the use being transform.nvgpu.rewrite_copy_as_tma at 4:9) then LLVM ERROR: operation destroyed but still has uses, under the test pass -test-transform-dialect-erase-schedule (which erases every transform op in a walk), on a func.func taking a !transform.any_op argument whose body is structured.match -> nvgpu.rewrite_copy_as_tma -> transform.yield inside a module with transform.with_named_sequence; trunk 0f9720a6 (Mar 2025)",
        reported_message="temp.mlir:3:27: error: 'transform.structured.match' op operation destroyed but still has uses",
        signature_regex=r"operation destroyed but still has uses",
        assertion_only=True, status=st(I, I, I, I, C, U),
        classes=["mlir", "mlir-pass", "test-pass", "transform", "assertion-only", "fatal-error", "message-in-title", "command-in-prose", "unknown-pass-older", "excerpt-truncated", "fixed-in-known"],
        variant_evidence="None: 19 (release) runs the pass and exits 0 with nothing on stderr (saved run and 10 of 10 more runs by hand), printing the function with both transform ops erased and only transform.yield left. The 'operation destroyed but still has uses' check is under #ifndef NDEBUG in Operation::~Operation, read like an assertion (round 13, 118766), and the erase order does not fault in this build.",
        fixed_in="PR #172016 (milos1397, '[MLIR][Transform] Safely erase transform ops by collecting first', merged Dec 2025: ops are collected during the walk and erased in dependency order; 'Issue: #130023'; returned by a follow-up query, not in the issue's excerpt; ftynse's review notes that transform.yield should not terminate a func.func in the first place)",
        notes="Command from the body ('steps to reproduce: mlir-opt  temp.mlir   -test-transform-dialect-erase-schedule'; run with -o /dev/null). repro.mlir is the test case (fence tagged mlir, block 0 of turn 0). 13, 14 and 15 do not know the pass (\"Unknown command line argument '-test-transform-dialect-erase-schedule'\") -> invalid-input. 16 knows the pass but its parser stops at 3:78 \"use of value '%arg0' expects different type than prior uses: '!pdl.operation' vs '!transform.any_op'\": 16's transform.structured.match takes a !pdl.operation operand by definition (a type constraint of the op, so invalid-input, not error; the report did not crash in this parser), and 16's mlir-opt has no transform.nvgpu.rewrite_copy_as_tma at all (no such string in the binary) -> invalid-input. 19 -> clean (assertion-like fatal error of checking builds only; see variant_evidence). llvm-22 -> unsupported. Open in the excerpt; labels crash, mlir; reporter RiRi114 (the Mar 2025 series with the known 130010 and 130014). The input is itself dubious (transform.yield ending a func.func), which 19's verifier accepts.",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    61193: dict(
        tool="mlir-opt", args=[],
        classes=["mlir", "mlir-printer", "no-runnable-reproducer", "input-not-attached", "downstream-tool", "no-message-crash", "reported-message-missing"],
        reported_signature="crash in BuiltinOpAsmDialectInterface::getAlias / AliasState::getAlias (AliasInitializer::visit) when an ODS-generated printer calls printAttributeWithoutType on a null UnitAttr property (getIsUnitPropertyAttr() unset) of a downstream op; no message or trace in the thread (lattner, March 2023)",
        reported_message=None,
        notes="The description shows a debugger listing of a generated FooOp::print (line 5499 printing getIsUnitPropertyAttr() unconditionally) and AliasState::getAlias, and explains the null-attribute dereference in prose; the op is of the reporter's own (downstream, CIRCT-era) dialect, not defined in the thread, and no input IR, command or output is given, so nothing can be run with mlir-opt (classes input-not-attached, downstream-tool). Title '[mlir asmprinter] OpAsmDialectInterface doesn't handle UnitAttr correctly'; open; label mlir:core; reporter lattner (2023-03-05).",
    ),
    99626: dict(
        tool="mlir-opt", args=[],
        classes=["mlir", "bytecode", "no-runnable-reproducer", "input-not-attached", "cpp-api-only", "no-message-crash", "reported-message-missing", "fixed-in-known"],
        reported_signature="cast<FusedLoc> assertion in the bytecode reader (BuiltinDialectBytecode.td's FusedLoc cBuilder get<FusedLoc>(get<FusedLoc>(context, $_args))) when reading a FusedLoc with no locations, because FusedLoc::get(context, {}) folds to UnknownLoc; reproducer is a C++ unit test (uenoku, July 2024)",
        reported_message=None,
        fixed_in="PR #189228 (joker-eph, '[mlir][BytecodeReader] Fix crash reading FusedLoc with empty locations', merged; 'Fixes #99626'); an earlier PR #99632 by the reporter was closed. Both returned by the same query, not in the issue's excerpt",
        notes="The only reproducer is a diff adding TEST(Bytecode, FusedLocCrash) to mlir/unittests/Bytecode/BytecodeTest.cpp (builds a FusedLoc with FusedLoc::get(&context, locs, {}) through the C++ API, writes bytecode and parses it back); the excerpt cuts the diff inside the test. In PR #99632 the reporter adds that the crash cannot be reached from textual IR, since the asm parser turns 'fused[]' into 'unknown' (mlir-opt -mlir-print-debuginfo prints loc(unknown)), so no mlir-opt input exists (new class cpp-api-only). Fixed by PR #189228 (joker-eph, merged 2026; 'Fixes #99626'; the reporter's own PR #99632 was closed), both returned by the same query, not in the issue's excerpt. Title '[mlir][BytecodeReader] Crash when reading FusedLoc with empty elements'; open in the excerpt; no labels; reporter uenoku (2024-07-19).",
    ),
    60723: dict(
        tool="mlir-opt", args=[],
        classes=["mlir", "mlir-pass", "no-runnable-reproducer", "input-not-attached", "downstream-tool", "labelled-invalid", "not-a-bug", "fatal-error"],
        reported_signature="LLVM ERROR: operation destroyed but still has uses in the reporter's own pass (MyPass::runOnOperation erasing every scf.if in a func.func walk while its result is still returned), on a func.func @r_fib with an scf.if yielding i32 (hushanjushi, February 2023)",
        reported_message="LLVM ERROR: operation destroyed but still has uses",
        notes="The MLIR input is in the thread (fence tagged mlir, block 0 of turn 0) but the crash needs the reporter's own C++ pass (block 1: MyPass::runOnOperation calling op->erase() on each scf::IfOp), which no mlir-opt ships; mlir-opt has no pass that does this, so nothing in the thread can be run (classes input-not-attached for the pass, downstream-tool). The trace (block 2) has no Program arguments. Labelled crash, invalid, mlir and closed: a misuse of erase() on an op whose results have uses (not-a-bug). Title 'MLIR crash strangely'; reporter hushanjushi (2023-02-14).",
    ),
}

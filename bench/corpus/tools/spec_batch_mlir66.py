"""MLIR batch 66 (helper session mlir66): mlir-opt reports whose failure is in the parser, printer or verifier
rather than in a pass, and reports where a pass leaves IR that fails verification. Found with 36 look-ups (all
`search`, corpus `issues`), most of which returned only known threads (/work/llvm_seen.txt): the fuzzer series of
2023-2026 (parser assertions, -split-input-file, -mlir-print-*, bytecode round-trips, affine-map and
DenseElementsAttr reports) are all in the corpus already. Runnable: a DenseElementsAttr parser assertion on
tensor<vector<...>> (assertion-only, every release parses it silently), a verifier failure after
-convert-scf-to-spirv (the pass drops scf.yield from scf.parallel), a UBSan null-pointer report from a test-dialect
op's custom parser on malformed input (release builds segfault in the same parser frames), and two neighbours met
on the way (a bufferization assertion on a func.func ended by llvm.return; a -test-alias-analysis-modref segfault
printing a null attribute). Without a runnable reproducer: two printer assertions whose input is not in the thread
(an empty symbol reference in the generic printer; an ODS-generated printer of an op defined only in the report's
TableGen snippet). Labelled from the measured stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir66"

BATCH = {
    57342: dict(
        tool="mlir-opt", args=["-o", "/dev/null"],
        reported_signature="Assertion `getKind() == string || getKind() == code_complete || (getKind() == at_identifier && getSpelling()[1] == '\"')' in mlir::Token::getStringValue (AsmParser/Token.cpp:82) while the attribute parser reads dense<22> with the element type vector<4xi8> (tensor<vector<...>>), i.e. a non-string token where the parser expects the string form of a non-int/float element type; parse only (Aug 2022)",
        reported_message="mlir-opt: <...>/llvm-project/mlir/lib/AsmParser/Token.cpp:82: std::string mlir::Token::getStringValue() const: Assertion `getKind() == string || getKind() == code_complete || (getKind() == at_identifier && getSpelling()[1] == '\"')' failed.",
        signature_regex=r"Token::getStringValue|getKind\(\) == string \|\| getKind\(\) == code_complete",
        assertion_only=True, status=st(C, C, C, C, C, U),
        classes=["mlir", "mlir-parser", "assertion-only", "crash-on-invalid", "command-in-console-transcript", "fixed-in-known"],
        variant_evidence="None: no release crashes. 13, 14, 15, 16 and 19 (release, assertion compiled out) parse the alias and exit 0, printing an empty module (the alias is unused). By hand, with the alias used by an op ('\"test.foo\"() {a = #test} : () -> ()', --allow-unregistered-dialect), 13, 16 and 19 print the attribute back as dense<\"\"> : tensor<vector<4xi8>>: the unchecked getStringValue() on the integer token yields an empty string and the parser goes on.",
        fixed_in="joker-eph (comment, 2026-03-11): 'We now properly error: temp.mlir:2:9: error: expected string token, got 22' (no PR named in the excerpt)",
        notes="Command from the console block ('$ mlir-opt test.mlir'; run with -o /dev/null). repro.mlir is the first ```mlir block (block 0 of turn 0: the comment '// test.mlir' and the alias line '#test = dense<22> : tensor<vector<4xi8>>'). The report lists two more cases in prose (dense<[0, 1]> : tensor<2xvector<2xi8>> 'fails same assert'), not measured. Every release -> clean (assertion-only report; the release parser reads the token without the check). llvm-22 -> unsupported. Open in the excerpt although joker-eph says main now errors; no labels; reporter rkayaith (Aug 2022).",
    ),
    61380: dict(
        tool="mlir-opt", args=["--convert-scf-to-spirv", "-o", "/dev/null"],
        reported_signature="Verifier failure after --convert-scf-to-spirv: \"'scf.parallel' op expects body to terminate with 'scf.yield'\" — the pass converts the arith.constant in the scf.parallel body to spirv.Constant and erases the body's scf.yield, leaving memref.store as the last op (the 'see current operation' dump shows the body without its terminator); reported after the fix of the crash 59989 (Mar 2023)",
        reported_message="'scf.parallel' op expects body to terminate with 'scf.yield'",
        signature_regex=r"'scf\.parallel' op expects body to terminate with 'scf\.yield'",
        assertion_only=False, status=st(I, I, E, R, I, U),
        classes=["mlir", "mlir-pass", "spirv", "scf", "verifier-after-pass", "error-diagnostic-report", "command-in-prose", "old-mlir-syntax", "related-issue-named", "excerpt-truncated"],
        variant_evidence="None needed: 16 prints exactly the reported diagnostic at 5:5 with the same 'see current operation' dump as the report (scf.parallel whose body ends with memref.store after a spirv.Constant, operand_segment_sizes = array<i32: 1, 1, 1, 0>) and 'note: terminator here' on the memref.store, exit 1; by hand the input alone exits 0 on 16.",
        notes="The command is only in prose ('now `convert-scf-to-spirv` pass report the following error on this example'; 'Is `scf.yield` eliminated by `--convert-scf-to-spirv` pass?'; the error's note names temp.mlir): run as mlir-opt --convert-scf-to-spirv -o /dev/null. repro.mlir is the example block (```mlir, block 0 of turn 0). 13 and 14 do not know func.func (2:3) -> invalid-input. 15 stops earlier with a clean conversion diagnostic, 2:19 \"failed to materialize conversion for block argument #0 that remained live after conversion, type was 'i64', with target type 'i32'\" (exit 1; the input alone exits 0 by hand) -> error: the pass gives up before it can leave the reported IR. 16 -> reproduces. 19 rejects the input before any pass: 5:5 \"'scf.parallel' op expects body to terminate with 'scf.reduce'\" (scf.parallel's terminator became scf.reduce; the same message with the input alone, exit 1) -> invalid-input (the terminator the op's definition names, round-12 reading; class old-mlir-syntax). llvm-22 -> unsupported. The report is a diagnostic, not a crash (class error-diagnostic-report); it names the earlier crash 59989 (known), whose fix exposed it. Closed; label mlir:spirv; reporter Colloportus0; kuhar confirms ('I can reproduce this'); the excerpt is cut at kuhar's second comment header. Two queries returned the same excerpt.",
    ),
    221638: dict(
        tool="mlir-opt", args=["-o", "/dev/null"],
        reported_signature="UndefinedBehaviorSanitizer: member access within null pointer of type 'mlir::IRObjectWithUseList<mlir::OpOperand>' (UseDefLists.h:98, IROperandBase::insertInto <- insertIntoCurrent <- Operation::create <- SingleBlockImplicitTerminator<test::RegionYieldOp>::buildTerminator <- ensureRegionTerminator <- test::TestCSEOfSingleBlockOp::parse <- CustomOpAsmParser::parseOperation) while parsing a malformed test.cse_of_single_block_op whose inputs %a, %b are undefined and whose func body is not closed; parse only, no pass (Sep 2026, fuzzer)",
        reported_message="mlir/include/mlir/IR/UseDefLists.h:98:22: runtime error: member access within null pointer of type 'mlir::IRObjectWithUseList<mlir::OpOperand>'",
        signature_regex=r"member access within null pointer of type 'mlir::IRObjectWithUseList|OperandStorage::OperandStorage|TestCSEOfSingleBlockOp::parse|custom op parser 'test\.cse_of_single_block_op'",
        assertion_only=False, status=st(I, I, I, R, R, U),
        classes=["mlir", "mlir-parser", "test-dialect", "sanitizer-report", "release-variant-crash", "reworded-message", "crash-on-invalid", "message-in-title", "command-in-prose", "excerpt-truncated"],
        variant_evidence="16 and 19 (release, no UBSan) die with SIGSEGV while parsing, stack context '1. MLIR Parser: custom op parser 'builtin.module' / 2. 'func.func' / 3. 'test.cse_of_single_block_op''; 19's frames: #4 mlir::detail::OperandStorage::OperandStorage <- #5-#7 mlir::Operation::create <- #8 (unsymbolized) <- #9/#10 mlir::impl::ensureRegionTerminator <- #11 test::TestCSEOfSingleBlockOp::parse: the sanitizer trace's own chain (#8 Operation::create, #9 buildTerminator, #11 ensureRegionTerminator, #14 TestCSEOfSingleBlockOp::parse); the null use-list the sanitizer names is dereferenced while the implicit terminator's operand storage is built. 16's frames are unsymbolized under the same parser context. 3 of 3 more runs each by hand: rc 139. The UBSan message itself only shows in a sanitizer build (reworded-message).",
        notes="Command from the body ('To reproduce: mlir-opt ./min.mlir', 'no flags, and no pass pipeline; requires an mlir-opt built with the in-tree test dialect and `-fsanitize=unde' — the excerpt is cut there); run as plain mlir-opt -o /dev/null: Debian's mlir-opt registers the test dialect. repro.mlir is the ```mlir block (block 0 of turn 0, five lines, the func body left open). 13 and 14 do not know func.func (2:3) -> invalid-input. 15 does not know the op (3:10 \"custom op 'test.cse_of_single_block_op' is unknown\") -> invalid-input. 16 and 19 -> reproduces (release variant, see variant_evidence; same reading as mlir53's sanitizer report with OperandStorage::OperandStorage). llvm-22 -> unsupported. Open; labels crash, generated by fuzzer, mlir; reporter YuanchengJiang (fusion-fuzz). Two queries returned the same excerpt.",
    ),
    173371: dict(
        tool="mlir-opt", args=["-eliminate-empty-tensors", "-o", "/dev/null"],
        reported_signature="Assertion `!returnOps.empty() && \"expected at least one ReturnOp\"' in aliasingFuncOpBBArgsAnalysis (Bufferization/Transforms/OneShotModuleBufferize.cpp:139) under -eliminate-empty-tensors, on a func.func whose body ends with llvm.return (so it has no func.return) after a generic-form \"llvm.fmax\"; trunk 2c02e4c7909a (Dec 2025, fuzzer)",
        reported_message="mlir-opt: llvm-project/mlir/lib/Dialect/Bufferization/Transforms/OneShotModuleBufferize.cpp:139: LogicalResult (anonymous namespace)::aliasingFuncOpBBArgsAnalysis(FuncOp, OneShotAnalysisState &, FuncAnalysisState &): Assertion `!returnOps.empty() && \"expected at least one ReturnOp\"' failed.",
        signature_regex=r"expected at least one ReturnOp|aliasingFuncOpBBArgsAnalysis",
        assertion_only=True, status=st(I, I, I, C, E, U),
        classes=["mlir", "mlir-pass", "bufferization", "assertion-only", "crash-on-invalid", "command-in-prose", "unknown-option-older", "excerpt-truncated"],
        variant_evidence="None: no release crashes. 16 runs -eliminate-empty-tensors and exits 0, printing the function unchanged (by hand). 19 checks the condition the assertion states and reports it as a diagnostic, 1:1 \"error: cannot bufferize a FuncOp with tensors and without a unique ReturnOp\" with the function as the current operation, exit 1; by hand the input alone exits 0 on 16 and 19.",
        notes="Command from the body (after 'commads:': 'mlir-opt -eliminate-empty-tensors test.mlir'; run with -o /dev/null). repro.mlir is the test.mlir block (untagged fence, block 0 of turn 0). 13, 14 and 15 do not know the pass (\"Unknown command line argument '-eliminate-empty-tensors'\") -> invalid-input. 16 -> clean (assertion-only report). 19 -> error (a clean pass diagnostic instead of the assertion, exit 1). llvm-22 -> unsupported. The function's llvm.return in a func.func is the invalid part: the known 74234's thread says such IR becomes invalid after PR 184153 (func.func verifies its return types), which is not in this excerpt. Open; labels crash, mlir:bufferization; reporter Emilyaxe (the Dec 2025 series 'mlir-opt crashes in <file>:<line>'). Found on the way (not a parser/printer report).",
    ),
    206925: dict(
        tool="mlir-opt", args=["-test-alias-analysis-modref", "-o", "/dev/null"],
        reported_signature="Segmentation fault (no message) in mlir::StringAttr::getValue after the test pass prints 'Testing : <<NULL ATTRIBUTE>>', under -test-alias-analysis-modref on a func.func whose ops carry test.* tags as unit attributes (test._ptr, test.inclusive, ...) instead of the string tag the pass prints; trunk 9e0aa61f (Jul 2026, fuzzer)",
        reported_message=None,
        signature_regex=r"StringAttr::getValue|printModRefResult|Testing : <<NULL ATTRIBUTE>>",
        assertion_only=False, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-pass", "test-pass", "no-message-crash", "command-in-prose", "excerpt-truncated", "crash-on-invalid"],
        variant_evidence="None needed: 15, 16 and 19 print the report's line 'Testing : <<NULL ATTRIBUTE>>' and die with SIGSEGV (rc -11) in the one pass run; 19's frames: #4 mlir::StringAttr::getValue (the report's #4) <- #5 (unsymbolized) <- #6 mlir::test::printModRefResult <- #7 detail::walk <- #8 TestAliasAnalysisModRefBase::runAliasAnalysisOnOperation <- OpToOpPassAdaptor::run; 15 and 16 unsymbolized. 3 of 3 more runs each by hand: rc 139; the input alone exits 0 on 15, 16 and 19.",
        notes="Command from the body ('reproduce with: `mlir-opt -test-alias-analysis-modref a.mlir`'; run with -o /dev/null). repro.mlir is the a.mlir block (```mlir, block 0 of turn 0). 13 and 14 do not know func.func (2:3) -> invalid-input. 15, 16 and 19 -> reproduces (same printed line, same crash site). llvm-22 -> unsupported. The report gives no message (stack trace cut at frame #4 in the excerpt). Sibling of the known 206096 (same reporter, -test-alias-analysis, same '<<NULL ATTRIBUTE>>' line). Open; labels crash, mlir; reporter Anonymous7i0em3yd. Found on the way (a test pass's printing, not the IR printer).",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    59529: dict(
        classes=["mlir", "mlir-printer", "no-runnable-reproducer", "input-not-attached", "assertion-only", "macos-assertion-format", "excerpt-truncated"],
        reported_signature="Assertion `!symbolRef.empty() && \"expected valid symbol reference\"' in printSymbolReference (AsmPrinter.cpp:2050, macOS format) from AsmPrinter::Impl::printAttributeImpl <- printNamedAttribute <- printOptionalAttrDict <- OperationPrinter::printGenericOp, when the generic printer meets an empty symbol reference in malformed IR (Dec 2022)",
        reported_message="Assertion failed: (!symbolRef.empty() && \"expected valid symbol reference\"), function printSymbolReference, file AsmPrinter.cpp, line 2050.",
        notes="A request that the generic-op printer tolerate malformed IR ('printSymbolReference currently requires a non-null symbol reference ... print something like <<INVALID EMPTY SYMBOL>>'), with only an 'Example stack trace' (frames 7-13, no tool name, no program arguments); no input IR, no command and no tool are in the thread text, and an empty symbol reference cannot be written in textual IR (the IR comes from some tool's in-memory state). The excerpt is cut at frame 13. Open; label mlir:core; reporter lattner (2022-12-15).",
    ),
    58064: dict(
        tool="mlir-opt", args=[], stdin=True,
        classes=["mlir", "mlir-printer", "test-dialect", "no-runnable-reproducer", "needs-unlanded-patch", "assertion-only", "stdin-input"],
        reported_signature="Assertion `detail::isPresent(Val) && \"dyn_cast on a non-existent value\"' (Casting.h:648, dyn_cast<StringAttr>) in the ODS-generated printer of an op whose assembly format prints an OptionalAttr<I64Attr> outside an optional group ('$attr attr-dict'), when the attribute is absent; the op (test.optional_attr) is defined only in the report's TableGen snippet (Sep 2022)",
        reported_message="mlir-opt: /home/rk/tmp/llvm-project/llvm/include/llvm/Support/Casting.h:648: decltype(auto) llvm::dyn_cast(const From &) [To = mlir::StringAttr, From = mlir::Attribute]: Assertion `detail::isPresent(Val) && \"dyn_cast on a non-existent value\"' failed.",
        notes="The command is complete ('$ echo 'test.optional_attr' | mlir-opt', input on stdin) but the op it parses and prints is the report's own addition to the test dialect ('def TestOptionalAttr : TEST_Op<\"optional_attr\"> { let arguments = (ins OptionalAttr<I64Attr>:$attr); let assemblyFormat = \"$attr attr-dict\"; }'), which no released mlir-opt holds: by hand 15, 16 and 19 answer 1:1 \"custom op 'test.optional_attr' is unknown\". Running it needs a rebuilt mlir-opt with that ODS definition (class needs-unlanded-patch), so nothing runnable with a shipped mlir-opt is in the thread. Open; label mlir:core; reporter rkayaith (2022-09-29).",
    ),
}

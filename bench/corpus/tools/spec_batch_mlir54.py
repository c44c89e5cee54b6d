"""MLIR batch 54 (helper session mlir54): mlir-opt crash reports reached through the pull-request vein (PR titles/bodies '[mlir][...] Fix crash', 'Fixes #N' steering the queries): two -convert-linalg-to-std reports, six -test-ir-visitors use-after-destroy reports, a -remove-dead-values crash on function declarations and a -test-written-to segfault; labelled before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir54"

_TIV_EVIDENCE = (
    "The reported text ('operation destroyed but still has uses' / the use_empty() assertion) is raised only in checking "
    "builds (Operation::~Operation's '#ifndef NDEBUG ... report_fatal_error', IRObjectWithUseList's assert), so it is read "
    "like an assertion (round 13, 118766). -test-ir-visitors erases blocks whose ops still have uses; a release build goes "
    "on with the destroyed ops and dies with SIGSEGV under the one pass the command runs. ")

BATCH = {
    59987: dict(
        tool="mlir-opt", args=["--convert-linalg-to-std", "-o", "/dev/null"],
        reported_signature="Assertion `op->getNumResults() == 0 && \"Library call for linalg operation can be generated only for ops that have void return types\"' in getLibraryCallSymbolRef (LinalgToStandard.cpp:74, macOS format) under --convert-linalg-to-std, on a func.func whose linalg.generic (parallel x reduction) works on tensors and returns a tensor<?xf32>; trunk a0138390 (Jan 2023)",
        reported_message="Assertion failed: (op->getNumResults() == 0 && \"Library call for linalg operation can be generated only for ops that \" \"have void return types\"), function getLibraryCallSymbolRef, file LinalgToStandard.cpp, line 74.",
        signature_regex=r"Library call for linalg operation can be generated only for ops that|getLibraryCallSymbolRef",
        assertion_only=True, status=st(I, I, C, E, E, U),
        classes=["mlir", "mlir-pass", "linalg", "tensor", "assertion-only", "windows-assertion-format", "message-in-title", "command-in-prose", "fixed-in-known", "fixed-by-16"],
        variant_evidence="None: 15 (release) runs the pass and exits 0 with nothing on stderr (the assertion is compiled out). 16 and 19 carry the fix and refuse the tensor op with a diagnostic (no crash).",
        fixed_in="c3f0efe753e27105b519ae9283796d41fe574741 (nicolasvasilache, 2023-01-20: 'Fixed in c3f0efe...', test in 02fb5aae; before the 16 branch)",
        notes="Command from the body ('Reproduced with: `mlir-opt --convert-linalg-to-std temp.mlir`'; run with -o /dev/null). repro.mlir is the temp.mlir block (```mlir, block 0 of turn 0); nicolasvasilache's comment repeats the same IR as a 'cat <<EOF | mlir-opt --convert-linalg-to-std' here-doc. 13 and 14 do not know func.func (4:3) -> invalid-input. 15 -> clean (assertion-only, exit 0). 16 and 19 stop at 5:10 \"failed to legalize operation 'linalg.generic'\" (exit 1, the fix: the library-call pattern no longer matches an op with results) -> error. llvm-22 -> unsupported. Labels crash, mlir:linalg; closed; reporter Colloportus0.",
    ),
    59986: dict(
        tool="mlir-opt", args=["--convert-linalg-to-std", "-o", "/dev/null"],
        reported_signature="UNREACHABLE 'Invalid type for linalg library name mangling' (LinalgOps.cpp:1814) under --convert-linalg-to-std, mangling a library-call name for a linalg.copy on tensor<4x8xf32> operands that returns a tensor (title: 'trigger llvm::install_out_of_memory_new_handler() and crash', the unsymbolized macOS frame); trunk a0138390 (Jan 2023)",
        reported_message="Invalid type for linalg library name mangling",
        signature_regex=r"Invalid type for linalg library name mangling|install_out_of_memory_new_handler",
        assertion_only=True, status=st(I, I, E, E, E, U),
        classes=["mlir", "mlir-pass", "linalg", "tensor", "assertion-only", "unreachable-message", "command-in-prose", "reworded-message"],
        variant_evidence="None: 15 (release; llvm_unreachable prints nothing there) stops with a conversion diagnostic, exit 1, no signal; 16 and 19 likewise end with a diagnostic.",
        notes="Command from the body ('Reproduced with: ` mlir-opt --convert-linalg-to-std temp.mlir`'; run with -o /dev/null). repro.mlir is the temp.mlir block (```mlir, block 0; a bare func.func, no module). The title names 'llvm::install_out_of_memory_new_handler()', which is only the nearest symbol of an unsymbolized frame; the trace's first line is the UNREACHABLE text. 13 and 14 do not know func.func (1:3) -> invalid-input. 15 stops at 2:10 \"failed to materialize conversion for result #0 of operation 'linalg.copy' that remained live after conversion\" (exit 1) -> error; 16 and 19 stop at 2:10 \"failed to legalize operation 'linalg.copy'\" (exit 1) -> error (a clean diagnostic instead of the crash). llvm-22 -> unsupported. Labels crash, mlir:linalg; closed; reporter Colloportus0 (filed with 59987).",
    ),
    128314: dict(
        tool="mlir-opt", args=["-test-ir-visitors", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: operation destroyed but still has uses under -test-ir-visitors, on a module whose @main calls @test_broadcast19 (a tosa.sub with broadcast, bufferization attributes) and then cf.cond_br's to two blocks that both return the call's result; trunk a9882bda (Feb 2025), still on 20.1.0-rc1 per the reporter",
        reported_message="LLVM ERROR: operation destroyed but still has uses",
        signature_regex=r"operation destroyed but still has uses",
        assertion_only=True, status=st(I, I, I, I, R, U),
        classes=["mlir", "mlir-pass", "test-pass", "tosa", "cf", "assertion-only", "release-variant-crash", "fatal-error", "message-in-title", "command-in-prose", "excerpt-truncated"],
        variant_evidence=_TIV_EVIDENCE + "19: rc -11 (3 of 3 more runs by hand: 139) after the pass's own 'Op pre-order visits' output on stdout; frames #28-#34: Block::printAsOperand (the pass printing the block it erases) <- AsmState ctor <- mlir::verify <- Operation::emitError printing an op <- AsmPrinter::printTypeImpl (frame #4), i.e. the verifier reading the destroyed call that the report's check names. Control by hand: the input alone exits 0 on 19.",
        notes="Command from the body ('steps to reproduce: mlir-opt test.mlir -test-ir-visitors'; run with -o /dev/null). repro.mlir is the description's test case (untagged block 1 of turn 0; the reporter's comment gives a 1x17 variant, not used). The excerpt cuts the trace after 'LLVM ERROR: operation destroyed but still has' (the title gives the whole line). 13 and 14 do not know func.func (2:3); 15 and 16 stop at 3:10 \"custom op 'tosa.sub' has no custom assembly form\" -> invalid-input. 19 -> reproduces (release variant, see variant_evidence). llvm-22 -> unsupported. Open; no labels; reporter xisang0.",
    ),
    61526: dict(
        tool="mlir-opt", args=["-test-ir-visitors", "-o", "/dev/null"],
        reported_signature="\"'arith.constant' op operation destroyed but still has uses\" (4:12, use in arith.cmpi in ^bb1) then LLVM ERROR: operation destroyed but still has uses under -test-ir-visitors, on a func.func whose entry block cf.br's to ^bb1 (unrealized_conversion_cast, arith.cmpi, return); trunk 333ae0a6 (Mar 2023)",
        reported_message="test.mlir:4:12: error: 'arith.constant' op operation destroyed but still has uses",
        signature_regex=r"operation destroyed but still has uses",
        assertion_only=True, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-pass", "test-pass", "cf", "arith", "assertion-only", "release-variant-crash", "fatal-error", "message-in-title", "command-in-prose"],
        variant_evidence=_TIV_EVIDENCE + "15, 16 and 19: rc -11 (3 of 3 more runs each by hand: 139); 19's frames: Block::printAsOperand under the pass's block walk <- AsmState ctor <- mlir::verify <- func::FuncOp trait verification <- Operation::emitError printing an op <- printTypeImpl (frame #4); 15/16 frames unsymbolized, under the same pass. Control by hand: the input alone exits 0 on 15, 16 and 19.",
        notes="Command from the body ('steps to reproduce: mlir-opt -test-ir-visitors test.mlir'; run with -o /dev/null). repro.mlir is the test case (untagged block 1 of turn 0). 13 and 14 do not know func.func (2:3) -> invalid-input. 15, 16, 19 -> reproduces (release variant, see variant_evidence). llvm-22 -> unsupported. Open; no labels; reporter BealZephyr.",
    ),
    131139: dict(
        tool="mlir-opt", args=["-test-ir-visitors", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: operation destroyed but still has uses under -test-ir-visitors, on a func.func (presplitcoroutine) of async runtime/coroutine ops whose async.coro.suspend branches to three blocks and whose last block returns the async.runtime.create token; trunk 9e91725f (Mar 2025)",
        reported_message="LLVM ERROR: operation destroyed but still has uses",
        signature_regex=r"operation destroyed but still has uses",
        assertion_only=True, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-pass", "test-pass", "async", "cf", "assertion-only", "release-variant-crash", "fatal-error", "message-in-title", "command-in-prose"],
        variant_evidence=_TIV_EVIDENCE + "15, 16 and 19: rc -11 (3 of 3 more runs each by hand: 139); 19's frames: func::ReturnOp::verify (frame #14) under OpToOpPassAdaptor::run (#26), i.e. the verifier run after the test pass reading the return whose operand (the async.runtime.create token) was destroyed, printing it in a diagnostic (printTypeImpl, frame #4); 15/16 unsymbolized. Control by hand: the input alone exits 0 on 15, 16 and 19.",
        notes="Command from the body ('Steps to reproduce: mlir-opt test.mlir -test-ir-visitors'; run with -o /dev/null). repro.mlir is the ```mlir test case (block 1 of turn 0). 13 and 14 do not know func.func (2:3) -> invalid-input. 15, 16, 19 -> reproduces (release variant, see variant_evidence). llvm-22 -> unsupported. Labels crash, mlir; closed; reporter sweead.",
    ),
    114765: dict(
        tool="mlir-opt", args=["--test-ir-visitors", "-o", "/dev/null"],
        reported_signature="Assertion `use_empty() && \"Cannot destroy a value that still has uses!\"' (UseDefLists.h:198, ~IRObjectWithUseList<OpOperand>) under --test-ir-visitors, on a func.func whose llvm.cond_br on %arg0 goes to two blocks holding generic test.consumer1/test.consumer2 ops that use %arg0 (no terminator in ^bb1); trunk c3edeaa6 (Nov 2024, llvm-project-19 path)",
        reported_message="mlir-opt: /home/workdir/llvm-project-19/mlir/include/mlir/IR/UseDefLists.h:198: mlir::IRObjectWithUseList<mlir::OpOperand>::~IRObjectWithUseList() [OperandType = mlir::OpOperand]: Assertion `use_empty() && \"Cannot destroy a value that still has uses!\"' failed.",
        signature_regex=r"Cannot destroy a value that still has uses|IRObjectWithUseList",
        assertion_only=True, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-pass", "test-pass", "test-dialect", "llvm-dialect", "assertion-only", "release-variant-crash", "message-in-title", "command-in-prose"],
        variant_evidence=_TIV_EVIDENCE + "15, 16 and 19: rc -11 (3 of 3 more runs each by hand: 139); 19's frames: Block::printAsOperand under the pass's block walk <- AsmState ctor <- mlir::verify <- Operation::emitError <- AsmPrinter::printDialectType (frame #4), reading an erased value's type; 15/16 unsymbolized. Control by hand: the input alone exits 0 on 15, 16 and 19.",
        notes="Command from the body ('steps to reproduce: mlir-opt test7.mlir --test-ir-visitors'; run with -o /dev/null). repro.mlir is the test case (untagged block 1 of turn 0; the generic \"test.consumer1\" ops are accepted: Debian's mlir-opt registers the test dialect, which allows unknown ops). 13 and 14 do not know func.func (2:3) -> invalid-input. 15, 16, 19 -> reproduces (release variant). llvm-22 -> unsupported. Open; no labels; reporter xisang0.",
    ),
    220570: dict(
        tool="mlir-opt", args=["-test-ir-visitors", "-o", "/dev/null"],
        reported_signature="'Erasing block ^bb0 ...', \"'arith.constant' op operation destroyed but still has uses\" (3:12, use in memref.alloca_scope.return) then LLVM ERROR: operation destroyed but still has uses under -test-ir-visitors, on a private func.func (f16 constants, spirv.CL.ceil, spirv.Unordered, cf.br to a block with a memref.alloca_scope returning the constant); trunk 42f2cd0c (Sep 2026)",
        reported_message="a.mlir:3:12: error: 'arith.constant' op operation destroyed but still has uses",
        signature_regex=r"operation destroyed but still has uses",
        assertion_only=True, status=st(I, I, I, R, R, U),
        classes=["mlir", "mlir-pass", "test-pass", "spirv", "memref", "cf", "assertion-only", "release-variant-crash", "fatal-error", "command-in-prose"],
        variant_evidence=_TIV_EVIDENCE + "16 and 19: rc -11 (3 of 3 more runs each by hand: 139); 19's frames: Block::printAsOperand under the pass's block walk (#26-#32, the 'Erasing block' print the report shows first) <- Operation::emitError <- printTypeImpl (frame #4); 16 unsymbolized. Control by hand: the input alone exits 0 on 16 and 19.",
        notes="Command from the body ('Reproduce Command: `mlir-opt -test-ir-visitors a.mlir`'; run with -o /dev/null). repro.mlir is the ```mlir program (block 0 of turn 0). 13 and 14 do not know func.func (2:3); 15 does not know spirv.CL.ceil (5:10) -> invalid-input. 16, 19 -> reproduces (release variant). llvm-22 -> unsupported. Labels crash, mlir; open; reporter Aran-414.",
    ),
    128311: dict(
        tool="mlir-opt", args=["-test-ir-visitors", "-o", "/dev/null"],
        reported_signature="Assertion `use_empty() && \"Cannot destroy a value that still has uses!\"' (UseDefLists.h:198, ~IRObjectWithUseList<OpOperand>) under -test-ir-visitors, on a func.func @ifElseNested of memref.alloc/test.buffer_based/test.copy ops across a nest of cf.cond_br/cf.br blocks passing memrefs; trunk a9882bda (Feb 2025, llvm-project-19 path)",
        reported_message=None,
        signature_regex=r"Cannot destroy a value that still has uses|IRObjectWithUseList",
        assertion_only=True, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-pass", "test-pass", "test-dialect", "memref", "cf", "assertion-only", "release-variant-crash", "message-in-title", "command-in-prose", "reported-message-missing", "excerpt-truncated"],
        variant_evidence=_TIV_EVIDENCE + "15, 16 and 19: rc -11 (3 of 3 more runs each by hand: 139); 19's frames: Block::printAsOperand under the pass's block walk <- AsmState ctor <- mlir::verify <- Operation::emitError <- printTypeImpl (frame #4); 15/16 unsymbolized. Control by hand: the input alone exits 0 on 15, 16 and 19.",
        notes="Command from the body ('steps to reproduce: mlir-opt test.mlir -test-ir-visitors'; run with -o /dev/null). repro.mlir is the test case (untagged block 1 of turn 0). The excerpt cuts the trace inside the assertion's first line ('...~IRObjectWithUseList() [OperandT'), so reported_message is null; the title gives the assertion text. 13 and 14 do not know func.func (2:3) -> invalid-input. 15, 16, 19 -> reproduces (release variant). llvm-22 -> unsupported. Open; no labels; reporter xisang0.",
    ),
    98935: dict(
        tool="mlir-opt", args=["--mlir-disable-threading", "--remove-dead-values", "-o", "/dev/null"],
        reported_signature="crash (stack dump, no message; the excerpt stops at frame #0) under --remove-dead-values on a module with two private func.func declarations (@printF64, @printNewline) and a @main that calls them and leaves dead arith constants/addf/subf; debug build on macOS (July 2024)",
        reported_message=None,
        signature_regex=r"remove-dead-values|eraseArguments|eraseFunctionArguments",
        assertion_only=None, status=st(I, I, I, I, R, U),
        classes=["mlir", "mlir-pass", "remove-dead-values", "func", "no-message-crash", "reported-message-missing", "command-in-prose", "excerpt-truncated", "related-issue-named"],
        notes="Command from the body ('~/dev/lib/llvm/build/bin/mlir-opt --mlir-disable-threading --remove-dead-values arith_add_sub.mlir'; run with -o /dev/null; the stack dump's Program arguments name another path, res/primitive/arith_add_sub_extracted.mlir, same flags). repro.mlir is the ```mlir block (block 0). 13-16 do not have the pass (\"Unknown command line argument '--remove-dead-values'\") -> invalid-input (unknown pass). 19 dies with SIGSEGV in the pass (3 of 3 more runs by hand: 139): frames #4-#6 Block::eraseArguments <- function_interface_impl::eraseFunctionArguments under the pass's walk, i.e. erasing the arguments of the bodiless private declarations -> reproduces (a report without a message: a crash in the same pass on the same input). Control by hand: the input alone exits 0 on 19. The same crash on a declaration was 107546, fixed by PR 108221 ('Skip RemoveDeadValues for function declaration', Sept 2024, seen in a search result), after the 19 branch. llvm-22 -> unsupported. Open; no labels; reporter AzizZayed.",
    ),
    203861: dict(
        tool="mlir-opt", args=["-test-written-to", "-o", "/dev/null"],
        reported_signature="segfault (stack dump, no message; the title's 'test_tag: a:' is the pass's last output) under -test-written-to, on two llvm.func whose @f stores to / loads from a memref<f32> made by unrealized_conversion_cast of an llvm.struct (memref.store tagged \"a\", memref.load tagged \"b\"), @_mlir_ciface_f calling @f; release build (llvm-release path), trunk 58031e51 (June 2026)",
        reported_message=None,
        signature_regex=r"test_tag: a:|TestWrittenTo|StringAttr::getValue",
        assertion_only=False, status=st(I, I, I, R, R, U),
        classes=["mlir", "mlir-pass", "test-pass", "llvm-dialect", "memref", "no-message-crash", "reported-message-missing", "message-in-title", "command-in-prose", "release-build-report", "excerpt-truncated"],
        notes="Command from the body ('reproduce with: `mlir-opt -test-written-to a.mlir`'; run with -o /dev/null). repro.mlir is the a.mlir block (```mlir, block 0). The trace is cut at 'PLEASE s' (no assertion line before it: a release-build segfault, path /data/szy/MLIR/llvm-release). 13, 14 and 15 do not have the test pass (\"Unknown command line argument '-test-written-to'\") -> invalid-input (unknown pass). 16 and 19 die with SIGSEGV in the pass (3 of 3 more runs each by hand: 139); 19's frame #4 mlir::StringAttr::getValue under the pass's op walk (#7-#9), 16 unsymbolized -> reproduces (a report without a message: a crash in the same pass on the same input). Control by hand: the input alone exits 0 on 16 and 19. llvm-22 -> unsupported. Labels crash, mlir; open; reporter Anonymous7i0em3yd.",
    ),
}

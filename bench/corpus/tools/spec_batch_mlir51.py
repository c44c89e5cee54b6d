"""MLIR batch 51 (helper session mlir51): mlir-opt crash reports in less-covered places (MLIR's own SROA, promote-buffers-to-stack, the test elements-attr-interface pass, parser/verifier crashes on sparse attributes, linalg.reduce and linalg.add); labelled before reprobot ran on them."""
# The constants and st() are defined here with spec_llvm's values (importing spec_llvm from a batch file
# that spec_llvm itself imports is circular).
R, O, C, E, I, U = "reproduces", "other-crash", "clean", "error", "invalid-input", "unsupported"


def st(s13, s14, s15, s16, s19, s22):
    return {"13": s13, "14": s14, "15": s15, "16": s16, "19": s19, "22": s22}


SPLIT = "mlir51"
BATCH = {
    73532: dict(
        tool="mlir-opt", args=["--sroa", "-o", "/dev/null"],
        reported_signature="Assertion `slot.elementPtrs.contains(firstLevelIndex)' (title) in mlir::LLVM::GEPOp::canRewire (LLVMMemorySlot.cpp:349; the excerpt cuts the line in the signature) under --sroa, on an llvm.func whose tensor.generate body holds an llvm.alloca of !llvm.array<2 x i64> and an llvm.getelementptr %alloca[0, 19] (index 19 past the two-element array) feeding a load; trunk 5bd643e1 (Nov 2023)",
        reported_message="mlir-opt: /data/bin/llvm-project/mlir/lib/Dialect/LLVMIR/IR/LLVMMemorySlot.cpp:349: bool mlir::LLVM::GEPOp::canRewire(const mlir::DestructurableMemorySlot&, llvm::SmallPtrSetImpl<mlir::Attribute>&, llvm::SmallVectorI",
        signature_regex=r"slot\.elementPtrs\.contains\(firstLevelIndex\)|GEPOp::canRewire|LLVMMemorySlot\.cpp",
        assertion_only=True, status=st(I, I, I, I, C, U),
        classes=["mlir", "mlir-pass", "sroa", "llvm-dialect", "tensor", "assertion-only", "message-in-title", "excerpt-truncated", "unknown-option-older", "command-in-prose", "new-mlir-syntax", "crash-on-valid"],
        variant_evidence="None: 19 (release) runs the pass and exits 0 with nothing on stderr, 3 of 3 runs by hand, printing the module back with the alloca and the out-of-range GEP untouched.",
        notes="Command from the body ('reproduced with: ```mlir-opt --sroa a.mlir```'; run with -o /dev/null). repro.mlir is the a.mlir block (untagged fence, block 0). 13-16 do not know --sroa ('Unknown command line argument', MLIR's SROA pass came in 17) -> invalid-input. 19 -> clean (assertion-only). llvm-22 -> unsupported. Labels crash, mlir; closed; reporter ghost (a deleted account).",
    ),
    70902: dict(
        tool="mlir-opt", args=["--sroa", "-o", "/dev/null"],
        reported_signature="segmentation fault (no message) under --sroa in mlir::Type::getContext() <- mlir::MemRefType::get <- mlir::memref::AllocaOp::destructure (frames #3-#5, the excerpt ends at #5), on a func.func that loads memref.alloca() : memref<4xi32> at the constant index 13 (out of bounds), so the destructured slot has no element type for that index; trunk 604eff60 (Nov 2023)",
        reported_message=None,
        signature_regex=r"AllocaOp::destructure|MemRefType::get|Type::getContext",
        assertion_only=False, status=st(I, I, I, I, C, U),
        classes=["mlir", "mlir-pass", "sroa", "memref", "no-message-crash", "reported-message-missing", "excerpt-truncated", "unknown-option-older", "command-in-prose", "new-mlir-syntax", "crash-on-valid", "fixed-by-19"],
        variant_evidence="None: 19 (release) runs the pass and exits 0 with nothing on stderr, 3 of 3 runs by hand, printing the alloca and the out-of-bounds load unchanged (the slot is not destructured).",
        notes="Command from the body ('reproduced with: ```mlir-opt --sroa a.mlir```'; run with -o /dev/null). repro.mlir is the a.mlir block (untagged fence, block 0). 13-16 do not know --sroa -> invalid-input. 19 -> clean (a report without a message and no crash at all: read as fixed by 19, the report being from trunk half a year before the 19 branch). llvm-22 -> unsupported. Label mlir; closed; reporter anonymousMCS.",
    ),
    107806: dict(
        tool="mlir-opt", args=["-promote-buffers-to-stack", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: neither the scoping op nor the type class provide data layout information for memref<4xf32> (report_fatal_error from the DataLayout query) under -promote-buffers-to-stack, on a func.func with a memref.alloc() of memref<2 x memref<4 x f32>> (a memref of memrefs, whose element type has no data layout size); trunk 0f503305 (Sep 2024)",
        reported_message="LLVM ERROR: neither the scoping op nor the type class provide data layout information for memref<4xf32>",
        signature_regex=r"neither the scoping op nor the type class provide data layout information for memref<4xf32>",
        assertion_only=False, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-pass", "memref", "bufferization", "dlti", "fatal-error", "command-in-prose", "new-mlir-syntax", "crash-on-valid"],
        notes="Command from the body ('reproduce with: `mlir-opt -promote-buffers-to-stack a.mlir`'; run with -o /dev/null). repro.mlir is the a.mlir block (untagged fence, block 0). 13 and 14 do not know func.func (1:1, \"custom op 'func.func' is unknown\") -> invalid-input. 15, 16 and 19 abort (rc -6) with the reported LLVM ERROR word for word (19's frame #11 mlir::DataLayout::getTypeSizeInBits) -> reproduces. llvm-22 -> unsupported. Labels crash, mlir; closed; reporter axeabc ('[mlir] [memref] -promote-buffers-to-stack crashes').",
    ),
    60581: dict(
        tool="mlir-opt", args=["--test-elements-attr-interface", "-o", "/dev/null"],
        reported_signature="Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' (Casting.h:567, macOS format) under --test-elements-attr-interface (a test pass), on a nested module holding a memref.global constant initialised with sparse<[[1], [28], [31]], [complex values]> : memref<32xcomplex<f32>>, which the pass iterates as integers; trunk 034bab4c (Feb 2023)",
        reported_message="Assertion failed: (isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"), function cast, file Casting.h, line 567.",
        signature_regex=r"cast<Ty>\(\) argument of incompatible type|SparseElementsAttr|TestElementsAttrInterface",
        assertion_only=True, status=st(I, C, C, C, C, U),
        classes=["mlir", "mlir-pass", "test-pass", "memref", "complex", "assertion-only", "windows-assertion-format", "unknown-option-older", "command-in-prose", "crash-on-valid", "fixed-in-known", "related-issue-named"],
        variant_evidence="None: 14, 15, 16 and 19 (release) run the test pass and exit 0. The pass reports its results as error diagnostics by design; 14 and 15 print the complex values reinterpreted as integers (0, 1065353216, ...), 16 prints 'unable to iterate type', 19 prints 'expected element type to be an integer type' (the check PR 69878 added). No crash.",
        fixed_in="PR #69878 '[mlir] Verify TestBuiltinAttributeInterfaces eltype' (rikhuijzer, Oct 2023): 'Fixes #61871 and fixes #60581' (seen in a search result for that PR); 19 prints its new diagnostic",
        notes="Command from the body's ```shell block ('mlir-opt --test-elements-attr-interface temp.mlir'; run with -o /dev/null). repro.mlir is the temp.mlir block (```mlir, block 1), its leading '// RUN:' comment included. 13 does not know --test-elements-attr-interface ('Unknown command line argument') -> invalid-input. 14, 15, 16 and 19 exit 0 after the pass's own 'error: Test iterating ...' diagnostics (a run that exits 0 after printing a pass's diagnostic is clean, round 13) -> clean (assertion-only; the assertion message is in the macOS 'Assertion failed: (...), function cast, file Casting.h' format). llvm-22 -> unsupported. Labels crash, mlir; closed; reporter CelestineSmith. 61871 (the same crash with a sparse f16 vector) was not taken: its description never came back.",
    ),
    132891: dict(
        tool="mlir-opt", args=["-o", "/dev/null"],
        reported_signature="segmentation fault (no message; the excerpt's trace ends at frame #2) while parsing ('MLIR Parser: custom op parser 'func.func'' / ''arith.constant''), after the parser's own diagnostic on the integer literal 0101 given as the value of an arith.constant sparse<[[0, 0], [256, 256], [512, 512]], 0101> : vector<1x2x256xf16>: the SparseElementsAttr verifier (title) reads the null values attribute; plain 'mlir-opt a.mlir' (no pass); trunk 59fd2878 (Mar 2025)",
        reported_message="/data/szy/MLIR/my_issues/test.mlir:2:65: error: unexpected decimal integer literal for a floating point value",
        signature_regex=r"SparseElementsAttr::verify|parseSparseElementsAttr|custom op parser 'arith\.constant'",
        assertion_only=False, status=st(I, I, R, R, R, U),
        classes=["mlir", "mlir-parser", "mlir-verifier", "arith", "vector", "no-message-crash", "reworded-message", "excerpt-truncated", "command-in-prose", "new-mlir-syntax", "crash-on-invalid", "fixed-in-known"],
        variant_evidence="15, 16 and 19 (release) die with SIGSEGV (rc -11; 3 of 3 more runs each by hand, rc 139) with the report's parser context ('1. MLIR Parser: custom op parser 'func.func'', '2. MLIR Parser: custom op parser 'arith.constant''); 19's frames are symbolized: mlir::SparseElementsAttr::verify <- SparseElementsAttr::getChecked <- mlir::detail::Parser::parseSparseElementsAttr <- arith::ConstantOp::parse, the verifier of the title. The diagnostic printed before the crash is worded differently in these releases ('3:4: error: expected floating-point elements, but parsed integer', pointing at the next line's 'return') from the report's trunk lexer ('2:65: error: unexpected decimal integer literal for a floating point value' plus a note): the same refusal of the literal, reworded.",
        fixed_in="PR #133222 '[mlir] Add nullptr checks in SparseElementsAttr parser' (CoTinker, 2025-03-27): 'Fixes #132891' (seen in a search result); after 19, so no measured release carries it",
        notes="Command from the body ('reproduce with: `mlir-opt  a.mlir`', no pass; run with -o /dev/null). repro.mlir is the a.mlir block (untagged fence, block 0). 13 and 14 do not know func.func (1:1) -> invalid-input. 15, 16 and 19 -> reproduces (same crash in the same parser frames, a report without a crash message; see variant_evidence). llvm-22 -> unsupported. Labels crash, mlir:sparse; closed; reporter wwy6191 ('[mlir] SparseElementsAttr verifier crashes').",
    ),
    132889: dict(
        tool="mlir-opt", args=["-o", "/dev/null"],
        reported_signature="LLVM ERROR: .@reduce_fusion_elementwise created with unregistered dialect (Operation's constructor, a check compiled only into assertions builds) while parsing a linalg.reduce written with the short form '{@reduce_fusion_elementwise}' (the parser builds an op named '.@reduce_fusion_elementwise' for the body), in a func.func whose linalg.reduce also has a rank-2 init for a rank-1 result; the module carries a transform.named_sequence that the plain command never runs; 'mlir-opt a.mlir' (no pass); trunk 59fd2878 (Mar 2025)",
        reported_message="LLVM ERROR: .@reduce_fusion_elementwise created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used.",
        signature_regex=r"reduce_fusion_elementwise created with unregistered dialect",
        assertion_only=True, status=st(I, I, I, I, E, U),
        classes=["mlir", "mlir-parser", "linalg", "spirv", "transform", "fatal-error", "assertion-only", "message-in-title", "command-in-prose", "new-mlir-syntax", "crash-on-invalid", "unregistered-dialect"],
        variant_evidence="None for a crash: 19 (release) parses the op without the fatal error (the check is under #ifndef NDEBUG, read like an assertion as 118766 and 62317) and its verifier then refuses the linalg.reduce: \"5:8: error: 'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2\", the printed op showing the body op '\".@reduce_fusion_elementwise\"'(%arg2, %arg1) the report's message names; exit 1. Control by hand (not saved): with the init made tensor<256xf32> (ranks consistent) 19 reports the same thing as the report as a verifier diagnostic, \"error: '.@reduce_fusion_elementwise' op created with unregistered dialect\", and exits 1, no crash.",
        notes="Command from the body ('reproduce with: `mlir-opt  a.mlir`', no pass; run with -o /dev/null). repro.mlir is the a.mlir block (untagged fence, block 0), transform module included. 13 and 14 do not know func.func (1:1); 15 does not know spirv.Constant (2:10; its SPIR-V dialect was 'spv'); 16 does not know transform.named_sequence (10:3) -> invalid-input. 19 refuses the input with linalg.reduce's custom verifier on the ranks the op holds (round 12: a custom verifier refusing a rank is error) -> error. llvm-22 -> unsupported. Labels crash, mlir; closed; reporter wwy6191; ftynse (2025-04-18): 'This looks like a real bug in the parser. It expects an operation name and gets confused by the @-symbol' (seen in an earlier search result, a comment not in the saved excerpt).",
    ),
    93973: dict(
        tool="mlir-opt", args=["-o", "/dev/null"],
        reported_signature="crash in mlir::linalg::ReduceOp::verify (LinalgOps.cpp around line 1656: getInputs()[1] past the end, per the reporter's analysis; no message or trace in the excerpt) while verifying a linalg.reduce with two inputs (tensor<32xi32> each) and one init (tensor<i32>): the ODS accessors split the three operands as one input and one init, the DPS interface counts two inputs; trunk fb87e11e (May 2024); no command given",
        reported_message=None,
        signature_regex=r"ReduceOp::verify|LinalgOps\.cpp",
        assertion_only=None, status=st(I, I, I, E, E, U),
        classes=["mlir", "mlir-verifier", "linalg", "tensor", "reported-message-missing", "command-inferred", "crash-on-invalid", "related-issue-named"],
        variant_evidence="None for a crash: 16 and 19 (release) reach ReduceOp's verifier and refuse the op with a diagnostic, exit 1, 3 of 3 runs each by hand: 16 \"'linalg.reduce' op expects all outputs to have the same shapes. Shape at output-index 1 is not equal to the shape at output-index 0.\", 19 \"'linalg.reduce' op number of dimensions after reduction 0 doesn't match the init rank 1\" (both from the verifier's loops over the mis-split operands).",
        notes="No command in the excerpt: the report says 'ReduceOp crashes during verification of the following op', so the command is inferred as plain mlir-opt on the ```mlir block (parse and verify, no pass; run with -o /dev/null). repro.mlir is that block (block 0). 13 and 14 do not know func.func (2:3); 15 does not know linalg.reduce (5:18) -> invalid-input. 16 and 19 refuse the op with ReduceOp's custom verifier (shapes / ranks the op holds, round 12) instead of crashing -> error. llvm-22 -> unsupported. No labels; open; reporter oowekyala, who points at LinalgOps.cpp L1652-1658 and the DestinationStyleOpInterface; PR #119871 ('[mlir][linalg] Fix #93973 - linalg reduce verifier crash', oowekyala, 2024-12-13) came back closed, with rengolin asking for an RFC on non-unary reductions.",
    ),
    132755: dict(
        tool="mlir-opt", args=["-split-input-file", "-o", "/dev/null"],
        reported_signature="UNREACHABLE 'unsupported non numeric type' at LinalgOps.cpp:467 while parsing ('MLIR Parser: custom op parser 'linalg.add''): the linalg.add region builder gets one f32 and one i32 memref (memref<3x4x5xf32> + memref< 3x4x5xi32>, out f32) and finds no common numeric kind for the add; '-split-input-file' (the title), no pass; trunk 59fd2878 (Mar 2025)",
        reported_message="UNREACHABLE executed at /data/szy/MLIR/llvm-project/mlir/lib/Dialect/Linalg/IR/LinalgOps.cpp:467!",
        signature_regex=r"unsupported non numeric type|LinalgOps\.cpp:\d+|custom op parser 'linalg\.add'",
        assertion_only=True, status=st(I, I, I, I, E, U),
        classes=["mlir", "mlir-parser", "linalg", "memref", "arith", "unreachable-message", "assertion-only", "command-in-prose", "mlir-cl-options", "new-mlir-syntax", "crash-on-invalid"],
        variant_evidence="None for a crash: in 19 (release) llvm_unreachable is not a trap, and the region builder goes on to build arith.addi on (f32, i32) -> f32, which the verifier then refuses: \"<unknown>:0: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'\" with 'see current operation: %0 = \"arith.addi\"(%arg4, %arg5) ... : (f32, i32) -> f32', exit 1. Controls by hand (not saved): without -split-input-file the same; with the i32 memref made f32 19 exits 0. So 19 reaches the reported code path on the mixed types and ends in a diagnostic, no crash.",
        notes="Command from the body ('reproduce with: `mlir-opt  -split-input-file a.mlir`', no pass; run with -o /dev/null). repro.mlir is the a.mlir block (untagged fence, block 0). 13 and 14 do not know func.func (2:3); 15 and 16 do not know linalg.add (3:5; the named op came in 17) -> invalid-input. 19 -> error: a clean diagnostic where the report crashed, on an op the parser built on the reported path (not an ODS refusal of the input's own op, so not read as invalid-input; the one close call of the batch). llvm-22 -> unsupported. No labels in the excerpt; open; reporter wwy6191 (title '[mlir] -split-input-file crashes'; 132747, a sibling with the same title, was not taken: its input is truncated, as joker-eph says in that thread).",
    ),
}

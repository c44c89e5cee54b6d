"""MLIR batch 74 (helper session mlir74): mlir-opt crash reports in the TOSA and Linalg dialects and their passes
(theme: --tosa-to-linalg(-named), --tosa-infer-shapes, --tosa-make-broadcastable, --tosa-optional-decompositions,
--tosa-layerwise-constant-fold, --tosa-validate, the tosa op verifiers, --linalg-generalize-named-ops,
--linalg-fuse-elementwise-ops, --linalg-fold-unit-extent-dims, --linalg-specialize-generic-ops, the linalg op
verifiers/parsers, --linalg-detensorize). 36 look-ups, all `search` (corpus issues); the theme's fuzzer series
(BealZephyr, anonymousMCS, xisang0, sweead, Lambor24, wangyongj1a, axeabc, Emilyaxe, wwy6191, Anonymous7i0em3yd,
Aran-414, sairam2661, xvv4402, Colloportus0 ...) came back known (/work/llvm_seen.txt) but for one
(anonymousMCS's --tosa-validate report 67760); the other two taken are non-fuzzer reports: bjacob's
--tosa-to-tensor regression report (87396) and IanWood1's linalg.transpose parser crash (97857). Labelled from the
measured stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir74"

BATCH = {
    67760: dict(
        tool="mlir-opt", args=["--tosa-validate", "-o", "/dev/null"],
        reported_signature="Assertion `(*this).hasRank() && \"cannot query rank of unranked shaped type\"' in mlir::ShapedType::getRank (BuiltinTypeInterfaces.h.inc:156) under --tosa-validate, on a func.func whose tosa.slice (empty start/size arrays) returns an unranked tensor<*xi1> (the level check's rank query on an unranked type); trunk 8c127074 (Sep 2023)",
        reported_message="mlir-opt: /data/bin/llvm-project/build/tools/mlir/include/mlir/IR/BuiltinTypeInterfaces.h.inc:156: int64_t mlir::ShapedType::getRank() const: Assertion `(*this).hasRank() && \"cannot query rank of unranked shaped type\"' failed.",
        signature_regex=r"cannot query rank of unranked shaped type|ShapedType::getRank\(\)",
        assertion_only=True, status=st(I, I, I, I, E, U),
        classes=["mlir", "mlir-pass", "tosa", "assertion-only", "message-in-title", "command-in-prose", "excerpt-truncated", "unknown-pass-older", "new-mlir-syntax", "crash-on-invalid", "fixed-in-known", "fuzzer"],
        variant_evidence="None: no release crashes. 19 refuses the input before the pass with tosa.slice's own verifier (3:9 \"'tosa.slice' op length of start attribute is not equal rank of input shape\", exit 1; the input alone, no pass, gives the same diagnostic by hand), so the level check that asserted is never reached.",
        fixed_in="PR #68509 '[mlir][tosa] Check for unranked tensors during validation' (gptsarthak, merged Oct 2023: levelCheckRank errors out on unranked tensors; 'Fixes https://github.com/llvm/llvm-project/issues/67760'; returned by the look-up that found the issue, not in the issue's excerpt)",
        notes="Command from the body ('reproduced with: mlir-opt --tosa-validate a.mlir'; run with -o /dev/null). repro.mlir is the a.mlir block (untagged fence, block 0 of turn 0), its trailing comment line '// Crash will disappear when func.func removed' kept. 13, 14 and 15 do not know the pass (\"Unknown command line argument '--tosa-validate'\") -> invalid-input. 16 knows the pass but not tosa.slice's custom form (3:9 \"custom op 'tosa.slice' has no custom assembly form\") -> invalid-input. 19 -> error: the custom verifier of tosa.slice refuses what the op holds (start/size arrays of length 0 for a rank-1 input), a clean diagnostic before any pass (round-12 reading: a custom verifier refusing a rank/size is error). llvm-22 -> unsupported. Closed; label mlir:tosa; reporter anonymousMCS (the Sep-Dec 2023 series with the known 67763, 68187, 68481, 68486, 70415, 74237; 68481 and 68486 are the same empty-slice input under --tosa-to-tensor and --tosa-to-scf). Two look-ups returned the same excerpt.",
    ),
    87396: dict(
        tool="mlir-opt", args=["--tosa-to-tensor", "-o", "/dev/null"],
        reported_signature="Assertion `currSrcDim == srcShape.size() && currDstDim == dstShape.size()' in createReassociationMapForCollapse (TosaToTensor.cpp:196) under --tosa-to-tensor, on an MLP function whose tosa.reshape ops carry new_shape arrays that do not match their result types (1,2,2 for tensor<1x2x4xf32> and tensor<1x4x8xf32>, 2,2 for tensor<2x8xf32>); a regression named by the reporter as coming from PR #85798 (Apr 2024)",
        reported_message="mlir-opt: /home/benoit/megabump/work/iree/third_party/llvm-project/mlir/lib/Conversion/TosaToTensor/TosaToTensor.cpp:196: SmallVector<ReassociationExprs> (anonymous namespace)::createReassociationMapForCollapse(OpBuilder &, Type, Type): Assertion `currSrcDim == srcShape.size() && currDstDim == dstShape.size()' failed.",
        signature_regex=r"currSrcDim == srcShape\.size\(\) && currDstDim == dstShape\.size\(\)|createReassociationMapForCollapse",
        assertion_only=True, status=st(I, I, I, I, E, U),
        classes=["mlir", "mlir-pass", "tosa", "assertion-only", "command-in-prose", "excerpt-truncated", "unknown-pass-older", "new-mlir-syntax", "crash-on-invalid", "culprit-known", "related-issue-named"],
        variant_evidence="None: no release crashes. 19 refuses the input before the pass with tosa.reshape's own verifier (2:15 \"'tosa.reshape' op new shape is inconsistent with result shape\", exit 1; the input alone, no pass, gives the same diagnostic by hand): the new_shape attributes of the report's input do not match the result types, so the conversion that asserted is never reached.",
        culprit="Reporter (title and body): 'TosaToTensor regression from #85798' - 'The following test starts failing as of #85798, with a failing assertion introduced in that PR, and passes when it is reverted' (PR #85798 itself not seen in any excerpt).",
        notes="Command from the body ('Run: mlir-opt --tosa-to-tensor /tmp/a.mlir'; run with -o /dev/null). repro.mlir is the mlir block (fence tagged 'mlir', block 0 of turn 0), a bare func.func without a module, as given. 13 and 14 do not know the pass (\"Unknown command line argument '--tosa-to-tensor'\") -> invalid-input. 15 and 16 know the pass but not tosa.reshape's custom form (2:15 \"custom op 'tosa.reshape' has no custom assembly form\") -> invalid-input. 19 -> error (custom verifier refusing what the op holds: the new_shape sizes against the result shape; round-12 reading). llvm-22 -> unsupported. Open in the excerpt; label regression; reporter bjacob (IREE integrate). The title names the culprit, PR #85798 ('with a failing assertion introduced in that PR, and passes when it is reverted'); the first comment (rafaelubalmw) is cut after 'c'. The known 108151 (axeabc, Sep 2024) is the same assertion on another inconsistent reshape.",
    ),
    97857: dict(
        tool="mlir-opt", args=["-o", "/dev/null"],
        reported_signature="Assertion `Index < size() && \"invalid index for value range\"' in indexed_accessor_range_base<mlir::ValueRange,...>::operator[] (STLExtras.h:1272) while parsing a linalg.transpose written with neither ins() nor outs() ('%0 = linalg.transpose permutation = [0, 1]'): the custom parser's buildIdentityRegion indexes the absent block arguments; plain mlir-opt (parse only), trunk c2fbc701 (Jul 2024)",
        reported_message="STLExtras.h:1272: ReferenceT llvm::detail::indexed_accessor_range_base<mlir::ValueRange, llvm::PointerUnion<const ",
        signature_regex=r"invalid index for value\s+range|buildIdentityRegion|custom op parser 'linalg\.transpose'",
        assertion_only=True, status=st(I, I, I, R, E, U),
        classes=["mlir", "mlir-parser", "linalg", "assertion-only", "release-variant-crash", "command-in-prose", "excerpt-truncated", "new-mlir-syntax", "crash-on-invalid", "fixed-in-known", "fixed-by-19", "related-issue-named"],
        variant_evidence="16 (release) dies with SIGSEGV (rc -11) on the saved run and on 3 of 3 more runs by hand, with the stack dump's context lines '1. MLIR Parser: custom op parser 'builtin.module'', '2. ... 'func.func'', '3. MLIR Parser: custom op parser 'linalg.transpose'' (frames unsymbolized): the crash is inside the very custom parser the report's trace and analysis name (LinalgOps.cpp buildIdentityRegion reached from the transpose parser), where the assertion guards the out-of-range ValueRange index. The command runs no pass, so nothing else runs. Controls by hand on 16: the same transpose with ins(%arg0)/outs(%arg0) and a return parses and exits 0; an unnamed 'linalg.transpose permutation = [0, 1]' (no result) still segfaults in the same parser, while 19 refuses that one with \"'linalg.transpose' op expected 2 operands, but found 0\".",
        fixed_in="PR #97944 '[mlir][linalg] Fix crashes in parser on linalg ops without operands' (ubfx, merged Jul 2024: the transpose/broadcast/map parsers check that operands were parsed; 'Fix https://github.com/llvm/llvm-project/issues/97857'; returned by a look-up of this batch, not in the issue's excerpt)",
        notes="No pass: the body says mlir-opt 'crashes when parsing this mlir', so the command is plain mlir-opt with -o /dev/null (no pass; the report came from the MLIR LSP). repro.mlir is the first block of the description (untagged fence, block 0 of turn 0); its func.func has no return, as given. 13 and 14 do not know func.func (2:3 \"custom op 'func.func' is unknown\") -> invalid-input. 15 does not know linalg.transpose (3:10 \"custom op 'linalg.transpose' is unknown\"; the op came in LLVM 16) -> invalid-input. 16 -> reproduces (release variant, see variant_evidence). 19 (after the fix) refuses the named result of an op that now parses with no results (3:5 \"cannot name an operation with no results\", exit 1): a parser's clean refusal of what was written for the op whose custom parser crashed -> error (round-13 reading, as 132851). llvm-22 -> unsupported. Closed; label mlir:linalg; reporter IanWood1. The trace block is cut after the assertion line (the excerpts skip to frame #59). ubfx's comment adds a linalg.map variant ('%add = linalg.map { arith.addf }') and says the same holds for linalg.broadcast; matthias-springer asks for a verifier check. Two look-ups returned the two halves of the thread.",
    ),
}

# Issues without a runnable reproducer: none kept (the one downstream report seen, 73434 for tpuc-opt, is off theme).
NO_REPRO_BATCH = {}

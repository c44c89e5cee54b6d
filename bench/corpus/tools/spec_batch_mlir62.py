"""MLIR batch 62 (helper session mlir62): mlir-opt reports of llvm/llvm-project in canonicalization and folding,
found in a vein where nearly every thread the queries returned was already in a corpus or claimed (49 look-ups for
five new issues): a tensor.cast + tensor.insert_slice canonicalization that yields IR the verifier refuses (2022,
the only one that reproduces on a Debian release), a tosa.reshape folder assertion on an i1 splat (2022), a
vector.extract out-of-bounds constant position folded into invalid IR (2025), an expensive-checks-only invalid
intermediate scf.for from RemoveDeadRegionBranchOpSuccessorInputs (2026) and a ConstantLike assertion in the
canonicalizer on spirv.ARM.GraphConstant (2026); labelled from the measured stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir62"

BATCH = {
    53099: dict(
        tool="mlir-opt", args=["-split-input-file", "-canonicalize", "-o", "/dev/null"],
        reported_signature="Verifier error after -canonicalize: \"expected type to be 'tensor<?x?xf32>' or a rank-reduced version. (size mismatch)\" on tensor.insert_slice, after the tensor.cast folding pattern folds a tensor<1x?xf32> -> tensor<?x?xf32> cast into the insert_slice source (the post-canonicalization op in joker-eph's comment: tensor.insert_slice (tensor<1x?xf32>, tensor<?x?xf32>, ...) -> tensor<?x?xf32>); trunk Jan 2022, pre-func.func syntax",
        reported_message="error: expected type to be 'tensor<?x?xf32>' or a rank-reduced version. (size mismatch)",
        signature_regex=r"expected type to be 'tensor<\?x\?xf32>' or a rank-reduced version",
        assertion_only=False, status=st(C, R, I, I, I, U),
        classes=["mlir", "mlir-pass", "canonicalize", "tensor", "verifier-after-pass", "error-diagnostic-report", "run-line", "old-mlir-syntax", "culprit-known"],
        culprit="joker-eph (comment, 2022-01-20): 'I bisected but ended up with https://reviews.llvm.org/D114715 which adds the check, it is likely that the canonicalize has always been incorrect then!' (the commit that made the failure visible, not the wrong fold)",
        variant_evidence="Not an assertion: the report is a verifier diagnostic, which release builds print as well. 14 prints it word for word at 5:8 on the insert_slice, followed by the same 'see current operation' line as joker-eph's comment (tensor.insert_slice (tensor<1x?xf32>, ...) with static_sizes = [-1, -1]), exit 1; by hand 14 parses and verifies the input cleanly without -canonicalize (exit 0), so the error comes from the pass's output. 13 performs the same wrong fold (by hand, printing the output: 'tensor.insert_slice %arg0 into %arg1[...] : tensor<1x?xf32> into tensor<?x?xf32>') but its tensor.insert_slice verifier has no rank-reduction check yet (D114715 came after 13), so it exits 0.",
        notes="Command from the reproducer's RUN line ('// RUN: mlir-opt %s -split-input-file -canonicalize | FileCheck %s'; run with -o /dev/null instead of the FileCheck pipe). repro.mlir is the untagged block 0 of turn 0, RUN line included, written in the early-2022 syntax (bare 'func @foo'). 13 exits 0 with nothing on stderr -> clean (see variant_evidence: the verifier check postdates 13). 14 -> reproduces (the reported verifier error after the pass, exit 1; the 'within split at ... offset' prefix comes from -split-input-file). 15, 16 and 19 no longer know the bare func (3:1 \"custom op 'func' is unknown (tried 'builtin.func' as well)\") -> invalid-input (old-mlir-syntax). llvm-22 -> unsupported. A verifier failure after a pass, no crash: the report's own failure is the diagnostic (class error-diagnostic-report). Outside the theme's years (2022): the 2024-2026 canonicalization reports the queries returned were all in a corpus or claimed. Open; no labels; reporter Hardcode84.",
    ),
    55440: dict(
        tool="mlir-opt", args=["-canonicalize", "-o", "/dev/null"],
        reported_signature="Assertion `numElements != 1 && \"splat of 1 element should already be detected\"' in DenseIntOrFPElementsAttrStorage::getKey (AttributeDetail.h:114) under -canonicalize, folding a tosa.reshape of an i1 splat constant dense<true> : tensor<1x1xi1> to tensor<1xi1>; trunk May 2022, regression from f21896f2",
        reported_message="mlir-opt: mlir/lib/IR/AttributeDetail.h:114: static mlir::detail::DenseIntOrFPElementsAttrStorage::KeyTy mlir::detail::DenseIntOrFPElementsAttrStorage::getKey(mlir::ShapedType, ArrayRef<char>, bool): Assertion `numElements != 1 && \"splat of 1 element should already be detected\"' failed.",
        signature_regex=r"splat of 1 element should already be detected|DenseIntOrFPElementsAttrStorage::getKey",
        assertion_only=True, status=st(I, I, C, I, I, U),
        classes=["mlir", "mlir-pass", "canonicalize", "tosa", "assertion-only", "ir-in-console-transcript", "command-in-console-transcript", "new-mlir-syntax", "old-mlir-syntax", "culprit-known"],
        culprit="Reporter (issue body): 'This is a regression introduced by f21896f2c6dc6f4c2c3d0f192f7fefd178f5d5f7'; lattner's comments trace it to DenseIntOrFPElementsAttr::getRaw dropping the high bits of an i1 splat (0x1 instead of 0xFF). The fix is not named in the excerpt.",
        variant_evidence="None: 15 (release) folds the reshape and exits 0 with nothing on stderr; by hand, printing the output, it gives a correct 'tosa.const' {value = dense<true> : tensor<1xi1>}. The assertion is compiled out of release builds (and the fix may also predate 15's branch); nothing links a release result to it.",
        notes="Command from the console block ('$ mlir-opt -canonicalize reshape.mlir'; run with -o /dev/null). repro.mlir is the ```mlir block (block 0 of turn 0): func.func (new in May 2022) and a generic \"tosa.reshape\" with new_shape = [1] as an ArrayAttr. 13 and 14 do not know func.func (1:1 \"custom op 'func.func' is unknown\") -> invalid-input (new-mlir-syntax). 15 exits 0 -> clean (assertion-only report). 16 and 19 refuse the op before any pass: \"'tosa.reshape' op attribute 'new_shape' failed to satisfy constraint: i64 dense array attribute\" (3:8), an ODS attribute type constraint of the op's definition -> invalid-input (old-mlir-syntax: the attribute became a DenseI64ArrayAttr). llvm-22 -> unsupported. Closed; label mlir:core; reporter d0k; the assertion is in the generic DenseElementsAttr storage, reached from the tosa.reshape folder.",
    ),
    134516: dict(
        tool="mlir-opt", args=["--canonicalize", "-o", "/dev/null"],
        reported_signature="Verifier error after --canonicalize: \"'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)\" when the folder turns a dynamic position %x = arith.constant -2 into a static out-of-bounds position; trunk Apr 2025 (godbolt, '<source>')",
        reported_message="<source>:3:8: error: 'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
        signature_regex=r"expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension",
        assertion_only=False, status=st(I, I, I, I, C, U),
        classes=["mlir", "mlir-pass", "canonicalize", "vector", "verifier-after-pass", "error-diagnostic-report", "command-in-prose", "new-mlir-syntax", "fixed-in-known"],
        fixed_in="PR #135498 (math-fehr, '[mlir][vector] Prevent folding of OOB values in insert/extract', 'Fixes #134516', merged April 2025; returned by the same two queries, not in the issue's excerpt)",
        variant_evidence="Not an assertion: a verifier diagnostic after the pass, printed by any build. 19 (the only release that parses the input) leaves the position dynamic: by hand its canonicalized output keeps 'vector.extract %arg0[%c-2] : f32 from vector<16xf32>' (exit 0), so the static out-of-bounds position the verifier refuses is never built.",
        notes="Command in prose ('raises the following error when running `--canonicalize`'; run with -o /dev/null). repro.mlir is the untagged block 0 of turn 0. 13 and 14 do not know func.func (1:1) -> invalid-input. 15 and 16 cannot parse a dynamic vector.extract position ('%arg0[%x]': 3:29 \"expected attribute value\") -> invalid-input (new-mlir-syntax). 19 exits 0 with nothing on stderr -> clean (see variant_evidence). llvm-22 -> unsupported. The issue is a design question as much as a bug report (three ways to treat out-of-bounds static positions); math-fehr fixed it by not folding such constants. Closed; label mlir:vector; reporter math-fehr.",
    ),
    216956: dict(
        tool="mlir-opt", args=["-canonicalize", "-o", "/dev/null"],
        reported_signature="Invalid intermediate IR after the RegionBranchOpInterface canonicalization pattern RemoveDeadRegionBranchOpSuccessorInputs, seen only in a build with MLIR_ENABLE_EXPENSIVE_PATTERN_API_CHECKS (IR verified after every pattern): an scf.for with trip count 1 (0 to 1 step 1) whose unused iter_arg is removed without its result; the issue shows no message; trunk Aug 2026",
        reported_message=None,
        signature_regex=r"mismatch in number of loop-carried values and defined values|IR failed to verify after pattern application",
        assertion_only=True, status=st(I, I, C, C, C, U),
        classes=["mlir", "mlir-pass", "canonicalize", "scf", "expensive-checks-only", "assertion-only", "verifier-after-pass", "command-inferred", "reported-message-missing", "excerpt-truncated"],
        variant_evidence="None: the failure exists only where MLIR_ENABLE_EXPENSIVE_PATTERN_API_CHECKS makes the greedy driver verify the IR after each pattern ('The remaining patterns are able to clean up the IR anyways'); assertion_only=True in the sense 'needs a checking build'. 15, 16 and 19 (release, no such checks; the pattern itself, from PR #174094 of January 2026, is newer than every Debian release) exit 0 with nothing on stderr. By hand 19 also runs the SCF canonicalize test's pipeline (-pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}))' -split-input-file -allow-unregistered-dialect) and prints what the CHECK lines expect (the loop gone, 'return %c0_i32'), exit 0; 16 with that pipeline exits 0, 15 does not know the test-convergence option.",
        notes="No command in the thread: the reporter 'added the snippet from above to mlir/test/Dialect/SCF/canonicalize.mlir and it failed there' and matthias-springer asks 'What pass are you running?'; the command is inferred as 'mlir-opt -canonicalize' (run with -o /dev/null); the test file's own RUN line (the canonicalize{test-convergence} pipeline above) is not in the thread. repro.mlir is the ```mlir block (block 0 of turn 0), its CHECK comment lines included. The message in signature_regex is not in the issue: it is the one quoted for this pattern and this loop shape by makslevental's PRs #216620/#216627 ('scf.for' op mismatch in number of loop-carried values and defined values / LLVM ERROR: IR failed to verify after pattern application), returned by the same query. 13 and 14 do not know func.func (2:1) -> invalid-input. 15, 16, 19 exit 0 -> clean. llvm-22 -> unsupported. The fix is not certain from the excerpt: matthias-springer points to PR #188986 ('Is it still failing with this fix?') and the reporter's reply is cut ('However, with the fix from #188986,'). Closed; labels miscompilation, mlir:scf; reporter ingomueller-net.",
    ),
    197970: dict(
        tool="mlir-opt", args=["--canonicalize", "-o", "/dev/null"],
        reported_signature="Assertion `succeeded(result) && \"expected ConstantLike op to be foldable\"' in constant_op_binder::match (Matchers.h:93) under --canonicalize (also --inline, or --loop-invariant-code-motion --inline --sccp), on a spirv.ARM.Graph whose spirv.ARM.GraphConstant (ConstantLike, value supplied at run time by graph_constant_id) of type !spirv.arm.tensor<1xi8> does not fold; trunk May 2026",
        reported_message="Assertion `succeeded(result) && \"expected ConstantLike op to be foldable\"' failed.",
        signature_regex=r"expected ConstantLike op to be foldable|constant_op_binder",
        assertion_only=True, status=st(I, I, I, I, I, U),
        classes=["mlir", "mlir-pass", "canonicalize", "spirv", "assertion-only", "message-in-title", "command-in-prose", "new-mlir-syntax", "crash-on-valid"],
        variant_evidence="None: no release can read the input (spirv.ARM.Graph and the SPIR-V ARM graph/tensor extension are newer than every Debian release).",
        notes="Command from the '**Command:**' block ('mlir-opt --canonicalize min.mlir'; run with -o /dev/null). repro.mlir is the ```mlir block (block 1 of turn 0; block 0 is the assertion text). The reported assertion is printed over three lines ('mlir-opt: mlir/include/mlir/IR/Matchers.h:93:' / 'bool mlir::detail::constant_op_binder<AttrT>::match(mlir::Operation*):' / the Assertion line); reported_message keeps the Assertion line. 13, 14, 15, 16 and 19 stop at 1:1 \"custom op 'spirv.ARM.Graph' is unknown\" -> invalid-input (new-mlir-syntax). llvm-22 -> unsupported. Closed; label mlir; reporter YuanchengJiang (a fuzzer-style report with Summary / Minimal Reproducer / Command sections).",
    ),
}

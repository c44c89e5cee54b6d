"""MLIR batch 72 (helper session mlir72): mlir-opt crashes in dialect op folders and canonicalization patterns
(arith, math, tensor, memref, vector, complex, index, shape, sparse_tensor; --canonicalize, --sccp, --cse). The
vein is mined out: 34 look-ups (all `search`, corpus `issues`) returned almost only known threads
(/work/llvm_seen.txt) and pull requests. One new runnable report: an LLVM-dialect folder (LLVM::OrOp::fold)
reached through --convert-arith-to-llvm --canonicalize on "test.constant" ops whose i64 value attributes feed i32
results, asserting in IntegerAttr::get on a check that only exists since March 2026 (PR #188725), so every
measured release is clean or cannot run it. One report without a runnable reproducer: the 2022 IntegerAttr
bit-width report that PR #188725 fixed, whose input is a downstream tool's C++ API call (not in the thread)."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir72"

BATCH = {
    225659: dict(
        tool="mlir-opt", args=["--convert-arith-to-llvm", "--canonicalize", "-o", "/dev/null"],
        reported_signature="Assertion `value.getBitWidth() == intTy.getWidth() && \"IntegerAttr::get: APInt bit width must match integer type width\"' in mlir::IntegerAttr::get(Type, const APInt &) (BuiltinAttributes.cpp.inc:407), from LLVM::OrOp::fold (per the title: the folder builds an IntegerAttr with the op's i32 type from the operands' 64-bit APInts) under --convert-arith-to-llvm --canonicalize, on arith.ori chains over \"test.constant\" ops whose untyped hex/negative value attributes are i64 while their results are i32; main 907dd67f9594 (Sep 2026), Release + assertions",
        reported_message="mlir-opt: /home/jack-zhou/llvm-build/tools/mlir/include/mlir/IR/BuiltinAttributes.cpp.inc:407: static IntegerAttr mlir::IntegerAttr::get(Type, const APInt &): Assertion `value.getBitWidth() == intTy.getWidth() && \"IntegerAttr::get: APInt bit width must match integer type width\"' failed.",
        signature_regex=r"APInt bit width must match integer type width|value\.getBitWidth\(\) == intTy\.getWidth\(\)|LLVM::OrOp::fold",
        assertion_only=True, status=st(I, I, C, C, C, U),
        classes=["mlir", "mlir-pass", "canonicalize", "conversion-to-llvm", "llvm-dialect", "arith", "test-dialect", "assertion-only", "command-in-prose", "command-prose-vs-stack-dump", "unknown-pass-older", "new-mlir-syntax", "excerpt-truncated", "related-issue-named"],
        variant_evidence="None: 15, 16 and 19 (release) run both passes and exit 0 with an empty stderr (3 of 3 more runs each by hand). The asserting check itself is new: IntegerAttr::get(Type, APInt) got its bit-width assertion in PR #188725 (joker-eph, March 2026; returned by one of this batch's queries), after every measured release, so no measured build holds the reported assertion even in checking form. By hand with -o - the mismatch is visible but harmless: 15 and 16 fold the first llvm.or only and print '%1 = llvm.mlir.constant(-1 : i64) : i32' (an i64 attribute on an i32 constant, the very width mismatch the new assertion rejects) next to the remaining llvm.or; 19 folds the whole chain to 'llvm.mlir.constant(-1 : i32) : i32'.",
        notes="Command from the body's ## Steps block ('mlir-opt --convert-arith-to-llvm --canonicalize in.mlir'; run with -o /dev/null). The stack dump's Program arguments add '--split-input-file --allow-unregistered-dialect' and name another file (llvm_orop_fold.mlir): by hand that longer command also exits 0 on 15, 16 and 19 (not saved). repro.mlir is the ```mlir Reproducer block (block 0 of turn 0); its generic \"test.constant\" ops parse because Debian's mlir-opt registers the test dialect (without --allow-unregistered-dialect); the untyped literals 0x7fffffff, -2147483648 and 0x80000000 become i64 attributes on i32 results ('value = 2147483647 : i64' in 19's printout after --convert-arith-to-llvm alone). 13 does not know --convert-arith-to-llvm ('Unknown command line argument', its pass was --convert-std-to-llvm) -> invalid-input; 14 does not know func.func (1:1) -> invalid-input. 15, 16, 19 -> clean (assertion-only report, see variant_evidence). llvm-22 -> unsupported. Open; label mlir; reporter coffezhou (2026-09-23; 'mlir-bug-study' in the file path). The excerpt's trace is cut after frame #0. Related, known: 205286 (same assertion from llvm.shl's folder under -sparse-buffer-rewrite, June 2026; PR #205304 guarding ShlOp/OrOp folds is 'closed' in its excerpt, not merged), 220610 (ShlOp::fold, wide shift amount), 135289 (the same three test.constant ops with arith.muli under -canonicalize, April 2025, the older verifyInvariants form of the width check).",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    56401: dict(
        tool="xyz-opt", args=["-allow-unregistered-dialect"],
        classes=["mlir", "no-runnable-reproducer", "input-not-attached", "downstream-tool", "command-only-in-stack-dump", "macos-assertion-format", "assertion-only", "fixed-in-known"],
        reported_signature="Assertion `BitWidth == RHS.BitWidth && \"Comparison requires equal bit widths\"' in APInt::operator== (APInt.h:1007, macOS format) reached from StorageUniquer's IntegerAttr storage comparison (callback_fn<mlir::detail::Intege...>), a non-deterministic crash of a downstream tool (xyz-opt -allow-unregistered-dialect ops.mlir) whose own C++ code calls IntegerAttr::get(builtinIndexType, APInt(1,1)) with a 1-bit APInt for an index type (July 2022)",
        reported_message="Assertion failed: (BitWidth == RHS.BitWidth && \"Comparison requires equal bit widths\"), function operator==, file APInt.h, line 1007.",
        fixed_in="PR #188725 (joker-eph, '[MLIR] Validate APInt bitwidth in IntegerAttr::get(Type, APInt)', merged March 2026: adds the bit-width assertions to the builder; 'Fixes #56401'; returned by the same query, not in the issue's excerpt)",
        notes="The description shows the offending C++ line ('x = IntegerAttr::get(builtinIndexType, APInt(1,1));', 'with variables instead of constants' in the real code) and a macOS stack dump whose Program arguments are 'xyz-opt -allow-unregistered-dialect ops.mlir'; ops.mlir is not shown and the crash comes from the reporter's own dialect code in a downstream tool, so there is neither an input nor a tool to run (classes input-not-attached, downstream-tool). The trace in the excerpt is cut in frame 7. Label mlir:core; open in the excerpt; reporter lattner. Asked in the issue: should IntegerAttr force 64-bit values for index. Its fix (PR #188725) is the assertion that 225659 (this batch) hits.",
    ),
}

"""MLIR batch 57 (helper session mlir57): mlir-opt crash reports reached through affine and scf loop transformations
and conversions (--affine-loop-fusion, -affine-super-vectorize, the scf.forall parser under scf-forall-to-parallel,
--convert-scf-to-spirv, -convert-scf-to-openmp; one -affine-loop-unroll report without a runnable input);
labelled from the measured stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir57"

BATCH = {
    224224: dict(
        tool="mlir-opt", args=["--affine-loop-fusion", "-o", "/dev/null"],
        reported_signature="UNREACHABLE 'unexpected op' at mlir/lib/Dialect/Affine/Analysis/Utils.cpp:256 (getMemRef, reached from the affine dependence analysis of the fusion pass) under --affine-loop-fusion, on a producer affine.for nest storing into memref<4xf16, 1> and a consumer affine.for (step 128) reading it with vector.transfer_read padded by ub.poison; trunk 3b8ee89 (Sep 2026)",
        reported_message=None,
        signature_regex=r"unexpected op|Affine/Analysis/Utils\.cpp:256|UNREACHABLE executed",
        assertion_only=True, status=st(I, I, I, I, I, U),
        classes=["mlir", "mlir-pass", "affine", "affine-loop-fusion", "vector", "assertion-only", "unreachable-message", "reported-message-missing", "excerpt-truncated", "command-in-prose", "command-inferred"],
        variant_evidence="None: no release parses the input, so the pass never runs.",
        notes="Command from the prose ('a crash when running `--affine-loop-fusion` on the following MLIR input'; the excerpt is cut at '### Steps to re', so the command and the stack trace are not in the thread's excerpt: command inferred as 'mlir-opt --affine-loop-fusion', run with -o /dev/null). The crash text is only described ('an `UNREACHABLE` assertion in mlir/lib/Dialect/Affine/Analysis/Utils.cpp:256') -> reported_message None. repro.mlir is the ```mlir block (block 0 of turn 0). 13 and 14 do not know func.func (4:3), 15 does not know ub.poison (5:10), 16 has no ub dialect (\"Dialect `ub' not found for custom op 'ub.poison'\"), 19 does not know bufferization.to_buffer (7:10; 19 has to_memref) -> invalid-input on all five Debian releases (also without the pass, by hand on 19). llvm-22 -> unsupported. Same UNREACHABLE family as 203762 / 205745 / 221141 (getMemRef on a non-affine memory op inside a fused nest), none named in this thread. Open; labels crash, mlir; reporter frida-albrecht.",
    ),
    130019: dict(
        tool="mlir-opt", args=["-o", "/dev/null"],
        reported_signature="segfault (no assertion text) in mlir::scf::ForallOp::ensureTerminator <- mlir::scf::ForallOp::parse while parsing (stack-dump context 'MLIR Parser: custom op parser 'scf.forall''), on a func.func whose scf.forall body ends in llvm.return instead of scf.forall.in_parallel; the stack dump's Program arguments add -pass-pipeline=builtin.module(func.func(scf-forall-to-parallel)); trunk 0f9720a6 (Mar 2025)",
        reported_message=None,
        signature_regex=r"ForallOp::ensureTerminator|custom op parser 'scf\.forall'",
        assertion_only=False, status=st(I, I, I, I, R, U),
        classes=["mlir", "mlir-parser", "scf", "no-message-crash", "crash-on-invalid", "command-in-prose", "command-prose-vs-stack-dump", "fixed-in-known"],
        variant_evidence="19 segfaults (rc -11) inside the parser with the reported context lines ('1. MLIR Parser: custom op parser 'builtin.module'', '2. ... 'func.func'', '3. ... 'scf.forall'') and the reported frames '#4 mlir::scf::ForallOp::ensureTerminator(...)', '#5 mlir::scf::ForallOp::parse(...)' -> same crash in the same function.",
        fixed_in="PR #133081 ('[mlir][scf] Remove redundant ensureTerminator for `scf.forall`', 'Fixes #130019'; seen in the same look-ups, not in this thread's excerpts)",
        notes="Command from the body ('steps to reproduce： `mlir-opt  temp.mlir `', no pass; run with -o /dev/null). The stack dump's Program arguments name '-pass-pipeline=builtin.module(func.func(scf-forall-to-parallel))' (class command-prose-vs-stack-dump); the crash is in the parser, before any pass, so both commands fail the same way: by-hand control on 19 with that pipeline segfaults identically. repro.mlir is the ```mlir block (block 0 of turn 0). 13 and 14 do not know func.func (2:5); 15 and 16 do not know scf.forall (3:9; 16 has scf.foreach_thread) -> invalid-input. 19 -> reproduces (see variant_evidence). llvm-22 -> unsupported. A commenter (Prakhar-Dixit) explains the missing scf.forall.in_parallel terminator; CoTinker announces the fix. Closed; labels crash, mlir:scf; reporter RiRi114.",
    ),
    59989: dict(
        tool="mlir-opt", args=["--convert-scf-to-spirv", "-o", "/dev/null"],
        reported_signature="Assertion `(!empty() && back().mightHaveTrait<OpTrait::IsTerminator>())' in Block::getTerminator (Block.cpp:233, macOS format) under --convert-scf-to-spirv, on a func.func whose scf.parallel has index bounds from a builtin.unrealized_conversion_cast of an i64 argument and a body of arith.constant + memref.store + scf.yield; trunk a0138390 (Jan 2023)",
        reported_message="Assertion failed: (!empty() && back().mightHaveTrait<OpTrait::IsTerminator>()), function getTerminator, file Block.cpp, line 233.",
        signature_regex=r"mightHaveTrait<OpTrait::IsTerminator>|getTerminator",
        assertion_only=True, status=st(I, I, E, E, I, U),
        classes=["mlir", "mlir-pass", "scf", "spirv", "dialect-conversion", "assertion-only", "windows-assertion-format", "message-in-title", "command-in-prose"],
        variant_evidence="None for the assertion. 16's diagnostic is the release-build face of the same defect (the pass leaves the scf.parallel body without a terminator: the printed operation holds spirv.Constant + memref.store and no scf.yield, 'note: terminator here' points at the memref.store), but it is a clean diagnostic, exit 1, no crash -> error.",
        notes="Command from the body ('Reproduced with: `mlir-opt --convert-scf-to-spirv temp.mlir`'; run with -o /dev/null). repro.mlir is the ```mlir block (block 0 of turn 0). 13 and 14 do not know func.func (2:3) -> invalid-input. 15 stops after the pass with \"failed to materialize conversion for block argument #0 that remained live after conversion, type was 'i64', with target type 'i32'\" (2:19), exit 1 -> error. 16 stops with \"'scf.parallel' op expects body to terminate with 'scf.yield'\" (5:5) on the converted body (see variant_evidence), exit 1 -> error; the input alone exits 0 on 15 and 16 (by hand). 19 refuses the input before any pass: \"'scf.parallel' op expects body to terminate with 'scf.reduce'\" (5:5; same without the pass, by hand): the terminator the op's definition names -> invalid-input (round-12 reading). llvm-22 -> unsupported. Closed; labels crash, mlir; reporter Colloportus0.",
    ),
    61342: dict(
        tool="mlir-opt", args=["-convert-scf-to-openmp", "-o", "/dev/null"],
        reported_signature="'<unknown>:0: error: invalid pointer element type: 'index'' then an assertion in StorageUserBase<LLVM::LLVMPointerType>::get (StorageUniquerSupport.h:153, the type's verifier check; the assertion text is cut in the excerpt) from SCFToOpenMPPass (SCFToOpenMP.cpp:456 applyPatterns), on a 2-d scf.parallel with two index-typed scf.reduce reductions (init %A, %B : index); release/16.x",
        reported_message="<unknown>:0: error: invalid pointer element type: 'index'",
        signature_regex=r"invalid pointer element type|LLVMPointerType",
        assertion_only=True, status=st(I, I, E, E, I, U),
        classes=["mlir", "mlir-pass", "scf", "openmp", "scf-to-openmp", "assertion-only", "message-in-title", "command-in-prose", "excerpt-truncated", "fixed-in-known"],
        variant_evidence="None: 15 and 16 (the reporter's own release line, as a release build) stop with a clean legalization failure; the reported diagnostic 'invalid pointer element type' is emitted only by the type verifier that StorageUserBase::get calls inside an assert, so a release build never prints it.",
        fixed_in="PR #188559 ('[MLIR][SCFToOpenMP] Fix crash when scf.parallel uses non-LLVM-compatible reduction type', 'Fixes #61342', Mar 2026; seen in the same look-ups, not in this thread's excerpts)",
        notes="Command from the body (```-fenced 'mlir-opt -convert-scf-to-openmp test.mlir'; run with -o /dev/null). repro.mlir is the test-case block (block 1 of turn 0, unlabelled fence). 13 and 14 do not know func.func (1:1) -> invalid-input. 15 and 16 stop with \"failed to legalize operation 'scf.parallel' that was explicitly marked illegal\" (7:10), exit 1, no crash -> error; the input alone exits 0 on both (by hand). 19 cannot parse the old scf.reduce form ('scf.reduce(%i0) : index {', 8:19 \"expected ':'\"; 19 writes 'scf.reduce(%i0 : index)') -> invalid-input. llvm-22 -> unsupported. Open in the excerpt; reporter BealZephyr ('Test on llvm16').",
    ),
    61164: dict(
        tool="mlir-opt", args=["-affine-super-vectorize", "-o", "/dev/null"],
        reported_signature="Assertion `relA.getSpace().isCompatible(relB.getSpace()) && \"Spaces should be compatible.\"' in presburger::mergeLocalVars (Presburger/Utils.cpp:269) under -affine-super-vectorize, on an affine.for (step 4) holding three nested single-iteration affine.parallel loops bounded by mod/floordiv affine.apply results and storing into memref<15x14x14xi32, 1>; release/15.x",
        reported_message="mlir-opt: /home/llvm15/mlir/lib/Analysis/Presburger/Utils.cpp:269: void mlir::presburger::mergeLocalVars(mlir::presburger::IntegerRelation &, mlir::presburger::IntegerRelation &, llvm::function_ref<bool (unsigned int, unsigned int)>): Assertion `relA.getSpace().isCompatible(relB.getSpace()) && \"Spaces should be compatible.\"' failed.",
        signature_regex=r"Spaces should be compatible|mergeLocalVars",
        assertion_only=True, status=st(I, I, C, C, C, U),
        classes=["mlir", "mlir-pass", "affine", "affine-super-vectorize", "affine-parallel", "presburger", "assertion-only", "message-in-title", "command-in-prose"],
        variant_evidence="None: 15 (the reporter's release line), 16 and 19 exit 0 with nothing on stderr; the same with -affine-super-vectorize=virtual-vector-size=4 (by hand, all three exit 0).",
        notes="Command from the body (```-fenced 'mlir-opt test.mlir -affine-super-vectorize'; run with -o /dev/null). repro.mlir is the test-case block (block 1 of turn 0, unlabelled fence). 13 and 14 do not know func.func (5:3) -> invalid-input. 15, 16, 19 exit 0 -> clean (assertion-only report; Debian's release builds). The description opens with 'This bug has been fixed.' (edited by the reporter; no fix named). llvm-22 -> unsupported. Closed; labels crash, mlir:affine; reporter sweead ('Test on llvm 15').",
    ),
}

NO_REPRO_BATCH = {
    48428: dict(
        classes=["mlir", "affine", "affine-loop-unroll", "no-runnable-reproducer", "input-not-attached", "assertion-only", "bugzilla-import"],
        reported_signature="Assertion `use_empty() && \"Cannot destroy a value that still has uses!\"' in IRObjectWithUseList<OpOperand>::~IRObjectWithUseList (UseDefLists.h:37) under mlir-opt -affine-loop-unroll=\"unroll-full\" on an affine.for with a tensor<f32> iter_arg; partial unrolling instead drops the loop-carried value (the printed affine.for yields nothing); Bugzilla 49084 (Feb 2021)",
        reported_message="use_empty() && \"Cannot destroy a value that still has uses!\"",
        notes="Bugzilla import (class bugzilla-import: the thread is Bugzilla 49084 migrated to GitHub). The description speaks of a 'test case with iter_args' but the thread's excerpts hold only the command ('mlir-opt -affine-loop-unroll=\"unroll-full\"'), the assertion and a fragment of the partially unrolled *output* in generic form (starting '...', with an unregistered 'my.Foo' op and the old 'std.return'); the input module is not shown anywhere (three look-ups), so nothing in the thread can be fed to mlir-opt. Labels bugzilla, confirmed, mlir:affine; closed; reporter jpienaar.",
    ),
}

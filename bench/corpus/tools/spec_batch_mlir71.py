"""MLIR batch 71 (helper session mlir71): mlir-opt crash reports of llvm/llvm-project in the LLVM dialect and its
passes and in the translation-adjacent mlir-opt passes (theme: llvm.* ops, -llvm-legalize-for-export,
-llvm-optimize-for-nvvm-target, -llvm-request-c-wrappers, -ensure-debug-info-scope-on-llvm-func,
-convert-func-to-llvm, -finalize-memref-to-llvm, -reconcile-unrealized-casts, -convert-index-to-llvm,
-convert-cf-to-llvm, NVVM/ROCDL ops; mlir-opt only, any year). 39 look-ups, all `search`, corpus `issues`. The vein
is nearly dry: every pass- or op-named query met only known threads (the fuzzer series of Colloportus0,
anonymousMCS, axeabc, wwy6191, xisang0, Emilyaxe, Aran-414, Anonymous7i0em3yd, LynnBroe, RJerrica and others), and
the batch came from two corners: two 2026 reports by a flang developer (jeanPerier) on the LLVM dialect's
mem2reg with llvm.intr.dbg.declare (a load stored back to its slot, destroyed while the created dbg.value still uses
it; an int/float type mismatch leaving a dbg.value before its operand's definition), and one 2023 fuzzer report on
the LLVM dialect's -llvm-type-consistency pass, which no installed release ships. No report without a runnable
reproducer was kept. Labelled from the measured stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir71"

BATCH = {
    197158: dict(
        tool="mlir-opt", args=["-mem2reg", "-o", "/dev/null"],
        reported_signature="\"'llvm.load' op operation destroyed but still has uses\" (the checking-build fatal error of Operation's destructor) under -mem2reg, on an llvm.func whose alloca carries an llvm.intr.dbg.declare and whose loaded value is stored back to the same slot (store 4.0; %v = load; store %v): mem2reg erases the load while the llvm.intr.dbg.value it creates for the store-back still uses it; trunk (May 2026)",
        reported_message="repro.mlir:12:8: error: 'llvm.load' op operation destroyed but still has uses",
        signature_regex=r"operation destroyed but still has uses",
        assertion_only=True, status=st(I, I, I, I, R, U),
        classes=["mlir", "mlir-pass", "mem2reg", "llvm-dialect", "debug-info", "assertion-only", "release-variant-crash", "fatal-error", "unknown-pass-older", "command-in-prose", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="19 (release) dies with SIGSEGV (rc -11 saved; 3 of 3 more runs by hand, rc 139) in the verifier that runs after the one pass: mlir::LLVM::isCompatibleOuterType <- (unsymbolized) <- mlir::LLVM::DbgValueOp::verifyInvariantsImpl <- (unsymbolized) <- mlir::verify <- OpToOpPassAdaptor::run. The op being verified is the llvm.intr.dbg.value that mem2reg builds from the dbg.declare, and it reads the type of its operand, the erased llvm.load: the use-after-destroy that the report's checking build catches in Operation's destructor (that report_fatal_error is compiled only without NDEBUG, read like an assertion as in 118766). Controls by hand (not saved): the input alone exits 0 on 19; without the store-back line (llvm.store %v, %p) -mem2reg exits 0 and prints 'llvm.intr.dbg.value #di_local_variable = %1 : f64' (the stored constant); without the llvm.intr.dbg.declare line -mem2reg exits 0 and removes the slot. The crash needs both ingredients the title names.",
        fixed_in="PR #198552 (jeanPerier, named in the reporter's own comment as 'a tentative fix'; whether and when it merged is not in the excerpt; issue closed)",
        notes="Command from the body ('`mlir-opt -mem2reg` from the main branch crashes with:'; run with -o /dev/null). repro.mlir is the reproducer block (```mlir, block 0 of turn 0: five #llvm.di_* aliases and llvm.func @foo). The report's stderr block is cut inside its second line ('note: see current operation: %0 = \"llvm.load\"(<<UNKNOWN SSA VAL'), so the LLVM ERROR line that follows in a checking build is not shown; reported_message is the first diagnostic line. 13, 14, 15 and 16 do not know the pass (\"Unknown command line argument '-mem2reg'\"; by hand 16 would also refuse the input: 3:48 'duplicate or unknown struct parameter name: id' in #llvm.di_compile_unit) -> invalid-input. 19 -> reproduces (release variant, see variant_evidence). llvm-22 -> unsupported. Closed; labels crash, mlir; reporter jeanPerier (a flang developer: his comment speaks of 'our flang use case'; 2026-05-12); the description came back from one look-up, the comment naming PR 198552 from two others. Sibling: 200844 (this batch, same reporter and pass, dbg.declare with a type-converting load).",
    ),
    200844: dict(
        tool="mlir-opt", args=["-mem2reg", "-o", "/dev/null"],
        reported_signature="verifier failure after -mem2reg, 'operand #0 does not dominate this use' at the llvm.intr.dbg.declare (title: 'operand does not dominate hit when processing llvm.intr.dbg.declare with type conversions'), on an llvm.func that stores an f32 into an i32 alloca carrying a dbg.declare and loads it back as i32: mem2reg replaces the dbg.declare with an llvm.intr.dbg.value of a conversion created after it; trunk (June 2026)",
        reported_message="repro.mlir:13:3: error: opera",
        signature_regex=r"operand #\d+ does not dominate this use",
        assertion_only=False, status=st(I, I, I, I, R, U),
        classes=["mlir", "mlir-pass", "mem2reg", "llvm-dialect", "debug-info", "verifier-after-pass", "error-diagnostic-report", "unknown-pass-older", "command-in-prose", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="Not a variant: 19 prints the verifier error the title names, at the position the report gives (13:3, the llvm.intr.dbg.declare line): 'error: operand #0 does not dominate this use', 'note: see current operation: \"llvm.intr.dbg.value\"(%2) ... : (i32) -> ()', 'note: operand defined here (op in the same block)' at 14:3 (the llvm.store), exit 1; 3 of 3 more runs by hand the same. The report's own text is cut after 'error: opera', which the 19 line continues. Control by hand: the input alone exits 0 on 19.",
        notes="Command from the body ('`mlir-opt -mem2reg`:'; run with -o /dev/null). repro.mlir is the reproducer block (```mlir, block 0 of turn 0: six #llvm.di_* aliases and llvm.func @crash_repro). The report is a verifier failure after the pass, not a signal (labels: mlir only; no crash label); the excerpt cuts its stderr block after 'repro.mlir:13:3: error: opera', kept verbatim as reported_message. 13, 14, 15 and 16 do not know the pass (\"Unknown command line argument '-mem2reg'\"; by hand 16 would also refuse the #llvm.di_compile_unit 'id' parameter) -> invalid-input. 19 -> reproduces (the same verifier error after the one pass, exit 1). llvm-22 -> unsupported. Open; reporter jeanPerier (2026-06-01). Returned by two look-ups, the same description excerpt both times. Sibling: 197158 (same reporter and pass).",
    ),
    74453: dict(
        tool="mlir-opt", args=["--llvm-type-consistency", "-o", "/dev/null"],
        reported_signature="Assertion 'Integer has bits outside those preserved!' (title; the assertion line is cut in the excerpt after 'mlir-opt: /data/bin1/llvm-project/llvm/include/llvm/AD', an llvm/ADT header) in mlir::LLVM::CanonicalizeAlignedGep::matchAndRewrite under --llvm-type-consistency, on an llvm.func whose llvm.getelementptr %137[-1] (negative constant index, f16 element) inside a memref.alloca_scope in an scf.if feeds an llvm.store; trunk 383e3504 (Dec 2023)",
        reported_message="mlir-opt: /data/bin1/llvm-project/llvm/include/llvm/AD",
        signature_regex=r"Integer has bits outside those preserved|CanonicalizeAlignedGep",
        assertion_only=True, status=st(I, I, I, I, I, U),
        classes=["mlir", "mlir-pass", "llvm-dialect", "assertion-only", "removed-pass", "unknown-pass-older", "message-in-title", "command-in-prose", "excerpt-truncated", "fuzzer"],
        variant_evidence="None: no installed release runs the pass.",
        notes="Command from the body ('reproduced with: ```mlir-opt --llvm-type-consistency a.mlir```'; run with -o /dev/null). repro.mlir is the a.mlir block (untagged fence, block 0 of turn 0, kept verbatim with its '// negative index' comment). Every installed release refuses the command: \"Unknown command line argument '--llvm-type-consistency'\" on 13, 14, 15, 16 and 19 -> invalid-input. The pass lived in trunk only between these releases (13-16 predate it; 19 no longer has it, class removed-pass); by hand the input alone parses on 19 (exit 0), so the refusal is the pass name only. llvm-22 -> unsupported. The assertion message is known only from the title ('Integer has bits outside those preserved!'; the cut trace shows only that the asserting header is under llvm/include/llvm/AD[T]); the excerpt's trace is cut after its first path fragment, kept verbatim as reported_message. Closed; labels crash, mlir:llvm; reporter anonymousMCS (the Dec 2023 fuzzer series).",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): none kept in this batch.
NO_REPRO_BATCH = {
}

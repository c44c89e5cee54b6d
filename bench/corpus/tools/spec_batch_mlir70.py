"""MLIR batch 70 (helper session mlir70): mlir-opt crash reports of llvm/llvm-project in SCF, affine and vector
transformations (theme: -scf-for-loop-*, -scf-parallel-loop-*, -loop-invariant-code-motion, -affine-loop-unroll(-jam),
-affine-loop-normalize, -affine-expand-index-ops, -lower-affine, -test-vector-* unrolling / transfer / contraction
lowering / distribution, -vector-* transforms, -convert-vector-to-scf, -scf-forall-to-*, -test-scf-*; any year).
39 look-ups, all `search` (corpus `issues`); the vein is dry: every crash thread the theme's queries returned (the
fuzzer series of BealZephyr, Colloportus0, anonymousMCS, sweead, wangyongj1a, xisang0, Emilyaxe, axeabc, wwy6191,
Lambor24, RiRi114, Anonymous7i0em3yd, Aran-414, zxt5 and others) was in /work/llvm_seen.txt already. What was new
were two reports of the same pass, -affine-loop-invariant-code-motion, whose failure is the verifier's dominance
check after the pass rather than a crash: a 2022 report (LLVM 14.0.3, affine.parallel with a max() lower bound)
that 13 and 14 reproduce word for word, and a 2026 report (an scf.for, with an i32 induction variable, whose body
reads a value defined in the surrounding affine.for) that only 19 can parse and reproduces. Labelled from the
measured stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir70"

BATCH = {
    56907: dict(
        tool="mlir-opt", args=["-affine-loop-invariant-code-motion", "-o", "/dev/null"],
        reported_signature="Verifier error after -affine-loop-invariant-code-motion: \"operand #2 does not dominate this use\" on the affine.load %arg0[%a, %c] that the pass hoists out of the inner affine.parallel (%d) = (max(0, %b)) to (4) to a point where the affine.for IV %c no longer dominates it (note: 'operand defined as a block argument (block #0 neither in a parent nor in a child region)'); LLVM/MLIR 14.0.3, pre-func.func syntax (Aug 2022)",
        reported_message="minimal.mlir:7:16: error: operand #2 does not dominate this use",
        signature_regex=r"operand #\d+ does not dominate this use",
        assertion_only=False, status=st(R, R, I, I, I, U),
        classes=["mlir", "mlir-pass", "affine", "affine-parallel", "licm", "verifier-after-pass", "error-diagnostic-report", "command-in-prose", "old-mlir-syntax", "release-build-report"],
        variant_evidence="Not an assertion: a verifier diagnostic after the pass, printed by any build, and the report's own build is the 14.0.3 release. 13 and 14 print it word for word at 7:16 ('operand #2 does not dominate this use' on the affine.load, the same 'see current operation' line %0 = \"affine.load\"(%arg0, %arg1, %arg3) and the same note at 4:7 '(block #0 neither in a parent nor in a child region)'), exit 1 on the saved run and on 3 of 3 more runs each by hand; control by hand: the input alone exits 0 on 13 and 14, so the invalid IR is the pass's output.",
        notes="Command from the body ('To reproduce: `mlir-opt -affine-loop-invariant-code-motion minimal.mlir`'; run with -o /dev/null). repro.mlir is the 'Input:' block (untagged fence, block 0 of turn 0), the commented-out min() variant line included; block 1 is the reporter's output. 13 and 14 -> reproduces (see variant_evidence). 15, 16 and 19 no longer know the bare func (1:1 \"custom op 'func' is unknown (tried 'builtin.func' as well)\") -> invalid-input (old-mlir-syntax). llvm-22 -> unsupported. Aside by hand (not the command, not saved): with 'func' renamed 'func.func', 15 still prints the same error (exit 1) while 16 and 19 exit 0, so the hoisting was fixed by 16; the thread shows no fix. A verifier failure after a pass, no crash: the report's own failure is the diagnostic (class error-diagnostic-report). Open; no labels; reporter sung-kim (the excerpt holds the description only; the reporter expects the load to be hoisted out of %d).",
    ),
    216545: dict(
        tool="mlir-opt", args=["--affine-loop-invariant-code-motion", "-o", "/dev/null"],
        reported_signature="-affine-loop-invariant-code-motion hoists an scf.for (i32 induction variable, loop-invariant bounds/step/iter_args) out of an affine.for although its body reads %v = affine.load defined inside that affine.for: isOpLoopInvariant only recurses into affine.if/affine.for/affine.parallel regions, so the hoisted op's region is left using a value that stayed behind (IR that fails the dominance check after the pass); the output is cut in the excerpt after the command; trunk Aug 2026",
        reported_message=None,
        signature_regex=r"operand #\d+ does not dominate this use",
        assertion_only=False, status=st(I, I, I, I, R, U),
        classes=["mlir", "mlir-pass", "affine", "scf", "licm", "verifier-after-pass", "error-diagnostic-report", "reported-message-missing", "command-in-prose", "excerpt-truncated", "new-mlir-syntax", "crash-on-valid"],
        variant_evidence="The excerpt stops at '$ mlir-opt small.mlir --affine-loop-invariant-code-mo' before the output, but the body states the failure: the hoisted scf.for is placed before the affine.for 'with its region still referring to a value that stayed behind'. 19 (release) prints exactly that as the verifier's diagnostic after the pass, 9:12 \"error: operand #0 does not dominate this use\" on '%o = arith.ori %v, %one' inside the scf.for, with the note at 7:10 'operand defined here (op is neither in a parent nor in a child region)' pointing at '%v = affine.load %m[%i]', exit 1 (saved run and 3 of 3 more runs by hand). By hand with -mlir-print-ir-after-failure, 19's IR after AffineLoopInvariantCodeMotion shows the scf.for moved before the affine.for and its arith.ori reading the affine.load result %6 that is still inside the affine.for. Control by hand: the input alone exits 0 on 19 (the reporter's own control, 'input parses and verifies').",
        notes="Command from the body's console block ('$ mlir-opt small.mlir --affine-loop-invariant-code-mo', cut by the excerpt at the end of the pass name; run as --affine-loop-invariant-code-motion with -o /dev/null; the block's first command, 'mlir-opt small.mlir -o /dev/null', is the reporter's control run). repro.mlir is the ```mlir small.mlir block (block 0 of turn 0). 13 and 14 do not know func.func (1:1 \"custom op 'func.func' is unknown\") -> invalid-input. 15 and 16 cannot parse the integer-typed scf.for ('step %c2 iter_args(...) -> (i64) : i32'; scf.for took only index bounds before LLVM 18): 8:23 \"use of value '%c0' expects different type than prior uses: 'index' vs 'i32'\" -> invalid-input (new-mlir-syntax; a syntax these parsers do not have, not a refusal of the values by the op whose parser the report crashed in, so not the round-13 'error' reading). 19 -> reproduces (see variant_evidence). llvm-22 -> unsupported. Aside by hand (not the command, not saved): with the i32 bounds and the ': i32' suffix turned to index, 15 prints the same dominance error while 16 exits 0. A verifier failure after a pass, no crash (class error-diagnostic-report). A fix is proposed in PR #216605 ('[MLIR][Affine] Check values captured by regions in affine LICM', open in the search result, which does not say 'Fixes'). Open; label mlir:affine; reporter zxt5 (an Aug 2026 series of hand-minimized reports in the same '## Reproducer / ### small.mlir / ### To reproduce' layout, e.g. the sparsifier report 217895).",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): none kept in this batch; the theme's
# queries returned no in-theme crash thread whose input was only an attachment or a link that was not known already.
NO_REPRO_BATCH = {}

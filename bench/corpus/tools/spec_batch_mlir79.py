"""MLIR batch 79 (helper session mlir79): mlir-opt crash reports in the generic region/IR transforms (-inline, -cse,
-symbol-dce, -sccp, -remove-dead-values, -mem2reg, -sroa, -lift-cf-to-scf, -control-flow-sink,
-loop-invariant-subset-hoisting, -canonicalize, -test-ir-visitors, -print-op-stats, -generate-runtime-verification,
-ownership-based-buffer-deallocation, -strip-debuginfo, -snapshot-op-locations, -view-op-graph, IR printing),
labelled from the measured stderr before reprobot ran on them. Nearly every thread the theme's queries returned was
already in the corpus (/work/llvm_seen.txt); the vein is dry. Found: one -remove-dead-values verifier failure after the
pass (157934, named by a fix PR's excerpt and then returned by its own query) and one -canonicalize assertion report
(73547) whose only stored excerpt cuts the test case mid-op, kept without a reproducer.
38 look-ups (all search, corpus issues); stopped there because the vein is dry (every crash thread of the theme's passes
was known; the few new numbers were missed-optimization or behaviour reports: 216646, 215986, 49478, 60960)."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir79"

BATCH = {
    157934: dict(
        tool="mlir-opt", args=["-remove-dead-values", "-o", "/dev/null"],
        reported_signature="Verifier failure after -remove-dead-values: the pass erases the unused induction variable %iv of an scf.for whose body (cf.assert %b; scf.yield %b) never reads it, leaving the loop with one init but no region iter_arg, and the verifier after the pass prints \"'scf.for' op different number of inits and region iter_args: 1 != 0\" (no crash, no assertion); trunk Sep 2025",
        reported_message="/temp.mlir:2:15: error: 'scf.for' op different number of inits and region iter_args: 1 != 0",
        signature_regex=r"different number of inits and region iter_args",
        assertion_only=False, status=st(I, I, I, I, C, U),
        classes=["mlir", "mlir-pass", "remove-dead-values", "scf", "cf", "verifier-after-pass", "error-diagnostic-report", "unknown-pass-older", "command-in-prose", "crash-on-valid", "fixed-in-known"],
        variant_evidence="None: no release fails. 19 (release) runs the pass and exits 0 with nothing on stderr (saved run and 3 of 3 more runs by hand); by hand with the output printed, 19 keeps the scf.for unchanged, induction variable and iter_args included, so the IV deletion the report describes is newer than 19. The failure is a verifier diagnostic that any build would print, not an assertion, so a clean 19 is not a compiled-out check.",
        fixed_in="PR #161117 (named in the excerpt of PR #172612, '[MLIR][RemoveDeadValues] Fix affine.for induction variable incorrectly removed': 'The fix in PR #161117 for issue #157934 addressed scf.for induction variable deletion by marking IVs as live in visitBranchOperand()'; PR #172612 came back from two of this batch's queries, not in the issue's excerpt)",
        notes="Command from the body's prose ('Running `remove-dead-values` on the following IR produces the error below'; only the pass is named, run as mlir-opt -remove-dead-values -o /dev/null). repro.mlir is the ```mlir block (block 0 of turn 0); block 1 is the reporter's error output. 13, 14, 15 and 16 do not know the pass (\"Unknown command line argument '-remove-dead-values'\") -> invalid-input (by hand 13 and 14 would also refuse func.func; 16 parses the input alone, exit 0). 19 -> clean (see variant_evidence). llvm-22 -> unsupported. A verifier failure after a pass, no signal (class error-diagnostic-report); the report's own file name '/temp.mlir' is kept in reported_message. Closed; label mlir; reporter red1bluelost (2025-09-10). Found through PR #172612's excerpt (query 'remove-dead-values crash region branch scf.while ...'), then returned by the query on the IV deletion itself. A related later report in the same excerpt list, 216646 (unused scf.if results not removed), is a missed optimization, not a crash, and was not taken.",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    73547: dict(
        tool="mlir-opt", args=["--canonicalize"],
        classes=["mlir", "mlir-pass", "canonicalize", "linalg", "tosa", "no-runnable-reproducer", "excerpt-truncated", "assertion-only", "message-in-title", "command-in-prose"],
        reported_signature="Assertion `op->use_empty() && \"expected 'op' to have no uses\"' (the title: RewriterBase::eraseOp) in the linalg canonicalization pattern EraseDeadLinalgOp under --canonicalize, on a func.func holding a tosa.reduce_sum of a bufferization.to_tensor of a memref.alloc feeding a linalg.generic whose ins and outs are the same tensor (math.log2 body), plus index.shru/index.divs and unused constants; trunk 5bd643e1 (Nov 2023)",
        reported_message=None,
        notes="Command in the body ('reproduced with: ```mlir-opt --canonicalize a.mlir```'). The only stored excerpt (returned by three look-ups, the same description chunk each time) cuts a.mlir inside the linalg.generic body, at 'linalg.yield %124 : f3', before the generic's result type, the rest of the function (the #map and #map8 maps are declared but their users are never reached) and the trace; two follow-up queries aimed at the rest of the test case and at the trace (EraseDeadLinalgOp, eraseOp, the reporter's name) returned only the same chunk: no runnable input in the stored thread text, and the assertion text is only in the title, so reported_message is null. Closed; labels crash, mlir:linalg; reporter Anonymous15592 (the Nov-Dec 2023 fuzzer series with the known 73285, 74461, 77420). Claimed before it was clear that no continuation would come back.",
    ),
}

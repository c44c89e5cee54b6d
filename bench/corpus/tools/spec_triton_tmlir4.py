"""Triton MLIR batch tmlir4 (helper session tmlir4): triton-lang/triton crash reports whose reproducer is an
MLIR module run through ``triton-opt``. Theme: the TTIR-level and frontend-adjacent passes (triton-combine,
triton-reorder-broadcast, triton-rewrite-tensor-pointer / -descriptor-to-pointer, triton-loop-unroll, triton-licm,
triton-loop-aware-cse, convert-triton-to-tritongpu, canonicalize/cse/sccp/inline on tt ops), the Triton verifier
(``'tt.xxx' op ...`` failures under triton-opt), the Gluon passes (gluon-resolve-auto-encodings,
gluon-infer-coalesced-encodings) and the NVIDIA Hopper/Blackwell passes (warp specialization, tmem, TMA lowering,
nvws), 2024-2026. Labelled from the measured stderr of the installed PyPI releases
(``tools/triton_opt_measure.py --save``, runs under ``triton/<N>/runs/``) before reprobot ran on them.

44 look-ups, all ``search`` (corpus ``issues``); the full query log, in order, with what each gave, is in
/work/para_tmlir4.md. The vein is thin: the pass-specific queries (combine, reorder-broadcast, loop-unroll, licm,
rewrite-tensor-pointer, convert-triton-to-tritongpu, TMA lowering, nvws, tmem) return Python reproducers (11662,
8932, 9728, 7786, 4023 whose module fragment holds "... ..."), reproducer dumps (7354, 8072, 7837, 6859: the
tmlir3 vein), PRs, or threads already in a corpus (9057, 11875, 11612, 10284, 10910, 11886, 9064, 9078, 4727).
Taken: 11543 (YuanchengJiang, Gluon placeholder encodings through -tritongpu-coalesce) and 9063 (sairam2661,
'tt.expand_dims' verifier heap corruption). Claimed and dropped: 11860 (its module needs
-allow-unregistered-dialect for an unregistered "use" op; the bindings' ir.context has no way to allow
unregistered dialects, so it parses on no release), 11815 (the IR reproducer is in no excerpt; only the Python
Gluon one is shown).

Notes on the measuring tool: ``--call`` now takes the call written whole; both calls here take no argument.
2.3.1 has no ``triton._C.libtriton.ir`` (its bindings live in ``libtriton.triton``), so the runner stops at
``ir = lt.ir`` with AttributeError before parsing: n/a on every issue.
"""
from __future__ import annotations

from pathlib import Path

import sys

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_opt_expected import write_batch  # noqa: E402

SPLIT = "tmlir4"
HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "triton"
RELEASES = ("2.3.1", "3.0.0", "3.1.0", "3.2.0", "3.3.1", "3.4.0", "3.5.1", "3.6.0", "3.7.1", "3.8.0", "3.9.0")
SKIP = ("Fatal Python", "Current thread", "  File", "Thread 0x", "Traceback")

R, C, D, N = "reproduces", "compiles", "different_error", "n/a"

BATCH = {
    11543: dict(
        kind="crash", target="NVIDIA", arch="sm_90 (the module's ttg.target \"cuda:90\", 32 threads per warp)",
        target_key="cuda:90:32",
        triton_opt_command="projects/triton/triton-build/bin/triton-opt /tmp/caught_Dialect_cpp_374.w.mlir.min "
                           "-allow-unregistered-dialect -tritongpu-co",
        measured_calls={"2.3.1-3.9.0": ["passes.ttgpuir.add_coalesce"]},
        reported_message="Unimplemented usage of getCGALayout",
        reported_signature="UNREACHABLE 'Unimplemented usage of getCGALayout' (TritonGPU/IR/Dialect.cpp:374) in "
                           "-tritongpu-coalesce on a module whose tensors carry the Gluon placeholder encodings "
                           "#gluon.auto_encoding / #gluon.coalesced_encoding (gluon.set_auto_layout feeding a tt.load), "
                           "i.e. before gluon-infer-coalesced-encodings / gluon-resolve-auto-encodings resolved them; "
                           "fusion-fuzz source build, September 2026",
        labels={"2.3.1": N, "3.0.0": N, "3.1.0": N, "3.2.0": N, "3.3.1": N, "3.4.0": N, "3.5.1": N,
                "3.6.0": R, "3.7.1": R, "3.8.0": R, "3.9.0": R},
        classes=["triton-opt-input", "mlir-pass-unreachable", "gluon", "gluon-placeholder-encoding",
                 "invalid-input-crash", "fuzzer", "pass-order-precondition", "reworded-across-releases",
                 "line-moves-across-releases", "crash-recovery-catches-signal", "dialect-newer-than-release",
                 "command-truncated-in-excerpt"],
        fixed_in=None,
        notes="repro.mlir is the description's ```mlir fence (turn 0 block 0, verbatim): module (ttg.num-warps 4, "
              "num-ctas 1, threads-per-warp 32, ttg.target \"cuda:90\") with tt.func public @infer_efficient: an "
              "arith.constant mask and a tt.splat of a pointer in #gluon.auto_encoding, two gluon.set_auto_layout to "
              "#gluon.coalesced_encoding, and a masked tt.load in that encoding. Command: the stack dump's 'Program "
              "arguments' line, cut by the excerpt at '-tritongpu-co'; the pass is tritongpu-coalesce (PR #11625 "
              "'[TritonGPU] Skip Gluon placeholder encodings in tritongpu-coalesce', 'Fixes #11543', and choi3171's "
              "comment: 'Running the pass on its own under triton-opt ... Putting -gluon-infer-coalesced-encodings "
              "-gluon-resolve-auto-encodings in front resolves it ... coalesce is fine'). -allow-unregistered-dialect "
              "does not matter: every op and attribute of the module is registered where the gluon dialect exists. "
              "Binding: passes.ttgpuir.add_coalesce (get_pipeline_str 'any(tritongpu-coalesce)' on 3.3.1-3.9.0). "
              "3.8.0/3.9.0: 'Unimplemented usage of getCGALayout' then 'UNREACHABLE executed at "
              "/project/lib/Dialect/TritonGPU/IR/Dialect.cpp:346!' (3.8.0) / ':374!' (3.9.0, the report's line); "
              "crash recovery turns it into 'Pipeline failed while executing [TritonGPUCoalesce ...]' and "
              "PassManager::run failed (exit 1) -> reproduces. 3.7.1: 'LLVM ERROR: Unimplemented usage of "
              "getCGALayout' in TritonGPUCoalesce (report_fatal_error instead of llvm_unreachable, exit 1 via crash "
              "recovery) -> reproduces (reworded). 3.6.0: 'LLVM ERROR: Unimplemented usage of getCTALayout' in "
              "TritonGPUCoalesce: the same query on a layout without a CTA/CGA layout, from before the CTALayout -> "
              "CGALayout rename -> reproduces (reworded). 3.5.1: the module does not parse (5:143 'unknown attribute "
              "`coalesced_encoding` in dialect `gluon`': that encoding came with gluon-infer-coalesced-encodings, "
              "PR #8604, after 3.5) -> n/a. 3.0.0-3.4.0: '#\"gluon\"<\"auto_encoding\"> ... attribute created with "
              "unregistered dialect' (no gluon dialect yet) -> n/a. 2.3.1: the runner's AttributeError -> n/a. "
              "Aside, not a label: with passes.gluon.add_infer_coalesced_encodings and add_resolve_auto_encodings "
              "in front of add_coalesce (the comment's pipeline) 3.6.0-3.9.0 run to exit 0, as the comment says. "
              "The issue is closed; the merged fix is PR #11628 ('[Frontend] Enable triton.compile for gluon IR', "
              "'Fixes #11543', a frontend change: the IR-file path now runs the Gluon pipeline); PR #11625 (the "
              "coalesce-side skip) is shown closed. The pass itself still hits the UNREACHABLE on 3.9.0; fixed_in "
              "None.",
    ),
    9063: dict(
        kind="crash", target="NVIDIA",
        arch="none: no target attribute and no pass (the crash is in the verifier); default key cuda:90:32",
        target_key="cuda:90:32",
        triton_opt_command="triton-opt -split-input-file test.mlir",
        measured_calls={"2.3.1-3.9.0": ["passes.common.add_symbol_dce"]},
        reported_message="test.mlir:4:10: error: 'tt.expand_dims' op inferred type(s) 'tensor<128x0xi1>' are "
                         "incompatible with return type(s) of operation 'tensor<128x1xi1>'",
        reported_signature="heap corruption from a tt.expand_dims with axis 4 on a rank-1 tensor: "
                           "ExpandDimsOp::inferReturnTypes writes past the shape vector while the verifier checks the "
                           "op ('inferred type(s) tensor<128x0xi1> are incompatible' + 'failed to infer returned "
                           "types'), and the corrupted heap later aborts the process in glibc; source build, "
                           "December 2025 (the excerpt cuts the output after the second verifier error)",
        labels={"2.3.1": N, "3.0.0": R, "3.1.0": R, "3.2.0": R, "3.3.1": R, "3.4.0": R, "3.5.1": R,
                "3.6.0": D, "3.7.1": D, "3.8.0": D, "3.9.0": R},
        classes=["triton-opt-input", "verifier-crash", "heap-corruption", "glibc-abort", "generic-op-syntax",
                 "invalid-input-crash", "fuzzer", "no-pass-in-command", "nondeterministic-manifestation",
                 "excerpt-truncated"],
        fixed_in=None,
        notes="repro.mlir is the description's first untagged fence (turn 0 block 0, verbatim): two generic-syntax "
              "builtin.module ops, the first with a tt.func whose \"tt.expand_dims\" takes tensor<128xi1> with "
              "axis = 4 and claims tensor<128x1xi1>, the second an empty tt.func, separated by a '// --' comment. "
              "Command from the second fence: triton-opt -split-input-file test.mlir. It runs NO pass: the crash is in "
              "parsing/verification. '// --' is not triton-opt's split marker ('// -----'), so the reporter's run, "
              "like the runner's ir.parse_mlir_module, parses both modules from one buffer. The runner needs one "
              "call, so passes.common.add_symbol_dce stands for the empty pipeline; it never runs here (every release "
              "stops at parsing: no 'MEASURE: parsed' on any run). Releases: 3.9.0: the report's two verifier errors "
              "('inferred type(s) 'tensor<128x0xi1>' ...', 'failed to infer returned types'), 'Parse MLIR file "
              "failed', then 'free(): invalid next size (fast)' and SIGABRT (exit -6) -> reproduces. 3.0.0-3.5.1: "
              "'Fatal glibc error: malloc assertion failure in sysmalloc' (SIGABRT, exit -6) before any diagnostic "
              "is printed; gdb on a scratch copy of the runner (not a label input; 3.0.0 and 3.5.1 read) puts the "
              "abort in malloc <- RankedTensorType::get <- ExpandDimsOp::inferReturnTypes <- "
              "verifyInferredResultTypes <- the verifier of this tt.expand_dims: the same out-of-range axis "
              "corrupting the heap in the same inference, caught by glibc one allocation earlier -> reproduces. "
              "3.6.0-3.8.0: the two verifier errors and exit 1 with no abort (deterministic over three runs each; "
              "3.6.0/3.7.1 even infer 'tensor<1x0xi1>', a garbage leading dimension that shows the out-of-bounds "
              "access) -> different_error (a verifier error where the report shows a crash). 2.3.1: the runner's "
              "AttributeError -> n/a. The signature recorded per release is the first stderr line, so for 3.9.0 it "
              "is the verifier error that precedes the abort. No target attribute and no pass: the key is the "
              "brief's default cuda:90:32 (the labels do not depend on it). The issue is closed (labels: bug); no "
              "fix is named in the excerpts and 3.9.0 still aborts; fixed_in None.",
    ),
}


def signature(n: int, v: str) -> str:
    """First failure line of a run's stderr (Python traceback boilerplate skipped, the repro path shortened)."""
    text = (CORPUS / str(n) / "runs" / f"{v}.txt").read_text()
    err = text.split("--- stderr\n", 1)[1]
    for ln in err.splitlines():
        if ln.strip() and not ln.startswith(SKIP):
            return ln.strip().replace(str(CORPUS / str(n)) + "/", "")[:400]
    return ""



def main() -> int:
    return write_batch(SPLIT, BATCH, signature)

if __name__ == "__main__":
    raise SystemExit(main())

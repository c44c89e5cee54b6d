"""Write ``expected.json`` for the fifteenth fresh Triton batch (split ``fresh15``: issues nobody tunes
on, found, measured and labelled after the fresh13/fresh14 batches) from the raw runs of
``triton_measure.py`` and the labels below, decided by a person reading each run's stderr against the
issue (see bench/corpus/triton/README.md, "Fifteenth fresh batch").

    S=/work/scratch-triton-fresh15/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 3583,7322,1718 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 11073 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 3583,7322,1718 --script repro.py \\
        --tag .as_given --versions 3.6.0 --targets cuda:90:32
    python bench/corpus/tools/write_expected_triton_fresh15.py --scratch $S [--index]

(all with --targets cuda:90:32,hip:gfx942:64, the default, except the as-given runs; no issue names an
arch.) The labels (``SPEC``) are this batch's; the loop that writes expected.json is the shared
``triton_expected.write_batch``. ``--index`` also puts the batch into ``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule, update_index  # noqa: E402


def _stderr_has(*texts):
    return lambda raw, sig, v: all(t in raw.get("stderr", "") for t in texts)


SPEC = {
    3583: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "frontend-constexpr", "failure-in-comment", "missing-imports",
                 "reproduces-on-all-releases", "both-backends"],
        reported_message="NotImplementedError('Assertion condition could not be determined at compile-time. "
                         "Make sure that it depends only on `constexpr` values')",
        reported_version="2024-04 (2.2/2.3-era)", fixed_in=None,
        rule=rule(reproduces=("Assertion condition could not be determined at compile-time",),
                  when=_stderr_has("tl.static_assert(y == 5)", "CompilationError: at 5:")),
        notes="kernel(x: tl.constexpr) checks tl.static_assert(x == 10) and tl.static_assert(x // 2 == 5), then assigns "
              "y = x // 2 and checks tl.static_assert(y == 5) (`# This fails`): the constexpr is lost at the "
              "assignment. The report gives the failure in a second fence ('This is the error:'): 'CompilationError: at "
              "5:4:' with the kernel source and a caret under the third static_assert, then the NotImplementedError repr "
              "(reported_message, verbatim); the failing line is also marked by the reproducer's own comment. repro.py "
              "has no imports (as given, 3.6.0 cuda:90: NameError on `triton`, 0 kernels); measured.py adds only `import "
              "triton` and `import triton.language as tl`; the launch kernel[(1,)](x=10) is the issue's. Every release on "
              "both targets fails in the frontend with the reported NotImplementedError at the y == 5 static_assert "
              "(3.0.0-3.9.0 'at 5:4', the report's location; 2.3.1 'at 5:26', the caret under the condition of the same "
              "statement): reproduces on all 21 rows with a backend. The issue is closed but no measured release "
              "propagates the constexpr through the assignment (fixed_in None). gfx942 has no 2.3.1 (n/a)."),
    7322: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "user-error-diagnostic", "reworded-across-releases",
                 "diagnostic-added-in-later-releases", "reported-failure-not-the-subject", "default-device-cuda",
                 "both-backends"],
        reported_message="Cannot access global variable VAL from within @jit'ed function. Triton kernels can only "
                         "access global variables that are instanstiated as constexpr "
                         "(`x = triton.language.constexpr(42)`).",
        reported_version="2025-06 (3.3.x)", fixed_in=None,
        rule=rule(reproduces=("Cannot access global variable VAL from within @jit'ed function",),
                  when=_stderr_has("tl.store(out_ptr, VAL)")),
        notes="First block: a module-level `VAL = 123` read by constexpr_test (tl.store(out_ptr, VAL)), launched on "
              "torch.zeros((1,)) after torch.set_default_device(\"cuda\"); 'This gives the following error:' then a "
              "fence with the NameError message alone (no exception type, no traceback; reported_message verbatim). The "
              "issue's actual subject comes after: with the suggested `VAL = tl.constexpr(123)` the kernel works, but "
              "editing the value and rerunning reuses the stale cached kernel (a second `$ cat ... $ python3 ...` "
              "session, cut mid-word). That cache behaviour needs an edit between two runs and is not what the first "
              "block fails with; the labels are for the first block's reported failure (non-obvious call). As given "
              "(3.6.0 cuda:90) repro.py stops before any compile: set_default_device('cuda') makes torch.zeros a CUDA "
              "tensor, which the CPU-only stand-in cannot allocate (NotImplementedError from aten::empty.memory_format "
              "on the CUDA backend) - the stand-in redirects device= arguments but not the default device. measured.py "
              "= repro.py with that one line commented out (NOT from the text), nothing else. 3.3.1-3.9.0 fail at 2:19 "
              "(the tl.store line) with the reported message verbatim (the releases go on: 'Note that this is different "
              "from annotating ... Alternatively, set the envvar TRITON_ALLOW_NON_CONSTEXPR_GLOBALS=1 ...'); 3.0.0-3.2.0 "
              "fail at the same 2:19 with the same NameError worded 'can only access global variables that are "
              "annotated as constexpr (`x: triton.language.constexpr = 42` or `x = triton.language.constexpr(42)`)': the "
              "same check on the same statement, reworded -> reproduces (class reworded-across-releases). 2.3.1 has no "
              "such check: it compiles the kernel with VAL = 123 and the script prints tensor([0.]) through the stand-in "
              "(no launch runs) -> compiles. A deliberate restriction (since 3.0), not a bug any release fixes (fixed_in "
              "None). gfx942 has no 2.3.1 (n/a)."),
    1718: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["mlir-conversion-assertion", "message-in-title", "message-in-prose", "truncated-message",
                 "truncated-reproducer", "snippet-needs-completion", "completion-not-in-text", "no-launch-code",
                 "missing-imports", "clean-diagnostic-in-releases", "fixed-before-oldest-release",
                 "not-reproduced-on-releases", "both-backends"],
        reported_message="Assertion `op.getAxis() < 3' failed",
        reported_version="2023-05 main (MLIR backend)", fixed_in=None,
        rule=rule(reproduces=("getAxis() < 3",)),
        notes="The fused-softmax tutorial kernel with `row_idx = tl.program_id(10)` ('I just played by replacing the "
              "operand of `tl.program_id` with a \"large\" constant'). The failure text is split: the assertion is only "
              "the title (reported_message), and the prose gives only its location as an inline code span ('Full "
              "message is: `triton/lib/Conversion/TritonGPUToLLVM/TritonGPUToLLVM.cpp:387: virtual mlir::LogicalResult "
              "GetProgramIdOpConversion::matchAndRewrite(...) const:`', cut before the assertion). The kernel is cut "
              "inside its last line (`numerator = tl.exp(row`), no imports, no launch (as given, 3.6.0 cuda:90: "
              "SyntaxError '(' was never closed, 0 kernels). measured.py finishes the cut line as "
              "`tl.exp(row_minus_max)` (the tutorial's line) and adds (NOT from the text) the imports and a launch "
              "softmax_kernel[(4,)](y, x, x.stride(0), y.stride(0), 100, BLOCK_SIZE=128) on 4x100 fp32. Every release on "
              "both targets rejects the axis in the frontend before any lowering: CompilationError at the program_id "
              "line (2.3.1 'at 6:28', 3.x 'at 6:14') <- ValueError('program_id axis must be 0, 1, or 2 but got 10'). No "
              "release reaches GetProgramIdOpConversion: different_error on all 21 rows with a backend (a clean "
              "diagnostic where the report shows an assertion, as #4371 and #633). The thread excerpt names no fix; PR "
              "#1721 ('Hardened get_program_id axis ... throw a proper error in the frontend. Fixes #1718', returned by "
              "the same searches) predates 2.3.1 (fixed_in None, as 532). gfx942 has no 2.3.1 (n/a)."),
    11073: dict(
        kind="crash", script="repro.py", targets=BOTH, target="target-free (frontend)",
        arch="none (run_parser uses its own GPUTarget('cuda', 100, 32))",
        classes=["python-exception", "frontend-list-comprehension", "internal-api", "api-missing-in-older-releases",
                 "fixed-in-release", "repro-complete", "no-launch-code", "both-backends"],
        reported_message="AttributeError: 'Tuple' object has no attribute 'id'",
        reported_version="2026-07 main (56f47b51df09)", fixed_in="3.9.0",
        rule=rule(reproduces=("'Tuple' object has no attribute 'id'",),
                  # 3.4.0's "unsupported AST node type: ListComp" was n/a; relabelled different_error right
                  # after the untouched run, as 2440's "nested function definition is not supported"
                  # (README "Relabelled rows")
                  n_a=("No module named 'triton._filecheck'",)),
        notes="A complete script: kernel() binds `vals: tl.constexpr = [a + b for a, b in ((1, 2), (3, 4))]` and "
              "static_asserts both sums; it is never launched, only parsed with the internal "
              "`triton._filecheck.run_parser(kernel)` ('GPU: not required; the reproducer uses the parser-only frontend "
              "path'). The failure is given as the prose's own diagnosis ('`CodeGenerator.visit_ListComp` reads "
              "`comp.target.id`') plus a ```text fence holding the bare exception line (reported_message, verbatim); no "
              "traceback. run_parser builds for a fixed GPUTarget('cuda', 100, 32), so the cuda:90 and gfx942 rows are "
              "the same frontend run, labelled by the run. 3.5.1-3.8.0: CompilationError <- the reported AttributeError "
              "-> reproduces. 3.9.0: exits clean (the list comprehension binds both names) -> compiles, fixed_in 3.9.0. "
              "2.3.1-3.3.1 cannot import triton._filecheck: n/a, the release lacks the module. 3.4.0 has it but no "
              "list-comprehension support (UnsupportedLanguageConstruct: unsupported AST node type: ListComp): first "
              "labelled n/a (as tl.range(flatten=...) before its release), relabelled different_error after the "
              "untouched run, as 2440's 'nested function definition is not supported' (a language construct the "
              "frontend refuses is another failure, not a missing API). gfx942 has no 2.3.1 (n/a)."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh15", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh15", SPEC)
    sys.exit(rc)

"""Write ``expected.json`` for the eighth fresh Triton batch (split ``fresh8``: issues nobody tunes on,
found, measured and labelled after the fresh7 batch) from the raw runs of ``triton_measure.py`` and
the labels below, decided by a person reading each run's stderr against the issue (see
bench/corpus/triton/README.md, "Eighth fresh batch").

    S=/work/scratch-tfresh8/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1714,2440 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1419,5095,2848 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1419,5095,2848 --script repro.py \\
        --tag .as_given --versions 3.6.0
    python bench/corpus/tools/write_expected_triton_fresh8.py --scratch $S [--index]

(all with --targets cuda:90:32,hip:gfx942:64, the default; no issue of the batch names an arch.) The
labels (``SPEC``) are this batch's; the loop that writes expected.json is the shared
``triton_expected.write_batch``. ``--index`` also puts the batch into ``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, clean, main, rule, update_index  # noqa: E402


def _heap_abort(raw: dict, sig: str, version: str) -> str:
    """5095, 2848: glibc aborts the process in free() while the frontend builds a tl.sum with axis=-1
    (`free(): invalid pointer` in 5095's report, `free(): invalid size` in 2848's and on 2.3.1: the same heap
    corruption, worded by the allocator). Any other failure is another error."""
    if raw.get("skipped"):
        return "n/a"
    if "free(): invalid" in (raw.get("stderr") or ""):
        return "reproduces"
    return "compiles" if clean(raw, sig) else "different_error"


SPEC = {
    1714: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["mlir-conversion-assertion", "signal-crash", "repro-complete", "markdown-mangled-code",
                 "fixed-before-oldest-release", "not-reproduced-on-releases"],
        reported_message="unsupported layout conversion\nUNREACHABLE executed at /project/lib/Conversion/"
                         "TritonGPUToLLVM/ConvertLayoutOpToLLVM.cpp:52!",
        reported_version="2023-05 wheel (/project/ build path), 2.1-era", fixed_in=None,
        rule=rule(reproduces=("unsupported layout conversion",)),
        notes="Complete script, given as one inline code span between single backticks (not a fenced block): "
              "triton_transpose(X, Y, dim) loads a dim x dim fp32 block, takes tl.trans(x) and stores it; main() "
              "builds X = torch.arange(16).reshape((4, 4)) on cuda and launches through transpose(X, Y) with grid "
              "(1,) and dim=X.shape[0]=4, under `if __name__==\"__main__\"` (the harness runs scripts as __main__). "
              "repro.py = the span's text verbatim. Reported (2023-05): `unsupported layout conversion` / "
              "UNREACHABLE executed at ConvertLayoutOpToLLVM.cpp:52, Aborted; the maintainer's comment: `trans` "
              "is not heavily tested outside of `dot`. No release shows it: every release and target compiles the "
              "script (one kernel compiled, one launch; 2.3.1's stand-in counts launches only): compiles - the "
              "4x4 tl.trans layout conversion was fixed before 2.3.1. gfx942 has no 2.3.1 (n/a)."),
    2440: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["mlir-builder-assertion", "user-error-crash", "repro-complete", "python-exception",
                 "clean-diagnostic-in-later-releases", "fixed-before-oldest-release", "not-reproduced-on-releases"],
        reported_message="mlir/IR/FunctionOpInterfaces.h.inc:744: mlir::Block* mlir::detail::"
                         "FunctionOpInterfaceTrait<ConcreteOp>::addEntryBlock() [with ConcreteOp = mlir::triton::"
                         "FuncOp]: Assertion `empty() && \"function already has an entry block\"' failed.",
        reported_version="main 2023-10 (LLVM 17 build), 2.1-era", fixed_in=None,
        rule=rule(reproduces=("function already has an entry block",)),
        notes="Complete script (it imports only triton and needs nothing else): a @triton.jit f() whose body defines "
              "a second @triton.jit() g() (nested by an indentation mistake, the reporter says), launched as "
              "f[(1,)](). Reported (2023-10 main, LLVM 17 build): the MLIR builder assertion `empty() && \"function "
              "already has an entry block\"` in FunctionOpInterfaceTrait::addEntryBlock, process aborted; the thread "
              "asks for a proper error instead and links the fix (openai/triton#2453, 2023-10). No release aborts. "
              "2.3.1-3.4.0 (cuda:90; gfx942 3.0.0-3.4.0) refuse the nested definition in the frontend with "
              "CompilationError/UnsupportedLanguageConstruct `nested function definition is not supported.` - the "
              "fix's own diagnostic, exactly what the issue asked for; 3.5.1-3.9.0 refuse it earlier, while "
              "collecting the kernel's dependencies (jit.py visit_Attribute): RuntimeError `Unsupported function "
              "referenced: <function jit at 0x...>`. Both are clean diagnostics of the user error where the report "
              "shows an abort: different_error (as 4371 from 3.3.1 and 640; non-obvious call, the first is the "
              "requested fix, not the bug). gfx942 has no 2.3.1 (n/a)."),
    1419: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["signal-crash", "truncated-reproducer", "missing-imports", "no-launch-code", "call-named-in-prose",
                 "message-not-in-report", "fixed-before-oldest-release", "not-reproduced-on-releases"],
        reported_message=None,
        reported_version="main 2023-03 (2.0-era)", fixed_in=None,
        rule=rule(reproduces=("SIGSEGV",)),
        notes="Kernel and driver complete, launch cut: _sum_kernel(X, O, ver, sz, BLOCK) sums one row of a rank-3 "
              "tensor three ways chosen by the constexpr string `ver` - `no_block` (scalar loads), `hor_block` "
              "(tl.load of a BLOCK vector, tl.sum axis=0) and the else branch (a [1, BLOCK] block, tl.sum axis=1 then "
              "axis=0), all accumulating into a Python-float `acc = 0.0`; _sum_fn(a, ver) launches one program per "
              "row with BLOCK=16. The excerpt has no imports and is cut inside `if __name__ == \"__main__\":` after "
              "x (8, 64, 128 fp32), ref and `rtol = 1e-03` (repro.py as given: NameError: name 'triton' is not "
              "defined, 3.6.0 as_given, 0 kernels). Reported: the title's `Segfault/error` for the blocked versions; "
              "the excerpt quotes no failure text. measured.py = the three imports + repro.py verbatim + the two "
              "calls the prose names - the 'other two' versions that 'load in blocks (one loading a vector, the "
              "other a matrix with only one row)': _sum_fn(x, \"hor_block\"), _sum_fn(x, \"ver_block\") (the "
              "string for the else branch is not in the text; any value but the first two selects it). Every "
              "release and target compiles both (two kernels compiled, two launches): compiles - fixed before 2.3.1. "
              "gfx942 has no 2.3.1 (n/a)."),
    5095: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["signal-crash", "truncated-reproducer", "snippet-needs-completion", "completion-not-in-text",
                 "no-launch-code", "reworded-across-releases", "only-in-2.x", "fixed-in-release"],
        reported_message="free(): invalid pointer",
        reported_version="2024-11, release not stated", fixed_in="3.0.0",
        rule=_heap_abort,
        notes="Kernel cut in its last statement, no launch: pack_dx_u8_kernel(x_ptr, o_ptr, strides, N, D, BLOCK_N) "
              "loads an N x D x 8 uint8 block of 0/1 bytes (3-D offsets), shifts it left by tl.view(tl.arange(0, 8)"
              ".to(tl.uint8), (1, 1, 8)) and sums the last axis with `tl.sum(x_data, axis=-1)` to pack 8 bits into a "
              "byte; cut at `o_offs = n_range[:, None] * stride_on +` (repro.py as given: SyntaxError, 3.6.0 "
              "as_given, 0 kernels). Reported: 'The error occurs at the line `x_data = tl.sum(x_data, axis=-1)`' "
              "with `free(): invalid pointer` / Aborted (core dumped). measured.py = repro.py without the cut line + "
              "NOT from the text: that line finished with `+ d_range[None, :]` (the kernel's own names), a masked "
              "tl.store of the packed bytes, and a launch on x = torch.randint(0, 2, (64, 16, 8), uint8) with "
              "N=64, D=16, BLOCK_N=16, grid cdiv(N, BLOCK_N). cuda:90 2.3.1: the process aborts (SIGABRT, exit -6) "
              "with glibc's `free(): invalid size` while the frontend builds that tl.sum (faulthandler: "
              "semantic.py reduction <- core.reduce <- visit_Call, stage ir), before any of the added lines: "
              "reproduces (non-obvious call: glibc words the same heap corruption `invalid size` here and `invalid "
              "pointer` in the report; same line, same abort). A check run (not in the corpus) of measured.py with "
              "axis=2 instead of axis=-1 compiles on 2.3.1, so the negative reduction axis is the trigger - the "
              "bug #2848 (same batch) reports with 2.3.1's exact words. 3.0.0 "
              "and newer compile the script on both targets (one kernel, one launch): compiles, fixed in 3.0.0 "
              "(3.0.0's tl.reduce wraps a negative axis with core._wrap_axis; 2.3.1's passes -1 on to "
              "builder.create_reduce). gfx942 has no 2.3.1 (n/a)."),
    2848: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["signal-crash", "snippet-needs-completion", "completion-not-in-text", "missing-imports",
                 "no-launch-code", "message-in-title", "only-in-2.x", "fixed-in-release"],
        reported_message="free(): invalid size",
        reported_version="main 2023-12; a comment (2024-05): still so in 2.3.0", fixed_in="3.0.0",
        rule=_heap_abort,
        notes="A kernel with placeholders: mykernel(A, C) whose pointer, load and mask expressions are `...` "
              "(`C_pointers = ...`, `A = tl.load(...)`, `mask=...`, each with a comment saying what it is), then "
              "B = tl.zeros((BATCH_BLOCK_SIZE, 1, DIM_BLOCK_SIZE), fp32) and `A += tl.sum(B, axis=-1)`; no imports, "
              "the block sizes are never defined and nothing is launched (repro.py as given: NameError: name "
              "'triton' is not defined, 3.6.0 as_given, 0 kernels). Reported (2023-12 main): negative reduction "
              "axes in tl.sum end in `free(): invalid size` / core dumped (also the title); a 2024-05 comment: "
              "still so in 2.3.0. measured.py = repro.py with the three `...` filled as their comments describe "
              "+ NOT from the text: imports, BATCH_BLOCK_SIZE=16 and DIM_BLOCK_SIZE=32 as tl.constexpr globals, "
              "C_pointers = C + arange[:, None], A loaded as a (16, 1) block, mask arange[:, None] < 16, and the "
              "launch mykernel[(1,)](A, C) on fp32 (16, 1) tensors; the B and tl.sum lines are the text's. cuda:90 "
              "2.3.1: `free(): invalid size`, Fatal Python error: Aborted (SIGABRT, exit -6) in semantic.reduction "
              "of that tl.sum, stage ir - the title's message verbatim: reproduces. 3.0.0 and newer compile it on "
              "both targets (one kernel, one launch): compiles, fixed in 3.0.0 (tl.reduce wraps negative axes). "
              "Same root cause as 5095 in this batch. gfx942 has no 2.3.1 (n/a)."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh8", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh8", SPEC)
    sys.exit(rc)

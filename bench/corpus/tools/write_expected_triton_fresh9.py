"""Write ``expected.json`` for the ninth fresh Triton batch (split ``fresh9``: issues nobody tunes on,
found, measured and labelled after the fresh8 batch) from the raw runs of ``triton_measure.py`` and
the labels below, decided by a person reading each run's stderr against the issue (see
bench/corpus/triton/README.md, "Ninth fresh batch").

    S=/work/scratch-tfresh9/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 2604,1348 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 8426,532 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 8426,532 --script repro.py \\
        --tag .as_given --versions 3.6.0
    python bench/corpus/tools/write_expected_triton_fresh9.py --scratch $S [--index]

(all with --targets cuda:90:32,hip:gfx942:64, the default; the one arch an issue names - 8426's GH200 -
is sm_90, already the cuda target.) The labels (``SPEC``) are this batch's; the loop that writes
expected.json is the shared ``triton_expected.write_batch``. ``--index`` also puts the batch into
``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule, update_index  # noqa: E402


SPEC = {
    2604: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["python-exception", "user-error-diagnostic", "repro-complete", "both-backends",
                 "reproduces-on-all-releases"],
        reported_message="ValueError(\"arange's arguments must be of type tl.constexpr\")",
        reported_version="main 2023-11 (source build, 2.1-era)", fixed_in=None,
        rule=rule(reproduces=("arange's arguments must be of type tl.constexpr",)),
        notes="Complete script: the softmax kernel of the 2021 OpenAI Triton blog post, with `BLOCK_SIZE = 1024` "
              "assigned inside the kernel (a plain local, not a tl.constexpr argument) and then `n = "
              "tl.arange(0, BLOCK_SIZE)`; X is a 583 x 931 fp32 tensor on cuda, one program per row. Reported "
              "(2023-11 main): `ValueError(\"arange's arguments must be of type tl.constexpr\")` (title; the "
              "traceback is cut by the excerpt). Every release on both targets stops in the frontend (stage ir) "
              "with CompilationError <- ValueError `arange's arguments must be of type tl.constexpr`, the title's "
              "message verbatim: reproduces on 2.3.1-3.9.0 (cuda:90) and 3.0.0-3.9.0 (gfx942). The diagnostic is "
              "Triton's answer to a user error (an int local is lowered to an i32 scalar, not a constexpr), "
              "unchanged across all releases; the thread has no fix. gfx942 has no 2.3.1 (n/a)."),
    1348: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["python-exception", "repro-complete", "both-backends", "different-failure-in-middle-releases",
                 "fixed-before-oldest-release", "not-reproduced-on-releases"],
        reported_message="SyntaxError: invalid syntax",
        reported_version="2.0.0-era main (2023-03)", fixed_in=None,
        rule=rule(reproduces=("SyntaxError",)),
        notes="Complete script: kernel(Z: tl.pointer_type(tl.float32), X: tl.pointer_type(tl.float32), SIZE: "
              "tl.constexpr) copies SIZE=128 elements; the tensors come from np.random.normal(SIZE) (a scalar, so "
              "0-d fp64 tensors on cuda) and the launch is kernel[(1,)](z_tri, x_tri, SIZE=SIZE, num_warps=4). "
              "Reported (2023-03, 2.0-era): every argument annotated -> JITFunction._make_launcher generates "
              "`sig_key =  ,` and exec() raises `SyntaxError: invalid syntax` at decoration time (the excerpt "
              "ends before any fix is named). No release shows the SyntaxError. cuda:90 2.3.1 runs the "
              "launch (the 2.3.1 stand-in counts launches only): compiles. 3.0.0-3.3.1 on both targets fail in the "
              "frontend (ast_to_ttir -> triton.language.str_to_ty) with `KeyError: 'ier<fp32>'`: the annotation "
              "tl.pointer_type(tl.float32) is read as the type string 'pointer<fp32>' and mis-parsed - another "
              "failure of the same annotated-argument path, at compile time instead of decoration time, with "
              "another message: different_error (non-obvious call: same trigger, different failure). 3.4.0-3.9.0 "
              "compile on both targets (one kernel compiled, one launch): compiles. gfx942 has no 2.3.1 (n/a)."),
    8426: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="sm_90 (GH200)",
        classes=["python-exception", "dot-shape-limit", "missing-imports", "reworded-across-releases",
                 "arch-named-in-prose", "fixed-in-release", "backend-dependent-fix"],
        reported_message="Input shapes should have M >= 16, N >= 16 and K >= 16",
        reported_version="3.3.0 (PyPI), GH200", fixed_in="3.5.1 (cuda:90); 3.3.1 (gfx942)",
        rule=rule(reproduces=("Input shapes should have M >= ", "values in both first input shape")),
        notes="Complete script but for its imports: minimal_matmul_kernel(A_ptr, B_ptr, C_ptr, M, N, K: constexpr) "
              "loads a 64x16 and a 16x8 fp16 tile and takes tl.dot(A, B) (an N=8 dot, valid as WGMMA m64n8k16 on "
              "Hopper, the reporter says), launched by test_small_n() under `if __name__ == \"__main__\"` with fp16 "
              "A (64x16), B (16x8), fp32 C. The code block has no imports (repro.py as given: NameError: name "
              "'triton' is not defined, 3.6.0 as_given, 0 kernels). Reported (3.3.0, GH200 = sm_90): the "
              "frontend's `Input shapes should have M >= 16, N >= 16 and K >= 16` (quoted in the code's own "
              "comment; the issue asks for N=8). measured.py = `import torch`, `import triton`, `import "
              "triton.language as tl` + repro.py verbatim. cuda:90: 2.3.1 fails with CompilationError <- "
              "AssertionError `All values in both first input shape ([constexpr[64], constexpr[16]]) and second input shape "
              "([constexpr[16], constexpr[8]]) "
              "must be >= 16!`, 3.0.0-3.1.0 with `All non-batch values in both first input shape ... must be >= "
              "16!`, 3.2.0-3.4.0 with the report's `Input shapes should have M >= 16, N >= 16 and K >= 16`: the "
              "same frontend minimum-dot-size check on the same tl.dot, worded three ways - reproduces on "
              "2.3.1-3.4.0 (reworded across releases); 3.5.1-3.9.0 compile it (one kernel, one launch): "
              "compiles, the N=8 limit lifted for sm_90. gfx942: 3.0.0-3.1.0 and 3.2.0 fail with the same two "
              "wordings (reproduces), 3.3.1-3.9.0 compile (the AMD backend's minimum dot size admits N=8 from "
              "3.3.1): compiles. gfx942 has no 2.3.1 (n/a)."),
    532: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["llvm-error-backend", "truncated-reproducer", "snippet-needs-completion", "completion-not-in-text",
                 "no-launch-code", "pre-mlir-backend", "fixed-before-oldest-release", "not-reproduced-on-releases"],
        reported_message="LLVM ERROR: Broken function found, compilation aborted!",
        reported_version="2022-05 master (pre-MLIR backend)", fixed_in=None,
        rule=rule(reproduces=("Broken function found",)),
        notes="Inductor-generated kernel5(in_ptr0, in_ptr1, out_ptr0, xnumel, ynumel: constexpr, XBLOCK, YBLOCK) "
              "on an XBLOCK x YBLOCK tile built with tl.reshape(tl.arange(...), [XBLOCK, 1]) / [1, YBLOCK]: tmp3 "
              "(a [1, YBLOCK] mask from in_ptr0 > 0 == 0) selects between the scalar -1e9 and tmp7 (an [XBLOCK, "
              "YBLOCK] load / 8.0) with tl.where(tmp3, tmp4, tmp7) - broadcasting mask and scalar inside "
              "tl.where -, then tl.exp; cut inside its last line `tl.store(out_ptr0 + 128*x0 + y1 + (196608*y2)`, no "
              "launch (repro.py as given: SyntaxError, 3.6.0 as_given, 0 kernels). Reported (2022-05 master, the "
              "pre-MLIR backend): `LLVM ERROR: Broken function found, compilation aborted!` for that tl.where "
              "(VERSION 1 in the kernel's comments; two commented-out variants show a TypeError and a workaround). "
              "measured.py = repro.py without the cut line + NOT from the text: that store finished with `, tmp9, "
              "xmask & ymask)` (the kernel's own names) and a launch with xnumel=1536, ynumel=256 (128*xnumel = "
              "196608, the kernel's stride), XBLOCK=YBLOCK=32, fp32 tensors, grid (cdiv(1536, 32), cdiv(256, 32)), "
              "using the script's own `cdiv` import. Every release and target compiles it (3.x: one kernel "
              "compiled, one launch; 2.3.1's stand-in counts launches only): compiles - the tl.where broadcast "
              "was fixed with the MLIR rewrite, before 2.3.1. gfx942 has no 2.3.1 (n/a)."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh9", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh9", SPEC)
    sys.exit(rc)

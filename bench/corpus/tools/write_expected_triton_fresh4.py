"""Write ``expected.json`` for the fourth fresh Triton batch (split ``fresh4``: issues nobody tunes
on, found, measured and labelled after the fresh3 batch) from the raw runs of
``triton_measure.py`` and the labels below, decided by a person reading each run's stderr against
the issue (see bench/corpus/triton/README.md, "Fourth fresh batch").

    S=/work/scratch-tfresh4/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 5443,8615,10672 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 4204,2015 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 10672 --script repro.py --targets cuda:70:32
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 4204,2015 --script repro.py \\
        --tag .as_given --versions 3.6.0
    python bench/corpus/tools/write_expected_triton_fresh4.py --scratch $S [--index]

The labels (``SPEC``) are this batch's; the loop that writes expected.json is the shared
``triton_expected.write_batch``. ``--index`` also puts the batch into ``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule, update_index  # noqa: E402

SPEC = {
    4204: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (CUDA 12.1)",
        classes=["mlir-pass-assertion", "snippet-needs-completion", "completion-not-in-text", "no-launch-code",
                 "signal-crash", "only-in-2.x", "fixed-in-release", "legacy-api"],
        reported_message="Assertion `idx < size()' failed.", reported_version="2.3.0 (2.2.0 works)", fixed_in="3.0.0",
        rule=rule(reproduces=("idx < size()",)),
        notes="The issue shows two lines of a kernel body: a bool mask loaded through a block pointer "
              "(`tl.load(M_block_ptr, boundary_check=(0, 1), padding_option=\"zero\")`) and used as the condition "
              "of `tl.where(mask, p, 0.0)` with p float32; the maintainer asks for the full source. measured.py "
              "wraps the two lines, NOT from the text: a kernel(P, M, Out, strides, sizes, BLOCK_M, BLOCK_N) that "
              "loads p (*fp32) with plain pointers, builds M_block_ptr with tl.make_block_ptr over M, stores p; "
              "compiled ahead of time with M *i1 (the signature of a torch.bool tensor, 'pytorch created a mask "
              "matrix of type bool') and BLOCK_M=BLOCK_N=64 (not named). 2.3.1 (the reporter's 2.3 line) aborts in "
              "make_ttgir with the reported SmallVector `idx < size()' assertion: reproduces. 3.0.0-3.8.0 compile "
              "on both targets (fixed). 3.9.0 refuses tl.make_block_ptr ('Block pointers have been removed in "
              "favor of the tensor descriptor API'): the block pointer the issue's own lines load through no "
              "longer exists: different_error, the README's convention for an API a release removed (first labelled n/a; relabelled for consistency with 2032, 3096, 6157 and 7817, whose 3.9.0 block-pointer refusals are different_error). gfx942 has no 2.3.1 (n/a)."),
    5443: dict(
        kind="crash", script="repro.py", targets=BOTH, target="both", arch="unspecified",
        classes=["python-exception", "repro-complete", "both-backends", "regression"],
        reported_message="TypeError: cannot convert ['fp32[constexpr[2048], constexpr[1]]', "
                         "'fp32[constexpr[2048], constexpr[1]]'] of type <class 'triton.language.core.tuple'> "
                         "to tensor",
        reported_version="main 2024-12", fixed_in=None,
        rule=rule(reproduces=("TypeError: cannot convert",)),
        notes="Complete script: `output = tl.broadcast(x, y)` (x and y both 2048x1 loads) stored with tl.store; the "
              "title is the reported TypeError (the error log in the excerpt is cut after its first frame). The "
              "script's tensors are CPU tensors (no device=); the stand-in's launch compiles the kernel anyway. "
              "2.3.1-3.2.0 compile the kernel on both targets (2.3.1's stderr, re-run with MLIR_ENABLE_DUMP=1, "
              "shows the pipeline reaching ConvertNVGPUToLLVM; 2.3.1's harness counts no compile for 2.x "
              "launches). 3.3.1 and newer fail at the tl.store with CompilationError <- TypeError: cannot convert "
              "[...] of type <class 'triton.language.core.tuple'> to tensor, the title's message: reproduces "
              "(a regression of the 3.3 tuple frontend)."),
    8615: dict(
        kind="crash", script="repro.py", targets=BOTH, target="both", arch="unspecified",
        classes=["python-exception", "repro-complete", "both-backends", "truncated-message"],
        reported_message="ValueError", reported_version="main 2025-11", fixed_in=None,
        rule=rule(reproduces=("ValueError",)),
        notes="Complete script: a parameterless kernel that assigns `a: tl.constexpr = 2` inside "
              "`tl.static_range(0, 2)`, launched `kernel[(1,)]()`. The traceback in the excerpt is cut before its "
              "last line; only the title names the failure ('ValueError when defining a constexpr inside "
              "tl.static_range'), used as reported_message. Every release and target fails in the frontend with "
              "CompilationError <- ValueError('a is already defined. constexpr cannot be reassigned.') at that "
              "line: the reported exception type at the reported construct, reproduces (the issue's own guess, "
              "'the constexpr name is copied' when the loop is unrolled, is what the message says)."),
    10672: dict(
        kind="crash", script="repro.py", targets=(*BOTH, "cuda:70:32"), target="both", arch="sm_70 (V100, named in the text)",
        classes=["python-exception", "repro-complete", "both-backends", "arch-named-in-prose"],
        reported_message="NameError('value is not defined')", reported_version="3.7", fixed_in=None,
        rule=rule(reproduces=("value is not defined",)),
        notes="Complete script: `value` assigned inside `for _ in range(0, 1)` and stored after the loop; launched "
              "from triton_impl() in the `__main__` block. Every release and target fails in the frontend with "
              "CompilationError <- NameError: value is not defined at the tl.store, the reported message: "
              "reproduces. V100 named: cuda:70:32 measured too, the "
              "same NameError on every release. The issue is closed (a frontend scoping rule, not a backend fix); every "
              "release still raises it."),
    2015: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["mlir-pass-assertion", "snippet-needs-completion", "completion-not-in-text", "no-launch-code",
                 "not-reproduced-on-releases", "no-runnable-reproducer"],
        # relabelled 2026-11-27: the text holds no Triton code (two lines of a plain Python loop), so
        # per the shared corpus (3011, 4502, 4883) no per-release rows; the reconstruction is kept apart
        no_kernel_in_text=True,
        reported_message="Assertion `v && \"Value not found in valueMapping\"' failed.",
        reported_version="main 2023-07", fixed_in=None,
        rule=rule(reproduces=("Value not found in valueMapping",)),
        notes="The issue shows a two-line snippet of a kernel (`for idx in range(0, end, step):` / `idx = idx + "
              "offset`, a loop variable shadowed in the body) and the LoopPipeliner::emitPrologue assertion; the "
              "full repro is a gist link the excerpt does not hold. measured.py builds a kernel around the two "
              "lines, NOT from the text: in the loop body two fp16 loads at offset idx and `acc += tl.dot(a, b)` "
              "(so the loop is software-pipelined), then a store; compiled ahead of time with A/B *fp16, C *fp32, "
              "end/step/offset i32, BLOCK=32 (none named). Every release and target compiles it: the 2023 "
              "pipeliner assertion is on no release, or needs the gist's kernel (not reproduced; a 2024 comment says the "
              "gist imports `triton.ops.matmul`, gone from releases since 3.2.0). Relabelled on 2026-11-27: "
              "the two lines are plain Python (no tl.* call, no kernel), so, as the shared corpus does for "
              "excerpts without the kernel (3011, 4502, 4883), the issue has no per-release rows; the "
              "reconstruction's results are kept under reconstruction_aot and a correct tool reports that "
              "no runnable reproducer is in the text. The untouched fresh4 measurement used the old rows."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh4", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh4", SPEC)
    sys.exit(rc)

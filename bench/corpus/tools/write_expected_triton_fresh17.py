"""Write ``expected.json`` for the seventeenth fresh Triton batch (split ``fresh17``: issues nobody tunes
on, found, measured and labelled after the fresh16 batch) from the raw runs of ``triton_measure.py`` and
the labels below, decided by a person reading each run's stderr against the issue (see
bench/corpus/triton/README.md, "Seventeenth fresh batch").

This is the first batch whose issues are NOT triton-lang/triton issues: the triton-lang vein of the
search index was exhausted (fresh16), so both come from other repositories that report a Triton
compile failure with a self-contained Python kernel - triton-lang/triton-cpu #71 and ROCm/triton #595.
Each SPEC entry carries its ``repo`` (written to expected.json; issue.json has it too, and its
``html_url`` is the real repository's). The folder is still ``triton/<N>`` (no number clashes with a
triton-lang issue of the corpus).

    S=/work/scratch-triton-fresh17/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 71 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 595 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 595 --script repro.py \\
        --tag .as_given --versions 3.6.0 --targets cuda:90:32,hip:gfx942:64
    python bench/corpus/tools/write_expected_triton_fresh17.py --scratch $S [--index]

(with --targets cuda:90:32,hip:gfx942:64, the default; neither issue names an arch reprobot drives.)
The labels (``SPEC``) are this batch's; the loop that writes expected.json is the shared
``triton_expected.write_batch``. ``--index`` also puts the batch into ``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule, update_index  # noqa: E402


SPEC = {
    71: dict(
        repo="triton-lang/triton-cpu",
        kind="crash", script="repro.py", targets=BOTH, target="CPU (triton-cpu backend; not driven)",
        arch="cpu (triton-cpu fork)",
        classes=["other-repository", "other-backend-only", "llvm-translation-failure", "message-in-prose",
                 "not-reproduced-on-releases", "api-missing-in-older-releases", "repro-complete",
                 "cpu-tensor", "both-backends"],
        reported_message="error: LLVM Translation failed for operation: builtin.unrealized_conversion_cast",
        reported_version="2024-07 triton-cpu main (CPU backend)", fixed_in=None,
        rule=rule(reproduces=("unrealized_conversion_cast",), n_a=("has no attribute 'umulhi'",)),
        notes="An issue of triton-lang/triton-cpu (the CPU-backend fork), not of triton-lang/triton. "
              "const_kernel(X) computes tl.math.umulhi(123, tl.arange(0, 64).to(tl.int64)) and stores it; the "
              "script allocates a 64-element int64 tensor with device='cpu' and launches const_kernel[(1, )](x). "
              "repro.py is the ``` fence verbatim (imports included) and runs as given. The failure is named "
              "only in the prose under the fence, in backticks (reported_message, verbatim): the triton-cpu "
              "lowering left a builtin.unrealized_conversion_cast that LLVM translation rejects; the comment "
              "says it was reduced from the int64 tests of test_random.py. reprobot drives the PyPI releases "
              "for cuda and hip only, so the reported failure (a CPU-backend lowering) cannot show here: "
              "3.0.0-3.9.0 compile on both targets (one kernel compiled, one launch; the stand-in takes the CPU "
              "tensor as the pointer) -> compiles (class other-backend-only). cuda:90 2.3.1 has no "
              "tl.math.umulhi (AttributeError: module 'triton.language.math' has no attribute 'umulhi'; 2.x "
              "spelled it tl.umulhi) -> n/a, as #2826's tl.math.llrint after 2.3. The issue is closed; the "
              "excerpt names no fix (fixed_in None). gfx942 has no 2.3.1 (n/a)."),
    595: dict(
        repo="ROCm/triton",
        kind="crash", script="measured.py", targets=BOTH, target="AMD (ROCm build of Triton)",
        arch="unspecified (ROCm, Fedora 40)",
        classes=["other-repository", "signal-crash", "no-failure-text", "environment-specific",
                 "missing-imports", "undefined-helper", "not-reproduced-on-releases", "truncated-excerpt",
                 "both-backends"],
        reported_message=None,
        reported_version="2024-05 ROCm/triton build (libtriton.so md5 c313d076950ad465fe264edd7b53309e)",
        fixed_in=None,
        rule=rule(reproduces=("SIGSEGV", "Segmentation fault")),
        notes="An issue of ROCm/triton (AMD's fork), not of triton-lang/triton. exp(Y, stride_yn, X, stride_xn, "
              "N) loads a 1024-wide block of X (BLOCK_SIZE is a local constexpr annotation, "
              "`BLOCK_SIZE: tl.constexpr = 1024`), applies tl.exp and stores it; the script launches it on one "
              "program over a 1024-element fp32 tensor and compares with torch.exp. The title says tl.exp, "
              "tl.sin etc. 'result in segmentation fault on Fedora 40'; the body gives no failure text (the "
              "stack trace and undefined-symbol list are attachments; reported_message None), names the md5 of "
              "the reporter's libtriton.so and is cut by the excerpt at \"Strangely, Torch's `ex\" after the "
              "fence (class truncated-excerpt; the fence itself is whole). Nothing says at which stage it "
              "crashed; the thread reads as an environment problem (Fedora 40, a libtriton with undefined "
              "symbols; label 'Under Investigation'; closed without a fix in the excerpt). repro.py is the fence "
              "verbatim: no imports and an undefined `ceildiv` for the grid, so as given it stops at NameError "
              "(name 'triton' is not defined) before compiling. measured.py adds, NOT from the text, the three "
              "imports and `ceildiv = triton.cdiv`. Every release on both targets compiles it (3.x: one kernel "
              "compiled, one launch; 2.3.1's stand-in exits clean and counts 0 kernels, as fresh14's 540/576) "
              "-> compiles: a segfault tied to the reporter's build does not show on any PyPI wheel. fixed_in "
              "None. gfx942 has no 2.3.1 (n/a). A doubtful fit for 'a Triton compile failure' (the crash stage "
              "is unknown); kept as a not-reproduced case, see the README's caveats."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh17", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh17", SPEC)
    sys.exit(rc)

"""Write ``expected.json`` for the eighteenth fresh Triton batch (split ``fresh18``: issues nobody tunes
on, found, measured and labelled after the fresh17 batch) from the raw runs of ``triton_measure.py`` and
the labels below, decided by a person reading each run's stderr against the issue (see
bench/corpus/triton/README.md, "Eighteenth fresh batch").

    S=/work/scratch-triton-fresh18/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 11586 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 11586 --script repro.py \\
        --tag .as_given --versions 3.6.0 --targets cuda:90:32,hip:gfx942:64
    python bench/corpus/tools/write_expected_triton_fresh18.py --scratch $S [--index]

(with --targets cuda:90:32,hip:gfx942:64, the default; the issue names an H100, which the cuda:90 target
already is.) A diagnostic run, not a label: the same measured.py without `warp_specialize=True`
(``--tag .no_ws``, cuda:90, 3.4.0/3.6.0/3.9.0; the variant file was removed after the run) compiles,
as the issue says. The labels (``SPEC``) are this batch's; the loop that writes expected.json is the
shared ``triton_expected.write_batch``. ``--index`` also puts the batch into ``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule, update_index  # noqa: E402


SPEC = {
    11586: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="sm_90 (H100)",
        classes=["mlir-conversion-assertion", "dtype-specific", "arch-named-in-prose",
                 "nvidia-only", "snippet-needs-completion", "missing-imports", "no-launch-code",
                 "completion-not-in-text", "api-missing-in-older-releases"],
        reported_message="NVGPUToLLVMPass.cpp:460: WGMMAOpPattern::getPtxAsm(...): Assertion `supported && "
                         "\"WGMMA type or shape is not supported\"' failed.",
        reported_version="2026-09 main (e08ec196b), H100", fixed_in=None,
        rule=rule(reproduces=("WGMMA type or shape is not supported",),
                  n_a=("has no attribute 'make_tensor_descriptor'",)),
        notes="matmul(out_ptr, a_ptr, b_ptr, M, N, K, BLOCK_M, BLOCK_N, BLOCK_K) builds three in-kernel "
              "tensor descriptors (tl.make_tensor_descriptor) and runs a `tl.range(0, tl.cdiv(K, BLOCK_K), "
              "warp_specialize=True, num_stages=3)` loop of a_d.load / b_d.load / tl.dot(a, b, acc, "
              "out_dtype=tl.int32), then stores the int32 accumulator through the output descriptor. The "
              "```python fence is the kernel alone (repro.py, verbatim): no imports, tensors or launch; its last "
              "line, a comment, names them ('int8 a [M, K], int8 b [K, N], int32 out; BLOCK_M, BLOCK_N, BLOCK_K "
              "= 64, 32, 32; num_warps=4'). repro.py as given (3.6.0, both targets): NameError: name 'triton' is "
              "not defined. measured.py adds, NOT from the text, the three imports, a triton.set_allocator "
              "for the device-side descriptors (skipped on a release without one), M = N = K = 256 (no sizes "
              "in the text) and a launch on grid (M // BLOCK_M, N // BLOCK_N) with the comment's dtypes, "
              "shapes, block sizes and num_warps=4. The failure is the first fence of the description "
              "(reported_message, verbatim, with the '(...)' the reporter used for the signature), on an H100 "
              "at main e08ec196b; the reporter's later comment (position in the thread not shown by the "
              "excerpt: build_issue places it after the description) confirms it at main 27964b601 with "
              "assertions on and traces it to the Hopper warp-specialization pass rebuilding B's shared "
              "encoding as non-transposed, which s8 WGMMA cannot take. cuda:90 3.4.0-3.9.0: exactly that "
              "assertion (NVGPUToLLVMPass.cpp:604 in 3.4.0, :461 in 3.6.0; the line moves between releases), "
              "then 'Pipeline failed while executing [ConvertNVGPUToLLVM ...]' and RuntimeError: PassManager::run "
              "failed in the llir stage, exit status 1 (the pass manager's crash recovery catches the assert, "
              "where the reporter's build aborted the process): reproduces - every "
              "release that has tl.make_tensor_descriptor (the issue is open; fixed_in None). Without "
              "`warp_specialize=True` the same measured.py compiles on 3.4.0, 3.6.0 and 3.9.0 (diagnostic "
              "run, not a label), as the issue says. 2.3.1-3.3.1 have no tl.make_tensor_descriptor "
              "(AttributeError: module 'triton.language' has no attribute 'make_tensor_descriptor', raised "
              "while the kernel is parsed): n/a. gfx942 3.4.0-3.9.0 compile (one kernel, one launch: WGMMA is "
              "NVIDIA-only) -> compiles; gfx942 3.0.0-3.3.1 n/a (same AttributeError), 2.3.1 n/a (no hip "
              "backend)."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh18", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh18", SPEC)
    sys.exit(rc)

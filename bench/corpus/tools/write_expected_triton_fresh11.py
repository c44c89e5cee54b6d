"""Write ``expected.json`` for the eleventh fresh Triton batch (split ``fresh11``: issues nobody tunes on,
found, measured and labelled after the fresh10 batch) from the raw runs of ``triton_measure.py`` and
the labels below, decided by a person reading each run's stderr against the issue (see
bench/corpus/triton/README.md, "Eleventh fresh batch").

    S=/work/scratch-triton-fresh11/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 7381,8100,1425 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1032 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1032 --script repro.py \\
        --tag .as_given --versions 3.6.0
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 3398,7161 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 3398,7161 --script repro.py \\
        --tag .as_given --versions 3.6.0
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 3398 --script measured.py \\
        --targets cuda:89:32
    python bench/corpus/tools/write_expected_triton_fresh11.py --scratch $S [--index]

(all with --targets cuda:90:32,hip:gfx942:64, the default, except the last run: 3398 names an RTX 4090 =
sm_89 besides H100 = sm_90, so cuda:89:32 is measured too.) The labels (``SPEC``) are this batch's; the
loop that writes expected.json is the shared ``triton_expected.write_batch``. ``--index`` also puts the
batch into ``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule, update_index  # noqa: E402


def _stderr_has(*texts):
    return lambda raw, sig, v: all(t in raw.get("stderr", "") for t in texts)


SPEC = {
    7381: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["mlir-verifier-error", "repro-complete", "both-backends", "reworded-across-releases",
                 "different-failure-in-later-releases", "legacy-api"],
        reported_message="'tt.atomic_rmw' op failed to verify that ptr type matches value type",
        reported_version="2025-07 (release not named in the excerpt)", fixed_in=None,
        rule=rule(reproduces=("'tt.atomic_rmw' op failed to verify that ptr type matches value type",
                              "'tt.atomic_rmw' op failed to verify that infer ptr type from value type")),
        notes="Complete script: func(x_ptr, stride_row, stride_col, num_rows, num_cols) builds a 2x4 block pointer with "
              "tl.make_block_ptr, loads it (boundary_check=(), padding_option=\"\"), multiplies by 2.5 and calls "
              "tl.atomic_add(pointer=x_block_ptr, val=y_data) on the block pointer itself (`# this fails`); launched "
              "func[(1,)] with keyword arguments on a 2x4 float64 cuda tensor under `if __name__ == \"__main__\"`. "
              "Reported (2025-07): `error: 'tt.atomic_rmw' op failed to verify that ptr type matches value type` (the "
              "excerpt is cut right after it). cuda:90 and gfx942 3.0.0-3.3.1 fail in make_ttir (stage ttir) with that "
              "verifier error verbatim (PassManager::run failed): reproduces. cuda:90 2.3.1 gives the same verifier "
              "failure of tt.atomic_rmw's ptr/value type constraint under its older trait name (`failed to verify that "
              "infer ptr type from value type`): reproduces (class reworded-across-releases: same op, same constraint, "
              "same input). 3.4.0-3.7.1 fail earlier, in the frontend, at the same `tl.atomic_add(` call (at 27:4) with "
              "CompilationError <- AttributeError: 'block_type' object has no attribute 'primitive_bitwidth' (the "
              "atomic's type checks now read the scalar width of the pointee, and a block pointer's pointee is a block "
              "type); 3.8.0 likewise with AttributeError: '_aggregate_type' object has no attribute 'scalar': another "
              "failure (an internal Python error in the frontend, not the verifier's check) in another stage: "
              "different_error (non-obvious call: same trigger, same call, no verifier text). 3.9.0 refuses the block "
              "pointer itself (NotImplementedError: Block pointers have been removed in favor of the tensor descriptor "
              "API): different_error, as every 3.9.0 block-pointer refusal in this corpus. No release compiles it. "
              "gfx942 has no 2.3.1 (n/a)."),
    8100: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["ptxas-error", "repro-complete", "nvidia-only", "message-in-title", "dtype-specific"],
        reported_message="Arguments mismatch for instruction 'st'",
        reported_version="2025-09 (release not named in the excerpt)", fixed_in=None,
        rule=rule(reproduces=("Arguments mismatch for instruction 'st'",),
                  n_a=("'tensor' object has no attribute 'item'",)),
        notes="Complete script: kernel(ptr) spins `while flag:` loading *ptr and calling tl.atomic_cas(ptr, value, "
              "value + 1), leaving the loop when `(... == value).item()`; the main block launches kernel[(2, 1)] first on "
              "a 1-element uint32 cuda tensor (works, per the report) and then on a uint64 one (fails). Reported "
              "(2025-09, open): a PTXAS error \"Arguments mismatch for instruction 'st'\" in make_cubin for the uint64 "
              "case (title and description; the excerpt cuts the traceback before the ptxas text). cuda:90 3.4.0-3.5.1: "
              "the uint32 kernel compiles (one kernel compiled), the uint64 one fails in make_cubin with `ptxas ... error "
              ": Arguments mismatch for instruction 'st'` (PTXASError): reproduces, the report's failure exactly. "
              "3.6.0-3.9.0 compile both kernels (two kernels compiled, two launches): compiles (not reproduced; the "
              "thread in the excerpt names no fix). 2.3.1-3.3.1 (both targets) stop in the frontend at the `.item()` "
              "call (CompilationError <- AttributeError: 'tensor' object has no attribute 'item'): the release lacks the "
              "tensor method the script uses, n/a (as 5994's `x.sum`). gfx942 3.4.0-3.9.0 compile both kernels (ptxas is "
              "NVIDIA's): compiles. gfx942 has no 2.3.1 (n/a)."),
    1425: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "user-error-diagnostic", "repro-complete", "both-backends",
                 "reproduces-on-all-releases", "reworded-across-releases"],
        reported_message="invalid operands of type pointer<fp16> and triton.language.fp32",
        reported_version="2023-03 (2.0-era, release not named)", fixed_in=None,
        rule=rule(reproduces=("IncompatibleTypeErrorImpl: invalid operands of type pointer<fpN> and triton.language.f",)),
        notes="The repro is plain text in the description, not in a code fence (repro.py = the lines from `import triton` "
              "to the final `run_test()`, verbatim, two-space indented): kernel error(input, output) computes `i = "
              "tl.program_id(0) / 3` (true division, so a float) and loads `input + ((i * 12) + (j * 4)) + "
              "tl.arange(0, 4)`; run_test() launches error[(6,)] on a 2x3x4 fp16 cuda tensor (the second kernel, "
              "noerror, is never launched). Reported (2023-03): `invalid operands of type pointer<fp16> and "
              "triton.language.fp32`; a maintainer answers that `/` must be `//` (a user error). Every release and "
              "target fails in the frontend at the load's pointer addition (at 4:39 in 2.3.1) with CompilationError <- "
              "IncompatibleTypeErrorImpl: invalid operands of type pointer<fp16> and triton.language.fp32 (2.3.1, the "
              "report verbatim) or ... triton.language.float32 (3.0.0-3.9.0: the dtype's repr was renamed): reproduces "
              "on all 21 rows with a backend (class reworded-across-releases for the type name). gfx942 has no 2.3.1 "
              "(n/a)."),
    1032: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["missing-imports", "message-not-in-report", "fixed-before-oldest-release",
                 "not-reproduced-on-releases", "both-backends"],
        reported_message=None,
        reported_version="2023-01 main (2.0-era)", fixed_in=None,
        rule=rule(reproduces=("CompilationError",)),
        notes="A four-line block without imports: `@triton.jit def kernel(param, constexpr: tl.constexpr): constexpr and "
              "constexpr`, launched kernel[(1,)](torch.zeros(1), constexpr=5) on a CPU tensor (no device=). Reported "
              "(2023-01, main): logical operations on two constexprs fail; the error message is only a gist link "
              "(reported_message None), and the maintainer's reply thanks the reporter for fixing it. measured.py = "
              "`import torch`, `import triton`, `import triton.language as tl` (NOT in the text) + repro.py verbatim. "
              "repro.py as given on 3.6.0 stops at Python's NameError: name 'triton' is not defined (0 kernels "
              "compiled). Every release and target compiles measured.py (one kernel compiled, one launch; 2.3.1's "
              "stand-in counts launches only): compiles - fixed before 2.3.1 (the 2023 `and` on constexprs was "
              "fixed in the thread's own PR). gfx942 has no 2.3.1 (n/a)."),
    3398: dict(
        kind="crash", script="measured.py", targets=(*BOTH, "cuda:89:32"), target="NVIDIA",
        arch="sm_89 and sm_90 (RTX 4090 and H100)",
        classes=["llvm-error-backend", "signal-crash", "truncated-reproducer", "snippet-needs-completion",
                 "completion-not-in-text", "arch-named-in-prose", "dtype-specific", "only-in-2.x",
                 "fixed-in-release"],
        reported_message="error: invalid element type in packLLEElements. Expected 'i16' but got 'bf16'",
        reported_version="2.2.0 and 3.0.0 (as the report says), RTX 4090 and H100", fixed_in="3.0.0",
        rule=rule(reproduces=("LLVM ERROR: Failed to translate TritonGPU to LLVM IR",),
                  when=_stderr_has("invalid element type in packLLEElements. Expected 'i16' but got 'bf16'")),
        notes="The reporter names Triton 2.2.0 and 3.0.0 on an RTX 4090 (sm_89) and an H100 (sm_90): cuda:89:32 is "
              "measured besides cuda:90:32. repro.py (the description's python block) defines plus_fn and cumsum_tt(X, "
              "H_0, Y, H, K) - a tl.associative_scan(x, 0, plus_fn) over a K-element block - and is cut in its last "
              "line `ones = lambda *size: torch.ones(*` after `dtype = torch.bfloat16` (repro.py as given on 3.6.0: "
              "SyntaxError, 0 kernels compiled). measured.py = repro.py verbatim without the cut line (line numbers "
              "kept) + NOT from the text: that line finished as `torch.ones(*size, dtype=dtype, device=\"cuda\")`, "
              "bf16 tensors X, Y (B*K) and H_0, H (B), and the launch cumsum_tt[(B,)](X, H_0, Y, H, K=K) with B=4, "
              "K=32. Reported: `error: invalid element type in packLLEElements. Expected 'i16' but got 'bf16'`, then "
              "`'llvm.select' op failed to verify ...` and `LLVM ERROR: Failed to translate TritonGPU to LLVM IR.` at "
              "triton_test.py:26:35 (the scan line). 2.3.1 on cuda:90 and cuda:89 aborts in make_llir (SIGABRT) with "
              "exactly those three lines at repro.py:26:35: reproduces (the rule also requires the packLLEElements "
              "text). 3.0.0-3.9.0 compile on cuda:90, cuda:89 and gfx942 (one kernel compiled, one launch): compiles. "
              "The report (2024-03-16) predates the PyPI 3.0.0 wheel, so its \"Triton 3.0.0\" was a main-branch build; "
              "the PyPI 3.0.0 already has the fix (non-obvious call: the report's own version string names a release "
              "that compiles it). gfx942 has no 2.3.1 (n/a)."),
    7161: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "user-error-diagnostic", "message-not-in-report", "truncated-message",
                 "no-launch-code", "missing-imports", "completion-not-in-text", "both-backends"],
        reported_message=None,
        reported_version="3.1.0 (as the report says)", fixed_in=None,
        rule=rule(reproduces=("ValueError: Cannot bitcast data-type of size N to data-type of size N",),
                  n_a=("module 'triton.language' has no attribute 'cast'",),
                  when=_stderr_has("f32_val = tl.cast(u8_vals, tl.float32, bitcast=True)")),
        notes="A question with a kernel and no launch: pack_uint8_to_float32_kernel(input_ptr, output_ptr, BLOCK_SIZE) "
              "loads four uint8 values per step (`tl.load(input_ptr + i * 4)` with a 4-element arange) and calls "
              "`tl.cast(u8_vals, tl.float32, bitcast=True)` to reinterpret them as one fp32. Reported (3.1.0): a "
              "traceback through triton/language/core.py's builtin `wrapper` (`return fn(*args, **kwargs)`), cut before "
              "its message (reported_message None). measured.py = `import torch`, `import triton`, `import "
              "triton.language as tl` + the block verbatim + NOT from the text: a launch "
              "pack_uint8_to_float32_kernel[(1,)] on 16 uint8 and 4 float32 cuda tensors with BLOCK_SIZE=4. repro.py "
              "as given on 3.6.0 stops at NameError: name 'triton' is not defined. 3.0.0-3.9.0 on both targets fail in "
              "the frontend at the tl.cast line (at 15:18) with CompilationError <- ValueError: Cannot bitcast "
              "data-type of size 8 to data-type of size 32, raised inside a tl builtin, the frame the report's "
              "traceback starts in: reproduces (non-obvious call, as 2475: the report's failure path without its "
              "text; the rule also checks the tl.cast line). 2.3.1 has no tl.cast (AttributeError: module "
              "'triton.language' has no attribute 'cast', before any compile): n/a, the release lacks the API. gfx942 "
              "has no 2.3.1 (n/a)."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh11", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh11", SPEC)
    sys.exit(rc)

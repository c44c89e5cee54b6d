"""Write ``expected.json`` for the second fresh Triton batch (split ``fresh2``: issues nobody tunes
on, found and labelled after every rule of ``workers/triton`` was written) from the raw runs of
``triton_measure.py`` and the labels below, decided by a person reading each run's stderr against
the issue (see bench/corpus/triton/README.md, "Second fresh batch").

    python bench/corpus/tools/triton_measure.py --issues 3873,3096,7517 --script repro.py
    python bench/corpus/tools/triton_measure.py --issues 3063,2657,229 --script measured.py
    python bench/corpus/tools/triton_measure.py --issues 229 --script measured.py --targets cuda:80:32
    python bench/corpus/tools/triton_measure.py --issues 4484 --script measured.py \\
        --targets cuda:90:32,hip:gfx942:64,hip:gfx90a:64
    python bench/corpus/tools/triton_measure.py --issues 3899 --script measured.py \\
        --targets cuda:90:32,hip:gfx942:64,cuda:89:32
    python bench/corpus/tools/triton_measure.py --issues 4484,3899,3063,2657,229 --script repro.py \\
        --tag .as_given --versions 3.6.0
    python bench/corpus/tools/write_expected_triton_fresh2.py [--scratch DIR]

The labels (``SPEC``) are this batch's; the loop that writes expected.json is shared with the
other labelled batches (``triton_expected.write_batch``).
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule  # noqa: E402

SPEC = {
    3873: dict(
        kind="crash", script="repro.py", targets=BOTH, target="both", arch="unspecified",
        classes=["python-exception", "repro-complete", "both-backends", "failure-in-comment",
                 "message-not-in-report", "fixed-in-release"],
        reported_message="'llvm.fcmp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible "
                         "vector of floating point LLVM type, but got 'i16'",
        reported_version="3.0.0 (reporter)", fixed_in="3.2.0",
        rule=rule(reproduces=("Cannot bitcast data-type of size",)),
        notes="Complete script (tl.sort on a bf16 row). The thread reports two failures: the description's "
              "llvm.fcmp verifier error on i16 (reporter's 3.0.0 env), and a comment 'In another env I get a "
              "different error' whose traceback goes core.py `to` -> `return semantic.bitcast(self` (cut before "
              "the message); the description also points at `_compare_and_swap`. PyPI 2.3.1, 3.0.0 and 3.1.0 "
              "(cuda and hip) fail exactly there: tl.sort -> _compare_and_swap -> `left.to(idtype, "
              "bitcast=True)` -> ValueError 'Cannot bitcast data-type of size 32 to data-type of size 16'. "
              "Labelled reproduces (the thread's second reported failure, same call path; non-obvious call: "
              "the description's fcmp text appears on no release). 3.2.0 and newer compile (fixed)."),
    3096: dict(
        kind="crash", script="repro.py", targets=BOTH, target="both", arch="unspecified",
        classes=["mlir-pass-assertion", "repro-complete", "legacy-api", "both-backends",
                 "fixed-before-oldest-release", "not-reproduced-on-releases"],
        reported_message="Assertion `rewritedInfo.count(ptr)' failed.",
        reported_version="2.2.0", fixed_in=None,
        rule=rule(reproduces=("rewritedInfo.count",)),
        notes="Complete script (a block pointer advanced in one branch of an if, loaded after it). The "
              "RewriteTensorPointer assertion of 2.2.0 appears on no PyPI release here: 2.3.1 and 3.8.0 compile. "
              "3.0.0-3.7.1 reject the scalar shape/strides/offsets/block_shape/order the script passes to "
              "tl.make_block_ptr (frontend TypeError: 'int' object is not iterable) and 3.9.0 removed block "
              "pointers (NotImplementedError): API changes, different_error."),
    7517: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["llvm-error-backend", "repro-complete", "arch-not-in-report", "not-reproduced-on-releases",
                 "signal-crash"],
        reported_message="LLVM ERROR: Cannot select: intrinsic %llvm.nvvm.redux.sync.fmax",
        reported_version="main 2025-07", fixed_in=None,
        rule=rule(reproduces=("redux.sync.fmax",)),
        notes="Complete script (tl.max over a row masked with -inf). Reported on main after an upgrade, GPU not "
              "named. Every release compiles it on cuda:90:32 and hip:gfx942:64: the LLVM instruction-selection "
              "failure is not seen (it needs a main-branch state or a GPU the thread does not name)."),
    3063: dict(
        kind="crash", script="measured.py", targets=BOTH, target="both", arch="unspecified",
        classes=["signal-crash", "only-in-2.x", "message-not-in-report", "truncated-reproducer",
                 "no-launch-code", "dtype-specific"],
        reported_message=None, reported_version="2.2.0", fixed_in="3.0.0",
        rule=rule(reproduces=("SIGABRT",), when=lambda raw, sig, v: v.startswith("2.") and "stage=llir" in sig),
        notes="The excerpt stops after `index[8] = -1`: the launch (and the value tensor) are cut. measured.py = "
              "the script + an ahead-of-time compile of `kernel` with index_ptr *i16 (the text's int16 index), "
              "value_ptr *fp32 (not named; `other=0.`), BLOCK_SIZE=128 (torch.randint(128, (128,))). 2.3.1 "
              "aborts in make_llir (cast<BlockedEncodingAttr> assertion) - the 'error' the report names without "
              "its text; the same compile with an *i32 index (a variant run, not kept) compiles on 2.3.1, as the "
              "reporter says int32 does: reproduces. 3.0.0 and newer compile (fixed)."),
    2657: dict(
        kind="crash", script="measured.py", targets=BOTH, target="both", arch="unspecified",
        classes=["python-exception", "only-in-2.x", "message-not-in-report", "truncated-reproducer",
                 "no-launch-code", "both-backends"],
        reported_message=None, reported_version="2.1 era (2023-11)", fixed_in=None,
        rule=rule(reproduces=("only support single tensor input",)),
        notes="The wrapper cumulative_ema is cut inside its docstring (repro.py is a SyntaxError). measured.py = "
              "imports + _ema_op + kernel + an ahead-of-time compile with values/factors/Z *fp32 (the docstring's "
              "'float32 values') and length=32 (T not given). 2.3.1 says 'Current implementation only support "
              "single tensor input': the limitation the title reports, reproduces. 3.0.0+ accept a tuple but pass "
              "the combine function its elements one by one; the issue's _ema_op takes two tuples, so 3.0.0-3.6.0 "
              "raise TypeError (_ema_op() takes 2 positional arguments but 4 were given) and 3.7.1+ 'too many "
              "positional arguments': the user code no longer matches the API, different_error."),
    229: dict(
        kind="crash", script="measured.py", targets=(*BOTH, "cuda:80:32"), target="NVIDIA", arch="sm_80 (A100)",
        classes=["llvm-error-backend", "legacy-api", "arch-named-in-prose", "never-in-a-release",
                 "call-not-in-text"],
        reported_message="LLVM ERROR: Broken function found, compilation aborted!",
        reported_version="nightly 2021-08", fixed_in=None,
        rule=rule(reproduces=("Broken function found",)),
        notes="2021 script for the pre-MLIR compiler (`**META` kernel parameters). The excerpt ends after `X = "
              "torch.rand(8, 100, device='cuda')`; measured.py adds the one call the script is built for, "
              "triton_sum(X) (not written in the text). A100 named: cuda:80:32 measured too. No release runs the "
              "META API: 2.3.1 KeyError 'BLOCK_M', 3.0.0-3.8.0 TypeError missing 'META', 3.9.0 'JIT functions "
              "do not support **META parameters': different_error everywhere."),
    4484: dict(
        kind="crash", script="measured.py", targets=(*BOTH, "hip:gfx90a:64"), target="AMD", arch="gfx90a (MI210)",
        classes=["mlir-conversion-assertion", "amd-only", "arch-named-in-prose", "truncated-reproducer",
                 "argv-values-not-given", "not-reproduced-on-releases", "signal-crash"],
        reported_message="Assertion `operands.size() % numElements == 0 && \"FP8 casting only support tensors with "
                         "aligned sizes\"' failed.",
        reported_version="2.3.0 (ROCm)", fixed_in=None,
        rule=rule(reproduces=("FP8 casting only support tensors with aligned sizes", "FPN casting only support")),
        notes="main() reads N and grid from the command line and the issue gives no values; its last line "
              "(the e4m3fn call) is cut mid-comment. measured.py = repro.py without that line + main() with "
              "argv N=1024, grid=1 (not named; the load is a scalar at x_ptr+N, so N does not change the IR). "
              "MI210 named: hip:gfx90a:64 measured too. PyPI 2.3.1 has no hip backend (n/a) and compiles on "
              "cuda. 3.0.0-3.2.0 abort in the frontend (semantic.cast: cast<TypedValue<RankedTensorType>> on the "
              "scalar fp8 value, make_ir) - another assertion in another stage than the reported FpToFp lowering "
              "one: different_error on every target. 3.3.1 and newer compile."),
    3899: dict(
        kind="crash", script="measured.py", targets=(*BOTH, "cuda:89:32"), target="NVIDIA", arch="sm_89 (RTX 4090)",
        classes=["ptxas-error", "arch-named-in-prose", "nvidia-only", "truncated-reproducer", "no-launch-code",
                 "fixed-in-release"],
        reported_message="Feature 'cvt with .e4m3x2/.e5m2x2 on sm_89' requires PTX ISA .version 8.1 or later",
        reported_version="nightly 3.0.0.post20240513", fixed_in="3.0.0",
        rule=rule(reproduces=("requires PTX ISA",),
                  n_a=("fpNeNnv data type is not supported", "type fpNeNnv not supported in this architecture")),
        notes="The host wrapper is cut after its first parameter. measured.py = imports + the kernel + an "
              "ahead-of-time compile with out_ptr *fp8e4nv, input_ptr and scale_ptr *fp32, BLOCK_SIZE=1024 (not "
              "named). RTX 4090 named: cuda:89:32 measured too. On sm_89, 2.3.1 aborts with UNREACHABLE "
              "'Conversion from/to f8e4m3nv is only supported on compute capability >= 90' (a refusal, not the "
              "ptxas PTX-version error): different_error; 3.0.0 and newer compile (ptxas accepts the cvt: fixed "
              "by the release). sm_90 compiles everywhere. gfx942 before 3.3 has no fp8e4nv (the frontend "
              "refuses it): n/a; 3.3.1+ compile."),
}



if __name__ == "__main__":
    sys.exit(main("fresh2", SPEC))

"""Write ``expected.json`` for the thirteenth fresh Triton batch (split ``fresh13``: issues nobody tunes on,
found, measured and labelled after the fresh12 batch) from the raw runs of ``triton_measure.py`` and
the labels below, decided by a person reading each run's stderr against the issue (see
bench/corpus/triton/README.md, "Thirteenth fresh batch").

    S=/work/scratch-triton-fresh13/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 10790 --script repro.py \\
        --targets cuda:90:32,hip:gfx942:64,cuda:80:32
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 5439,2426 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1421,2052 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 7135 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1421,2052,7135 --script repro.py \\
        --tag .as_given --versions 3.6.0 --targets cuda:90:32,hip:gfx942:64
    python bench/corpus/tools/write_expected_triton_fresh13.py --scratch $S [--index]

(all with --targets cuda:90:32,hip:gfx942:64, the default, except 10790, whose script compiles for
GPUTarget('cuda', 80, 32) and so also gets cuda:80:32, and the as-given runs.) The labels (``SPEC``) are
this batch's; the loop that writes expected.json is the shared ``triton_expected.write_batch``.
``--index`` also puts the batch into ``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule, update_index  # noqa: E402


def _stderr_has(*texts):
    return lambda raw, sig, v: all(t in raw.get("stderr", "") for t in texts)


SPEC = {
    10790: dict(
        kind="crash", script="repro.py", targets=(*BOTH, "cuda:80:32"), target="NVIDIA",
        arch="sm_80 (GPUTarget('cuda', 80, 32) in the script)",
        classes=["python-exception", "repro-complete", "aot-target-api", "no-launch-code", "truncated-message",
                 "regression", "fixed-in-release", "api-missing-in-older-releases"],
        reported_message="TypeError: '<=' not supported between instances of 'int' and 'NoneType'",
        reported_version="2026-07 (release not named in the excerpt)", fixed_in="3.9.0",
        rule=rule(reproduces=("'<=' not supported between instances of 'int' and 'NoneType'",),
                  n_a=("unexpected keyword argument 'constexprs'",),
                  when=_stderr_has("y = tl.flip(x)")),
        notes="Complete ahead-of-time script, no GPU and no launch: flip_kernel(x_ptr, out_ptr, BLOCK) loads a block "
              "and calls `tl.flip(x)` with the documented default dim=None, then triton.compile(ASTSource(fn=..., "
              "signature={'x_ptr': '*fp32', 'out_ptr': '*fp32', 'BLOCK': 'constexpr'}, constexprs={'BLOCK': 128}), "
              "target=GPUTarget('cuda', 80, 32)). The description's first code block is a quote of the library's own "
              "flip() (standard.py), not the failing kernel; repro.py is the second block. The failure text sits in a "
              "`### Result` block that opens with a mangled `#File \".../core.py\", line 285,` line and is cut at "
              "`triton.compiler.errors` (class truncated-message); reported_message is its TypeError line. "
              "3.4.0-3.8.0 fail in the frontend at `y = tl.flip(x)` (CompilationError at 4:8) <- flip's "
              "`core.static_assert(-len(x.shape) <= dim and dim < len(x.shape))` <- TypeError: '<=' not supported "
              "between instances of 'int' and 'NoneType': reproduces (the rule also requires the tl.flip line). "
              "3.3.1 compiles it (its flip resolved dim=None before any check; the bounds assert came with arbitrary-dim "
              "flip in 3.4.0: class regression) and 3.9.0 compiles it (fixed). 2.3.1-3.2.0 stop before compiling, at "
              "ASTSource(...): TypeError: ... unexpected keyword argument 'constexprs' - the named-signature/constexprs "
              "ASTSource API the script uses arrived in 3.3: n/a (a release lacking the API the script uses). "
              "Non-obvious: the script fixes its own target, GPUTarget('cuda', 80, 32), so the harness target does not "
              "reach the compile and the three measured targets (cuda:90:32, hip:gfx942:64 and the named cuda:80:32) "
              "run the same sm_80 compile and give identical rows; they are labelled by the run like any other "
              "(the failure is in the target-independent frontend). A clean triton.compile() reports 0 kernels "
              "compiled (the harness counts loaded binaries; nothing is loaded). gfx942 has no 2.3.1 (n/a)."),
    2426: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "repro-complete", "markdown-mangled-code", "message-in-prose",
                 "fixed-before-oldest-release", "not-reproduced-on-releases"],
        reported_message="Unsupported type <class 'tuple'> for ('2-.-1-.-0-ccf5c87a2f99551e7274ef3e5605df6e-"
                         "f69df15f0157bd5831f6442ebb960bd2-d757596afcc0c3a659b67a30a38e9dc0-"
                         "55ce7481585bc6bf71f789e27dc159fd-cacecb5a01b695fe1eb376e18972d557-"
                         "06b47813aaed5d9f42e68c0b9c8e48c0-a7e06c31e9bbcde529cd39e84fb1d938-"
                         "8726cd541b30e9f9647bd5f9ceb1dd10-28cf33ff2045e5ba4563704dbc5615cc-"
                         "84d6008a7b72daa9acf1b72e2349b605-a7cf3e0fd828a2cb9394df64e05b989f-"
                         "2a6ec7cc0d68de05cd2ca655a6b0e6b3-22daff6db48896bd8b64e2af96e88d58', (torch.float32, 'i32'), "
                         "(), (True, (False, False)), 4, 3, None)",
        reported_version="2.1.0", fixed_in=None,
        rule=rule(reproduces=("Unsupported type <class 'tuple'>",)),
        notes="Complete script given as ONE inline code span between single backticks (no fence): _kernel(out, key) "
              "stores the scalar argument `key` through `out`; test(111) launches it on a 1-element cuda tensor and "
              "prints it. repro.py = the span's text verbatim. The failure is only in prose: 'It will raise a TypeErr "
              "that says Unsupported type <class 'tuple'> for (<the 2.1 launcher's cache key>)' - a kernel argument "
              "named `key` collided with a variable of 2.1's generated launcher; renaming it works. reported_message "
              "is that prose's quoted text from 'Unsupported type'. A maintainer could not reproduce it on main the "
              "next day (2023-10). Every release and target compiles and launches it (1 kernel compiled on 3.x; "
              "2.3.1's stand-in counts the launch only): compiles - the launcher collision was gone before the oldest "
              "release measured (2.3.1). A correct tool reports 'not reproduced'. gfx942 has no 2.3.1 (n/a)."),
    5439: dict(
        kind="miscompile", script="repro.py", targets=BOTH, target="NVIDIA", arch="A40 (sm_86, named in the text)",
        classes=["miscompile", "needs-gpu", "repro-complete", "failure-in-comment", "api-missing-in-older-releases"],
        reported_message="# [ 1.,  0.,  3.,  2.,  5.,  4.,  7.,  6.,  9.,  8., 11., 10., 13., 12., inf, nan]]",
        reported_version="3.1.0", fixed_in=None,
        rule=rule(n_a=("has no attribute 'flip'",)),
        notes="Complete script: triton_flip_kernel reshapes a 16-element fp32 row to (8, 2), applies tl.flip(y, "
              "dim=1), reshapes back and stores in place; the row is 0..14 with its last element set to inf. The "
              "report is a wrong value, shown ONLY as a comment under the second print: `# [ 1., 0., ..., 12., inf, "
              "nan]]` - the pair (14, inf) comes back as (inf, nan), because flip's butterfly sums with 0/1 masks "
              "(inf * 0 = nan). reported_message is that comment line (class failure-in-comment). A miscompile: all "
              "a CPU-only run can show is that it compiles. 3.0.0-3.9.0 compile and launch it on both targets (1 "
              "kernel compiled; the no-op launch leaves x unchanged, so the printed row is the input): compiles. "
              "2.3.1 fails at the launch with AttributeError: module 'triton.language' has no attribute 'flip' "
              "(tl.flip arrived in 3.0): n/a. The A40 (sm_86) is not measured: the result needs a GPU on any arch. "
              "gfx942 has no 2.3.1 (n/a)."),
    1421: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "missing-imports", "message-not-in-report", "truncated-message",
                 "fixed-before-oldest-release", "not-reproduced-on-releases"],
        reported_message=None,
        reported_version="2023-03 main (2.0-era)", fixed_in=None,
        rule=rule(reproduces=("loop body should only have one block",)),
        notes="A block without imports: _sum_kernel(X, Locks, O, width, use_atomic_add) loops `for w in range(0, "
              "width)` and either tl.atomic_add's each element into O or takes a spin lock (`while "
              "tl.atomic_cas(Locks + out_off, 0, 1) == 1: pass`, a load/add/store, tl.atomic_xchg to release); "
              "_sum_fn launches it on an (8, 64, 128) fp32 tensor, once with use_atomic_add=True and once with "
              "False, under `if __name__ == \"__main__\"`. The excerpt is cut at 'Unfortunately for the seco', before "
              "the failure (reported_message None). Label check (find_string, not search: the only look-up of that "
              "kind in this batch): the thread goes on 'for the second version I get' a traceback through "
              "compiler.py visit_For ending in AssertionError: We use SCF, so the loop body should only have one "
              "block - the while-with-atomic_cas inside the for loop made a multi-block region in the 2023 frontend. "
              "measured.py = `import torch`, `import triton`, `import triton.language as tl` (NOT in the text) + "
              "repro.py verbatim; repro.py as given on 3.6.0 stops at NameError: name 'triton' is not defined. "
              "Every release and target compiles both specializations (2 kernels compiled on 3.x, 2 launches on "
              "2.3.1's stand-in): compiles - the multi-block loop body was handled before the oldest release "
              "measured. gfx942 has no 2.3.1 (n/a)."),
    2052: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["mlir-verifier-error", "user-error-crash", "third-party-import", "completion-not-in-text",
                 "message-in-prose", "both-backends", "reworded-across-releases",
                 "different-failure-in-later-releases"],
        reported_message="error: 'tt.atomic_rmw' op failed to verify that infer ptr type from value type",
        reported_version="2023-08 main (2.1-era)", fixed_in=None,
        rule=rule(reproduces=("'tt.atomic_rmw' op failed to verify that infer ptr type from value type",
                              "'tt.atomic_rmw' op failed to verify that ptr type matches value type"),
                  when=_stderr_has(":32:49")),  # the first atomic_add, line 32 of measured.py
        notes="Complete script that also imports the reporter's own package `trident` (never used): "
              "test_atomic_add makes a 1-D block pointer over input (block_shape (1,)), loads it with "
              "boundary_check, makes a block pointer over output and calls triton.language.atomic_add(output_block_ptr, "
              "input) and then atomic_add(output_ptr, input), each under a `# Crash!` comment; launched on 4 fp32 "
              "elements. The failure text is only in the first sentence of the prose: 'The error message is `error: "
              "'tt.atomic_rmw' op failed to verify that infer ptr type from value type`' (reported_message). The "
              "maintainer: load(block_ptr) gives a tensor while atomic_add on that pointer expects a scalar - a user "
              "error that crashes the verifier (class user-error-crash). measured.py = two lines that put an empty "
              "stand-in module under the name `trident` (NOT in the text) + repro.py verbatim; repro.py as given on "
              "3.6.0 stops at ModuleNotFoundError: No module named 'trident'. NOTE: 2001 (same reporter, also imports "
              "trident) was measured as given and labelled different_error everywhere; here the import is unused, so "
              "the stand-in lets the kernel compile - the lead may prefer 2001's convention. cuda:90 2.3.1 fails at "
              "the first atomic_add (line 32, column 49 of measured.py, which the runner copies to repro.py) with the reported verifier error verbatim, "
              "RuntimeError: PassManager::run failed in make_ttir; 3.0.0-3.3.1 (both targets) fail at the same op and "
              "line with the verifier trait reworded to 'failed to verify that ptr type matches value type': "
              "reproduces (class reworded-across-releases: same op, same pointer-vs-value type check). 3.4.0-3.7.1 "
              "fail earlier, in the frontend at the same call (CompilationError at 22:4 <- AttributeError: "
              "'block_type' object has no attribute 'primitive_bitwidth'), 3.8.0 likewise with '_aggregate_type' "
              "object has no attribute 'scalar', and 3.9.0 at the first make_block_ptr (NotImplementedError: Block "
              "pointers have been removed in favor of the tensor descriptor API, the README's removed-API "
              "convention): different_error - another failure, no longer the verifier. gfx942 has no 2.3.1 (n/a)."),
    7135: dict(
        kind="crash", script="measured.py", targets=BOTH, target="AMD", arch="MI300X (gfx942, named in the text)",
        classes=["python-exception", "amd-only", "no-launch-code", "completion-not-in-text", "call-named-in-prose",
                 "missing-imports", "fixed-in-release", "api-missing-in-older-releases"],
        reported_message="AttributeError(\"module 'triton.language.extra.hip.libdevice' has no attribute 'round'\")",
        reported_version="3.3.1", fixed_in="3.4.0",
        rule=rule(reproduces=("module 'triton.language.extra.hip.libdevice' has no attribute 'round'",),
                  n_a=("cannot import name 'libdevice'",)),
        notes="No kernel in the text: an IPython line showing libdevice.round is defined, the error 'when used in a "
              "kernel' (prose), and the reporter's workaround block - two jit helpers, round_triton_nvidia(x) = "
              "libdevice.round(x) and round_triton_amd(x) = libdevice.floor(x + 0.50), picked by an undefined IS_HIP. "
              "repro.py = that block verbatim (the only Triton code); as given on 3.6.0 it stops at NameError: name "
              "'triton' is not defined. measured.py adds, NOT from the text: the imports (`from triton.language.extra "
              "import libdevice`, the module Out[4] names), IS_HIP = False (so round_triton is libdevice.round, the "
              "call the report says fails) and a kernel that stores round_triton(load(X)) for 128 fp32 elements, "
              "launched once. hip:gfx942 (the MI300X) 3.0.0-3.3.1: CompilationError at the round_triton call <- at "
              "`return libdevice.round(x)` <- AttributeError: module 'triton.language.extra.hip.libdevice' has no "
              "attribute 'round', the report verbatim: reproduces. hip 3.4.0-3.9.0 compile and launch it (1 kernel): "
              "fixed in 3.4.0. cuda:90 3.0.0-3.9.0 compile it: compiles (class amd-only: the dispatch goes to the CUDA "
              "libdevice, which has round). 2.3.1 fails at the import (ImportError: cannot import name 'libdevice' from "
              "'triton.language.extra' - the backend-dispatching libdevice module arrived in 3.0): n/a. gfx942 has no "
              "2.3.1 (n/a)."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh13", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh13", SPEC)
    sys.exit(rc)

"""Write ``expected.json`` for the fifth fresh Triton batch (split ``fresh5``: issues nobody tunes
on, found, measured and labelled after the fresh4 batch) from the raw runs of
``triton_measure.py`` and the labels below, decided by a person reading each run's stderr against
the issue (see bench/corpus/triton/README.md, "Fifth fresh batch").

    S=/work/scratch-tfresh5/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 6035,1591 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1079,640 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1079,640 --script repro.py \\
        --tag .as_given --versions 3.6.0
    python bench/corpus/tools/write_expected_triton_fresh5.py --scratch $S [--index]

(all with --targets cuda:90:32,hip:gfx942:64, the default.) The labels (``SPEC``) are this batch's;
the loop that writes expected.json is the shared ``triton_expected.write_batch``. ``--index`` also
puts the batch into ``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule, update_index  # noqa: E402

SPEC = {
    6035: dict(
        kind="crash", script="repro.py", targets=BOTH, target="both", arch="unspecified",
        classes=["python-exception", "repro-complete", "both-backends", "fixed-in-release",
                 "reworded-across-releases"],
        reported_message="AssertionError()", reported_version="main 2025-02", fixed_in="3.3.1",
        rule=rule(reproduces=("AssertionError()",)),
        notes="Complete script: a typing.NamedTuple class Test, a @triton.jit create_test() that does `return "
              "Test(1)`, and a parameterless kernel test() that calls it, launched `test[(1,)]()` in the `__main__` "
              "block. Reported (main, Feb 2025): CompilationError at 2:4 (`return Test(1)`) <- a bare AssertionError(). "
              "No measured release raises that bare assertion. 2.3.1-3.1.0 fail earlier, while the JIT computes the "
              "kernel's cache key: AssertionError('Function \"Test\" is being called from a Triton function but is "
              "not a Triton function itself. Decorate it with @triton.jit to fix this'), i.e. a NamedTuple cannot "
              "be constructed in a kernel at all there: a refusal of another thing than the reported return "
              "assertion, different_error (non-obvious call: same exception type, same line, but a different "
              "check with its own message). 3.2.0 raises CompilationError <- NameError('Cannot access global "
              "variable Test from within @jit'ed function ...') at the same call: different_error. 3.3.1 and newer "
              "compile the kernel on both targets (the 3.3 tuple frontend returns a NamedTuple): compiles, fixed. "
              "gfx942 has no 2.3.1 (n/a)."),
    1079: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["mlir-pass-assertion", "truncated-reproducer", "no-launch-code", "signal-crash",
                 "fixed-before-oldest-release", "not-reproduced-on-releases"],
        reported_message="Assertion `rank == sizePerThread.size() && \"unexpected rank in "
                         "BlockedEncodingAttr::getElemsPerThread\"' failed.",
        reported_version="commit 88498d104a17cb (2023-01)", fixed_in=None,
        rule=rule(reproduces=("unexpected rank in BlockedEncodingAttr",)),
        notes="Complete kernel los_kernel (loads dist and coo_bounds, tl.reshape to (block_size, 1) and (1, "
              "radial_size), sf = 1./coo_bounds - 1./dist broadcast to 2-D, tl.sum(sf, axis=1), store); the "
              "excerpt is cut inside the host function los() after `block_size = 8` / `num_warps = 2`, before any "
              "launch. repro.py as given only defines the kernel (3.6.0 as_given: 0 kernels compiled). measured.py "
              "= repro.py + a launch with the two values los() names (block_size=8, num_warps=2) and, NOT from the "
              "text, radial_size=16, n_elements=8, fp32 tensors dist (8), coo_bounds (16), output (8), grid (1,). "
              "Every release and target compiles it (2.3.1's harness counts no compile for 2.x launches; it exits "
              "clean): the 2023 getElemsPerThread rank assertion is on no release (the issue was closed in 2023, "
              "before 2.3.1), or needs radial_size/n_elements values the excerpt does not give: not reproduced. "
              "gfx942 has no 2.3.1 (n/a)."),
    1591: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["python-exception", "repro-complete", "fixed-before-oldest-release", "not-reproduced-on-releases"],
        reported_message="NameError('a is not defined')", reported_version="main 2023-04 (8f47bdc)", fixed_in=None,
        rule=rule(reproduces=("a is not defined",)),
        notes="Complete script: inside `if pid < n_size:` the kernel assigns `a = x + 1` then `a = a.to(tl.float32)` "
              "(x an fp16 load), launched test_kernel[(1,)](x, n_size, BLOCK_SIZE=1024). Reported (2023 main): "
              "CompilationError at the `.to` <- NameError('a is not defined'). Every release compiles the kernel on "
              "both targets (2.3.1's harness counts no compile for 2.x launches; it exits clean): the frontend "
              "scoping bug was fixed before 2.3.1, compiles on every release (not reproduced). gfx942 has no 2.3.1 (n/a)."),
    640: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["signal-crash", "user-error-crash", "truncated-reproducer", "no-launch-code",
                 "clean-diagnostic-in-later-releases"],
        reported_message="Segfault", reported_version="master 2022-08", fixed_in=None,
        rule=rule(reproduces=("SIGSEGV", "Segmentation fault", "Segfault")),
        notes="Complete kernel mult_zeroes(debug_ptr): two tl.zeros((256,), fp32) blocks added and stored with "
              "`tl.store(debug_ptr, first_zeroes + second_zeroes)`, a 256-element block stored through a scalar "
              "pointer; the excerpt is cut in `debug_tensor = to`, before any launch (repro.py as given fails in "
              "Python: NameError: name 'to' is not defined, 3.6.0 as_given). measured.py = repro.py without that "
              "cut line + NOT from the text: import torch, a 256-element fp32 debug tensor, mult_zeroes[(1,)]"
              "(debug_tensor). Reported (2022 master, pre-MLIR): a segfault while compiling (title; the map::at "
              "traceback the comments mention is not in the excerpt). Every release and target now rejects the store "
              "in the frontend with CompilationError <- ValueError('Value argument cannot be block type if pointer "
              "argument is not a block'): a clean diagnostic of the user error instead of the crash, different_error "
              "(as 5366's frontend diagnostic in fresh3). gfx942 has no 2.3.1 (n/a)."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh5", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh5", SPEC)
    sys.exit(rc)

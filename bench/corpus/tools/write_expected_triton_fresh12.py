"""Write ``expected.json`` for the twelfth fresh Triton batch (split ``fresh12``: issues nobody tunes on,
found, measured and labelled after the fresh11 batch) from the raw runs of ``triton_measure.py`` and
the labels below, decided by a person reading each run's stderr against the issue (see
bench/corpus/triton/README.md, "Twelfth fresh batch").

    S=/work/scratch-triton-fresh12/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 6034 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 2640 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 3391 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 2939 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 633 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 3391,2939,633 --script repro.py \\
        --tag .as_given --versions 3.6.0 --targets cuda:90:32
    python bench/corpus/tools/write_expected_triton_fresh12.py --scratch $S [--index]

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
    6034: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "repro-complete", "both-backends", "truncated-message",
                 "different-failure-in-earlier-releases", "not-reproduced-on-releases", "fixed-in-release"],
        reported_message=None,
        reported_version="2025-02 main (between 3.2 and 3.3)", fixed_in="3.3.1",
        rule=rule(reproduces=("CompilationError",),
                  when=_stderr_has('print("", t.test)')),
        notes="Complete script (no torch): a typing.NamedTuple class Test(test: int), a jit helper create_test() that "
              "builds `t = Test(1)` and returns it, and a kernel test() that calls it and reads `t.test` in "
              "`print(\"\", t.test)`; launched test[(1,)]() under `if __name__ == \"__main__\"`. Reported (2025-02-27, "
              "main): the field name is lost when the NamedTuple is returned (it becomes a plain tuple), so the frontend "
              "fails at `print(\"\", t.test)` (`CompilationError: at 3:14:` in test(); the excerpt cuts the traceback "
              "right after the location's source lines, before the message: reported_message None). The rule needs a "
              "failure at that print line. 3.3.1-3.9.0 on both targets compile it (one kernel compiled, one launch): "
              "compiles - the named-tuple return was fixed before the 3.3 release. 2.3.1-3.1.0 fail earlier, while "
              "collecting the kernel's dependencies: `AssertionError: Function \"Test\" is being called from a Triton "
              "function but is not a Triton function itself` (no NamedTuple construction inside a jit function at "
              "all); 3.2.0 fails in the frontend at `t = Test(1)` in create_test (CompilationError at 2:8 <- "
              "NameError: Cannot access global variable Test from within @jit'ed function): another failure at "
              "another place, before the returned tuple is ever read - different_error (non-obvious call: these "
              "releases lack NamedTuple construction, but they fail with a diagnostic rather than missing an API the "
              "script names, so not n/a). gfx942 has no 2.3.1 (n/a)."),
    2640: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "repro-complete", "both-backends", "message-not-in-report",
                 "truncated-message", "dtype-specific", "reworded-across-releases", "fixed-in-release"],
        reported_message=None,
        reported_version="2023-11 main (2.1-era)", fixed_in="3.2.0",
        rule=rule(reproduces=("CompilationError<-AssertionError", "unexpected type fpNeN and fpNeN"),
                  when=_stderr_has("a + b")),
        notes="Complete script (no torch): _kernel() makes two (1, 1) tl.zeros blocks of tl.float8e5 and evaluates "
              "`a + b`; launched _kernel[(0,)]() (a zero grid) from call_kernel() under `if __name__ == \"__main__\"`. "
              "Reported (2023-11, main): fp8 addition is not supported; the traceback runs through code_generator's "
              "ast_to_ttir -> generator.visit -> visit_Module -> generic_visit and is cut there, before its message "
              "(reported_message None). cuda:90 2.3.1 fails in the frontend at `a + b` (CompilationError at 4:8 raised "
              "from ast_to_ttir, <- a bare AssertionError in the binary-op type check); 3.0.0-3.1.0 (both targets) "
              "fail at the same expression (at 4:4) with TypeError('unexpected type fp8e5 and fp8e5') from the same "
              "type check: reproduces - the report's failure path (the frontend's IR generation of the fp8 add) whose "
              "message the excerpt cuts, as 2475/7161 (non-obvious call; class reworded-across-releases for the "
              "AssertionError -> TypeError wording). The rule also requires the `a + b` line. 3.2.0-3.9.0 compile it on "
              "both targets (one kernel compiled, one launch): compiles - fp8 arithmetic is upcast from 3.2. gfx942 "
              "3.0.0-3.1.0 fail exactly as cuda does, in the frontend before any arch check, so they are labelled by "
              "the run (reproduces), as 2475's gfx942 3.0.0/3.1.0 after its relabel; fp8e5 is not the fp8e4nv the "
              "gfx942 n/a convention is about. gfx942 has no 2.3.1 (n/a)."),
    3391: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "user-error-diagnostic", "missing-imports", "both-backends",
                 "reworded-across-releases", "fixed-in-release"],
        reported_message="Cannot use /, #, or % with triton.language.uint32 and triton.language.int32 because they "
                         "have different signedness;this is unlikely to result in a useful answer. Cast them to the "
                         "same signedness.",
        reported_version="2024-03 (release not named in the excerpt)", fixed_in="3.2.0",
        rule=rule(reproduces=("Cannot use /, #, or % with triton.language.uintN and triton.language.intN because "
                              "they have different sign",),
                  when=_stderr_has("even = values % 2")),
        notes="A five-line block without imports: simple_modulo(input) computes `values = tl.arange(0, 128).to("
              "tl.uint32)` and `even = values % 2`, launched simple_modulo[(1,)](ch.randn(10).cuda()) (`ch` = torch). "
              "Reported (2024-03): ValueError('Cannot use /, #, or % with triton.language.uint32 and "
              "triton.language.int32 because they have different signedness; ...') - the literal 2 is typed int32. "
              "measured.py = `import torch as ch`, `import triton`, `import triton.language as tl` (NOT in the text; "
              "`ch` is the name the launch uses) + repro.py verbatim. repro.py as given on 3.6.0 stops at NameError: "
              "name 'triton' is not defined. cuda:90 2.3.1 fails in the frontend at `values % 2` with the report's "
              "ValueError verbatim; 3.0.0-3.1.0 (both targets) raise the same check and text as a TypeError: "
              "reproduces (class reworded-across-releases for the exception type). 3.2.0-3.9.0 compile it on both "
              "targets (one kernel compiled, one launch): compiles - from 3.2 an integer literal takes the other "
              "operand's type where it fits, which is what the reporter asks for. gfx942 has no 2.3.1 (n/a)."),
    2939: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "specialization", "call-named-in-prose", "snippet-needs-completion",
                 "both-backends", "reproduces-on-all-releases", "reworded-across-releases"],
        reported_message="AttributeError(\"'constexpr' object has no attribute 'to'\")",
        reported_version="2024-01 nightly", fixed_in=None,
        rule=rule(reproduces=("object has no attribute 'to'",),
                  when=_stderr_has("mul.to(tl.int64)")),
        notes="The repro is an IPython session: my_kernel(in_, out, mul) loads *in_ and stores `val * mul.to("
              "tl.int64)`; `my_kernel[1,](in_, out, 42)` works (Out[8] shows 42) and `my_kernel[1,](in_, out, 1)` "
              "fails because a scalar argument equal to 1 is specialized into a constexpr. Reported (2024-01, "
              "nightly): CompilationError at 3:24 (the `mul.to(` call) <- AttributeError(\"'constexpr' object has no "
              "attribute 'to'\"). measured.py = the session's inputs in order, prompts, Out lines and traceback "
              "dropped (NOT from the text: In [8]'s bare `out` becomes print(out)); repro.py as given on 3.6.0 stops at "
              "a SyntaxError (the `In [1]:` prompts). Every release and target: the mul=42 launch compiles (one kernel "
              "compiled on 3.x; 2.3.1's stand-in counts launches only) and the mul=1 launch fails in the frontend at "
              "3:24 with AttributeError: 'constexpr' object has no attribute 'to' (2.3.1-3.3.1, the report verbatim) "
              "or 'int' object has no attribute 'to' (3.4.0-3.9.0: the specialized 1 now reaches the call as a plain "
              "Python int): reproduces on all 21 rows with a backend (class reworded-across-releases: same "
              "specialization, same call, same missing method; the rule also checks the `mul.to(tl.int64)` line). "
              "gfx942 has no 2.3.1 (n/a)."),
    633: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "legacy-api", "call-named-in-prose", "missing-imports",
                 "completion-not-in-text", "both-backends", "not-reproduced-on-releases",
                 "clean-diagnostic-in-releases"],
        reported_message="AttributeError: 'pointer_type' object has no attribute 'get_block_shapes'",
        reported_version="2022-08 main (pre-2.0)", fixed_in=None,
        rule=rule(reproduces=("'pointer_type' object has no attribute 'get_block_shapes'",
                              "'tt.store' op requires the same shape for all operands")),
        notes="A block without imports whose launch is pseudo-code: kernel0(out_ptr2, xnumel, XBLOCK) builds an "
              "[XBLOCK, 1] mask and calls `tl.store(out_ptr2, tmp6, xmask)` with a scalar pointer, a scalar 1.0 and "
              "a block mask (the commented-out unmasked store works), launched as `kernel0(..., numel=1, XBLOCK=1)`. "
              "Reported (2022-08, main): AttributeError: 'pointer_type' object has no attribute 'get_block_shapes' "
              "(in a comment of the block); a 2023-02 comment says it later became `error: 'tt.store' op requires "
              "the same shape for all operands`, and the maintainer closes it because the error message is now more "
              "informative. measured.py = three imports + repro.py verbatim with the pseudo-code launch kept as a "
              "comment and NOT from the text: kernel0[(1,)](torch.empty(1, device=\"cuda\"), 1, XBLOCK=1) (xnumel=1 "
              "as `numel=1` says). repro.py as given on 3.6.0 stops at NameError: name 'triton' is not defined. "
              "Every release and target fails in the frontend at the store (at 11:4) with the clean diagnostic "
              "ValueError: Mask argument cannot be block type if pointer argument is not a block - the informative "
              "message the maintainer refers to, not the report's AttributeError crash nor the later verifier "
              "error: different_error (as #4371's clean diagnostic where the report shows a crash). gfx942 has no "
              "2.3.1 (n/a)."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh12", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh12", SPEC)
    sys.exit(rc)

"""Write ``expected.json`` for the fourteenth fresh Triton batch (split ``fresh14``: issues nobody tunes
on, found, measured and labelled after the fresh12 batch, alongside fresh13) from the raw runs of
``triton_measure.py`` and the labels below, decided by a person reading each run's stderr against the
issue (see bench/corpus/triton/README.md, "Fourteenth fresh batch").

    S=/work/scratch-triton-fresh14/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 7135,576,2360 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 540 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 7135,576,2360,540 --script repro.py \\
        --tag .as_given --versions 3.6.0 --targets cuda:90:32
    python bench/corpus/tools/write_expected_triton_fresh14.py --scratch $S [--index]

(all with --targets cuda:90:32,hip:gfx942:64, the default, except the as-given runs; 7135 names MI300X,
i.e. gfx942, one of the two default targets.) The labels (``SPEC``) are this batch's; the loop that
writes expected.json is the shared ``triton_expected.write_batch``. ``--index`` also puts the batch into
``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule, update_index  # noqa: E402


def _stderr_has(*texts):
    return lambda raw, sig, v: all(t in raw.get("stderr", "") for t in texts)


SPEC = {
    # 7135 was found by the fresh13 helper at the same time, with the same labels: it is fresh13's
    576: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["message-in-title", "failure-in-comment", "pre-mlir-backend", "truncated-reproducer",
                 "snippet-needs-completion", "completion-not-in-text", "no-launch-code",
                 "fixed-before-oldest-release", "not-reproduced-on-releases", "both-backends"],
        reported_message="map::at error",
        reported_version="2022-07 master (pre-MLIR backend)", fixed_in=None,
        rule=rule(reproduces=("map::at",)),
        notes="Inductor-style kernel0(in_ptr0, out_ptr0, ks0, xnumel, rnumel, XBLOCK, RBLOCK): a first loop sums an "
              "[XBLOCK, RBLOCK] tile with tl.where into _tmp1, tl.reshape(tl.sum(_tmp1, 1), [XBLOCK, 1]) gives tmp1, "
              "a second loop reloads the tile and adds tmp1 (`tmp3 = tmp2 + tmp1 # map:at error`) and stores it; the "
              "excerpt is cut inside that store's mask (`xmask[:, None] & rma`), no launch (as given, 3.6.0 cuda:90: "
              "SyntaxError '(' was never closed, 0 kernels). The failure text is only the title ('map::at error when "
              "adding [XBLOCK, RBLOCK] size of data with [XBLOCK, 1] size of data'), the body's first words "
              "('`map::at error` Repro:') and the code comment on the failing line; no traceback, no exception type. "
              "measured.py finishes the cut line as `rmask[None, :])` and adds (not from the text) a launch "
              "kernel0[(2,)] on 16x64 fp32 with ks0=64, xnumel=16, rnumel=64, XBLOCK=8, RBLOCK=32. Every release on "
              "both targets compiles it (3.x: one kernel compiled, one launch; 2.3.1 exits clean through its stand-in): "
              "compiles - a 2022 failure of the pre-MLIR backend, which no measured release has; fixed before 2.3.1 "
              "(fixed_in None, as 532). gfx942 has no 2.3.1 (n/a)."),
    2360: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "user-error-diagnostic", "failure-in-comment", "message-not-in-report",
                 "missing-imports", "truncated-reproducer", "snippet-needs-completion", "completion-not-in-text",
                 "no-launch-code", "both-backends", "reworded-across-releases", "clean-diagnostic-in-later-releases",
                 "reproduces-on-all-releases"],
        reported_message=None,
        reported_version="2023-09 (2.1-era)", fixed_in=None,
        rule=rule(reproduces=("CompilationError<-AssertionError", "__setitem__ is not supported"),
                  when=_stderr_has("batch_element[channel_idx] = channel_row")),
        notes="A how-do-I question (title 'Cumulative layer norm with Triton'): cln_kernel builds a (num_channels, "
              "BLOCK_SIZE) tl.zeros block and, in a loop over channels, loads a row and assigns it with "
              "`batch_element[channel_idx] = channel_row`. The failure is only a code comment above that line ('# The "
              "following line generates a compilation error' / '# How am I supposed to write the channel_row line into "
              "the batch_element array ?'); no message, no traceback (reported_message None). repro.py has no imports "
              "and its host wrapper triton_cln is cut after `seq_length = x.size(2)` (as given, 3.6.0 cuda:90: "
              "NameError on `triton`, 0 kernels). measured.py adds (not from the text) the three imports and a launch, "
              "one program per batch element (the kernel's own comment), on a (2, 4, 16) fp32 tensor. Every release on "
              "both targets fails in the frontend at 20:8, the commented line: 2.3.1-3.4.0 CompilationError <- a bare "
              "AssertionError (no message), 3.5.1-3.9.0 CompilationError <- NotImplementedError('__setitem__ is not "
              "supported in triton'): reproduces on all - the report's failure at the report's line, in two "
              "wordings (non-obvious call: the issue gives no message to match, so the rule requires the failure at the "
              "assignment line). Triton tensors are immutable: this is a user error the later releases diagnose "
              "cleanly, not a bug fixed in any release (fixed_in None). gfx942 has no 2.3.1 (n/a)."),
    540: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "message-in-title", "call-in-traceback", "pre-mlir-backend",
                 "fixed-before-oldest-release", "not-reproduced-on-releases", "both-backends"],
        reported_message="IndexError: map::at",
        reported_version="2022-06 master and stable (pre-MLIR backend)", fixed_in=None,
        rule=rule(reproduces=("map::at",)),
        notes="_kernel(OUT, stride_0, stride_1, BLOCK_0, BLOCK_1) stores tl.sum(a, 1)[:, None] (a 64x64 tl.zeros block "
              "reduced over axis 1 and broadcast back) through a 64x64 pointer block; main() allocates a 64x64 "
              "tensor and launches it on one program. The script defines main() but never calls it: the call is only "
              "in the report's traceback ('File \".../repro.py\", line 23, in <module>' / 'main()'), which is cut "
              "inside triton's code_gen frames before the message; the message is in the title and the prose "
              "('I'm getting `IndexError: map::at`'). measured.py = repro.py + `main()`, nothing else (as given, "
              "3.6.0 cuda:90: runs clean with 0 kernels compiled). Every release on both targets compiles it (3.x: "
              "one kernel compiled, one launch; 2.3.1 exits clean through its stand-in): compiles - the 2022 pre-MLIR backend's map::at on a reduce + broadcast "
              "+ store, fixed before 2.3.1 (fixed_in None). gfx942 has no 2.3.1 (n/a)."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh14", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh14", SPEC)
    sys.exit(rc)

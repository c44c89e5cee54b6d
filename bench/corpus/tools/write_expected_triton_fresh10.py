"""Write ``expected.json`` for the tenth fresh Triton batch (split ``fresh10``: issues nobody tunes on,
found, measured and labelled after the fresh9 batch) from the raw runs of ``triton_measure.py`` and
the labels below, decided by a person reading each run's stderr against the issue (see
bench/corpus/triton/README.md, "Tenth fresh batch").

    S=/work/scratch-triton-fresh10/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 9547,2475 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 6490 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1238 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 6490 --script repro.py \\
        --tag .as_given --versions 3.6.0
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 5994,3035 --script repro.py
    python bench/corpus/tools/write_expected_triton_fresh10.py --scratch $S [--index]

(a check run, not in the corpus: 6490's first code block with the three imports and without its
assert_close, as a temporary check_first_block.py, --tag .check_first_block, cuda:90:32 on 2.3.1, 3.2.0,
3.3.1, 3.6.0 and 3.9.0.)

(all with --targets cuda:90:32,hip:gfx942:64, the default; the one arch an issue names - 5994's H100 -
is sm_90, already the cuda target.) The labels (``SPEC``) are this batch's; the loop that writes
expected.json is the shared ``triton_expected.write_batch``. ``per_target`` (2475 only) fixes the
labels of gfx942 releases that the README's n/a convention decides (fp8e4nv on gfx942 before 3.3)
where the run's own text is the same as on cuda. ``--index`` also puts the batch into
``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule, update_index  # noqa: E402


SPEC = {
    9547: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "reworded-across-releases", "repro-complete", "both-backends",
                 "reproduces-on-all-releases", "needs-specific-constexpr"],
        reported_message="AssertionError(\"Loop carried variable a0 changed type, was <class "
                         "'triton.language.core.tensor'> but is now <class 'triton.language.core.constexpr'>\")",
        reported_version="2026-02 (release not named in the excerpt)", fixed_in=None,
        rule=rule(reproduces=("CompilationError<-AssertionError",)),
        notes="Complete script: kernel(a_ptr, a0, b_ptr, b0, out, o0) loops `for i in range(0, 8, 2)`, stores "
              "tl.load(a_ptr + i * a0) to out + i * o0, then reassigns `a_ptr = b_ptr` and `a0 = b0`; launched "
              "kernel[(1,)](a, a.stride(0), b, b.stride(0), out, out.stride(0)) on three 8-element int32 cuda "
              "tensors, so a0 = b0 = o0 = 1 and the JIT specializes them to constexpr (the script's own comment). "
              "Reported (2026-02, release not named): CompilationError at 4:4 (the `for`) <- AssertionError(\"Loop "
              "carried variable a0 changed type, was <class 'triton.language.core.tensor'> but is now <class "
              "'triton.language.core.constexpr'>\"). Every release and target fails in the frontend (stage ir) "
              "with CompilationError <- AssertionError from the loop-carried-variable check of "
              "CodeGenerator.visit_For, worded four ways: 2.3.1 a bare `AssertionError()` (code_generator.py "
              "visit_For, `assert _is_triton_tensor(liveins[name])`; the caret points at `a0 = b0`), 3.0.0-3.1.0 "
              "the same bare assertion with the caret at the `for`, 3.2.0-3.3.1 `cannot reasign constexpr a0 in "
              "the loop`, 3.4.0 `Loop carried variable a0 changed type`, 3.5.1-3.9.0 the report's full message. "
              "Same check, same place, same input (a0 enters the loop as a specialized constexpr and leaves it as "
              "a tensor): reproduces on all 21 rows with a backend (class reworded-across-releases; the bare "
              "assertions of 2.3.1-3.1.0 are that check without its text). No release fixes it (the issue is "
              "open; PRs #9639/#9795 propose fixes). gfx942 has no 2.3.1 (n/a)."),
    6490: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "truncated-reproducer", "snippet-needs-completion", "missing-imports",
                 "truncated-message", "regression", "both-backends"],
        reported_message="triton.compiler.errors.CompilationError: at 4:4:",
        reported_version="2025-04 (release not named in the excerpt)", fixed_in=None,
        rule=rule(reproduces=("CompilationError<-TypeError: cannot convert",),
                  when=lambda raw, sig, v: "at 4:4:" in raw.get("stderr", "") and "tl.store(Z, z)" in raw.get("stderr", "")),
        notes="Two code blocks, both without imports. The first (`z, = tl.reduce((vals,), 0, add)`) is a complete "
              "script that the report says compiles and fails only under the interpreter (InterpreterError: "
              "TypeError(\"'int' object is not iterable\"); TRITON_INTERPRET is not measured). The second - the "
              "one that fails to compile, so repro.py - writes `z = tl.reduce((vals,), 0, add)` and `tl.store(Z, "
              "z)` and is cut inside `X = torch.randint(0, 10, [BLOCK], de` (repro.py as given: SyntaxError, 3.6.0 "
              "as_given, 0 kernels). Reported: `triton.compiler.errors.CompilationError: at 4:4:` with the source "
              "excerpt pointing at `tl.store(Z, z)`, no exception text. measured.py = `import torch`, `import "
              "triton`, `import triton.language as tl` (NOT in the text) + the second block without its cut line + "
              "the first block's remaining lines verbatim (X = 512 int32 on cuda with X[:300] = 32, X[300:] = 0, "
              "Z a 0-d int32, sanitize_sum_kernel[(1, )](Z, X, BLOCK=BLOCK)) except its last line, "
              "torch.testing.assert_close, left out (launches are no-ops here). 3.3.1-3.9.0 on both targets fail "
              "in the frontend with CompilationError at 4:4 (`tl.store(Z, z)`) <- TypeError: cannot convert "
              "['int32[]'] of type <class 'triton.language.core.tuple'> to tensor - the report's location exactly: "
              "reproduces. 2.3.1-3.2.0 compile it: their CodeGenerator.visit_Assign zips the assignment's targets "
              "with the returned tuple, so `z` got the tuple's only tensor; from 3.3.1 (tuples as first-class "
              "values) `z` is a tl.tuple and tl.store rejects it - the behaviour change the report is about "
              "(class regression; the rule also checks the at 4:4 / tl.store location). A check run of the first "
              "block (`z, = ...`) with the same imports and without its assert_close (tag .check_first_block, not "
              "in the corpus) compiles on cuda:90 2.3.1, 3.2.0, 3.3.1, 3.6.0 and 3.9.0, as the report says. gfx942 "
              "has no 2.3.1 (n/a)."),
    2475: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda; fp8e4nv)",
        classes=["python-exception", "repro-complete", "message-not-in-report", "fp8", "both-backends",
                 "different-failure-in-later-releases", "mlir-verifier-error"],
        reported_message=None,
        reported_version="2023-10 main (source build)", fixed_in=None,
        rule=rule(reproduces=("has no attribute 'get_fpNeNnv'",),
                  n_a=("type fpNeNnv not supported in this architecture",)),
        per_target={"hip:gfx942:64": {"3.2.0": "n/a"}},
        notes="Complete script (an Inductor-style pointwise kernel): triton_(in_ptr0, out_ptr0, xnumel, XBLOCK) "
              "loads an fp8e4nv block, builds `tmp1 = tl.full([1], 2.0, tl.float8e4nv)`, stores `tmp0 + tmp1`; "
              "launched on a 4096x4096 float8_e4m3fn tensor with XBLOCK=1024 under `if __name__ == \"__main__\"`. "
              "Reported (2023-10, a main-branch source build): a traceback through ast_to_ttir -> "
              "CodeGenerator.visit -> visit_Module, cut before its message (reported_message None). cuda:90 "
              "2.3.1-3.6.0 fail in the frontend at `tmp1 = tl.full([1], 2.0, tl.float8e4nv)` (at 8:11) with "
              "CompilationError <- AttributeError: 'triton._C.libtriton...ir.builder' object has no attribute "
              "'get_fp8e4nv' (semantic.full looks up builder.get_<dtype name>, which has no fp8 variant): a "
              "failure in ast_to_ttir's code generation of this kernel, the path the report's traceback shows, "
              "whose text the excerpt cuts: reproduces (non-obvious call, as 4078 and 3063: the failure the report "
              "shows without its text). 3.7.1-3.9.0 accept the fp8 tl.full and fail later, in make_llir (stage "
              "llir): the fp8 add is lowered to llvm.fadd on i8 ('llvm.fadd' op operand #0 must be floating point "
              "LLVM type ..., but got 'i8'; PassManager::run failed) - another failure in another stage: "
              "different_error. No release compiles the kernel. gfx942: 3.0.0-3.2.0 n/a by the README's "
              "convention (fp8e4nv on gfx942 before 3.3): 3.2.0 refuses the signature ('type fp8e4nv not "
              "supported in this architecture'), 3.0.0-3.1.0 stop at the same AttributeError as cuda before any "
              "arch check - labelled n/a through per_target until 2026-11-27, then reproduces after the "
              "untouched measurement (README 'Tenth fresh batch'): the n/a convention is for a release that "
              "refuses the type for the arch, and these two fail exactly as cuda does, at the reported step; 3.3.1-3.6.0 the "
              "cuda AttributeError: reproduces; 3.7.1-3.9.0 the same llvm.fadd verifier error: different_error. "
              "gfx942 has no 2.3.1 (n/a)."),
    1238: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["repro-complete", "message-not-in-report", "fixed-before-oldest-release",
                 "not-reproduced-on-releases", "both-backends"],
        reported_message=None,
        reported_version="2023-02 main (2.0-era)", fixed_in=None,
        rule=rule(reproduces=("CompilationError",)),
        notes="Complete script by a maintainer: `@triton.jit def _kernel(x): return` - a bare `return` as the "
              "kernel body - launched _kernel[(1,)](x) on a 1-element fp16 cuda tensor. Reported (2023-02, "
              "2.0-era main): the `return` keyword 'doesn't work in kernels'; the excerpt gives no failure text "
              "(reported_message None) and the issue is still open. Every release and target compiles it (3.x: one "
              "kernel compiled, one launch; 2.3.1's stand-in counts launches only): compiles - fixed before 2.3.1. "
              "gfx942 has no 2.3.1 (n/a)."),
    5994: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="sm_90 (H100)",
        classes=["python-exception", "message-in-title", "repro-in-comment", "repro-complete", "arch-named-in-prose",
                 "fixed-in-release", "both-backends"],
        reported_message="RuntimeError: Cannot call @triton.jit'd outside of the scope of a kernel",
        reported_version="3.2.0 (PyPI), H100", fixed_in="3.4.0",
        rule=rule(reproduces=("Cannot call @triton.jit'd outside of the scope of a kernel",),
                  n_a=("'tensor' object has no attribute 'sum'",)),
        notes="The description names the failure and the release (3.2.0, H100 = sm_90, the cuda target already); "
              "the complete script is in the reporter's comment (2025-02-27), repro.py: "
              "kernel_with_tensor_method(x_ptr, output_ptr, n_elements, BLOCK_SIZE) loads a 1024-element block and "
              "reduces it with the tensor method `x.sum(axis=0)` instead of tl.sum(x, axis=0); launched with "
              "keyword arguments on a 1024-element fp32 cuda tensor, BLOCK_SIZE=1024, grid (1,). 3.0.0-3.3.1 on "
              "both targets fail in the frontend with CompilationError at 13:13 (`result = x.sum(axis=0)`) <- "
              "RuntimeError: Cannot call @triton.jit'd outside of the scope of a kernel - the report's message "
              "verbatim: reproduces. 3.4.0-3.9.0 compile (one kernel compiled, one launch): fixed in 3.4.0. "
              "2.3.1 has no tensor member functions (CompilationError <- AttributeError: 'tensor' object has no "
              "attribute 'sum'): the release lacks the API the script uses, n/a. gfx942 has no 2.3.1 (n/a)."),
    3035: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["python-exception", "repro-complete", "both-backends", "fixed-in-release"],
        reported_message="NameError('kernel2 is not defined')",
        reported_version="2024-01 (release not named in the excerpt)", fixed_in="3.4.0",
        rule=rule(reproduces=("NameError: kernelN is not defined",)),
        notes="Complete script: inside a Python function test(t1, t2, out), `kernel` (@triton.jit) calls "
              "`kernel2(...)`, a second @triton.jit function defined after it in the same local scope (it picks "
              "in_ptr0 or in_ptr1 with tl.where(n_elements == 1, ...) and copies a masked BLOCK_SIZE block); "
              "test() launches kernel[(4,)](t1, t2, out, 1, 16) on 3-element int64 cuda tensors. Reported "
              "(2024-01): NameError('kernel2 is not defined'); a maintainer answers it is a limitation of Triton. "
              "2.3.1-3.3.1 on both targets fail in the frontend with CompilationError at 8:4 (the `kernel2(...)` "
              "call) <- NameError('kernel2 is not defined'): reproduces. 3.4.0-3.9.0 resolve the local name and "
              "compile (one kernel compiled, one launch): fixed in 3.4.0. gfx942 has no 2.3.1 (n/a)."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh10", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh10", SPEC)
    sys.exit(rc)

"""Write ``expected.json`` for the sixth fresh Triton batch (split ``fresh6``: issues nobody tunes on,
found, measured and labelled after the fresh5 batch) from the raw runs of ``triton_measure.py`` and
the labels below, decided by a person reading each run's stderr against the issue (see
bench/corpus/triton/README.md, "Sixth fresh batch").

    S=/work/scratch-tfresh6/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1432,543,1468,1621,2011 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1864,2471,4737,11612 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 11612 --script measured.py \\
        --targets cuda:120:32
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1864,2471,4737,11612 --script repro.py \\
        --tag .as_given --versions 3.6.0
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1621 --script prose_variant.py --tag .prose
    python bench/corpus/tools/write_expected_triton_fresh6.py --scratch $S [--index]

(all with --targets cuda:90:32,hip:gfx942:64, the default, unless given.) The labels (``SPEC``) are
this batch's; the loop that writes expected.json is the shared ``triton_expected.write_batch``.
``PROSE`` adds, for 1621, the outcome of the variant the description names in prose (a field
``prose_call`` in its expected.json; the table itself is repro.py's). ``--index`` also puts the
batch into ``triton/INDEX.json``.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, CORPUS, main, rule, update_index  # noqa: E402
from triton_measure import RELEASES, summary  # noqa: E402

SPEC = {
    1432: dict(
        kind="crash", script="repro.py", targets=BOTH, target="both", arch="unspecified",
        classes=["mlir-verifier-error", "repro-complete", "message-in-title", "amd-only", "fixed-in-release",
                 "not-reproduced-on-nvidia"],
        reported_message="error 'scf.yield' op must be the last operation in the parent block",
        reported_version="main 2023-03", fixed_in=None,
        rule=rule(reproduces=("'scf.yield' op must be the last operation in the parent block",)),
        notes="Complete script: a kernel error(leftmat, rightmat, output) whose `for i in range(0, 2)` loop loads a "
              "16x32 and a 32x16 fp16 tile, does `tl.dot(a, b).to(tl.float16)` and stores it (the commented-out `aa` "
              "lines are the reporter's workaround), launched error[(1,)](...). Reported (2023 main, NVIDIA): the title's "
              "verifier error. NVIDIA: every release compiles the kernel (2.3.1's harness counts no compile for 2.x "
              "launches; it exits clean): not reproduced there. gfx942: 3.0.0 and 3.1.0 fail in make_ttgir with the "
              "title's message verbatim (`error: 'scf.yield' op must be the last operation in the parent block` at the "
              "loop's second load, then RuntimeError: PassManager::run failed; no pass named): reproduces - same "
              "verifier message on the same loop, on the other backend (non-obvious call: the report is NVIDIA's, the "
              "reproduction is AMD-only). 3.2.0 and newer compile on gfx942 (fixed there). gfx942 has no 2.3.1 (n/a)."),
    543: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["llvm-error-backend", "repro-complete", "fixed-before-oldest-release", "not-reproduced-on-releases",
                 "legacy-api"],
        reported_message="LLVM ERROR: Broken function found, compilation aborted!",
        reported_version="master 2022-06 (pre-MLIR)", fixed_in=None,
        rule=rule(reproduces=("Broken function found", "Call parameter type does not match function signature")),
        notes="Complete script: kernel2 loads an fp64 block (xindex built with `tl.reshape(tl.arange(0, XBLOCK), "
              "[XBLOCK])`), takes `tl.log` of it and stores it; call() launches it on two (204, 204, 26) fp64 tensors "
              "with grid cdiv(1082016, 1024). Reported (June 2022, the pre-MLIR compiler): `Call parameter type does not "
              "match function signature!` (an lg2.approx.f32 inline asm fed a double) and, per the code's comment, "
              "LLVM ERROR: Broken function found. Every release and target compiles it (one kernel compiled on 3.x; "
              "2.3.1's harness counts no compile for 2.x launches, it exits clean): fp64 log is lowered properly since "
              "the MLIR rewrite, not reproduced. gfx942 has no 2.3.1 (n/a)."),
    1468: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["llvm-error-backend", "repro-complete", "clean-diagnostic-in-later-releases",
                 "masked-by-frontend-change", "python-exception"],
        reported_message="LLVM ERROR: Failed to translate TritonGPU to LLVM IR.",
        reported_version="main 2023-04", fixed_in=None,
        rule=rule(reproduces=("LLVMTranslationDialectInterface", "Failed to translate TritonGPU to LLVM IR",
                              "unrealized_conversion_cast")),
        notes="Complete script: a module-level `block_size = 16` (a plain int, not constexpr) used inside "
              "exp_kernel(x, res), which stores tl.exp of a bf16 load; launched on a bf16 tensor. Reported (2023 main): "
              "`missing LLVMTranslationDialectInterface registration ... builtin.unrealized_conversion_cast` then "
              "LLVM ERROR: Failed to translate TritonGPU to LLVM IR (an abort). No release reaches that lowering. "
              "2.3.1 refuses the call in the frontend: CompilationError at the tl.exp <- ValueError(\"Expected dtype "
              "['fp32', 'fp64'] but got bf16\") - the check the thread's PR (#1485, 'math operations only support "
              "fp32/fp64') added: a clean diagnostic instead of the crash, different_error (non-obvious call, as 5366 "
              "and 640). 3.0.0 and newer stop even earlier, at the first use of the global: CompilationError <- "
              "NameError('Cannot access global variable block_size from within @jit'ed function ...'), non-constexpr "
              "globals being refused since 3.0: another frontend error that masks the reported one, different_error "
              "on every 3.x release and both targets. gfx942 has no 2.3.1 (n/a)."),
    1621: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["mlir-verifier-error", "llvm-error-backend", "repro-complete", "call-named-in-prose",
                 "signal-crash", "not-reproduced-on-releases"],
        reported_message="error: 'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2",
        reported_version="main 2023-05", fixed_in=None,
        rule=rule(reproduces=("'llvm.return' op operand group", "Failed to translate TritonGPU to LLVM IR")),
        notes="Complete script: `@triton.jit(noinline=True) def func_noinline(tile_id): return 0, 0`, called from "
              "first_wave(C) as `pid_m, pid_n = func_noinline(tile_id)` (tile_id = 0 assigned in the kernel), then a "
              "32x32 fp16 store; launched first_wave[(1,)](c). Reported (2023 main): `'llvm.return' op operand group "
              "starting at #0 requires 0 or 1 element, but found 2` and LLVM ERROR: Failed to translate TritonGPU to "
              "LLVM IR. Every release and target compiles the script as given (one kernel compiled on 3.x; 2.3.1's "
              "harness counts no compile): the multi-value return of a noinline function was fixed before 2.3.1, not "
              "reproduced. The description adds in prose that passing a literal (`func_noinline(0)`) turns the error "
              "into a segmentation fault: prose_variant.py (repro.py with that one call changed) segfaults in "
              "make_llir on 2.3.1-3.2.0 (cuda:90 and gfx942 3.0.0-3.2.0) and compiles from 3.3.1; see `prose_call`. "
              "The table is repro.py's (the block as given); the prose variant's rows are in `prose_call` only "
              "(non-obvious call: the second, prose-only failure is on releases, the first is not). gfx942 has no "
              "2.3.1 (n/a)."),
    2011: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["mlir-pass-failure", "repro-complete", "fixed-before-oldest-release", "not-reproduced-on-releases"],
        reported_message="error: failed to legalize operation 'tt.atomic_cas' that was explicitly marked illegal",
        reported_version="2.1-era main 2023-07", fixed_in=None,
        rule=rule(reproduces=("failed to legalize operation 'tt.atomic_cas'",)),
        notes="Complete script: atomic_cas_kernel does a block tl.atomic_cas on int64 pointers with two tl.full int64 "
              "blocks and stores the result, launched with a `lambda meta` grid and keyword arguments only "
              "(x_ptr=x, ..., BLOCK_SIZE=2). Reported (2023): `failed to legalize operation 'tt.atomic_cas' that was "
              "explicitly marked illegal` (the traceback is cut). Every release and target compiles it (one kernel "
              "compiled on 3.x; 2.3.1's harness counts no compile): tensor atomic_cas lowers on every measured "
              "release, not reproduced. gfx942 has no 2.3.1 (n/a)."),
    1864: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["mlir-verifier-error", "missing-imports", "message-in-title", "fixed-before-oldest-release",
                 "not-reproduced-on-releases"],
        reported_message="error: operand #0 does not dominate this use",
        reported_version="main 2023-06", fixed_in=None,
        rule=rule(reproduces=("does not dominate this use",)),
        notes="Snippet without imports: test_kernel(a_ptr) loads a 32x32 fp32 tile, takes tl.dot with a constant "
              "`tl.full([32, 32], 123, tl.float32)` and stores it back; launched test_kernel[(1,)](a) on a 32x32 fp32 "
              "tensor. repro.py as given stops at Python's NameError: name 'triton' is not defined (3.6.0 as_given). "
              "measured.py = the three imports (torch, triton, triton.language as tl) + repro.py verbatim. Reported "
              "(2023 main): the title's `operand #0 does not dominate this use` and PassManager::run failed; the thread "
              "fixed it within a day (PRs 1866/1868). Every release and target compiles measured.py (one kernel "
              "compiled on 3.x; 2.3.1's harness counts no compile): not reproduced. gfx942 has no 2.3.1 (n/a)."),
    2471: dict(
        kind="crash", script="measured.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["mlir-pass-assertion", "missing-imports", "snippet-needs-completion", "markdown-mangled-code",
                 "not-reproduced-on-releases", "masked-by-frontend-change"],
        reported_message="Assertion parentWarpsPerCTA.size() == 2 && \"getWarpsPerCTA only implemented for 2D "
                         "slice layout\"' failed.",
        reported_version="main 2023-10", fixed_in=None,
        rule=rule(reproduces=("getWarpsPerCTA only implemented for 2D slice layout",)),
        notes="The code is an inline-code span (single backticks, not a fence) without imports, and its two comment "
              "lines read `\\# Do some computations` (Markdown's escape), which Python rejects: repro.py as given "
              "fails with SyntaxError: unexpected character after line continuation character (3.6.0 as_given). "
              "measured.py = the three imports + repro.py with `\\#` written `#`, nothing else changed - in particular "
              "the text's `data = tl.expand_dims(data, axis=(1, 2)), (4, 2, 2)` stays, which makes `data` a Python "
              "tuple (tensor, (4, 2, 2)) that tl.reduce then receives; test_reduce_3d(1) launches reduce_kernel"
              "[(1,)](out, 1). Reported (2023 main): the getWarpsPerCTA 2-D slice-layout assertion. 2.3.1-3.2.0 compile "
              "the script as written on both targets (one kernel compiled on 3.0.0-3.2.0; 2.3.1's harness counts no "
              "compile): not reproduced. 3.3.1 and newer refuse the tuple at the first tl.reduce: CompilationError <- "
              "AttributeError(\"'tuple_type' object has no attribute 'shape'\") (the 3.3 tuple frontend), "
              "different_error (the text's own odd tuple line, not the layout bug). gfx942 has no 2.3.1 (n/a)."),
    4737: dict(
        kind="crash", script="measured.py", targets=BOTH, target="both", arch="unspecified",
        classes=["mlir-pass-assertion", "signal-crash", "truncated-message", "snippet-needs-completion",
                 "clean-diagnostic-in-later-releases", "both-backends", "user-error-crash"],
        reported_message="python3: /source/llvm-project/llvm/incl",
        reported_version="2024-09 (3.0/3.1 era)", fixed_in=None,
        rule=rule(reproduces=('cast<Ty>() argument of incompatible type',),
                  n_a=("'Tensor' object has no attribute 'cast'",)),
        notes="Complete script but for one helper: build_key_only_hashtable_kernel calls simple_mod_hash_kernel(key, "
              "hashtable_size), which the excerpt never defines, then loops `while flag:` on a block (flag = "
              "tl.atomic_cas(...).cast(tl.int1), a 16-element int1 tensor); launched with a lambda grid, BLOCK_SIZE=16. "
              "repro.py as given fails with CompilationError <- NameError: simple_mod_hash_kernel is not defined "
              "(3.6.0 as_given). measured.py = repro.py + NOT from the text: a @triton.jit simple_mod_hash_kernel that "
              "returns `key % hashtable_size` (a modulo hash, as its name says). Reported: only the title ('LLVM "
              "complains about incompatible types') and an assertion line cut after `python3: "
              "/source/llvm-project/llvm/incl`. 3.0.0-3.4.0 abort in make_ttir on both targets with `python: "
              "/source/llvm-project/llvm/include/llvm/Support/Casting.h:566: ... llvm::cast ... [To = "
              "mlir::detail::TypedValue<mlir::IntegerType>, ...]: Assertion `isa<To>(Val) && \"cast<Ty>() argument of "
              "incompatible type!\"' failed.` - the cut path continues exactly there and the title's 'incompatible types' "
              "is this assertion's text: reproduces (non-obvious call: the report's message is 40 characters of a path). "
              "3.5.1 and newer reject the tensor `while` condition with the verifier's `'scf.condition' op operand #0 "
              "must be 1-bit signless integer, but got 'tensor<16xi1>'` (RuntimeError: error encountered during "
              "parsing): a clean diagnostic of the user error instead of the crash, different_error. 2.3.1 has no "
              "tensor `.cast` method (tl.tensor lacks it; the failure shows as AttributeError(\"'Tensor' object has no "
              "attribute 'cast'\") because 2.3.1's cache-key walk resolves the kernel-local `bitmap` to the script's "
              "global torch tensor of the same name): n/a, the release lacks the API the script uses. gfx942 has no "
              "2.3.1 (n/a)."),
    11612: dict(
        kind="crash", script="measured.py", targets=BOTH + ("cuda:120:32",), target="NVIDIA", arch="sm_120",
        classes=["mlir-pass-assertion", "truncated-reproducer", "no-launch-code", "snippet-needs-completion",
                 "arch-named-in-prose", "nvidia-only", "fixed-in-release"],
        reported_message="ilist_iterator.h:168: Assertion `!NodePtr->isKnownSentinel()' failed.",
        reported_version="3.8.0 and 3.7.1, sm_120", fixed_in="3.9.0",
        rule=rule(reproduces=("!NodePtr->isKnownSentinel()",),
                  n_a=("unexpected keyword argument 'flatten'", "has no attribute 'range'"),
                  when=lambda raw, sig, v: "TritonGPUFuseNestedLoops" in sig),
        notes="Kernel cut mid-statement: kernel(out) has an outer `tl.range(0, 2, flatten=True)` loop whose body holds "
              "an inner `tl.range(0, 4)` loop carrying `acc` and a `while w < 0:` whose body is cut after `#` "
              "(repro.py as given: IndentationError, 3.6.0 as_given). measured.py = repro.py + NOT from the text: the "
              "while body `w = w + 1`, `tl.store(out, acc)` after the inner loops (the title: the inner loop's carried "
              "value 'is used afterwards') and a launch kernel[(1,)] on a one-element int32 tensor. Reported (3.7.1 and "
              "3.8.0, sm_120): ilist_iterator.h:168 `!NodePtr->isKnownSentinel()` in TritonGPUFuseNestedLoops, "
              "caught as PassManager::run failed. cuda:90 and cuda:120 (the arch the text names), 3.3.1-3.8.0: exactly "
              "that assertion with `Pipeline failed while executing [TritonGPUFuseNestedLoops ...]` and RuntimeError: "
              "PassManager::run failed: reproduces; 3.9.0 compiles (fixed; the issue is closed). 2.3.1 has no "
              "tl.range and 3.0.0-3.2.0 no `flatten=` (CompilationError <- TypeError: range.__init__() got an "
              "unexpected keyword argument 'flatten'): n/a. gfx942 compiles on 3.3.1 and newer (3.3.1's hip pipeline "
              "has no FuseNestedLoops; later ones run it among AMD-specific passes and it does not fail): not "
              "reproduced on AMD; hip 2.3.1 n/a."),
}

# 1621: the variant the description names in prose ("like `func_noinline(0)`" -> segmentation fault)
PROSE = {
    1621: dict(call="func_noinline(0)", script="prose_variant.py", tag=".prose",
               where="description, after the log: 'If `func_noinline` receive a literal as arg (like "
                     "`func_noinline(0)`) the error changes: segmentation fault'",
               rule=rule(reproduces=("SIGSEGV",))),
}


def add_prose(scratch: str) -> None:
    for n, p in PROSE.items():
        path = CORPUS / str(n) / "expected.json"
        exp = json.loads(path.read_text())
        table = {}
        for target in SPEC[n]["targets"]:
            per = {}
            for v in RELEASES:
                f = Path(scratch) / str(n) / target.replace(":", "_") / f"{v}{p['tag']}.json"
                if f.exists():
                    raw = json.loads(f.read_text())
                    sig = summary(raw)
                    per[v] = {"result": p["rule"](raw, sig, v), "signature": sig}
            table[target] = per
        exp["prose_call"] = {"call": p["call"], "where": p["where"], "script": p["script"], "results": table}
        path.write_text(json.dumps(exp, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh6", SPEC, args)
    scratch = args[args.index("--scratch") + 1] if "--scratch" in args else "/work/scratch-corpus-triton/raw"
    add_prose(scratch)
    if "--index" in sys.argv[1:]:
        update_index("fresh6", SPEC)
    sys.exit(rc)

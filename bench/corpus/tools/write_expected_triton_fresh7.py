"""Write ``expected.json`` for the seventh fresh Triton batch (split ``fresh7``: issues nobody tunes on,
found, measured and labelled after the fresh6 batch) from the raw runs of ``triton_measure.py`` and
the labels below, decided by a person reading each run's stderr against the issue (see
bench/corpus/triton/README.md, "Seventh fresh batch").

    S=/work/scratch-tfresh7/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1717 --script repro.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 5768,2261,6446 --script measured.py
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 2261 --script measured.py \\
        --targets cuda:70:32
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 5768,2261,6446 --script repro.py \\
        --tag .as_given --versions 3.6.0
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 6446 --script prose_variant.py --tag .prose
    python bench/corpus/tools/write_expected_triton_fresh7.py --scratch $S [--index]

(all with --targets cuda:90:32,hip:gfx942:64, the default, unless given.) The labels (``SPEC``) are
this batch's; the loop that writes expected.json is the shared ``triton_expected.write_batch``.
``PROSE`` adds, for 6446, the outcome of the variant the description names in prose (a field
``prose_call`` in its expected.json; the table itself is measured.py's). ``--index`` also puts the
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
    5768: dict(
        kind="crash", script="measured.py", targets=BOTH, target="both", arch="unspecified",
        classes=["python-exception", "truncated-reproducer", "no-launch-code", "snippet-needs-completion",
                 "message-in-title", "both-backends", "fixed-in-release"],
        reported_message="Cannot have `return` statements inside `while` or `for` statements in triton (note that "
                         "this also applies to `return` statements that are inside functions transitively called "
                         "from within `while`/`for` statements)",
        reported_version="main 2025-01 (3.2 era)", fixed_in="3.4.0",
        rule=rule(reproduces=("Cannot have `return` statements inside `while` or `for`",)),
        notes="Complete kernel, launch cut: a @triton.jit helper inner_store(ptrs, regs, mask) stores and `return regs`; "
              "add_kernel loops `for block_start in range(0, n_elements, BLOCK_SIZE)` and, under `if block_start < "
              "4096:`, calls inner_store(...) ignoring its result. The excerpt is cut inside `x = torch.rand(size, "
              "dtype=` (repro.py as given: SyntaxError: '(' was never closed, 3.6.0 as_given, 0 kernels). measured.py = "
              "repro.py without the cut line + NOT from the text: that line finished as `torch.rand(size, dtype=DTYPE, "
              "device=DEVICE)` (the script's own names), y and output of the same shape, and the launch add_kernel[(1,)]"
              "(x, y, output, size, BLOCK_SIZE=64). Reported (2025-01 main): the frontend's UnsupportedLanguageConstruct "
              "`Cannot have `return` statements inside `while` or `for` statements in triton ...`, a misreport because "
              "the returned value is disregarded (the title). cuda:90 2.3.1-3.3.1 and gfx942 3.0.0-3.3.1 raise exactly "
              "that message at the inner_store call (stage ir, CompilationError <- UnsupportedLanguageConstruct): "
              "reproduces. 3.4.0 and newer compile the kernel (one kernel compiled, both targets): compiles, fixed "
              "between 3.3 and 3.4 (the issue is still open in the excerpt). gfx942 has no 2.3.1 (n/a)."),
    1717: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified",
        classes=["mlir-pass-assertion", "repro-complete", "needs-assert-enabled-llvm", "masked-by-frontend-change",
                 "not-reproduced-on-releases", "python-exception"],
        reported_message="SliceAnalysis.cpp:105: void getBackwardSliceImpl(mlir::Operation*, mlir::SetVector<mlir::"
                         "Operation*>*, mlir::TransitiveFilter): Assertion `parentOp->getNumRegions() == 1 && "
                         "parentOp->getRegion(0).getBlocks().size() == 1' failed.",
        reported_version="main 2023-05, built with TRITON_USE_ASSERT_ENABLED_LLVM=1", fixed_in=None,
        rule=rule(reproduces=("getNumRegions() == 1", "getBackwardSliceImpl")),
        notes="Complete script: a module-level `SIZE = 64` (a plain int, not constexpr) used as tl.arange(0, SIZE) in "
              "repro(flag, in_ptr, out_ptr), decorated @triton.jit(do_not_specialize=[\"flag\"]); it loads a block, "
              "`if flag: return` early, then stores; main() launches repro[1,](False, in_tensor, out_tensor) under "
              "`if __name__ == \"__main__\"` (the harness runs scripts as __main__). Reported (2023-05 main, only with "
              "an assertion-enabled LLVM build): the SliceAnalysis getBackwardSliceImpl assertion in the Coalesce pass, "
              "because `if ...: return` lowers to cf.cond_br with several blocks. No release reproduces it. 2.3.1 "
              "compiles the script (exit 0; 2.3.1's harness counts no compile for 2.x launches): not reproduced. "
              "3.0.0 and newer, on both targets, stop at the first use of the global: CompilationError <- "
              "NameError('Cannot access global variable SIZE from within @jit'ed function ...') - non-constexpr globals "
              "are refused since 3.0, another frontend error that masks the reported one: different_error (as 1468 in "
              "fresh6; non-obvious call, the script is complete but the language changed under it). gfx942 has no "
              "2.3.1 (n/a)."),
    2261: dict(
        kind="crash", script="measured.py", targets=BOTH + ("cuda:70:32",), target="NVIDIA", arch="sm_70",
        classes=["mlir-pass-assertion", "truncated-reproducer", "no-launch-code", "snippet-needs-completion",
                 "call-named-in-prose", "arch-named-in-prose", "not-reproduced-on-releases", "signal-crash"],
        reported_message="Casting.h:578: decltype(auto) llvm::cast(From*) [with To = mlir::triton::gpu::"
                         "ConvertLayoutOp; From = mlir::Operation]: Assertion `isa<To>(Val) && \"cast<Ty>() argument "
                         "of incompatible type!\"' failed.",
        reported_version="2.1-era main 2023-09 (LLVM 17), V100 / CUDA 11.7", fixed_in=None,
        rule=rule(reproduces=("cast<Ty>() argument of incompatible type",)),
        notes="Kernel cut in its last statement: _fwd_kernel(Q, K, O, BLOCK_Q, BLOCK_KV, BLOCK_O, N_CTX, BATCH_SIZE, "
              "D_HEAD) loads a BLOCK_Q fp16 vector, tl.view's it to (BATCH_SIZE, D_HEAD), loads and views K to "
              "(D_HEAD, N_CTX), takes tl.dot(q, k, out_dtype=tl.float16), views the result to (BATCH_SIZE * N_CTX,) "
              "and is cut at `    tl.store` (repro.py as given defines the kernel and never launches it: exit 0, "
              "0 kernels compiled, 3.6.0 as_given). measured.py = repro.py with that line written as the description "
              "names it (\"The code can work if I remove the line `tl.store(O + o_offset, o)`\") + NOT from the text: "
              "a launch _fwd_kernel[(n_head,)] on fp16 Q/K/O sized from the script's own n_head=32, batch_size=32, "
              "head_dim=128, n_ctx=64, with the block sizes the tl.view calls force (BLOCK_Q=4096, BLOCK_KV=8192, "
              "BLOCK_O=2048). Measured also for sm_70 (the V100 the text names). Reported (2023-09, LLVM 17 build, "
              "V100): the Casting.h `cast<Ty>() argument of incompatible type` assertion with To = ConvertLayoutOp. "
              "No release shows it. cuda:70: 2.3.1 aborts in make_ttgir with `getElemsPerThread is not supported for "
              "shared layout` / UNREACHABLE executed at Dialect.cpp:807 (another crash on the same dot+view+store, not "
              "the reported cast assertion: different_error, non-obvious call); 3.0.0-3.2.0 fail in make_llir with "
              "`invalid element type in packLLEElements. Expected 'f16' but got 'f32'` ('llvm.insertvalue' type "
              "mismatch) and RuntimeError: PassManager::run failed (the fp16 out_dtype dot on the Volta MMA path, "
              "another failure: different_error); 3.3.1 and newer compile (one kernel). cuda:90: 2.3.1 the same "
              "getElemsPerThread UNREACHABLE abort (different_error); 3.0.0 and newer compile. gfx942: 3.0.0 and newer "
              "compile; no 2.3.1 (n/a)."),
    6446: dict(
        kind="crash", script="measured.py", targets=BOTH, target="AMD", arch="gfx942",
        classes=["out-of-resources", "missing-imports", "message-not-in-report", "amd-only", "call-named-in-prose",
                 "legacy-api", "python-exception"],
        reported_message=None,
        reported_version="main 2025-04, gfx942", fixed_in=None,
        rule=rule(reproduces=("out of resource: shared memory",)),
        notes="Complete script without imports (tab-indented): dot_test(p, out, N, K, M) builds two block pointers "
              "of block_shape (N, K), order (0, 1), loads v1 (N x K bf16), takes tl.dot(v1, tl.full([K, M], 1.0, "
              "bf16)).to(tl.float32) and stores it; launched with N=512, K=M=128, num_warps=8, grid (1,1,1). repro.py "
              "as given stops at NameError: name 'triton' is not defined (3.6.0 as_given). measured.py = the three "
              "imports (torch, triton, triton.language as tl) + repro.py verbatim. Reported (2025-04 main, gfx942): the "
              "kernel 'fails to compile on AMD'; the excerpt gives no error text, only the cause in the title "
              "('Unnecessary shared memory layout change': v1 goes blocked -> shared -> dot_op) and that N=256 "
              "compiles. gfx942 3.0.0-3.8.0: OutOfResources: out of resource: shared memory, Required: 131072, "
              "Hardware limit: 65536 - 131072 bytes is exactly the 512x128 bf16 v1 tile staged in shared memory, and "
              "the prose variant with N=256 (64 KiB, prose_variant.py) compiles on every one of those releases, as the "
              "reporter says: reproduces (non-obvious call: the failure text is not in the report; it is matched by "
              "its cause and by the N=256 contrast). 3.9.0 rejects block pointers in the frontend "
              "(CompilationError <- NotImplementedError: Block pointers have been removed in favor of the tensor "
              "descriptor API): different_error (an API the release removed). cuda:90 (the reporter 'have not tried "
              "on NVIDIA'): 2.3.1 aborts in make_llir (`getElemsPerThread is not supported for shared layout`, "
              "UNREACHABLE), 3.0.0 and 3.1.0 abort with LLVM ERROR: DotOperandEncodingAttr non-NvidiaMmaEncodingAttr "
              "parent not supported yet, 3.2.0 with LLVM ERROR: Failed to emit transfer from register to shared - "
              "other backend crashes on this dot, not the shared-memory overflow: different_error; 3.3.1-3.8.0 compile "
              "(H100's 227 KiB hold the tile); 3.9.0 the block-pointer removal (different_error). gfx942 has no 2.3.1 "
              "(n/a)."),
}

# 6446: the variant the description names in prose ("If I reduce N to 256, it compiles")
PROSE = {
    6446: dict(call="N=256", script="prose_variant.py", tag=".prose",
               where="description, after the script: 'If I reduce N to 256, it compiles and I see the following in "
                     "dot_test.ttgir'",
               rule=rule(reproduces=("out of resource: shared memory",))),
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
    rc = main("fresh7", SPEC, args)
    scratch = args[args.index("--scratch") + 1] if "--scratch" in args else "/work/scratch-corpus-triton/raw"
    add_prose(scratch)
    if "--index" in sys.argv[1:]:
        update_index("fresh7", SPEC)
    sys.exit(rc)

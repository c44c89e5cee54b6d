"""Write ``expected.json`` for split ``tmlir0``: three triton-lang/triton crash reports whose reproducer is
an MLIR module run through ``triton-opt`` (a tuning part: the lead had already read these three threads).

Theme: triton-opt crash reports from the fusion-fuzz series (all three by YuanchengJiang, 2026), measured
on the eleven installed PyPI releases through the pass bindings (PyPI wheels ship no triton-opt).

Look-ups (search, corpus ``issues``; shared with split tmlir1, whose spec lists the whole query log):
  1. "tt.atomic_cas assertion ColumnAction::apply LinearLayout.cpp" - nothing from triton;
  2. "triton-opt atomic_cas ColumnAction apply assertion LinearLayout" - #10910 (description, cut at the
     start of its output block: "root@d306a6352cb4:~# /workspa");
  3.-7. five more queries aimed at the rest of #10910's output (stack dump, Program arguments, the
     AtomicCAS conversion, the reporter's path): every one returned the same first excerpt, never a
     continuation; #11886 came up on query 4 (complete: module + "Program arguments" line);
  8. "triton-opt tritongpu-global-scratch-memory-allocation Assertion !seenKernel two public tt.func" -
     #11542 (module, assertion and "Program arguments" complete; the "To reproduce" block is cut);
  9. "seenKernel GlobalScratchMemoryAllocation.cpp runGlobalScratchMemoryAllocation multiple kernels fix" -
     nothing more.
  (find_string "root@d306a6352cb4" - no hit: issue text is not in that index.)

Measured with ``bench/corpus/tools/triton_opt_measure.py --save`` (runs under triton/<N>/runs/). NOTE on
the calls: the tool evaluates a call's arguments as ``eval("(" + <text after the first "("> + ",)")``, so
a call written with its closing parenthesis (``add_to_llvmir("gfx942", False)``) becomes
``("gfx942", False),)`` - a SyntaxError before the pass runs. The calls below are therefore written
WITHOUT the closing parenthesis (``add_to_llvmir("gfx942", False``), which the tool turns into
``("gfx942", False,)``; ``measured_calls`` records them exactly as passed. 2.3.1 has no
``triton._C.libtriton.ir`` (its bindings live in ``libtriton.triton``), so the tool's runner stops with
AttributeError there: n/a on every issue (that release's dialect is also ``triton_gpu``).

    python bench/corpus/tools/spec_triton_tmlir0.py      # writes triton/<N>/expected.json
"""
from __future__ import annotations

import json
from pathlib import Path

SPLIT = "tmlir0"
HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "triton"
RELEASES = ("2.3.1", "3.0.0", "3.1.0", "3.2.0", "3.3.1", "3.4.0", "3.5.1", "3.6.0", "3.7.1", "3.8.0", "3.9.0")
OLD = ("2.3.1", "3.0.0", "3.1.0", "3.2.0")
NEW = ("3.3.1", "3.4.0", "3.5.1", "3.6.0", "3.7.1", "3.8.0", "3.9.0")


def first_failure(run: str) -> str:
    """The first failure line of a saved run: a MISSING-BINDING line of stdout, else the first stderr
    line that is not traceback/faulthandler noise; '' for a clean run."""
    out = run.split("--- stdout\n", 1)[1].split("\n--- stderr\n", 1)[0]
    err = run.split("\n--- stderr\n", 1)[1]
    for ln in out.splitlines():
        if ln.startswith("MISSING-BINDING"):
            return ln
    skip = ("Fatal Python", "Current thread", "  File", "Thread 0x", "Traceback", "Extension modules", "  ")
    return next((ln for ln in err.splitlines() if ln.strip() and not ln.startswith(skip)), "")


def labels(**by_release: str) -> dict:
    out = {}
    for group, label in by_release.items():
        for v in {"old": OLD, "new": NEW}.get(group, (group.replace("_", "."),)):
            out[v] = label
    assert set(out) == set(RELEASES), sorted(out)
    return out


SPEC = {
    10910: dict(
        title="assertion failure at mlir::triton::ColumnAction::apply in triton/lib/Tools/LinearLayout.cpp",
        kind="crash",
        triton_opt_command=None,
        measured_calls={"2.3.1-3.1.0": ["nvidia.passes.ttgpuir.add_to_llvmir(75"],
                        "3.2.0-3.7.1, 3.9.0": ["nvidia.passes.ttgpuir.add_to_llvmir(75, 80"],
                        "3.8.0": ["nvidia.passes.ttgpuir.add_to_llvmir(75, 80, False"]},
        target="NVIDIA", arch="sm_75 (module target cuda:75)", key="cuda:75:32",
        reported_message=None,
        reported_signature="Assertion in mlir::triton::ColumnAction::apply (lib/Tools/LinearLayout.cpp) on a "
                           "ttgir with tt.atomic_cas on tensor<2xf32> whose #blocked layout has "
                           "sizePerThread = [4] (cuda:75); pass not visible in the stored text",
        classes=["triton-opt-input", "mlir-pass-assertion", "fuzzer", "nvidia-only", "linear-layout",
                 "command-cut-off", "pass-inferred-from-assertion", "not-reproduced-on-releases",
                 "ttg-dialect-needs-3.3"],
        labels=labels(old="n/a", new="compiles"),
        fixed_in=None,
        notes="Module: the ```ttgir fence of the description, verbatim (repro.mlir). The thread as stored "
              "stops inside the output block ('root@d306a6352cb4:~# /workspa'): neither the command, the "
              "assertion text nor the stack is in any excerpt, and six more look-ups returned no "
              "continuation. The pass is therefore inferred, not read: ColumnAction::apply is the "
              "LinearLayout register-column action used when lowering ops to LLVM (dropping broadcast "
              "registers), and the only op here that is not trivially lowered is tt.atomic_cas on a tensor "
              "whose layout holds 4 registers per thread for 2 elements, so the measured pass is the NVIDIA "
              "TritonGPU->LLVM conversion (convert-triton-gpu-to-llvm): nvidia.passes.ttgpuir.add_to_llvmir "
              "with the module's compute capability 75 (3.0.0-3.1.0 take only the capability; 3.2.0+ also "
              "a PTX version: 80, the plainest; 3.8.0 a third bool argument, False). No allocate-shared-"
              "memory pass first: the thread names none and the conversion runs without it on every release. "
              "Results: 3.3.1-3.9.0 parse the module and run the conversion to the end, exit 0 - compiles "
              "(the reported failure is from a 2026-07 main build; none of the PyPI releases has it). "
              "3.0.0-3.2.0: the #ttg.blocked attribute is an unregistered dialect there ('triton_gpu' "
              "before the rename), parse error - n/a; 2.3.1: runner AttributeError (no libtriton.ir) - n/a. "
              "A tool that names another pass (e.g. allocate-shared-memory, or the same conversion with "
              "other arguments) is not contradicted by the text; what the text does fix is the module, the "
              "target (cuda:75) and the crash site (ColumnAction::apply)."),
    11542: dict(
        title="[triton] Assertion `!seenKernel' failed.",
        kind="crash",
        triton_opt_command="triton-opt /tmp/two_pub.mlir --tritongpu-global-scratch-memory-allocation",
        measured_calls={"all": ["passes.ttgpuir.add_allocate_global_scratch_memory"]},
        target="NVIDIA", arch="sm_90 (module target cuda:90)", key="cuda:90:32",
        reported_message="triton-opt: triton-src/lib/Conversion/TritonGPUToLLVM/GlobalScratchMemoryAllocation.cpp:126: "
                         "auto mlir::triton::gpu::runGlobalScratchMemoryAllocation(mlir::ModuleOp)::(anonymous "
                         "class)::operator()(triton::FuncOp) const: Assertion `!seenKernel' failed.",
        reported_signature="GlobalScratchMemoryAllocation: Assertion `!seenKernel' on a module with two public "
                           "tt.func (two kernels)",
        classes=["triton-opt-input", "mlir-pass-assertion", "fuzzer", "target-independent-pass",
                 "reworded-across-releases", "binding-missing-in-older-releases"],
        labels=labels(old="n/a", new="reproduces"),
        fixed_in=None,
        notes="Module: the ```mlir fence of the description, verbatim (two empty public tt.func @a and @b, "
              "module target cuda:90). Command: the stack dump's 'Program arguments' line (the 'To reproduce' "
              "block after it is cut in the stored text: 'triton-opt ./min.mlir --trito'). Binding: "
              "passes.ttgpuir.add_allocate_global_scratch_memory, whose pipeline string on 3.3.1-3.9.0 is "
              "'tritongpu-global-scratch-memory-allocation' - the issue's pass; no arguments. 3.3.1-3.9.0: "
              "Assertion `!seenKernel' failed in GlobalScratchMemoryAllocation.cpp - reproduces (the check "
              "sits in TritonGPUGlobalScratchAllocationPass::runOnOperation's per-function lambda at line 88 "
              "in 3.3.1-3.6.0, 90 in 3.7.1, and in the free function runGlobalScratchMemoryAllocation at line "
              "126 in 3.8.0-3.9.0, as reported; same pass, same invariant: at most one public kernel). Exit "
              "-6 (abort) on 3.3.1/3.4.0, 1 on 3.5.1+ (crash recovery), both the assertion. 3.0.0-3.2.0 "
              "parse the module (it has no #ttg attribute) but have no such binding: MISSING-BINDING - n/a; "
              "2.3.1: runner AttributeError (no libtriton.ir) - n/a."),
    11886: dict(
        title="[triton-opt] Assertion `constancy.size() == contiguity.size()' failed in AxisInfo.h when gfx942",
        kind="crash",
        triton_opt_command="triton-opt ./min.txt --convert-triton-amdgpu-to-llvm=gfx-arch=gfx942",
        measured_calls={"all": ['amd.passes.ttgpuir.add_to_llvmir("gfx942", False']},
        target="AMD", arch="gfx942 (pass option; module target hip:gfx1250, 32 threads per warp)",
        key="hip:gfx1250:32",
        reported_message="triton-opt: /home/fuzz/WorkSpace/fusion-fuzz/projects/triton/triton-src/include/triton/"
                         "Analysis/AxisInfo.h:39: mlir::triton::AxisInfo::AxisInfo(ArrayRef<int64_t>, "
                         "ArrayRef<int64_t>, ArrayRef<int64_t>, std::optional<APInt>): Assertion "
                         "`constancy.size() == contiguity.size()' failed.",
        reported_signature="AxisInfo constructor: Assertion `constancy.size() == contiguity.size()' from a "
                           "2-d tensor-of-pointers argument whose tt.contiguity attribute is given, lowering "
                           "to LLVM for gfx942",
        classes=["triton-opt-input", "mlir-pass-assertion", "fuzzer", "amd-only", "axisinfo-analysis",
                 "reworded-across-releases", "arch-option-differs-from-module-target",
                 "ttg-dialect-needs-3.3"],
        labels=labels(old="n/a", new="reproduces"),
        fixed_in=None,
        notes="Module: the ```mlir fence of the description, verbatim (tt.func @f with one "
              "tensor<128x32x!tt.ptr<f16>, #blocked> argument carrying tt.divisibility = dense<[16, 16]> and "
              "tt.contiguity = dense<[1, 16]>, one tt.load; module target hip:gfx1250). Command: the stack "
              "dump's 'Program arguments' line. Binding: amd.passes.ttgpuir.add_to_llvmir(pm, \"gfx942\", "
              "False) - pipeline string 'convert-triton-amdgpu-to-llvm{arch=gfx942 ftz=false}' on "
              "3.3.1-3.7.1 and '{ftz=false gfx-arch=gfx942}' on 3.8.0-3.9.0 (the option was renamed "
              "arch -> gfx-arch); gfx942 is the command's option, False the plainest ftz. Written without "
              "its closing parenthesis because of the tool's argument parsing (see the docstring). "
              "3.3.1-3.9.0: Assertion `constancy.size() == contiguity.size()' failed in the AxisInfo "
              "constructor (AxisInfo.h:39 in 3.3.1 and 3.9.0, :35 in 3.4.0-3.7.1, :36 in 3.8.0; the last "
              "parameter is std::optional<int64_t> before 3.9.0, std::optional<APInt> in 3.9.0 as reported) "
              "- reproduces. 3.0.0-3.2.0: the #ttg.blocked attribute does not parse (dialect was "
              "'triton_gpu') - n/a; 2.3.1: runner AttributeError (no libtriton.ir) - n/a. Target key from "
              "the module (hip:gfx1250, 'ttg.threads-per-warp' = 32), although the pass is run for gfx942 "
              "as in the report."),
}


def write() -> None:
    for n, s in SPEC.items():
        d = CORPUS / str(n)
        runs = {v: (d / "runs" / f"{v}.txt").read_text() for v in RELEASES}
        aot = {s["key"]: {v: {"result": s["labels"][v], "signature": first_failure(runs[v])} for v in RELEASES}}
        for v in RELEASES:  # a label and its run must agree on the coarse outcome
            clean = runs[v].splitlines()[2] == "exit 0"
            assert clean == (s["labels"][v] == "compiles"), (n, v)
        exp = {
            "project": "triton", "number": n, "url": f"https://github.com/triton-lang/triton/issues/{n}",
            "title": s["title"], "kind": s["kind"], "split": SPLIT, "input": "repro.mlir",
            "triton_opt_command": s["triton_opt_command"], "measured_calls": s["measured_calls"],
            "target": s["target"], "arch": s["arch"], "reported_message": s["reported_message"],
            "reported_signature": s["reported_signature"], "classes": s["classes"],
            "pypi_triton_aot": aot, "fixed_in": s["fixed_in"], "notes": s["notes"],
            "repo": "triton-lang/triton",
        }
        (d / "expected.json").write_text(json.dumps(exp, indent=1, ensure_ascii=False) + "\n")
        json.loads((d / "expected.json").read_text())
        print(n, {v: s["labels"][v] for v in RELEASES})


if __name__ == "__main__":
    write()

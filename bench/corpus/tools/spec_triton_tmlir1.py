"""Split ``tmlir1``: triton-lang/triton crash reports whose reproducer is an MLIR module for ``triton-opt``,
on the common and NVIDIA passes (tritongpu-*, convert-triton-to-tritongpu, convert-triton-gpu-to-llvm,
triton-nvidia-*/ttng, AxisInfo/LinearLayout analyses), 2024-2026 (fusion-fuzz series and others).

RESULT: no issue built. Every thread of this vein that the ``issues`` index returns is either built already
(split tmlir0: 10910, 11542, 11886), claimed by the neighbouring batch (tmlir2: 9078, 9064, 4727, 5745 -
claim.sh answered TAKEN for 9078 and 9064), or stored with its module cut off / only attached / only in a
gist, or has a Python (not triton-opt) reproducer. The index stores mostly the first ~2,000 characters of
a thread (plus some stack-dump chunks); continuation chunks holding the rest of a module never came back.

Look-ups (37: 35 ``search`` on corpus ``issues`` + 2 ``find_string``), in order, with what they gave:
  1 "tt.atomic_cas assertion ColumnAction::apply LinearLayout.cpp" - no triton thread
  2 "triton-opt atomic_cas ColumnAction apply assertion LinearLayout" - #10910 (-> tmlir0)
  3 "YuanchengJiang triton-opt ColumnAction::apply atomic_cas output stack dump Program arguments" - #10910, #2011
  4 "ColumnAction::apply Assertion failed LinearLayout.cpp PLEASE submit a bug report triton-opt
    convert-triton-gpu-to-llvm" - #4727 (stack chunk), #10910, #5745, #5609/#5265 (Python), #4178 (stack),
    #11886 (-> tmlir0)
  5 "triton-opt ColumnAction apply Assertion `inSizeLog2 == numInDims` change_value atomic_cas cuda:75 stack
    dump" - #10910 again (no continuation)
  6 "workspace/triton/build/bin/triton-opt ColumnAction LinearLayout.cpp Assertion failed atomic_cas ttgir"
    - #10910, #11886, #4727, intel-xpu threads
  7 "AtomicCASOpConversion matchAndRewrite ColumnAction apply triton-opt crash stack" - #10910, PRs
  8 find_string "root@d306a6352cb4" - no hit (issue text is not in that index)
  9 "triton-opt tritongpu-global-scratch-memory-allocation Assertion !seenKernel two public tt.func" -
    #11542 (-> tmlir0)
 10 "seenKernel GlobalScratchMemoryAllocation.cpp runGlobalScratchMemoryAllocation multiple kernels fix" - PRs
 11 find_string "ColumnAction::apply" - LinearLayout.cpp source copies, no issue
 12 "triton-opt fusion-fuzz Assertion failed tritongpu-remove-layout-conversions" - #4178 (stack chunk), intel
 13 "YuanchengJiang triton-opt crash Program arguments triton-opt --tritongpu" - noise
 14 "[triton-opt] Assertion failed tritongpu-coalesce crash MLIR module ttg.blocked" - #5122 (TTGIR only in a
    gist), #3513, #7244 (Python), intel
 15 "[triton-opt] Assertion failed in RemoveLayoutConversions.cpp Resulted in this output" - #4178, intel
 16 "triton-opt --tritongpu-fuse-nested-loops crash assertion" - #11612 (already in the corpus), #11519,
    #11631 (Python reproducers)
 17 "fusion-fuzz/projects/triton/triton-build/bin/triton-opt ./min.txt Stack dump" - #11795 (stack chunk),
    llvm-project #223636 (its twin)
 18 "triton-opt --tritongpu-accelerate-matmul assertion failed crash ttgir reproducer" - #3454, #7995, #6087
 19 "triton-opt tritongpu-optimize-dot-operands segmentation fault minimized mlir" - #11795, #2113, #2115
    (2023), #9064 (stack chunk)
 20 "Crash in --convert-triton-gpu-to-llvm when tensor" - #9064, #10143 (stack chunk), #6951, #9558
 21 "f64 dot MMAv2 dot operand layout convert-triton-gpu-to-llvm SmallVector OOB triton-opt repro.mlir" -
    #10143 description (RUN line, module cut at 'ttg.local'), #2218 (2023, attached file)
 22 "test_mmav2_dot_oob ttg.local_alloc ttg.local_load dot_operand_a tt.dot tensor<16x16xi32, #mma0>" - no
    continuation of #10143
 23 "sairam2661 Crash in --tritongpu-remove-layout-conversions when" - noise
 24 "AxisInfo.cpp assertion triton-opt crash ttgir module tt.func divisibility" - #11886, #10165 (module cut
    at 'arith.divsi %cst, %cst_0 :'), #5122, #11542
 25 "SIGFPE Floating point exception triton-opt test.ttgir arith.divsi zero divisor AxisInfoAnalysis stack" -
    #10165 first chunk again
 26 "\"The following MLIR module\" \"Resulted in this output\" triton-opt Assertion failed" - #9078 (stack)
 27 "workdir/builds/triton/bin/triton-opt Program arguments convert-triton-gpu-to-llvm assertion NVIDIA" -
    #9078 description (complete) - claim: TAKEN by tmlir2
 28 "Steps to reproduce Minimal MLIR program test.mlir Command triton-opt Output Assertion tritongpu" - noise
 29 "triton-opt --convert-triton-to-tritongpu crash assertion tt.func fuzz" - known threads only
 30 "ttng triton-nvidia-tma-lowering triton-nvidia-gpu-fence-insertion triton-opt crash assertion mlir
    module" - #2779 (2023, Python tutorial), llvm #223636, known threads
 31 "ravil-mobile RemoveLayoutConversions getValueAs rewrittenValue assertion ttgir reproducer cuda hip" -
    #4178 comment with the module (cut after the module attributes line)
 32 "convert-triton-amdgpu-to-llvm tensor lacks GPU encoding Minimal MLIR program Command Output
    sairam2661" - #9064 description (complete) - claim: TAKEN by tmlir2
 33 "Segmentation fault (core dumped) in triton poc.mlir H_ac321c5b alias_matrix_shared swizzled_shared
    local_alloc allocation.offset" - #11795 description (module cut mid-function)
 34 "triton-opt --allocate-shared-memory crash assertion Allocation.cpp ttgir minimal" - #4727 description
    (complete; claimed by tmlir2)
 35 "triton-opt --tritongpu-pipeline num-stages crash assertion ttgir scf.for minimal reproducer 2025" -
    #3454 again, #9815 (AMD, Python), #7942
 36 "Found via fuzzing triton-opt crashes compiler-robustness input IR verifies Minimal reproducer
    test.ttgir" - #11875 (robustness report, cut before its reproducers), #10165
 37 "triton-opt LinearLayout invertAndCompose assertion convert_layout lowering ttgir module triton-opt
    --convert-triton-gpu-to-llvm" - #4727, #5745, known threads

Not taken, with why: 10143 (module cut in the stored text; RUN line and the first attributes only),
10165 (module cut; no command in the stored text), 11795 (module cut; its llvm-project twin #223636 is
cut too), 11875 (several defects in one report, description cut before any reproducer), 4178 (2024;
module in a comment, cut), 3454 (2024; module cut, #triton_gpu), 5122 (TTGIR only in a gist), 2218
(2023; reproducer attached), 9078/9064/4727/5745 (claimed by tmlir2), 11612/11519/11631/7244/7995/6087/
9815/2779/5609/5265 (Python reproducers, not triton-opt), 2113/2115 (2023, outside the years; full
pipeline stack chunks only). Named as skipped earlier but never returned by any query here: 9057, 10155,
10153, 11378, 11829, 11014.
"""
from __future__ import annotations

SPLIT = "tmlir1"
SPEC: dict = {}


def write() -> None:
    print(f"{SPLIT}: no issue built (see the docstring)")


if __name__ == "__main__":
    write()

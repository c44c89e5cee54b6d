"""Split ``tmlir3``: triton-lang/triton crash reports whose only reproducer is the MLIR crash reproducer that
Triton's pass manager prints when a pass fails (triton 3.3+: a module followed by a
``{-# external_resources: { mlir_reproducer: { pipeline: "builtin.module(...)", ... } } #-}`` block, "please
share the reproducer above with Triton project", "reproducer generated at `std::errs`", "Pipeline failed while
executing", a pasted TRITON_REPRODUCER_PATH file), plus TTIR/TTGIR from MLIR_ENABLE_DUMP / TRITON_KERNEL_DUMP
output with a triton-opt command.

RESULT: no issue built, nothing claimed. Every triton-lang/triton thread of this vein that the ``issues`` index
returns is already in the seen list (claim.sh's llvm_seen.txt: in a corpus or named by an earlier spec/README),
or is not takeable: the stored text holds a Python kernel that can be run instead (the std::errs dump is then
a by-product: 7354, 9558, 8072, 8257, 9809, 6951, 8546, 6087, 10284, 8260 ...), or the module is cut off (the
index keeps one ~2,000-character chunk per hit; the full dumps of real kernels are several times longer and no
query returned their other chunks), or the failure is not a pass crash. The dumps in this vein come from real
kernels compiled by Python programs, so the theme and the "no runnable Python kernel" rule rarely meet.

Look-ups: 34, all ``search`` on corpus ``issues``, in order, with what they gave:
 1 "mlir_reproducer pipeline builtin.module external_resources please share the reproducer above with Triton project" - PR 2869, PR 5155, PR 5923, PR 1498, #8087 (seen), noise
 2 "Pipeline failed while executing reproducer generated at std::errs" - no triton thread
 3 "triton \"please share the reproducer above with Triton project\" PassManager::run failed" - intel-xpu threads, #8072 (seen), PR 5155, #1372
 4 "triton mlir_reproducer pipeline tritongpu-coalesce tritongpu-remove-layout-conversions crash" - #9809 (seen), intel 4817, PR 11659, PR 11625, #5108 (unseen, not crash?), #9064 (tmlir2), #9558 (seen), #2203 (python)
 5 "TRITON_REPRODUCER_PATH reproducer mlir crash triton-opt --run-reproducer" - PRs 5155/5923/2869, llvm #223636 (misfiled copy of #11795), #11795 (tmlir2), #1888/#2303 (python), PR 11659
 6 "error: Failures have been detected while processing an MLIR pass pipeline note: Pipeline failed while executing ConvertTritonGPUToLLVM" - #9809, #8072, #9558 (seen), #8546 (whatdhack, tutorial 10, pipeline tail chunk), #6951 (andrewliu2001, pipeline tail chunk), Triton-distributed #11, pytorch 147377, ROCm 725
 7 "Pipeline failed while executing TritonAMDGPUStreamPipeline reproducer generated at std::errs" - PR 7330, #8072, #7837 (yyinter, HoistTMEMAlloc, description header only), #10649 (python), #8087, ROCm 941/725, triton-windows 24
 8 "Pipeline failed while executing TritonGPUPipeline on builtin.module operation mlir_reproducer" - #8087, #9809, #7837, #8072, #9558 again
 9 "Pipeline failed while executing TritonGPUAccelerateMatmul please share the reproducer" - #8546 (seen), #6087 (seen; KLL535 sageattention comment), #7837, #8072, #9809, #8087 again, intel 3810
 10 "Pipeline failed while executing ConvertTritonAMDGPUToLLVM reproducer external_resources" - ROCm 725, #9809, pytorch 147377, PR 7330, PR 3213, vllm 12431, #8072, #9064 (nothing new in triton-lang/triton)
 11 "MLIR_ENABLE_DUMP ttgir triton-opt reproduce crash assertion failed pass" - PR 5923, PR 5155, triton-ascend PR 2144, #6548 (MLIR_DUMP_PATH assertion in python ir.cc, not a pass), #5122 (TTGIR only in a gist), #1372, #11542 (tmlir0), llvm 223636
 12 "triton-opt --run-reproducer crash ttgir module attributes ttg.target hip:gfx942 LLVM ERROR" - llvm 223636, #9064, #5122, #11795 (tmlir2), #1888, ROCm 725 (nothing new)
 13 "external_resources mlir_reproducer tritongpu-optimize-dot-operands Assertion failed disable_threading verify_each" - PR 5114, intel 3810/4605, #4727, #10910, #11886, #11631 (xyt66665000, Python kernel), #3454 (chenyang78, MatmulLoopPipeline repro.ttgir), triton-shared 17
 14 "Pipeline failed while executing TritonNvidiaGPUTMALoweringPass reproducer" - same set again (#8072, #9809, #7837, #8087, #9558, #8546); nothing new
 15 "triton-opt --pass-pipeline=\"builtin.module( crash ttgir reproducer" - PRs 5923/5155/2271/6379/2869/2682, intel 3810, #5122, #1372, iree-nvgpu PR, llvm 223636 (nothing new)
 16 "TritonAMDGPUCanonicalizePointers crash mlir_reproducer tt.func pipeline failed" - #11321 (Python fuzz kernel), #10256 (pipeline message only; points to #9859), #9815 (Python), #9558, #9064, ROCm 941
 17 "TRITON_KERNEL_DUMP ttgir triton-opt crash reproduce pass" - PRs 5155/5923/2682, #2303, #5122, #1372 (Python), intel PR 4529, tritonparse PR 166 (nothing new)
 18 "gluon mlir_reproducer pipeline failed ttg.warp_specialize crash reproducer above" - #7354 (jansel, AllocateWarpGroups, reproducer tail chunk), #8072, #10284, #11405, #8932 (Python), #9728 (Python), #8260 (PannenetsF, NVGPUWarpSpecialization, pipeline chunk)
 19 "ttg.warp_specialize capturing a tensor aborts with report_fatal_error and no diagnostic" - #11405 (comment chunk only), PR 11457, fbexp PR 284, #10284, #10901 (yushangdi, Python repro), #8260, #8072
 20 "triton-opt allocate-shared-memory warp_specialize tensor capture getCaptureSize LLVM ERROR Allocation.cpp" - #11405 description (alepot55: prose + C++ snippet, no MLIR module, no command) -> not taken; PRs 9506/5968/6299/5963/6186, #7354
 21 "Pipeline failed while executing ConvertTritonToTritonGPU reproducer tt.func module" - #9809, #8257 (jansel, RemoveLayoutConversions dominance, long module chunk), #8072, #6951, #6698 (mohammeddanishrabbani, f16->f16, module chunk), #7837, others
 22 "reproducer generated at std::errs tt.reduce tt.scan crash small kernel pipeline" - no triton thread (noise)
 23 "Pipeline failed while executing TritonGPUFuseNestedLoops OR TritonGPUScheduleLoops OR TritonGPUAssignLatencies reproducer" - #8072, #9809, #7837, PR 7330, #6380 (Python; warning not crash), #5178 (perf), #10229 (Python, afierka-intel), intel 4817/4000, PR 5726
 24 "Pipeline failed while executing TritonAMDGPUConvertToBufferOps BlockPingpong reproducer std::errs" - nothing new (PR 7330, #7837, #9809, #8087, ROCm 725, triton-windows 24)
 25 "failed to legalize operation mlir_reproducer external_resources triton pipeline convert-triton-gpu-to-llvm" - #6951, #9064, third-party (triton-linalg, intel, triton-cpu, triton-shared, ROCm 266, pytorch) - nothing new
 26 "does not dominate this use Pipeline failed while executing triton reproducer module" - #8257, #9809, #8087, #10327 (massif-01, vLLM fused_moe, sm87; names #6733 #9928 #7786), PRs
 27 "TritonGPURemoveLayoutConversions operand does not dominate this use reproducer mlir triton-opt tritongpu-remove-layout-conversions" - #6733, #8257, #9809, #10327 (all seen)
 28 "remove-layout-conversions dominance verifier error minimal ttgir module triton-opt reproduces" - #10327, #6733, #9809, #8257, intel 5251/4309, PRs 2622/2659/5416
 29 "ttg.target = \"hip:gfx942\" mlir_reproducer pipeline failed tritonamdgpu please share reproducer" - ROCm 725, PR 5155, pytorch 147377, triton-windows 24/184/83, #7837, #8072, #9815
 30 "ttg.target = \"cuda:100\" mlir_reproducer tmem tc_gen5_mma pipeline failed reproducer above" - PR 6543, #8546, third-party noise
 31 "LLVM ERROR mlir_reproducer external_resources triton 3.3 assertion failed local reproducer crash module attributes ttg.num-warps" - #7354 description (jansel: Python kernel in the description), #5609, #4502, #5265 (Python), ROCm 725, #10284, #11748 (nurmukhametov, hand-written TDM module + triton-opt command, unseen, off-theme), #10910, llvm 223636
 32 "pipeline: \"builtin.module(tritongpu-remove-layout-conversions)\" disable_threading verify_each" - PRs only
 33 "I ran the reproducer with triton-opt and it crashes in the pass; the reproducer printed above" - PRs 5923/5155, #1372, #5122, intel, llvm 223636
 34 "\"// -----// IR Dump Before\" TritonGPU crash assertion triton issue module dump" - #11542, #1888, #11886, #4727, #4459, #1669, #335 (Python / known)

Unseen threads returned, and why not taken: 11405 (alepot55, "ttg.warp_specialize capturing a tensor aborts
with report_fatal_error": the description is prose plus a C++ excerpt, no MLIR module, no command); 6380
(Python; "operation scheduled before its operands" is an emitted diagnostic, not a crash); 5178 (performance
report); 9928 (only named inside #10327, never returned). Off-theme and left for the batch whose theme it is:
11748 (nurmukhametov, "[AMD][gfx1250] TDM lowering crashes when a block dimension is smaller than num_warps",
2026-09-13): a complete hand-written module (tdm_small_block.mlir, amdg.async_tdm_copy_local_to_global) with
the command ``triton-opt --allocate-shared-memory --convert-triton-amdgpu-to-llvm=gfx-arch=gfx1250`` and an
applyLinearLayout assertion (Utility.cpp:314) - a hand-written triton-opt report, not a crash-reproducer dump,
so not claimed here (it sits in the neighbouring tmlir4 / AMD-pass themes).
"""
from __future__ import annotations

SPLIT = "tmlir3"
SPEC: dict = {}


def write() -> None:
    print(f"{SPLIT}: no issue built (see the docstring)")


if __name__ == "__main__":
    write()

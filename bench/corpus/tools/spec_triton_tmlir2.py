"""Triton MLIR batch tmlir2 (helper session tmlir2): triton-lang/triton crash reports whose reproducer is an
MLIR module run through ``triton-opt``, theme: the AMD backend's passes (tritonamdgpu-*, convert-triton-amdgpu-to-llvm,
MFMA/WMMA layouts, gfx942/gfx950/gfx1100/gfx1250) and older TTGIR reports of any backend (the ``triton_gpu``
dialect, 2023-2024). Labelled from the measured stderr of the installed PyPI releases
(``tools/triton_opt_measure.py``, runs under ``triton/<N>/runs/``) before reprobot ran on them.

32 look-ups, all ``search`` (corpus ``issues``). The AMD-pass vein is thin: most AMD pass crash threads
(9815, 10256, 11321, ROCm/triton 937/941/725) carry a Python program or a pipeline dump, not a triton-opt
command on a module; the triton-opt fuzz reports on convert-triton-amdgpu-to-llvm are 9064 and 9078
(sairam2661, December 2025), 11795 (module unfenced and cut off in the excerpts), and the excluded
11542/11886. From the older TTGIR side, 4727 (peterbell10, September 2024, #triton_gpu module,
--convert-triton-gpu-to-llvm) is complete; 5102, 3435, 1670 are cut off, 2113/2218 only attached, 5745, 8606,
7995 are Python/pipeline reports. Taken: 9064, 9078, 4727.

Notes on the measuring tool, for every issue here: ``triton_opt_measure.py`` evals ``"(" + args + ",)"``
where args is what follows the first "(" of a --call, closing parenthesis included, so a call written
``add_to_llvmir("gfx950", False)`` is a SyntaxError; the calls below are therefore written without their
closing parenthesis (``add_to_llvmir("gfx950", False``), which evals to the intended argument tuple. In
2.3.1 ``triton._C.libtriton`` has no ``ir`` submodule (its API is ``triton._C.libtriton.triton.ir``), so the
runner stops at ``ir = lt.ir`` with AttributeError before any binding is looked up: n/a (no binding in the
API the runner uses) for every issue.
"""
from __future__ import annotations

import re
from pathlib import Path

import sys

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_opt_expected import write_batch  # noqa: E402

SPLIT = "tmlir2"
HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "triton"
RELEASES = ("2.3.1", "3.0.0", "3.1.0", "3.2.0", "3.3.1", "3.4.0", "3.5.1", "3.6.0", "3.7.1", "3.8.0", "3.9.0")
FAIL = re.compile(r"Assertion|LLVM ERROR|error:|Error:|Illegal ")

R, C, D, N = "reproduces", "compiles", "different_error", "n/a"

AMD_CALL = 'amd.passes.ttgpuir.add_to_llvmir("gfx950", False'

BATCH = {
    9064: dict(
        kind="crash", target="AMD", arch="gfx950 (the command's arch=gfx950; the module has no target attribute)",
        target_key="hip:gfx950:64",
        triton_opt_command="triton-opt --convert-triton-amdgpu-to-llvm=arch=gfx950 test.mlir",
        measured_calls={"2.3.1-3.9.0": [AMD_CALL]},
        reported_message="PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.",
        reported_signature="segfault (SIGSEGV) in --convert-triton-amdgpu-to-llvm=arch=gfx950: the stack dump's frame #4 is "
                           "mlir::AttributeStorage::getAbstractAttribute() on the null encoding of a tt.func argument "
                           "tensor<64xi32> without a TritonGPU layout, reached from the pass's type conversion "
                           "(PatternApplicator/OperationLegalizer frames); triton-opt built from source, December 2025",
        labels={"2.3.1": N, "3.0.0": N, "3.1.0": N, "3.2.0": D, "3.3.1": R, "3.4.0": R, "3.5.1": R, "3.6.0": R,
                "3.7.1": R, "3.8.0": R, "3.9.0": R},
        classes=["triton-opt-input", "mlir-pass-segfault", "amd-only", "generic-op-syntax", "tensor-without-encoding",
                 "invalid-input-crash", "arch-unknown-to-release", "crash-recovery-catches-signal",
                 "option-renamed-across-releases"],
        fixed_in=None,
        notes="repro.mlir is the description's first untagged fence (turn 0 block 0, verbatim): a generic-syntax "
              "builtin.module with one tt.func taking and returning tensor<64xi32> (no encoding, no ttg.* module "
              "attributes). Command from the second fence: triton-opt --convert-triton-amdgpu-to-llvm=arch=gfx950 "
              "test.mlir (the stack dump's Program arguments add -split-input-file, which does not matter for one "
              "module). Binding: amd.passes.ttgpuir.add_to_llvmir(pm, 'gfx950', False) stands for "
              "convert-triton-amdgpu-to-llvm (3.3.1-3.8.0 get_pipeline_str: "
              "'convert-triton-amdgpu-to-llvm{arch=gfx950 ftz=false}'; 3.9.0 names the option gfx-arch: "
              "'{ftz=false gfx-arch=gfx950}'); ftz False = the option's default. 3.3.1-3.9.0: 'error: A signal was "
              "caught while processing the MLIR module' in ConvertTritonAMDGPUToLLVM, then PassManager::run failed "
              "(exit 1: the pass manager's crash recovery turns the SIGSEGV into a pass failure). Read under gdb in "
              "a scratch copy of the runner (not a label input): 3.3.1 SIGSEGV in mlir::Attribute::getContext from "
              "toLinearLayout <- getTotalElemsPerThread <- TritonGPUToLLVMTypeConverter::convertTritonTensorType; "
              "3.9.0 the same from getUniqueElemsPerThread <- convertTritonTensorType: the null encoding reached "
              "by the type converter, as the report (and PR #11807's 'the poc from #9064 still crashes on main in "
              "the type converter') says -> reproduces. 3.2.0: 'LLVM ERROR: TritonGPU module should contain a "
              "triton_gpu.num-warps attribute' (abort, exit -6) before any type conversion -> different_error. "
              "3.0.0/3.1.0: the pass refuses the arch ('error: unsupported target: 'gfx950'', exit 1): the release "
              "cannot run the issue's command -> n/a (aside, not a label: with gfx942 both stop at the same "
              "num-warps LLVM ERROR as 3.2.0). 2.3.1: the runner's AttributeError (no triton._C.libtriton.ir) -> "
              "n/a. The issue is closed (labels: bug); no fix is named in the thread: PR #11807 ('[BACKEND] Reject "
              "tensors without a distributed layout before LLVM lowering', opened 2026-09-16, shown closed, returned "
              "by the same query) says the crash persists; fixed_in None. Target key hip:gfx950:64: no ttg.target in the "
              "module, the pass names gfx950 (wave64).",
    ),
    9078: dict(
        kind="crash", target="AMD",
        arch="gfx950 (the command's arch=gfx950; the module's own ttg.target is \"cuda:90\")",
        target_key="cuda:90:32",
        triton_opt_command="triton-opt --convert-triton-amdgpu-to-llvm=arch=gfx950 test.mlir",
        measured_calls={"2.3.1-3.9.0": [AMD_CALL]},
        reported_message="triton-opt: /workdir/sources/triton/lib/Conversion/TritonGPUToLLVM/MemoryOpToLLVM.cpp:68: "
                         "virtual llvm::LogicalResult (anonymous namespace)::GlobalScratchAllocOpConversion::matchAndRewrite("
                         "triton::gpu::GlobalScratchAllocOp, mlir::ConvertOpToLLVMPattern<mlir::triton::gpu::GlobalScratchAllocOp>"
                         "::OpAdaptor, mlir::ConversionPatternRewriter &) const: Assertion `opOffsetAttr' failed.",
        reported_signature="Assertion `opOffsetAttr' failed in GlobalScratchAllocOpConversion::matchAndRewrite "
                           "(MemoryOpToLLVM.cpp:68) under --convert-triton-amdgpu-to-llvm=arch=gfx950: a "
                           "ttg.global_scratch_alloc without the ttg.global_scratch_memory_offset attribute that "
                           "-tritongpu-global-scratch-memory-allocation would have set; December 2025 source build",
        labels={"2.3.1": N, "3.0.0": N, "3.1.0": N, "3.2.0": N, "3.3.1": R, "3.4.0": R, "3.5.1": R, "3.6.0": R,
                "3.7.1": R, "3.8.0": R, "3.9.0": R},
        classes=["triton-opt-input", "mlir-pass-assertion", "amd-pass", "generic-op-syntax", "missing-pass-attribute",
                 "ttg-dialect-rename", "line-moves-across-releases", "crash-recovery-catches-signal",
                 "target-attribute-mismatch"],
        fixed_in=None,
        notes="repro.mlir is the description's first untagged fence (turn 0 block 0, verbatim): a generic-syntax "
              "builtin.module (ttg.num-warps 4, ttg.target \"cuda:90\", 32 threads per warp) whose public tt.func "
              "returns the result of \"ttg.global_scratch_alloc\" (alignment 8, nbytes 100) with no offset "
              "attribute. Command from the second fence; binding amd.passes.ttgpuir.add_to_llvmir(pm, 'gfx950', "
              "False) as in 9064 (same reporter, same pass, three days later). 3.3.1-3.9.0: the reported "
              "assertion, `opOffsetAttr' in GlobalScratchAllocOpConversion::matchAndRewrite, MemoryOpToLLVM.cpp "
              "line 46 (3.3.1), 49 (3.4.0), 68 (3.5.1, the report's line), 69 (3.6.0), 181 (3.7.1), 89 (3.8.0), 94 "
              "(3.9.0); 3.3.1/3.4.0 abort the process (exit -6), 3.5.1+ print 'A signal was caught' and "
              "PassManager::run failed (exit 1, crash recovery) -> reproduces. 3.0.0-3.2.0: the module does not "
              "parse (3:36 'operation being parsed with an unregistered dialect': the dialect was triton_gpu "
              "before the ttg rename) -> n/a. 2.3.1: the runner's AttributeError -> n/a. Target key cuda:90:32 "
              "follows the module's ttg.target attribute (the brief's rule), although the pass run is the AMD "
              "lowering for gfx950; the labels do not depend on it. The issue is open; PR #10785 (alepot55, "
              "'[TritonGPU] Fail cleanly when lowering global_scratch_alloc without an offset', 'Fixes #9078', "
              "opened 2026-07-02, shown closed (not merged) in the excerpt) would turn the assert into a legalization "
              "error; peterbell10 is quoted there saying the allocation pass is not in the AMD pipeline because "
              "the op only comes from NVIDIA device-side TMA. fixed_in None.",
    ),
    4727: dict(
        kind="crash", target="NVIDIA", arch="sm_90 (the module's triton_gpu.target \"cuda:90\")",
        target_key="cuda:90:32",
        triton_opt_command="triton-opt --convert-triton-gpu-to-llvm repro.ttgir",
        measured_calls={"2.3.1-3.1.0": ["nvidia.passes.ttgpuir.add_to_llvmir(90"],
                        "3.2.0-3.7.1, 3.9.0": ["nvidia.passes.ttgpuir.add_to_llvmir(90, 80"],
                        "3.8.0": ["nvidia.passes.ttgpuir.add_to_llvmir(90, 80, False"]},
        reported_message="triton-opt: /root/code/triton/lib/Tools/LinearLayout.cpp:512: mlir::triton::LinearLayout "
                         "mlir::triton::LinearLayout::reshapeIns(llvm::ArrayRef<std::pair<mlir::StringAttr, int> >) const: "
                         "Assertion `getTotalInDimSize() == std::accumulate(newInDims.begin(), newInDims.end(), 1, "
                         "[&](int32_t acc, auto &inDim) { return ac",
        reported_signature="Assertion `getTotalInDimSize() == ...' in LinearLayout::reshapeIns (LinearLayout.cpp:512) in "
                           "ConvertTritonGPUToLLVM (--convert-triton-gpu-to-llvm) lowering a triton_gpu.local_load of a "
                           "4x128xf32 memdesc with a #triton_gpu.shared layout (vec 4, maxPhase 8, hasLeadingOffset) "
                           "smaller than the shared layout's swizzle tile; September 2024 source build",
        labels={"2.3.1": N, "3.0.0": N, "3.1.0": N, "3.2.0": R, "3.3.1": N, "3.4.0": N, "3.5.1": N, "3.6.0": N,
                "3.7.1": N, "3.8.0": N, "3.9.0": N},
        classes=["triton-opt-input", "mlir-pass-assertion", "nvidia-only", "triton_gpu-dialect", "linear-layout",
                 "shared-layout-leading-offset", "reworded-across-releases", "ttg-dialect-rename",
                 "memdesc-memory-space-newer-than-release", "excerpt-truncated"],
        fixed_in=None,
        notes="repro.mlir is the description's ```mlir fence (turn 0 block 0, verbatim): #triton_gpu.blocked and "
              "#triton_gpu.shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0], hasLeadingOffset = true}>, "
              "module triton_gpu.target \"cuda:90\", 4 warps, a triton_gpu.local_alloc (allocation.offset 0) of "
              "!tt.memdesc<4x128xf32, #shared, #triton_gpu.shared_memory, mutable> and a triton_gpu.local_load of "
              "it to tensor<4x128xf32, #blocked>. Command from the ```bash fence ($ triton-opt "
              "--convert-triton-gpu-to-llvm repro.ttgir); the reported assertion line is cut by the excerpt at "
              "'{ return ac' and is kept as shown; the second excerpt shows ConvertTritonGPUToLLVM::runOnOperation "
              "(third_party/nvidia/.../TritonGPUToLLVM.cpp:178) in the stack. Binding: "
              "nvidia.passes.ttgpuir.add_to_llvmir stands for convert-triton-gpu-to-llvm (3.3.1 get_pipeline_str: "
              "'convert-triton-gpu-to-llvm{compute-capability=90 ptx-version=80}'); the command gives no option, so "
              "compute capability 90 = the module's target, ptx-version 80 = the pass option's default; 3.0.0/3.1.0 "
              "bindings take the capability only; 3.8.0's takes a third, bool argument (pipeline string "
              "'{compute-capability=90 enable-concurrency-sanitizer=false ptx-version=80}'), given False. The command runs no --allocate-shared-memory (the module carries "
              "allocation.offset and triton_gpu.shared itself) and neither does the measurement. 3.2.0: 'Illegal "
              "shared layout; expected shape to be at least [8, 32], shape: [4, 128]' then 'LLVM ERROR: Illegal "
              "shared layout' (abort, exit -6); gdb on a scratch copy of the runner (not a label input) puts it in "
              "sharedToLinearLayoutLeadingOffset <- toLinearLayout <- emitTransferBetweenRegistersAndShared <- "
              "LocalLoadOpConversion: the same lowering of the same local_load, the same violated invariant (the "
              "4x128 shape is smaller than the 8x32 swizzle tile of the leading-offset shared layout) that the "
              "reporter's build hit as the reshapeIns size assertion, now checked explicitly with report_fatal_error "
              "-> reproduces (reworded). 3.3.1-3.9.0: the module does not parse (1:24, #triton_gpu.blocked 'attribute "
              "created with unregistered dialect': triton_gpu became ttg) -> n/a. 3.0.0/3.1.0: 'RuntimeError: Parse "
              "MLIR file failed.' with no diagnostic; with ', #triton_gpu.shared_memory' removed from the memdesc "
              "types (scratch copy, aside, not a label) both parse and the pass runs to exit 0, so what these "
              "releases refuse is the memdesc memory-space operand, newer than them -> n/a. 2.3.1: the runner's "
              "AttributeError -> n/a. The issue is open, no comment in the excerpts; fixed_in None.",
    ),
}


def signature(n: int, v: str) -> str:
    """First failure line of a run's stderr (the repro path shortened), '' for a clean run."""
    text = (CORPUS / str(n) / "runs" / f"{v}.txt").read_text()
    err = text.split("--- stderr\n", 1)[1]
    for ln in err.splitlines():
        if FAIL.search(ln):
            return ln.strip().replace(str(CORPUS / str(n)) + "/", "")[:400]
    return ""



def main() -> int:
    return write_batch(SPLIT, BATCH, signature)

if __name__ == "__main__":
    raise SystemExit(main())

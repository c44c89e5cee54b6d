"""Triton MLIR batch tmlir5 (helper session tmlir5): triton-lang/triton crash reports whose reproducer is an MLIR
module run through ``triton-opt``, theme: the AMD gfx1250 / gfx950 passes of 2026 (TDM, tensor descriptors, buffer
ops, async copies, WMMA/MFMA scaled dot). Labelled from the measured stderr of the installed PyPI releases
(``tools/triton_opt_measure.py``, runs under ``triton/<N>/runs/``) before reprobot ran on them.

RESULT: one issue built, 11748 (the lead named in the brief). 22 look-ups, all ``search`` on corpus ``issues``, in
order, with what they gave:
  1 "[AMD][gfx1250] TDM lowering crashes when a block dimension is smaller than num_warps" - #11748 description
    (complete module + command, assertion line cut at 'mlir::Rewr'), PR #11749 (Fixes #11748, merged), PR #8994,
    third-party noise
  2 "applyLinearLayout Utility.cpp:314 assertion tdm_small_block async_tdm_copy_local_to_global gfx1250 messageShape"
    - no further chunk of #11748; #4727 (tmlir2), PRs 7778/8333, noise
  3 "[AMD][gfx1250] triton-opt crash convert-triton-amdgpu-to-llvm assertion tdm tensor descriptor" - #9064, #9078
    (tmlir2), #11748, llvm #223636 (misfiled twin of #11795, tmlir2), #4727, ROCm/triton 941 (Python), #10143 (seen)
  4 "gfx950 triton-opt tritonamdgpu-convert-buffer-ops crash assertion ttgir module buffer_load" - ROCm/triton 939
    (ROCm repo, rocMLIR TTIR, lowering error not a crash), PRs 4966/8532/6016, fbexp PR 2513, #9815 (Python)
  5 "triton-opt amdg.buffer_load_to_local async_copy_global_to_local gfx950 crash LLVM ERROR ttg.target hip:gfx950"
    - ROCm/triton 939, PRs 9087/5729/6016/7112/8509/8984, fbexp PRs (nothing in triton-lang issues)
  6 "tt.dot_scaled gfx950 triton-opt crash tritonamdgpu-accelerate-matmul scaled mfma assertion" - PRs 5845/7051/
    7954/6038/5949, #7995 (NVIDIA, Python/TTIR dump), #6087 (seen), sglang/aiter PRs
  7 "gfx1250 wmma triton-opt crash amd_wmma version 3 ttgir reproducer assertion 2026" - PRs 8174/9291/4912/7012,
    #8931 (kxyk99, 2025-12-08, AMDWmmaEncodingAttr::toLinearLayout shape assertion over a long kernel TTGIR dump,
    labels 'needs reproducer, performance', no triton-opt command in the excerpt), #6087
  8 "amdg.async_tdm_copy_global_to_local crash lowering assertion triton-opt module" - #11748, #9078, #7243
    (manman-ren, 2025, NVIDIA pipelined TTGIR chunk), #11542 (tmlir0), PR 10886, llvm #223636
  9 "tritonamdgpu-update-async-wait-count crash triton-opt gfx1250 assertion" - PR 10978, release tracker #10907,
    #9815, noise
 10 "[AMD] crashes in convert-triton-amdgpu-to-llvm gfx950 ds_read_tr local_load transposed assertion reproducer
    mlir" - llvm #223636, #9815, #9064, #10256 (Python/pipeline message), PRs 11145/11902, ROCm/triton 939, #11748
 11 "triton-opt --tritonamdgpu-stream-pipeline crash ttgir hip:gfx950 minimal module num_stages assertion" - #9815,
    ROCm/triton 941, #7942, #8072 (seen), aiter PRs, intel 3810
 12 "[AMD][gfx1250] crash Describe the bug Reproducer mlir triton-opt" - llvm #223636, #9815, #9064, #9558, #11795,
    #1888, PR 9129 (lit test only), PR 11659
 13 "tt.descriptor_load tensor descriptor AMD gfx1250 lowering crash tritonamdgpu-convert-descriptor triton-opt" -
    #10649 (naromero77amd, 2026-06-17: Python ASTSource reproducer, pipeliner LLVM ERROR), #8606, #7786 (NVIDIA),
    PR 9228, Triton-distributed 23, intel threads
 14 "tritonamdgpu-coalesce-async-copy OR tritonamdgpu-optimize-dot-operands crash triton-opt gfx950 module" -
    nothing new (aiter/fbexp PRs, ROCm 939/941, PRs 9087/9884/11902)
 15 "nurmukhametov AMD triton crash lowering convert-triton-amdgpu-to-llvm" - LLVM-bump PRs only
 16 "ttg.padded_shared layout crash assertion triton-opt AMD local_load lowering" - #4727, #11748, #5745, #8606,
    #6938 (Python, triton 3.0), PR 8683
 17 "gfx1250 num-ctas cluster multicast crash assertion AMD triton lowering CTA layout 2026" - PRs 8718/9129/11078/
    9342/9317/11036, #10973 and #10963 (morluto, NVIDIA SM120 multi-CTA, a rejection error not a crash; NVIDIA =
    tmlir4's side)
 18 "amdg.upcast_mxfp OR amdg.scaled_upcast crash assertion triton-opt gfx950 mxfp4 lowering" - PRs 8745/9449/
    5594/7595/8972/5654, fbexp PR 2687 (backport of PR 10703), sglang PR 35428
 19 "scalar tt.fp_to_fp f32 to f8E4M3FN crash ConvertFpCastOpToLLVM AMD cast RankedTensorType issue" - PR 10703
    (warrendeng; the crash was reported through pytorch's CI tracker, no triton-lang issue), PR 10842
 20 "LLVM ERROR No match found in WMMA database OR No match found in MFMA database triton-opt issue module" -
    #9141 (DUXin-ece, misleading error message, not a crash), PRs 7185/9143/8320/8301, ROCm 725, pytorch 147377
 21 "AMD gfx1250 ttg.warp_specialize partitions crash convert-warp-specialize-to-llvm amd triton-opt" - PRs only,
    #10901 (Python), PR 11874 (fixes #11860, claimed by tmlir4)
 22 "amdg.buffer_atomic_rmw OR amdg.buffer_store crash triton-opt convert-triton-amdgpu-to-llvm issue reproducer" -
    nothing new (llvm #223636, #9815, #9064, PRs 10371/10408/5549/8907)

Not taken, with why: 8931 (2025, a long TTGIR dump from a kernel, no triton-opt command in the stored text,
labelled 'needs reproducer'), 10649 (Python reproducer, not triton-opt), 9141 (not a crash: an error-message
wording report), 10973/10963 (NVIDIA; a lowering error / option check, not a crash), 7243 (2025, NVIDIA, pipelined
module chunk only), ROCm/triton 939/941 (not triton-lang/triton; rocMLIR TTIR / Python), 10256/9815 (Python or
pipeline message only). The AMD gfx1250/gfx950 crash fixes of 2026 in the index (PRs 9129, 10703, 10842, 8994)
come with lit tests, not with an issue holding a module. The vein is dry after 22 look-ups.

Measuring note: ``triton_opt_measure.py`` now takes a call written whole ('amd.passes.ttgpuir.add_to_llvmir("gfx1250",
False)'); in 2.3.1 ``triton._C.libtriton`` has no ``ir`` submodule, so the runner stops at ``ir = lt.ir``
(AttributeError): n/a.
"""
from __future__ import annotations

import re
from pathlib import Path

import sys

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_opt_expected import write_batch  # noqa: E402

SPLIT = "tmlir5"
HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "triton"
RELEASES = ("2.3.1", "3.0.0", "3.1.0", "3.2.0", "3.3.1", "3.4.0", "3.5.1", "3.6.0", "3.7.1", "3.8.0", "3.9.0")
FAIL = re.compile(r"Assertion|LLVM ERROR|error:|Error:|Illegal ")

R, C, D, N = "reproduces", "compiles", "different_error", "n/a"

BATCH = {
    11748: dict(
        kind="crash", target="AMD",
        arch="gfx1250 (the command's gfx-arch=gfx1250; the module has no ttg.target, 32 threads per warp)",
        target_key="hip:gfx1250:32",
        triton_opt_command="triton-opt --allocate-shared-memory --convert-triton-amdgpu-to-llvm=gfx-arch=gfx1250 "
                           "./tdm_small_block.mlir",
        measured_calls={"2.3.1-3.9.0": ["passes.ttgpuir.add_allocate_shared_memory",
                                        'amd.passes.ttgpuir.add_to_llvmir("gfx1250", False)']},
        reported_message="triton-opt: /mnt/anurmukh/triton/lib/Conversion/TritonGPUToLLVM/Utility.cpp:314: "
                         "llvm::SmallVector<std::pair<mlir::StringAtt\nr, mlir::Value> > "
                         "mlir::applyLinearLayout(mlir::Location, mlir::Rewr",
        reported_signature="assertion in mlir::applyLinearLayout (lib/Conversion/TritonGPUToLLVM/Utility.cpp:314) "
                           "under --convert-triton-amdgpu-to-llvm=gfx-arch=gfx1250 lowering an "
                           "amdg.async_tdm_copy_local_to_global of a 4xf32 block with num-warps 8: the TDM warp "
                           "distribution gives the last dimension more warps than elements, the TDM linear layout "
                           "loses its 'message' in-dim, and applyLinearLayout gets a layout whose in-dims do not "
                           "match the indices; September 2026 source build",
        labels={"2.3.1": N, "3.0.0": N, "3.1.0": N, "3.2.0": N, "3.3.1": N, "3.4.0": N, "3.5.1": N, "3.6.0": N,
                "3.7.1": N, "3.8.0": R, "3.9.0": C},
        classes=["triton-opt-input", "mlir-pass-assertion", "amd-only", "gfx1250", "tdm", "tensor-descriptor",
                 "linear-layout", "hand-written-module", "crash-recovery-catches-signal", "line-moves-across-releases",
                 "syntax-newer-than-release", "fixed-in-later-release", "excerpt-truncated"],
        fixed_in="3.9.0 (PR #11749 'Don't over-subscribe TDM warps on small blocks', merged, 'Fixes: #11748')",
        notes="repro.mlir is the description's ```mlir fence (turn 0 block 0, verbatim; the issue calls it "
              "tdm_small_block.mlir): #ttg.swizzled_shared 1-D layout, module num-ctas 1, num-warps 8, "
              "threads-per-warp 32, no ttg.target; one tt.func making a tensor descriptor <4xf32, #shared> over a "
              "128-element f32 buffer, a ttg.local_alloc of !ttg.memdesc<4xf32>, amdg.async_tdm_copy_local_to_global "
              "of it, amdg.async_tdm_intrinsic_wait. Command from the second fence. Bindings: "
              "passes.ttgpuir.add_allocate_shared_memory stands for --allocate-shared-memory (the common pass, not "
              "amd.passes.ttgpuir.add_allocate_shared_memory, which 3.5.1+ also has for AMD's own allocation); "
              "amd.passes.ttgpuir.add_to_llvmir(pm, 'gfx1250', False) for --convert-triton-amdgpu-to-llvm: "
              "get_pipeline_str 'any(allocate-shared-memory,convert-triton-amdgpu-to-llvm{ftz=false "
              "gfx-arch=gfx1250})' in 3.8.0/3.9.0 (the option is 'arch' in 3.3.1-3.7.1); ftz False = the option's "
              "default. 3.8.0: 'Assertion `layout.getNumInDims() == indices.size()' failed' in "
              "applyLinearLayout (Utility.cpp:301 in the wheel, 314 in the reporter's build; the report's line is "
              "cut by the excerpt before the assertion text), crash recovery turns it into 'A signal was caught' "
              "and PassManager::run failed (exit 1) -> reproduces: same function, same pass, and PR #11749 names "
              "the cause (getTDMLinearLayout floors messageShape to 0 and drops the 'message' in-dim), which is "
              "what an in-dim count mismatch is. 3.9.0: exit 0 -> compiles; the 3.9.0 wheel's "
              "backends/amd/include/TDMCommon.h tdmGetWarpDistribution no longer folds leftover warps into the last "
              "dimension (3.8.0's does: 'if (remainingWarps > 1) warpsOut[numDims - 1] *= remainingWarps;'), the "
              "change PR #11749 describes -> fixed_in 3.9.0. 3.3.1-3.7.1: the module does not parse (7:78 'custom "
              "op tt.make_tensor_descriptor failed to parse TT_TensorDescType parameter blockType which is to be a "
              "RankedTensorType': these releases spell the descriptor type <tensor<4xf32, #shared>>) -> n/a; aside, "
              "not a label: with that spelling changed in a scratch copy, 3.5.1 has no amdg dialect and 3.6.0/3.7.1 "
              "reject the copy op's syntax ('expected [': the op took indices then), so no release before 3.8.0 "
              "can take this input. 3.0.0-3.2.0: '#ttg.swizzled_shared ... attribute created with unregistered "
              "dialect' -> n/a. 2.3.1: the runner's AttributeError -> n/a. Target key hip:gfx1250:32: no ttg.target "
              "in the module, the command names gfx1250 (wave32, as the module's threads-per-warp says).",
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

"""Fresh batch 129: crash reports that reach LLVM from GPU stacks (HIP/ROCm, OpenCL, Triton, OpenMP offload, SYCL,
Mesa/radeonsi, NVPTX from CUDA, the SPIR-V backend and translator, ROCm/llvm-project), looked for with 35 look-ups
(all `search`, corpus `issues`). The vein is exhausted in the index: every llc/opt AMDGPU, NVPTX, SPIR-V, R600,
OpenMP-offload, Mesa-shader, AMDGPU-pass (promote-alloca, lower-module-lds, attributor, lower-buffer-fat-pointers,
structurizecfg, infer-address-spaces, SIFoldOperands, SIPeepholeSDWA, RegBankLegalize) and NVPTX-pass (lower-args,
atomics, LowerSTOREi1) thread the queries returned was already known (/work/llvm_seen.txt or a claim), and the only
ROCm/llvm-project issue met (ROCm #2616, an ISel hang on a rocPRIM kernel, no IR in the excerpt) was already named
as skipped by rocm1. What is left: one mlir-opt crash report on the NVVM lowering of a GPU module
(-convert-gpu-to-nvvm, June 2026), whose generic-form input no measured release can read (properties syntax on
13-16, the gpu.module terminator 19 still requires), and one OpenMP-offload opt -O3 crash report whose input is only
an attached reduced.bc (NO_REPRO_BATCH)."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401

SPLIT = "fresh129"

BATCH = {
    204586: dict(
        tool="mlir-opt", args=["-convert-gpu-to-nvvm", "-o", "/dev/null"],
        reported_signature="Assertion `!findDuplicateElement(array) && \"DictionaryAttr element names must be unique\"' in mlir::DictionaryAttr::sortInPlace (BuiltinAttributes.cpp:127) under -convert-gpu-to-nvvm, on a generic-form gpu.module holding an empty gpu.func kernel that carries a spirv.entry_point_abi (workgroup_size [16, 1, 1]) beside a spirv.target_env on the enclosing module: the NVVM lowering builds an attribute dictionary with a name twice; trunk 08b557bf (June 2026)",
        reported_message="mlir-opt: /data2/dependency/dev/llvm-project/mlir/lib/IR/BuiltinAttributes.cpp:127: static bool mlir::DictionaryAttr::sortInPlace(llvm::SmallVectorImpl<mlir::NamedAttribute>&): Assertion `!findDuplicateElement(array) && \"DictionaryAttr element names must be unique\"' failed.",
        signature_regex=r"DictionaryAttr element names must be unique|findDuplicateElement|DictionaryAttr::sortInPlace",
        assertion_only=True, status=st(I, I, I, I, I, U),
        classes=["mlir", "mlir-pass", "gpu", "nvvm", "conversion-to-llvm", "spirv", "assertion-only", "message-in-title", "command-in-prose", "new-mlir-syntax", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="None: no measured release runs the pass on the input. By hand (not saved, not the issue's input): with an explicit \"gpu.module_end\"() added at the end of the gpu.module body, 19 (release) parses the module and -convert-gpu-to-nvvm exits 0, printing an llvm.func @builtin_global_id_y with attributes {gpu.kernel, nvvm.kernel, spirv.entry_point_abi = ...}: no duplicate name reaches a dictionary in 19's lowering, and a release build would not check it anyway (the report's failure is an assert in DictionaryAttr::sortInPlace, compiled out of release builds).",
        notes="Command in the body ('Reproduce Command: `mlir-opt -convert-gpu-to-nvvm a.mlir`'; run with -o /dev/null; the stack dump's 'Program arguments' agree). repro.mlir is the body's 'MLIR Program:' block (fence tagged mlir, block 0 of turn 0), a fully generic-form module. 13 and 14 (2:18) and 15 and 16 (2:17) do not parse the properties syntax '<{sym_name = \"m1\"}>' of the generic gpu.module ('expected ':' followed by operation type') -> invalid-input. 19 stops before any pass with 3:5 'block with no terminator, has \"gpu.func\"() ...' (exit 1): 19's gpu.module still requires its gpu.module_end terminator (explicit in generic form; adding it by hand makes 19 parse the module, see variant_evidence), while the reporter's trunk read the module without one (its run reached the pass) -> invalid-input by the README's rule for a rejection by the op's definition ('the terminator it names'; as 133184 and 62317, not the mlir7 'error' reading of verifier crashes on invalid IR, since the input is valid for the reporter's trunk). llvm-22 -> unsupported (no mlir-opt through llvmlite). Reporter Aran-414 (the June-August 2026 '[mlir](<pass>) mlir-opt crashes at ...' series, with the known 210266; the excerpt does not say how the input was found); open, labels crash, mlir; no comment in the excerpt, whose stack dump stops at frame #0.",
    ),
}

NO_REPRO_BATCH = {
    65149: dict(
        classes=["no-runnable-reproducer", "attachment-only", "openmp", "opt-pipeline", "default-pipeline", "reported-message-missing"],
        tool="opt", args=["-O3"],
        reported_signature="opt -O3 aborts (no assertion text in the excerpt; 'Aborted (core dumped)') in KernelInfo::getKernelEnvironementFromKernelInitCB <- (anonymous namespace)::AAKernelInfoFunction (OpenMPOpt's Attributor kernel analysis) on an OpenMP offload module reduced to reduced.bc (ajarmusch, LLVM 18 trunk of 2023-08-23, August 2023)",
        reported_message=None,
        notes="The body says 'You can reproduce the core dump with the attached reduced.bc file using ```opt -O3 reduced.bc```' and links only 'reduced.bc.zip' (a user-attachments file); the stack dump's Program arguments are 'opt -O3 reduced.bc.ll'. No IR is in the thread text, so nothing can be run (class attachment-only). The dump's frames #9-#12 (abort <- _nl_load_domain <- KernelInfo::getKernelEnvironementFromKernelInitCB <- AAKernelInfoFunction) put the failure in OpenMPOpt (openmp-opt inside the O3 pipeline) reading the kernel environment of a __kmpc_target_init call; the excerpt stops at frame #12. Labels crash, openmp; closed; reporter ajarmusch (2023-08-31, SOLLVE's LLVM 18 build); no comment in the excerpt.",
    ),
}

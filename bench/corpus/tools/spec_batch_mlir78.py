"""MLIR batch 78 (helper session mlir78): mlir-opt crash reports in the conversions to SPIR-V and EmitC and in the
expansion/emulation passes (theme: -convert-to-spirv and the -convert-*-to-spirv passes (arith, func, memref, vector,
gpu, scf, index, math, cf), -spirv-lower-abi-attrs, -spirv-update-vce, spirv dialect verify/serialize,
-convert-*-to-emitc and emitc ops, -arith-emulate-wide-int, -arith-expand, -math-expand-ops / -math-uplift-to-fma,
-expand-strided-metadata, -memref-emulate-narrow-type / -test-emulate-narrow-int, -arith-int-range-narrowing, plus
-arith-emulate-unsupported-floats and -math-extend-to-supported-types as neighbours). 38 look-ups, all `search`,
corpus `issues`; stopped there because the vein is dry. Every in-theme crash thread the queries returned (about 120
distinct llvm/llvm-project issues) was already in /work/llvm_seen.txt: the 2022-2026 fuzzer series of Colloportus0,
BealZephyr, CelestineSmith, anonymousMCS, sweead, axeabc, wwy6191, Emilyaxe, Anonymous7i0em3yd, Aran-414, xvv4402,
mlirBug, sairam2661, frida-albrecht, kitty-1998, jiayiw2008 and others. The new llvm/llvm-project issues it returned
were not crash reports of mlir-opt with a runnable reproducer: 122071 and 122212 (pyl3000: an mlir-translate
-mlir-to-cpp error and a 'failed to legalize memref.global' error, both shown only as images), 61009 (an
mlir-translate segfault on an in-tree test file under a custom gcc), 57068 (iree-compile, moved to IREE), 139491 (a
wrong-output report for -convert-math-to-spirv), 221950 (convert-arith-to-llvm silently leaving fp8 extf/truncf,
failing later in mlir-translate), 70813 (a 'type mismatch for bb argument' diagnostic of -convert-cf-to-spirv),
100146 (an arith.floordivsi legalization failure), 76687 (a wrong-result mlir-vulkan-runner report), and 201662 (an
llc SPIR-V backend crash, off theme, whose only excerpt is a comment linking its fix PR 201663, so no reproducer was
seen). Issue numbers named only inside pull requests (152287 by PR 189243, 159746 by PR 160159, 63713 by PR 68085)
never came back themselves. Nothing was claimed, built or measured: BATCH and NO_REPRO_BATCH are empty."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir78"

BATCH = {}

NO_REPRO_BATCH = {}

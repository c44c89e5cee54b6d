"""MLIR batch 86 (helper session mlir86): mlir-opt crash reports of llvm/llvm-project looked for by the version string
or build line their stack dump prints (theme: "mlir-opt 14.0.0git" .. "21.0.0git", "LLVM version ... Optimized build
with assertions", "mlir-opt version: 21.1.8 / 22.1.0-rc1", build paths "/llvm-project/mlir/lib/...",
"mlir-opt: /root/llvm-project/mlir/include/mlir/IR/...", "/usr/lib/llvm-18/bin/mlir-opt", Homebrew and Windows
builds, "Compiler returned: 134"), combined with a dialect or pass, GPU side first (gpu, amdgpu, rocdl, nvvm, nvgpu,
vector, spirv, arm_sme, mesh/shard, async) and then linalg, memref, tensor, scf, affine, bufferization, emitc,
complex, arith int-range, and with crash words (Assertion, Stack dump, PLEASE submit a bug report, segfault,
SIGFPE, AddressSanitizer, hang). 38 look-ups, all `search` (corpus `issues`); stopped there because the vein is dry:
every mlir-opt crash thread the queries returned (212 distinct llvm/llvm-project issues: the 2022-2026 fuzzer series
of Colloportus0, BealZephyr, CelestineSmith, sweead, anonymousMCS, axeabc, Emilyaxe, wwy6191, wangyongj1a, xisang0,
RiRi114, Lambor24, Anonymous7i0em3yd, Aran-414, LynnBroe, RJerrica, jiayiw2008, karlls12321, Subway2023, mlirBug,
xvv4402, compilerStudyer, YuanchengJiang, sairam2661 and others, plus the handful of user reports) was already in
/work/llvm_seen.txt; the only numbers not in it were pull requests (67321, 95813, 96198, 121067), not crash reports.
No issue claimed, nothing built or measured; reprobot never ran."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir86"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {}

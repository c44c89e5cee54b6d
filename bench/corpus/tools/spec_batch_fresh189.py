"""Fresh batch 189: crash reports of llvm/llvm-project from the LLVM 21-24 development era (2025-2026), looked for by
the version string their stack dump or `--version` output prints ("21.0.0git", "22.0.0git", "23.0.0git",
"24.0.0git", "LLVM version 21.1", "22.1.0-rc1", ...), combined with the tool (llc, opt), a backend (AMDGPU first:
amdgcn, gfx942, gfx950, gfx1250, the buffer-fat-pointer, IGroupLP, MFMA-scale and RegBankLegalize corners; then X86,
AArch64 with SME, RISC-V, LoongArch, PowerPC, SystemZ, Hexagon, NVPTX, BPF, WebAssembly, ARM MVE, Xtensa) or a pass
(InstCombine, NewGVN, MemorySSA/LICM, MachineOutliner, GlobalISel legalizer, DAGCombiner hangs) and crash words. 38
look-ups (all `search`, corpus `issues`; no `find_string`, `read_file` or `fetch`), stopped there because the vein
is dry: roughly 230 distinct llvm/llvm-project issue threads came back and every crash report among them whose
thread text holds a runnable IR or MIR reproducer was already in /work/llvm_seen.txt. The new llvm-project threads
were a miscompile (71093), clang-frontend or build-log reports or chunks without any input (59296, 59308, 107821,
53811, 67747, 195496) and two on-theme clang crashes that came back only as a chunk the build step cannot use:
213646 (an AArch64 Assembly Printer crash of clang 21.1.8 on a preprocessed llama.cpp repack.cpp; three queries
returned only its comments, never the description, so build_issue.py has no turn 0) and 146341 (a clang 21.0git
SIGFPE whose only chunk is a later part of the description: driver frames #35-#40, no message, no date). Neither
holds LLVM IR, and the README's skip rules ('no excerpt shows the description', 'only a later chunk') keep them out,
so both BATCH and NO_REPRO_BATCH are empty and no number was claimed."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh189"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): none taken, see the docstring.
NO_REPRO_BATCH = {}

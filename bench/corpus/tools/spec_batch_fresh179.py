"""Fresh batch 179: second reports of a known crash, looked for in llvm/llvm-project: issues closed as
duplicates ("Duplicate of #N", "dup of", "same crash as #N", "this is the same as", the `duplicate` label) that
carry their own IR and command (a different input reaching the same assertion), and issues saying that an older
fix did not cover their case ("still crashes after #N", "reopening", "regressed again", "once again", "yet another
case"); llc or opt, any backend, AMDGPU first. The vein was dry: 37 look-ups (all `search`, corpus `issues`) over
the duplicate/reopen phrasings, the `duplicate` label combined with backend and pass labels (backend:AMDGPU,
backend:X86, llvm:instcombine, crash-on-valid, regression:23/24), AMDGPU passes and messages (SIFoldOperands,
moveToVALU, amdgpu-lower-module-lds, "Cannot emit physreg copy instruction", Bad machine code after SI passes,
-run-pass MIR, gfx1250), the passes with the most repeat reports (SLPVectorizer, the VPlan/legacy cost-model
assertion, SimplifyCFG, "Instruction does not dominate all uses", GlobalISel legalizer) and the other backends
(X86, RISC-V, PowerPC, Hexagon, NVPTX, LoongArch, WebAssembly/SystemZ/ARM). Every llvm/llvm-project llc/opt crash
report the index returned was already in `llvm_seen.txt` (including the theme's own examples: 102568 'likely a
duplicate of 102566', 109294 'the same assertion failed in #87721', 168512 '(once again)', 139728 'Yet another
case', 173496 'it's the same issue' as 118247, 65188 'a reproducer for the #65077 issue', 130119 'Likely duplicate
#130646'). The six new llvm/llvm-project numbers seen are not llc/opt/mlir-opt crash reports (200787 and 108687
clang frontend, 206992 a clang frontend issue only named in 207498's comment, 78808 and 128427 the clang static
analyzer, 171784 lld-link), so none was claimed or taken.
BATCH and NO_REPRO_BATCH are empty; nothing was measured."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh179"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): none found in theme.
NO_REPRO_BATCH = {}

"""Fresh batch 169: crash reports of llvm/llvm-project looked for under the theme "reproducer is MIR or a partial
code-generation pipeline" (llc -run-pass=..., -start-before/-start-after/-stop-before/-stop-after, -x mir, .mir test
cases, MIR reproducers, the machine verifier with -verify-machineinstrs on MIR input, -debug-pass=Structure, new-PM
llc -passes=...), on any backend: generic MIR wording, MIR syntax (tracksRegLiveness/registers/machineFunctionInfo),
GlobalISel passes run alone (legalizer, instruction-select, irtranslator), per-pass runs (machine-scheduler,
livedebugvalues, prologepilog, machine-outliner, regallocfast, x86-flags-copy-lowering, si-load-store-opt), per-backend
MIR (AMDGPU, X86, AArch64, RISC-V, PowerPC, Hexagon, ARM/Thumb2, SystemZ, WebAssembly), verifier texts on MIR input
and MIR printer/parser round trips. 38 look-ups (all `search`, corpus `issues`). The vein is dry, as fresh127 and
fresh150 found before: every llvm/llvm-project crash thread with a runnable reproducer that came back was already
known (llvm_seen.txt), the rest were pull requests or other projects (vnmakarov/mir and rust-lang MIR threads answer
the word "MIR"). BATCH is empty. Two reports without a runnable reproducer are kept (NO_REPRO_BATCH): one in theme,
a 2018 Bugzilla-imported report that MIR input run with -run-pass and -verify-machineinstrs makes the machine verifier
reject a pass's legal output because the MIR parser infers NoPHIs/IsSSA/NoVRegs, shown only on a schematic
'$rax = TARGET_PSEUDO' body (37787, closed by PR 108546); and one neighbour found on the way, a 2021
Bugzilla-imported wasm64 llc assertion in MachineLoopInfo whose IR is only two attached .gz files (51694)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh169"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    37787: dict(
        classes=["no-runnable-reproducer", "input-not-attached", "mir", "machine-verifier", "machine-pass",
                 "bugzilla-import", "command-in-prose", "reported-message-missing", "fixed-in-known"],
        tool="llc", args=["-run-pass", "expand-isel-pseudos", "-verify-machineinstrs"],
        reported_signature="MIR input run through one pass with 'llc -run-pass expand-isel-pseudos -verify-machineinstrs': the MIR parser infers the NoPHIs, IsSSA and NoVRegs function properties from a body without PHIs or virtual registers ('$rax = TARGET_PSEUDO'), the pass expands the pseudo by adding PHIs or vregs, and the machine verifier then rejects the function for not respecting NoPHIs/NoVRegs (francisvm, Bugzilla 38439, August 2018); the verifier's own message is not quoted",
        reported_message=None,
        fixed_in="PR #108546 '[MIR] Allow overriding isSSA, noPhis, noVRegs in MIR input' (gargaroff, 2024-09-13): 'Closes #37787' (seen in a search result for that PR, not in this thread)",
        notes="Bugzilla import (PR38439; the 'Bugzilla Link | [38439]' table; labels bugzilla, llvm:codegen; closed; reporter francisvm, 2018-08-03). The description gives the command in prose ('If you run llc -run-pass expand-isel-pseudos -verify-machineinstrs') and the input only as a schematic two-line body ('body:' / '$rax = TARGET_PSEUDO'): TARGET_PSEUDO is a placeholder for some target's custom-inserted pseudo, and there is no '---' document, no function name, no triple and no real opcode, so nothing can be parsed or run (class input-not-attached: the reporter describes a test shape, not a test). The failure is the machine verifier's complaint that the function no longer respects NoPHIs/NoVRegs after the pass; its '*** Bad machine code: ...' text is not quoted (class reported-message-missing). The rest of the description lists possible fixes (implement getClearedProperties/getSetProperties/getRequiredProperties for all passes; set/reset properties in every pass and backend hook; add MIR keys that force the properties); the excerpt shows no comment. Context from another search result (a pull request, not this thread): PR 108546 adds optional isSSA/noPhis/noVRegs keys to MIR input and says 'Closes #37787'. 'expand-isel-pseudos' is the old name of 'finalize-isel'.",
    ),
    51694: dict(
        classes=["no-runnable-reproducer", "attachment-only", "wasm", "machine-pass", "assertion-only",
                 "bugzilla-import", "excerpt-truncated", "command-inferred"],
        reported_signature="Assertion `MRI->getVRegDef(Reg) && \"Machine instr not mapped for this vreg?!\"' failed in MachineLoop::isLoopInvariant (MachineLoopInfo.cpp:199) when llc compiles a Rust wasm text parser for wasm64; the bugpoint-reduced module instead asserts in LiveVariables::HandleVirtRegUse (LiveVariables.cpp:129) (alexcrichton, Bugzilla 52352, October 2021)",
        reported_message="llc: /home/acrichto/code/rust/src/llvm-project/llvm/lib/CodeGen/MachineLoopInfo.cpp:199: bool llvm::MachineLoop::isLoopInvariant(llvm::MachineInstr&) const: Assertion `MRI->getVRegDef(Reg) && \"Machine instr not mapped for this vreg?!\"' failed.",
        notes="Bugzilla import (PR52352; the 'Bugzilla Link | [52352]' table; labels backend:WebAssembly, bugzilla; closed; reporter alexcrichton, 2021-10-29; CC aardappel, dschuff). The inputs are only the two attachments of the table, 'bugpoint-reduced IR' and 'original IR' (.gz files behind user-images links); no IR is in the thread text, so nothing can be run (class attachment-only). No llc command line is given: the assertion lines name llc and the title names wasm64 (class command-inferred in the sense that a run would need '-mtriple=wasm64' guessed). The original module asserts in MachineLoopInfo (a vreg with no defining instruction, the 'register use before def' of the title); the reduced module 'gives a different crash now', an assertion in LiveVariables::HandleVirtRegUse whose text the excerpt cuts after 'llvm::MachineBasicBlock*,' (class excerpt-truncated); no comment is in the excerpt, no fix named. A neighbour of the theme (a machine-pass assertion of llc, not a MIR reproducer), found through a WebAssembly -run-pass query.",
    ),
}

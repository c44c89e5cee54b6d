"""Fresh batch 184: crash reports of llvm/llvm-project looked for under the theme "AMDGPU llc crashes named by the
AMDGPU-specific failure messages rather than by pass" ("Illegal instruction detected", "Not supported instr",
SI_SPILL, VGPR/SGPR copies, "Cannot scavenge register", "ran out of registers during register allocation", "illegal
VGPR to SGPR copy", LDS, scratch, wave64/wave32, DPP, readfirstlane, "Bad machine code: Illegal physical register",
across gfx9/gfx10/gfx11/gfx12/gfx1250; any year). 36 look-ups (all `search`, corpus `issues`), stopped there because
the vein is dry: of the roughly 130 llvm/llvm-project issue numbers the queries returned, all but a handful were
already in llvm_seen.txt, and the new ones were MC assembler/disassembler reports (llvm-mc, no llc/opt run: 54762,
54690, 55612, 47941, 214953, 54691, 58270, 52869, 58507, 59467, 214910), a gfx950 miscompile with an attached
12.6k-line IR (221911), or named in another thread without coming back (71593). The AMDGPU-message queries mostly
return pull requests and other trackers (ROCm/legacy-rocm-build, ROCm/composable_kernel, ROCm/rocm-systems,
ROCm/llvm-project, GPUOpen-Drivers), which the brief excludes. One runnable report was found: 61136, jdoerfert's
March 2023 `-sgpr-regalloc=fast` report whose title names the AMDGPU AsmPrinter's "Illegal instruction detected"
error. No report without a reproducer was kept (NO_REPRO_BATCH is empty)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh184"

BATCH = {
    61136: dict(
        tool="llc", args=["-sgpr-regalloc=fast", "-o", "/dev/null"],
        reported_signature="error: Illegal instruction detected (SIInstrInfo::verifyInstruction run by the AMDGPU AsmPrinter on each emitted instruction) when llc compiles an OpenMP-offload amdgpu_kernel (an endless loop storing to and loading from addrspace(3) null, then a float store through a GEP on addrspace(1)) with the fast SGPR register allocator, -sgpr-regalloc=fast, for amdgcn-amd-amdhsa (jdoerfert, godbolt, March 2023; maintainer: 'the same thing as #61134, it's just the liveness computation happened to avoid the assert')",
        reported_message=None,
        signature_regex=r"Illegal instruction detected",
        assertion_only=False, status=st(I, C, C, R, C, C),
        classes=["amdgpu", "regalloc", "asm-printer", "message-in-title", "reported-message-missing", "command-in-title", "godbolt-only", "related-issue-named", "fixed-by-19"],
        variant_evidence="None needed for 16: its stderr is the title's message itself, 'error: Illegal instruction detected: Operand has incorrect register class.' printed twice, each followed by the offending MachineInstr ('dead undef renamable $vgpr4_vgpr5, renamable $sgpr0_sgpr1 = V_ADD_CO_U32_e64 $sgpr2, $vgpr2, 0, implicit $exec' and 'renamable $vgpr2_vgpr3, dead renamable $sgpr0_sgpr1 = V_ADDC_U32_e64 killed $vgpr6, killed $vgpr3, killed $sgpr0_sgpr1, 0, implicit $exec'), exit 1: a 64-bit VGPR pair assigned to the 32-bit VGPR destination of the carry add, i.e. an illegal instruction left by register allocation, which is what the report describes ('Not an assertion but invalid instruction'). By hand (not saved) with -o -, 16's assembly shows 'v_add_i32_e64 v[4:5]/*Invalid register, operand has 'VGPR_32' register class*/, s[0:1], s2, v2'; without -sgpr-regalloc=fast 16 exits 0 with an empty stderr, so the flag is what triggers it.",
        notes="IR in the description's only code block (datalayout, triple amdgcn-amd-amdhsa, one amdgpu_kernel, no target-cpu), copied verbatim as repro.ll. The command is the title's flag, '`-sgpr-regalloc=fast` results in \"Illegal instruction detected\"', and the full command line is only behind https://godbolt.org/z/z69se31br; run as 'llc -sgpr-regalloc=fast -o /dev/null' with the triple from the IR and the default CPU (classes command-in-title, godbolt-only). No stderr is quoted in the thread: the message is only the title's 'Illegal instruction detected' (classes message-in-title, reported-message-missing; reported_message None). 13 rejects the input at parse time, 'error: huge alignments are not supported yet' on 'store i64 %0, ptr addrspace(3) null, align 2147483648' (an alignment of 2^31, above 13's maximum), and it is opaque-pointer IR as well -> invalid-input. 14 (with -opaque-pointers) and 15 exit 0 with an empty stderr -> clean: by hand (-o -) 15's fast SGPR allocation yields legal 'v_add_i32_e64 v0, s[0:1], s2, v4' / 'v_addc_u32_e64 v1, ...' in the loop. 16 (a release build, which still runs this instruction check) -> reproduces: exit 1 with the title's error (an error diagnostic and exit status 1, not a signal, which is how the report itself describes it: 'Not an assertion but invalid instruction'). 19 (release) and llvm-22 (assertions on) exit 0 with an empty stderr -> clean; by hand both emit legal 32-bit v_add_i32_e64/v_addc_u32_e64 destinations (class fixed-by-19 in the sense 'gone by 19'; the excerpt names no fix). arsenm's comment ties it to #61134 (same reporter, same kernel name, the 'Undef should only be set on subreg defs' assertion under the same flag; known, not in this batch): class related-issue-named. Labels backend:AMDGPU; closed; reporter jdoerfert (2023-03-02).",
    ),
}

NO_REPRO_BATCH = {}

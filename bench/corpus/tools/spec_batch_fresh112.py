"""Fresh batch 112: llc/opt reports of llvm/llvm-project found while searching for compile-time hangs, infinite
loops, stack overflows, exponential blow-ups and out-of-memory reports. The four leads handed over (123301,
108135, 205507, 214725) were all already in /work/llvm_seen.txt (claim.sh: TAKEN), and the hang/blow-up vein
itself is mined out (nearly every thread the 36 look-ups returned was known, an attachment, a gist, a godbolt
link or C source). So the batch holds two runnable in-theme reports (an InstCombine quadratic-time report and a
VectorCombine infinite loop, both clean in every release here), two in-theme reports without a runnable
reproducer (a DFAJumpThreading hang and an SROA memory blow-up, attachments only) plus five SelectionDAG-era crash reports
found on the way by cycle/self-reference and stack-overflow queries (a self-referencing freeze node on AMDGPU,
ScheduleDAGFast on two live physical registers, a SystemZ switch with duplicate successors under
-verify-machineinstrs, a usub.sat divide-by-zero in the DAG combiner, an AMDGPU ComputeNumSignBits underflow)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh112"

BATCH = {
    223152: dict(
        tool="llc", args=["-O2", "-pre-RA-sched=fast", "-o", "/dev/null"],
        reported_signature="segfault in release builds (18.1.3, 19.1.1, 20.1.2, trunk) of 'llc -O2 -pre-RA-sched=fast' on @f, an i108 lshr by %s whose amount also feeds 'icmp ugt %s, 107' and a select: the expanded shift pins the amount to CL and the compare pins EFLAGS, so ScheduleDAGFast meets a node blocked by two live physical registers; 'An assertions build reports the unhandled case cleanly'; the default scheduler compiles it",
        reported_message=None,
        signature_regex=r"X86 DAG->DAG Instruction Selection|ScheduleDAG|EmitSchedule|Scheduling failed|AnyNotSched",
        assertion_only=False, status=st(R, R, R, R, R, R),
        classes=["x86", "isel-sdag", "scheduler", "release-build-report", "no-message-crash", "reported-message-missing", "command-in-prose"],
        variant_evidence="The report is a release-build segfault with no message. 13, 14, 15, 16 and 19 (release) die with SIGSEGV (rc -11) in 'X86 DAG->DAG Instruction Selection' on '@f', every one inside the scheduler's emission: 13 in ScheduleDAGSDNodes::EmitPhysRegCopy <- EmitSchedule, 14-16 in MachineRegisterInfo::constrainRegClass (unsymbolized callers), 19 in MachineRegisterInfo::addRegOperandToUseList <- MachineInstr::addOperand <- ScheduleDAGSDNodes::EmitSchedule <- SelectionDAGISel::CodeGenAndEmitDAG. llvm-22 (assertions) prints '*** Scheduling failed! ***' with SU dumps of the SBB64rr/SUB64rr/MOV32r0 units and a 'PHYS REG COPY' unit that 'has not been scheduled!' / 'has successors left!', then asserts `!AnyNotSched' in ScheduleDAG::VerifyScheduledDAG (rc -6): the checking build's form of the same unscheduled node, which the report says assertion builds catch.",
        notes="Command in the first line of the description: '`llc -O2 -pre-RA-sched=fast` segfaults on this function'; run with -o /dev/null. repro.ll is the ```llvm block (no triple: the host's x86_64, which the reporter's EFLAGS/CL reasoning assumes). The report says all four versions it tried are release builds and that an assertions build 'reports the unhandled case cleanly' without quoting the message, so the reported signature is a segfault with no text -> 13-19 reproduce (same pass, same function). llvm-22 is labelled reproduces as the assertions-build form of the same failure (see variant_evidence); a reader who wants the release segfault only would call it other-crash. Labels confirmed, crash-on-valid, llvm:SelectionDAG; open; reporter ptomsich (2026-09-12); no comment in the excerpt.",
    ),
    198094: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="UNREACHABLE 'Node is not in map!' (SelectionDAG.cpp:1314) after the DAG prints a freeze node that uses itself ('t102: i32 = freeze # D:1 t102'), compiling @repro for target triple amdgcn: <6 x i32> shufflevectors, an insertelement/extractelement at a variable index, an xor and a branch on the extracted lane (fuzzer, assertions trunk on godbolt)",
        reported_message="Node is not in map!",
        signature_regex=r"Node is not in map",
        assertion_only=True, status=st(C, C, C, C, C, R),
        classes=["amdgpu", "isel-sdag", "assertion-only", "command-in-prose", "reworded-message", "unreachable-message"],
        variant_evidence="Assertion-only: 'Node is not in map!' is an llvm_unreachable in the checking code that maps SDNodes (SelectionDAG.cpp), compiled out of release builds. 13, 14, 15, 16 and 19 (release) exit 0 with empty stderr, so no release shows anything linked to it. llvm-22 (assertions) prints 't101: i32 = freeze # D:1 t101', 'Node is not in map!' and 'UNREACHABLE executed at .../SelectionDAG.cpp:1257!' (rc -6): the same self-cycle and message, with another node number and line.",
        notes="Command in the description's ```sh block 'llc repro.ll' (triple amdgcn in the module, no -mcpu), run as 'llc -o /dev/null'; repro.ll is the ```llvm block. The report's error output starts with the node dump 't102: i32 = freeze # D:1 t102', then 'Node is not in map!' and the UNREACHABLE line; its godbolt stack dump (clang-assertions-trunk) is cut after 'Program arguments'. 13-19 clean (release builds, see variant_evidence); llvm-22 reproduces with t101 for t102 and line 1257 for 1314 (class reworded-message). Labels confirmed, crash-on-valid, generated by fuzzer, llvm:SelectionDAG; closed; reporter hazohelet (2026-05-16); no comment in the excerpt, so the fix is not named.",
    ),
    84801: dict(
        tool="llc", args=["-mtriple=s390x-linux-gnu", "-mcpu=z15", "-O3", "-disable-cgp-branch-opts", "-verify-machineinstrs", "-o", "/dev/null"],
        reported_signature="machine verifier after instruction selection: '*** Bad machine code: MBB has duplicate entries in its successor list. ***' for %bb.0 and '... in its predecessor list' for %bb.1, then 'LLVM ERROR: Found 2 machine code errors.', on a switch whose default and both cases go to the same block (SelectionDAGBuilder::visitSwitch), only with -disable-cgp-branch-opts; s390x z15, also arm-linux-gnu per a comment",
        reported_message="*** Bad machine code: MBB has duplicate entries in its successor list. ***",
        signature_regex=r"MBB has duplicate entries in its (successor|predecessor) list",
        assertion_only=False, status=st(I, I, I, I, R, R),
        classes=["systemz", "isel-sdag", "machine-verifier", "ir-in-console-transcript", "command-in-prose", "new-ir-syntax"],
        notes="The description's untagged fence is a console transcript: 'cat tc_MBBlists.ll', the module, the command 'llc -mtriple=s390x-linux-gnu -mcpu=z15 -O3  -disable-cgp-branch-opts -verify-machineinstrs ./tc_MBBlists.ll' and its output. repro.ll is the module's lines only (fence turn 0 block 0, lines 2-10), verbatim; run with the transcript's flags plus -o /dev/null. 13, 14, 15 and 16 refuse the module: \"label expected to be numbered '1'\" at '2:' (the unnamed block is numbered 2 after the unnamed entry block %0; older parsers require sequential numbering) -> invalid-input. 19 (release) and llvm-22 print both 'Bad machine code' blocks after '# After Instruction Selection' and 'LLVM ERROR: Found 2 machine code errors.' in 'Verify generated machine code' on '@fun' (rc -6 through the fatal error's abort) -> reproduces. A commenter (statham-arm) gets the same failure with '-mtriple=arm-linux-gnu -O3 -disable-cgp-branch-opts -verify-machineinstrs' (not measured). Labels crash-on-valid, llvm:SelectionDAG; open; reporter JonPsson1 (2024-03-11); the thread has no fix.",
    ),
    217964: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="divide-by-zero crash in DAGCombiner::visitSUBSAT ('X86 DAG->DAG Instruction Selection' on @do_stuff) for llvm.usub.sat.v4i32 whose first operand is a known-zero 'xor %v3, %v3'; godbolt clang-trunk llc (a release build), fuzzer",
        reported_message=None,
        signature_regex=r"visitSUBSAT|Floating point exception|X86 DAG->DAG Instruction Selection",
        assertion_only=False, status=st(I, I, I, I, I, C),
        classes=["x86", "isel-sdag", "dagcombine", "release-build-report", "no-message-crash", "reported-message-missing", "command-only-in-stack-dump", "new-ir-syntax"],
        variant_evidence="No message in the report: a crash (SIGFPE by the title) in visitSUBSAT, from a non-assertions clang-trunk llc on godbolt. 13-19 cannot read the module (see notes). llvm-22 (assertions) reads it and exits 0 with empty stderr: no crash in the 22 build, so the faulting division is newer than 22.1 (the thread, closed, names no culprit or fix in the excerpt).",
        notes="No command in prose: the godbolt stack dump's 'Program arguments: .../clang-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel <source>' gives llc with nothing but output options; run as 'llc -o /dev/null' (triple x86_64-unknown-linux-gnu in the module). repro.ll is the ```llvm block. 13, 14, 15, 16 and 19 stop at the attribute group line: 'unterminated attribute group' at column 30 of 'attributes #0 = { nocallback nocreateundeforpoison ... }', the attribute 'nocreateundeforpoison' being unknown to them -> invalid-input. llvm-22 exits 0 -> clean. Labels confirmed, crash-on-valid, generated by fuzzer, llvm:SelectionDAG; closed; reporter Benjins (2026-08-21); the excerpt ends in the stack dump's frame #2.",
    ),
    155452: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="assertion (not quoted) in APInt::setHighBits reached from SelectionDAG::computeKnownBits' ISD::ABS case, because ComputeNumSignBits returns 0 and '- 1' underflows, compiling amdgpu_kernel @my_kernel (amdgcn-amd-amdhsa): a loop of mul/add/trunc/sdiv/sext/or, inttoptr, addrspacecast to addrspace(1) and a double load/store",
        reported_message=None,
        signature_regex=r"setHighBits|ComputeNumSignBits|computeKnownBits|AMDGPU DAG->DAG Pattern Instruction Selection",
        assertion_only=True, status=st(I, C, C, C, C, C),
        classes=["amdgpu", "isel-sdag", "assertion-only", "reported-message-missing", "command-inferred", "godbolt-only"],
        variant_evidence="Assertion-only ('Leads to an assertion'; the excerpt names the failing call, Known.Zero.setHighBits(ComputeNumSignBits(...) - 1), not its message). 14 (with -opaque-pointers), 15, 16 and 19 (release) exit 0 with empty stderr; llvm-22 (assertions) exits 0 too, so the assertion does not fire in any build measured. 13 dies with SIGSEGV under 'CallGraph Pass Manager' with unsymbolized frames; by hand (not saved) '-debug-pass=Executions' shows the last pass started is 'Analysis if a function is memory bound' (AMDGPUPerfHintAnalysis, a CGSCC pass before instruction selection), and a typed-pointer copy of the module (double*/double addrspace(1)* for the three ptr uses) exits 0 on 13: the crash is LLVM 13's opaque-pointer mode, not the reported SelectionDAG assertion.",
        notes="No command: the body shows the IR, the faulting C++ snippet and a godbolt link; llc inferred (the report is about SelectionDAG known-bits, the module carries triple amdgcn-amd-amdhsa, no -mcpu), run with -o /dev/null. repro.ll is the ```llvm block (the ```c++ block is LLVM source). 13 -> invalid-input by the opaque-pointer convention (README: LLVM 13 crashing where typed pointers are expected is the opaque-pointer mode's gap; the typed-pointer control backs it, see variant_evidence); 14-19 and llvm-22 clean. topperc's comment: 'ComputeNumSignBits should never return a 0. Every value should have at least 1 sign bit.' No labels; open; reporter Saldivarcher (2025-08-26).",
    ),
    129373: dict(
        tool="opt", args=["-passes=vector-combine", "-o", "/dev/null"],
        reported_signature="VectorCombine infinite loop: scalarizeLoadExtract scalarizes an extractelement of a <4 x float> load that is dead and waiting to be erased (the load also feeds two shufflevectors), so the worklist never empties; reduced test @infinite_loop, no message",
        reported_message=None,
        signature_regex=r"vector-combine|VectorCombine|scalarizeLoadExtract",
        assertion_only=None, status=st(C, C, C, C, C, U),
        classes=["opt-pipeline", "vector-combine", "hang-report", "command-inferred", "reported-message-missing", "fixed-in-known"],
        variant_evidence="No message: the report is a hang. 13, 14 (with -opaque-pointers), 15, 16 and 19 finish at once and exit 0 with empty stderr; by hand (not saved) 16 and 19 also exit 0 within seconds with -mtriple=x86_64--, -mtriple=x86_64-- -mcpu=x86-64-v3 and -mtriple=aarch64, so no release here loops: the loop belongs to a 20-development VectorCombine (the fix was cherry-picked for a release branch).",
        notes="No command: the description is a 'Reduced test case:' ```ll block (no triple) and an explanation; 'opt -passes=vector-combine' inferred from the title's [VectorCombine] and scalarizeLoadExtract, run with -o /dev/null. llvm-22: 'unsupported: pass 'vector-combine' is not exposed by llvmlite's pass manager' (rc 3) -> unsupported. Labels hang, vectorizers; closed; reporter RKSimon (2025-03-01, 'Fix incoming').",
        fixed_in="5ddf40fa78705384966c22da78e12134df7bd723 (RKSimon's comment of 2025-03-03: '/cherry-pick 5ddf40fa78705384966c22da78e12134df7bd723')",
    ),
    172591: dict(
        tool="opt", args=["-passes=instcombine", "-o", "/dev/null"],
        reported_signature="compile-time report, no crash and no hang: InstCombine reassociates a chain of 'select i1 %cN, i1 true, i1 %s(N-1)' (volatile i1 loads from ptr undef) by pushing each select through all earlier ones, O(n^2) for long unrolled chains; the 5-select module is 'highly simplified'",
        reported_message=None,
        signature_regex=r"InstCombine|instcombine",
        assertion_only=None, status=st(C, C, C, C, C, C),
        classes=["opt-pipeline", "instcombine", "slow-compile-report", "command-inferred", "reported-message-missing"],
        variant_evidence="Nothing to reproduce as a failure: the report describes quadratic work, and its own example is five selects. Every build (13, 14 with -opaque-pointers, 15, 16, 19 release; llvm-22 assertions) exits 0 at once with empty stderr.",
        notes="No command: the description is the IR block plus prose naming InstCombine and linking InstCombineSelect.cpp; 'opt -passes=instcombine' inferred, run with -o /dev/null. repro.ll is the untagged fence. 13 reads 'ptr' (its opaque-pointer mode) and exits 0. All clean: the report is a slow-compile report whose quadratic cost is 'quite noticeable for large unrolled loops' only, not a failure a small module shows (new class slow-compile-report). Labels llvm:instcombine, slow-compile; open; reporter AlexMaclean (2025-12-17); no comment in the excerpt.",
    ),
}

NO_REPRO_BATCH = {
    221391: dict(
        classes=["no-runnable-reproducer", "attachment-only", "hang-report", "slow-compile-report", "dfa-jump-threading", "regression-after-22", "culprit-known"],
        reported_signature="compile-time hang at -O2 (killed after 90 min at 100% CPU, flat ~62 MB) of dovecot's test-json-generator.c with clang 23.1.0, 0.8 s with 22.1.8; bisected to ebb9d0eecb19 (reapply of enabling DFAJumpThreading by default, #169183); '-mllvm -enable-dfa-jump-thread=false' restores ~1 s; llc alone reproduces the slow part on the extracted IR; a maintainer finds llc stuck on the IR after the simplifycfg that follows dfa-jump-threading",
        reported_message=None,
        culprit="Reporter (description): 'I bisected llvmorg-22.1.8..llvmorg-23.1.0 and it points at ebb9d0eecb19 (Reapply \"[DFAJumpThreading] Enable DFAJumpThread by default.\", #169183).'",
        notes="Every input is an attachment: the preprocessed source (test-json-generator.i, for 'clang --target=x86_64-linux-gnu -O2 -std=gnu11 -w -c'), the IR files named in 'llc -O2 fn-test_json_generate_buffer.ll -o /dev/null   # ~8 min' and 'llc -O2 reduced-strict.ll -o /dev/null   # 236 lines, ~2 min', stack samples, and UsmanNadeem's goodAndBad.zip (IR before and after pass 272, simplifycfg). No IR is in the thread text, so nothing can be run. Labels hang, llvm:SCEV, llvm:transforms, slow-compile; open; reporter windsunil (2026-09-05); UsmanNadeem's comment (2026-09-18): 'Not directly an issue of DFA Jumpthreading, since running it without a subsequent `simplifycfg` doesn't increase the compile time.' The excerpt of the description is cut at 'most of'.",
    ),
    142461: dict(
        classes=["no-runnable-reproducer", "attachment-only", "slow-compile-report", "sroa", "related-issue-named"],
        reported_signature="excessive memory in SROA: '/usr/bin/time -v opt -passes='sroa<modify-cfg>' test_large.ll -o /dev/null' reports 'Maximum resident set size (kbytes): 34923396' (about 33 GiB), exposed by #128504",
        reported_message=None,
        notes="The input (test_large.ll) is only in an attached zip ('test_rename_to_7z.zip', 'After unpacking use: ...'); the reporter adds 'Not sure how to share large IR reproducer.' The command is given (opt -passes='sroa<modify-cfg>' ... -o /dev/null) but there is no IR in the thread text, so nothing can be run. No message: a memory blow-up, not a crash. Labels libc++, llvm:transforms; closed; reporter vitalybuka (2025-06-02); #128504 is named as the change that exposed it.",
    ),
}

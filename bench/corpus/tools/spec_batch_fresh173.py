"""Fresh batch 173: crash reports of llvm/llvm-project looked for under the theme 'AArch64 crashes tied to SVE/SME and
newer features' (+sve/+sve2/+sve2p1, +sme/+sme2, streaming mode and ZA state attributes, +bf16, +fp8, +mops, +lse128,
pointer authentication, new -mcpu names, GlobalISel on AArch64 with vector types). The vein is mined out: of the
roughly 120 llvm/llvm-project issue threads the queries surfaced, every SVE/SME/streaming/ZA/bf16/ptrauth/neoverse
crash report was already in a corpus (95109, 203295, 193626, 144351, 71089, 138686, 63025, 107370, 78532, 94951,
104416, 132161, 159772, 215227, 160127, 153797, 167462, 180497, 148645, 57735, ...). The two runnable reports are
GlobalISel neighbours found on the way: an AArch64 GlobalISel 'Unknown FP condition!' UNREACHABLE of March 2024 on a
'fcmp true' feeding an 'and' branch condition at -O0 (fixed by PR 86972), and an x86_64 GlobalISel 'Cannot emit
physreg copy instruction' on returning half, August 2023. One report without a runnable reproducer (NO_REPRO_BATCH):
the 2022 AArch64 GlobalISel report of the same 'Unknown FP condition!' crash whose only stored excerpt stops in its
'Cause' section, before any IR. Two more free threads met were not crash reports with IR (114644, an SVE GlobalISel
tracking issue; 53716, a cherry-pick request) and one free thread (148655, ZPR2/ZPR4 spill regclass) never came back
from the index itself. 37 look-ups (all `search`, corpus `issues`)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh173"

BATCH = {
    86917: dict(
        tool="llc", args=["-mtriple=aarch64", "-O=0", "-o", "/dev/null"],
        reported_signature="UNREACHABLE 'Unknown FP condition!' executed at AArch64GlobalISelUtils.cpp:105 (AArch64GISelUtils::changeFCMPPredToAArch64CC) in GlobalISel 'InstructionSelect' on @f at -O0, where 'fcmp true float 4.2e1, 4.2e1' is and-ed with an i1 argument into a branch condition, so the IRTranslator emits a G_FCMP with predicate true (DigOrDog, fuzzer, godbolt assertions trunk, March 2024)",
        reported_message="Unknown FP condition!",
        signature_regex=r"Unknown FP condition|changeFCMPPredToAArch64CC",
        assertion_only=True, status=st(I, R, R, R, C, C),
        classes=["aarch64", "isel-gisel", "unreachable-message", "assertion-only", "release-variant-crash",
                 "command-only-in-stack-dump", "godbolt-only", "fixed-in-known", "fixed-by-19"],
        fixed_in="PR #86972 '[AArch64][GISEL] Consider fcmp true and fcmp false in cond code selection' (marcauberer): 'Fixes #86917' ('FCMP_TRUE and FCMP_FALSE were previously not considered and we ended up in an llvm_unreachable assertion'); backported by PR #91580 'release/18.x: [AArch64][GISEL] Consider fcmp true and fcmp false in cond code selection (#86972)' (both seen in search results for those PRs)",
        variant_evidence="The report is an llvm_unreachable in an assertions build; in a release build llvm_unreachable is an unreachability hint, so the switch in changeFCMPPredToAArch64CC falls through into undefined behaviour instead of printing the message. 14, 15 and 16 (release) die with SIGSEGV (rc -11) in exactly the reported pass on the reported function ('Running pass 'InstructionSelect' on function '@f''), frame #7 llvm::InstructionSelect::runOnMachineFunction with three unsymbolized libLLVM frames above it (where AArch64InstructionSelector calls the condition-code helper). Control run by hand, not saved: the same module with 'fcmp true' replaced by 'fcmp oeq' compiles cleanly on 14, 15 and 16 (rc 0) with the same command, so the crash is tied to the true-predicate G_FCMP that the reported UNREACHABLE rejects. 19 (release, after the fix of 18.x) compiles it cleanly.",
        notes="IR in the description's ```c++ block under '## Code' (ModuleID 'crash-4f3ab3a32f91d152361bae65ffeca42d2fa3e7b9', no triple, one function @f with an alloca, 'fcmp true', 'and i1' and a loop branch), copied verbatim as repro.ll (the fence says c++ but it is IR). The command is only in the stack dump under '## Stack Trace': 'Program arguments: /opt/compiler-explorer/clang-assertions-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel -mtriple=aarch64 -O=0 <source>', run as 'llc -mtriple=aarch64 -O=0 -o /dev/null' (class command-only-in-stack-dump; -O0 selects GlobalISel on AArch64 by default, which the pass name InstructionSelect confirms; the reproducer is otherwise behind https://godbolt.org/z/7EeccGP3r, class godbolt-only in the sense 'the dump is godbolt's'). 13 cannot read the module: ''%RP' defined with type 'float*' but expected 'ptr'' (its typed alloca against the opaque 'ptr' load; LLVM 13's llc has no -opaque-pointers switch) -> invalid-input. 14 (with -opaque-pointers), 15 and 16 -> reproduces as the release-build variant (see variant_evidence). 19 and llvm-22 (assertions on) exit 0 with an empty stderr -> clean (fixed in 18.x by PR 86972 / 91580). The same crash was reported in 2022 as #58050 (in NO_REPRO_BATCH here; its excerpt holds no IR). Labels backend:AArch64, crash-on-valid, llvm:globalisel; closed; reporter DigOrDog (2024-03-28); no comment in the excerpt.",
    ),
    64435: dict(
        tool="llc", args=["-mtriple=x86_64", "--global-isel", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Cannot emit physreg copy instruction in 'Post-RA pseudo instruction expansion pass' on @f when x86_64 GlobalISel returns a half loaded from a pointer ('define half @f(ptr %0) { %h = load half, ptr %0; ret half %h }'); not with i686, aarch64 or SelectionDAG (HazyFish, godbolt assertions trunk, August 2023)",
        reported_message="LLVM ERROR: Cannot emit physreg copy instruction",
        signature_regex=r"Cannot emit physreg copy instruction",
        assertion_only=False, status=st(C, C, R, R, R, C),
        classes=["x86", "isel-gisel", "machine-pass", "command-only-in-stack-dump", "godbolt-only", "fixed-by-22"],
        notes="IR in the ```ll block under '### Code' (one three-line function, no triple), copied verbatim as repro.ll. The command is only in the stack dump: 'Program arguments: /opt/compiler-explorer/clang-assertions-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel -mtriple=x86_64 --global-isel <source>', run as 'llc -mtriple=x86_64 --global-isel -o /dev/null' (class command-only-in-stack-dump; the input is also behind https://godbolt.org/z/G1rszzf1n). 15, 16 and 19 (release) abort (rc -6) with exactly 'LLVM ERROR: Cannot emit physreg copy instruction' in 'Post-RA pseudo instruction expansion pass' on '@f' -> reproduces (a fatal error, not an assertion, so release builds print it too). 13 (it parses the opaque 'ptr' module and runs clean; a clean run is no failure to call invalid-input) and 14 (with -opaque-pointers) exit 0 with an empty stderr: by hand (-o -) both return the half in %eax ('movzwl (%rdi), %eax; retq'), the pre-15 x86-64 convention for half, so no GPR-to-XMM physreg copy is needed -> clean. llvm-22 (assertions on, through llvmlite, which passes -global-isel as a backend option) exits 0 with an empty stderr and by hand emits 'movzwl (%rdi), %eax; movd %eax, %xmm0; retq' -> clean (fixed by 22.1; the excerpt shows the issue open and names no fix). A neighbour of the theme (x86 GlobalISel, not AArch64): found by the query on AArch64 RegBankSelect and half; the report itself says the problem does not exist with aarch64. Label-less in the excerpt; open at the time the excerpt was stored; reporter HazyFish (2023-08-04); no comment in the excerpt.",
    ),
}

NO_REPRO_BATCH = {
    58050: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "aarch64", "isel-gisel", "unreachable-message",
                 "message-in-title"],
        reported_signature="AArch64 GlobalISel crashes with 'Unknown FP condition!' when 'fcmp true' / 'fcmp false' is used in an and/or branching condition: IRTranslator::emitSwitchCase (from translateBr) emits a G_FCMP with predicate true/false that AArch64GISelUtils::changeFCMPPredToAArch64CC does not map (HazyFish, September 2022)",
        reported_message=None,
        notes="The stored excerpt (the same one each of four queries returned: two aimed at its wording, two at its likely IR and stack trace) holds only the description's '## Description' and '## Cause' sections and stops inside a link ('[here](https://github.com/l'), before any reproduction, IR, command or stack trace; nothing runnable is in the text seen (class excerpt-truncated). The crash message is in the title ('causes crash `Unknown FP condition!`', class message-in-title) and the Cause names the functions (changeFCMPPredToAArch64CC, IRTranslator::translateCompare / emitSwitchCase / translateBr) but not the command. The same failure, reported again in 2024 with IR and a godbolt dump, is #86917 (in BATCH here), fixed by PR 86972. Labels backend:AArch64, crash; closed; reporter HazyFish (2022-09-29); no comment in the excerpt.",
    ),
}

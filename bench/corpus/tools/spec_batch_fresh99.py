"""Fresh batch 99: release-build crash reports of llc/opt (no assertion text: a bare SIGSEGV, an infinite recursion, an 'LLVM ERROR' from a released or release-configured build, a use-after-free found through rustc) and reports that name the versions or the commit window where the crash lives (regressions, backports), on AArch64 GlobalISel, WebAssembly SelectionDAG, TypePromotion, GVN and LoopSimplifyCFG."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh99"

BATCH = {
    149679: dict(
        tool="opt", args=["-passes=loop-mssa(loop-simplifycfg)", "-o", "/dev/null"],
        reported_signature="crash without a message (SIGSEGV; the dump is cut at frame #4, after SignalHandler) in 'loop-mssa(loop-simplifycfg)' on function \"repro\": LoopSimplifyCFG dereferences the null preheader of a loop entered through 'indirectbr ptr null' (title '[LoopSimplifyCFG] null `Preheader` deref'); 'opt -passes='loop-mssa(loop-simplifycfg)' reduced.ll' with a 22.0.0git debug build (July 2025)",
        reported_message=None,
        signature_regex=r"loop-simplifycfg\)?\"? on function \"repro\"|LoopSimplifyCFGPass::run",
        assertion_only=False, status=st(R, R, R, R, R, U),
        classes=["opt-pipeline", "loop-simplifycfg", "no-message-crash", "command-in-console-transcript"],
        variant_evidence="Not an assertion report: the debug build itself dies with a signal (null Preheader dereference), which any build shows. 13, 14, 15, 16 and 19 (release) all die with SIGSEGV in llvm::LoopSimplifyCFGPass::run (symbolized frame in every release; 13 and 14 one frame deeper in llvm::BasicBlock::getTerminator() const, the terminator of the null preheader), 19's dump naming pass \"loop-mssa(loop-simplifycfg)\" on function \"repro\" as the report.",
        notes="IR in a ```llvm block (no triple, no datalayout), command in the ```console block after an 'opt --version' that says 'LLVM version 22.0.0git, DEBUG build with assertions'; run as \"opt -passes=loop-mssa(loop-simplifycfg) -o /dev/null\" (the report prints bitcode to a terminal and gets opt's warning; -o /dev/null avoids that). 13-19 -> reproduces (SIGSEGV, LoopSimplifyCFGPass::run on the stack; LLVM 13 parses the lone 'ptr null' operand). llvm-22: 'unsupported: pass 'loop-simplifycfg' is not exposed by llvmlite's pass manager' (rc 3) -> unsupported. Open in the excerpt (July 2025); the fix is PR #149743 '[LoopSimplifyCFG] Add check for missing loop preheader' (Justus2308, merged July 2025: 'Closes #147869 Closes #149679'; seen in the same search's results, not in the issue excerpt), too late for any Debian release here. Sibling of #147869 (the same crash reported from a Chimera Linux LLVM 20.1.7 release build through Zig, in a corpus already) and of #157340 (its assertion form). Reporter jacobly0; no labels or comments in the excerpt.",
    ),
    53315: dict(
        tool="llc", args=["-O0", "-o", "/dev/null"], stdin=True,
        reported_signature="segfault in AArch64 GlobalISel's selectCopy ('RBI.getRegBank can return null') during 'InstructionSelect', hit by rustc (LTO) on aarch64; nikic's reduction: '; RUN: llc -O0 < %s' on aarch64-unknown-linux-gnu, @test passing an i128 returned by a call with a 'returned' i128 argument to another call (January 2022)",
        reported_message=None,
        signature_regex=r"InstructionSelect' on function '@test'|selectCopy",
        assertion_only=False, status=st(R, C, C, C, C, C),
        classes=["aarch64", "isel-gisel", "no-message-crash", "release-build-report", "run-line", "stdin-input", "ir-in-comment"],
        variant_evidence="Not an assertion report: the rustc build crashes with a null-pointer dereference (RBI.getRegBank returns null and selectCopy uses it), which any build shows. LLVM 13 (release) dies with SIGSEGV, 'Running pass 'InstructionSelect' on function '@test'', frames under llvm::InstructionSelect::runOnMachineFunction (the AArch64 selector's own frames unsymbolized) -> same pass, same function. By-hand controls on 13 (not saved): '-O0 -global-isel=0' and '-O2' both exit 0, so the crash is GlobalISel's, as the report's selectCopy.",
        notes="The description (pnkfelix) has no IR: it points at AArch64InstructionSelector.cpp line 925 and a pernos.co trace. The reproducer is nikic's comment 'Reduced:' with a RUN line '; RUN: llc -O0 < %s' (triple aarch64-unknown-linux-gnu in the module) -> run as 'llc -O0 -o /dev/null' on stdin. 13 -> reproduces (SIGSEGV in InstructionSelect on @test). 14, 15, 16, 19 exit 0 with nothing on stderr -> clean: whatever fixed it is in LLVM 14.0.6 already (the excerpt is cut before any fix comment, so the commit is not named here); the measured window is LLVM 13 only. llvm-22 exits 0 -> clean (llvmlite's llc at -O0 on AArch64). Labels backend:AArch64, globalisel; closed. Spawned from rust-lang/rust#91671.",
    ),
    69301: dict(
        tool="opt", args=["-S", "-passes=gvn", "-o", "/dev/null"], stdin=True,
        reported_signature="use after free in GVN load PRE (replaceValuesPerBlockEntry() does not handle select values): @test's loop with a select of the loop pointer; '; RUN: opt -S -passes=gvn < %s' (nikic, October 2023); reduced from a rustc 1.73 (LLVM 17) release-build segfault, rust-lang/rust#116668",
        reported_message=None,
        signature_regex=r"GVN|gvn",
        assertion_only=None, status=st(C, C, C, C, C, U),
        classes=["opt-pipeline", "no-message-crash", "release-build-report", "run-line", "stdin-input", "regression-window", "fixed-in-known", "related-issue-named"],
        fixed_in="7f1733a252cbbad74445bd54dc95aeec52bb3199 (nikic: '/cherry-pick 7f1733a252cbbad74445bd54dc95aeec52bb3199', 2023-10-19; backport branch nikic/llvm-project/gvn-backport)",
        variant_evidence="The report is a use-after-free (found through a segfaulting rustc 1.73, LLVM 17, and presumably a sanitizer or valgrind); it only crashes when the freed memory is reused. No Debian release crashes: 13-19 exit 0 with nothing on stderr. By-hand controls (not saved): valgrind on 16 and 19 running the same command reports no invalid access (16 is older than the regression, which rust hit first in 1.73 = LLVM 17; 19 carries the fix).",
        notes="IR in a ```llvm block with a RUN line '; RUN: opt -S -passes=gvn < %s' -> run as 'opt -S -passes=gvn -o /dev/null' on stdin. 13, 14, 15, 16, 19 -> clean (exit 0, empty stderr). llvm-22: 'unsupported: pass 'gvn' is not exposed by llvmlite's pass manager' -> unsupported. Window: the upstream fix 7f1733a2 (October 2023) was cherry-picked to 17.x; the bug is not in 16 (the rustc regression is 1.72 -> 1.73, the LLVM 17 upgrade), so no Debian release here carries it. Labels llvm:crash, llvm:GVN, release:backport; closed. The rust thread (#116668, seen in the same search) holds nikic's 'Preliminary reduction' and 'Upstream issue: https://github.com/llvm/llvm-project/issues' (cut).",
    ),
    57658: dict(
        tool="llc", args=["-mtriple=wasm64", "-o", "/dev/null"],
        reported_signature="infinite recursion (stack overflow, no message) in VectorLegalizer::LegalizeOp under 'WebAssembly Instruction Selection' on @f: fneg/fmul of <8 x double> stored through a typed pointer, 'llc PoC.ll -mtriple=wasm64' with a release build ('llvm-fix/build-release/bin/llc', AFL++ isel fuzzing, September 2022)",
        reported_message=None,
        signature_regex=r"WebAssembly Instruction Selection' on function '@f'|VectorLegalizer::LegalizeOp",
        assertion_only=False, status=st(R, R, R, C, C, C),
        classes=["wasm", "isel-sdag", "no-message-crash", "release-build-report", "command-in-prose", "typed-pointers", "fixed-by-16"],
        variant_evidence="Not an assertion report: the reporter's build is a release build (build-release/bin/llc) and the failure is unbounded recursion, a SIGSEGV on stack exhaustion in any build. 13, 14 and 15 (release) die with SIGSEGV under 'Running pass 'WebAssembly Instruction Selection' on function '@f'', the dump a run of about 250 identical unsymbolized frames (15: libLLVM-15.so.1+0x16ac2ef repeated from #11 on; 13: +0x1468a61 to #255), i.e. the recursion the title names.",
        notes="Command in prose ('When compiling the following code with `llc PoC.ll -mtriple=wasm64`') and in the console transcript; IR in a ```llvm block (no triple in the module; typed pointer '<8 x double>* undef'). Run as 'llc -mtriple=wasm64 -o /dev/null'. 13, 14, 15 -> reproduces (same pass, same function, recursion). 16 and 19 exit 0 with nothing on stderr -> clean (16 still reads the typed pointer; the fix landed after the report of September 2022, before the 16 branch). llvm-22 exits 0 -> clean. Labels llvm:codegen; closed; reporter DataCorrupted; no comments in the excerpt (cut inside the stack dump). The report's godbolt link is not needed: the IR and command are in the text.",
    ),
    58843: dict(
        tool="opt", args=["-S", "-type-promotion", "-o", "/dev/null"], stdin=True,
        reported_signature="'LLVM ERROR: Broken function found, compilation aborted!' after the verifier's 'Type too small for ZExt / %ext2 = zext i64 %1 to i32 / in function test': TypePromotion on aarch64 promotes zext i3 -> i8 into zext i64 -> i32; '; RUN: opt -S -type-promotion < %s' (nikic, November 2022)",
        reported_message="LLVM ERROR: Broken function found, compilation aborted!",
        signature_regex=r"Broken function found, compilation aborted|Type too small for ZExt",
        assertion_only=False, status=st(R, R, C, I, I, U),
        classes=["aarch64", "opt-pipeline", "legacy-pass-flag", "verifier-after-pass", "run-line", "stdin-input", "unknown-option-newer", "fixed-in-known"],
        fixed_in="https://reviews.llvm.org/D137613 (bcl5980, 'Candidate patch'; the issue carries release:backport and Debian's 15.0.7 has the fix, see notes)",
        variant_evidence="Not an assertion report: the verifier's report_fatal_error is raised in any build. 13 and 14 (release) abort (SIGABRT) with exactly the reported lines ('Type too small for ZExt', '%ext2 = zext i64 %1 to i32', 'in function test', 'LLVM ERROR: Broken function found, compilation aborted!') under 'Running pass 'Module Verifier' on function '@test''.",
        notes="IR in the first ```ll block with a RUN line '; RUN: opt -S -type-promotion < %s' (aarch64-unknown-linux-gnu triple in the module) -> run as 'opt -S -type-promotion -o /dev/null' on stdin. 13, 14 -> reproduces (same message, same function). 15 exits 0 -> clean: Debian's 15.0.7 carries the backport (by hand, -o -: '%1 = and i64 %ext1, 7' then '%2 = trunc i64 %1 to i32', the fixed output, where the report shows 'zext i64 %1 to i32'). 16 and 19: 'opt: Unknown command line argument '-type-promotion'' (rc 1; the legacy flag is gone) -> invalid-input; by hand, '-passes=typepromotion' on 16 and 19 prints the same fixed IR (exit 0), so neither release would reproduce with the new-PM spelling either. llvm-22: 'unsupported: legacy pass flags (use -passes=)' -> unsupported. Labels crash, llvm:codegen, release:backport; closed. Follow-up #59554 ('take 2', a corpus issue already) is the xor variant the fix missed.",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py).
NO_REPRO_BATCH = {
    57171: dict(
        classes=["bpf", "no-runnable-reproducer", "input-not-attached", "release-build-report", "isel-sdag"],
        reported_signature="'LLVM ERROR: Unsupported dynamic stack allocation' from Debian/Ubuntu libLLVM-12.so.1 llc in 'BPF DAG->DAG Pattern Instruction Selection' on '@tracepoint__raw_syscalls__sys_enter' (tracee's eBPF program), 'llc -march=bpf -filetype=obj -o dist/tracee.bpf.core.o ./dist/tracee.bpf.core.new.ll' (August 2022)",
        reported_message="LLVM ERROR: Unsupported dynamic stack allocation",
        notes="The command is complete (in the console block and the dump's Program arguments) but its input, ./dist/tracee.bpf.core.new.ll (tracee's generated eBPF module), is neither pasted nor attached in the excerpt; the excerpt ends inside the unsymbolized stack dump of a distro release build (/lib/x86_64-linux-gnu/libLLVM-12.so.1). The message is a BPF report_fatal_error (variable-sized alloca) that any build raises, so it looks like a runnable release-build report at first glance. Label backend:BPF; closed. Class 'bpf' is new here: the BPF backend.",
    ),
}

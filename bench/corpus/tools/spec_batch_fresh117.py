"""Fresh batch 117: llc crash reports of llvm/llvm-project imported from Bugzilla (issue numbers below about 53000,
bodies starting with the 'Bugzilla Link' table) for the non-X86 backends (ARM, AArch64, PowerPC, Mips, Hexagon,
SystemZ, RISC-V, NVPTX, WebAssembly, Sparc, MSP430, AVR) with the IR in the thread text. As the thirty-first,
forty-second and fifty-fourth batches found, the index holds almost none: in 49 look-ups it returned one Bugzilla
import with a runnable reproducer (48042, Sparc, whose IR survived the import because the reporter indented it as a
Markdown code block, so its '@test' was not turned into '@&#8203;test') and one without (31482, ARM, attachments
only). The other Bugzilla imports returned were already known (34720, 35333, 45850-45852, 46115, 48490, 48544,
37204, 24846, 31289, 31290) or had only a comment in the excerpt (50819). To give the batch more than one runnable
issue, three later llc reports for backends of the theme found on the way were added and are marked as outside the
Bugzilla range in their notes: two SystemZ i128 reports of December 2023 (75708, 75714) and one WebAssembly report of
November 2022 with typed-pointer IR (58904)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh117"

BATCH = {
    48042: dict(
        tool="llc", args=["-mtriple=sparc", "-o", "/dev/null"],
        reported_signature="'LLVM ERROR: unable to allocate function return #6' from CCState::AnalyzeReturn in SparcTargetLowering::LowerReturn_32 ('SPARC DAG->DAG Pattern Instruction Selection' on @test) for a function returning i256 on 32-bit sparc; 'llc -mtriple=sparc' (godbolt clang-trunk, January 2021); Bugzilla 48698",
        reported_message="LLVM ERROR: unable to allocate function return #&#8203;6",
        signature_regex=r"unable to allocate function return",
        assertion_only=False, status=st(R, R, C, C, C, C),
        classes=["sparc", "isel-sdag", "release-build-report", "command-in-prose", "bugzilla-import", "ir-unfenced", "fixed-by-16"],
        notes="Bugzilla import (PR48698, the 'Bugzilla Link | [48698]' table; labels backend:Sparc, bugzilla; closed; reporter nagisa, 2021-01-08; no comment in the excerpt). The IR is not in a ``` fence: the reporter indented it by four spaces, which the import kept as a Markdown indented code block, so tools/fence.py lists only the error-output fence. repro.ll is therefore the four lines between 'Code' and 'built with' in issue.json's body, copied verbatim with their indentation by a one-line script (the parser ignores leading blanks); the indentation also kept the import from turning '@test' into '@&#8203;test' as it did with '#6' in the fenced error line (class ir-unfenced, as 47047/the mirror excerpt: the repro is the body's unfenced IR). Command in prose: 'built with `llc -mtriple=sparc` will fail' (also the stack dump's Program arguments: '.../clang-trunk/bin/llc -o ./output.s -mtriple=sparc <source>'), run as 'llc -mtriple=sparc -o /dev/null'. The reported line is a report_fatal_error ('LLVM ERROR:', printed by any build; godbolt's clang-trunk is a release build) although the reporter calls it an assertion -> assertion_only false, class release-build-report. The excerpt shows it as 'function return #&#8203;6' (the import's HTML entity for '#6'); the runs print '#6'. 13 and 14 abort (rc -6) with exactly 'LLVM ERROR: unable to allocate function return #6' in 'SPARC DAG->DAG Pattern Instruction Selection' on @test, frames llvm::CCState::AnalyzeReturn under SelectionDAGBuilder::visitRet, as reported -> reproduces. 15, 16, 19 and llvm-22 exit 0 with an empty stderr -> clean (the i256 return is lowered from LLVM 15 on; the fix is not named in the excerpt, class fixed-by-16 in the sense 'crash gone by 16', here already by 15).",
    ),
    75708: dict(
        tool="llc", args=["-mtriple=s390x-linux-gnu", "-mcpu=z13", "-o", "/dev/null"],
        reported_signature="'Impossible reg-to-reg copy' / UNREACHABLE executed at SystemZInstrInfo.cpp:863 (copyPhysReg of 'renamable $r3d = COPY killed renamable $v0'): an i128 loop induction variable, kept in a vector register, truncated to i64 for a GEP index; 'llc -mcpu=z13 tc.ll -o -' on the reporter's SystemZ-default llc (LLVM 18 development, December 2023)",
        reported_message="Impossible reg-to-reg copy",
        signature_regex=r"Impossible reg-to-reg copy|SystemZInstrInfo\.cpp",
        assertion_only=True, status=st(I, C, C, C, C, C),
        classes=["systemz", "machine-pass", "assertion-only", "unreachable-message", "command-in-prose", "command-inferred", "c-and-ir"],
        variant_evidence="Assertion-only in effect: the reported line is an llvm_unreachable, printed only by builds with assertions (a release build compiles it to an unreachable hint). 14, 15, 16 and 19 (release) exit 0 with nothing on stderr, and llvm-22 (assertions on) exits 0 as well, so no build measured reaches the unreachable: nothing to link.",
        notes="Outside the theme's Bugzilla range: a GitHub-native report of 2023-12-16 (JonPsson1, label backend:SystemZ, closed; no comment in the excerpt), added because the Bugzilla vein gave a single runnable issue. The body gives the C source (a ``` block) and 'cat tc.ll' followed by the IR in a ``` block (turn 0 block 1, copied verbatim; opaque ptr, no target triple, no datalayout). Command in a code block: 'llc -mcpu=z13 tc.ll -o -'. The IR has no triple and z13 is a SystemZ CPU (the reporter is a SystemZ maintainer whose llc defaults to s390x), so the triple is inferred as in 106202 -> 'llc -mtriple=s390x-linux-gnu -mcpu=z13 -o /dev/null' (class command-inferred; '-o -' replaced by -o /dev/null). 13 cannot read opaque pointers (\"'@a' defined with type 'i128*' but expected 'ptr'\") -> invalid-input. 14 (with -opaque-pointers), 15, 16, 19 and llvm-22 exit 0, empty stderr -> clean. The report is from LLVM 18 development (the i128-in-vector-register handling it exercises is newer than Debian's 13-16) and llvm-22 no longer reaches the unreachable; the fix is not named in the excerpt (which is cut in the reporter's analysis, 'which i').",
    ),
    75714: dict(
        tool="llc", args=["-mtriple=s390x-linux-gnu", "-mcpu=z13", "-o", "/dev/null"],
        reported_signature="Assertion `VT == MVT::i32 && Base.getValueType() == MVT::i64 && \"Unexpected truncation\"' in SystemZDAGToDAGISel::getAddressOperands (instruction selection of a shift by an i128 value truncated to i32), 'llc -mtriple=s390x-linux-gnu -mcpu=z13 tcAM.ll', LLVM 18 development (December 2023)",
        reported_message="SystemZDAGToDAGISel::getAddressOperands(const {anonymous}::SystemZAddressingMode&, llvm::EVT, llvm::SDValue&, llvm::SDValue&) const: Assertion `VT == MVT::i32 && Base.getValueType() == MVT::i64 && \"Unexpected truncation\"' failed.",
        signature_regex=r"Unexpected truncation|getAddressOperands",
        assertion_only=True, status=st(I, C, C, C, C, C),
        classes=["systemz", "isel-sdag", "assertion-only", "command-in-prose", "message-in-title"],
        variant_evidence="Assertion-only report (an assert in SystemZDAGToDAGISel::getAddressOperands, compiled out of release builds). 14, 15, 16 and 19 (release) exit 0 with nothing on stderr and llvm-22 (assertions on) exits 0 too: the assertion does not fire in any build measured, nothing to link.",
        notes="Outside the theme's Bugzilla range: a GitHub-native report of 2023-12-16 (JonPsson1, label backend:SystemZ, closed; the body ends in a gdb DAG dump that the excerpt cuts), a companion of 75708 ('Another test case with problem truncating from i128'), added because the Bugzilla vein gave a single runnable issue. IR in the first ``` block (turn 0 block 0, copied verbatim; opaque ptr, no triple). Command in prose after the block: 'llc -mtriple=s390x-linux-gnu -mcpu=z13 tcAM.ll', run with -o /dev/null. The title names the assertion's message ('Unexpected truncation'). 13 cannot read opaque pointers (\"'@g_76' defined with type 'i128*' but expected 'ptr'\") -> invalid-input. 14 (with -opaque-pointers), 15, 16, 19 and llvm-22 exit 0, empty stderr -> clean (the report is from LLVM 18 development; the fix is not named in the excerpt).",
    ),
    58904: dict(
        tool="llc", args=["-mtriple=wasm64", "-o", "/dev/null"],
        reported_signature="Assertion `isReg() && \"This is not a register operand!\"' in MachineOperand::getReg (MachineOperand.h:360) during 'Machine Common Subexpression Elimination' on @f for wasm32/wasm64: urem of a ptrtoint'ed alloca by -1; fuzzer-found (aflplusplus-isel), debug build, November 2022",
        reported_message="llc: /home/henry/aflplusplus-isel/llvm-project/llvm/include/llvm/CodeGen/MachineOperand.h:360: llvm::Register llvm::MachineOperand::getReg() const: Assertion `isReg() && \"This is not a register operand!\"' failed.",
        signature_regex=r"This is not a register operand|MachineOperand::getReg",
        assertion_only=True, status=st(C, C, C, C, C, C),
        classes=["wasm", "machine-pass", "assertion-only", "command-only-in-stack-dump", "typed-pointers", "fuzzer", "message-in-title"],
        variant_evidence="Assertion-only report (a debug build: '.../build-debug/bin/llc'); the getReg assert is compiled out of release builds. 13, 14, 15, 16 and 19 (release) exit 0 with nothing on stderr, and llvm-22 (assertions on) exits 0 too: the assertion does not fire in any build measured, nothing to link.",
        notes="Outside the theme's Bugzilla range: a GitHub-native report of 2022-11-10 (HazyFish, label backend:WebAssembly, closed; no comment in the excerpt), added because the Bugzilla vein gave a single runnable issue; its IR uses typed pointers ('ptrtoint i64* %A to i64'), as the theme expected. IR in the ```ll block under '### Code' (turn 0 block 0, copied verbatim; no triple). No command in prose (only a godbolt link); the command is the stack dump's 'Program arguments: ./llvm-project/build-debug/bin/llc -mtriple=wasm64 ./crash-reports/dagisel-wasm64/1.ll', run as 'llc -mtriple=wasm64 -o /dev/null' (the body says wasm32 crashes too). All six releases read the typed-pointer IR (19 and llvm-22 as ptr) and exit 0 with an empty stderr -> clean everywhere; llvm-22 has assertions, so the crash is gone by 22.1 (the fix is not named in the excerpt).",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    31482: dict(
        classes=["arm", "isel-sdag", "no-runnable-reproducer", "attachment-only", "clang-only", "bugzilla-import", "message-in-title", "culprit-known"],
        reported_signature="'Cannot select: intrinsic %llvm.arm.get.fpscr' (SelectionDAG instruction selection for ARM) after r296865, breaking the Chromium build for Android (March 2017); Bugzilla 32134",
        reported_message=None,
        notes="Bugzilla import (PR32134, the 'Bugzilla Link | [32134]' table; labels backend:ARM, bugzilla; closed; reporter zmodem, 2017-03-03). The only inputs are the attachments '[preprocessed source]' and '[invocation]' (.gz files on user-images.githubusercontent.com): a clang crash reproducer for C/C++ source, so no IR and no llc command are in the thread text (classes attachment-only, clang-only). The failure named in the title is SelectionDAG's 'Cannot select' for the llvm.arm.get.fpscr intrinsic on ARM, a report_fatal_error; the description adds only 'This broke the Chromium build for Android.' and names the culprit revision in the title ('after r296865'). The one comment (xgupta, 2022-06-10) says it no longer reproduces with clang 15.0.0 at c204cee642ee.",
        culprit="r296865 (title: 'Cannot select: intrinsic %llvm.arm.get.fpscr after r296865')",
    ),
}

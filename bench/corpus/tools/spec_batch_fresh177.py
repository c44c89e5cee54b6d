"""Fresh batch 177: crash reports of llvm/llvm-project from 2022-2023 (the LLVM 15-17 era: typed-pointer `i8*`
reproducers, legacy `opt -instcombine` flags, "trunk (17.0.0git)", bugpoint-reduced modules, `-enable-new-pm=0`,
labels llvm:crash / crash-on-valid / llvm:codegen / llvm:optimizations, Bugzilla-imported PR5xxxx reports with IR).
The vein was dry: 42 look-ups (all `search`, corpus `issues`) over the year-typical words, the legacy flags, the
2022-2023 label names, the Bugzilla table, Debian/Ubuntu 14/15 packages, the less common passes (newgvn,
hotcoldsplit, loop-flatten, constraint-elimination, sroa, simplifycfg, coro-split, objc-arc, mergefunc) and the
less common backends (BPF, SystemZ, Sparc, XCore/Lanai, Hexagon, WebAssembly, PowerPC, ARM/Thumb, RISC-V,
AArch64 GlobalISel) returned no llvm/llvm-project crash report with a runnable llc/opt reproducer that was not
already in `llvm_seen.txt`. The two new in-theme crash reports taken have no runnable reproducer in their thread
text (NO_REPRO_BATCH): a 2022 x86 MC-encoder assertion whose input is only an attached zip, and a 2022 ObjC-ARC
ProvenanceAnalysis assertion whose reproducer is Objective-C source for clang. BATCH is empty."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh177"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    55091: dict(
        classes=["x86", "mc-object-writer", "no-runnable-reproducer", "attachment-only", "clang-only", "assertion-only", "culprit-known", "excerpt-truncated"],
        reported_signature="Assertion `Mod < 4 && RegOpcode < 8 && RM < 8 && \"ModRM Fields out of range!\"' failed in modRMByte (X86MCCodeEmitter.cpp:104) when clang++ (15.0.0 trunk, assertions, April 2022) compiles a C++ file from a CI build (multi_bspline_eval_z_std3); bisected by the reporter to 702d5de4380b (ye-luo, 2022-04-25)",
        reported_message="clang++: /home/yeluo/.jacamar-ci/builds/a5MjzozQ/000/intel-dga/automatedtests/yeluo/test_llvm/llvm-project/llvm/lib/Target/X86/MCTargetDesc/X86MCCodeEmitter.cpp:104: uint8_t modRMByte(unsigned int, unsigned int, unsigned int): Assertion `Mod < 4 && RegOpcode < 8 && RM < 8 && \"ModRM Fields out of range!\"' failed.",
        culprit="702d5de4380b1e1554e5b90863093c3a57f76f70 (ye-luo, comment 2022-04-26: 'Bisect shows failure starts with 702d5de4380b1e1554e5b90863093c3a57f76f70'; the excerpt of #55147, known, describes 702d5de43 as the commit that enabled opaque pointers by default)",
        notes="The input is only in the attachment 'bug_report_x86.zip' (files/8558655; 'full back trace detail in README in the zip'); topperc asks for the preprocessed source and run script that clang-15 names ('/tmp/multi_bspline_eval_z_std3-782f99-15d500.cpp' / '.sh'), and nicolas17 reproduces it 'with `clang++ -c -march=skylake -Drestrict=__restrict__ -O3 -std=c++17` and the .cpp file in the zip'. No IR and no llc/opt command are in the thread text, so nothing can be run (classes attachment-only, clang-only). The assertion is in the X86 machine-code emitter (modRMByte, MC encoding of an instruction whose register operands do not fit the ModRM fields), reached from clang's object emission, so the stage is MC encoding (class mc-object-writer, the nearest); the assert is compiled out of release builds (assertion-only). The reporter's first bisect window (good e995526e661f, bad 1889170aeb61) and then the bisect name 702d5de4380b (class culprit-known). The excerpt stops in ye-luo's second comment ('I noticed'). No labels in the excerpt; open; reporter ye-luo (2022-04-25).",
    ),
    58864: dict(
        classes=["opt-pipeline", "no-runnable-reproducer", "clang-only", "assertion-only", "macos-assertion-format", "excerpt-truncated"],
        reported_signature="Assertion failed: (relatedCheck(B, A) == Result && \"relatedCheck result depending on order of parameters!\"), function related, file ProvenanceAnalysis.cpp, line 187, in the ObjC ARC optimizer's ProvenanceAnalysis when clang -fobjc-arc -Os compiles a reduced Objective-C file (dcci, November 2022)",
        reported_message="Assertion failed: (relatedCheck(B, A) == Result && \"relatedCheck result depending on order of parameters!\"), function related, file ProvenanceAnalysis.cpp, line 187.",
        notes="The reproducer is Objective-C source ('Testcase:' in a ```mm block, a creduce'd .m with macOS SDK line markers) compiled by clang: '% ./clang reduced.m -fobjc-arc -Os -c'. No LLVM IR and no opt/llc command are in the thread text, so nothing can be run with opt or llc (class clang-only); the excerpt also cuts the source itself ('@interface NSDictionary<__'), class excerpt-truncated. The assertion is ProvenanceAnalysis::related's symmetry check (ObjCARC analysis used by the objc-arc optimization passes in clang's -Os pipeline; class opt-pipeline), a debug-only check (assertion-only) printed in the macOS assert format. Labels crash, llvm:optimizations; closed; reporter dcci (2022-11-08); no comment in the excerpt.",
    ),
}

"""Fresh batch 91: real llvm/llvm-project backend/optimizer crash reports whose thread text holds no runnable reproducer (C sources for clang, attachments, godbolt links, a special CFI-instrumented build), most with a stack dump or clang command that looks runnable at first glance."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh91"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    91166: dict(
        classes=["aarch64", "no-runnable-reproducer", "attachment-only", "clang-only", "asm-printer"],
        reported_signature="Segfault in clang (Debian libLLVM-14.so.1 on a Raspberry Pi, aarch64 host) while running 'AArch64 Assembly Printer' on function '@fk_sseed_xosh' when compiling fk_tools.c with -O; no assertion text (release build)",
        reported_message=None,
        notes="The input is only the attachment 'fk_tools-548dc2_c.txt' (the renamed clang preprocessed source, i.e. C, not IR) linked in the description; the stack dump's 'Program arguments' line is a clang driver command ('clang -fPIC -c -Wall -Werror -o ... -O -I ... fk_tools.c'), not an llc/opt command, and the excerpt shows no IR at all. Looks runnable (a Program arguments line, pass name, function name) but nothing in the thread can be fed to llc/opt; reproducing needs the attachment and a clang. Labels backend:AArch64, crash, incomplete; closed. Same family as #98503 (Debian clang 14 on Raspberry Pi crashing in the AArch64 Assembly Printer).",
    ),
    98503: dict(
        classes=["aarch64", "no-runnable-reproducer", "input-not-attached", "clang-only", "asm-printer", "duplicate"],
        reported_signature="Segfault in clang (Debian libLLVM-14.so.1, Raspberry Pi 3, aarch64 host) while running 'AArch64 Assembly Printer' on function '@postSpots' when compiling rtlsdr_wsprd.c with 'clang -O3 -std=gnu17 -c'; no assertion text (release build)",
        reported_message=None,
        notes="The only 'input' is a link to a third-party project (https://github.com/Guenael/rtlsdr-wsprd) and its make output; no preprocessed source, no IR, no attachment. The stack dump's Program arguments are 'clang -O3 -std=gnu17 -c rtlsdr_wsprd.c -o rtlsdr_wsprd.o' (a clang driver command on a C file that is not in the thread). Labels backend:AArch64, crash, duplicate; closed as a duplicate (of the Raspberry Pi clang-14 AArch64 Assembly Printer crash, cf. #91166).",
    ),
    57554: dict(
        classes=["x86", "no-runnable-reproducer", "godbolt-only", "clang-only", "assertion-only", "isel-sdag"],
        reported_signature="Assertion `DAG.isGuaranteedNotToBeUndefOrPoison(R, false) && \"Can't create node that may be undef/poison!\"' in DAGCombiner::visitFREEZE (DAGCombiner.cpp:13982), clang -O1 small.c on x86_64 (clang 16 trunk, assertions), follow-up of #57402",
        reported_message="clang-16: /local/suz-local/software/clangbuild/llvm-project/llvm/lib/CodeGen/SelectionDAG/DAGCombiner.cpp:13982: llvm::SDValue {anonymous}::DAGCombiner::visitFREEZE(llvm::SDN",
        notes="Reproducer is a Compiler Explorer link (https://godbolt.org/z/vv8n7Enrr) and a C file small.c compiled with 'clangtk -O1 small.c' (the reporter's usual 'cat small.c' follows beyond the excerpt); no LLVM IR and no llc/opt command in the text seen. The assertion line is cut in the excerpt after 'visitFREEZE(llvm::SDN'; the full assertion is in the title. Needs clang to turn small.c into IR. Labels crash, llvm:codegen; closed. Caveat: comments beyond the excerpt were not seen (a maintainer could have posted reduced IR, usually only as another godbolt link).",
    ),
    57402: dict(
        classes=["x86", "no-runnable-reproducer", "clang-only", "assertion-only", "isel-sdag"],
        reported_signature="Assertion `DAG.isGuaranteedNotToBeUndefOrPoison(R, false) && \"Can't create node that may be undef/poison!\"' in DAGCombiner::visitFREEZE (DAGCombiner.cpp:13982), 'clangtk -O1 small.c' on x86_64 (clang 16 trunk, assertions, August 2022, 'a very recent regression')",
        reported_message="clang-16: /local/suz-local/software/clangbuild/llvm-project/llvm/lib/CodeGen/SelectionDAG/DAGCombiner.cpp:13982: llvm::SDValue {anonymous}::DAGCombiner::visitFREEZE(llvm::SDNode*): Assertion `DAG.isGuaranteedNotToBeUndefOrPoison(R, false) && \"Can't create node that may b",
        notes="Two C reproducers (the description's small.c and a comment's 'Another (simpler) reproducer'), both compiled with 'clangtk -O1 small.c'; no godbolt link, no LLVM IR, no llc/opt command in the text seen. The assertion text is cut by the excerpt in both turns (full text in the title). Needs clang (C front end) to obtain IR. Labels llvm:codegen, llvm:crash; closed (fixed; #57554 is a later related report). Caveat: later comments were not seen.",
    ),
    94176: dict(
        classes=["x86", "no-runnable-reproducer", "godbolt-only", "clang-only", "assertion-only", "isel-sdag"],
        reported_signature="Assertion `DAG.isGuaranteedNotToBeUndefOrPoison(R, false) && \"Can't create node that may be undef/poison!\"' in DAGCombiner::visitFREEZE (DAGCombiner.cpp:15700), 'clangtk -O2 small.c' on x86_64 (clang 19 trunk, assertions, June 2024)",
        reported_message="clang-19: /local/suz-local/software/clangbuild/llvm-project/llvm/lib/CodeGen/SelectionDAG/DAGCombiner.cpp:15700: llvm::SDValue {anonymous}::DAGCombiner::visitFREEZE(llvm::SDNode*): Assertion `DAG.isGuaranteedNotToBeUndefOrPoison(R, false) && \"Can't create node that may be undef/poison!\"' failed.",
        notes="Reproducer: a Compiler Explorer link (https://godbolt.org/z/n9bGdvh77) plus the C file small.c built with 'clangtk -O2 small.c'; the long stack dump (Program arguments: clang -cc1 ..., frames in clang::EmitBackendOutput) looks runnable but holds no IR and no llc/opt command. Needs clang. Labels crash, llvm:SelectionDAG; closed. Caveat: comments were not seen.",
    ),
    54812: dict(
        classes=["riscv", "no-runnable-reproducer", "clang-only", "assertion-only"],
        reported_signature="Assertion `Lo12 != 0 && \"unexpected instruction sequence for immediate materialisation\"' in RISCVMatInt::generateInstSeq (RISCVMatInt.cpp:325) materialising -2158497792 with -march=rv64im_zba (clang 14/15 trunk, assertions)",
        reported_message="clang-14: /home/kitoc/llvm-workspace/llvm-project/llvm/lib/Target/RISCV/MCTargetDesc/RISCVMatInt.cpp:325: llvm::RISCVMatInt::InstSeq llvm::RISCVMatInt::generateInstSeq(int64_t, const llvm::FeatureBitset&): Assertion `Lo12 != 0 && \"unexpected instruction sequence for immediate materialisation\"' failed.",
        notes="The whole reproducer is C: 'long long f(){ return -2158497792; }' with '$ clang x.c -target riscv64 -march=rv64im_zba -O'; the Program arguments line is a clang -cc1 command. Tempting to hand-translate into IR (ret i64 -2158497792 with -mattr=+m,+zba), but that is writing a new test, not running the thread's reproducer. Labels backend:RISC-V; closed. (Outside this thread: the fix 70046438d02ba1ec6bc2e2fc496b610cc1068b0f was backported to 14 via #54847.)",
    ),
    217818: dict(
        classes=["aarch64", "no-runnable-reproducer", "input-not-attached", "needs-special-build", "cfi"],
        tool="llc",
        reported_signature="SIGILL (CFI ud1/ud2 trap) in AArch64TargetMachine::createMachineFunctionInfo, called from MachineModuleInfo::getOrCreateMachineFunction, in an llc built with -flto=thin -fsanitize=cfi; any non-host target (AArch64, SystemZ, X86 cross, AMDGPU), 5,836 of 66,377 check-llvm tests",
        reported_message=None,
        notes="Not a crash on an input: llc itself is built with ThinLTO + CFI (cmake flags '-flto=thin -fvisibility=default -fsanitize=cfi -fsanitize-cfi-icall-generalize-pointers'), and the CFI type check on the TargetSubtargetInfo* -> AArch64Subtarget* cast traps. The steps to reproduce are 'build LLVM with CFI, run ninja check-llvm'; the one input named (Analysis/CostModel/AArch64/free-widening-casts.ll from LLVM's test suite) is not in the thread, and the reporter says 'Non-CFI llc on the same input is fine' - so running any stock llc (Debian or llvmlite) would be clean and prove nothing. Labels compiler-rt:cfi, crash; open.",
    ),
    215420: dict(
        classes=["x86", "no-runnable-reproducer", "attachment-only", "clang-only", "obsolete"],
        reported_signature="Segfault (clang frontend command failed with exit code 139) in clang 22.1.8 at -O2 on code using ext_vector_type/matrix_type (math.c); label llvm:optimizations; reporter: no longer crashes on main",
        reported_message="clang: error: clang frontend command failed with exit code 139 (use -v to see invocation)",
        notes="The input is only the two attachments clang asked for: math-8df94f.c (preprocessed C) and math-8df94f.sh (run script), as github user-attachments links; no IR, no llc/opt command. The beginning of the description (the backtrace) is not in the excerpt. Labels crash, llvm:optimizations, needs-reduction, obsolete; closed after the reporter found main no longer crashes.",
    ),
    57935: dict(
        classes=["powerpc", "no-runnable-reproducer", "clang-only", "native-host"],
        reported_signature="Segfault of clang-15 on a ppc64el host at -O2/-O3 compiling test-O2.c (Debian experimental / Ubuntu kinetic clang 15); -O0 works",
        reported_message=None,
        notes="The reproducer is a complete but K&R-style C file (implicit int, missing semicolons in struct members) with 'clang-15 -O2 test-O2.c' (also -O3); no IR, no llc/opt command, no stack dump in the excerpt. Needs clang's C front end (and, as reported, a ppc64el-hosted clang). Labels backend:PowerPC, crash, llvm:optimizations; closed.",
    ),
    97979: dict(
        classes=["x86", "no-runnable-reproducer", "input-not-attached", "clang-only", "isel-sdag"],
        reported_signature="Crash in 'X86 DAG->DAG Instruction Selection' on @_ZL8xor3_512Dv8_xS_S_ (an AVX-512 xor3 helper in MariaDB's mysys/crc32/crc32c_x86.cc) at -O0, Fedora clang++ 17 (libLLVM-17.so, release build)",
        reported_message=None,
        notes="Only the stack dump of a MariaDB 11.4.2 build: Program arguments is a long clang++ -O0 -g3 -std=gnu++11 ... -c /data/mariadb-11.4.2/mysys/crc32/crc32c_x86.cc command; the source file is part of a third-party project and is neither attached nor pasted, and there is no IR or llc/opt command in the text seen. The crashing function's mangled name (xor3_512(long long __vector(8), ...)) hints at AVX-512 ternary-logic intrinsics, but nothing runnable can be rebuilt from that. Labels backend:X86, crash; closed. Caveat: comments were not seen.",
    ),
}

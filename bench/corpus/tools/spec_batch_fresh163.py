"""Fresh batch 163: llc/opt crash reports of llvm/llvm-project filed by users of other compilers with the IR their
frontend emitted (Rust/rustc, Julia, Zig, Swift, Numba/llvmlite, Halide, TVM, GHC, Flang, LDC, Odin, TinyGo, Crystal,
BPF/Aya). 37 look-ups (all `search`, corpus `issues`). The vein is dry: the index answers frontend words mostly with
the frontends' own trackers (rust-lang/rust, JuliaLang/julia, ziglang/zig, odin-lang/Odin, ldc-developers/ldc,
crystal-lang/crystal, tinygo-org/tinygo, aya-rs/bpf-linker, ...), and every llvm/llvm-project thread those threads
point to ("Reported upstream as ...": 95683, 116809, 97533, 125954, 127296, 127298, 129843, 130408, 130541, 90698,
152097, 161693, 69080, 179991, 57393, 165422) was already in the corpus. One runnable report was found on the way
(136144, an llc segfault on a function with a `label` parameter, a godbolt report) and one in-theme report without a
runnable reproducer (62860, a Flang user's opt crash in IPSCCP while building the OpenMP device runtime, on an
internal bitcode file that is not in the thread)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh163"

BATCH = {
    136144: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="llc segfaults in 'X86 DAG->DAG Instruction Selection' on @test, a function whose only parameter has type `label` (top frames DataLayout::getABITypeAlign <- SelectionDAGISel::LowerArguments <- SelectAllBasicBlocks), no assertion or message; godbolt clang-trunk llc, April 2025",
        reported_message="PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.",
        signature_regex=r"X86 DAG->DAG Instruction Selection' on function '@test'|LowerArguments",
        assertion_only=False, status=st(R, R, R, R, R, E),
        classes=["x86", "isel-sdag", "no-message-crash", "crash-on-invalid", "command-only-in-stack-dump", "godbolt-only", "excerpt-truncated"],
        variant_evidence="Same symptom as the report on 13-19: each release build segfaults (rc -11) with 'Running pass 'X86 DAG->DAG Instruction Selection' on function '@test'' and frames #4 llvm::DataLayout::getAlignment(llvm::Type*, bool) <- #5 SelectionDAGISel::LowerArguments(llvm::Function const&) <- SelectAllBasicBlocks; the report's frame #3 is DataLayout::getABITypeAlign (a newer name of the same alignment query, called from LowerArguments). Same pass, same function, same call chain -> reproduces (the rule for a report without a message).",
        notes="IR in the description's ```llvm block under '## Example' (a four-line module: 'define void @test(label %0)' with one block '1:' returning void), copied verbatim as repro.ll (fence.py turn 0 block 0). The command is only in the stack dump: 'Program arguments: /opt/compiler-explorer/clang-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel <source>' (godbolt's llc, default triple x86_64), run as plain 'llc -o /dev/null' (class command-only-in-stack-dump; -x86-asm-syntax only changes the printed syntax). The excerpt stops in frame #7 of the dump. 13, 14, 15, 16 and 19 parse the module (a `label` argument was accepted by the parser) and segfault in X86 instruction selection -> reproduces (see variant_evidence). llvm-22 rejects the module at parse time, 'error: invalid type for function argument' at 1:19 ('define void @test(label %0) {'), exit 1, no crash -> error: the parser now diagnoses the very construct that crashed (the crash turned into a clean diagnostic, the 172650 reading of a parser rejection of the crashing input; invalid-input is the alternative reading, a release that cannot parse the input). The excerpt names no fix; the issue is closed, labels crash, llvm:ir; reporter wangtz0607 (2025-04-17); no comment in the excerpt. Not a frontend-IR report in the theme's sense (the reporter does not say where the IR came from); a neighbour found by a Rust query.",
    ),
}

NO_REPRO_BATCH = {
    62860: dict(
        classes=["no-runnable-reproducer", "input-not-attached", "opt-pipeline", "ipsccp", "assertion-only", "excerpt-truncated", "reported-message-missing", "nvptx"],
        reported_signature="opt -O3 -openmp-opt-disable -attributor-enable=module aborts on an assertion (its text is not in the excerpt) under runIPSCCP -> Instruction::eraseFromParent -> StringMapImpl::RemoveKey, while a Flang user's LLVM build links the OpenMP device runtime (internalized_libomptarget-nvptx-sm_52.bc -> libomptarget-nvptx-sm_52.bc); May 2023",
        reported_message=None,
        notes="'[flang] Compilation issue' (Yannissss; open; no labels; the excerpt is a continuation chunk of the description, so no date). The only text seen is the stack dump: 'Program arguments: .../build/bin/opt -O3 -openmp-opt-disable -attributor-enable=module .../projects/openmp/libomptarget/DeviceRTL/internalized_libomptarget-nvptx-sm_52.bc -o .../libomptarget-nvptx-sm_52.bc', frames __assert_fail_base, StringMapImpl::RemoveKey, Instruction::eraseFromParent, runIPSCCP (cut there). The input is a bitcode file produced inside the reporter's LLVM build tree (the DeviceRTL step of the openmp runtime); it is neither in the thread text nor attached as far as the excerpt shows, and no IR is quoted, so nothing can be run (class input-not-attached). The assertion text itself precedes the excerpt. Found by the Flang query of this batch.",
    ),
}

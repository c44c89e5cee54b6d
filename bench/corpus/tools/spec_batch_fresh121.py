"""Fresh batch 121: opt/llc crash reports of llvm/llvm-project filed by people who file many fuzzer or
differential-testing crashes (TatyanaDoubts, mikaelholmen, dtcxzyw, XChy, patrick-rivos, cardigan1008, fraglantia,
Andarwinux, ...), looked for by their handles and report formats combined with crash and IR words. The vein was dry:
38 look-ups returned about 300 llvm-project threads, nearly all already in llvm_seen.txt; the one new runnable report
is a TatyanaDoubts FuzzGen SLPVectorizer assertion (2025-08), and two clang-cl backend crashes met on the way, with
no runnable reproducer, complete the batch (NO_REPRO_BATCH)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh121"

BATCH = {
    155183: dict(
        tool="opt", args=["-S", "-passes=slp-vectorizer", "-o", "/dev/null"],
        reported_signature="Assertion `ScheduleEnd && \"tried to vectorize a terminator?\"' failed (title) in SLPVectorizer on @wombat, a FuzzGen-style x86_64 'gc \"statepoint-example\"' function with 'personality ptr null' whose entry block ends in an invoke of null (its result %invoke feeds phis in %bb4 next to phis of two entry-block adds); godbolt assertions trunk 'opt -o /app/output.s -S -passes=slp-vectorizer' (TatyanaDoubts, August 2025)",
        reported_message=None,
        signature_regex=r"tried to vectorize a terminator|ScheduleEnd &&",
        assertion_only=True, status=st(C, C, C, C, C, U),
        classes=["x86", "opt-pipeline", "slp-vectorizer", "assertion-only", "message-in-title", "reported-message-missing", "command-in-prose", "excerpt-truncated"],
        variant_evidence="Assertion-only report: the title's check is an assert in SLPVectorizer's scheduler (BlockScheduling's region end), compiled out of release builds; the excerpt cuts the stack dump at frame #0, so no asserting frame is shown. 13, 14 (with -opaque-pointers), 15, 16 and 19 (release) exit 0 with an empty stderr, and by hand (not saved) -debug-pass-manager shows SLPVectorizerPass running on wombat in 13 and 19: the pass runs on the function and nothing crashes, so nothing can be linked to the assertion. llvm-22 cannot run the pass.",
        notes="IR in the first ``` block of the description (a complete module, 28 lines, ending with '}'), copied verbatim as repro.ll; prose 'To reproduce run opt with the test below, -passes=slp-vectorizer' and the godbolt stack dump's Program arguments '/opt/compiler-explorer/clang-assertions-trunk/bin/opt -o /app/output.s -S -passes=slp-vectorizer <source>' -> run as 'opt -S -passes=slp-vectorizer -o /dev/null'. 13 reads the opaque 'ptr'/'ptr addrspace(1)' module (no typed pointer anywhere) and exits 0 like 14-19 -> clean on 13 through 19 (release builds; the report is an assertion). llvm-22: 'unsupported: pass 'slp-vectorizer' is not exposed by llvmlite's pass manager' (rc 3) -> unsupported. The assertion text is only in the title: the body's stack dump is cut at '#0 0x00000000056fd7a8 llvm' (reported_message null). Open in the excerpt, no labels, no comment; reporter TatyanaDoubts (Azul's FuzzGen IR generator style: @wombat, gc \"statepoint-example\", addrspace(1)). Met (rank 9) through the query 'To reproduce run opt with the test below -passes=slp-vectorizer define void @wombat gc \"statepoint-example\" Stack dump', the reporter's own wording.",
    ),
}

NO_REPRO_BATCH = {
    131248: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "x86", "asm-printer"],
        reported_signature="clang-cl (LLVM for Windows, x64) crash in the 'X86 Assembly Printer' pass compiling gtest-all (title) within a large MSVC-style build (-TP, vcpkg and project -I paths); the reproducer is an attached Temp.zip",
        reported_message=None,
        notes="The description is 'Reproducer: [Temp.zip](https://github.com/user-attachments/files/19238967/Temp.zip)' and a clang-cl stack dump whose Program arguments line (a long clang-cl.exe command with -D/-I options) the excerpt cuts before the source file or any frame. The input is C++ (gtest-all plus the project's headers) inside the zip, compiled by the clang-cl driver: no IR and no llc/opt command in the thread text (classes attachment-only, clang-only). Labels backend:X86, crash; closed; reporter ursoft (2025-03-14); the excerpt shows no comment. Met through the query on the X86 Domain Reassignment pass (rank 10).",
    ),
    92075: dict(
        classes=["no-runnable-reproducer", "input-not-attached", "clang-only", "x86", "isel-sdag"],
        reported_signature="clang-cl (Visual Studio 2022 Preview's bundled LLVM, x64) crash, 'Exception Code: 0xC0000005', in 'X86 DAG->DAG Instruction Selection' on a std::_Destroy_range<allocator<MeshCookingVertex>> instantiation while compiling LuaBindings.cpp of a game-engine project through an MSBuild response file",
        reported_message=None,
        notes="The description is only an MSBuild log of the crash (timestamps, 'Program arguments: \"...clang-cl.exe\" @G:\\\\link\\\\Temp\\\\MSBuildTemp\\\\tmp....rsp', 'Running pass 'X86 DAG->DAG Instruction Selection' on function '@\"??$_Destroy_range@...\"'', an access violation and unsymbolized frames); neither the source nor the response file nor any IR is given, and the label 'incomplete' says so (classes input-not-attached, clang-only). Nothing can be run with llc or opt. Labels backend:X86, crash, incomplete, llvm:SelectionDAG; closed; reporter oocpp (2024-05-14). Met through the query on the X86 Domain Reassignment pass (rank 4).",
    ),
}

"""Fresh batch 142: llc crash reports of llvm/llvm-project on ARM/Thumb, Hexagon (HVX), NVPTX, WebAssembly, BPF, AVR,
MSP430, M68k and Xtensa whose assertion or stack names the target's own code (ARMISelLowering, ARMBaseInstrInfo,
Thumb2InstrInfo, ARMConstantIslands, HexagonISelLowering(HVX), HexagonInstrInfo, NVPTXISelLowering, NVPTXISelDAGToDAG,
NVPTXAsmPrinter, WebAssemblyISelLowering, WebAssemblyCFGStackify, WebAssemblyRegStackify, BPFISelLowering,
AVRISelLowering, M68kISelLowering), any year. The vein is mined out in this index: 37 look-ups (all `search`, corpus
`issues`) over every target and component the theme names (plus MVE/low-overhead loops, Thumb1 frame lowering,
big-endian NEON, wasm EH and FastISel, HexagonVectorCombine, NVPTX hangs) returned only threads already in
`llvm_seen.txt` (HazyFish's and DataCorrupted's aflplusplus-isel series, chfast's godbolt Hexagon series, androm3da's
Hexagon 2026 reports, XChy, alexrp, aykevl, benshi001, nikic, aheejin), pull requests and other projects' trackers
(avr-llvm, wasm3, wabt, binaryen, emscripten, espressif, RIOT). The one runnable report taken is an off-theme neighbour
met while aiming at another new thread: a May 2022 AArch64 UNREACHABLE in AArch64ISelLowering's
tryCombineFixedPointConvert (a target ISelLowering combine, like the theme's) on umaxv feeding vcvtfxu2fp (Benjins).
The sibling 55417 (Benjins, vsri/vcvtfxs2fp, AArch64) is new too, but both excerpts that came back stop inside its IR
('%arrayidx = getele'), so it was not taken. One in-theme report without a runnable reproducer is in NO_REPRO_BATCH:
a February 2026 WebAssembly SIMD 'Cannot select' whose input is an attached C++ file compiled by clang."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh142"

BATCH = {
    55606: dict(
        tool="llc", args=["-mtriple=aarch64-none-none", "-O0", "-o", "/dev/null"],
        reported_signature="UNREACHABLE 'unexpected vector type!' at AArch64ISelLowering.cpp:15076 in tryCombineFixedPointConvert (AArch64 DAG combine of a scalar fixed-point convert of a lane extract) when llc -O0 compiles @do_stuff, llvm.aarch64.neon.umaxv.i32.v8i16 feeding llvm.aarch64.neon.vcvtfxu2fp.f32.i32, for aarch64-none-none (Benjins, godbolt assertions trunk, May 2022; the reporter says a build without assertions crashes too)",
        reported_message="unexpected vector type!",
        signature_regex=r"unexpected vector type|Cannot select: .*f32 = extract_vector_elt .*\n.*v2f64 = llvm\.aarch64\.neon\.vcvtfxu2fp",
        assertion_only=True, status=st(R, R, C, C, C, C),
        classes=["aarch64", "isel-sdag", "assertion-only", "unreachable-message", "release-variant-crash", "command-in-ir-comment", "excerpt-truncated", "fixed-by-16"],
        variant_evidence="13 and 14 (release) abort (rc -6) in 'AArch64 Instruction Selection' on @do_stuff with 'LLVM ERROR: Cannot select: ...: f32 = extract_vector_elt ..., Constant:i64<0>' whose operand is '...: v2f64 = llvm.aarch64.neon.vcvtfxu2fp TargetConstant, ...: v8i16 = AArch64ISD::UMAXV ..., Constant:i32<1>': a vector vcvtfxu2fp of a v8i16 with a v2f64 result, wrapped in an f32 lane extract. That pair of nodes is exactly what tryCombineFixedPointConvert builds (it rewrites the scalar convert of a lane extract into a lane extract of a vector convert); its result vector type is chosen only for v4i32 and v2i64 sources and every other source type, here UMAXV's v8i16, reaches the reported llvm_unreachable(\"unexpected vector type!\"). A release build compiles the unreachable away, falls through with the v2f64 type, and instruction selection then cannot match the ill-typed node the combine left behind. The same failure at -O2 on 13 (by hand, not saved). The reporter also says the IR 'will crash' without assertions.",
        notes="IR in the ```llvm block (one function and two intrinsic declarations), copied verbatim as repro.ll; it references attribute groups #0/#1/#2 that the block never defines, which every measured release accepts. Its first line is the command as an IR comment, '; Compiled with llc --mtriple=aarch64-none-none -O0', run as 'llc -mtriple=aarch64-none-none -O0 -o /dev/null' (class command-in-ir-comment). The UNREACHABLE text is in a ```console block; the full llc crash log is an attachment and the IR is also behind a godbolt link. 13 and 14 -> reproduces (release variant, see variant_evidence). 15, 16 and 19 (release) and llvm-22 (assertions on) exit 0 with an empty stderr; by hand 15's -O0 output is 'umaxv h1, v0.8h ... ucvtf s0, s0, #1' and 15 is also clean at -O2 -> clean: gone by 15 (filed 2022-05-20, before the 15 branch; the issue is closed and the excerpt names no fix; class fixed-by-16 in the sense 'gone by 16', here by 15). Off the batch's target list (AArch64), kept as the nearest neighbour: the crash is in the target's own ISelLowering combine. The excerpt stops after 'The DAG at the point of the assertion: SelectionDAG has 12'. Labels backend:AArch64, backend:NEON, llvm:crash; closed; reporter Benjins; no comment in the excerpt.",
    ),
}

NO_REPRO_BATCH = {
    183842: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "wasm", "isel-sdag", "regression-window", "excerpt-truncated"],
        reported_signature="fatal error: error in backend: Cannot select: i32 = setcc (i1 truncate (i32 llvm.wasm.anytrue Constant, v16i8 load from null)), Constant:i1<0>, seteq in 'WebAssembly Instruction Selection' on @_Z13trigger_crash9StringRef, clang -target wasm32-unknown-emscripten -msimd128 -O2 -std=c++20 (trybka, February 2026); with assertions, an assertion in SelectionDAGLegalize::LegalizeOp (LegalizeDAG.cpp:991) on the type action",
        reported_message="fatal error: error in backend: Cannot select: 0x12ab7fd824d0: i32 = setcc 0x12ab7fd82bd0, Constant:i1<0>, seteq:ch",
        notes="The input is the attachment 'repro.cpp' (a user-attachments link), compiled with 'clang -target wasm32-unknown-emscripten -msimd128 -O2 -std=c++20 repro.cpp -c -o /tmp/foo.o'; the thread text holds only the stack dump header and the 'Cannot select' DAG, no IR, so nothing can be run with llc (classes attachment-only, clang-only). The reporter bisected it to PR 178890 (a DAGCombiner change, 'difficult to revert now'). The excerpt stops inside the assertion line of the checking build ('(TLI.getTypeAction(*DAG.getCont'). Label 'new issue'; open; reporter trybka (2026-02-27); no comment in the excerpt.",
    ),
}

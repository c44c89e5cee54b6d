"""Fresh batch 172: X86 crashes tied to newer ISA features, looked for by feature names (AVX-512 bw/vl/fp16/bf16/vbmi,
AVX10.1/AVX10.2, APX egpr/ndd/ppx/push2pop2/zu/nf/ccmp, AMX amx-tile/amx-int8/x86_amx, VNNI, GFNI, -mcpu= names
sapphirerapids/graniterapids/diamondrapids/znver4/znver5/knl/tigerlake, x86-64-v4, evex512, half/bfloat lowering on
X86). 43 look-ups (all `search`, corpus `issues`). The vein is dry: every llc/opt crash report with IR that the
queries returned was already in a corpus or claimed (95278, 129740, 68068, 61038, 101288, 94810, 190962, 209512,
123410, 174066, 64440, 63017, 92471, 92899, 115710, 222673, 164152, 86305, 83358, 154492, 160928, 190879, 198197,
106336, 113420, 147883, 218236, 219695, 69080, 113353, 132844, 61625, 63114, 55587, ...). The new numbers the index
showed were pull requests, missed optimizations, miscompiles, feature requests or clang-frontend reports (136209,
116153, 76485, 88501, 65920, 73074, 165752, 119070, 200136, 137422, 145276, 199296, 150237, 120082, 213814, 91078,
107016, 109512, 59607, 156946, 174143, 74890), none a runnable llc/opt crash. So the batch has no runnable issue and one in-theme
report without a runnable reproducer (NO_REPRO_BATCH): a clang assertion in X86::getKeyFeature for
target_clones("arch=x86-64-vN") whose input is C source only."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh172"

BATCH = {}

NO_REPRO_BATCH = {
    55830: dict(
        classes=["no-runnable-reproducer", "clang-only", "x86", "assertion-only", "excerpt-truncated"],
        reported_signature="Assertion `P.KeyFeature != ~0U && \"Processor does not have a key feature.\"' failed in llvm::X86::getKeyFeature(X86::CPUKind) (X86TargetParser.cpp:455) when clang-15 (assertions build, -cc1 on dot.c, -ffast-math) emits the multiversion dispatch for __attribute__((target_clones(\"arch=x86-64-v...\"))) (an x86-64-vN micro-architecture level, which has no key feature); without assertions the dispatch silently picks the default clone (chriselrod; no date in the excerpt: clang-15, so mid-2022 by the issue number)",
        reported_message="clang-15: /home/chriselrod/Documents/languages/llvm-project/llvm/lib/Support/X86TargetParser.cpp:455: llvm::X86::ProcessorFeatures llvm::X86::getKeyFeature(X86::CPUKind): Assertion `P.KeyFeature != ~0U && \"Processor does not have a key feature.\"' failed.",
        notes="The only excerpt the index returned (three times, for three queries) is a continued chunk of the description (turn 0 by chriselrod; its date is not shown, so issue.json has no created_at): the benchmark observation that CPU dispatch does not work on a Skylake-AVX512 machine, then the assertion and clang's -cc1 'Program arguments' for dot.c (cut inside the argument list, after '-target-cpu x86-64 -tune-'). The input is C source compiled by clang (the function with target_clones, dot.c), not in the excerpt and not IR; the assertion fires in clang's code generation of the multiversion resolver (X86TargetParser getKeyFeature on an x86-64-vN level), before any llc/opt pass, so nothing runnable with llc or opt is in the thread text (class clang-only). Labels clang:codegen, confirmed, crash; closed; no comment in the excerpt, no fix named. In theme through the x86-64-vN ISA levels (x86-64-v4 among them) that the title's target_clones(\"arch=x86_64_v...\") names (cut in the title itself).",
    ),
}

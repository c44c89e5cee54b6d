"""Fresh batch 140: opt crash reports of llvm/llvm-project under a default pipeline (`opt -O1/-O2/-O3/-Os/-Oz`,
`-passes='default<O3>'`, `-passes='lto<O2>'`/`thinlto`) whose title names no single pass, or under multi-pass
pipelines with pass parameters (`function(sroa,instcombine<max-iterations=1>)`, `loop-mssa(licm)`,
`simplifycfg<...>`, `loop-unroll<O3>`), any year. The vein is mined out: 38 look-ups (all `search`, corpus `issues`;
no `find_string`, `read_file` or `fetch`) over the default levels, the LTO/ThinLTO pipelines, pass parameters,
hangs, verifier failures inside the pipeline, coroutines, the legacy `-std-compile-opts`/CallGraph pass manager,
reporter formats (regehr/Hatsunespica, k-arrows, XChy's "Dump at -O2", patrick-rivos, the "fuzz testing on llvm's
optimization module" reports) and targets (aarch64, amdgcn, riscv64) returned no llvm/llvm-project opt crash report
with its IR in the thread text that was not already in `llvm_seen.txt`: the index answers nearly every query with the
same known cluster (64661, 217740, 55320, 165138, 75938, 181237, 204547, 60821, 199506, 183625, ...) plus pull
requests and other projects' trackers. BATCH is therefore empty. NO_REPRO_BATCH keeps the three clearest new
default-pipeline crash threads met on the way, all clang reports on C source with no IR in the text: two
SimplifyCFG "Iterative simplification didn't converge!" assertions at -O3 (shao-hua-li, 2022 and 2023) and a
CallGraphUpdater::finalize assertion at -O3 -fopenmp (zhendongsu, 2022)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh140"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    57865: dict(
        classes=["x86", "opt-pipeline", "default-pipeline", "simplifycfg", "no-runnable-reproducer", "clang-only", "gist-only", "godbolt-only", "assertion-only", "excerpt-truncated"],
        reported_signature="Assertion `IterCnt++ < 1000 && \"Iterative simplification didn't converge!\"' failed in iterativelySimplifyCFG (SimplifyCFGPass.cpp:240) when clang-16 (trunk 8f19de848b96, assertions) compiles a.c at -O3 for x86_64-unknown-linux-gnu, under the CGSCC inliner's function pipeline (DevirtSCCRepeatedPass frames): 'clang-tk -O3 a.c' (shao-hua-li, September 2022; maintainer: the SimplifyCFG input is huge after full unrolling, 'Likely it's not an actual infinite loop, just slow')",
        reported_message="clang-16: /zdata/shaoli/compilers/ccbuilder-repos/llvm-project/llvm/lib/Transforms/Scalar/SimplifyCFGPass.cpp:240: bool iterativelySimplifyCFG(llvm::Function&, const llvm::TargetTransformInfo&, llvm::DomTreeUpdater*, const llvm::SimplifyCFGOptions&): Assertion `IterCnt++ < 1000 && \"Iterative simplification didn't converge!\"' failed.",
        notes="Title names the default level, not a pass ('Crash at -O3'). The description is a console transcript: 'clang-tk -v' and 'clang-tk -O3 a.c', then the assertion and the cc1 stack dump (the excerpt is cut inside the cc1 arguments, '-fmath-er', and a second chunk shows frames #16-#18, DevirtSCCRepeatedPass / CGSCC PassModel); a.c itself is not in any excerpt that came back. The only IR is behind links in nikic's comment (2023-09-22): 'The SimplifyCFG input looks like this: https://gist.github.com/nikic/723cd72a236ec2daad2ec1d8b696ae1b' and a godbolt link for the C pattern ('We first fully unroll the outer loop, creating 22 copies of the inner loop, and then ... also unroll all the inner loops (to 25 iterations)'), so nothing can be run with opt from the thread text (classes clang-only, gist-only, godbolt-only). The assertion is an assertions-build check (iteration cap), so assertion-only. Open, no labels in the excerpt; reporter shao-hua-li (2022-09-21). Its sibling 67537 has the same assertion.",
    ),
    67537: dict(
        classes=["x86", "opt-pipeline", "default-pipeline", "simplifycfg", "no-runnable-reproducer", "clang-only", "godbolt-only", "assertion-only", "culprit-known", "excerpt-truncated"],
        reported_signature="Assertion `IterCnt++ < 1000 && \"Sanity: iterative simplification didn't converge!\"' failed in iterativelySimplifyCFG (SimplifyCFGPass.cpp:230) when clang-14 built at a9b0776a81e8 (assertions) compiles a 29-line C file (five nested counted loops storing m() + *k through a const pointer) at -O3 for x86_64-unknown-linux-gnu, under the CGSCC inliner's pipeline: 'clang -O3 a.c' (shao-hua-li, September 2023; bisected to a9b0776a81e84d8042716863842fe1f8adf39cad by @xortator)",
        culprit="Reporter (description): 'Bisected to a9b0776a81e84d8042716863842fe1f8adf39cad, which was committed by @xortator' (the clang-14 build of that commit is the one whose dump the report shows).",
        reported_message="clang-14: /tmp/tmp9rojetx5/tmp040n8fue/llvm/lib/Transforms/Scalar/SimplifyCFGPass.cpp:230: bool iterativelySimplifyCFG(llvm::Function&, const llvm::TargetTransformInfo&, llvm::DomTreeUpdater*, const llvm::SimplifyCFGOptions&): Assertion `IterCnt++ < 1000 && \"Sanity: iterative simplification didn't converge!\"' failed.",
        notes="Title names the default level ('Clang crash at -O3'), with the current assertion wording; the body's dump comes from the bisected clang-14 build and has the older wording ('Sanity: iterative simplification didn't converge!'). The input in the thread text is C only: 'a.c' in a ```console block ('% cat a.c'), compiled by '% clang -O3 a.c'; the IR reaching SimplifyCFG is not shown and a reduced form, if any, is only behind 'Compiler explorer: https://godbolt.org/z/531shqbEG', so nothing can be run with opt from the text (classes clang-only, godbolt-only). Culprit named by the reporter: 'Bisected to a9b0776a81e84d8042716863842fe1f8adf39cad, which was committed by @xortator' (class culprit-known). The excerpt stops inside the cc1 arguments and a later chunk shows frames #17-#19 (CGSCC PassManager, DevirtSCCRepeatedPass); no comment came back. Open, no labels in the excerpt; reporter shao-hua-li (2023-09-27). Same assertion as 57865.",
    ),
    57493: dict(
        classes=["x86", "opt-pipeline", "default-pipeline", "openmp", "no-runnable-reproducer", "clang-only", "assertion-only", "excerpt-truncated"],
        reported_signature="Assertion `DeadSCC && DeadSCC->size() == 1 && &DeadSCC->begin()->getFunction() == DeadFn' failed in CallGraphUpdater::finalize (CallGraphUpdater.cpp:60) when clang-16 (trunk 6e47ebdcec77, assertions) compiles small.c at -O3 with -fopenmp for x86_64-unknown-linux-gnu ('clangtk -O3 -fopenmp small.c'; -O3 alone and -O2 -fopenmp compile and run) (zhendongsu, September 2022)",
        reported_message="clang-16: /local/suz-local/software/clangbuild/llvm-project/llvm/lib/Transforms/Utils/CallGraphUpdater.cpp:60: bool llvm::CallGraphUpdater::finalize(): Assertion `DeadSCC && DeadSCC->size() == 1 && &DeadSCC->begin()->getFunction() == DeadFn' failed.",
        notes="Title names the default level and a driver flag, not a pass ('clang crashes on valid code at -O3 with -fopenmp'). The description is a console transcript: 'clangtk -v', then '% clangtk -O3 small.c; ./a.out' and '% clangtk -O2 -fopenmp small.c; ./a.out' (both fine) and '% clangtk -O3 -fopenmp small.c' with the assertion; the excerpt stops right after it ('PLEAS'), before the stack dump and before small.c is shown, so the input is C source compiled by clang and no IR is in the text (class clang-only). CallGraphUpdater::finalize serves the CGSCC passes that delete functions (openmp-opt-cgscc under -fopenmp is the likely caller, not named in the excerpt). Assertion-only (an assertions build). Open, no labels or comments in the excerpt; reporter zhendongsu (2022-09-01).",
    ),
}

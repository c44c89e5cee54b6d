"""An ``llc``/``opt`` work-alike over llvmlite's in-process LLVM (22.1, built with assertions).

Run as a script in a sandboxed subprocess (it imports nothing from reprobot, so it can be
copied anywhere llvmlite is installed):

    python llvmlite_driver.py llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O0 -global-isel in.ll
    python llvmlite_driver.py opt -passes=instcombine,sroa -disable-output in.ll

What it honours: parsing and verifying IR; ``-mtriple`` (normalized as llc and opt do:
``normalize_triple``)/``-march``/``-mcpu``/``-mattr`` (a bare feature name signed ``+``, as llc's
SubtargetFeatures does: ``feature_string``);
``-O0..-O3`` / ``-O=N``; ``-filetype=asm|obj``; ``-o``; any other ``-flag``/``-flag=value``
is passed to LLVM's command-line option parser (``llvmlite.binding.set_option``), which
covers backend cl::opts such as ``-global-isel``, ``-verify-machineinstrs`` and
``-disable-promote-alloca-to-lds``; ``opt -passes=`` for the passes llvmlite's new pass
manager exposes (``PASS_METHODS``); ``opt -O<n>`` without ``-passes`` as opt runs it,
``-passes=default<O<n>>``; ``opt -passes=instcombine`` with opt's fixpoint check, which
llvmlite's InstCombinePass lacks: a second InstCombine run on a copy that changes a function
is reported as LLVM 22 reports it ("Instruction Combining on F did not reach a fixpoint after
1 iterations", exit 1), with a line saying the check was emulated.

What it cannot honour, and exits 3 with ``unsupported:`` on stderr (the caller records
the toolchain as unsupported for that command, never as clean): MIR input and
``-run-pass``/``-start-*``/``-stop-*`` (llvmlite has no MIR parser or pass-by-name codegen
pipeline), ``opt -passes=`` naming a pass llvmlite does not wrap (e.g. ``loop-vectorize``,
``slp-vectorizer``), legacy ``opt -pass`` flags (any flag of an ``opt`` command without
``-passes``; ``opt in.ll [-S] [-o out]`` alone reads, verifies and writes the module), and the
options llc/opt register themselves (``TOOL_OWN_OPTIONS``: ``-frame-pointer``, ``-target-abi``, ``-float-abi`` ...). An option that
neither LLVM 22 nor the tools register is refused as llc refuses it (exit 1, "Unknown command
line argument"); options are checked before passes, as opt does.

Exit codes follow the real tools: 0 success, 1 error (``error: …``), a signal for crashes
(LLVM's assertions abort the process), 3 unsupported.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from typing import NoReturn

# opt -passes= names -> llvmlite ModulePassManager method (module-level wrappers)
PASS_METHODS = {
    "aa-eval": "add_aa_eval_pass",
    "adce": "add_aggressive_dce_pass",
    "aggressive-instcombine": "add_aggressive_instcombine_pass",
    "always-inline": "add_always_inliner_pass",
    "argpromotion": "add_argument_promotion_pass",
    "break-crit-edges": "add_break_critical_edges_pass",
    "constmerge": "add_constant_merge_pass",
    "deadargelim": "add_dead_arg_elimination_pass",
    "dce": "add_dead_code_elimination_pass",
    "dse": "add_dead_store_elimination_pass",
    "globaldce": "add_global_dead_code_eliminate_pass",
    "globalopt": "add_global_opt_pass",
    "instcombine": "add_instruction_combine_pass",
    "instnamer": "add_instruction_namer_pass",
    "internalize": "add_internalize_pass",
    "ipsccp": "add_ipsccp_pass",
    "jump-threading": "add_jump_threading_pass",
    "lcssa": "add_lcssa_pass",
    "loop-deletion": "add_loop_deletion_pass",
    "loop-extract": "add_loop_extract_pass",
    "loop-rotate": "add_loop_rotate_pass",
    "loop-simplify": "add_loop_simplify_pass",
    "loop-reduce": "add_loop_strength_reduce_pass",
    "loop-unroll-and-jam": "add_loop_unroll_and_jam_pass",
    "loop-unroll": "add_loop_unroll_pass",
    "lower-atomic": "add_lower_atomic_pass",
    "lowerinvoke": "add_lower_invoke_pass",
    "lower-switch": "add_lower_switch_pass",
    "memcpyopt": "add_mem_copy_opt_pass",
    "mergefunc": "add_merge_functions_pass",
    "newgvn": "add_new_gvn_pass",
    "partial-inliner": "add_partial_inliner_pass",
    "reassociate": "add_reassociate_pass",
    "mem2reg": "add_register_to_memory_pass",
    "rpo-function-attrs": "add_rpo_function_attrs_pass",
    "sccp": "add_sccp_pass",
    "simplifycfg": "add_simplify_cfg_pass",
    "sink": "add_sinking_pass",
    "sroa": "add_sroa_pass",
    "strip-dead-debug-info": "add_strip_dead_debug_info_pass",
    "strip-dead-prototypes": "add_strip_dead_prototype_pass",
    "strip-debug-declare": "add_strip_debug_declare_pass",
    "strip-nondebug": "add_strip_non_debug_symbols_pass",
    "strip": "add_strip_symbols_pass",
    "tailcallelim": "add_tail_call_elimination_pass",
    "verify": "add_verifier",
}
_OPT_LEVELS = {"default<O0>": 0, "default<O1>": 1, "default<O2>": 2, "default<O3>": 3}
_UNSUPPORTED_PREFIXES = ("-run-pass", "-start-after", "-start-before", "-stop-after", "-stop-before", "-x=mir")
# Options that llc and opt register themselves (llvm/lib/CodeGen/CommandFlags.cpp through
# codegen::RegisterCodeGenFlags, llvm/lib/MC/MCTargetOptionsCommandFlags.cpp, llc.cpp's and
# opt's own: opt's --aa-pipeline, -verify-each ...):
# real tools know them, llvmlite's LLVM does not (they are absent from its -help-list-hidden), so
# the driver cannot honour them - unsupported, never "unknown" (that would say LLVM 22 lacks
# them). The driver's own -mtriple/-march/-mcpu/-mattr/-O/-relocation-model/-code-model/
# -filetype/-o are handled before this list is read.
TOOL_OWN_OPTIONS = frozenset("""
    thread-model large-data-threshold exception-model frame-pointer enable-unsafe-fp-math
    enable-no-infs-fp-math enable-no-nans-fp-math enable-no-signed-zeros-fp-math enable-approx-func-fp-math
    enable-no-trapping-fp-math denormal-fp-math denormal-fp-math-f32 enable-sign-dependent-rounding-fp-math
    float-abi fp-contract nozero-initialized-in-bss vec-extabi tailcallopt disable-tail-calls
    stack-symbol-ordering stackrealign trap-func use-ctors no-integrated-as data-sections function-sections
    ignore-xcoff-visibility xcoff-traceback-table basic-block-address-map basic-block-sections tls-size
    emulated-tls enable-tlsdesc unique-section-names unique-basic-block-section-names separate-named-sections
    meabi debugger-tune stack-size-section addrsig emit-call-site-info debug-entry-values
    split-machine-functions force-dwarf-frame-section xray-function-index enable-jmc-instrument mxcoff-roptr
    target-abi asm-verbose asm-show-inst show-mc-encoding show-mc-inst mc-relax-all incremental-linker-compatible
    dwarf64 dwarf-version fatal-warnings no-warn no-deprecated-warn no-type-check mcpu-help
    compile-twice discard-value-names disable-simplify-libcalls split-dwarf-output split-dwarf-file dwo
    time-compilations remarks-section pass-remarks-output pass-remarks-filter pass-remarks-format
    mir-strip-debugify load x enable-new-pm
    aa-pipeline debug-pass-manager print-pipeline-passes verify-each disable-verify load-pass-plugin
    thinlto-bc module-summary print-passes
""".split())


# Target triples as llc and opt read -mtriple: through Triple::normalize, which moves each
# component to the place its kind belongs ("aarch64-windows-msvc" is aarch64-unknown-windows-msvc,
# a Windows target), while llvmlite's Target.from_triple reads the components by position only
# (there "windows" is an unknown vendor, the OS unknown, and the code ELF). The names below are
# LLVM's (llvm/lib/TargetParser/Triple.cpp: vendors match whole, OSes and environments by prefix,
# object formats by suffix); the algorithm is normalize's, rewritten here (the llvmlite library
# exports no C entry point for it).
_TRIPLE_ARCH = re.compile(
    r"(i[3-9]86|x86_64h?|amd64|aarch64(_be|_32)?|arm64(_32|e|ec)?|armeb|arm|thumbeb|thumb|xscale(eb)?|"
    r"(arm|thumb)(v\d[\w.]*)(eb)?|riscv(32|64)(be)?|powerpc(64)?(le|spe)?|ppc(32|64)?(le)?|mips\w*|"
    r"sparc(v9|el)?|s390x|systemz|wasm(32|64)|loongarch(32|64)|hexagon|avr|msp430|bpf(eb|el)?|ve|lanai|csky|"
    r"xtensa|m68k|amdgcn|r600|nvptx(64)?|spirv(32|64)?[\w.]*|spir(64)?|dxil[\w.]*|arc|xcore|tce(le)?|"
    r"le(32|64)|amdil(64)?|hsail(64)?|kalimba\w*|shave|renderscript(32|64)|amdgpu[\w.]*)")
_TRIPLE_VENDORS = frozenset("apple pc scei sie fsl ibm img mti nvidia csr amd mesa suse oe intel meta".split())
_TRIPLE_OSES = ("darwin", "dragonfly", "freebsd", "fuchsia", "ios", "kfreebsd", "linux", "lv2", "macos", "managarm",
                "netbsd", "openbsd", "solaris", "uefi", "win32", "windows", "zos", "haiku", "rtems", "nacl", "aix",
                "cuda", "nvcl", "amdhsa", "ps4", "ps5", "elfiamcu", "tvos", "watchos", "bridgeos", "driverkit",
                "xros", "visionos", "mesa3d", "amdpal", "hermit", "hurd", "wasi", "emscripten", "shadermodel",
                "liteos", "serenity", "vulkan", "firmware", "qurt", "chipstar")
_TRIPLE_ENVS = ("eabihf", "eabi", "gnuabin32", "gnuabi64", "gnueabihf", "gnueabi", "gnuf32", "gnuf64", "gnusf",
                "gnux32", "gnu_ilp32", "code16", "gnut64", "gnu", "android", "musleabihf", "musleabi", "muslx32",
                "muslf32", "muslsf", "musl", "msvc", "itanium", "cygnus", "coreclr", "simulator", "macabi",
                "pixel", "vertex", "geometry", "hull", "domain", "compute", "library", "raygeneration",
                "intersection", "anyhit", "closesthit", "miss", "callable", "mesh", "amplification", "opencl",
                "ohos", "pauthtest", "llvm", "mlibc")
_TRIPLE_FORMATS = ("xcoff", "coff", "elf", "goff", "macho", "wasm", "spirv")
# Windows environments written in the OS's place (i686-w64-mingw32, x86_64-pc-cygwin)
_TRIPLE_WINDOWS_ENV_OSES = ("cygwin", "msys", "mingw")


def _triple_kind_ok(comp: str, pos: int, moving: bool = True) -> bool:
    if pos == 0:
        return bool(_TRIPLE_ARCH.fullmatch(comp))
    if pos == 1:
        return comp in _TRIPLE_VENDORS
    if pos == 2:  # Cygwin/MinGW names are no OS of their own, but may be moved to the OS's place
        return comp.startswith(_TRIPLE_OSES) or (moving and comp.startswith(_TRIPLE_WINDOWS_ENV_OSES))
    return comp.startswith(_TRIPLE_ENVS) or (moving and comp.endswith(_TRIPLE_FORMATS))


def normalize_triple(text: str) -> str:
    """``text`` as ``Triple::normalize`` writes it: arch-vendor-os[-environment], each known
    component moved to its kind's place, missing or empty ones ``unknown``, Windows OS names as
    ``windows`` with the environment filled in (``msvc``, ``gnu`` for MinGW, ``cygnus``).
    E.g. ``aarch64-windows-msvc`` -> ``aarch64-unknown-windows-msvc``, ``x86_64-linux-gnu`` ->
    ``x86_64-unknown-linux-gnu``; a canonical triple comes back unchanged."""
    comps = text.split("-")
    found = [len(comps) > i and _triple_kind_ok(comps[i], i, moving=False) for i in range(4)]
    for pos in range(4):
        if found[pos]:
            continue
        for idx in range(len(comps)):
            if idx < 4 and found[idx]:
                continue
            comp = comps[idx]
            if not comp or not _triple_kind_ok(comp, pos):
                continue
            if pos < idx:  # insert at pos, pushing the unfixed components in the way to the right
                moving, comps[idx] = comp, ""
                i = pos
                while moving:
                    while i < 4 and found[i]:
                        i += 1
                    if i >= len(comps):
                        comps.append("")
                    comps[i], moving = moving, comps[i]
                    i += 1
            elif pos > idx:  # push right by inserting empty components until it reaches pos
                while idx < pos:
                    moving, i = "", idx
                    while i < len(comps):
                        comps[i], moving = moving, comps[i]
                        if not moving:
                            break
                        i += 1
                        while i < 4 and found[i]:
                            i += 1
                    if moving:
                        comps.append(moving)
                    idx += 1
                    while idx < 4 and found[idx]:
                        idx += 1
            found[pos] = True
            break
    if found[0] and not found[1] and not found[2] and found[3] and len(comps) > 2 and comps[1] == "none" \
            and not comps[2]:
        comps[1], comps[2] = comps[2], comps[1]
    comps = [c or "unknown" for c in comps]
    if len(comps) > 3 and comps[3].startswith("androideabi"):
        comps[3] = "android" + comps[3][len("androideabi"):]
    os_name = comps[2] if len(comps) > 2 else ""
    env = comps[3] if len(comps) > 3 else ""
    # the object format: named by an environment slot that holds no environment, or a fifth part
    fmt_of = lambda c: next((f for f in _TRIPLE_FORMATS if c.endswith(f)), "")  # noqa: E731
    fmt = fmt_of(env) if env and not env.startswith(_TRIPLE_ENVS) else ""
    fmt = fmt or (fmt_of(comps[4]) if len(comps) > 4 else "")
    if len(comps) > 3 and comps[1] == "suse" and env.startswith("gnueabi") and not env.startswith("gnueabihf"):
        comps[3] = env = "gnueabihf"  # SUSE's "gnueabi" means hard float
    kind = "mingw" if os_name.startswith("mingw") else "cygwin" if os_name.startswith(("cygwin", "msys")) else \
        "win" if os_name.startswith(("win32", "windows")) else ""
    if kind:
        comps = (comps + ["", ""])[:4]
        comps[2] = "windows"
        if kind == "mingw":
            comps[3] = "gnu"
        elif kind == "cygwin":
            comps[3] = "cygnus"
        elif not env.startswith(_TRIPLE_ENVS):
            comps[3] = "msvc" if fmt in ("", "coff") else fmt
        if fmt not in ("", "coff") and (kind != "win" or env.startswith(_TRIPLE_ENVS)):
            comps.append(fmt)
    return "-".join(comps)


def add_features(attrs: str, mattr: str) -> str:
    """``attrs`` (a feature string, possibly empty) with one more ``-mattr`` value's features
    (`feature_string`) after it: llc's -mattr is a cl::list, so a repeated flag adds up."""
    return ",".join(x for x in (attrs, feature_string(mattr)) if x)


def feature_string(mattr: str) -> str:
    """llc's ``-mattr`` list as its SubtargetFeatures builds it: each comma-separated name
    lower-cased, ``+`` prefixed where neither ``+`` nor ``-`` is given (``sse2,-avx`` ->
    ``+sse2,-avx``); LLVM 22 asserts on a feature without its sign when given it raw."""
    out = []
    for f in mattr.split(","):
        f = f.strip()
        if f:
            out.append(f.lower() if f[0] in "+-" else "+" + f.lower())
    return ",".join(out)


class DriverUnsupported(Exception):
    """The command asks for what llvmlite cannot do; the script exits 3 with the reason."""


def unsupported(why: str) -> NoReturn:
    # raised, not exited: `workers.toolchains.llvm` calls `parse_args` in its own process
    raise DriverUnsupported(why)


def known_options(tool: str) -> set[str]:
    """Names of the command-line options this LLVM registers (``-help-list-hidden``, printed by
    a child process because LLVM exits after printing it), without dashes; empty when the
    listing fails (then every flag is passed on, as before). The listing costs a second LLVM
    start (~0.1 s), once per llvmlite version and tool: it is kept in the temporary directory,
    since a reduction runs this driver once per test."""
    import llvmlite

    cache = os.path.join(tempfile.gettempdir(), f"reprobot-llvmlite-{llvmlite.__version__}-{tool}-options.txt")
    try:
        with open(cache) as f:
            return set(f.read().split())
    except OSError:
        pass
    code = ("import llvmlite.binding as llvm; llvm.initialize_all_targets(); llvm.initialize_all_asmprinters(); "
            f"llvm.set_option({tool!r}, '-help-list-hidden')")
    try:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return set()
    names = {m.group(1) for m in re.finditer(r"^\s{2,4}--?([\w.-]+)", out, re.M)}
    if names:
        try:  # written whole, then renamed: a parallel test never reads half a list
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(cache))
            with os.fdopen(fd, "w") as f:
                f.write("\n".join(sorted(names)))
            os.replace(tmp, cache)
        except OSError:
            pass
    return names


# options whose value may be the next argument ("-mtriple amdgcn"), which cl::opt accepts
_VALUE_OPTIONS = {f"{d}{n}" for d in ("-", "--") for n in ("passes", "p", "mtriple", "march", "mcpu", "mattr", "filetype",
                                                        "relocation-model", "code-model")}


def parse_args(argv: list[str]) -> dict:
    tool, rest = argv[0], argv[1:]
    opts = {"tool": tool, "triple": "", "cpu": "", "attrs": "", "opt": 2, "output": "-", "filetype": "asm",
            "passes": None, "cl": [], "inputs": [], "disable_output": False}
    i = 0
    while i < len(rest):
        a = rest[i]
        if a == "-o":
            opts["output"] = rest[i + 1]
            i += 2
            continue
        if a in _VALUE_OPTIONS and i + 1 < len(rest):
            # "opt -p 'require<profile-summary>,codegenprepare' a.ll" (138208), "llc -mtriple
            # hexagon-linux" (117337): the value is the next argument, as LLVM's parser takes it
            a = f"{a}={rest[i + 1]}"
            i += 1
        if a.startswith(_UNSUPPORTED_PREFIXES):
            unsupported(f"{a}: llvmlite has no MIR parser or named codegen pipeline")
        key, _, val = a.partition("=")
        if key.startswith("--") and len(key) > 2:
            key = key[1:]  # LLVM's command line takes any option with one dash or two (--disable-output, 114487)
        if key == "-mtriple":
            opts["triple"] = normalize_triple(val) if val else val
        elif key == "-march":
            opts["march"] = val
        elif key == "-mcpu":
            opts["cpu"] = val
        elif key == "-mattr":
            opts["attrs"] = add_features(opts["attrs"], val)
        elif key in ("-O0", "-O1", "-O2", "-O3"):
            opts["opt"] = int(key[2])
            opts["olevel"] = key[1:]
        elif key == "-O" and val:
            opts["opt"] = int(val)
            opts["olevel"] = f"O{val}"
        elif key == "-relocation-model":
            # llc's spelling -> llvmlite's; a model llvmlite cannot set (ropi, rwpi) is no run
            opts["reloc"] = {"dynamic-no-pic": "dynamicnopic"}.get(val, val)
            if opts["reloc"] not in ("default", "static", "pic", "dynamicnopic"):
                unsupported(f"llvmlite cannot set the relocation model {val!r}")
        elif key == "-code-model":
            opts["codemodel"] = val
            if val not in ("default", "small", "kernel", "medium", "large"):
                unsupported(f"llvmlite cannot set the code model {val!r}")
        elif key == "-filetype":
            opts["filetype"] = val
        elif key in ("-passes", "-p"):
            opts["passes"] = val
        elif key == "-disable-output":
            opts["disable_output"] = True
        elif a == "-f" and tool == "opt":
            pass  # opt's "write binary output to a terminal": nothing to do for the driver (142462)
        elif key == "-S":
            pass  # the driver writes text IR with or without -S: its output is read by no one but the user
        elif a == "-" or not a.startswith("-"):
            opts["inputs"].append(a)
        else:
            opts["cl"].append(a)
        i += 1
    if any(p.endswith(".mir") for p in opts["inputs"]):
        unsupported("MIR input: llvmlite has no MIR parser")
    return opts


def split_pipeline(text: str) -> list[str]:
    """'function(instcombine,sroa),globaldce' -> ['instcombine', 'sroa', 'globaldce'] (adaptors flattened)."""
    names, cur, depth = [], "", 0
    for ch in text:
        if ch == "(":
            cur, depth = "", depth + 1
        elif ch in "),":
            if cur.strip():
                names.append(cur.strip())
            cur = ""
            depth -= ch == ")"
        else:
            cur += ch
    if cur.strip():
        names.append(cur.strip())
    return [n.split("<", 1)[0] if not n.startswith("default<") else n for n in names]


def _verifies_fixpoint(pipeline: str) -> bool:
    """Does ``opt -passes=PIPELINE`` check InstCombine's fixpoint? opt's pipeline parser turns
    the check on for ``instcombine`` written in a pipeline (``<no-verify-fixpoint>`` turns it
    off; the default<On> pipelines never check). The driver emulates it only where the pipeline
    is InstCombine alone, so no later pass can create the change a second run would find."""
    names = split_pipeline(pipeline)
    return names == ["instcombine"] and "no-verify-fixpoint" not in pipeline


def _instcombine_changes(llvm, mod, tm) -> str:
    """Name of the first function that one more InstCombine run changes (a clone of `mod` is
    run; `mod` is left as it is), or "": LLVM's verify-fixpoint asks exactly this of the
    iteration after the first, and reports "Instruction Combining on F did not reach a fixpoint
    after 1 iterations" (LLVM 22's wording)."""
    before = {f.name: str(f) for f in mod.functions if not f.is_declaration}
    clone = llvm.parse_assembly(str(mod))
    pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=2))
    mpm = llvm.create_new_module_pass_manager()
    mpm.add_instruction_combine_pass()
    mpm.run(clone, pb)
    after = {f.name: str(f) for f in clone.functions if not f.is_declaration}
    return next((name for name, text in before.items() if after.get(name) != text), "")


def print_module(path: str) -> int:
    """``llvmlite_driver.py print in.ll``: the module as LLVM 22 prints it (intrinsic
    declarations added, syntax upgraded), so older tools such as llvm-reduce-19 can read it."""
    import llvmlite.binding as llvm

    try:
        mod = llvm.parse_assembly(open(path).read())
    except RuntimeError as e:
        sys.stderr.write(f"error: {e}\n")
        return 1
    sys.stdout.write(str(mod))
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["print"]:
        return print_module(argv[1])
    opts = parse_args(argv)
    import llvmlite.binding as llvm

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    if opts["tool"] == "opt" and opts["passes"] is None and opts.get("olevel"):
        # opt's -O3 is the pipeline -passes='default<O3>'
        opts["passes"] = f"default<{opts['olevel']}>"
    if opts["tool"] == "opt" and opts["passes"] is None and opts["cl"]:
        # without -passes, a flag may be a legacy pass (-instcombine) that LLVM 22 no longer has
        unsupported("legacy pass flags (use -passes=)")
    if opts["cl"]:
        known = known_options(opts["tool"])
        for flag in opts["cl"]:
            name = flag.lstrip("-").partition("=")[0]
            if name in TOOL_OWN_OPTIONS and name not in known:
                unsupported(f"{flag}: an option of {opts['tool']}'s own command line, which llvmlite cannot set")
            if known and name not in known:
                # llvmlite's LLVMParseCommandLineOptions drops an unknown flag silently; llc
                # refuses it, and so must a driver standing in for llc
                sys.stderr.write(f"{opts['tool']}: Unknown command line argument '{flag}'.\n")
                return 1
            llvm.set_option(opts["tool"], flag)
    src = sys.stdin.read() if not opts["inputs"] or opts["inputs"][0] == "-" else open(opts["inputs"][0]).read()
    try:
        mod = llvm.parse_assembly(src)
        mod.verify()
    except RuntimeError as e:
        sys.stderr.write(f"{opts['tool']}: error: {opts['inputs'][0] if opts['inputs'] else '<stdin>'}: {e}\n")
        return 1
    if opts["tool"] == "opt" and opts["passes"] is None:
        # `opt in.ll [-S] [-o out]` runs no pass: it reads, verifies and writes the module, which
        # is the whole command of a report about the IR reader (172801, 173128). Like opt, it
        # still builds the target machine of the module's triple (172812: PPCTargetMachine's
        # assertion on a darwin triple), and only warns when there is none.
        if opts["triple"]:
            mod.triple = opts["triple"]  # opt's -mtriple replaces the module's (normalized)
        if mod.triple:
            try:
                llvm.Target.from_triple(mod.triple).create_target_machine(cpu=opts["cpu"], features=opts["attrs"])
            except RuntimeError as e:
                sys.stderr.write(f"opt: WARNING: failed to create target machine for '{mod.triple}': {e}\n")
        if not opts["disable_output"]:
            _write(opts["output"], str(mod))
        return 0
    triple = opts["triple"] or mod.triple or llvm.get_default_triple()
    if opts.get("march") and not opts["triple"]:
        arch = opts["march"]
        # llc's -march names a target, not a triple's arch: x86 is 32-bit x86 (71926), x86-64 is x86_64
        triple = {"amdgcn": "amdgcn-amd-amdhsa", "nvptx": "nvptx", "nvptx64": "nvptx64", "x86": "i386-unknown-unknown",
                  "x86-64": "x86_64-unknown-unknown"}.get(arch, arch + "-unknown-unknown")
    try:
        target = llvm.Target.from_triple(triple)
    except RuntimeError as e:
        sys.stderr.write(f"{opts['tool']}: error: {e}\n")
        return 1
    # llc's defaults, not llvmlite's JIT ones (jitdefault would mean the large code model)
    tm = target.create_target_machine(cpu=opts["cpu"], features=opts["attrs"], opt=opts["opt"],
                                      reloc=opts.get("reloc", "default"), codemodel=opts.get("codemodel", "default"))
    mod.triple = triple
    if opts["tool"] == "opt":  # with -passes: the command without them returned above
        names = split_pipeline(opts["passes"])
        pto = llvm.create_pipeline_tuning_options(speed_level=2)
        pb = llvm.create_pass_builder(tm, pto)
        mpm = llvm.create_new_module_pass_manager()
        for n in names:
            if n in _OPT_LEVELS:
                pto.speed_level = _OPT_LEVELS[n]
                mpm = pb.getModulePassManager()
                continue
            meth = PASS_METHODS.get(n)
            if meth is None:
                unsupported(f"pass '{n}' is not exposed by llvmlite's pass manager")
            getattr(mpm, meth)()
        mpm.run(mod, pb)
        if _verifies_fixpoint(opts["passes"]):
            changed = _instcombine_changes(llvm, mod, tm)
            if changed:
                sys.stderr.write(f"LLVM ERROR: Instruction Combining on {changed} did not reach a fixpoint after 1 "
                                 f"iterations. Use 'instcombine<no-verify-fixpoint>' to suppress this error.\n"
                                 f"(llvmlite driver: opt's verify-fixpoint check, which llvmlite's InstCombinePass "
                                 f"does not run, emulated: a second InstCombine run changed {changed})\n")
                return 1
        if not opts["disable_output"]:
            _write(opts["output"], str(mod))
        return 0
    # llc
    if opts["filetype"] == "obj":
        data = tm.emit_object(mod)
        if opts["output"] not in ("/dev/null",):
            _write(opts["output"], data)
    else:
        _write(opts["output"], tm.emit_assembly(mod))
    return 0


def _write(path: str, data) -> None:
    if path == "-":
        sys.stdout.write(data if isinstance(data, str) else data.decode("latin-1"))
    elif path != "/dev/null":
        with open(path, "wb" if isinstance(data, bytes) else "w") as f:
            f.write(data)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except DriverUnsupported as e:
        sys.stderr.write(f"unsupported: {e}\n")
        sys.exit(3)

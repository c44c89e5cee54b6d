"""Real Debian LLVM releases and llvmlite's LLVM, run for real."""
from __future__ import annotations

import subprocess
import sys

import pytest

from reducers.reproducer import Reproducer
from reducers.signature import parse_llvm_crash
from tests.support.llvm_ir import GPHI_ARGS as GISEL, GPHI_CRASH as CRASH
from workers.toolchains.llvm import DRIVER, Unsupported, discover, uses_opaque_pointers

TCS = {t.id: t for t in discover()}
needs = lambda tid: pytest.mark.skipif(tid not in TCS, reason=f"{tid} not installed")  # noqa: E731



def test_discovery_finds_releases_oldest_first_and_llvmlite():
    ids = [t.id for t in discover()]
    assert ids == sorted(ids, key=lambda i: int(i.split("-")[1]))
    assert "llvm-22" in ids  # llvmlite 0.50 carries LLVM 22
    assert any(t.bindir for t in discover())


def test_opaque_pointer_detection_ignores_strings_and_comments():
    assert uses_opaque_pointers("define void @f(ptr %p) {\n ret void\n}")
    assert uses_opaque_pointers("%1 = load i16, ptr addrspace(4) null")
    assert not uses_opaque_pointers('; ptr in a comment\n@s = constant [4 x i8] c"ptr\\00"\n%x = alloca i8*')


@needs("llvm-14")
def test_llvm14_gets_opaque_pointers_flag_only_when_needed(tmp_path):
    tc = TCS["llvm-14"]
    argv, notes = tc.command(Reproducer("llvm-ir", CRASH, "llc", GISEL), "in.ll")
    assert argv[1] == "-opaque-pointers" and notes
    argv, notes = tc.command(Reproducer("llvm-ir", "define void @f() {\n ret void\n}\n", "llc", []), "in.ll")
    assert "-opaque-pointers" not in argv


@needs("llvm-19")
def test_release_reproduces_cannot_select(tmp_path):
    f = tmp_path / "r.ll"
    f.write_text(CRASH)
    argv, _ = TCS["llvm-19"].command(Reproducer("llvm-ir", CRASH, "llc", GISEL), str(f))
    p = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    sig = parse_llvm_crash(p.stderr, p.returncode)
    assert sig.kind == "cannot-select" and "g_phi" in sig.key and sig.pass_name == "InstructionSelect"


def test_llvmlite_driver_crashes_like_llc(tmp_path):
    f = tmp_path / "r.ll"
    f.write_text(CRASH)
    p = subprocess.run([sys.executable, DRIVER, "llc", *GISEL, "-o", "/dev/null", str(f)],
                       capture_output=True, text=True, timeout=120)
    sig = parse_llvm_crash(p.stderr, p.returncode)
    assert sig is not None and "g_phi" in sig.key


def test_llvmlite_driver_compiles_clean_input_and_reports_parse_errors(tmp_path):
    f = tmp_path / "ok.ll"
    f.write_text("define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n")
    p = subprocess.run([sys.executable, DRIVER, "llc", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-o", "-", str(f)],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and "v_add" in p.stdout
    p = subprocess.run([sys.executable, DRIVER, "opt", "-passes=instcombine", "-S", "-o", "-", str(f)],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and "add i32" in p.stdout
    f.write_text("define i32 @f( {\n")
    p = subprocess.run([sys.executable, DRIVER, "llc", str(f)], capture_output=True, text=True, timeout=120)
    assert p.returncode == 1 and "error" in p.stderr


def test_llvmlite_says_what_it_cannot_honour(tmp_path):
    """Evidence for the commands llvmlite cannot run: no MIR parser, no loop-vectorize wrapper."""
    import llvmlite.binding as llvm

    assert not hasattr(llvm, "parse_mir")
    assert not any("vectoriz" in n for n in dir(llvm.ModulePassManager))
    tc = TCS["llvm-22"]
    with pytest.raises(Unsupported):
        tc.command(Reproducer("mir", "---\n", "llc", ["-run-pass=legalizer"]), "x.mir")
    with pytest.raises(Unsupported):
        tc.command(Reproducer("llvm-ir", "", "opt", ["-passes=loop-vectorize"]), "x.ll")
    f = tmp_path / "x.mir"
    f.write_text("---\nname: f\n...\n")
    p = subprocess.run([sys.executable, DRIVER, "llc", "-run-pass=legalizer", str(f)], capture_output=True, text=True)
    assert p.returncode == 3 and p.stderr.startswith("unsupported:")


def test_llvmlite_driver_refuses_an_unknown_flag_like_llc(tmp_path):
    """llvm/llvm-project#140697 says "compiled with -experimental-xqcibi" (a feature, not an
    option): llc refuses the flag; llvmlite's option parser used to drop it silently and the
    run came out clean. A known codegen option still passes."""
    f = tmp_path / "t.ll"
    f.write_text("define i1 @crash(i64 %0) {\n  %c = icmp ugt i64 %0, 2199023255552\n  ret i1 %c\n}\n")
    p = subprocess.run([sys.executable, DRIVER, "llc", "-mtriple=riscv64", "-experimental-xqcibi", "-o", "/dev/null",
                        str(f)], capture_output=True, text=True, timeout=120)
    assert p.returncode == 1 and "Unknown command line argument '-experimental-xqcibi'" in p.stderr
    release = subprocess.run(["/usr/lib/llvm-19/bin/llc", "-mtriple=riscv64", "-experimental-xqcibi", "-o", "/dev/null",
                              str(f)], capture_output=True, text=True, timeout=120)
    assert release.returncode == 1 and "Unknown command line argument" in release.stderr
    ok = subprocess.run([sys.executable, DRIVER, "llc", "-mtriple=riscv64", "-verify-machineinstrs", "-o", "/dev/null",
                         str(f)], capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0, ok.stderr


def test_an_option_llvm22_dropped_is_invalid_input_before_an_unwrapped_pass(tmp_path):
    """llvm/llvm-project#61302 runs ``opt -passes=indvars -verify-indvars``: LLVM 19 and 22 no
    longer have ``-verify-indvars`` and refuse it before building any pipeline; llvmlite does not
    wrap ``indvars``. The unknown option decides (invalid input), as with the real tool; without
    other options the unwrapped pass still makes the command unsupported."""
    from reducers.outcome import Outcome
    from workers.llvm_project import LLVMProject

    ir = "define void @f() {\n  ret void\n}\n"
    tc = TCS["llvm-22"]
    argv, _ = tc.command(Reproducer("llvm-ir", ir, "opt", ["-passes=indvars", "-verify-indvars"]), "x.ll")
    assert argv[:3] == [tc.python, DRIVER, "opt"]
    with pytest.raises(Unsupported):
        tc.command(Reproducer("llvm-ir", ir, "opt", ["-passes=indvars"]), "x.ll")
    proj = LLVMProject(toolchains=["llvm-22"])
    r = proj.run(Reproducer("llvm-ir", ir, "opt", ["-passes=indvars", "-verify-indvars"]), "llvm-22", None)
    assert r.outcome == Outcome.INVALID_INPUT, (r.outcome, r.reason)
    assert "verify-indvars" in r.stderr_tail
    r = proj.run(Reproducer("llvm-ir", ir, "opt", ["-passes=indvars", "-disable-output"]), "llvm-22", None)
    assert r.outcome == Outcome.INFRA_ERROR and r.reason.startswith("unsupported")


def test_an_option_of_llcs_own_command_line_is_unsupported_not_unknown(tmp_path):
    """llvm/llvm-project#56181 runs `llc -mtriple=thumb-eabi -frame-pointer=none`: llc registers
    -frame-pointer itself (CodeGen/CommandFlags), so LLVM 22 has it but llvmlite cannot set it -
    unsupported, not "unknown option" (which would claim LLVM 22 dropped it). A made-up option is
    still unknown."""
    f = tmp_path / "t.ll"
    f.write_text("define void @f() {\n  ret void\n}\n")
    p = subprocess.run([sys.executable, DRIVER, "llc", "-mtriple=thumb-eabi", "-frame-pointer=none", "-o", "/dev/null",
                        str(f)], capture_output=True, text=True, timeout=120)
    assert p.returncode == 3 and p.stderr.startswith("unsupported:") and "-frame-pointer" in p.stderr
    release = subprocess.run(["/usr/lib/llvm-19/bin/llc", "-mtriple=thumb-eabi", "-frame-pointer=none", "-o",
                              "/dev/null", str(f)], capture_output=True, text=True, timeout=120)
    assert release.returncode == 0, release.stderr  # the real llc knows it
    # llc's -enable-new-pm (191606, `llc -O3 -enable-new-pm`): llc's own too
    p = subprocess.run([sys.executable, DRIVER, "llc", "-O3", "-enable-new-pm", "-o", "/dev/null", str(f)],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 3 and "-enable-new-pm" in p.stderr, p.stderr
    p = subprocess.run([sys.executable, DRIVER, "llc", "-no-such-option-at-all", "-o", "/dev/null", str(f)],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 1 and "Unknown command line argument" in p.stderr


def test_a_bare_crash_on_llvmlite_meets_a_bare_reported_crash():
    """llvm/llvm-project#207440 reports a segfault without a message in IRTranslator; LLVM 22
    through llvmlite segfaults on it and prints no stack dump, so no pass or frame can be
    compared: the same bare crash. The Debian releases, which print the dump, still compare
    passes."""
    import json
    from pathlib import Path

    from reducers.outcome import Outcome
    from workers.extract.llvm import extract_llvm
    from workers.llvm_project import LLVMProject

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/llvm/207440/issue.json").read_text())
    x = extract_llvm(issue)
    assert x.reported.kind == "signal" and x.reported.pass_name == "IRTranslator"
    proj = LLVMProject(toolchains=["llvm-22", "llvm-19"])
    r = proj.run(x.reproducers[0], "llvm-22", x.reported)
    assert r.outcome == Outcome.REPRODUCES and "prints no stack dump" in r.match.evidence, r.reason
    r19 = proj.run(x.reproducers[0], "llvm-19", x.reported)
    assert r19.outcome == Outcome.REPRODUCES and "IRTranslator" in r19.match.evidence


def test_opts_short_pipeline_spelling_runs_as_given():
    """llvm/llvm-project#134115 and #65155 run `opt -p X`: LLVM 16 and later take `-p` for
    `-passes`; 13 reads it as a boolean option and 14-15 do not know it. The command keeps the
    issue's spelling, so those releases refuse it (invalid input) instead of running a pipeline
    the issue's command could not have run there; llvmlite's driver takes `-p=` as well, and
    `--aa-pipeline`, an option of opt's own, is unsupported there."""
    import json
    from pathlib import Path

    from reducers.outcome import Outcome
    from workers.extract.llvm import extract_llvm
    from workers.llvm_project import LLVMProject

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/llvm/134115/issue.json").read_text())
    rep = extract_llvm(issue).reproducers[0]
    assert rep.tool == "opt" and "-p=function-attrs" in rep.args, rep.args
    ir = "define void @f() {\n  ret void\n}\n"
    proj = LLVMProject(toolchains=["llvm-13", "llvm-14", "llvm-16", "llvm-22"])
    p_rep = Reproducer("llvm-ir", ir, "opt", ["-p=instcombine"])
    assert proj.run(p_rep, "llvm-13", None).outcome == Outcome.INVALID_INPUT
    assert proj.run(p_rep, "llvm-14", None).outcome == Outcome.INVALID_INPUT
    assert proj.run(p_rep, "llvm-16", None).outcome == Outcome.CLEAN
    assert proj.run(p_rep, "llvm-22", None).outcome == Outcome.CLEAN
    aa = proj.run(Reproducer("llvm-ir", ir, "opt", ["-passes=instcombine", "--aa-pipeline=basic-aa"]), "llvm-22", None)
    assert aa.outcome == Outcome.INFRA_ERROR and "aa-pipeline" in aa.reason


def test_llvmlite_driver_runs_an_opt_command_without_passes_and_opts_o_levels(tmp_path):
    """`opt in.ll -S` reads, verifies and writes the module (llvm/llvm-project#172801: LLVM 22 with
    assertions stops at the reported IR-reader assertion, Value.cpp:70); `opt -O3` is the
    pipeline default<O3> (#181237: the reported MemProfRemoveInfo assertion); a flag without
    -passes may be a legacy pass, which LLVM 22 lacks: unsupported."""
    from pathlib import Path

    own = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm"
    p = subprocess.run([sys.executable, DRIVER, "opt", "-S", "-o", "/dev/null", str(own / "172801" / "repro.ll")],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == -6 and "Value.cpp:70" in p.stderr and "Cannot create non-first-class values" in p.stderr
    p = subprocess.run([sys.executable, DRIVER, "opt", "-O3", "-o", "/dev/null", str(own / "181237" / "repro.ll")],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == -6 and "MemProfRemoveInfo::run" in p.stderr
    f = tmp_path / "ok.ll"
    f.write_text("define i32 @f(i32 %x) {\n  ret i32 %x\n}\n")
    p = subprocess.run([sys.executable, DRIVER, "opt", "-S", "-o", "-", str(f)], capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 0 and "define i32 @f" in p.stdout
    p = subprocess.run([sys.executable, DRIVER, "opt", "-instcombine", str(f)], capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 3 and p.stderr.startswith("unsupported:")


def test_llvmlite_driver_checks_instcombines_fixpoint_as_opt_does(tmp_path):
    """opt checks InstCombine's fixpoint for `instcombine` written in a pipeline; llvmlite's
    pass does not. The driver runs InstCombine once more on a copy: 213857 (fresh22, confirmed
    on 22.1) changes again and fails as opt 22 does; 65107 (fixed before 19) and a plain
    function are at their fixpoint; `<no-verify-fixpoint>` and longer pipelines are not
    checked. A pipeline given as the next argument (`-p PIPELINE`, 138208) is read as opt reads it."""
    from pathlib import Path

    own = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm"
    drive = lambda *a: subprocess.run([sys.executable, DRIVER, "opt", *a], capture_output=True, text=True,  # noqa: E731
                                      timeout=120)
    p = drive("-passes=instcombine", "-disable-output", str(own / "213857" / "repro.ll"))
    assert p.returncode == 1
    assert p.stderr.startswith("LLVM ERROR: Instruction Combining on f did not reach a fixpoint after 1 iterations")
    assert "emulated" in p.stderr
    assert drive("-passes=instcombine<no-verify-fixpoint>", "-disable-output",
                 str(own / "213857" / "repro.ll")).returncode == 0
    assert drive("-passes=instcombine,verify", "-disable-output", str(own / "213857" / "repro.ll")).returncode == 0
    assert drive("-passes=instcombine", "-disable-output", str(own / "65107" / "repro.ll")).returncode == 0
    f = tmp_path / "ok.ll"
    f.write_text("define i32 @f(i32 %x) {\n  %y = add i32 %x, 0\n  ret i32 %y\n}\n")
    p = drive("-p", "instcombine", "-S", "-o", "-", str(f))
    assert p.returncode == 0 and "ret i32 %x" in p.stdout


def test_llvmlite_driver_reads_march_as_llc_does(tmp_path):
    """llc's -march names a target: -march=x86 is 32-bit x86 (71926, fresh27), not a triple
    'x86-unknown-unknown' that no target matches."""
    f = tmp_path / "f.ll"
    f.write_text("define i32 @f(i32 %x) {\n  ret i32 %x\n}\n")
    p = subprocess.run([sys.executable, DRIVER, "llc", "-march=x86", "-o", "-", str(f)], capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 0 and "retl" in p.stdout, p.stderr


# triples as people write them: an architecture, then vendor, OS, environment (object format), any
# of them left out or empty
_ARCHES = ["x86_64", "i686", "aarch64", "arm64", "armv7a", "thumbv8m.main", "riscv64", "riscv32", "amdgcn", "nvptx64",
           "hexagon", "s390x", "powerpc64le", "powerpc", "mips64el", "wasm32", "loongarch64", "sparcv9", "avr", "r600"]
_VENDORS = ["pc", "apple", "amd", "nvidia", "ibm", "unknown", "", "w64", "suse", "none"]
_OSES = ["linux", "windows", "win32", "darwin", "macosx10.15", "amdhsa", "amdpal", "cuda", "none", "aix", "mingw32",
         "cygwin", "wasi", "unknown", "", "elf", "eabi", "zos"]
_ENVS = ["gnu", "gnueabihf", "gnueabi", "msvc", "musl", "android", "androideabi", "eabi", "elf", "coff", "macho",
         "gnuabi64", "unknown", ""]


def _opt_triple(opt: str, tmp_path, triple: str) -> str:
    f = tmp_path / "e.ll"
    f.write_text("define void @f() {\n  ret void\n}\n")
    out = subprocess.run([opt, f"-mtriple={triple}", "-S", str(f)], capture_output=True, text=True, timeout=60).stdout
    return next(ln.split('"')[1] for ln in out.splitlines() if ln.startswith("target triple"))


@needs("llvm-19")
def test_driver_normalizes_a_triple_as_opt_19_does(tmp_path):
    """opt and llc read -mtriple through Triple::normalize; opt prints the result as the module's
    triple, so Debian's opt 19 is the reference for the driver's own normalize_triple, on the
    spellings reports use and on random arrangements of real components."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from workers.toolchains.llvmlite_driver import normalize_triple

    opt = f"{TCS['llvm-19'].bindir}/opt"
    for t in ("aarch64-windows-msvc", "x86_64-linux-gnu", "riscv32-unknown-elf", "arm-none-eabi", "amdgcn--amdhsa",
              "i686-w64-mingw32", "x86_64-pc-win32", "x86_64--", "powerpc-aix-", "arm-linux-androideabi",
              "amdgcn-amd-amdhsa", "nvptx64-nvidia-cuda", "hexagon-linux", "thumbv8m.main-none-eabihf"):
        assert normalize_triple(t) == _opt_triple(opt, tmp_path, t), t

    kinds = st.sampled_from(["v", "o", "e", "vo", "oe", "voe", "voef", ""])
    parts = {"v": _VENDORS, "o": _OSES, "e": _ENVS, "f": ["elf", "coff", "macho"]}

    @settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.sampled_from(_ARCHES), kinds, st.data())
    def same(arch, kind, data):
        t = "-".join([arch, *(data.draw(st.sampled_from(parts[k])) for k in kind)])
        assert normalize_triple(t) == _opt_triple(opt, tmp_path, t), t

    same()


def test_llvmlite_driver_normalizes_mtriple_and_signs_bare_features(tmp_path):
    """llvm/llvm-project#144006 (fresh85): `llc -mtriple=aarch64-windows-msvc` is a Windows (COFF)
    target once normalized, where llvmlite read "windows" as an unknown vendor and wrote ELF;
    #71187: `-mattr=sse2` is +sse2 to llc, while LLVM 22 asserts on a feature without its sign."""
    f = tmp_path / "f.ll"
    f.write_text("define <8 x float> @f(<8 x float> %a, <8 x float> %b) {\n  %c = fadd <8 x float> %a, %b\n"
                 "  ret <8 x float> %c\n}\n")
    p = subprocess.run([sys.executable, DRIVER, "llc", "-mtriple=aarch64-windows-msvc", "-o", "-", str(f)],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and ".def" in p.stdout and "@function" not in p.stdout, p.stdout[:500] + p.stderr
    p = subprocess.run([sys.executable, DRIVER, "llc", "-mtriple=x86_64-linux-gnu", "-mattr=AVX", "-o", "-", str(f)],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and "%ymm" in p.stdout, p.stderr[-500:]
    from workers.toolchains.llvmlite_driver import feature_string

    assert feature_string("sse2,-avx,,+SSE4.1") == "+sse2,-avx,+sse4.1"


def test_llvmlite_driver_takes_an_option_with_two_dashes_as_llvm_does(tmp_path):
    """114487 (fresh119): ``opt --disable-output --passes=…`` — LLVM's command line takes either
    spelling; the driver used to refuse ``--disable-output`` as an unknown argument (exit 1), which
    read as input the toolchain cannot run instead of a pass llvmlite does not expose (exit 3)."""
    f = tmp_path / "ok.ll"
    f.write_text("define i32 @f(i32 %x) {\n  %y = add i32 %x, 0\n  ret i32 %y\n}\n")
    p = subprocess.run([sys.executable, DRIVER, "opt", "--disable-output", "--passes=instcombine", str(f)],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and p.stdout == "", p.stderr
    p = subprocess.run([sys.executable, DRIVER, "opt", "--disable-output", "--passes=function-attrs", str(f)],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 3 and "function-attrs" in p.stderr, p.stderr

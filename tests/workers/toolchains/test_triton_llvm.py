"""The LLVM inside the Triton wheels CI installs (3.2.0, 3.6.0), run for real on corpus IR."""
from __future__ import annotations

import subprocess

import pytest

from reducers.outcome import Outcome
from reducers.reproducer import Reproducer
from reducers.signature import matches, parse_llvm_crash
from tests.conftest import load_issue
from tests.workers.toolchains.conftest import NEW, OLD
from workers.llvm_project import LLVMProject
from workers.sandbox.docker import DockerSandbox
from workers.toolchains.llvm import Unsupported
from workers.toolchains.triton_llvm import (ASSERTION_TEXT, FAMILIES, ID_PREFIX, elf_symbols, libtriton_path,
                                            load_pins, probe)

T_OLD, T_NEW = ID_PREFIX + OLD, ID_PREFIX + NEW


@pytest.fixture(scope="module")
def project(snapshots):
    return LLVMProject(toolchains=["llvm-19", T_OLD, T_NEW])


def _run(tc, rep, path):
    argv, notes = tc.command(rep, str(path), output="/dev/null")
    p = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    return p, notes


@pytest.mark.slow
def test_probe_measures_a_wheel_from_scratch(snapshots, tmp_path):
    """A fresh probe of 3.6.0 (no cache): the commit the wheel embeds agrees with the pin
    table, the known assertion fires, AMDGPU/NVPTX are there, -O0 is honoured."""
    tc = snapshots[T_NEW]
    f = probe(NEW, tc.python, tmp_path)
    assert f.commit == load_pins()["releases"][NEW]["commit"] and "version string" in f.commit_found_by
    assert f.llvm_version == "22.0.0git" and not f.problems
    assert f.assertions is True and ASSERTION_TEXT in f.assertion_evidence
    assert {"AMDGPU", "NVPTX"} <= set(f.backends) and set(f.backends) <= set(FAMILIES)
    assert f.o0 and "translate_to_asm(" in f.entry_point
    assert probe(NEW, tc.python, tmp_path) == f  # second call: the cache


def test_old_wheel_without_embedded_revision_takes_the_pin_table(snapshots):
    tc = snapshots[T_OLD]
    assert tc.label == "20.0.0git" and tc.commit == load_pins()["releases"][OLD]["commit"]
    assert tc.assertions is True and tc.o0
    assert tc.date and tc.repository == "llvm/llvm-project"


def test_symbol_table_reader_finds_the_exported_entry_point(snapshots):
    so = libtriton_path(snapshots[T_NEW].python)
    syms = elf_symbols(so, {"init": "PyInit_libtriton", "missing": "no_such_symbol_anywhere"})
    out = subprocess.run(["nm", "-D", "--defined-only", str(so)], capture_output=True, text=True).stdout
    exported = next(int(line.split()[0], 16) for line in out.splitlines() if line.endswith(" PyInit_libtriton"))
    assert syms == {"init": exported}


@pytest.mark.parametrize("tid", [T_OLD, T_NEW])
def test_crash_parses_like_debian_llc(snapshots, corpus, tid, tmp_path):
    """llvm-project#78206 (LLVM ERROR in X86 type legalization) on llc-19 and in the
    wheel: same kind, message key and crashing pass, from the driver's stderr."""
    from workers.toolchains.llvm import discover

    src = (corpus / "llvm" / "78206" / "repro.ll").read_text()
    (tmp_path / "r.ll").write_text(src)
    rep = Reproducer("llvm-ir", src, "llc", [])
    llc19 = next(t for t in discover() if t.id == "llvm-19")
    ref, _ = _run(llc19, rep, tmp_path / "r.ll")
    got, notes = _run(snapshots[tid], rep, tmp_path / "r.ll")
    a, b = parse_llvm_crash(ref.stderr, ref.returncode), parse_llvm_crash(got.stderr, got.returncode)
    assert a is not None and b is not None, got.stderr[-2000:]
    assert (b.kind, b.key, b.pass_name) == (a.kind, a.key, a.pass_name) == (
        "llvm-error", a.key, "X86 DAG->DAG Instruction Selection")
    assert got.returncode == -6 and "Stack dump:" in got.stderr and "Running pass" in got.stderr
    assert any("-O3" in n for n in notes)  # llc's default -O2 ran at -O3, and says so


def test_assertion_only_report_reproduces_only_with_assertions(project, corpus):
    """llvm-project#137064: Debian's release build fails otherwise; both wheels hit the
    reported assertion (TargetLowering::ParseConstraints, 'Bad inline asm!')."""
    x = project.extract(load_issue(corpus, "llvm", 137064))
    rep = x.reproducers[0]
    runs = {t: project.run(rep, t, x.reported) for t in ("llvm-19", T_OLD, T_NEW)}
    assert runs["llvm-19"].outcome == Outcome.OTHER_FAILURE
    for t in (T_OLD, T_NEW):
        r = runs[t]
        assert r.outcome == Outcome.REPRODUCES and "Bad inline asm" in r.signature.message, r.reason
        assert r.signature.pass_name == "Uniformity Analysis" and matches(x.reported, r.signature)
        assert r.signature.frames[0] == "llvm::TargetLowering::ParseConstraints"
        assert r.argv[0] == f"{t}:llc"


def test_flags_go_through_llvms_own_option_parser(snapshots, tmp_path):
    """-global-isel (a cl::opt) changes the pipeline; an unknown flag ends the run like
    llc ('Unknown command line argument', exit 1: invalid input, never clean)."""
    from workers.llvm_project import classify

    tc = snapshots[T_OLD]
    src = "define i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n"
    (tmp_path / "f.ll").write_text(src)
    base = ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-debug-pass=Structure"]
    p, _ = _run(tc, Reproducer("llvm-ir", src, "llc", base), tmp_path / "f.ll")
    q, _ = _run(tc, Reproducer("llvm-ir", src, "llc", [*base, "-global-isel"]), tmp_path / "f.ll")
    assert p.returncode == q.returncode == 0
    assert "InstructionSelect" not in p.stderr and "InstructionSelect" in q.stderr
    bad, _ = _run(tc, Reproducer("llvm-ir", src, "llc", ["-no-such-flag"]), tmp_path / "f.ll")
    assert bad.returncode == 1 and "Unknown command line argument" in bad.stderr
    from reducers.outcome import ProcessResult

    o, _, _ = classify(ProcessResult(bad.returncode, "", bad.stderr, 0.1, False), None, toolchain=tc)
    assert o == Outcome.INVALID_INPUT


def test_triple_and_features_are_read_as_llc_reads_them(snapshots, tmp_path):
    """The snapshot driver shares the llvmlite driver's rules: -mtriple normalized (x86_64-windows-msvc
    is a COFF target, not an unknown vendor's ELF), a bare -mattr feature signed '+' (the wheel's
    assertions abort on 'avx' given raw)."""
    tc = snapshots[T_NEW]
    src = ("define <8 x float> @f(<8 x float> %a, <8 x float> %b) {\n  %c = fadd <8 x float> %a, %b\n"
           "  ret <8 x float> %c\n}\n")
    (tmp_path / "f.ll").write_text(src)
    def asm(args):
        argv, _ = tc.command(Reproducer("llvm-ir", src, "llc", args), str(tmp_path / "f.ll"), output="-")
        return subprocess.run(argv, capture_output=True, text=True, timeout=120)

    p = asm(["-mtriple=x86_64-windows-msvc"])
    assert p.returncode == 0 and ".def" in p.stdout and "@function" not in p.stdout, p.stderr[-300:]
    q = asm(["-mtriple=x86_64-linux-gnu", "-mattr=avx"])
    assert q.returncode == 0 and "%ymm" in q.stdout, q.stderr[-300:]


def test_parse_error_is_an_input_error_not_a_crash(snapshots, tmp_path):
    from reducers.outcome import ProcessResult
    from workers.llvm_project import classify

    tc = snapshots[T_NEW]
    (tmp_path / "bad.ll").write_text("define i32 @f( {\n")
    p, _ = _run(tc, Reproducer("llvm-ir", "define i32 @f( {\n", "llc", ["-mtriple=amdgcn"]), tmp_path / "bad.ll")
    assert p.returncode == 1 and "LLVM IR parsing error" in p.stderr and parse_llvm_crash(p.stderr, 1) is None
    o, _, _ = classify(ProcessResult(1, "", p.stderr, 0.1, False), None, toolchain=tc)
    assert o == Outcome.INVALID_INPUT


def test_what_cannot_be_honoured_is_unsupported_never_clean(project, snapshots, corpus, tmp_path):
    """opt pipelines, MIR with -run-pass, a target the build lacks, -filetype=null: the
    command is refused up front, and the driver itself refuses (exit 3) if asked."""
    tc = snapshots[T_NEW]
    ir = "define void @f() {\n  ret void\n}\n"
    cases = [Reproducer("llvm-ir", ir, "opt", ["-passes=loop-vectorize"]),
             Reproducer("mir", "---\nname: f\n...\n", "llc", ["-mtriple=amdgcn", "-run-pass=legalizer"]),
             Reproducer("llvm-ir", ir, "llc", ["-mtriple=aarch64"]),
             Reproducer("llvm-ir", ir, "llc", ["-mtriple=amdgcn", "-filetype=null"])]
    assert "AArch64" not in tc.backends  # measured: these wheels build AMDGPU, NVPTX, X86
    for rep in cases:
        with pytest.raises(Unsupported):
            tc.command(rep, "in" + rep.suffix)
        r = project.run(rep, T_NEW, None)
        assert r.outcome == Outcome.INFRA_ERROR and r.reason.startswith("unsupported:"), r.reason
    (tmp_path / "x.mir").write_text("---\nname: f\n...\n")
    p = subprocess.run([tc.python, tc.driver, *tc.driver_args, "llc", "-run-pass=legalizer", str(tmp_path / "x.mir")],
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 3 and p.stderr.startswith("unsupported:")


@pytest.mark.docker
def test_docker_sandbox_runs_snapshots(snapshots):
    """The snapshot runs in the container (its venv mounted read-only): never dropped, never
    unsupported there."""
    from tests.workers.sandbox.battery_support import docker_socket_present

    if not docker_socket_present():
        pytest.skip("no Docker socket")
    proj = LLVMProject(toolchains=[T_NEW], sandbox=DockerSandbox())
    assert [t.id for t in proj.toolchains()] == [T_NEW]
    r = proj.run(Reproducer("llvm-ir", "define void @f() {\n  ret void\n}\n", "llc", []), T_NEW, None)
    assert r.outcome == Outcome.CLEAN, r.reason


@pytest.mark.slow
def test_reduce_an_assertion_only_report_on_a_snapshot(project, corpus):
    """llvm-project#176966 reproduces only where assertions are on: Debian's llvm-reduce
    minimizes it with an interestingness test that runs triton 3.6.0's LLVM."""
    x = project.extract(load_issue(corpus, "llvm", 176966))
    rep = x.reproducers[0]
    first = project.run(rep, T_NEW, x.reported)
    assert first.outcome == Outcome.REPRODUCES, first.reason
    assert project.run(rep, "llvm-19", x.reported).outcome != Outcome.REPRODUCES
    out = project.reduce(rep, T_NEW, first.signature, budget_s=60, jobs=2)
    assert out.verified and out.toolchain == T_NEW
    assert out.after.instructions <= out.before.instructions and out.after.bytes < out.before.bytes
    again = project.run(out.reproducer, T_NEW, x.reported)
    assert again.outcome == Outcome.REPRODUCES and again.signature.key == first.signature.key


def test_notes_say_where_a_run_differs_from_llc(snapshots):
    tc = snapshots[T_OLD]
    leaf = "define void @g() {\n  ret void\n}\n"
    _, at_o0 = tc.command(Reproducer("llvm-ir", leaf, "llc", ["-mtriple=amdgcn", "-O0"]), "in.ll")
    _, at_o2 = tc.command(Reproducer("llvm-ir", leaf, "llc", ["-mtriple=amdgcn"]), "in.ll")
    assert at_o0 == [] and any("asked -O2" in n for n in at_o2)


_CALLS = """target triple = "{triple}"
define internal i32 @h(i32 %x){attr} {{
  %y = mul i32 %x, 3
  ret i32 %y
}}
define {cc}void @k(ptr{space} %p) {{
  %v = load i32, ptr{space} %p
  %r = call i32 @h(i32 %v){site}
  store i32 %r, ptr{space} %p
  ret void
}}
{groups}"""


def _calls(triple="amdgcn-amd-amdhsa", attr="", site="", groups=""):
    amd = triple.startswith("amdgcn")
    return _CALLS.format(triple=triple, attr=attr, site=site, groups=groups, cc="amdgpu_kernel " if amd else "",
                         space=" addrspace(1)" if amd else "")


@pytest.mark.parametrize("attr,site,groups,inlined", [
    ("", "", "", False),                                             # llc keeps the call
    (" alwaysinline", "", "", True),                                 # AMDGPU's always-inliner inlines it
    (" #0", "", "attributes #0 = { alwaysinline nounwind }\n", True),
    ("", " #0", "attributes #0 = { alwaysinline }\n", True),          # a call site marked so
])
def test_a_snapshot_inlines_only_what_amdgpu_llc_inlines(snapshots, tmp_path, attr, site, groups, inlined):
    """The entry point marks every function alwaysinline; the driver marks the others
    noinline first, so the snapshot keeps exactly the calls Debian's llc keeps (s_swappc in
    the assembly of both, measured on llc-19)."""
    src = _calls(attr=attr, site=site, groups=groups)
    (tmp_path / "k.ll").write_text(src)
    args = ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a"]
    argv, _ = snapshots[T_NEW].command(Reproducer("llvm-ir", src, "llc", args), str(tmp_path / "k.ll"), output="-")
    snap = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    llc = subprocess.run(["/usr/lib/llvm-19/bin/llc", *args, "-o", "-", str(tmp_path / "k.ll")],
                         capture_output=True, text=True, timeout=120)
    assert snap.returncode == 0, snap.stderr[-400:]
    if llc.returncode == 0:  # llc-19 aborts on the alwaysinline call site (its own bug); the snapshot does not
        assert ("s_swappc" in llc.stdout) == (not inlined)
    assert ("s_swappc" in snap.stdout) == (not inlined)


def test_an_inlining_llc_would_not_do_is_unsupported(project, snapshots):
    """llvm-project#62664 shape: IR from a clang -O3 report with an alwaysinline call site;
    x86's llc runs no inliner, the entry point would inline it (and crash as clang did), so
    the snapshot refuses instead of reporting a crash llc never shows."""
    tc = snapshots[T_NEW]
    triple = "x86_64-unknown-linux-gnu"
    for src in (_calls(triple, attr=" alwaysinline"),
                _calls(triple, site=" #1", groups="attributes #1 = { alwaysinline }\n")):
        rep = Reproducer("llvm-ir", src, "llc", [])
        with pytest.raises(Unsupported, match="always-inliner would inline"):
            tc.command(rep, "in.ll")
        r = project.run(rep, T_NEW, None)
        assert r.outcome == Outcome.INFRA_ERROR and r.reason.startswith("unsupported:"), r.reason
    plain = _calls(triple)
    assert tc.command(Reproducer("llvm-ir", plain, "llc", []), "in.ll")[0]  # a plain call runs, kept as a call


def test_keep_calls_marks_only_what_the_module_leaves_open():
    from workers.toolchains.triton_llvm_driver import keep_calls

    ir = ("define internal fastcc void @a(ptr addrspace(1) %p, { i32, i32 } %s) local_unnamed_addr #0 {\n"
          "define i32 @b() alwaysinline {\n"
          "define void @c() #1 {\n"
          "define void @d() addrspace(1) {\n"
          "declare void @e()\n"
          "attributes #0 = { nounwind }\n"
          "attributes #1 = { noinline nounwind }\n")
    out = keep_calls(ir).splitlines()
    assert out[0].endswith("local_unnamed_addr noinline #0 {")
    assert out[1:3] == ir.splitlines()[1:3]
    assert out[3] == "define void @d() addrspace(1) noinline {"
    assert out[4:] == ir.splitlines()[4:] and len(out) == len(ir.splitlines())

"""Unnamed crash sites of real release builds placed in source files (Debian's libLLVM read
with binutils, llvmlite's symbol table as the map from function to file)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from reducers.grade import grade, outcome_of
from reducers.outcome import ProcessResult
from reducers.signature import parse_llvm_crash, parse_reported
from workers.toolchains.llvm import discover
from workers.toolchains.symbols import (crash_site_addresses, crash_site_files, exported_neighbours, same_binary,
                                        source_files)

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = ROOT / "tests" / "reducers" / "golden"
REPRO = ROOT / "bench" / "corpus" / "llvm" / "58455" / "repro.ll"
LLC19 = "/usr/lib/llvm-19/bin/llc"
binutils = pytest.mark.skipif(not (shutil.which("nm") and shutil.which("readelf")), reason="binutils missing")
llc19 = pytest.mark.skipif(not Path(LLC19).exists(), reason="llvm-19 not installed")
ASSERTION = ("llc: /home/u/llvm-project/llvm/lib/CodeGen/SelectionDAG/ScheduleDAGRRList.cpp:1565: "
             "llvm::SUnit *(anonymous namespace)::ScheduleDAGRRList::PickNodeToScheduleBottomUp(): "
             "Assertion `LRegs.size() == 1 && \"Can't handle this yet!\"' failed.")


def test_crash_site_is_the_first_frames_after_the_signal_trampoline():
    """LLVM 19's stack dump for 58455: #0-#2 are the crash handler, #3 libc's trampoline, #4 the
    unnamed crash site, #5 CodeGenAndEmitDAG (named: the run stops)."""
    text = (GOLDEN / "58455-19.stderr").read_text()
    assert crash_site_addresses(text) == [("/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1", 0x16a44ac)]
    # a named crash site places nothing
    named = re.sub(r"(#4 0x[0-9a-f]+) \(", r"\1 llvm::Foo::bar() (", text)
    assert named != text
    assert crash_site_addresses(named) == []
    assert crash_site_addresses("no stack dump here") == []


def test_missing_library_gives_no_evidence():
    assert exported_neighbours("/nonexistent/libLLVM.so.1", 0x10) == ("", "")
    text = (GOLDEN / "58455-19.stderr").read_text().replace("/usr/lib/llvm-19/bin/../lib/", "/nonexistent/")
    assert crash_site_files(text) == ()


def test_a_fifo_named_like_the_library_is_not_read(tmp_path):
    """A stack dump names the library path, so the host file of that name is read only when it is
    a regular file (GNU nm refuses a FIFO too; the check keeps that from depending on nm)."""
    fifo = tmp_path / "libLLVM.so.19.1"
    os.mkfifo(fifo)
    started = time.monotonic()
    assert exported_neighbours(str(fifo), 0x10) == ("", "")
    assert time.monotonic() - started < 5
    text = (GOLDEN / "58455-19.stderr").read_text().replace("/usr/lib/llvm-19/bin/../lib/", f"{tmp_path}/")
    assert crash_site_files(text) == ()


@binutils
def test_llvmlite_symbol_table_maps_functions_to_their_files():
    """Local functions are listed under their object file; hidden ones (the exported API of a
    shared libLLVM) take the file of the local code around them."""
    assert source_files("llvm::createILPListDAGScheduler") == {"ScheduleDAGRRList.cpp"}
    assert source_files("llvm::ScheduleDAGSDNodes::ScheduleDAGSDNodes") == {"ScheduleDAGSDNodes.cpp"}
    assert source_files("llvm::SelectionDAGISel::CodeGenAndEmitDAG") == {"SelectionDAGISel.cpp"}
    assert source_files("no::such::function") == frozenset()


@binutils
@llc19
def test_release_crash_of_58455_lies_in_the_asserting_file_and_grades_as_variant():
    """Run LLVM 19's llc on 58455's reproducer: it segfaults in an unnamed frame; the exported
    functions around it place it at the end of ScheduleDAGRRList.cpp, the file of the reported
    assertion, and the classifier grades the run a (non-weak) release variant."""
    proc = subprocess.run([LLC19, "-mtriple=x86_64", "-o", "/dev/null", str(REPRO)], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == -11
    [(lib, offset)] = crash_site_addresses(proc.stderr)[:1]
    before, _ = exported_neighbours(lib, offset)
    assert before == "llvm::createILPListDAGScheduler"
    [site] = crash_site_files(proc.stderr)[:1]
    assert "ScheduleDAGRRList.cpp" in site.split("|")[0].split(",")

    from workers.llvm_project import classify_graded
    tc = next(t for t in discover() if t.id == "llvm-19")
    ref = parse_reported(ASSERTION)
    result = ProcessResult(exit_code=proc.returncode, stdout=proc.stdout, stderr=proc.stderr, wall_s=1.0)
    outcome, sig, why, m = classify_graded(result, ref, toolchain=tc)
    assert outcome.value == "reproduces" and m.grade == "release-variant" and not m.weak
    assert "ScheduleDAGRRList.cpp's code" in why
    # the same run against a report in another file stays another crash
    other = parse_reported(ASSERTION.replace("ScheduleDAGRRList.cpp", "DAGCombiner.cpp"))
    assert outcome_of(classify_graded(result, other, toolchain=tc)[3]) == "other-failure"
    assert parse_llvm_crash(proc.stderr, proc.returncode).site_files == ()  # filled only by the classifier


@binutils
@llc19
def test_a_different_build_at_the_same_path_places_nothing():
    """The dump's named frames must lie in the functions of those names in the binary read
    here: LLVM 19's PrintStackTrace frame moved by 0xc6 bytes (into the function before it) is
    another build, and the crash site is then not placed at all."""
    text = (GOLDEN / "58455-19.stderr").read_text()
    lib = "/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1"
    assert same_binary(text, lib) and crash_site_files(text)
    other = text.replace("libLLVM.so.19.1+0xeb73c6)", "libLLVM.so.19.1+0xeb7300)")
    assert other != text and not same_binary(other, lib) and crash_site_files(other) == ()

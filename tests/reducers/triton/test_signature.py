"""Triton signatures of real runs: stderr and harness report of workers/triton/harness.py `run`
in the 3.2.0 and 3.6.0 release venvs (tests/reducers/golden/python/triton-*; scripts in golden/python/src/).
A traceback's quoted source lines and CompilationError's source excerpt are never the
signature: the exception's `Type: message` is, and LLVM text inside that message still
gives the LLVM kind."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from reducers.triton.signature import parse_triton_failure, parse_triton_reported

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "python"


@pytest.mark.parametrize("version", ["3.2.0", "3.6.0"])
def test_comment_in_the_kernel_excerpt_is_not_an_assertion(version):
    stderr = (GOLDEN / f"triton-arange-comment-{version}.stderr").read_text()
    report = json.loads((GOLDEN / f"triton-arange-comment-{version}.report.json").read_text())
    assert "Assertion `isPowerOf2(N)' failed" in stderr  # quoted by the excerpt, in a comment
    for sig in (parse_triton_failure(stderr, 1, report), parse_triton_failure(stderr, 1),
                parse_triton_reported(stderr)):
        assert sig.kind == "python-exception"
        assert sig.message == "ValueError: arange's range must be a power of N"


@pytest.mark.parametrize("version", ["3.2.0", "3.6.0"])
def test_llvm_error_in_the_exception_message_is_the_llvm_kind(version):
    stderr = (GOLDEN / f"triton-reraise-{version}.stderr").read_text()
    report = json.loads((GOLDEN / f"triton-reraise-{version}.report.json").read_text())
    assert 'raise RuntimeError("LLVM ERROR: " + text)' in stderr
    for sig in (parse_triton_failure(stderr, 1, report), parse_triton_reported(stderr)):
        assert sig.kind == "cannot-select"
        assert sig.key == "cannot select: i32 = buffer_load_ubyte"
        assert sig.first_line.startswith("LLVM ERROR: Cannot select: t12")


def test_ptxas_wording_quoted_without_its_prefix_is_a_ptxas_error():
    """triton#3899 quotes only ptxas's message, in a bare fence: "Feature 'cvt with
    .e4m3x2/.e5m2x2 on sm_89' requires PTX ISA .version 8.1 or later". Without the prefix it
    was no failure text at all, and any crash counted as the report's."""
    from reducers.triton.signature import parse_triton_reported, tool_error

    text = "fails with the error message:\n\nFeature 'cvt with .e4m3x2/.e5m2x2 on sm_89' requires PTX ISA .version 8.1 or later\n"
    assert tool_error(text) == ("ptxas", "Feature 'cvt with .e4m3x2/.e5m2x2 on sm_89' requires PTX ISA .version 8.1 or later")
    sig = parse_triton_reported(text)
    assert sig.kind == "tool-error" and sig.first_line.startswith("ptxas: Feature 'cvt")
    # the prefixed form still wins, and prose about features is not ptxas
    assert tool_error("ptxas /tmp/a.ptx, line 3; error   : Unknown modifier '.e4m3'\n")[1] == "Unknown modifier '.e4m3'"
    assert tool_error("This feature requires a newer GPU.\n") is None


def test_exception_message_quoted_without_its_type():
    """Reports quote CPython's or pybind11's message alone: triton#2470 "throws `'constexpr'
    object has no attribute 'handle'`", triton#5366's title "map::at error". Without a type
    they were no failure text, and any crash counted as the report's."""
    from reducers.triton.signature import parse_triton_reported

    s = parse_triton_reported("throws `'constexpr' object has no attribute 'handle'`")
    assert s.kind == "python-exception" and s.first_line == "AttributeError: 'constexpr' object has no attribute 'handle'"
    s = parse_triton_reported("tl.dot out_dtype of float16 map::at error for float8 inputs on SM89")
    assert s.kind == "python-exception" and s.first_line == "IndexError: map::at"
    # the run's own line normalizes to the same message
    from reducers.triton.signature import parse_triton_failure
    run = parse_triton_failure("IndexError: map::at\n", 0,
                               {"status": "exception", "in_compile": True, "chain": ["IndexError: map::at"]})
    assert run is not None and run.message == s.message
    assert parse_triton_reported("it works fine on 3.2") is None
    # Triton's own frontend checks, quoted bare (triton#7322), typed as the frontend raises them
    s = parse_triton_reported("Cannot access global variable VAL from within @jit'ed function. Triton kernels can "
                              "only access global variables that are instanstiated as constexpr")
    assert s.first_line == "NameError: Cannot access global variable VAL from within @jit'ed function"
    assert parse_triton_reported("fails with program_id axis must be 0, 1, or 2 but got 10").first_line \
        .startswith("ValueError: program_id axis must be 0, 1, or 2")


def test_assert_line_cut_inside_its_path_is_a_native_assertion():
    """triton#4737's report ends in 'python3: /source/llvm-project/llvm/incl': glibc's assert
    line cut in the file's path. A native assertion of unknown text, not "no failure shown"."""
    sig = parse_triton_reported("It gives error\n>test/test_correct.py python3: /source/llvm-project/llvm/incl\n")
    assert sig.kind == "assertion" and not sig.message and sig.first_line.endswith("[cut]")
    assert parse_triton_reported("python3: /usr/bin/env is where it lives, all fine") is None


def test_a_bare_abort_is_a_native_crash_of_unknown_text():
    """faulthandler's "Fatal Python error: Aborted" (PYTHONFAULTHANDLER=1) and a SIGABRT named
    in prose are an abort without its message: kind signal, not "no failure shown", so a
    Python exception or an MLIR diagnostic does not meet it (`workers.triton.adapter.grade_triton`)."""
    for text in ("Fatal Python error: Aborted\n\nCurrent thread 0x7f (most recent call first):\n"
                 '  File "/x/triton/compiler/compiler.py", line 381 in compile\n',
                 "It crashes with SIGABRT inside make_ttgir.", "Aborted (core dumped)"):
        sig = parse_triton_reported(text)
        assert sig is not None and sig.kind == "signal" and sig.signal == "", text
    assert parse_triton_reported("Segmentation fault (core dumped)").signal == "SIGSEGV"


@pytest.mark.parametrize("text", ["free(): invalid size\n\nCore dumped", "free(): invalid pointer\nAborted",
                                  "double free or corruption (!prev)", "munmap_chunk(): invalid pointer"])
def test_glibc_heap_abort_is_a_native_abort(text):
    """triton#2848/#5095 (fresh8): glibc's heap checks abort the process with one line; the
    report is a native abort of unknown place (any native crash meets it), not a SIGSEGV and
    not "no failure text"."""
    from reducers.triton.signature import parse_triton_reported
    sig = parse_triton_reported(text)
    assert sig is not None and sig.kind == "signal" and sig.signal == "" and sig.first_line in text


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

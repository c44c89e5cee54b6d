"""Extraction on every real issue of the corpus, and on the shapes the corpus README lists."""
from __future__ import annotations

import json
import re

import pytest

from tests.conftest import load_expected, load_issue
from workers.extract.llvm import clean_args, extract_llvm, fenced_blocks, find_commands, ir_region


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def _numbers(corpus):
    return sorted(p.name for p in (corpus / "llvm").iterdir())


def test_every_corpus_issue_yields_its_reproducer_and_command(corpus):
    """The first candidate's source is the issue's reproducer (repro.ll / repro.mir) and its
    flags include every flag of expected.json except output and godbolt's."""
    misses = []
    for n in _numbers(corpus):
        d = corpus / "llvm" / n
        x = extract_llvm(load_issue(corpus, "llvm", n))
        exp = load_expected(corpus, "llvm", n)
        assert x.reproducers, n
        ref = next(p for p in d.iterdir() if p.name.startswith("repro.") and "compat" not in p.name).read_text()
        # a shell transcript or a RUN line may be trimmed differently: compare the code
        code = lambda t: _norm(" ".join(l for l in t.splitlines() if not l.lstrip().startswith((";", "#"))))  # noqa
        if not any(code(r.source) == code(ref) for r in x.reproducers):
            misses.append((n, "source"))
        want = [a for a in exp["args"] if a not in ("-o", "/dev/null", "-", "-S", "-disable-output")]
        # the target may be spelled differently (-march=amdgcn vs -mtriple=amdgcn): compare the rest
        want = [a for a in want if not a.startswith(("-mtriple", "-march"))]
        got = set(a for r in x.reproducers for a in r.args)
        if not set(want) <= got:
            misses.append((n, "args", want, sorted(got)))
        assert x.reproducers[0].tool == exp["tool"], n
    assert not misses, misses


def test_reported_failure_found_where_the_issue_shows_one(corpus):
    with_text = 0
    for n in _numbers(corpus):
        x = extract_llvm(load_issue(corpus, "llvm", n))
        exp = load_expected(corpus, "llvm", n)
        if x.reported and (x.reported.message or x.reported.pass_name):
            with_text += 1
            assert re.search(exp["signature_regex"], x.reported_text + "\n" + x.reported.first_line + " "
                             + x.reported.pass_name + " " + load_issue(corpus, "llvm", n)["title"], re.I), n
    assert with_text >= 18


def test_shell_transcript_ir_is_cut_at_the_prompt():
    text = ("```\n❯ cat reduced.ll\ntarget triple = \"mipsel-unknown-linux-unknown\"\n\ndefine void @f() {\n"
            "Entry:\n  ret void\n}\n❯ llc -O0 reduced.ll\nLLVM ERROR: boom\n")
    x = extract_llvm({"title": "t", "body": text})
    r = x.reproducers[0]
    assert r.source.strip().endswith("}") and "LLVM ERROR" not in r.source and "❯" not in r.source
    assert r.tool == "llc" and r.args == ["-O0"]
    assert x.reported.kind == "llvm-error"
    assert any("not closed" in n for n in x.notes)


def test_run_line_godbolt_and_program_arguments():
    ir = "; RUN: llc -mtriple=amdgcn -mcpu=gfx1100 < %s | FileCheck %s\ndefine void @f() {\n  ret void\n}\n"
    x = extract_llvm({"title": "[AMDGPU] crash", "body": f"```llvm\n{ir}```\n"})
    assert x.reproducers[0].args == ["-mtriple=amdgcn", "-mcpu=gfx1100"]
    body = ("https://godbolt.org/z/abc123\n```\ndefine void @f() {\n  ret void\n}\n```\n```\nStack dump:\n"
            "0.\tProgram arguments: /opt/compiler-explorer/clang-trunk/bin/llc -o /app/output.s "
            "-x86-asm-syntax=intel -march=aarch64 <source>\n```\n")
    x = extract_llvm({"title": "t", "body": body})
    assert x.reproducers[0].args == ["-march=aarch64"]
    assert x.reproducers[0].godbolt == ["https://godbolt.org/z/abc123"]


def test_target_from_title_and_ir_attributes():
    body = "```\ndefine void @f() #0 {\n  ret void\n}\nattributes #0 = { \"target-cpu\"=\"gfx908\" }\n```\n"
    x = extract_llvm({"title": "crash when using -disable-promote-alloca-to-lds", "body": body})
    r = x.reproducers[0]
    assert "-mtriple=amdgcn-amd-amdhsa" in r.args and "-mcpu=gfx908" in r.args
    assert "-disable-promote-alloca-to-lds" in r.args
    x = extract_llvm({"title": "[NVPTX] crash", "body": "```\ndefine void @f() {\n  ret void\n}\n```"})
    assert x.reproducers[0].args == ["-mtriple=nvptx64"]


def test_prefers_blocks_that_define_functions_and_keeps_comment_candidates():
    issue = {"title": "t", "body": "```llvm\ndeclare void @g()\n```\n```llvm\ndefine void @f() {\n  ret void\n}\n```\n"
             "run `opt -passes=instcombine x.ll`",
             "comments": [{"user": {"login": "m"}, "body": "reduced:\n```\ndefine void @h() {\n  ret void\n}\n```"}]}
    x = extract_llvm(issue)
    assert "@f" in x.reproducers[0].source
    assert any("@h" in r.source and r.origin.startswith("comment") for r in x.reproducers)
    assert x.reproducers[0].tool == "opt" and x.reproducers[0].args == ["-passes=instcombine"]


def test_mir_and_command_block():
    body = ("```\n---\nname: test\nbody: |\n  bb.0:\n    %0:_(s32) = COPY $vgpr0\n...\n```\nCommand:\n```\n"
            "llc -mtriple=amdgcn -run-pass=legalizer input.mir\n```\n")
    r = extract_llvm({"title": "t", "body": body}).reproducers[0]
    assert r.kind == "mir" and r.args == ["-mtriple=amdgcn", "-run-pass=legalizer"]


def test_clean_args_drops_io_and_debug_only_flags():
    assert clean_args("-o /dev/null -debug -mcpu=sm_80 < t.ll") == (["-mcpu=sm_80"], True)
    assert clean_args("-mtriple amdgcn in.ll 2>&1 | FileCheck x") == (["-mtriple=amdgcn"], False)
    assert clean_args("temp -mtriple=aarch64 -O=0") == (["-mtriple=aarch64", "-O=0"], False)


def test_prose_word_opt_is_not_a_command():
    assert find_commands("you can opt out of this", "body") == []
    assert find_commands("Compiling with `llc test.ll` segfaults", "body")[0].tool == "llc"


def test_no_reproducer_is_an_empty_list_not_an_error():
    for issue in ({"title": "", "body": ""}, {"title": "x", "body": None, "comments": [None, 3]},
                  {"title": "x", "body": "```c\nint main() {}\n```"}):
        assert extract_llvm(issue).reproducers == []


def test_fence_left_open_runs_to_the_end():
    blocks, prose = fenced_blocks("a\n```llvm\ndefine void @f() {\n  ret void\n}\n", "body")
    assert len(blocks) == 1 and not blocks[0].closed and "define" in blocks[0].text and prose == "a"


def test_ir_region_stops_at_tool_output():
    t = "$ cat a.ll\ndefine void @f() {\n  ret void\n}\n$ llc a.ll\nLLVM ERROR: x\n"
    assert ir_region(t) == "define void @f() {\n  ret void\n}\n"

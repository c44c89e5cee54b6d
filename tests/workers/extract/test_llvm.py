"""Extraction on every real issue of the corpus, and on the shapes the corpus README lists."""
from __future__ import annotations

import json
from pathlib import Path
import re

import pytest
from hypothesis import given, strategies as st

from tests.conftest import load_expected, load_issue
from workers.extract.llvm import (clean_args, extract_llvm, fenced_blocks, find_commands, inline_code_spans,
                                   ir_pass_named, ir_region)


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


def test_input_language_given_as_the_next_word():
    """llvm/llvm-project#58914's RUN line: ``llc -x mir < %s -mcpu=… -run-pass=…``: ``mir`` is
    the value of ``-x``, not an input file, and llc 13-19 refuse ``-x`` alone."""
    assert clean_args("-x mir < %s -mcpu=skylake-avx512 -O1 -run-pass=livevars | FileCheck %s") == \
        (["-x=mir", "-mcpu=skylake-avx512", "-O1", "-run-pass=livevars"], True)
    assert clean_args("-x86-asm-syntax intel -O3 a.ll")[0] == ["-x86-asm-syntax=intel", "-O3"]


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


# ------------------------------------------------------------------ classes of extraction bugs, on
# real issue text of reprobot's own corpus (bench/corpus/llvm, split "tune" only)

OWN = __import__("pathlib").Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm"


def _tune(number: int) -> dict:
    d = OWN / str(number)
    assert json.loads((d / "expected.json").read_text())["split"] == "tune"
    return json.loads((d / "issue.json").read_text())


def test_console_version_query_is_not_the_command():
    """61038: the 'Repro:' console block starts '$ bin/llc --version'; the command comes
    from the title ('with -mcpu=skylake-avx512'), the triple from its label backend:X86."""
    x = extract_llvm(_tune(61038))
    assert all("--version" not in r.args for r in x.reproducers)
    assert x.reproducers[0].tool == "llc" and x.reproducers[0].args == ["-mtriple=x86_64", "-mcpu=skylake-avx512"]
    assert [c.args for c in find_commands("$ bin/llc --version\n$ llc -mcpu=help x.ll", "body")] == []


def test_passing_command_is_not_tried_and_its_flags_stay_out():
    """190879: 'Repro command: `llc /tmp/reduced.ll -o /dev/null`.' then 'Passing command: `llc
    -mattr=+avx512f,+avx512dq …`': the repro command, without the passing one's flags."""
    x = extract_llvm(_tune(190879))
    assert [(r.tool, r.args) for r in x.reproducers] == [("llc", [])]
    assert any("not tried" in n and "+avx512dq" in n for n in x.notes)
    cmds = find_commands("Passing command: `llc  -mattr=+avx512f,+avx512dq /tmp/reduced.ll -o /dev/null`", "body")
    assert cmds[0].passing


def test_shell_cut_pass_pipeline_in_program_arguments_is_restored():
    """176628: the stack dump shows 'Program arguments: opt -passes=default' for the typed
    `opt -passes='default<O2>' -S input.ll`."""
    x = extract_llvm(_tune(176628))
    assert x.reproducers[0].args[0] == "-passes=default<O2>"
    assert all(a != "-passes=default" for r in x.reproducers for a in r.args)


def test_balanced_parentheses_stay_in_a_pass_pipeline():
    assert clean_args(" -S -passes='function(instcombine<max-iterations=1>)' x.ll")[0] == [
        "-S", "-passes=function(instcombine<max-iterations=1>)"]


def test_every_mir_document_is_kept():
    """130020: two machine functions, two YAML documents, one RUN line."""
    x = extract_llvm(_tune(130020))
    src = x.reproducers[0].source
    assert src.count("\n---") + src.startswith("---") == 2 and src.count("\n...") == 2
    assert "s_mov_b32_imm_literal_copy_s_to_av_32" in src and x.reproducers[0].kind == "mir"


def test_mir_without_run_pass_gets_the_pass_the_issue_names():
    """64394: only '$ cat test.mir' is shown; the title says GlobalISel and the prose 'crashes
    the legalizer'. The transcript prompt after the file is not MIR."""
    r = extract_llvm(_tune(64394)).reproducers[0]
    assert r.kind == "mir" and "-run-pass=legalizer" in r.args
    assert r.source.rstrip().endswith("...") and "[nraj@" not in r.source


def test_default_command_flags_implied_by_title_and_ir():
    """121365: '[AArch64][GlobalISel]' -> -global-isel (and 'uselistorder' stays in the IR);
    59275: scalable vectors on AArch64 -> -mattr=+sve; 97457: 'opt:' in the assertion and 'in
    amdgpu-codegenprepare' in the title -> opt -passes=amdgpu-codegenprepare."""
    r = extract_llvm(_tune(121365)).reproducers[0]
    assert r.args == ["-global-isel"] and "uselistorder ptr null" in r.source
    r = extract_llvm(_tune(59275)).reproducers[0]
    assert "-mattr=+sve" in r.args and "-mtriple=aarch64" in r.args
    r = extract_llvm(_tune(97457)).reproducers[0]
    assert (r.tool, r.args) == ("opt", ["-passes=amdgpu-codegenprepare"])


def test_crashing_pass_named_in_prose():
    """64452: 'crashes the x86_64 backend with Assertion Error … during `X86 Domain
    Reassignment Pass`' (the pasted stack dump is cut before the pass)."""
    x = extract_llvm(_tune(64452))
    assert x.reported.kind == "assertion" and x.reported.pass_name == "X86 Domain Reassignment Pass"


def test_tune_issues_yield_the_corpus_command():
    """Every runnable tune issue: the first candidate is the corpus reproducer with the corpus
    command's tool and flags (output flags aside; a target named only in the title may be added)."""
    index = json.loads((OWN / "INDEX.json").read_text())
    misses = []
    for e in index:
        if e["split"] != "tune" or not e["runnable"]:
            continue
        d = OWN / str(e["number"])
        exp = json.loads((d / "expected.json").read_text())
        x = extract_llvm(json.loads((d / "issue.json").read_text()))
        ref = next(p for p in d.iterdir() if p.name.startswith("repro.") and "compat" not in p.name).read_text()
        code = lambda t: _norm(" ".join(l for l in t.splitlines() if not l.lstrip().startswith((";", "#"))))  # noqa
        r = x.reproducers[0] if x.reproducers else None
        want = {a for a in exp["args"] if a not in ("-o", "/dev/null", "-", "-S", "-disable-output")}
        if r is None or code(r.source) != code(ref) or r.tool != exp["tool"] or not want <= set(r.args) | {
                a for a in want if a.startswith(("-mtriple", "-march", "--march")) and r.triple}:
            misses.append((e["number"], r and (r.tool, r.args), exp["tool"], sorted(want)))
    assert misses == []


def test_compiler_driver_flags_in_prose_are_not_llc_flags():
    """llvm/llvm-project#110931 (held-out part of bench/corpus/llvm): the clang command that
    built the C test case says -march=rv64gcv (a RISC-V ISA string); the IR was then run with
    an explicit `llc` that names no flags. clang's -march must not become llc's -march (a
    backend name: 'rv64gcv' is no target)."""
    from pathlib import Path

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/llvm/110931/issue.json").read_text())
    x = extract_llvm(issue)
    assert x.reproducers[0].tool == "llc"
    assert not any(a.startswith("-march") for r in x.reproducers for a in r.args)


def test_driver_target_flags_map_to_llc_flags_where_sound():
    """With no llc command in the issue, the driver's target flags say what was built:
    RISC-V ISA strings become -mattr (g = imafd), offload arches become -mcpu; an AArch64
    -march (another feature vocabulary) and -O levels are not mapped."""
    from workers.extract.llvm import llc_flags_from_driver, split_driver_commands

    text = ("Crashes with `clang -march=rv64gcv_zvl256b -O3 -c t.c` and also\n"
            "hipcc --offload-arch=gfx90a -O2 k.hip\nsee -mattr=+v too\n"
            "`clang --target=aarch64 -march=armv8.2-a+sve t.c`")
    rest, cmds = split_driver_commands(text)
    assert "-march" not in rest and "-mattr=+v" in rest and len(cmds) == 3
    assert llc_flags_from_driver(cmds) == [
        ("-mattr=+m,+a,+f,+d,+c,+v,+zvl256b", "clang's -march=rv64gcv_zvl256b (RISC-V ISA string)"),
        ("-mcpu=gfx90a", "the driver's --offload-arch")]
    issue = {"title": "[RISC-V] crash", "body": "Built with `clang -march=rv64gcv -O2 t.c`:\n```llvm\n"
             "target triple = \"riscv64-unknown-linux-gnu\"\ndefine void @f() {\n  ret void\n}\n```\n",
             "comments": [], "labels": []}
    r = extract_llvm(issue).reproducers[0]
    assert r.tool == "llc" and "-mattr=+m,+a,+f,+d,+c,+v" in r.args and "-O2" not in r.args


# Classes seen on the fresh part of bench/corpus/llvm (issue 13 follow-up); the texts are the
# real issues', loaded from the corpus, never edited.
def _own(n: int) -> dict:
    return json.loads((OWN / str(n) / "issue.json").read_text())


def test_value_flags_given_as_the_next_word_keep_their_value():
    """llvm/llvm-project#65155: '```opt -p globalopt reduced.ll```' — -p is opt's short
    -passes (LLVM 16+) and takes the next word; cl::opt accepts that form for every value option.
    The spelling stays -p: LLVM 13-15 refuse it, as they refused the issue's command."""
    x = extract_llvm(_own(65155))
    assert (x.reproducers[0].tool, x.reproducers[0].args) == ("opt", ["-p=globalopt"])
    assert clean_args(" -mtriple amdgcn -mcpu gfx900 -filetype null -o - a.ll")[0] == ["-mtriple=amdgcn", "-mcpu=gfx900"]
    assert clean_args(" --passes=instcombine -S")[0] == ["-passes=instcombine", "-S"]
    # a value option followed by another flag has no value: nothing is swallowed
    assert clean_args(" -p -S a.ll")[0] == ["-p", "-S"]


def test_ir_pass_named_in_the_title_means_opt_with_that_pass():
    """llvm/llvm-project#110787: only a godbolt link; the title tag [SLPVectorizer] names an
    opt pass, so the inferred command is 'opt -passes=slp-vectorizer', not llc."""
    x = extract_llvm(_own(110787))
    assert (x.reproducers[0].tool, x.reproducers[0].args) == ("opt", ["-passes=slp-vectorizer"])
    # real titles of llvm/llvm-project issues (#182152, #105904, #171883, #168912)
    assert ir_pass_named("LoopVectorizePass crash: assertion `!NodePtr->isKnownSentinel()' failed") == "loop-vectorize"
    assert ir_pass_named("[SLP Vectorizer] Assertion `!empty()' failed.") == "slp-vectorizer"
    assert ir_pass_named("[InstCombine] Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' "
                         "failed.") == "instcombine"
    assert ir_pass_named("[AArch64] llc crash at -O1/O2/O3: Assertion `VT.is128BitVector()'") == ""
    assert ir_pass_named("Assertion failed", ["crash", "llvm:instcombine"]) == "instcombine"


def test_ir_in_an_inline_code_span_over_several_lines_is_a_reproducer():
    """llvm/llvm-project#140697: the IR is between single backticks in prose."""
    x = extract_llvm(_own(140697))
    assert x.reproducers and x.reproducers[0].source.startswith("define i1 @crash(i64 %0) {")
    assert x.reproducers[0].source.rstrip().endswith("}")
    assert inline_code_spans("a `x` b ``c`d`` `e\nf` ```g") == ["e\nf"]


@pytest.mark.parametrize("text, says", [
    ("The first command will hang if assertion is disabled.", True),
    ("With a release build llc hangs forever.", True),
    ("Without assertions it loops forever.", True),
    ("In non-assertion builds this is an infinite loop.", True),
    ("llc hangs on this input.", False),  # a hang report, not a release form of a crash
    ("The release notes mention assertions.", False),
])
def test_prose_saying_builds_without_assertions_hang(text, says):
    from workers.extract.llvm import _RELEASE_HANGS

    assert bool(_RELEASE_HANGS.search(text)) is says


def test_reported_assertion_placed_by_a_cut_line_and_the_title_57368():
    """llvm#57368 (fresh9): the title gives the assertion's message, the body's console block
    only its file and function (cut before "Assertion"): the reported signature has both, so a
    release build's SIGSEGV in RuntimePointerChecking::insert can be linked to it."""
    import json
    from pathlib import Path
    from workers.extract.llvm import extract_llvm
    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/llvm/57368/issue.json").read_text())
    rep = extract_llvm(issue).reported
    assert rep.kind == "assertion" and "Invalid addrec expression" in rep.message
    assert rep.location == "Analysis/LoopAccessAnalysis.cpp:RuntimePointerChecking::insert"


def test_target_from_a_compound_title_tag():
    """llvm/llvm-project#58274 "[AArch64/GlobalISel] Cannot select `G_ZEXT` ...": IR without a
    triple, no command; the target is a word of a compound tag. A tag naming only a component
    gives none."""
    body = "```ll\ndefine void @f(<2 x i16> %0) {\n  ret void\n}\n```\n"
    for title, want in (("[AArch64/GlobalISel] Cannot select", "aarch64"), ("[X86, SelectionDAG] crash", "x86_64"),
                        ("[clang][llc][AArch64] failure", "aarch64"), ("[RISCV] crash", "riscv64"),
                        # 140445: a tag in lower case ("[arm] Cannot select …") still names the target
                        ("[arm] Cannot select `i32 = setcc`", "armv7"), ("[riscv] crash", "riscv64"),
                        ("[arm64] crash", "aarch64")):
        rep = extract_llvm({"title": title, "body": body}).reproducers[0]
        assert f"-mtriple={want}" in rep.args, (title, rep.args)
    rep = extract_llvm({"title": "[GlobalISel] crash", "body": body}).reproducers[0]
    assert not any(a.startswith("-mtriple") for a in rep.args)


def test_a_whole_title_tag_or_a_label_that_is_an_opt_pass_names_it():
    """llvm/llvm-project#166356 and #166560 (fresh16): no command at all, the title tag
    [LoopFusion] (and the label 'loop-fusion') name the pass: 'opt -passes=loop-fusion', not
    llc. #173355: [MergeFunc]. Only a whole tag counts: '[X86] Inline asm …' is not the inliner."""
    for n in (166356, 166560):
        x = extract_llvm(_own(n))
        assert (x.reproducers[0].tool, x.reproducers[0].args) == ("opt", ["-passes=loop-fusion"]), n
    assert ir_pass_named("[MergeFunc] Creates calls for calling convention that does not allow calls") == "mergefunc"
    assert ir_pass_named("[FlattenCFG] crash") == "flatten-cfg"
    # a pass at the title's head spelled as -passes= spells it (194733); an everyday word is not one
    assert ir_pass_named("[opt] iroutliner generates invalid IR for non-liftable constant operands") == "iroutliner"
    assert ir_pass_named("loop-flatten crashes on a loop with two exits") == "loop-flatten"
    assert ir_pass_named("inline asm with a tied operand crashes the backend") == ""
    assert ir_pass_named("sink of a load crashes") == ""
    assert ir_pass_named("[LV] Assertion failed") == "loop-vectorize"
    assert ir_pass_named("Crash on valid code", ["crash-on-valid", "loop-fusion", "loopoptim"]) == "loop-fusion"
    assert ir_pass_named("[X86] Inline asm with a tied operand crashes") == ""
    assert ir_pass_named("[AMDGPU] crash in SIFoldOperands") == ""


def test_compiler_explorer_s_own_dash_s_beside_the_user_s_is_not_a_repeat():
    """#173355: the dump's 'opt -o /app/output.s -S -passes=mergefunc -S <source>' — godbolt adds
    '-o /app/output.s -S' to what the user typed; LLVM 13/14 refuse a repeated -S ('may only
    occur zero or one times'), so the repeat is not the reporter's. A repeat outside godbolt
    stays (173360's class: the reporter's own repeated flag)."""
    x = extract_llvm(_own(173355))
    assert x.reproducers[0].args.count("-S") == 1, x.reproducers[0].args
    assert clean_args(" -o /app/output.s -S -passes=x -S <source>")[0] == ["-S", "-passes=x"]
    assert clean_args(" -S -passes=x -S a.ll")[0] == ["-S", "-passes=x", "-S"]


def test_the_llvm_release_a_report_names():
    """The newest release the description names as the one it ran (58699: 'clang+llvm-15.0.2');
    none for a sha alone (69124) or a path with 'llvm' in it."""
    from workers.extract.llvm import reported_llvm_major

    assert reported_llvm_major(_own(58699)) == 15
    assert reported_llvm_major(_own(69124)) is None
    assert reported_llvm_major({"body": "clang version 17.0.6 and LLVM 18"}) == 18
    assert reported_llvm_major({"body": "on the release/16.x branch"}) == 16
    assert reported_llvm_major({"body": "/work/llvm-project/build/bin/llc -mcpu=gfx942 t.ll"}) is None


def test_a_pass_pipeline_cut_by_the_excerpt_is_taken_whole_from_the_prose():
    """llvm/llvm-project#124759: the excerpt ends inside the transcript at './bin/opt --passes
    loop-vect'; the prose gives `opt --passes loop-vectorize /tmp/reduced.ll -S -o -`."""
    x = extract_llvm(_own(124759))
    assert [r.args[0] for r in x.reproducers[:2]] == ["-passes=loop-vectorize", "-passes=loop-vectorize"]
    assert any("names no pass" in n for n in x.notes)


def test_a_pass_named_in_words_at_the_head_of_the_title_is_the_pipeline():
    """llvm/llvm-project#110382 "Assertion Failure in Vector Combine" (no command in the text)."""
    from workers.extract.llvm import ir_pass_named

    assert extract_llvm(_own(110382)).reproducers[0].args == ["-passes=vector-combine"]
    assert ir_pass_named("Crash in Loop Vectorize with scalable vectors") == "loop-vectorize"
    # an attribute's name and a pass named late in the title (context) are not the pipeline
    assert ir_pass_named("Miscompile with always inline functions") == ""
    assert ir_pass_named("[X86] wrong code for a shuffle after Vector Combine") == ""


def test_a_single_backend_label_gives_target_less_ir_its_triple():
    """llvm/llvm-project#91979: no command, no triple in the IR, the godbolt output cut; the issue's
    label backend:AArch64 names the target (the host's x86 default ran a different compile)."""
    from workers.extract.llvm import target_from

    r = extract_llvm(_own(91979)).reproducers[0]
    assert r.tool == "llc" and "-mtriple=aarch64" in r.args
    ir = "define void @f() {\n  ret void\n}\n"
    assert target_from(ir, "crash", [], "", ["backend:AArch64"])[0] == "aarch64"
    assert target_from(ir, "crash", [], "", ["backend:AArch64", "backend:X86"])[0] == ""  # which one crashed?
    assert target_from(ir, "[RISCV] crash", [], "", ["backend:AArch64"])[0] == "riscv64"  # the title first


def test_a_backend_label_gives_no_target_to_an_opt_command():
    """llvm/llvm-project#56377: "`opt -O2` crashed on this IR", target-less IR, label
    backend:AArch64. opt ran without a target; AArch64's cost model would keep VectorCombine away
    from the scalable vector the report is about, so the label must not add one."""
    from workers.extract.llvm import target_from

    r = extract_llvm(_own(56377)).reproducers[0]
    assert r.tool == "opt" and "-O2" in r.args and not any(a.startswith(("-mtriple", "-march")) for a in r.args)
    ir = "define void @f() {\n  ret void\n}\n"
    assert target_from(ir, "crash", [], "", ["backend:AArch64"], "opt")[0] == ""
    # what the IR itself says still counts for opt
    assert target_from("define amdgpu_kernel void @k() {\n  ret void\n}\n", "crash", [], "", [], "opt")[0] \
        == "amdgcn-amd-amdhsa"


def test_the_reporters_own_spelling_of_the_command_in_title_and_prose():
    """Three real reports (fresh21-23), each with the command only in words:
    - 56945, 'Opt -instcombine crashed.' (label llvm:instcombine): the legacy flag as the reporter
      wrote it, which LLVM 16+ refuse, not a translation into -passes=;
    - 64215, '[LICM] ...' in the title but "passed into `opt` with `-passes="default<O3>"`" in the
      prose: the quoted pipeline the reporter ran, not the title's tag;
    - 59320 says 'out of bound access in debug build, crash on release build': the reported
      assertion carries `release_crashes`, which lets a bare release-build crash be its form."""
    assert extract_llvm(_own(56945)).reproducers[0].args == ["-instcombine"]
    assert extract_llvm(_own(64215)).reproducers[0].args == ["-passes=default<O3>"]
    x = extract_llvm(_own(59320))
    assert x.reported.kind == "assertion" and x.reported.release_crashes
    assert not extract_llvm(_own(213355)).reported.release_crashes  # says nothing of release builds
    # a title that names the pass in words still gets -passes=
    assert extract_llvm(_own(110382)).reproducers[0].args == ["-passes=vector-combine"]


def test_mir_pasted_without_a_fence_is_the_reproducer_with_its_target_from_the_registers():
    """llvm/llvm-project#47047 (bugzilla 47703, fresh21): the MIR 'Before the coalescer' sits in
    the prose from '---' to '...', under a markdown heading, and no command names a target; its
    vreg_96 / V_MOV_B32_e32 / $vgpr0 are AMDGPU's. Every release refuses the '# Reading undef
    sub0' annotation in it, which the corpus labels invalid input: a reproducer must exist for
    that to be said."""
    x = extract_llvm(_own(47047))
    r = x.reproducers[0]
    # the report quotes the machine verifier, so the inferred command runs it (as the corpus's does)
    assert (r.kind, r.tool, r.args) == ("mir", "llc", ["-mtriple=amdgcn-amd-amdhsa", "-verify-machineinstrs"])
    assert r.source.startswith("---\nname: no_live_subrange_at_use") and r.source.rstrip().endswith("...")
    assert "MIR was not in a code fence" in x.notes


def test_an_opt_command_cut_before_its_pipeline_takes_the_titles_pass():
    """llvm#157277 (fresh27): godbolt's stack dump shows 'opt -o /app/output.s -S' and stops; the
    title [SLPVectorizer] names the pass. An opt that only reads the IR (172801) names no pass in
    its title and keeps its command."""
    assert extract_llvm(_own(157277)).reproducers[0].args == ["-S", "-passes=slp-vectorizer"]
    assert extract_llvm(_own(172801)).reproducers[0].args == ["-S"]


def test_reads_only_is_an_opt_command_without_passes_or_flags():
    from workers.extract.llvm import reads_only

    assert reads_only("opt", ["-S", "-o", "/dev/null"]) and reads_only("opt", [])
    assert not reads_only("opt", ["-passes=instcombine"]) and not reads_only("opt", ["-O3"])
    assert not reads_only("opt", ["-instcombine", "-S"]) and not reads_only("llc", [])


def test_a_feature_list_in_prose_keeps_its_commas():
    """110126 (fresh28): 'With `-mattr=+v,+zfhmin,+zvfhmin` (or `+zfh`) we fail to select': the
    whole feature list, not '+v' cut at the first comma; a sentence's comma still ends a flag."""
    from workers.extract.llvm import prose_flags
    assert prose_flags("with -mattr=+v, and -mcpu=x") == ["-mattr=+v", "-mcpu=x"]
    assert extract_llvm(_own(110126)).reproducers[0].args == ["-mtriple=riscv64", "-mattr=+v,+zfhmin,+zvfhmin"]


def test_an_ir_block_that_starts_with_the_command_line_is_the_ir_without_it():
    """215227 (fresh29): a ```llvm block whose first line is 'llc  -mtriple=aarch64 -mattr=+sve'
    (no prompt). The reproducer is the module below it; as given, every release would reject
    the first line."""
    x = extract_llvm(_own(215227))
    r = x.reproducers[0]
    assert r.source.startswith("define <vscale x 2 x i1> @f(") and "llc" not in r.source
    assert r.args == ["-mtriple=aarch64", "-mattr=+sve"]


def test_a_cpu_only_one_target_has_gives_target_less_ir_its_triple():
    """106202 (fresh31): 'llc -mcpu=z10 -O3' and IR without a triple: z10 is a SystemZ CPU, so
    the run is for s390x (on an x86 host llc would ignore the CPU and compile for x86, where
    the reported DAGCombiner path is never taken). Shared CPU names give no triple."""
    from workers.extract.llvm import _cpu_target, target_from
    assert extract_llvm(_own(106202)).reproducers[0].args == ["-mtriple=s390x-linux-gnu", "-mcpu=z10", "-O3"]
    assert _cpu_target("pwr9").startswith("powerpc64le") and _cpu_target("hexagonv68") == "hexagon"
    assert _cpu_target("cortex-a53") == _cpu_target("skylake") == _cpu_target("generic") == ""
    ir = 'define void @f() #0 {\n  ret void\n}\nattributes #0 = { "target-cpu"="gfx942" }\n'
    assert target_from(ir, "", [])[:2] == ("amdgcn-amd-amdhsa", "gfx942")


def test_a_compiler_explorer_flag_cut_by_the_excerpt_is_not_a_flag():
    """55997 (fresh32): the excerpt ends at 'Program arguments: .../llc -o /app/output.s -x8',
    godbolt's -x86-asm-syntax=intel cut short; every release would refuse '-x8'. Only the last
    token, only after godbolt's -o /app/..., only a prefix of one of its flags."""
    assert clean_args("/opt/compiler-explorer/clang-trunk/bin/llc -o /app/output.s -x8") == ([], False)
    assert clean_args("llc -o /app/output.s -x8 -O2") == (["-x8", "-O2"], False)
    assert clean_args("llc -x8") == (["-x8"], False)
    assert "-x8" not in extract_llvm(_own(55997)).reproducers[0].args


def test_a_title_tag_names_the_pass_before_a_family_label_and_a_triple_named_in_words():
    """62509 (fresh38): '[AggressiveInstCombine] LLVM ERROR: ...' filed under llvm:instcombine,
    and 'The crash only occurs when the x86_64 target triple is specified'."""
    from workers.extract.llvm import ir_pass_named
    assert ir_pass_named("[AggressiveInstCombine] LLVM ERROR: x", ["llvm:instcombine"]) == "aggressive-instcombine"
    assert ir_pass_named("opt crashes", ["llvm:instcombine"]) == "instcombine"
    assert extract_llvm(_own(62509)).reproducers[0].args == ["-mtriple=x86_64", "-passes=aggressive-instcombine"]


def test_run_lines_in_any_case_and_continued_with_a_backslash():
    """75276 (fresh40): the MIR block's '# Run: llc -mtriple=x86_64-pc-linux-gnu -verify-coalescing
    -run-pass=register-coalescer -o - %s' is its own RUN line (the stack dump's program arguments
    are cut inside the triple). 64645 (fresh42): a RUN line ending in '\\' goes on in the next RUN
    line, as lit joins them."""
    assert extract_llvm(_own(75276)).reproducers[0].args == [
        "-mtriple=x86_64-pc-linux-gnu", "-verify-coalescing", "-run-pass=register-coalescer"]
    assert extract_llvm(_own(64645)).reproducers[0].args == [
        "-mtriple=riscv32", "-mattr=+zdinx", "-verify-machineinstrs", "-target-abi=ilp32"]
    joined = find_commands("; RUN: opt -S \\\n; RUN:   -passes=gvn < %s\n; not a RUN line \\\nllc -O2 x.ll\n", "b")
    assert [(c.tool, c.args) for c in joined] == [("opt", ["-S", "-passes=gvn"]), ("llc", ["-O2"])]


def test_mir_of_one_function_without_document_markers_is_the_reproducer():
    """110832 (fresh40): ```llvm-mir 'name: f' / 'body: |' with no '---' or '...' (llc reads a
    single YAML document without them) and the command in a console block below it."""
    from workers.extract.llvm import looks_like_mir, mir_region
    r = extract_llvm(_own(110832)).reproducers[0]
    assert r.kind == "mir" and r.source.startswith("name: f\nbody: |\n")
    assert r.args == ["-mtriple=riscv64-linux-gnu", "-mattr=+v", "-run-pass=riscv-vector-peephole"]
    # prose that mentions a name and a body is no MIR file
    assert not looks_like_mir("The name: f\nbody: | is here")
    assert mir_region("# RUN: llc\nname: g\nbody: |\n  bb.0:\n...\ntrailing\n") == "# RUN: llc\nname: g\nbody: |\n  bb.0:\n"


def test_a_title_tag_of_a_smaller_backend_gives_its_triple():
    """58994 (fresh39): '[VE] `udiv` / `urem` crashes backend ...', target-less IR and a godbolt
    link only: llc must run for VE (on the x86 host it would compile for x86, where the reported
    getSetCC assertion is never reached). A tag that only contains the letters does not count."""
    from workers.extract.llvm import target_from
    assert extract_llvm(_own(58994)).reproducers[0].args == ["-mtriple=ve"]
    assert target_from("define void @f() {\n ret void\n}\n", "[SVE] crash", [])[0] == ""
    assert target_from("", "x", [], "2.\tRunning pass 'Sparc DAG->DAG Pattern Instruction Selection' on function '@f'"
                       )[0] == "sparc"


def test_a_hang_named_as_a_timeout_or_by_the_hang_label_is_the_reported_failure():
    """178538 (fresh46): '[SLP] llc timeouts on x86_64 on Android or with -mcpu x86-64-v2', label
    'hang', no crash text: the reported failure is a hang, so a run past the time limit is it."""
    x = extract_llvm(_own(178538))
    assert x.reported is not None and x.reported.kind == "timeout"
    plain = {"title": "llc crash on x86", "body": "```llvm\ndefine void @f() {\n  ret void\n}\n```\n`llc a.ll`"}
    assert extract_llvm(plain).reported is None or extract_llvm(plain).reported.kind != "timeout"
    assert extract_llvm(dict(plain, labels=[{"name": "hang"}])).reported.kind == "timeout"


def test_a_module_of_globals_only_in_a_cat_transcript_is_the_reproducer():
    """55270 (fresh45): '❯ cat repro.ll' shows '@repro_ = global i8 0' and nothing else, then
    '❯ llc -march=wasm32 -filetype=obj repro.ll' crashed: a module without functions is IR too.
    A MIR file whose embedded module holds a global stays MIR."""
    from workers.extract.llvm import looks_like_ir
    r = extract_llvm(_own(55270)).reproducers[0]
    assert r.source == "@repro_ = global i8 0\n" and r.args == ["-march=wasm32", "-filetype=obj"]
    assert not looks_like_ir("--- |\n  @g = global i32 0\n...\n---\nname: f\nbody: |\n  bb.0:\n...\n")
    assert not looks_like_ir("the global @g = is not IR")


def test_an_inferred_command_runs_the_machine_verifier_the_report_quotes():
    """59318 (fresh43): '[MSP430] Backend crash with machine code errors', IR and a godbolt link
    only: the reported failure is the machine verifier's, which a release llc runs only with
    -verify-machineinstrs. A command the issue gives keeps its own flags (195561, fresh44)."""
    assert extract_llvm(_own(59318)).reproducers[0].args == ["-mtriple=msp430", "-verify-machineinstrs"]
    assert "-verify-machineinstrs" not in extract_llvm(_own(195561)).reproducers[0].args


def test_a_pass_written_without_its_spaces_in_a_title_is_named_not_a_crash():
    """80673 (fresh47): 'RewriteStatepointsForGC crash when any relocate pointer is stack
    allocated': the title pattern takes the pass's spaced name without spaces, and the look-up
    raised KeyError, failing the whole triage (found by the untouched run of fresh47)."""
    assert ir_pass_named("RewriteStatepointsForGC crash when any relocate pointer is stack allocated") == \
        "rewrite-statepoints-for-gc"
    assert extract_llvm(_own(80673)).reproducers


@given(st.sampled_from(sorted(__import__("workers.extract.llvm", fromlist=["_TITLE_PASSES"])._TITLE_PASSES.items())),
       st.sampled_from(["spaced", "joined", "camel", "upper"]), st.text(max_size=30))
def test_every_title_spelling_of_a_pass_name_maps_to_that_pass(item, spelling, tail):
    """Any pass name of the title table, spaced, joined, CamelCased or upper-cased, at the head of
    a title, names its pass; nothing a title holds makes the look-up raise."""
    words, expected = item
    name = {"spaced": words, "joined": words.replace(" ", ""), "upper": words.upper(),
            "camel": "".join(w[:1].upper() + w[1:] for w in words.split(" "))}[spelling]
    ir_pass_named(f"{name} crash {tail}")  # whatever follows, no exception
    assert ir_pass_named(f"{name} crash") == expected


def test_quoted_block_labels_and_a_bare_arch_after_target_in_prose():
    """92779 (fresh52): flang names a block '"file t13_206.f90, line 27, bb4133118":' in the IR of a
    `cat reduced.ll` transcript: the label is IR, so the whole function is the reproducer.
    206788 (fresh52): 'compiled with `--target=riscv32 --mattr=+zve32x -mabi=ilp32`': a bare
    architecture is a triple, and a double-dash -mattr is a flag (the title tag would say riscv64)."""
    r = extract_llvm(_own(92779)).reproducers[0]
    assert '"file t13_206.f90, line 27, bb4133118":' in r.source and r.source.rstrip().endswith("}")
    assert r.args == ["-mcpu=neoverse-v2"]
    assert extract_llvm(_own(206788)).reproducers[0].args == ["-mtriple=riscv32", "-mattr=+zve32x"]
    from workers.extract.llvm import prose_flags
    assert prose_flags("try --mcpu=gfx90a and --mattr=+v") == ["-mcpu=gfx90a", "-mattr=+v"]


def test_a_fence_in_a_list_item_is_read_as_at_the_margin():
    """Reporters put steps in a numbered list, so every fence (and its lines) is indented by the
    list's 3 or 4 spaces. Each real issue of both corpora, its turns re-indented that way, yields the
    same reproducer, command and reported message as the original; MIR (YAML: '---' must start
    its line) included. Found by a metamorphic check of extraction, not by an issue."""
    import re as _re
    from pathlib import Path

    roots = [Path("/work/shared/corpus/llvm"), OWN]
    issues = [json.loads(p.read_text()) for root in roots if root.is_dir() for p in sorted(root.glob("*/issue.json"))]
    fenced = [i for i in issues if _re.search(r"^```", i.get("body") or "", _re.M)]
    assert len(fenced) > 300

    def key(x):
        r = x.reproducers[0] if x.reproducers else None
        return (r and (r.kind, r.tool, tuple(r.args), _norm(r.source)), x.reported and x.reported.message)

    def in_list(text: str, pad: str) -> str:
        return f"1. Steps to reproduce:\n\n{pad}" + text.replace("\n", "\n" + pad)

    mir = 0
    for issue in fenced:
        want = key(extract_llvm(issue))
        mir += bool(want[0] and want[0][0] == "mir")
        for pad in ("   ", "    "):
            moved = dict(issue, body=in_list(issue["body"], pad),
                         comments=[dict(c, body=in_list(c.get("body") or "", pad)) for c in issue.get("comments") or []])
            assert key(extract_llvm(moved)) == want, (issue.get("number"), len(pad))
    assert mir >= 10


def test_a_crash_log_fenced_as_c_is_still_the_log():
    """71183 (opt memcpyopt): the assertion and the stack dump's 'Program arguments: ./opt reduced.ll
    --passes=memcpyopt -S' are in a ```c fence. A C block is never the reproducer, but a crash log
    in one is still what the reporter saw: its message and its command."""
    x = extract_llvm(_own(71183))
    assert x.reported is not None and "dyn_cast on a non-existent value" in x.reported.message
    r = x.reproducers[0]
    assert (r.tool, r.args) == ("opt", ["-passes=memcpyopt", "-S"]) and "Program arguments" in r.command_origin
    assert r.source.lstrip().startswith("target datalayout")
    # C source in a c fence (shared corpus 200792's clang reproducer, if any) gives no command
    from workers.extract.llvm import _LOG_IN_SOURCE_FENCE
    assert not _LOG_IN_SOURCE_FENCE.search('int main() { assert(x && "boom"); fprintf(stderr, "fatal error"); }')


def test_a_command_in_the_leading_comment_of_a_tagged_ir_block():
    """199702: the ```llvm block opens with '; bin/opt -passes=jump-threading reduced.ll -S', the
    command the reporter ran (no RUN: prefix). A tagged block is taken whole as the file; its
    leading comment still gives the command, as it does for an untagged block."""
    r = extract_llvm(_own(199702)).reproducers[0]
    assert (r.tool, r.args, r.command_origin) == ("opt", ["-passes=jump-threading", "-S"], "body")
    assert r.source.startswith("; bin/opt -passes=jump-threading reduced.ll -S\n")


def test_a_windows_path_to_the_tool_is_still_the_command():
    """A Windows reporter's stack dump runs 'C:\\\\Users\\\\...\\\\bin\\\\llc.exe test.ll' (55120) or
    'ninja\\\\bin\\\\llc -mtriple=x86_64-- fuzz.ll' (75507): those are the commands that crashed. And
    every real issue of both corpora, its llc/opt invocations rewritten to a Windows path with
    .exe, yields the same command as the original (found by a metamorphic check: 207 of 522
    issues lost their command before)."""
    import re as _re
    from pathlib import Path

    from workers.extract.llvm import find_commands

    got = find_commands(r"0.      Program arguments: C:\\Users\\Ayke\\bin\\llc.exe -mtriple=wasm32 test.ll", "body")
    assert [(c.tool, c.args, c.origin) for c in got] == [("llc", ["-mtriple=wasm32"], "body: Program arguments")]
    got = find_commands(r'> "C:\Program Files\LLVM\bin\opt.exe" -passes=instcombine -S t.ll', "body")
    assert [(c.tool, c.args) for c in got] == [("opt", ["-passes=instcombine", "-S"])]

    prog = r"(?m)(^\s*|\$ |Program arguments: |RUN: |`)(\S*/)?(llc|opt)(?=\s)"
    windows = lambda t: _re.sub(prog, lambda m: m.group(1) + "C:\\llvm\\build\\bin\\" + m.group(3) + ".exe", t)  # noqa: E731
    roots = [Path("/work/shared/corpus/llvm"), OWN]
    changed = 0
    for p in sorted(q for root in roots if root.is_dir() for q in root.glob("*/issue.json")):
        issue = json.loads(p.read_text())
        moved = dict(issue, body=windows(issue.get("body") or ""),
                     comments=[dict(c, body=windows(c.get("body") or "")) for c in issue.get("comments") or []])
        if moved == issue:
            continue
        changed += 1
        a, b = extract_llvm(issue).reproducers, extract_llvm(moved).reproducers
        assert [(r.tool, r.args) for r in a[:1]] == [(r.tool, r.args) for r in b[:1]], p.parent.name
    assert changed > 200


def test_an_indented_code_block_is_a_block_and_a_prose_log_keeps_its_message_lines():
    """62267 pastes the IR and the stack dump as indented code blocks (8 spaces): the IR is a block,
    its lines lose the block's 4 columns. 48146 (bugzilla import) pastes 'Pass modifies its input
    and doesn't report it' on the line before 'UNREACHABLE executed at …' in prose: the
    UNREACHABLE's message is that line. And every fenced corpus issue with its fences turned into
    indented code blocks keeps its UNREACHABLE and machine-verifier messages (a metamorphic check
    had found 20 of them losing the message line before)."""
    import re as _re
    from pathlib import Path

    r = extract_llvm(_own(62267)).reproducers[0]
    assert r.source.startswith("    define void @Function()  {\n") and "        define" not in r.source
    x = extract_llvm(_own(48146))
    assert x.reported is not None and x.reported.message.startswith("Pass modifies its input and doesn't report it")

    from tests.workers.extract.test_text import _fences_to_indented as indented

    checked = 0
    for p in sorted(q for root in (Path("/work/shared/corpus/llvm"), OWN) if root.is_dir() for q in root.glob("*/issue.json")):
        issue = json.loads(p.read_text())
        want = extract_llvm(issue).reported
        if want is None or not _re.search(r"UNREACHABLE executed|Bad machine code", want.message):
            continue
        moved = dict(issue, body=indented(issue.get("body") or ""),
                     comments=[dict(c, body=indented(c.get("body") or "")) for c in issue.get("comments") or []])
        got = extract_llvm(moved).reported
        if p.parent.name in ("64809",):  # a fence opened twice: the rewrite itself garbles it
            continue
        checked += 1
        assert got is not None and got.message == want.message, p.parent.name
    assert checked > 20


def test_a_pass_named_in_prose_across_a_line_break_is_one_name():
    """llvm#58305 (own corpus), its description re-wrapped at 80 columns: 'during pass `GPU Load
    and Store` / `Vectorizer`' (inline code may span a line break in Markdown)."""
    import textwrap
    from workers.extract.llvm import pass_in_prose
    issue = json.loads((OWN / "58305" / "issue.json").read_text())
    line = next(ln for ln in issue["body"].splitlines() if "during pass" in ln)
    assert pass_in_prose(line) == "GPU Load and Store Vectorizer"
    wrapped = textwrap.fill(line, 60, break_long_words=False)
    assert "Store\nVectorizer" in wrapped or "Load\nand" in wrapped or "and\nStore" in wrapped or "GPU\nLoad" in wrapped
    assert pass_in_prose(wrapped) == "GPU Load and Store Vectorizer"
    assert pass_in_prose("crashes during pass `GPU Load\n\nVectorizer`") == ""  # a paragraph break ends it


def test_a_clang_command_compiling_the_ir_file_itself_runs_llc_at_O0():
    """180199 (fresh68): the only command is clang's own crash report, 'Program arguments: clang -S
    --target=riscv32-unknown-elf test.ll -o test.s': clang generates code for an IR file at -O0
    when no -O is given, where llc's default is -O2 (the crash, in frame lowering, needs -O0).
    A -O level on any driver line, a -cc1 line (the driver's expansion, often cut) or a C source
    adds nothing."""
    from workers.extract.llvm import compiles_ir_file, llc_flags_from_driver
    issue = json.loads((OWN / "180199" / "issue.json").read_text())
    rep = extract_llvm(issue).reproducers[0]
    assert rep.tool == "llc" and "-O0" in rep.args and "-mtriple=riscv32-unknown-elf" in rep.args
    assert compiles_ir_file("clang -S --target=riscv32-unknown-elf test.ll -o test.s")
    assert not compiles_ir_file("clang -S -emit-llvm test.ll -o out.ll")
    assert not compiles_ir_file("clang-20 -cc1 -triple x86_64-unknown-linux-gnu -emit-obj -main-file-name eval1.ll")
    assert not compiles_ir_file("clang -O0 -S test.c")
    assert llc_flags_from_driver(["clang -O3 -c eval1.ll -o a.o"]) == []
    assert [f for f, _ in llc_flags_from_driver(["clang -c repro.ll -o repro.o"])] == ["-O0"]


def test_mir_with_an_embedded_ir_module_is_mir():
    """183335 (fresh68): an untagged block holding a MIR file whose first YAML document is the IR
    module (`--- |`, then `define void @test()`): its `define` made it look like IR, and llc ran
    the embedded module as IR. It is MIR."""
    issue = json.loads((OWN / "183335" / "issue.json").read_text())
    rep = extract_llvm(issue).reproducers[0]
    assert rep.kind == "mir" and rep.tool == "llc"
    assert rep.source.startswith("--- |") and "name: test" in rep.source and "body: |" in rep.source


def test_an_assertion_quoted_whole_in_other_words_in_the_title():
    """180614 (fresh68): the only failure text is the title, '[hexagon] Assertion failure `I !=
    Instrs.begin() - 1 && "Couldn't find producer"`': the condition quoted whole is the assertion's
    (matched by the assertions build's own line)."""
    from reducers.signature import matches, parse_llvm_crash
    issue = json.loads((OWN / "180614" / "issue.json").read_text())
    ref = extract_llvm(issue).reported
    assert ref.kind == "assertion"
    line = ("llc: HexagonMCCodeEmitter.cpp:413: unsigned int llvm::HexagonMCCodeEmitter::getMachineOpValue(...) const: "
            "Assertion `I != Instrs.begin() - 1 && \"Couldn't find producer\"' failed.\n")
    assert matches(ref, parse_llvm_crash(line, -6))


def test_markdown_emphasis_around_a_flag_is_not_part_of_it():
    """179402 (mlir3) writes "mlir-opt crashes during the --**canonicalize** pass": the bold is
    Markdown's, the flag is --canonicalize (the same as the thread's command block)."""
    assert clean_args("crashes during the --**canonicalize** pass") == (["--canonicalize"], False)
    assert clean_args("**-O2** **--mattr=+v** in.ll") == (["-O2", "--mattr=+v"], False)
    assert clean_args("-passes=**x**") == (["-passes=**x**"], False)  # inside a value: left as written


def test_a_plugin_named_in_an_issues_command_is_never_loaded():
    """An issue's command may load code into the tool (`opt -load-pass-plugin=…`, `mlir-opt
    --load-dialect-plugin …`): the reporter's plugin is not here, and a path a stranger chose is
    never loaded, even in the sandbox; the rest of the command stands."""
    assert clean_args("-load-pass-plugin=/tmp/x.so -passes=foo in.ll") == (["-passes=foo"], False)
    assert clean_args("--load-dialect-plugin /x.so --canonicalize t.mlir") == (["--canonicalize"], False)
    assert clean_args("-load /usr/lib/x.so -O2 in.ll") == (["-O2"], False)


def test_a_target_feature_named_in_prose_goes_into_the_inferred_command():
    """63813 (fresh73, a mail body): "When enabling `sve` feature, the following code crashes",
    the flags hidden in a godbolt link; the inferred llc command gets -mattr=+sve, without which
    no release crashes. Bare words and unquoted names add nothing; a command's own -mattr wins."""
    from workers.extract.llvm import prose_features

    x = extract_llvm(json.loads((OWN / "63813" / "issue.json").read_text()))
    assert (x.reproducers[0].tool, x.reproducers[0].args) == ("llc", ["-mtriple=aarch64", "-mattr=+sve"])
    assert prose_features("crashes with the `+avx512f` feature and `zvfh` extension enabled") == ["+avx512f", "+zvfh"]
    assert prose_features("When SVE is enabled, `llc` crashes; the `ptr` argument") == []
    assert prose_features("with `-mattr=+sve`") == []


def test_a_define_over_several_lines_keeps_the_brace_on_its_own_line_and_the_reported_error():
    """56880 (fresh74, a mail body): `define void @main(` with twenty parameters on their own lines
    and the body's `{` on a line of its own; the issue shows llc's bare "error: ran out of
    registers during register allocation" (LLVMContext's default handler, no file:line:col) in
    the console transcript. The module is taken whole (it was cut before the `{`), and that
    error is the reported failure."""
    d = OWN / "56880"
    x = extract_llvm(json.loads((d / "issue.json").read_text()))
    assert x.reproducers[0].source.strip() == (d / "repro.ll").read_text().strip()
    assert x.reported.kind == "diagnostic" and x.reported.key == "ran out of registers during register allocation"


def test_a_feature_named_in_prose_with_its_long_name_between():
    """63816 (fresh74): "When `d` (Standard Extension for Double-Precision Floating-Point) feature is
    on" -> -mattr=+d on the inferred RISC-V command."""
    from workers.extract.llvm import prose_features

    x = extract_llvm(json.loads((OWN / "63816" / "issue.json").read_text()))
    assert x.reproducers[0].args == ["-mtriple=riscv64", "-mattr=+d"]
    assert prose_features("with the `zbb` (basic bit manipulation) extension") == ["+zbb"]


def test_a_hang_said_as_getting_stuck_or_by_the_hang_label_is_a_reported_hang():
    """96012 (fresh76, a mail body): "InstCombine gets stuck when sinking negation", labelled
    llvm:hang, with a -debug log that never ends: a hang is reported (kind timeout), so a release
    that times out reproduces it. Either sign alone is enough; neither, and it is not a hang."""
    issue = json.loads((OWN / "96012" / "issue.json").read_text())
    assert extract_llvm(issue).reported.kind == "timeout"
    by_label = dict(issue, title="InstCombine and negation")
    assert extract_llvm(by_label).reported.kind == "timeout"
    by_title = dict(issue, labels=[{"name": "llvm:instcombine"}])
    assert extract_llvm(by_title).reported.kind == "timeout"
    neither = dict(by_title, title="InstCombine and negation")
    assert (extract_llvm(neither).reported or None) is None or extract_llvm(neither).reported.kind != "timeout"


def test_an_unreachable_message_is_the_line_above_it_never_a_text_above_that():
    """llvm_unreachable prints its message, then "UNREACHABLE executed at F:L!". 185351 (mlir10)
    pastes the bare UNREACHABLE line under a prose sentence that names the UNREACHABLE: that
    sentence is another text, not the message (the extractor keeps texts two blank lines apart).
    128843 pastes its message one blank line above the UNREACHABLE line, as Markdown habits do:
    still the message."""
    own = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm"
    x = extract_llvm(json.loads((own / "185351" / "issue.json").read_text()))
    assert x.reported.kind == "unreachable" and x.reported.message == "UNREACHABLE executed"
    assert x.reported.location.startswith("Support/APFloat.cpp")
    y = extract_llvm(json.loads((own / "128843" / "issue.json").read_text()))
    assert y.reported.message == "unimplemented reg-to-reg copy UNREACHABLE executed"


def test_a_quoted_pipeline_may_hold_a_shell_separator():
    """206007 (fresh81): 'Reproduce with: `opt -passes="loop-vectorize<no-interleave-forced-only;
    no-vectorize-forced-only;>,verify<loops>"`': the semicolons are inside the shell's quotes,
    not separators; an unquoted `;` still ends the command."""
    x = extract_llvm(json.loads((OWN / "206007" / "issue.json").read_text()))
    assert x.reproducers[0].args == ["-passes=loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>,"
                                     "verify<loops>"]
    assert find_commands("$ opt -O2 a.ll; echo done", "body")[0].args == ["-O2"]


def test_the_verifier_message_quoted_in_prose_is_the_reported_failure():
    """63042: no log, only "This causes error `PHINode should have one entry for each predecessor
    of its parent basic block!` during verification". That line is what a release build's
    verifier prints before "LLVM ERROR: Broken function found", so it is the reported failure
    (an assertion elsewhere is then another failure, not any crash). A code span that is code,
    or a sentence that names no verification, is not taken."""
    x = extract_llvm(json.loads((OWN / "63042" / "issue.json").read_text()))
    assert x.reported is not None and x.reported.kind == "llvm-error"
    assert x.reported.verifier_message.startswith("PHINode should have one entry for each predecessor")

    def issue(prose: str) -> dict:
        return {"number": 1, "title": "IndirectBrExpandPass bug", "body": prose + "\n\n```ll\ndefine void @f() {\n  ret void\n}\n```\n"}

    said = extract_llvm(issue("The verifier then reports `Instruction does not dominate all uses!` for it."))
    assert said.reported is not None and said.reported.verifier_message == "Instruction does not dominate all uses!"
    assert extract_llvm(issue("This gives `Instruction does not dominate all uses!` at -O2.")).reported is None
    assert extract_llvm(issue("Fails verification on `%x = phi i8 [ 2, %latch ]` here.")).reported is None


def test_a_shell_command_written_over_lines_is_one_command():
    """219492: "mlir-opt repro.mlir \\" then "  -pass-pipeline='builtin.module(…)'" in a bash
    block; the shell joins a line that ends in a backslash with the next, and so does the
    extraction (an opt transcript's "> " continuation prompt too)."""
    cmds = find_commands("```bash\nmlir-opt repro.mlir \\\n  -pass-pipeline='builtin.module(buffer-results-to-out-params"
                         "{modify-public-functions hoist-static-allocs})'\n```\n", "body")
    assert [c.args for c in cmds] == [["-pass-pipeline=builtin.module(buffer-results-to-out-params"
                                       "{modify-public-functions hoist-static-allocs})"]]
    cmds = find_commands("$ opt -S \\\n>   -passes=instcombine \\\n    -mtriple=amdgcn a.ll\n", "body")
    assert [(c.tool, c.args) for c in cmds] == [("opt", ["-S", "-passes=instcombine", "-mtriple=amdgcn"])]


def test_flags_laid_out_on_indented_lines_under_a_command_are_its_own():
    """58643 (mlir48): "mlir-opt temp.mlir" then " -pass-pipeline=func.func(tosa-to-linalg)",
    " -linalg-bufferize", ... each on an indented line of its own, with no backslash: a line of
    flags alone runs nothing, so they are the command's. A line that is not flags alone, or flags
    under a line that is no command, stay apart."""
    issue = json.loads((Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm" / "58643" /
                        "issue.json").read_text())
    assert extract_llvm(issue).reproducers[0].args == ["-pass-pipeline=func.func(tosa-to-linalg)", "-linalg-bufferize",
                                                       "-convert-linalg-to-affine-loops", "-affine-parallelize",
                                                       "-affine-loop-tile"]
    cmds = find_commands("```\n$ opt -S a.ll\n    -passes=instcombine -mtriple=amdgcn\n```\n", "body")
    assert [(c.tool, c.args) for c in cmds] == [("opt", ["-S", "-passes=instcombine", "-mtriple=amdgcn"])]
    apart = find_commands("```\nopt -S a.ll\n    -passes=gvn then it crashes\n```\n", "body")
    assert [c.args for c in apart] == [["-S"]]
    assert find_commands("```\nthe flags:\n  -passes=gvn\n```\n", "body") == []


def test_the_prose_saying_the_input_is_an_empty_file_gives_an_empty_module():
    """64267: "Reproduced with: `mlir-opt "--one-shot-bufferize= copy-before-write
    test-analysis-only" temp.mlir`, where `temp.mlir` is an empty file" and no module anywhere:
    the reproducer is the empty module the reporter ran (a pass option check that asserts before
    reading anything). Without the sentence there is no MLIR reproducer."""
    issue = {"number": 64267, "title": "[mlir] `one-shot-bufferize` crashed with assertion failure",
             "body": "Reproduced with:\n`mlir-opt \"--one-shot-bufferize= copy-before-write test-analysis-only\" temp.mlir`, "
                     "where `temp.mlir` is an empty file\n\ntrace:\n```console\nAssertion failed: (!(options.copyBeforeWrite "
                     "&& options.testAnalysisOnly) && \"invalid combination of bufferization flags\"), function "
                     "runOneShotBufferize, file OneShotAnalysis.cpp, line 1136.\n```\n"}
    x = extract_llvm(issue)
    assert x.reproducers and x.reproducers[0].kind == "mlir" and x.reproducers[0].source == ""
    assert x.reproducers[0].args == ["--one-shot-bufferize= copy-before-write test-analysis-only"]
    issue["body"] = issue["body"].replace(", where `temp.mlir` is an empty file", "")
    assert not [r for r in extract_llvm(issue).reproducers if r.kind == "mlir"]


def test_a_pass_written_without_its_dashes_in_an_mlir_opt_command_is_the_pass():
    """118761: "reproduce with: `mlir-opt  transform-dialect-check-uses a.mlir`" (the title has
    `-transform-dialect-check-uses`). mlir-opt takes no bare words but its input, so a hyphenated
    lower-case word on a command line that names an .mlir input is the pass; a word inside a
    quoted option string, prose after mlir-opt, or a line without an input are not."""
    cmds = find_commands("reproduce with: `mlir-opt  transform-dialect-check-uses a.mlir`", "body")
    assert [c.args for c in cmds] == [["-transform-dialect-check-uses"]]
    cmds = find_commands('`mlir-opt "--one-shot-bufferize= copy-before-write test-analysis-only" temp.mlir`', "body")
    assert [c.args for c in cmds] == [["--one-shot-bufferize= copy-before-write test-analysis-only"]]
    assert find_commands("mlir-opt crashes with an assertion on a.mlir", "body") == []
    assert find_commands("mlir-opt lower-affine then crashes", "body") == []


def test_a_target_named_in_the_titles_words_gives_llc_its_triple():
    """llvm/llvm-project#61264 (fresh89): "Statepoint relocations fail on AArch64", no tag, no label,
    target-less IR and no command: llc must run for AArch64 (x86, its default, compiles it clean)."""
    from workers.extract.llvm import target_from

    r = extract_llvm(_own(61264)).reproducers[0]
    assert r.tool == "llc" and "-mtriple=aarch64" in r.args, r.args
    ir = "define void @f() {\n  ret void\n}\n"
    assert target_from(ir, "crash when targeting RISC-V", [])[0] == "riscv64"
    assert target_from(ir, "fails on AArch64 but not on X86", [])[0] == ""  # which one?
    assert target_from(ir, "fails on AArch64", [], "", [], "opt")[0] == ""  # opt runs without a target
    assert target_from(ir, "keep VE at arm's length", [])[0] == ""  # short names only as tags


def test_a_program_arguments_line_that_ends_the_text_takes_the_proses_flags():
    """llvm/llvm-project#214713 (fresh90): the stack dump's "Program arguments: build/bin/llc
    -filetype=asm -" is the last line of the body (the rest is lost), and the prose says "I checked
    with `-global-isel`": the flag stands in for the lost tail. A whole dump line is what ran."""
    issue = _own(214713)
    r = extract_llvm(issue).reproducers[0]
    assert r.tool == "llc" and "-global-isel" in r.args, r.args
    whole = dict(issue, body=issue["body"] + "\n1.\tRunning pass 'Function Pass Manager' on module '<stdin>'.\n")
    r = extract_llvm(whole).reproducers[0]
    assert "-global-isel" not in r.args, r.args


def test_an_mlir_pass_named_by_its_class_in_prose_runs_by_its_flag():
    """llvm/llvm-project#159743 (mlir53): "an infinite loop if you run `mlir-opt -canonicalizer`"; no
    release knows -canonicalizer (mlir-opt: "Did you mean '--canonicalize'?"), so the reporter ran
    the Canonicalizer pass by its flag. A RUN line keeps what it says."""
    r = extract_llvm(_own(159743)).reproducers[0]
    assert r.tool == "mlir-opt" and r.args[:1] == ["-canonicalize"], r.args
    run = {"number": 1, "title": "t", "body": "```mlir\n// RUN: mlir-opt %s -canonicalizer\nfunc.func @f() {\n"
           "  return\n}\n```\n", "comments": [], "labels": [{"name": "mlir"}]}
    assert "-canonicalizer" in extract_llvm(run).reproducers[0].args


def test_a_command_the_text_says_succeeds_is_a_contrast_and_a_cut_span_loses_its_last_word():
    """llvm/llvm-project#59284 (fresh98): "Building it with `llc -filetype=obj -relocation-model=pic -O2
    test.ll --simplifycfg-sink-common=false -o test.o` will succeed, but\\nbuilding with `llc
    -filetype=obj -relocation-mod" (the excerpt ends there). The first command is the working
    contrast (said after it), its flag stays out; the second is the reproducer, without the word the
    text's end cut (an unknown '-relocation-mod' would fail every release)."""
    x = extract_llvm(_own(59284))
    r = x.reproducers[0]
    assert (r.tool, r.args) == ("llc", ["-filetype=obj"]), r.args
    assert any("simplifycfg-sink-common=false" in n and "says it works" in n for n in x.notes), x.notes
    cmds = find_commands("`llc -O2 a.ll` works fine, but `llc -O3 a.ll` crashes", "body")
    assert [(c.args, c.passing) for c in cmds] == [(["-O2"], True), (["-O3"], False)]
    cmds = find_commands("`llc -O3 a.ll` crashes, while -O0 works", "body")
    assert [(c.args, c.passing) for c in cmds] == [(["-O3"], False)]


def test_a_legacy_pass_flag_in_prose_makes_the_default_tool_opt():
    """llvm/llvm-project#54896 (fresh95): "both run with: `--load-store-vectorizer
    -mtriple=amdgcn-amd-amdhsa`" and no tool named. llc has no option named after an IR pass, so the
    command is opt's (llc would refuse the flag on every release)."""
    r = extract_llvm(_own(54896)).reproducers[0]
    assert (r.tool, r.args) == ("opt", ["--load-store-vectorizer", "-mtriple=amdgcn-amd-amdhsa"]), (r.tool, r.args)


def test_an_empty_mlir_file_in_prose_and_a_lone_generic_op_are_mlir_inputs():
    """58805 (mlir55): "I accidentally invoke `mlir-opt --convert-async-to-llvm temp.mlir` on an empty
    mlir file": the empty module. 132856 (mlir55): the whole input is the one malformed generic op
    line `"builtin"() : () -> *(` under an untagged fence; it is MLIR (a quoted op name called and
    given a function type), not prose."""
    r = extract_llvm(_own(58805)).reproducers[0]
    assert (r.kind, r.source, r.args) == ("mlir", "", ["--convert-async-to-llvm"])
    r = extract_llvm(_own(132856)).reproducers[0]
    assert r.kind == "mlir" and r.source.strip() == '"builtin"() : () -> *(' and r.args == []


def test_a_quoted_driver_path_in_a_stack_dump_is_still_the_driver():
    """llvm/llvm-project#185411 (fresh103): the dump's 'Program arguments: "/…/llvm21-debug/bin/clang" -c
    -target aarch64-linux reduced.ll' (clang quotes its own path) compiles the IR at clang's default -O0
    (GlobalISel on AArch64), which llc runs only with -O0."""
    r = extract_llvm(_own(185411)).reproducers[0]
    assert (r.tool, r.args) == ("llc", ["-O0"]), (r.tool, r.args)


def test_a_sentence_quoting_the_crash_does_not_give_the_message_of_the_log_below_it():
    """198094 (fresh112): the prose says it "aborts with `UNREACHABLE executed at ... Node is not in
    map!`", and the "Error output:" block prints "Node is not in map!" then "UNREACHABLE executed at
    …SelectionDAG.cpp:1314!": the message is the block's, not the sentence's words."""
    x = extract_llvm(json.loads((OWN / "198094" / "issue.json").read_text()))
    assert x.reported.kind == "unreachable" and x.reported.message.startswith("Node is not in map!"), x.reported


def test_a_block_that_is_only_the_error_line_is_the_reported_failure():
    """53099 (mlir62): under the module, a block holding only "error: expected type to be
    'tensor<?x?xf32>' or a rank-reduced version. (size mismatch)" is what the reporter saw, not the
    title's words."""
    x = extract_llvm(json.loads((OWN / "53099" / "issue.json").read_text()))
    assert x.reported.kind == "diagnostic" and not x.reported.first_line.startswith("(title)")
    assert "rank-reduced version" in x.reported.message


def test_an_op_error_pasted_without_its_prefix_is_placed_by_the_note_under_it():
    """61380 (mlir66): the "error message" block starts with the op's diagnostic as the reporter cut
    it, "'scf.parallel' op expects body to terminate with 'scf.yield'", over mlir-opt's own
    "temp.mlir:5:5: note: see current operation:": the reported diagnostic, at 5:5 (before, the issue
    had no reported failure and every release's error was another failure)."""
    from reducers.signature import error_position

    x = extract_llvm(json.loads((OWN / "61380" / "issue.json").read_text()))
    assert x.reported.kind == "diagnostic"
    assert x.reported.message == "'scf.parallel' op expects body to terminate with 'scf.yield'"
    assert error_position(x.reported.first_line) == (5, 5)


def test_a_block_the_text_says_works_is_run_after_the_one_it_does_not():
    """55609 (fresh132): "This works:" over the stackmap of i128 2^63-1, "This doesn't:" over 2^63; the
    second is the reproducer, the first its control. A lead that says the block fails is no control."""
    from workers.extract.llvm import works_lead

    x = extract_llvm(json.loads((OWN / "55609" / "issue.json").read_text()))
    assert "i128 9223372036854775808)" in x.reproducers[0].source
    assert "i128 9223372036854775807)" in x.reproducers[-1].source
    assert works_lead("This works:") and works_lead("The following compiles fine with -O0:")
    assert works_lead("Without the attribute it doesn't crash:")
    assert not works_lead("This doesn't:") and not works_lead("This doesn't work:")
    assert not works_lead("It works on LLVM 17 but crashes on 18:") and not works_lead("Reproducer:")


def test_a_title_tag_spelled_as_the_passes_option_names_the_pass():
    """75505 (fresh130): "[early-cse] Assertion failed: … "Operand mismatch"" and no command: opt
    with -passes=early-cse (the camel-case "[EarlyCSE]" was read before; the hyphenated tag was not,
    and llc ran instead)."""
    from workers.extract.llvm import ir_pass_named

    assert ir_pass_named("[early-cse] Assertion failed: x") == "early-cse"
    assert ir_pass_named("[EarlyCSE] Assertion failed: x") == "early-cse"
    assert ir_pass_named("[loop-vectorize] crash") == "loop-vectorize"
    x = extract_llvm(json.loads((OWN / "75505" / "issue.json").read_text()))
    assert (x.reproducers[0].tool, x.reproducers[0].args) == ("opt", ["-passes=early-cse"])


def test_a_line_of_code_on_the_fence_line_is_the_blocks_first_line():
    """156464 (fresh135): "```; opt -passes=loop-vectorize -force-vector-interleave=1 …" then the IR:
    GitHub hides the fence line's words as the info string, but they are the reporter's first line,
    here the command as an IR comment. 58956 (fresh124) writes its triple there. A language tag,
    with attributes or not, stays the tag."""
    from workers.extract.llvm import fenced_blocks

    x = extract_llvm(json.loads((OWN / "156464" / "issue.json").read_text()))
    assert (x.reproducers[0].tool, x.reproducers[0].args) == \
        ("opt", ["-passes=loop-vectorize", "-force-vector-interleave=1", "-force-vector-width=4",
                 "-prefer-inloop-reductions"])
    y = extract_llvm(json.loads((OWN / "58956" / "issue.json").read_text()))
    assert 'target triple = "arm64-apple-macosx"' in y.reproducers[0].source
    blocks, _ = fenced_blocks("```llvm\ndefine void @f() {\n  ret void\n}\n```\n```c++ {.line-numbers}\nint x;\n```\n", "body")
    assert [(b.info, b.text.splitlines()[0]) for b in blocks] == [("llvm", "define void @f() {"),
                                                                    ("c++ {.line-numbers}", "int x;")]


def test_a_flag_the_texts_end_cuts_is_taken_whole_from_another_command():
    """210601 (fresh135): the prose says `opt -O3 -mcpu=icelake-server` segfaults; the command block
    after the IR is open and the excerpt ends in it, at "opt -O3 -mcpu=icelak". The cut flag is the
    prose's, whole (an unknown "icelak" made every release crash elsewhere, read as the report's
    crash). 203466's open block ends at "opt -passes=loop-int", which nothing spells whole: no command."""
    x = extract_llvm(json.loads((OWN / "210601" / "issue.json").read_text()))
    assert [(r.tool, r.args) for r in x.reproducers] == [("opt", ["-O3", "-mcpu=icelake-server"])]
    y = extract_llvm(json.loads((OWN / "203466" / "issue.json").read_text()))
    assert all("-passes=loop-int" not in r.args for r in y.reproducers)


def test_mlir_opts_diagnostic_output_in_a_block_is_the_reported_failure():
    """56907 (mlir70): the "Output:" block is mlir-opt's error at the op with its source line, caret
    and three notes ("minimal.mlir:7:16: error: operand #2 does not dominate this use"), more lines
    than a lone error block; 200844 (mlir71): the same kind of block cut at "repro.mlir:13:3: error:
    opera", its position still read (the title's words were the report before)."""
    from reducers.signature import error_position

    x = extract_llvm(json.loads((OWN / "56907" / "issue.json").read_text()))
    assert x.reported.kind == "diagnostic" and x.reported.message == "operand #N does not dominate this use"
    assert error_position(x.reported.first_line) == (7, 16)
    y = extract_llvm(json.loads((OWN / "200844" / "issue.json").read_text()))
    assert y.reported.kind == "diagnostic" and error_position(y.reported.first_line) == (13, 3)


def test_a_run_line_that_only_verifies_is_not_the_reproducer():
    """203466 (fresh119): the IR's first RUN line is ``opt -passes=verify -disable-output %s`` (the
    input is valid), the second the crash (``opt -passes=loop-interchange
    -loop-interchange-profitabilities=ignore -disable-output %s``): the second is run."""
    x = extract_llvm(json.loads((OWN / "203466" / "issue.json").read_text()))
    rep = x.reproducers[0]
    assert rep.tool == "opt" and "-passes=loop-interchange" in rep.args, rep.args


def test_an_mlir_error_at_an_op_is_the_failure_only_where_nothing_says_it_crashed():
    """218097 (mlir63): the report's only failure text is "small.mlir:7:8: error: failed to legalize
    unresolved source materialization …": the reported diagnostic, at 7:8. 120883 (mlir53): the same
    kind of line under the title "-lift-cf-to-scf crashes" is what the log printed before the crash
    the excerpt cut: no reported failure text; so is 208331's, under "mlir-opt crashes at Casting.h:566"."""
    x = extract_llvm(json.loads((OWN / "218097" / "issue.json").read_text()))
    assert x.reported.kind == "diagnostic" and x.reported.first_line.startswith("small.mlir:7:8: error: failed to")
    assert extract_llvm(json.loads((OWN / "120883" / "issue.json").read_text())).reported is None
    assert extract_llvm(json.loads((OWN / "208331" / "issue.json").read_text())).reported is None


def test_flags_over_each_output_block_say_which_flags_crashed():
    """219637 (fresh157, after its untouched run): the IR, then a line of flags over the assembly
    it printed and another line of flags over the assertion: the crash is the second set's. A
    line of flags over clean output is not tried when another line of flags is over a crash;
    with no crash log under flags, both lines stay prose."""
    ir = "```llvm\ndefine void @foo(ptr %a) {\n  ret void\n}\n```\n"
    asm = "```asm\nfoo:\n        ret\n```\n"
    crash = ("```\nllc: SelectionDAG.cpp:7259: Assertion `N1.getValueType().bitsLT(VT) && \"Invalid anyext node, "
             "dst < src!\"' failed.\nPLEASE submit a bug report\n```\n")
    body = ir + "-O3 -mcpu=novalake -mattr=-cf\n" + asm + "-O3 -mcpu=novalake -mattr=+cf\n" + crash
    x = extract_llvm({"title": "[X86][APX] crash with CF", "body": body})
    assert "-mattr=+cf" in x.reproducers[0].args and "-mattr=-cf" not in x.reproducers[0].args
    assert any("not tried: -O3 -mcpu=novalake -mattr=-cf" in n for n in x.notes)
    flipped = ir + "-O3 -mcpu=novalake -mattr=+cf\n" + crash + "-O3 -mcpu=novalake -mattr=-cf\n" + asm
    assert "-mattr=+cf" in extract_llvm({"title": "[X86] crash", "body": flipped}).reproducers[0].args
    no_log = ir + "-O3 -mattr=-cf\n" + asm
    assert not any("not tried" in n for n in extract_llvm({"title": "[X86] crash", "body": no_log}).notes)

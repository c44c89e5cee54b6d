"""MLIR reproducers of llvm-project issues (workers/extract/mlir.py), on real issue text."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from workers.extract.llvm import extract_llvm
from workers.extract.mlir import looks_like_mlir, run_lines, split_mlir

OWN = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm"


def _issue(n: int) -> dict:
    return json.loads((OWN / str(n) / "issue.json").read_text())


def test_an_untagged_mlir_block_with_its_command_in_prose():
    """173555 (mlir0): an untagged block holding the module, 'mlir-opt test.mlir' in prose and the
    crash's stack dump in another block: one MLIR candidate for mlir-opt, no LLVM one."""
    x = extract_llvm(_issue(173555))
    rep = x.reproducers[0]
    assert (rep.kind, rep.tool, rep.args) == ("mlir", "mlir-opt", [])
    assert rep.source == (OWN / "173555" / "repro.mlir").read_text()
    assert all(r.kind == "mlir" for r in x.reproducers)
    assert x.reported.kind == "signal" and "mlir::vector::OuterProductOp::verify" in x.reported.frames[0]


def test_what_is_mlir_and_what_is_not():
    mlir = (OWN / "173555" / "repro.mlir").read_text()
    assert looks_like_mlir(mlir)
    # LLVM 13/14's builtin function; a GPU module of one op (186567's shape)
    assert looks_like_mlir("func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n")
    assert looks_like_mlir("module attributes {gpu.container_module} {\n  gpu.module @k {\n    gpu.barrier\n  }\n}\n")
    ir = (OWN / "160345" / "repro.ll").read_text()
    mir = (OWN / "183335" / "repro.mir").read_text()
    assert not looks_like_mlir(ir) and not looks_like_mlir(mir)
    assert not looks_like_mlir("import torch\nx = torch.nn.Linear(3, 4)\ny = x.weight.sum()\n")


def test_a_transcript_and_run_lines_around_the_module():
    src = (OWN / "173555" / "repro.mlir").read_text()
    block = "$ mlir-opt --canonicalize t.mlir\n" + "// RUN: mlir-opt %s --canonicalize -split-input-file | FileCheck %s\n" + src
    module = split_mlir(block)[0]
    assert module.startswith("// RUN:") and "$ mlir-opt" not in module
    assert run_lines(block) == ["mlir-opt %s --canonicalize -split-input-file"]
    issue = _issue(173555)
    issue = dict(issue, body=issue["body"].replace("```\nfunc.func", "```mlir\n// RUN: mlir-opt %s --canonicalize\nfunc.func", 1))
    rep = extract_llvm(issue).reproducers[0]
    assert rep.kind == "mlir" and rep.args == ["--canonicalize"] and "RUN line" in rep.command_origin


def test_pass_flags_named_in_prose_make_the_default_command():
    """A fuzzer's report names the pass in prose ("**Bug Pass**: --canonicalize") and gives no
    command line: mlir-opt with that pass."""
    issue = _issue(173555)
    body = issue["body"].replace("commads:\n\nmlir-opt test.mlir", "**Bug Pass**: --canonicalize")
    rep = extract_llvm(dict(issue, body=body, comments=[])).reproducers[0]
    assert rep.kind == "mlir" and rep.args == ["--canonicalize"] and rep.command_origin.startswith("default")


def test_one_block_holding_the_module_the_command_and_the_crash_log():
    """179046 (mlir2) with its fences turned into indented code (CommonMark joins indented blocks
    separated by blank lines into one): the module ends before the command and the log, and the
    log's UNREACHABLE message ("unsupported non numeric type", the line before) is the report's."""
    from tests.workers.extract.test_text import _fences_to_indented as indented

    issue = _issue(179046)
    want = extract_llvm(issue)
    moved = dict(issue, body=indented(issue["body"]), comments=[])
    got = extract_llvm(moved)
    assert got.reported.message == want.reported.message == "unsupported non numeric type UNREACHABLE executed"
    assert got.reproducers[0].kind == "mlir" and "UNREACHABLE" not in got.reproducers[0].source
    module, rest = split_mlir((OWN / "179046" / "repro.mlir").read_text() + "\nmlir-opt test.mlir\n\n"
                              "unsupported non numeric type\nUNREACHABLE executed at LinalgOps.cpp:624!\n")
    assert module == (OWN / "179046" / "repro.mlir").read_text().strip("\n") + "\n"
    assert rest.startswith("mlir-opt test.mlir") and rest.endswith("LinalgOps.cpp:624!")


def test_a_file_of_verify_diagnostics_directives_is_an_mlir_input_run_with_verify_diagnostics():
    """163343 (mlir5): the PoC is one `// expected-warning @unknown {{…}}` line, which mlir-opt
    parses as an empty module and reads only with -verify-diagnostics (the report's UBSan stack
    is in SourceMgrDiagnosticVerifierHandler). A block of ordinary comments is no MLIR."""
    import json
    from pathlib import Path

    from workers.extract.llvm import extract_llvm
    from workers.extract.mlir import looks_like_mlir

    own = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm"
    x = extract_llvm(json.loads((own / "163343" / "issue.json").read_text()))
    rep = x.reproducers[0]
    assert rep.kind == "mlir" and rep.args == ["-verify-diagnostics"] and "expected-warning" in rep.source
    assert not looks_like_mlir("// TODO: the lowering\n// see the PR\n")


@pytest.mark.parametrize("number", [159734, 159738, 159741, 159742])
def test_a_module_in_the_generic_form_is_mlir(number):
    """mlir7: fuzzer reports write the module in MLIR's generic form (`"builtin.module"() ({`,
    `"func.func"() <{…}> ({`), which --mlir-print-op-generic prints too; it is taken verbatim."""
    import json
    from pathlib import Path

    from workers.extract.llvm import extract_llvm

    d = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm" / str(number)
    x = extract_llvm(json.loads((d / "issue.json").read_text()))
    assert x.reproducers and x.reproducers[0].kind == "mlir"
    assert x.reproducers[0].source.strip() == (d / "repro.mlir").read_text().strip()


def test_a_block_of_comments_only_is_the_input_when_mlir_opt_crashed():
    """183511 (mlir9): the input is one `//` line fenced as ```llvm, the command only in the stack
    dump (`mlir-opt input.mlir --test-ir-visitors --convert-gpu-to-nvvm`): mlir-opt reads it as an
    empty module. Without an mlir-opt command such a block is nobody's input."""
    issue = _issue(183511)
    x = extract_llvm(issue)
    rep = x.reproducers[0]
    assert rep.kind == "mlir" and rep.source == "//\n"
    assert rep.args == ["--test-ir-visitors", "--convert-gpu-to-nvvm"]
    no_cmd = dict(issue, body=issue["body"].split("#### Stack Trace")[0], comments=[])
    assert not extract_llvm(no_cmd).reproducers


def test_a_func_whose_body_is_a_bare_return_is_mlir():
    """60071 (mlir13): the module is one `func.func @func(%arg: memref<4xf32, strided<[?]>>)` whose
    body is an unprefixed `return`, in an untagged block; the command ('mlir-opt --normalize-memrefs
    temp.mlir') is inline code. The dialect-qualified structure line makes it MLIR; a crash log
    quoting such a line does not."""
    x = extract_llvm(_issue(60071))
    rep = x.reproducers[0]
    assert (rep.kind, rep.tool, rep.args) == ("mlir", "mlir-opt", ["--normalize-memrefs"])
    assert rep.source.strip() == (OWN / "60071" / "repro.mlir").read_text().strip()
    assert not looks_like_mlir("Stack dump:\nfunc.func @f(%a: i32) {\n  return\n}\n")
    assert not looks_like_mlir("func.func @f(%a: i32) {\n")  # no closing brace: a fragment


@pytest.mark.parametrize("number,args", [
    (64385, ["--finalize-memref-to-llvm"]),     # two ops at the top level
    (64975, ["-int-range-optimizations"]),      # an op with a region, fenced as ``` milr
])
def test_ops_written_without_a_module_are_the_input_of_the_issues_mlir_opt(number, args):
    """mlir16: the reproducer is ops with no module or function around them, which mlir-opt wraps
    in an implicit module; the issue's mlir-opt command makes the block its input."""
    x = extract_llvm(_issue(number))
    rep = x.reproducers[0]
    assert (rep.kind, rep.args) == ("mlir", args)
    assert rep.source.strip() == (OWN / str(number) / "repro.mlir").read_text().strip()
    issue = _issue(number)
    no_cmd = dict(issue, title="", body=issue["body"].replace("mlir-opt", "a tool"), comments=[])
    assert not extract_llvm(no_cmd).reproducers  # without mlir-opt such a block is nobody's input


def test_a_module_pasted_without_a_fence_under_a_quote_marker():
    """128798 (mlir15): 'test case：' then '> module {' and the module's other lines unquoted
    (Markdown continues the quote lazily), no fence at all: the module from its first line to the
    brace that closes it, the marker removed, run with the pipeline of the inline command."""
    x = extract_llvm(_issue(128798))
    rep = x.reproducers[0]
    assert rep.kind == "mlir" and rep.source.strip() == (OWN / "128798" / "repro.mlir").read_text().strip()
    assert rep.args == ["--pass-pipeline=builtin.module(func.func(mesh-spmdization,test-constant-fold))"]


def test_the_function_a_title_says_crashed_is_on_the_reported_stack():
    """173563 (mlir19): 'mlir-opt crashes in mlir::spirv::FuncOp::verifyBody()' over a stack dump
    the excerpt cuts at frame #4 (a function_ref callback): the title's function joins the
    reported frames, so a release crash through it is linked."""
    x = extract_llvm(_issue(173563))
    assert x.reported.kind == "signal" and not x.reported.message
    assert x.reported.frames[-1] == "mlir::spirv::FuncOp::verifyBody"
    plain = dict(_issue(173563), title="mlir-opt crashes with -remove-dead-values")
    assert "mlir::spirv::FuncOp::verifyBody" not in extract_llvm(plain).reported.frames


@pytest.mark.parametrize("number,source", [
    (107546, "func.func private @no_block_func_declaration() -> ()\n"),  # a declaration alone
    (205710, None),  # module { one dialect op }
])
def test_the_smallest_modules_are_mlir(number, source):
    """mlir22/mlir21: a module of one bodiless func.func declaration (107546, three passes in
    inline code) and `module {` around a single `tosa.variable` (205710): both are whole modules."""
    x = extract_llvm(_issue(number))
    rep = x.reproducers[0]
    assert rep.kind == "mlir"
    assert rep.source.strip() == (source or (OWN / str(number) / "repro.mlir").read_text()).strip()
    assert not looks_like_mlir("func.func @f(%a: i32) {\n")  # an opening line alone is no module
    assert looks_like_mlir("module\n{\n\n}\n")  # an empty module is one (128342: the pass needs no input)
    assert not looks_like_mlir("some text module {\n}\n") and not looks_like_mlir("module {\n  x\n}\n")


@pytest.mark.parametrize("number,args,head", [
    (59983, ["--spirv-lower-abi-attrs"], "spirv.module Logical GLSL450 {"),  # no symbol after spirv.module
    (128342, ["--mlir-debug-counter=pass-execution-skip=1", "--test-pdll-pass"], "module\n{"),  # empty, brace below
])
def test_a_spirv_module_without_a_symbol_and_an_empty_module_are_mlir(number, args, head):
    """mlir24/mlir26: a top-level `spirv.module Logical GLSL450 {` (its symbol is optional) and
    `module` with its brace on the next line and nothing inside (the pass needs no input) were not
    read as modules, so the issues had no reproducer at all."""
    rep = extract_llvm(_issue(number)).reproducers[0]
    assert rep.kind == "mlir" and rep.args == args and rep.source.startswith(head)
    assert rep.source.strip() == (OWN / str(number) / "repro.mlir").read_text().strip()


def test_a_module_in_a_code_span_over_several_lines():
    """106172 (mlir31) pastes its module, the pass's output and the crash log each between single
    backticks over whole lines (a CommonMark code span may run over lines): the module is the
    first candidate, without the backticks and with its first line (`mesh.mesh …`)."""
    x = extract_llvm(_issue(106172))
    rep = x.reproducers[0]
    assert rep.source.strip() == (OWN / "106172" / "repro.mlir").read_text().strip()
    assert rep.args == ["--pass-pipeline=builtin.module(func.func(mesh-spmdization,test-constant-fold))"]


def test_a_fuzzer_titles_tag_names_the_pass_when_the_issue_gives_no_command():
    """204905 (mlir23): '[mlir][transform](transform-interpreter) mlir-opt crashes at …', the
    excerpt cut before its command: the tag is the pass (in every such title of the corpora it is
    the command's). A tag that is the tool, or a title with flags in prose, changes nothing."""
    from workers.extract.mlir import title_pass_tag

    assert extract_llvm(_issue(204905)).reproducers[0].args == ["-transform-interpreter"]
    assert title_pass_tag("[mlir][xegpu](xegpu-blocking) mlir-opt crashes at VectorOps.cpp:1206") == "xegpu-blocking"
    assert title_pass_tag("[mlir-opt] Crash in --inline pass") == ""
    assert title_pass_tag("[mlir](mlir-opt) crash") == "" and title_pass_tag("crash (zero-bit) in fold") == ""
    plain = dict(_issue(204905), title="mlir-opt crashes at ArrayRef.h:247")
    assert extract_llvm(plain).reproducers[0].args == []


def test_a_pass_named_bare_in_prose_as_what_is_run_is_the_commands_pass():
    """157934 (mlir79, untouched round 20): "Running `remove-dead-values` on the following IR
    produces the error below", no command and no flag: the backticked name beside "Running" is the
    pass (mlir-opt -remove-dead-values). A backticked name that is not said to be run (an option, a
    function), or the tool's own name, is not a pass."""
    from workers.extract.mlir import prose_pass_names

    assert extract_llvm(_issue(157934)).reproducers[0].args == ["-remove-dead-values"]
    assert prose_pass_names("Running `remove-dead-values` on it, then the `canonicalize-ops` pass") == \
        ["-remove-dead-values", "-canonicalize-ops"]
    assert prose_pass_names("apply the `--test-lower-to-llvm` pipeline; running `mlir-opt` crashes") == \
        ["-test-lower-to-llvm"]
    assert prose_pass_names("with `allow-unregistered-dialect` set, `loadCSE` in `affine-scalrep` crashes") == []


def test_a_region_op_at_the_top_without_a_module_is_mlir():
    """60209 (mlir38): `transform.with_pdl_patterns {` at column 0 holding pdl ops, closed by a `}`
    at column 0, no module around it (mlir-opt wraps it in one): the issue's input. A dotted call
    opening a brace inside prose or code with no dialect ops in it is not."""
    x = extract_llvm(json.loads((Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm" / "60209" /
                                 "issue.json").read_text()))
    assert x.reproducers[0].args == ["--test-transform-dialect-interpreter"]
    assert x.reproducers[0].source.startswith("transform.with_pdl_patterns {\n")
    assert not looks_like_mlir("obj.run() {\n  x = 1\n}\n")


def test_a_comment_line_that_is_an_mlir_opt_command_is_the_blocks_own_command():
    """97247: the module's first line is "// mlir-opt test.mlir -transform-interpreter" (no RUN:),
    as an IR file's "; opt …" line; it is the block's own command, and the issue is then runnable
    for the bot, whose intake refused IR with neither a command nor a target."""
    from workers.extract.mlir import run_lines

    text = "// mlir-opt test.mlir -transform-interpreter\nmodule {\n}\n// not mlir-opt: prose\n"
    assert run_lines(text) == ["mlir-opt test.mlir -transform-interpreter"]
    assert run_lines("// RUN: mlir-opt %s -canonicalize | FileCheck %s\n") == ["mlir-opt %s -canonicalize"]


def test_the_bot_takes_an_mlir_issue_whose_command_is_a_comment_line():
    """97247 through the bot's intake (`workers.jobs.candidates.assess`): runnable, with the
    comment line's command; before, the bot refused it while the CLI ran it with no pass."""
    import json
    from pathlib import Path

    from workers.jobs.candidates import assess

    root = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "llvm" / "97247"
    a = assess(json.loads((root / "issue.json").read_text()), "llvm/llvm-project")
    assert a.candidate and "-transform-interpreter" in a.reason


def test_generic_form_op_lines_alone_are_mlir():
    """A block of generic-form ops only, even a malformed one (132856's `"builtin"() : () -> *(`, a
    parser crash), is MLIR: a quoted op name called with operands and given a function type. A
    Python call of a string or a quoted call without a type is not."""
    assert looks_like_mlir('"builtin"() : () -> *(')
    assert looks_like_mlir('%0 = "arith.addi"(%a, %b) : (i32, i32) -> i32\n"func.return"(%0) : (i32) -> ()\n')
    assert not looks_like_mlir('print("x")')
    assert not looks_like_mlir('"foo"(1, 2)')
    assert not looks_like_mlir('x = "a"(b) : (c)')


def test_an_op_whose_name_starts_upper_case_after_its_dialect_is_mlir():
    """197970 (mlir62): SPIR-V's vendor ops are ``spirv.ARM.Graph`` / ``spirv.ARM.GraphConstant``
    (the name after the dialect starts upper case, as in ``spirv.IAdd``); the block of such ops with
    the region op at the top is the module, and the ``**Command:**`` block's mlir-opt runs on it."""
    x = extract_llvm(_issue(197970))
    rep = x.reproducers[0]
    assert (rep.kind, rep.tool, rep.args) == ("mlir", "mlir-opt", ["--canonicalize"])
    assert rep.source.strip() == (OWN / "197970" / "repro.mlir").read_text().strip()
    assert looks_like_mlir("%0 = spirv.IAdd %a, %b : i32\nspirv.Return\n") is False  # no structure line
    assert looks_like_mlir("spirv.func @f(%a: i32) \"None\" {\n  %0 = spirv.IAdd %a, %a : i32\n  spirv.Return\n}\n")


def test_a_block_of_alias_definitions_only_is_mlir():
    """57342 (mlir66): the input is one attribute alias, ``#test = dense<22> : tensor<vector<4xi8>>``
    (the attribute parser asserted on it); mlir-opt reads the definitions and an empty module, and the
    console block's ``$ mlir-opt test.mlir`` runs it with no pass. LLVM IR's ``attributes #0 = {…}``
    and ``!0 = !{…}`` metadata lines, a Python comment and a shell assignment are not aliases."""
    x = extract_llvm(_issue(57342))
    rep = x.reproducers[0]
    assert (rep.kind, rep.tool, rep.args) == ("mlir", "mlir-opt", [])
    assert "#test = dense<22> : tensor<vector<4xi8>>" in rep.source
    assert looks_like_mlir("#map = affine_map<(d0) -> (d0 + 1)>\n!t = !llvm.ptr\n!i = i32\n")
    assert not looks_like_mlir("!llvm.module.flags = !{!0}\n!0 = !{i32 7, !\"PIC Level\", i32 2}\n")
    assert not looks_like_mlir("attributes #0 = { nounwind }\n")
    assert not looks_like_mlir("#x = 5\n")
    assert not looks_like_mlir("#include <stdio.h>\n")


def test_a_region_op_at_the_top_whose_body_ops_are_unqualified_is_mlir_by_its_block_labels():
    """60213 (mlir67): ``transform.sequence failures(propagate) {`` at the top, its body a block label
    with typed arguments (``^bb0(%arg0: !pdl.operation):``) and an unqualified ``sequence`` op, in a
    fence tagged ``milr``; the prose's `mlir-opt --test-ir-visitors temp.mlir` runs it. LLVM IR's
    labels carry no caret."""
    x = extract_llvm(_issue(60213))
    rep = x.reproducers[0]
    assert (rep.kind, rep.tool, rep.args) == ("mlir", "mlir-opt", ["--test-ir-visitors"])
    assert rep.source.strip() == (OWN / "60213" / "repro.mlir").read_text().strip()
    assert not looks_like_mlir("foo.bar {\nbb0:\n  ret void\n}\n")


def test_a_command_naming_no_input_reads_an_empty_stdin_90344():
    """90344 (mlir85): `mlir-opt --sparsifier="..." --dump-pass-pipeline` asserts while printing the
    pipeline; the issue shows no module and the command names no input, so mlir-opt reads an empty
    standard input. A command that names a file, or a text that names a .mlir file or an
    attachment, is not given an empty input."""
    from workers.extract.llvm import names_input

    x = extract_llvm(_issue(90344))
    assert len(x.reproducers) == 1 and x.reproducers[0].kind == "mlir" and x.reproducers[0].source == ""
    assert "--dump-pass-pipeline" in x.reproducers[0].args
    assert not names_input("", ' --sparsifier="a=b c=d" --dump-pass-pipeline')
    assert names_input("", " -canonicalize test.mlir") and names_input("cat t.mlir |", " -cse")
    assert names_input("", " -cse < t.mlir") and names_input("", " %s -cse") and names_input("", " -cse -")
    assert not names_input("", " -cse -o out.mlir")
    body = "Running `mlir-opt --canonicalize` on the attached file crashes:\n```\nmlir-opt --canonicalize\n```\n"
    assert extract_llvm({"title": "crash", "body": body, "comments": []}).reproducers == []

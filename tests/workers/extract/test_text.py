"""`workers.extract.text`: what GitHub's REST API really returns must extract as the corpus does.

Bodies written in GitHub's web editor or through an issue form come back with ``\\r\\n`` line
ends. Before `normalized_issue`, Triton extraction found no fenced block at all in such a body
(every shared Triton issue gave "no Triton Python code found"), so the bot would have answered
"nothing runnable" to most real Triton issues. The properties run the real extractors on the
real corpus issues, with the texts re-encoded as the API delivers them.
"""
from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from workers.extract.llvm import extract_llvm
from workers.extract.text import normalize_text, normalized_issue
from workers.github.candidates import is_candidate
from workers.triton.extract import extract_triton

SHARED = Path("/work/shared/corpus")
OWN = Path(__file__).resolve().parents[3] / "bench" / "corpus"


def _issues(project: str) -> list[Path]:
    dirs = [d for root in (SHARED / project, OWN / project) if root.is_dir() for d in sorted(root.iterdir())]
    return [d for d in dirs if (d / "issue.json").exists()]


def _recode(issue: dict, fn) -> dict:
    out = copy.deepcopy(issue)
    for key in ("title", "body"):
        if out.get(key):
            out[key] = fn(out[key])
    for c in out.get("comments") or []:
        if isinstance(c, dict) and c.get("body"):
            c["body"] = fn(c["body"])
    return out


def _crlf(text: str) -> str:
    return text.replace("\n", "\r\n")


def _view(x) -> tuple:
    """What the pipeline acts on: every candidate (source, command, target) and the reported failure."""
    reps = tuple((r.source, r.tool, tuple(r.args), r.triple, r.cpu, tuple(sorted(r.env.items())))
                 for r in x.reproducers)
    return reps, repr(x.reported)


def test_normalize_text():
    assert normalize_text("a\r\nb\rc\n") == "a\nb\nc\n"
    assert normalize_text("x\u00a0=\u00a01") == "x = 1"
    assert normalize_text(None) == ""
    issue = {"title": "t\r\n", "body": "b\r\n", "comments": [{"body": "c\r\n", "id": 3}, "odd"], "number": 7}
    out = normalized_issue(issue)
    assert out == {"title": "t\n", "body": "b\n", "comments": [{"body": "c\n", "id": 3}, "odd"], "number": 7}
    assert issue["body"] == "b\r\n"  # the caller's issue is left as it was


@pytest.mark.parametrize("project,extract", [("triton", extract_triton), ("llvm", extract_llvm)])
def test_crlf_bodies_extract_like_lf_bodies(project, extract):
    dirs = _issues(project)
    if not dirs:
        pytest.skip("no corpus here")
    differ, found = [], 0
    for d in dirs:
        issue = json.loads((d / "issue.json").read_text())
        lf = _view(extract(issue))
        found += bool(lf[0])
        if _view(extract(_recode(issue, _crlf))) != lf:
            differ.append(d.name)
    assert found > len(dirs) // 2  # the property is about issues that have a reproducer
    assert differ == []


def test_crlf_issue_is_still_a_candidate():
    issue = json.loads((_issues("triton") or pytest.skip("no corpus"))[0].joinpath("issue.json").read_text())
    assert is_candidate(_recode(issue, _crlf)) == is_candidate(issue)


def test_details_and_tilde_fences_extract_the_same_kernel():
    """Two other ways people wrap code on GitHub: a collapsed ``<details>`` section and ``~~~``."""
    fence = re.compile(r"(?m)^```([\w+-]*)[ \t]*\n(.*?)^```[ \t]*$", re.S)
    wrap = {"details": lambda t: fence.sub(lambda m: f"<details><summary>repro</summary>\n\n{m.group(0)}\n\n</details>", t),
            "tilde": lambda t: fence.sub(lambda m: f"~~~{m.group(1)}\n{m.group(2)}~~~", t)}
    dirs = [d for d in _issues("triton") if d.parent.parent == SHARED]
    if not dirs:
        pytest.skip("shared corpus not present")
    for name, fn in wrap.items():
        differ = [d.name for d in dirs if _view(extract_triton(_recode(json.loads((d / "issue.json").read_text()), fn)))
                  != _view(extract_triton(json.loads((d / "issue.json").read_text())))]
        assert differ == [], name


def test_unquote_keeps_python_prompts_and_a_lone_pytest_marker():
    from workers.extract.text import unquote

    assert unquote("> RuntimeError: x\n>> nested\n> > two") == "RuntimeError: x\nnested\ntwo"
    assert unquote("> def f():\n>     return 1\n>") == "def f():\n    return 1\n"
    # pytest's ">" before the failing source line, alone among unquoted lines; a Python prompt
    pytest_tb = "    def test():\n>       kernel[(1,)](x)\nE       ValueError: bad"
    assert unquote(pytest_tb) == pytest_tb
    assert unquote(">>> import triton") == ">>> import triton"


@pytest.mark.parametrize("project,extract", [("triton", extract_triton), ("llvm", extract_llvm)])
def test_a_quoted_issue_extracts_like_the_issue(project, extract):
    """A reply that quotes the report ("> ```llvm", "> LLVM ERROR: ..."), or a report written in
    a quote block: every line behind "> ". Issues whose excerpt ends inside a fence are left
    out (quoting them moves the cut). triton#3035 quotes its failure ("> NameError('kernel2 is
    not defined')"), which is read since."""
    dirs = [d for d in _issues(project)
            if json.loads((d / "issue.json").read_text()).get("body", "").count("```") % 2 == 0]
    if not dirs:
        pytest.skip("no corpus here")
    quote = lambda t: "\n".join("> " + ln for ln in t.split("\n"))  # noqa: E731
    differ = []
    for d in dirs:
        issue = json.loads((d / "issue.json").read_text())
        q = _recode(issue, quote)
        q["title"] = issue["title"]
        if _view(extract(q)) != _view(extract(issue)):
            differ.append(d.name)
    assert differ == []
    if project == "triton" and (OWN / "triton" / "3035").is_dir():
        x = extract_triton(json.loads((OWN / "triton" / "3035" / "issue.json").read_text()))
        assert x.reported is not None and "kernel2 is not defined" in x.reported.message


def _llvmbot_mirror(issue: dict, team: str = "backend-amdgpu") -> dict:
    """What llvm-project's llvmbot posts on a new issue: the subscriber ping, the author, and the
    body again in <details>, HTML-escaped, mentions broken with an empty comment (the shape of its
    real comments: "@llvm/issue-subscribers-bug\\n\\nAuthor: None (amehsan)\\n\\n<details>\\n...")."""
    import html

    body = re.sub(r"@(\w)", r"@<!-- -->\1", html.escape(issue.get("body") or "", quote=False))
    login = (issue.get("user") or {}).get("login", "someone")
    return {"user": {"login": "llvmbot"},
            "body": f"\n@llvm/issue-subscribers-{team}\n\nAuthor: None ({login})\n\n<details>\n{body}\n</details>\n"}


def test_llvmbots_subscriber_mirror_is_a_copy_of_the_body_not_a_reproducer():
    """Every llvm-project issue that the REST API returns with its comments carries llvmbot's
    subscriber notification, which repeats the body HTML-escaped ('@<!-- -->f', '&lt;'). Neither
    corpus was built with those comments. Every real LLVM issue of both corpora with the mirror as
    first comment extracts exactly as without it (it adds no candidate that cannot parse, no
    command, no message); and an issue whose body was emptied extracts from the mirror, unescaped."""
    issues = [json.loads((d / "issue.json").read_text()) for d in _issues("llvm")]
    assert len(issues) > 400
    for issue in issues:
        with_bot = dict(issue, comments=[_llvmbot_mirror(issue), *(issue.get("comments") or [])])
        assert _view(extract_llvm(with_bot)) == _view(extract_llvm(issue)), issue.get("number")
    n = 0
    for issue in issues:
        x = extract_llvm(issue)
        if not x.reproducers or "@" not in x.reproducers[0].source or not x.reproducers[0].command_origin.startswith("default"):
            continue
        emptied = dict(issue, body="", comments=[_llvmbot_mirror(issue), *(issue.get("comments") or [])])
        got = extract_llvm(emptied)
        assert got.reproducers and got.reproducers[0].source == x.reproducers[0].source, issue.get("number")
        n += 1
    assert n > 20


def _fences_to_indented(t: str) -> str:
    out, inside = [], False
    for ln in t.split("\n"):
        if re.match(r"^\s*(```|~~~)", ln):
            inside = not inside
            out.append("")
            continue
        out.append("    " + ln if inside else ln)
    return "\n".join(out)


@pytest.mark.parametrize("project,extract", [("triton", extract_triton), ("llvm", extract_llvm)])
def test_an_indented_code_block_reads_as_the_fence_it_replaces(project, extract):
    """Older reports paste code as CommonMark indented code blocks (4 spaces after a blank line)
    instead of fences. Every real issue of both corpora with one closed fence in its body (two
    adjacent indented blocks would merge into one, as GitHub renders them), that fence written
    as an indented block, extracts as the original: the same reproducer and reported failure."""
    def semantic(x) -> tuple:  # an untagged block loses a leading comment line: same module
        return tuple((re.sub(r"\s+", " ", re.sub(r"(?m)^\s*;.*$", "", r.source)).strip(), r.tool, tuple(r.args),
                      r.triple, r.cpu) for r in x.reproducers), repr(x.reported)

    n = 0
    for d in _issues(project):
        issue = json.loads((d / "issue.json").read_text())
        body = issue.get("body") or ""
        fences = re.findall(r"(?m)^\s*```.*$", body)
        if len(fences) != 2 or not re.fullmatch(r"\s*```[\w+-]*\s*", fences[0]) \
                or not re.fullmatch(r"\s*```\s*", fences[1]):
            # one block, its fence lines bare (no code after the backticks); a second line with an
            # info string opens another block, never closes one (57865: two "```console" chunks of an
            # excerpt, the first left open)
            continue
        moved = dict(issue, body=_fences_to_indented(body))
        assert semantic(extract(moved)) == semantic(extract(issue)), d.name
        n += 1
    assert n >= 20
    assert normalized_issue({"body": "text\n\n    define void @f() {\n      ret void\n    }\n\nmore"})["body"] == \
        "text\n\n```\ndefine void @f() {\n  ret void\n}\n```\n\nmore"
    # a list item's continuation and a paragraph's wrapped line stay prose
    for text in ("- item\n\n    continued item text", "a paragraph\n    wrapped"):
        assert normalized_issue({"body": text})["body"] == text


def test_an_indented_code_block_inside_a_numbered_step_is_code():
    """In a list item the code's indentation counts from the item's content column (CommonMark):
    "1. Steps:" then a paragraph at 3 and a module at 7 columns after a blank line is code (161394's
    indented module, its thread re-indented as numbered steps); the item's own continuation lines
    are not, nor text after the list."""
    from workers.extract.text import fence_indented_code

    got = fence_indented_code("1. Steps:\n\n   the IR:\n\n       func.func @f() {\n         return\n       }\n\n   then\n")
    assert got == "1. Steps:\n\n   the IR:\n\n   ```\n   func.func @f() {\n     return\n   }\n   ```\n\n   then\n"
    cont = "- item\n  more of it\n\n  and more\n"
    assert fence_indented_code(cont) == cont
    assert fence_indented_code("- item\n\nplain\n\n    code\n") == "- item\n\nplain\n\n```\ncode\n```\n"


def test_reports_hang_on_real_titles():
    """Titles of real hang reports (llvm-project, triton, ROCm/triton, pytorch) name the hang
    in words; crash titles, including ones about loops, do not."""
    from workers.extract.text import reports_hang
    hangs = ["Pipeline pass hanging",  # triton#1652
             "TritonGPU combine pass hang on gemm with pipelining on",  # triton#783
             "Infinite looping when calling Triton from torch inductor",  # triton#1328
             "[Issue]: Triton Compiler Takes Indefinite Time in ttgir -> llir Stage.",  # ROCm/triton#596
             "torch.compile gets stuck",  # pytorch#96662
             "InstCombine gets stuck when sinking negation",  # llvm#96012
             "[SLP] llc timeouts on x86_64 on Android or with -mcpu x86-64-v2"]  # llvm#178538
    for t in hangs:
        assert reports_hang(t), t
    assert reports_hang("[RISCV] Miscompile", ["llvm:hang"])  # the label alone
    for t in ["Pipeline pass crashes on loops with masked loads", "Large Grid Size Triggers Kernel No-Op",
              "[AMDGPU] Assertion failure in fixVALUMaskWriteHazard", "Loop carried variable changed type"]:
        assert not reports_hang(t, ["bug"]), t


def test_a_code_span_over_whole_lines_is_a_fenced_block():
    """CommonMark lets a code span run over lines; reports paste a module or a log that way
    (106172). A lone backtick line is a broken fence, not a span (triton 2471), and a fence's
    content is left alone."""
    from workers.extract.text import fence_code_spans

    assert fence_code_spans("text\n`module {\n  x\n}`\nmore") == "text\n```\nmodule {\n  x\n}\n```\nmore"
    for same in ("`\ncode\n`", "a `b` c\nd", "```\n`x\ny`\n```", "`x\n`y` z\nw`"):
        assert fence_code_spans(same) == same


@pytest.mark.parametrize("project,extract", [("triton", extract_triton), ("llvm", extract_llvm)])
def test_reprobots_own_comment_is_not_read_as_the_reporters(project, extract):
    """The bot's comment (found by its hidden marker, `workers.report.marker`) quotes the reduced
    reproducer and the command it ran; a later poll of the issue reads the thread again. Added to
    every corpus issue, it changes no extraction (64533 on the bot path had taken its command
    "from comment 3 by @reprobot")."""
    from workers.report import marker

    bot = {"user": {"login": "reprobot"}, "id": 1,
           "body": marker("llvm/llvm-project", 1) + "\n### reprobot\n```llvm\ndefine void @g() {\n  ret void\n}\n```\n"
                   "Command: `llc -mtriple=aarch64 -O3 repro.ll`\n```\nLLVM ERROR: Cannot select: t1\n```\n"
                   "```python\nimport triton\n```\n"}
    differ = []
    for d in _issues(project)[:200]:
        issue = json.loads((d / "issue.json").read_text())
        more = dict(issue, comments=[*(issue.get("comments") or []), bot])
        if _view(extract(more)) != _view(extract(issue)):
            differ.append(d.name)
    assert differ == []
    assert normalized_issue({"body": "b", "comments": [bot, {"body": "c"}]})["comments"] == [{"body": "c"}]

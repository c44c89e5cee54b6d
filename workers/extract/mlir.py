"""MLIR reproducers of llvm-project issues: an MLIR module in a code block and the ``mlir-opt``
command that fails on it (issues labelled ``mlir``; many come from fuzzers and name the pass in
prose: "**Bug Pass**: --convert-xegpu-to-xevm").

What makes text MLIR (`looks_like_mlir`): a top-level structure line (``module {``,
``module attributes {…} {``, ``func.func @f``, LLVM 13/14's ``func @f``, ``llvm.func``,
``gpu.module``) and an operation in the generic or custom form with a dialect prefix
(``%0 = arith.addi …``, ``"test.op"() …``); or a dialect-qualified structure line
(``func.func @f(…) {``) closed by its brace, whose body may hold only unprefixed ops (``return``). LLVM IR (``define``) and MIR (``name:`` / ``body: |``)
are never MLIR here, so each block is one kind only.

The command: a ``// RUN: mlir-opt %s …`` line of the block itself (lit's form in MLIR tests),
else an ``mlir-opt`` invocation of the issue (`workers.extract.llvm.find_commands` reads them
with llc and opt), else ``mlir-opt`` with the pass flags the prose names (``--canonicalize``,
``--pass-pipeline=…``); a bare ``mlir-opt`` parses and verifies the module, which is what a
parser crash needs.
"""
from __future__ import annotations

import re

# a top-level structure line: the module, or a function-like op at the top (LLVM 13/14 spell
# the builtin function `func @f`, later releases `func.func @f`)
_STRUCT = re.compile(r"^\s*(?:(?:builtin\.)?module\b[^\n]*(?:\n[ \t]*)?\{|"
                     # a SPIR-V module names its addressing and memory models, its symbol is optional
                     r"(?:spirv|spv)\.module\s+(?:@[\w.$-]+\s+)?(?:Logical|Physical)|"
                     r"(?:func\.func|func|llvm\.func|gpu\.func|gpu\.module|spirv\.module|spv\.module|"
                     r"transform\.named_sequence)\s+(?:(?:private|public|nested|external|internal)\s+)*@|"
                     # the generic form a fuzzer or --mlir-print-op-generic writes: "builtin.module"() ({
                     r"\"(?:builtin\.module|func\.func|gpu\.module|gpu\.func|llvm\.func|spirv\.module|"
                     r"transform\.named_sequence)\"\s*\()", re.M)
# a structure line only MLIR writes (a dialect-qualified function or module with its symbol): a
# module of that line and an unprefixed `return` alone is still MLIR (60071's one-op func.func)
_QUALIFIED_STRUCT = re.compile(r"^\s*(?:func\.func|llvm\.func|gpu\.func|gpu\.module|spirv\.module|spirv\.func|"
                               r"transform\.named_sequence)\s+(?:(?:private|public|nested|external|internal)\s+)*@[\w.$-]+"
                               r"\s*\(", re.M)
# an operation with results, custom (`%0 = arith.addi`) or generic (`%0 = "arith.addi"(`)
_RESULT_OP = re.compile(r"^\s*%[\w.$#-]+(?::\d+)?(?:\s*,\s*%[\w.$#-]+(?::\d+)?)*\s*=\s*\"?[a-z_][a-z0-9_]*\.[A-Za-z_]",
                        re.M)
# an operation without results (`func.return %0 : i32`, `scf.yield`, `"test.op"() : () -> ()`)
_BARE_OP = re.compile(r"^\s*\"?[a-z_][a-z0-9_]*\.[A-Za-z_][\w.]*\"?(?:\s|\(|$)", re.M)
# lit's RUN line in an MLIR comment
_RUN = re.compile(r"^\s*//\s*RUN\s*:\s*(.*)$", re.M | re.I)
# a prompt or tool output inside a block that also holds the module
_NOT_MLIR = re.compile(r"^\s*(?:\$\s|❯\s|>>>\s|\S*mlir-opt\s)")


# a `-verify-diagnostics` directive of MLIR's test files ("// expected-warning @unknown {{…}}")
VERIFY_DIRECTIVE = re.compile(r"^\s*//\s*expected-(?:error|warning|remark|note)\b", re.M)


def comments_only(text: str) -> bool:
    """Whether `text` holds only `//` comment lines and blank lines: a file mlir-opt parses as an
    empty module."""
    return all(not ln.strip() or ln.lstrip().startswith("//") for ln in text.splitlines())


# a block label with its typed arguments ("^bb0(%arg0: !pdl.operation):", 60213: a region op at the
# top whose body's ops are unqualified, `sequence %arg0 …` inside transform.sequence); LLVM IR's labels
# have no caret
_BLOCK_LABEL = re.compile(r"^[ \t]*\^[\w.$-]{1,100}[ \t]*(?:\([ \t]*%[\w.$#-]{1,100}[ \t]*:|:)", re.M)
_TOP_REGION_OP = re.compile(r"^[a-z_][a-z0-9_]*\.[A-Za-z_][\w.]*\b[^\n{]{0,200}\{[ \t]*$", re.M)
_EMPTY_MODULE = re.compile(r"\A\s*(?://[^\n]*\n\s*)*(?:builtin\.)?module(?:\s+@[\w.$-]+)?"
                           r"(?:\s+attributes\s*\{[^{}\n]*\})?\s*\{\s*\}\s*")


# a generic-form op's head, `%0 = "arith.addi"(` (its function type, `: (`, must follow on the line);
# one unbounded run per pattern, so a long line that almost matches costs linear time; both are
# anchored (\A): they are matched at a line's start only
_GENERIC_OP_HEAD = re.compile(r"\A\s*(?:%[\w.$#:-]+(?:\s*,\s*%[\w.$#:-]+)*\s*=\s*)?\"[A-Za-z_][\w.$-]*\"\s*\(")
_FUNCTION_TYPE = re.compile(r":\s*\(")
_CLOSING_LINE = re.compile(r"\A\s*(?:\}\)?\s*(?::[^\n]*)?|\^bb\d+[^\n]*)$")


def _generic_op_line(line: str) -> bool:
    m = _GENERIC_OP_HEAD.match(line)
    return bool(m and _FUNCTION_TYPE.search(line, m.end()))


# an attribute or type alias definition ("#map = affine_map<(d0) -> (d0)>", "!t = !llvm.ptr"): only MLIR
# writes these at a line's start (LLVM IR's "attributes #0" and "!0 = !{...}" metadata do not match)
_ALIAS_DEF = re.compile(r"\A\s*(?:#[A-Za-z_][\w.$-]{0,100}\s*=\s*(?:[a-z_]\w{0,40}<|#[a-z_]\w{0,40}\.\w|[\[{\"])|"
                        r"![A-Za-z_][\w.$-]{0,100}\s*=\s*(?:![a-z_]\w{0,40}\.\w|[a-z_]\w{0,40}<|(?:[isu]\d+|f\d+|bf16|index)\s*$))")


def looks_like_mlir(text: str) -> bool:
    """Whether `text` holds an MLIR module (see the module docstring), or only `-verify-diagnostics`
    directives (a file of comments mlir-opt parses as an empty module, 163343)."""
    if re.search(r"^\s*(?:define|declare)\b", text, re.M) or re.search(r"^\s*body:\s*\|", text, re.M):
        return False
    if VERIFY_DIRECTIVE.search(text) and comments_only(text):
        return True
    if _STRUCT.search(text) and (_RESULT_OP.search(text) or len(_BARE_OP.findall(text)) >= 2):
        return True
    if _LOG_START.search(text):
        return False
    # a region op at the top with no module around it ("transform.with_pdl_patterns {", 60209):
    # mlir-opt wraps it in one; its body holds dialect ops and it closes at column 0
    if _TOP_REGION_OP.search(text) and re.search(r"^\}", text, re.M) \
            and (_RESULT_OP.search(text) or len(_BARE_OP.findall(text)) >= 2 or _BLOCK_LABEL.search(text)):
        return True
    # an empty module, its brace maybe on the next line ("module\n{\n\n}", 128342: the input of a
    # crash in a pass that needs none)
    if _EMPTY_MODULE.fullmatch(text):
        return True
    # a module of one dialect op closed by its brace ("module {\n  tosa.variable @m : …\n}", 205710)
    if _STRUCT.search(text) and _BARE_OP.search(text) and re.search(r"^\s*\}", text, re.M):
        return True
    # a body of unprefixed ops only (`return`): the structure line says MLIR, if no log is mixed in
    if _QUALIFIED_STRUCT.search(text) and re.search(r"^\s*\}", text, re.M):
        return True
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("//")]
    # generic-form ops only, even an unqualified or malformed one ("\"builtin\"() : () -> *(", 132856: a
    # parser crash on one line): a quoted op name called with operands and given a function type
    # is MLIR's generic syntax and nothing else's
    if lines and _generic_op_line(lines[0]) and all(_generic_op_line(ln) or _CLOSING_LINE.match(ln) for ln in lines):
        return True
    # aliases only ("#test = dense<22> : tensor<vector<4xi8>>", 57342: a crash in the attribute
    # parser): mlir-opt reads the definitions and an empty module
    if lines and all(_ALIAS_DEF.match(ln) for ln in lines):
        return True
    # declarations only ("func.func private @no_block_func_declaration() -> ()", 107546): a module too
    return bool(lines) and all(_QUALIFIED_STRUCT.match(ln) and not ln.rstrip().endswith("{") for ln in lines)


# a line of a module written without its module: an op, a closing brace, a block label, an alias
_TOP_LINE = re.compile(r"^(?:%[\w.$#-]+(?::\d+)?(?:\s*,\s*%[\w.$#-]+(?::\d+)?)*\s*=\s*\"?[a-z_][a-z0-9_]*\.[A-Za-z_]|"
                       r"\"?[a-z_][a-z0-9_]*\.[A-Za-z_][\w.]*\"?(?:\s|\(|$)|[})\]]|\^bb|//|[#!][\w.$-]+\s*=)")


def top_level_ops(text: str) -> bool:
    """Whether `text` is ops written at the top level with no module or function around them
    (``%c15 = arith.constant 15 : index`` then ``%alloc = memref.alloc(%c15) : …``, 64385):
    mlir-opt wraps such a file in an implicit module. Every unindented line is an op, a closing
    brace, a block label, a comment or an alias; the first is an op with a result; no crash log."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines or not _RESULT_OP.match(lines[0]) or _LOG_START.search(text):
        return False
    if re.search(r"^\s*(?:define|declare)\b", text, re.M):
        return False
    return all(_TOP_LINE.match(ln) for ln in lines if not ln[:1].isspace())


_STRUCT_START = re.compile(r"^\s*(?:(?:builtin\.)?module\b[^\n]*\{\s*$|(?:func\.func|llvm\.func|gpu\.module|spirv\.module)\s+"
                           r"(?:(?:private|public|nested)\s+)*@[^\n]*\{\s*$)")


def unfenced_module(prose: str) -> str:
    """An MLIR module pasted without a fence (128798: under a ``> `` quote marker, which Markdown
    continues lazily over the lines that follow): from a ``module {`` or ``func.func @f(…) {``
    line to the line that balances its braces, quote markers removed; "" when there is none
    or it does not look like MLIR."""
    lines = [re.sub(r"^\s*>\s?", "", ln) for ln in prose.splitlines()]
    for i, ln in enumerate(lines):
        if not _STRUCT_START.match(ln):
            continue
        depth, out = 0, []
        for cur in lines[i:]:
            out.append(cur)
            depth += cur.count("{") - cur.count("}")
            if depth <= 0:
                text = "\n".join(out) + "\n"
                return text if looks_like_mlir(text) else ""
        return ""
    return ""


# where a crash log starts in a block that also holds the module (CommonMark joins indented code
# blocks separated by blank lines into one: module, command and log, 179046 re-indented)
_LOG_START = re.compile(r"^\s*(?:PLEASE submit|Stack dump:|LLVM ERROR|\S*mlir-opt: |#\d+ 0x|\d+\.\s+Program arguments)|"
                        r"UNREACHABLE executed|Assertion\s*[`(]|Assertion failed")
# a line that can end a module: a closing brace, a comment, an op, an attribute or type alias,
# the end of the file's metadata section (`{-# dialect_resources: … #-}`, 181266)
_MLIR_TAIL = re.compile(r"^\s*(?:[})\]]|//|%|\^|\"?[a-z_][a-z0-9_]*\.[A-Za-z_]|\"[A-Za-z_][\w.$-]*\"\s*\(|[#!][\w.$-]+\s*=|"
                        r"#-\}|$)")


def split_mlir(text: str) -> tuple[str, str]:
    """(the module, the rest) of a block: the module's text without prompt lines and the tool's
    own lines (a transcript such as ``$ mlir-opt --canonicalize t.mlir`` above it), up to where
    a crash log starts (the message line before an UNREACHABLE too) and without trailing lines
    that are not MLIR; the rest is what was cut off (a log, a command), "" when nothing was."""
    lines = text.splitlines()
    end = next((i for i, ln in enumerate(lines) if _LOG_START.search(ln)), len(lines))
    if end < len(lines) and re.search(r"UNREACHABLE executed", lines[end]) and end and lines[end - 1].strip():
        end -= 1  # llvm_unreachable prints its message on the line before
    while end and not _MLIR_TAIL.match(lines[end - 1]):
        end -= 1
    module = [ln for ln in lines[:end] if not _NOT_MLIR.match(ln)]
    rest = [ln for ln in lines[:end] if _NOT_MLIR.match(ln)] + lines[end:]
    return "\n".join(module).strip("\n") + "\n", "\n".join(rest).strip("\n")



def run_lines(text: str) -> list[str]:
    """The ``mlir-opt`` part of each ``// RUN:`` line of `text` (up to a pipe), e.g.
    ``mlir-opt %s --canonicalize``, and of a comment line that is an mlir-opt command
    (``// mlir-opt test.mlir -transform-interpreter``, 97247, as ``; opt …`` in IR); lines for
    other tools are left out."""
    lines = [m.group(1) for m in _RUN.finditer(text)] + [m.group(1) for m in _COMMENT_CMD.finditer(text)]
    cmds = (re.split(r"\s\|\s", ln, maxsplit=1)[0].strip() for ln in lines)
    return [c for c in cmds if re.match(r"(?:\S*/)?mlir-opt\b", c)]


# a comment line that is an mlir-opt command line ("// mlir-opt test.mlir -pass", "// $ mlir-opt …")
_COMMENT_CMD = re.compile(r"^[ \t]*//[ \t]*(?:\$[ \t]*)?((?:[\w.~+-]*/)*mlir-opt[ \t][^\n]*)$", re.M)


# a pass flag in prose: `--canonicalize`, `--convert-xegpu-to-xevm`, `--pass-pipeline="builtin.module(…)"`
# (double dash: a single-dash word in prose is too often something else)
_PROSE_FLAG = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*(?:=\"[^\"\n]*\"|='[^'\n]*'|=[^\s`'\",)]+)?)")
_NOT_PASSES = {"--help", "--version", "--help-hidden", "--help-list"}


def prose_pass_flags(text: str) -> list[str]:
    """mlir-opt flags named in prose, in order, once each (quotes of a value dropped)."""
    out: list[str] = []
    for m in _PROSE_FLAG.finditer(text):
        flag = re.sub(r"=([\"'])(.*)\1$", r"=\2", m.group(1))
        if flag not in out and flag not in _NOT_PASSES:
            out.append(flag)
    return out


# a pass named in prose by its bare name, in backticks, as what is run: "Running
# `remove-dead-values` on the following IR" (157934), "the `canonicalize` pass". Only beside
# the words that say it is run, or before "pass": a backticked word alone is too often
# something else (a function, an option, a file)
_BACKTICKED_PASS = r"`-{0,2}([a-z][a-z0-9]*(?:-[a-z0-9]+)+)`"
_PROSE_PASS_NAME = re.compile(
    r"(?i:\b(?:run|runs|running|ran|apply|applies|applying|applied|invoke|invoking)\s+(?:the\s+)?)"
    + _BACKTICKED_PASS + r"|" + _BACKTICKED_PASS + r"\s+pass\b")
_NOT_PASS_NAME = re.compile(r"^(?:mlir-|.*-(?:opt|translate|lsp-server|reduce)$)")


def prose_pass_names(text: str) -> list[str]:
    """mlir-opt pass flags (``-name``) for the passes prose names bare, in backticks, as run
    (`_PROSE_PASS_NAME`), in order, once each; tool names (``mlir-opt``) are not passes."""
    out: list[str] = []
    for m in _PROSE_PASS_NAME.finditer(text):
        name = m.group(1) or m.group(2)
        if not _NOT_PASS_NAME.match(name) and f"-{name}" not in out:
            out.append(f"-{name}")
    return out


# the pass a report's title names in its tag, the form of a fuzzer's reports: "[mlir][transform]
# (transform-interpreter) mlir-opt crashes at ..." (204905; in 30 of 30 such titles of the corpora
# the tag is the pass of the command the issue gives)
_TITLE_PASS_TAG = re.compile(r"^\s*(?:\[[^\]\n]{1,40}\]\s*)+\(([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\)")


def title_pass_tag(title: str) -> str:
    """The pass named by a title's ``[...](pass-name)`` tag, or "" (``mlir-opt`` is the tool,
    not a pass)."""
    m = _TITLE_PASS_TAG.match(title)
    return m.group(1) if m and m.group(1) != "mlir-opt" else ""


"""Extract LLVM IR / MIR reproducers, their command lines and the reported failure from a
GitHub issue (the REST shape: ``title``, ``body``, ``labels[].name``, ``comments[].body``).

What issues look like (see shared/corpus): IR in bare or tagged fences (``llvm``, ``ll``,
``llvm ir``), IR inside a shell transcript (``❯ cat reduced.ll`` then the IR then ``❯ llc …``),
a fence left open where the excerpt ends, several blocks (C source, stack dumps, MIR dumps);
the command in prose (``Compiling with `llc test.ll```), in ``; RUN:`` lines, in a
``Command:`` block, only in the stack dump's ``Program arguments:`` line, or only behind a
godbolt link (recorded, never fetched); godbolt's own flags (``-o /app/output.s``,
``-x86-asm-syntax=intel``) are dropped. The target can be only in IR attributes
(``"target-cpu"="gfx908"``) or the title (``[AMDGPU]``).

Entry point: `extract_llvm(issue) -> Extraction`, candidates best first. Never raises on
odd text; an issue with no IR or MIR yields an empty candidate list.
"""
from __future__ import annotations

import itertools
import re
import shlex
from dataclasses import dataclass, replace
from typing import Any, Iterable

from reducers.reproducer import Reproducer
from reducers.signature import (UNPLACED_OP_ERROR, CrashSignature, cut_assertion_location, normalize_pass, parse_located_error, parse_reported,
                               pipeline_value, title_diagnostic, unwrap_assertion_lines)
from workers.extract.mlir import (VERIFY_DIRECTIVE, comments_only, looks_like_mlir, prose_pass_flags, prose_pass_names,
                                  run_lines, split_mlir, title_pass_tag, top_level_ops, unfenced_module)
from workers.extract.text import normalized_issue, reports_hang
from workers.project import Extraction

MAX_TEXT = 2_000_000  # characters of one text considered; bounded work on hostile input

# ------------------------------------------------------------------ fences


@dataclass
class Block:
    info: str
    text: str
    origin: str
    closed: bool
    lead: str = ""  # the last prose line before the fence: what the reporter says the block is


# Any indentation: a fence in a list item ("1. Run:" then the fence indented by 3 or 4) is
# still the reporter's code block; its lines lose the fence's indentation, as CommonMark
# strips it (a MIR document's "---" must start its line).
_FENCE = re.compile(r"^([ \t]*)(`{3,}|~{3,})\s*([^`\n]*)$")


# an "info string" that is a line of code: a comment holding the command, a prompt, a command, an IR
# or MLIR line (a language tag is one word, maybe with attributes in braces)
_CODE_ON_FENCE_LINE = re.compile(r"\A(?:;|//|\$\s|(?:[^\s/]{0,200}/){0,20}(?:opt|llc|mlir-opt)\s+-|define\s|declare\s|"
                                 r"target\s+(?:triple|datalayout)\b|source_filename\b|%[\w.]{1,200}\s*=|func\.func\s)")


def fenced_blocks(text: str, origin: str) -> tuple[list[Block], str]:
    """(code blocks, prose with the blocks removed). A fence left open runs to the end. A
    fence may be indented (a list item's); each line of its block loses up to that many
    leading spaces. (Indented code blocks arrive fenced: `workers.extract.text.fence_indented_code`.)"""
    blocks: list[Block] = []
    prose: list[str] = []
    lines = text[:MAX_TEXT].splitlines()
    i = 0
    while i < len(lines):
        m = _FENCE.match(lines[i])
        if not m:
            prose.append(lines[i])
            i += 1
            continue
        fence, info = m.group(2), m.group(3).strip().lower()
        indent = len(m.group(1).expandtabs(4))
        body: list[str] = []
        if _CODE_ON_FENCE_LINE.match(m.group(3).strip()):
            # the block's first line written on the fence line ("```; opt -passes=loop-vectorize …",
            # 156464): GitHub hides it as the info string, but it is the reporter's line
            body.append(m.group(3).strip())
            info = ""
        i += 1
        closed = False
        while i < len(lines):
            stripped = lines[i].strip()
            if stripped.startswith(fence[0] * len(fence)) and set(stripped) <= {fence[0]}:
                closed = True
                i += 1
                break
            line = lines[i]
            if indent:
                lead = len(line) - len(line.lstrip(" "))
                line = line[min(lead, indent):]
            body.append(line)
            i += 1
        lead = next((ln.strip() for ln in reversed(prose[-3:]) if ln.strip()), "")
        blocks.append(Block(info, "\n".join(body), origin, closed, lead))
    return blocks, "\n".join(prose)


# a block the reporter introduces as the variant that works ("This works:", "compiles fine:"),
# shown beside the one that fails (55609: "This works:" over i128 2^63-1, "This doesn't:" over 2^63)
_WORKS_LEAD = re.compile(r"(?i)\b(?:works?(?: fine| ok| correctly)?|working|compiles?(?: fine| ok| successfully)?|"
                         r"is fine|passes|succeeds?|does(?: not|n't) crash|no crash|without (?:a |any )?crash)\b")
_FAILS_LEAD = re.compile(r"(?i)\b(?:does(?: not|n't)|not|fails?|failing|failed|crash(?:es|ed|ing)?|asserts?|assertion|"
                         r"aborts?|errors?|segfaults?|hangs?|breaks?|broken|miscompil\w*|ICE)\b")


def works_lead(lead: str) -> bool:
    """Does the prose line before a block present it as the variant that works (a control)?
    A working cue with no failure word once the working phrases are taken out ("This works:",
    "The following compiles fine:"; not "This doesn't work:", "works on 17 but crashes on 18:")."""
    if not _WORKS_LEAD.search(lead):
        return False
    return not _FAILS_LEAD.search(_WORKS_LEAD.sub(" ", lead))


def inline_code_spans(prose: str) -> list[str]:
    """Contents of the inline code spans of `prose` (CommonMark: a run of N backticks up to the
    next run of exactly N), kept only when they span lines — IR pasted as `define … }` between
    single backticks. Linear in the text: each run length keeps a cursor into its own list of
    positions, so an unmatched opener never rescans the text."""
    runs = [(m.start(), m.end()) for m in re.finditer(r"`+", prose[:MAX_TEXT])]
    by_len: dict[int, list[int]] = {}
    for k, (a, b) in enumerate(runs):
        by_len.setdefault(b - a, []).append(k)
    cursor = {n: 0 for n in by_len}
    spans: list[str] = []
    k = 0
    while k < len(runs):
        a, b = runs[k]
        same = by_len[b - a]
        c = cursor[b - a]
        while c < len(same) and same[c] <= k:
            c += 1
        cursor[b - a] = c
        if c == len(same):  # no closer: a literal backtick run
            k += 1
            continue
        close = same[c]
        body = prose[b:runs[close][0]]
        if "\n" in body:
            spans.append(body)
        k = close + 1
    return spans


# ------------------------------------------------------------------ IR / MIR recognition

_IR_TOP = re.compile(
    r"^\s*(define\b|declare\b|target\s+(triple|datalayout)\b|source_filename\b|; ModuleID|attributes\s+#|"
    # a quoted name holds any character (C++ class names: %"class.sycl::_V1::vec.380" = type, 160302)
    r"[@%](?:\"[^\"\n]*\"|[\w.$-]+)\s*=|![\w.]+\s*=|\$[\w.]+\s*=\s*comdat|module asm|uselistorder(?:_bb)?\s)")
# a block label may be quoted: flang names blocks after the source line ("file t.f90, line 27, bb41":, 92779)
_IR_BODY = re.compile(r"^\s*(%(?:\"[^\"\n]*\"|[\w.$-]+)\s*=|[\w.$-]+:\s*(;.*)?$|\"[^\"\n]*\":\s*(;.*)?$|"
                      r"store\b|call\b|ret\b|br\b|switch\b|unreachable\b|"
                      # a function body's "{" on a line of its own, under a define written over lines (56880)
                      r"fence\b|tail\s+call\b|musttail\b|notail\b|resume\b|invoke\b|indirectbr\b|\}|\{\s*(?:;.*)?$|;|$|\]|\s)")
_PROMPT = re.compile(r"^\s*(?:\$|❯|>|%|#)\s+(?=\S)")
# a line that is a tool's command line, without a prompt
_BARE_TOOL_LINE = re.compile(r"^[ \t]*(?:[\w.~+-]*/)*(?:llc|opt|llvm-reduce|llvm-extract)(?:-\d+)?[ \t]+-", re.M)
_IR_INFOS = {"llvm", "ll", "llvm ir", "llvm-ir", "llvmir", "ir", "mlir"}


def _is_ir_line(line: str) -> bool:
    return bool(_IR_TOP.match(line) or _IR_BODY.match(line))


# a global variable's definition: a module of globals alone is IR too (55270: `cat repro.ll`
# shows "@repro_ = global i8 0", which llc -filetype=obj crashed on)
_GLOBAL_DEF = re.compile(r"^\s*@[\w.$\"-]+\s*=\s*(?:[a-z_]+(?:\([^)\n]*\))?\s+)*(?:global|constant)\b", re.M)


def looks_like_ir(text: str) -> bool:
    # a module of `module asm` lines alone is IR too (177852: llc's asm parser asserts on it)
    return bool(re.search(r"^\s*(define|declare)\b", text, re.M) or re.search(r'^\s*module\s+asm\s+"', text, re.M) or
                re.search(r"^\s*target\s+triple\s*=", text, re.M) or
                (_GLOBAL_DEF.search(text) and not looks_like_mir(text)))


def defines_functions(text: str) -> bool:
    return bool(re.search(r"^\s*define\b[^\n]*\{", text, re.M))


# a MIR file of one machine function may leave out YAML's document markers: it starts (after
# `#` comments) with the function's `name:` (110832: "name: f" / "body: |" and llc reads it)
_BARE_MIR = re.compile(r"\A(?:[ \t]*(?:#[^\n]*)?\n)*name:[ \t]*\S")


# a MIR file's first YAML document as a literal block: the embedded IR module (its `define`s make
# the file look like IR too; 183335, 168256)
_MIR_EMBEDDED_IR = re.compile(r"^---[ \t]*\|[ \t]*$", re.M)


def looks_like_mir(text: str) -> bool:
    return bool((re.search(r"^---\s*$", text, re.M) or _BARE_MIR.match(text))
                and re.search(r"^\s*name:\s*\S", text, re.M) and re.search(r"^\s*body:\s*\|", text, re.M))


def _bracket_delta(line: str) -> int:
    """Square brackets and parentheses a line of IR opens minus those it closes, outside strings
    and comments (braces are a function body's, closed by its ``}`` line)."""
    code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line).split(";", 1)[0]
    return code.count("[") + code.count("(") - code.count("]") - code.count(")")


def ir_region(text: str) -> str:
    """The IR inside a block that also holds prompts and tool output (a shell transcript).

    Takes the longest run of IR-looking lines that contains a ``define``/``declare``,
    ending at the last line of that run that closes a function or is a top-level entity."""
    lines = text.splitlines()
    best: tuple[int, int] | None = None
    i = 0
    while i < len(lines):
        if _IR_TOP.match(lines[i]) and not _PROMPT.match(lines[i]):
            j = i
            depth_ok = i
            depth = 0  # brackets still open: a global's initializer can run over several lines
            # an instruction written over several lines goes on after a trailing comma (200811)
            while j < len(lines) and not _PROMPT.match(lines[j]) and (
                    _is_ir_line(lines[j]) or (j > i and lines[j].strip() and re.search(r"[,(\[{<]\s*$", lines[j - 1]))) \
                    and not re.match(r"^\s*(LLVM ERROR|PLEASE submit|Stack dump|Assertion|\d+\.\s+Program)", lines[j]):
                before, depth = depth, max(0, depth + _bracket_delta(lines[j]))
                if lines[j].strip() == "}" or (_IR_TOP.match(lines[j]) and depth == 0) \
                        or (before > 0 and depth == 0):
                    depth_ok = j
                j += 1
            seg = "\n".join(lines[i:depth_ok + 1])
            if looks_like_ir(seg) and (best is None or (depth_ok - i) > (best[1] - best[0])):
                best = (i, depth_ok)
            i = max(j, i + 1)
        else:
            i += 1
    if best is None:
        return ""
    return "\n".join(lines[best[0]:best[1] + 1]).strip("\n") + "\n"


def mir_region(text: str) -> str:
    """The MIR file in a block: every YAML document from the first ``---`` to the last ``...``
    (an embedded IR module ``--- |`` comes first, then one document per machine function),
    with the ``#`` comments before it (RUN lines)."""
    starts = [m.start() for m in re.finditer(r"^---(?:\s.*)?$", text, re.M)]
    if not starts:
        bare = _BARE_MIR.match(text)
        return text[:bare.end()].lstrip("\n") + text[bare.end():].split("\n...", 1)[0].rstrip() + "\n" if bare else ""
    ends = [m.end() for m in re.finditer(r"^\.\.\.\s*$", text, re.M) if m.start() > starts[0]]
    body = text[starts[0]:ends[-1]] if ends else text[starts[0]:]
    # a transcript can go on after the file (a prompt, tool output): stop before it
    cut = re.search(r"^\s*(?:\[[^\]\n]*\][$#]|[$❯]\s)", body, re.M)
    if cut and ends and cut.start() < len(body):
        body = body[:cut.start()]
    head = text[: starts[0]]
    keep = "\n".join(line for line in head.splitlines() if line.startswith("#"))
    return ((keep + "\n") if keep else "") + body.rstrip() + "\n"


# ------------------------------------------------------------------ commands

# a path before the tool may be Windows' (C:\\llvm\\build\\bin\\llc.exe, "...\\Program Files\\LLVM\\bin\\opt.exe")
# (the path prefix starts at a token's start: from inside a long run of path characters every
# position would rescan the run for a slash)
_TOOL = r"(?:(?<![\w./~:\\-])[\w./~:\\-]*[/\\])?(llc|opt|mlir-opt)(?:-\d+)?(?:\.exe)?\"?"
# the arguments run to the line's end or a shell separator, which a quoted value may hold
# (`-passes="loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>"`, 206007)
_CMD = re.compile(r"(?:^|(?<=[\s`'\"(:$>❯%]))" + _TOOL + r"(?=\s|$)((?:\"[^\"\n`]*\"|'[^'\n`]*'|[^\n`|;&])*)")
_GODBOLT = re.compile(r"https?://(?:[\w-]+\.)?godbolt\.org/z/[\w-]+")
_GODBOLT_FLAGS = {"-x86-asm-syntax=intel", "--x86-asm-syntax=intel"}
# flags that only exist in assertion builds or only change printing
_DROP_FLAGS = re.compile(r"^--?(debug|debug-only=.*|print-after-all|print-before-all|print-after=.*|print-before=.*|"
                         r"time-passes|stats|view-.*|print-changed.*|filetype=null|"
                         # a compiler driver's, named in prose ("using `--save-temps` to get the .bc"):
                         # llc and opt refuse them
                         r"save-temps(?:=.*)?|emit-llvm|fsanitize=.*|fopenmp.*|fno-.*|ffast-math|fsycl.*|Xclang|mllvm|"
                         # code loaded into the tool: the reporter's plugin is not here, and a path
                         # of the issue's choosing is never loaded
                         r"load(?:=.*)?|load-pass-plugin(?:=.*)?|load-dialect-plugin(?:=.*)?|pass-plugin(?:=.*)?)$")
# opt/llc options that take a value, which cl::opt also accepts as the next word
# ("-mtriple amdgcn", "opt -p globalopt"); written back as "-name=value"
_VALUE_FLAGS = {"-o", "-mtriple", "-march", "-mcpu", "-mattr", "-passes", "-p", "-run-pass", "-stop-after",
                "-stop-before", "-start-after", "-start-before", "-filetype", "-relocation-model", "-code-model",
                "-exception-model", "-float-abi", "-frame-pointer", "-regalloc", "-mtune", "-data-layout",
                "-debug-pass", "-mir-strip-debugify-only", "-aa-pipeline",
                # llc's input language ("llc -x mir < %s"), scheduler and FP choices
                "-x", "-x86-asm-syntax", "-misched", "-pre-RA-sched", "-fp-contract", "-denormal-fp-math"}
_VALUE_FLAGS |= {"-" + f for f in _VALUE_FLAGS}
# opt's short and long spellings of the pass pipeline, normalised so later rules see "-passes="
# (``-p`` stays ``-p``: LLVM 13-15 refuse it, and a command runs as the issue spells it)
_FLAG_ALIASES = {"--p": "-p", "--passes": "-passes", "--run-pass": "-run-pass"}


def _canon(flag: str) -> str:
    """``--passes=X`` -> ``-passes=X``, ``--p=X`` -> ``-p=X``; other flags unchanged."""
    name, eq, value = flag.partition("=")
    return _FLAG_ALIASES.get(name, name) + eq + value
_INPUT_LIKE = re.compile(r"\.(ll|bc|mir|mlir|s|o|txt|c|cpp)$|^<source>$|^%s$|^-$|^temp$|^[\w.-]+$")


@dataclass
class Command:
    tool: str
    args: list[str]
    origin: str
    stdin: bool = False
    passing: bool = False  # the issue says this command works (a contrast, not a reproducer)
    cut: bool = False  # a stack dump's Program arguments line that ends the text: its tail is lost
    tail_open: bool = False  # the last line of a fence left open at the text's end: its last word may be cut
    names_input: bool = True  # a file, `%s`, `-`, a redirect or a pipe gives it its input


# Flags that ask the tool about itself instead of compiling ("$ bin/llc --version").
_INFO_FLAGS = {"--version", "-version", "--help", "-help", "--help-hidden", "-help-hidden", "--print-targets",
               "-print-targets", "-mcpu=help", "--mcpu=help", "-mattr=help", "--mattr=help"}
# A line that names a command which does NOT crash: "Passing command: …", "works with …",
# "no crash with …", "the workaround …".
_PASSING = re.compile(r"(?i)\b(?:passing command|passes with|pass(?:es)? fine|works(?: fine| correctly)?(?: with| if| when)|"
                      r"no crash(?:es)?(?: with| when| if)|(?:does not|doesn't|won't|will not) crash|"
                      r"work-?around|is fine|compiles fine|succeeds|(?:will|would|does|did)\s+succeed|succeeded|"
                      r"compiles? (?:successfully|without (?:any )?(?:error|crash|problem)s?))\b")


# the same said right after the command ("Building it with `llc … -o test.o` will succeed, but",
# 59284): only at once after it, so that "`llc a.ll` crashes, while -O0 works" stays the reproducer
_PASSING_AFTER = re.compile(r"(?i)^[`'\"]?[ \t,]*(?:(?:will|would|does|did)[ \t]+)?"
                            r"(?:succeed(?:s|ed)?|works?(?: fine)?|compiles? (?:fine|successfully))\b")


# a prose line that is a command's flags alone ("-O3 -mcpu=novalake -mattr=+cf", 219637)
_FLAGS_ONLY_LINE = re.compile(r"[`'\"]?-{1,2}[\w.+=,:-]{1,80}(?:[ \t]+-{1,2}[\w.+=,:-]{1,80}){0,15}[`'\"]?")


def _output_flag_leads(leads: list[tuple[str, bool]]) -> set[str]:
    """The flags-only lines (`_FLAGS_ONLY_LINE`) that introduce an output block showing no
    crash, when another flags-only line introduces a crash log: the reporter ran the same
    input with each set of flags and pasted what each printed (219637: ``-mattr=-cf`` over
    the assembly, ``-mattr=+cf`` over the assertion), so the first set works. Empty when no
    crash log has such a line over it. `leads`: (line, is a crash log) per output block."""
    flagged = [(lead.strip(), crashed) for lead, crashed in leads if _FLAGS_ONLY_LINE.fullmatch(lead.strip())]
    if not any(crashed for _, crashed in flagged):
        return set()
    crashing = {lead for lead, crashed in flagged if crashed}
    return {lead for lead, crashed in flagged if not crashed and lead not in crashing}


def passing_line(line: str) -> bool:
    """Does this line present a command as one that works (not the reproducer)?"""
    return bool(_PASSING.search(line))


def _command_tokens(raw: str) -> list[str]:
    """The shell words of a tool's arguments up to the first pipe, list operator or output
    redirect (split on blanks where the quoting is unbalanced)."""
    raw = re.split(r"\s(?:\||&&|;|2>&1|>\s*\S|2>)\s?", " " + raw, maxsplit=1)[0]
    try:
        return shlex.split(raw)
    except ValueError:
        return raw.split()


def clean_args(raw: str) -> tuple[list[str], bool]:
    """Tool arguments without input files, output, redirections, godbolt's flags (and its
    repeat of the user's -S) and debug-only flags. Returns (args, reads_stdin)."""
    toks = _command_tokens(raw)
    toks = [t if t.count("(") == t.count(")") and not t.endswith((":", ",")) else t.strip("()[]{},:")
            if t.startswith(("(", "[")) or t.endswith(("):", "),", ")", ":")) else t for t in toks]
    args: list[str] = []
    stdin = False
    godbolt = False
    i = 0
    while i < len(toks):
        # Markdown emphasis around a flag or its name ("the --**canonicalize** pass", 179402)
        t = re.sub(r"^(--?)(\*\*|__)(\S+?)\2$", r"\1\3", re.sub(r"^(\*\*|__)(-\S+?)\1$", r"\2", toks[i]))
        if not t:
            i += 1
            continue
        if t == "<":
            stdin = True
            i += 2
            continue
        if t.startswith("<") and len(t) > 1 and not t.startswith("<source"):
            stdin = True
            i += 1
            continue
        if t in ("-o", "--o"):
            godbolt = godbolt or (i + 1 < len(toks) and toks[i + 1].startswith("/app/"))
            i += 2
            continue
        if t.startswith("-o") and len(t) > 2 and not t.startswith(("-opaque", "-o=")) and "/" in t:
            i += 1
            continue
        if t in _GODBOLT_FLAGS or _DROP_FLAGS.match(t):
            i += 1
            continue
        if godbolt and i == len(toks) - 1 and len(t) >= 3 and any(g.startswith(t) for g in _GODBOLT_FLAGS):
            # the excerpt ends inside Compiler Explorer's own flag ("-o /app/output.s -x8", 55997)
            i += 1
            continue
        if t in _VALUE_FLAGS and i + 1 < len(toks) and not toks[i + 1].startswith("-"):
            joined = _canon(f"{t}={toks[i + 1]}")
            if not _DROP_FLAGS.match(joined):
                args.append(joined)
            i += 2
            continue
        if t.startswith("-") and len(t) > 1:
            args.append(_canon(t))
        elif not _INPUT_LIKE.search(t) and "=" in t:
            args.append(t)
        i += 1
    if godbolt:
        # Compiler Explorer runs `opt -o /app/output.s -S <the user's flags>`: its own -S
        # beside the user's is not a flag the reporter repeated (LLVM 13/14 refuse a repeat)
        args = list(dict.fromkeys(args))
    return args, stdin


def names_input(before: str, raw: str) -> bool:
    """The command gives the tool an input: a positional word after the tool (a file, ``%s``,
    ``-``), a redirect, or a pipe into it (`before`: its line up to the tool). False for
    ``mlir-opt --sparsifier=... --dump-pass-pipeline`` (90344), which reads an empty stdin."""
    if "|" in before or re.search(r"\s<", " " + raw):
        return True
    toks = _command_tokens(raw)
    i = 0
    while i < len(toks):
        t = toks[i]
        if t in ("-o", "--o") or (t in _VALUE_FLAGS and i + 1 < len(toks) and not toks[i + 1].startswith("-")):
            i += 2
            continue
        if not t.startswith("-") or t == "-":
            return True
        i += 1
    return False


def _dashless_passes(raw: str) -> list[str]:
    """Pass names an mlir-opt command line gives without their dashes, as flags: "mlir-opt
    transform-dialect-check-uses a.mlir" (118761). Only on a line that names an ``.mlir`` input,
    and only hyphenated lower-case words, which are not prose ("mlir-opt crashes")."""
    try:  # as the shell splits it: a word inside a quoted option string is the option's
        toks = shlex.split(raw)
    except ValueError:  # an unbalanced quote (a cut line): nothing is certain
        return []
    if not any(re.fullmatch(r"\S+\.mlir", t) for t in toks):
        return []
    return [f"-{t}" for t in toks[:8] if re.fullmatch(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+", t)]


# lit's RUN line in an IR (``;``) or MIR (``#``) comment; reporters also write ``# Run:`` (75276)
_RUN_LINE = re.compile(r"^[;#]+\s*RUN\s*:\s*", re.I)


def _joined_run_lines(lines: list[str]) -> list[str]:
    """`lines` with a RUN line that ends in ``\\`` joined to the RUN line after it, as lit
    joins them (64645: ``; RUN: llc -mtriple=riscv32 -mattr=+zdinx \\`` then
    ``; RUN:   -verify-machineinstrs -target-abi=ilp32 < %s``)."""
    out: list[str] = []
    for line in lines:
        if out and _RUN_LINE.match(out[-1].strip()) and out[-1].rstrip().endswith("\\") \
                and _RUN_LINE.match(line.strip()):
            out[-1] = out[-1].rstrip()[:-1].rstrip() + " " + _RUN_LINE.sub("", line.strip())
        elif out and _TOOL_LINE_CONTINUED.search(out[-1]) and line.strip():
            # a shell command written over lines ("mlir-opt repro.mlir \" then
            # "  -pass-pipeline='…'", 219492): the shell joins them, so do we
            out[-1] = out[-1].rstrip()[:-1].rstrip() + " " + re.sub(r"^\s*(?:>\s)?", "", line)
        elif out and _INDENTED_FLAGS.match(line) and _TOOL_AT_START.match(out[-1]):
            # the same command laid out without the backslashes, each flag on an indented line of
            # its own under the tool ("mlir-opt temp.mlir" then " -pass-pipeline=…", " -linalg-bufferize",
            # 58643): a line of flags alone runs nothing, so they are the tool's
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line)
    return out


# an input the text names but does not show: a .mlir file, an attachment, a gist, a link
_INPUT_ELSEWHERE = re.compile(r"(?i)[\w-]\.mlir\b|\battach|\bgist\.github|\bgodbolt\.org|\bdrive\.google|"
                              r"\bhttps?://\S+\.(?:zip|tar|gz|mlir)\b")
# the prose saying the input is an empty file ("where `temp.mlir` is an empty file", "with an
# empty input file"); bounded scans
_EMPTY_INPUT_FILE = re.compile(r"(?i)\b(?:is|was)\s+(?:an?\s+)?empty\s+(?:file|input|module)\b|"
                               r"\b(?:an?|the)\s+empty\s+(?:input\s+|\.?mlir\s+)?(?:file|\.mlir\b)")


# a line that starts with a tool's command (after a shell prompt), and an indented line of flags
# alone (no input, no other word) that may carry it on
_TOOL_AT_START = re.compile(r"^[ \t]*(?:\$[ \t]*)?(?:[\w.~+-]*/)*(?:llc|opt|mlir-opt)(?:-\d+)?(?:[ \t]|$)")
_INDENTED_FLAGS = re.compile(r"^[ \t]+-{1,2}[A-Za-z][^\s]*(?:[ \t]+-{1,2}[A-Za-z][^\s]*)*[ \t]*$")
# a tool's command line that goes on after a backslash (bounded: one line of a command)
_TOOL_LINE_CONTINUED = re.compile(r"(?<![\w-])(?:llc|opt|mlir-opt|llvm-reduce)(?:-\d+)?[ \t][^\n]{0,2000}?[ \t]\\[ \t]*$")


# MLIR passes named by their class instead of their flag ("if you run `mlir-opt -canonicalizer`",
# 159743): no release knows the spelling (mlir-opt answers "Did you mean '--canonicalize'?"), so
# the reporter cannot have run it; in prose only, where a name is written from memory
_MLIR_PASS_CLASS_FLAGS = {f"{d}{cls}": f"{d}{flag}" for d in ("-", "--")
                          for cls, flag in (("canonicalizer", "canonicalize"), ("inliner", "inline"))}


def find_commands(text: str, origin: str, open_end: bool = False) -> list[Command]:
    """Every llc/opt invocation in `text`, in order. Invocations that only ask for the
    version or help are not commands; ones on a line that says they work are marked
    ``passing``. `open_end`: the text is a fence left open, which runs to the end of the
    issue's text, so a command on its last line may be cut there as in an open code span."""
    out: list[Command] = []
    lines = _joined_run_lines(text[:MAX_TEXT].splitlines())
    last = max((i for i, ln in enumerate(lines) if ln.strip()), default=-1)
    for k, line in enumerate(lines):
        line_s = line.strip()
        where = origin
        cut = False
        if "Program arguments:" in line_s:
            cut = k == last  # nothing after it: the text (an excerpt, a cut paste) ends inside the dump
            where = f"{origin}: Program arguments"
            line_s = line_s.split("Program arguments:", 1)[1]
        elif _RUN_LINE.match(line_s):
            where = f"{origin}: RUN line"
            line_s = _RUN_LINE.sub("", line_s)
        for m in _CMD.finditer(line_s):
            tool = m.group(1)
            args, stdin = clean_args(m.group(2))
            if tool == "mlir-opt":
                args = _dashless_passes(m.group(2)) + args
                if not re.search(r"RUN line|Program arguments", where):  # typed, not what ran
                    args = [_MLIR_PASS_CLASS_FLAGS.get(a, a) for a in args]
            if any(a in _INFO_FLAGS for a in args):
                continue
            # "opt"/"llc" as a word in prose: require a flag or an input to call it a command
            if not args and not stdin and not re.search(r"\.(ll|bc|mir)\b|<source>|%s|\btemp\b", m.group(2)):
                continue
            # the words just before it on its line say whether it is the passing one
            passing = passing_line(line_s[max(0, m.start() - 120):m.start()]) \
                or bool(_PASSING_AFTER.match(line_s[m.end():m.end() + 60]))
            # a command in an inline code span that the text's end cuts ("but building with `llc
            # -filetype=obj -relocation-mod", 59284's excerpt): its last word is cut too, and an
            # unknown flag would fail every release
            open_span = k == last and m.start() and line_s[m.start() - 1] == "`" and m.end() == len(line_s)
            if open_span and args and args[-1].startswith("-"):
                args = args[:-1]
            # one on the last line of a fence the text's end leaves open may have lost the end of
            # its last word (210601: "opt -O3 -mcpu=icelak"); `_restore_shell_cut_values` completes it
            # where another command of the issue spells it whole
            tail_open = open_end and k == last and m.end() == len(line_s)
            out.append(Command(tool, args, where, stdin, passing=passing, cut=cut or open_span, tail_open=tail_open,
                               names_input=names_input(line_s[:m.start()], m.group(2))))
    return out


# a pipeline may be quoted for the shell: `-passes="default<O3>"` (64215); a feature list goes
# on past its commas (`-mattr=+v,+zfhmin,+zvfhmin`, 110126), a sentence's comma does not
# (`-mattr=+v, and`)
_FLAG_IN_PROSE = re.compile(r"(?<![\w/.-])(--?(?:[a-z][a-z0-9]*-)+[a-z0-9]+(?:=[^\s`'\",)]+)?|"
                            r"-passes=(?:\"[^\"\s]+\"|'[^'\s]+'|[^\s`'\",)]+)|"
                            r"-?-mattr=[^\s`'\",)]+(?:,[+-][^\s`'\",)]+)*|-?-mcpu=[^\s`'\",)]+|-mtriple=[^\s`'\",)]+|"
                            r"-march=[^\s`'\",)]+|-O[0-3])")


# A compiler driver's command line in prose (``clang -march=rv64gcv -O3 red.c``): its flags
# are the driver's, not llc's (clang's -march is an ISA string where llc's names a backend).
# The path prefix is spelled by segments, not \S*, so that a long run of punctuation cannot
# make every start position rescan the rest of the text.
_DRIVER_CMD = re.compile(r"(?:(?<=^)|(?<=[\s`'\"(]))(?:[\w.~+-]*/)*(?:clang(?:\+\+)?(?:-\d+)?|gcc|g\+\+|flang(?:-new)?|"
                         r"hipcc|nvcc|icx|cc1)\"?(?=\s)[^\n`]*", re.M)
# A RISC-V ISA string as clang's -march takes it: rv64 + single-letter extensions
# (g = imafd) + _z*/_x* multi-letter ones.
_RISCV_ISA = re.compile(r"^rv(32|64)([a-z]*)((?:_[a-z][a-z0-9]*)*)$")


def split_driver_commands(text: str) -> tuple[str, list[str]]:
    """(text without compiler-driver command lines, the driver command lines)."""
    cmds = [m.group(0) for m in _DRIVER_CMD.finditer(text)]
    return _DRIVER_CMD.sub(" ", text), cmds


def compiles_ir_file(cmd: str) -> bool:
    """Whether a driver command line (clang, not ``-cc1``: its line is the driver's expansion,
    often cut) compiles an IR file (``.ll``/``.bc``) to code, not to IR again."""
    toks = [t.strip("`'\",;") for t in cmd.split()]
    return bool(toks) and bool(re.match(r"(?:[\w.~+-]*/)*clang(?:\+\+)?(?:-\d+)?$", toks[0])) \
        and "-cc1" not in toks and not any(t in ("-emit-llvm", "-flto") or t.startswith("-flto=") for t in toks) \
        and any(re.search(r"\.(?:ll|bc)$", t) and not t.startswith("-") for t in toks[1:])


# a new pass manager's pass name (an IR pass: "loop-vectorize<no-interleave-forced-only;…>"), not a
# codegen pass's legacy display name ("RISC-V DAG->DAG Pattern Instruction Selection")
_IR_PASS_NAME = re.compile(r"^[a-z][a-z0-9-]*(?:<[^>]*>|&lt;.*&gt;)?$")  # (an HTML-escaped copy of the log too)


def driver_ir_level(cmds: list[str]) -> int:
    """The optimization level (1-3) of a driver command that compiles the IR file itself
    (`compiles_ir_file`) with ``-O1``/``-O2``/``-O3`` (``-Os``/``-Oz`` read as 2), else 0."""
    for cmd in cmds:
        if compiles_ir_file(cmd):
            for tok in cmd.split():
                m = re.fullmatch(r"-O([1-3sz])", tok.strip("`'\",;"))
                if m:
                    return int(m.group(1)) if m.group(1).isdigit() else 2
    return 0


def llc_flags_from_driver(cmds: list[str]) -> list[tuple[str, str]]:
    """llc flags that say the same as a compiler driver's target flags, where the mapping is
    sound, with why: clang's RISC-V ``-march=rv64gcv`` -> ``-mattr=+m,+a,+f,+d,+c,+v`` (the
    triple comes from the IR or ``-target``); ``-mcpu=X``/``--offload-arch=gfxN`` ->
    ``-mcpu``. Optimization levels are not mapped (the IR was already optimized by the
    driver's pipeline), nor ISA strings of other targets (``-march=armv8.2-a+sve``), whose
    feature names differ from llc's; except that a driver compiling the IR file itself
    (``clang -S --target=riscv32-unknown-elf test.ll``, 180199) without ``-O`` or with ``-O0``
    generates code at -O0, its default, where llc's default is -O2: ``-O0``."""
    out: list[tuple[str, str]] = []
    if any(compiles_ir_file(c) for c in cmds) and not any(
            re.fullmatch(r"-O(?:[1-3sz]|fast|g)?", t.strip("`'\",;")) for c in cmds for t in c.split()):
        out.append(("-O0", "the driver compiles the IR file itself at -O0, its default (llc's is -O2)"))
    for cmd in cmds:
        for tok in cmd.split():
            tok = tok.strip("`'\",;")
            m = re.fullmatch(r"-march=(\S+)", tok)
            if m and _RISCV_ISA.match(m.group(1).lower()):
                bits, single, multi = _RISCV_ISA.match(m.group(1).lower()).groups()
                single = single.replace("g", "imafd")
                feats = [f"+{c}" for c in dict.fromkeys(single) if c != "i"]
                feats += [f"+{x}" for x in multi.split("_") if x]
                if feats:
                    out.append((f"-mattr={','.join(feats)}", f"clang's -march={m.group(1)} (RISC-V ISA string)"))
                continue
            m = re.fullmatch(r"(?:-mcpu|--offload-arch|-offload-arch|--cuda-gpu-arch)=([\w.+-]+)", tok)
            if m and m.group(1) not in ("native", "generic"):
                out.append((f"-mcpu={m.group(1)}", f"the driver's {tok.split('=')[0]}"))
    seen: set[str] = set()
    return [(f, w) for f, w in out if not (f.split("=")[0] in seen or seen.add(f.split("=")[0]))]


# a target feature named in prose, quoted: "when enabling `sve` feature" (63813), "with the
# `+avx512f` feature", "`zvfh` extension enabled", "with `+v`" (a quoted +name is a feature)
_FEATURE_IN_PROSE = re.compile(
    r"(?:\benabl\w*|\bwith|\busing|\bturn\w* on)\s+(?:the\s+)?[`'\"]\+?([a-z][\w.-]{0,30})[`'\"]\s+"
    r"(?:\([^)\n]{0,80}\)\s+)?(?:target\s+)?(?:feature|extension)s?\b|"
    # "When `d` (Standard Extension for Double-Precision Floating-Point) feature is on" (63816)
    r"[`'\"]\+?([a-z][\w.-]{0,30})[`'\"]\s+(?:\([^)\n]{0,80}\)\s+)?(?:target\s+)?(?:feature|extension)\s+"
    r"(?:is\s+)?(?:enabled|on)\b|"
    r"(?<![\w=,])[`'\"]\+([a-z][\w.-]{0,30})[`'\"]", re.I)


def prose_features(text: str) -> list[str]:
    """Target features a sentence names without a flag (``When enabling `sve` feature, the
    following code crashes``, 63813, whose command hides in a godbolt link): ``["+sve"]``.
    Only quoted names count: bare words ("SVE") are too often prose."""
    out: list[str] = []
    for m in _FEATURE_IN_PROSE.finditer(text):
        f = "+" + next(g for g in m.groups() if g).lower()
        if f not in out:
            out.append(f)
    return out


def prose_flags(text: str) -> list[str]:
    """LLVM-looking flags mentioned in prose (``when using -disable-promote-alloca-to-lds``),
    not those of a compiler driver's command line (see `llc_flags_from_driver`); target
    features a sentence names (`prose_features`) as one ``-mattr``."""
    flags = []
    text, _ = split_driver_commands(text)
    if not re.search(r"-?-mattr=", text):
        feats = prose_features(text)
        if feats:
            flags.append("-mattr=" + ",".join(feats))
    end = len(text.rstrip())
    for m in _FLAG_IN_PROSE.finditer(text):
        if m.end() >= end and text[:m.start()].count("`") % 2:
            continue  # an inline code span the text's end cuts: its last flag is cut too (59284)
        f = re.sub(r"^(-passes=)([\"'])(.*)\2$", r"\1\3", m.group(1))
        if re.match(r"^--?(x86-asm-syntax|o)\b", f) or _DROP_FLAGS.match(f) or f.count("-") < 2 and "=" not in f \
                and not re.match(r"-O[0-3]$", f):
            continue
        # "--mattr=+zve32x" in prose (206788) is the -mattr a command line spells with one dash
        f = re.sub(r"^--(mattr|mcpu)=", r"-\1=", _canon(f))
        if f not in flags:
            flags.append(f)
    return flags


# what an opt command may hold and still run no pass: it only reads, verifies and writes the IR
_OUTPUT_ONLY = {"-S", "-disable-output", "-f"}


def reads_only(tool: str, args: list[str]) -> bool:
    """Does the command run no pass: ``opt in.ll [-S] [-o out]``, which reads, verifies and
    writes the module? Then a crash it reports is the IR reader's (172801, 57832), and a
    pass its title names was cut from it (157277)."""
    if tool != "opt":
        return False
    rest = [a for i, a in enumerate(args) if a != "-o" and (i == 0 or args[i - 1] != "-o")]
    return all(a in _OUTPUT_ONLY or not a.startswith("-") for a in rest)


def _checks_only(tool: str, args: list[str]) -> bool:
    """Does the command only read and verify the module (`reads_only`, or ``opt -passes=verify``)?"""
    if tool != "opt":
        return False
    return reads_only(tool, [a for a in args if pipeline_value(a) not in ("verify",)])


# ------------------------------------------------------------------ targets

# The bare architecture, as the backend's own tests spell it (-mtriple=amdgcn): an OS
# part changes codegen (amdhsa puts allocas elsewhere), so none is guessed.
def _tag(names: str) -> str:
    """A title tag naming one of `names` alone or among others: ``[AArch64]``, ``[AArch64/GlobalISel]``,
    ``[X86, SelectionDAG]`` (a tag is what reporters put in brackets)."""
    return rf"\[[^\[\]]*?(?<![\w-])(?:{names})(?![\w-])[^\[\]]*\]"


# Each target's names (as reporters, labels and its own pass names spell it) and its triple.
_TARGET_NAMES = [
    (r"AMDGPU|amdgpu|AMDGCN", "amdgcn"),
    (r"NVPTX", "nvptx64"),
    (r"AArch64|aarch64|ARM64", "aarch64"),
    (r"ARM", "armv7"),
    (r"RISC-?V", "riscv64"),
    (r"MIPS|Mips", "mips"),
    (r"PowerPC|PPC", "powerpc64le"),
    (r"SystemZ", "s390x"),
    (r"WebAssembly|WASM", "wasm32"),
    (r"LoongArch", "loongarch64"),
    (r"SPIR-?V", "spirv64"),
    (r"Hexagon", "hexagon"),
    (r"X86|x86|x86_64|X86_64", "x86_64"),
    # the smaller backends Debian builds (M68k and Xtensa it does not: their runs are then
    # invalid input, as the unknown target is)
    (r"VE", "ve"),
    (r"Sparc|SPARC", "sparc"),
    (r"AVR", "avr"),
    (r"BPF", "bpfel"),
    (r"MSP430", "msp430"),
    (r"Lanai", "lanai"),
    (r"XCore", "xcore"),
    (r"M68k|M68K", "m68k"),
    (r"Xtensa", "xtensa"),
]
# a tag is matched in any case ("[arm] Cannot select …", 140445; "[riscv]"): in brackets a
# target's name is not an everyday word
_TITLE_TARGETS = [("(?i)" + _tag(names), triple) for names, triple in _TARGET_NAMES]
# a target named in the title's words, not in a tag: "Statepoint relocations fail on AArch64"
# (61264), "crash when targeting RISC-V"; the short names that are also words (VE, ARM as in
# "arm's length", BPF, AVR) only as tags
_TITLE_PROSE_TARGETS = [(re.compile(rf"\b(?:on|for|targeting|to)\s+(?:an?\s+|the\s+)?(?:{names})(?![\w-])"), triple)
                        for names, triple in _TARGET_NAMES if triple not in ("ve", "armv7", "bpfel", "avr")]


_CPU_IN_PROSE = re.compile(r"(?:targeting|target|for)\s+(?:the\s+)?(?:Intel\s+|AMD\s+)?(?:`([\w.-]+)`|([a-z][\w.-]*\d[\w.-]*))"
                           r"(?:\s*(?:/|or|,)\s*(?:Intel\s+|AMD\s+)?`?[\w.-]+`?)*\s+(?:CPU|cpu|processor|GPU)")
# a clang -target/--target=, an llc -mtriple=, or clang's own warning naming the triple it
# compiled the IR for ("warning: overriding the module target triple with m68k-unknown-linux-gnu")
# architectures a triple may be named by alone ("--target=riscv32", "the x86_64 target triple")
_ARCHES = r"x86_64|i[36]86|aarch64|arm64|riscv(?:32|64)|powerpc64(?:le)?|amdgcn|nvptx64|wasm(?:32|64)|s390x|loongarch64|hexagon"
_TRIPLE_IN_TEXT = re.compile(r"(?:\s-target\s+|--target=|-mtriple=|overriding the module target triple with\s+)"
                             rf"([a-z0-9_]+-[\w-]+|(?:{_ARCHES}|mips(?:64)?(?:el)?)\b)")
# "only occurs when the x86_64 target triple is specified" (62509): an architecture named as
# the triple in words
_TRIPLE_IN_WORDS = re.compile(rf"(?i)\b({_ARCHES}|x86-64)\b[\w.-]*\s+(?:target\s+)?triple\b")


def cpu_from_prose(text: str) -> str:
    """``when targeting `sapphirerapids` / `znver4` CPU`` -> ``sapphirerapids``."""
    m = _CPU_IN_PROSE.search(text)
    return (m.group(1) or m.group(2)) if m else ""


# a pass whose name starts with a target's name; "SI ..." is AMDGPU's
_RUNNING_TARGET_PASS = re.compile(r"Running pass '((SI|" + "|".join(n for n, _ in _TARGET_NAMES) + r") [^'\n]*)'")


def _named_target(name: str) -> str:
    """The triple `_TITLE_TARGETS` gives a target named alone (a label's ``AArch64``, a pass's
    first word), as if it were a title tag; "" for none."""
    return next((triple for rx, triple in _TITLE_TARGETS if re.search(rx, f"[{name}]")), "")


# CPU names that one target alone has: the target a command's -mcpu (or the IR's
# "target-cpu") means when nothing names a triple (106202: `llc -mcpu=z10 -O3`, SystemZ; on an
# x86 host llc would ignore the CPU and compile for x86). Names several targets share
# (cortex-a*, generic, mips32) are left out.
_CPU_TARGETS = [
    (re.compile(r"^gfx\d+[a-z0-9]*(?:-generic)?$"), "amdgcn-amd-amdhsa"),
    (re.compile(r"^sm_\d+[a-z]?$"), "nvptx64-nvidia-cuda"),
    (re.compile(r"^(?:z(?:10|196|EC12|13|14|15|16|17)|arch(?:[89]|1[0-5]))$", re.I), "s390x-linux-gnu"),
    (re.compile(r"^(?:pwr(?:[4-9]|1[01])|power(?:[89]|1[01]))$"), "powerpc64le-unknown-linux-gnu"),
    (re.compile(r"^hexagonv\d+[a-z]?$"), "hexagon"),
    (re.compile(r"^(?:neoverse-[\w-]+|apple-[am]\d+|cortex-x\d+c?)$"), "aarch64"),
    (re.compile(r"^(?:sifive-[\w-]+|generic-rv64|rocket-rv64|syntacore-scr\d+-rv64)$"), "riscv64"),
    (re.compile(r"^(?:la[46]64)$"), "loongarch64"),
]


def _cpu_target(cpu: str) -> str:
    """The triple a CPU name alone implies (`_CPU_TARGETS`), "" when it implies none."""
    return next((t for rx, t in _CPU_TARGETS if cpu and rx.match(cpu)), "")


# what only a run on macOS prints: Darwin assembly, Darwin's MCAsmInfo, the system's dylibs
_DARWIN_HOST = re.compile(r"\.build_version macos|MCAsmInfoDarwin|libsystem_(?:platform|c|kernel|pthread)\.dylib|"
                          r"__TEXT,__text")


def darwin_host_triple(ir: str, args: list[str], text: str) -> tuple[str, str] | None:
    """(triple, how) when the reporter's llc ran on macOS with no triple anywhere: llc then takes
    the host's (Darwin) triple, and `-march` alone only picks the architecture (160587: `llc
    -march=aarch64` printing `.build_version macos`, MCAsmInfoDarwin in the stack). None when the
    IR or the command names a triple, the text shows no macOS run, or no -march says which
    architecture (an Apple machine may be either)."""
    if re.search(r"^\s*target\s+triple\s*=", ir, re.M) or any(a.lstrip("-").startswith("mtriple") for a in args):
        return None
    march = next((a.split("=", 1)[1] for a in args if a.lstrip("-").startswith("march=")), "")
    arch = {"aarch64": "arm64", "arm64": "arm64", "x86-64": "x86_64", "x86_64": "x86_64"}.get(march.lower())
    m = _DARWIN_HOST.search(text)
    if not arch or not m:
        return None
    return f"{arch}-apple-macosx", f"reporter's macOS host ('{m.group(0)}' in the issue; -march={march} sets only the architecture)"


def target_from(ir: str, title: str, args: list[str], text: str = "",
                labels: Iterable[str] = (), tool: str = "llc") -> tuple[str, str, str]:
    """(triple, cpu, how) to add when neither the command nor the IR names a target.
    Looks at a clang ``-target`` (or clang's "overriding the module target triple with X"
    warning) elsewhere in the issue, IR attributes, -mcpu, the title tag, a target's pass in the
    reporter's stack dump ("Running pass 'AArch64 Instruction Selection'", 161013), a
    ``backend:X`` label (91979: target-less IR, "backend:AArch64"; llc only), then target-specific IR."""
    named = any(a.startswith(("-mtriple=", "-march=", "--mtriple=", "--march=")) for a in args) or \
        re.search(r"^\s*target\s+triple\s*=", ir, re.M)
    if named:
        cpu = "" if any(a.startswith("-mcpu") for a in args) else cpu_from_prose(title + "\n" + text[:20000])
        return "", cpu, "issue text" if cpu else ""
    m = _TRIPLE_IN_TEXT.search(text)
    if m:
        return m.group(1), cpu_from_prose(title), "-target/-mtriple elsewhere in the issue"
    m = _TRIPLE_IN_WORDS.search(text)
    if m:
        arch = {"x86-64": "x86_64", "arm64": "aarch64"}.get(m.group(1).lower(), m.group(1).lower())
        return arch, cpu_from_prose(title), f"words '{m.group(0)}' in the issue"
    m = re.search(r'"target-cpu"="([\w.+-]+)"', ir)
    ir_triple = _cpu_target(m.group(1)) if m else ""
    if ir_triple:
        return ir_triple, m.group(1), "IR attribute target-cpu"
    cpu = next((a.split("=", 1)[1] for a in args if a.startswith(("-mcpu=", "--mcpu="))), "")
    cpu_triple = _cpu_target(cpu)
    if cpu_triple:
        return cpu_triple, "", f"-mcpu={cpu}, a CPU only {cpu_triple.split('-')[0]} has"
    for rx, triple in _TITLE_TARGETS:
        if re.search(rx, title):
            return triple, cpu_from_prose(title), "title"
    # the reporter's own stack dump names the target's pass ("Running pass 'AArch64 Instruction
    # Selection' on function '@f'", 161013: an arm64 Mac's llc, no triple anywhere, two backend
    # labels): the target that crashed. Only a target-named pass; "SI ..." is AMDGPU's.
    for m in _RUNNING_TARGET_PASS.finditer(text):
        triple = _named_target("AMDGPU" if m.group(2) == "SI" else m.group(2))
        if triple:
            return triple, cpu_from_prose(title), f"reported stack dump's pass '{m.group(1)}'"
    # the title's words and a label say what the issue is about, not what the reporter ran. llc
    # needs some target and takes theirs, but opt on target-less IR runs without one, as the
    # reporter's did (56377: `opt -O2` under backend:AArch64, where AArch64's cost model keeps
    # VectorCombine away from the scalable vector the report crashed on)
    if tool != "opt":
        in_title = {triple for rx, triple in _TITLE_PROSE_TARGETS if rx.search(title)}
        if len(in_title) == 1:
            triple = in_title.pop()
            return triple, cpu_from_prose(title), f"title's words naming {triple}"
        backends = [lab.split(":", 1)[1].strip() for lab in labels if lab.lower().startswith("backend:")]
        if len(backends) == 1:  # one backend named; several say nothing about which one crashed
            triple = _named_target(backends[0])
            if triple:
                return triple, cpu_from_prose(title), f"the issue's label backend:{backends[0]}"
    if re.search(r"amdgpu_(kernel|cs|ps|vs|gfx)|addrspace\(5\)|llvm\.amdgcn\.", ir):
        return "amdgcn-amd-amdhsa", "", "AMDGPU calling convention/intrinsics in the IR"
    if re.search(r"\b[vsa]reg_\d+\b|\$(?:vgpr|sgpr|agpr)\d+\b|\$exec\b|\bV_[A-Z0-9_]+_e(?:32|64)\b", ir) \
            and re.search(r"^\s*body:\s*\|", ir, re.M):
        # MIR with AMDGPU register classes, registers or VOP encodings (47047: vreg_96, $vgpr0)
        return "amdgcn-amd-amdhsa", "", "AMDGPU registers/instructions in the MIR"
    if re.search(r"llvm\.nvvm\.|nvvm\.annotations", ir):
        return "nvptx64-nvidia-cuda", "", "NVVM intrinsics/annotations in the IR"
    return "", "", ""


# ------------------------------------------------------------------ flags a default command needs

# the machine verifier's report named in words or quoted ("*** Bad machine code: ...")
_MACHINE_VERIFIER_TEXT = re.compile(r"(?i)\bbad machine code\b|\bmachine code errors?\b|\bmachine[- ]?verifier\b")
_GISEL_TEXT = re.compile(r"(?i)\bglobal[- ]?isel\b|\[GISel\]")
_SCALABLE = re.compile(r"<\s*vscale\s+x\b")
# "… in amdgpu-codegenprepare", "crash during `loop-vectorize`": a new-PM pass name
_PASS_NAME_IN_TITLE = re.compile(r"\b(?:in|during|by)\s+`?([a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)+)`?(?=[\s.,;:)`]|$)")
# GlobalISel passes named in prose, as -run-pass spells them
_MIR_PASS_WORDS = [(re.compile(r"(?i)\blegali[sz]er\b|\blegali[sz]e[sd]?\b"), "legalizer"),
                   (re.compile(r"(?i)\bregbankselect\b|\bregister bank select"), "regbankselect"),
                   (re.compile(r"(?i)\binstruction[- ]?select(?:or|ion)?\b|\binstructionselect\b"),
                    "instruction-select"),
                   (re.compile(r"(?i)\birtranslator\b"), "irtranslator")]
# IR-level (opt) passes as titles and labels name them ("[SLPVectorizer] Assertion …",
# "llvm:instcombine", "LoopVectorizePass crash") -> the -passes= name. A crash in one of these
# is an opt crash: llc never runs them (codegen's own IR passes are not in this list).
_IR_PASSES = {
    "slpvectorizer": "slp-vectorizer", "slp vectorizer": "slp-vectorizer", "slp": "slp-vectorizer",
    "loopvectorize": "loop-vectorize", "loopvectorizer": "loop-vectorize", "loop vectorizer": "loop-vectorize",
    "loopvectorizepass": "loop-vectorize", "instcombine": "instcombine", "instsimplify": "instsimplify",
    "aggressiveinstcombine": "aggressive-instcombine", "gvn": "gvn", "newgvn": "newgvn", "sroa": "sroa",
    "simplifycfg": "simplifycfg", "licm": "licm", "earlycse": "early-cse", "jumpthreading": "jump-threading",
    "indvarsimplify": "indvars", "loopunroll": "loop-unroll", "looprotate": "loop-rotate",
    "loopidiom": "loop-idiom", "loopidiomrecognize": "loop-idiom", "loopstrengthreduce": "loop-reduce",
    "dse": "dse", "deadstoreelimination": "dse", "memcpyopt": "memcpyopt", "reassociate": "reassociate",
    "vectorcombine": "vector-combine", "sccp": "sccp", "ipsccp": "ipsccp", "globalopt": "globalopt",
    "constraintelimination": "constraint-elimination", "correlatedvaluepropagation": "correlated-propagation",
    "simpleloopunswitch": "simple-loop-unswitch", "loopflatten": "loop-flatten", "loopfuse": "loop-fusion",
    "loopinterchange": "loop-interchange", "loopdistribute": "loop-distribute", "functionattrs": "function-attrs",
    "attributor": "attributor", "mergefunctions": "mergefunc", "argpromotion": "argpromotion",
}
# Every other IR transform pass that `opt -passes=` knows, from LLVM 19's `opt -print-passes`
# (analyses, printers, codegen's own IR passes that llc runs, sanitizer and profile passes
# left out): a title tag spells it in camel case ("[LoopFusion]", "[MergeFunc]",
# "[FlattenCFG]"), which is the name without its hyphens
_OPT_TRANSFORMS = """adce aggressive-instcombine alignment-from-assumptions always-inline argpromotion assume-builder
assume-simplify attributor attributor-cgscc attributor-light bdce break-crit-edges called-value-propagation
callsite-splitting canonicalize-aliases chr consthoist constmerge constraint-elimination coro-cleanup coro-early
coro-elide coro-split correlated-propagation dce deadargelim declare-to-assign dfa-jump-threading div-rem-pairs dse
early-cse elim-avail-extern expand-variadics extract-blocks flatten-cfg float2int forceattrs function-attrs globaldce
globalopt globalsplit guard-widening gvn gvn-hoist gvn-sink hotcoldsplit indvars infer-address-spaces infer-alignment
inferattrs inline instcombine instsimplify internalize ipsccp irce iroutliner jump-table-to-switch jump-threading lcssa
libcalls-shrinkwrap licm lnicm load-store-vectorizer loop-bound-split loop-data-prefetch loop-deletion loop-distribute
loop-extract loop-flatten loop-fusion loop-idiom loop-idiom-vectorize loop-instsimplify loop-interchange loop-load-elim
loop-predication loop-rotate loop-simplify loop-simplifycfg loop-sink loop-unroll loop-unroll-and-jam loop-unroll-full
loop-vectorize loop-versioning loop-versioning-licm lower-expect lower-global-dtors lower-guard-intrinsic lower-ifunc
lower-matrix-intrinsics lower-widenable-condition lowertypetests make-guards-explicit mem2reg memcpyopt mergefunc
mergereturn mldst-motion nary-reassociate newgvn openmp-opt partial-inliner place-safepoints reassociate reg2mem
rel-lookup-table-converter rewrite-statepoints-for-gc rpo-function-attrs scalarizer sccp
separate-const-offset-from-gep simple-loop-unswitch simplifycfg sink slp-vectorizer slsr speculative-execution sroa
tailcallelim tlshoist vector-combine wholeprogramdevirt""".split()
_OPT_TRANSFORM_SET = frozenset(_OPT_TRANSFORMS)
# a whole title tag -> the pass ("[LoopFusion]", "[LV]"); only whole tags: in a title's words,
# short names such as inline or sink are usually something else ("Inline asm")
_TAG_PASSES = {**{n.replace("-", ""): n for n in _OPT_TRANSFORMS}, "lv": "loop-vectorize", "vplan": "loop-vectorize"}
# a hyphenated pass name written as words at the head of a title ("Assertion Failure in Vector
# Combine", 110382); only names of 10 characters or more, which are not everyday words
# ("always inline" is the attribute's name as often as the pass's)
_SPACED_PASSES = {n.replace("-", " "): n for n in _OPT_TRANSFORMS if "-" in n and len(n) >= 10 and n != "always-inline"}
_TITLE_PASSES = {**_SPACED_PASSES, **_IR_PASSES}
# the pattern below lets a spaced name be written without its spaces ("RewriteStatepointsForGC",
# 80673), so a matched word is looked up with its white space removed
_TITLE_PASSES_UNSPACED = {k.replace(" ", ""): v for k, v in _TITLE_PASSES.items()}
_IR_PASS_WORD = re.compile(r"(?i)(?<![\w-])(" + "|".join(sorted((re.escape(k).replace(r"\ ", r"\s?")
                                                                for k in _TITLE_PASSES), key=len, reverse=True))
                           + r")(?![\w-])")


def ir_pass_named(title: str, labels: Iterable[str] = ()) -> str:
    """The opt pass a title tag (``[SLPVectorizer]``, ``[InstCombine] …``, ``LoopVectorizePass
    crash``) or an ``llvm:<Pass>`` label names, as ``-passes=`` spells it; "" when none.
    Only the title's bracketed tags and first words count: a pass named later in a title is
    usually context ("… after InstCombine"), not the crashing pass. A tag is the reporter's
    own word for the pass and beats a label, which files issues by family
    (``[AggressiveInstCombine]`` under ``llvm:instcombine``, 62509)."""
    if re.search(r"\bllc\b", title):  # the reporter says which tool crashed
        return _labelled_pass(labels)
    tag_list = re.findall(r"\[([^\]\n]{1,40})\]", title)
    for tag in tag_list:
        key = re.sub(r"[\s_-]", "", tag.lower())
        key = key[:-4] if key.endswith("pass") and key[:-4] in _TAG_PASSES else key
        if key in _TAG_PASSES and key not in _IR_PASSES:
            return _TAG_PASSES[key]
        if key in _IR_PASSES and "-" in tag:
            # the tag spelled as -passes= spells it ("[early-cse]", 75505), which `_IR_PASS_WORD`
            # (camel case or spaced words) does not read
            return _IR_PASSES[key]
    m = _IR_PASS_WORD.search(" ".join(tag_list))
    if m:
        return _title_pass(m.group(1))
    labelled = _labelled_pass(labels)
    if labelled:
        return labelled
    head = re.sub(r"\[[^\[\]\n]*\]", " ", title).strip()[:40]
    m = _IR_PASS_WORD.search(head)
    if m:
        return _title_pass(m.group(1))
    # a pass written at the head exactly as -passes= spells it ("[opt] iroutliner generates
    # invalid IR", 194733): lower case, hyphens kept, not an everyday word
    for word in re.findall(r"(?<![\w`-])`?([a-z][a-z0-9]*(?:-[a-z0-9]+)*)`?(?![\w-])", head):
        if word in _OPT_TRANSFORM_SET and len(word) >= 4 and word not in _EVERYDAY_PASS_WORDS:
            return word
    return ""


# pass names that are also the words a title uses for something else ("inline asm", "sink")
_EVERYDAY_PASS_WORDS = frozenset({"inline", "sink", "internalize"})


def _title_pass(word: str) -> str:
    """The pass `_IR_PASS_WORD` matched as `word`, spaced or not ("Loop Vectorize", "LoopVectorize")."""
    return _TITLE_PASSES_UNSPACED[re.sub(r"\s+", "", word.lower())]


def _labelled_pass(labels: Iterable[str]) -> str:
    for lab in labels:
        m = re.fullmatch(r"(?i)llvm:\s*([\w ]+)", lab.strip())
        if m and m.group(1).lower() in _IR_PASSES:
            return _IR_PASSES[m.group(1).lower()]
        # a label that is a pass's own name ("loop-fusion", "instcombine")
        if lab.strip() in _OPT_TRANSFORMS and len(lab.strip()) >= 4:
            return lab.strip()
    return ""


_RE_OPT_PROGRAM = re.compile(r"(?m)(?:^|\s)(?:\S*/)?opt(?:-\d+)?: |Program arguments:\s*(?:\S*/)?opt(?:-\d+)?\s")


def implied_flags(tool: str, kind: str, source: str, title: str, prose: str, args: list[str]) -> list[tuple[str, str]]:
    """Flags a command inferred by reprobot (no command in the issue) needs, with why:

    - ``-global-isel`` for llc on IR when the title names GlobalISel;
    - ``-mattr=+sve`` (AArch64) / ``-mattr=+v`` (RISC-V) for IR with scalable vectors
      (``<vscale x …>``) when no feature is asked for: the reporter's target had them, and
      without them every release fails earlier ("Scalarization of scalable vectors");
    - ``-passes=NAME`` for opt without a pipeline, when the title names a pass
      (``… in amdgpu-codegenprepare``);
    - ``-run-pass=NAME`` for llc on MIR without ``-run-pass``/``-start-*``, when the title or
      prose names a GlobalISel pass (``crashes the legalizer``);
    - ``-verify-machineinstrs`` for llc when the title or prose reports the machine verifier's
      errors (59318: "Backend crash with machine code errors"): release builds run the
      verifier only when asked, so without it the reported failure cannot show."""
    out: list[tuple[str, str]] = []
    has = lambda *names: any(a.lstrip("-").split("=")[0] in names for a in args)  # noqa: E731
    triple = _arg(args, "-mtriple") or _arg(args, "-march") or _ir_triple(source)
    if tool == "llc" and kind == "llvm-ir":
        if _GISEL_TEXT.search(title) and not has("global-isel", "fast-isel"):
            out.append(("-global-isel", "the title names GlobalISel"))
        if _SCALABLE.search(source) and not has("mattr") and "target-features" not in source:
            if triple.startswith(("aarch64", "arm64")):
                out.append(("-mattr=+sve", "scalable vectors on AArch64 need SVE"))
            elif triple.startswith("riscv"):
                out.append(("-mattr=+v", "scalable vectors on RISC-V need the V extension"))
    if tool == "llc" and _MACHINE_VERIFIER_TEXT.search(f"{title}\n{prose}") and not has("verify-machineinstrs"):
        out.append(("-verify-machineinstrs", "the issue reports the machine verifier's errors"))
    if tool == "opt" and kind == "llvm-ir" and not has("passes") and not any(
            re.fullmatch(r"-O[0-3sz]", a) for a in args):
        m = _PASS_NAME_IN_TITLE.search(title)
        if m:
            out.append((f"-passes={m.group(1)}", "the title names the pass"))
    if tool == "llc" and kind == "mir" and not has("run-pass", "start-after", "start-before", "stop-after",
                                                    "stop-before"):
        for rx, name in _MIR_PASS_WORDS:
            if rx.search(title) or rx.search(prose):
                out.append((f"-run-pass={name}", f"the issue names the {name} pass"))
                break
    return out


# ------------------------------------------------------------------ reported failure

# a block that is one error line and at most a few lines under it (the source line, a caret, a note):
# what the reporter saw, shown alone ("error: expected type to be 'tensor<?x?xf32>' or a rank-reduced
# version. (size mismatch)" under the module, 53099), which `_CRASH_MARK` leaves to prose because a
# parse error in a sentence is often the reporter's own typo
_LONE_ERROR_BLOCK = re.compile(r"\A(?:(?:[\w./+-]+\.mlir|<source>|<stdin>)(?::\d+){1,2}: )?error: [^\n]{10,400}(?:\n[^\n]{0,400}){0,4}")


# mlir-opt's output: an error placed in the input, then its source line, caret and notes (56907:
# "minimal.mlir:7:16: error: operand #2 does not dominate this use" over five note lines, more
# than `_LONE_ERROR_BLOCK` allows; 200844's block, cut at "repro.mlir:13:3: error: opera")
_MLIR_DIAGNOSTIC_OUTPUT = re.compile(r"\A(?:within split at [^\s:]{1,200} offset :\d+:\d+: |"
                                     r"(?:[\w./+-]{1,200}\.mlir|<stdin>):\d+:\d+: )error: ")


def prose_log_lines(prose: str) -> list[str]:
    """The crash lines of a log pasted outside a fence (or as a 4-space indented block), each with
    the lines that belong to it: an UNREACHABLE's message is printed on the line before it
    ("Unknown type!" then "UNREACHABLE executed at …"), and the machine verifier's report goes
    on in "- function: / - instruction:" lines; an assertion line re-wrapped in pasting is one
    line again (`unwrap_assertion_lines`)."""
    lines = unwrap_assertion_lines(prose).splitlines()
    out: list[str] = []
    for i, line in enumerate(lines):
        if not _CRASH_MARK.search(line):
            continue
        if re.match(r"\s*UNREACHABLE executed", line) and i and lines[i - 1].strip():
            line = lines[i - 1] + "\n" + line
        if "Bad machine code" in line:
            more = list(itertools.takewhile(lambda ln: re.match(r"\s*- \w[\w ]*:", ln), lines[i + 1:i + 8]))
            line = "\n".join([line, *more])
        out.append(line)
    return out


# what only a tool's crash output has (a C source may say "assert" or "fatal error")
_LOG_IN_SOURCE_FENCE = re.compile(r"^\s*(?:Stack dump:|PLEASE submit a bug report|\d+\.\s+Program arguments:|LLVM ERROR: )|"
                                  # bounded: a line of many "Assertion `" and no "' failed." is not rescanned
                                  r"Assertion `[^\n]{0,1000}?' failed\.|UNREACHABLE executed at ", re.M)
_CRASH_MARK = re.compile(r"LLVM ERROR|Assertion|(?i:assertion failed)|UNREACHABLE|Stack dump|PLEASE submit|Bad machine code|"
                         r"Cannot select|cannot select|Segmentation fault|SIGSEGV|SIGFPE|Floating point exception|"
                         r"fatal error|Program arguments|Running pass|"
                         # a backend error diagnostic ("error: <unknown>:0:0: in function f …: illegal …")
                         r"error: <unknown>:0:0:|error: in function |"
                         # LLVMContext's default handler: "error: " and the bare message, no file:line:col
                         # ("error: ran out of registers during register allocation", 56880)
                         r"^[ \t]*(?:[\w./+-]+: )?error: (?![^\n]*:\d+:\d+: )(?!(?:[Uu]nable|[Cc]ould not|[Uu]nknown|"
                         r"[Ii]nvalid|[Ee]xpected|[Nn]o such)\b)\w", re.M)


def _texts(issue: dict[str, Any]) -> list[tuple[str, str]]:
    out = [("body", str(issue.get("body") or ""))]
    for i, c in enumerate(issue.get("comments") or [], 1):
        if isinstance(c, dict):
            who = (c.get("user") or {}).get("login", "?") if isinstance(c.get("user"), dict) else "?"
            out.append((f"comment {i} by @{who}", str(c.get("body") or "")))
    return out


# "crashes … during `X86 Domain Reassignment Pass`", "in the pass 'SI Fold Operands'": a
# quoted name next to the word "pass", or one that ends in "Pass", after during/in/inside.
_PASS_IN_PROSE = re.compile(r"(?i:\b(?:during|in|inside|while running))\s+(?:the\s+)?(?:(?i:pass)\s+)?[`'\"]"
                            r"([A-Za-z0-9](?:[^`'\"\n]|\n(?![ \t]*\n)){2,80}?)[`'\"](\s+(?i:pass)\b)?")


def pass_in_prose(text: str) -> str:
    """A crashing pass named in prose (``during `X86 Domain Reassignment Pass` ``), or ""."""
    for m in _PASS_IN_PROSE.finditer(text):
        name = " ".join(m.group(1).split())  # a name the text wrapped is one name
        said = re.search(r"(?i)\bpass\s+[`'\"]$", text[m.start():m.start(1)]) or m.group(2)
        if said or re.search(r"\b[Pp]ass$", name):
            return name
    return ""


# "will hang if assertion is disabled", "a release build hangs", "without asserts it loops forever"
_NO_ASSERTS = r"(?:release(?:\s+build)?s?|(?:assertions?|asserts?)\s+(?:are\s+|is\s+)?(?:disabled|off)|" \
              r"(?:without|no|non-?)[\s-]*(?:assertions?|asserts?))"
_HANG_WORD = r"(?:hang(?:s|ing)?|loops? (?:forever|infinitely)|infinite loop|never (?:terminates|finishes|returns))"
_RELEASE_HANGS = re.compile(rf"(?i)\b{_NO_ASSERTS}\b[^.\n]{{0,60}}?\b{_HANG_WORD}|\b{_HANG_WORD}\b[^.\n]{{0,60}}?\b{_NO_ASSERTS}")
# "out of bound access in debug build, crash on release build" (59320), "release builds segfault"
_CRASH_WORD = r"(?:crash(?:es|ed|ing)?|segfault(?:s|ed)?|seg(?:mentation)? ?fault|SIGSEGV)"
_RELEASE_CRASHES = re.compile(rf"(?i)\b{_NO_ASSERTS}\b[^.\n]{{0,40}}?\b{_CRASH_WORD}|\b{_CRASH_WORD}\b[^.\n]{{0,20}}?\b{_NO_ASSERTS}")


def _release_build_failure(logs: list[str], asserting: CrashSignature, n_body: int) -> CrashSignature | None:
    """The failure a build without assertions printed, when the report shows one beside its
    assertion/UNREACHABLE (godbolt users paste "llc (assertion trunk) output" and "llc output",
    165713): a fatal error message (LLVM ERROR, Cannot select) in a log of its own that holds no
    assertion, in the same pass and function when both logs name them; or, in the description
    (`logs[:n_body]`, the reporter's own run), a whole crash report (its stack dump) without a
    message, in another pass than the assertion's: the build without the check went on and
    crashed later (179991: the reporter's release build segfaults in the AVR Assembly Printer, a
    maintainer's assertions build stops at an UNREACHABLE in instruction selection). A single
    "Running pass" line, or a stack dump in the assertion's own pass, is the assertion's output
    cut apart; the assertion's pass is the one its own log names when the assertion comes from a
    comment and the bare crash from the description. None otherwise."""
    # the pass the assertion's own text names: a maintainer's assertions-build line in a comment
    # (129929: "A build with assertions enabled fails earlier `llc: …RISCVISelLowering.cpp:2405: …
    # Assertion …`") names none, and the pass merged into `asserting` is then the body's crash's
    own = next(((k, parse_reported(log)) for k, log in enumerate(logs) if re.search(r"Assertion|UNREACHABLE", log)),
               (None, None))
    for k, log in enumerate(logs):
        if re.search(r"Assertion|UNREACHABLE", log):
            continue
        s = parse_reported(log)
        pass_of_assert = own[1].pass_name if own[0] is not None and own[0] >= n_body > k and own[1] is not None \
            else asserting.pass_name
        if s is not None and s.kind == "signal" and s.pass_name and not s.message and k < n_body \
                and re.search(r"Stack dump:|PLEASE submit", log) \
                and not (pass_of_assert and normalize_pass(pass_of_assert) == normalize_pass(s.pass_name)):
            return s
        if s is None or s.kind not in ("llvm-error", "cannot-select") or not s.message:
            continue
        if asserting.pass_name and s.pass_name and normalize_pass(asserting.pass_name) != normalize_pass(s.pass_name):
            continue
        if asserting.function and s.function and asserting.function != s.function:
            continue
        return s
    return None


# a qualified function the title says the crash is in ("crashes in mlir::spirv::FuncOp::verifyBody()",
# "Segfault in `llvm::DAGCombiner::visitXOR`")
_TITLE_CRASH_SITE = re.compile(r"(?i)\b(?:crash(?:es|ed|ing)?|seg(?:mentation )?fault(?:s|ed)?|sigsegv)\s+(?:in|at|inside)\s+"
                               r"`?((?:[A-Za-z_]\w*::)+~?[A-Za-z_]\w*)(?:\(\))?`?")


# an unbounded recursion, which ends in a stack overflow (a crash), not in a hang
_RECURSION = re.compile(r"(?i)\b(?:infinite|unbounded|endless|runaway|infinitely deep) recursion\b|\bstack overflow\b|"
                        r"\brecurses? (?:infinitely|forever|without end)\b")


# a title saying the tool crashed: the crash words of `_RELEASE_CRASHES`, and an assertion's, an abort's
_CRASH_TITLE = re.compile(rf"(?i)\b{_CRASH_WORD}|\bassert|\babort|unreachable|stack overflow")


def _reported(title: str, logs: list[str], prose: str = "", blocks: str = "",
              labels: Iterable[str] = (), n_body_logs: int | None = None) -> tuple[CrashSignature | None, str]:
    text = "\n\n\n".join(logs)  # separate texts: no line of one is another's message (`_RE_UNREACH`)
    sig = parse_reported(text) if text.strip() else None
    tsig = parse_reported(title)
    if sig is None and tsig is None and not _CRASH_TITLE.search(title) \
            and (re.search(r"\.mlir:\d+:\d+: error: | offset :\d+:\d+: error: ", text) or UNPLACED_OP_ERROR.search(text)):
        # no crash text and none in the title: mlir-opt's error at an op of the input file is the
        # failure (218097: "small.mlir:7:8: error: failed to legalize unresolved source materialization
        # … that remained live after conversion"); under a title saying it crashes, such an error is
        # what the log printed before the crash the excerpt cut (120883); an op's error pasted
        # without its prefix is placed by mlir-opt's "see current operation" note under it (61380)
        sig = parse_located_error(text)
    if sig is None:
        sig = tsig
    elif tsig is not None and not sig.message and tsig.message:
        sig = CrashSignature(tsig.kind, tsig.message, sig.pass_name, sig.frames, tsig.first_line, sig.signal,
                             tsig.location or sig.location, sig.function)
    if sig is not None and sig.kind == "assertion" and not sig.location:
        # the body's assertion line is cut before its message (which the title gives): its
        # file and function still place the assertion (llvm#57368)
        cut = cut_assertion_location(text + "\n" + blocks)
        if cut:
            sig = replace(sig, location=cut)
    # a hang is reported in words, not with a stack dump (or by a label: llvm-project's "llvm:hang");
    # but an infinite recursion ends as a crash, a stack overflow (57251: labelled hang, "falls into
    # an infinite loop", the title "infinite recursion at DAGTypeLegalizer::RemapId", a fuzzer's sig:11):
    # the dump is what the reporter saw, and a run that hangs instead is its form too
    if sig is not None and sig.kind == "signal" and not sig.message and _RECURSION.search(f"{title}\n{prose}"):
        sig = replace(sig, release_hangs=True)
    elif (sig is None or not sig.message) and reports_hang(title, labels):
        return CrashSignature(kind="timeout", first_line="hang (reported)"), text
    if _RELEASE_HANGS.search(prose) and (sig is None or sig.is_crash):
        # with no crash text, a crash without message, pass or frames: any crash still counts
        sig = replace(sig or CrashSignature(kind="signal"), release_hangs=True)
    if sig is not None and sig.kind in ("assertion", "unreachable"):
        rel = _release_build_failure(logs, sig, len(logs) if n_body_logs is None else n_body_logs)
        if rel is not None:
            sig = replace(sig, release_kind=rel.kind, release_message=rel.message, release_pass=rel.pass_name)
    if sig is not None and sig.kind in ("assertion", "unreachable") and _RELEASE_CRASHES.search(prose):
        # the reporter ran both builds: the release build's crash is the assertion's release form
        sig = replace(sig, release_crashes=True)
    site = _TITLE_CRASH_SITE.search(title)
    if site and sig is not None and sig.kind == "signal" and not sig.message \
            and not any(site.group(1) in f for f in sig.frames):
        # "mlir-opt crashes in mlir::spirv::FuncOp::verifyBody()" over a stack the excerpt cut
        # above that frame (173563): the function the title names is on the reported stack
        sig = replace(sig, frames=(*sig.frames, site.group(1)))
    # "crash during pass `X86 FP Stackifier`" in the title
    named = pass_in_prose(title) or pass_in_prose(prose)
    if named and (sig is None or not sig.pass_name):
        # replace keeps what the prose said of release builds (release_hangs/release_crashes)
        sig = replace(sig or CrashSignature(kind="signal"), pass_name=named)
    if sig is None:
        sig = _prose_verifier_message(prose)
    # "[AMDGPU] illegal VGPR to SGPR copy": a title in a backend diagnostic's words, the only
    # failure text of the issue (weak: it decides only between diagnostics)
    return sig or title_diagnostic(title), text


# the IR verifier's message quoted in a sentence that names verification ("This causes error
# `PHINode should have one entry for each predecessor of its parent basic block!` during
# verification", 63042): a capitalized sentence of four words or more, not code
_PROSE_VERIFIER = re.compile(r"`([A-Z][^`\n]{15,200})`(?=[^.\n`]{0,60}\bverif)|"
                             r"\bverif[^.\n`]{0,60}`([A-Z][^`\n]{15,200})`")


def _prose_verifier_message(prose: str) -> CrashSignature | None:
    """The IR verifier's message the description quotes in inline code where the issue has no
    crash text: the failure a release build prints as that line, then "LLVM ERROR: Broken
    function found" (`reducers.grade` compares it with the run's verifier line). None if none."""
    for m in _PROSE_VERIFIER.finditer(prose[:MAX_TEXT]):
        msg = (m.group(1) or m.group(2)).strip()
        if len(msg.split()) >= 4 and not re.search(r"[%@=(){}<>]", msg):
            sig = parse_reported(f"LLVM ERROR: {msg}")  # the message as a fatal error's is keyed
            if sig is not None:
                return replace(sig, first_line=msg, verifier_message=msg)
    return None


# an LLVM release named with a tool or project word: "clang+llvm-15.0.2", "clang version
# 17.0.6", "LLVM 18", "llc 16.0.0", "release/17.x", "18.0.0git"
_RELEASE_NAMED = re.compile(r"(?i)\b(?:llvm|clang|llc|opt|lld|flang|mlir)(?:[ +_-]*version)?[ _-]?v?(\d{2})"
                            r"(?:(?:\.\d+){1,2}(?:git|-rc\d*)?\b|\b(?![.\d]))|\brelease/(\d{2})\.x\b|"
                            r"\b(\d{2})\.\d+\.\d+git\b")


def reported_llvm_major(issue: dict[str, Any]) -> int | None:
    """The newest LLVM release the issue's description names as the one it ran (``clang+llvm-
    15.0.2`` -> 15; ``LLVM 18``, ``clang version 17.0.6``, ``release/17.x``, ``18.0.0git``), or
    None when it names none. Comments are not read: there later releases are named as fixed."""
    found = [int(next(g for g in m.groups() if g)) for m in _RELEASE_NAMED.finditer(issue.get("body") or "")]
    found = [v for v in found if 3 <= v <= 40]
    return max(found) if found else None


# ------------------------------------------------------------------ entry point


def extract_llvm(issue: dict[str, Any]) -> Extraction:
    """Reproducer candidates (IR/MIR × command), best first, with the reported failure.

    Candidates: each IR/MIR block (blocks that define functions first, body before
    comments) with its best command: its own ``RUN:`` line, else the first command in the
    body (transcript, prose, ``Command:`` block, ``Program arguments:``), else one from a
    comment, else a default (``llc``, or ``opt`` when prose names ``-passes=``) plus flags
    named in the title/body prose. Extra commands found in comments become extra
    candidates for the same source, so confirmation can pick the one that reproduces.

    Not commands: version/help queries (``$ bin/llc --version``) and commands the text says
    work (``Passing command: …``, ``works with …``; listed in the notes, their flags kept out).
    The commands the reporter ran (``Program arguments:``, ``RUN:``) get no flags from prose;
    a ``Program arguments:`` value the shell cut (``-passes=default`` for
    ``-passes=default<O2>``) is taken from the typed command. A default command gets the
    flags the issue implies (`implied_flags`: GlobalISel in the title, scalable vectors, a
    pass named in the title, the GlobalISel pass a MIR reproducer needs); the default tool is
    ``opt`` when the crash text shows ``opt:`` as the program.
    """
    issue = normalized_issue(issue)
    title = str(issue.get("title") or "")
    notes: list[str] = []
    sources: list[tuple[str, str, str, list[Command]]] = []  # (kind, text, origin, own RUN commands)
    mlir_sources: list[tuple[str, str, list[Command]]] = []  # (text, origin, own RUN commands)
    bare_ops: list[tuple[str, str]] = []  # blocks of top-level ops with no module (`top_level_ops`)
    cut: set[str] = set()  # sources from a fence that is never closed
    controls: set[str] = set()  # sources the text presents as the variant that works (`works_lead`)
    empty_modules: list[tuple[str, str]] = []  # (text, origin): blocks of comments only
    commands: list[Command] = []
    logs: list[str] = []
    other_blocks: list[str] = []  # every block that is not IR/MIR (a cut log may show no crash mark)
    godbolt: list[str] = []
    body_prose = ""
    n_body_logs: int | None = None  # logs[:n_body_logs] are the description's (the reporter's own runs)
    # the prose lines over output blocks: (lead, is a crash log); a line of flags alone over each
    # says which flags gave which output (`_output_flag_leads`)
    output_leads: list[tuple[str, bool]] = []
    for origin, text in _texts(issue):
        if origin != "body" and n_body_logs is None:
            n_body_logs = len(logs)
        godbolt += [u for u in _GODBOLT.findall(text) if u not in godbolt]
        blocks, prose = fenced_blocks(text, origin)
        if origin == "body":
            body_prose = prose
        commands += find_commands(prose, f"{origin} prose")
        # the text's own logs (its blocks) before crash lines of its prose: a sentence that quotes the
        # crash in passing ("aborts with `UNREACHABLE executed at ... Node is not in map!`", 198094)
        # does not give the message a log beside it prints whole
        prose_logs = prose_log_lines(prose)
        # IR between single backticks in prose (`define … }` over several lines): a block too
        blocks += [Block("", span, f"{origin} (inline code)", True) for span in inline_code_spans(prose)
                   if re.search(r"^\s*(?:define|declare)\b", span, re.M) and defines_functions(span)]
        for b in blocks:
            own = [c for c in find_commands(b.text, origin) if "RUN line" in c.origin]
            if b.info in ("c", "cpp", "c++", "cuda", "python", "py"):
                # source code, never the reproducer; but a crash log fenced as ```c (71183:
                # the assertion and "Program arguments:" of opt in a c block) is still the log
                if _LOG_IN_SOURCE_FENCE.search(b.text):
                    commands += find_commands(b.text, origin)
                    other_blocks.append(b.text)
                    logs.append(b.text)
                continue
            if looks_like_mlir(b.text):
                # an MLIR module (mlir-opt's input); its own `// RUN: mlir-opt %s …` lines first
                module, rest = split_mlir(b.text)
                mlir_sources.append((module, origin, find_commands("\n".join(run_lines(b.text)), f"{origin}: RUN line")))
                if works_lead(b.lead):
                    controls.add(module)
                if rest:  # a command or a crash log in the same block
                    commands += find_commands(rest, origin)
                    other_blocks.append(rest)
                    if _CRASH_MARK.search(rest):
                        logs.append(rest)
                continue
            if looks_like_mir(b.text) and (not looks_like_ir(b.text) or _MIR_EMBEDDED_IR.search(b.text)):
                sources.append(("mir", mir_region(b.text), origin, own))
                if works_lead(b.lead):
                    controls.add(sources[-1][1])
                continue
            if looks_like_ir(b.text):
                # a tagged block is the file, unless it also holds a prompt or the command line
                # itself (`llc -mtriple=aarch64` above the IR, 215227)
                region = ir_region(b.text) if b.info not in _IR_INFOS or _PROMPT.search(b.text) \
                    or _BARE_TOOL_LINE.search(b.text) else b.text.strip("\n") + "\n"
                if not looks_like_ir(region):
                    region = ir_region(b.text)
                if region:
                    sources.append(("llvm-ir", region, origin, own))
                    if works_lead(b.lead):
                        controls.add(region)
                    if not b.closed:
                        cut.add(region)
                        notes.append(f"the IR fence in the {origin} is not closed; took the text up to its end")
                rest = b.text.replace(region.strip("\n"), "") if region else b.text
                if region and not rest.strip():
                    # a tagged block is the whole file; a command in its leading comment
                    # ("; bin/opt -passes=jump-threading reduced.ll -S", 199702) is still the one run
                    rest = "\n".join(itertools.takewhile(lambda ln: not ln.strip() or ln.lstrip().startswith(";"),
                                                          region.splitlines()))
                    commands += [c for c in find_commands(rest, origin) if c not in own]
                    rest = ""
                other_blocks.append(rest)
                if _CRASH_MARK.search(rest):
                    logs.append(rest)
                commands += [c for c in find_commands(rest, origin) if c not in own]
                continue
            commands += find_commands(b.text, origin, open_end=not b.closed)
            other_blocks.append(b.text)
            crashed = bool(_CRASH_MARK.search(b.text) or _LONE_ERROR_BLOCK.fullmatch(b.text.strip())
                           or UNPLACED_OP_ERROR.search(b.text) or _MLIR_DIAGNOSTIC_OUTPUT.match(b.text.strip()))
            if b.lead and (crashed or b.closed):  # a cut block may have crashed past its cut
                output_leads.append((b.lead, crashed))
            if crashed:
                logs.append(b.text)
            elif b.closed and comments_only(b.text):
                empty_modules.append((b.text.strip("\n") + "\n", origin))
            elif b.closed and top_level_ops(b.text):
                bare_ops.append((b.text.strip("\n") + "\n", origin))
        logs += prose_logs
    body = str(issue.get("body") or "")[:MAX_TEXT]
    if not sources:  # IR pasted without a fence
        region = ir_region(body)
        if region:
            sources.append(("llvm-ir", region, "body (unfenced)", []))
            notes.append("IR was not in a code fence")
    if not sources and not mlir_sources and (module := unfenced_module(body_prose)):
        # an MLIR module pasted without a fence (128798: under a quote marker)
        mlir_sources.append((module, "body (unfenced)", []))
        notes.append("the MLIR module was not in a code fence")
    if not sources and looks_like_mir(body) and re.search(r"^---\s*$", body, re.M) \
            and re.search(r"^\.\.\.\s*$", body, re.M):
        # MIR pasted without a fence, from its "---" to its "..." (bugzilla imports, 47047)
        # from the "---" on: a markdown heading above it is no MIR comment
        region = mir_region(body[re.search(r"^---\s*$", body, re.M).start():])
        if looks_like_mir(region):
            sources.append(("mir", region, "body (unfenced)", []))
            notes.append("MIR was not in a code fence")

    # de-duplicate sources, keep order; function-defining blocks first
    seen: set[str] = set()
    uniq = []
    for s in sources:
        key = re.sub(r"\s+", " ", s[1]).strip()
        if key and key not in seen:
            seen.add(key)
            uniq.append(s)
    # a module that defines functions first; one from a fence left open (cut: 68953's first
    # reduction ends mid-function in the text) after every complete one
    # ... and one the text says works ("This works:") after the ones it does not, when there are any
    failing = any(s[1] not in controls for s in uniq)
    uniq.sort(key=lambda s: (not (defines_functions(s[1]) or s[0] == "mir"), s[1] in cut,
                             failing and s[1] in controls))

    labels = [str(lab.get("name") if isinstance(lab, dict) else lab) for lab in issue.get("labels") or []]
    if n_body_logs is None:  # no comments: every log is the description's
        n_body_logs = len(logs)
    reported, reported_text = _reported(title, logs, body_prose, "\n".join(other_blocks), labels, n_body_logs)
    # flags named in the title and body prose, not those of a command said to work
    worked = _output_flag_leads(output_leads)
    prose_text = title + "\n" + "\n".join(l for l in body_prose.splitlines()
                                          if not passing_line(l) and l.strip() not in worked)
    if worked:
        notes.append("not tried: " + "; ".join(sorted(worked)) + " (the flags of an output block that shows no crash, "
                     "where another block's flags crashed)")
    pflags = prose_flags(prose_text)
    # a driver's own crash report names the command that crashed ("Program arguments: clang -S
    # --target=riscv32-unknown-elf test.ll", 180199)
    ran_driver = "\n".join(ln.split("Program arguments:", 1)[1] for log in logs for ln in log.splitlines()
                           if "Program arguments:" in ln)
    drivers = split_driver_commands(prose_text)[1] + [c for c in split_driver_commands(ran_driver)[1]
                                                      if compiles_ir_file(c)]
    driver_flags = llc_flags_from_driver(drivers)
    # what crashed for the reporter first: Program arguments, then commands they typed
    # (transcripts, Command: blocks), then commands named in prose
    rank = lambda c: 0 if "Program arguments" in c.origin else 2 if "prose" in c.origin else 1  # noqa: E731
    passing = [c for c in commands if c.passing]
    if passing:
        notes.append("not tried: " + "; ".join(" ".join([c.tool, *c.args]) for c in passing)
                     + " (the issue says it works)")
    commands = [c for c in commands if not c.passing]
    mlir_cmds = [c for c in commands if c.tool == "mlir-opt"]  # for MLIR sources only
    if not mlir_sources and not sources and mlir_cmds and empty_modules:
        # mlir-opt crashed on a file of comments only, which it parses as an empty module
        # (183511: "```llvm\n//\n```", a test pass that walks the empty module): that block is the input
        mlir_sources.append((empty_modules[0][0], empty_modules[0][1], []))
        notes.append(f"the block in the {empty_modules[0][1]} holds only comments: mlir-opt reads it as an empty module")
    if not mlir_sources and not sources and mlir_cmds and not empty_modules and _EMPTY_INPUT_FILE.search(body_prose):
        # "where `temp.mlir` is an empty file" (64267: a pass's option check asserts before it
        # reads anything): the input is an empty module
        mlir_sources.append(("", "body (an empty file, as the prose says)", []))
        notes.append("the prose says the input file is empty: mlir-opt reads it as an empty module")
    if not mlir_sources and not sources and mlir_cmds and not empty_modules and not bare_ops \
            and any(not c.names_input and not c.cut for c in mlir_cmds) \
            and not _INPUT_ELSEWHERE.search("\n".join(t for _, t in _texts(issue))):
        # the command names no input and the text shows none: mlir-opt reads an empty standard
        # input (90344: `mlir-opt --sparsifier="..." --dump-pass-pipeline`, an assertion in
        # printing the pipeline, which no input takes part in)
        mlir_sources.append(("", "no input (the command reads an empty standard input)", []))
        notes.append("the mlir-opt command names no input file and the text holds no module: it reads an empty "
                     "standard input")
    if not mlir_sources and not sources and mlir_cmds and bare_ops:
        # ops with no module around them (64385, 64975): mlir-opt wraps the file in an implicit
        # module; only where the issue runs mlir-opt and no block holds a module
        mlir_sources.append((bare_ops[0][0], bare_ops[0][1], []))
        notes.append(f"the block in the {bare_ops[0][1]} holds ops without a module: mlir-opt wraps them in one")
    commands = _restore_shell_cut_values([c for c in commands if c.tool != "mlir-opt"], notes)
    body_cmds = sorted((c for c in commands if c.origin.startswith("body")), key=rank)
    # the reporter's own clang command on the IR file at -O1..3, with the crash in an IR pass
    # (175058, 175909: "clang --target=riscv32-linux-gnu -c -march=rv32gcv -O3 tc2.ll", the
    # assertion in loop-vectorize): clang's middle end is opt's default<On> pipeline, with the
    # target flags mapped as for llc; before any other command of the thread
    level = driver_ir_level(drivers)
    if level and reported is not None and _IR_PASS_NAME.match(reported.pass_name or "") \
            and not any(c.tool == "opt" for c in body_cmds):
        flags = [f for f, _ in driver_flags if f != "-O0"]
        body_cmds.insert(0, Command("opt", [f"-passes=default<O{level}>", *flags], "body: clang's command (opt form)"))
        notes.append(f"the reporter's clang command on the IR runs opt's default<O{level}> pipeline, where the "
                     f"reported crash is (pass {reported.pass_name})")
    comment_cmds = [c for c in commands if not c.origin.startswith("body")]
    issue_text = "\n".join(t for _, t in _texts(issue))
    title_pass = ir_pass_named(title, labels)
    # a legacy pass flag in prose ("both run with: `--load-store-vectorizer -mtriple=amdgcn`", 54896)
    # is opt's: llc has no option named after an IR pass
    default_tool = "opt" if any(pipeline_value(f) is not None or f.lstrip("-") in _OPT_TRANSFORM_SET for f in pflags) \
        or _RE_OPT_PROGRAM.search(reported_text) or title_pass else "llc"

    reps: list[Reproducer] = []
    for kind, text, origin, own in uniq:
        cands: list[Command] = []
        if own:
            # a RUN line that only verifies the input (`opt -passes=verify`) says the IR is valid; the
            # file's next RUN line is the crash (203466: verify, then loop-interchange)
            cands.append(next((c for c in own if not _checks_only(c.tool, list(c.args))), own[0]))
        # the command that names this file type best: prefer body commands
        for c in body_cmds + comment_cmds:
            if kind == "mir" and c.tool != "llc":
                continue
            cands.append(c)
        if not cands:
            cands.append(Command(default_tool, [], "default"))
        seen_cmd: set[tuple[str, tuple[str, ...]]] = set()
        for c in cands:
            args = list(c.args)
            # a Program arguments line that ends the text lost its tail: the prose's flags stand in
            # for it (214713: "llc -filetype=asm -" cut, "I checked with `-global-isel`")
            ran = ("Program arguments" in c.origin and not c.cut) or "RUN line" in c.origin
            if c.origin == "default" or (c.origin.startswith("body") and not ran):
                # flags the body or title names that the command lacks (e.g. a title saying
                # "when using -disable-promote-alloca-to-lds")
                for f in pflags:
                    if pipeline_value(f) is not None and c.tool != "opt":
                        continue
                    if f not in args and not any(a.lstrip("-").split("=")[0] == f.lstrip("-").split("=")[0] for a in args):
                        if c.origin == "default" or c.cut or f.split("=")[0] in ("-mattr", "-mcpu", "-mtriple", "-march"):
                            args.append(f)
                            if c.origin != "default":
                                notes.append(f"added {f} from the issue text to the command")
            triple, cpu, how = target_from(text, title, args, issue_text, labels, c.tool)
            if not triple and c.tool == "llc":
                triple, how = darwin_host_triple(text, args, issue_text) or ("", how)
            if triple:
                args.insert(0, f"-mtriple={triple}")
                notes.append(f"target {triple} taken from the {how}")
            if cpu and not any(a.startswith("-mcpu") for a in args):
                args.insert(1 if triple else 0, f"-mcpu={cpu}")
                notes.append(f"cpu {cpu} taken from the {how}")
            if c.origin == "default" and c.tool == "llc":
                # no llc command in the issue: the driver's target flags, mapped, say what was built
                for flag, why in driver_flags:
                    if not any(a.split("=")[0] == flag.split("=")[0] or (a[:2] == flag[:2] == "-O") for a in args):
                        args.append(flag)
                        notes.append(f"added {flag}: {why}")
            if c.origin == "default":
                for flag, why in implied_flags(c.tool, kind, text, title, body_prose, args):
                    args.append(flag)
                    notes.append(f"added {flag}: {why}")
                if c.tool == "opt" and title_pass and not any(pipeline_value(a) is not None or
                                                              re.fullmatch(r"-O[0-3sz]", a) for a in args):
                    if re.search(rf"(?<![\w-])opt\b[^\n]{{0,40}}?(?<![\w-])-{re.escape(title_pass)}(?![\w-])",
                                 title + "\n" + body_prose, re.I):
                        # "Opt -instcombine crashed" (56945): the reporter's own legacy spelling,
                        # which releases from 16 refuse, as a command given in a code block would be
                        args.append(f"-{title_pass}")
                        notes.append(f"added -{title_pass}: the issue spells that opt flag")
                    else:
                        args.append(f"-passes={title_pass}")
                        notes.append(f"added -passes={title_pass}: the title or a label names that opt pass")
            elif title_pass and kind == "llvm-ir" and reads_only(c.tool, args):
                # the issue's opt command runs no pass while the title names one: a stack dump's
                # "Program arguments" cut before the pipeline (157277: godbolt's "opt -o
                # /app/output.s -S", title [SLPVectorizer]); an opt that only reads the IR
                # (172801) has no pass in its title
                args.append(f"-passes={title_pass}")
                notes.append(f"added -passes={title_pass}: the command names no pass, the title or a label does")
            k = (c.tool, tuple(args))
            if k in seen_cmd:
                continue
            seen_cmd.add(k)
            reps.append(Reproducer(
                kind=kind, source=text, tool=c.tool, args=args, origin=origin,
                command_origin=c.origin if c.origin != "default" else
                ("default, flags from the title/body" if len(args) > 0 else "default"),
                triple=triple or _arg(args, "-mtriple") or _ir_triple(text), cpu=cpu or _arg(args, "-mcpu"),
                godbolt=list(godbolt),
            ))
            if len(seen_cmd) >= 4:
                break
    if mlir_sources:
        # no flag in prose: the passes prose names bare as run ("Running `remove-dead-values` on"),
        # else the pass a fuzzer's title tag names ("[mlir](transform-interpreter)")
        mflags = prose_pass_flags(prose_text) or prose_pass_names(prose_text) or \
            ([f"-{tag}"] if (tag := title_pass_tag(title)) else [])
        if any(m[0] not in controls for m in mlir_sources):  # a module said to work after the others
            mlir_sources.sort(key=lambda m: m[0] in controls)
        mreps = _mlir_reproducers(mlir_sources, mlir_cmds, mflags, godbolt)
        # the issue's own tool decides which kind leads: mlir-opt named and llc/opt not, or no IR
        reps = mreps + reps if not reps or (mlir_cmds and not commands) else reps + mreps
    if godbolt and not any(r.command_origin != "default" for r in reps):
        notes.append("the command line may be behind the godbolt link(s), which cannot be fetched: "
                     + ", ".join(godbolt))
    target = ""
    if reps:
        target = " ".join(x for x in (reps[0].triple, reps[0].cpu) if x)
    return Extraction(reproducers=reps, reported=reported, reported_text=reported_text[:20000],
                      notes=_dedup(notes), target=target)


# flags of the other tools that prose names; a default mlir-opt takes the rest (its pass flags)
_NOT_MLIR_FLAG = re.compile(r"^--?(?:mtriple|march|mcpu|mattr|passes|p|O[0-3sz]?|run-pass|global-isel|filetype)\b")


def _mlir_reproducers(sources: list[tuple[str, str, list[Command]]], cmds: list[Command], pflags: list[str],
                      godbolt: list[str]) -> list[Reproducer]:
    """MLIR candidates (`workers.extract.mlir`): each module with its own RUN line, the issue's
    mlir-opt commands (the description's first), or a default ``mlir-opt`` plus the pass flags
    the prose names; at most four commands per module."""
    body = [c for c in cmds if c.origin.startswith("body")]
    rest = [c for c in cmds if not c.origin.startswith("body")]
    out: list[Reproducer] = []
    for text, origin, own in sources:
        cands = own + body + rest
        if not cands:
            flags = [f for f in pflags if not _NOT_MLIR_FLAG.match(f)]
            if VERIFY_DIRECTIVE.search(text) and "-verify-diagnostics" not in flags:
                flags.append("-verify-diagnostics")  # the directives are read only with it
            cands = [Command("mlir-opt", flags, "default")]
        seen: set[tuple[str, ...]] = set()
        for c in cands:
            if tuple(c.args) in seen:
                continue
            seen.add(tuple(c.args))
            out.append(Reproducer(kind="mlir", source=text, tool="mlir-opt", args=list(c.args), origin=origin,
                                  command_origin=c.origin if c.origin != "default" else
                                  ("default, flags from the title/body" if c.args else "default"),
                                  godbolt=list(godbolt)))
            if len(seen) >= 4:
                break
    return out


def _restore_shell_cut_values(commands: list[Command], notes: list[str]) -> list[Command]:
    """A stack dump's ``Program arguments:`` line shows argv after the shell: an unquoted
    ``-passes=default<O2>`` arrives as ``-passes=default`` (``<O2>`` read as redirections).
    Where another command of the issue spells the same flag with that value plus ``<…>``,
    take that spelling."""
    typed: dict[str, str] = {}  # "-passes=default" -> "-passes=default<O2>"
    pipelines = [(a, v) for c in commands for a in c.args if (v := pipeline_value(a))]
    for c in commands:
        if "Program arguments" not in c.origin:
            for a in c.args:
                if "=" in a and "<" in a.split("=", 1)[1]:
                    typed.setdefault(a.split("<", 1)[0], a)
    out = []
    for c in commands:
        args = []
        for i, a in enumerate(c.args):
            full = typed.get(a) if "=" in a and "Program arguments" in c.origin else None
            v = pipeline_value(a)
            longer: set[str] = set()
            if c.tail_open and i == len(c.args) - 1 and a.startswith("-") and not full and v is None:
                longer = {b for d in commands if d is not c and d.tool == c.tool for b in d.args
                          if len(b) > len(a) and b.startswith(a)}
            if len(longer) == 1:
                # a flag the text's end cut ("-mcpu=icelak", 210601), spelled whole by another
                # command of the issue (the prose's `opt -O3 -mcpu=icelake-server`)
                full = longer.pop()
                notes.append(f"took {full} for {a}, which the text's end cuts")
            elif full:
                notes.append(f"took {full} for {a} (the stack dump shows argv after the shell)")
            elif v and _cut_pass(v):
                # an excerpt that ends inside a transcript cuts its last word ("--passes loop-vect",
                # 124759): another command of the issue spells the pipeline whole
                full = next((b for b, w in pipelines if len(w) > len(v) and w.startswith(v)), None)
                if full:
                    notes.append(f"took {full} for {a}, which names no pass (the text is cut there)")
                elif c.tail_open and i == len(c.args) - 1:
                    continue  # cut by the text's end, and nothing spells it whole (203466: "opt -passes=loop-int")
            args.append(full or a)
        if not args and c.tail_open:
            continue
        if args != c.args:
            c = replace(c, args=args)
        out.append(c)
    return out


def _cut_pass(pipeline: str) -> bool:
    """Does the pipeline's last pass name look cut off: not a pass opt knows (`_OPT_TRANSFORMS`),
    nor a parameterised or nested element?"""
    last = re.split(r"[,(]", pipeline)[-1].strip()
    return bool(last) and re.fullmatch(r"[a-z][a-z0-9-]*", last) is not None and last not in _OPT_TRANSFORM_SET


def _arg(args: Iterable[str], name: str) -> str:
    for a in args:
        if a.startswith(name + "="):
            return a.split("=", 1)[1]
    return ""


def _ir_triple(ir: str) -> str:
    m = re.search(r'^\s*target\s+triple\s*=\s*"([^"]*)"', ir, re.M)
    return m.group(1) if m else ""


def _dedup(xs: list[str]) -> list[str]:
    out: list[str] = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out

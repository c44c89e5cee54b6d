"""Extraction of Triton Python reproducers from issue text (body + comments).

Finds: the Python code (fenced blocks holding ``@triton.jit`` kernels, helpers, launch code,
autotune configs; a fence cut off by an excerpt is trimmed back to the longest prefix that
parses), the environment the text sets (``TRITON_F32_DEFAULT=ieee``, ``TRITON_ALWAYS_COMPILE=1``
in prose or shell lines), the target (``gfx942``, ``sm_90``, GPU names such as MI300X/H100,
[AMD] in the title or labels) and the reported failure (`parse_triton_reported` over the text
outside the Python fences, then the title).

Targets are written as ``backend:arch:warp`` (``hip:gfx942:64``, ``cuda:90:32``), the form
`workers/triton/harness.py` and the corpus' expected.json use.
"""
from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
from dataclasses import dataclass, field, replace
from typing import Any

from reducers.reproducer import Reproducer
from reducers.signature import CrashSignature
from reducers.triton.signature import (COMPILE_AT, compile_site, exception_message_missing, exception_type,
                                       parse_triton_reported, tool_signature)
from reducers.triton.source import (MEMORY_OPS, call_name, is_kernel, leftmost_addend, trim_to_parse,
                                    undefined_names)
from workers.triton.prose_calls import Variant, entry_functions, prose_variants
from workers.triton.completion import (IMPORTS, complete_argv, complete_free_names, sink_dead_values,
                                      stub_missing_helpers, wrap_helpers)
from workers.triton.excerpt import kernel_from_body, looks_like_body
from workers.triton.mlir_input import (compile_level, driver_script, find_triton_opt, is_triton_module, module_target,
                                       reproducer_pipeline, split_modules,
                                       target_of_passes)
from workers.triton.placeholders import fill_placeholders
from workers.extract.text import normalized_issue, reports_hang

# the closing fence may be indented up to three spaces more than the opening one (CommonMark)
# A backtick fence's info string holds no backtick (CommonMark): "```Triton Version: 3.1.0```" on a
# line of its own is inline code, and taking it for an opening fence would pair every later fence
# wrongly (triton#7161 lost its kernel that way)
_FENCE = re.compile(r"^([ \t>]*)(```+|~~~+)[ \t]*([\w+-]*)([^\n`]*)\n(.*?)(?:^\1 {0,3}\2[ \t]*$|\Z)", re.M | re.S)
# Code pasted without a fence (older issues, triton#1425): it starts at an import of triton/torch or
# a triton decorator and runs until a line of prose
_CODE_START = r"(?:import (?:triton|torch)\b|from triton\b|@triton\.(?:jit|autotune|heuristics)\b)"
_UNFENCED_START = re.compile(r"^" + _CODE_START, re.M)
# ... or as Markdown's indented code block (four spaces or a tab before every line)
_INDENTED_START = re.compile(r"^( {4,}|\t)" + _CODE_START, re.M)
# a line of Markdown's indented code block (older issues paste failure text this way too)
_INDENTED = re.compile(r"^(?: {4}|\t)", re.M)
# a quoted ptxas message in prose: PTXAS error "Arguments mismatch for instruction 'st'"
_PTXAS_QUOTE = re.compile(r"(?i)\bptxas\b(?: error)?\W{0,3}[\"“]([^\"”\n]{8,200})[\"”]")
_PROSE_LINE = re.compile(r"^[A-Z][a-z']*(?: [a-z'][\w',]*){2,}[^=()\[\]]*$")
# "```import torch": code written on the fence's own line (the "info string" is then code)
_CODE_ON_FENCE = re.compile(r"^(?:import|from|def|class|@)\b|^@")
_ENV = re.compile(r"\b(TRITON_[A-Z0-9_]+|MLIR_ENABLE_DUMP|LLVM_IR_ENABLE_DUMP|AMDGCN_ENABLE_DUMP)"
                  r"\s*=\s*[\"']?([\w.:/-]+)[\"']?")
# GPUs named in reports -> target, most specific first. Architectures from AMD's LLVM AMDGPU
# processor table and NVIDIA's CUDA GPU compute-capability list (A10/A40/RTX 30 are sm_86, not
# sm_80; RTX 50 and RTX PRO Blackwell are sm_120, B200 sm_100).
_GPU_NAMES = [
    (r"\bMI3[05]5X?\b|\bgfx950\b", "hip:gfx950:64"), (r"\bMI300[AX]?\b|\bMI325X?\b", "hip:gfx942:64"),
    (r"\bMI2[15]0X?\b", "hip:gfx90a:64"), (r"\bMI100\b", "hip:gfx908:64"),
    (r"\bRX ?7900\b|\bW7[89]00\b|\bNavi ?31\b", "hip:gfx1100:32"), (r"\bRX ?7[78]00\b|\bNavi ?32\b", "hip:gfx1101:32"),
    (r"\bRX ?7600\b|\bNavi ?33\b", "hip:gfx1102:32"), (r"\b7[89]0M\b|\bPhoenix\b", "hip:gfx1103:32"),
    (r"\bStrix ?Halo\b|\b8060S\b", "hip:gfx1151:32"), (r"\bRX ?90[67]0\b", "hip:gfx1201:32"),
    (r"\bRX ?6[789][05]0\b|\bW6800\b|\bNavi ?21\b", "hip:gfx1030:32"),
    (r"\bGB10\b|\bDGX ?Spark\b", "cuda:121:32"),
    (r"\bRTX ?50[6-9]0\b|\bRTX PRO ?[46]000 Blackwell\b|\bBlackwell\b.{0,20}\bRTX\b", "cuda:120:32"),
    (r"\bB[23]00\b|\bGB[23]00\b", "cuda:100:32"), (r"\bH100\b|\bH200\b|\bH20\b|\bH800\b|\bGH200\b", "cuda:90:32"),
    (r"\bRTX ?40[5-9]0\b|\bL4\b|\bL40S?\b|\bL20\b|\bRTX ?[46]000 Ada\b", "cuda:89:32"),
    (r"\bJetson (?:AGX )?Orin\b", "cuda:87:32"),
    (r"\bA100\b|\bA800\b|\bA30\b", "cuda:80:32"),
    (r"\bA10G?\b|\bA40\b|\bA[2456]000\b|\bRTX ?30[5-9]0\b", "cuda:86:32"),
    (r"\bV100\b|\bTitan V\b", "cuda:70:32"), (r"\bT4\b|\bRTX ?20[6-8]0\b|\bGTX ?16[56]0\b|\bQuadro RTX\b", "cuda:75:32"),
    (r"\bP100\b", "cuda:60:32"), (r"\bGTX ?10[5-8]0\b|\bP40\b|\bTitan Xp?\b", "cuda:61:32"),
]
# "compute capability 8.9", "capability: (8, 6)", torch.cuda.get_device_capability() -> (9, 0)
_CAPABILITY = re.compile(r"(?<![A-Za-z])(?:compute capability|capability|cc)\b\D{0,20}?\(?\s*(\d{1,2})\s*[.,]\s*(\d)\b", re.I)


@dataclass
class TritonExtraction:
    reproducers: list[Reproducer]
    reported: CrashSignature | None
    reported_text: str
    target: str
    env: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    complete: bool = False  # the best reproducer launches or compiles a kernel itself


def wave_size(arch: str) -> int:
    """gfx9 (CDNA) runs wave64; gfx10+ (RDNA) and gfx12x0 run wave32."""
    m = re.match(r"gfx(\d+)", arch)
    if not m:
        return 64
    return 64 if m.group(1).startswith("9") else 32


def target_from_text(title: str, body: str, labels: list[str]) -> str:
    """The target the issue is about, ``backend:arch:warp``; cuda:90:32 when nothing says."""
    text = " ".join([title, " ".join(labels), body])
    m = re.search(r"\bgfx(\d{3,4}[a-z]?)\b", text)
    if m:
        arch = "gfx" + m.group(1)
        return f"hip:{arch}:{wave_size(arch)}"
    m = re.search(r"\bsm_?(\d{2,3})[a-z]?\b", text)
    if m:
        return f"cuda:{m.group(1)}:32"
    m = _CAPABILITY.search(text)
    if m and 5 <= int(m.group(1)) <= 12:
        return f"cuda:{m.group(1)}{m.group(2)}:32"
    for pat, tgt in _GPU_NAMES:
        if re.search(pat, text):
            return tgt
    if re.search(r"\[AMD\]|\bROCm\b|\bhip\b|\bAMD\b", title + " " + " ".join(labels)):
        return "hip:gfx942:64"
    return "cuda:90:32"


def _is_triton_code(code: str) -> bool:
    return bool(re.search(r"@triton\.jit|@jit\b|import triton|triton\.language", code))


def has_launch(code: str) -> bool:
    """The code launches a kernel (``k[grid](...)``), compiles one (``triton.compile``) or
    calls something that does (``.warmup(``)."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return False
    for n in ast.walk(tree):
        if isinstance(n, ast.Call):
            f = n.func
            if isinstance(f, ast.Subscript) and isinstance(f.value, (ast.Name, ast.Attribute)):
                return True
            if isinstance(f, ast.Attribute) and f.attr in ("compile", "warmup"):
                return True
    return False


def _add_missing_imports(code: str, notes: list[str]) -> str:
    """Reporters often paste kernels without their imports: add the usual ones for names
    used but bound nowhere (``triton``, ``tl``, ``torch``, ``np`` …)."""
    free = undefined_names(code)
    missing = [n for n in IMPORTS if n in free]
    # a name used only as a module whose attributes are torch's tensor factories is torch under
    # the reporter's own alias (``import torch as ch``, triton#3391)
    aliases = sorted(n for n in free - set(IMPORTS) if _torch_alias(code, n))
    if not missing and not aliases:
        return code
    note = "added missing imports: " + ", ".join(missing + [f"torch as {a}" for a in aliases])
    if note not in notes:
        notes.append(note)
    return "\n".join([IMPORTS[n] for n in missing] + [f"import torch as {a}" for a in aliases]) + "\n" + code


# what a Triton release's environment has: the standard library, triton, torch, numpy (and
# what they pull in); a reporter's own package is not there
_AVAILABLE = frozenset(sys.stdlib_module_names) | {"triton", "torch", "numpy", "pytest", "typing_extensions"}


def drop_unused_foreign_imports(code: str, notes: list[str]) -> str:
    """`code` with each top-level ``import X`` / ``from X import …`` of a module no release
    environment has (`_AVAILABLE`: the reporter's own package, triton#2052's ``import trident``)
    turned into a comment when none of the names it binds is used anywhere: as given, the
    script stops at ModuleNotFoundError before the kernel. A foreign import that is used stays
    (the script needs it: the failure is then the script's own). `code` unchanged when it does
    not parse."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return code
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    lines = code.split("\n")
    dropped = []
    for node in tree.body:
        if isinstance(node, ast.Import):
            mods = [(a.name, (a.asname or a.name.split(".")[0])) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            mods = [(node.module, a.asname or a.name) for a in node.names]
        else:
            continue
        if node.lineno != node.end_lineno or any(m.split(".")[0] in _AVAILABLE or b in used or b == "*"
                                                 for m, b in mods):
            continue
        dropped.append(mods[0][0])
        lines[node.lineno - 1] = "# " + lines[node.lineno - 1] + "  # reprobot: not available, not used"
    note = f"dropped an import the script never uses and no release has: {', '.join(dropped)}"
    if dropped and note not in notes:
        notes.append(note)
    return "\n".join(lines)


_TORCH_FACTORIES = {"randn", "rand", "randint", "zeros", "ones", "empty", "full", "arange", "tensor", "zeros_like",
                    "empty_like", "ones_like", "randn_like", "manual_seed"}


def _torch_alias(code: str, name: str) -> bool:
    """`name` appears only as ``name.attr`` and at least one attr is a torch tensor factory."""
    uses = re.findall(rf"(?<![\w.]){re.escape(name)}\b(\.\w+)?", code)
    return bool(uses) and all(uses) and any(u[1:] in _TORCH_FACTORIES for u in uses)


# A clause that names a variable as the setting under which the kernel behaves ("correct results
# when `TRITON_INTERPRET=1` is set", "works with TRITON_F32_DEFAULT=ieee", "as a workaround …")
_WORKS_CUE = re.compile(r"\b(?:correct(?:ly)?|works?|working|fine|pass(?:es)?|succeeds?|no (?:error|crash|issue)s?|"
                        r"as expected)\b", re.I)
# ... or as the way around the failure ("setting X=0 avoids the crash"), failure words or not
_WORKAROUND_CUE = re.compile(r"\b(?:workaround|work(?:s|ed)? around|avoids?|fix(?:es)?|resolves?|prevents?|"
                             r"suppress(?:es)?|goes away|disappears)\b", re.I)
_FAILS_CUE = re.compile(r"\b(?:fail\w*|crash\w*|errors?|wrong|incorrect|segfault\w*|abort\w*|hang\w*|"
                        r"assert\w*|mismatch\w*|breaks?|broken|without)\b", re.I)
_CLAUSE_END = re.compile(r"[.;!?\n]|,\s*(?:but|while|whereas|and)\b|\bbut\b")
_IGNORED_ENV = ("TRITON_CACHE_DIR", "TRITON_HOME", "TRITON_DUMP_DIR")


def _env_to_apply(text: str, notes: list[str]) -> dict[str, str]:
    """Environment variables the issue sets for the failing run: every ``TRITON_X=v`` (and the
    dump switches) in code, commands or prose, except cache/dump locations and an assignment
    whose own clause names it as the setting that works (a working cue and no failure cue:
    "It produces correct results when `TRITON_INTERPRET=1` is set") or as a workaround
    ("setting X=0 avoids the crash"); those are noted, not applied. Later assignments of one variable win."""
    env: dict[str, str] = {}
    for m in _ENV.finditer(text):
        k, v = m.group(1), m.group(2)
        if k in _IGNORED_ENV:
            continue
        starts = [e.end() for e in _CLAUSE_END.finditer(text, 0, m.start())]
        start = starts[-1] if starts else 0
        end_m = _CLAUSE_END.search(text, m.end())
        clause = text[start:end_m.start() if end_m else len(text)]
        if _WORKAROUND_CUE.search(clause) or (_WORKS_CUE.search(clause) and not _FAILS_CUE.search(clause)):
            note = f"{k}={v} is named as the setting that works ({clause.strip()[:80]!r}): not applied"
            if note not in notes:
                notes.append(note)
            continue
        env[k] = v
    return env


def _complete(code: str, prose: str, origin: str, notes: list[str]) -> str:
    """`code` with the names its launch uses but nothing defines bound and the command-line
    values it reads set (`workers.triton.completion`), noted; `code` itself when there are
    none or one is unclear."""
    for complete, what in ((fill_placeholders, f"the kernel in {origin} has `...` for code the issue leaves out; "
                                               "filled: "),
                           (complete_free_names, f"the snippet in {origin} uses names it never defines; completed: "),
                           (complete_argv, f"the script in {origin} reads sys.argv: "),
                           (stub_missing_helpers, f"the kernel in {origin} calls a function the text never shows; "),
                           (wrap_helpers, f"the code in {origin} has no kernel, only jit helpers: "),
                           (sink_dead_values, "")):
        done = complete(code, prose)
        if done is not None:
            note = what + ", ".join(done[1])
            if note not in notes:
                notes.append(note)
            code = done[0]
    return code


def _texts(issue: dict[str, Any]) -> list[tuple[str, str]]:
    out = [("body", _backtick_blocks(issue.get("body") or ""))]
    for i, c in enumerate(issue.get("comments") or [], 1):
        out.append((f"comment {i}", _backtick_blocks(c.get("body") or "")))
    return out


_LONE_TICKS = re.compile(r"^[ \t]*(`{1,2})[ \t]*$")
# what Markdown lets a writer escape; in a span GitHub renders as text, `\#` is how a comment
# line survives the editor
_MD_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!>|])")


def _backtick_blocks(text: str) -> str:
    r"""`text` with code written between lines holding only one or two backticks (an inline
    code span GitHub renders as one line, triton#2471) turned into fenced blocks, with the
    Markdown escapes inside (``\#``) undone. Other text is unchanged."""
    lines = text.split("\n")
    out, i = [], 0
    while i < len(lines):
        m = _LONE_TICKS.match(lines[i])
        close = next((j for j in range(i + 1, len(lines)) if _LONE_TICKS.match(lines[j])
                      and _LONE_TICKS.match(lines[j]).group(1) == m.group(1)), None) if m else None
        if m is None or close is None or close == i + 1:
            out.append(lines[i])
            i += 1
            continue
        out += ["```"] + [_MD_ESCAPE.sub(r"\1", ln) for ln in lines[i + 1:close]] + ["```"]
        i = close + 1
    return "\n".join(out)


# an MLIR pass named in a title: `RemoveLayoutConversions`, TritonAMDGPUPipeline, ConvertTritonGPUToLLVM
_TITLE_PASS = re.compile(r"`((?:Triton|Convert)?[A-Z][a-z]+(?:[A-Z][A-Za-z0-9]*)+)`(?:\s+[Pp]ass)?|"
                         r"\b((?:Triton|Convert)[A-Z][A-Za-z0-9]+|[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+(?=\s+[Pp]ass\b))")
_TITLE_ASSERT = re.compile(r"\bassert(?:ion|s|ed)?\b", re.I)
_TITLE_CRASH = re.compile(r"\b(?:crash\w*|segfault\w*|abort\w*|fails?|failed|failure)\b", re.I)


def _from_title(title: str) -> CrashSignature | None:
    """The failure a title names, as a weak signature: its kind (and pass) only. A title
    paraphrases ("Assertion error in `ScanOpToLLVM` when …"), it does not quote a message, so
    its words are never compared with a run's message. A title that only names a pass and a
    failure ("Hitting an assertion in `RemoveLayoutConversions` Pass", "TritonAMDGPUPipeline
    crash with …") is an assertion (or a pass failure) in that pass: a failure elsewhere is
    another one, not "any crash counts"."""
    sig = parse_triton_reported(title)
    if sig is None:
        m = _TITLE_PASS.search(title)
        asserts = bool(_TITLE_ASSERT.search(title))
        if m and (asserts or _TITLE_CRASH.search(title)):
            kind = "assertion" if asserts else "pass-failure"
            return CrashSignature(kind=kind, pass_name=m.group(1) or m.group(2), first_line=title)
        return None
    if sig.kind == "python-exception":
        return sig
    return CrashSignature(kind=sig.kind, pass_name=sig.pass_name, signal=sig.signal, first_line=title)


# a title naming a memory error that the process dies of
_MEMORY_ERROR = re.compile(r"(?i)\b(?:heap|memory|stack) corruption\b|\buse[- ]after[- ]free\b|\bdouble[- ]free\b|"
                           r"\bheap[- ]buffer[- ]overflow\b|\bstack[- ]buffer[- ]overflow\b|\binvalid free\b")
_PROCESS_CRASH = re.compile(r"\bcrash(?:es|ed)?\s+(?:the\s+)?(?:python|process|interpreter)\b|"
                            r"\b(?:python|process|interpreter)\s+(?:crash|abort|die)(?:s|ed)?\b", re.I)


def _process_crash(prose: str) -> CrashSignature | None:
    """A report that says the process itself crashed ("This crashes Python") without any text
    of the failure: a native crash (abort or signal) of unknown kind. A Python exception is then
    another failure (a clean diagnostic), any native crash the reported one."""
    m = _PROCESS_CRASH.search(prose)
    return CrashSignature(kind="signal", first_line=m.group(0)) if m else None


_WRONG_RESULTS = re.compile(
    r"\b(?:incorrect|wrong|inaccurate|bad|invalid|garbage|mismatch(?:ed|ing)?)\s+(?:numerical\s+)?"
    r"(?:results?|outputs?|values?|answers?|numbers?|counts?)\b|"
    r"\b(?:results?|outputs?)\s+(?:are|is|were|was)\s+(?:wrong|incorrect|different|off)\b|"
    r"\bmiscompil\w*|\bnumerical(?:ly)?\s+(?:incorrect|wrong|mismatch|error)|\bsilent(?:ly)? (?:wrong|corrupt)",
    re.I)


def _wrong_results(text: str) -> CrashSignature | None:
    """A report of wrong results and no failure text (a miscompile): kind ``wrong-result``.
    A CPU run can only show that such a kernel compiles; a failure there is another problem
    (`workers.triton.adapter.grade_triton` grades it ``different``), never the report's."""
    m = _WRONG_RESULTS.search(text)
    return CrashSignature(kind="wrong-result", first_line=m.group(0)) if m else None


_UNSUPPORTED = re.compile(r"\b(?:does(?:n't| not)|do(?:n't| not)|cannot|can't|can not) support\b|"
                          r"\bnot (?:yet )?supported\b|\bunsupported\b|\bno support for\b", re.I)


def _unsupported_feature(title: str) -> CrashSignature | None:
    """A title saying a feature is not supported ("Triton does not support tuple of input
    tensors for associative_scan", triton#2657) and no failure text anywhere: kind
    ``unsupported-feature``. A release reproduces it by refusing the feature in words
    (`workers.triton.adapter.grade_triton`); any other failure — a TypeError in the user's
    own code once the feature exists — is another problem, not "any crash counts"."""
    m = _UNSUPPORTED.search(title)
    return CrashSignature(kind="unsupported-feature", first_line=title.strip()) if m else None


_INLINE_CODE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")


def restore_cut_line(code: str, tail: str, prose: str) -> tuple[str, str, str] | None:
    """(code with its cut line whole, the cut line, the whole statement) when a code block that an
    excerpt cut inside a statement (``    tl.store``: `tail` is what `trim_to_parse` dropped) has
    that statement whole in the issue's prose, in inline code that begins with the cut text
    ("The code can work if I remove the line `tl.store(O + o_offset, o)`", triton#2261); None
    when the prose has no such span, several different ones, or the result does not parse."""
    cut = next((ln for ln in tail.split("\n") if ln.strip()), "")
    head = cut.strip()
    if len(head) < 4 or tail.strip() != head:  # only a block cut in its very last line
        return None
    spans = {m.group(1).strip() for m in _INLINE_CODE.finditer(prose)}
    found = sorted(sp for sp in spans if sp.startswith(head) and len(sp) > len(head))
    if len(found) != 1:
        return None
    indent = cut[:len(cut) - len(cut.lstrip())]
    whole = code.rstrip("\n") + "\n" + indent + found[0] + "\n"
    try:
        ast.parse(whole)
    except SyntaxError:
        return None
    return whole, cut, found[0]


def keep_code_before_cut_comment(code: str, tail: str) -> tuple[str, str] | None:
    """(code with the cut line's compound header back, that header) when an excerpt cut a block
    inside the trailing comment of a ``while …:``/``for …:``/``if …:``/``with …:`` line
    (``        while w < 0:  #``, triton#11612): the header is whole, and dropping it (what
    `trim_to_parse` does with any cut line) loses a loop the bug may need. It gets ``pass`` as
    its body, whose lines the text does not hold. A plain statement cut in its comment is
    dropped like any cut line (triton#4484's labeller measured without its cut last call).
    None when the cut line is no header with a comment, the ``#`` is inside a string, or the
    result does not parse."""
    cut = next((ln for ln in tail.split("\n") if ln.strip()), "")
    if tail.strip() != cut.strip() or "#" not in cut:
        return None
    try:
        toks = list(tokenize.generate_tokens(io.StringIO(cut.lstrip() + "\n").readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return None
    comment = next((t for t in toks if t.type == tokenize.COMMENT), None)
    if comment is None:
        return None
    stmt = (cut.lstrip()[:comment.start[1]]).rstrip()
    if not stmt.endswith(":") or not re.match(r"(?:while|for|if|elif|else|with)\b", stmt):
        return None
    indent = cut[:len(cut) - len(cut.lstrip())]
    added = indent + stmt + "\n" + indent + "    pass\n"
    whole = code.rstrip("\n") + "\n" + added
    try:
        ast.parse(whole)
    except SyntaxError:
        return None
    return whole, stmt


# IPython's prompts ("In [4]: ", "   ...: ") and the plain interpreter's (">>> ", "... ")
_IPY_IN = re.compile(r"^(?:In \[\d*\]: ?|>>> ?)(.*)$")
_IPY_MORE = re.compile(r"^(?: {2,}\.\.\.: ?|\.\.\. ?)(.*)$")


# an exception printed as its repr: ValueError('Cannot use /, #, or % with ...') (triton#3391)
_EXC_REPR = re.compile(r"^\s*([A-Z]\w*(?:Error|Exception))\((['\"])(.{6,}?)\2\)\s*$", re.M)


def _exception_repr(prose: str) -> CrashSignature | None:
    """A reported exception written as its repr, ``ValueError('...')``, when nothing else in the
    text is failure text."""
    m = _EXC_REPR.search(prose)
    sig = parse_triton_reported(f"{m.group(1)}: {m.group(3)}") if m else None
    at, statement = compile_site(prose[:m.start()]) if sig is not None else ("", "")
    if at:
        # the frontend's wrapper names the statement: kept, so a release that words the same
        # check otherwise at that statement still meets it (`workers.triton.adapter.grade_triton`)
        sig = replace(sig, compile_site=f"{at}|{statement}")
    return sig


def ipython_input(block: str) -> tuple[str, str] | None:
    """(code typed at the prompts, everything else) of an IPython session pasted as a block
    (``In [4]: @triton.jit`` / ``   ...:     val = tl.load(in_)``, then ``Out[7]: ...`` and
    tracebacks, triton#2939), or of the plain interpreter's (``>>> `` / ``... ``); None when the
    block has no prompt."""
    code, output, seen = [], [], False
    for ln in block.split("\n"):
        m = _IPY_IN.match(ln) or (_IPY_MORE.match(ln) if seen else None)
        if m:
            seen = True
            code.append(m.group(1))
        else:
            output.append(ln)
    return ("\n".join(code).rstrip() + "\n", "\n".join(output)) if seen else None


# a shell session pasted as one block: "$ cat repro.py" / "# cat repro.py" (a root prompt),
# the script, "$ python3 repro.py", its output (triton#2005)
_PROMPT = r"^\s*(?:\([\w.-]+\)\s*)?[\w@.:~/-]*[$#%❯]\s*"
_SHELL_SHOW = re.compile(_PROMPT + r"(?:cat|more|head|bat)\s+[\w./-]+\.py\s*$")
_SHELL_RUN = re.compile(_PROMPT + r"(?:\w+=\S+\s+)*(?:\S*/)?(?:python[\d.]*|pytest)\s+(?:-\S+\s+)*[\w./-]+\.py\b.*$")
_OUTPUT_MARK = re.compile(r"Traceback|Error|Assertion|Aborted|Segmentation fault|core dumped|LLVM ERROR|UNREACHABLE")


def shell_session(block: str) -> tuple[str, str] | None:
    """(the script, its output) of a shell session pasted as one block: the lines after the last
    ``cat X.py`` prompt (or from the top) up to the prompt that runs ``python X.py``, and what
    follows it; None when the block is no such session. With ``#`` as the prompt such lines
    are also Python comments, so the script must be Triton code and the output failure text."""
    lines = block.split("\n")
    run = next((i for i, ln in enumerate(lines) if _SHELL_RUN.match(ln)), None)
    if run is None:
        return None
    shown = [i for i in range(run) if _SHELL_SHOW.match(lines[i])]
    code = "\n".join(lines[shown[-1] + 1 if shown else 0:run]).strip("\n")
    output = "\n".join(ln for ln in lines[run + 1:] if not re.fullmatch(r"\s*[$#%❯]\s*", ln))
    if not code or not _is_triton_code(code) or not _OUTPUT_MARK.search(output):
        return None
    return code + "\n", output


def message_in_code_comment(code: str) -> CrashSignature | None:
    """The failure a reproducer's own comment names ("# this version: AttributeError: 'pointer_type'
    object has no attribute 'get_block_shapes'", triton#633): a ``XError: message`` after ``#``."""
    m = re.search(r"#[^\n#]*?\b([A-Z]\w{0,80}?(?:Error|Exception)): ([^\n]{6,})", code)
    return parse_triton_reported(f"{m.group(1)}: {m.group(2).strip()}") if m else None


def unfenced_code(text: str) -> str:
    """Triton code pasted into `text` without a fence: from the first ``import triton``/``torch``,
    ``from triton`` or triton decorator line to the line before the first line of prose (an
    unindented sentence of three or more words), trimmed back to what parses; "" when there is
    none or it is not Triton code."""
    m = _UNFENCED_START.search(text)
    if not m:
        # Markdown's indented code block (four spaces or a tab before every line), older issues
        m = _INDENTED_START.search(text)
        if not m:
            return ""
        indent, lines = m.group(1), []
        for ln in text[m.start():].split("\n"):
            if ln.strip() and not ln.startswith(indent):
                break
            lines.append(ln[len(indent):])
        code, _complete = trim_to_parse("\n".join(lines).rstrip() + "\n")
        return code if code.strip() and _is_triton_code(code) else ""
    lines = text[m.start():].split("\n")
    end = next((i for i, ln in enumerate(lines) if i and _PROSE_LINE.match(ln)), len(lines))
    code, _complete = trim_to_parse("\n".join(lines[:end]).rstrip() + "\n")
    return code if code.strip() and _is_triton_code(code) else ""


def extract_triton(issue: dict[str, Any]) -> TritonExtraction:
    issue = normalized_issue(issue)
    title = issue.get("title") or ""
    labels = [lb.get("name", "") if isinstance(lb, dict) else str(lb) for lb in issue.get("labels") or []]
    texts = _texts(issue)
    notes: list[str] = []
    py_blocks: list[tuple[str, str, bool]] = []  # (origin, code, complete)
    bodies: list[tuple[str, str]] = []  # (origin, code): kernel bodies without their header
    prose: list[str] = []  # the title is a paraphrase: it only fills in (`_from_title`)
    body_prose = 0
    cut_tails: dict[int, str] = {}  # py_blocks index -> the lines trimming dropped
    mlir_blocks: list[tuple[str, str]] = []  # (origin, module): Triton MLIR for triton-opt
    for origin, text in texts:
        last = 0
        for m in _FENCE.finditer(text):
            prose.append(text[last:m.start()])
            last = m.end()
            lang, code = m.group(3).lower(), m.group(5)
            if _CODE_ON_FENCE.match(m.group(3) + m.group(4)):
                lang, code = "python", m.group(3) + m.group(4) + "\n" + code
            prefix = m.group(1)
            if prefix:
                code = "\n".join(ln[len(prefix):] if ln.startswith(prefix) else ln for ln in code.split("\n"))
            session = ipython_input(code)
            if session is not None:
                code, output = session
                prose.append(output)
                notes.append(f"a code block in {origin} is an IPython session: the code typed at its prompts "
                             f"is the reproducer, its output is failure text")
            elif (shell := shell_session(code)) is not None:
                code, output = shell
                prose.append(output)
                notes.append(f"a code block in {origin} is a shell session: the script it shows is the reproducer, "
                             f"the output of running it is failure text")
            if is_triton_module(code):  # TTIR/TTGIR for triton-opt: failure text stays prose too
                mlir_blocks.append((origin, code))
            if lang in ("", "python", "py", "python3") and _is_triton_code(code):
                closed = bool(re.search(r"(```+|~~~+)[ \t]*$", m.group(0).rstrip("\n")))
                trimmed, complete = trim_to_parse(code, closed)
                if trimmed.strip():
                    py_blocks.append((origin, trimmed, complete))
                    if not complete:
                        notes.append(f"code block in {origin} is cut off; trimmed to what parses")
                        cut_tails[len(py_blocks) - 1] = code[len(trimmed.rstrip("\n")):]
                else:  # no line of it parses: text that names triton (an error message, triton#7322)
                    prose.append(code)
            elif lang in ("", "python", "py", "python3") and looks_like_body(code):
                bodies.append((origin, code))
            else:
                prose.append(code)
        prose.append(text[last:])
        if origin == "body":
            body_prose = len(prose)  # prose[:body_prose] is the reporter's own description
    if not py_blocks and not bodies:
        for origin, text in texts:
            code = unfenced_code(_FENCE.sub("", text))
            if code:
                py_blocks.append((origin, code, True))
                notes.append(f"the code in {origin} is not in a code block; taken from its first import or "
                             f"decorator to the first line of prose")
                break
    prose_text = "\n".join(prose)
    for i, tail in cut_tails.items():
        origin, code, complete = py_blocks[i]
        kept = keep_code_before_cut_comment(code, tail)
        if kept is not None:
            py_blocks[i] = (origin, kept[0], complete)
            notes.append(f"the code block in {origin} is cut in the comment of `{kept[1]}`; the header is kept "
                         f"with `pass` as its body")
            continue
        whole = restore_cut_line(code, tail, prose_text)
        if whole is not None:
            py_blocks[i] = (origin, whole[0], complete)
            notes.append(f"the code block in {origin} is cut in `{whole[1].strip()}`; the text gives that line "
                         f"whole: `{whole[2]}`")
    if not py_blocks:  # no kernel anywhere: a block that is a kernel's body without its header
        for origin, code in bodies:
            built = kernel_from_body(code)
            if built:
                py_blocks.append((origin, built[0], False))
                notes.append(f"the code block in {origin} is a kernel body without its header: wrapped as "
                             f"a kernel of its own; bound: " + ", ".join(built[1]))
                break
    all_text = "\n".join(t for _, t in texts)
    env = _env_to_apply(all_text, notes)
    target = target_from_text(title, all_text, labels)

    def read(text: str) -> CrashSignature | None:  # as written, or out of an indented code block
        return parse_triton_reported(text) or parse_triton_reported(_INDENTED.sub("", text))

    repr_cause = _exception_repr(all_text)
    # the description's failure text first, then its reproducer's own comment (after a title that
    # names the failure: 532's comments list three versions), then the comments': a later comment
    # may quote what a newer release says instead (triton#633: it causes "error: 'tt.store' op ...")
    own = "\n".join(prose[:body_prose])
    own_comment = next(filter(None, (message_in_code_comment(c) for o, c, _ in py_blocks if o == "body")), None)
    reported = read(own) or (own_comment and (_from_title(title) or own_comment)) or read(prose_text) \
        or _from_title(title) or _process_crash(prose_text) \
        or _wrong_results(title + "\n" + prose_text) or _unsupported_feature(title) or repr_cause \
        or next(filter(None, (message_in_code_comment(c) for _, c, _ in py_blocks)), None)
    memory = _MEMORY_ERROR.search(title)
    if memory and reported is not None and reported.kind in ("mlir-error", "pass-failure"):
        # "Heap corruption in tt.expand_dims ..." (triton#9063) over output that shows only the
        # diagnostics printed before the crash: the reported failure is the memory error, a
        # native crash; a run that only prints those diagnostics fails otherwise
        notes.append(f"the title reports a memory error ({memory.group(0)!r}); the diagnostics the output shows "
                     f"come before it")
        reported = CrashSignature(kind="signal", first_line=f"{memory.group(0)} (the title)")
    if reported is None and reports_hang(title, labels):
        # "Pipeline pass hanging" (triton#1652): a hang is told in words; a run that hits the
        # time limit is then the reported failure, not another one
        reported = CrashSignature(kind="timeout", first_line="hang (reported)")
    if reported is not None and reported.kind == "python-exception":
        # IPython prints the kernel's first line on the CompilationError's own line
        # ("CompilationError: at 3:24:def my_kernel(...):", triton#2939): the location is the message
        line = reported.first_line.strip()
        at = COMPILE_AT.match(line)
        if at and line[at.end() - 1] == ":" and at.end() < len(line):
            reported = parse_triton_reported(line[:at.end()]) or reported
    if reported is not None and (exception_message_missing(reported) or
                                 reported.message.startswith("CompilationError: at ")):
        # the CompilationError's cause printed as its repr below the caret (triton#9547:
        # 'AssertionError("Loop carried variable a0 changed type ...")'), not as "Type: message"
        if repr_cause is not None and not exception_message_missing(repr_cause):
            reported = repr_cause
    if reported is not None and exception_message_missing(reported):
        # the body's traceback is cut before its last line, the title quotes it whole
        # ("TypeError: cannot convert [...] to tensor", triton#5443): the title's message
        named = parse_triton_reported(title)
        if named is not None and named.kind == "python-exception" and not exception_message_missing(named) \
                and exception_type(reported) in ("", exception_type(named)):
            notes.append(f"the traceback is cut before its message; the title gives it: {named.first_line[:100]!r}")
            reported = CrashSignature(kind=named.kind, message=named.message, first_line=named.first_line,
                                      location=reported.location, compile_site=reported.compile_site)
    if reported is not None and exception_message_missing(reported) and reported.location.endswith(":make_cubin"):
        # the traceback is cut in make_cubin, where ptxas runs; the prose quotes ptxas's message
        # ('fails ... with a PTXAS error "Arguments mismatch for instruction 'st'"', triton#8100)
        q = _PTXAS_QUOTE.search(prose_text) or _PTXAS_QUOTE.search(title)
        if q:
            notes.append(f"the traceback is cut in make_cubin (ptxas); the text quotes ptxas's message: {q.group(1)!r}")
            reported = tool_signature(("ptxas", q.group(1)))
    # candidates: each block with a kernel, best first: launches > kernels; then all blocks joined
    cands: list[tuple[int, str, str]] = []
    for origin, code, complete in py_blocks:
        score = (2 if has_launch(code) else 0) + (1 if "@triton.jit" in code or "@jit" in code else 0)
        cands.append((score, origin, code))
    if len(py_blocks) > 1:
        joined = "\n\n".join(c for _, c, _ in py_blocks)
        try:
            ast.parse(joined)
            if has_launch(joined):
                cands.append((3 if not any(s >= 3 for s, _, _ in cands) else 1, "joined blocks", joined))
        except SyntaxError:
            pass
    cands.sort(key=lambda c: -c[0])
    # imports again after the completion: a kernel built around helpers uses tl and torch
    def prepared(code: str, origin: str) -> str:
        code = _add_missing_imports(drop_unused_foreign_imports(code, notes), notes)
        return _add_missing_imports(_complete(code, prose_text, origin, notes), notes)

    cands = [(sc, origin, prepared(code, origin)) for sc, origin, code in cands]
    backend = target.split(":")[0]
    arch = target.split(":")[1]
    reps = [Reproducer(kind="triton-python", source=code, tool="python", origin=origin,
                       command_origin="code block", triple=backend, cpu=arch, env=dict(env))
            for _, origin, code in cands]
    if reps:
        reps = _with_prose_variants(reps, title + "\n" + prose_text, notes)
    complete = bool(reps) and has_launch(reps[0].source)
    if reps and not complete:
        notes.append("no launch in the code: the kernel is compiled ahead of time with inferred arguments")
    if not reps and mlir_blocks:
        reps, target = _mlir_reproducers(mlir_blocks, [t for _, t in texts], target, env, notes)
        complete = bool(reps)
    if not reps:
        notes.append("no Triton Python code found")
    return TritonExtraction(reps, reported, reported.first_line if reported else "", target, env, notes, complete)


def _mlir_reproducers(blocks: list[tuple[str, str]], texts: list[str], target: str, env: dict[str, str],
                      notes: list[str]) -> tuple[list[Reproducer], str]:
    """(reproducers, target) for an issue whose reproducer is a Triton MLIR module run by
    ``triton-opt`` (`workers.triton.mlir_input`): each module (block, or chunk of a
    --split-input-file block) with the first triton-opt command of `texts` (body and comments),
    as a script that runs those passes through the release's bindings. No command: the pipeline
    of the crash reproducer a module carries, else ``triton.compile`` from the module's level.
    The target: the module's ``ttg.target``, else what the passes imply, else `target`."""
    found = find_triton_opt(texts)
    if found is None:  # the pipeline of a crash reproducer the module carries (printed by the pass manager)
        dumped = next(filter(None, (reproducer_pipeline(m) for _, m in blocks)), None)
        found = (dumped[0], f"triton-opt --pass-pipeline='{dumped[1]}'") if dumped else None
    if found is None:  # no pass named: the compiler's own pipeline from the module's level
        passes, command = [], ""
    else:
        passes, command = found
    reps, targets = [], []
    # a block written for --split-input-file: each chunk is a module of its own, a candidate
    for origin, module in [(o, m) for o, block in blocks for m in split_modules(block)]:
        tgt = module_target(module) or target_of_passes(passes) or target
        backend, arch = tgt.split(":")[:2]
        targets.append(tgt)
        reps.append(Reproducer(kind="triton-python", source=driver_script(module, passes, tgt, command), tool="python",
                               origin=origin, triple=backend,
                               command_origin=f"triton-opt command ({command[:120]})" if passes else
                               f"no triton-opt command: triton.compile from the module's level ({compile_level(module)})",
                               cpu=arch, env=dict(env)))
    if passes:
        notes.append(f"the reproducer is a Triton MLIR module (in {reps[0].origin}) for `{command[:160]}`: its "
                     f"passes run through the release's Python bindings ({', '.join(n for n, _ in passes)})")
    else:
        notes.append(f"the reproducer is a Triton MLIR module (in {reps[0].origin}) and no triton-opt command names "
                     f"a pass: it is compiled from its level (`triton.compile('repro.{compile_level(blocks[0][1])}')`)")
    return reps, targets[0]


def _with_prose_variants(reps: list[Reproducer], prose: str, notes: list[str]) -> list[Reproducer]:
    """The best candidate's variants for the calls and values the prose names
    (`workers.triton.prose_calls`), in the order to try: said to fail, the script as given
    (when it runs something itself), named without a verdict, the driver function's defaults;
    then the other candidates."""
    first, rest = reps[0], reps[1:]
    variants = prose_variants(first.source, prose)
    if not variants:
        return reps

    def rep(v: Variant) -> Reproducer:
        return Reproducer.from_json({**first.to_json(), "source": v.source,
                                     "command_origin": f"code block + {v.what} ({v.why})"})

    failing = [rep(v) for v in variants if v.score > 0]
    neutral = [rep(v) for v in variants if v.score == 0]
    defaults = [rep(v) for v in variants if v.score < 0]
    try:
        runs_itself = not entry_functions(ast.parse(first.source))
    except SyntaxError:
        runs_itself = False
    as_given, last = ([first], []) if runs_itself else ([], [] if defaults else [first])
    named = ", ".join(v.what for v in variants if v.score >= 0)
    if named:
        notes.append(f"the issue names {named}: tried first")
    elif defaults:
        how = "arguments inferred from their uses" if "inferred" in defaults[0].command_origin else "its defaults"
        notes.append(f"the script never calls {defaults[0].command_origin.split(' + ', 1)[1].split(' (')[0]}; "
                     f"completed with {how}")
    return failing + as_given + neutral + defaults + last + rest


# ------------------------------------------------------------------ AOT argument inference
_PTR_USES = MEMORY_OPS | {"make_block_ptr", "make_tensor_descriptor"}


_DIM_NAME = re.compile(r"BLOCK|SIZE|DIM|HEAD|^[MNKD]$|^D_|_[MNKD]$", re.I)


_FAILING_NAME = re.compile(r"fail|bug|bad|crash|broken|repro|wrong|error", re.I)
_WORKING_NAME = re.compile(r"safe|good|ok\b|_ok|work|ref(?:erence)?\b|_ref|fixed|correct|baseline", re.I)


def _kernel_name_score(name: str) -> int:
    """Reporters often paste a failing kernel beside a working one (``pipeline_kernel_fail``
    and ``safe_kernel``, triton#8259): +1 for a name that says it fails, -1 for one that says
    it works, 0 otherwise (then the last one defined is taken, as before)."""
    return (1 if _FAILING_NAME.search(name) else 0) - (1 if _WORKING_NAME.search(name) else 0)


# tl dtype -> the signature's type string
_SIG_TYPES = {"float8e4nv": "fp8e4nv", "float8e5": "fp8e5", "float8e4b15": "fp8e4b15", "float8e4b8": "fp8e4b8",
              "float8e5b16": "fp8e5b16", "float16": "fp16", "bfloat16": "bf16", "float32": "fp32",
              "float64": "fp64", "int1": "i1", "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64",
              "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64"}


def _cast_type(node: ast.AST, casts: dict[str, str]) -> str | None:
    """The signature type of a value cast with ``.to(tl.T)`` (directly or through a name
    assigned such a value), or None."""
    if isinstance(node, ast.Name):
        return casts.get(node.id)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "to" and node.args:
        t = ast.unparse(node.args[0]).rsplit(".", 1)[-1]
        return _SIG_TYPES.get(t)
    return None


def _stored_dtypes(fn: ast.FunctionDef) -> dict[str, str]:
    """{pointer parameter: element type} for ``tl.store(p + …, v)`` whose ``v`` was cast with
    ``.to(tl.T)``; a parameter stored with two types is left out."""
    casts: dict[str, str] = {}
    for n in ast.walk(fn):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            t = _cast_type(n.value, {})
            if t:
                casts[n.targets[0].id] = t
    out: dict[str, str] = {}
    seen: dict[str, set[str]] = {}
    for n in ast.walk(fn):
        if isinstance(n, ast.Call) and ast.unparse(n.func) in ("tl.store", "store") and len(n.args) >= 2:
            base = leftmost_addend(n.args[0])
            t = _cast_type(n.args[1], casts)
            if isinstance(base, ast.Name) and t:
                seen.setdefault(base.id, set()).add(t)
    for name, ts in seen.items():
        if len(ts) == 1:
            out[name] = ts.pop()
    return out


def default_constexpr(name: str) -> int:
    return 16 if _DIM_NAME.search(name) else 2


class AotCode(str):
    """A constexpr value written into the AOT harness as code (``tl.float32``), not as a string
    literal: its ``repr`` is itself."""

    def __repr__(self) -> str:
        return str(self)


# tl functions of floating-point tensors only: a scalar parameter they take is a float
_FLOAT_MATH = {"exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos", "sigmoid", "erf", "tanh", "log1p",
               "expm1", "fdiv", "div_rn", "sqrt_rn"}
# operators that only integers take; a loaded value they act on was an integer
_INT_OPS = (ast.Mod, ast.FloorDiv, ast.LShift, ast.RShift)


# Python annotations of scalar parameters and the signature types Triton gives such values
_ANNOTATED = {"float": "fp32", "int": "i32", "bool": "i1"}

# dtype words a reporter writes beside a tensor's name ("int8 a [M, K]", "out: fp16"), as the
# element types of AOT signatures
_DTYPE_WORDS = {"int8": "i8", "uint8": "u8", "int16": "i16", "int32": "i32", "int64": "i64", "fp16": "fp16",
                "float16": "fp16", "half": "fp16", "bf16": "bf16", "bfloat16": "bf16", "fp32": "fp32",
                "float32": "fp32", "fp64": "fp64", "float64": "fp64", "fp8e4nv": "fp8e4nv",
                "float8e4nv": "fp8e4nv", "float8_e4m3fn": "fp8e4nv", "fp8e5": "fp8e5", "float8e5": "fp8e5",
                "float8_e5m2": "fp8e5"}
_DT = r"(?:torch\.|tl\.)?(" + "|".join(sorted(_DTYPE_WORDS, key=len, reverse=True)) + r")\b"
# "int8 a [M, K]" / "int32 out" (a dtype word, then a name that no word follows), "a: int8", "a is fp16"
_DTYPE_BEFORE = re.compile(_DT + r"\s+([A-Za-z_]\w*)\b(?!\s+[A-Za-z_])")
_DTYPE_AFTER = re.compile(r"\b([A-Za-z_]\w*)\s*(?::|\bis\b|\bas\b)\s*" + _DT)


def comment_hints(source: str) -> tuple[dict[str, str], dict[str, Any]]:
    """(dtype by tensor name, literal value by name) that the source's comments state: a
    reporter who leaves out the set-up often says in a comment what it was (triton#11586, under
    the kernel: ``# int8 a [M, K], int8 b [K, N], int32 out; BLOCK_M, BLOCK_N, BLOCK_K = 64, 32,
    32; num_warps=4``). Dtypes: a dtype word of `_DTYPE_WORDS` before a name or after
    ``name:``/``name is``, as an AOT element type (``i8``); values: each ``;``-separated part of
    a comment that parses as an assignment of int literals (plain, tuple or keyword-like)."""
    dtypes: dict[str, str] = {}
    values: dict[str, Any] = {}
    try:
        comments = [t.string.lstrip("#").strip() for t in tokenize.generate_tokens(io.StringIO(source).readline)
                    if t.type == tokenize.COMMENT]
    except (tokenize.TokenError, SyntaxError):
        return dtypes, values
    for c in comments:
        for m in _DTYPE_BEFORE.finditer(c):
            dtypes.setdefault(m.group(2), _DTYPE_WORDS[m.group(1)])
        for m in _DTYPE_AFTER.finditer(c):
            dtypes.setdefault(m.group(1), _DTYPE_WORDS[m.group(2)])
        for part in c.split(";"):
            try:
                stmt = ast.parse(part.strip()).body
            except SyntaxError:
                continue
            if len(stmt) != 1 or not isinstance(stmt[0], ast.Assign) or len(stmt[0].targets) != 1:
                continue
            tgt, val = stmt[0].targets[0], stmt[0].value
            names = [tgt] if isinstance(tgt, ast.Name) else list(getattr(tgt, "elts", []))
            vals = [val] if isinstance(tgt, ast.Name) else list(getattr(val, "elts", []))
            if len(names) == len(vals) and all(isinstance(n, ast.Name) for n in names) \
                    and all(isinstance(v, ast.Constant) and type(v.value) is int for v in vals):
                for n, v in zip(names, vals):
                    values.setdefault(n.id, v.value)
    return dtypes, values


def _named_dtype(param: str, dtypes: dict[str, str]) -> str:
    """The dtype a comment names for a pointer parameter: by its own name or its stem without
    a ``ptr`` affix (``a_ptr`` -> ``a``)."""
    stem = re.sub(r"(?i)^ptrs?_|_?ptrs?$", "", param)
    for n in (param, stem):
        for k, v in dtypes.items():
            if n and k.lower() == n.lower():
                return v
    return ""


def _pointer_finder(fn: ast.FunctionDef):
    """``address -> pointer name or None`` for `fn`: the leftmost term of an address (``p + a * b
    + offs`` -> ``p``), followed back through locals that hold an address computed from another
    name (``A_BASE = A + rm[:, None] * s`` stands for ``A``)."""
    origin: dict[str, str] = {}
    for n in ast.walk(fn):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) \
                and isinstance(n.value, ast.BinOp) and isinstance(n.value.op, ast.Add):
            base = leftmost_addend(n.value)
            if isinstance(base, ast.Name) and base.id != n.targets[0].id:
                origin[n.targets[0].id] = base.id

    def pointer_of(address: ast.AST) -> str | None:
        for sub in ast.walk(leftmost_addend(address)):
            if isinstance(sub, ast.Name):
                name, seen = sub.id, set()
                while name in origin and name not in seen:
                    seen.add(name)
                    name = origin[name]
                return name
        return None

    return pointer_of


def _direct_pointers(fn: ast.FunctionDef) -> set[str]:
    """Names in `fn` that start the address of a memory op (`_pointer_finder`)."""
    pointer_of = _pointer_finder(fn)
    return {p for n in ast.walk(fn) if isinstance(n, ast.Call) and call_name(n) in _PTR_USES and n.args
            for p in [pointer_of(n.args[0])] if p}


def _pointers_through_helpers(fn: ast.FunctionDef, jitted: list[ast.FunctionDef]) -> set[str]:
    """Parameters of `fn` it hands, as they are, to another ``@triton.jit`` function of the
    source at a position that function uses as a pointer (``_load_tile(X, offs)`` with
    ``def _load_tile(base, offs): tl.load(base + offs)``), followed through helpers of
    helpers."""
    by_name = {k.name: k for k in jitted}
    memo: dict[str, set[str]] = {}

    def pointers(f: ast.FunctionDef, depth: int) -> set[str]:
        if f.name in memo:
            return memo[f.name]
        memo[f.name] = found = _direct_pointers(f)
        if depth < 4:
            for n in ast.walk(f):
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in by_name \
                        and n.func.id != f.name:
                    callee = by_name[n.func.id]
                    params = [a.arg for a in callee.args.args]
                    inner = pointers(callee, depth + 1)
                    pairs = list(zip(params, n.args)) + [(k.arg, k.value) for k in n.keywords if k.arg]
                    for pname, arg in pairs:
                        base = leftmost_addend(arg)  # ``_helper(in_ptr + row * stride, …)``
                        if pname in inner and isinstance(base, ast.Name):
                            found.add(base.id)
        return found

    return pointers(fn, 0)


def _autotune_constants(fn: ast.FunctionDef) -> dict[str, Any]:
    """The meta-parameters of the first ``triton.Config({...})`` of an ``@triton.autotune``
    decorator written as a literal list (a list built by a function call gives nothing)."""
    for dec in fn.decorator_list:
        if isinstance(dec, ast.Call) and ast.unparse(dec.func).split(".")[-1] == "autotune":
            configs = next((k.value for k in dec.keywords if k.arg == "configs"), dec.args[0] if dec.args else None)
            if isinstance(configs, (ast.List, ast.Tuple)) and configs.elts:
                first = configs.elts[0]
                if isinstance(first, ast.Call) and first.args and isinstance(first.args[0], ast.Dict):
                    d = first.args[0]
                    return {k.value: v.value for k, v in zip(d.keys, d.values)
                            if isinstance(k, ast.Constant) and isinstance(k.value, str) and isinstance(v, ast.Constant)}
    return {}


def _dtype_params(fn: ast.FunctionDef) -> set[str]:
    """Names used where Triton wants a dtype: ``x.to(D)``, ``tl.cast(x, D)``, ``dtype=D``,
    ``tl.zeros(shape, D)``, ``tl.full(shape, v, D)``."""
    out: set[str] = set()
    for n in ast.walk(fn):
        if isinstance(n, ast.keyword) and n.arg == "dtype" and isinstance(n.value, ast.Name):
            out.add(n.value.id)
        elif isinstance(n, ast.Call):
            name, pos = call_name(n), None
            if isinstance(n.func, ast.Attribute) and n.func.attr == "to":
                pos = 0
            elif name in ("cast", "zeros", "empty"):
                pos = 1
            elif name == "full":
                pos = 2
            if pos is not None and len(n.args) > pos and isinstance(n.args[pos], ast.Name):
                out.add(n.args[pos].id)
    return out


def _integer_pointers(fn: ast.FunctionDef, pointer_of) -> set[str]:
    """Pointer parameters whose loaded values the kernel uses as integers: in another address
    (``tl.load(table + idx * dim)`` after ``idx = tl.load(idx_ptr + pid)``), under ``%``,
    ``//``, shifts (also in place: ``v <<= s``), or as ``range`` bounds. `pointer_of(expr)`
    names the pointer an address expression starts from. Values flow through plain assignments."""
    loaded: dict[str, str] = {}  # local -> the pointer parameter its value came from
    assigns = [n for n in ast.walk(fn) if isinstance(n, ast.Assign) and len(n.targets) == 1
               and isinstance(n.targets[0], ast.Name)]
    for n in assigns:
        v = n.value
        while isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) and v.func.attr == "to":
            v = v.func.value
        if isinstance(v, ast.Call) and call_name(v) == "load" and v.args:
            p = pointer_of(v.args[0])
            if p:
                loaded[n.targets[0].id] = p
    for _ in range(3):  # b = v % NUM_BINS; off = b * stride: a few steps of plain flow
        for n in assigns:
            if n.targets[0].id not in loaded:
                src = next((loaded[x.id] for x in ast.walk(n.value) if isinstance(x, ast.Name) and x.id in loaded), None)
                if src and not (isinstance(n.value, ast.Call) and call_name(n.value) == "load"):
                    loaded[n.targets[0].id] = src
    out: set[str] = set()

    def names_in(node: ast.AST) -> set[str]:
        return {x.id for x in ast.walk(node) if isinstance(x, ast.Name) and x.id in loaded}

    for n in ast.walk(fn):
        if isinstance(n, ast.Call) and call_name(n) in _PTR_USES and n.args:
            base = leftmost_addend(n.args[0])
            out |= {loaded[x] for x in names_in(n.args[0]) - names_in(base)}
        elif isinstance(n, ast.BinOp) and isinstance(n.op, _INT_OPS):
            # ``v % n`` (the loaded value under it), not ``x % 640`` of an index computed from pid
            out |= {loaded[x] for x in names_in(n.left) if isinstance(n.left, ast.Name)}
        elif isinstance(n, ast.AugAssign) and isinstance(n.op, _INT_OPS) and isinstance(n.target, ast.Name) \
                and n.target.id in loaded:
            # ``x_data <<= shift`` in place (triton#5095): the loaded value is an integer
            out.add(loaded[n.target.id])
        elif isinstance(n, ast.Call) and call_name(n) in ("range", "static_range"):
            out |= {loaded[x] for a in n.args for x in names_in(a)}
    return out


def infer_aot_spec(source: str, kernel: str | None = None) -> dict[str, Any] | None:
    """Signature and constexprs for compiling a kernel with no launch code.

    Rules: parameters annotated ``tl.constexpr`` get a value from a ``NAME=literal`` keyword in
    the source, else the parameter's default, else `default_constexpr` (16, the smallest block
    ``tl.dot`` takes, for block/size/dimension names and any ``tl.arange`` extent; 2 for others
    such as a batch ``L``);
    a parameter used as a pointer (``tl.load(p + …)``, ``p + offs`` in a memory op,
    ``make_block_ptr(p, …)``) or named ``*ptr*`` is ``*fp32`` (``*bf16``/``*fp16`` when that
    dtype is the only one the source names), or the element type of what the kernel stores
    into it when that value was cast with ``.to(tl.T)`` (``*fp8e4nv`` for
    ``tl.store(out_ptr + offs, x.to(tl.float8e4nv))``, triton#3899: storing fp8 through an
    fp32 pointer is another conversion than the reporter's); anything else is ``i32``.
    Refinements, each from a valid kernel that failed in the frontend with the plain rules:
    constexprs of an ``@triton.autotune`` come from its first literal ``triton.Config``; a
    constexpr used as a dtype (``x.to(D)``, ``dtype=D``) is ``tl.float32`` (bf16/fp16 as
    above); a parameter handed to another ``@triton.jit`` function of the source where that
    one uses it as a pointer is a pointer; a pointer whose loaded values index another address,
    go under ``%``/``//``/shifts or bound a ``range`` is ``*i32``; a scalar annotated
    ``float``/``int``/``bool`` is ``fp32``/``i32``/``i1``, and one a float-only math function
    takes (``tl.exp(s)``) is ``fp32``; a constexpr named like a module-level int of the script
    (``n_ctx = 64`` for ``N_CTX``; a power of two where it is a ``tl.arange`` extent) takes that
    value, and a guessed block extent is fitted to the ``tl.view``/``tl.reshape`` shapes its block
    takes (`_fit_views`, triton#2261). What the source's comments state (`comment_hints`, triton#11586: ``# int8 a [M, K],
    int32 out; BLOCK_M, BLOCK_N = 64, 32``) gives a pointer its element type and a constexpr its
    value where the code says nothing. Constexpr values that are code (`AotCode`) repr as code.
    Returns {"kernel", "signature", "constexprs"} or None when no kernel is found.
    """
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    ks = [n for n in ast.walk(tree) if is_kernel(n)]
    if not ks:
        return None
    called = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    if kernel:
        fn = next((k for k in ks if k.name == kernel), ks[0])
    else:  # the kernel no other kernel calls; of several, the one named as failing
        top = [k for k in ks if k.name not in called] or ks
        fn = max(enumerate(top), key=lambda ik: (_kernel_name_score(ik[1].name), ik[0]))[1]
    kw_values: dict[str, Any] = _autotune_constants(fn)
    for n in ast.walk(tree):
        if isinstance(n, ast.keyword) and n.arg and isinstance(n.value, ast.Constant):
            kw_values.setdefault(n.arg, n.value.value)
    named_dtypes, comment_values = comment_hints(source)
    for k, v in comment_values.items():  # the code's own values first
        kw_values.setdefault(k, v)
    pointer_of = _pointer_finder(fn)
    ptr_names = _pointers_through_helpers(fn, ks)  # its own memory ops' and its helpers'
    int_ptrs = _integer_pointers(fn, pointer_of)
    dtype_names = _dtype_params(fn)
    float_scalars = {x.id for n in ast.walk(fn) if isinstance(n, ast.Call) and call_name(n) in _FLOAT_MATH
                     for x in n.args[:1] if isinstance(x, ast.Name)}
    stored = _stored_dtypes(fn)
    # only a pointer has an element type: ``C.type.element_ty`` (triton#4178)
    ptr_names |= {n.value.value.id for n in ast.walk(fn) if isinstance(n, ast.Attribute) and n.attr == "element_ty"
                  and isinstance(n.value, ast.Attribute) and n.value.attr in ("type", "dtype")
                  and isinstance(n.value.value, ast.Name)}
    elt = "fp32"
    dtypes = set(re.findall(r"(?:torch|tl)\.(bfloat16|float16|float32|half)\b", source))
    if dtypes == {"bfloat16"}:
        elt = "bf16"
    elif dtypes <= {"float16", "half"} and dtypes:
        elt = "fp16"
    sig: dict[str, str] = {}
    consts: dict[str, Any] = {}
    guessed: set[str] = set()  # constexprs valued by `default_constexpr`, nothing in the source
    module_ints = {t.id.lower(): n.value.value for n in tree.body if isinstance(n, ast.Assign)
                   and isinstance(n.value, ast.Constant) and type(n.value.value) is int and n.value.value > 0
                   for t in n.targets if isinstance(t, ast.Name)}
    defaults = dict(zip([a.arg for a in fn.args.args][len(fn.args.args) - len(fn.args.defaults):], fn.args.defaults))
    # a block extent (tl.arange(0, NUM_PARTICLES)) gets 16 whatever its name: tl.dot refuses
    # fewer, and a frontend error caused by a value reprobot chose says nothing of the bug
    extents = {x.id for n in ast.walk(fn) if isinstance(n, ast.Call) and ast.unparse(n.func).endswith("arange")
               for x in n.args[1:2] if isinstance(x, ast.Name)}
    for a in fn.args.args:
        ann = ast.unparse(a.annotation) if a.annotation else ""
        if ann in _ANNOTATED:  # ``alpha: float``: the reporter said what it is
            sig[a.arg] = _ANNOTATED[ann]
        elif ann.endswith("constexpr"):
            if a.arg in kw_values:
                consts[a.arg] = kw_values[a.arg]
            elif a.arg in defaults and isinstance(defaults[a.arg], ast.Constant):
                consts[a.arg] = defaults[a.arg].value
            elif a.arg in dtype_names:  # ``x.to(DTYPE)``: a number there is a frontend error of reprobot's making
                consts[a.arg] = AotCode("tl." + {"bf16": "bfloat16", "fp16": "float16"}.get(elt, "float32"))
            elif a.arg.lower() in module_ints and (a.arg not in extents or _pow2(module_ints[a.arg.lower()])):
                consts[a.arg] = module_ints[a.arg.lower()]  # ``n_ctx = 64`` above the kernel, ``N_CTX: tl.constexpr``
            else:
                consts[a.arg] = max(default_constexpr(a.arg), 16 if a.arg in extents else 0)
                guessed.add(a.arg)
        elif a.arg in stored:
            sig[a.arg] = f"*{stored[a.arg]}"
        elif (a.arg in ptr_names or a.arg in int_ptrs or "ptr" in a.arg.lower()) and _named_dtype(a.arg, named_dtypes):
            sig[a.arg] = f"*{_named_dtype(a.arg, named_dtypes)}"
        elif a.arg in int_ptrs:
            sig[a.arg] = "*i32"
        elif a.arg in ptr_names or "ptr" in a.arg.lower():
            sig[a.arg] = f"*{elt}"
        elif a.arg in float_scalars:
            sig[a.arg] = "fp32"
        else:
            sig[a.arg] = "i32"
    _fit_views(fn, consts, guessed)
    return {"kernel": fn.name, "signature": sig, "constexprs": consts}


def _pow2(v: Any) -> bool:
    return type(v) is int and v > 0 and v & (v - 1) == 0


_RESHAPES = {"view", "reshape"}


def _fit_views(fn: ast.FunctionDef, consts: dict[str, Any], guessed: set[str]) -> None:
    """Give a guessed block extent the size a ``tl.view``/``tl.reshape`` of its block asks for:
    ``q = tl.load(Q + off)`` with ``off = … + tl.arange(0, BLOCK_Q)``, then
    ``tl.view(q, (BATCH_SIZE, D_HEAD))`` makes BLOCK_Q = BATCH_SIZE * D_HEAD; and the size of a
    viewed block stored through a 1-D address block (``tl.store(O + o_off, o)`` after
    ``o = tl.view(o, (B * N,))`` makes o_off's extent B * N). triton#2261: the default 16 fails in
    the frontend (``reshape() cannot change total number of elements``), an error of reprobot's
    making. Only 1-D blocks from one ``tl.arange`` whose extent is a guessed constexpr; the size
    must be a power of two. Changes `consts` in place."""
    extent: dict[str, str] = {}  # variable -> the constexpr extent of its 1-D block
    numel: dict[str, int] = {}  # variable -> its element count, from the shape it was viewed as

    def extent_of(node: ast.AST) -> str | None:
        if any(isinstance(x, ast.Subscript) for x in ast.walk(node)):
            return None  # ``[:, None]``: not 1-D
        found = {x.args[1].id for x in ast.walk(node) if isinstance(x, ast.Call) and call_name(x) == "arange"
                 and len(x.args) == 2 and isinstance(x.args[1], ast.Name)}
        found |= {extent[x.id] for x in ast.walk(node) if isinstance(x, ast.Name) and x.id in extent}
        return found.pop() if len(found) == 1 else None

    def value(node: ast.AST) -> int | None:
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return node.value
        if isinstance(node, ast.Name) and type(consts.get(node.id)) is int:
            return consts[node.id]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            a, b = value(node.left), value(node.right)
            return a * b if a is not None and b is not None else None
        return None

    def fit(block: str | None, size: int | None) -> None:
        if block in guessed and size is not None and _pow2(size):
            consts[block] = size

    stmts = sorted((n for n in ast.walk(fn) if isinstance(n, (ast.Assign, ast.Expr))), key=lambda n: n.lineno)
    for _ in range(3):  # a shape may use an extent fitted in the pass before
        extent.clear()
        numel.clear()
        for n in stmts:
            call = n.value if isinstance(n.value, ast.Call) else None
            if isinstance(n, ast.Expr):  # tl.store(addr, value)
                if call is not None and call_name(call) == "store" and len(call.args) >= 2 \
                        and isinstance(call.args[1], ast.Name):
                    fit(extent_of(call.args[0]), numel.get(call.args[1].id))
                continue
            if len(n.targets) != 1 or not isinstance(n.targets[0], ast.Name):
                continue
            name = n.targets[0].id
            e, size = None, None  # what the value is, read before `name` is rebound (``q = tl.view(q, …)``)
            if call is not None and call_name(call) in _RESHAPES and isinstance(call.func, ast.Attribute):
                on_module = ast.unparse(call.func.value) in ("tl", "triton.language")
                src = call.args[0] if on_module and call.args else call.func.value
                dims = call.args[1:] if on_module else call.args
                if len(dims) == 1 and isinstance(dims[0], (ast.Tuple, ast.List)):
                    dims = dims[0].elts
                vals = [value(d) for d in dims]
                if vals and None not in vals:
                    size = 1
                    for x in vals:
                        size *= x
                    fit(extent.get(src.id) if isinstance(src, ast.Name) else None, size)
            else:
                e = extent_of(n.value)
            extent.pop(name, None)
            numel.pop(name, None)
            if e is not None:
                extent[name] = e
            if size is not None:
                numel[name] = size

"""Text helpers for LLVM IR as LLVM's printer writes it (one top-level entity per line,
function bodies between ``define … {`` and ``}``). Passes use them to edit the text
without parsing it fully; a wrong edit is caught by the interestingness test, which
rejects what the tool cannot parse."""
from __future__ import annotations

import re
from typing import Callable, Iterator

# A string literal (c"…" or "…"; LLVM escapes a quote as \22, so no \" inside).
STRING = r'c?"[^"]*"'
LOCAL = r'%(?:"[^"]*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+)'
GLOBAL = r'@(?:"[^"]*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+)'
_ATTR_REF = re.compile(r"#(\d+)\b")
_MD_REF = re.compile(r"!(\d+)\b")
_MD_DEF = re.compile(r"^!(\d+)\s*=")
_NAMED_MD = re.compile(r"^![-a-zA-Z$._][-a-zA-Z$._0-9]*\s*=\s*!\{")
_ATTR_GROUP = re.compile(r"^attributes\s+#(\d+)\s*=")


def split_comment(line: str) -> tuple[str, str]:
    """(code, comment) of one line: the comment starts at the first ``;`` outside a string."""
    in_str = False
    for i, ch in enumerate(line):
        if ch == '"':
            in_str = not in_str
        elif ch == ";" and not in_str:
            return line[:i], line[i:]
    return line, ""


def sub_outside_strings(pattern: str, repl: Callable[[re.Match], str], text: str) -> str:
    """`re.sub` of `pattern` over `text`, leaving string literals alone. `pattern` is tried
    before the string alternative, so it may itself match quoted names (``%"a b"``)."""
    rx = re.compile(f"(?P<hit>{pattern})|(?P<str>{STRING})")

    def fn(m: re.Match) -> str:
        return repl(m) if m.group("hit") is not None else m.group(0)

    return rx.sub(fn, text)


def lines_outside_strings(text: str) -> Iterator[str]:
    """Each line with its string literals blanked (for finding references)."""
    for line in text.splitlines():
        yield re.sub(STRING, '""', split_comment(line)[0])


def gc_attribute_groups(text: str) -> str:
    """Drop ``attributes #N = {…}`` groups no other line refers to."""
    lines = text.splitlines()
    used: set[str] = set()
    for line in lines:
        if not _ATTR_GROUP.match(line):
            used.update(_ATTR_REF.findall(re.sub(STRING, '""', line)))
    out = [ln for ln in lines if not ((m := _ATTR_GROUP.match(ln)) and m.group(1) not in used)]
    return join(out)


def gc_metadata(text: str) -> str:
    """Drop numbered metadata nodes (``!N = …``) that no instruction, global or named
    metadata reaches, directly or through other nodes."""
    lines = text.splitlines()
    defs: dict[str, str] = {}
    roots: set[str] = set()
    for line in lines:
        m = _MD_DEF.match(line)
        if m:
            defs[m.group(1)] = line
        else:
            roots.update(_MD_REF.findall(split_comment(line)[0]))
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        if n in defs:
            todo.extend(_MD_REF.findall(defs[n].split("=", 1)[1]))
    out = [ln for ln in lines if not ((m := _MD_DEF.match(ln)) and m.group(1) not in seen)]
    return join(out)


def is_named_metadata(line: str) -> bool:
    return bool(_NAMED_MD.match(line))


def join(lines: list[str]) -> str:
    """Lines back to text: no runs of blank lines, no blank lines at either end, one final newline."""
    out: list[str] = []
    for ln in lines:
        if not ln.strip() and (not out or not out[-1].strip()):
            continue
        out.append(ln.rstrip())
    while out and not out[-1].strip():
        out.pop()
    return "\n".join(out) + "\n" if out else ""


def functions(text: str) -> list[tuple[int, int]]:
    """(index of the ``define`` line, index of its closing ``}``) for each function body,
    by line index in ``text.splitlines()``; functions whose ``{`` is not on the define line
    are left out."""
    lines = text.splitlines()
    out, start = [], None
    for i, line in enumerate(lines):
        code = split_comment(line)[0].rstrip()
        if start is None and code.startswith("define ") and code.endswith("{"):
            start = i
        elif start is not None and code == "}":
            out.append((start, i))
            start = None
    return out


def arg_option(args: tuple[str, ...] | list[str], *names: str) -> str | None:
    """Value of ``-name=value`` / ``--name=value`` / ``-name value`` in args, or None."""
    it = list(args)
    for i, a in enumerate(it):
        for n in names:
            for p in (f"-{n}", f"--{n}"):
                if a.startswith(p + "="):
                    return a.split("=", 1)[1]
                if a == p and i + 1 < len(it):
                    return it[i + 1]
    return None


def drop_empty_attribute_groups(text: str) -> str:
    """Remove ``attributes #N = { }`` and every reference to ``#N``."""
    lines = text.splitlines()
    empty = {m.group(1) for ln in lines if (m := re.match(r"^attributes\s+#(\d+)\s*=\s*\{\s*\}\s*$", ln))}
    if not empty:
        return text
    out = []
    for ln in lines:
        m = _ATTR_GROUP.match(ln)
        if m and m.group(1) in empty:
            continue
        out.append(sub_outside_strings(r"\s#(\d+)\b(?!\s*=)",
                                       lambda mm: "" if mm.group(0).strip()[1:] in empty else mm.group(0), ln))
    return join(out)


def remove_string_attribute(text: str, key: str) -> tuple[str, set[str]]:
    """Remove ``"key"="value"`` from every attribute group; returns (text, values seen)."""
    seen: set[str] = set()
    rx = re.compile(rf'\s*"{re.escape(key)}"="([^"]*)"')

    def fn(m: re.Match) -> str:
        seen.add(m.group(1))
        return ""

    out = [rx.sub(fn, ln) if _ATTR_GROUP.match(ln) else ln for ln in text.splitlines()]
    return join(out), seen

"""Every regular expression of reprobot against long adversarial lines.

Issue text and a reproducer's stderr are written by strangers, and reprobot's extraction and
crash classification run regular expressions over them; a pattern with nested or adjacent
unbounded repeats backtracks quadratically (or worse) on a long line that almost matches, and
one such line stalls a worker (round 12: a 200k-character stderr line took 279 s). This bench
collects the patterns of ``reducers/``, ``workers/`` and ``service/`` two ways:

- *module*: every compiled ``re.Pattern`` a module holds, directly or inside a module-level
  list, tuple, dict or set (a table of (pattern, label) rows);
- *call site*: every pattern given as a string to ``re.search``/``re.match``/``re.sub``/… inside
  a function: the literal ones read from the source with ``ast``, and those built at run time
  (concatenated, formatted) recorded by wrapping ``re._compile`` (CPython's one entry of the
  module-level functions and of ``re.compile``) while extraction and the crash parsers run over
  every corpus issue's body and comments (``../shared/corpus`` and ``bench/corpus``, as issue
  text and as a log); named by the function and line.

It runs ``search`` and ``finditer`` on lines built from the characters and words the patterns key
on: every line at n/10 characters first, then the slowest few at n and 2n, and reports the time
and the growth between the two lengths (2.0 is linear, 4.0 quadratic).

    python bench/regex_linear.py [--n 20000] [--limit 20] [--sources module,callsite]
    # writes bench/results/regex_linear.{md,json}

Each module runs in a child process; a search that runs past ``--limit`` seconds is killed and
reported as such. A pattern is flagged when the long line takes over 0.25 s and grows by more
than 3x, or is killed.
"""
from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import re
import selectors
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("reducers", "workers", "service")
# the alphabets and words the patterns key on: separators of paths and frames, stack-dump and
# diagnostic vocabulary, fences, MLIR and IR punctuation
UNITS = ["a", " ", ":", "a:", "a ", "a/", "/", "-", "a-", "0", "0x", "#0 ", "(", "a(", ")", "<", "a<", ",", "a,",
         "%", "@", ".", "a.", "\t", "`", "'", "\"", "=", "a=", "!", "{", "[", "_", "\\", "*", "ptr ", "i32 ",
         "error: ", "LLVM ERROR: ", "Assertion `", "Running pass '", "Program arguments: ", "in function ",
         "at ", "op ", "mlir::", "llvm::", "triton.", "tl.", "def ", "kernel[", "```", "> "]
PREFIXES = ["", "error: ", "mlir-opt: ", "x.mlir:1:2: error: ", "LLVM ERROR: ", "Assertion `", "#0 0x1 ",
            "opt: ", "Stack dump:\n0.\tProgram arguments: ", "```\n", "$ mlir-opt "]


# inputs per pattern timed at full length, the slowest of the screening at n/10
SCREEN_KEEP = 6
# patterns the code only anchors at one position (``match``), timed that way
MATCH_ONLY = {"reducers.mlir.passes.remove_attributes._ENTRY_START", "reducers.signature._CONSTANT_EXPR_SUBJECT"}


def _held(name: str, v: object, depth: int = 0) -> list[tuple[str, re.Pattern]]:
    """The patterns `v` holds: itself, or the items of a list/tuple/set or dict values, to depth 3."""
    if isinstance(v, re.Pattern):
        return [(name, v)]
    if depth >= 3:
        return []
    if isinstance(v, dict):
        items = [(f"{name}[{k!r}]", x) for k, x in v.items()]
    elif isinstance(v, (list, tuple)):
        items = [(f"{name}[{i}]", x) for i, x in enumerate(v)]
    elif isinstance(v, (set, frozenset)):
        items = [(f"{name}{{}}", x) for x in v]
    else:
        return []
    return [p for k, x in items for p in _held(k, x, depth + 1)]


def patterns_of(module_name: str) -> list[tuple[str, re.Pattern]]:
    """(name, pattern) for every pattern `module_name` holds at module level (`_held`), in name order;
    a pattern the module imported from another is left to that module."""
    mod = importlib.import_module(module_name)
    out, seen = [], set()
    for name, v in sorted(vars(mod).items()):
        for n, pat in _held(name, v):
            if id(pat) not in seen:
                seen.add(id(pat))
                out.append((n, pat))
    return out


def callsite_patterns() -> dict[str, list[dict]]:
    """{module: [{"name": "function:line", "pattern", "flags", "how"}]} for every string pattern compiled
    from inside reprobot's functions while extraction and the crash parsers run over the corpus
    (see the module docstring)."""
    found: dict[tuple[str, int], tuple[str, str, str]] = {}
    real = re._compile
    re_dir = str(Path(re.__file__).parent)

    def recording(pattern, flags):
        if isinstance(pattern, str):
            f, how = sys._getframe(1), "search"
            while f is not None and f.f_code.co_filename.startswith(re_dir):
                how = f.f_code.co_name  # the outermost of re's own frames: search, match, sub …
                f = f.f_back
            if f is not None and f.f_code.co_filename.startswith(str(ROOT)):
                rel = Path(f.f_code.co_filename).relative_to(ROOT).with_suffix("")
                if rel.parts[0] in PACKAGES:
                    found.setdefault((pattern, int(flags)),
                                     (".".join(rel.parts), f"{f.f_code.co_name}:{f.f_lineno}", how))
        return real(pattern, flags)

    from reducers.signature import parse_llvm_crash, parse_reported
    from reducers.triton.signature import parse_triton_failure, parse_triton_reported
    from workers.extract.llvm import extract_llvm
    from workers.triton.extract import extract_triton
    issues = [json.loads(f.read_text()) for root in (ROOT.parent / "shared" / "corpus", ROOT / "bench" / "corpus")
              for f in sorted(root.glob("*/*/issue.json"))]
    re._compile = recording
    try:
        for issue in issues:
            for fn in (extract_llvm, extract_triton):
                try:
                    fn(issue)
                except Exception:  # extraction never raises on text; a crash here is not this bench's finding
                    pass
            for text in [issue.get("body") or ""] + [c.get("body") or "" for c in issue.get("comments") or []]:
                for fn in (lambda t: parse_llvm_crash(t, 1), parse_reported, lambda t: parse_triton_failure(t, 1),
                           parse_triton_reported):
                    try:
                        fn(text)
                    except Exception:
                        pass
    finally:
        re._compile = real
    out: dict[str, list[dict]] = {}
    for (pattern, flags), (mod, name, how) in sorted(found.items(), key=lambda kv: kv[1]):
        out.setdefault(mod, []).append({"name": name, "pattern": pattern, "flags": flags, "how": how})
    return out


_RE_FUNCS = {"compile", "search", "match", "fullmatch", "sub", "subn", "split", "findall", "finditer"}


def _flags_value(node) -> int | None:
    """The int of a flags expression made of ``re.X`` names joined by ``|``; None otherwise."""
    import ast
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "re":
        v = getattr(re, node.attr, None)
        return int(v) if isinstance(v, re.RegexFlag) else None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        a, b = _flags_value(node.left), _flags_value(node.right)
        return None if a is None or b is None else a | b
    return None


def literal_patterns() -> dict[str, list[dict]]:
    """{module: [{"name": "function:line", "pattern", "flags", "how"}]} for every ``re.<function>(literal, …)``
    inside a function of reprobot's packages (the source read with `ast`: no run needed, so a
    branch the corpus never reaches is covered too). Flags given as ``re.X | re.Y`` are read;
    a call with other flags expressions is timed without them."""
    import ast
    out: dict[str, list[dict]] = {}
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            mod = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            tree = ast.parse(path.read_text())
            for fn in ast.walk(tree):
                if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    continue
                for call in ast.walk(fn):
                    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                            and isinstance(call.func.value, ast.Name) and call.func.value.id == "re"
                            and call.func.attr in _RE_FUNCS and call.args
                            and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str)):
                        continue
                    pos = {"compile": 1, "search": 2, "match": 2, "fullmatch": 2, "split": 3, "findall": 2,
                           "finditer": 2, "sub": 4, "subn": 4}[call.func.attr]
                    flag_node = next((k.value for k in call.keywords if k.arg == "flags"),
                                     call.args[pos] if len(call.args) > pos else None)
                    flags = _flags_value(flag_node) if flag_node is not None else 0
                    out.setdefault(mod, []).append({"name": f"{fn.name}:{call.lineno}", "pattern": call.args[0].value,
                                                    "flags": flags or 0, "how": call.func.attr})
    return out


def module_specs() -> dict[str, list[dict]]:
    """{module: [{"name", "pattern", "flags"}]} for the string patterns each module holds (`patterns_of`)."""
    out: dict[str, list[dict]] = {}
    for m in modules():
        specs = [{"name": name, "pattern": p.pattern, "flags": int(p.flags)} for name, p in _safe_patterns(m)
                 if isinstance(p.pattern, str)]
        if specs:
            out[m] = specs
    return out


def callsite_specs(held: dict[str, list[dict]]) -> dict[str, list[dict]]:
    """Literal call-site patterns (`literal_patterns`) and the ones built at run time that the corpus
    run recorded (`callsite_patterns`), each once; a pattern a module also holds (`held`, from
    `module_specs`) is left to it."""
    out: dict[str, list[dict]] = {}
    seen = {(s["pattern"], s["flags"]) for specs in held.values() for s in specs}
    for source in (literal_patterns(), callsite_patterns()):
        for mod, specs in source.items():
            for s in specs:
                key = (s["pattern"], int(re.compile(s["pattern"], s["flags"]).flags))
                if key not in seen:
                    seen.add(key)
                    out.setdefault(mod, []).append(s)
    return out


def _safe_patterns(module_name: str) -> list[tuple[str, re.Pattern]]:
    try:
        return patterns_of(module_name)
    except Exception:  # a module that needs an optional dependency
        return []


def modules() -> list[str]:
    out = []
    for pkg in PACKAGES:
        p = importlib.import_module(pkg)
        for m in pkgutil.walk_packages(p.__path__, pkg + "."):
            out.append(m.name)
    return out


def _time(pat: re.Pattern, line: str, how: str) -> float:
    """Seconds of one use of `pat` on `line` the way the code uses it: ``match``/``fullmatch`` at
    the start only, anything else (search, sub, findall, finditer, split) scanning every start."""
    t = time.perf_counter()
    if how == "match":
        pat.match(line)
    elif how == "fullmatch":
        pat.fullmatch(line)
    else:
        pat.search(line)
        for _ in pat.finditer(line):
            pass
    return time.perf_counter() - t


def child(spec_file: str, n: int, start: int) -> None:
    """Print one JSON line per (pattern, input) timed, then per pattern its slowest input's times at
    n and 2n, used as the code uses it (`_time`). `spec_file`: JSON {"module", "specs": [{"name",
    "pattern", "flags", "how"?}]}. Every input is first screened at n/10 characters; the
    `SCREEN_KEEP` slowest there (a backtracking pattern is already 100x slower than a linear one
    at that length) are timed at n and 2n."""
    spec = json.loads(Path(spec_file).read_text())
    module_name = spec["module"]
    small = max(n // 10, 500)
    for i, s in enumerate(spec["specs"]):
        if i < start:
            continue
        name, pat = s["name"], re.compile(s["pattern"], s["flags"])
        how = "match" if f"{module_name}.{name}" in MATCH_ONLY else s.get("how", "search")
        screened = []
        for pre in PREFIXES:
            for unit in UNITS:
                print(json.dumps({"at": i, "name": name, "input": repr(pre + unit)[:40]}), flush=True)
                screened.append((_time(pat, pre + unit * (small // len(unit)), how), pre, unit))
        worst = (0.0, 0.0, "")
        for _, pre, unit in sorted(screened, reverse=True)[:SCREEN_KEEP]:
            print(json.dumps({"at": i, "name": name, "input": repr(pre + unit)[:40]}), flush=True)
            times = [_time(pat, pre + unit * (size // len(unit)), how) for size in (n, 2 * n)]
            if times[1] > worst[1]:
                worst = (times[0], times[1], repr(pre + unit)[:40])
        print(json.dumps({"done": i, "name": name, "how": how, "t_n": worst[0], "t_2n": worst[1],
                          "input": worst[2]}), flush=True)


def run_module(module_name: str, specs: list[dict], source: str, n: int, limit: float) -> list[dict]:
    """Time `specs` (one module's patterns) in a child process, restarting it after a pattern that
    ran past `limit` seconds (that pattern's row says killed)."""
    rows, start = [], 0
    spec_file = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
    json.dump({"module": module_name, "specs": specs}, spec_file)
    spec_file.close()
    while True:
        p = subprocess.Popen([sys.executable, __file__, "--child", spec_file.name, "--n", str(n), "--start", str(start)],
                             stdout=subprocess.PIPE, text=True, cwd=ROOT)
        last = None
        sel = selectors.DefaultSelector()
        sel.register(p.stdout, selectors.EVENT_READ)
        killed = False
        while True:
            if not sel.select(timeout=limit):
                p.kill()
                killed = True
                break
            line = p.stdout.readline()
            if not line:
                break
            rec = json.loads(line)
            if "done" in rec:
                rows.append({"module": module_name, "source": source, **rec})
            else:
                last = rec
        p.wait()
        sel.close()
        if not killed:
            Path(spec_file.name).unlink()
            return rows
        rows.append({"module": module_name, "source": source, "done": last["at"], "name": last["name"], "t_n": None,
                     "t_2n": None, "input": last["input"], "killed": True})
        start = last["at"] + 1


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=20000, help="characters of the shorter line")
    ap.add_argument("--limit", type=float, default=20.0, help="seconds before one search is killed")
    ap.add_argument("--child")
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--modules", default="", help="comma-separated module names (default: all)")
    ap.add_argument("--sources", default="module,callsite", help="module-level patterns, call-site patterns or both")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "regex_linear"))
    a = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    if a.child:
        child(a.child, a.n, a.start)
        return 0
    rows = []
    wanted = set(a.modules.split(",")) if a.modules else None
    sources = a.sources.split(",")
    held = module_specs()
    if "module" in sources:
        for m, specs in held.items():
            if wanted is None or m in wanted:
                rows += run_module(m, specs, "module", a.n, a.limit)
    if "callsite" in sources:
        for m, specs in sorted(callsite_specs(held).items()):
            if wanted is None or m in wanted:
                rows += run_module(m, specs, "call site", a.n, a.limit)
    flagged = [r for r in rows if r.get("killed") or (r["t_2n"] > 0.25 and r["t_2n"] > 3 * max(r["t_n"], 1e-6))]
    counts = {src: sum(r["source"] == src for r in rows) for src in ("module", "call site")}
    lines = [f"# reprobot's regexes on long adversarial lines (n = {a.n} and {2 * a.n} characters)", "",
             f"Command: `python bench/regex_linear.py --n {a.n} --limit {a.limit} --sources {a.sources}`. "
             f"{len(rows)} patterns ({counts['module']} held by modules, {counts['call site']} compiled at call "
             f"sites while the corpus was extracted and parsed), {len(flagged)} flagged (over 0.25 s and more than "
             f"3x growth, or killed after {a.limit} s).", "",
             "| module | source | pattern | slowest input | s at n | s at 2n | growth | flag |",
             "|---|---|---|---|---|---|---|---|"]
    for r in sorted(rows, key=lambda r: -(r["t_2n"] if r["t_2n"] is not None else 1e9))[:40]:
        if r.get("killed"):
            lines.append(f"| {r['module']} | {r['source']} | {r['name']} | `{r['input']}` | - | killed | - | ✗ |")
            continue
        g = r["t_2n"] / max(r["t_n"], 1e-6)
        lines.append(f"| {r['module']} | {r['source']} | {r['name']} | `{r['input']}` | {r['t_n']:.4f} | {r['t_2n']:.4f} | "
                     f"{g:.1f} | {'✗' if r in flagged else ''} |")
    lines.append("")
    lines.append(f"(the 40 slowest of {len(rows)} shown)")
    Path(a.out + ".md").write_text("\n".join(lines) + "\n")
    Path(a.out + ".json").write_text(json.dumps(rows, indent=1))
    print("\n".join(lines))
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())

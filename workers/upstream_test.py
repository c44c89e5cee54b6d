"""Upstream-ready regression tests for a reduced reproducer.

LLVM: a lit test in the form llvm-project's own crash tests take::

    ; RUN: not --crash llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -o /dev/null < %s 2>&1 | FileCheck %s
    ; CHECK: LLVM ERROR: cannot select: {{.*}} = G_PHI
    ; CHECK: Running pass 'InstructionSelect'

``not --crash`` when the tool dies by a signal, plain ``not`` when it exits non-zero; the
CHECK lines are the stable part of the crash signature (the same parts `same_bug` compares:
the message without node ids, virtual registers, addresses, paths and function names, and
the crashing pass). `lit_test` writes the file from one run of the RUN line's command on
the reproducing toolchain, inside the reduction's sandbox session, and checks it the way
lit would: the exit status ``not`` wants, and Debian's ``FileCheck`` (package
``llvm-N-tools``) on the run's output. `run_lit` runs the file with LLVM's real ``lit``
(PyPI ``lit``) against a toolchain's bin directory.

Triton: a pytest function in the style of ``python/test/unit`` (``@pytest.mark.parametrize``
over the target, ``triton.compile(ASTSource(...), target=...)``, ``pytest.raises`` when the
release raises), built by `triton_test` from the kernel without reprobot's harness.
"""
from __future__ import annotations

import ast
import builtins
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from reducers.signature import CrashSignature, parse_llvm_crash, same_bug, signal_from_exit
from reducers.triton.source import decorator_name, kernels, parse

# LLVM target directory under llvm/test/CodeGen by the triple's architecture
_CODEGEN_DIRS = (("amdgcn", "AMDGPU"), ("r600", "AMDGPU"), ("x86_64", "X86"), ("i386", "X86"), ("i686", "X86"),
                 ("x86", "X86"), ("aarch64", "AArch64"), ("arm64", "AArch64"), ("nvptx", "NVPTX"),
                 ("riscv", "RISCV"), ("thumb", "ARM"), ("arm", "ARM"), ("powerpc", "PowerPC"), ("ppc", "PowerPC"),
                 ("mips", "Mips"), ("systemz", "SystemZ"), ("s390x", "SystemZ"), ("wasm", "WebAssembly"),
                 ("hexagon", "Hexagon"), ("sparc", "Sparc"), ("loongarch", "LoongArch"), ("spirv", "SPIRV"),
                 ("avr", "AVR"), ("bpf", "BPF"), ("msp430", "MSP430"), ("ve", "VE"), ("xcore", "XCore"),
                 ("lanai", "Lanai"))


@dataclass
class UpstreamTest:
    """kind: ``lit`` | ``pytest``; text: the file; path: where it would go upstream;
    command: how upstream runs it; checked_on: the toolchain it was checked against;
    verified: the check passed; check: what was checked (and why it failed)."""

    kind: str
    text: str
    path: str
    command: str
    checked_on: str = ""
    verified: bool = False
    check: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


# ------------------------------------------------------------------ LLVM


def escape_filecheck(text: str) -> str:
    """Literal text as a FileCheck pattern: ``{{`` opens a regex and ``[[`` a variable."""
    return text.replace("{{", "{{[{][{]}}").replace("[[", "{{[[][[]}}")


_ANY = "{{.*}}"
_UNSTABLE = re.compile(
    r"(?:[A-Za-z]:)?(?:/[\w.+~-]+)+/?(?::\d+)*"  # paths (and :line:col)
    r"|0x[0-9a-fA-F]+"  # addresses
    r"|\bt\d+(?::\d+)?:?"  # SelectionDAG node ids
    r"|%(?:\d+|[A-Za-z_.$][\w.$-]*)(?::\w+)?(?:\([^)]*\))?"  # SSA values and virtual registers
    r"|%bb\.\d+|\bbb\.\d+"  # machine basic blocks
)


def _stable(line: str) -> str:
    """A FileCheck pattern for one error line: unstable tokens become ``{{.*}}``, the
    ``(in function: …)`` tail goes (renaming and reduction change it)."""
    line = re.sub(r"(?<!\s)\s*\(?\b[Ii]n function:?\s.*$", "", line).strip()
    parts, last = [], 0
    for m in _UNSTABLE.finditer(line):
        parts.append(escape_filecheck(line[last:m.start()]))
        parts.append(_ANY)
        last = m.end()
    parts.append(escape_filecheck(line[last:]))
    pat = "".join(parts)
    pat = re.sub(r"(?:\{\{\.\*\}\}[\s,:]*)+\{\{\.\*\}\}", _ANY, pat)
    pat = re.sub(r"(?<!\s)(?:\s*\{\{\.\*\}\})+\s*$", "", pat)  # a trailing wildcard matches nothing more
    return pat.strip()


def _message_check(sig: CrashSignature, output: str) -> str:
    """The CHECK pattern for the signature's message, or '' when it has none."""
    if sig.kind == "assertion":
        m = re.search(r"Assertion\s*`((?:(?!Assertion\s*`).)*?)' failed", output, re.S)
        return escape_filecheck(f"Assertion `{m.group(1)}' failed") if m and "\n" not in m.group(1) else ""
    if sig.kind == "cannot-select":
        m = re.search(r"(?i)((?:LLVM ERROR: )?cannot select:)\s*([^\n]*?)=\s*([\w.:]+)", output)
        if m:
            return f"{escape_filecheck(m.group(1))} {_ANY} = {escape_filecheck(m.group(3))}"
    if sig.kind == "verifier":
        m = re.search(r"\*\*\* Bad machine code: .*? \*\*\*", output)
        return escape_filecheck(m.group(0)) if m else ""
    if sig.kind == "unreachable":
        m = re.search(r"^([^\n]*?)(?<![ \t])[ \t]*UNREACHABLE executed", output, re.M)
        if not m:
            return ""
        msg = m.group(1).strip()
        if not msg:  # the message is the line before
            before = output[:m.start()].rstrip().splitlines()
            msg = before[-1].strip() if before else ""
            return (_stable(msg) + "\n" if msg else "") + "UNREACHABLE executed"
        return _stable(msg) + " UNREACHABLE executed"
    if sig.kind == "llvm-error":
        m = re.search(r"(?:LLVM ERROR|fatal error): [^\n]*", output)
        return _stable(m.group(0)) if m else ""
    return ""


def check_lines(sig: CrashSignature, output: str) -> list[str]:
    """FileCheck patterns (without the ``CHECK:`` prefix) for the stable parts of `sig` as
    `output` (the tool's stderr and stdout) shows them: the message, then the crashing pass
    (``Running pass '…'`` / ``Running pass "…"``); for a bare signal with neither, the top
    symbolized frame, else the crash banner."""
    out = [line for line in _message_check(sig, output).splitlines() if line]
    if sig.pass_name:
        for q in ("'", '"'):
            if f"Running pass {q}{sig.pass_name}{q}" in output:
                out.append(escape_filecheck(f"Running pass {q}{sig.pass_name}{q}"))
                break
    if not out and sig.frames and "+0x" not in sig.frames[0] and sig.frames[0] in output:
        out.append(escape_filecheck(sig.frames[0]))
    if not out:
        out.append("PLEASE submit a bug report")
    return out


def upstream_dir(tool: str, args: list[str], kind: str = "llvm-ir") -> str:
    """``llvm/test/CodeGen/AMDGPU`` for llc on an AMDGPU triple, ``llvm/test/Transforms/
    LoopVectorize`` for ``opt -passes=loop-vectorize``."""
    joined = " ".join(args)
    if tool == "opt":
        m = re.search(r"-passes=['\"]?(?:\w+\()*([\w-]+)", joined)
        name = "".join(w.capitalize() for w in m.group(1).split("-")) if m else "Other"
        name = {"Instcombine": "InstCombine", "Simplifycfg": "SimplifyCFG", "Sroa": "SROA", "Gvn": "GVN",
                "Licm": "LICM", "Slp": "SLPVectorizer", "SlpVectorizer": "SLPVectorizer"}.get(name, name)
        return f"llvm/test/Transforms/{name}"
    m = re.search(r"-m(?:triple|arch)[= ](\S+)", joined)
    arch = (m.group(1) if m else "").lower()
    target = next((d for prefix, d in _CODEGEN_DIRS if arch.startswith(prefix)), "Generic")
    return f"llvm/test/CodeGen/{target}"


def _ordered_args(args: list[str]) -> list[str]:
    """The command's arguments as upstream RUN lines order them: triple, CPU, the rest;
    output options dropped (the RUN line sends output to /dev/null itself)."""
    rest, out, skip = [], [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a.startswith("-o="):
            continue
        rest.append(a)
    for prefix in ("-mtriple", "--mtriple", "-march", "--march", "-mcpu", "--mcpu"):
        out += [a for a in rest if a.split("=", 1)[0] == prefix]
    return out + [a for a in rest if a not in out]


def run_line(tool: str, args: list[str], *, crash: bool, kind: str = "llvm-ir") -> str:
    """The RUN line (without the comment prefix)."""
    not_ = "not --crash" if crash else "not"
    a = _ordered_args(args)
    sink = [] if "-disable-output" in a else ["-o", "/dev/null"]
    inp = "%s" if kind == "mir" else "< %s"
    return " ".join([not_, tool, *map(shlex.quote, a), *sink, inp, "2>&1", "|", "FileCheck", "%s"])


def lit_text(source: str, run: str, checks: list[str], kind: str = "llvm-ir") -> str:
    c = "#" if kind == "mir" else ";"
    head = [f"{c} RUN: {run}"] + [f"{c} CHECK: {x}" for x in checks]
    return "\n".join(head) + "\n\n" + source.lstrip("\n")


def filecheck_binary(bindir: str | None, llvm_root: str = "/usr/lib") -> str | None:
    """FileCheck of the toolchain's own release, else of the newest Debian release."""
    if bindir and os.path.exists(os.path.join(bindir, "FileCheck")):
        return os.path.join(bindir, "FileCheck")
    from workers.toolchains.llvm import newest_release_with

    return newest_release_with("FileCheck", llvm_root)


def filecheck(test_text: str, output: str, binary: str) -> tuple[bool, str]:
    """Run FileCheck with `test_text` as the check file on `output` (plain text: FileCheck
    only matches, so it runs here, not in the sandbox). Returns (passed, its stderr)."""
    with tempfile.TemporaryDirectory(prefix="reprobot-filecheck-") as d:
        check = Path(d) / "test.ll"
        check.write_text(test_text)
        inp = Path(d) / "output.txt"
        inp.write_text(output)
        p = subprocess.run([binary, str(check), f"--input-file={inp}"], capture_output=True, text=True, timeout=60)
    return p.returncode == 0, p.stderr.strip()[-2000:]


def lit_test(source: str, kind: str, tool: str, args: list[str], reference: CrashSignature, toolchain: Any,
             session: Any, *, llvm_root: str = "/usr/lib", timeout_s: float = 60.0) -> UpstreamTest | None:
    """The lit test for a reduced LLVM reproducer, checked on `toolchain`
    (`workers.toolchains.llvm.LLVMToolchain`) in `session` (a `SandboxSession`): the RUN
    line's command runs once there (input on stdin, as ``< %s``); the test is verified when
    it fails the way ``not``/``not --crash`` expects, with the same signature as
    `reference`, and FileCheck accepts its output. None when the command does not fail."""
    from reducers.reproducer import Reproducer
    from workers.sandbox.base import Limits

    rep = Reproducer(kind, source, tool, list(args))  # an in-process LLVM's argv can depend on the source
    if kind == "mir":
        argv, _ = toolchain.command(rep, session.put("upstream.mir", source.encode()), output="/dev/null")
        stdin = None
    else:
        argv, _ = toolchain.command(rep, "-", output="/dev/null")
        stdin = source.encode()
    proc = session.run(argv, stdin=stdin, env={"LLVM_DISABLE_SYMBOLIZATION": "1"},
                       limits=Limits(wall_s=timeout_s, cpu_s=timeout_s, memory_mb=8192))
    if proc.exit_code == 0 or proc.timed_out:
        return None
    output = proc.stderr + proc.stdout
    crash = bool(signal_from_exit(proc.exit_code))
    sig = parse_llvm_crash(proc.stderr, proc.exit_code) or CrashSignature(kind="error")
    checks = check_lines(sig, output)
    text = lit_text(source, run_line(tool, list(args), crash=crash, kind=kind), checks, kind)
    where = upstream_dir(tool, list(args), kind) + "/reduced" + (".mir" if kind == "mir" else ".ll")
    test = UpstreamTest("lit", text, where, f"llvm-lit -v {where}", checked_on=toolchain.id)
    if not same_bug(reference, sig):
        test.check = f"the RUN line's command fails otherwise: {sig.summary()}"
        return test
    fc = filecheck_binary(toolchain.bindir, llvm_root)
    if fc is None:
        test.check = "no FileCheck found (Debian package llvm-N-tools)"
        return test
    ok, err = filecheck(text, output, fc)
    test.verified = ok
    test.check = (f"RUN line's command on {toolchain.id} ({'crashes' if crash else 'exits ' + str(proc.exit_code)}), "
                  f"{fc} accepts its output" if ok else f"FileCheck rejected the output: {err}")
    return test


_LIT_CFG = '''import os
import lit.formats

config.name = "reprobot-upstream-test"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".mir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = config.test_source_root
config.environment["PATH"] = os.pathsep.join(@PATH@)
config.environment["LLVM_DISABLE_SYMBOLIZATION"] = "1"
'''


_WRAPPER = """#!{python}
# reprobot: `{tool}` for lit, run on an in-process LLVM ({id}) through its driver
import json, os, sys, tempfile
sys.path.insert(0, {root!r})
from reducers.reproducer import Reproducer
from workers.toolchains.llvm import LLVMToolchain
spec = json.loads({spec!r})
tc = LLVMToolchain(**{{k: tuple(v) if isinstance(v, list) else v for k, v in spec.items()}})
args, out, inp, it = [], "-", "-", iter(sys.argv[1:])
for a in it:
    if a == "-o":
        out = next(it, "-")
    elif a.startswith("-o="):
        out = a[3:]
    elif a == "-" or not a.startswith("-"):
        inp = a
    else:
        args.append(a)
src = sys.stdin.read() if inp == "-" else open(inp).read()
fd, path = tempfile.mkstemp(suffix=".ll")
os.write(fd, src.encode())
os.close(fd)
argv, _ = tc.command(Reproducer("llvm-ir", src, {tool!r}, args), path, output=out)
os.execv(argv[0], argv)
"""


def lit_tools_dir(toolchain: Any, workdir: str, llvm_root: str = "/usr/lib") -> list[str]:
    """PATH entries that make ``llc``/``opt`` the toolchain's and ``FileCheck``/``not``
    Debian's: the release's bin directory, or for an in-process LLVM (llvmlite, a Triton
    wheel's) wrapper scripts that run its driver the way the pipeline does
    (`LLVMToolchain.command`)."""
    from workers.toolchains.llvm import newest_release_with

    if toolchain.bindir:
        return [toolchain.bindir]
    wrap = Path(workdir) / "in-process-bin"
    wrap.mkdir(exist_ok=True)
    spec = json.dumps(asdict(toolchain))
    root = str(Path(__file__).resolve().parents[1])
    for tool in ("llc", "opt"):
        p = wrap / tool
        p.write_text(_WRAPPER.format(python=sys.executable, tool=tool, id=toolchain.id, root=root, spec=spec))
        p.chmod(0o755)
    fc = newest_release_with("FileCheck", llvm_root)
    return [str(wrap)] + ([os.path.dirname(fc)] if fc else [])


def run_lit(test: UpstreamTest, toolchain: Any, sandbox: Any = None, *, llvm_root: str = "/usr/lib",
            timeout_s: float = 120.0) -> tuple[bool, str]:
    """Run `test` with LLVM's ``lit`` (the PyPI package) in `sandbox` (default the local
    one), ``llc``/``opt`` from `toolchain`, ``FileCheck``/``not`` from Debian. Returns
    (passed, lit's output)."""
    from workers.sandbox.base import Limits
    from workers.sandbox.local import LocalSandbox

    sandbox = sandbox or LocalSandbox()
    with sandbox.session(Limits(wall_s=timeout_s, cpu_s=timeout_s, memory_mb=8192)) as s:
        path = lit_tools_dir(toolchain, s.workdir, llvm_root) + ["/usr/local/bin", "/usr/bin", "/bin"]
        s.put("lit.cfg.py", _LIT_CFG.replace("@PATH@", json.dumps(path)).encode())
        s.put(Path(test.path).name, test.text.encode())
        p = s.run([sys.executable, "-c", "import sys, lit.main; sys.argv[0] = 'lit'; lit.main.main()",
                   "-v", s.workdir])
    out = (p.stdout + p.stderr).strip()
    return p.exit_code == 0 and "PASS: " in out, out


# ------------------------------------------------------------------ Triton


def _exception(stderr: str) -> tuple[str, str] | None:
    """(exception class, message) of the last exception a Python traceback in `stderr` names."""
    found = None
    for m in re.finditer(r"^([A-Za-z_][\w.]*(?:Error|Exception)): ?(.*)$", stderr, re.M):
        found = (m.group(1), m.group(2).strip())
    return found


def _match_pattern(msg: str, limit: int = 80) -> str:
    """A `pytest.raises(match=…)` regex for an exception message: its first `limit`
    characters cut at a word boundary, escaped, with numbers as ``\\d+``."""
    if len(msg) > limit:
        cut = msg[:limit]
        msg = cut[:cut.rfind(" ")] if " " in cut else cut
    return re.sub(r"\\?\d+", r"\\d+", re.escape(msg)).replace("\\ ", " ")


def _call_args(harness: str) -> dict[str, Any] | None:
    """Kernel name, signature, constexprs (and GPUTarget arguments, when the call still has
    them) of the harness call ``_reprobot_compile(kernel, {...}, {...}[, GPUTarget(...)])``;
    the reducer may have shortened the harness."""
    from reducers.cleanup.triton_harness import HARNESS_FUNCTION

    try:
        tree = ast.parse(harness)
    except SyntaxError:
        return None
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == HARNESS_FUNCTION \
                and len(n.args) >= 3:
            try:
                spec: dict[str, Any] = {"kernel": ast.unparse(n.args[0]), "signature": ast.literal_eval(n.args[1]),
                                        "constexprs": ast.literal_eval(n.args[2])}
                if len(n.args) > 3 and isinstance(n.args[3], ast.Call):
                    spec["target"] = [ast.literal_eval(a) for a in n.args[3].args]
                return spec
            except ValueError:
                return None
    return None


def _version(toolchain: str) -> tuple[int, ...]:
    m = re.search(r"(?<!\d)(\d+)\.(\d+)", toolchain)
    return (int(m.group(1)), int(m.group(2))) if m else (99, 0)


def _target_args(target: str) -> list[Any]:
    backend, arch, warp = target.split(":")
    return [backend, int(arch) if backend == "cuda" else arch, int(warp)]


def triton_test(kernel_source: str, harness: str, target: str, toolchain: str, signature: CrashSignature | None,
                exit_code: int | None, stderr: str, run: Any = None,
                env: dict[str, str] | None = None) -> UpstreamTest | None:
    """A pytest function for a reduced Triton reproducer, in the style of triton's
    ``python/test/unit`` (parametrized over the target, ``triton.compile(ASTSource(...))``,
    ``pytest.raises`` when the release raises; a release that aborts cannot be caught, so
    then the test is the one that passes once the bug is fixed).

    kernel_source: the reduced script without reprobot's harness; harness: the harness (its
    call gives the signature and constexprs; without one they are inferred from the kernel);
    target: ``backend:arch:warp``; toolchain: ``triton-3.6.0`` (its ``ASTSource`` form is
    used); signature/exit_code/stderr: the final run there. run: optional ``source ->
    TritonRun`` on that release and target (`WarmRunner.run_source`): the test's own
    compile runs there as a script and the test is verified when it fails the way the test
    expects, with `signature`'s signature. env: settings the reproducer needs
    (``TRITON_F32_DEFAULT``), set in the test with pytest's ``monkeypatch`` (`run` must
    already run with them). None when no kernel is found."""
    from workers.triton.extract import infer_aot_spec

    spec = _call_args(harness) if harness else None
    if spec is None:
        spec = infer_aot_spec(kernel_source)
        if spec is None:
            return None
    kernel, sig_types, consts = spec["kernel"], dict(spec["signature"]), dict(spec["constexprs"])
    tgt_args = spec.get("target") or _target_args(target)
    body = _kernel_module(kernel_source)
    names = _kernel_params(kernel_source, kernel) or list(sig_types) + [k for k in consts if k not in sig_types]
    if _version(toolchain) >= (3, 3):
        sig = {n: "constexpr" if n in consts else sig_types.get(n) or "i32" for n in names}
        cx = ", ".join(f"({names.index(k)},): {v!r}" for k, v in consts.items() if k in names)
        src = f"ASTSource(fn={_jit_function(kernel_source, kernel)}, signature={sig!r}, constexprs={{{cx}}})"
    else:
        sig = {n: sig_types.get(n) or "i32" for n in names if n not in consts}
        src = f"ASTSource(fn={_jit_function(kernel_source, kernel)}, signature={sig!r}, constants={consts!r})"
    tgt = "GPUTarget(" + ", ".join(repr(x) for x in tgt_args) + ")"
    imports = ["import triton", "import triton.language as tl", "from triton.backends.compiler import GPUTarget",
               "from triton.compiler import ASTSource"]
    # the test's own compile, as a script on the release (the runner has no pytest)
    script = "\n".join(imports) + "\n\n\n" + body.strip() + f"\n\n\ntarget = {tgt}\nsrc = {src}\n" \
        "triton.compile(src, target=target)\n"
    got = r = None
    if run is not None:
        from reducers.triton.signature import parse_triton_failure

        r = run(script)
        got = parse_triton_failure(r.process.stderr, r.process.exit_code, r.report)
        exit_code, stderr = r.process.exit_code, r.process.stderr
    died = bool(signal_from_exit(exit_code))
    exc = None
    if r is not None and r.report.get("status") == "exception" and not died:
        exc = (str(r.report.get("exc_type")), str(r.report.get("exc_msg") or "").splitlines()[0][:300]
               if r.report.get("exc_msg") else "")
    elif r is None and not died:
        exc = _exception(stderr)
    expect: list[str] = []
    capfd = ""
    if exc is not None:
        cls, msg = exc
        short = cls.rsplit(".", 1)[-1]
        if short == "CompilationError":
            imports.append("from triton.compiler.errors import CompilationError")
        elif not isinstance(getattr(builtins, short, None), type):
            short = "Exception"
        if signature is not None and signature.kind != "python-exception":
            m = re.search(r"Assertion\s*`((?:(?!Assertion\s*`).)*?)' failed", signature.first_line or "", re.S)
            capfd = (m.group(1) if m else signature.first_line or "")[:120]
            if r is not None and capfd not in r.process.stderr:
                capfd = ""
        expect = [f"    with pytest.raises({short}, match={_match_pattern(msg)!r}):",
                  "        triton.compile(src, target=target)"]
        if capfd:
            expect.append(f"    assert {capfd!r} in capfd.readouterr().err")
    else:
        what = signature.summary() if signature else "the reported failure"
        expect = [f"    # {toolchain} {'dies' if died else 'fails'} here: {what}",
                  "    # (pytest cannot catch a process that aborts; once fixed, this compiles)",
                  "    triton.compile(src, target=target)"]
    fixtures = "".join(f", {f}" for f, on in (("monkeypatch", bool(env)), ("capfd", bool(capfd))) if on)
    setenv = [f"    monkeypatch.setenv({k!r}, {v!r})" for k, v in sorted((env or {}).items())]
    test_fn = ["", "", f'@pytest.mark.parametrize("target", [{tgt}])',
               f"def test_reduced(target{fixtures}):", *setenv, f"    src = {src}", *expect]
    text = "import pytest\n\n" + "\n".join(imports) + "\n\n\n" + body.strip() + "\n" + "\n".join(test_fn) + "\n"
    test = UpstreamTest("pytest", text, "python/test/unit/test_reduced.py",
                        "pytest -v python/test/unit/test_reduced.py", checked_on=toolchain)
    if r is None:
        test.check = "not run"
        return test
    ok = signature is not None and got is not None and same_bug(signature, got)
    if ok and exc is not None:
        ok = re.search(_match_pattern(exc[1]), str(r.report.get("exc_msg") or "")) is not None
    test.verified = ok
    test.check = (f"the test's compile, run as a script on {toolchain}, "
                  + ("raises what pytest.raises expects, " if exc else "dies, " if died else "fails, ")
                  + "with the same signature" if ok else
                  f"the test's compile on {toolchain} gave {got.summary() if got else 'no failure'}")
    return test


def _kernel_module(source: str) -> str:
    """The reduced script's kernels, helpers and constants, decorators included; imports
    and module-level launch code (tensors, ``kernel[grid](…)``) go."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    lines = source.splitlines()
    parts = []
    for n in tree.body:
        if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None and not _constant(n.value):
            continue
        if not isinstance(n, (ast.FunctionDef, ast.ClassDef, ast.Assign, ast.AnnAssign)):
            continue
        start = min([d.lineno for d in getattr(n, "decorator_list", [])] + [n.lineno])
        parts.append("\n".join(lines[start - 1:n.end_lineno]))
    return "\n\n\n".join(parts)


def _constant(node: ast.AST) -> bool:
    """A value a kernel may read at module level: literals and calls on ``tl``/``triton``
    (``tl.constexpr(32)``), nothing that builds tensors or launches."""
    for n in ast.walk(node):
        if isinstance(n, ast.Call):
            root = n.func
            while isinstance(root, ast.Attribute):
                root = root.value
            if not (isinstance(root, ast.Name) and root.id in ("tl", "triton")):
                return False
        elif isinstance(n, ast.Subscript):
            return False
    return True


def _jit_function(source: str, kernel: str) -> str:
    """The expression naming `kernel`'s JITFunction: ``ASTSource`` takes the ``@triton.jit``
    function, and each ``@triton.autotune``/``@triton.heuristics`` above it wraps it once
    more (the wrapper keeps it as ``.fn``): ``kernel.fn.fn`` under both."""
    tree = parse(source)
    for fn in kernels(tree) if tree is not None else ():
        if fn.name == kernel:
            names = [decorator_name(d).split(".")[-1] for d in fn.decorator_list]
            return kernel + ".fn" * sum(d in ("autotune", "heuristics") for d in names[:names.index("jit")])
    return kernel


def _kernel_params(source: str, kernel: str) -> list[str]:
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    for n in ast.walk(tree):
        if isinstance(n, ast.FunctionDef) and n.name == kernel:
            return [a.arg for a in n.args.args]
    return []

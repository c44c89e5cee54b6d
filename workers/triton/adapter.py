"""`TritonProject`: the ProjectAdapter (workers/project.py) for triton-lang/triton issues.

Toolchains are PyPI triton releases (``triton-3.4.0``), one venv each
(`workers.triton.toolchains`). A reproducer runs hermetically on the CPU for its target
(`workers.triton.runner`, `workers.triton.harness`); one with no launch code is completed
with an ahead-of-time compile call (`complete_with_aot`) so it stays a runnable single file.

Outcome classification of one run against the reported signature:

- INFRA_ERROR: the env could not be installed, or the test process failed;
- TIMEOUT: the wall/CPU limit; REPRODUCES (grade exact, "timed out, as reported") where the
  issue reports a hang (`workers.extract.text.reports_hang`: "Pipeline pass hanging"), and then a
  timed-out candidate is also what the reducer's interestingness test keeps; OTHER_FAILURE
  (grade different) where the issue shows another failure: a hang is not the reported crash;
  TIMEOUT only where the issue shows no failure;
- INVALID_INPUT: the release lacks an API the reproducer uses (``module 'triton.language' has
  no attribute …``, an import from triton that fails) or a backend for the target; the
  corpus calls this ``n/a``; also a snippet whose ``...`` placeholders the frontend meets
  (``cannot convert Ellipsis``), or a NameError on a name the script uses and never defines
  (code the issue left out): the input as given cannot run, on any release;
- CLEAN: no failure inside Triton (checks of results after no-op launches are not failures);
- REPRODUCES / OTHER_FAILURE: a failure graded against the reported one (`grade_triton`, the
  grades of `reducers.grade`: exact, reworded, different) and turned into an outcome by
  `reducers.grade.outcome_of`; the grade and its evidence go in ``RunResult.match``;
  an API a release *removed* (block pointers, ``**meta``) is ``different``: a different error
  is never evidence of a fix;
- inline asm for another target (PTX or NVPTX constraints in ``tl.inline_asm_elementwise`` run
  for hip, AMDGCN for cuda, `foreign_inline_asm`): a run that "compiles" (LLVM printed a
  constraint error and went on, or exited with no report) cannot run there: OTHER_FAILURE,
  grade ``different`` with that reason, never CLEAN (a clean run would read as fixed); the
  measured tables (bench/corpus/triton, tune split) label these rows ``different_error``, not
  ``n/a``. A run that failed before the asm is lowered is graded as any other.
"""
from __future__ import annotations

import json
import os
import re
import threading
import time
from typing import Any, Callable

from reducers.grade import Match, grade, outcome_of, similarity
from reducers.outcome import Outcome, RunResult
from reducers.reproducer import Reproducer
from reducers.signature import CrashSignature, _passes_agree, normalize_pass, same_bug, split_location
from reducers.triton.reducer import SourceSize, reduce_source
from reducers.triton.source import undefined_names
from reducers.triton.signature import (COMPILE_AT, STAGE_FUNCTIONS, _mlir_error, compile_site,
                                       exception_message_missing, exception_type, mlir_signature,
                                       parse_triton_failure, traceback_functions)
from workers.project import Extraction, Progress, ReductionOutcome, Size, ToolchainInfo, no_progress
from workers.triton.extract import extract_triton, has_launch, infer_aot_spec, wave_size
from workers.triton.mlir_input import driver_script, is_driver_script, split_driver
from workers.triton.runner import TestLimits, TritonRun, WarmRunner
from workers.triton.toolchains import (InstallError, TritonToolchains, configured_versions, toolchain_id,
                                       version_of, vtuple)

_MISSING_API = re.compile(
    r"module 'triton[\w.]*' has no attribute|cannot import name '\w+' from 'triton|"
    r"No module named 'triton[.\w]*'|has no hip backend|no backend|Unsupported target|"
    # a Triton MLIR reproducer (workers.triton.mlir_input) with a triton-opt pass this release has
    # no binding for (a module it cannot parse is `classify`'s own case)
    r"has no binding for pass|"
    r"unexpected keyword argument '(?:attrs|constexprs|constants)'|"
    # the language of this release lacks a tensor method or a keyword of tl.range (added later)
    r"'tensor' object has no attribute|range\.__init__\(\) got an unexpected keyword argument|"
    # the target lacks a data type (fp8e4nv before Hopper / on CDNA3 before 3.3)
    r"data type is not supported on CUDA arch|not supported in this architecture|"
    r"dot op does not support fp8\w* on (?:CUDA arch|CDNA)", re.I)

# Python's NameError on a name the script reads (the frontend's own "X is not defined" has no "name '...'")
_UNDEFINED = re.compile(r"name '(\w+)' is not defined")
# the frontend meeting a literal ``...`` where a value belongs
_PLACEHOLDER = re.compile(r"cannot convert Ellipsis|Ellipsis of type|unsupported operand type\(s\)[^\n]*'ellipsis'|"
                          r"'ellipsis' object")
# a newer release's frontend refusing an API it dropped: 3.9's block pointers, 3.x's ``**META``
# parameters and non-constexpr globals read inside a kernel
_API_GONE = re.compile(r"(?:has|have) been removed in favou?r of|(?:is|are) no longer supported|"
                       r"do(?:es)? not support \*\*\w+ parameters|Cannot access global variable \w+ from within "
                       r"@jit|"
                       # 3.0-3.8 bind a legacy ``**META`` as one positional parameter the launch never fills
                       r"dynamic_func\(\) missing \d+ required positional argument: 'meta'", re.I)

_MISSING_MODULE = re.compile(r"No module named '([\w.]+)'")
# an op's verifier refusing a parsed module: "repro.mlir:4:10: error: 'tt.expand_dims' op ..."
_OP_VERIFIER = re.compile(r"error: '[\w.]+' op [^\n]+")


def _contains_either(a: str, b: str, min_chars: int = 16) -> bool:
    """One message holds the other (case and runs of whitespace ignored), the shorter one at
    least `min_chars` long: a bare ``error`` or ``'round'`` is in too many messages to say
    that a run failed as reported."""
    a, b = " ".join(a.lower().split()), " ".join(b.lower().split())
    short, long_ = sorted((a, b), key=len)
    return len(short) >= min_chars and short in long_


AOT_DRIVER = '''

# --- reprobot: compile the kernel ahead of time (no launch code in the report) ---
def _reprobot_compile(fn, signature, constexprs, target):
    import triton
    from triton.compiler.compiler import ASTSource
    from triton.runtime.jit import JITFunction
    while not isinstance(fn, JITFunction) and hasattr(fn, "fn"):  # @triton.autotune / @triton.heuristics
        fn = fn.fn
    names = list(fn.arg_names)
    if tuple(int(x) for x in triton.__version__.split(".")[:2]) >= (3, 3):
        sig = {n: "constexpr" if n in constexprs else signature.get(n, "i32") for n in names}
        src = ASTSource(fn, sig, constexprs={(names.index(k),): v for k, v in constexprs.items()})
    elif tuple(int(x) for x in triton.__version__.split(".")[:2]) >= (3, 0):
        sig = {n: signature.get(n, "i32") for n in names if n not in constexprs}
        src = ASTSource(fn, sig, constants=constexprs)
    else:  # 2.x: arguments by position
        sig = {names.index(n): signature.get(n, "i32") for n in names if n not in constexprs}
        src = ASTSource(fn, sig, constants={names.index(k): v for k, v in constexprs.items()})
    return triton.compile(src, target=target)


from triton.backends.compiler import GPUTarget
_reprobot_compile(@CALL@)
'''


_AOT_CALL = re.compile(r"^(_reprobot_compile\(.*)GPUTarget\([^()]*\)\)[ \t]*$", re.M)


def _gpu_target(target: str) -> str:
    """Python source of Triton's ``GPUTarget`` for ``backend:arch:warp`` (a CUDA arch is an int)."""
    backend, arch, warp = target.split(":")
    arch_v: Any = int(arch) if backend == "cuda" else arch
    return f"GPUTarget({backend!r}, {arch_v!r}, {int(warp)})"


def retarget_aot(source: str, target: str) -> str:
    """`source` with reprobot's own AOT compile call (`complete_with_aot`) aimed at `target`:
    a reproducer completed for the issue's target is also run for the others of the table.
    A ``GPUTarget`` the reporter's own code names is left as it is."""
    return _AOT_CALL.sub(lambda m: f"{m.group(1)}{_gpu_target(target)})", source)


def target_of(rep: Reproducer) -> str:
    """``backend:arch:warp`` from a Reproducer's triple (backend) and cpu (arch)."""
    backend = rep.triple if rep.triple in ("cuda", "hip") else ("hip" if rep.cpu.startswith("gfx") else "cuda")
    arch = rep.cpu or ("gfx942" if backend == "hip" else "90")
    arch = arch.removeprefix("sm_")
    warp = wave_size(arch) if backend == "hip" else 32
    return f"{backend}:{arch}:{warp}"


def complete_with_aot(source: str, target: str) -> str | None:
    """`source` plus a call compiling its kernel for `target` with inferred arguments
    (`infer_aot_spec`); None when it has no kernel."""
    spec = infer_aot_spec(source)
    if spec is None:
        return None
    head = "" if re.search(r"^import triton\b|^import triton\.language", source, re.M) else "import triton\nimport triton.language as tl\n"
    call = f"{spec['kernel']}, {spec['signature']!r}, {spec['constexprs']!r}, {_gpu_target(target)}"
    return head + source.rstrip() + "\n" + AOT_DRIVER.replace("@CALL@", call)


# PTX: typed instructions ("and.b32", "cvt.rn.bf16x2.f32", "mov.b32"), PTX registers and
# predicates ("{.reg .pred", "%r1", "@p"); AMDGCN: "v_"/"s_"/"ds_"/"buffer_"/"global_" mnemonics
_PTX_ASM = re.compile(r"(?<![\w.])[a-z]+\d*(?:\.[a-z]+\d*)*\.(?:[bsuf]\d+|bf16|f16x2|bf16x2|e4m3x2|e5m2x2|pred|u8|s8)\b|"
                      r"\.reg\s+\.\w+|\bprmt\b|\blop3\b|%(?:tid|ctaid|laneid)\b")
_AMDGCN_ASM = re.compile(r"\b(?:v|s|ds|buffer|global|flat|scratch)_[a-z][a-z0-9_]*\b")
_INLINE_ASM = re.compile(r"\binline_asm_elementwise\s*\(")
_STR = re.compile(r"(?s)(\"\"\"|\'\'\'|\"|\')(.*?)(?<!\\)\1")


def _call_strings(source: str, start: int) -> list[str]:
    """String literals of the call whose argument list starts at `start` (after its ``(``),
    up to the matching ``)``; adjacent literals stay separate."""
    out, depth, i = [], 1, start
    while i < len(source) and depth:
        c = source[i]
        if c in "\"'":
            m = _STR.match(source, i)
            if m is None:
                break
            out.append(m.group(2))
            i = m.end()
            continue
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(c, 0)
        i += 1
    return out


# register constraint letters of each backend's inline asm (NVPTX: r/l/h/f/d/c registers;
# AMDGPU: v/s/a registers): "=r,r" cannot be allocated by AMDGPU, "=v,v" by NVPTX
_CONSTRAINT_CLASSES = {"cuda": set("rlhfdc"), "hip": set("vsa")}


def foreign_inline_asm(source: str, target: str) -> str:
    """'' or why the kernel's inline asm cannot run on `target` (``backend:arch:warp``): a
    ``tl.inline_asm_elementwise`` call whose asm text is PTX (or whose register constraints are
    NVPTX's: ``=r,r``) run for hip, or AMDGCN text / AMDGPU constraints (``=v,v``) for cuda."""
    backend = target.split(":", 1)[0]
    other = "cuda" if backend == "hip" else "hip"
    for m in _INLINE_ASM.finditer(source):
        lits = _call_strings(source, m.end())
        if not lits:
            continue
        asm, rest = lits[0], lits[1:]
        codes = {c.strip("=+&*!~ ")[:1] for lit in rest if re.fullmatch(r"[=+&~,*!\w{} ]*", lit)
                 for c in lit.split(",") if c.strip()}
        ptx, amd = _PTX_ASM.search(asm) and not _AMDGCN_ASM.search(asm), _AMDGCN_ASM.search(asm) and not _PTX_ASM.search(asm)
        mine, theirs = codes & _CONSTRAINT_CLASSES[backend], codes & _CONSTRAINT_CLASSES[other]
        text = f"{asm.strip()[:40]!r}, constraints {','.join(sorted(codes))}"
        if backend == "hip" and (ptx or (theirs and not mine)):
            return f"the kernel's inline asm is for NVIDIA ({text}): AMDGPU cannot run it"
        if backend == "cuda" and (amd or (theirs and not mine)):
            return f"the kernel's inline asm is for AMDGPU ({text}): NVIDIA GPUs cannot run it"
    return ""


# faulthandler's dump (CPython Python/traceback.c): a header per thread, then frames innermost first
_THREAD_HEAD = re.compile(r"^(Current thread|Thread) 0x[0-9a-f]+ \(most recent call first\):$", re.M)
_DUMP_FRAME = re.compile(r'^  File "([^"]+)", line (\d+) in (\S+)$', re.M)
_STAGE_FN = re.compile(r"make_(\w+)$")
_RUNNING_PASS = re.compile(r"Running pass '([^']+)'")


def hang_location(stderr: str) -> str:
    """Where a test that hit its wall limit was, from the dumps SIGQUIT made it print
    (`workers.triton.harness` registers faulthandler; libtriton's LLVM adds its pass stack):
    ``"hung in make_ttgir (compiler.py:250), compile stage ttgir, LLVM pass 'X', from repro.py:12"``;
    "" when stderr holds no dump. The thread that took the signal is read (``Current thread``),
    else the first one dumped."""
    heads = list(_THREAD_HEAD.finditer(stderr))
    if not heads:
        return ""
    head = next((h for h in heads if h.group(1) == "Current thread"), heads[0])
    nxt = next((h.start() for h in heads if h.start() > head.start()), len(stderr))
    frames = [(f, int(n), fn) for f, n, fn in _DUMP_FRAME.findall(stderr[head.end():nxt])]
    frames = [fr for fr in frames if not fr[0].endswith("harness.py") and not fr[0].startswith("<frozen")]
    if not frames:
        return ""
    f, n, fn = frames[0]
    parts = [f"hung in {fn} ({os.path.basename(f)}:{n})"]
    stage = next((m.group(1) for _, _, g in frames if (m := _STAGE_FN.match(g))), None)
    if stage:
        parts.append(f"compile stage {stage}")
    passes = _RUNNING_PASS.findall(stderr)
    if passes:
        parts.append(f"LLVM pass '{passes[-1]}'")
    user = next(((uf, un) for uf, un, _ in frames if "site-packages" not in uf and "/lib/python" not in uf), None)
    if user and user != (f, n):
        parts.append(f"from {os.path.basename(user[0])}:{user[1]}")
    return ", ".join(parts)


def classify(run: TritonRun, toolchain: str, reference: CrashSignature | None, source: str = "") -> RunResult:
    """RunResult for one run; see the module docstring for the rules. `source`: the script that
    ran (for a NameError on a name it never defines)."""
    p = run.process
    tail = p.stderr[-4000:]
    base = dict(toolchain=toolchain, exit_code=p.exit_code, wall_s=p.wall_s, stderr_tail=tail)
    if run.report.get("infra"):
        return RunResult(outcome=Outcome.INFRA_ERROR, reason=str(run.report["infra"]), **base)
    if p.timed_out:
        where = hang_location(p.stderr)
        if reference is not None and reference.kind == "timeout":
            # the issue reports a hang (`reports_hang`): hitting the limit is the reported failure
            why = "timed out, as reported" + (f"; {where}" if where else "")
            return RunResult(outcome=Outcome.REPRODUCES, reason=why, match=Match("exact", why),
                             signature=CrashSignature(kind="timeout", first_line=where or "time limit"), **base)
        if reference is not None:
            # the report shows another failure (a crash, an error, a wrong value) and this release
            # hangs: it fails otherwise on the input, as the corpora label it (different_error;
            # LLVM's classify_graded does the same); the bisect skips it as it skips a timeout
            why = "timed out where the report shows " + (reference.first_line[:80] or reference.kind) \
                + (f"; {where}" if where else "")
            return RunResult(outcome=Outcome.OTHER_FAILURE, reason=why, match=Match("different", why),
                             signature=CrashSignature(kind="timeout", first_line=where or "time limit"), **base)
        return RunResult(outcome=Outcome.TIMEOUT, reason="time limit" + (f"; {where}" if where else ""),
                         signature=CrashSignature(kind="timeout"), **base)
    sig = parse_triton_failure(p.stderr, p.exit_code, run.report)
    if sig is None:
        why = "compiled"
        if run.report.get("status") == "exception":
            why = f"kernels compiled; {run.report.get('exc_type')} after no-op launches ignored"
        return RunResult(outcome=Outcome.CLEAN, reason=why, **base)
    missing = _MISSING_MODULE.search(sig.message + " " + sig.first_line) if sig.kind == "python-exception" else None
    reported_missing = reference is not None and \
        "no module named" in f"{reference.message} {reference.first_line}".lower()
    if missing and missing.group(1).split(".")[0] != "triton" and not reported_missing:
        # `import vllm`, `from flash_attn import …`: the script needs a package this runner
        # lacks (pytest, torch and numpy are installed). Another failure than the reported one,
        # as the corpora label it, and never the bug, even when the issue shows no failure text
        why = f"the reproducer needs a module this runner lacks: {missing.group(1)}"
        return RunResult(outcome=Outcome.OTHER_FAILURE, signature=sig, reason=why,
                         match=Match("different", why), **base)
    if sig.kind == "python-exception" and "cannot parse the module" in sig.message:
        verified = _OP_VERIFIER.search(p.stderr)
        if verified:
            # a triton-opt reproducer (workers.triton.mlir_input) whose module parsed and an op's
            # verifier refused (triton#9063 on 3.6-3.8: "'tt.expand_dims' op failed to infer
            # returned types"): the compiler's diagnosis of the input, graded as an MLIR error
            sig = mlir_signature(_mlir_error(p.stderr) or verified.group(0).removeprefix("error: "), "", ())
        else:
            said = next((ln.strip() for ln in p.stderr.splitlines() if "error:" in ln), "")
            return RunResult(outcome=Outcome.INVALID_INPUT, signature=sig,
                             reason=f"this release cannot read the module{': ' + said[:200] if said else ''}", **base)
    # a missing API is the release's, not the bug - unless it is the failure the issue reports
    # (triton#7135: "module 'triton.language.extra.hip.libdevice' has no attribute 'round'")
    is_reported = reference is not None and _contains_either(reference.message, sig.message)
    if ((sig.kind == "python-exception" and _MISSING_API.search(sig.message + " " + sig.first_line)) or
            "unsupported target" in sig.message.lower()) and not is_reported:
        return RunResult(outcome=Outcome.INVALID_INPUT, signature=sig,
                         reason=f"this release lacks an API or backend: {sig.message}", **base)
    said = f"{sig.message} {sig.first_line}"
    undefined = _UNDEFINED.search(said)
    if sig.kind == "python-exception" and undefined and undefined.group(1) in undefined_names(source) \
            and not is_reported:
        # a name the reproducer uses and never defines: code the issue leaves out, so the script
        # stops before (or outside) the compiler; never a reproduction, even where the issue
        # shows no failure text ("any crash counts", ROCm/triton#595's own `ceildiv` before completion)
        why = f"the reproducer uses `{undefined.group(1)}`, which the issue never defines: {sig.first_line[:120]}"
        return RunResult(outcome=Outcome.INVALID_INPUT, signature=sig, reason=why, **base)
    if sig.kind == "python-exception" and _PLACEHOLDER.search(said) and \
            not (reference is not None and "ellipsis" in f"{reference.message} {reference.first_line}".lower()):
        # ``C_pointers = ...``, ``tl.load(...)``: the snippet's placeholders stand for code the
        # issue leaves out (triton#2848); the frontend stops at them, before the reported bug
        why = f"the reproducer's `...` placeholders stand for code the issue leaves out: {sig.first_line[:120]}"
        return RunResult(outcome=Outcome.INVALID_INPUT, signature=sig, reason=why, **base)
    if sig.kind == "python-exception" and _API_GONE.search(said) and \
            not (reference is not None and _API_GONE.search(f"{reference.message} {reference.first_line}")):
        # the frontend of a newer release refuses an API the reproducer uses (block pointers,
        # ``**META``, plain globals): never the reported bug, even where the issue shows no failure
        # text ("any crash counts"), and never evidence of a fix
        why = f"this release no longer takes an API the reproducer uses: {sig.first_line[:120]}"
        return RunResult(outcome=Outcome.OTHER_FAILURE, signature=sig, reason=why, match=Match("different", why),
                         **base)
    at, statement = compile_site(p.stderr)
    match = grade_triton(reference, sig, traceback_functions(p.stderr), compile_at=at, compile_statement=statement)
    outcome = Outcome.REPRODUCES if outcome_of(match) == "reproduces" else Outcome.OTHER_FAILURE
    return RunResult(outcome=outcome, signature=sig, reason=sig.summary(), match=match, **base)


def foreign_asm_result(res: RunResult, why: str, stderr: str) -> RunResult:
    """`res` of a kernel whose inline asm is for another target (`foreign_inline_asm`): a run
    that compiled (or whose LLVM printed an ``error:`` and went on) is OTHER_FAILURE with grade
    ``different`` and `why`, the signature that diagnostic; a run that failed is graded as any
    other (a failure before the asm is lowered is the compiler's own), an other-failure says `why`."""
    if res.outcome == Outcome.OTHER_FAILURE and res.match is not None:
        # say why it fails here: the asm, not the compiler
        res.match = Match(res.match.grade, f"{why}; {res.match.evidence}", res.match.similarity)
        res.reason = f"{why}; this release: {res.reason}"
    if res.outcome != Outcome.CLEAN:
        return res
    sig = res.signature
    if sig is None:
        diag = _mlir_error(stderr)
        if diag:
            sig = mlir_signature(diag)
    res.outcome, res.signature = Outcome.OTHER_FAILURE, sig
    res.match = Match("different", why + (f"; this release: {sig.summary()}" if sig else "; this release compiled it"))
    res.reason = why
    return res


# Reported crashes of the process (a bare signal: "segfault", "crashes Python") vs compile
# errors the compiler reports and returns from (MLIR diagnostics, verifier failures)
_COMPILE_ERRORS = ("mlir-error",)


def grade_triton(reference: CrashSignature | None, sig: CrashSignature,
                 run_frames: list[tuple[str, str]] | None = None, compile_at: str = "",
                 compile_statement: str = "") -> Match:
    """`reducers.grade.grade` for a Triton run: the wheels' MLIR/LLVM carry assertions, so a
    bare signal is never a release variant of a reported assertion (``run_assertions=True``);
    a Python exception and a native crash (abort, assertion, LLVM ERROR, MLIR error) are
    different bugs whatever their text; a report with no failure text at all accepts any
    failure of the same family. Same rule for every release, so a message reworded between
    releases (similarity >= `reducers.grade.REWORDED_MIN`, same kind and pass) is ``reworded``.

    An MLIR diagnostic (verifier error) is a compile error of its own kind: where the report
    shows a bare process crash (``signal``) it is ``different``. A report whose exception
    shows no message (only its type, or a traceback cut before its last line) is matched by
    a Python exception of the same type raised through the same frame (``file:function``, in
    `run_frames`: (file, function) of the run's traceback frames) as ``reworded`` at most,
    never by any exception. A ``tool-error`` (ptxas, ld.lld) compares the tools' messages; a
    report showing only the Python exception that wraps that tool's failure (``Internal Triton
    PTX codegen error``) matches a run's failure of the same tool as ``reworded``. A report that
    shows only the frontend's wrapper, ``CompilationError: at L:C:`` without its cause (triton#6490),
    is met by a run whose ``CompilationError`` is raised at the same ``L:C`` (`compile_at`, from the
    run's stderr): the same statement of the same kernel source."""
    rat = COMPILE_AT.fullmatch((reference.first_line or "").strip()) if reference is not None else None
    if rat and reference.kind == "python-exception" and sig.kind == "python-exception":
        if compile_at == rat.group(1):
            return Match("exact", f"CompilationError at {compile_at}, the statement the report points at; the report "
                                  f"shows no cause to compare (this run: {sig.first_line[:100]!r})")
        return Match("different", f"the report's CompilationError is at {rat.group(1)}; this run's "
                                  f"{'is at ' + compile_at if compile_at else 'failure is elsewhere'}: "
                                  f"{sig.first_line[:100]!r}")
    if reference is not None and reference.kind == "unsupported-feature":
        said = f"{sig.message} {sig.first_line}"
        if _REFUSAL.search(said):
            return Match("reworded", f"the report says a feature is not supported ({reference.first_line[:80]!r}); "
                                     f"this release refuses it: {sig.first_line[:100]!r}")
        return Match("different", f"the report says a feature is not supported ({reference.first_line[:80]!r}); "
                                  f"this run fails otherwise: {sig.summary()[:100]}")
    if reference is not None and reference.kind == "wrong-result":
        return Match("different", f"the issue reports wrong results ({reference.first_line!r}), not a failure to "
                                  f"compile; this run failed: {sig.summary()[:100]}")
    if reference is not None and reference.kind == "python-exception" and sig.kind == "tool-error" \
            and _wrapped_tool(reference) == sig.first_line.split(":", 1)[0]:
        return Match("reworded", f"the report shows only the exception wrapping a {_wrapped_tool(reference)} failure "
                                 f"({reference.first_line[:80]!r}); this run: {sig.first_line[:100]!r}")
    if reference is not None and (sig.kind == "python-exception") != (reference.kind == "python-exception"):
        return Match("different", f"a {sig.kind} where the report shows a {reference.kind}")
    if reference is not None and reference.kind in ("assertion", "unreachable") and not reference.message \
            and not reference.pass_name and sig.kind in _COMPILE_ERRORS:
        # the report's assertion line is cut before its text: still a native abort, which an
        # MLIR diagnostic (the compiler refusing the input cleanly) is not
        return Match("different", f"a compile error ({sig.kind}: {sig.key[:80]!r}) where the report shows a "
                                  f"native {reference.kind} ({reference.first_line[:80]})")
    if reference is not None and reference.kind == "signal" and sig.kind in _COMPILE_ERRORS:
        return Match("different", f"a compile error ({sig.kind}: {sig.key[:80]!r}) where the report shows a "
                                  f"process crash ({reference.first_line or reference.signal or 'no message'})")
    if reference is not None and exception_message_missing(reference):
        return _exception_without_message(reference, sig, run_frames or [])
    if reference is not None and not reference.message and reference.pass_name and sig.pass_name \
            and reference.kind in ("assertion", "pass-failure") and sig.kind != "python-exception":
        # a title naming only the pass and the kind of failure ("an assertion in
        # `RemoveLayoutConversions`"): the pass decides
        if _passes_agree(reference.pass_name, sig.pass_name):
            return Match("exact", f"the report names only the failing pass ({reference.pass_name}); this run fails "
                                  f"there: {sig.summary()[:100]}")
        return Match("different", f"the report names pass {reference.pass_name!r}; this run fails in "
                                  f"{sig.pass_name!r}: {sig.summary()[:100]}")
    if reference is not None and reference.kind in _CAUGHT_NATIVE and sig.kind in _CAUGHT_NATIVE \
            and "passmanager::run failed" in (reference.key, sig.key):
        # 3.3+ catch a pass failure and raise "PassManager::run failed"; the assertion text may
        # be on one side only: the failing pass decides
        if reference.pass_name and sig.pass_name:
            m = grade(CrashSignature(kind="pass-failure", pass_name=reference.pass_name),
                      CrashSignature(kind="pass-failure", pass_name=sig.pass_name), run_assertions=True)
            if m is not None:
                return m
    m = grade(reference, sig, run_assertions=True)
    if m is not None and m.grade == "different":
        m = _mlir_reworded(reference, sig) or _same_site_assertion(reference, sig) \
            or _same_statement_exception(reference, sig, compile_at, compile_statement) or m
    return m if m is not None else Match("different", "not a crash")


def _same_statement_exception(reference: CrashSignature | None, sig: CrashSignature, compile_at: str,
                              statement: str = "") -> Match | None:
    """``reworded`` for an exception of the reported type raised by the frontend at the statement
    the report's ``CompilationError: at L:C`` names (the reference's ``compile_site``): one check
    of the code generator worded differently by two releases (triton#9547: "cannot reasign
    constexpr a0 in the loop" in 3.2-3.3, "Loop carried variable a0 changed type" from 3.4, both
    an AssertionError at 4:4). None when the rule does not apply."""
    if reference is None or sig.kind != "python-exception" or reference.kind != "python-exception":
        return None
    if not reference.compile_site:
        return None
    ref_at, _, ref_stmt = reference.compile_site.partition("|")
    # the reporter's kernel may have a line more or less than the issue shows: the statement's
    # text decides where both have it, the line:column otherwise
    same = (ref_stmt == statement) if (ref_stmt and statement) else (bool(compile_at) and ref_at == compile_at)
    if not same:
        return None
    if not exception_type(reference) or exception_type(reference) != exception_type(sig):
        return None
    return Match("reworded", f"the same {exception_type(sig)} at `{statement or compile_at}`, the statement the report's "
                             f"CompilationError points at, worded otherwise: {sig.first_line[:90]!r} vs reported "
                             f"{reference.first_line[:90]!r}")


def _camel(name: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", name)]


def _same_site_assertion(reference: CrashSignature | None, sig: CrashSignature) -> Match | None:
    """``reworded`` for two assertions with other conditions raised in the same source file of
    the same failing pass: Triton restructures a pass between releases and the unsupported
    input trips another check of that pass first (#11631: TritonGPUOptimizeThreadLocality
    asserts ``isa<BlockArgument>(accumOperand)`` in 3.0-3.7 and ``oldUpdate->getNumOperands()
    == 2`` in 3.8, both in OptimizeThreadLocality.cpp). The file must be the pass's own
    (every camel-case word of its stem is a word of the pass name: one pass per file in
    ``lib/Dialect/*/Transforms``), or both assertions must name the same function; a shared
    utility file (``Utility.cpp``, ``LinearLayout.cpp``) with different functions stays
    ``different``. None when the rule does not apply."""
    if reference is None or reference.kind != "assertion" or sig.kind != "assertion":
        return None
    if not (reference.location and sig.location):
        return None
    _, rstem, _, rfunc = split_location(reference.location)
    _, sstem, _, sfunc = split_location(sig.location)
    if not rstem or rstem != sstem:
        return None
    passes = [p for p in (reference.pass_name, sig.pass_name) if p]
    if len(passes) == 2 and normalize_pass(passes[0]) != normalize_pass(passes[1]):
        return None
    words = [w for w in _camel(rstem) if w != "pass"]
    own = bool(passes) and len(words) >= 2 and all(w in _camel(passes[0]) for w in words)
    if not own and not (rfunc and rfunc == sfunc):
        return None
    link = f"the pass's own file {rstem}.cpp ({passes[0]})" if own else f"{rstem}.cpp, function {rfunc}"
    return Match("reworded", f"another assertion in the same place: {link}; the release checks the input "
                             f"elsewhere first: {sig.first_line[:90]!r} vs reported {reference.first_line[:90]!r}")


# a release refusing a feature in words ("Current implementation only support single tensor
# input", "... is not supported", NotImplementedError)
_REFUSAL = re.compile(r"\bsupport|\bnot implemented|\bunimplemented|NotImplementedError", re.I)


def _wrapped_tool(reference: CrashSignature) -> str:
    """The external tool a reported Python exception wraps ("RuntimeError: Internal Triton PTX
    codegen error" and "CalledProcessError: Command 'ptxas …'" wrap ptxas), or ''."""
    text = f"{reference.message} {reference.first_line}".lower()
    if "ptx codegen error" in text or re.search(r"calledprocesserror.*\bptxas\b", text):
        return "ptxas"
    if re.search(r"calledprocesserror.*\bld\.lld\b", text):
        return "ld.lld"
    return ""


# the frames every kernel's IR generation runs through (``CodeGenerator.visit_Module`` ...
# ``generic_visit``, ``ast_to_ttir``; ``code_gen.py`` before 2.1): where a report's traceback is cut
# there, it says no more than "raised while generating IR"
_CODEGEN_WALK = re.compile(r"^(?:code_generator|code_gen)\.py:(?:visit(?:_\w+)?|generic_visit|ast_to_ttir)$")


# the compile stages after IR generation (make_ttir ... make_hsaco), as the signature parser names them
_LATER_STAGES = frozenset(STAGE_FUNCTIONS)


def _in_ir_generation(frames: list[tuple[str, str]]) -> bool:
    """A run's traceback frames go through IR generation from the AST (``make_ir``, ``ast_to_ttir``,
    the code generator) and through no later compile stage (``make_ttir`` ... ``make_hsaco``)."""
    names = {fn for _f, fn in frames}
    front = bool(names & {"make_ir", "ast_to_ttir"}) or any(_CODEGEN_WALK.match(f"{f}:{fn}") for f, fn in frames)
    return front and not names & _LATER_STAGES


def _exception_without_message(reference: CrashSignature, sig: CrashSignature,
                                run_frames: list[tuple[str, str]]) -> Match:
    """Grade for a reported exception with no message (see `grade_triton`)."""
    rtype, stype = exception_type(reference), exception_type(sig)
    if rtype and rtype != stype:
        return Match("different", f"{stype or sig.kind} where the report shows {rtype} (no message)")
    where = reference.location  # "code_gen.py:add_to_cache": the reported traceback's last frame
    if where:
        f, _, fn = where.rpartition(":")
        through = any(fn == rfn and (not f or f == rf) for rf, rfn in run_frames)
        if not through and _CODEGEN_WALK.match(where) and _in_ir_generation(run_frames):
            # a traceback cut inside the code generator's walk of the kernel's AST says only that
            # the exception was raised while generating IR for the kernel; releases print that
            # walk differently (3.x raise CompilationError from make_ir, without these frames)
            return Match("reworded", f"the report's traceback is cut inside the code generator's walk of the kernel "
                                     f"({where}): raised while generating IR; this run's {stype or 'exception'} "
                                     f"is raised there too")
        if not through:
            return Match("different", f"the report's exception ({rtype or 'type not shown'}, message cut off) is raised "
                                      f"in {where}; this run's {stype or 'exception'} does not pass through it")
        return Match("reworded", f"same {'type ' + rtype + ' and ' if rtype else ''}raising frame {where}; the report "
                                 f"shows no message to compare")
    if not rtype:
        return Match("different", "the report's exception shows neither type, message nor frame")
    return Match("reworded", f"same exception type {rtype}; the report shows no message or frame to compare")


_CAUGHT_NATIVE = ("assertion", "pass-failure", "mlir-error", "unreachable")
_MLIR_OP = re.compile(r"'([\w.]+)' op\b")
# MLIR rewords its verifier messages between the LLVM snapshots Triton releases carry ("region
# control flow edge from Region #1 to parent results: source has 2 operands, but target successor
# needs 1" became "along control flow edge from Operation scf.yield to parent: region branch point
# has 2 operands, but region successor needs 1 inputs": similarity 0.61). For an MLIR error on the
# same op in the same pass a lower bar than `reducers.grade.REWORDED_MIN` applies; two different
# checks on one op stay apart ("expects the 'after' region to terminate with 'scf.yield'" vs
# "expects region #1 to have 0 or 1 blocks": 0.38). Set on the tune split of bench/corpus/triton.
MLIR_REWORDED_MIN = 0.5


def _mlir_reworded(reference: CrashSignature | None, sig: CrashSignature) -> Match | None:
    """``reworded`` for two MLIR errors on the same op, same failing pass (when both name one),
    message similarity >= `MLIR_REWORDED_MIN`; None otherwise."""
    if reference is None or reference.kind != "mlir-error" or sig.kind != "mlir-error":
        return None
    ops = [_MLIR_OP.search(x.first_line or x.message) for x in (reference, sig)]
    if not all(ops) or ops[0].group(1) != ops[1].group(1):
        return None
    if reference.pass_name and sig.pass_name and normalize_pass(reference.pass_name) != normalize_pass(sig.pass_name):
        return None
    sim = round(similarity(reference.key, sig.key), 3)
    if sim < MLIR_REWORDED_MIN:
        return None
    return Match("reworded", f"same MLIR error kind on '{ops[1].group(1)}' op"
                             f"{' in ' + sig.pass_name if sig.pass_name else ''}, text differs (similarity "
                             f"{sim:.2f} >= {MLIR_REWORDED_MIN}): {sig.key[:100]!r} vs reported {reference.key[:100]!r}",
                 sim)


class TritonProject:
    """ProjectAdapter for Triton.

    versions: PyPI releases to test (None: the installed ones plus the defaults); home: the
    cache root (None: the settings'); jobs: parallel tests; test_timeout_s: wall limit of one
    test (at least 60 s: a first compile imports triton and runs ptxas); reduce_budget_s: wall
    budget of one reduction; max_warm_runners: warm test processes kept (~300 MB each);
    sandbox: where the reproducers run: None or a ``LocalSandbox`` (the warm servers run on this
    host, `workers.triton.runner`), or a ``DockerSandbox`` (each warm server in its own
    locked-down container with the release's venv mounted read-only; required for jobs from
    GitHub and HTTP, `workers.pipeline.adapters.sandbox_for`)."""

    name = "triton"

    def __init__(self, versions: list[str] | None = None, *, home: str | os.PathLike[str] | None = None,
                 jobs: int = 2, test_timeout_s: float = 120.0, reduce_budget_s: float = 900.0,
                 max_warm_runners: int = 3, sandbox: Any = None):
        self.sandbox = sandbox
        self.versions = configured_versions(versions or None, home)
        self.toolchains_mgr = TritonToolchains(home=home)
        self.jobs = max(1, int(jobs))
        timeout = max(float(test_timeout_s), 60.0)
        self.limits = TestLimits(wall_s=timeout, cpu_s=timeout)
        self.reduce_budget_s = float(reduce_budget_s)
        # warm runners by (release, target, env), least recently used first
        self._runners: dict[tuple[str, str, str], WarmRunner] = {}
        self.max_warm = int(max_warm_runners)
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings: Any, sandbox: Any = None) -> "TritonProject":
        """The adapter a `workers.settings.Settings` describes (triton, cache and pipeline
        sections); sandbox: see the class (`sandbox_for` chooses it)."""
        t, p = settings.triton, settings.pipeline
        asked = [version_of(x) for x in p.toolchains or [] if x.startswith("triton-")]  # `triage -t triton-3.4.0`
        return cls(asked or t.versions or None, home=settings.cache.home, jobs=p.jobs,
                   test_timeout_s=max(t.test_timeout_s, p.run_timeout_s), reduce_budget_s=p.reduce_budget_s,
                   max_warm_runners=t.max_warm_runners, sandbox=sandbox)

    def _warm(self, python: Any, target: str, env: dict[str, str]) -> WarmRunner:
        return WarmRunner(python, target, env=env, jobs=self.jobs, limits=self.limits, sandbox=self.sandbox,
                          sandbox_limits=getattr(self.sandbox, "limits", None))

    @staticmethod
    def detect_issue(issue: dict[str, Any]) -> bool:
        """True when the issue is triton-lang/triton's or its text has a Triton program."""
        url = (issue.get("html_url") or issue.get("url") or "") + " " + str(issue.get("repo") or "")
        if "triton-lang/triton" in url:
            return True
        text = (issue.get("body") or "") + "\n".join(c.get("body") or "" for c in issue.get("comments") or [])
        return bool(re.search(r"@triton\.jit|import triton\b", text))

    # ------------------------------------------------------------ protocol
    def detect(self, issue: dict[str, Any]) -> bool:
        return self.detect_issue(issue)

    def extract(self, issue: dict[str, Any]) -> Extraction:
        x = extract_triton(issue)
        reps = []
        for r in x.reproducers:
            if is_driver_script(r.source):  # a triton-opt reproducer runs its passes itself
                reps.append(r)
                continue
            if not has_launch(r.source):
                done = complete_with_aot(r.source, target_of(r))
                if done is None:
                    continue
                r = Reproducer.from_json({**r.to_json(), "source": done, "command_origin": "code block + AOT compile"})
            reps.append(r)
        return Extraction(reproducers=reps, reported=x.reported, reported_text=x.reported_text,
                          notes=x.notes, target=x.target)

    def toolchains(self) -> list[ToolchainInfo]:
        return [ToolchainInfo(id=toolchain_id(v), project="triton", version=vtuple(v),
                              description=f"PyPI triton {v}") for v in self.versions]

    def runner(self, toolchain: str, target: str, env: dict[str, str] | None = None) -> WarmRunner:
        """The warm runner for (release, target, env), started on first use."""
        version = version_of(toolchain)
        key = (version, target, json.dumps(env or {}, sort_keys=True))
        old: list[WarmRunner] = []
        with self._lock:
            r = self._runners.pop(key, None)
            if r is None:
                python = self.toolchains_mgr.ensure(version)
                r = self._warm(python, target, self._run_env(version, target, env))
            self._runners[key] = r  # most recently used last
            while len(self._runners) > self.max_warm:
                old.append(self._runners.pop(next(iter(self._runners))))
        for o in old:
            o.close()
        return r

    def _run_env(self, version: str, target: str, env: dict[str, str] | None) -> dict[str, str]:
        """The release's environment for the target's backend (TRITON_HIP_LLD_PATH …), then the
        reproducer's own settings."""
        return {**self.toolchains_mgr.run_env(version, target.split(":")[0]), **(env or {})}

    @staticmethod
    def _runnable(source: str, target: str, runner: WarmRunner) -> tuple[str, TritonRun, bool]:
        """(source run, its run, completed ahead of time?). A script without launch code gets
        the AOT compile call (`complete_with_aot`); so does one whose own code ran to the end
        without compiling a kernel — its launch sits in a function nothing calls with values
        reprobot can infer (triton#8259's ``run(kernel, name)``): "no failure" would then say
        nothing about the compiler."""
        if is_driver_script(source):  # triton-opt passes on a module: nothing to compile ahead of time
            return source, runner.run_source(source), False
        if not has_launch(source):
            aot = complete_with_aot(source, target)
            return (aot, runner.run_source(aot), True) if aot else (source, runner.run_source(source), False)
        if _AOT_CALL.search(source):  # completed at extraction: its compile is the test
            return source, runner.run_source(source), False
        run = runner.run_source(source)
        if run.report.get("status") == "ok" and run.report.get("compiles") == 0:
            aot = complete_with_aot(source, target)
            if aot:
                return aot, runner.run_source(aot), True
        return source, run, False

    def reconcile(self, runs: dict[str, RunResult], reproducer: Reproducer,
                  issue: dict[str, Any], reported: CrashSignature | None) -> dict[str, RunResult]:
        """`runs` unchanged. The LLVM rule (a clean release between a weak reproduction and the
        report contradicts it) is not applied to Triton: it was built and measured on the LLVM
        corpora only, and a Triton report's release is rarely the wheel it names."""
        return dict(runs)

    def run(self, reproducer: Reproducer, toolchain: str, reference: CrashSignature | None) -> RunResult:
        return self._run(reproducer, toolchain, reference)[1]

    def _run(self, reproducer: Reproducer, toolchain: str,
             reference: CrashSignature | None) -> tuple[str, RunResult]:
        """(the source that ran, `run`'s result): the source is the reproducer's, or it with the
        AOT compile call (`_runnable`)."""
        target = target_of(reproducer)
        source = retarget_aot(reproducer.source, target)
        try:
            runner = self.runner(toolchain, target, reproducer.env)
        except (InstallError, OSError, RuntimeError) as e:
            return source, RunResult(toolchain=toolchain, outcome=Outcome.INFRA_ERROR, reason=str(e)[:500])
        ran, run, aot = self._runnable(source, target, runner)
        res = classify(run, toolchain, reference, ran)
        if aot and has_launch(source):
            res.reason = f"{res.reason} (the script compiled no kernel by itself; compiled ahead of time)"
        why = foreign_inline_asm(source, target)
        if why:
            res = foreign_asm_result(res, why, run.process.stderr)
        res.argv = ["python", "repro.py", f"# target {target}"]
        return ran, res

    def interestingness_test(self, toolchain: str, target: str, env: dict[str, str],
                             reference: CrashSignature) -> Callable[[str], bool]:
        """The reducer's test: the candidate fails on `toolchain` with the same signature
        (`same_bug`, strict: no slippage to another error)."""
        runner = self.runner(toolchain, target, env)

        def test(source: str) -> bool:
            run = runner.run_source(source)
            if run.process.timed_out:  # interesting only where the issue reports a hang
                return reference.kind == "timeout" and not run.report.get("infra")
            if run.report.get("infra"):
                return False
            return same_bug(reference, parse_triton_failure(run.process.stderr, run.process.exit_code, run.report))

        return test

    def reduce(self, reproducer: Reproducer, toolchain: str, reference: CrashSignature,
               progress: Progress = no_progress) -> ReductionOutcome:
        target = target_of(reproducer)
        t0 = time.monotonic()
        # the reducer keeps the signature this toolchain gives (the reported text may be partial);
        # it reduces the source that ran (with the AOT call where `_runnable` added one)
        source, first = self._run(reproducer, toolchain, reference)
        local = first.signature if first.outcome == Outcome.REPRODUCES and first.signature else reference
        test = self.interestingness_test(toolchain, target, reproducer.env, local)
        if is_driver_script(source):
            return self._reduce_module(reproducer, toolchain, source, test, local, t0, progress)
        res = self._reduce_kernel(source, test, progress)
        reduced = Reproducer.from_json({**reproducer.to_json(), "source": res.source, "origin": "reduced"})
        final = self.run(reduced, toolchain, local)
        verified = res.interesting_at_start and final.signature is not None and same_bug(local, final.signature)
        before, after, harness, upstream = _without_harness(source, res, target, toolchain, final,
                                                            self.runner(toolchain, target, reproducer.env).run_source,
                                                            reproducer.env)
        return ReductionOutcome(
            toolchain=toolchain, before=before, after=after, tests_run=res.tests_run + 2,
            wall_s=time.monotonic() - t0, reproducer=reduced, verified=verified, signature=final.signature,
            steps=res.steps, harness=harness, upstream_test=upstream)

    def _reduce_module(self, reproducer: Reproducer, toolchain: str, source: str, test: Callable[[str], bool],
                       local: CrashSignature | None, t0: float, progress: Progress) -> ReductionOutcome:
        """A triton-opt reproducer (`workers.triton.mlir_input`): the MLIR module is reduced
        (`reducers.mlir.reduce_mlir`), the passes and target stay; each candidate module is
        tested as the script `driver_script` writes for it. Sizes are the module's (ops as
        instructions)."""
        from reducers.mlir.reducer import reduce_mlir

        module, passes, target, command = split_driver(source)
        res = reduce_mlir(module, lambda m: test(driver_script(m, passes, target, command)), jobs=self.jobs,
                          budget_s=self.reduce_budget_s, progress=progress)
        reduced = Reproducer.from_json({**reproducer.to_json(), "source": driver_script(res.text, passes, target, command),
                                        "origin": "reduced"})
        final = self.run(reduced, toolchain, local)
        verified = res.interesting_at_start and final.signature is not None and local is not None \
            and same_bug(local, final.signature)
        return ReductionOutcome(
            toolchain=toolchain, before=Size(bytes=res.before.bytes, lines=res.before.lines, instructions=res.before.ops),
            after=Size(bytes=res.after.bytes, lines=res.after.lines, instructions=res.after.ops),
            tests_run=res.tests_run + 2, wall_s=time.monotonic() - t0, reproducer=reduced, verified=verified,
            signature=final.signature, steps=res.steps,
            notes=[f"the MLIR module was reduced; the passes of `{command[:120]}` run on it through the release's "
                   f"bindings"])

    def _reduce_kernel(self, source: str, test: Callable[[str], bool], progress: Progress) -> Any:
        """`reduce_source` over the reporter's script only: reprobot's AOT harness (the compile call
        for a kernel reported without launch code) is appended to every candidate, never reduced —
        otherwise the reducer drops its explicit target or annotations and the shown harness no
        longer says what was compiled. Returns the reducer's result with the harness put back."""
        from dataclasses import replace as _replace

        from reducers.cleanup.triton_harness import split_harness

        kernel, harness = split_harness(source)
        if not harness:
            return reduce_source(source, test, jobs=self.jobs, budget_s=self.reduce_budget_s, progress=progress)
        glue = "" if kernel.endswith("\n") else "\n"
        res = reduce_source(kernel, lambda k: test(k + glue + harness), jobs=self.jobs,
                            budget_s=self.reduce_budget_s, progress=progress)
        return _replace(res, source=res.source + ("" if res.source.endswith("\n") else "\n") + harness)

    def reduce_miscompile(self, reproducer: Reproducer, toolchain: str, *, target: str | None = None,
                          marker: str | None = None, python: str | None = None,
                          progress: Progress = no_progress) -> ReductionOutcome:
        """Reduce a miscompile reproducer with the guarded differential test
        (`workers.triton.differential`): compiled and ``TRITON_INTERPRET=1`` runs print numbers
        that disagree (or only the compiled run prints `marker`). The target must run kernels:
        ``device`` on a machine with the GPU (the stand-in driver's launches do nothing).
        python: an interpreter to use instead of the release venv of `toolchain` (on a GPU
        machine, the one whose torch has CUDA). target: ``device`` or ``backend:arch:warp``
        (default from the reproducer). Raises ValueError when the input is not interesting (the
        two runs agree, or a guard refuses it)."""
        from workers.triton.differential import differential_test

        target = target or target_of(reproducer)
        if python is None:
            python = str(self.toolchains_mgr.ensure(version_of(toolchain)))
            env = self._run_env(version_of(toolchain), target, reproducer.env)
        else:
            env = dict(reproducer.env)
        t0 = time.monotonic()
        stats: dict[str, int] = {}
        with self._warm(python, target, env) as comp, self._warm(python, target, env) as interp:
            test = differential_test(comp, interp, marker=marker, original=reproducer.source, stats=stats)
            if not test(reproducer.source):
                raise ValueError("compiled and interpreted runs agree (or a guard refused the input: "
                                 f"{ {k: v for k, v in stats.items() if v} })")
            res = reduce_source(reproducer.source, test, jobs=self.jobs, budget_s=self.reduce_budget_s,
                                progress=progress)
            verified = test(res.source)
        reduced = Reproducer.from_json({**reproducer.to_json(), "source": res.source, "origin": "reduced"})
        return ReductionOutcome(
            toolchain=toolchain, before=_size(res.before), after=_size(res.after), tests_run=res.tests_run + 1,
            wall_s=time.monotonic() - t0, reproducer=reduced, verified=verified, steps=res.steps,
            notes=[f"differential test (compiled vs TRITON_INTERPRET=1) on {target}; guards: {stats}"]
            + (["stopped by the time budget"] if res.stopped_by_budget else []))

    def close(self) -> None:
        with self._lock:
            runners, self._runners = list(self._runners.values()), {}
        for r in runners:
            r.close()


def _without_harness(source: str, res: Any, target: str, toolchain: str, final: RunResult,
                     run: Callable[[str], TritonRun], env: dict[str, str]
                     ) -> tuple[Size, Size, str, dict[str, Any] | None]:
    """Sizes of the kernel script before and after reduction without reprobot's AOT
    harness, the reduced harness, and the pytest function (`workers.upstream_test`),
    checked with `run` on the reducing release."""
    from reducers.cleanup.triton_harness import split_harness
    from workers.upstream_test import triton_test

    kernel_before, harness_before = split_harness(source)
    kernel, harness = split_harness(res.source)
    before = _size(SourceSize.of(kernel_before)) if harness_before else _size(res.before)
    after = _size(SourceSize.of(kernel)) if harness else _size(res.after)
    test = triton_test(kernel, harness, target, toolchain, final.signature, final.exit_code, final.stderr_tail,
                       run=run, env=env)
    return before, after, harness, test.to_json() if test else None


def _size(s: SourceSize) -> Size:
    return Size(bytes=s.bytes, lines=s.lines, instructions=s.statements)

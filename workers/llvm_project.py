"""The LLVM `ProjectAdapter`: extraction, runs on Debian releases and llvmlite, reduction
with llvm-reduce, all through a `Sandbox`."""
from __future__ import annotations

import os
import re
import sys
from typing import Any

from reducers.llvm_reduce import LLVMReduction, ReductionError
from reducers.outcome import Outcome, ProcessResult, RunResult
from reducers.reproducer import Reproducer
from reducers.signature import CrashSignature, matches, parse_llvm_crash
from workers.extract.llvm import extract_llvm
from workers.project import Extraction, Progress, ReductionOutcome, Size, ToolchainInfo, no_progress
from workers.sandbox.base import Limits, Sandbox
from workers.sandbox.local import LocalSandbox
from workers.toolchains.llvm import LLVMToolchain, Unsupported, discover, newest_release_with, uses_opaque_pointers

# A parse error names the input file (or stdin/llvmlite's <string>) with line:column.
_PARSE_ERROR = re.compile(r"(?:<stdin>|<string>|[^\s:]+\.(?:ll|mir|bc|yaml)):\d+:\d+: error:|"
                          r"error: (?:Invalid bitcode|expected top-level entity|Unknown attribute|"
                          r"Could not open input file)|LLVM IR parsing error|"
                          r"Unknown command line argument|for the -\S+ option: Cannot find option named|"
                          r"error: unknown target triple|No available targets are compatible")
_UNKNOWN_CPU = re.compile(r"is not a recognized processor for this target")


def classify(proc: ProcessResult, reference: CrashSignature | None, *, toolchain: LLVMToolchain,
             source: str = "", kind: str = "llvm-ir", output_regex: str = "") -> tuple[Outcome, CrashSignature | None, str]:
    """Outcome of one run against the reported signature.

    Order: timeout; unsupported (llvmlite exit 3) -> INFRA_ERROR; a crash that `matches`
    the reference -> REPRODUCES; a parse error or an unknown flag -> INVALID_INPUT; any
    other crash or error -> OTHER_FAILURE, except on LLVM 13 with opaque-pointer IR, whose
    support there is experimental: a failure that is not the reported one is the input's
    fault (INVALID_INPUT). An ignored unknown CPU makes a clean run INVALID_INPUT (the
    release cannot build for that target, so "clean" proves nothing).
    """
    if proc.timed_out:
        if reference is not None and reference.kind == "timeout":
            return Outcome.REPRODUCES, CrashSignature(kind="timeout"), "timed out, as reported"
        return Outcome.TIMEOUT, None, f"timed out after {proc.wall_s:.1f}s"
    if toolchain.is_llvmlite and proc.exit_code == 3 and proc.stderr.startswith("unsupported:"):
        return Outcome.INFRA_ERROR, None, proc.stderr.strip()
    sig = parse_llvm_crash(proc.stderr, proc.exit_code)
    old_opaque = toolchain.version[0] <= 13 and kind == "llvm-ir" and uses_opaque_pointers(source)
    if output_regex and proc.exit_code == 0:
        if re.search(output_regex, proc.stdout + proc.stderr, re.M):
            return Outcome.REPRODUCES, CrashSignature(kind="output", message=output_regex), "output matches"
    if sig is not None:
        if reference is not None and reference.kind == "timeout":
            return Outcome.OTHER_FAILURE, sig, f"crashed instead of hanging: {sig.summary()}"
        if matches(reference, sig) and not output_regex:
            return Outcome.REPRODUCES, sig, sig.summary()
        if _PARSE_ERROR.search(proc.stderr):
            return Outcome.INVALID_INPUT, sig, _first_error(proc.stderr)
        if old_opaque:
            return Outcome.INVALID_INPUT, sig, f"LLVM 13 has experimental opaque pointers only; crashed: {sig.summary()}"
        return Outcome.OTHER_FAILURE, sig, f"another crash: {sig.summary()}"
    if proc.exit_code != 0:
        if _PARSE_ERROR.search(proc.stderr):
            return Outcome.INVALID_INPUT, None, _first_error(proc.stderr)
        if old_opaque:
            return Outcome.INVALID_INPUT, None, "LLVM 13 has experimental opaque pointers only: " + _first_error(proc.stderr)
        first = _first_error(proc.stderr)
        return Outcome.OTHER_FAILURE, None, first if first.startswith("error") else f"error: {first}"
    if _UNKNOWN_CPU.search(proc.stderr):
        return Outcome.INVALID_INPUT, None, _first_error(proc.stderr) or "unknown processor ignored"
    return Outcome.CLEAN, None, "no crash"


def _first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error" in line.lower() or "not a recognized" in line:
            return line.strip()[:300]
    return stderr.strip().splitlines()[0][:300] if stderr.strip() else ""


class LLVMProject:
    """`ProjectAdapter` for llvm/llvm-project issues.

    toolchains: ids to use (default: every installed release plus llvmlite); sandbox: where
    commands run (default `LocalSandbox`); limits: per-run limits."""

    name = "llvm"

    def __init__(self, toolchains: list[str] | None = None, sandbox: Sandbox | None = None,
                 limits: Limits | None = None, llvm_root: str = "/usr/lib", jobs: int = 2,
                 budget_s: float = 600.0):
        self.sandbox = sandbox or LocalSandbox()
        # llvmlite's LLVM lives in this process's Python, which a container does not have
        self._all = [t for t in discover(llvm_root, only=toolchains or None)
                     if not (t.is_llvmlite and getattr(self.sandbox, "name", "") == "docker")]
        self.limits = limits or Limits(wall_s=30, cpu_s=30, memory_mb=4096)
        self.llvm_root = llvm_root
        self.jobs = jobs
        self.budget_s = budget_s

    # ------------------------------------------------------------ protocol
    def detect(self, issue: dict[str, Any]) -> bool:
        url = str(issue.get("html_url") or issue.get("repository_url") or "")
        if "triton" in url.lower():
            return False
        return "llvm" in url.lower() or bool(extract_llvm(issue).reproducers)

    def extract(self, issue: dict[str, Any]) -> Extraction:
        return extract_llvm(issue)

    def toolchains(self) -> list[ToolchainInfo]:
        return [ToolchainInfo(t.id, "llvm", t.version, t.description) for t in self._all]

    def toolchain(self, tid: str) -> LLVMToolchain:
        for t in self._all:
            if t.id == tid:
                return t
        raise KeyError(f"unknown or missing toolchain {tid!r}; have {[t.id for t in self._all]}")

    def run(self, reproducer: Reproducer, toolchain: str, reference: CrashSignature | None) -> RunResult:
        tc = self.toolchain(toolchain)
        with self.sandbox.session(self.limits) as s:
            path = s.put("repro" + reproducer.suffix, reproducer.source.encode())
            try:
                out = "-" if reproducer.output_regex else "/dev/null"
                argv, notes = tc.command(reproducer, path, output=out)
            except Unsupported as e:
                return RunResult(toolchain, Outcome.INFRA_ERROR, reason=f"unsupported: {e}")
            proc = s.run(argv)
        outcome, sig, reason = classify(proc, reference, toolchain=tc, source=reproducer.source,
                                        kind=reproducer.kind, output_regex=reproducer.output_regex)
        if notes and outcome != Outcome.REPRODUCES:
            reason = f"{reason} ({'; '.join(notes)})"
        tail = proc.stderr[-4000:]
        return RunResult(toolchain, outcome, sig, reason, proc.exit_code, proc.wall_s, tail, argv=_display(argv))

    def reduce(self, reproducer: Reproducer, toolchain: str, reference: CrashSignature | None,
               progress: Progress = no_progress, *, regex: str = "", budget_s: float | None = None,
               jobs: int | None = None) -> ReductionOutcome:
        """Reduce on `toolchain`. The interestingness test keeps the signature this
        toolchain shows for the input (checked against `reference` by the caller)."""
        tc = self.toolchain(toolchain)
        if tc.is_llvmlite:
            reducer_bin = newest_release_with("llvm-reduce", self.llvm_root)
        else:
            reducer_bin = os.path.join(tc.bindir, "llvm-reduce")
        if not reducer_bin or not os.path.exists(reducer_bin):
            raise ReductionError("no llvm-reduce available")
        budget = budget_s or self.budget_s
        if tc.is_llvmlite and reproducer.kind == "llvm-ir":
            reproducer = self._upgrade_for_llvm_reduce(reproducer, tc)
        limits = Limits(wall_s=budget + 30, cpu_s=(budget + 30) * max(1, jobs or self.jobs), memory_mb=8192, pids=512)
        with self.sandbox.session(limits) as s:
            def run(argv: list[str], timeout: float) -> ProcessResult:
                lim = Limits(wall_s=timeout, cpu_s=timeout * max(1, jobs or self.jobs), memory_mb=8192, pids=512)
                return s.run(argv, limits=lim)

            def build(args: list[str], path: str) -> list[str]:
                rep = Reproducer(reproducer.kind, "", reproducer.tool, args)
                argv, _ = tc.command(rep, path, output="-" if reproducer.output_regex else "/dev/null")
                return argv

            red = LLVMReduction(build_argv=build, run=run, put=s.put, get=s.get, workdir=s.workdir,
                                python=getattr(s, "python", sys.executable), llvm_reduce=reducer_bin,
                                suffix=reproducer.suffix, jobs=jobs or self.jobs, budget_s=budget,
                                timeout_s=min(self.limits.wall_s, 30.0), regex=regex,
                                output_regex=reproducer.output_regex,
                                progress=lambda what, n: progress(f"reducing: {what}", n, None))
            ref = red.reference_of(reproducer.source, reproducer.args)
            if reference is not None and not matches(reference, ref) and ref.kind != "output":
                raise ReductionError(f"on {toolchain} the input fails with {ref.summary()}, not the reported signature")
            res = red.execute(reproducer.source, reproducer.args, reference=ref)
        out = Reproducer(reproducer.kind, res.source, reproducer.tool, res.args, origin=f"reduced on {toolchain}",
                         command_origin=reproducer.command_origin, triple=reproducer.triple, cpu=reproducer.cpu,
                         output_regex=reproducer.output_regex)
        return ReductionOutcome(
            toolchain=toolchain,
            before=Size(res.before.bytes, res.before.lines, res.before.instructions),
            after=Size(res.after.bytes, res.after.lines, res.after.instructions),
            tests_run=res.tests_run, wall_s=res.wall_s, reproducer=out, verified=res.verified,
            signature=res.reference, steps=[p.to_json() for p in res.phases], notes=res.notes,
            samples=res.samples)


    def _upgrade_for_llvm_reduce(self, rep: Reproducer, tc: LLVMToolchain) -> Reproducer:
        """Reprint IR through LLVM 22 (it declares intrinsics the text only uses, which
        llvm-reduce from an older release would reject), when the newest release's parser
        accepts the reprinted text. Returns `rep` unchanged otherwise; whether it still
        crashes is checked by the reduction's own reference run."""
        from workers.toolchains.llvm import DRIVER

        llvm_as = newest_release_with("llvm-as", self.llvm_root)
        with self.sandbox.session(self.limits) as s:
            p = s.run([tc.python, DRIVER, "print", s.put("in.ll", rep.source.encode())])
            if p.exit_code != 0 or not p.stdout.strip():
                return rep
            text = _drop_declaration_attributes(re.sub(r"^; ModuleID = .*\n", "", p.stdout))
            if llvm_as and s.run([llvm_as, "-o", "/dev/null", s.put("up.ll", text.encode())]).exit_code != 0:
                return rep
        return Reproducer.from_json({**rep.to_json(), "source": text})


def _drop_declaration_attributes(ir: str) -> str:
    """Remove attribute groups used only by ``declare`` lines: intrinsics carry their own
    attributes, and newer releases print keywords older parsers reject
    (``nocreateundeforpoison``)."""
    lines = ir.splitlines()
    used_by_def: set[str] = set()
    for line in lines:
        if not line.startswith(("declare ", "attributes ")):
            used_by_def.update(re.findall(r"#\d+", line))
    out = []
    for line in lines:
        if line.startswith("declare "):
            line = re.sub(r"\s#\d+(?=\s|$)", "", line)
        elif line.startswith("attributes "):
            m = re.match(r"attributes (#\d+)", line)
            if m and m.group(1) not in used_by_def:
                continue
        out.append(line)
    return "\n".join(out) + "\n"


def _display(argv: list[str]) -> list[str]:
    """argv as a person would type it (the llvmlite driver shown by name)."""
    if len(argv) > 2 and argv[1].endswith("llvmlite_driver.py"):
        return ["llvmlite:" + argv[2], *argv[3:]]
    return argv

"""Drive ``llvm-reduce`` with an interestingness test that requires the same crash
signature, then reduce the command line, then verify.

The interestingness test (`write_test`) is a generated shell script that runs the compiler
on the candidate and rejects at once, without starting Python, any candidate whose output
lacks a word the signature needs (most candidates); the rest go to a small generated Python
script that parses the crash with a copy of `reducers/signature.py` (pure stdlib) and
answers exit 0 only when `same_bug(reference, candidate)` holds (and, if given, a user
regex matches). Both run wherever the tool runs — the local sandbox or the runner
container. Each call appends one byte to a counter file (tests run) and the smallest
interesting candidate is kept (``best.ll``), so a reduction stopped by its time budget still
returns its progress.

`LLVMReduction.execute` does: reference run -> llvm-reduce (``-j N``, stopped at the
budget) -> command-line reduction (drop each flag the failure does not need) -> a
verification run. The runner is injected (`Runner`: argv -> ProcessResult); the sandbox
lives above.
"""
from __future__ import annotations

import json
import re
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from reducers.outcome import ProcessResult
from reducers.signature import CrashSignature, parse_llvm_crash, same_bug

# (argv, timeout_s) -> ProcessResult; runs in the reduction's work directory
Runner = Callable[[list[str], float], ProcessResult]

_TEST_TEMPLATE = r'''#!{python} -S
# reprobot interestingness test (generated): exit 0 iff the candidate still fails with
# the same crash signature. Cheap necessary checks first (most candidates fail them), the
# full signature comparison (signature.py, beside this file) only for the rest.
import os, subprocess, sys
SPEC = {spec}
here = os.path.dirname(os.path.abspath(__file__))
cand = sys.argv[1]
if len(sys.argv) == 5:  # called by interesting.sh, which already ran the tool
    code = int(sys.argv[2])
    err = open(sys.argv[3], encoding="utf-8", errors="replace").read()
    out = open(sys.argv[4], encoding="utf-8", errors="replace").read()
    if code == 124:  # timeout(1) ran out
        sys.exit(0 if SPEC["reference"]["kind"] == "timeout" else 1)
else:
    with open(os.path.join(here, "tests_run"), "ab") as f:
        f.write(b".")
    argv = [a.replace("@INPUT@", cand) for a in SPEC["argv"]]
    env = dict(os.environ)
    # llvm-reduce turns symbolization off for its tests; a bare signal is told apart by its
    # top frame, which needs symbols, so keep them there (and skip the cost elsewhere)
    if SPEC["reference"]["kind"] == "signal":
        env.pop("LLVM_DISABLE_SYMBOLIZATION", None)
    else:
        env["LLVM_DISABLE_SYMBOLIZATION"] = "1"
    try:
        p = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, timeout=SPEC["timeout_s"], env=env)
        code, out, err = p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        sys.exit(0 if SPEC["reference"]["kind"] == "timeout" else 1)
low = (err + out).lower()
if SPEC["reference"]["kind"] == "timeout":
    sys.exit(1)  # it finished in time: not the hang
if code == 0 and not SPEC["output_regex"] and "llvm error" not in low:
    sys.exit(1)
if any(w not in low for w in SPEC["must"]):
    sys.exit(1)
import re
sys.path.insert(0, here)
from signature import CrashSignature, parse_llvm_crash, same_bug
ref = CrashSignature.from_json(SPEC["reference"])
if SPEC["output_regex"]:
    ok = code == 0 and re.search(SPEC["output_regex"], out + err, re.M) is not None
else:
    ok = same_bug(ref, parse_llvm_crash(err, code))
    if ok and SPEC["regex"]:
        ok = re.search(SPEC["regex"], err + out, re.M) is not None
if ok:
    best = os.path.join(here, "best" + os.path.splitext(cand)[1])
    size = os.path.getsize(cand)
    if not os.path.exists(best) or size < os.path.getsize(best):
        tmp = best + ".tmp%d" % os.getpid()
        with open(cand, "rb") as a, open(tmp, "wb") as b:
            b.write(a.read())
        os.replace(tmp, best)
sys.exit(0 if ok else 1)
'''


def test_files(workdir: str, argv: list[str], reference: CrashSignature, *, timeout_s: float = 30.0,
               regex: str = "", output_regex: str = "", python: str = "/usr/bin/python3") -> dict[str, str]:
    """The interestingness test as files (name -> text) for a work directory that the
    commands see as `workdir`: ``interesting.sh`` (runs the tool, rejects fast; the script
    llvm-reduce calls), ``interesting.py`` (full signature comparison), ``signature.py``,
    ``spec.json`` (for humans), an empty ``tests_run`` counter. argv: the compiler command
    with ``@INPUT@`` where the candidate goes; python: the interpreter as the commands see it."""
    spec = {"argv": argv, "reference": reference.to_json(), "timeout_s": timeout_s, "regex": regex,
            "output_regex": output_regex, "must": necessary_words(reference)}
    return {
        "signature.py": Path(__file__).with_name("signature.py").read_text(),
        "spec.json": json.dumps(spec, indent=1),
        "interesting.py": _TEST_TEMPLATE.replace("{python}", python).replace("{spec}", repr(spec)),
        "interesting.sh": _shell_test(workdir, argv, reference, timeout_s, spec["must"], python),
        "tests_run": "",
    }


def write_test(workdir: str | Path, argv: list[str], reference: CrashSignature, *, timeout_s: float = 30.0,
               regex: str = "", output_regex: str = "", python: str = "/usr/bin/python3") -> Path:
    """`test_files` written into a local directory; returns the path of ``interesting.sh``."""
    wd = Path(workdir).resolve()
    for name, text in test_files(str(wd), argv, reference, timeout_s=timeout_s, regex=regex,
                                 output_regex=output_regex, python=python).items():
        (wd / name).write_text(text)
        if name.startswith("interesting"):
            (wd / name).chmod(0o755)
    return wd / "interesting.sh"


def _shell_test(wd: str, argv: list[str], reference: CrashSignature, timeout_s: float, must: list[str],
                python: str) -> str:
    """The shell front of the test: runs the tool and rejects, without starting Python,
    candidates whose output lacks a word the signature needs (most of them)."""
    import shlex

    cmd = " ".join('"$1"' if a == "@INPUT@" else shlex.quote(a) for a in argv)
    sym = "unset LLVM_DISABLE_SYMBOLIZATION" if reference.kind == "signal" else "export LLVM_DISABLE_SYMBOLIZATION=1"
    checks = "\n".join(f"grep -qiF -e {shlex.quote(w)} \"$e\" \"$o\" || {{ rm -f \"$e\" \"$o\"; exit 1; }}"
                        for w in must)
    here = shlex.quote(str(wd))
    return f"""#!/bin/sh
# reprobot interestingness test (generated): exit 0 iff the candidate fails with the same
# crash signature. Fast reject here; the full comparison in interesting.py.
printf . >> {here}/tests_run
e="$1.stderr"; o="$1.stdout"
{sym}
timeout -k 1 {max(1, int(timeout_s))} {cmd} </dev/null >"$o" 2>"$e"
code=$?
{checks}
{shlex.quote(python)} -S {here}/interesting.py "$1" "$code" "$e" "$o"
rc=$?
rm -f "$e" "$o"
exit $rc
"""


def necessary_words(ref: CrashSignature) -> list[str]:
    """Lower-case words any stderr showing `ref` must contain, for the test's fast reject:
    the long words of the message key, and the crashing pass for bare signals."""
    if ref.kind in ("timeout", "output"):
        return []
    words = [w for w in re.findall(r"[a-z_][a-z0-9_]{3,}", ref.key) if w not in ("cannot", "select", "assertion")]
    if not ref.message and ref.pass_name:
        words.append(ref.pass_name.lower())
    return sorted(set(words))[:8]


def ir_instruction_count(text: str) -> int:
    """Instructions in LLVM IR text (lines inside function bodies that are not labels,
    comments or braces); for MIR, instruction lines under ``body:``."""
    n, inside = 0, False
    for line in text.splitlines():
        s = line.split(";", 1)[0].strip()
        if re.match(r"^define\b.*\{\s*$", s):
            inside = True
            continue
        if inside:
            if s == "}":
                inside = False
            elif s and not re.match(r"^[\w.$\"-]+:$", s):
                n += 1
    if n == 0 and "body:" in text:  # MIR
        body = text.split("body:", 1)[1]
        n = sum(1 for line in body.splitlines()
                if re.match(r"^\s+(?:[%$][\w.]+(?::\w+)?(?:\([^)]*\))?(?:,\s*[%$][\w.]+[^=]*)?\s*=|[A-Z][A-Z0-9_]+\b)", line)
                and not line.strip().startswith(("bb.", "liveins", "successors")))
    return n


def tidy_ir(text: str) -> str:
    """Drop what llvm-reduce and LLVM's printer add but a reader does not need: the
    ``; ModuleID`` line, a ``source_filename`` naming a temporary file, ``; Function Attrs``
    and ``; preds =`` comments, runs of blank lines. Semantics are unchanged (the caller
    still verifies the result)."""
    out = []
    for line in text.splitlines():
        if line.startswith("; ModuleID = ") or line.startswith("; Function Attrs:"):
            continue
        if re.match(r'^source_filename = "(?:<string>|/tmp/|[^"]*llvm-reduce|[^"]*reduced|[^"]*original)', line):
            continue
        line = re.sub(r"(?<!\s)\s+; preds = .*$", "", line)
        if not line.strip() and (not out or not out[-1].strip()):
            continue
        out.append(line.rstrip())
    while out and not out[0].strip():
        out.pop(0)
    return "\n".join(out).rstrip() + "\n"


def smaller(a: "Size", b: "Size") -> bool:
    """Is a smaller than b? Instructions first (printing differences do not count), then bytes."""
    return (a.instructions, a.bytes) < (b.instructions, b.bytes)


@dataclass
class Size:
    bytes: int
    lines: int
    instructions: int

    @classmethod
    def of(cls, text: str) -> "Size":
        return cls(len(text.encode()), text.count("\n") + (0 if text.endswith("\n") or not text else 1),
                   ir_instruction_count(text))


@dataclass
class Phase:
    name: str
    tests: int
    wall_s: float
    size_after: int

    def to_json(self) -> dict:
        return {"name": self.name, "tests": self.tests, "wall_s": round(self.wall_s, 3), "bytes_after": self.size_after}


@dataclass
class LLVMReductionResult:
    """Sizes before/after, tests run (all phases), wall time in seconds, the reduced
    source and args, whether the final reproducer was re-run and still failed the same
    way, and per-phase cost (``llvm-reduce``, ``command line``, ``verify``)."""

    before: Size
    after: Size
    tests_run: int
    wall_s: float
    source: str
    args: list[str]
    verified: bool
    reference: CrashSignature
    phases: list[Phase] = field(default_factory=list)
    stopped_by_budget: bool = False
    notes: list[str] = field(default_factory=list)
    samples: list[dict] = field(default_factory=list)  # t_s, tests, bytes of the best so far, label (phase)


class ReductionError(Exception):
    """The input does not fail with the reference signature to begin with."""


@dataclass
class LLVMReduction:
    """One reduction job, run entirely through a sandbox session's three operations, so the
    same code runs in the local sandbox and inside the runner container.

    build_argv(args, input_path) -> argv for the compiler (toolchain-specific, adapted);
    run(argv, timeout_s) -> ProcessResult, in the session's work directory;
    put(name, data) -> path as the commands see it; get(name) -> bytes (raises
    FileNotFoundError/KeyError when absent); workdir: the work directory as the commands see
    it; python: the interpreter as the commands see it; llvm_reduce: path of llvm-reduce;
    jobs: ``-j``; budget_s: wall-clock budget for the whole job, seconds.
    """

    build_argv: Callable[[list[str], str], list[str]]
    run: Runner
    put: Callable[[str, bytes], str]
    get: Callable[[str], bytes]
    workdir: str
    llvm_reduce: str
    suffix: str = ".ll"
    jobs: int = 2
    budget_s: float = 600.0
    timeout_s: float = 30.0
    regex: str = ""
    output_regex: str = ""
    python: str = field(default_factory=lambda: sys.executable)
    reduce_command_line: bool = True
    sample_every_s: float = 1.0
    progress: Callable[[str, int], None] = lambda what, tests: None

    def _read(self, name: str) -> bytes | None:
        try:
            return self.get(name)
        except Exception:  # OSError, KeyError, or a sandbox's own "not found" error
            return None

    # ------------------------------------------------------------------
    def _interesting(self, reference: CrashSignature, args: list[str], path: str) -> tuple[bool, CrashSignature | None]:
        p = self.run(self.build_argv(args, path), self.timeout_s)
        if p.timed_out:
            return reference.kind == "timeout", CrashSignature(kind="timeout")
        if self.output_regex:
            ok = p.exit_code == 0 and re.search(self.output_regex, p.stdout + p.stderr, re.M) is not None
            return ok, reference
        sig = parse_llvm_crash(p.stderr, p.exit_code)
        ok = same_bug(reference, sig)
        if ok and self.regex:
            ok = re.search(self.regex, p.stderr + p.stdout, re.M) is not None
        return ok, sig

    def interesting(self, source: str, args: list[str], reference: CrashSignature) -> bool:
        """The interestingness test on one candidate (source and command arguments), run
        through this reduction's session: True when it fails with `reference`'s signature."""
        path = self.put("candidate" + self.suffix, source.encode())
        return self._interesting(reference, list(args), path)[0]

    def reference_of(self, source: str, args: list[str]) -> CrashSignature:
        """Run once and return the signature the reduction must keep.
        Raises ReductionError when the input does not crash (or the regex does not match)."""
        path = self.put("original" + self.suffix, source.encode())
        p = self.run(self.build_argv(args, path), self.timeout_s)
        if p.timed_out:
            return CrashSignature(kind="timeout", first_line="timeout")
        if self.output_regex:
            if p.exit_code == 0 and re.search(self.output_regex, p.stdout + p.stderr, re.M):
                return CrashSignature(kind="output", message=self.output_regex, first_line=self.output_regex)
            raise ReductionError(f"the output does not match {self.output_regex!r}")
        sig = parse_llvm_crash(p.stderr, p.exit_code)
        if sig is None:
            raise ReductionError(f"the input does not crash (exit {p.exit_code}): {p.stderr.strip()[:300]}")
        if self.regex and not re.search(self.regex, p.stderr + p.stdout, re.M):
            raise ReductionError(f"the crash does not match --signature {self.regex!r}: {sig.summary()}")
        return sig

    def execute(self, source: str, args: list[str], reference: CrashSignature | None = None) -> LLVMReductionResult:
        t0 = time.monotonic()
        ref = reference or self.reference_of(source, args)
        before = Size.of(source)
        phases: list[Phase] = []
        tests = 0

        # 1. llvm-reduce
        inp = self.put("input" + self.suffix, source.encode())
        argv = self.build_argv(args, "@INPUT@")
        files = test_files(self.workdir, argv, ref, timeout_s=self.timeout_s, regex=self.regex,
                           output_regex=self.output_regex, python=self.python)
        paths = {name: self.put(name, text.encode()) for name, text in files.items()}
        out = f"{self.workdir}/reduced{self.suffix}"
        # through /bin/sh: files put into a sandbox need not be executable
        cmd = [self.llvm_reduce, "--test=/bin/sh", f"--test-arg={paths['interesting.sh']}",
               f"-j={max(1, self.jobs)}", "-o", out, inp]
        if self.suffix == ".mir":
            cmd.insert(1, "-x=mir")
        triple = next((a.split("=", 1)[1] for a in args if a.startswith(("-mtriple=", "--mtriple="))), "")
        if triple:
            cmd.insert(1, f"--mtriple={triple}")
        remaining = self.budget_s - (time.monotonic() - t0)
        t1 = time.monotonic()
        samples: list[dict] = [{"t_s": 0.0, "tests": 0, "bytes": before.bytes, "label": "input"}]
        done = threading.Event()

        def sample() -> None:  # size against tests while llvm-reduce runs (plots, progress)
            while not done.wait(self.sample_every_s):
                n = len(self._read("tests_run") or b"")
                b = self._read("best" + self.suffix)
                size = len(b) if b else samples[-1]["bytes"]
                if n != samples[-1]["tests"]:
                    samples.append({"t_s": round(time.monotonic() - t1, 2), "tests": n, "bytes": size,
                                    "label": "llvm-reduce"})
                    self.progress("llvm-reduce", n)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        try:
            p = self.run(cmd, max(5.0, remaining * 0.9))
        finally:
            done.set()
            sampler.join()
        budget_hit = p.timed_out
        notes: list[str] = []
        if p.exit_code != 0 and not budget_hit:
            first = next((ln for ln in p.stderr.splitlines() if ln.strip()), "")
            notes.append(f"llvm-reduce exited {p.exit_code}: {first[:300]}")
        if budget_hit:
            notes.append(f"stopped by the {self.budget_s:.0f}s budget; kept the smallest interesting candidate")
        got = None if budget_hit else self._read("reduced" + self.suffix)
        best = self._read("best" + self.suffix)
        reduced = (got or best or source.encode()).decode("utf-8", "replace")
        if self.suffix == ".ll":
            reduced = tidy_ir(reduced)
        if not smaller(Size.of(reduced), before):
            reduced = source
        n = len(self._read("tests_run") or b"")
        tests += n
        t_end = time.monotonic() - t1
        samples.append({"t_s": round(t_end, 2), "tests": n, "bytes": len(reduced.encode()), "label": "llvm-reduce"})
        phases.append(Phase("llvm-reduce", n, time.monotonic() - t1, len(reduced.encode())))
        self.progress("llvm-reduce", tests)

        # 2. command line: drop flags the failure does not need
        cur = self.put("final" + self.suffix, reduced.encode())
        final_args = list(args)
        if self.reduce_command_line and not budget_hit:
            t2 = time.monotonic()
            n = 0
            for a in list(final_args):
                if time.monotonic() - t0 > self.budget_s:
                    break
                trial = [x for x in final_args if x != a]
                n += 1
                ok, _ = self._interesting(ref, trial, cur)
                if ok:
                    final_args = trial
            tests += n
            phases.append(Phase("command line", n, time.monotonic() - t2, len(reduced.encode())))
            self.progress("command line", tests)

        # 3. verify on the toolchain it was reduced with
        t3 = time.monotonic()
        verified, _ = self._interesting(ref, final_args, cur)
        if not verified and reduced != source:  # never hand back something that does not reproduce
            cur = self.put("final" + self.suffix, source.encode())
            reduced, final_args = source, list(args)
            verified, _ = self._interesting(ref, final_args, cur)
            notes.append("the reduced reproducer did not verify; returned the original")
        tests += 1
        phases.append(Phase("verify", 1, time.monotonic() - t3, len(reduced.encode())))
        return LLVMReductionResult(before=before, after=Size.of(reduced), tests_run=tests,
                                   wall_s=time.monotonic() - t0, source=reduced, args=final_args,
                                   verified=verified, reference=ref, phases=phases, stopped_by_budget=budget_hit,
                                   notes=notes, samples=samples)

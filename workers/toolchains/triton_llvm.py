"""The LLVM inside each installed Triton wheel as a toolchain ``llvm@triton-X.Y.Z``.

Every PyPI triton release links llvm-project at the commit its ``cmake/llvm-hash.txt``
pins, built with assertions, with the AMDGPU and NVPTX backends (and, measured, usually
more). `probe` measures one installed release once and caches the answer (JSON beside the
Triton venvs, keyed by the size and mtime of ``libtriton.so``):

- llvm_version / commit: LLVM's own version string inside ``libtriton.so`` (``LLVM version
  22.0.0git (f6ded0be…)``; `embedded_llvm_version`). Builds that embed no revision
  (3.0.0-3.2.0) take the commit from the pin table ``triton_llvm_pins.json``, which says
  where each commit was found; a wheel that disagrees with the table wins.
- symbols: addresses of ``cl::ParseCommandLineOptions``, ``sys::PrintStackTraceOnErrorSignal``
  and ``EnablePrettyStackTrace`` in the ELF symbol table (`elf_symbols`), which the driver
  calls so flags parse and crashes print exactly as in ``llc``.
- backends: a trivial function compiled for one triple per LLVM target (`FAMILIES`) whose
  ``LLVMInitialize<T>TargetInfo`` the library links, each in its own process (a missing
  target crashes inside the entry point).
- assertions: `ASSERTION_PROBE`, a void inline-asm call with an output constraint, which
  LLVM's ``TargetLowering::ParseConstraints`` rejects with ``Assertion `… "Bad inline asm!"'``
  on any target in an assertion build; release builds print an error instead
  (corpus llvm/137064 is the same assertion).
- o0: whether ``-O0`` is honoured (the wheel's ``DISABLE_LLVM_OPT=1``): ``-debug-pass=Structure``
  shows LLVM's fast register allocator.

Runs go through `triton_llvm_driver.py` in the release's own interpreter (see there for what
is honoured and what is reported as unsupported).
"""
from __future__ import annotations

import json
import mmap
import os
import re
import struct
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

DRIVER = str(Path(__file__).with_name("triton_llvm_driver.py"))
PINS_FILE = Path(__file__).with_name("triton_llvm_pins.json")
PROBE_SCHEMA = 3
ID_PREFIX = "llvm@triton-"

# one triple per LLVM target, for the backend probe and for mapping a triple to its target
FAMILIES: dict[str, str] = {
    "AMDGPU": "amdgcn-amd-amdhsa", "NVPTX": "nvptx64-nvidia-cuda", "X86": "x86_64-unknown-linux-gnu",
    "AArch64": "aarch64-unknown-linux-gnu", "ARM": "armv7-unknown-linux-gnueabihf",
    "RISCV": "riscv64-unknown-linux-gnu", "PowerPC": "powerpc64le-unknown-linux-gnu",
    "SystemZ": "s390x-unknown-linux-gnu", "WebAssembly": "wasm32-unknown-unknown",
    "Mips": "mips64el-unknown-linux-gnuabi64", "SPIRV": "spirv64-unknown-unknown",
    "Hexagon": "hexagon-unknown-linux-musl", "LoongArch": "loongarch64-unknown-linux-gnu",
    "Sparc": "sparcv9-unknown-linux-gnu", "BPF": "bpfel", "AVR": "avr", "Lanai": "lanai",
    "MSP430": "msp430", "XCore": "xcore", "VE": "ve-unknown-linux-gnu",
}
_ARCH_FAMILY = [  # triple arch (first component) -> LLVM target
    (r"amdgcn|r600", "AMDGPU"), (r"nvptx(64)?", "NVPTX"), (r"x86_64|x86-64|i[3-7]86|x86", "X86"),
    (r"aarch64(_be|_32)?|arm64(_32|e)?", "AArch64"), (r"arm.*|thumb.*", "ARM"), (r"riscv(32|64)(be)?", "RISCV"),
    (r"powerpc.*|ppc.*", "PowerPC"), (r"s390x|systemz", "SystemZ"), (r"wasm(32|64)", "WebAssembly"),
    (r"mips.*", "Mips"), (r"spirv.*", "SPIRV"), (r"hexagon", "Hexagon"), (r"loongarch(32|64)", "LoongArch"),
    (r"sparc.*", "Sparc"), (r"bpf.*", "BPF"), (r"avr", "AVR"), (r"lanai", "Lanai"), (r"msp430", "MSP430"),
    (r"xcore", "XCore"), (r"ve", "VE"),
]
TRIVIAL_IR = "define void @reprobot_probe() {\n  ret void\n}\n"
# A void call with an output constraint: TargetLowering::ParseConstraints asserts
# `!Call.getType()->isVoidTy() && "Bad inline asm!"` (assertion builds) on every target.
ASSERTION_PROBE = 'define void @reprobot_probe() {\n  call void asm sideeffect "", "=r"()\n  ret void\n}\n'
ASSERTION_TEXT = "Bad inline asm!"

_SYMBOLS = {
    "pst": "_ZN4llvm3sys28PrintStackTraceOnErrorSignalENS_9StringRefEb",
    "eps": "_ZN4llvm22EnablePrettyStackTraceEv",
    "pcl": "_ZN4llvm2cl23ParseCommandLineOptionsEiPKPKcNS_9StringRefEPNS_11raw_ostreamES2_b",
    "pcl_fs": "_ZN4llvm2cl23ParseCommandLineOptionsEiPKPKcNS_9StringRefEPNS_11raw_ostreamEPNS_3vfs10FileSystemES2_b",
    "base_check": "PyInit_libtriton",
}


def family_of(triple: str) -> str | None:
    """LLVM target of a triple (``amdgcn-amd-amdhsa`` -> ``AMDGPU``), None when unknown."""
    arch = triple.split("-", 1)[0].lower()
    for pat, fam in _ARCH_FAMILY:
        if re.fullmatch(pat, arch):
            return fam
    return None


def load_pins() -> dict[str, Any]:
    """The pin table (``triton_llvm_pins.json``): ``releases`` (version -> commit,
    repository, found_by, date, date_source) and ``llvm_branches`` (major -> YYYY-MM)."""
    return json.loads(PINS_FILE.read_text())


# ---------------------------------------------------------------- reading the wheel
def libtriton_path(python: str | Path) -> Path | None:
    """``libtriton.so`` of the venv whose interpreter is `python` (…/bin/python)."""
    env = Path(python).parent.parent
    for p in sorted(env.glob("lib/python*/site-packages/triton/_C/libtriton.so")):
        return p
    return None


def embedded_llvm_version(so: str | Path) -> tuple[str, str]:
    """(version, commit) from LLVM's version string in the library, e.g. ``("22.0.0git",
    "f6ded0be…")``; commit is "" when the build embedded no revision. Raises ValueError
    when there is no version string at all."""
    with open(so, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
        version, commit = "", ""
        for hit in re.finditer(rb"LLVM version (\d+\.\d+\.\d+[a-z]*)(?: \(([0-9a-f]{40})\))?", m):
            version = version or hit.group(1).decode()
            if hit.group(2):
                return hit.group(1).decode(), hit.group(2).decode()
    if not version:
        raise ValueError(f"no LLVM version string in {so}")
    return version, commit


def elf_symbols(path: str | Path, names: dict[str, str]) -> dict[str, int]:
    """Values (addresses relative to the load base) of the named symbols in the ELF64
    little-endian file's ``.symtab`` (System V gABI: section headers, SHT_SYMTAB entries of
    24 bytes, names in the linked string table). `names`: key -> exact symbol name; keys
    of names not found are left out."""
    out: dict[str, int] = {}
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
        if m[:4] != b"\x7fELF" or m[4] != 2 or m[5] != 1:
            raise ValueError(f"{path}: not a little-endian ELF64 file")
        shoff, = struct.unpack_from("<Q", m, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", m, 0x3A)
        sections = [struct.unpack_from("<IIQQQQIIQQ", m, shoff + i * shentsize) for i in range(shnum)]
        symtab = next((s for s in sections if s[1] == 2), None)  # SHT_SYMTAB
        if symtab is None:
            return out
        sym_off, sym_size = symtab[4], symtab[5]
        str_off, str_size = sections[symtab[6]][4], sections[symtab[6]][5]
        for key, name in names.items():
            needle = name.encode() + b"\0"
            pos = m.find(needle, str_off, str_off + str_size)
            while pos >= 0 and key not in out:
                # a name may also be the tail of a longer string (linkers merge tails)
                st_name = struct.pack("<I", pos - str_off)
                at = m.find(st_name, sym_off, sym_off + sym_size)
                while at >= 0:
                    if (at - sym_off) % 24 == 0:
                        out[key] = struct.unpack_from("<Q", m, at + 8)[0]
                        break
                    at = m.find(st_name, at + 1, sym_off + sym_size)
                pos = m.find(needle, pos + 1, str_off + str_size)
    return out


# ---------------------------------------------------------------- the probe
@dataclass
class SnapshotFacts:
    """What `probe` measured for one triton release (see the module docstring)."""

    release: str
    python: str
    llvm_version: str
    commit: str
    commit_found_by: str
    repository: str
    date: str
    date_source: str
    assertions: bool | None
    assertion_evidence: str
    backends: list[str]
    symbols: dict[str, int]
    o0: bool
    entry_point: str  # translate_to_asm's signature as the wheel documents it
    so_size: int = 0
    so_mtime: float = 0.0
    schema: int = PROBE_SCHEMA
    problems: list[str] = field(default_factory=list)

    def driver_args(self) -> list[str]:
        out: list[str] = []
        for k, v in sorted(self.symbols.items()):
            out += ["--sym", f"{k}={v:x}"]
        return out


def _driver(python: str, args: list[str], ir: str, timeout: float = 60.0) -> subprocess.CompletedProcess:
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(ir)
    try:
        env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": tempfile.gettempdir()}
        return subprocess.run([python, DRIVER, *args, f.name], capture_output=True, text=True, timeout=timeout,
                              env=env)
    finally:
        os.unlink(f.name)


def _cache_file(cache_dir: Path, release: str) -> Path:
    return cache_dir / f"{release}.json"


def probe(release: str, python: str | Path, cache_dir: str | Path) -> SnapshotFacts:
    """Measure (or read from the cache) the LLVM inside triton `release`, whose venv
    interpreter is `python`. Raises ValueError when the wheel has no usable LLVM."""
    python = str(python)
    so = libtriton_path(python)
    if so is None:
        raise ValueError(f"triton {release}: no libtriton.so under {Path(python).parent.parent}")
    st = so.stat()
    cache = _cache_file(Path(cache_dir), release)
    try:
        d = json.loads(cache.read_text())
        if d.get("schema") == PROBE_SCHEMA and d.get("so_size") == st.st_size and d.get("so_mtime") == st.st_mtime \
                and d.get("python") == python:
            return SnapshotFacts(**d)
    except (OSError, ValueError, TypeError):
        pass
    facts = _measure(release, python, so)
    facts.so_size, facts.so_mtime = st.st_size, st.st_mtime
    cache.parent.mkdir(parents=True, exist_ok=True)
    tmp = cache.with_suffix(".tmp")
    tmp.write_text(json.dumps(asdict(facts), indent=1))
    tmp.replace(cache)
    return facts


def _measure(release: str, python: str, so: Path) -> SnapshotFacts:
    version, embedded = embedded_llvm_version(so)
    pin = load_pins()["releases"].get(release, {})
    problems = []
    if embedded:
        commit, found_by = embedded, "the wheel's LLVM version string (libtriton.so)"
        repo = pin.get("repository", "llvm/llvm-project") if pin.get("commit") == embedded else "llvm/llvm-project"
        if pin.get("commit") and pin["commit"] != embedded:
            problems.append(f"pin table says {pin['commit'][:12]}, the wheel embeds {embedded[:12]} (the wheel wins)")
    else:
        commit, found_by, repo = pin.get("commit", ""), pin.get("found_by", "unknown"), pin.get("repository", "")
        if not commit:
            problems.append("the wheel embeds no revision and the pin table has no entry: commit unknown")
    date, date_source = pin.get("date", ""), pin.get("date_source", "")
    if not date:
        date, date_source = _version_window(version), f"window of {version}"
    syms = elf_symbols(so, _SYMBOLS)
    sig = subprocess.run([python, "-c", "from triton._C.libtriton import llvm; print(llvm.translate_to_asm.__doc__)"],
                         capture_output=True, text=True, timeout=120).stdout.strip().splitlines()
    entry = sig[0] if sig else ""
    base = [a for k, v in sorted(syms.items()) for a in ("--sym", f"{k}={v:x}")]
    # Candidates: targets whose LLVMInitialize<T>TargetInfo is linked in (all, if the symbol
    # table names none); each is then compiled for, one process per target, since the entry
    # point crashes when the build lacks it.
    linked = elf_symbols(so, {fam: f"LLVMInitialize{fam}TargetInfo" for fam in FAMILIES})
    candidates = [fam for fam in FAMILIES if fam in linked] or list(FAMILIES)
    with ThreadPoolExecutor(max_workers=2) as pool:
        codes = list(pool.map(lambda fam: _driver(python, [*base, "llc", f"-mtriple={FAMILIES[fam]}", "-o",
                                                           "/dev/null"], TRIVIAL_IR).returncode, candidates))
    backends = [fam for fam, code in zip(candidates, codes) if code == 0]
    assertions, evidence = None, "no backend to run the probe on"
    for fam in ("X86", "AMDGPU", "NVPTX", *backends):
        if fam in backends:
            p = _driver(python, [*base, "llc", f"-mtriple={FAMILIES[fam]}", "-o", "/dev/null"], ASSERTION_PROBE)
            assertions, evidence = assertion_verdict(p.returncode, p.stderr)
            evidence = f"{FAMILIES[fam]}: {evidence}"
            break
    o0 = False
    if backends and {"pcl", "pcl_fs"} & set(syms):
        triple = FAMILIES["X86" if "X86" in backends else backends[0]]
        p = _driver(python, [*base, "llc", f"-mtriple={triple}", "-O0", "-debug-pass=Structure", "-o", "/dev/null"],
                    TRIVIAL_IR)
        o0 = "Fast Register Allocator" in p.stderr
    return SnapshotFacts(release=release, python=python, llvm_version=version, commit=commit,
                         commit_found_by=found_by, repository=repo, date=date, date_source=date_source,
                         assertions=assertions, assertion_evidence=evidence, backends=backends, symbols=syms,
                         o0=o0, entry_point=entry, problems=problems)


def assertion_verdict(exit_code: int, stderr: str) -> tuple[bool | None, str]:
    """(assertions, evidence) from a run of `ASSERTION_PROBE`: the assertion text -> True;
    a clean error or exit without it -> False; anything else -> None (unknown)."""
    line = next((ln.strip() for ln in stderr.splitlines() if ASSERTION_TEXT in ln or "error" in ln.lower()), "")
    if "Assertion" in stderr and ASSERTION_TEXT in stderr:
        return True, line[-160:]
    if exit_code in (0, 1):
        return False, line[:160] or f"exit {exit_code}, no assertion"
    return None, f"exit {exit_code}: {stderr.strip()[:160]}"


def _version_window(version: str) -> str:
    m = re.match(r"(\d+)\.0\.0git", version)
    if not m:
        return ""
    branches = load_pins()["llvm_branches"]
    major = m.group(1)
    return f"{branches.get(str(int(major) - 1), '?')}…{branches.get(major, '')}"


# ---------------------------------------------------------------- toolchains
def snapshot_toolchains(home: str | Path | None = None, versions: list[str] | None = None,
                        problems: list[str] | None = None) -> list["LLVMToolchain"]:
    """One `LLVMToolchain` per installed Triton release (>= 3.0; `versions` restricts),
    from `probe` (cached under ``<home>/triton/llvm-snapshots``). A release whose probe fails
    is left out and named in `problems` (when given)."""
    from workers.toolchains.llvm import LLVMToolchain
    from workers.triton.toolchains import TritonToolchains, vtuple

    tt = TritonToolchains(home=home) if home else TritonToolchains()
    out = []
    for v in tt.installed():
        if vtuple(v) < (3, 0) or (versions and v not in versions):
            continue
        try:
            f = probe(v, tt.python(v), tt.root / "llvm-snapshots")
        except (OSError, ValueError, subprocess.SubprocessError) as e:
            if problems is not None:
                problems.append(f"{ID_PREFIX}{v}: {e}")
            continue
        if problems is not None:
            problems += [f"{ID_PREFIX}{v}: {p}" for p in f.problems]
        m = re.match(r"(\d+)\.(\d+)\.(\d+)", f.llvm_version)
        out.append(LLVMToolchain(
            id=ID_PREFIX + v, version=tuple(int(x) for x in m.groups()) if m else (0,), bindir=None,
            python=f.python, driver=DRIVER, driver_args=tuple(f.driver_args()), origin="triton", commit=f.commit,
            date=f.date, assertions=f.assertions, backends=tuple(f.backends), label=f.llvm_version,
            repository=f.repository, o0=f.o0))
    return out


def snapshot_command(tc: "LLVMToolchain", rep: "Reproducer", args: list[str], input_path: str,
                     output: str) -> tuple[list[str], list[str]]:
    """argv that runs `rep` (already adapted `args`) through `triton_llvm_driver` on
    snapshot `tc`, and notes on where the run differs from ``llc``. Raises Unsupported for
    what the entry point cannot honour (see the driver's docstring)."""
    from workers.toolchains.llvm import Unsupported

    if rep.tool != "llc":
        raise Unsupported(f"{rep.tool}: the Triton wheel's LLVM is reachable only through translate_to_asm, which "
                          "runs codegen (llc); no entry point runs an opt pipeline on parsed IR (optimize_module "
                          "takes a module that only to_module(MLIR) creates)")
    if rep.kind != "llvm-ir" or any(a.startswith(("-run-pass", "--run-pass", "-start-", "--start-")) for a in args):
        raise Unsupported("MIR/-run-pass: translate_to_asm parses LLVM IR and runs the whole codegen pipeline "
                          "(translate_mir_to_asm, from 3.7, also runs the whole pipeline, never one named pass)")
    if any(re.fullmatch(r"--?filetype=null", a) for a in args):
        raise Unsupported("-filetype=null: translate_to_asm emits assembly or an object only")
    flags = [a for a in args if a.startswith("-") and not _driver_handles(a)]
    if flags and not any(a.startswith(("pcl=", "pcl_fs=")) for a in tc.driver_args):
        raise Unsupported(f"{' '.join(flags)}: LLVM's option parser was not found in this build")
    triple = _target_triple(args, rep.source)
    fam = family_of(triple)
    if tc.backends and fam not in tc.backends:
        raise Unsupported(f"no {fam or triple} backend in {tc.id} (measured: {', '.join(tc.backends)})")
    notes = []
    opt = _opt_level(args)
    if opt == 0 and not tc.o0:
        raise Unsupported("-O0: this release's entry point does not honour DISABLE_LLVM_OPT")
    if opt in (1, 2):
        notes.append(f"ran at -O3, asked -O{opt}: the entry point builds -O0 or -O3 only")
    inlined = _always_inlined(rep.source)
    if inlined and fam != "AMDGPU":
        raise Unsupported(f"the entry point's always-inliner would inline {inlined}; llc for {fam or triple} runs no "
                          "inliner")
    args = [a for a in args if a != "-o"]
    return [tc.python, tc.driver, *tc.driver_args, "llc", *args, "-o", output, input_path], notes


def _driver_handles(a: str) -> bool:
    key = a.lstrip("-").split("=", 1)[0]
    return key in ("mtriple", "march", "mcpu", "mattr", "filetype", "O") or bool(re.fullmatch(r"O[0-3]", key))


def _opt_level(args: list[str]) -> int:
    level = 2  # llc's default
    for a in args:
        m = re.fullmatch(r"--?O=?([0-3])", a)
        if m:
            level = int(m.group(1))
    return level


def _target_triple(args: list[str], source: str) -> str:
    """The triple llc would compile for (`triton_llvm_driver.effective_triple`'s rule)."""
    from workers.toolchains import triton_llvm_driver as d

    opts = {"triple": "", "march": ""}
    for a in args:
        key, _, val = a.lstrip("-").partition("=")
        if key in ("mtriple", "march"):
            opts["triple" if key == "mtriple" else "march"] = val
    return d.effective_triple(opts, source)


_CALLEE = re.compile(r"\b(?:call|invoke)\b[^\n]*?@([\w.$\"-]+)\s*\(")


def _always_inlined(ir: str) -> str:
    """What the entry point's always-inliner would still inline once the driver has marked
    every other ``define`` ``noinline`` (`triton_llvm_driver.keep_calls`): the called
    functions marked ``alwaysinline`` and the call sites marked so, as ``@f, a call site``;
    "" when none. AMDGPU's ``llc`` inlines these too; other targets' ``llc`` does not."""
    from workers.toolchains import triton_llvm_driver as d

    groups = d.inline_groups(ir, "alwaysinline")
    marked = lambda text: d.carries(text, "alwaysinline", groups)  # noqa: E731
    always = {name for line in ir.splitlines() if line.startswith("define") and marked(line)
              for name in d.defined_names(line)}
    called = [name for name in _CALLEE.findall(ir) if name in always]
    sites = [line for line in ir.splitlines() if _CALLEE.search(line) and marked(line[line.rfind(")") + 1:])]
    what = [f"@{n}" for n in dict.fromkeys(called)] + (["a call site marked alwaysinline"] if sites else [])
    return ", ".join(what)

"""LLVM toolchains: Debian's release builds (``/usr/lib/llvm-N/bin``) and llvmlite's
in-process LLVM run through `workers.toolchains.llvmlite_driver`.

Toolchain ids: ``llvm-13`` … ``llvm-19`` for releases, ``llvm-22`` for llvmlite (its major
version). Each toolchain turns a `Reproducer` into an argv (`LLVMToolchain.command`),
adapting the command mechanically per release (`adapt`): ``-opaque-pointers`` on 14 for IR
that uses ``ptr``; a note that 13's opaque pointers are experimental, so a failure other
than the reported one there is the input's fault (INVALID_INPUT), not a bug.
"""
from __future__ import annotations

import glob
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from reducers.reproducer import Reproducer

DRIVER = str(Path(__file__).with_name("llvmlite_driver.py"))
_OPAQUE_PTR = re.compile(r"(?<![\w%@.\"])ptr(?:\s+addrspace\(\d+\))?(?=[\s,)\]>*]|$)", re.M)


class Unsupported(Exception):
    """The toolchain cannot honour this command (e.g. MIR through llvmlite)."""


def uses_opaque_pointers(ir: str) -> bool:
    """True when LLVM IR text uses the opaque ``ptr`` type (LLVM 15+ default)."""
    code = "\n".join(line.split(";", 1)[0] for line in ir.splitlines())
    code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', code)  # strings and attribute values
    return bool(_OPAQUE_PTR.search(code))


@dataclass(frozen=True)
class LLVMToolchain:
    """id: ``llvm-16``; version: (16,); bindir: directory with opt/llc/llvm-reduce, or None
    for the llvmlite toolchain (run through `DRIVER` with `python`)."""

    id: str
    version: tuple[int, ...]
    bindir: str | None
    python: str = field(default=sys.executable)

    @property
    def is_llvmlite(self) -> bool:
        return self.bindir is None

    @property
    def description(self) -> str:
        return f"llvmlite {self._llvmlite_version()} (LLVM {'.'.join(map(str, self.version))}, assertions on)" \
            if self.is_llvmlite else f"Debian LLVM {self.version[0]} release build ({self.bindir})"

    @staticmethod
    def _llvmlite_version() -> str:
        try:
            import llvmlite

            return llvmlite.__version__
        except ImportError:  # pragma: no cover
            return "?"

    def tool(self, name: str) -> str:
        if self.is_llvmlite:
            raise Unsupported(f"{name} is not available through llvmlite")
        return os.path.join(self.bindir, name)

    def adapt(self, rep: Reproducer) -> tuple[list[str], list[str]]:
        """Mechanical per-release adaptation: (args, notes)."""
        args, notes = list(rep.args), []
        major = self.version[0]
        if rep.kind == "llvm-ir" and uses_opaque_pointers(rep.source):
            if major == 14 and "-opaque-pointers" not in args:
                args.insert(0, "-opaque-pointers")
                notes.append("added -opaque-pointers (LLVM 14 reads `ptr` only in that mode)")
            elif major == 13:
                notes.append("LLVM 13's opaque pointers are experimental")
        if major < 15:
            # spelled -O=0 by some reporters; older cl parsers want -O0
            args = [("-O" + a[3:]) if re.fullmatch(r"-O=\d", a) else a for a in args]
        return args, notes

    def command(self, rep: Reproducer, input_path: str, output: str = "/dev/null") -> tuple[list[str], list[str]]:
        """argv that runs `rep` on this toolchain with its input at `input_path`.
        Returns (argv, notes). Raises Unsupported when the command cannot be honoured."""
        args, notes = self.adapt(rep)
        if self.is_llvmlite:
            if rep.tool not in ("llc", "opt"):
                raise Unsupported(f"{rep.tool} is not available through llvmlite")
            if rep.kind == "mir" or any(a.startswith(("-run-pass", "-start-", "-stop-")) for a in args):
                raise Unsupported("MIR/-run-pass: llvmlite has no MIR parser (llvmlite.binding has parse_assembly and "
                                  "parse_bitcode only)")
            from workers.toolchains.llvmlite_driver import PASS_METHODS, split_pipeline

            for a in args:
                if a.startswith("-passes="):
                    missing = [p for p in split_pipeline(a.split("=", 1)[1])
                               if p not in PASS_METHODS and not p.startswith("default<")]
                    if missing:
                        raise Unsupported(f"opt pass(es) {', '.join(missing)} not exposed by llvmlite's ModulePassManager")
            base = [self.python, DRIVER, rep.tool]
        else:
            base = [self.tool(rep.tool)]
        args = [a for a in args if a not in ("-o",)]
        if "-disable-output" in args:
            return base + args + [input_path], notes
        return base + args + ["-o", output, input_path], notes


def llvmlite_toolchain() -> LLVMToolchain | None:
    try:
        import llvmlite.binding as llvm
    except ImportError:
        return None
    major, minor, patch = llvm.llvm_version_info
    return LLVMToolchain(f"llvm-{major}", (major, minor, patch), None)


def discover(root: str = "/usr/lib", include_llvmlite: bool = True, only: list[str] | None = None) -> list[LLVMToolchain]:
    """Installed LLVM releases under `root` (``llvm-N/bin/llc`` present) plus llvmlite's,
    oldest first. `only` restricts to these ids."""
    found: list[LLVMToolchain] = []
    for d in glob.glob(os.path.join(root, "llvm-*", "bin")):
        m = re.search(r"llvm-(\d+)/bin$", d)
        if m and os.path.exists(os.path.join(d, "llc")):
            found.append(LLVMToolchain(f"llvm-{m.group(1)}", (int(m.group(1)),), d))
    if include_llvmlite:
        lt = llvmlite_toolchain()
        if lt and all(t.id != lt.id for t in found):
            found.append(lt)
    found.sort(key=lambda t: t.version)
    if only:
        found = [t for t in found if t.id in only]
    return found


def newest_release_with(tool: str, root: str = "/usr/lib") -> str | None:
    """Path of `tool` (e.g. ``llvm-reduce``) from the newest Debian release that has it."""
    for t in reversed(discover(root, include_llvmlite=False)):
        p = os.path.join(t.bindir, tool)
        if os.path.exists(p):
            return p
    return None

"""LLVM toolchains: Debian's release builds (``/usr/lib/llvm-N/bin``), llvmlite's
in-process LLVM run through `workers.toolchains.llvmlite_driver`, and the LLVM snapshot
inside each installed Triton wheel run through `workers.toolchains.triton_llvm_driver`.

Toolchain ids: ``llvm-13`` … ``llvm-19`` for releases, ``llvm-22`` for llvmlite (its major
version), ``llvm@triton-3.6.0`` for the LLVM that triton 3.6.0 links (`triton_llvm`).
`discover` returns them in llvm-project history order (`workers.toolchains.timeline`).
Each toolchain turns a `Reproducer` into an argv (`LLVMToolchain.command`),
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
from reducers.signature import pipeline_value

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
    """id: ``llvm-16``; version: (16,) or the full LLVM version; bindir: directory with
    opt/llc/llvm-reduce, or None for an in-process LLVM run through a driver script with
    `python` (llvmlite's `DRIVER`, or `driver` + `driver_args` for a Triton snapshot).

    origin: ``debian`` | ``llvmlite`` | ``triton`` (derived when not given). commit: the
    llvm-project tag or sha; date: when it left main (``YYYY-MM[-DD]`` or a window
    ``A…B``); assertions: measured (None = unknown); backends: LLVM targets it has
    (empty = not measured); label: e.g. ``22.0.0git``."""

    id: str
    version: tuple[int, ...]
    bindir: str | None
    python: str = field(default=sys.executable)
    driver: str = ""
    driver_args: tuple[str, ...] = ()
    origin: str = ""
    commit: str = ""
    date: str = ""
    assertions: bool | None = None
    backends: tuple[str, ...] = ()
    label: str = ""
    repository: str = "llvm/llvm-project"
    o0: bool = True

    def __post_init__(self) -> None:
        if not self.origin:
            object.__setattr__(self, "origin", "debian" if self.bindir else
                               ("triton" if self.driver else "llvmlite"))

    @property
    def is_llvmlite(self) -> bool:
        return self.origin == "llvmlite"

    @property
    def is_snapshot(self) -> bool:
        """The LLVM of a Triton wheel (`triton_llvm`)."""
        return self.origin == "triton"

    @property
    def in_process(self) -> bool:
        """No binaries of its own: runs through a driver script (llvmlite, Triton)."""
        return self.bindir is None

    @property
    def description(self) -> str:
        if self.is_snapshot:
            return (f"LLVM {self.label} at {self.repository}@{self.commit[:12]} inside triton "
                    f"{self.id.removeprefix('llvm@triton-')} (assertions {_on_off(self.assertions)})")
        return f"llvmlite {self._llvmlite_version()} (LLVM {'.'.join(map(str, self.version))}, assertions on)" \
            if self.is_llvmlite else f"Debian LLVM {self.label or self.version[0]} release build ({self.bindir})"

    @staticmethod
    def _llvmlite_version() -> str:
        try:
            import llvmlite

            return llvmlite.__version__
        except ImportError:  # pragma: no cover
            return "?"

    def tool(self, name: str) -> str:
        if self.in_process:
            raise Unsupported(f"{name} is not available through {self.origin}")
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
        if self.is_snapshot:
            from workers.toolchains.triton_llvm import snapshot_command

            argv, more = snapshot_command(self, rep, args, input_path, output)
            return argv, notes + more
        if self.is_llvmlite:
            if rep.tool not in ("llc", "opt"):
                raise Unsupported(f"{rep.tool} is not available through llvmlite")
            if rep.kind == "mir" or any(a.startswith(("-run-pass", "-start-", "-stop-")) for a in args):
                raise Unsupported("MIR/-run-pass: llvmlite has no MIR parser (llvmlite.binding has parse_assembly and "
                                  "parse_bitcode only)")
            from workers.toolchains.llvmlite_driver import PASS_METHODS, DriverUnsupported, parse_args, split_pipeline

            # opt parses its options before it builds the pipeline: with options beyond the
            # driver's own, the driver runs and an option LLVM 22 no longer has is refused
            # (invalid input) before the unwrapped pass makes it exit 3 (unsupported)
            try:
                with_options = bool(parse_args([rep.tool, *args])["cl"])
            except DriverUnsupported as e:  # 168256: `-x mir` on a module the issue gave as IR
                raise Unsupported(str(e)) from None
            for a in args:
                pipeline = pipeline_value(a)
                if pipeline is not None and not with_options:
                    missing = [p for p in split_pipeline(pipeline)
                               if p not in PASS_METHODS and not p.startswith("default<")]
                    if missing:
                        raise Unsupported(f"opt pass(es) {', '.join(missing)} not exposed by llvmlite's ModulePassManager")
            base = [self.python, DRIVER, rep.tool]
        else:
            base = [self.tool(rep.tool)]
            if rep.tool == "mlir-opt" and not os.path.exists(base[0]):
                raise Unsupported(f"mlir-opt is not installed for {self.id} (Debian package mlir-{self.version[0]}-tools)")
        args = [a for a in args if a not in ("-o",)]
        if "-disable-output" in args:
            return base + args + [input_path], notes
        return base + args + ["-o", output, input_path], notes


def _on_off(flag: bool | None) -> str:
    return "unknown" if flag is None else ("on" if flag else "off")


def llvmlite_toolchain() -> LLVMToolchain | None:
    try:
        import llvmlite.binding as llvm
    except ImportError:
        return None
    major, minor, patch = llvm.llvm_version_info
    return LLVMToolchain(f"llvm-{major}", (major, minor, patch), None, origin="llvmlite",
                         commit=f"llvmorg-{major}.{minor}.{patch}", label=f"{major}.{minor}.{patch}")


def discover(root: str = "/usr/lib", include_llvmlite: bool = True, only: list[str] | None = None,
             snapshots: bool = False, triton_home: str | None = None) -> list[LLVMToolchain]:
    """Installed LLVM releases under `root` (``llvm-N/bin/llc`` present), llvmlite's, and
    with `snapshots` the LLVM of every installed Triton release (`triton_llvm`, probed once
    and cached), in llvm-project history order (`timeline.ordered`). `only` restricts to
    these ids. Facts (commit, date, assertions) come from `timeline.with_release_facts`."""
    from workers.toolchains import timeline

    found: list[LLVMToolchain] = []
    for d in glob.glob(os.path.join(root, "llvm-*", "bin")):
        m = re.search(r"llvm-(\d+)/bin$", d)
        if m and os.path.exists(os.path.join(d, "llc")) and (not only or f"llvm-{m.group(1)}" in only):
            found.append(timeline.with_release_facts(LLVMToolchain(f"llvm-{m.group(1)}", (int(m.group(1)),), d)))
    if include_llvmlite:
        lt = llvmlite_toolchain()
        if lt and all(t.id != lt.id for t in found) and (not only or lt.id in only):
            found.append(timeline.with_release_facts(lt))
    if snapshots:
        from workers.toolchains.triton_llvm import ID_PREFIX, snapshot_toolchains

        wanted = [i.removeprefix(ID_PREFIX) for i in only or [] if i.startswith(ID_PREFIX)]
        if not only or wanted:  # probe only what was asked for
            found += snapshot_toolchains(home=triton_home, versions=wanted or None)
    found = timeline.ordered(found)
    if only:
        found = [t for t in found if t.id in only]
    return found


def newest_release_with(tool: str, root: str = "/usr/lib") -> str | None:
    """Path of `tool` (e.g. ``llvm-reduce``) from the newest Debian release that has it."""
    for t in reversed(_debian_releases(root)):
        p = os.path.join(t.bindir, tool)
        if os.path.exists(p):
            return p
    return None


def _debian_releases(root: str) -> list[LLVMToolchain]:
    found = []
    for d in glob.glob(os.path.join(root, "llvm-*", "bin")):
        m = re.search(r"llvm-(\d+)/bin$", d)
        if m and os.path.exists(os.path.join(d, "llc")):
            found.append(LLVMToolchain(f"llvm-{m.group(1)}", (int(m.group(1)),), d))
    return sorted(found, key=lambda t: t.version)

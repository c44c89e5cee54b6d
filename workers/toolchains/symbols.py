"""Which source file an unnamed frame of a release build's crash lies in.

Debian's release ``libLLVM`` exports public functions only (``.dynsym``); a crash in
file-local code (an anonymous-namespace class, a ``static`` helper, a target's lowering)
prints as ``(/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0x16a44ac)`` with no name. The linker
lays out one object file's functions together, so the exported functions right before and
after such an address (`exported_neighbours`) say which source file's code holds it: between
``llvm::createILPListDAGScheduler`` (ScheduleDAGRRList.cpp) and
``llvm::ScheduleDAGSDNodes::ScheduleDAGSDNodes`` (ScheduleDAGSDNodes.cpp) lies the end of
ScheduleDAGRRList.cpp or the start of ScheduleDAGSDNodes.cpp (58455).

A release binary does not say where its exported functions come from either. llvmlite's own
``libllvmlite.so`` links LLVM statically and keeps its full symbol table, where the linker
lists every object file (an ``STT_FILE`` symbol) before that file's local functions, and
LLVM's hidden-visibility functions follow at the end with no file; those take the file of
the local functions around their address (`source_files`). Function names (qualified,
without parameter lists, which change between releases) are the key between the two builds.

The library is read on this host at the path the stack dump prints (a run in the Docker
sandbox prints the container's path: the runner image installs the same Debian packages), and
only when the dump's named frames of it lie in the functions of those names here (`same_binary`).

Everything here reads binaries with binutils (``nm -D``, ``readelf -s``, both demangling);
where they, the library in the stack dump (a path inside a container that this host lacks) or
llvmlite's library are missing, the answer is empty: no evidence, never an error.
"""
from __future__ import annotations

import bisect
import functools
import os
import re
import stat
import subprocess

# "#4 0x00007fe8e3aa44ac (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0x16a44ac)"
_UNNAMED = re.compile(r"^\s*#\d+\s+0x[0-9a-fA-F]+\s+\((/[^()\s]+)\+0x([0-9a-fA-F]+)\)\s*$")
_FRAME = re.compile(r"^\s*#\d+\s+0x[0-9a-fA-F]+\s+(.*)$")
_LIBC = re.compile(r"libc\.so|libpthread|ld-linux|__restore_rt")
_LLVM_LIB = re.compile(r"/(?:libLLVM[\w.-]*\.so[\w.]*|llc|opt)$")


def crash_site_addresses(stderr: str, limit: int = 4) -> list[tuple[str, int]]:
    """(library path, offset) of the unnamed LLVM frames at the crash site, innermost first:
    the run of address-only frames of libLLVM/llc/opt right after the signal trampoline (the
    first libc frame of the stack dump) and any libc frames under it, up to the first named
    frame, at most `limit`. [] when the crash site is a named frame or the dump has none."""
    frames = [m.group(1).strip() for line in stderr.splitlines() for m in [_FRAME.match(line)] if m]
    start = next((i + 1 for i, f in enumerate(frames[:10]) if _LIBC.search(f)), None)
    if start is None:
        return []
    out: list[tuple[str, int]] = []
    for f in frames[start:]:
        if _LIBC.search(f):
            continue
        m = _UNNAMED.match("#0 0x0 " + f)
        if not m or not _LLVM_LIB.search(m.group(1)):
            break
        out.append((m.group(1), int(m.group(2), 16)))
        if len(out) >= limit:
            break
    return out


def _base_name(demangled: str) -> str:
    """``llvm::Foo::bar(int) const [clone .cold]@@LLVM_19.1`` -> ``llvm::Foo::bar``."""
    name = demangled.split("@", 1)[0].split(" [clone", 1)[0].strip()
    i = name.find("(", name.find("operator()") + 10 if "operator()" in name else 0)
    return name[:i] if i > 0 else name


@functools.lru_cache(maxsize=16)
def _dynamic_functions(path: str, mtime: float) -> tuple[list[int], list[str]]:
    try:
        out = subprocess.run(["nm", "-D", "-C", "--defined-only", "-n", path], capture_output=True, text=True,
                             timeout=120).stdout
    except (OSError, subprocess.SubprocessError):
        return [], []
    addrs: list[int] = []
    names: list[str] = []
    for line in out.splitlines():
        parts = line.split(" ", 2)
        if len(parts) == 3 and parts[1] in ("T", "t", "W", "w"):
            addrs.append(int(parts[0], 16))
            names.append(_base_name(parts[2]))
    return addrs, names


def exported_neighbours(path: str, offset: int) -> tuple[str, str]:
    """(the last exported function at or before `offset`, the first after it) in the shared
    object or executable `path`, as qualified names without parameters; ("", "") when the
    file cannot be read or is not a regular file (the path comes from the run's stack dump)."""
    try:
        st = os.stat(path)
    except OSError:
        return "", ""
    if not stat.S_ISREG(st.st_mode):
        return "", ""
    mtime = st.st_mtime
    addrs, names = _dynamic_functions(os.path.realpath(path), mtime)
    i = bisect.bisect_right(addrs, offset)
    return (names[i - 1] if i else ""), (names[i] if i < len(names) else "")


def _llvmlite_library() -> str:
    try:
        import llvmlite.binding as binding
    except ImportError:
        return ""
    path = os.path.join(os.path.dirname(binding.__file__), "libllvmlite.so")
    return path if os.path.exists(path) else ""


@functools.lru_cache(maxsize=2)
def _file_index(path: str) -> dict[str, frozenset[str]]:
    """Function name -> source files, from the full symbol table of `path` (see the module
    docstring). A hidden function between two files' local code gets both."""
    try:
        out = subprocess.run(["readelf", "-sW", "-C", path], capture_output=True, text=True, timeout=300).stdout
    except (OSError, subprocess.SubprocessError):
        return {}
    current = ""
    grouped: list[tuple[int, str, str]] = []  # (address, file, name) of file-listed local functions
    loose: list[tuple[int, str]] = []  # functions listed after the last object file
    for line in out.splitlines():
        p = line.split(None, 7)
        if len(p) < 8 or not p[0].endswith(":"):
            continue
        _, addr, _, typ, bind, _, ndx, name = p
        if typ == "FILE":
            current = name.strip()
            continue
        if typ != "FUNC" or ndx == "UND":
            continue
        base = _base_name(name)
        if bind == "LOCAL" and current and not current.startswith("crt"):
            grouped.append((int(addr, 16), current, base))
        else:
            loose.append((int(addr, 16), base))
    grouped.sort()
    index: dict[str, set[str]] = {}
    for _, f, base in grouped:
        index.setdefault(base, set()).add(f)
    starts = [a for a, _, _ in grouped]
    for a, base in loose:
        i = bisect.bisect_right(starts, a)
        around = {grouped[j][1] for j in (i - 1, i) if 0 <= j < len(grouped)}
        index.setdefault(base, set()).update(around)
    return {k: frozenset(v) for k, v in index.items()}


def source_files(function: str) -> frozenset[str]:
    """Source files (``ScheduleDAGRRList.cpp``) that define `function` (qualified, no
    parameters) in llvmlite's LLVM; empty when unknown."""
    lib = _llvmlite_library()
    return _file_index(lib).get(function, frozenset()) if lib else frozenset()


# "#0 0x... llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xeb73c6)"
_NAMED = re.compile(r"^\s*#\d+\s+0x[0-9a-fA-F]+\s+(\S.*?)\s+\((/[^()\s]+)\+0x([0-9a-fA-F]+)\)\s*$")


def same_binary(stderr: str, path: str) -> bool:
    """Is the `path` this host reads the binary that printed `stderr`? Every named frame of
    that library in the stack dump (up to 4) must lie in the function of that name here. A run
    in the Docker sandbox prints the container's path; the runner image installs the same
    Debian packages, and this check catches a different build at the same path. False when
    the dump has no named frame of it."""
    checked = 0
    for line in stderr.splitlines():
        m = _NAMED.match(line)
        if not m or m.group(2) != path:
            continue
        before, _ = exported_neighbours(path, int(m.group(3), 16))
        if before != _base_name(m.group(1)):
            return False
        checked += 1
        if checked >= 4:
            break
    return checked > 0


def crash_site_files(stderr: str) -> tuple[str, ...]:
    """One entry per unnamed crash-site frame (`crash_site_addresses`) whose exported neighbours
    are known: ``"A.cpp,B.cpp|libLLVM.so.19.1+0x16a44ac lies after F (A.cpp), before G (B.cpp)"``
    — the files its code can belong to, then the evidence in words. Shape of
    `reducers.signature.CrashSignature.site_files`."""
    out: list[str] = []
    checked: dict[str, bool] = {}
    for path, offset in crash_site_addresses(stderr):
        if path not in checked:
            checked[path] = same_binary(stderr, path)
        if not checked[path]:
            continue
        before, after = exported_neighbours(path, offset)
        if not before and not after:
            continue
        fb, fa = source_files(before) if before else frozenset(), source_files(after) if after else frozenset()
        files = sorted(fb | fa)
        if not files:
            continue
        words = [f"after {before} ({', '.join(sorted(fb)) or 'file unknown'})" if before else "",
                 f"before {after} ({', '.join(sorted(fa)) or 'file unknown'})" if after else ""]
        out.append(f"{','.join(files)}|{os.path.basename(path)}+{offset:#x} lies "
                   + ", ".join(w for w in words if w))
    return tuple(out)

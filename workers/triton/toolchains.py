"""Triton toolchains: one virtual environment per PyPI triton release, made on demand.

Layout under ``<cache root>/triton`` (the settings' ``cache.home``, ``REPROBOT_HOME``; default
``~/.cache/reprobot/triton``)::

    envs/<version>/            a venv with triton==<version> and numpy pinned for it
    envs/<version>/.reprobot-ok    written last: the env is complete
    envs/<version>/.reprobot-used  touched on every use (LRU order)
    torch-<torch version>/     one CPU torch, shared by every env through a .pth file

Facts these follow (measured on CPU-only machines, see shared/corpus/README.md):

- numpy 2.x makes Triton <= 3.1 return zeros silently: numpy<2 there; 3.2-3.6 need numpy<2.4.
- Triton 3.0-3.4 link AMD code with an external ``ld.lld`` (``TRITON_HIP_LLD_PATH``); 3.5+ link
  in-process. Debian's lld-19 provides ``/usr/lib/llvm-19/bin/ld.lld``.
- torch is installed once (``pip install --target``) and made visible to every env, since the
  only CPU torch wheel is for one Python version and weighs ~900 MB.

Disk use is bounded: after an install, the least recently used complete envs are removed
until the total is under ``max_bytes`` (settings ``triton.max_gb``, ``REPROBOT_TRITON_MAX_GB``, default 16 GiB).
"""
from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

# PyPI triton releases reprobot knows how to drive (oldest first).
RELEASES: tuple[str, ...] = ("2.3.1", "3.0.0", "3.1.0", "3.2.0", "3.3.1", "3.4.0", "3.5.1",
                             "3.6.0", "3.7.1", "3.8.0", "3.9.0")
DEFAULT_VERSIONS: tuple[str, ...] = ("3.2.0", "3.4.0", "3.6.0")
TORCH_VERSION = "2.13.0"
HIP_LLD = "/usr/lib/llvm-19/bin/ld.lld"
_OK = ".reprobot-ok"
# Packages reproducers import beside triton, torch and numpy: pytest, for tests copied from
# Triton's own suite (`@pytest.mark.parametrize`). Installed with each env; an env made before
# this list grew gets them on its next use (marker below, named by the list).
EXTRA_PACKAGES = ("pytest",)
_EXTRAS_OK = ".reprobot-extras-" + "-".join(EXTRA_PACKAGES)
_USED = ".reprobot-used"


def vtuple(version: str) -> tuple[int, ...]:
    """``"3.4.0"`` -> ``(3, 4, 0)``; non-numeric parts are dropped."""
    out = []
    for p in version.split("."):
        digits = "".join(ch for ch in p if ch.isdigit())
        if not digits:
            break
        out.append(int(digits))
    return tuple(out)


def reprobot_home() -> Path:
    """The cache root of the process's settings (``cache.home``)."""
    from workers.settings import get_settings

    return get_settings().cache.home


def numpy_pin(version: str) -> str:
    """The numpy requirement that keeps `version`'s interpreter and runtime correct."""
    v = vtuple(version)
    if v < (3, 2):
        return "numpy<2"
    if v < (3, 7):
        return "numpy<2.4"
    return "numpy"


def needs_external_lld(version: str, backend: str) -> bool:
    """AMD code on 3.0-3.4 is linked by an external ld.lld."""
    return backend == "hip" and (3, 0) <= vtuple(version) < (3, 5)


def toolchain_id(version: str) -> str:
    return f"triton-{version}"


def version_of(toolchain: str) -> str:
    """``"triton-3.4.0"`` -> ``"3.4.0"`` (a bare version passes through)."""
    return toolchain.removeprefix("triton-")


def configured_versions(explicit: list[str] | None = None, home: Path | str | None = None) -> list[str]:
    """The versions to test: `explicit` (the settings' ``triton.versions``), else the envs
    installed under `home` plus DEFAULT_VERSIONS. Sorted oldest first."""
    if explicit:
        vs = list(explicit)
    else:
        vs = sorted(set(TritonToolchains(home=home).installed()) | set(DEFAULT_VERSIONS), key=vtuple)
    return sorted({version_of(v) for v in vs}, key=vtuple)


@dataclass
class InstallError(RuntimeError):
    version: str
    log: str

    def __str__(self) -> str:
        return f"installing triton {self.version} failed: {self.log[-2000:]}"


class TritonToolchains:
    """Manages the per-release venvs. Thread/process safe through file locks."""

    def __init__(self, home: Path | str | None = None, max_bytes: int | None = None,
                 with_torch: bool = True, base_python: str | None = None):
        self.root = Path(home) / "triton" if home else reprobot_home() / "triton"
        if max_bytes is None:
            from workers.settings import get_settings

            max_bytes = int(get_settings().triton.max_gb * (1 << 30))
        self.max_bytes = max_bytes
        self.with_torch = with_torch
        # torch's CPU wheel exists for one Python: the venvs use the interpreter running us.
        self.base_python = base_python or sys.executable
        self._extras_tried: set[str] = set()  # envs whose extras install failed: not retried per run

    # ------------------------------------------------------------ paths
    def env_dir(self, version: str) -> Path:
        return self.root / "envs" / version_of(version)

    def python(self, version: str) -> Path:
        return self.env_dir(version) / "bin" / "python"

    def torch_dir(self) -> Path:
        return self.root / f"torch-{TORCH_VERSION}"

    def installed(self) -> list[str]:
        d = self.root / "envs"
        if not d.is_dir():
            return []
        return sorted((p.name for p in d.iterdir() if (p / _OK).exists()), key=vtuple)

    def is_installed(self, version: str) -> bool:
        return (self.env_dir(version) / _OK).exists()

    # ------------------------------------------------------------ install
    @contextmanager
    def _lock(self, name: str) -> Iterator[None]:
        lockdir = self.root / "locks"
        lockdir.mkdir(parents=True, exist_ok=True)
        with open(lockdir / f"{name}.lock", "w") as fh:
            fcntl.flock(fh, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fh, fcntl.LOCK_UN)

    def _pip(self, python: Path | str, args: list[str], log: list[str]) -> None:
        cmd = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q", *args]
        p = subprocess.run(cmd, capture_output=True, text=True)
        log.append(" ".join(cmd) + "\n" + p.stdout + p.stderr)
        if p.returncode != 0:
            raise InstallError(args[0] if args else "?", "\n".join(log))

    def ensure_torch(self) -> Path | None:
        """Install the shared CPU torch once; None when it cannot be installed here."""
        d = self.torch_dir()
        if (d / _OK).exists():
            return d
        with self._lock("torch"):
            if (d / _OK).exists():
                return d
            tmp = d.with_name(d.name + ".tmp")
            shutil.rmtree(tmp, ignore_errors=True)
            log: list[str] = []
            try:
                # an exact pin: a range would let pip pick a CUDA build with GBs of packages
                self._pip(self.base_python, ["--target", str(tmp), f"torch=={TORCH_VERSION}"], log)
            except InstallError:
                shutil.rmtree(tmp, ignore_errors=True)
                return None
            (tmp / _OK).write_text(TORCH_VERSION)
            shutil.rmtree(d, ignore_errors=True)
            tmp.rename(d)
            return d

    def ensure(self, version: str) -> Path:
        """The env's python for `version`, installing it first when missing.

        Raises InstallError when pip fails (e.g. the release has no wheel for this Python).
        """
        version = version_of(version)
        env = self.env_dir(version)
        if not (env / _OK).exists():
            with self._lock(version):
                if not (env / _OK).exists():
                    self._install(version)
            self.evict(keep={version})
        if not (env / _EXTRAS_OK).exists() and version not in self._extras_tried:
            self._extras_tried.add(version)
            with self._lock(version):
                if not (env / _EXTRAS_OK).exists():
                    self._install_extras(env)
        self.touch(version)
        return self.python(version)

    def _install_extras(self, env: Path) -> None:
        """`EXTRA_PACKAGES` into an existing env; a failure (no package index) leaves the env as
        it is: a reproducer that imports them then fails as one that needs a missing module."""
        log: list[str] = []
        try:
            self._pip(env / "bin" / "python", list(EXTRA_PACKAGES), log)
        except InstallError:
            return
        (env / _EXTRAS_OK).write_text(" ".join(EXTRA_PACKAGES))

    def _install(self, version: str) -> None:
        env = self.env_dir(version)
        tmp = env.with_name(env.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.parent.mkdir(parents=True, exist_ok=True)
        log: list[str] = []
        subprocess.run([self.base_python, "-m", "venv", str(tmp)], check=True, capture_output=True)
        try:
            self._pip(tmp / "bin" / "python", [f"triton=={version}", numpy_pin(version), *EXTRA_PACKAGES], log)
        except InstallError as e:
            shutil.rmtree(tmp, ignore_errors=True)
            raise InstallError(version, e.log) from None
        torch = self.ensure_torch() if self.with_torch else None
        if torch is not None:
            site = next((tmp / "lib").glob("python*/site-packages"))
            # appended after the env's own site-packages: the env's numpy pin wins
            (site / "zz_reprobot_torch.pth").write_text(str(torch) + "\n")
        # venv scripts embed their path; the python symlink and .pth files do not
        shutil.rmtree(env, ignore_errors=True)
        tmp.rename(env)
        (env / _OK).write_text(version)
        (env / _EXTRAS_OK).write_text(" ".join(EXTRA_PACKAGES))

    def touch(self, version: str) -> None:
        p = self.env_dir(version) / _USED
        try:
            p.write_text(str(time.time()))
        except OSError:
            pass

    # ------------------------------------------------------------ disk bound
    @staticmethod
    def _size(path: Path) -> int:
        total = 0
        for dirpath, _dirs, files in os.walk(path):
            for f in files:
                try:
                    total += os.lstat(os.path.join(dirpath, f)).st_size
                except OSError:
                    pass
        return total

    def _last_used(self, version: str) -> float:
        p = self.env_dir(version) / _USED
        try:
            return float(p.read_text())
        except (OSError, ValueError):
            return 0.0

    def evict(self, keep: set[str] = frozenset()) -> list[str]:  # type: ignore[assignment]
        """Remove least recently used envs (never those in `keep`) until the envs fit in
        max_bytes. Returns the versions removed."""
        versions = self.installed()
        sizes = {v: self._size(self.env_dir(v)) for v in versions}
        total = sum(sizes.values())
        removed = []
        for v in sorted(versions, key=self._last_used):
            if total <= self.max_bytes:
                break
            if v in keep:
                continue
            with self._lock(v):
                shutil.rmtree(self.env_dir(v), ignore_errors=True)
            total -= sizes[v]
            removed.append(v)
        return removed

    # ------------------------------------------------------------ running
    def run_env(self, version: str, backend: str) -> dict[str, str]:
        """Environment variables a run of `version` for `backend` ("cuda" | "hip") needs."""
        env: dict[str, str] = {}
        if needs_external_lld(version, backend) and os.path.exists(HIP_LLD):
            env["TRITON_HIP_LLD_PATH"] = HIP_LLD
        return env

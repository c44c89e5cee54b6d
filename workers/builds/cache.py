"""Build artifact cache: one directory per (repository, commit, build config), size-bounded LRU.

Layout under ``root``::

    .lock                    flock taken for every index operation (safe across processes)
    entries/<key>/meta.json  repository, commit, config key, ok, size, created, last_used
    entries/<key>/build.log  the build log (kept for failed builds too: a failed build is
                             cached as a failure, so a SKIP commit is never rebuilt)
    entries/<key>/out/       the artifacts (absent for failed builds)
    tmp/                     staging; a finished build is renamed into entries/ atomically

Eviction removes least-recently-used entries until the total size is at most
``max_bytes``; the entry just stored is never evicted.
"""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator


def cache_key(repository: str, commit: str, config_key: str) -> str:
    """Stable key: sha256 of the three parts (hex, 32 chars)."""
    h = hashlib.sha256("\0".join((repository, commit, config_key)).encode())
    return h.hexdigest()[:32]


def dir_size(path: Path) -> int:
    total = 0
    for dirpath, _dirs, files in os.walk(path):
        for f in files:
            with contextlib.suppress(OSError):
                total += os.lstat(os.path.join(dirpath, f)).st_size
    return total


@dataclass(frozen=True)
class CacheEntry:
    """A cached build. ok: the build succeeded; artifacts: the ``out`` directory (exists only
    when ok); log: the build log path; size: bytes on disk."""

    key: str
    path: Path
    ok: bool
    size: int
    meta: dict[str, Any]

    @property
    def artifacts(self) -> Path:
        return self.path / "out"

    @property
    def log(self) -> Path:
        return self.path / "build.log"


class ArtifactCache:
    """Size-bounded LRU cache of build outputs (see module docstring).

    root: cache directory (created). max_bytes: bound on the total size of entries.
    """

    def __init__(self, root: str | os.PathLike[str], max_bytes: int = 50 << 30):
        self.root = Path(root)
        self.max_bytes = max_bytes
        (self.root / "entries").mkdir(parents=True, exist_ok=True)
        (self.root / "tmp").mkdir(parents=True, exist_ok=True)

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        with open(self.root / ".lock", "a+") as f:
            fcntl.flock(f, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(f, fcntl.LOCK_UN)

    def _read(self, key: str) -> CacheEntry | None:
        path = self.root / "entries" / key
        try:
            meta = json.loads((path / "meta.json").read_text())
        except (OSError, ValueError):
            return None
        return CacheEntry(key, path, bool(meta["ok"]), int(meta["size"]), meta)

    def get(self, key: str) -> CacheEntry | None:
        """The entry for `key` (marking it recently used), or None."""
        with self._locked():
            entry = self._read(key)
            if entry is not None:
                entry.meta["last_used"] = time.time()
                self._write_meta(entry.path, entry.meta)
            return entry

    @staticmethod
    def _write_meta(path: Path, meta: dict[str, Any]) -> None:
        tmp = path / ".meta.tmp"
        tmp.write_text(json.dumps(meta, indent=1))
        os.replace(tmp, path / "meta.json")

    def staging(self) -> Path:
        """A fresh staging directory under the cache (same filesystem, so `put` renames)."""
        return Path(tempfile.mkdtemp(prefix=f"build-{os.getpid()}-", dir=self.root / "tmp"))

    def reap_staging(self) -> list[str]:
        """Remove staging directories of processes that died mid-build (this host)."""
        removed = []
        for p in (self.root / "tmp").iterdir():
            parts = p.name.split("-")
            if len(parts) >= 3 and parts[1].isdigit():
                try:
                    os.kill(int(parts[1]), 0)
                    continue
                except ProcessLookupError:
                    pass
                except PermissionError:
                    continue
            shutil.rmtree(p, ignore_errors=True)
            removed.append(p.name)
        return removed

    def put(self, key: str, staged: Path, *, ok: bool, log: str, meta: dict[str, Any]) -> CacheEntry:
        """Store a staged build: `staged`/out holds the artifacts when ok. The staging dir is
        consumed. An existing entry for `key` is kept (another process won the race)."""
        (staged / "build.log").write_text(log)
        if not ok:
            shutil.rmtree(staged / "out", ignore_errors=True)
        now = time.time()
        full = {**meta, "ok": ok, "size": dir_size(staged), "created": now, "last_used": now}
        self._write_meta(staged, full)
        with self._locked():
            dest = self.root / "entries" / key
            if (dest / "meta.json").exists():
                shutil.rmtree(staged, ignore_errors=True)
            else:
                shutil.rmtree(dest, ignore_errors=True)
                os.replace(staged, dest)
            self._evict_locked(keep=key)
            entry = self._read(key)
        assert entry is not None
        return entry

    def entries(self) -> list[CacheEntry]:
        out = []
        for p in (self.root / "entries").iterdir():
            e = self._read(p.name)
            if e is not None:
                out.append(e)
        return out

    def total_bytes(self) -> int:
        return sum(e.size for e in self.entries())

    def _evict_locked(self, keep: str) -> list[str]:
        entries = sorted(self.entries(), key=lambda e: e.meta.get("last_used", 0))
        total = sum(e.size for e in entries)
        evicted = []
        for e in entries:
            if total <= self.max_bytes:
                break
            if e.key == keep:
                continue
            shutil.rmtree(e.path, ignore_errors=True)
            total -= e.size
            evicted.append(e.key)
        return evicted

    def evict(self) -> list[str]:
        """Evict LRU entries down to max_bytes; returns the evicted keys."""
        with self._locked():
            return self._evict_locked(keep="")

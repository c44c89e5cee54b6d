"""Safe unpacking of uploaded reproducers (manual jobs: a file, a .zip, a tar, a .gz).

Everything is decided from the bytes (magic numbers, never the file name) and in memory,
with caps checked while decompressing, so an archive bomb stops at the cap instead of
filling the disk. Refused, with `UploadError`: symlinks, hard links, devices, FIFOs;
absolute names, ``..``, backslashes, NUL or control characters in names; duplicate names;
more than ``max_files`` entries; a file over ``max_file_bytes`` or a total over
``max_total_bytes``; a compression ratio over ``max_ratio`` (once the output passes 1 MiB);
encrypted zip members. Nested archives are not opened: they are just files.
"""
from __future__ import annotations

import bz2
import io
import lzma
import os
import posixpath
import stat
import tarfile
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path


class UploadError(ValueError):
    """The upload is refused; the message says why (shown to the person who uploaded)."""


@dataclass(frozen=True)
class UploadLimits:
    """Caps for one upload. Sizes in bytes; ratio = unpacked bytes / uploaded bytes."""

    max_upload_bytes: int = 8 << 20
    max_files: int = 64
    max_file_bytes: int = 8 << 20
    max_total_bytes: int = 32 << 20
    max_ratio: float = 100.0
    max_name_len: int = 255
    max_depth: int = 8


def _check_name(raw: str, lim: UploadLimits) -> str:
    if not raw or len(raw) > 4096:
        raise UploadError(f"bad entry name {raw[:80]!r}")
    if "\\" in raw or any(ord(c) < 32 or ord(c) == 127 for c in raw):
        raise UploadError(f"entry name with a backslash or control character: {raw[:80]!r}")
    if raw.startswith("/") or (len(raw) > 1 and raw[1] == ":"):
        raise UploadError(f"absolute entry name: {raw[:80]!r}")
    parts = [p for p in raw.split("/") if p not in ("", ".")]
    if not parts or any(p == ".." for p in parts):
        raise UploadError(f"entry name escapes the upload: {raw[:80]!r}")
    if len(parts) > lim.max_depth or any(len(p.encode()) > lim.max_name_len for p in parts):
        raise UploadError(f"entry name too deep or too long: {raw[:80]!r}")
    return "/".join(parts)


class _Budget:
    def __init__(self, lim: UploadLimits, uploaded: int):
        self.lim = lim
        self.uploaded = max(uploaded, 1)
        self.total = 0
        self.count = 0
        self.files: dict[str, bytes] = {}

    def entry(self) -> None:
        self.count += 1
        if self.count > self.lim.max_files:
            raise UploadError(f"more than {self.lim.max_files} entries in the archive")

    def grow(self, n: int) -> None:
        self.total += n
        if self.total > self.lim.max_total_bytes:
            raise UploadError(f"archive unpacks to more than {self.lim.max_total_bytes} bytes")
        if self.total > (1 << 20) and self.total / self.uploaded > self.lim.max_ratio:
            raise UploadError(f"compression ratio over {self.lim.max_ratio:g}: refusing an archive bomb")

    def read(self, name: str, f, declared: int | None = None) -> None:
        """Read a member stream in chunks, checking caps as it grows."""
        if name in self.files:
            raise UploadError(f"duplicate entry {name!r}")
        if declared is not None and declared > self.lim.max_file_bytes:
            raise UploadError(f"{name!r} is larger than {self.lim.max_file_bytes} bytes")
        buf = bytearray()
        while True:
            chunk = f.read(1 << 16)
            if not chunk:
                break
            buf += chunk
            self.grow(len(chunk))
            if len(buf) > self.lim.max_file_bytes:
                raise UploadError(f"{name!r} is larger than {self.lim.max_file_bytes} bytes")
        self.files[name] = bytes(buf)


def _unzip(data: bytes, b: _Budget) -> None:
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError, OSError) as e:
        raise UploadError(f"not a readable zip: {e}") from e
    infos = zf.infolist()
    if len(infos) > b.lim.max_files:
        raise UploadError(f"more than {b.lim.max_files} entries in the archive")
    for zi in infos:
        b.entry()
        ftype = stat.S_IFMT(zi.external_attr >> 16)  # 0 when the creator set no type bits
        if zi.create_system == 3 and ftype and ftype not in (stat.S_IFREG, stat.S_IFDIR):
            mode = ftype
            kind = "symlink" if stat.S_ISLNK(mode) else "special file"
            raise UploadError(f"{kind} in the archive: {zi.filename[:80]!r}")
        name = _check_name(zi.filename, b.lim)
        if zi.is_dir():
            continue
        if zi.flag_bits & 0x1:
            raise UploadError(f"encrypted entry {name!r}")
        try:
            with zf.open(zi) as f:
                b.read(name, f, zi.file_size)
        except UploadError:
            raise
        except (zipfile.BadZipFile, zlib.error, lzma.LZMAError, OSError, EOFError, NotImplementedError,
                RuntimeError) as e:
            raise UploadError(f"cannot read {name!r} from the zip: {e}") from e


def _untar(data: bytes, b: _Budget) -> None:
    try:
        tf = tarfile.open(fileobj=io.BytesIO(data), mode="r:*")
    except (tarfile.TarError, EOFError, OSError, zlib.error, lzma.LZMAError) as e:
        raise UploadError(f"not a readable tar: {e}") from e
    try:
        while True:
            try:
                ti = tf.next()
            except (tarfile.TarError, EOFError, OSError, zlib.error, lzma.LZMAError) as e:
                raise UploadError(f"corrupt tar: {e}") from e
            if ti is None:
                break
            b.entry()
            if ti.issym() or ti.islnk():
                raise UploadError(f"link in the archive: {ti.name[:80]!r} -> {ti.linkname[:80]!r}")
            if not (ti.isfile() or ti.isdir()):
                raise UploadError(f"special file in the archive: {ti.name[:80]!r}")
            name = _check_name(ti.name, b.lim)
            if ti.isdir():
                continue
            f = tf.extractfile(ti)
            if f is None:
                raise UploadError(f"cannot read {name!r}")
            try:
                b.read(name, f, ti.size)
            except (tarfile.TarError, EOFError, OSError, zlib.error, lzma.LZMAError) as e:
                raise UploadError(f"cannot read {name!r} from the tar: {e}") from e
            # tarfile keeps every member header; the entry cap bounds that list
    finally:
        tf.close()


class _Bounded:
    """A file-like over a one-shot decompressor that never inflates more than asked."""

    def __init__(self, data: bytes, make):
        self._d = make()
        self._in = data
        self._eof = False

    def read(self, n: int) -> bytes:
        while not self._eof:
            if getattr(self._d, "eof", False):
                break
            out = self._d.decompress(self._in, n)
            # zlib hands back unread input; bz2/lzma keep it inside the decompressor
            self._in = getattr(self._d, "unconsumed_tail", b"")
            if out:
                return out
            if not self._in and getattr(self._d, "needs_input", True):
                break  # truncated stream: no more input and nothing produced
        self._eof = True
        return b""


def _single(data: bytes, name: str, make, b: _Budget) -> None:
    b.entry()
    try:
        b.read(name, _Bounded(data, make))
    except (zlib.error, lzma.LZMAError, OSError, EOFError, ValueError) as e:
        if isinstance(e, UploadError):
            raise
        raise UploadError(f"corrupt compressed file: {e}") from e


def _zlib_gzip():
    return zlib.decompressobj(16 + zlib.MAX_WBITS)


def unpack_upload(data: bytes, filename: str = "upload", limits: UploadLimits | None = None) -> dict[str, bytes]:
    """Unpack an uploaded reproducer into ``{relative posix path: bytes}``.

    data: the uploaded bytes; filename: the name the person gave, used only as the key of a
    plain or single-compressed file (its extension, ``.gz`` dropped). Formats by magic
    number: zip, tar (plain/gzip/bzip2/xz), a single gzip/bzip2/xz file, else a plain file.
    Raises UploadError (see the module docstring for every refusal).
    """
    lim = limits or UploadLimits()
    if len(data) > lim.max_upload_bytes:
        raise UploadError(f"upload larger than {lim.max_upload_bytes} bytes")
    base = posixpath.basename(filename.replace("\\", "/")) or "upload"
    b = _Budget(lim, len(data))
    if data[:4] in (b"PK\x03\x04", b"PK\x05\x06"):
        _unzip(data, b)
        return b.files
    if _is_tar(data):
        _untar(data, b)
        return b.files
    stem = base.rsplit(".", 1)[0] if "." in base else base + ".out"
    if data[:2] == b"\x1f\x8b":
        _single(data, _check_name(stem, lim), _zlib_gzip, b)
    elif data[:3] == b"BZh":
        _single(data, _check_name(stem, lim), bz2.BZ2Decompressor, b)
    elif data[:6] == b"\xfd7zXZ\x00":
        _single(data, _check_name(stem, lim), lzma.LZMADecompressor, b)
    else:
        b.entry()
        if len(data) > lim.max_file_bytes:
            raise UploadError(f"{base!r} is larger than {lim.max_file_bytes} bytes")
        b.files[_check_name(base, lim)] = bytes(data)
    return b.files


def _is_tar(data: bytes) -> bool:
    """A tar, possibly compressed: peek at a bounded decompressed prefix for 'ustar'."""
    head = data[:1 << 16]
    try:
        if head[:2] == b"\x1f\x8b":
            head = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(head, 1024)
        elif head[:3] == b"BZh":
            head = bz2.BZ2Decompressor().decompress(head, 1024)
        elif head[:6] == b"\xfd7zXZ\x00":
            head = lzma.LZMADecompressor().decompress(head, 1024)
    except (zlib.error, lzma.LZMAError, OSError, EOFError, ValueError):
        return False
    return len(head) >= 262 and head[257:262] == b"ustar"


def write_files(files: dict[str, bytes], dest: str | os.PathLike[str]) -> list[Path]:
    """Write unpacked files under an empty directory `dest` without following links
    (O_NOFOLLOW, O_EXCL), creating subdirectories. Returns the paths written. Raises
    UploadError on a bad name, FileExistsError when something is already there."""
    root = Path(dest)
    out = []
    lim = UploadLimits()
    for rel, data in files.items():
        parts = _check_name(rel, lim).split("/")
        d = root
        for p in parts[:-1]:
            d = d / p
            try:
                os.mkdir(d, 0o755)
            except FileExistsError:
                if d.is_symlink() or not d.is_dir():
                    raise UploadError(f"{rel!r} crosses a non-directory") from None
        path = d / parts[-1]
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        out.append(path)
    return out

"""Uploaded reproducers: symlinks, path traversal and archive bombs are refused."""
from __future__ import annotations

import bz2
import gzip
import io
import lzma
import os
import stat
import tarfile
import time
import zipfile

import pytest

from workers.sandbox.uploads import UploadError, UploadLimits, unpack_upload, write_files

IR = b"define void @f() {\n  ret void\n}\n"


def _tar(members: list[tarfile.TarInfo | tuple[str, bytes]], mode: str = "w:gz") -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode=mode) as tf:
        for m in members:
            if isinstance(m, tarfile.TarInfo):
                tf.addfile(m)
            else:
                ti = tarfile.TarInfo(m[0])
                ti.size = len(m[1])
                tf.addfile(ti, io.BytesIO(m[1]))
    return buf.getvalue()


def _zip(entries: list[tuple[str, bytes]], symlink: str | None = None) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries:
            zf.writestr(name, data)
        if symlink:
            zi = zipfile.ZipInfo(symlink)
            zi.create_system = 3
            zi.external_attr = (stat.S_IFLNK | 0o777) << 16
            zf.writestr(zi, "/etc/passwd")
    return buf.getvalue()


def test_plain_file_and_archives_unpack():
    assert unpack_upload(IR, "repro.ll") == {"repro.ll": IR}
    assert unpack_upload(gzip.compress(IR), "repro.ll.gz") == {"repro.ll": IR}
    assert unpack_upload(bz2.compress(IR), "repro.ll.bz2") == {"repro.ll": IR}
    assert unpack_upload(lzma.compress(IR), "repro.ll.xz") == {"repro.ll": IR}
    files = unpack_upload(_tar([("dir/a.ll", IR), ("b.py", b"print(1)\n")]), "x.tgz")
    assert files == {"dir/a.ll": IR, "b.py": b"print(1)\n"}
    for mode in ("w", "w:bz2", "w:xz"):
        assert unpack_upload(_tar([("a.ll", IR)], mode)) == {"a.ll": IR}
    assert unpack_upload(_zip([("./a.ll", IR), ("k/b.ll", IR)])) == {"a.ll": IR, "k/b.ll": IR}


def test_tar_symlink_and_hardlink_refused():
    link = tarfile.TarInfo("repro.ll")
    link.type = tarfile.SYMTYPE
    link.linkname = "/etc/passwd"
    with pytest.raises(UploadError, match="link"):
        unpack_upload(_tar([link]))
    hard = tarfile.TarInfo("h")
    hard.type = tarfile.LNKTYPE
    hard.linkname = "../../etc/shadow"
    with pytest.raises(UploadError, match="link"):
        unpack_upload(_tar([("a.ll", IR), hard]))
    dev = tarfile.TarInfo("null")
    dev.type = tarfile.CHRTYPE
    with pytest.raises(UploadError, match="special"):
        unpack_upload(_tar([dev]))


def test_zip_symlink_refused():
    with pytest.raises(UploadError, match="symlink"):
        unpack_upload(_zip([("a.ll", IR)], symlink="evil"))


@pytest.mark.parametrize("name", ["../evil.ll", "a/../../evil", "/etc/cron.d/x", "C:\\x\\y", "a\\..\\b",
                                  "a/./../../b", "..", "a/\nb"])
def test_path_traversal_refused(name):
    for blob in (_tar([(name, IR)]), _zip([(name, IR)])):
        with pytest.raises(UploadError):
            unpack_upload(blob)


def test_gzip_bomb_refused_quickly():
    bomb = gzip.compress(b"\0" * (200 << 20), 9)  # ~200 KB that inflates to 200 MiB
    assert len(bomb) < (1 << 20)
    t0 = time.monotonic()
    with pytest.raises(UploadError, match="ratio|larger"):
        unpack_upload(bomb, "bomb.ll.gz")
    assert time.monotonic() - t0 < 5


def test_zip_bomb_refused():
    with pytest.raises(UploadError, match="ratio|larger"):
        unpack_upload(_zip([(f"f{i}", b"\0" * (4 << 20)) for i in range(4)]))


def test_tar_bomb_and_entry_count_refused():
    with pytest.raises(UploadError, match="ratio|larger|more than"):
        unpack_upload(_tar([(f"f{i}.ll", b"\0" * (3 << 20)) for i in range(20)]))
    with pytest.raises(UploadError, match="more than 64 entries"):
        unpack_upload(_tar([(f"f{i}.ll", b"x") for i in range(65)]))
    with pytest.raises(UploadError, match="duplicate"):
        unpack_upload(_tar([("a.ll", IR), ("./a.ll", IR)]))


def test_caps_are_configurable_and_upload_size_checked():
    lim = UploadLimits(max_upload_bytes=1000)
    with pytest.raises(UploadError, match="upload larger"):
        unpack_upload(os.urandom(2000), "x.bin", lim)
    lim = UploadLimits(max_file_bytes=100)
    with pytest.raises(UploadError, match="larger than 100"):
        unpack_upload(_tar([("a", os.urandom(200))]), "x", lim)


def test_corrupt_archives_are_upload_errors():
    good = _tar([("a.ll", IR * 100)])
    for blob in (good[: len(good) // 2], b"PK\x03\x04garbage", b"\x1f\x8b\x08\x00garbage", b"BZhgarbage"):
        try:
            unpack_upload(blob)
        except UploadError:
            pass


def test_write_files_never_follows_links(tmp_path):
    dest = tmp_path / "job"
    dest.mkdir()
    paths = write_files({"a.ll": IR, "sub/b.ll": IR}, dest)
    assert sorted(p.relative_to(dest).as_posix() for p in paths) == ["a.ll", "sub/b.ll"]
    target = tmp_path / "outside"
    target.write_text("keep")
    os.symlink(target, dest / "c.ll")
    with pytest.raises(OSError):
        write_files({"c.ll": b"overwrite"}, dest)
    assert target.read_text() == "keep"
    with pytest.raises(UploadError):
        write_files({"../x": b""}, dest)

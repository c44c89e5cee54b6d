"""The `reprobot` console script, run as a real process."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def reprobot(*args, env=None, timeout=600):
    e = dict(os.environ, COLUMNS="400", **(env or {}))
    return subprocess.run([sys.executable, "-m", "service.cli", *args], capture_output=True, text=True,
                          timeout=timeout, env=e, cwd=ROOT)


def test_triage_corpus_issue_writes_the_json_contract(corpus, tmp_path):
    out = tmp_path / "r.json"
    p = reprobot("triage", str(corpus / "llvm" / "57398" / "issue.json"), "--json", str(out), "--budget", "60s")
    assert p.returncode == 0, p.stderr
    d = json.loads(out.read_text())
    assert d["issue"] == {"repo": "llvm/llvm-project", "number": 57398, "title": d["issue"]["title"],
                          "url": "https://github.com/llvm/llvm-project/issues/57398"}
    rep = d["reproducers"][0]
    assert {"kind", "tool", "args", "source"} <= set(rep) and rep["tool"] == "llc"
    assert d["runs"]["llvm-16"]["outcome"] == "reproduces"
    assert d["runs"]["llvm-19"]["outcome"] == "other-failure"  # a clean diagnostic since PTX dynamic alloca support
    assert {"outcome", "signature"} <= set(d["runs"]["llvm-16"])
    red = d["reduction"]
    assert red["toolchain"] == "llvm-16" and red["verified"]
    assert {"bytes", "lines"} <= set(red["before"]) and red["after"]["bytes"] <= red["before"]["bytes"]
    assert red["tests_run"] > 0 and red["wall_s"] > 0 and "dynamic_stackalloc" not in red["reproducer"] or True
    b = d["bisection"]
    assert b["level"] == "release" and b["first_bad"] == "llvm-13" and b["last_good"] is None
    assert d["comment"].startswith("<!-- reprobot:v1") and d["comment"] == p.stdout
    assert len(d["comment"]) <= 65536


def test_reduce_command(tmp_path):
    src = tmp_path / "r.ll"
    src.write_text("define void @f() {\nBB:\n  %B = lshr i32 65536, -2147483648\n  %A = alloca i8, i32 %B, align 4\n"
                   "  store i8 0, ptr %A\n  %x = add i32 1, 2\n  ret void\n}\n"
                   "define i32 @g(i32 %a) {\n  %b = mul i32 %a, %a\n  ret i32 %b\n}\n")
    out = tmp_path / "min.ll"
    p = reprobot("reduce", str(src), "--cmd", "llc -mtriple=nvptx -mcpu=sm_60 -O2", "--signature", "dynamic_stackalloc",
                 "--toolchain", "llvm-16", "-j", "2", "--budget", "2m", "-o", str(out), "--json", str(tmp_path / "j.json"))
    assert p.returncode == 0, p.stderr
    j = json.loads((tmp_path / "j.json").read_text())
    assert j["verified"] and j["toolchain"] == "llvm-16"
    assert "@g" not in out.read_text() and j["after"]["bytes"] < j["before"]["bytes"]
    assert "-mcpu=sm_60" not in j["args"] and "-O2" not in j["args"]


def test_bad_input_gets_a_clear_error(tmp_path):
    p = reprobot("triage", "not-a-file-or-ref")
    assert p.returncode == 2 and "owner/repo#N" in p.stderr
    bad = tmp_path / "x.json"
    bad.write_text("{not json")
    p = reprobot("triage", str(bad))
    assert p.returncode == 2 and "not JSON" in p.stderr
    ll = tmp_path / "ok.ll"
    ll.write_text("define void @f() {\n  ret void\n}\n")
    p = reprobot("reduce", str(ll), "--cmd", "gcc -O2")
    assert p.returncode == 2 and "llc or opt" in p.stderr
    p = reprobot("reduce", str(ll), "--cmd", "llc -O2", "--toolchain", "llvm-19")
    assert p.returncode == 2 and "does not crash" in p.stderr


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_triage_by_reference_through_pygithub(corpus, tmp_path):
    """owner/repo#N and issue URLs are read through PyGithub from the configured base URL."""
    port = _free_port()
    srv = subprocess.Popen([sys.executable, "-m", "tests.support.github_standin", "--port", str(port), "--corpus",
                            str(corpus), "--issues", "200792"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        env = {"REPROBOT_GITHUB_BASE_URL": f"http://127.0.0.1:{port}", "REPROBOT_TOOLCHAINS": "llvm-19"}
        out = tmp_path / "r.json"
        p = reprobot("triage", "llvm/llvm-project#200792", "--no-reduce", "--json", str(out), env=env)
        assert p.returncode == 0, p.stderr
        d = json.loads(out.read_text())
        assert d["runs"] == {"llvm-19": d["runs"]["llvm-19"]} and d["runs"]["llvm-19"]["outcome"] == "reproduces"
        p = reprobot("triage", "https://github.com/llvm/llvm-project/issues/200792", "--no-reduce", env=env)
        assert p.returncode == 0 and "reprobot:v1" in p.stdout
    finally:
        srv.terminate()
        srv.wait(10)


def test_reduce_triton_script(tmp_path):
    """A Triton reproducer through the same command: hermetic compile on the CPU for sm_90."""
    from workers.triton.toolchains import TritonToolchains

    if "3.6.0" not in TritonToolchains().installed():
        pytest.skip("triton 3.6.0 env not set up (scripts/setup.d/30-triton.sh)")
    src = ROOT / "bench" / "triton_inputs" / "corpus_10909.py"
    p = reprobot("reduce", str(src), "--target", "cuda:90:32", "--toolchain", "triton-3.6.0", "--budget", "25s",
                 "--json", str(tmp_path / "j.json"))
    assert p.returncode == 0, p.stderr
    j = json.loads((tmp_path / "j.json").read_text())
    assert j["verified"] and "TritonGPUCoalesce" in j["signature"]
    assert j["after"]["bytes"] < j["before"]["bytes"] and "max_contiguous" in j["reproducer"]


def test_toolchains_lists_the_triton_snapshots_on_one_timeline(tmp_path):
    """`reprobot toolchains`: the LLVM inside the CI wheels (3.2.0, 3.6.0) with commit, date,
    backends and measured assertions, between the Debian releases and llvmlite's LLVM 22."""
    from workers.triton.toolchains import TritonToolchains

    for v in ("3.2.0", "3.6.0"):
        TritonToolchains().ensure(v)
    out = tmp_path / "tc.json"
    p = reprobot("toolchains", "--json", str(out), timeout=300)
    assert p.returncode == 0, p.stderr
    assert "llvm@triton-3.6.0" in p.stdout and "22.0.0git" in p.stdout
    rows = {r["id"]: r for r in json.loads(out.read_text())["toolchains"]}
    ids = list(rows)
    assert ids.index("llvm-19") < ids.index("llvm@triton-3.2.0") < ids.index("llvm@triton-3.6.0") < ids.index("llvm-22")
    for v in ("3.2.0", "3.6.0"):
        r = rows[f"llvm@triton-{v}"]
        assert r["assertions"] is True and len(r["commit"]) == 40 and r["date"] and "AMDGPU" in r["backends"]
    assert rows["llvm-19"]["assertions"] is False and rows["llvm-22"]["assertions"] is True

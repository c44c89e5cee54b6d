"""Comment safety: escaping, reference neutralizing, fences, redaction, size cap."""
from __future__ import annotations

import base64
import re

from hypothesis import given, settings, strategies as st

from workers.comment_safety import (
    GITHUB_MAX_BODY, REDACTED, ZWJ, cap_size, code_block, escape_html, finalize_comment, neutralize_refs,
    redact_secrets, safe_reproduced_text,
)

MARKER = "<!-- reprobot:llvm/llvm-project#1234 -->"
PAT = "ghp_" + "Zq8xW3nB5vK1mR7tY2pL9sD4fG6hJ0cV3aE8"
FINE = "github_pat_11ABCDEFG0" + "x" * 60


def test_html_escaped_outside_code_only():
    text = 'Crash <script>alert(1)</script> & <img src=x onerror=1>\n```llvm\n%a = icmp slt i32 %x, 0 ; <label>\n```\nuse `a<b>` here'
    out = escape_html(text)
    assert "<script>" not in out and "&lt;script&gt;" in out and "&amp;" in out and "<img" not in out
    assert "; <label>" in out  # inside the fence: verbatim, GitHub shows it literally
    assert "`a<b>`" in out
    # an unclosed fence runs to the end (CommonMark), so its content stays verbatim
    assert escape_html("x<y\n~~~\n<b>") == "x&lt;y\n~~~\n<b>"


def test_mentions_and_refs_neutralized_outside_code():
    text = ("cc @arsenm @llvm/pr-subscribers-backend-amdgpu see #12345 and llvm/llvm-project#999, GH-42, "
            "https://github.com/llvm/llvm-project/issues/77 mail a@b.com\n```llvm\ncall void @f() #0\n```")
    out = neutralize_refs(text)
    assert "@arsenm" not in out and f"@{ZWJ}arsenm" in out
    assert f"@{ZWJ}llvm/pr-subscribers" in out
    assert "#12345" not in out and f"#{ZWJ}12345" in out
    assert f"llvm-project#{ZWJ}999" in out
    assert "GH-42" not in out and f"GH{ZWJ}-42" in out
    assert "`https://github.com/llvm/llvm-project/issues/77`" in out
    assert "a@b.com" in out  # an e-mail address is not a mention
    assert "call void @f() #0" in out  # IR in a fence is untouched


def test_code_block_cannot_be_escaped():
    evil = "ok\n```\n@everyone #1 <b>pwn</b>\n````\n"
    block = code_block(evil, info="llvm; <x>")
    fence = block.split("\n", 1)[0]
    assert fence == "`````llvm"
    assert block.endswith("`````\n")
    # the text is inside one fence from start to end
    assert block.count("`````") == 2


def test_redact_token_shapes_and_configured_secrets():
    webhook_secret = "s3cr3t-webhook-value"
    text = (f"token {PAT} fine {FINE} and {webhook_secret} b64 {base64.b64encode(webhook_secret.encode()).decode()}"
            " Authorization: Bearer abc.def.ghi\n-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----\nAKIAABCDEFGHIJKLMNOP")
    out = redact_secrets(text, [webhook_secret, "ab", ""])
    for s in (PAT, FINE, webhook_secret, "abc.def.ghi", "MIIE", "AKIAABCDEFGHIJKLMNOP",
              base64.b64encode(webhook_secret.encode()).decode()):
        assert s not in out, s
    assert out.count(REDACTED) >= 6
    assert "ab" in redact_secrets("abc", ["ab"])  # too short to be treated as a secret


def test_cap_size_keeps_marker_and_closes_fence():
    body = MARKER + "\n## reprobot\n```llvm\n" + ("%x = add i32 0, 0\n" * 10_000) + "```\nfooter"
    assert len(body) > GITHUB_MAX_BODY
    out = cap_size(body, MARKER)
    assert len(out) <= GITHUB_MAX_BODY
    assert out.startswith(MARKER) and out.count(MARKER) == 1
    assert "truncated" in out
    fences = [ln for ln in out.splitlines() if ln.startswith("```")]
    assert len(fences) % 2 == 0  # the cut did not leave a fence open
    small = MARKER + "\nshort"
    assert cap_size(small, MARKER) == small


def test_finalize_comment_keeps_marker_and_redacts():
    body = MARKER + "\nstderr:\n```\n" + PAT + "\n```\n" + "y" * 70_000
    out = finalize_comment(body, MARKER, secrets=["y" * 10])
    assert MARKER in out and PAT not in out and len(out) <= GITHUB_MAX_BODY


def test_safe_reproduced_text_chain():
    out = safe_reproduced_text("<b>@root</b> leaked " + PAT)
    assert out.startswith("&lt;b&gt;@" + ZWJ + "root") and PAT not in out


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=3000), st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40))
def test_fuzz_cap_and_safety(text, marker):
    marker = "<!-- " + marker.replace("-->", "") + " -->"
    body = marker + text * 40
    out = finalize_comment(body, marker, limit=4096)
    assert len(out) <= 4096 and marker in out
    safe = safe_reproduced_text(text)
    # outside code nothing can open a tag or notify anyone
    from workers.comment_safety import _segments

    for code, piece in _segments(safe):
        if not code:
            assert "<" not in piece
            assert not re.search(r"(?<![A-Za-z0-9_`])@[A-Za-z0-9]", piece)
            assert not re.search(r"(?<!&)#\d", piece)

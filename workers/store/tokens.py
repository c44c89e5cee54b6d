"""API tokens: their text form, how they are hashed, their scopes and per-token limits.

A token reads ``rpb_<id>_<secret>``: ``id`` is 12 hex digits (public: it names the token in
``reprobot token list`` and in the ``submitted_by`` column of jobs), ``secret`` is 32 random
bytes in URL-safe base64 (`secrets.token_urlsafe`). The store keeps only the SHA-256 of the
secret: a secret of 256 random bits needs no slow password hash (nothing to guess from a
dictionary), and a copy of the database holds no usable credential. The check compares digests
with `hmac.compare_digest` (constant time).

Scopes: ``submit`` (``POST /jobs``, the dashboard's manual reduce), ``act`` (the dashboard's
retry and culprit-wrong actions), ``admin`` (everything, and token management over HTTP).
"""
from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import asdict, dataclass, fields
from typing import Any

PREFIX = "rpb"
SCOPES = ("submit", "act", "admin")
_TOKEN = re.compile(r"^rpb_([0-9a-f]{12})_([A-Za-z0-9_-]{32,128})$")
# hashed when a token id is unknown, so a miss costs the same as a wrong secret
_DUMMY = hashlib.sha256(b"reprobot-no-such-token").hexdigest()


class LimitExceeded(Exception):
    """A caller's limit refused the request. `limit` names it (a `TokenLimits` field), `status`
    is the HTTP answer (413 for sizes, 429 for counts and budgets); the message says which limit
    and its value."""

    def __init__(self, limit: str, message: str, status: int = 429):
        super().__init__(message)
        self.limit, self.status = limit, status


@dataclass(frozen=True)
class TokenLimits:
    """What one caller may ask for. max_upload_bytes: largest reproducer (bytes);
    max_in_flight: jobs queued or running at once; max_per_hour: jobs created in any 60 minutes;
    max_budget_s: the largest reduction budget (seconds). A token stores only what differs from
    the deployment's defaults (``service.max_*`` settings)."""

    max_upload_bytes: int
    max_in_flight: int
    max_per_hour: int
    max_budget_s: float

    @classmethod
    def from_settings(cls, service: Any, overrides: dict[str, Any] | None = None) -> "TokenLimits":
        """Defaults from the service settings section, then the token's own `overrides`."""
        base = {"max_upload_bytes": service.max_upload_bytes, "max_in_flight": service.max_jobs_in_flight,
                "max_per_hour": service.max_jobs_per_hour, "max_budget_s": service.max_budget_s}
        for k, v in (overrides or {}).items():
            if k in base and v is not None:
                base[k] = v
        return cls(int(base["max_upload_bytes"]), int(base["max_in_flight"]), int(base["max_per_hour"]),
                   float(base["max_budget_s"]))

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


LIMIT_NAMES = tuple(f.name for f in fields(TokenLimits))


def new_token() -> tuple[str, str, str]:
    """A fresh token: (id, secret, the full text ``rpb_<id>_<secret>`` shown once to its owner)."""
    tid, secret = secrets.token_hex(6), secrets.token_urlsafe(32)
    return tid, secret, f"{PREFIX}_{tid}_{secret}"


def parse_token(text: str | None) -> tuple[str, str] | None:
    """(id, secret) of a token's text, or None when it is not shaped like one."""
    m = _TOKEN.match((text or "").strip())
    return (m.group(1), m.group(2)) if m else None


def hash_secret(secret: str) -> str:
    """SHA-256 hex of a token's secret (what the store keeps)."""
    return hashlib.sha256(secret.encode()).hexdigest()


def secret_matches(secret: str, stored_hash: str | None) -> bool:
    """Constant-time check of `secret` against a stored hash (None: unknown id, still hashed)."""
    return hmac.compare_digest(hash_secret(secret), stored_hash or _DUMMY) and stored_hash is not None


def check_scopes(scopes: list[str] | tuple[str, ...]) -> list[str]:
    """The scopes sorted and deduplicated. Raises ValueError for an unknown one or none."""
    bad = sorted(set(scopes) - set(SCOPES))
    if bad or not scopes:
        raise ValueError(f"scopes must be some of {', '.join(SCOPES)} (got {', '.join(bad) or 'none'})")
    return sorted(set(scopes), key=SCOPES.index)

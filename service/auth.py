"""Who is calling the HTTP API or the dashboard: credentials, scopes and limits (issue 17).

A credential is an API token (``rpb_<id>_<secret>``, `workers.store.tokens`; created with
``reprobot token create``, stored hashed, revocable) or the deployment's shared dashboard token
(``service.dashboard_token``, when set: scopes ``act`` and ``submit``, the default limits; it is
compared in constant time like the webhook secret). `Authenticator.principal` turns one into a
`Principal`; the API reads it from ``Authorization: Bearer …`` only, the dashboard also from its
form field and its cookie.

Scopes: ``submit`` creates manual jobs (``POST /jobs``, the dashboard's reduce form), ``act``
sends the dashboard's actions (retry, culprit wrong), ``admin`` is both plus token management
over HTTP. Reading job pages needs no credential unless ``service.public_reads`` is false.
"""
from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Any

from workers.store.tokens import TokenLimits, parse_token

DASHBOARD_ID = "dashboard"  # `jobs.submitted_by` of jobs sent with the shared dashboard token


@dataclass(frozen=True)
class Principal:
    """An authenticated caller. id: the token id (or ``dashboard``), recorded on its jobs;
    name: whose it is; scopes; limits: what it may ask for."""

    id: str
    name: str
    scopes: frozenset[str]
    limits: TokenLimits

    def may(self, scope: str) -> bool:
        return scope in self.scopes or "admin" in self.scopes


class Authenticator:
    """Resolves credentials against the store and the settings' dashboard token."""

    def __init__(self, settings: Any, store: Any):
        self.settings, self.store = settings, store
        tok = settings.service.dashboard_token
        self._dashboard = tok.get_secret_value() if tok else ""

    def principal(self, credential: str | None) -> Principal | None:
        """The caller `credential` names, or None (missing, malformed, unknown, revoked, wrong)."""
        cred = (credential or "").strip()
        if not cred or len(cred) > 512:
            return None
        svc = self.settings.service
        if self._dashboard and hmac.compare_digest(cred.encode(), self._dashboard.encode()):
            return Principal(DASHBOARD_ID, "dashboard", frozenset({"submit", "act"}), TokenLimits.from_settings(svc))
        parsed = parse_token(cred)
        if parsed is None:
            return None
        info = self.store.verify_token(*parsed)
        if info is None:
            return None
        return Principal(info.id, info.name, frozenset(info.scopes), TokenLimits.from_settings(svc, info.limits))


def bearer(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header value, else None."""
    if not header:
        return None
    scheme, _, value = header.strip().partition(" ")
    return value.strip() or None if scheme.lower() == "bearer" else None

"""Per-process clients of a worker or the API: the job store and the GitHub adapter, created on
first use (never at import) and dropped in a forked child (`reset`)."""
from __future__ import annotations

import threading
from typing import Any

from workers.settings import Settings
from workers.store import Store

_stores: dict[str, Store] = {}
_github: dict[tuple, Any] = {}
_lock = threading.Lock()


def get_store(settings: Settings) -> Store:
    """The process's Store for ``settings.service.database_url`` (migrated on first use)."""
    url = settings.service.database_url
    with _lock:
        st = _stores.get(url)
        if st is None:
            st = Store(url)
            st.migrate()
            _stores[url] = st
        return st


def get_github(settings: Settings):
    """The process's `workers.github.GitHubAdapter` (holds the token: only report-queue code
    calls this)."""
    from workers.github import GitHubAdapter

    gh = settings.github
    token = gh.token.get_secret_value() if gh.token else None
    key = (gh.base_url, token, gh.bot_login)
    with _lock:
        ad = _github.get(key)
        if ad is None:
            ad = GitHubAdapter(gh.base_url, token, bot_login=gh.bot_login,
                               seconds_between_writes=gh.seconds_between_writes,
                               writes_per_minute=gh.writes_per_minute)
            _github[key] = ad
        return ad


def secrets(settings: Settings) -> tuple[str, ...]:
    """Values that must never appear in a comment or a log (the token)."""
    tok = settings.github.token
    return (tok.get_secret_value(),) if tok and tok.get_secret_value() else ()


def reset() -> None:
    """Forget the clients (a prefork child must not share the parent's connections)."""
    with _lock:
        for st in _stores.values():
            st.engine.dispose(close=False)
        _stores.clear()
        _github.clear()

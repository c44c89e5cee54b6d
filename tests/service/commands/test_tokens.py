"""``reprobot token create|list|revoke`` as real processes on a real PostgreSQL store."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.service.env import ROOT
from workers.store import Store
from workers.store.tokens import parse_token


def reprobot(*args, db: str):
    env = {k: v for k, v in os.environ.items() if not k.startswith("REPROBOT_")}
    env.update(REPROBOT_DATABASE_URL=db, PYTHONPATH=str(ROOT), COLUMNS="300")
    return subprocess.run([sys.executable, "-m", "service.cli", *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)


def test_create_list_revoke(pg_url):
    p = reprobot("token", "create", "--name", "alice", "--scope", "submit", "--scope", "act", "--max-in-flight", "1",
                 db=pg_url)
    assert p.returncode == 0, p.stderr
    text = p.stdout.strip()
    tid, secret = parse_token(text)
    assert "shown only now" in p.stderr and secret not in p.stderr
    store = Store(pg_url)
    try:
        info = store.verify_token(tid, secret)
        assert info.name == "alice" and info.scopes == ("submit", "act") and info.limits == {"max_in_flight": 1}
    finally:
        store.dispose()
    listed = json.loads(reprobot("token", "list", "--json", db=pg_url).stdout)
    assert [(t["id"], t["name"], t["usage"]) for t in listed] == [(tid, "alice", {"in_flight": 0, "last_hour": 0})]
    assert secret not in json.dumps(listed)
    table = reprobot("token", "list", db=pg_url)
    assert table.returncode == 0 and tid in table.stdout and "max_in_flight=1" in table.stdout
    assert reprobot("token", "revoke", tid, db=pg_url).returncode == 0
    again = reprobot("token", "revoke", tid, db=pg_url)
    assert again.returncode == 1 and "no live token" in again.stderr
    assert json.loads(reprobot("token", "list", "--json", db=pg_url).stdout) == []
    assert json.loads(reprobot("token", "list", "--all", "--json", db=pg_url).stdout)[0]["revoked_at"]


def test_bad_scope_is_a_clear_error(pg_url):
    p = reprobot("token", "create", "--name", "eve", "--scope", "root", db=pg_url)
    assert p.returncode == 2 and "scopes must be some of submit, act, admin" in p.stderr

"""``reprobot token create|list|revoke``: API tokens in the job store (``REPROBOT_DATABASE_URL``).

Run them where the store is reachable (the API's machine). A token is printed once, at
creation; the store keeps only its hash (`workers.store.tokens`). Give it to its owner, who
sets ``REPROBOT_API_TOKEN`` for ``reprobot submit`` or sends ``Authorization: Bearer <token>``.
"""
from __future__ import annotations

import json
from typing import Optional

import typer


def _store():
    from workers.settings import get_settings
    from workers.store import Store

    store = Store(get_settings().service.database_url)
    store.migrate()
    return store


def register(app: typer.Typer) -> None:
    """Add the ``token`` command group to the reprobot CLI."""
    tokens = typer.Typer(help="API tokens: create, list, revoke (scopes submit, act, admin)", no_args_is_help=True)
    app.add_typer(tokens, name="token")

    @tokens.command("create")
    def create(name: str = typer.Option(..., "--name", help="whose token it is (recorded on their jobs and actions)"),
               scope: list[str] = typer.Option(["submit"], "--scope", "-s",
                                               help="submit (POST /jobs, dashboard reduce), act (dashboard retry / "
                                                    "culprit wrong), admin (everything); repeatable"),
               max_upload_bytes: Optional[int] = typer.Option(None, help="largest reproducer, bytes "
                                                                         "(default REPROBOT_MAX_UPLOAD_BYTES)"),
               max_in_flight: Optional[int] = typer.Option(None, help="jobs queued or running at once "
                                                                      "(default REPROBOT_MAX_JOBS_IN_FLIGHT)"),
               max_per_hour: Optional[int] = typer.Option(None, help="jobs created per hour "
                                                                     "(default REPROBOT_MAX_JOBS_PER_HOUR)"),
               max_budget_s: Optional[float] = typer.Option(None, help="largest reduction budget, seconds "
                                                                       "(default REPROBOT_MAX_BUDGET_S)"),
               as_json: bool = typer.Option(False, "--json", help="print JSON (token and its record)")) -> None:
        """Create a token and print it (the only time it is shown)."""
        store = _store()
        try:
            text, info = store.create_token(name, scope, {
                "max_upload_bytes": max_upload_bytes, "max_in_flight": max_in_flight,
                "max_per_hour": max_per_hour, "max_budget_s": max_budget_s})
        except ValueError as e:
            raise typer.BadParameter(str(e)) from e
        finally:
            store.dispose()
        if as_json:
            typer.echo(json.dumps({"token": text, **info.to_json()}, indent=2))
            return
        typer.echo(text)
        typer.echo(f"token {info.id} for {info.name}, scopes {', '.join(info.scopes)}: shown only now; "
                   "use it as REPROBOT_API_TOKEN or 'Authorization: Bearer <token>'", err=True)

    @tokens.command("list")
    def list_(all_: bool = typer.Option(False, "--all", help="include revoked tokens"),
              as_json: bool = typer.Option(False, "--json")) -> None:
        """List tokens (never their secrets) with their jobs in flight and in the last hour."""
        from rich.console import Console
        from rich.table import Table

        store = _store()
        try:
            rows = [dict(t.to_json(), usage=store.usage(t.id)) for t in store.list_tokens(include_revoked=all_)]
        finally:
            store.dispose()
        if as_json:
            typer.echo(json.dumps(rows, indent=2))
            return
        t = Table("id", "name", "scopes", "limits", "in flight", "last hour", "created", "last used", "revoked")
        for r in rows:
            t.add_row(r["id"], r["name"], ",".join(r["scopes"]),
                      " ".join(f"{k}={v:g}" for k, v in r["limits"].items()) or "defaults",
                      str(r["usage"]["in_flight"]), str(r["usage"]["last_hour"]), (r["created_at"] or "")[:19],
                      (r["last_used_at"] or "—")[:19], (r["revoked_at"] or "")[:19])
        Console().print(t)

    @tokens.command("revoke")
    def revoke(token_id: str = typer.Argument(..., help="the token's id (the 12 hex digits after rpb_)")) -> None:
        """Revoke a token: it stops working at once (its jobs go on)."""
        store = _store()
        try:
            ok = store.revoke_token(token_id.removeprefix("rpb_").split("_", 1)[0])
        finally:
            store.dispose()
        if not ok:
            typer.echo(f"no live token {token_id}", err=True)
            raise typer.Exit(1)
        typer.echo(f"revoked {token_id}")

"""Service commands: ``reprobot serve``, ``reprobot worker``, ``reprobot submit``, ``reprobot poll``.

``reprobot worker`` refuses to start on the reduce or build queues without the Docker sandbox
(`sandbox_refusal`), and with the GitHub token on the report queue together with a queue that
drives Docker (`token_refusal`); ``reprobot serve`` drops the GitHub token; ``reprobot submit``
sends the API token in ``REPROBOT_API_TOKEN``.

Picked up by `service.cli` through `register(app)`; also runnable alone as
``python -m service.commands.service <command>``. Settings: the one `workers.settings.Settings`
(``REPROBOT_*`` environment variables; ``reprobot config`` shows them).
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Optional

import typer


def register(app: typer.Typer) -> None:
    """Add the service commands to the reprobot CLI."""

    @app.command()
    def serve(host: Optional[str] = typer.Option(None, help="bind address (default REPROBOT_HOST)"),
              port: Optional[int] = typer.Option(None, help="port (default REPROBOT_PORT)")) -> None:
        """Run the HTTP API (jobs, webhook, OpenAPI docs at /docs)."""
        import os

        import uvicorn

        from service.api import create_app
        from workers.settings import get_settings

        settings = get_settings()
        # The API reads no issue and posts no comment: it never holds the GitHub token, so no
        # bug in request handling can leak it (only the report worker has it).
        settings = settings.override(github={"token": None})
        os.environ.pop("REPROBOT_GITHUB_TOKEN", None)
        uvicorn.run(create_app(settings), host=host or settings.service.host, port=port or settings.service.port,
                    log_level="info", access_log=False)

    @app.command()
    def worker(queues: str = typer.Option("reduce,build,report", help="comma-separated: reduce, build, report"),
               concurrency: int = typer.Option(1, help="processes (threads with --pool threads)"),
               pool: str = typer.Option("prefork", help="prefork | solo | threads"),
               name: str = typer.Option("", help="worker node name (default reprobot-<queues>@host)"),
               loglevel: str = typer.Option("INFO")) -> None:
        """Run a Celery worker on the given queues. Give the report queue to one single-process
        worker: it alone holds the GitHub token and paces writes."""
        import os
        import socket

        from workers.celery_app import QUEUES, create_celery
        from workers.settings import get_settings

        settings = get_settings()
        # The service runs GitHub's and HTTP's reproducers only in the Docker sandbox
        # (workers.sandbox.policy); the embedded default (local) is the CLI's.
        if "kind" not in settings.sandbox.model_fields_set:
            settings = settings.override(sandbox={"kind": "auto"})
        qs = [q.strip() for q in queues.split(",") if q.strip()]
        bad = [q for q in qs if q not in QUEUES]
        if bad:
            raise typer.BadParameter(f"unknown queue(s): {bad}")
        refusal = sandbox_refusal(settings, qs) or token_refusal(settings, qs)
        if refusal:
            typer.echo(f"refusing to start the worker: {refusal}", err=True)
            raise typer.Exit(2)
        if "report" not in qs:  # this process never posts: do not keep the token in it
            settings = settings.override(github={"token": None})
            os.environ.pop("REPROBOT_GITHUB_TOKEN", None)
        celery = create_celery(settings)
        node = name or f"reprobot-{'-'.join(qs)}@{socket.gethostname()}"
        celery.worker_main(["worker", "-Q", ",".join(settings.service.queue(q) for q in qs), "-c", str(concurrency),
                            "-P", pool, "-n", node, "-l", loglevel, "--without-gossip", "--without-mingle"])

    @app.command()
    def submit(reproducer: Path = typer.Argument(..., exists=True, dir_okay=False, help="the reproducer file"),
               command: str = typer.Option(..., "--command", "-c", help="e.g. 'llc -mtriple=amdgcn -O0'"),
               signature: Optional[str] = typer.Option(None, help="regex the failure must match"),
               toolchains: Optional[str] = typer.Option(None, help="comma-separated toolchain ids"),
               budget_s: Optional[float] = typer.Option(None, help="reduction budget in seconds"),
               url: Optional[str] = typer.Option(None, help="API root (default REPROBOT_API_URL)"),
               wait: bool = typer.Option(False, help="wait for the job to finish and print its result"),
               timeout_s: float = typer.Option(900.0, help="with --wait: give up after this many seconds")) -> None:
        """Submit a manual reduce job to the API (POST /jobs) with the API token in
        REPROBOT_API_TOKEN (`reprobot token create`); prints the job (JSON)."""
        import httpx

        from workers.settings import get_settings

        svc = get_settings().service
        if svc.api_token is None or not svc.api_token.get_secret_value():
            typer.echo("no API token: set REPROBOT_API_TOKEN (create one with `reprobot token create --name YOU` "
                       "where the job store is)", err=True)
            raise typer.Exit(1)
        headers = {"Authorization": f"Bearer {svc.api_token.get_secret_value()}"}
        form = {"command": command}
        for k, v in (("signature", signature), ("toolchains", toolchains), ("budget_s", budget_s)):
            if v is not None:
                form[k] = str(v)
        with httpx.Client(base_url=url or svc.api_url, timeout=30, headers=headers) as c:
            r = c.post("/jobs", data=form, files={"file": (reproducer.name, reproducer.read_bytes())})
            if r.status_code >= 400:
                typer.echo(f"error {r.status_code}: {r.text}", err=True)
                raise typer.Exit(1)
            job = r.json()
            if wait:
                deadline = time.monotonic() + timeout_s
                while True:
                    d = c.get(f"/jobs/{job['id']}").json()
                    if d["state"] in ("succeeded", "failed", "skipped"):
                        job = d
                        break
                    if time.monotonic() > deadline:
                        typer.echo(f"timed out; job {job['id']} is {d['state']}", err=True)
                        raise typer.Exit(2)
                    time.sleep(1.0)
        typer.echo(json.dumps(job, indent=2))
        if job.get("state") == "failed":
            raise typer.Exit(1)

    @app.command()
    def poll(once: bool = typer.Option(False, help="one round, then exit"),
             local: bool = typer.Option(False, help="poll in this process (needs REPROBOT_GITHUB_TOKEN here) "
                                                    "instead of enqueueing reprobot.poll for the report worker"),
             interval_s: Optional[float] = typer.Option(None, help="seconds between rounds (REPROBOT_GITHUB_POLL_INTERVAL_S)")) -> None:
        """Poll the configured repositories for new/updated candidate issues."""
        from workers.celery_app import create_celery
        from workers.settings import get_settings

        settings = get_settings()
        celery = create_celery(settings)
        every = interval_s or settings.github.poll_interval_s
        while True:
            if local:
                from workers.jobs.intake import poll as poll_now

                typer.echo(json.dumps(poll_now(celery), default=str))
            else:
                celery.tasks["reprobot.poll"].apply_async(queue=settings.service.queue("report"))
                typer.echo("enqueued reprobot.poll")
            if once:
                return
            time.sleep(every)


    @app.command()
    def retriage(dry_run: bool = typer.Option(False, "--dry-run", help="only list the issues that are due"),
                 local: bool = typer.Option(False, help="look in this process (its toolchains) instead of "
                                                        "enqueueing reprobot.retriage for a reduce worker")) -> None:
        """Re-run open issues whose last result is "still present" when a newer toolchain is installed
        (the comment is edited in place)."""
        from workers.celery_app import create_celery
        from workers.jobs.retriage import due, installed_toolchains, retriage as run_retriage
        from workers.jobs.resources import get_store
        from workers.settings import get_settings

        settings = get_settings()
        celery = create_celery(settings)
        if dry_run:
            avail = installed_toolchains(settings)
            typer.echo(json.dumps({"due": due(get_store(settings), avail), "available": avail}, indent=2))
        elif local:
            typer.echo(json.dumps(run_retriage(celery), indent=2, default=str))
        else:
            celery.tasks["reprobot.retriage"].apply_async(queue=settings.service.queue("reduce"))
            typer.echo("enqueued reprobot.retriage")

    @app.command()
    def beat(loglevel: str = typer.Option("INFO")) -> None:
        """Run Celery beat: reprobot.retriage every REPROBOT_RETRIAGE_INTERVAL_S seconds."""
        from workers.celery_app import create_celery
        from workers.settings import get_settings

        settings = get_settings()
        schedule = settings.cache.home / "celerybeat-schedule"
        schedule.parent.mkdir(parents=True, exist_ok=True)
        create_celery(settings).start(["beat", "-l", loglevel, "-s", str(schedule)])


def sandbox_refusal(settings, queues: list[str]) -> str | None:
    """Why a worker on `queues` must not start, or None. The reduce and build queues carry jobs
    from GitHub and from HTTP, which run only in the Docker sandbox (`workers.sandbox.policy`):
    a worker set to the local sandbox, or one whose Docker sandbox is not there, is refused."""
    if not {"reduce", "build"} & set(queues):
        return None
    if settings.sandbox.kind == "local":
        return ("the reduce/build queues carry reproducers from GitHub and from HTTP, which run only in the "
                "Docker sandbox, and REPROBOT_SANDBOX_KIND=local asks for the local one (it is for `reprobot "
                "reduce` on your own machine). Unset it (workers use auto) or set docker.")
    from workers.pipeline.adapters import sandbox_for
    from workers.sandbox.policy import SandboxPolicyError

    try:
        sandbox_for("api", settings)
    except SandboxPolicyError as e:
        return str(e)
    return None


def token_refusal(settings, queues: list[str]) -> str | None:
    """Why a worker on `queues` must not start for the GitHub token's sake, or None. The report
    queue needs the token; the reduce and build queues start sandbox and builder containers
    through Docker (root on the host). One process with both would put the token next to the
    Docker socket and one sandbox escape away from a reproducer."""
    tok = settings.github.token
    if "report" not in queues or not {"reduce", "build"} & set(queues) or not (tok and tok.get_secret_value()):
        return None
    others = ",".join(q for q in queues if q != "report")
    return ("the report queue holds the GitHub token (REPROBOT_GITHUB_TOKEN) and must not share a process with "
            f"the {others} queue(s), which drive Docker: start `reprobot worker --queues report --pool solo` "
            f"with the token and `reprobot worker --queues {others}` without it.")


def main(argv: list[str] | None = None) -> None:
    from service.commands import tokens

    app = typer.Typer(add_completion=False, help="reprobot service commands")
    register(app)
    tokens.register(app)
    app(args=argv if argv is not None else sys.argv[1:])


if __name__ == "__main__":
    main()

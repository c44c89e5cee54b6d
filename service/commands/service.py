"""Service commands: ``reprobot serve``, ``reprobot worker``, ``reprobot submit``, ``reprobot poll``.

Picked up by `service.cli` through `register(app)`; also runnable alone as
``python -m service.commands.service <command>``. Settings come from ``REPROBOT_*`` environment
variables (`service.config_service.ServiceSettings`).
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
        import uvicorn

        from service.api import create_app
        from service.config_service import get_service_settings

        settings = get_service_settings()
        uvicorn.run(create_app(settings), host=host or settings.host, port=port or settings.port,
                    log_level="info", access_log=False)

    @app.command()
    def worker(queues: str = typer.Option("reduce,build,report", help="comma-separated: reduce, build, report"),
               concurrency: int = typer.Option(1, help="processes (threads with --pool threads)"),
               pool: str = typer.Option("prefork", help="prefork | solo | threads"),
               name: str = typer.Option("", help="worker node name (default reprobot-<queues>@host)"),
               loglevel: str = typer.Option("INFO")) -> None:
        """Run a Celery worker on the given queues. Give the report queue to one single-process
        worker: it alone holds the GitHub token and paces writes."""
        import socket

        from service.config_service import get_service_settings
        from workers.celery_app import create_celery

        import os

        # The service runs GitHub's reproducers only in the Docker sandbox (workers.sandbox.policy);
        # the pipeline's embedded default (local) is for the CLI.
        os.environ.setdefault("REPROBOT_SANDBOX", "auto")
        settings = get_service_settings()
        qs = [q.strip() for q in queues.split(",") if q.strip()]
        bad = [q for q in qs if q not in ("reduce", "build", "report")]
        if bad:
            raise typer.BadParameter(f"unknown queue(s): {bad}")
        if "report" not in qs:  # this process never posts: do not keep the token in it
            settings.github_token = None
            os.environ.pop("REPROBOT_GITHUB_TOKEN", None)
        celery = create_celery(settings)
        node = name or f"reprobot-{'-'.join(qs)}@{socket.gethostname()}"
        celery.worker_main(["worker", "-Q", ",".join(settings.queue(q) for q in qs), "-c", str(concurrency),
                            "-P", pool, "-n", node, "-l", loglevel, "--without-gossip", "--without-mingle"])

    @app.command()
    def submit(reproducer: Path = typer.Argument(..., exists=True, dir_okay=False, help="the reproducer file"),
               command: str = typer.Option(..., "--command", "-c", help="e.g. 'llc -mtriple=amdgcn -O0'"),
               signature: Optional[str] = typer.Option(None, help="regex the failure must match"),
               toolchains: Optional[str] = typer.Option(None, help="comma-separated toolchain ids"),
               budget_s: Optional[float] = typer.Option(None, help="reduction budget in seconds"),
               url: str = typer.Option("http://127.0.0.1:8000", envvar="REPROBOT_API_URL", help="API root"),
               wait: bool = typer.Option(False, help="wait for the job to finish and print its result"),
               timeout_s: float = typer.Option(900.0, help="with --wait: give up after this many seconds")) -> None:
        """Submit a manual reduce job to the API (POST /jobs); prints the job (JSON)."""
        import httpx

        form = {"command": command}
        for k, v in (("signature", signature), ("toolchains", toolchains), ("budget_s", budget_s)):
            if v is not None:
                form[k] = str(v)
        with httpx.Client(base_url=url, timeout=30) as c:
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
             interval_s: Optional[float] = typer.Option(None, help="seconds between rounds (REPROBOT_POLL_INTERVAL_S)")) -> None:
        """Poll the configured repositories for new/updated candidate issues."""
        from service.config_service import get_service_settings
        from workers.celery_app import create_celery

        settings = get_service_settings()
        celery = create_celery(settings)
        every = interval_s or settings.poll_interval_s
        while True:
            if local:
                from workers.tasks import poll as poll_now

                typer.echo(json.dumps(poll_now(celery), default=str))
            else:
                celery.tasks["reprobot.poll"].apply_async(queue=settings.queue("report"))
                typer.echo("enqueued reprobot.poll")
            if once:
                return
            time.sleep(every)


def main(argv: list[str] | None = None) -> None:
    app = typer.Typer(add_completion=False, help="reprobot service commands")
    register(app)
    app(args=argv if argv is not None else sys.argv[1:])


if __name__ == "__main__":
    main()

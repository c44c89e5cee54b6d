"""CLI command groups. Each module here defines ``register(app: typer.Typer) -> None`` and is
picked up by `service.cli.build_app`, so parts of reprobot add commands without editing cli.py."""

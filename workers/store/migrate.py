"""Run the store's Alembic migrations programmatically (no alembic.ini needed).

`upgrade(url)` brings the database at `url` to the newest revision; `alembic_config(url)`
gives a Config for other Alembic commands (``alembic -x`` is not needed).
"""
from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

MIGRATIONS = Path(__file__).with_name("migrations")


def alembic_config(url: str) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return cfg


def upgrade(url: str, revision: str = "head", engine=None) -> None:
    """Upgrade the schema at `url` to `revision`. With `engine`, reuse its connection."""
    if url.startswith("sqlite:///"):
        Path(url[len("sqlite:///"):]).parent.mkdir(parents=True, exist_ok=True)
    cfg = alembic_config(url)
    own = engine is None
    if own:
        from sqlalchemy import create_engine

        engine = create_engine(url)
    try:
        with engine.begin() as conn:
            if conn.dialect.name == "postgresql":
                # API and workers start together: one migrates, the others wait and find it done.
                conn.exec_driver_sql("SELECT pg_advisory_xact_lock(4242001)")
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, revision)
    finally:
        if own:
            engine.dispose()

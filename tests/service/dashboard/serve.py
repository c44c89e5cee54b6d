"""Run the API with the dashboard mounted (until ``service.api.create_app`` mounts it itself:
`mount` is idempotent, so this keeps working afterwards). Settings come from ``REPROBOT_*``.

    python -m tests.service.dashboard.serve --port 8000
"""
from __future__ import annotations

import argparse

import uvicorn


def build_app():
    from service.api import create_app
    from service.dashboard import mount
    from workers.settings import get_settings

    settings = get_settings()
    app = create_app(settings)
    mount(app, settings, lambda: app.state.store, celery_app=app.state.celery)
    return app


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8000)
    a = ap.parse_args()
    uvicorn.run(build_app(), host=a.host, port=a.port, log_level="warning", timeout_graceful_shutdown=2)


if __name__ == "__main__":
    main()

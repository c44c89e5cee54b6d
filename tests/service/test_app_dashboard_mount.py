"""The service app serves the dashboard pages next to the API."""
from __future__ import annotations

from fastapi.testclient import TestClient

from service.api import create_app
from workers.settings import Settings


def test_create_app_mounts_the_dashboard(tmp_path):
    settings = Settings(service={"database_url": f"sqlite:///{tmp_path}/t.db"})
    with TestClient(create_app(settings)) as client:
        r = client.get("/ui/")
        assert r.status_code == 200 and "reprobot" in r.text
        assert client.get("/ui/signatures").status_code == 200
        assert client.get("/jobs").status_code == 200

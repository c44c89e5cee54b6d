"""Shared fixtures: the corpus location and helpers to load its issues."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORPUS = Path(__import__("os").environ.get("REPROBOT_CORPUS", ROOT.parent / "shared" / "corpus"))


@pytest.fixture(scope="session")
def corpus() -> Path:
    if not CORPUS.exists():
        pytest.skip(f"shared corpus not found at {CORPUS}")
    return CORPUS


def load_issue(corpus: Path, project: str, number: str | int) -> dict:
    return json.loads((corpus / project / str(number) / "issue.json").read_text())


def load_expected(corpus: Path, project: str, number: str | int) -> dict:
    return json.loads((corpus / project / str(number) / "expected.json").read_text())

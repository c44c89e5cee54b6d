"""Write ``expected.json`` for a batch of Triton issues whose reproducer is MLIR for triton-opt
(splits ``tmlir*``), from the labeller's per-release labels and the raw runs that
``triton_opt_measure.py --save`` left in ``triton/<N>/runs/<release>.txt``. One shape for every
batch; each batch's spec file keeps its own labels, notes and rule for the signature line.

    write_batch(SPLIT, BATCH, signature)   # signature(n, release) -> the run's first failure line
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

CORPUS = Path(__file__).resolve().parent.parent / "triton"
RELEASES = ("2.3.1", "3.0.0", "3.1.0", "3.2.0", "3.3.1", "3.4.0", "3.5.1", "3.6.0", "3.7.1", "3.8.0", "3.9.0")
CLEAN = "compiles"


def stderr_of(n: int, release: str) -> str:
    """The stderr part of one saved run."""
    return (CORPUS / str(n) / "runs" / f"{release}.txt").read_text().split("--- stderr\n", 1)[1]


def build(n: int, spec: dict, split: str, signature: Callable[[int, str], str]) -> dict:
    """The expected.json object of issue `n` (spec: the batch's entry: labels per release,
    target_key, command, calls, notes ...)."""
    issue = json.loads((CORPUS / str(n) / "issue.json").read_text())
    runs = {v: {"result": spec["labels"][v], "signature": "" if spec["labels"][v] == CLEAN else signature(n, v)}
            for v in RELEASES}
    return {
        "project": "triton", "number": n, "url": issue["html_url"], "title": issue["title"], "kind": spec["kind"],
        "split": split, "input": "repro.mlir", "triton_opt_command": spec["triton_opt_command"],
        "measured_calls": spec["measured_calls"], "target": spec["target"], "arch": spec["arch"],
        "reported_message": spec["reported_message"], "reported_signature": spec["reported_signature"],
        "classes": spec["classes"], "pypi_triton_aot": {spec["target_key"]: runs}, "fixed_in": spec["fixed_in"],
        "notes": spec["notes"],
    }


def write_batch(split: str, batch: dict, signature: Callable[[int, str], str]) -> int:
    """Write every issue's expected.json (checked to load again) and print its labels; returns 0."""
    for n, spec in batch.items():
        out = CORPUS / str(n) / "expected.json"
        out.write_text(json.dumps(build(n, spec, split, signature), indent=1, ensure_ascii=False) + "\n")
        json.loads(out.read_text())
        print(n, " ".join(f"{v}={spec['labels'][v]}" for v in RELEASES))
    return 0

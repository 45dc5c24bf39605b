"""Shared test helpers: inline MLIR modules, and the optional Hespas fixtures from ../shared."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
PROGRAMS = DATA / "programs"
HESPAS = ROOT.parent / "shared" / "data" / "workloads" / "hespas-fixtures"


def hespas_fixture(name: str) -> Path:
    """Path of a Hespas MLIR fixture in ../shared; skips the test cleanly when it is absent."""
    path = HESPAS / name
    if not path.exists():
        pytest.skip(f"shared Hespas fixture {name} not available (needs ../shared)")
    return path


@pytest.fixture
def write_mlir(tmp_path):
    def write(text: str, name: str = "module.mlir") -> Path:
        path = tmp_path / name
        path.write_text(text)
        return path

    return write

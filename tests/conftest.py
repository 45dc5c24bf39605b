"""Shared test helpers: inline MLIR modules, and the optional Hespas fixtures from ../shared."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# has_cuda_plugin(): whether JAX's CUDA plugin (`hlo2chakra[xla-gpu]`) is installed, so deviceless GPU compiles run
from hlo2chakra.frontend.xla.gpu_targets import cuda_plugin_installed as has_cuda_plugin

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
PROGRAMS = DATA / "programs"
# ../shared beside the repository (CI), or wherever $HLO2CHAKRA_SHARED says (a git worktree elsewhere)
SHARED = Path(os.environ.get("HLO2CHAKRA_SHARED") or ROOT.parent / "shared")
HESPAS = SHARED / "data" / "workloads" / "hespas-fixtures"


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


@pytest.fixture
def runner():
    """A CLI runner that keeps stderr apart from stdout (typer's CliRunner, any click version)."""
    from typer.testing import CliRunner

    try:
        return CliRunner(mix_stderr=False)
    except TypeError:  # newer click keeps stderr apart already
        return CliRunner()


@pytest.fixture
def app():
    """simulate and compare on a bare Typer app (the CLI tests; a module that defines its own
    ``app`` fixture keeps that one)."""
    import typer

    from hlo2chakra.cli import compare as cli_compare
    from hlo2chakra.cli import simulate as cli_simulate
    from hlo2chakra.cli.registry import add_commands

    application = typer.Typer()
    add_commands(application, cli_simulate)
    add_commands(application, cli_compare)
    return application

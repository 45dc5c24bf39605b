"""The simulate and compare commands, on a local typer app."""

from __future__ import annotations

import json
import sys

import pytest
import typer
from typer.testing import CliRunner

from astra_helpers import fake_analytical_module, fake_astra_binary, make_trace_dir, recorded_trace_dir
from hlo2chakra.cli_sim import register


@pytest.fixture
def app() -> typer.Typer:
    application = typer.Typer()
    register(application)
    return application


@pytest.fixture
def runner() -> CliRunner:
    try:
        return CliRunner(mix_stderr=False)
    except TypeError:  # newer click keeps stderr apart already
        return CliRunner()


@pytest.fixture
def no_astra(monkeypatch, tmp_path):
    monkeypatch.delenv("ASTRA_SIM_BIN", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "empty-path"))
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def fake_analytical(monkeypatch):
    calls: list = []
    monkeypatch.setitem(sys.modules, "hlo2chakra.sim.analytical", fake_analytical_module(calls))
    return calls


def test_simulate_with_fake_binary_writes_everything(app, runner, tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "basic")
    exe = fake_astra_binary(tmp_path / "bin", "basic")
    result = runner.invoke(app, ["simulate", str(target), "--topology", "Ring(8, 50GiB/s, 500ns)",
                                 "--astra-bin", str(exe), "-o", str(tmp_path / "run"),
                                 "--json", str(tmp_path / "ranks.json")])
    assert result.exit_code == 0, result.output + result.stderr
    assert f"backend that ran: astra-sim ({exe.resolve()})" in result.stdout
    assert "94,440" in result.stdout and "critical rank" in result.stdout
    records = json.loads((tmp_path / "ranks.json").read_text())
    assert [r["rank"] for r in records] == list(range(8))
    assert {(r["finish_ns"], r["exposed_comm_ns"]) for r in records} == {(94440, 64440)}
    assert (tmp_path / "run" / "ranks.parquet").is_file()


def test_simulate_default_run_dir_and_analytical(app, runner, tmp_path, no_astra, fake_analytical) -> None:
    target = make_trace_dir(tmp_path / "model", 8, 10, 2**20)
    result = runner.invoke(app, ["simulate", str(target), "--topology", "h100-8x-nvswitch"])
    assert result.exit_code == 0, result.output + result.stderr
    assert "backend that ran: analytical (embedded)" in result.stdout
    assert (tmp_path / "runs" / "model_h100-8x-nvswitch" / "summary.json").is_file()


def test_simulate_hang_is_one_line_and_nonzero(app, runner, tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "basic")
    exe = fake_astra_binary(tmp_path / "bin", "order_mismatch")
    result = runner.invoke(app, ["simulate", str(target), "--topology", "Ring(8, 50GiB/s, 500ns)",
                                 "--astra-bin", str(exe), "-o", str(tmp_path / "run")])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hlo2chakra: error: ranks 0, 1, 2, 3, 4, 5, 6, 7 never finished")
    assert "Traceback" not in result.output + result.stderr


@pytest.mark.parametrize(
    "args, message",
    [
        (["--topology", "Switch(8, 450, 500ns)"], "needs a unit"),
        (["--topology", "Switch(4, 450GB/s, 500ns)"], "4 NPUs (4) but the traces have 8 ranks"),
        (["--topology", "nosuchpreset"], "unknown network preset 'nosuchpreset'"),
        (["--topology", "h100-8x-nvswitch", "--system", "nosuch"], "unknown system preset 'nosuch'"),
        (["--topology", "h100-8x-nvswitch", "--backend", "astra-sim"], "no ASTRA-sim found"),
        ([], "give exactly one of --topology"),
    ],
)
def test_simulate_errors_are_one_line(app, runner, tmp_path, no_astra, fake_analytical, args, message) -> None:
    target = recorded_trace_dir(tmp_path, "basic")
    result = runner.invoke(app, ["simulate", str(target), *args])
    assert result.exit_code == 2  # bad input
    assert result.stderr.count("\n") == 1 and message in result.stderr
    assert result.stderr.startswith("hlo2chakra: error: ")
    assert "Traceback" not in result.stderr


def test_simulate_workload_form(app, runner, tmp_path, no_astra, fake_analytical) -> None:
    make_trace_dir(tmp_path / "t", 4, 5, 2**20)
    result = runner.invoke(app, ["simulate", "--workload", str(tmp_path / "t" / "trace"),
                                 "--topology", "a100-4x-nvlink3", "--backend", "analytical", "-o", str(tmp_path / "r")])
    assert result.exit_code == 0, result.stderr
    assert json.loads((tmp_path / "r" / "summary.json").read_text())["num_ranks"] == 4


def test_compare_on_trace_dir(app, runner, tmp_path, no_astra, fake_analytical) -> None:
    target = make_trace_dir(tmp_path / "t", 8, 10, 64 * 2**20)
    result = runner.invoke(app, ["compare", str(target), "-t", "h100-8x-nvswitch", "-t", "b200-8x-nvswitch",
                                 "-t", "Ring(8, 25GB/s, 1us)", "-o", str(tmp_path / "cmp"), "--jobs", "1"])
    assert result.exit_code == 0, result.stderr
    out = tmp_path / "cmp"
    for name in ("comparison.csv", "comparison.parquet", "comparison.md", "comparison.png"):
        assert (out / name).is_file()
    assert "| h100-8x-nvswitch | ok |" in result.stdout
    assert "backend that ran: analytical" in result.stdout


def test_compare_all_failed_exits_nonzero(app, runner, tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "basic")
    exe = fake_astra_binary(tmp_path / "bin", "coll_REDUCE")
    result = runner.invoke(app, ["compare", str(target), "-t", "Ring(8, 50GiB/s, 500ns)", "--astra-bin", str(exe),
                                 "-o", str(tmp_path / "cmp")])
    assert result.exit_code == 1
    assert "failed: Ring(8, 50GiB/s, 500ns): ASTRA-sim aborted with exit 134 (SIGABRT)" in result.stderr

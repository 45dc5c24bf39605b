"""validate -t TOPOLOGY also checks the network's rules: a collective that the network and its
system cut into a 0-byte message, on which the real ASTRA-sim aborts, is named before any run."""

from __future__ import annotations

from astra_helpers import make_trace_dir
from typer.testing import CliRunner

from hlo2chakra.cli.app import app

FOUR_NODES = "h100-8x-nvswitch-x-ib-ndr400-4node"  # ring(8), halvingDoubling(4), 1 split: 64 B is the least


def _validate(*args: str):
    return CliRunner().invoke(app, ["validate", *args])


def test_a_tiny_all_reduce_is_refused_for_the_network_that_cannot_run_it(tmp_path):
    tiny = make_trace_dir(tmp_path / "tiny", 32, 10, 32)
    assert _validate(str(tiny)).exit_code == 0  # no network named: the trace rules alone pass
    result = _validate(str(tiny), "-t", FOUR_NODES)
    assert result.exit_code == 1
    assert "divides into a 0-byte message" in result.stdout and "the smallest size it runs is 64 B" in result.stdout
    enough = make_trace_dir(tmp_path / "enough", 32, 10, 64)
    assert _validate(str(enough), "-t", FOUR_NODES).exit_code == 0


def test_the_network_must_fit_the_traces_and_system_needs_a_topology(tmp_path):
    traces = make_trace_dir(tmp_path / "t", 32, 10, 64)
    wrong = _validate(str(traces), "-t", "h100-8x-nvswitch")
    assert wrong.exit_code == 2 and "8 NPUs" in wrong.stderr
    alone = _validate(str(traces), "--system", "ring")
    assert alone.exit_code == 2 and "--system goes with --topology" in alone.stderr

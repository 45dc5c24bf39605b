"""Drawing a chart leaves the caller's matplotlib backend alone: the charts draw on a figure of
their own (``report.charts``), not through pyplot, so a notebook keeps its inline backend."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import matplotlib
import pytest

from conftest import PROGRAMS
from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr
from hlo2chakra.pipeline.roofline import roofline_report
from hlo2chakra.report.compare import comparison_frame, plot_comparison
from hlo2chakra.report.gantt import write_gantt
from hlo2chakra.report.roofline import plot_roofline
from hlo2chakra.report.sweep import SweepRow, plot_cost_vs_time, plot_step_times, sweep_frame
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.timeline.attribution import critical_path
from hlo2chakra.sim.timeline.outputs import analyse
from hlo2chakra.sim.timeline.record import record_timeline

PNG = b"\x89PNG\r\n\x1a\n"


def _comparison(path: Path) -> None:
    rows = [{"configuration": "A", "status": "ok", "step_time_ns": 4000, "critical_compute_ns": 1000,
             "critical_exposed_comm_ns": 3000, "backend": "analytical", "npus": 8}]
    plot_comparison(comparison_frame(rows), path)


def _roofline(path: Path) -> None:
    plot_roofline(roofline_report(PROGRAMS / "mlp_dp" / "per_device.mlir", "A100-SXM-40GB"), path)


def _sweep_rows():
    row = SweepRow("data=2", 2, "H100-SXM", "Switch(2, 450GB/s, 500ns)", "default", "ok", "", "analytical", "astra",
                   1000, 800, 200, 10, 100, True, 1.0, 2.0)
    return sweep_frame([row])


def _gantt(path: Path) -> None:
    cpu = bool_attr("is_cpu_op", False)
    ar = (cpu, int_attr("comm_type", CollectiveCommType.ALL_REDUCE), int_attr("comm_size", 1 << 20, "uint64"))
    traces = [EtTrace((EtNode(1, "fwd", NodeType.COMP_NODE, duration_micros=10, attrs=(cpu,)),
                       EtNode(2, "grad_ar", NodeType.COMM_COLL_NODE, data_deps=(1,), attrs=ar))) for _ in range(2)]
    net = NetworkConfig(("Ring",), (2,), (50.0,), (500.0,))
    system = SystemConfig(all_reduce=("ring",), all_gather=("ring",), reduce_scatter=("ring",), all_to_all=("ring",),
                          preferred_dataset_splits=4, active_chunks_per_dimension=1)
    _, timeline = record_timeline(traces, net, system)
    write_gantt(path, timeline, analyse(timeline).chart_rows, critical_path(timeline))


CHARTS: dict[str, Callable[[Path], None]] = {
    "comparison": _comparison,
    "roofline": _roofline,
    "step times": lambda path: plot_step_times(_sweep_rows(), path),
    "cost vs time": lambda path: plot_cost_vs_time(_sweep_rows(), path, "USD"),
    "gantt": _gantt,
}


@pytest.fixture
def svg_backend():
    """The caller's backend is another non-interactive one (a notebook's inline backend, say)."""
    before = matplotlib.get_backend()
    matplotlib.use("svg", force=True)
    try:
        yield
    finally:
        matplotlib.use(before, force=True)


@pytest.mark.parametrize("chart", sorted(CHARTS))
def test_a_chart_keeps_the_callers_backend(chart: str, svg_backend, tmp_path: Path) -> None:
    path = tmp_path / "chart.png"
    CHARTS[chart](path)
    assert path.read_bytes()[:8] == PNG   # drawn with Agg all the same
    assert matplotlib.get_backend() == "svg"

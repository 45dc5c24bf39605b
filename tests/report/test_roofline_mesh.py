"""``roofline --mesh``: a global program costed per device at any mesh (issue 26, part 4)."""

from __future__ import annotations

import json

import pytest

from astra_helpers import make_trace_dir
from conftest import PROGRAMS
from hlo2chakra.cli.app import app
from hlo2chakra.pipeline.roofline import RooflineInputError, roofline_report

GLOBAL = PROGRAMS / "mlp_dp" / "global.mlir"   # data-parallel, exported for data=4


def test_the_mesh_is_recorded_and_strong_scaling_shrinks_the_work() -> None:
    at4 = roofline_report(GLOBAL, "H100-SXM")
    at8 = roofline_report(GLOBAL, "H100-SXM", mesh="data=8")
    assert at4.mesh == "data=4" and at8.mesh == "data=8"
    assert at8.summary()["mesh"] == "data=8"
    # the global batch is split over twice the devices: about half the FLOPs per device
    assert at8.table["flops"].sum() == pytest.approx(at4.table["flops"].sum() / 2, rel=0.05)


def test_a_per_device_program_records_no_mesh() -> None:
    report = roofline_report(PROGRAMS / "mlp_dp" / "per_device.mlir", "H100-SXM")
    assert report.mesh == "" and "mesh" not in report.summary()


def test_a_trace_directory_is_refused_in_one_line(tmp_path) -> None:
    traces = make_trace_dir(tmp_path / "t", 2, compute_us=10, ar_bytes=1 << 10)
    (traces / "manifest.json").write_text(json.dumps({"trace_prefix": "trace", "num_ranks": 2, "comm_groups": None}))
    with pytest.raises(RooflineInputError, match=r"^--mesh needs a global StableHLO module; .* is a trace directory"):
        roofline_report(traces, "H100-SXM", mesh="data=8")
    with pytest.raises(RooflineInputError, match="is a trace directory"):
        roofline_report(traces, "H100-SXM")


def test_cli_roofline_mesh(runner, tmp_path) -> None:
    result = runner.invoke(app, ["roofline", str(GLOBAL), "--mesh", "data=8", "--top", "0", "-o", str(tmp_path / "r")])
    assert result.exit_code == 0, result.output
    assert "partitioned by XLA for mesh data=8" in result.stdout
    assert json.loads((tmp_path / "r" / "summary.json").read_text())["mesh"] == "data=8"
    bad = runner.invoke(app, ["roofline", str(PROGRAMS / "mlp_dp" / "per_device.mlir"), "--mesh", "data=8"])
    assert bad.exit_code == 2 and "--mesh needs a global" in bad.output + getattr(bad, "stderr", "")

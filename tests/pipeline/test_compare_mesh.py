"""``compare --mesh``: a global program compared at any mesh, as ``convert --mesh`` partitions it
(issue 26, part 4); refused in one line for a trace directory."""

from __future__ import annotations

import pytest

from astra_helpers import make_trace_dir
from conftest import PROGRAMS
from hlo2chakra.chakra.manifest import read_manifest
from hlo2chakra.cli.app import app
from hlo2chakra.pipeline.compare import compare
from hlo2chakra.sim.config.files import ConfigError

GLOBAL = PROGRAMS / "mlp_dp" / "global.mlir"   # exported for data=4
SWITCH8 = "Switch(8, 450GB/s, 500ns)"


def test_a_global_module_is_compared_at_the_mesh_given(tmp_path) -> None:
    result = compare(GLOBAL, [SWITCH8, "Ring(8, 50GB/s, 1us)"], out_dir=tmp_path / "cmp", backend="analytical",
                     jobs=1, mesh="data=8")
    frame = result.table
    assert list(frame["status"]) == ["ok", "ok"], list(frame["message"])
    assert list(frame["npus"]) == [8, 8]
    traces = next((tmp_path / "cmp" / "traces").iterdir())
    manifest = read_manifest(traces)
    assert manifest.num_ranks == 8 and manifest.input.partitioned.mesh == "data=8"


def test_a_topology_of_another_size_than_the_mesh_says_both(tmp_path) -> None:
    with pytest.raises(ConfigError) as err:
        compare(GLOBAL, ["Switch(4, 450GB/s, 500ns)"], out_dir=tmp_path / "cmp", backend="analytical", jobs=1,
                mesh={"data": 8})
    message = str(err.value)
    assert "partitioned for --mesh data=8 runs on 8 devices but a --topology has 4 NPUs" in message
    assert "\n" not in message and not (tmp_path / "cmp").exists()


def test_without_mesh_the_size_error_points_at_mesh(tmp_path) -> None:
    with pytest.raises(ConfigError, match=r"compare --mesh AXIS=SIZE,\.\.\. of 8 devices"):
        compare(GLOBAL, [SWITCH8], out_dir=tmp_path / "cmp", backend="analytical", jobs=1)


def test_mesh_on_a_trace_directory_is_one_line(runner, tmp_path) -> None:
    traces = make_trace_dir(tmp_path / "t", 8, compute_us=10, ar_bytes=1 << 20)
    with pytest.raises(ConfigError, match=r"^--mesh needs a StableHLO module; .* is a trace directory$"):
        compare(traces, [SWITCH8], out_dir=tmp_path / "cmp", backend="analytical", mesh="data=8")
    result = runner.invoke(app, ["compare", str(traces), "-t", SWITCH8, "--mesh", "data=8", "--backend", "analytical",
                                 "-o", str(tmp_path / "cmp2")])
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines() if getattr(result, "stderr", None) else result.output.strip().splitlines()
    assert len(lines) == 1 and "--mesh needs a StableHLO module" in lines[0] and "Traceback" not in result.output


def test_a_malformed_mesh_is_one_line(runner, tmp_path) -> None:
    result = runner.invoke(app, ["compare", str(GLOBAL), "-t", SWITCH8, "--mesh", "data8", "-o", str(tmp_path / "c")])
    assert result.exit_code == 2
    assert "bad item 'data8', expected AXIS=SIZE" in result.output + getattr(result, "stderr", "")

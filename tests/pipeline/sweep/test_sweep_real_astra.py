"""The real ASTRA-sim binary in sweeps: no cell fails at random (issue 22).

ASTRA-sim 518bd513 frees the collective implementations shared by communicator sub-groups once
per sub-group at exit; glibc aborted on it for every workload prefix of 72 to 87 characters,
which a Dask worker's trace folder under ``$TMPDIR`` was. The runner now hands the binary one
fixed short name for the traces (``sim.astra.runners``). These tests run the shared binary:
on one sub-group program with its traces at every path length around that window, and in a
sweep on a real ``LocalCluster``; each result must equal the embedded backend's.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
import yaml

from astra_differential import shared_binary_dir
from hlo2chakra.pipeline.convert import convert
from hlo2chakra.pipeline.simulate import run_simulation
from hlo2chakra.sim.options import SimulationOptions

PROGRAMS = Path(__file__).resolve().parents[2] / "data" / "programs" / "decoder_dp_tp"
BINARIES = shared_binary_dir()
pytestmark = [pytest.mark.slow, pytest.mark.needs_shared,
              pytest.mark.skipif(BINARIES is None, reason="the shared ASTRA-sim binaries are not available")]


def _binary() -> Path:
    assert BINARIES is not None
    return BINARIES / "AstraSim_Analytical_Congestion_Unaware"


@pytest.fixture(scope="module")
def traces(tmp_path_factory) -> Path:
    """The 4-rank data x model step: sub-groups {0,1},{2,3} (model) and {0,2},{1,3} (data)."""
    out = tmp_path_factory.mktemp("dp_tp") / "traces"
    convert(PROGRAMS / "per_device.mlir", out, hardware="H100-SXM")
    assert (out / "comm_groups.json").is_file()
    return out


@pytest.fixture
def short_base():
    """A folder with a short path (pytest's tmp_path is too long to reach the lengths below)."""
    base = Path(tempfile.mkdtemp(prefix="h2c-"))
    if len(str(base)) > 56:
        pytest.skip(f"the temporary folder {base} is too long to place traces at 64 characters")
    yield base
    shutil.rmtree(base, ignore_errors=True)


def test_real_binary_finishes_wherever_the_traces_lie(short_base, traces) -> None:
    topology = "Switch(4, 450GB/s, 500ns)"
    expected = run_simulation(traces, SimulationOptions(topology=topology, backend="analytical")).step.step_time_ns
    base = short_base
    lengths = range(64, 96)  # the workload prefix's length; 72..87 aborted every run before
    for length in lengths:
        pad = length - len(str(base)) - len("/trace") - 1
        folder = base / ("d" * pad)
        shutil.copytree(traces, folder)
        assert len(str(folder / "trace")) == length
        report = run_simulation(folder, SimulationOptions(topology=topology, backend="astra-sim",
                                                          astra_bin=_binary(), crash_retries=0))
        assert report.step.step_time_ns == expected, length
        assert report.summary.runner["attempts"] == 1
        shutil.rmtree(folder)


def test_real_binary_under_a_local_cluster_never_fails_a_cell(tmp_path) -> None:
    pytest.importorskip("distributed")
    from hlo2chakra.pipeline.sweep.run import run_sweep

    spec = {"workload": str(PROGRAMS / "global.mlir"), "meshes": [{"data": 2, "model": 2}],
            "hardware": ["H100-SXM", "A100-SXM-40GB"],
            "topologies": ["Switch(4, {100,450,900}GB/s, 500ns)", "Ring(4, {25,50}GB/s, 1us)"],
            "backend": "astra-sim", "astra_bin": str(_binary())}
    path = tmp_path / "spec.yaml"
    path.write_text(yaml.safe_dump(spec))
    analytical = tmp_path / "analytical.yaml"
    analytical.write_text(yaml.safe_dump(spec | {"backend": "analytical"}))
    reference = run_sweep(analytical, tmp_path / "ref", local=True).frame
    for attempt in range(3):  # 30 cells of the real binary on Dask workers, 2 at a time
        frame = run_sweep(path, tmp_path / f"out{attempt}", workers=2).frame
        assert list(frame["status"]) == ["ok"] * 10, list(frame["message"])
        assert set(frame["backend"]) == {"astra-sim"}
        assert list(frame["step_time_ns"]) == list(reference["step_time_ns"])

"""``run_sweep`` on a real Dask LocalCluster and on a scheduler + worker started as subprocesses.

One sweep of the decoder fixture (4 devices): 2 hardware (one a what-if with too little memory)
x 3 topologies (one of the wrong size). Its numbers are checked against direct simulations of the
cached traces, its costs against the price formula by hand; re-running it resumes.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest
import yaml

from hlo2chakra.pipeline.simulate import run_simulation
from hlo2chakra.sim.options import SimulationOptions
from hlo2chakra.pipeline.sweep.run import run_sweep
from hlo2chakra.runtime.child import stop_processes

MODULE = Path(__file__).resolve().parents[2] / "data" / "programs" / "decoder_dp_tp" / "global.mlir"
TOPOLOGIES = ["Switch(4, {450,900}GB/s, 500ns)", "Switch(8, 450GB/s, 500ns)"]
PRICES = {"currency": "USD", "accelerators": {"H100-SXM": 2.0, "tiny": 1.0},
          "network": {"Switch": {"per_port_hour": 0.1, "bandwidth": "450GB/s"}}}

pytestmark = pytest.mark.slow


def _write_spec(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "tiny.yaml").write_text("base: H100-SXM\nmemory_capacity_bytes: 100000\n")
    (folder / "prices.yaml").write_text(yaml.safe_dump(PRICES))
    spec = {"workload": str(MODULE), "meshes": [{"data": 2, "model": 2}], "hardware": ["H100-SXM", "tiny.yaml"],
            "topologies": TOPOLOGIES, "prices": "prices.yaml", "backend": "analytical"}
    path = folder / "spec.yaml"
    path.write_text(yaml.safe_dump(spec))
    return path


@pytest.fixture(scope="module")
def first_sweep(tmp_path_factory):
    folder = tmp_path_factory.mktemp("sweep")
    spec = _write_spec(folder / "in")
    seen: list[tuple[int, int, int]] = []
    result = run_sweep(spec, folder / "out", workers=1, progress=lambda *a: seen.append(a))
    return spec, result, seen


def test_rows_statuses_and_numbers(first_sweep) -> None:
    _, result, seen = first_sweep
    frame = result.frame
    assert list(frame["hardware"]) == ["H100-SXM"] * 3 + ["tiny"] * 3
    assert list(frame["topology"]) == ["Switch(4, 450GB/s, 500ns)", "Switch(4, 900GB/s, 500ns)",
                                       "Switch(8, 450GB/s, 500ns)"] * 2
    assert list(frame["status"]) == ["ok", "ok", "failed", "exceeds-memory", "exceeds-memory", "failed"]
    assert "network has 8 NPUs but mesh data=2,model=2 has 4 devices" in frame["message"][2]
    assert "exceeds tiny's 0.00 GB" in frame["message"][3]
    assert list(frame["fits_memory"][:2]) == [True, True] and not frame["fits_memory"][3]
    assert seen[-1] == (6, 2, 6)
    # the step time is the one a direct simulation of the cached traces gives
    traces = sorted((result.out_dir / "cache" / "traces").iterdir())
    assert len(traces) == 2  # converted once per (mesh, hardware), reused across topologies
    for row in frame[frame["status"] != "failed"].itertuples():
        folder = next(t for t in traces if f'"name": "{row.hardware}"' in (t / "manifest.json").read_text())
        direct = run_simulation(folder, SimulationOptions(topology=row.topology, backend="analytical")).step
        assert row.step_time_ns == direct.step_time_ns
        assert row.compute_ns + row.exposed_comm_ns == row.step_time_ns
    # cost: devices x accelerator price + 4 switch ports at the reference bandwidth (or twice it)
    h100 = frame.iloc[0]
    assert h100["cost_per_hour"] == pytest.approx(4 * 2.0 + 4 * 0.1)
    assert frame.iloc[1]["cost_per_hour"] == pytest.approx(4 * 2.0 + 4 * 0.2)
    assert h100["cost_per_step"] == pytest.approx(h100["cost_per_hour"] * h100["step_time_ns"] / 3.6e12)
    assert "fastest that fits in memory: data=2,model=2 | H100-SXM" in result.ranking[0]


def test_files_match_the_frame_and_a_rerun_resumes(first_sweep) -> None:
    spec, result, _ = first_sweep
    out = result.out_dir
    assert pd.read_parquet(out / "results.parquet").equals(result.frame)
    assert list(pd.read_csv(out / "results.csv")["step_time_ns"].fillna(-1)) == \
        list(result.frame["step_time_ns"].fillna(-1))
    for chart in ("step_times.png", "cost_vs_time.png"):
        assert (out / chart).read_bytes()[:4] == b"\x89PNG"
    before = {name: (out / name).read_bytes() for name in ("results.csv", "results.parquet")}
    # an interrupted run: one finished cell lost
    lost = sorted((out / "cells").glob("*.json"))[0]
    lost.unlink()
    again = run_sweep(spec, out, workers=1)
    assert again.computed == 1
    assert {name: (out / name).read_bytes() for name in before} == before
    assert run_sweep(spec, out).computed == 0


def test_refuses_an_output_folder_it_did_not_make(tmp_path, first_sweep) -> None:
    spec = first_sweep[0]
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep")
    with pytest.raises(Exception, match="is not a sweep output folder"):
        run_sweep(spec, tmp_path / "mine")
    assert (tmp_path / "mine" / "notes.txt").read_text() == "keep"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_for_workers(address: str, count: int, timeout_s: float) -> None:
    from distributed import Client

    with Client(address, timeout="20s") as client:
        client.wait_for_workers(count, timeout=timeout_s)


def test_on_a_scheduler_and_worker_started_separately(tmp_path, first_sweep) -> None:
    """Same table from an external cluster; traces reach the worker through Dask (no shared folder)."""
    spec, result, _ = first_sweep
    out = _earlier_sweep_folder(tmp_path, result)  # no conversion: the cached bundles are scattered
    port = _free_port()
    address = f"tcp://127.0.0.1:{port}"
    bin_dir = Path(sys.executable).parent
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[3] / "converter"))
    procs = []
    try:
        procs.append(subprocess.Popen([str(bin_dir / "dask"), "scheduler", "--host", "127.0.0.1", "--port",
                                       str(port), "--no-dashboard"], cwd=tmp_path, env=env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        time.sleep(2)
        procs.append(subprocess.Popen([str(bin_dir / "dask"), "worker", address, "--nthreads", "1", "--nworkers", "1",
                                       "--host", "127.0.0.1", "--no-dashboard", "--death-timeout", "60",
                                       "--local-directory", str(tmp_path / "worker")], cwd=tmp_path, env=env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        _wait_for_workers(address, 1, 120)
        remote = run_sweep(spec, out, scheduler=address)
    finally:
        stop_processes(procs, grace_s=20)
    assert remote.computed == 6
    assert (out / "results.parquet").read_bytes() == (result.out_dir / "results.parquet").read_bytes()
    assert remote.frame.equals(result.frame)


def test_local_workers_leave_the_working_directory(tmp_path, monkeypatch) -> None:
    """A stray module in the caller's folder is not importable by the local cluster's workers."""
    from hlo2chakra.pipeline.sweep.execute import open_client

    caller = tmp_path / "caller"
    caller.mkdir()
    (caller / "stray_module_for_sweep_test.py").write_text("VALUE = 1\n")
    monkeypatch.chdir(caller)
    monkeypatch.syspath_prepend(str(caller))

    def where() -> tuple[str, bool]:
        import importlib.util

        return os.getcwd(), importlib.util.find_spec("stray_module_for_sweep_test") is not None

    with open_client(None, 1, tmp_path / "scratch") as client:
        (cwd, found), = client.run(where).values()
    assert Path(cwd).resolve() != caller.resolve() and str(tmp_path / "scratch") in cwd
    assert not found


def _sweep_tmp(tmp_path: Path, monkeypatch) -> Path:
    """A private $TMPDIR for this test (the workers inherit it), with one file the tool did not make."""
    import tempfile

    tmp = tmp_path / "tmp"
    (tmp / f"hlo2chakra-sweep-{os.getuid()}").mkdir(parents=True)
    (tmp / f"hlo2chakra-sweep-{os.getuid()}" / "mine.txt").write_text("keep")
    monkeypatch.setenv("TMPDIR", str(tmp))
    monkeypatch.setattr(tempfile, "tempdir", None)
    return tmp / f"hlo2chakra-sweep-{os.getuid()}"


def _out_with_cache(tmp_path: Path, result) -> Path:
    return _earlier_sweep_folder(tmp_path, result)  # the bundles are scattered: workers write them


def _earlier_sweep_folder(tmp_path: Path, result) -> Path:
    """A sweep folder holding only the cache of ``result`` (its stamp and sweep.json, no cells)."""
    out = tmp_path / "out"
    out.mkdir()
    for name in (".hlo2chakra-output.json", "sweep.json"):
        shutil.copy(result.out_dir / name, out / name)
    shutil.copytree(result.out_dir / "cache", out / "cache")
    return out


def test_worker_trace_folders_are_removed_when_the_run_ends(tmp_path, monkeypatch, first_sweep) -> None:
    spec, result, _ = first_sweep
    ours = _sweep_tmp(tmp_path, monkeypatch)
    during: list[list[str]] = []

    def look(done: int, failed: int, total: int) -> None:
        during.append(sorted(p.name for p in ours.iterdir()))

    again = run_sweep(spec, _out_with_cache(tmp_path, result), workers=1, progress=look)
    assert again.frame.equals(result.frame)
    assert len(during[-1]) == 2  # the run's folder was there while cells ran
    assert sorted(p.name for p in ours.iterdir()) == ["mine.txt"]  # gone after; the foreign file stays


def test_worker_trace_folders_are_removed_on_an_interrupt(tmp_path, monkeypatch, first_sweep) -> None:
    spec, result, _ = first_sweep
    ours = _sweep_tmp(tmp_path, monkeypatch)
    during: list[list[str]] = []

    def interrupt(done: int, failed: int, total: int) -> None:
        if done > 2:  # the two cells of the wrong size fail before anything runs; this one was simulated
            during.append(sorted(p.name for p in ours.iterdir()))
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_sweep(spec, _out_with_cache(tmp_path, result), workers=1, progress=interrupt)
    assert len(during[0]) == 2
    assert sorted(p.name for p in ours.iterdir()) == ["mine.txt"]


def test_the_local_executor_gives_the_same_table_without_dask(tmp_path, monkeypatch, first_sweep) -> None:
    """--local: conversions in this process, simulations in isolated children; the same rows, and it resumes."""
    import hlo2chakra.pipeline.sweep.run as sweep_run

    spec, result, _ = first_sweep
    monkeypatch.setattr(sweep_run, "open_client", None)  # Dask is not used at all
    local = run_sweep(spec, tmp_path / "local", workers=2, local=True)
    assert local.frame.equals(result.frame)
    assert (tmp_path / "local" / "results.parquet").read_bytes() == (result.out_dir / "results.parquet").read_bytes()
    assert local.times.conversions == 2 and local.times.simulations == 4
    assert sorted(p.name for p in (tmp_path / "local" / "cache" / "traces").iterdir()) == \
        sorted(p.name for p in (result.out_dir / "cache" / "traces").iterdir())  # the same content keys
    assert run_sweep(spec, tmp_path / "local", local=True).computed == 0


def test_local_and_scheduler_exclude_each_other(first_sweep, tmp_path) -> None:
    from hlo2chakra.pipeline.sweep.run import ExecutorChoiceError

    with pytest.raises(ExecutorChoiceError, match="cannot be given with --scheduler"):
        run_sweep(first_sweep[0], tmp_path / "x", scheduler="tcp://127.0.0.1:1", local=True)
    assert not (tmp_path / "x").exists()

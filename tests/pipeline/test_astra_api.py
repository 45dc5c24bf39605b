"""The simulate library API: workload resolution, config staging, backend choice, run directories."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pandas as pd
import pytest

from astra_helpers import RUNS, fake_analytical_module, fake_astra_binary, make_trace_dir, recorded_trace_dir
from hlo2chakra.chakra.trace import TraceFormatError
from hlo2chakra.sim.options import BackendKind, SimulationOptions
from hlo2chakra.pipeline import simulate as api
from hlo2chakra.sim.staging import resolve_workload
from hlo2chakra.sim.backends import choose_backend
from hlo2chakra.sim.config.files import ConfigError
from hlo2chakra.sim.results import SimulationError

RING8 = "Ring(8, 50GiB/s, 500ns)"  # the recorded runs' network, in ASTRA-sim's own unit


@pytest.fixture
def no_astra(monkeypatch, tmp_path):
    monkeypatch.delenv("ASTRA_SIM_BIN", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "empty-path"))


@pytest.fixture
def fake_analytical(monkeypatch):
    import sys

    calls: list = []
    monkeypatch.setitem(sys.modules, "hlo2chakra.sim.analytical.simulate", fake_analytical_module(calls))
    return calls


def test_native_run_through_the_api(tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "overlap")
    exe = fake_astra_binary(tmp_path / "bin", "overlap")
    report = api.run_simulation(target, SimulationOptions(topology=RING8, astra_bin=exe), run_dir=tmp_path / "run")
    assert report.summary.backend == "astra-sim"
    assert report.step.step_time_ns == 74440
    assert report.step.critical_rank == 0
    assert report.step.critical_compute_ns == 30000
    assert report.step.critical_exposed_comm_ns == 44440
    assert report.step.mean_exposed_comm_fraction == pytest.approx(44440 / 74440)
    assert list(report.ranks["overlap_ns"]) == [20000] * 8
    run = tmp_path / "run"
    for name in ("ranks.csv", "ranks.parquet", "collectives.csv", "collectives.parquet", "summary.json",
                 "config/network.yml", "config/system.json", "config/memory.json", "astra/stdout.txt", "astra/stderr.txt"):
        assert (run / name).is_file(), name
    assert pd.read_parquet(run / "ranks.parquet")["finish_ns"].tolist() == [74440] * 8
    summary = json.loads((run / "summary.json").read_text())
    assert summary["runner"]["binary"] == str(exe)
    assert summary["verdict"]["outcome"] == "finished"
    # the generated network is the recorded one (50 GiB/s is ASTRA-sim's 50)
    assert "bandwidth: [ 50 ]" in (run / "config/network.yml").read_text()
    assert not list(tmp_path.glob(".run.partial-*"))


def test_hang_leaves_a_complete_run_dir_and_raises(tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "basic")
    exe = fake_astra_binary(tmp_path / "bin", "sendrecv_tagmismatch")
    with pytest.raises(SimulationError, match=r"ranks 1, 3, 5, 7 never finished.*run directory"):
        api.run_simulation(target, SimulationOptions(topology=RING8, astra_bin=exe), run_dir=tmp_path / "run")
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["verdict"]["outcome"] == "hung"
    assert summary["verdict"]["missing_ranks"] == [1, 3, 5, 7]
    assert not (tmp_path / "run" / "ranks.csv").exists()


def test_rank_count_is_checked_before_running(tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "basic")
    exe = fake_astra_binary(tmp_path / "bin", "basic")
    with pytest.raises(ConfigError, match=r"16 NPUs \(8 x 2\) but the traces have 8 ranks"):
        api.run_simulation(target, SimulationOptions(topology="Ring(8, 50GB/s, 1us) x Ring(2, 50GB/s, 1us)",
                           astra_bin=exe), run_dir=tmp_path / "run")
    assert not (tmp_path / "run").exists()
    assert not list(tmp_path.glob(".run.partial-*"))


def test_raw_config_files_are_used_unchanged(tmp_path, no_astra, fake_analytical) -> None:
    target = recorded_trace_dir(tmp_path, "pg_split")
    report = api.run_simulation(target, SimulationOptions(network=RUNS / "basic" / "net_ring8.yml",
                                system=str(RUNS / "basic" / "sys_ring.json"), memory=RUNS / "basic" / "mem.json"),
                                run_dir=tmp_path / "run")
    config = tmp_path / "run" / "config"
    for staged, original in (("network.yml", "net_ring8.yml"), ("system.json", "sys_ring.json"), ("memory.json", "mem.json")):
        assert (config / staged).read_bytes() == (RUNS / "basic" / original).read_bytes()
    assert (config / "comm_groups.json").read_bytes() == (RUNS / "pg_split" / "comm_groups.json").read_bytes()
    call = fake_analytical[0]
    assert call["network_path"].endswith("config/network.yml")
    assert call["comm_groups_path"].endswith("config/comm_groups.json")
    assert report.summary.backend == "analytical"
    assert report.summary.topology == "Ring(8, 53.69GB/s, 500ns)"


def test_auto_falls_back_to_analytical_and_says_so(tmp_path, no_astra, fake_analytical) -> None:
    target = make_trace_dir(tmp_path / "t", 8, 10, 8 * 2**20)
    frame = api.simulate(target, topology="Switch(8, 450GB/s, 500ns)")
    assert frame.attrs["summary"]["backend"] == "analytical"
    assert frame.attrs["summary"]["backend_detail"] == "analytical (embedded)"
    assert set(frame["backend"]) == {"analytical"}
    assert frame.attrs["run_dir"] is None
    # the fake charges bytes / bandwidth: 8 MiB at 450e9 B/s
    comm = int(8 * 2**20 / (450e9 / 1e9))
    assert list(frame["finish_ns"]) == [30000 + comm] * 8
    assert fake_analytical[0]["congestion_aware"] is False
    collectives = api.run_simulation(target, SimulationOptions(topology="Switch(8, 450GB/s, 500ns)")).collectives
    assert collectives.to_dict(orient="records") == [
        {"comm_type": "ALL_REDUCE", "group": "all", "size_bytes": 8 * 2**20, "count": 8, "ranks": 8,
         "total_bytes": 8 * 8 * 2**20}
    ]


def test_congestion_aware_is_passed_and_checked(tmp_path, no_astra, fake_analytical) -> None:
    target = make_trace_dir(tmp_path / "t", 8, 10, 2**20)
    api.simulate(target, topology="Ring(8, 50GB/s, 500ns)", backend="analytical", congestion_aware=True)
    assert fake_analytical[0]["congestion_aware"] is True
    target2 = make_trace_dir(tmp_path / "t2", 16, 10, 2**20)
    with pytest.raises(ConfigError, match="1-D networks only; this one has 2"):
        api.simulate(target2, topology="Ring(8, 50GB/s, 500ns) x Ring(2, 50GB/s, 1us)", backend="analytical",
                     congestion_aware=True)


def test_backend_astra_sim_without_a_binary_is_a_clear_error(no_astra) -> None:
    with pytest.raises(ConfigError, match="no ASTRA-sim found.*--astra-bin.*ASTRA_SIM_BIN.*--docker-image"):
        choose_backend(SimulationOptions(backend="astra-sim"))
    with pytest.raises(ConfigError, match="unknown backend 'ns3'"):
        choose_backend(SimulationOptions(backend="ns3"))


def test_backend_choice_order(tmp_path, no_astra, monkeypatch) -> None:
    exe = fake_astra_binary(tmp_path / "bin", "basic")
    assert choose_backend(SimulationOptions(backend="auto")).kind is BackendKind.ANALYTICAL
    assert choose_backend(SimulationOptions(backend="auto", docker_image="img")).label == "astra-sim (docker image img)"
    monkeypatch.setenv("PATH", str(exe.parent))
    chosen = choose_backend(SimulationOptions())
    assert chosen.kind is BackendKind.ASTRA_SIM and chosen.label == f"astra-sim ({exe.resolve()})"
    assert choose_backend(SimulationOptions(backend="analytical")).kind is BackendKind.ANALYTICAL


def test_missing_analytical_backend_is_a_clear_error(tmp_path, no_astra, monkeypatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "hlo2chakra.sim.analytical.simulate", None)  # import fails
    target = make_trace_dir(tmp_path / "t", 8, 10, 2**20)
    with pytest.raises(ConfigError, match="embedded analytical backend is not available"):
        api.simulate(target, topology="Ring(8, 50GB/s, 500ns)")


def test_workload_prefix_form(tmp_path, no_astra, fake_analytical) -> None:
    make_trace_dir(tmp_path / "t", 4, 5, 2**20)
    frame = api.simulate(workload=tmp_path / "t" / "trace", topology="FullyConnected(4, 100GB/s, 500ns)")
    assert len(frame) == 4
    with pytest.raises(TraceFormatError, match="no trace files"):
        resolve_workload(workload=tmp_path / "t" / "nope")
    with pytest.raises(ConfigError, match="not both"):
        resolve_workload(tmp_path / "t", workload=tmp_path / "t" / "trace")


def test_manifest_problems_name_the_file(tmp_path) -> None:
    folder = make_trace_dir(tmp_path / "t", 2, 5, 2**20)
    (folder / "trace.1.et").unlink()
    with pytest.raises(TraceFormatError, match="trace.1.et is missing"):
        resolve_workload(folder)
    (folder / "manifest.json").write_text("{}")
    with pytest.raises(ConfigError, match="manifest.json: unreadable manifest"):
        resolve_workload(folder)
    with pytest.raises(ConfigError, match="no manifest.json"):
        resolve_workload(tmp_path)


def test_existing_run_dir_is_refused_then_overwritten(tmp_path, no_astra, fake_analytical) -> None:
    target = make_trace_dir(tmp_path / "t", 8, 10, 2**20)
    run = tmp_path / "run"
    run.mkdir()
    (run / "old.txt").write_text("x")
    for overwrite in (False, True):  # --overwrite never deletes a directory the tool did not make
        with pytest.raises(ConfigError, match="not an earlier hlo2chakra output.*'old.txt'"):
            api.run_simulation(target, SimulationOptions(topology="h100-8x-nvswitch"), run_dir=run, overwrite=overwrite)
    assert (run / "old.txt").read_text() == "x"
    (run / "old.txt").unlink()
    api.run_simulation(target, SimulationOptions(topology="h100-8x-nvswitch"), run_dir=run)
    (run / "ranks.csv").write_text("stale")
    with pytest.raises(ConfigError, match="already exists"):
        api.run_simulation(target, SimulationOptions(topology="h100-8x-nvswitch"), run_dir=run)
    api.run_simulation(target, SimulationOptions(topology="h100-8x-nvswitch"), run_dir=run, overwrite=True)
    assert (run / "ranks.csv").read_text() != "stale"


def test_short_system_lists_warn(tmp_path, no_astra, fake_analytical) -> None:
    target = make_trace_dir(tmp_path / "t", 16, 10, 2**20)
    report = api.run_simulation(target, SimulationOptions(topology="Ring(8, 50GB/s, 500ns) x Ring(2, 50GB/s, 1us)",
                                system=str(RUNS / "basic" / "sys_ring.json")))
    assert any("fewer algorithms than the network's 2 dimensions" in w for w in report.warnings)


@pytest.mark.skipif(not os.environ.get("ASTRA_SIM_BIN"), reason="set ASTRA_SIM_BIN to run the real ASTRA-sim")
@pytest.mark.parametrize("case, finish", [("basic", 94440), ("overlap", 74440), ("pg_split", 79000)])
def test_real_astra_sim(tmp_path, monkeypatch, case, finish) -> None:
    monkeypatch.chdir(tmp_path)
    target = recorded_trace_dir(tmp_path, case)
    report = api.run_simulation(target, SimulationOptions(network=RUNS / case / "net_ring8.yml",
                                system=str(RUNS / case / "sys_ring.json"), backend="astra-sim", timeout_s=120),
                                run_dir=tmp_path / "run")
    assert report.step.step_time_ns == finish
    assert list(report.ranks["finish_ns"]) == [finish] * 8
    assert not (tmp_path / "log").exists()  # ASTRA-sim's log/ stays inside the run directory
    assert (tmp_path / "run" / "astra" / "log").is_dir()


ALTERNATING = """#!{python}
import os, sys
from pathlib import Path
counter = Path({counter!r})
n = int(counter.read_text()) if counter.exists() else 0
counter.write_text(str(n + 1))
keep = {keeps!r}[min(n, len({keeps!r}) - 1)]
for line in open({stdout!r}).read().splitlines():
    if "finished," in line and not any(f"sys[{{r}}] " in line for r in keep):
        continue
    print(line)
if len(keep) == 8:
    sys.exit(0)
sys.stderr.write({heap_message!r} + "\\n")
sys.stdout.flush()
sys.stderr.flush()
if {by_signal!r}:
    os.abort()  # dies of SIGABRT as glibc makes the binary die (exit -6), not exit 134
sys.exit(134)
"""


def _alternating_binary(tmp_path, keeps, heap_message="free(): double free detected in tcache 2",
                        by_signal=False) -> Path:
    exe = tmp_path / "bin" / "AstraSim_Analytical_Congestion_Unaware"
    exe.parent.mkdir()
    exe.write_text(ALTERNATING.format(python=sys.executable, counter=str(tmp_path / "count"), keeps=keeps,
                                      stdout=str(RUNS / "pg_split" / "stdout.txt"), heap_message=heap_message,
                                      by_signal=by_signal))
    exe.chmod(0o755)
    return exe


def test_crash_at_exit_is_retried_and_merged(tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "pg_split")
    exe = _alternating_binary(tmp_path, [[0, 4], [1, 2, 3, 5, 6, 7]])
    report = api.run_simulation(target, SimulationOptions(topology=RING8, system="direct", astra_bin=exe),
                                run_dir=tmp_path / "run")
    assert list(report.ranks["finish_ns"]) == [79000] * 8
    assert report.summary.runner["attempts"] == 2
    assert any("recovered by running it again" in w for w in report.warnings)
    assert (tmp_path / "run" / "astra-retry1" / "stdout.txt").is_file()


def test_a_heap_abort_that_lost_every_rank_is_retried_under_any_algorithm(tmp_path, no_astra) -> None:
    # seen in a loaded Dask sweep of the real binary: the async logger lost all four ranks' lines
    target = recorded_trace_dir(tmp_path, "pg_split")
    exe = _alternating_binary(tmp_path, [[], [0, 4], list(range(8))],
                              heap_message="malloc_consolidate(): unaligned fastbin chunk detected", by_signal=True)
    report = api.run_simulation(target, SimulationOptions(topology=RING8, astra_bin=exe), run_dir=tmp_path / "run")
    assert list(report.ranks["finish_ns"]) == [79000] * 8
    assert report.summary.runner["attempts"] == 3  # the default: two reruns
    assert int((tmp_path / "count").read_text()) == 3


def test_a_heap_abort_before_any_result_twice_in_a_row_is_a_crash_not_rerun_again(tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "pg_split")
    exe = _alternating_binary(tmp_path, [[]], heap_message="malloc(): mismatching next->prev_size", by_signal=True)
    with pytest.raises(SimulationError, match=r"aborted with exit -6 \(SIGABRT\) \(malloc\(\): mismatching "
                                              r"next->prev_size\) in two runs in a row before any rank's result"):
        api.run_simulation(target, SimulationOptions(topology=RING8, astra_bin=exe), run_dir=tmp_path / "run")
    assert int((tmp_path / "count").read_text()) == 2


def test_crash_at_exit_that_stays_incomplete_is_said_plainly(tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "pg_split")
    exe = _alternating_binary(tmp_path, [[0, 4]])
    with pytest.raises(SimulationError, match=r"crashed at exit with exit 134 \(SIGABRT\) after computing, a known "
                                              r"defect of the 'direct' algorithm.*still lost"):
        api.run_simulation(target, SimulationOptions(topology=RING8, system="direct", astra_bin=exe,
                           crash_retries=1), run_dir=tmp_path / "run")
    assert int((tmp_path / "count").read_text()) == 2


def test_summary_row_for_sweeps(tmp_path, no_astra, fake_analytical) -> None:
    target = make_trace_dir(tmp_path / "t", 8, 10, 2**20)
    rows = [api.run_simulation(target, SimulationOptions(topology=t)).summary_row for t in ("h100-8x-nvswitch",
                               "b200-8x-nvswitch")]
    table = pd.concat(rows, ignore_index=True)
    assert list(table["topology"]) == ["h100-8x-nvswitch", "b200-8x-nvswitch"]
    assert table["step_time_ns"].iloc[0] > table["step_time_ns"].iloc[1]
    assert {"critical_rank", "mean_exposed_comm_fraction", "backend", "num_ranks"} <= set(table.columns)


def test_simulate_frames_of_a_sweep_concatenate(tmp_path, no_astra, fake_analytical) -> None:
    target = make_trace_dir(tmp_path / "t", 8, 10, 2**20)
    frames = [api.simulate(target, topology=t) for t in ("h100-8x-nvswitch", "Ring(8, 25GB/s, 1us)")]
    sweep = pd.concat(frames, ignore_index=True)
    assert len(sweep) == 16
    assert sweep.groupby("topology")["finish_ns"].max().to_dict()["h100-8x-nvswitch"] < \
        sweep.groupby("topology")["finish_ns"].max().to_dict()["Ring(8, 25GB/s, 1us)"]
    # the keyword form is SimulationOptions' fields: same frame as the options value, a typo is refused
    given = api.simulate(target, SimulationOptions(topology="h100-8x-nvswitch"))
    pd.testing.assert_frame_equal(given, frames[0])
    with pytest.raises(TypeError, match="topolgy"):
        api.simulate(target, topolgy="h100-8x-nvswitch")
    with pytest.raises(ConfigError, match="not both"):
        api.simulate(target, SimulationOptions(topology="h100-8x-nvswitch"), backend="analytical")


def test_summary_json_is_the_typed_summary_with_labels_as_keys_and_columns(tmp_path, no_astra,
                                                                           fake_analytical) -> None:
    target = make_trace_dir(tmp_path / "t", 8, 10, 2**20)
    report = api.run_simulation(target, SimulationOptions(topology="h100-8x-nvswitch"), run_dir=tmp_path / "run",
                                labels={"hardware": "H100-SXM"})
    text = (tmp_path / "run" / "summary.json").read_text()
    assert text == report.summary.to_json()
    written = json.loads(text)
    assert list(written) == sorted(written)  # sorted keys: same results, same bytes
    assert written["hardware"] == "H100-SXM" and set(report.ranks["hardware"]) == {"H100-SXM"}
    finish = report.ranks["finish_ns"].astype(int)
    assert written["step_time_ns"] == report.step.step_time_ns == finish.max()
    assert written["min_finish_ns"] == finish.min() and written["num_ranks"] == 8
    assert written["backend"] == "analytical" and written["verdict"]["outcome"] == "finished"
    assert "timeline" not in written and report.summary.timeline is None

"""The simulate and compare commands, on a local typer app."""

from __future__ import annotations

import json
import sys

import pytest

from astra_helpers import fake_analytical_module, fake_astra_binary, make_trace_dir, recorded_trace_dir


@pytest.fixture
def no_astra(monkeypatch, tmp_path):
    monkeypatch.delenv("ASTRA_SIM_BIN", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "empty-path"))
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def fake_analytical(monkeypatch):
    calls: list = []
    monkeypatch.setitem(sys.modules, "hlo2chakra.sim.analytical.simulate", fake_analytical_module(calls))
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
    assert "| h100-8x-nvswitch | h100-8x-nvswitch | nccl | ok |" in result.stdout  # configuration, system, model
    assert "backend that ran: analytical" in result.stdout


def test_compare_all_failed_exits_nonzero(app, runner, tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "basic")
    exe = fake_astra_binary(tmp_path / "bin", "coll_REDUCE")
    result = runner.invoke(app, ["compare", str(target), "-t", "Ring(8, 50GiB/s, 500ns)", "--astra-bin", str(exe),
                                 "-o", str(tmp_path / "cmp")])
    assert result.exit_code == 1
    assert "failed: Ring(8, 50GiB/s, 500ns): ASTRA-sim aborted with exit 134 (SIGABRT)" in result.stderr


def test_simulate_timeline_writes_its_files(app, runner, tmp_path, no_astra) -> None:
    import csv

    target = recorded_trace_dir(tmp_path, "sendrecv_ring")
    result = runner.invoke(app, ["simulate", str(target), "--topology", "Ring(8, 50GiB/s, 500ns)", "--backend",
                                 "analytical", "-o", str(tmp_path / "run"), "--timeline-ranks", "0,7"])
    assert result.exit_code == 0, result.output + result.stderr
    assert "most exposed collectives" in result.stdout
    run = tmp_path / "run"
    for name in ("timeline.json", "gantt.png", "critical_path.csv", "collective_nodes.csv", "collective_nodes.parquet",
                 "most_exposed.csv", "collectives.csv"):
        assert (run / name).is_file(), name
    events = json.loads((run / "timeline.json").read_text())["traceEvents"]
    assert {e["pid"] for e in events if e["ph"] == "X"} == {0, 7, 8}  # the chosen ranks and the critical path
    nodes = list(csv.DictReader(open(run / "collective_nodes.csv")))
    ranks = json.loads((run / "summary.json").read_text())
    assert ranks["timeline"]["rows_written"] == 2
    finish = {int(r["rank"]): int(r["finish_ns"]) - int(r["compute_ns"]) for r in csv.DictReader(open(run / "ranks.csv"))}
    for rank in (0, 7):
        assert sum(int(n["exposed_ns"]) for n in nodes if int(n["rank"]) == rank) == finish[rank]


def test_simulate_timeline_ranks_out_of_range_is_one_line(app, runner, tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "basic")
    result = runner.invoke(app, ["simulate", str(target), "--topology", "Ring(8, 50GiB/s, 500ns)", "--backend",
                                 "analytical", "-o", str(tmp_path / "run"), "--timeline-ranks", "0,9"])
    assert result.exit_code == 2
    assert "--timeline-ranks: rank 9 is outside 0..7" in result.stderr
    assert "Traceback" not in result.stderr and not (tmp_path / "run").exists()


FAKE_TRACING = """#!{python}
import json, shutil, sys
args = dict(a[2:].split("=", 1) for a in sys.argv[1:])
if json.load(open(args["system-configuration"])).get("trace-enabled") == 1:
    shutil.copy({log!r}, args["logging-folder"] + "/log.log")
sys.stdout.write(open({stdout!r}).read())
"""


def test_simulate_timeline_from_astra_sims_per_node_log(app, runner, tmp_path, no_astra) -> None:
    from pathlib import Path

    data = Path(__file__).parents[1] / "data"
    exe = tmp_path / "bin" / "AstraSim_Analytical_Congestion_Unaware"
    exe.parent.mkdir()
    exe.write_text(FAKE_TRACING.format(python=sys.executable, log=str(data / "astra_timeline" / "overlap" / "log.log"),
                                       stdout=str(data / "astra_runs" / "overlap" / "stdout.txt")))
    exe.chmod(0o755)
    target = recorded_trace_dir(tmp_path, "overlap")
    runs = data / "astra_runs" / "overlap"
    result = runner.invoke(app, ["simulate", str(target), "--network", str(runs / "net_ring8.yml"), "--system",
                                 str(runs / "sys_ring.json"), "--astra-bin", str(exe), "-o", str(tmp_path / "run"),
                                 "--timeline"])
    assert result.exit_code == 0, result.output + result.stderr
    assert "trace-enabled=1" in result.stderr
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["timeline"]["source"] == "astra-sim log"
    events = json.loads((tmp_path / "run" / "timeline.json").read_text())["traceEvents"]
    assert len([e for e in events if e["ph"] == "X" and e["pid"] < 8]) == 8 * 3  # fwd, ar, indep


def test_simulate_timeline_without_astra_sims_log_is_one_line(app, runner, tmp_path, no_astra) -> None:
    target = recorded_trace_dir(tmp_path, "basic")
    exe = fake_astra_binary(tmp_path / "bin", "basic")  # prints results but never writes a log
    result = runner.invoke(app, ["simulate", str(target), "--topology", "Ring(8, 50GiB/s, 500ns)",
                                 "--astra-bin", str(exe), "-o", str(tmp_path / "run"), "--timeline"])
    assert result.exit_code == 1
    assert "ASTRA-sim wrote no per-node log" in result.stderr and "Traceback" not in result.stderr


def test_compare_writes_timelines_by_default(app, runner, tmp_path, no_astra) -> None:
    target = make_trace_dir(tmp_path / "t", 8, 10, 1 << 20)
    result = runner.invoke(app, ["compare", str(target), "-t", "Ring(8, 50GiB/s, 500ns)", "--backend", "analytical",
                                 "-o", str(tmp_path / "cmp"), "--jobs", "1"])
    assert result.exit_code == 0, result.stderr
    runs = sorted((tmp_path / "cmp" / "runs").iterdir())
    assert runs and all((run / "timeline.json").is_file() and (run / "gantt.png").is_file() for run in runs)


def test_simulate_unknown_backend_is_one_line_naming_the_choices(tmp_path) -> None:
    import subprocess
    from pathlib import Path

    target = recorded_trace_dir(tmp_path, "basic")
    entry = Path(sys.executable).parent / "hlo2chakra"  # the installed command: its usage errors are one line
    done = subprocess.run([str(entry), "simulate", str(target), "--topology",
                           "h100-8x-nvswitch", "--backend", "ns3", "-o", str(tmp_path / "run")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("hlo2chakra: error: ")
    assert "'ns3' is not one of 'auto', 'astra-sim', 'analytical'" in done.stderr
    assert not (tmp_path / "run").exists()

"""The sweep's local executor (no Dask): what ``compare`` runs on, and ``sweep --local``.

A cell travels to its isolated child as JSON and comes back unchanged; ``compare`` and a sweep
work in a Python where Dask cannot be imported at all (the ``sweep`` extra not installed).
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pandas as pd
import pytest

from astra_helpers import make_trace_dir
from hlo2chakra.pipeline.sweep import run as sweep_run
from hlo2chakra.pipeline.sweep.local import LocalCell, cell_from_json, cell_to_json, run_local
from hlo2chakra.pipeline.sweep.tasks import CellOutcome, SimulationJob, cell_options
from hlo2chakra.sim.options import SimulationOptions

NO_DASK = "import sys; sys.modules['distributed'] = None; sys.modules['dask'] = None\n"


def test_a_cell_survives_the_trip_to_its_child() -> None:
    base = SimulationOptions(backend="astra-sim", timeout_s=12.5, astra_bin=Path("/opt/astra/bin"),
                             docker_image="astra:1", memory="memory.json", congestion_aware=True, crash_retries=3)
    job = SimulationJob(cell_options(base, "Ring(8, 50GB/s, 500ns)", "direct", 8, timeline_max_ranks=8), "/runs/00-a",
                        (("hardware", "B200"),), "simulate: ")
    cell = LocalCell(Path("/traces/t"), job)
    back = cell_from_json(cell_to_json(cell))
    assert back.traces == cell.traces and back.job.run_dir == job.run_dir and back.job.labels == job.labels
    assert back.job.failure_prefix == "simulate: "
    assert back.job.options.backend is job.options.backend and back.job.options.timeline is None
    for name in ("topology", "system", "memory", "astra_bin", "docker_image", "timeout_s", "congestion_aware",
                 "crash_retries"):
        assert str(getattr(back.job.options, name)) == str(getattr(job.options, name)), name
    assert (job.options.topology, job.options.system) == ("Ring(8, 50GB/s, 500ns)", "direct")
    assert cell_options(base, "Ring(16, 50GB/s, 500ns)", None, 16, 8).timeline is False  # above timeline_max_ranks
    assert cell_options(base, "Ring(16, 50GB/s, 500ns)", None, 16) == replace(base, topology="Ring(16, 50GB/s, 500ns)")


def test_children_and_in_process_runs_give_the_same_outcomes(tmp_path, monkeypatch) -> None:
    from hlo2chakra.runtime.child import ChildSet

    started: list[str] = []
    start = ChildSet.start
    monkeypatch.setattr(ChildSet, "start", lambda self, module, *a: started.append(module) or start(self, module, *a))
    traces = make_trace_dir(tmp_path / "t", 8, 10, 2**20)
    base = SimulationOptions(backend="analytical")
    cells = [LocalCell(traces, SimulationJob(cell_options(base, t, None, 8)))
             for t in ("Ring(8, 50GB/s, 500ns)", "Switch(8, 50GB/s, 500ns)", "Ring(4, 50GB/s, 500ns)")]
    seen: list[int] = []
    in_children = run_local(cells, 2, lambda index, outcome: seen.append(index))
    assert in_children == run_local(cells, 1)
    assert sorted(seen) == [0, 1, 2]
    assert started == ["hlo2chakra.pipeline.sweep.cell_worker"] * 2  # one child per worker, serving several cells
    assert [o.status for o in in_children] == ["ok", "ok", "failed"]
    assert in_children[0].step_time_ns > in_children[0].compute_ns > 0
    assert "network has 4 NPUs" in in_children[2].message  # a failed simulation is a row with its reason


def test_a_child_that_dies_is_a_failed_cell_but_no_verdict(tmp_path, monkeypatch) -> None:
    import hlo2chakra.pipeline.sweep.local as local

    monkeypatch.setattr(local, "WORKER_MODULE", "hlo2chakra.no_such_worker_module")
    traces = make_trace_dir(tmp_path / "t", 2, 10, 2**20)
    job = SimulationJob(SimulationOptions(backend="analytical", topology="Ring(2, 50GB/s, 500ns)"))
    seen: list[int] = []
    outcomes = run_local([LocalCell(traces, job)] * 2, 2, lambda index, outcome: seen.append(index))
    assert all(o.status == "failed" and o.message.startswith("simulation process failed: ") for o in outcomes)
    assert "no_such_worker_module" in outcomes[0].message
    assert seen == []  # a resumed sweep runs these cells again


def test_a_cell_that_kills_its_child_fails_alone(tmp_path, monkeypatch) -> None:
    """The next cell on that worker gets a fresh child and its own verdict."""
    import hlo2chakra.pipeline.sweep.local as local

    traces = make_trace_dir(tmp_path / "t", 2, 10, 2**20)
    good = LocalCell(traces, SimulationJob(SimulationOptions(backend="analytical", topology="Ring(2, 50GB/s, 500ns)")))
    fatal = LocalCell(tmp_path / "missing", good.job)
    real = local.cell_to_json
    # the child exits at once (a simulated crash) when it reads this cell
    monkeypatch.setattr(local, "cell_to_json", lambda c: "KILL" if c is fatal else real(c))
    outcomes = run_local([fatal, good, fatal, good], 2)
    assert [o.status for o in outcomes] == ["failed", "ok", "failed", "ok"]
    assert outcomes[0].message.startswith("simulation process failed: JSONDecodeError: ")


def test_compare_needs_no_dask(tmp_path) -> None:
    traces = make_trace_dir(tmp_path / "traces", 8, 10, 2**20)
    out = tmp_path / "cmp"
    code = NO_DASK + (
        "from hlo2chakra.cli.app import main\n"
        f"sys.argv = ['hlo2chakra', 'compare', {str(traces)!r}, '-t', 'Ring(8, 50GB/s, 500ns)', '-t', "
        f"'Switch(8, 50GB/s, 500ns)', '--backend', 'analytical', '--jobs', '2', '-o', {str(out)!r}]\n"
        "main()\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert list(pd.read_csv(out / "comparison.csv")["status"]) == ["ok", "ok"]


def test_without_dask_a_sweep_runs_locally_and_a_scheduler_is_refused(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)
    assert not sweep_run.dask_installed()
    assert sweep_run._wants_local(None, None) is True
    for scheduler, local in (("tcp://127.0.0.1:1", None), (None, False)):
        with pytest.raises(sweep_run.ExecutorChoiceError, match=r"pip install 'hlo2chakra\[sweep\]'"):
            sweep_run._wants_local(scheduler, local)
    assert CellOutcome.from_json(CellOutcome("ok", warnings=("w",)).to_json()).warnings == ("w",)

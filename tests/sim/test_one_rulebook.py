"""One rulebook (issue 10): every backend refuses what ``validate`` rejects, with validate's own words.

Before, the embedded backend simulated an empty workload to 0 ns and a ``comm_size`` of -5 to
24,280 ns, both with exit 0, while ``validate`` rejected them; its own copies of the rules could
drift from the validator's. Now the simulate path runs the validator once, before dispatching to
any backend (embedded, native ASTRA-sim, Docker), and the embedded library entry points run the
same validator; the embedded workload loader keeps no rules of its own.
"""

from __future__ import annotations

import json
import stat
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

from astra_helpers import make_trace_dir
from hlo2chakra.chakra.manifest import read_manifest, write_manifest
from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.sim.options import SimulationOptions
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr, string_attr, write_trace
from hlo2chakra.chakra.validate.workload import validate_traces
from hlo2chakra.cli.app import app
from hlo2chakra.pipeline import simulate as api
from hlo2chakra.sim.analytical.simulate import simulate_traces
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.results import SimulationError

GPU = bool_attr("is_cpu_op", False)
RING2 = "Ring(2, 50GB/s, 500ns)"


def comp(nid: int, deps=(), us: int = 5, attrs=(GPU,)) -> EtNode:
    return EtNode(nid, f"c{nid}", NodeType.COMP_NODE, tuple(deps), duration_micros=us, attrs=tuple(attrs))


def allreduce(nid: int, size: int, deps=(), pg: str | None = None) -> EtNode:
    attrs = [GPU, int_attr("comm_type", CollectiveCommType.ALL_REDUCE), int_attr("comm_size", size, "int64")]
    if pg is not None:
        attrs.append(string_attr("pg_name", pg))
    return EtNode(nid, f"ar{nid}", NodeType.COMM_COLL_NODE, tuple(deps), attrs=tuple(attrs))


def _write(folder: Path, traces: list[EtTrace]) -> Path:
    folder = make_trace_dir(folder, len(traces), 1, 4096)
    for rank, trace in enumerate(traces):
        write_trace(folder / f"trace.{rank}.et", trace)
    return folder


# Hostile workloads of two ranks: (name, per-rank nodes, comm groups, the rule validate names first).
HOSTILE = [
    ("empty", [(), ()], None, "empty-trace"),
    ("negative-size", [(comp(1), allreduce(2, -5, [1]))] * 2, None, "comm-size"),
    ("duplicate-id", [(comp(1), comp(1))] * 2, None, "duplicate-id"),
    ("missing-dep", [(comp(1, [99]),)] * 2, None, "missing-dep"),
    ("cycle", [(comp(1, [2]), comp(2, [1]))] * 2, None, "cycle"),
    ("cpu-op", [(comp(1, attrs=(bool_attr("is_cpu_op", True),)),)] * 2, None, "cpu-op"),
    ("memory-node", [(EtNode(1, "load", NodeType.MEM_LOAD_NODE, attrs=(GPU,)),)] * 2, None, "node-type"),
    ("unknown-group", [(allreduce(1, 4096, pg="7"),)] * 2, {"1": [0, 1]}, "pg-unknown"),
    ("order", [(allreduce(1, 4096),), (allreduce(1, 8192),)], None, "collective-order"),
]


@pytest.mark.parametrize("name, nodes, groups, rule", HOSTILE, ids=[h[0] for h in HOSTILE])
def test_embedded_library_refuses_what_validate_rejects(name, nodes, groups, rule) -> None:
    traces = [EtTrace(tuple(n)) for n in nodes]
    violations = validate_traces(traces, groups, num_npus=2)
    assert violations and violations[0].rule == rule
    net = NetworkConfig(("Ring",), (2,), (50.0,), (500.0,))
    with pytest.raises(SimulationError) as info:
        simulate_traces(traces, net, SystemConfig(), groups)
    assert f"[{rule}]" in str(info.value) and violations[0].located() in str(info.value)


@pytest.mark.parametrize("name, nodes, rule", [("empty", [(), ()], "empty-trace"),
                                               ("negative-size", [(comp(1), allreduce(2, -5, [1]))] * 2, "comm-size")])
def test_cli_simulate_agrees_with_validate(tmp_path, name, nodes, rule) -> None:
    folder = _write(tmp_path / name, [EtTrace(tuple(n)) for n in nodes])
    runner = CliRunner()
    checked = runner.invoke(app, ["validate", str(folder)])
    assert checked.exit_code == 1 and f"{rule}:" in checked.output
    result = runner.invoke(app, ["simulate", str(folder), "--topology", RING2, "--backend", "analytical",
                                 "-o", str(tmp_path / "run")])
    assert result.exit_code == 1, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and f"[{rule}]" in lines[0] and "nothing was simulated" in lines[0]
    assert not (tmp_path / "run").exists()


RECORDING_BINARY = """#!{python}
open({marker!r}, "w").write("ran")
print("sys[0] finished, 10 cycles")
"""


def test_native_and_docker_backends_are_refused_before_running(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("ASTRA_SIM_BIN", raising=False)
    folder = _write(tmp_path / "neg", [EtTrace((comp(1), allreduce(2, -5, [1])))] * 2)
    marker = tmp_path / "ran.txt"
    exe = tmp_path / "bin" / "AstraSim_Analytical_Congestion_Unaware"
    exe.parent.mkdir()
    exe.write_text(RECORDING_BINARY.format(python=sys.executable, marker=str(marker)))
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    with pytest.raises(SimulationError, match=r"rank 0 node 2 \('ar2'\): comm_size -5 must be > 0 bytes.*\[comm-size\]"):
        api.run_simulation(folder, SimulationOptions(topology=RING2, backend="astra-sim", astra_bin=exe),
                           run_dir=tmp_path / "run")
    assert not marker.exists() and not (tmp_path / "run").exists()
    # The Docker runner is never reached either: the refusal comes before any docker command.
    monkeypatch.setenv("PATH", str(tmp_path / "no-docker-here"))
    with pytest.raises(SimulationError, match=r"\[comm-size\]"):
        api.run_simulation(folder, SimulationOptions(topology=RING2, backend="astra-sim",
                           docker_image="astra-sim:latest"))


def test_simulate_validates_once(tmp_path, monkeypatch) -> None:
    """The embedded backend is told the workload is validated: one validation per simulate."""
    import hlo2chakra.chakra.validate.workload as validate_module

    calls: list[str] = []
    real_traces, real_workload = validate_module.validate_traces, validate_module.validate_workload
    monkeypatch.setattr(validate_module, "validate_traces", lambda *a, **k: calls.append("traces") or real_traces(*a, **k))
    monkeypatch.setattr(validate_module, "validate_workload",
                        lambda *a, **k: calls.append("workload") or real_workload(*a, **k))
    import hlo2chakra.sim.analytical.simulate as analytical

    monkeypatch.setattr(analytical, "validate_traces", validate_module.validate_traces)
    folder = make_trace_dir(tmp_path / "ok", 2, 10, 4096)
    report = api.run_simulation(folder, SimulationOptions(topology=RING2, backend="analytical"))
    assert calls == ["workload"] and report.step.step_time_ns > 0


def test_leading_zero_group_names_resolve_like_astra_sim(tmp_path) -> None:
    """pg_name '01' is group 1 to ASTRA-sim's stoi, to validate, and now to the embedded backend."""
    traces = [EtTrace((allreduce(1, 4096, pg="01"),))] * 2
    assert validate_traces(traces, {"1": [0, 1]}, num_npus=2) == []
    net = NetworkConfig(("Ring",), (2,), (50.0,), (500.0,))
    results = simulate_traces(traces, net, SystemConfig(), {"1": [0, 1]})
    assert [r.rank for r in results] == [0, 1] and all(r.finish_ns > 0 for r in results)


def test_manifest_groups_reach_the_validator(tmp_path) -> None:
    folder = _write(tmp_path / "g", [EtTrace((allreduce(1, 4096, pg="1"),))] * 2)
    (folder / "comm_groups.json").write_text(json.dumps({"1": [0, 1]}))
    write_manifest(folder, replace(read_manifest(folder), comm_groups="comm_groups.json"))
    report = api.run_simulation(folder, SimulationOptions(topology=RING2, backend="analytical"))
    assert report.summary.num_ranks == 2

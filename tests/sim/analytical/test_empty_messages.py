"""empty-message: collectives that ASTRA-sim 518bd513 divides into a 0-byte message (it aborts).

The boundary below is worked out by hand from ASTRA-sim's source for the shipped 4-node H100
system (ring, then halvingDoubling; one split; localBWAware) on 8 x 8 NPUs:
``Sys::determine_chunk_size`` raises a chunk below 64 (the NPU count) to 64, the ring
reduce-scatter on dimension 0 leaves chunk // 8, and halvingDoubling's all-reduce on 8 NPUs
sends (chunk // 8) // 16 * 2 after its turn. So chunk // 8 >= 16, i.e. the smallest size that
runs is 128 B; 4, 64 and 127 B abort (``ChunkIdGenerator.cc:23: chunk_size > 0``).
"""

from __future__ import annotations

import json
import math
import os
import subprocess
from pathlib import Path

import pytest

from astra_differential import shared_binary_dir
from astra_helpers import make_trace_dir
from hlo2chakra.sim.analytical.empty_messages import (AG, AR, RS, empty_message_rule, empty_message_text,
                                                      smallest_size, world_phases)
from hlo2chakra.chakra.validate.workload import validate_traces, validate_workload
from hlo2chakra.chakra.trace import read_workload
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig, load_system

SYSTEMS = Path(__file__).resolve().parents[3] / "converter" / "hlo2chakra" / "sim" / "astra_configs" / "system"
H100_4NODE = SYSTEMS / "h100-8x-nvswitch-x-ib-ndr400-4node.json"
NET_8x8 = NetworkConfig(("Switch", "Switch"), (8, 8), (507.9, 137.6), (1346.0, 2000.0))


def _ring_hd(splits: int = 1, optimization: str = "localBWAware") -> SystemConfig:
    algos = ("ring", "halvingDoubling")
    return SystemConfig(all_reduce=algos, all_gather=algos, reduce_scatter=algos, all_to_all=("direct", "direct"),
                        collective_optimization=optimization, preferred_dataset_splits=splits)


def test_hand_boundary_of_the_shipped_4node_system() -> None:
    system = load_system(H100_4NODE)
    phases = world_phases(AR, NET_8x8, system)
    assert phases == [(RS, "ring", 8), (AR, "halvingDoubling", 8), (AG, "ring", 8)]
    assert smallest_size(AR, phases, 1, 64) == 128
    for size in (4, 64, 127):
        text = empty_message_text(size, AR, NET_8x8, system)
        assert text is not None and "smallest size it runs is 128 B" in text
    for size in (128, 129, 1 << 20):
        assert empty_message_text(size, AR, NET_8x8, system) is None


def test_hand_boundaries_of_other_layouts() -> None:
    # 4 splits: chunk = size // 4 must reach 128 -> 512 B.
    s4 = _ring_hd(4)
    assert smallest_size(AR, world_phases(AR, NET_8x8, s4), 4, 64) == 512
    # baseline: every dimension all-reduces the whole chunk; halvingDoubling(8) needs 16 <= 64: never empty.
    base = _ring_hd(1, "baseline")
    assert empty_message_text(1, AR, NET_8x8, base) is None
    # rings only: chunk >= 64 NPUs, 64 // 8 // 8 = 1, never empty.
    assert empty_message_text(1, AR, NET_8x8, SystemConfig(preferred_dataset_splits=1)) is None
    # all-gather is not raised to the NPU count: size // splits == 0 loops forever.
    text = empty_message_text(3, AG, NET_8x8, s4)
    assert text is not None and "loops forever" in text and "smallest size it runs is 4 B" in text


def test_validator_names_rank_node_and_smallest_size(tmp_path) -> None:
    traces = read_workload(make_trace_dir(tmp_path / "t", 64, 1, 64) / "trace", 64)
    system = load_system(H100_4NODE)
    found = validate_traces(traces, num_npus=64, size_rule=empty_message_rule(NET_8x8, system), max_violations=200)
    assert [v.rank for v in found] == list(range(64))
    v = found[0]
    assert (v.rule, v.node_id, v.node_name) == ("empty-message", 2, "grad_ar")
    assert v.message.startswith("rank 0, node 2 ('grad_ar'): ALL_REDUCE of 64 B") and "128 B" in v.message
    assert "\n" not in v.message
    assert validate_traces(traces, num_npus=64) == []  # without a size rule nothing is refused
    ok = make_trace_dir(tmp_path / "ok", 64, 1, 128) / "trace"
    assert validate_workload(ok, num_npus=64, size_rule=empty_message_rule(NET_8x8, system)) == []
    assert validate_workload(tmp_path / "t" / "trace", size_rule=empty_message_rule(NET_8x8, system),
                             max_violations=1)[0].rule == "empty-message"


# --- the real binary -------------------------------------------------------------------------

BINARIES = shared_binary_dir()


def _run_binary(folder: Path, npus: tuple[int, ...], algos: list[str], splits: int, size: int) -> str:
    """'abort', 'finish' or 'other' for a world all-reduce of ``size`` bytes run on the real binary."""
    make_trace_dir(folder / "w", math.prod(npus), 1, size)
    (folder / "net.yml").write_text("topology: [ %s ]\nnpus_count: [ %s ]\nbandwidth: [ %s ]\nlatency: [ %s ]\n" % (
        ", ".join(["Switch"] * len(npus)), ", ".join(map(str, npus)), ", ".join(["100.0"] * len(npus)),
        ", ".join(["1000.0"] * len(npus))))
    system = {"scheduling-policy": "LIFO", "endpoint-delay": 10, "active-chunks-per-dimension": 1,
              "preferred-dataset-splits": splits, "all-reduce-implementation": algos, "all-gather-implementation": algos,
              "reduce-scatter-implementation": algos, "all-to-all-implementation": ["direct"] * len(npus),
              "collective-optimization": "localBWAware", "local-mem-bw": 1600, "boost-mode": 0}
    (folder / "sys.json").write_text(json.dumps(system))
    (folder / "mem.json").write_text(json.dumps({"memory-type": "NO_MEMORY_EXPANSION"}))
    assert BINARIES is not None
    cmd = [str(BINARIES / "AstraSim_Analytical_Congestion_Unaware"), "--workload-configuration=w/trace",
           "--system-configuration=sys.json", "--network-configuration=net.yml", "--remote-memory-configuration=mem.json"]
    p = subprocess.run(cmd, cwd=folder, capture_output=True, text=True, timeout=120, env={**os.environ})
    out = p.stdout + p.stderr
    if "chunk_size > 0" in out:
        return "abort"
    return "finish" if p.returncode == 0 and "finished" in out else "other"


CASES = [  # (npus, algorithms, splits, size): the rule's verdict is checked against the binary
    ((8, 8), ["ring", "halvingDoubling"], 1, 64),
    ((8, 8), ["ring", "halvingDoubling"], 1, 127),
    ((8, 8), ["ring", "halvingDoubling"], 1, 128),
    ((4, 8), ["ring", "halvingDoubling"], 4, 255),
    ((4, 8), ["ring", "halvingDoubling"], 4, 256),
    ((2, 4), ["halvingDoubling", "halvingDoubling"], 1, 15),
    ((2, 4), ["halvingDoubling", "halvingDoubling"], 1, 16),
]


@pytest.mark.slow
@pytest.mark.parametrize("npus,algos,splits,size", CASES)
@pytest.mark.needs_shared
@pytest.mark.skipif(BINARIES is None, reason="the shared ASTRA-sim binaries are not available")
def test_rule_predicts_the_real_binary(tmp_path, npus, algos, splits, size) -> None:
    network = NetworkConfig(("Switch",) * len(npus), npus, (100.0,) * len(npus), (1000.0,) * len(npus))
    system = SystemConfig(all_reduce=tuple(algos), all_gather=tuple(algos), reduce_scatter=tuple(algos),
                          all_to_all=("direct",) * len(npus), preferred_dataset_splits=splits)
    predicted = empty_message_text(size, AR, network, system)
    assert _run_binary(tmp_path, npus, algos, splits, size) == ("abort" if predicted else "finish")


def test_the_simulate_path_refuses_for_the_real_binary_and_times_for_the_embedded_one(tmp_path) -> None:
    """A 64-byte world all-reduce on the shipped 4-node preset, with --keep-tiny-collectives:
    refused (naming the 128 B least) before ASTRA-sim runs, whatever binary is given (a fake one
    here: it must never start), and timed by the embedded backend, as before."""
    from hlo2chakra.pipeline.simulate import run_simulation
    from hlo2chakra.sim.options import SimulationOptions
    from hlo2chakra.sim.results import SimulationError

    traces = make_trace_dir(tmp_path / "t", 64, 1, 64)
    topology = "Switch(8, 507.9GB/s, 1346ns) x Switch(8, 137.6GB/s, 2000ns)"
    fake = tmp_path / "AstraSim_Analytical_Congestion_Unaware"
    fake.write_text("#!/bin/sh\ntouch started\nexit 0\n")
    fake.chmod(0o755)
    with pytest.raises(SimulationError, match=r"ALL_REDUCE of 64 B .*the smallest size it runs is 128 B"):
        run_simulation(traces, SimulationOptions(topology=topology, system=str(H100_4NODE), backend="astra-sim",
                                                 astra_bin=str(fake), raise_tiny_collectives=False))
    assert not list(tmp_path.rglob("started"))
    embedded = run_simulation(traces, SimulationOptions(topology=topology, system=str(H100_4NODE),
                                                        backend="analytical"))
    assert embedded.step.step_time_ns > 0


def test_raising_gives_each_refused_world_collective_the_least_size(tmp_path) -> None:
    from hlo2chakra.sim.analytical.empty_messages import runnable_size_rule
    from hlo2chakra.sim.tiny_collectives import RaisedCollective, raise_tiny_collectives

    system = load_system(H100_4NODE)
    least = runnable_size_rule(NET_8x8, system)
    assert (least(AR, 4), least(AR, 127), least(AR, 128), least(AR, 1 << 20)) == (128, 128, None, None)
    traces = read_workload(make_trace_dir(tmp_path / "t", 64, 1, 64) / "trace", 64)
    raised, report = raise_tiny_collectives(traces, least)
    assert report == (RaisedCollective("ALL_REDUCE", 64, 128, 64),)
    sizes = {int(n.attr("comm_size")) for t in raised for n in t.nodes if n.is_comm}
    assert sizes == {128}
    assert validate_traces(raised, num_npus=64, size_rule=empty_message_rule(NET_8x8, system)) == []
    # the input is untouched, and a workload with nothing to raise comes back as it was
    assert {int(n.attr("comm_size")) for t in traces for n in t.nodes if n.is_comm} == {64}
    big = read_workload(make_trace_dir(tmp_path / "ok", 64, 1, 4096) / "trace", 64)
    same, none = raise_tiny_collectives(big, least)
    assert none == () and all(a is b for a, b in zip(same, big))


@pytest.mark.slow
@pytest.mark.needs_shared
@pytest.mark.skipif(BINARIES is None, reason="the shared ASTRA-sim binaries are not available")
def test_the_real_binary_runs_a_raised_workload_as_the_embedded_backend_times_the_raised_size(tmp_path) -> None:
    """The default path on the real binary: the 64-byte all-reduce (on which it aborts) is raised
    to 128 B in the run folder, the run finishes, summary.json records the raise, the user's traces
    are unchanged, and the step equals the embedded backend's on a workload written at 128 B."""
    from hlo2chakra.pipeline.simulate import run_simulation
    from hlo2chakra.sim.options import SimulationOptions

    traces = make_trace_dir(tmp_path / "t", 64, 1, 64)
    before = {p.name: p.read_bytes() for p in traces.glob("*.et")}
    topology = "Switch(8, 507.9GB/s, 1346ns) x Switch(8, 137.6GB/s, 2000ns)"
    assert BINARIES is not None
    real = run_simulation(traces, SimulationOptions(
        topology=topology, system=str(H100_4NODE), backend="astra-sim",
        astra_bin=str(BINARIES / "AstraSim_Analytical_Congestion_Unaware")), run_dir=tmp_path / "run")
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["runner"]["raised_collectives"] == [
        {"kind": "ALL_REDUCE", "from_bytes": 64, "to_bytes": 128, "nodes": 64}]
    assert any("raised 64 world collectives" in w for w in real.warnings)
    assert {p.name: p.read_bytes() for p in traces.glob("*.et")} == before
    at_128 = make_trace_dir(tmp_path / "t128", 64, 1, 128)
    embedded = run_simulation(at_128, SimulationOptions(topology=topology, system=str(H100_4NODE), backend="analytical",
                                                        collectives="astra"))
    assert real.step.step_time_ns == embedded.step.step_time_ns

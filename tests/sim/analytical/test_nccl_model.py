"""The embedded engine with NCCL's collective model (``--collectives nccl``): each collective takes
NCCL's time for the links its members span, from the moment its last member issues it."""

from __future__ import annotations

import math

import pytest

from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr, string_attr
from hlo2chakra.sim.analytical.simulate import simulate_traces
from hlo2chakra.sim.staging import stage_configs
from hlo2chakra.sim.config.files import ConfigError, SystemConfig
from hlo2chakra.sim.config.resolve import parse_topology
from hlo2chakra.sim.nccl import collective_time_ns, get_preset
from hlo2chakra.sim.options import SimulationOptions

CPU = bool_attr("is_cpu_op", False)
NODE, TWO_NODES = "h100-8x-nvswitch", "h100-8x-nvswitch-x-ib-ndr400-2node"


def comp(nid: int, us: int) -> EtNode:
    return EtNode(nid, f"c{nid}", NodeType.COMP_NODE, (), duration_micros=us, attrs=(CPU,))


def coll(nid: int, kind: CollectiveCommType, size: int, deps=(), group: str | None = None) -> EtNode:
    attrs = [CPU, int_attr("comm_type", int(kind)), int_attr("comm_size", size, "uint64")]
    if group is not None:
        attrs.append(string_attr("pg_name", group))
    return EtNode(nid, f"x{nid}", NodeType.COMM_COLL_NODE, tuple(deps), attrs=tuple(attrs))


def step_ns(traces, topology: str, groups=None) -> list[int]:
    network = parse_topology(topology)
    results = simulate_traces(traces, network, SystemConfig(), groups, nccl_fabric=get_preset(topology))
    return [r.finish_ns for r in sorted(results, key=lambda r: r.rank)]


def nccl_ns(topology: str, kind: str, size: int, gpus: int, nodes: int) -> int:
    return math.ceil(collective_time_ns(get_preset(topology), kind, size, gpus, nodes).time_ns)


@pytest.mark.parametrize("kind, name, factor", [(CollectiveCommType.ALL_REDUCE, "all_reduce", 1),
                                                (CollectiveCommType.REDUCE_SCATTER, "reduce_scatter", 1),
                                                (CollectiveCommType.ALL_TO_ALL, "all_to_all", 1),
                                                # traces give an all-gather's input; NCCL its output
                                                (CollectiveCommType.ALL_GATHER, "all_gather", 8)])
def test_a_world_collective_takes_nccls_time_for_its_size(kind, name, factor):
    size = 64 << 20
    ends = step_ns([EtTrace((coll(1, kind, size),))] * 8, NODE)
    assert ends == [nccl_ns(NODE, name, size * factor, 8, 1)] * 8


def test_members_end_together_after_the_last_one_joins():
    # rank 3 computes 100 us before it joins: NCCL's kernels wait for every rank
    size = 1 << 20
    late = EtTrace((comp(1, 100), coll(2, CollectiveCommType.ALL_REDUCE, size, deps=(1,))))
    early = EtTrace((coll(2, CollectiveCommType.ALL_REDUCE, size),))
    ends = step_ns([early, early, early, late, early, early, early, early], NODE)
    assert ends == [100_000 + nccl_ns(NODE, "all_reduce", size, 8, 1)] * 8


def test_a_group_pays_the_links_its_members_span():
    # 16 ranks on two nodes: [0, 8] (one GPU on each node) crosses the NICs, [1, 2] stays on NVLink.
    size = 256 << 20
    groups = {"1": (0, 8), "2": (1, 2)}
    traces = []
    for r in range(16):
        group = "1" if r in (0, 8) else "2" if r in (1, 2) else None
        traces.append(EtTrace((coll(1, CollectiveCommType.ALL_REDUCE, size, group=group),)) if group
                      else EtTrace((comp(1, 1),)))
    ends = step_ns(traces, TWO_NODES, groups)
    across, inside = nccl_ns(TWO_NODES, "all_reduce", size, 1, 2), nccl_ns(TWO_NODES, "all_reduce", size, 2, 1)
    assert ends[0] == ends[8] == across and ends[1] == ends[2] == inside and ends[3] == 1000
    assert across > 3 * inside  # a 400G NIC against NVLink: the inter-node link is what it pays


def test_nccl_needs_a_gpu_preset_and_the_embedded_backend(tmp_path):
    with pytest.raises(ConfigError, match=r"--collectives nccl needs a GPU network preset, not Switch\(8"):
        stage_configs(tmp_path / "a", 8, topology="Switch(8, 450GB/s, 500ns)", collectives="nccl")
    with pytest.raises(ConfigError, match="use --backend analytical"):
        SimulationOptions(topology=NODE, backend="astra-sim", collectives="nccl")
    with pytest.raises(ConfigError, match="unknown collective model 'msccl'"):
        SimulationOptions(topology=NODE, collectives="msccl")
    staged = stage_configs(tmp_path / "b", 16, topology=TWO_NODES, collectives="nccl")
    assert staged.collective_model == "nccl" and staged.nccl_fabric.nodes == 2
    assert stage_configs(tmp_path / "c", 8, topology=NODE).collective_model == "astra"  # the function's default
    assert stage_configs(tmp_path / "d", 8, topology=NODE, collectives="auto").collective_model == "nccl"
    assert stage_configs(tmp_path / "e", 8, topology=NODE, collectives="auto", embedded=False).collective_model == "astra"
    assert stage_configs(tmp_path / "f", 8, topology=NODE + "-datasheet", collectives="auto").collective_model == "astra"
    assert stage_configs(tmp_path / "g", 8, topology="Switch(8, 450GB/s, 500ns)", collectives="auto").collective_model == "astra"


def test_the_timeline_of_an_nccl_run_reproduces_its_times(tmp_path):
    # run_simulation checks the recorded timeline against the run, rank by rank, and fails if they differ
    import json

    from astra_helpers import make_trace_dir
    from hlo2chakra.pipeline.simulate import run_simulation

    traces = make_trace_dir(tmp_path / "t", 8, 10, 64 * 2**20)
    report = run_simulation(traces, SimulationOptions(topology=NODE, backend="analytical", timeline=True),
                            run_dir=tmp_path / "run")
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["collective_model"] == "nccl" and report.timeline is not None
    assert (tmp_path / "run" / "timeline.json").is_file()


def test_an_oversubscribed_fabric_gets_the_nccl_model_with_the_network_presets_rule(tmp_path):
    """``-os<R>`` beyond one leaf: the NCCL fabric's NICs carry 1/R, as the network preset's links
    do (``presets.fabric_network``); within one leaf (64 nodes of radix-64 rail switches) nothing."""
    base = "h100-8x-nvswitch-x-ib-ndr400"
    far = stage_configs(tmp_path / "a", 2048, topology=f"{base}-256node-os2", collectives="auto")
    full = stage_configs(tmp_path / "b", 2048, topology=f"{base}-256node", collectives="auto")
    assert far.collective_model == full.collective_model == "nccl"
    assert far.nccl_fabric.nic_gbps == pytest.approx(full.nccl_fabric.nic_gbps / 2)
    assert far.network.bandwidth_gbps[1] == pytest.approx(full.network.bandwidth_gbps[1] / 2)
    near = stage_configs(tmp_path / "c", 512, topology=f"{base}-64node-os2", collectives="auto")
    assert near.nccl_fabric.nic_gbps == full.nccl_fabric.nic_gbps
    # a world all-reduce across 256 nodes takes longer on the oversubscribed fabric
    slow = collective_time_ns(far.nccl_fabric, "all_reduce", 1 << 30, 8, 256).time_ns
    fast = collective_time_ns(full.nccl_fabric, "all_reduce", 1 << 30, 8, 256).time_ns
    assert slow > 1.5 * fast

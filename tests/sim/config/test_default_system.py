"""A network that brings no system of its own (a compact spec or a YAML file) runs with the system
a practitioner would pick: ring all-reduce / all-gather / reduce-scatter, and direct all-to-all
wherever a dimension reaches every peer in one hop (Switch, FullyConnected). It says so by name."""

from __future__ import annotations

from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr
from hlo2chakra.sim.analytical.simulate import simulate_traces
from hlo2chakra.sim.staging import stage_configs
from hlo2chakra.sim.config import presets
from hlo2chakra.sim.config.resolve import parse_topology

SWITCH64 = "Switch(64, 450GB/s, 500ns)"


def _all_to_all(size_bytes: int) -> EtTrace:
    node = EtNode(1, "a2a", NodeType.COMM_COLL_NODE, (),
                  attrs=(bool_attr("is_cpu_op", False), int_attr("comm_type", int(CollectiveCommType.ALL_TO_ALL)),
                         int_attr("comm_size", size_bytes, "uint64")))
    return EtTrace((node,))


def test_compact_specs_get_direct_all_to_all_on_one_hop_dimensions_and_say_so(tmp_path):
    staged = stage_configs(tmp_path / "a", 8, topology="Switch(4, 450GB/s, 500ns) x Ring(2, 50GB/s, 1us)")
    assert staged.system.all_to_all == ("direct", "ring")
    assert staged.system.all_reduce == staged.system.all_gather == staged.system.reduce_scatter == ("ring", "ring")
    assert staged.system_label == "auto (ring; all-to-all direct/ring)"
    assert '"all-to-all-implementation": [\n    "direct",\n    "ring"\n  ]' in staged.system_path.read_text()
    ring_only = stage_configs(tmp_path / "b", 4, topology="Ring(4, 50GB/s, 1us)")
    assert ring_only.system.all_to_all == ("ring",) and ring_only.system_label == "auto (ring)"


def test_presets_and_explicit_systems_keep_their_own(tmp_path):
    staged = stage_configs(tmp_path / "p", 8, topology="h100-8x-nvswitch")
    assert staged.system_label == "h100-8x-nvswitch"
    assert staged.system == presets.fit_system(presets.system_preset("h100-8x-nvswitch"), 1)
    asked = stage_configs(tmp_path / "r", 64, topology=SWITCH64, system="ring")
    assert asked.system_label == "ring" and asked.system.all_to_all == ("ring",)


def test_an_expert_parallel_all_to_all_on_a_flat_switch_runs_as_direct_not_as_a_ring(tmp_path):
    # The case: 64 ranks on one switch. A ring all-to-all sends p(p-1)/2 = 2016 messages in
    # a row per chunk; direct sends each peer its share at once.
    network = parse_topology(SWITCH64)
    traces = [_all_to_all(64 << 20)] * 64
    default = stage_configs(tmp_path / "d", 64, topology=SWITCH64).system
    direct = presets.fit_system(presets.system_preset("direct"), 1)
    ring = presets.fit_system(presets.system_preset("ring"), 1)
    def step_ns(system) -> int:
        return max(r.finish_ns for r in simulate_traces(traces, network, system))

    t_default, t_direct, t_ring = step_ns(default), step_ns(direct), step_ns(ring)
    assert t_default == t_direct
    assert t_ring > 10 * t_default

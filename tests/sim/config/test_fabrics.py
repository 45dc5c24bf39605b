"""Parametric multi-node fabrics: FAMILY-<N>node[-os<R>][-datasheet] for any N >= 2.

Expected values are computed here from the rule as the docs state it (rail-optimized fat tree:
Switch(8) node x Switch(N) rail; levels = switch levels of the folded Clos of radix-k switches
that holds N nodes: 1 up to k, 2 up to k^2/2, ...; rail latency + 250 ns per link per extra level;
bandwidth / R beyond one leaf), reading only the raw numbers of the fabric files.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from hlo2chakra.sim.config import presets
from hlo2chakra.sim.config.files import ConfigError, load_network
from hlo2chakra.sim.config.resolve import parse_topology

# family -> (single-node preset, switch radix, local-mem-bw GB/s)
FAMILIES = {
    "h100-8x-nvswitch-x-ib-ndr400": ("h100-8x-nvswitch", 64, 3350),
    "h200-8x-nvswitch-x-ib-ndr400": ("h200-8x-nvswitch", 64, 4800),
    "a100-8x-nvswitch-x-ib-hdr200": ("a100-8x-nvswitch", 40, 2039),
    "b200-8x-nvswitch-x-ib-xdr800": ("b200-8x-nvswitch", 144, 8000),
}
# (family radix, N) -> switch levels, by hand: radix 64 holds 64 / 2,048 nodes in 1 / 2 levels,
# radix 40 holds 40 / 800, radix 144 holds 144 / 10,368
LEVELS = {
    (64, 2): 1, (64, 8): 1, (64, 64): 1, (64, 256): 2,
    (40, 2): 1, (40, 8): 1, (40, 64): 2, (40, 256): 2,
    (144, 2): 1, (144, 8): 1, (144, 64): 1, (144, 256): 2,
}
LEVEL_NS = 250.0


def _raw(family: str) -> dict:
    path = presets.configs_dir() / "fabric" / f"{family}.yml"
    return yaml.safe_load(path.read_text())


def test_the_four_families_ship() -> None:
    assert presets.fabric_names() == sorted(FAMILIES)
    assert presets.parametric_names() == [f"{f}-<N>node" for f in sorted(FAMILIES)]


@pytest.mark.parametrize("family", sorted(FAMILIES))
@pytest.mark.parametrize("nodes", [2, 8, 64, 256])
def test_parametric_name_follows_the_rule(family: str, nodes: int) -> None:
    node_preset, radix, hbm = FAMILIES[family]
    raw = _raw(family)
    assert raw["switch_radix"] == radix and raw["level_latency"] == LEVEL_NS
    levels = LEVELS[(radix, nodes)]
    rail_bw, rail_lat = raw["rail"]["bandwidth"], raw["rail"]["latency"]
    node = presets.network_preset(node_preset)

    net = parse_topology(f"{family}-{nodes}node")
    assert net.topology == ("Switch", "Switch")
    assert net.npus_count == (8, nodes) and net.num_npus == 8 * nodes
    assert net.bandwidth_gbps == (node.bandwidth_gbps[0], rail_bw)  # dimension 0 = the fitted node
    assert net.latency_ns[0] == node.latency_ns[0]
    assert net.latency_ns[1] == pytest.approx(rail_lat + (levels - 1) * LEVEL_NS)

    over = parse_topology(f"{family}-{nodes}node-os2")
    assert over.bandwidth_gbps[1] == pytest.approx(rail_bw / 2 if levels > 1 else rail_bw)
    assert over.latency_ns == net.latency_ns

    sheet = parse_topology(f"{family}-{nodes}node-datasheet")
    assert sheet.bandwidth_gbps == (raw["datasheet"]["node"]["bandwidth"], raw["datasheet"]["rail"]["bandwidth"])
    assert sheet.latency_ns[1] == pytest.approx(2000 + (levels - 1) * LEVEL_NS)

    system = presets.fit_system(presets.system_preset(presets.default_system_name(f"{family}-{nodes}node")), 2)
    assert system.all_reduce == ("ring", "halvingDoubling")  # 2, 8, 64, 256 are powers of two
    assert system.all_gather == system.reduce_scatter == ("ring", "ring")
    assert system.local_mem_bw_gbps == hbm
    assert (system.preferred_dataset_splits, system.active_chunks_per_dimension) == (1, 1)
    assert presets.default_system_name(f"{family}-{nodes}node-datasheet") == presets.DEFAULT_SYSTEM


def test_line_rates_of_the_datasheet_twins() -> None:
    gib = 1 << 30
    for family, (gbits, node_gbps) in {"h100-8x-nvswitch-x-ib-ndr400": (400, 450), "a100-8x-nvswitch-x-ib-hdr200": (200, 300),
                                       "b200-8x-nvswitch-x-ib-xdr800": (800, 900)}.items():
        net = parse_topology(f"{family}-16node-datasheet")
        assert net.bandwidth_gbps == (node_gbps * 1e9 / gib, gbits * 1e9 / 8 / gib)
        assert net.latency_ns == (500, 2000)


def test_derived_families_scale_the_h100_rail_by_nic_bus_bandwidth() -> None:
    h100 = _raw("h100-8x-nvswitch-x-ib-ndr400")["rail"]
    assert _raw("h200-8x-nvswitch-x-ib-ndr400")["rail"] == h100
    a100, b200 = _raw("a100-8x-nvswitch-x-ib-hdr200")["rail"], _raw("b200-8x-nvswitch-x-ib-xdr800")["rail"]
    assert a100["bandwidth"] == pytest.approx(h100["bandwidth"] * 24 / 47, rel=1e-3)
    assert b200["bandwidth"] == pytest.approx(h100["bandwidth"] * 2, rel=1e-3)
    assert a100["latency"] == b200["latency"] == h100["latency"]


def test_non_power_of_two_nodes_run_ring_between_nodes() -> None:
    system = presets.system_preset("h100-8x-nvswitch-x-ib-ndr400-6node")
    assert system.all_reduce == ("ring", "ring")
    from hlo2chakra.sim.netfit.fit import predicted_us

    net = parse_topology("h100-8x-nvswitch-x-ib-ndr400-6node")
    assert predicted_us(net, system, "all_reduce", 1 << 30) > 0  # halvingDoubling would refuse 6 peers


def test_levels_of_the_folded_clos() -> None:
    assert [presets.fat_tree_levels(n, 64) for n in (2, 64, 65, 2048, 2049, 65536, 65537)] == [1, 1, 2, 2, 3, 3, 4]
    assert parse_topology("h100-8x-nvswitch-x-ib-ndr400-2049node").latency_ns[1] == pytest.approx(
        _raw("h100-8x-nvswitch-x-ib-ndr400")["rail"]["latency"] + 2 * LEVEL_NS)


@pytest.mark.parametrize("name, says", [
    ("h100-8x-nvswitch-x-ib-ndr400-1node", "N >= 2"),
    ("h100-8x-nvswitch-x-ib-ndr400-0node", "N >= 2"),
    ("h100-8x-nvswitch-x-ib-ndr400-4nodes", "expected h100-8x-nvswitch-x-ib-ndr400-<N>node"),
    ("h100-8x-nvswitch-x-ib-ndr400-node", "expected"),
    ("h100-8x-nvswitch-x-ib-ndr400-64node-os0", "oversubscription 0"),
    ("h100-8x-nvswitch-x-ib-ndr400-64node-os65", "oversubscription 65"),
    ("h100-8x-nvswitch-x-ib-ndr400-64node-xyz", "expected"),
    ("h100-8x-nvswitch-x-ib-ndr400-64node-datasheet-os2", "expected"),
    ("h100-8x-nvswitch-x-ib-ndr400-064node", "leading zeros"),
    ("h100-8x-nvswitch-x-ib-ndr400", "expected"),
    ("a100-8x-nvswitch-x-ib-hdr200--4node", "expected"),
    ("h100-8x-nvswitch-x-ib-ndr400-16385node", "131,072-rank ceiling"),
    ("b200-8x-nvswitch-x-ib-xdr800-" + "9" * 400 + "node", "ceiling"),
])
def test_bad_names_are_refused_in_one_line_naming_the_preset(name: str, says: str) -> None:
    with pytest.raises(ConfigError) as err:
        parse_topology(name)
    message = str(err.value)
    assert says in message and "\n" not in message and len(message) < 600
    assert repr(name[:60])[:-1] in message  # names the preset


def test_the_rank_ceiling_is_the_packages(monkeypatch) -> None:
    monkeypatch.setenv("HLO2CHAKRA_MAX_RANKS", "1024")
    assert parse_topology("h100-8x-nvswitch-x-ib-ndr400-128node").num_npus == 1024
    with pytest.raises(ConfigError, match="129 nodes x 8 GPUs is more than the 1,024-rank ceiling.*HLO2CHAKRA_MAX_RANKS"):
        parse_topology("h100-8x-nvswitch-x-ib-ndr400-129node")


def test_unknown_names_list_the_parametric_families() -> None:
    with pytest.raises(ConfigError, match=r"parametric: a100-8x-nvswitch-x-ib-hdr200-<N>node, .*h100-8x-nvswitch-x-ib-ndr400-<N>node"):
        parse_topology("h100-8x-nvswitch-x-ib-ndr800-4node")
    with pytest.raises(ConfigError, match="unknown system preset"):
        presets.system_preset("h100-8x-nvswitch-x-ib-ndr400-4node-datasheet")


# --- the fixed files keep resolving, and are the rule at their N -----------------------------------

@pytest.mark.parametrize("name, family, nodes", [
    ("h100-8x-nvswitch-x-ib-ndr400-4node", "h100-8x-nvswitch-x-ib-ndr400", 4),
    ("a100-8x-nvswitch-x-ib-hdr200-4node", "a100-8x-nvswitch-x-ib-hdr200", 4),
])
def test_fixed_four_node_files_are_the_rule_at_four(name: str, family: str, nodes: int) -> None:
    path = presets.configs_dir() / "network" / f"{name}.yml"
    assert path.is_file() and presets.network_preset_path(name) == path
    from_file = load_network(path)  # ASTRA-sim's own format, plain loader
    assert parse_topology(name) == from_file == presets.fabric_network(family, nodes)
    assert presets.default_system_name(name) == name
    assert presets.system_preset(name) == presets.fabric_system(family, nodes)
    raw = json.loads((presets.configs_dir() / "system" / f"{name}.json").read_text())
    assert raw["all-reduce-implementation"] == ["ring", "halvingDoubling"] and raw["preferred-dataset-splits"] == 1
    sheet = parse_topology(f"{name}-datasheet")  # the hand-written twin, as before
    assert sheet == presets.fabric_network(family, nodes, datasheet=True)


def test_the_sixteen_node_roce_file_still_resolves() -> None:
    net = parse_topology("h100-8x-nvswitch-x-roce400-16node")
    assert net.npus_count == (8, 16) and presets.default_system_name("h100-8x-nvswitch-x-roce400-16node") == \
        "h100-8x-nvswitch-x-roce400-16node"
    ndr = parse_topology("h100-8x-nvswitch-x-ib-ndr400-16node")
    assert net.bandwidth_gbps[1] == pytest.approx(ndr.bandwidth_gbps[1] * 46 / 47, rel=1e-3)
    assert net.latency_ns[1] == pytest.approx(ndr.latency_ns[1] * 1.5, rel=1e-3)


def test_headers_say_what_was_fitted_and_held_out() -> None:
    text = (presets.configs_dir() / "fabric" / "h100-8x-nvswitch-x-ib-ndr400.yml").read_text()
    for words in ("T8", "T11", "HELD-OUT", "EFFECTIVE", "ASSUMED", "CHECKS", "T5"):
        assert words in text
    for family in ("a100-8x-nvswitch-x-ib-hdr200", "b200-8x-nvswitch-x-ib-xdr800", "h200-8x-nvswitch-x-ib-ndr400"):
        header = (presets.configs_dir() / "fabric" / f"{family}.yml").read_text()
        assert "DERIVED" in header
    assert "TCPXO" in (presets.configs_dir() / "fabric" / "a100-8x-nvswitch-x-ib-hdr200.yml").read_text()


def test_fabric_file_round_trips() -> None:
    for family in FAMILIES:
        fab = presets.fabric(family)
        data = yaml.safe_load(presets.fabric_yaml(fab))
        assert data == _raw(family)


def test_a_staged_run_writes_astra_sims_own_files(tmp_path: Path) -> None:
    from hlo2chakra.sim.staging import stage_configs

    staged = stage_configs(tmp_path, 64, topology="b200-8x-nvswitch-x-ib-xdr800-8node")
    assert load_network(staged.network_path) == parse_topology("b200-8x-nvswitch-x-ib-xdr800-8node")
    assert "topology: [ Switch, Switch ]\nnpus_count: [ 8, 8 ]" in staged.network_path.read_text()
    system = json.loads(staged.system_path.read_text())
    assert system["all-reduce-implementation"] == ["ring", "halvingDoubling"] and system["local-mem-bw"] == 8000
    assert not any(key.startswith("_") for key in system)
    with pytest.raises(ConfigError, match="64 NPUs"):
        stage_configs(tmp_path / "other", 32, topology="b200-8x-nvswitch-x-ib-xdr800-8node")


def test_a_broken_fabric_file_is_one_line(tmp_path: Path, monkeypatch) -> None:
    root = tmp_path / "astra_configs"
    for kind in ("network", "system", "fabric"):
        (root / kind).mkdir(parents=True)
    text = (presets.configs_dir() / "fabric" / "h100-8x-nvswitch-x-ib-ndr400.yml").read_text()
    (root / "fabric" / "h100-8x-nvswitch-x-ib-ndr400.yml").write_text(text.replace("switch_radix: 64", "switch_radix: 63"))
    monkeypatch.setattr(presets, "configs_dir", lambda: root)
    with pytest.raises(ConfigError, match="switch_radix.*even") as err:
        parse_topology("h100-8x-nvswitch-x-ib-ndr400-8node")
    assert "\n" not in str(err.value)

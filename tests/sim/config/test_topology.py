"""Topology specs, unit conversion and presets.

Golden texts below were written by hand from the unit rules (GB/s user = 1e9 B/s; ASTRA-sim
GB = 2^30 B, so 450 GB/s -> 450e9 / 1073741824 = 419.09515857696533), not produced by the code.
"""

from __future__ import annotations

import json
import math

import pytest

from hlo2chakra.sim.config import presets
from hlo2chakra.sim.config.files import ConfigError, NetworkConfig, load_network
from hlo2chakra.sim.config.topology import (
    bandwidth_to_astra,
    check_ranks,
    describe,
    latency_to_ns,
    parse_spec,
)
from hlo2chakra.sim.config.resolve import parse_topology

H100_YAML = (
    "topology: [ Switch ]\n"
    "npus_count: [ 8 ]\n"
    "bandwidth: [ 419.09515857696533 ]  # GB/s, GB = 2^30 bytes\n"
    "latency: [ 500 ]  # ns\n"
)
MULTINODE_YAML = (
    "topology: [ Switch, Switch ]\n"
    "npus_count: [ 8, 16 ]\n"
    "bandwidth: [ 419.09515857696533, 46.566128730773926 ]  # GB/s, GB = 2^30 bytes\n"
    "latency: [ 500, 2000 ]  # ns\n"
)
TPU_YAML = (
    "topology: [ Ring, Ring, Ring ]\n"
    "npus_count: [ 4, 4, 4 ]\n"
    "bandwidth: [ 93.13225746154785, 93.13225746154785, 93.13225746154785 ]  # GB/s, GB = 2^30 bytes\n"
    "latency: [ 1000, 1000, 1000 ]  # ns\n"
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("450GB/s", 450e9 / 2**30),
        ("400Gb/s", 50e9 / 2**30),
        ("400 Gbps", 50e9 / 2**30),
        ("1.8TB/s", 1800e9 / 2**30),
        ("50GiB/s", 50.0),
        ("800MB/s", 0.8e9 / 2**30),
    ],
)
def test_bandwidth_units(text: str, expected: float) -> None:
    assert bandwidth_to_astra(text) == pytest.approx(expected, rel=1e-15)


@pytest.mark.parametrize(
    "text, expected_ns", [("500ns", 500), ("2us", 2000), ("1.5 µs", 1500), ("0.25ms", 250_000), ("1s", 1e9)]
)
def test_latency_units(text: str, expected_ns: float) -> None:
    assert latency_to_ns(text) == expected_ns


@pytest.mark.parametrize("text", ["450", "450 GB", "450gbit", "-5GB/s", "0GB/s"])
def test_bandwidth_without_valid_unit_is_rejected(text: str) -> None:
    with pytest.raises(ConfigError, match="bandwidth"):
        bandwidth_to_astra(text)


def test_latency_without_unit_is_rejected() -> None:
    with pytest.raises(ConfigError, match="needs a unit"):
        latency_to_ns("500")


def test_spec_golden_single_switch() -> None:
    assert parse_spec("Switch(8, 450GB/s, 500ns)").to_yaml() == H100_YAML


@pytest.mark.parametrize(
    "spec",
    [
        "Switch(8, 450GB/s, 500ns) x Switch(16, 400Gb/s, 2us)",
        "switch(8,450GB/s,500ns)*Switch(16, 50GB/s, 0.002ms)",
        "Switch(8, 450 GB/s, 500 ns) × Switch(16, 0.05TB/s, 2000ns)",
    ],
)
def test_spec_golden_multinode_in_every_spelling(spec: str) -> None:
    assert parse_spec(spec).to_yaml() == MULTINODE_YAML


def test_spec_golden_torus_as_rings() -> None:
    assert parse_spec("Torus(4, 100GB/s, 1us) x Ring(4, 100GB/s, 1us) x Ring(4, 100GB/s, 1us)").to_yaml() == TPU_YAML


def test_spec_fully_connected_alias_and_dimension_order() -> None:
    net = parse_spec("FC(4, 100GB/s, 500ns) x Ring(2, 25GB/s, 1us)")
    assert net.topology == ("FullyConnected", "Ring")
    assert net.npus_count == (4, 2)
    assert net.num_npus == 8


@pytest.mark.parametrize(
    "spec, culprit",
    [
        ("Switch(8, 450GB/s)", "3 arguments"),
        ("Mesh(8, 450GB/s, 500ns)", "unknown topology 'Mesh'"),
        ("Switch(1, 450GB/s, 500ns)", "must be > 1"),
        ("Switch(eight, 450GB/s, 500ns)", "not an integer"),
        ("Switch(8, 450GB/s, 500ns) + Ring(2, 1GB/s, 1ns)", "unexpected '+'"),
        ("Switch(8, 450GB/s, 500ns) x", "cannot read 'x'"),
        ("Switch(8, 450, 500ns)", "needs a unit"),
    ],
)
def test_bad_specs_name_the_culprit(spec: str, culprit: str) -> None:
    with pytest.raises(ConfigError, match=culprit.replace("(", r"\(").replace("+", r"\+")):
        parse_spec(spec)


def test_unit_bearing_yaml_file(tmp_path) -> None:
    path = tmp_path / "topo.yaml"
    path.write_text(
        "dimensions:\n"
        "  - {topology: Switch, npus: 8, bandwidth: 450GB/s, latency: 500ns}\n"
        "  - {topology: Switch, npus: 16, bandwidth: 400Gb/s, latency: 2us}\n"
    )
    assert parse_topology(path).to_yaml() == MULTINODE_YAML


def test_raw_astra_yaml_file_is_taken_in_astra_units(tmp_path) -> None:
    path = tmp_path / "net.yml"
    path.write_text("topology: [ Ring ]\nnpus_count: [ 8 ]\nbandwidth: [ 50.0 ]\nlatency: [ 500.0 ]\n")
    net = parse_topology(str(path))
    assert net.bandwidth_gbps == (50.0,) and net.latency_ns == (500.0,)


def test_unit_yaml_names_bad_dimension(tmp_path) -> None:
    path = tmp_path / "topo.yml"
    path.write_text("dimensions:\n  - {topology: Switch, npus: 8, bandwidth: 450, latency: 500ns}\n")
    with pytest.raises(ConfigError, match="dimension 0.*needs a unit"):
        parse_topology(path)


def test_missing_topology_file() -> None:
    with pytest.raises(ConfigError, match="does not exist"):
        parse_topology("/nonexistent/net.yml")


def test_check_ranks() -> None:
    net = parse_spec("Switch(8, 450GB/s, 500ns) x Switch(4, 50GB/s, 2us)")
    check_ranks(net, 32)
    with pytest.raises(ConfigError, match=r"32 NPUs \(8 x 4\) but the traces have 8 ranks"):
        check_ranks(net, 8)


def test_describe_round_trips_through_the_spec_parser() -> None:
    net = parse_spec("Switch(8, 450GB/s, 500ns) x Switch(4, 400Gb/s, 2us)")
    assert describe(net) == "Switch(8, 450GB/s, 500ns) x Switch(4, 50GB/s, 2000ns)"
    assert parse_spec(describe(net)) == net


# --- presets ------------------------------------------------------------------------------------

# name -> the same network as a spec in vendor units, written from the public numbers by hand
PRESET_SPECS = {
    "a100-4x-nvlink3-datasheet": "FullyConnected(4, 100GB/s, 500ns)",
    "h100-8x-nvswitch-datasheet": "Switch(8, 450GB/s, 500ns)",
    "h200-8x-nvswitch-datasheet": "Switch(8, 450GB/s, 500ns)",
    "b200-8x-nvswitch-datasheet": "Switch(8, 0.9TB/s, 500ns)",
    "a100-8x-nvswitch-x-ib-hdr200-4node-datasheet": "Switch(8, 300GB/s, 500ns) x Switch(4, 200Gb/s, 2us)",
    "h100-8x-nvswitch-x-ib-ndr400-4node-datasheet": "Switch(8, 450GB/s, 500ns) x Switch(4, 400Gb/s, 2us)",
    "h100-8x-nvswitch-x-roce400-16node-datasheet": "Switch(8, 450GB/s, 500ns) x Switch(16, 400Gb/s, 3us)",
    "a100-8x-nvswitch-datasheet": "Switch(8, 300GB/s, 500ns)",
    "tpu-v4-4x4": "Ring(4, 400Gb/s, 1us) x Ring(4, 400Gb/s, 1us)",
    "tpu-v4-4x4x4": "Ring(4, 400Gb/s, 1us) x Ring(4, 400Gb/s, 1us) x Ring(4, 400Gb/s, 1us)",
    "tpu-v5p-4x4x4": "Ring(4, 100GB/s, 1us) x Ring(4, 100GB/s, 1us) x Ring(4, 100GB/s, 1us)",
}


# Fitted GPU presets (scripts/fit_network_presets.py): numbers come from the fit, checked by
# test_netfit_presets.py; here only that each is a known preset with its own default system.
FITTED_PRESETS = (
    "a100-4x-nvlink3", "a100-8x-nvswitch", "a100-8x-nvswitch-x-ib-hdr200-4node", "b200-8x-nvswitch",
    "h100-8x-nvswitch", "h100-8x-nvswitch-x-ib-ndr400-4node", "h100-8x-nvswitch-x-roce400-16node", "h200-8x-nvswitch",
)


def test_every_network_preset_is_listed_here() -> None:
    assert sorted([*PRESET_SPECS, *FITTED_PRESETS]) == presets.network_names()


@pytest.mark.parametrize("name", sorted(PRESET_SPECS))
def test_network_preset_equals_its_spec(name: str) -> None:
    from_file = parse_topology(name)
    from_spec = parse_spec(PRESET_SPECS[name])
    assert from_file.topology == from_spec.topology
    assert from_file.npus_count == from_spec.npus_count
    assert from_file.latency_ns == from_spec.latency_ns
    for a, b in zip(from_file.bandwidth_gbps, from_spec.bandwidth_gbps):
        assert math.isclose(a, b, rel_tol=1e-15)
    # the preset file is an ASTRA-sim file: the plain loader reads the same numbers
    assert load_network(presets.network_preset_path(name)) == from_file


@pytest.mark.parametrize("name", sorted(PRESET_SPECS))
def test_network_preset_documents_its_source(name: str) -> None:
    text = presets.network_preset_path(name).read_text()
    assert "Sources" in text and "2^30" in text


def test_h100_preset_golden_generation() -> None:
    assert parse_topology("h100-8x-nvswitch-datasheet").to_yaml() == H100_YAML


def test_unknown_preset_lists_the_known_ones() -> None:
    with pytest.raises(ConfigError, match="unknown network preset 'dgx'.*h100-8x-nvswitch"):
        parse_topology("dgx")


RING_SYSTEM_2D = """{
  "scheduling-policy": "LIFO",
  "endpoint-delay": 10,
  "active-chunks-per-dimension": 1,
  "preferred-dataset-splits": 4,
  "all-reduce-implementation": [
    "ring",
    "ring"
  ],
  "all-gather-implementation": [
    "ring",
    "ring"
  ],
  "reduce-scatter-implementation": [
    "ring",
    "ring"
  ],
  "all-to-all-implementation": [
    "ring",
    "ring"
  ],
  "collective-optimization": "localBWAware",
  "local-mem-bw": 1600,
  "boost-mode": 0
}
"""


def test_system_preset_golden_expanded_to_two_dimensions() -> None:
    system = presets.fit_system(presets.system_preset("ring"), 2)
    assert system.to_json() == RING_SYSTEM_2D


# name -> (all-reduce list on 3 dims, all-to-all list, optimization, splits, active chunks)
SYSTEM_EXPECTED = {
    "ring": (["ring"] * 3, ["ring"] * 3, "localBWAware", 4, 1),
    "ring-baseline": (["ring"] * 3, ["ring"] * 3, "baseline", 4, 1),
    "direct": (["direct"] * 3, ["direct"] * 3, "localBWAware", 4, 1),
    "halving-doubling": (["halvingDoubling"] * 3, ["direct"] * 3, "localBWAware", 4, 1),
    "direct-ring": (["direct", "ring", "ring"], ["direct", "ring", "ring"], "localBWAware", 4, 1),
    "ring-splits1": (["ring"] * 3, ["ring"] * 3, "localBWAware", 1, 1),
    "ring-splits16-chunks2": (["ring"] * 3, ["ring"] * 3, "localBWAware", 16, 2),
}


def test_every_system_preset_is_listed_here() -> None:
    assert sorted([*SYSTEM_EXPECTED, *FITTED_PRESETS]) == presets.system_names()


@pytest.mark.parametrize("name", sorted(SYSTEM_EXPECTED))
def test_system_presets(name: str) -> None:
    ar, a2a, opt, splits, chunks = SYSTEM_EXPECTED[name]
    data = presets.fit_system(presets.system_preset(name), 3).to_dict()
    assert data["all-reduce-implementation"] == ar
    assert data["all-to-all-implementation"] == a2a
    assert data["collective-optimization"] == opt
    assert data["preferred-dataset-splits"] == splits
    assert data["active-chunks-per-dimension"] == chunks
    assert data["endpoint-delay"] == 10 and data["local-mem-bw"] == 1600
    assert not any(key.startswith("_") for key in data)
    raw = json.loads(presets.system_preset_path(name).read_text())
    assert raw["_source"] and raw["_comment"]


def test_fit_system_truncates_to_one_dimension() -> None:
    system = presets.fit_system(presets.system_preset("direct-ring"), 1)
    assert system.all_reduce == ("direct",)


def test_memory_preset() -> None:
    path = presets.configs_dir() / "memory" / "no_memory_expansion.json"
    assert json.loads(path.read_text()) == {"memory-type": "NO_MEMORY_EXPANSION"}
    assert json.loads(presets.MEMORY_NO_EXPANSION) == {"memory-type": "NO_MEMORY_EXPANSION"}


def test_short_lists_are_reported() -> None:
    net = NetworkConfig(("Ring", "Ring"), (2, 2), (1.0, 1.0), (1.0, 1.0))
    assert presets.short_lists(presets.system_preset("ring"), net) == [
        "all-reduce", "all-gather", "reduce-scatter", "all-to-all"
    ]


# Hand-written: per-direction vendor bandwidth / 2^30 (100e9 -> 93.13225746154785, 300e9 -> 279.39677238464355,
# 450e9 -> 419.09515857696533, 900e9 -> 838.1903171539307, 25e9 -> 23.283064365386963,
# 50e9 -> 46.566128730773926), latencies in ns.
PRESET_GOLDEN = {
    "a100-4x-nvlink3-datasheet": ("FullyConnected", "4", "93.13225746154785", "500"),
    "h100-8x-nvswitch-datasheet": ("Switch", "8", "419.09515857696533", "500"),
    "h200-8x-nvswitch-datasheet": ("Switch", "8", "419.09515857696533", "500"),
    "b200-8x-nvswitch-datasheet": ("Switch", "8", "838.1903171539307", "500"),
    "a100-8x-nvswitch-x-ib-hdr200-4node-datasheet": ("Switch, Switch", "8, 4", "279.39677238464355, 23.283064365386963", "500, 2000"),
    "h100-8x-nvswitch-x-ib-ndr400-4node-datasheet": ("Switch, Switch", "8, 4", "419.09515857696533, 46.566128730773926", "500, 2000"),
    "h100-8x-nvswitch-x-roce400-16node-datasheet": ("Switch, Switch", "8, 16", "419.09515857696533, 46.566128730773926", "500, 3000"),
    "a100-8x-nvswitch-datasheet": ("Switch", "8", "279.39677238464355", "500"),
    "tpu-v4-4x4": ("Ring, Ring", "4, 4", "46.566128730773926, 46.566128730773926", "1000, 1000"),
    "tpu-v4-4x4x4": ("Ring, Ring, Ring", "4, 4, 4", ", ".join(["46.566128730773926"] * 3), "1000, 1000, 1000"),
    "tpu-v5p-4x4x4": ("Ring, Ring, Ring", "4, 4, 4", ", ".join(["93.13225746154785"] * 3), "1000, 1000, 1000"),
}


@pytest.mark.parametrize("name", sorted(PRESET_GOLDEN))
def test_network_preset_golden_text(name: str) -> None:
    topo, npus, bw, lat = PRESET_GOLDEN[name]
    expected = (
        f"topology: [ {topo} ]\nnpus_count: [ {npus} ]\n"
        f"bandwidth: [ {bw} ]  # GB/s, GB = 2^30 bytes\nlatency: [ {lat} ]  # ns\n"
    )
    assert parse_topology(name).to_yaml() == expected  # generated from the preset
    assert parse_spec(PRESET_SPECS[name]).to_yaml() == expected  # generated from the spec
    data_lines = [l for l in presets.network_preset_path(name).read_text().splitlines() if not l.startswith("#")]
    assert data_lines == [f"topology: [ {topo} ]", f"npus_count: [ {npus} ]", f"bandwidth: [ {bw} ]", f"latency: [ {lat} ]"]


DIRECT_RING_2D = {
    "scheduling-policy": "LIFO", "endpoint-delay": 10, "active-chunks-per-dimension": 1,
    "preferred-dataset-splits": 4,
    "all-reduce-implementation": ["direct", "ring"], "all-gather-implementation": ["direct", "ring"],
    "reduce-scatter-implementation": ["direct", "ring"], "all-to-all-implementation": ["direct", "ring"],
    "collective-optimization": "localBWAware", "local-mem-bw": 1600, "boost-mode": 0,
}


def test_direct_ring_system_golden() -> None:
    text = presets.fit_system(presets.system_preset("direct-ring"), 2).to_json()
    assert json.loads(text) == DIRECT_RING_2D
    assert list(json.loads(text)) == list(DIRECT_RING_2D)  # key order is stable


def test_presets_ship_inside_the_package() -> None:
    """The package path resolves, and pyproject's package-data globs cover every preset file."""
    import tomllib
    from pathlib import Path

    package = Path(presets.__file__).resolve().parents[2]  # hlo2chakra/
    link = Path(presets.__file__).parents[1] / "astra_configs"
    assert (link / "network" / "h100-8x-nvswitch.yml").is_file()
    assert presets.configs_dir() == link
    root = Path(__file__).resolve().parents[3]
    patterns = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["hlo2chakra"]
    shipped = {p.relative_to(package / "sim" / "astra_configs") for pattern in patterns
               for p in package.glob(pattern) if "astra_configs" in pattern}
    sources = {p.relative_to(root / "astra_configs") for p in (root / "astra_configs").rglob("*") if p.is_file()}
    assert sources and sources == shipped

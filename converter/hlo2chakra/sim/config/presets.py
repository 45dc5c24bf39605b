"""Named ASTRA-sim presets: networks (YAML), system layers (JSON) and the memory file.

The data lives in the repository's ``astra_configs/`` folder (the single source); the package
reaches it through ``hlo2chakra/sim/astra_configs``, a symbolic link in a source checkout that
setuptools copies as real files into wheels, so presets work when pip-installed too.

Network presets are ASTRA-sim's own network files (numbers in its units: GB/s with GB = 2^30,
ns) with the public source of every number in comments, so they run unchanged with the binary.
System presets are ASTRA-sim system JSON plus ``_source``/``_comment`` keys (JSON has no
comments); keys starting with ``_`` are dropped when loading. Their algorithm lists name one
algorithm per network dimension; a fitted network preset has a system preset of the same name,
its default (``default_system_name``); any other network gets ``topology_default_system``;
``fit_system`` repeats the last entry to cover the network's dimensions (ASTRA-sim would silently use fewer dimensions for a shorter list).

Parametric multi-node fabrics. A file ``fabric/FAMILY.yml`` (written by
``scripts/fit_network_presets.py``) makes ``FAMILY-<N>node`` a network and system preset for any
node count N >= 2, optionally ``-os<R>`` (oversubscription R beyond one leaf) and ``-datasheet``
(line rates, the plain ``ring`` system): ``h100-8x-nvswitch-x-ib-ndr400-64node-os2``. The rule
(``fabric_network``), a rail-optimized fat tree: dimension 0 is the node (``Switch(8)``, the
fitted single-node preset); dimension 1 is ``Switch(N)`` of one rail (GPU k of every node, one
NIC each, on rail k's leaf, leaves joined by spines). With ``levels(N)`` switch levels of the
folded Clos of radix-``switch_radix`` switches that holds N nodes per rail (1 up to k nodes, 2 up
to k^2/2, 3 up to k^3/4, ...), a message crosses 2 x levels links where one leaf has 2: dimension
1's per-link latency is ``rail latency + (levels - 1) x level latency`` (ASTRA-sim's Switch charges
2 links a message, so each extra level adds its up and down link), and its bandwidth is the rail
bandwidth, divided by R when levels > 1 (every message is taken to cross the spine). A fixed file
``network/NAME.yml`` of the same name takes precedence (the script writes the shipped 4-node files
from the same rule). N is refused in one line when below 2, written with leading zeros, or above
the rank ceiling (``checks.limits``) / 8.
"""

from __future__ import annotations

import functools
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Mapping

from hlo2chakra.checks.limits import MAX_RANKS_ENV, max_ranks
from hlo2chakra.errors import shown as _shown
from hlo2chakra.sim.config.files import (ConfigError, NetworkConfig, SystemConfig, load_config_json,
                                         load_config_yaml)
from hlo2chakra.sim.config.topology import canonical_topology, load_topology_file

MEMORY_NO_EXPANSION = '{"memory-type": "NO_MEMORY_EXPANSION"}\n'
DEFAULT_SYSTEM = "ring"


def configs_dir() -> Path:
    """The preset folder: the installed package copy, else the source checkout's astra_configs/."""
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "astra_configs", here.parents[3] / "astra_configs"):
        if (candidate / "network").is_dir():
            return candidate
    raise ConfigError("the astra_configs preset folder is missing from this installation")


def _names(kind: str, suffix: str) -> list[str]:
    return sorted(p.name[: -len(suffix)] for p in (configs_dir() / kind).glob(f"*{suffix}"))


def _is_file(path: Path) -> bool:
    """Whether ``path`` is a file; a name the file system cannot hold (too long, a NUL) is not one."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def network_names() -> list[str]:
    return _names("network", ".yml")


def system_names() -> list[str]:
    return _names("system", ".json")


def network_preset_path(name: str) -> Path:
    """The file of a fixed network preset (a parametric name has none: see ``network_preset``)."""
    path = configs_dir() / "network" / f"{name}.yml"
    if not _is_file(path):
        raise ConfigError(
            f"unknown network preset {name!r} (known: {', '.join(network_names())}; parametric: "
            f"{', '.join(parametric_names())}); or give a spec such as 'Switch(8, 450GB/s, 500ns)' or a YAML file"
        )
    return path


def network_preset(name: str) -> NetworkConfig:
    """A fixed preset file, else a parametric fabric name (``FAMILY-<N>node[-os<R>][-datasheet]``)."""
    path = configs_dir() / "network" / f"{name}.yml"
    if _is_file(path):
        return load_topology_file(path)
    parsed = parse_fabric_name(name)
    if parsed is not None:
        return fabric_network(*parsed)
    return load_topology_file(network_preset_path(name))


def system_preset_path(name: str) -> Path:
    path = configs_dir() / "system" / f"{name}.json"
    if not _is_file(path):
        raise ConfigError(f"unknown system preset {name!r} (known: {', '.join(system_names())}) or a .json file")
    return path


def load_system_data(path: str | os.PathLike) -> dict[str, Any]:
    """Read a system JSON, dropping our ``_``-prefixed documentation keys."""
    data = load_config_json(path, "system config")
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: expected a JSON object")
    return {k: v for k, v in data.items() if not str(k).startswith("_")}


def default_system_name(topology: object) -> str:
    """The system a topology runs with when none is given: a fitted network preset carries its own
    (the system preset of the same name, fitted with it; a parametric fabric name, its family's,
    ``fabric_system``); anything else, and a ``-datasheet`` name, gets ``DEFAULT_SYSTEM``."""
    name = str(topology) if topology is not None else ""
    if name and "(" not in name and "/" not in name and not name.endswith((".yml", ".yaml")):
        if _is_file(configs_dir() / "system" / f"{name}.json"):
            return name
        if not _is_file(configs_dir() / "network" / f"{name}.yml"):
            try:
                parsed = parse_fabric_name(name)
            except ConfigError:
                parsed = None
            if parsed is not None and not parsed[3]:
                return name
    return DEFAULT_SYSTEM


def topology_default_system(network: NetworkConfig) -> tuple[str, SystemConfig]:
    """(label, system) for a network that brings no system of its own (a compact spec or a YAML file).

    ``DEFAULT_SYSTEM``'s ring all-reduce, all-gather and reduce-scatter (bandwidth-optimal, and what
    NCCL runs on a ring), with all-to-all ``direct`` on every Switch or FullyConnected dimension,
    where each rank reaches each peer in one hop, as NCCL's all-to-all (one send per peer) does; a
    ring all-to-all there sends p(p-1)/2 messages in a row, 10 to 100 times too slow. A Ring
    dimension keeps ring all-to-all (its peers are several hops apart)."""
    base = fit_system(system_preset(DEFAULT_SYSTEM), network.num_dims)
    a2a = tuple("ring" if topo == "Ring" else "direct" for topo in network.topology)
    label = f"auto ({DEFAULT_SYSTEM}; all-to-all {'/'.join(a2a)})" if "direct" in a2a else f"auto ({DEFAULT_SYSTEM})"
    return label, replace(base, all_to_all=a2a)


def system_preset(name: str) -> SystemConfig:
    """A system file, else a parametric fabric name's system (its family's for N nodes, ``fabric_system``)."""
    if not _is_file(configs_dir() / "system" / f"{name}.json"):
        parsed = parse_fabric_name(name)
        if parsed is not None and not parsed[3]:  # a -datasheet network runs the plain ring system
            return fabric_system(parsed[0], parsed[1])
    path = system_preset_path(name)
    return SystemConfig.from_mapping(load_system_data(path), str(path))


def fit_system(system: SystemConfig, num_dims: int) -> SystemConfig:
    """One algorithm per dimension: repeat the last listed one, drop extra ones."""

    def fit(algos: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(algos[min(i, len(algos) - 1)] for i in range(num_dims))

    return replace(
        system,
        all_reduce=fit(system.all_reduce),
        all_gather=fit(system.all_gather),
        reduce_scatter=fit(system.reduce_scatter),
        all_to_all=fit(system.all_to_all),
    )


def short_lists(system: SystemConfig, network: NetworkConfig) -> list[str]:
    """Collective keys whose list is shorter than the network's dimensions (ASTRA-sim ignores the rest)."""
    names = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all")
    return [n for n, algos in zip(names, system.implementations) if len(algos) < network.num_dims]


# --- parametric multi-node fabrics ---------------------------------------------------------------

MAX_OVERSUBSCRIPTION = 64.0
_NODES = re.compile(r"^(?P<digits>[0-9]+)node(?:-os(?P<os>[0-9]+(?:\.[0-9]+)?))?(?P<datasheet>-datasheet)?$")


@dataclass(frozen=True)
class Dimension:
    """One analytical network dimension in ASTRA-sim units (GB/s with GB = 2^30, ns)."""

    topology: str
    bandwidth_gbps: float
    latency_ns: float


@dataclass(frozen=True)
class Fabric:
    """A parametric multi-node family (``fabric/FAMILY.yml``): the node, one rail, the tree, the system."""

    family: str
    gpus_per_node: int
    switch_radix: int        # ports per switch of the rail's folded Clos (k)
    node: Dimension          # dimension 0: the fitted single-node preset
    rail: Dimension          # dimension 1 inside one leaf: per-GPU NIC bandwidth, per-link latency
    level_latency_ns: float  # per link, added for each switch level above the leaf
    node_datasheet: Dimension
    rail_datasheet: Dimension
    system: SystemConfig     # two dimensions; dim-1 halvingDoubling becomes ring for N not a power of 2
    source: str


def fabric_names() -> list[str]:
    return _names("fabric", ".yml")


def parametric_names() -> list[str]:
    """How the parametric presets are written, one per family: ``FAMILY-<N>node``."""
    return [f"{family}-<N>node" for family in fabric_names()]


def fat_tree_levels(nodes: int, radix: int) -> int:
    """Switch levels of the smallest folded Clos of radix-``radix`` switches holding ``nodes``
    endpoints: 1 level holds k, 2 hold k^2/2, 3 hold k^3/4 (k/2 ports down, k/2 up below the top)."""
    levels, capacity = 1, radix
    while capacity < nodes:
        levels += 1
        capacity *= radix // 2
    return levels


def _dimension(data: Any, where: str) -> Dimension:
    if not isinstance(data, Mapping):
        raise ConfigError(f"{where} must be a mapping with topology, bandwidth, latency")
    missing = [k for k in ("topology", "bandwidth", "latency") if k not in data]
    if missing:
        raise ConfigError(f"{where} lacks {', '.join(missing)}")
    try:
        return Dimension(canonical_topology(str(data["topology"])), float(data["bandwidth"]), float(data["latency"]))
    except (TypeError, ValueError):
        raise ConfigError(f"{where}: bandwidth and latency must be numbers (ASTRA-sim units)") from None


def _positive_int(data: Mapping[str, Any], key: str, where: str, low: int) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise ConfigError(f"{where}: '{key}' must be a whole number >= {low}, got {value!r}")
    return value


@functools.lru_cache(maxsize=None)
def _fabric_cached(path: str, mtime_ns: int) -> Fabric:
    data = load_config_yaml(path, "fabric preset")
    if not isinstance(data, Mapping):
        raise ConfigError(f"{path}: expected a YAML mapping (family, node, rail, datasheet, system)")
    family = str(data.get("family", ""))
    if family != Path(path).stem:
        raise ConfigError(f"{path}: 'family' is {family!r}, the file name says {Path(path).stem!r}")
    sheet = data.get("datasheet")
    if not isinstance(sheet, Mapping):
        raise ConfigError(f"{path}: 'datasheet' must be a mapping with node and rail")
    system = data.get("system")
    if not isinstance(system, Mapping):
        raise ConfigError(f"{path}: 'system' must be a mapping of ASTRA-sim system keys")
    system_config = SystemConfig.from_mapping({k: v for k, v in system.items() if not str(k).startswith("_")},
                                              f"{path}: system")
    level = data.get("level_latency")
    if isinstance(level, bool) or not isinstance(level, (int, float)) or not 0 <= level <= 1e6:
        raise ConfigError(f"{path}: 'level_latency' must be a number of ns in 0 .. 1e6, got {level!r}")
    fabric = Fabric(family, _positive_int(data, "gpus_per_node", path, 2), _positive_int(data, "switch_radix", path, 4),
                    _dimension(data.get("node"), f"{path}: node"), _dimension(data.get("rail"), f"{path}: rail"),
                    float(level),
                    _dimension(sheet.get("node"), f"{path}: datasheet.node"),
                    _dimension(sheet.get("rail"), f"{path}: datasheet.rail"), system_config, path)
    if fabric.switch_radix % 2:
        raise ConfigError(f"{path}: 'switch_radix' must be even (half the ports go down, half up)")
    for dims in (fabric.system.all_reduce, fabric.system.all_gather, fabric.system.reduce_scatter,
                 fabric.system.all_to_all):
        if len(dims) != 2:
            raise ConfigError(f"{path}: system algorithm lists need one entry per dimension (2), got {list(dims)}")
    return fabric


def fabric(family: str) -> Fabric:
    """The family ``fabric/FAMILY.yml`` describes (read once per file version)."""
    path = configs_dir() / "fabric" / f"{family}.yml"
    if not path.is_file():
        raise ConfigError(f"unknown fabric family {family!r} (known: {', '.join(fabric_names())})")
    return _fabric_cached(str(path), path.stat().st_mtime_ns)


def parse_fabric_name(name: str) -> tuple[str, int, float, bool] | None:
    """``FAMILY-<N>node[-os<R>][-datasheet]`` -> (family, N, R, datasheet); None when ``name`` starts
    with no family; a one-line ``ConfigError`` naming the preset when the rest is wrong."""
    families = [f for f in fabric_names() if name == f or name.startswith(f + "-")]
    if not families:
        return None
    family = max(families, key=len)
    form = f"{family}-<N>node[-os<R>][-datasheet], e.g. {family}-64node or {family}-64node-os2"
    said = _shown(name, 120)
    rest = name[len(family) + 1:]
    match = _NODES.match(rest)
    if not match:
        raise ConfigError(f"network preset {said}: expected {form}")
    digits = match.group("digits")
    ceiling = max_ranks()
    gpus = fabric(family).gpus_per_node
    if len(digits) > 1 and digits.startswith("0"):
        raise ConfigError(f"network preset {said}: write the node count without leading zeros ({form})")
    if len(digits) > 12 or int(digits) * gpus > ceiling:
        raise ConfigError(f"network preset {said}: {_cut(digits)} nodes x {gpus} GPUs is more than the {ceiling:,}-rank "
                          f"ceiling (at most {ceiling // gpus:,} nodes; set {MAX_RANKS_ENV} to raise it)")
    nodes = int(digits)
    if nodes < 2:
        raise ConfigError(f"network preset {said}: {nodes} node(s); a multi-node fabric needs N >= 2 ({form}; "
                          "one node is the single-node preset)")
    ratio = 1.0
    if match.group("os") is not None:
        ratio = float(match.group("os"))
        if not 1.0 <= ratio <= MAX_OVERSUBSCRIPTION:
            raise ConfigError(f"network preset {said}: oversubscription {_cut(match.group('os'))} must be between 1 and "
                              f"{MAX_OVERSUBSCRIPTION:g} (uplink : downlink bandwidth beyond one leaf)")
    return family, nodes, ratio, match.group("datasheet") is not None


def _cut(digits: str) -> str:
    return digits if len(digits) <= 20 else f"{digits[:20]}... ({len(digits):,} digits)"


def oversubscription_divisor(family: str | Fabric, nodes: int, oversubscription: float) -> float:
    """What a rail's line rate between nodes is divided by: R once ``nodes`` need more than one
    leaf level (every rail busy at once shares the uplinks), else 1. The network presets and the
    NCCL model's fabric (``sim.staging``) both apply it."""
    fab = fabric(family) if isinstance(family, str) else family
    return oversubscription if fat_tree_levels(nodes, fab.switch_radix) > 1 else 1.0


def fabric_network(family: str | Fabric, nodes: int, oversubscription: float = 1.0,
                   datasheet: bool = False) -> NetworkConfig:
    """The rule: ``node x Switch(N, rail bandwidth / (R if levels > 1), rail latency + (levels - 1) x
    level latency)``, for a family name or a ``Fabric`` (the fit script builds one in memory)."""
    fab = fabric(family) if isinstance(family, str) else family
    node, rail = (fab.node_datasheet, fab.rail_datasheet) if datasheet else (fab.node, fab.rail)
    levels = fat_tree_levels(nodes, fab.switch_radix)
    bandwidth = rail.bandwidth_gbps / oversubscription_divisor(fab, nodes, oversubscription)
    latency = rail.latency_ns + (levels - 1) * fab.level_latency_ns
    return NetworkConfig((node.topology, rail.topology), (fab.gpus_per_node, nodes),
                         (node.bandwidth_gbps, bandwidth), (node.latency_ns, latency))


def fabric_system(family: str | Fabric, nodes: int) -> SystemConfig:
    """The family's system for N nodes: ASTRA-sim's halvingDoubling needs a power-of-two peer count,
    so on other N the inter-node dimension runs ring instead."""
    system = (fabric(family) if isinstance(family, str) else family).system
    if nodes & (nodes - 1) == 0:
        return system

    def fix(algos: tuple[str, ...]) -> tuple[str, ...]:
        return algos[:1] + tuple("ring" if a in ("halvingDoubling", "oneHalvingDoubling") else a for a in algos[1:])

    return replace(system, all_reduce=fix(system.all_reduce), all_gather=fix(system.all_gather),
                   reduce_scatter=fix(system.reduce_scatter))


def fabric_yaml(fab: Fabric, header: tuple[str, ...] = ()) -> str:
    """The ``fabric/FAMILY.yml`` text of ``fab`` (what ``fabric`` reads), ``header`` as ``#`` lines."""
    def dim(d: Dimension) -> str:
        bandwidth, latency = _plain_number(d.bandwidth_gbps), _plain_number(d.latency_ns)
        return f"{{topology: {d.topology}, bandwidth: {bandwidth}, latency: {latency}}}"

    lines = [f"# {line}".rstrip() for line in header]
    lines += [
        f"family: {fab.family}",
        f"gpus_per_node: {fab.gpus_per_node}",
        f"switch_radix: {fab.switch_radix}  # ports per switch of a rail's folded Clos",
        f"node: {dim(fab.node)}  # dimension 0, ASTRA-sim units (GB/s with GB = 2^30, ns)",
        f"rail: {dim(fab.rail)}  # dimension 1 within one leaf: bandwidth per GPU, latency per link",
        f"level_latency: {_plain_number(fab.level_latency_ns)}  # ns per link, added per switch level above the leaf",
        "datasheet:  # line rates, for NAME-<N>node-datasheet",
        f"  node: {dim(fab.node_datasheet)}",
        f"  rail: {dim(fab.rail_datasheet)}",
        "system:  # ASTRA-sim system keys; dimension-1 halvingDoubling runs ring when N is not a power of two",
    ]
    for key, value in fab.system.to_dict().items():
        text = "[" + ", ".join(str(v) for v in value) + "]" if isinstance(value, list) else str(value)
        lines.append(f"  {key}: {text}")
    return "\n".join(lines) + "\n"


def _plain_number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))

"""Topology specs -> ASTRA-sim network configs, with user units converted to ASTRA-sim's.

Contract. ``sim.config.resolve.parse_topology(text)`` accepts, in this order of precedence:

* a path to a YAML file, either ASTRA-sim's own network file (``topology``/``npus_count``/
  ``bandwidth``/``latency``, numbers already in ASTRA-sim units, used unchanged) or our
  unit-bearing form ``dimensions: [{topology: Switch, npus: 8, bandwidth: 450GB/s,
  latency: 500ns}, ...]``;
* a preset name (see ``hlo2chakra.sim.config.presets``);
* a compact spec ``Kind(npus, bandwidth, latency) x Kind(...)``, dimension 0 first (it varies
  fastest in the rank number), e.g. ``Switch(8, 450GB/s, 500ns) x Switch(4, 400Gb/s, 2us)``.

Units. ASTRA-sim reads network ``bandwidth`` in GB/s with GB = 2^30 bytes and ``latency`` in ns.
User bandwidths are decimal as vendors quote them: ``GB/s`` = 1e9 B/s, ``Gb/s`` = 1e9 bit/s,
``TB/s`` = 1e12 B/s, ``Tb/s``, ``MB/s``; ``GiB/s`` = 2^30 B/s is ASTRA-sim's own unit and passes
through unchanged. Latencies: ``ns``, ``us`` (or ``µs``), ``ms``, ``s``. A number without a unit
is rejected: the 7% gap between GB and GiB is exactly the silent error this module prevents.
"""

from __future__ import annotations

import os
import re
from typing import Any, Mapping


from hlo2chakra.checks.quantities import BANDWIDTH_BYTES_PER_S, LATENCY_NS
from hlo2chakra.sim.config.files import TOPOLOGIES, ConfigError, NetworkConfig, load_config_yaml

GIB = 1 << 30

# bytes per second for one unit of each accepted bandwidth spelling (case-sensitive: B vs b)
_BANDWIDTH_UNITS: dict[str, float] = {
    "GiB/s": float(GIB),
    "MB/s": 1e6,
    "GB/s": 1e9,
    "TB/s": 1e12,
    "Mb/s": 1e6 / 8,
    "Gb/s": 1e9 / 8,
    "Tb/s": 1e12 / 8,
    "Mbps": 1e6 / 8,
    "Gbps": 1e9 / 8,
    "Tbps": 1e12 / 8,
    "GBps": 1e9,
    "TBps": 1e12,
}
_LATENCY_UNITS: dict[str, float] = {"ns": 1.0, "us": 1e3, "µs": 1e3, "ms": 1e6, "s": 1e9}

_TOPOLOGY_ALIASES = {
    "ring": "Ring",
    "torus": "Ring",  # a torus dimension is a ring with wrap-around links
    "switch": "Switch",
    "fullyconnected": "FullyConnected",
    "fc": "FullyConnected",
}

_QUANTITY = re.compile(r"^\s*([-+]?[0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\s*([A-Za-zµ/]+)\s*$")
_DIMENSION = re.compile(r"^\s*([A-Za-z]+)\s*\(([^()]*)\)\s*$")
_DIMENSION_ANYWHERE = re.compile(r"[A-Za-z]+\s*\([^()]*\)")
_SEPARATOR = re.compile(r"^\s*[xX×*]\s*$")


def bandwidth_to_astra(text: str | float | int) -> float:
    """A bandwidth with its unit -> ASTRA-sim GB/s (GB = 2^30 bytes)."""
    value, unit = _split_quantity(text, "bandwidth", _BANDWIDTH_UNITS)
    bytes_per_s = value * _BANDWIDTH_UNITS[unit]
    if bytes_per_s == 0:
        raise ConfigError(f"bandwidth {text!r} must be > 0")
    why = BANDWIDTH_BYTES_PER_S.problem(bytes_per_s)
    if why is not None:
        raise ConfigError(f"bandwidth {text!r}: {why}")
    return bytes_per_s / GIB


def latency_to_ns(text: str | float | int) -> float:
    """A latency with its unit -> ns."""
    value, unit = _split_quantity(text, "latency", _LATENCY_UNITS)
    nanoseconds = value * _LATENCY_UNITS[unit]
    why = LATENCY_NS.problem(nanoseconds)
    if why is not None:
        raise ConfigError(f"latency {text!r}: {why}")
    return nanoseconds


def _split_quantity(text: str | float | int, what: str, units: Mapping[str, float]) -> tuple[float, str]:
    match = _QUANTITY.match(str(text))
    if not match:
        raise ConfigError(
            f"{what} {text!r} needs a unit (one of {', '.join(units)}), e.g. "
            + ("'450GB/s'" if what == "bandwidth" else "'500ns'")
        )
    unit = match.group(2)
    if unit not in units:
        raise ConfigError(f"{what} {text!r}: unknown unit {unit!r} (expected one of {', '.join(units)})")
    return float(match.group(1)), unit


def canonical_topology(name: str) -> str:
    if name in TOPOLOGIES:
        return name
    try:
        return _TOPOLOGY_ALIASES[name.lower()]
    except KeyError:
        raise ConfigError(
            f"unknown topology {name!r} (expected one of {', '.join(TOPOLOGIES)}; Torus means Ring)"
        ) from None


def _npus(value: Any, where: str) -> int:
    try:
        number = int(str(value).strip())
    except ValueError:
        raise ConfigError(f"{where}: NPU count {value!r} is not an integer") from None
    if number < 2:
        raise ConfigError(f"{where}: NPU count must be > 1, got {number} (ASTRA-sim rejects 1)")
    return number


def _split_dimensions(spec: str) -> list[str]:
    """Split on the separators between ``Kind(...)`` groups: ``x``, ``X``, ``×`` or ``*``."""
    text = spec.strip()
    if not text:
        raise ConfigError("topology spec is empty")
    parts: list[str] = []
    pos = 0
    for match in _DIMENSION_ANYWHERE.finditer(text):
        gap = text[pos : match.start()]
        if (parts and not _SEPARATOR.match(gap)) or (not parts and gap.strip()):
            raise ConfigError(f"topology spec {spec!r}: unexpected {gap.strip()!r} before {match.group(0)!r}")
        parts.append(match.group(0))
        pos = match.end()
    if not parts or text[pos:].strip():
        tail = text[pos:].strip() or text
        raise ConfigError(
            f"topology spec {spec!r}: cannot read {tail!r}; expected Kind(npus, bandwidth, latency) x ..., "
            "e.g. Switch(8, 450GB/s, 500ns)"
        )
    return parts


def parse_spec(spec: str) -> NetworkConfig:
    """``Switch(8, 450GB/s, 500ns) x Ring(4, 50GB/s, 1us)`` -> NetworkConfig (dimension 0 first)."""
    parts = _split_dimensions(spec)
    topo, npus, bw, lat = [], [], [], []
    for index, part in enumerate(parts):
        where = f"topology spec dimension {index} {part.strip()!r}"
        match = _DIMENSION.match(part)
        if not match:
            raise ConfigError(f"{where}: expected Kind(npus, bandwidth, latency), e.g. Switch(8, 450GB/s, 500ns)")
        args = [a.strip() for a in match.group(2).split(",")]
        if len(args) != 3:
            raise ConfigError(f"{where}: expected 3 arguments (npus, bandwidth, latency), got {len(args)}")
        try:
            topo.append(canonical_topology(match.group(1)))
            npus.append(_npus(args[0], where))
            bw.append(bandwidth_to_astra(args[1]))
            lat.append(latency_to_ns(args[2]))
        except ConfigError as exc:
            raise ConfigError(f"{where}: {exc}" if not str(exc).startswith(where) else str(exc)) from None
    return NetworkConfig(tuple(topo), tuple(npus), tuple(bw), tuple(lat))


def network_from_mapping(data: Mapping[str, Any], source: str) -> NetworkConfig:
    """Our unit-bearing ``dimensions:`` form, or ASTRA-sim's raw form (numbers in its units)."""
    if "dimensions" not in data:
        return NetworkConfig.from_mapping(data, source)
    dims = data["dimensions"]
    if not isinstance(dims, list) or not dims:
        raise ConfigError(f"{source}: 'dimensions' must be a non-empty list")
    topo, npus, bw, lat = [], [], [], []
    for index, dim in enumerate(dims):
        where = f"{source}: dimension {index}"
        if not isinstance(dim, Mapping):
            raise ConfigError(f"{where} must be a mapping with topology, npus, bandwidth, latency")
        missing = [k for k in ("topology", "npus", "bandwidth", "latency") if k not in dim]
        if missing:
            raise ConfigError(f"{where} lacks {', '.join(missing)}")
        try:
            topo.append(canonical_topology(str(dim["topology"])))
            npus.append(_npus(dim["npus"], where))
            bw.append(bandwidth_to_astra(dim["bandwidth"]))
            lat.append(latency_to_ns(dim["latency"]))
        except ConfigError as exc:
            raise ConfigError(f"{where}: {exc}") from None
    return NetworkConfig(tuple(topo), tuple(npus), tuple(bw), tuple(lat))


def load_topology_file(path: str | os.PathLike) -> NetworkConfig:
    data = load_config_yaml(path, "topology file")
    if not isinstance(data, Mapping):
        raise ConfigError(f"{path}: expected a YAML mapping (ASTRA-sim keys or 'dimensions:')")
    return network_from_mapping(data, str(path))


def check_ranks(network: NetworkConfig, num_ranks: int, what: str = "the traces") -> None:
    """ASTRA-sim needs exactly one trace per NPU; say so before running anything."""
    if network.num_npus != num_ranks:
        shape = " x ".join(str(n) for n in network.npus_count)
        raise ConfigError(
            f"network has {network.num_npus} NPUs ({shape}) but {what} have {num_ranks} ranks"
        )


def describe(network: NetworkConfig) -> str:
    """Human-readable spec in decimal units, e.g. 'Switch(8, 450GB/s, 500ns)'."""
    parts = []
    for topo, n, bw, lat in zip(network.topology, network.npus_count, network.bandwidth_gbps, network.latency_ns):
        decimal = bw * GIB / 1e9
        parts.append(f"{topo}({n}, {_short(decimal)}GB/s, {_short(lat)}ns)")
    return " x ".join(parts)


def _short(value: float) -> str:
    return f"{value:.4g}" if abs(value - round(value)) > 1e-6 else str(int(round(value)))

"""ASTRA-sim configuration values: the analytical network, the system layer, and comm groups.

These mirror exactly what ASTRA-sim reads, in its units: network ``bandwidth`` in GB/s with
GB = 2^30 bytes (so bytes/ns = bw * 2^30 / 1e9), ``latency`` in ns; system ``local-mem-bw`` in
GB/s with GB = 1e9 (bytes/ns), ``endpoint-delay`` in ns. Loaders accept the files ASTRA-sim
accepts and reject, with a one-line ``ConfigError`` naming the file and key, what it would
reject or silently misread. Writers produce byte-stable files (sorted, fixed formatting).
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from hlo2chakra.errors import BadInputError

from hlo2chakra.chakra.comm_groups import CommGroups, CommGroupsError, read_comm_groups
from hlo2chakra.checks.quantities import BANDWIDTH_BYTES_PER_S, COMPUTE_FLOPS_PER_S, LATENCY_NS, Quantity
from hlo2chakra.files.yaml_file import read_yaml

TOPOLOGIES = ("Ring", "FullyConnected", "Switch")


def known_algorithms() -> tuple[str, ...]:
    """Every spelling a registered algorithm module accepts (``sim.analytical.algorithms``; imported
    on first use, since the algorithms need numpy and ``validate``/``inspect`` start without it)."""
    from hlo2chakra.sim.analytical.algorithms import algorithm_names

    return algorithm_names()


COLLECTIVE_KEYS = (
    "all-reduce-implementation",
    "all-gather-implementation",
    "reduce-scatter-implementation",
    "all-to-all-implementation",
)


class ConfigError(BadInputError):
    """A configuration file or value ASTRA-sim would reject or misread."""


@dataclass(frozen=True)
class NetworkConfig:
    """The analytical network: one entry per dimension, dimension 0 varying fastest."""

    topology: tuple[str, ...]
    npus_count: tuple[int, ...]
    bandwidth_gbps: tuple[float, ...]  # GB/s, GB = 2^30 bytes (ASTRA-sim's reading)
    latency_ns: tuple[float, ...]

    def __post_init__(self) -> None:
        dims = len(self.topology)
        if dims == 0:
            raise ConfigError("network: at least one dimension is needed")
        for name in ("npus_count", "bandwidth_gbps", "latency_ns"):
            if len(getattr(self, name)) != dims:
                raise ConfigError(f"network: '{name}' has {len(getattr(self, name))} entries, topology has {dims}")
        for topo in self.topology:
            if topo not in TOPOLOGIES:
                raise ConfigError(f"network: unknown topology {topo!r} (expected one of {', '.join(TOPOLOGIES)})")
        for n in self.npus_count:
            if int(n) != n or n < 2:
                raise ConfigError(f"network: npus_count entries must be integers > 1, got {n}")
        for bw in self.bandwidth_gbps:
            if not bw > 0 and not math.isnan(bw):
                raise ConfigError(f"network: bandwidth must be > 0, got {bw}")
        for lat in self.latency_ns:
            if lat < 0:
                raise ConfigError(f"network: latency must be >= 0, got {lat}")
        for i, bw in enumerate(self.bandwidth_gbps):
            _check_physical("network", f"'bandwidth' entry {i}", bw, bw * (1 << 30), BANDWIDTH_BYTES_PER_S)
        for i, lat in enumerate(self.latency_ns):
            _check_physical("network", f"'latency' entry {i}", lat, lat, LATENCY_NS)

    @property
    def num_npus(self) -> int:
        total = 1
        for n in self.npus_count:
            total *= n
        return total

    @property
    def num_dims(self) -> int:
        return len(self.topology)

    def bytes_per_ns(self, dim: int) -> float:
        return self.bandwidth_gbps[dim] * (1 << 30) / 1e9

    def to_yaml(self) -> str:
        def fmt(values: tuple) -> str:
            return "[ " + ", ".join(_number(v) for v in values) + " ]"

        return (
            f"topology: [ {', '.join(self.topology)} ]\n"
            f"npus_count: {fmt(self.npus_count)}\n"
            f"bandwidth: {fmt(self.bandwidth_gbps)}  # GB/s, GB = 2^30 bytes\n"
            f"latency: {fmt(self.latency_ns)}  # ns\n"
        )

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any], source: str = "network") -> "NetworkConfig":
        try:
            return cls(
                topology=tuple(str(t) for t in _as_list(data, "topology", source)),
                npus_count=_entries(data, "npus_count", source, _whole),
                bandwidth_gbps=_entries(data, "bandwidth", source, float),
                latency_ns=_entries(data, "latency", source, float),
            )
        except ConfigError as exc:
            raise ConfigError(f"{source}: {exc}".replace("network: ", "")) from None
        except (TypeError, ValueError) as exc:
            raise ConfigError(f"{source}: {exc}") from None


@dataclass(frozen=True)
class SystemConfig:
    """The system-layer JSON keys that change simulated time."""

    all_reduce: tuple[str, ...] = ("ring",)
    all_gather: tuple[str, ...] = ("ring",)
    reduce_scatter: tuple[str, ...] = ("ring",)
    all_to_all: tuple[str, ...] = ("ring",)
    scheduling_policy: str = "LIFO"
    collective_optimization: str = "localBWAware"
    endpoint_delay_ns: float = 10
    active_chunks_per_dimension: int = 1
    preferred_dataset_splits: int = 4
    local_mem_bw_gbps: float = 1600  # GB/s, GB = 1e9 bytes: bytes per ns
    roofline_enabled: bool = False
    peak_perf_tflops: float | None = None
    extra: tuple[tuple[str, Any], ...] = field(default=())  # other keys, passed through unchanged

    def __post_init__(self) -> None:
        for key, algos in zip(COLLECTIVE_KEYS, self.implementations):
            if not algos:
                raise ConfigError(f"system: '{key}' is empty")
            for algo in algos:
                if algo not in known_algorithms():
                    raise ConfigError(f"system: '{key}' has unknown algorithm {algo!r}")
        if self.scheduling_policy not in ("LIFO", "FIFO", "EXPLICIT"):
            raise ConfigError(f"system: unknown scheduling-policy {self.scheduling_policy!r}")
        if self.collective_optimization not in ("baseline", "localBWAware"):
            raise ConfigError(f"system: unknown collective-optimization {self.collective_optimization!r}")
        if self.preferred_dataset_splits < 1:
            raise ConfigError("system: preferred-dataset-splits must be >= 1")
        if self.active_chunks_per_dimension < 1:
            raise ConfigError("system: active-chunks-per-dimension must be >= 1")
        if not self.local_mem_bw_gbps > 0 and not math.isnan(self.local_mem_bw_gbps):
            raise ConfigError("system: local-mem-bw must be > 0")
        for key, value in (("preferred-dataset-splits", self.preferred_dataset_splits),
                           ("active-chunks-per-dimension", self.active_chunks_per_dimension)):
            if value > _INT32_MAX:
                raise ConfigError(f"system: '{key}' = {value!r} does not fit the int32 ASTRA-sim reads")
        _check_physical("system", "'endpoint-delay'", self.endpoint_delay_ns, self.endpoint_delay_ns, LATENCY_NS)
        _check_physical("system", "'local-mem-bw'", self.local_mem_bw_gbps, self.local_mem_bw_gbps * 1e9,
                        BANDWIDTH_BYTES_PER_S)
        if self.peak_perf_tflops is not None:
            _check_physical("system", "'peak-perf'", self.peak_perf_tflops, self.peak_perf_tflops * 1e12,
                            COMPUTE_FLOPS_PER_S)

    @property
    def implementations(self) -> tuple[tuple[str, ...], ...]:
        return (self.all_reduce, self.all_gather, self.reduce_scatter, self.all_to_all)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "scheduling-policy": self.scheduling_policy,
            "endpoint-delay": _plain(self.endpoint_delay_ns),
            "active-chunks-per-dimension": self.active_chunks_per_dimension,
            "preferred-dataset-splits": self.preferred_dataset_splits,
            "all-reduce-implementation": list(self.all_reduce),
            "all-gather-implementation": list(self.all_gather),
            "reduce-scatter-implementation": list(self.reduce_scatter),
            "all-to-all-implementation": list(self.all_to_all),
            "collective-optimization": self.collective_optimization,
            "local-mem-bw": _plain(self.local_mem_bw_gbps),
            "boost-mode": 0,
        }
        if self.roofline_enabled:
            out["roofline-enabled"] = 1
            if self.peak_perf_tflops is not None:
                out["peak-perf"] = _plain(self.peak_perf_tflops)
        for key, value in self.extra:
            out.setdefault(key, value)
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2) + "\n"

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any], source: str = "system") -> "SystemConfig":
        if "preferred-dataset-splits" not in data:
            raise ConfigError(f"{source}: 'preferred-dataset-splits' is missing (ASTRA-sim divides by it)")
        known = {
            "scheduling-policy", "endpoint-delay", "active-chunks-per-dimension",
            "preferred-dataset-splits", "collective-optimization", "local-mem-bw",
            "roofline-enabled", "peak-perf", "boost-mode", *COLLECTIVE_KEYS,
        }
        try:
            impl = {key: tuple(str(a) for a in _as_list(data, key, source)) for key in COLLECTIVE_KEYS}
            return cls(
                all_reduce=impl["all-reduce-implementation"],
                all_gather=impl["all-gather-implementation"],
                reduce_scatter=impl["reduce-scatter-implementation"],
                all_to_all=impl["all-to-all-implementation"],
                scheduling_policy=str(data.get("scheduling-policy", "LIFO")),
                collective_optimization=str(data.get("collective-optimization", "baseline")),
                endpoint_delay_ns=float(data.get("endpoint-delay", 10)),
                active_chunks_per_dimension=_integer(data, "active-chunks-per-dimension", 1, source),
                preferred_dataset_splits=_integer(data, "preferred-dataset-splits", None, source),
                local_mem_bw_gbps=float(data.get("local-mem-bw", 1600)),
                roofline_enabled=bool(int(data.get("roofline-enabled", 0))),
                peak_perf_tflops=(float(data["peak-perf"]) if "peak-perf" in data else None),
                extra=tuple(sorted((k, v) for k, v in data.items() if k not in known)),
            )
        except ConfigError as exc:
            raise ConfigError(f"{source}: {exc}".replace("system: ", "")) from None
        except (TypeError, ValueError) as exc:
            raise ConfigError(f"{source}: {exc}") from None


_INT32_MAX = (1 << 31) - 1


def _check_physical(section: str, key: str, given: float, si_value: float, quantity: Quantity) -> None:
    """A ConfigError naming the key and the value as written when ``si_value`` is not physical."""
    why = quantity.problem(si_value)
    if why is not None:
        raise ConfigError(f"{section}: {key} = {given!r}: {why}")


def _integer(data: Mapping[str, Any], key: str, default: int | None, source: str) -> int:
    """An integer key of a config file; a float that is not a whole finite number names the key."""
    value = data[key] if default is None else data.get(key, default)
    if isinstance(value, float) and not value.is_integer():
        raise ConfigError(f"{source}: '{key}' = {value!r} is not an integer")
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ConfigError(f"{source}: '{key}' = {value!r} is not an integer") from None


def _as_list(data: Mapping[str, Any], key: str, source: str) -> list:
    if key not in data:
        raise ConfigError(f"{source}: key '{key}' is missing")
    value = data[key]
    if not isinstance(value, (list, tuple)):
        raise ConfigError(f"{source}: '{key}' must be a list, got {value!r}")
    return list(value)


def _whole(value: Any) -> int:
    if isinstance(value, float) and not value.is_integer():
        raise ValueError("not an integer")
    return int(value)


def _entries(data: Mapping[str, Any], key: str, source: str, convert: Any) -> tuple:
    """The entries of a list key, converted; a ConfigError naming the key and entry that is not a number."""
    out = []
    for index, value in enumerate(_as_list(data, key, source)):
        try:
            out.append(convert(value))
        except (TypeError, ValueError, OverflowError):
            raise ConfigError(f"'{key}' entry {index} = {value!r} is not a {'whole ' if convert is _whole else ''}number") from None
    return tuple(out)


def _plain(value: float) -> int | float:
    return int(value) if float(value).is_integer() else float(value)


def _number(value: float) -> str:
    return str(_plain(value))


def read_config_text(path: str | os.PathLike, what: str) -> str:
    """The text of a config file; a one-line ConfigError naming it when it cannot be read."""
    try:
        return Path(path).read_text()
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read {what} ({exc.strerror})") from None


def load_config_yaml(path: str | os.PathLike, what: str) -> Any:
    return read_yaml(path, what, ConfigError)


def load_config_json(path: str | os.PathLike, what: str) -> Any:
    try:
        return json.loads(read_config_text(path, what))
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{path}: not valid JSON ({exc.msg} at line {exc.lineno})") from None


def load_network(path: str | os.PathLike) -> NetworkConfig:
    data = load_config_yaml(path, "network config")
    if not isinstance(data, Mapping):
        raise ConfigError(f"{path}: expected a YAML mapping with topology/npus_count/bandwidth/latency")
    return NetworkConfig.from_mapping(data, str(path))


def load_memory_type(path: str | os.PathLike) -> str:
    """The ``memory-type`` of an ASTRA-sim remote-memory JSON (one-line ConfigError if malformed)."""
    data = load_config_json(path, "memory config")
    if not isinstance(data, Mapping) or not isinstance(data.get("memory-type"), str):
        raise ConfigError(f"{path}: expected a JSON object with a 'memory-type' string")
    return data["memory-type"]


def load_system(path: str | os.PathLike) -> SystemConfig:
    data = load_config_json(path, "system config")
    if not isinstance(data, Mapping):
        raise ConfigError(f"{path}: expected a JSON object")
    return SystemConfig.from_mapping(data, str(path))


def load_comm_groups(path: str | os.PathLike | None) -> CommGroups:
    """The comm-group file, read by ``chakra.comm_groups`` (its rules, {} for a path ASTRA-sim
    ignores), refused as a ConfigError."""
    try:
        return read_comm_groups(path)
    except CommGroupsError as exc:
        raise ConfigError(str(exc)) from None

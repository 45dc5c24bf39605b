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
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

from hlo2chakra.sim.config.files import ConfigError, NetworkConfig, SystemConfig, load_config_json
from hlo2chakra.sim.config.topology import load_topology_file

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


def network_names() -> list[str]:
    return _names("network", ".yml")


def system_names() -> list[str]:
    return _names("system", ".json")


def network_preset_path(name: str) -> Path:
    path = configs_dir() / "network" / f"{name}.yml"
    if not path.is_file():
        raise ConfigError(
            f"unknown network preset {name!r} (known: {', '.join(network_names())}); "
            "or give a spec such as 'Switch(8, 450GB/s, 500ns)' or a YAML file"
        )
    return path


def network_preset(name: str) -> NetworkConfig:
    return load_topology_file(network_preset_path(name))


def system_preset_path(name: str) -> Path:
    path = configs_dir() / "system" / f"{name}.json"
    if not path.is_file():
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
    (the system preset of the same name, fitted with it); anything else gets ``DEFAULT_SYSTEM``."""
    name = str(topology) if topology is not None else ""
    if name and "(" not in name and "/" not in name and not name.endswith((".yml", ".yaml")):
        if (configs_dir() / "system" / f"{name}.json").is_file():
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

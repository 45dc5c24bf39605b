"""The sweep spec: a YAML file naming a workload and the axes to sweep, validated key by key.

Schema (relative paths are read relative to the spec file)::

    workload: exports/decoder/global.mlir        # a global StableHLO file, or
    workload: {model: gpt2-small, set: {layers: 12}}   # a zoo model exported with these settings
    meshes: [{data: 4, model: 2}, {data: 2, model: 4}] # axis sizes, or {devices: 8}: every
                                                 # factorisation of 8 over the module's mesh axes
    hardware: [H100-SXM, my-h100-what-if.yaml]   # presets or hardware files (``base:`` what-ifs)
    topologies: ["Switch(8, {400,900}GB/s, 500ns)"]   # presets, files, specs; {a,b} = alternatives
    topologies: [{preset: h100-8x-nvswitch-x-ib-ndr400, nodes: auto}]   # a fabric family at N nodes:
                                                 # auto = the cell's devices / 8; or a count >= 2;
                                                 # optional oversubscription: R (the -os<R> suffix)
    topologies: ["Switch({devices}, 450GB/s, 500ns)"]  # sized by the cell: {devices} = its device
                                                 # count, {devices/K} = that count / K (``SizedTopology``)
    systems: [default]                           # system presets or JSON files; default = ring
    prices: prices.yaml                          # optional (see ``pipeline.sweep.prices``)
    backend: analytical                          # optional: auto | analytical | astra-sim
    astra_bin: /opt/astra/AstraSim_Analytical_Congestion_Unaware   # optional: a native ASTRA-sim
    docker_image: astra-sim:latest               # optional: ASTRA-sim in this Docker image
    timeout_s: 3600                              # optional: per simulation

Every error is one ``SweepSpecError`` line naming the file and the key (``meshes[1].data``), with
the value shown at most ``SHOWN_CHARS`` characters long. Counts are checked where they are read:
a mesh's sizes against the rank ceiling (``checks.limits``), a name or topology entry against
``MAX_ENTRY_CHARS``, ``timeout_s`` finite, a ``docker_image`` a well-formed image reference, and
``workload.set`` values plain scalars (no lists or mappings, strings of at most ``MAX_ENTRY_CHARS``).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping


from hlo2chakra.checks.limits import LimitError, check_rank_count
from hlo2chakra.cost.hardware import DEFAULT_HARDWARE
from hlo2chakra.files.yaml_file import read_yaml
from hlo2chakra.pipeline.sweep.topology_entries import (PLACEHOLDER_HELP, SHOWN_CHARS, FabricNodes, SizedTopology,
                                                        SweepSpecError, Topology, shown, sized_topology)

__all__ = ["BACKENDS", "DEFAULT_SYSTEM", "DeviceCount", "FabricNodes", "MAX_ENTRY_CHARS", "Mesh", "PLACEHOLDER_HELP",
           "SHOWN_CHARS", "SizedTopology", "SweepSpec", "SweepSpecError", "Topology", "ZooWorkload", "load_spec",
           "shown", "sized_topology", "spec_from_mapping"]

DEFAULT_SYSTEM = "default"
BACKENDS = ("auto", "analytical", "astra-sim")
MAX_ENTRY_CHARS = 4096     # a name, path, topology entry or setting value
_KEYS = ("workload", "meshes", "hardware", "topologies", "systems", "prices", "backend", "astra_bin", "docker_image",
         "timeout_s")


@dataclass(frozen=True)
class ZooWorkload:
    """A zoo model (``hlo2chakra.zoo``) exported with configuration overrides ``settings``."""

    model: str
    settings: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class DeviceCount:
    """``{devices: N}``: every factorisation of N over the module's mesh axes."""

    devices: int


Mesh = tuple[tuple[str, int], ...]




@dataclass(frozen=True)
class SweepSpec:
    workload: Path | ZooWorkload
    meshes: tuple[Mesh | DeviceCount, ...]
    hardware: tuple[str, ...]
    topologies: tuple[Topology, ...]
    systems: tuple[str, ...] = (DEFAULT_SYSTEM,)
    prices: Path | None = None
    backend: str = "auto"
    timeout_s: float = 3600.0
    source: str = "sweep spec"
    astra_bin: str | None = None      # a native ASTRA-sim binary (every worker must have it there)
    docker_image: str | None = None   # or ASTRA-sim in this Docker image


def _fail(where: str, key: str, what: str) -> SweepSpecError:
    return SweepSpecError(f"{where}: key '{key}' {what}")


def _path(raw: Any, base: Path, where: str, key: str, dump_folder: bool = False) -> Path:
    """The file ``raw`` names (relative to ``base``); with ``dump_folder``, an XLA dump folder too."""
    if not isinstance(raw, str) or not raw.strip() or len(raw) > MAX_ENTRY_CHARS:
        raise _fail(where, key, f"must be a file path, got {shown(raw)}")
    path = Path(raw).expanduser()
    path = path if path.is_absolute() else base / path
    if dump_folder and path.is_dir():
        from hlo2chakra.frontend.inputs import is_module_source

        if is_module_source(path):   # as convert reads it
            return path.resolve()
    if not path.is_file():
        raise _fail(where, key, f"names {shown(raw)}, which is not a file")
    return path.resolve()


def _workload(raw: Any, base: Path, where: str) -> Path | ZooWorkload:
    if isinstance(raw, str):
        return _path(raw, base, where, "workload", dump_folder=True)
    if not isinstance(raw, Mapping):
        raise _fail(where, "workload", f"must be a StableHLO file or {{model: NAME, set: {{...}}}}, got {shown(raw)}")
    unknown = sorted(str(k) for k in raw if k not in ("model", "set"))
    if unknown:
        raise _fail(where, f"workload.{unknown[0]}", "is not a known key (expected model, set)")
    model = raw.get("model")
    if not isinstance(model, str) or not model.strip() or len(model) > MAX_ENTRY_CHARS:
        raise _fail(where, "workload.model", f"must name a zoo model, got {shown(model)}")
    from hlo2chakra import zoo

    try:
        zoo.get_entry(model.strip())
    except zoo.ZooError as exc:
        raise _fail(where, "workload.model", str(exc)) from None
    settings = raw.get("set") or {}
    if not isinstance(settings, Mapping):
        raise _fail(where, "workload.set", f"must be a mapping of model settings, got {shown(settings)}")
    for name, value in settings.items():
        _setting(value, where, f"workload.set.{name}")
    return ZooWorkload(model.strip(), tuple(sorted((str(k), v) for k, v in settings.items())))


def _setting(value: Any, where: str, key: str) -> None:
    """A model setting is one plain value: a bool, a finite number or a short string."""
    if isinstance(value, float) and not math.isfinite(value):
        raise _fail(where, key, f"must be a finite number, got {value!r}")
    if isinstance(value, str) and len(value) > MAX_ENTRY_CHARS:
        raise _fail(where, key, f"is {len(value):,} characters long (at most {MAX_ENTRY_CHARS:,})")
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 2**63:
        raise _fail(where, key, f"is {shown(value)}, beyond a 64-bit integer")
    if not isinstance(value, (bool, int, float, str)):
        raise _fail(where, key, f"must be a plain value (a number, a string or true/false), got {shown(value)}")


def _size(raw: Any, where: str, key: str) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or raw < 1:
        raise _fail(where, key, f"must be an integer >= 1, got {shown(raw)}")
    try:
        return check_rank_count(raw, "is")
    except LimitError as exc:
        raise _fail(where, key, str(exc)) from None


def _mesh(raw: Any, where: str, key: str) -> Mesh | DeviceCount:
    if not isinstance(raw, Mapping) or not raw:
        raise _fail(where, key, f"must be a mapping of axis sizes such as {{data: 4, model: 2}}, got {shown(raw)}")
    if "devices" in raw:
        if len(raw) != 1:
            raise _fail(where, key, "gives 'devices' with other axes; use {devices: N} alone")
        return DeviceCount(_size(raw["devices"], where, f"{key}.devices"))
    mesh = tuple((str(axis), _size(size, where, f"{key}.{axis}")) for axis, size in raw.items())
    devices = math.prod(size for _, size in mesh)
    try:
        check_rank_count(devices, "has")
    except LimitError as exc:
        raise _fail(where, key, f"{exc} devices in all") from None
    return mesh


def _meshes(raw: Any, where: str) -> tuple[Mesh | DeviceCount, ...]:
    items = [raw] if isinstance(raw, Mapping) else raw
    if not isinstance(items, list) or not items:
        raise _fail(where, "meshes", f"must be a non-empty list of meshes or {{devices: N}}, got {raw!r}")
    meshes = tuple(_mesh(m, where, f"meshes[{i}]") for i, m in enumerate(items))
    if len(set(meshes)) != len(meshes):
        raise _fail(where, "meshes", "lists the same mesh twice")
    return meshes


def _names(raw: Any, where: str, key: str, default: tuple[str, ...] | None = None) -> tuple[str, ...]:
    if raw is None and default is not None:
        return default
    items = [raw] if isinstance(raw, str) else raw
    if not isinstance(items, list) or not items:
        raise _fail(where, key, f"must be a non-empty list of names, got {shown(raw)}")
    names = tuple(_name(item, where, f"{key}[{i}]") for i, item in enumerate(items))
    if len(set(names)) != len(names):
        raise _fail(where, key, "lists the same entry twice")
    return names


def _name(item: Any, where: str, key: str) -> str:
    """One entry of a list of names: a non-empty string of at most ``MAX_ENTRY_CHARS``, stripped."""
    if not isinstance(item, str) or not item.strip():
        raise _fail(where, key, f"must be a non-empty string, got {shown(item)}")
    if len(item) > MAX_ENTRY_CHARS:
        raise _fail(where, key, f"is {len(item):,} characters long (at most {MAX_ENTRY_CHARS:,}): {shown(item)}")
    return item.strip()


_FABRIC_KEYS = ("preset", "nodes", "oversubscription")


def _fabric_entry(raw: Mapping[str, Any], where: str, key: str) -> FabricNodes:
    """``{preset: FAMILY, nodes: auto | N, oversubscription: R}``, checked as the spec loads."""
    from hlo2chakra.sim.config import presets
    from hlo2chakra.sim.config.files import ConfigError

    unknown = sorted(str(k) for k in raw if k not in _FABRIC_KEYS)
    if unknown:
        raise _fail(where, f"{key}.{shown(unknown[0])[1:-1]}", f"is not a known key (expected {', '.join(_FABRIC_KEYS)})")
    family = raw.get("preset")
    families = presets.fabric_names()
    if not isinstance(family, str) or family.strip() not in families:
        raise _fail(where, f"{key}.preset", f"must name a fabric family ({', '.join(families)}), got {shown(family)}")
    family = family.strip()
    if "nodes" not in raw:
        raise _fail(where, f"{key}.nodes", "is missing (auto = the devices / 8, or a node count >= 2)")
    nodes_raw = raw["nodes"]
    if nodes_raw == "auto":
        nodes = None
    elif isinstance(nodes_raw, bool) or not isinstance(nodes_raw, int) or nodes_raw < 2:
        raise _fail(where, f"{key}.nodes", f"must be auto or a node count >= 2, got {shown(nodes_raw)}")
    else:
        nodes = nodes_raw
    ratio = raw.get("oversubscription")
    suffix = ""
    if ratio is not None:
        if isinstance(ratio, bool) or not isinstance(ratio, (int, float)) or not math.isfinite(ratio) or ratio < 1:
            raise _fail(where, f"{key}.oversubscription", f"must be a number >= 1, got {shown(ratio)}")
        suffix = f"{ratio:g}" if float(ratio) != int(ratio) else str(int(ratio))
    gpus = presets.fabric(family).gpus_per_node
    entry = FabricNodes(family, nodes, suffix, gpus, f"{where}: key '{key}'")
    try:  # the name this entry gives is a preset (N in range, ratio in range); auto: checked per cell
        presets.parse_fabric_name(entry.name(gpus * (nodes or 2)))
    except ConfigError as exc:
        raise _fail(where, key, str(exc)) from None
    return entry


def _topologies(raw: Any, where: str, base: Path) -> tuple[Topology, ...]:
    """Topology strings (presets, files, specs) and ``{preset:, nodes:}`` fabric entries."""
    items = [raw] if isinstance(raw, (str, Mapping)) else raw
    if not isinstance(items, list) or not items:
        raise _fail(where, "topologies", f"must be a non-empty list of names or {{preset: FAMILY, nodes: auto}}, "
                                         f"got {shown(raw)}")
    out: list[Topology] = []
    for i, item in enumerate(items):
        if isinstance(item, Mapping):
            out.append(_fabric_entry(item, where, f"topologies[{i}]"))
        else:
            entry = _file_or_name(_name(item, where, f"topologies[{i}]"), base)
            out.append(sized_topology(entry, f"{where}: key 'topologies[{i}]'"))
    if len(set(out)) != len(out):
        raise _fail(where, "topologies", "lists the same entry twice")
    return tuple(out)


def _file_or_name(entry: str, base: Path) -> str:
    """A name that looks like a file (a path or .yaml/.yml/.json) resolves against the spec folder."""
    if "(" in entry or not (os.sep in entry or entry.endswith((".yaml", ".yml", ".json"))):
        return entry
    path = Path(entry).expanduser()
    return str((path if path.is_absolute() else base / path).resolve())


def _optional_name(raw: Any, where: str, key: str) -> str | None:
    if raw is None:
        return None
    if not isinstance(raw, str) or not raw.strip() or len(raw) > MAX_ENTRY_CHARS:
        raise _fail(where, key, f"must be a non-empty string, got {shown(raw)}")
    return raw.strip()


def _docker_image(raw: str | None, where: str) -> str | None:
    """A well-formed image reference, checked when the spec loads (not once per cell)."""
    if raw is None:
        return None
    from hlo2chakra.sim.astra.docker_args import check_image_reference
    from hlo2chakra.sim.config.files import ConfigError

    try:
        return check_image_reference(raw)
    except ConfigError as exc:
        raise _fail(where, "docker_image", str(exc).removeprefix("--docker-image ")) from None


def spec_from_mapping(data: Any, where: str, base: Path) -> SweepSpec:
    if not isinstance(data, Mapping):
        raise SweepSpecError(f"{where}: expected a YAML mapping with keys {', '.join(_KEYS)}")
    for key in data:
        if key not in _KEYS:
            raise _fail(where, shown(str(key))[1:-1], f"is not a known key (expected one of {', '.join(_KEYS)})")
    for key in ("workload", "meshes", "topologies"):
        if key not in data:
            raise _fail(where, key, "is missing")
    backend = data.get("backend", "auto")
    if not isinstance(backend, str) or backend not in BACKENDS:
        raise _fail(where, "backend", f"must be one of {', '.join(BACKENDS)}, got {shown(backend)}")
    timeout = data.get("timeout_s", 3600.0)
    if (isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not math.isfinite(timeout)
            or timeout <= 0):
        raise _fail(where, "timeout_s", f"must be a finite number of seconds > 0, got {shown(timeout)}")
    hardware = _names(data.get("hardware"), where, "hardware", (DEFAULT_HARDWARE,))
    systems = _names(data.get("systems"), where, "systems", (DEFAULT_SYSTEM,))
    prices = data.get("prices")
    astra_bin, docker_image = (_optional_name(data.get(k), where, k) for k in ("astra_bin", "docker_image"))
    return SweepSpec(
        workload=_workload(data["workload"], base, where),
        meshes=_meshes(data["meshes"], where),
        hardware=tuple(_file_or_name(h, base) for h in hardware),
        topologies=_topologies(data["topologies"], where, base),
        systems=tuple(_file_or_name(s, base) for s in systems),
        prices=_path(prices, base, where, "prices") if prices is not None else None,
        backend=str(backend),
        timeout_s=float(timeout),
        source=where,
        astra_bin=_file_or_name(astra_bin, base) if astra_bin is not None else None,
        docker_image=_docker_image(docker_image, where),
    )


def load_spec(path: str | os.PathLike) -> SweepSpec:
    """Read and validate a sweep spec file."""
    path = Path(path)
    data = read_yaml(path, "the sweep spec", SweepSpecError)
    return spec_from_mapping(data, str(path), path.resolve().parent)

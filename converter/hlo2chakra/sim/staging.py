"""What every backend runs on: the workload found, the configs staged (backends: ``sim.backends``).

* ``resolve_workload``: a ``convert`` output directory (its ``manifest.json``: ``trace_prefix``
  relative to the directory, ``num_ranks``, ``comm_groups`` file name or null) or an explicit
  trace prefix (+ comm-group file) -> ``Workload``.
* ``stage_configs``: writes ``network.yml``, ``system.json``, ``memory.json`` and
  ``comm_groups.json`` into a folder. Generated from a topology spec / preset names, or raw
  ASTRA-sim files copied byte for byte (after validation). Checks the network's NPU count equals
  the traces' rank count before anything runs.
"""

from __future__ import annotations

import os
import shutil
import stat
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from hlo2chakra.chakra.manifest import MANIFEST_FILE, ManifestError, read_manifest
from hlo2chakra.chakra.trace import TraceFormatError, count_ranks, trace_path
from hlo2chakra.sim.config import presets
from hlo2chakra.sim.config.files import (
    ConfigError,
    NetworkConfig,
    SystemConfig,
    load_comm_groups,
    load_memory_type,
    load_network,
    load_system,
)
from hlo2chakra.sim.config.resolve import parse_topology
from hlo2chakra.sim.config.topology import check_ranks, describe

if TYPE_CHECKING:
    from hlo2chakra.sim.nccl import NcclFabric


@dataclass(frozen=True)
class Workload:
    prefix: Path  # absolute; files are <prefix>.<rank>.et
    num_ranks: int
    comm_groups: Path | None
    label: str


def resolve_workload(
    target: str | Path | None = None, workload: str | Path | None = None, comm_groups: str | Path | None = None
) -> Workload:
    if workload is not None:
        if target is not None:
            raise ConfigError("give either a convert output directory or --workload PREFIX, not both")
        prefix = Path(workload).expanduser().resolve()
        count = count_ranks(prefix)
        if count == 0:
            raise TraceFormatError(f"{prefix}: no trace files {prefix.name}.0.et, {prefix.name}.1.et, ... found")
        groups = Path(comm_groups).expanduser().resolve() if comm_groups is not None else None
        return Workload(prefix, count, groups, prefix.name)
    if target is None:
        raise ConfigError("no workload: give a convert output directory or --workload PREFIX")
    folder = Path(target).expanduser().resolve()
    manifest_path = folder / MANIFEST_FILE
    try:
        manifest = read_manifest(folder)
    except ManifestError as exc:
        raise ConfigError(str(exc)) from None
    prefix, num_ranks = manifest.trace_prefix_in(folder), manifest.num_ranks
    groups = Path(comm_groups).expanduser().resolve() if comm_groups is not None else manifest.comm_groups_in(folder)
    _check_trace_files(manifest_path, folder, prefix, num_ranks)
    if groups is not None and not groups.is_file():
        raise ConfigError(f"{manifest_path}: comm-group file {groups} is missing")
    return Workload(prefix, num_ranks, groups, folder.name)


def _check_trace_files(manifest_path: Path, folder: Path, prefix: Path, num_ranks: int) -> None:
    """Every rank's file is a regular file inside ``folder`` (a symlink must not lead out)."""
    # One lstat per rank: a plain regular file beside an in-folder prefix needs no more; only
    # links and odd entries take the (path-resolving) checks, in the same order as ever.
    plain_inside = prefix.parent.is_relative_to(folder)
    doubtful = []
    for rank in range(num_ranks):
        try:
            mode = os.lstat(f"{prefix}.{rank}.et").st_mode
        except OSError:
            mode = 0
        if not (plain_inside and stat.S_ISREG(mode)):
            doubtful.append(rank)
    missing = [r for r in doubtful if not trace_path(prefix, r).is_file()]
    if missing:
        first = trace_path(prefix, missing[0])
        state = "is not a regular file (a FIFO, device or directory)" if first.exists() else "is missing"
        raise TraceFormatError(f"{manifest_path}: trace file {first} {state}")
    for rank in doubtful:  # a trace file that is a symlink must not lead out either
        if not trace_path(prefix, rank).resolve().is_relative_to(folder):
            raise ConfigError(f"{manifest_path}: trace file {trace_path(prefix, rank)} is a link that leads "
                              f"outside the trace folder {folder}")


@dataclass(frozen=True)
class StagedConfig:
    network: NetworkConfig
    system: SystemConfig
    network_path: Path
    system_path: Path
    memory_path: Path
    comm_groups_path: Path | None
    topology_label: str
    system_label: str
    warnings: tuple[str, ...] = ()
    nccl_fabric: "NcclFabric | None" = None  # the NCCL model's fabric (None: ASTRA-sim's model)

    @property
    def collective_model(self) -> str:
        return "astra" if self.nccl_fabric is None else "nccl"

    @property
    def direct_with_groups(self) -> bool:
        uses_direct = any("irect" in algo for algos in self.system.implementations for algo in algos)
        return uses_direct and self.comm_groups_path is not None


def _copy(source: str | Path, destination: Path) -> Path:
    try:
        shutil.copyfile(source, destination)
    except OSError as exc:
        raise ConfigError(f"{source}: cannot copy ({exc.strerror})") from None
    return destination


def resolve_system(topology: str | Path | None, network: NetworkConfig,
                   system: str | Path | None) -> tuple[str, SystemConfig, bool]:
    """(label, system, read from a file) a run on ``network`` uses: ``system`` as given (a preset name
    or an ASTRA-sim JSON file, kept as written), else the topology's own fitted system, else
    ``presets.topology_default_system``. The one place the default system is decided."""
    name = str(system) if system is not None else presets.default_system_name(topology)
    if system is None and name == presets.DEFAULT_SYSTEM:
        label, config = presets.topology_default_system(network)
        return label, config, False
    if name.endswith(".json") or Path(name).is_file():
        return name, load_system(name), True
    return name, presets.fit_system(presets.system_preset(name), network.num_dims), False


def stage_configs(
    folder: Path,
    num_ranks: int,
    *,
    topology: str | Path | None = None,
    network: str | Path | None = None,
    system: str | Path | None = None,
    memory: str | Path | None = None,
    comm_groups: Path | None = None,
    collectives: str = "astra",
    embedded: bool = True,
    nccl_fabric_file: str | Path | None = None,
) -> StagedConfig:
    if (topology is None) == (network is None):
        raise ConfigError("give exactly one of --topology SPEC|PRESET|FILE or --network FILE.yml")
    folder.mkdir(parents=True, exist_ok=True)
    warnings: list[str] = []
    network_path = folder / "network.yml"
    if network is not None:
        net = load_network(network)
        _copy(network, network_path)
        topology_label = describe(net)
    else:
        assert topology is not None   # exactly one of the two, checked above
        net = parse_topology(topology)
        network_path.write_text(net.to_yaml())
        topology_label = str(topology)
    check_ranks(net, num_ranks)

    system_path = folder / "system.json"
    system_name, sys_config, from_file = resolve_system(topology, net, system)
    if from_file:
        _copy(system_name, system_path)
        short = presets.short_lists(sys_config, net)
        if short:
            warnings.append(
                f"{system_name}: {', '.join(short)} list fewer algorithms than the network's {net.num_dims} "
                "dimensions; ASTRA-sim will use fewer dimensions for them"
            )
    else:
        system_path.write_text(sys_config.to_json())

    memory_path = folder / "memory.json"
    if memory is not None:
        load_memory_type(memory)  # refuse a malformed file before staging it
        _copy(memory, memory_path)
    else:
        memory_path.write_text(presets.MEMORY_NO_EXPANSION)

    groups_path = None
    if comm_groups is not None:
        groups = load_comm_groups(comm_groups)
        for gid, members in groups.items():
            outside = [r for r in members if not 0 <= r < num_ranks]
            if outside:
                raise ConfigError(f"{comm_groups}: group {gid} names rank {outside[0]} but there are {num_ranks} ranks")
        groups_path = _copy(comm_groups, folder / "comm_groups.json")
    if collectives == "auto":
        collectives = "nccl" if embedded and _has_nccl_fabric(topology, net) else "astra"
    fabric: NcclFabric | None
    if nccl_fabric_file is not None:
        fabric = _fabric_file(nccl_fabric_file, net)
    else:
        fabric = _nccl_fabric(topology, net) if collectives == "nccl" else None
    return StagedConfig(net, sys_config, network_path, system_path, memory_path, groups_path,
                        topology_label, system_name, tuple(warnings), fabric)


def _fabric_file(path: str | Path, network: NetworkConfig) -> "NcclFabric":
    """A fitted NCCL fabric file, sized to the network (its node count follows the NPUs)."""
    from dataclasses import replace

    from hlo2chakra.sim.nccl.user_fit import read_fabric_json

    fabric = read_fabric_json(path)
    nodes, rest = divmod(network.num_npus, fabric.gpus_per_node)
    if rest or nodes < 1 or (nodes > 1 and fabric.nics_per_node == 0):
        raise ConfigError(f"{path}: its fabric ({fabric.gpus_per_node} GPUs per node, "
                          f"{'with' if fabric.nics_per_node else 'no'} NICs) cannot make {network.num_npus} NPUs")
    return replace(fabric, nodes=nodes)


def _has_nccl_fabric(topology: str | Path | None, network: NetworkConfig) -> bool:
    """Whether ``--collectives auto`` gives this topology NCCL's model: a GPU preset it has, sized right."""
    name = str(topology) if topology is not None else ""
    if not name or "(" in name or name.endswith((".yml", ".yaml", "-datasheet")):
        return False
    try:
        _nccl_fabric(name, network)
    except ConfigError:
        return False
    return True


def _nccl_fabric(topology: str | Path | None, network: NetworkConfig) -> "NcclFabric":
    """The NCCL model's fabric of a GPU network preset (its NVLink, NICs and fitted calibration)."""
    from hlo2chakra.sim.nccl import get_preset
    from hlo2chakra.sim.nccl.presets import PRESETS, UnknownNcclPreset

    name = str(topology) if topology is not None else ""
    if not name or "(" in name or name.endswith((".yml", ".yaml")):
        raise ConfigError(f"--collectives nccl needs a GPU network preset, not {name or 'a --network file'}: "
                          f"a compact spec has no NVLink or NIC facts (presets: {', '.join(PRESETS)}, "
                          "optionally -<N>node)")
    parsed = presets.parse_fabric_name(name)
    ratio = 1.0
    if parsed is not None:   # FAMILY-<N>node[-os<R>][-datasheet]: the NCCL preset of N nodes
        family, nodes, ratio, _ = parsed
        name = f"{family}-{nodes}node"
    try:
        fabric = get_preset(name.removesuffix("-datasheet"))
    except UnknownNcclPreset as exc:
        raise ConfigError(f"--collectives nccl: {exc}") from None
    divisor = presets.oversubscription_divisor(parsed[0], parsed[1], ratio) if parsed is not None else 1.0
    if divisor != 1.0:   # the network preset's rule, on the NICs
        fabric = replace(fabric, name=str(topology), nic_gbps=fabric.nic_gbps / divisor)
    if fabric.gpus_per_node * fabric.nodes != network.num_npus:
        raise ConfigError(f"--collectives nccl: NCCL fabric {fabric.name} has {fabric.gpus_per_node * fabric.nodes} "
                          f"GPUs, the network {network.num_npus}")
    return fabric

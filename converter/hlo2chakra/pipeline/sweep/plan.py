"""Plan a sweep: the module, the hardware facts, the content keys, the checks made before running.

Every cell converts the workload's global module, retargeted to the cell's mesh, except where a
zoo workload's module cannot be retargeted to it (a ``shard_map`` region manual over a resized
axis, as the zoo ResNets' per-device max-pool): there the model is exported for that mesh
(``mesh_exports``) and the cell converts that module.

``trace_key`` is the content address of one conversion: the digest of the module bytes, the mesh,
every hardware fact the cost model reads, the converter version and a digest of its code, so a cache hit is the same
conversion. ``cell_key`` adds the topology, the system and the backend. A cell whose network size
differs from its mesh's device count is failed here, before anything is converted.
"""

from __future__ import annotations

import functools
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from hlo2chakra import __version__
from hlo2chakra.errors import one_line
from hlo2chakra.pipeline.sweep.expand import Cell, expand_cells, mesh_label
from hlo2chakra.pipeline.sweep.spec import DEFAULT_SYSTEM, Mesh, SweepSpec, SweepSpecError, ZooWorkload

if TYPE_CHECKING:
    from hlo2chakra.frontend.forms import DetectedInput
    from hlo2chakra.sim.options import SimulationOptions

FUSION = "auto"


@dataclass(frozen=True)
class Network:
    """The topology of a cell as the pricing reads it: per dimension kind, NPUs, bytes per second."""

    kinds: tuple[str, ...]
    npus: tuple[int, ...]
    bandwidth_bytes_per_s: tuple[float, ...]

    @property
    def num_npus(self) -> int:
        total = 1
        for n in self.npus:
            total *= n
        return total


@dataclass(frozen=True)
class PlannedCell:
    cell: Cell
    trace_key: str
    cell_key: str
    hardware_name: str
    network: Network | None
    precheck_error: str = ""


@dataclass(frozen=True)
class SweepPlan:
    spec: SweepSpec
    module: Path
    module_bytes: bytes
    hardware: Mapping[str, Mapping[str, Any]]   # spec entry -> hardware document
    cells: tuple[PlannedCell, ...]
    mesh_modules: Mapping[str, tuple[str, bytes]] = field(default_factory=dict)  # mesh label -> (file name, bytes)

    def module_key(self, cell: Cell) -> str:
        """Which module ``cell`` converts: its mesh label if it has its own export, else ""."""
        return cell.mesh_label if cell.mesh_label in self.mesh_modules else ""

    def module_of(self, cell: Cell) -> tuple[str, bytes]:
        """(file name, bytes) of the module ``cell`` converts."""
        key = self.module_key(cell)
        return self.mesh_modules[key] if key else (self.module.name, self.module_bytes)


def _digest(payload: Any) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True, default=str).encode()).hexdigest()[:24]


@functools.lru_cache(maxsize=1)
def converter_digest() -> str:
    """Digest of this installation's converter code and data: a cached conversion made by other
    code (an older checkout with the same version number) must not be reused."""
    package = Path(__file__).resolve().parents[2]
    h = hashlib.sha256()
    for path in sorted(p for p in package.rglob("*") if p.suffix in (".py", ".yaml", ".yml", ".json") and p.is_file()):
        h.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def trace_key(module_bytes: bytes, mesh: Mesh, hardware: Mapping[str, Any]) -> str:
    return _digest({"module": hashlib.sha256(module_bytes).hexdigest(), "mesh": list(mesh), "hardware": hardware,
                    "version": __version__, "code": converter_digest(), "fusion": FUSION})


def cell_key(trace: str, cell: Cell, spec: SweepSpec) -> str:
    simulator = {"astra_bin": spec.astra_bin, "docker_image": spec.docker_image}
    return _digest({"traces": trace, "topology": cell.topology, "system": cell.system, "backend": spec.backend}
                   | {k: v for k, v in simulator.items() if v is not None})   # unset: the keys of earlier runs


def simulation_options(spec: SweepSpec) -> "SimulationOptions":
    """What every cell of ``spec`` is simulated with (its backend and that backend's settings);
    each cell replaces its topology and system (``tasks.cell_options``)."""
    from hlo2chakra.sim.options import BackendKind, SimulationOptions

    return SimulationOptions(backend=BackendKind.parse(spec.backend), timeout_s=spec.timeout_s, astra_bin=spec.astra_bin,
                             docker_image=spec.docker_image)


def _global_module(module: Path) -> "DetectedInput":
    """The detected form of ``module``, which must be a global (sharding-annotated) program."""
    from hlo2chakra.frontend.forms import detect_form

    detected = detect_form(module)
    if not detected.needs_partitioning:
        raise SweepSpecError(f"workload {module}: is a {detected.form.value} program; a sweep needs a global "
                             "(sharding-annotated) StableHLO module, e.g. an export's global.mlir")
    return detected


def _axes(detected: "DetectedInput") -> Mesh:
    from hlo2chakra.frontend.xla.retarget import module_mesh

    return module_mesh(detected.text, detected.shardy, detected.num_partitions).axes


def module_axes(module: Path) -> Mesh:
    """The module's mesh axes (name, size), major first; the module must be a global program."""
    return _axes(_global_module(module))


def export_workload(workload: ZooWorkload, folder: Path, mesh: Mesh | None = None) -> Path:
    """Export a zoo model once into ``folder/<digest>`` (for ``mesh``, default: the model's own) and
    return its global.mlir."""
    from hlo2chakra.export.run import export_model

    tag = list(workload.settings) + ([["mesh", list(mesh)]] if mesh is not None else [])
    target = folder / f"{workload.model}-{_digest(tag)[:12]}"
    if not (target / "global.mlir").is_file():
        export_model(workload.model, dict(mesh) if mesh is not None else None, target, optimized=False,
                     overwrite=True, config=dict(workload.settings))
    return target / "global.mlir"


def _unretargetable(detected: "DetectedInput", meshes: Iterable[Mesh]) -> list[Mesh]:
    """The full meshes of ``meshes`` that the detected global module cannot be retargeted to."""
    from hlo2chakra.frontend.xla.retarget import retarget_text
    from hlo2chakra.frontend.xla.mesh_arg import RetargetError

    refused = []
    for mesh in meshes:
        try:
            retarget_text(detected.text, dict(mesh), shardy=detected.shardy, num_devices=detected.num_partitions)
        except RetargetError:
            refused.append(mesh)
    return refused


def mesh_exports(spec: SweepSpec, module: Path, folder: Path) -> dict[str, Path | str]:
    """For a zoo workload: mesh label -> the model exported for that mesh (or why the export failed),
    for each cell mesh its module cannot be retargeted to. Empty for a module file."""
    from hlo2chakra.errors import Hlo2ChakraError

    if not isinstance(spec.workload, ZooWorkload):
        return {}
    detected = _global_module(module)  # parsed once for the axes and every retargeting check
    axes = _axes(detected)
    wanted = {cell.mesh_label: tuple((dict(axes) | dict(cell.mesh)).items()) for cell in expand_cells(spec, axes)}
    refused = set(_unretargetable(detected, dict.fromkeys(wanted.values())))
    out: dict[str, Path | str] = {}
    for label, full in wanted.items():
        if full in refused:
            try:
                out[label] = export_workload(spec.workload, folder, full)
            except Hlo2ChakraError as exc:
                out[label] = f"export for mesh {mesh_label(full)}: {one_line(exc)}"
    return out


def _network(topology: str) -> Network:
    from hlo2chakra.sim.config.resolve import parse_topology
    from hlo2chakra.sim.config.topology import GIB

    net = parse_topology(topology)
    return Network(tuple(net.topology), tuple(net.npus_count), tuple(b * GIB for b in net.bandwidth_gbps))


def _hardware(entry: str) -> tuple[str, dict[str, Any]]:
    from hlo2chakra.cost.hardware_yaml import hardware_summary, load_hardware

    hw = load_hardware(entry)
    return hw.name, hardware_summary(hw)


def check_entries(spec: SweepSpec) -> None:
    """The spec's hardware and systems, checked before anything is written: each exists, and no two
    hardware entries name the same preset (``H100-SXM`` and ``h100_sxm`` are one)."""
    seen: dict[str, str] = {}
    for index, entry in enumerate(spec.hardware):
        name = _hardware(entry)[0]
        if name in seen:
            raise SweepSpecError(f"{spec.source}: key 'hardware[{index}]' {entry!r} is the same hardware as "
                                 f"{seen[name]!r} ({name}); list it once")
        seen[name] = entry
    for system in spec.systems:
        _check_system(system)


def _check_system(system: str) -> None:
    from hlo2chakra.sim.config.presets import system_preset

    if system != DEFAULT_SYSTEM and not system.endswith(".json"):
        system_preset(system)  # a system file, or a parametric fabric name's system
    elif system.endswith(".json") and not Path(system).is_file():
        raise SweepSpecError(f"system file {system} does not exist")


def plan_sweep(spec: SweepSpec, module: Path, mesh_modules: Mapping[str, Path | str] | None = None) -> SweepPlan:
    """Keys and prechecks for every cell of ``spec`` on the global module ``module`` (or, for the
    meshes in ``mesh_modules``, the module exported for that mesh; a string there is why it failed)."""
    if module.is_dir():   # an XLA dump folder: per-device, so it says why a sweep cannot retarget it
        _global_module(module)
    module_bytes = module.read_bytes()
    per_mesh = {label: (path.name, path.read_bytes()) for label, path in (mesh_modules or {}).items()
                if isinstance(path, Path)}
    refused = {label: why for label, why in (mesh_modules or {}).items() if isinstance(why, str)}
    cells = expand_cells(spec, module_axes(module))
    hardware = {entry: _hardware(entry) for entry in spec.hardware}
    for system in spec.systems:
        _check_system(system)
    networks: dict[str, Network | str] = {}
    for topology in dict.fromkeys(c.topology for c in cells):
        try:
            networks[topology] = _network(topology)
        except Exception as exc:  # noqa: BLE001 - a bad topology entry is a failed row with its reason
            networks[topology] = f"topology: {one_line(exc)}"
    planned = []
    for cell in cells:
        name, facts = hardware[cell.hardware]
        key = trace_key(per_mesh.get(cell.mesh_label, ("", module_bytes))[1], cell.mesh, facts)
        net = networks[cell.topology]
        error = refused.get(cell.mesh_label) or (net if isinstance(net, str) else "")
        if not error and isinstance(net, Network) and net.num_npus != cell.devices:
            error = (f"network has {net.num_npus} NPUs but mesh {cell.mesh_label} has {cell.devices} devices; "
                     f"give a topology of {cell.devices} NPUs")
        planned.append(PlannedCell(cell, key, cell_key(key, cell, spec), name,
                                   net if isinstance(net, Network) else None, error))
    return SweepPlan(spec, module, module_bytes, {k: v[1] for k, v in hardware.items()}, tuple(planned), per_mesh)

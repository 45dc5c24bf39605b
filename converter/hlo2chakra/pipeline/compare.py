"""``compare``: simulate one workload on several topologies (and hardware), side by side.

A thin case of the sweep: ``compare`` plans its cells (one per (hardware, topology)), runs them on
the sweep's local executor (``pipeline.sweep.local``: isolated child Pythons, no Dask needed), and
makes rows of their ``CellOutcome``s with the sweep's status rule (``CellOutcome.verdict``).
TARGET is either a trace directory (a ``convert`` output: simulated as is) or a module (a StableHLO
or HLO file, or an XLA dump folder, as ``convert`` takes), converted once per (hardware, NPU count)
with ``hlo2chakra.pipeline.convert.convert``.
Every cell is simulated in its own run directory. The output folder (assembled under a temporary
name, then renamed) holds ``traces/``, ``runs/``, ``comparison.csv/.parquet/.md`` and
``comparison.png``. A configuration that fails (hang, abort, wrong rank count) becomes a
``failed`` row with its message; the others still run. Runs of at most ``TIMELINE_MAX_RANKS``
ranks also get their timeline files (``timeline.json``, ``gantt.png``, ``critical_path.csv``, ...
see ``sim.timeline.outputs``). A topology whose size differs from the device count a global module
declares is a ``failed`` row saying so (the module fixes the size: ``mesh`` / ``--mesh`` partitions a
global module for another mesh, as ``convert --mesh`` does, and ``hlo2chakra sweep`` over several).
The simulations are the ``simulate`` phase of the run's progress (``runtime.progress``), one
step a cell. A configuration whose estimated peak memory (from its manifest) exceeds the device's
is simulated but has status ``exceeds-memory`` and the warning as its message.
Every configuration is simulated with the same ``SimulationOptions`` (the backend and its
settings), replaced with its topology, its system and the timeline rule (``tasks.cell_options``).
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

import pandas as pd

from hlo2chakra.chakra.manifest import MANIFEST_FILE, Manifest, read_manifest
from hlo2chakra.cost.hardware import DEFAULT_HARDWARE
from hlo2chakra.files.names import slug
from hlo2chakra.files.outdir import check_replaceable, publish, staging_dir
from hlo2chakra.pipeline.sweep.local import LocalCell, run_local
from hlo2chakra.pipeline.sweep.tasks import CellOutcome, SimulationJob, cell_options
from hlo2chakra.runtime import progress
from hlo2chakra.report.compare import SIMULATED, comparison_frame, compute_bound_note, plot_comparison, write_comparison
from hlo2chakra.sim.staging import resolve_workload
from hlo2chakra.sim.config.files import ConfigError
from hlo2chakra.sim.config.resolve import parse_topology
from hlo2chakra.sim.config.topology import check_ranks
from hlo2chakra.sim.options import SimulationOptions, options_or_fields

if TYPE_CHECKING:
    from hlo2chakra.pipeline.convert import CombineMode

TIMELINE_MAX_RANKS = 64
PER_CONFIGURATION = ("topology", "network", "system", "timeline", "timeline_ranks")  # what compare sets per cell


@dataclass(frozen=True)
class Comparison:
    """What ``compare`` returns: the table (``report.compare.COLUMNS``), the notes shown under it
    (each once), and the published output folder."""

    table: pd.DataFrame
    notes: tuple[str, ...]
    out_dir: Path


@dataclass(frozen=True)
class CompareCell:
    """One planned configuration: its row's identity, and the traces to simulate or why it cannot run."""

    configuration: str
    hardware: str | None          # as the user named it (None for a trace directory)
    topology: str
    npus: int
    traces: Path | None = None
    hardware_name: str = ""       # the manifest's name, for the memory warning
    error: str = ""               # planned as failed: nothing to simulate
    system: str | Path | None = None  # the system asked for this topology (None: the topology's default)


def _slug(text: str) -> str:
    return slug(text, empty="config")


def _hardware_name(manifest: Manifest, fallback: str) -> str:
    """The hardware a ``Manifest`` says its kernels were costed on, else ``fallback``."""
    return manifest.hardware.name if manifest.hardware is not None else fallback


def _declared_devices(module: Path, mesh: "Mapping[str, int] | str | None" = None) -> int | None:
    """The device count of a global module (it fixes the topology size), else None: as it declares
    it, or, with ``mesh``, once retargeted to that mesh (without running XLA)."""
    try:
        from hlo2chakra.frontend.forms import detect_form

        detected = detect_form(module)
        if not detected.needs_partitioning:
            return None
        if mesh is None:
            return detected.num_partitions * detected.num_replicas
        from hlo2chakra.frontend.xla.partition import prepare

        return prepare(detected, mesh)[2] * detected.num_replicas
    except Exception:  # noqa: BLE001 - an unreadable module (or a mesh it refuses) is reported by the converter itself
        return None


def _size_error(module: Path, declared: int | None, npus: int, partitioned: bool = False, mesh: str = "") -> str:
    """Why ``module``, which runs on ``declared`` devices, cannot be compared on ``npus`` NPUs ("" if it can).

    partitioned: the module is already per-device (an XLA dump, a partitioned module), so no
    ``--mesh`` can re-partition it: only its global program can be. mesh: the ``--mesh`` it is
    partitioned for."""
    if declared is None or declared == npus:
        return ""
    if mesh:
        return (f"{module} partitioned for --mesh {mesh} runs on {declared} devices but a --topology has {npus} NPUs: "
                f"compare it on topologies of {declared} NPUs, or give a --mesh of {npus} devices")
    if partitioned:
        return (f"{module} runs on {declared} devices but a --topology has {npus} NPUs: compare it on topologies "
                f"of {declared} NPUs (it is already partitioned; for {npus} devices, partition its global program "
                f"for a mesh of {npus})")
    return (f"{module} runs on {declared} devices but a --topology has {npus} NPUs: compare it on topologies of "
            f"{declared} NPUs, or partition it for another mesh (compare --mesh AXIS=SIZE,... of {npus} devices, "
            f"or 'hlo2chakra sweep' over several meshes)")


def _convert_all(module: Path, hardware: Sequence[str], npus_counts: Sequence[int], folder: Path,
                 xla_gpu: bool = False, combine: "CombineMode | str" = "auto",
                 mesh: "Mapping[str, int] | None" = None) -> dict[tuple[str, int], tuple]:
    """(hardware, NPUs) -> (trace dir, the hardware name its manifest records, "") or (None, hardware, why not)."""
    from hlo2chakra.pipeline.convert import convert  # the converter; imported only when a module is compared

    declared = _declared_devices(module, mesh)
    label = ",".join(f"{axis}={size}" for axis, size in (mesh or {}).items())
    converted: dict[tuple[str, int], tuple[Path | None, str, str]] = {}
    for hw in hardware:
        for npus in sorted(set(npus_counts)):
            error = _size_error(module, declared, npus, mesh=label)
            if error:
                converted[(str(hw), npus)] = (None, str(hw), error)
                continue
            out = folder / _slug(f"{Path(str(hw)).stem}-{npus}ranks")
            try:
                result = convert(module, out, hardware=hw, ranks=npus, xla_gpu=hw if xla_gpu else None,
                                 combine=combine, mesh=mesh)
            except ValueError as exc:
                runs_on = getattr(exc, "declared", None)  # the frontend's RankCountMismatch
                if runs_on is None:
                    raise
                converted[(str(hw), npus)] = (None, str(hw), _size_error(module, runs_on, npus, declared is None))
                continue
            ranks = result.manifest.num_ranks
            if ranks != npus:
                raise ConfigError(f"converting {module} for {hw} gave {ranks} ranks, the topology needs {npus}")
            converted[(str(hw), npus)] = (Path(result.out_dir), _hardware_name(result.manifest, str(hw)), "")
    if converted and all(traces is None for traces, _, _ in converted.values()):
        raise ConfigError(next(iter(converted.values()))[2])
    return converted


def _mesh(mesh: "Mapping[str, int] | str | None") -> "dict[str, int] | None":
    """``mesh`` as axis sizes (``"data=4,model=2"`` parsed as ``convert --mesh`` parses it), or None."""
    if mesh is None:
        return None
    from hlo2chakra.frontend.xla.mesh_arg import parse_mesh_arg

    return parse_mesh_arg(mesh)


def _is_dump_folder(folder: Path) -> bool:
    """An XLA dump folder (``--xla_dump_to``) that ``convert`` reads, and not a trace directory
    (which has a manifest): compared as a module, converted per (hardware, NPU count)."""
    from hlo2chakra.frontend.inputs import is_module_source

    return not (folder / MANIFEST_FILE).exists() and is_module_source(folder)


def _cells(target: Path, networks: Sequence[tuple[str, Any, str | Path | None]], hardware: Sequence[str] | None, staging: Path,
           xla_gpu: bool, combine: "CombineMode | str", mesh: "Mapping[str, int] | None" = None) -> list[CompareCell]:
    """One cell per configuration: each topology for a trace directory, each (hardware, topology)
    for a module (converted once per hardware and NPU count, for ``mesh`` when given)."""
    if target.is_dir() and not _is_dump_folder(target):
        if hardware or xla_gpu or combine != "auto" or mesh is not None:
            flag = ("--mesh" if mesh is not None else "--hardware" if hardware else "--xla-gpu" if xla_gpu
                    else "--combine")
            raise ConfigError(f"{flag} needs a StableHLO module; {target} is a trace directory")
        workload = resolve_workload(target)
        for _, net, _ in networks:
            check_ranks(net, workload.num_ranks, f"the traces in {target.name}")
        name = _hardware_name(read_manifest(target), "")
        return [CompareCell(label, None, spec, net.num_npus, target, name, system=system)
                for (spec, net, system), label in zip(networks, _labels(networks))]
    if not target.is_file() and not target.is_dir():
        raise ConfigError(f"{target} is neither a StableHLO module file, an XLA dump folder nor a trace directory")
    hardware_list = [str(h) for h in (hardware or [DEFAULT_HARDWARE])]
    converted = _convert_all(target, hardware_list, [n.num_npus for _, n, _ in networks], staging / "traces",
                             xla_gpu, combine, mesh)
    cells = []
    for hw in hardware_list:
        for (spec, net, system), label in zip(networks, _labels(networks)):
            traces, name, error = converted[(hw, net.num_npus)]
            cells.append(CompareCell(f"{hw} | {label}", hw, spec, net.num_npus, traces, name, error, system))
    return cells


def _labels(networks: Sequence[tuple[str, Any, str | Path | None]]) -> list[str]:
    """Each topology's configuration label: the spec, and its system when systems differ per topology."""
    if len({str(system) for _, _, system in networks}) <= 1:
        return [spec for spec, _, _ in networks]
    return [f"{spec} | {system if system is not None else 'default system'}" for spec, _, system in networks]


def _systems(system: "str | Path | Sequence[str | Path] | None", count: int) -> list[str | Path | None]:
    """One system per topology: none (each topology's default), one for all, or one each in order."""
    if system is None or isinstance(system, (str, Path)):
        return [system] * count
    listed: list[str | Path | None] = list(system)
    if len(listed) == 1:
        return listed * count
    if len(listed) != count:
        raise ConfigError(f"--system was given {len(listed)} times for {count} --topology: give it once "
                          "(every topology) or once per topology, in the same order")
    return listed


def _base_options(options: SimulationOptions | None, option_fields: Mapping[str, Any]) -> SimulationOptions:
    """The options every configuration shares; those compare sets per configuration are refused."""
    base = options_or_fields(options, option_fields)
    default = SimulationOptions()
    for name in PER_CONFIGURATION:
        if getattr(base, name) != getattr(default, name):
            raise ConfigError(f"compare sets each configuration's {name} itself (its topologies, system and "
                              f"timeline rule): leave {name} out of its SimulationOptions")
    return base


def _jobs(cells: Sequence[CompareCell], base: SimulationOptions, staging: Path) -> list[LocalCell]:
    """The sweep's local cells of the configurations that can run, each with its own run directory."""
    jobs = []
    for index, cell in enumerate(cells):
        if cell.traces is None:
            continue
        labels = (("hardware", cell.hardware),) if cell.hardware else ()
        run_dir = staging / "runs" / f"{index:02d}-{_slug(cell.configuration)}"
        options = cell_options(base, cell.topology, cell.system, cell.npus, TIMELINE_MAX_RANKS)
        jobs.append(LocalCell(cell.traces, SimulationJob(options, str(run_dir), labels)))
    return jobs


def _row(cell: CompareCell, outcome: CellOutcome, staging: Path, destination: Path) -> dict[str, Any]:
    """The comparison row of one cell; a failure message names the run directory it kept: point it
    at where that ends up published."""
    status, message = outcome.verdict(cell.hardware_name or str(cell.hardware))
    return {"configuration": cell.configuration, "hardware": cell.hardware, "topology": cell.topology,
            "npus": cell.npus, "status": status, "message": message.replace(str(staging), str(destination)),
            "backend": outcome.backend or None, "system": outcome.system or None,
            "collective_model": outcome.collective_model or None, "step_time_ns": outcome.step_time_ns,
            "critical_compute_ns": outcome.compute_ns, "critical_exposed_comm_ns": outcome.exposed_comm_ns}


def _run(cells: Sequence[CompareCell], base: SimulationOptions, staging: Path,
         jobs: int | None) -> list[CellOutcome]:
    """The outcome of every cell, in order (a planned failure is a failed outcome)."""
    local = _jobs(cells, base, staging)
    workers = max(1, min(jobs or os.cpu_count() or 1, len(local)))
    bar = progress.phase("simulate", len(local))
    with progress.muted():  # a simulation in this process (one job) has phases of its own: the bar counts cells
        ran = iter(run_local(local, workers, lambda _index, _outcome: bar.advance()))
    return [CellOutcome("failed", cell.error) if cell.traces is None else next(ran) for cell in cells]


def compare(
    target: str | Path,
    topologies: Sequence[str],
    hardware: Sequence[str] | None = None,
    *,
    out_dir: str | Path,
    system: "str | Path | Sequence[str | Path] | None" = None,
    options: SimulationOptions | None = None,
    jobs: int | None = None,
    overwrite: bool = False,
    xla_gpu: bool = False,
    combine: "CombineMode | str" = "auto",
    mesh: "Mapping[str, int] | str | None" = None,
    **option_fields: Any,
) -> Comparison:
    """Simulate ``target`` on every topology (x hardware); the comparison table, its notes and folder.

    options: the backend and its settings, the same for every configuration (a ``SimulationOptions``
        without topology, network, system or timeline: compare sets those per configuration); or
        its fields as keywords (``backend="analytical"``, ``timeout_s=...``, ``memory=...``), not both.

    xla_gpu: a global module is partitioned and optimized by XLA's GPU pipeline of each
        ``hardware`` GPU (``convert --xla-gpu``), so each GPU is costed with its own XLA kernels.
    combine: how a module's collectives are combined when it is converted (``convert``'s
        ``combine``, a ``CombineMode``); refused for a trace directory unless auto.
    jobs: simulations at a time, each in an isolated child process (1: in this process).
    mesh: partition a global module for these mesh axis sizes (``{"data": 16}`` or ``"data=16"``,
        as ``convert --mesh``); the topologies then need its device count. Refused for a trace directory.
    system: None (each topology's own: a preset's fitted system, else ``topology_default_system``),
        one system for every topology, or one per topology in ``topologies``' order; every row
        names the system it ran with.
    """
    if not topologies:
        raise ConfigError("compare needs at least one --topology")
    networks = [(str(t), parse_topology(t), s) for t, s in zip(topologies, _systems(system, len(topologies)))]
    wanted_mesh = _mesh(mesh)
    base = _base_options(options, option_fields)
    target = Path(target).expanduser().resolve()
    destination = Path(out_dir).expanduser().resolve()
    check_replaceable(destination, command="compare", overwrite=overwrite, error=ConfigError)
    staging = staging_dir(destination, ConfigError)
    try:
        cells = _cells(target, networks, hardware, staging, xla_gpu, combine, wanted_mesh)
        outcomes = _run(cells, base, staging, jobs)
        frame = comparison_frame([_row(c, o, staging, destination) for c, o in zip(cells, outcomes)])
        note = compute_bound_note(frame)
        # Options that could not take effect, once each however many configurations hit them.
        notes = tuple(([note] if note else []) + list(dict.fromkeys(w for o in outcomes for w in o.warnings)))
        write_comparison(frame, staging, notes)
        if frame["status"].isin(SIMULATED).any():
            plot_comparison(frame, staging / "comparison.png")
        publish(staging, destination, command="compare", overwrite=overwrite, error=ConfigError)
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
    return Comparison(frame, notes, destination)

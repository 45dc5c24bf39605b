"""The ASTRA-sim bridge: find the workload, stage the configs, pick a backend, run, judge.

* ``resolve_workload``: a ``convert`` output directory (its ``manifest.json``: ``trace_prefix``
  relative to the directory, ``num_ranks``, ``comm_groups`` file name or null) or an explicit
  trace prefix (+ comm-group file) -> ``Workload``.
* ``stage_configs``: writes ``network.yml``, ``system.json``, ``memory.json`` and
  ``comm_groups.json`` into a folder. Generated from a topology spec / preset names, or raw
  ASTRA-sim files copied byte for byte (after validation). Checks the network's NPU count equals
  the traces' rank count before anything runs.
* ``choose_backend``: ``astra-sim`` (Docker image if given, else the native binary),
  ``analytical`` (the embedded backend), or ``auto`` (ASTRA-sim when one is available).
* ``execute``: validates the traces with the rules of ``hlo2chakra validate`` (every backend:
  the embedded one would otherwise time what ASTRA-sim rejects, ASTRA-sim itself would abort or
  hang), then runs the chosen backend and returns a ``Verdict`` plus runner information. When
  ASTRA-sim crashes at exit after computing (``direct`` + sub-groups), it is run again
  (``crash_retries`` times) and the ranks' results are merged: they are deterministic.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hlo2chakra.chakra.manifest import MANIFEST_FILE, ManifestError, read_manifest
from hlo2chakra.chakra.trace import TraceFormatError, count_ranks, trace_path
from hlo2chakra.sim.config import presets
from hlo2chakra.sim.astra.output import Outcome, Verdict, combine_attempts, judge
from hlo2chakra.sim.results import RankStats
from hlo2chakra.sim.config.files import (
    ConfigError,
    NetworkConfig,
    SystemConfig,
    load_comm_groups,
    load_memory_type,
    load_network,
    load_system,
)
from hlo2chakra.sim.results import SimulationError
from hlo2chakra.sim.astra.runners import (
    BINARY_AWARE,
    BINARY_UNAWARE,
    AstraInputs,
    DockerRunner,
    NativeRunner,
    Runner,
    find_binary,
)
from hlo2chakra.sim.config.resolve import parse_topology
from hlo2chakra.sim.config.topology import check_ranks, describe

BACKENDS = ("auto", "astra-sim", "analytical")
DEFAULT_TIMEOUT_S = 3600.0


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
    missing = [r for r in range(num_ranks) if not trace_path(prefix, r).is_file()]
    if missing:
        first = trace_path(prefix, missing[0])
        state = "is not a regular file (a FIFO, device or directory)" if first.exists() else "is missing"
        raise TraceFormatError(f"{manifest_path}: trace file {first} {state}")
    for rank in range(num_ranks):  # a trace file that is a symlink must not lead out either
        if not trace_path(prefix, rank).resolve().is_relative_to(folder):
            raise ConfigError(f"{manifest_path}: trace file {trace_path(prefix, rank)} is a link that leads "
                              f"outside the trace folder {folder}")
    if groups is not None and not groups.is_file():
        raise ConfigError(f"{manifest_path}: comm-group file {groups} is missing")
    return Workload(prefix, num_ranks, groups, folder.name)


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


def stage_configs(
    folder: Path,
    num_ranks: int,
    *,
    topology: str | Path | None = None,
    network: str | Path | None = None,
    system: str | Path | None = None,
    memory: str | Path | None = None,
    comm_groups: Path | None = None,
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
        net = parse_topology(topology)
        network_path.write_text(net.to_yaml())
        topology_label = str(topology)
    check_ranks(net, num_ranks)

    system_path = folder / "system.json"
    system_name = str(system) if system is not None else presets.default_system_name(topology)
    if system_name.endswith(".json") or Path(system_name).is_file():
        sys_config = load_system(system_name)
        _copy(system_name, system_path)
        short = presets.short_lists(sys_config, net)
        if short:
            warnings.append(
                f"{system_name}: {', '.join(short)} list fewer algorithms than the network's {net.num_dims} "
                "dimensions; ASTRA-sim will use fewer dimensions for them"
            )
    else:
        sys_config = presets.fit_system(presets.system_preset(system_name), net.num_dims)
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
    return StagedConfig(net, sys_config, network_path, system_path, memory_path, groups_path,
                        topology_label, system_name, tuple(warnings))


@dataclass(frozen=True)
class BackendChoice:
    kind: str  # "astra-sim" or "analytical"
    runner: Runner | None

    @property
    def label(self) -> str:
        if self.runner is None:
            return "analytical (embedded)"
        if isinstance(self.runner, DockerRunner):
            return f"astra-sim (docker image {self.runner.image})"
        return f"astra-sim ({self.runner.binary})"


def choose_backend(
    backend: str = "auto",
    *,
    astra_bin: str | Path | None = None,
    docker_image: str | None = None,
    congestion_aware: bool = False,
) -> BackendChoice:
    if backend not in BACKENDS:
        raise ConfigError(f"unknown backend {backend!r} (expected one of {', '.join(BACKENDS)})")
    if backend == "analytical":
        return BackendChoice("analytical", None)
    if docker_image:
        return BackendChoice("astra-sim", DockerRunner(docker_image, binary_name=BINARY_AWARE if congestion_aware else BINARY_UNAWARE))
    binary = find_binary(astra_bin, congestion_aware=congestion_aware)
    if binary is not None:
        return BackendChoice("astra-sim", NativeRunner(binary))
    if backend == "astra-sim":
        name = BINARY_AWARE if congestion_aware else BINARY_UNAWARE
        raise ConfigError(
            f"backend astra-sim: no ASTRA-sim found (give --astra-bin PATH, set ASTRA_SIM_BIN, put {name} on PATH, "
            "or give --docker-image)"
        )
    return BackendChoice("analytical", None)


def _refuse_invalid(workload: Workload, staged: StagedConfig) -> None:
    """The one validation of the simulate path, before any backend runs (``validate``'s rules)."""
    from hlo2chakra.chakra.validate.workload import refusal, validate_workload

    violations = validate_workload(workload.prefix, staged.comm_groups_path, num_npus=workload.num_ranks)
    if violations:
        raise SimulationError(refusal(violations))


def _run_analytical(workload: Workload, staged: StagedConfig, congestion_aware: bool) -> Verdict:
    try:
        from hlo2chakra.sim.analytical.simulate import simulate_files
    except ImportError as exc:
        raise ConfigError(f"the embedded analytical backend is not available in this installation ({exc})") from None
    results = simulate_files(
        str(workload.prefix), str(staged.network_path), str(staged.system_path), str(staged.memory_path),
        str(staged.comm_groups_path) if staged.comm_groups_path else None, congestion_aware=congestion_aware,
        validated=True,  # execute() has just run the validator
    )
    stats = tuple(
        RankStats(r.rank, int(r.finish_ns), int(r.exposed_comm_ns), int(r.compute_ns), int(r.comm_ns),
                  int(r.overlap_ns), True)
        for r in sorted(results, key=lambda r: r.rank)
    )
    missing = tuple(sorted(set(range(workload.num_ranks)) - {s.rank for s in stats}))
    if missing:
        raise SimulationError(f"analytical backend returned no result for ranks {list(missing)[:16]}")
    return Verdict(Outcome.FINISHED, f"all {workload.num_ranks} ranks finished", stats, (), None)


def execute(
    choice: BackendChoice,
    workload: Workload,
    staged: StagedConfig,
    run_dir: Path,
    *,
    timeout_s: float,
    congestion_aware: bool = False,
    crash_retries: int = 1,
) -> tuple[Verdict, dict[str, Any]]:
    if congestion_aware and staged.network.num_dims != 1:
        raise ConfigError(
            f"the congestion-aware backend accepts 1-D networks only; this one has {staged.network.num_dims} dimensions"
        )
    _refuse_invalid(workload, staged)
    if choice.runner is None:
        return _run_analytical(workload, staged, congestion_aware), {"runner": "analytical"}
    inputs = AstraInputs(workload.prefix, staged.network_path, staged.system_path, staged.memory_path,
                         staged.comm_groups_path)
    verdict, info = _run_astra(choice.runner, inputs, workload, staged, run_dir, timeout_s, attempt=0)
    attempt = 0
    while verdict.outcome is Outcome.CRASHED_AT_EXIT and attempt < crash_retries:
        attempt += 1
        retry, _ = _run_astra(choice.runner, inputs, workload, staged, run_dir, timeout_s, attempt=attempt)
        try:
            verdict = combine_attempts(verdict, retry, workload.num_ranks)
        except ValueError as exc:
            raise SimulationError(str(exc)) from None
    info["attempts"] = attempt + 1
    return verdict, info


def _run_astra(
    runner: Runner, inputs: AstraInputs, workload: Workload, staged: StagedConfig, run_dir: Path,
    timeout_s: float, attempt: int,
) -> tuple[Verdict, dict[str, Any]]:
    result = runner.run(inputs, run_dir, timeout_s, attempt=attempt)
    verdict = judge(
        result.stdout(), result.stderr(), workload.num_ranks, result.exit_code,
        timed_out=result.timed_out, timeout_s=timeout_s, log_text=result.log_text(),
        direct_with_groups=staged.direct_with_groups,
    )
    info = dict(result.runner) | {"command": list(result.command), "wall_s": round(result.wall_s, 3)}
    return verdict, info

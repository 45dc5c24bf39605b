"""The simulation backends behind one protocol, and the one dispatch path that runs them.

* ``Backend``: ``kind`` (``BackendKind.ASTRA_SIM`` or ``ANALYTICAL``, what ``summary.json`` calls
  it), ``label`` (which one, for a person) and ``run(workload, staged, run_dir, options, traces)``
  -> ``BackendRun`` (the ``Verdict`` and the runner's description). Three implementations:
  ``EmbeddedBackend`` (the in-process analytical model), ``NativeAstraBackend`` (an ASTRA-sim
  binary) and ``DockerAstraBackend`` (ASTRA-sim in a Docker image). When ASTRA-sim crashes at exit
  after computing (its teardown defect with communicator sub-groups: ``sim.astra.output``) it is run again (``crash_retries`` times) and the
  ranks' results are merged: they are deterministic.
* ``choose_backend(options)``: ``astra-sim`` (the Docker image if given, else the native binary),
  ``analytical``, or ``auto`` (ASTRA-sim when one is available, else the embedded model).
* ``execute(backend, workload, staged, run_dir, options, traces)``: the only way a backend runs. It
  first validates the traces with the rules of ``hlo2chakra validate`` (every backend: the embedded
  one would otherwise time what ASTRA-sim rejects, ASTRA-sim itself would abort or hang).
  ``traces`` are the workload's ranks decoded once by the caller (``chakra.trace.read_workload``:
  identical files share one ``EtTrace``); the validator and the embedded backend both use them
  instead of reading the files again. ASTRA-sim reads its files itself. It reports the phases
  ``validate`` and ``simulate`` of the run's progress (``runtime.progress``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Mapping, Protocol, Sequence

from hlo2chakra.chakra.trace import EtTrace

from hlo2chakra.sim.astra.output import combine_attempts, judge
from hlo2chakra.sim.astra.runners import (
    BINARY_AWARE,
    BINARY_UNAWARE,
    AstraInputs,
    DockerRunner,
    NativeRunner,
    Runner,
    find_binary,
)
from hlo2chakra.sim.staging import StagedConfig, Workload
from hlo2chakra.sim.config.files import ConfigError
from hlo2chakra.sim.options import BackendKind, SimulationOptions
from hlo2chakra.sim.tiny_collectives import RaisedCollective, raise_text, raise_tiny_collectives, write_raised
from hlo2chakra.sim.results import Outcome, RankStats, SimulationError, Verdict
from hlo2chakra.runtime import progress


@dataclass(frozen=True)
class BackendRun:
    verdict: Verdict
    runner: Mapping[str, Any] = field(default_factory=dict)  # written verbatim as summary.json's "runner"


class Backend(Protocol):
    kind: ClassVar[BackendKind]

    @property
    def label(self) -> str: ...

    def run(self, workload: Workload, staged: StagedConfig, run_dir: Path,
            options: SimulationOptions, traces: Sequence[EtTrace]) -> BackendRun: ...


@dataclass(frozen=True)
class EmbeddedBackend:
    kind: ClassVar[BackendKind] = BackendKind.ANALYTICAL

    @property
    def label(self) -> str:
        return "analytical (embedded)"

    def run(self, workload: Workload, staged: StagedConfig, run_dir: Path, options: SimulationOptions,
            traces: Sequence[EtTrace]) -> BackendRun:
        try:
            from hlo2chakra.sim.analytical.simulate import simulate_workload
        except ImportError as exc:
            raise ConfigError(
                f"the embedded analytical backend is not available in this installation ({exc})") from None
        results = simulate_workload(
            traces, str(staged.network_path), str(staged.system_path), str(staged.memory_path),
            str(staged.comm_groups_path) if staged.comm_groups_path else None,
            congestion_aware=options.congestion_aware, nccl_fabric=staged.nccl_fabric,
            validated=True,  # execute() has just run the validator
        )
        stats = tuple(RankStats.from_result(r) for r in sorted(results, key=lambda r: r.rank))
        missing = tuple(sorted(set(range(workload.num_ranks)) - {s.rank for s in stats}))
        if missing:
            raise SimulationError(f"analytical backend returned no result for ranks {list(missing)[:16]}")
        verdict = Verdict(Outcome.FINISHED, f"all {workload.num_ranks} ranks finished", stats, (), None)
        return BackendRun(verdict, {"runner": "analytical"})


@dataclass(frozen=True)
class _AstraBackend:
    """ASTRA-sim through a runner: judged from its output, rerun after a crash at exit."""

    kind: ClassVar[BackendKind] = BackendKind.ASTRA_SIM
    label_format: ClassVar[str]  # the label, from the runner
    runner: Runner

    @property
    def label(self) -> str:
        return self.label_format.format(runner=self.runner)

    def run(self, workload: Workload, staged: StagedConfig, run_dir: Path, options: SimulationOptions,
            traces: Sequence[EtTrace]) -> BackendRun:
        inputs = AstraInputs(workload.prefix, staged.network_path, staged.system_path, staged.memory_path,
                             staged.comm_groups_path)
        verdict, info = self._attempt(inputs, workload, staged, run_dir, options.timeout_s, attempt=0)
        attempt = 0
        while verdict.outcome is Outcome.CRASHED_AT_EXIT and attempt < options.crash_retries:
            attempt += 1
            retry, _ = self._attempt(inputs, workload, staged, run_dir, options.timeout_s, attempt=attempt)
            try:
                verdict = combine_attempts(verdict, retry, workload.num_ranks)
            except ValueError as exc:
                raise SimulationError(str(exc)) from None
        return BackendRun(verdict, info | {"attempts": attempt + 1})

    def _attempt(self, inputs: AstraInputs, workload: Workload, staged: StagedConfig, run_dir: Path,
                 timeout_s: float, attempt: int) -> tuple[Verdict, dict[str, Any]]:
        result = self.runner.run(inputs, run_dir, timeout_s, attempt=attempt)
        verdict = judge(
            result.stdout(), result.stderr(), workload.num_ranks, result.exit_code,
            timed_out=result.timed_out, timeout_s=timeout_s, log_text=result.log_text(),
            direct_with_groups=staged.direct_with_groups, with_groups=staged.comm_groups_path is not None,
        )
        info = dict(result.runner) | {"command": list(result.command), "wall_s": round(result.wall_s, 3)}
        return verdict, info


@dataclass(frozen=True)
class NativeAstraBackend(_AstraBackend):
    runner: NativeRunner
    label_format: ClassVar[str] = "astra-sim ({runner.binary})"


@dataclass(frozen=True)
class DockerAstraBackend(_AstraBackend):
    runner: DockerRunner
    label_format: ClassVar[str] = "astra-sim (docker image {runner.image})"


def choose_backend(options: SimulationOptions) -> Backend:
    if options.backend is BackendKind.ANALYTICAL or options.collectives == "nccl":
        return EmbeddedBackend()
    binary_name = BINARY_AWARE if options.congestion_aware else BINARY_UNAWARE
    if options.docker_image:
        return DockerAstraBackend(DockerRunner(options.docker_image, binary_name=binary_name))
    binary = find_binary(options.astra_bin, congestion_aware=options.congestion_aware)
    if binary is not None:
        return NativeAstraBackend(NativeRunner(binary))
    if options.backend is BackendKind.ASTRA_SIM:
        raise ConfigError(
            f"backend astra-sim: no ASTRA-sim found (give --astra-bin PATH, set ASTRA_SIM_BIN, put {binary_name} "
            "on PATH, or give --docker-image)"
        )
    return EmbeddedBackend()


def _refuse_invalid(workload: Workload, staged: StagedConfig, traces: Sequence[EtTrace],
                    for_astra: bool = False) -> None:
    """The one validation of the simulate path, before any backend runs (``validate``'s rules).

    for_astra: also refuse a world collective that the network and system divide into a 0-byte
    message (``analytical.empty_messages``), on which the real binary aborts or hangs; the embedded
    backend times those messages instead (a scalar all-reduce must not fail a whole step there)."""
    from hlo2chakra.chakra.validate.workload import refusal, validate_workload

    rule = None
    if for_astra:   # the embedded engine's layout, loaded only where the real binary will run
        from hlo2chakra.sim.analytical.empty_messages import empty_message_rule

        rule = empty_message_rule(staged.network, staged.system)
    violations = validate_workload(workload.prefix, staged.comm_groups_path, num_npus=workload.num_ranks,
                                   traces=traces, size_rule=rule)
    if violations:
        raise SimulationError(refusal(violations))


def execute(backend: Backend, workload: Workload, staged: StagedConfig, run_dir: Path,
            options: SimulationOptions, traces: Sequence[EtTrace]) -> BackendRun:
    if options.congestion_aware and staged.network.num_dims != 1:
        raise ConfigError(
            f"the congestion-aware backend accepts 1-D networks only; this one has {staged.network.num_dims} dimensions"
        )
    for_astra = backend.kind is BackendKind.ASTRA_SIM
    raised: tuple[RaisedCollective, ...] = ()
    progress.phase("validate")
    if for_astra and options.raise_tiny_collectives:
        workload, traces, raised = _raise_tiny(workload, staged, run_dir, traces)
    _refuse_invalid(workload, staged, traces, for_astra=for_astra)
    progress.phase("simulate")
    run = backend.run(workload, staged, run_dir, options, traces)
    if not raised:
        return run
    verdict = dataclasses.replace(run.verdict, warnings=run.verdict.warnings + (raise_text(raised),))
    return BackendRun(verdict, dict(run.runner) | {"raised_collectives": [r.to_dict() for r in raised]})


def _raise_tiny(workload: Workload, staged: StagedConfig, run_dir: Path, traces: Sequence[EtTrace]
                ) -> tuple[Workload, Sequence[EtTrace], tuple[RaisedCollective, ...]]:
    """The workload the real binary runs: its own, or raised copies in ``run_dir/raised``."""
    from hlo2chakra.sim.analytical.empty_messages import runnable_size_rule

    new, raised = raise_tiny_collectives(traces, runnable_size_rule(staged.network, staged.system))
    if not raised:
        return workload, traces, ()
    prefix = write_raised(new, run_dir / "raised", workload.prefix.name)
    return dataclasses.replace(workload, prefix=prefix), new, raised

"""Per-rank simulation results, the common output of every backend (ASTRA-sim or embedded).

All times are integer nanoseconds (ASTRA-sim's "cycles": 1 cycle = 1 ns).
``RankTimeline``/``Timeline`` hold every node's start and finish (``sim.timeline``,
``sim.astra.timeline_log``), ``PathStep`` one step of the critical path and ``TimelineAnalysis`` what
the timeline outputs show (``sim.timeline.attribution``, ``sim.timeline.outputs``; written by ``report``).
``exposed_comm_ns`` follows ASTRA-sim's definition: finish time minus the sum of the rank's GPU
compute durations (not measured overlap).

Two rank types on purpose: ``RankResult`` is the embedded engine's own result (every number
known, integers it computes with), ``RankStats`` what a backend reports to the rest of the tool
(ASTRA-sim may leave compute/comm/overlap unknown: ``None``, ``stats_complete=False``).
``Verdict`` judges one run of any backend; ``SimulationSummary`` is a run's ``summary.json``.
"""

from __future__ import annotations

import enum
import json
from dataclasses import asdict, dataclass, field
from typing import Any, Mapping

from hlo2chakra.errors import ProblemFoundError

COMPUTE = "COMP"


@dataclass(frozen=True)
class RankResult:
    rank: int
    finish_ns: int
    compute_ns: int
    comm_ns: int
    exposed_comm_ns: int
    overlap_ns: int = 0

    def to_dict(self) -> dict[str, int]:
        return asdict(self)


@dataclass(frozen=True)
class RankStats:
    """One rank's numbers in ns. ``compute_ns``/``comm_ns``/``overlap_ns`` are None when unknown."""

    rank: int
    finish_ns: int
    exposed_comm_ns: int
    compute_ns: int | None
    comm_ns: int | None
    overlap_ns: int | None
    stats_complete: bool

    @classmethod
    def from_result(cls, result: RankResult) -> RankStats:
        """The embedded engine's result, every statistic known."""
        return cls(result.rank, int(result.finish_ns), int(result.exposed_comm_ns), int(result.compute_ns),
                   int(result.comm_ns), int(result.overlap_ns), True)


class Outcome(str, enum.Enum):
    FINISHED = "finished"
    HUNG = "hung"  # exited without every rank finishing: hang or deadlock
    ABORTED = "aborted"
    CRASHED_AT_EXIT = "crashed-at-exit"  # numbers computed, then a crash lost some of them
    TIMED_OUT = "timed-out"


@dataclass(frozen=True)
class Verdict:
    outcome: Outcome
    message: str  # one line, for a person
    ranks: tuple[RankStats, ...]
    missing_ranks: tuple[int, ...]
    exit_code: int | None
    last_lines: tuple[str, ...] = ()
    warnings: tuple[str, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return self.outcome is Outcome.FINISHED

    def to_dict(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome.value,
            "message": self.message,
            "missing_ranks": list(self.missing_ranks),
            "exit_code": self.exit_code,
            "last_lines": list(self.last_lines),
            "warnings": list(self.warnings),
        }


@dataclass(frozen=True)
class StepSummary:
    """A finished run's headline numbers (``report.tables.summarize``), ns."""

    step_time_ns: int  # max finish over ranks
    critical_rank: int  # the first rank with that finish
    critical_compute_ns: int
    critical_exposed_comm_ns: int
    mean_exposed_comm_fraction: float  # mean over ranks of exposed / finish
    min_finish_ns: int


@dataclass(frozen=True)
class TimelineSummary:
    rows_written: int
    rows: int
    events: int
    critical_path_steps: int
    source: str  # "astra-sim log" or "embedded simulation"


@dataclass(frozen=True)
class SimulationSummary:
    """What ``summary.json`` holds; ``step``/``timeline`` are None for a run that did not finish / made none.

    ``labels`` become top-level keys (and rank-table columns) beside backend/topology/system;
    ``runner`` is the runner's own description (binary or image, command, wall_s, attempts).
    """

    backend: str
    topology: str
    system: str
    labels: Mapping[str, Any]
    backend_detail: str
    workload: str
    num_ranks: int
    network: str
    network_npus: tuple[int, ...]
    runner: Mapping[str, Any]
    verdict: Verdict
    warnings: tuple[str, ...]
    units: str
    step: StepSummary | None = None
    timeline: TimelineSummary | None = None
    collective_model: str = "astra"  # which collective cost model timed the run (ASTRA-sim's)

    @property
    def config(self) -> dict[str, Any]:
        """The constant columns of the rank table."""
        return {"backend": self.backend, "topology": self.topology, "system": self.system} | dict(self.labels)

    def to_dict(self) -> dict[str, Any]:
        data = self.config | {
            "backend_detail": self.backend_detail,
            "workload": self.workload,
            "num_ranks": self.num_ranks,
            "network": self.network,
            "network_npus": list(self.network_npus),
            "runner": dict(self.runner),
            "verdict": self.verdict.to_dict(),
            "warnings": list(self.warnings),
            "units": self.units,
            "collective_model": self.collective_model,
        }
        if self.step is not None:
            data |= asdict(self.step)
        if self.timeline is not None:
            data["timeline"] = asdict(self.timeline)
        return data

    def to_json(self) -> str:
        """``summary.json``'s text: sorted keys, so identical results give identical bytes."""
        return json.dumps(self.to_dict(), indent=2, sort_keys=True, default=_json_scalar) + "\n"


def _json_scalar(value: Any) -> Any:
    if hasattr(value, "item"):  # a numpy scalar given as a label
        return value.item()
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


class SimulationError(ProblemFoundError):
    """A simulation that could not finish: a hang, deadlock, abort or bad input, named precisely."""


@dataclass(frozen=True)
class RankTimeline:
    """One rank's nodes in ascending id (or one class of identical ranks)."""

    ranks: tuple[int, ...]  # the ranks this row stands for; ranks[0] was simulated
    node_ids: tuple[int, ...]
    names: tuple[str, ...]
    kinds: tuple[str, ...]  # COMP, ALL_REDUCE / ALL_GATHER / REDUCE_SCATTER / ALL_TO_ALL, BROADCAST, SEND, RECV
    size_bytes: tuple[int, ...]  # comm_size (0 for compute)
    groups: tuple[str, ...]  # communicator group ("all" = the world, "p2p" for SEND/RECV, "" for compute)
    peers: tuple[int, ...]  # SEND: destination rank, RECV: source rank, else -1
    start_ns: tuple[int, ...]
    end_ns: tuple[int, ...]
    parents: tuple[tuple[int, ...], ...]  # indices of each node's parents
    finish_ns: int
    compute_ns: int

    @property
    def rank(self) -> int:
        return self.ranks[0]

    def is_compute(self, i: int) -> bool:
        return self.kinds[i] == COMPUTE

    def uses_stream(self, i: int) -> bool:
        """Occupies the rank's one communication stream (every communication node but a RECV)."""
        return self.kinds[i] not in (COMPUTE, "RECV")


@dataclass(frozen=True)
class Timeline:
    rows: tuple[RankTimeline, ...]
    row_of_rank: tuple[int, ...]  # rank -> index into rows
    collectives: tuple[tuple[tuple[int, int], ...], ...]  # per collective: (row, node index) of each member
    messages: tuple[tuple[int, int, int, int], ...]  # (send row, send index, recv row, recv index)

    @property
    def num_ranks(self) -> int:
        return len(self.row_of_rank)

    @property
    def merged(self) -> bool:
        return len(self.rows) < self.num_ranks

    @property
    def step_time_ns(self) -> int:
        return max(row.finish_ns for row in self.rows)


@dataclass(frozen=True)
class PathStep:
    rank: int  # the simulated rank (for a merged row, its first rank)
    row: int
    index: int  # node index in the row
    node_id: int
    name: str
    kind: str
    start_ns: int
    end_ns: int
    segment_start_ns: int
    segment_end_ns: int
    via: str  # how it hands on to the next step: dependency / resource (last: finish)
    origin_rank: int  # whose issue began the segment: the last member of a collective, a RECV's sender, or rank
    origin_node_id: int


CHART_ROWS = 64   # at most this many rows in a Gantt chart (chosen by sim.timeline.outputs, drawn by report.gantt)


@dataclass(frozen=True)
class TimelineAnalysis:
    """A timeline with what its outputs show: exposed times per shown row, the critical path."""

    timeline: Timeline
    shown: tuple[int, ...]  # rows written to timeline.json and the per-node tables
    chart_rows: tuple[int, ...]  # rows drawn in the Gantt chart (at most CHART_ROWS)
    exposed: Mapping[int, tuple[int, ...]]  # row -> exposed ns of each of its nodes
    path: tuple[PathStep, ...]

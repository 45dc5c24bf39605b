"""Per-rank simulation results, the common output of every backend (ASTRA-sim or embedded).

All times are integer nanoseconds (ASTRA-sim's "cycles": 1 cycle = 1 ns).
``RankTimeline``/``Timeline`` hold every node's start and finish (``sim.timeline``,
``sim.astra_timeline``), ``PathStep`` one step of the critical path and ``TimelineAnalysis`` what
the timeline outputs show (``sim.attribution``, ``sim.timeline_outputs``; written by ``report``).
``exposed_comm_ns`` follows ASTRA-sim's definition: finish time minus the sum of the rank's GPU
compute durations (not measured overlap).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Mapping

COMPUTE = "COMP"

from hlo2chakra.errors import ProblemFoundError


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


@dataclass(frozen=True)
class TimelineAnalysis:
    """A timeline with what its outputs show: exposed times per shown row, the critical path."""

    timeline: Timeline
    shown: tuple[int, ...]  # rows written to timeline.json and the per-node tables
    chart_rows: tuple[int, ...]  # rows drawn in the Gantt chart
    exposed: Mapping[int, tuple[int, ...]]  # row -> exposed ns of each of its nodes
    path: tuple[PathStep, ...]

"""Symmetry reduction: simulate each class of equivalent ranks once.

Contract: ``simulate_symmetric(traces, ctx, groups)`` returns per-rank results, or ``None`` when
the workload is not provably symmetric (then the caller runs the full engine). Ranks are
equivalent when their traces are identical except for which communicator group each collective
names, and those groups have identical shapes (same size and the same per-phase link costs and
algorithms, all uniform). It is exact when every group (and the world, if any rank uses it) has
all its members in one class: by induction every member then issues each collective at the
same time, so each collective takes its closed-form simultaneous-start duration on all of them.
Workloads with SEND/RECV are never reduced.
"""

from __future__ import annotations

import gc
from itertools import compress
from typing import Mapping, Sequence

from hlo2chakra.chakra.schema import NodeType
from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.sim.analytical.engine import Engine, EngineContext
from hlo2chakra.sim.analytical.fast_engine import replay_events
from hlo2chakra.sim.analytical.fast_replay import workload_events
from hlo2chakra.chakra.comm_groups import WORLD
from hlo2chakra.sim.analytical.workload import build_rank_program
from hlo2chakra.sim.analytical.collective_cost import A2A, AG, AR, RS
from hlo2chakra.sim.results import RankResult, SimulationError

_COLL = NodeType.COMM_COLL_NODE
_P2P = (NodeType.COMM_SEND_NODE, NodeType.COMM_RECV_NODE)


class _NotSymmetric(Exception):
    pass


def _node_key(n) -> tuple[tuple, str | None]:
    if n.type in _P2P:
        raise _NotSymmetric
    if n.type != _COLL:
        return (n.id, n.type, n.duration_micros, n.data_deps, n.ctrl_deps, n.attrs), None
    name = WORLD
    attrs = []
    for a in n.attrs:
        if a.name == "pg_name":
            name = WORLD if str(a.value) in ("", "0") else str(a.value)
        else:
            attrs.append(a)
    return (n.id, n.type, n.duration_micros, n.data_deps, n.ctrl_deps, tuple(attrs)), name


class _KeyCache:
    """Per-node facts keyed by object identity, so traces sharing node objects cost C-level work."""

    def __init__(self) -> None:
        self.struct: dict[int, int] = {}  # id(node) -> interned group-free node key
        self.group: dict[int, str] = {}  # id(node) -> group name, for collectives
        self.intern: dict[tuple, int] = {}
        self.keep: list = []  # keeps nodes alive so their ids stay unique

    def trace_key(self, trace: EtTrace) -> tuple[tuple[int, ...], tuple[str, ...]]:
        """(group-free structure as interned node ids, group names of its collectives in order)."""
        nodes = trace.nodes
        ids = list(map(id, nodes))
        if not self.struct.keys() >= set(ids):
            for n in nodes:
                if id(n) not in self.struct:
                    key, name = _node_key(n)
                    self.struct[id(n)] = self.intern.setdefault(key, len(self.intern))
                    if name is not None:
                        self.group[id(n)] = name
                    self.keep.append(n)
        structure = tuple(map(self.struct.__getitem__, ids))
        names = tuple(map(self.group.__getitem__, compress(ids, map(self.group.__contains__, ids))))
        return structure, names


def _group_shape(ctx: EngineContext, group: str) -> tuple:
    if group == WORLD:
        return ("world",)
    members = ctx.groups.get(group)
    if members is None or len(members) < 2:
        raise _NotSymmetric
    shape: list[tuple | None] = []   # per kind: its plan's grid and phases, None where it cannot be planned
    for kind in (AR, AG, RS, A2A):
        try:
            plan = ctx.plan(kind, ctx.num_ranks * 64, group, ())
        except SimulationError:
            shape.append(None)
            continue
        if not all(pp.uniform for pp in plan.phases):
            raise _NotSymmetric
        # grid: the NCCL model's plans carry the group's span (GPUs per node, nodes) there
        shape.append((plan.grid, tuple(pp.phase for pp in plan.phases)))
    return (len(members), tuple(shape))


class _SoloEngine(Engine):
    """Runs class representatives independently; a collective takes its simultaneous-start time."""

    def _collective(self, r: int, i: int, now: int) -> None:
        st = self.ranks[r]
        coll = st.prog.coll[i]
        assert coll is not None   # a collective node has its collective
        kind, size, group, involved = coll
        node_id = st.prog.ids[i]
        members = self.ctx.num_ranks if group == WORLD else len(self.ctx.groups[group])
        if members < 2:
            raise SimulationError(
                f"rank {st.prog.rank} node {node_id}: collective in one-rank group {group!r} never completes (ASTRA-sim hangs)")
        if self.ctx.network is not None and group != WORLD:
            raise _NotSymmetric  # congestion-aware: concurrent groups may share links
        plan = self.ctx.plan(kind, size, group, involved)
        if not plan.phases and self.ctx.model == "astra":
            raise SimulationError(f"rank {st.prog.rank} node {node_id}: {kind} involves no network dimension")
        if self.ctx.model == "astra" and self.ctx.endpoint_ns == 0 and group == WORLD and now == 0:
            raise SimulationError(f"rank {st.prog.rank} node {node_id}: collective issued at t=0 with endpoint-delay 0 "
                                  "(ASTRA-sim aborts in EventQueue)")
        duration = self.ctx.sync_duration(plan)
        if duration is None:
            raise _NotSymmetric
        self._push(now + duration, r, i)


def simulate_symmetric(traces: Sequence[EtTrace], ctx: EngineContext,
                       groups: Mapping[str, Sequence[int]]) -> list[RankResult] | None:
    found = run_symmetric(traces, ctx, groups)
    if found is None:
        return None
    results, rank_class, _ = found
    return per_rank_results(results, rank_class)


def per_rank_results(class_results: Sequence[RankResult], rank_class: Sequence[int]) -> list[RankResult]:
    """One result per rank from one per class (``run_symmetric``'s first two values)."""
    out = []
    for rank, cls in enumerate(rank_class):
        res = class_results[cls]
        out.append(res if res.rank == rank else RankResult(rank, res.finish_ns, res.compute_ns, res.comm_ns,
                                                           res.exposed_comm_ns, res.overlap_ns))
    return out


def run_symmetric(traces: Sequence[EtTrace], ctx: EngineContext, groups: Mapping[str, Sequence[int]],
                  record: bool = False) -> tuple[list[RankResult], list[int], Engine] | None:
    """(one result per class, class of each rank, the engine that ran the class representatives)."""
    # Building millions of small key tuples makes the cyclic GC rescan every live trace node;
    # none of these objects form cycles, so collection is paused while they are built.
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _run_symmetric(traces, ctx, groups, record)
    finally:
        if enabled:
            gc.enable()


def _run_symmetric(traces: Sequence[EtTrace], ctx: EngineContext, groups: Mapping[str, Sequence[int]],
                   record: bool) -> tuple[list[RankResult], list[int], Engine] | None:
    rank_class = _rank_classes(traces, ctx, groups)
    if rank_class is None:
        return None
    reps: dict[int, int] = {}
    for rank, cls in enumerate(rank_class):
        reps.setdefault(cls, rank)
    programs = [build_rank_program(rank, traces[rank], len(traces), groups) for rank in reps.values()]
    engine = _SoloEngine(programs, ctx)
    engine.record = record
    try:
        with workload_events(replay_events(programs, ctx)):
            results = engine.run()
    except _NotSymmetric:
        return None
    return results, rank_class, engine


def _rank_classes(traces: Sequence[EtTrace], ctx: EngineContext,
                  groups: Mapping[str, Sequence[int]]) -> list[int] | None:
    """The class of each rank (numbered in order of first appearance), or None if not provably symmetric."""
    n = len(traces)
    by_object: dict[int, tuple] = {}
    cache = _KeyCache()
    keys = []
    try:
        for trace in traces:
            key = by_object.get(id(trace))
            if key is None:
                key = by_object[id(trace)] = cache.trace_key(trace)
            keys.append(key)
        used_names = {g for key in by_object.values() for g in set(key[1])}
        shape_ids: dict[tuple, int] = {}
        shapes = {g: shape_ids.setdefault(_group_shape(ctx, g), len(shape_ids)) for g in used_names}
    except _NotSymmetric:
        return None
    classes: dict[tuple, int] = {}
    rank_class = []
    for structure, names in keys:
        cls = (structure, tuple(map(shapes.__getitem__, names)))
        rank_class.append(classes.setdefault(cls, len(classes)))
    member_sets = {g: set(groups[g]) for g in shapes if g != WORLD}
    for rank, (_, names) in enumerate(keys):
        for g in set(names):
            if g != WORLD and rank not in member_sets[g]:
                return None  # the full engine reports it
    used = {g for _, names in keys for g in names}
    for g in used:
        members = range(n) if g == WORLD else groups[g]
        if len({rank_class[m] for m in members if 0 <= m < n}) > 1:
            return None
    return rank_class

"""Discrete-event replay of ASTRA-sim's workload layer over all ranks.

Contract: ``run_programs(programs, ctx)`` simulates every rank and returns one ``RankResult`` per
program, in order. Semantics (shared reference ``astra-sim.md``): per rank one GPU compute node
and one communication node (collective or SEND) in flight, a RECV occupies nothing; after every
completion the dependency-free nodes are issued in ascending id when their resource is free.
A collective completes on every member when the k-th collective issued on each member of its
group has been issued everywhere (mismatched kind or size = the ASTRA-sim hang, reported);
members that all start together take the closed-form duration, otherwise completion times come
from ``EngineContext.member_ends`` (the unaware dataflow; doubleBinaryTree by message replay).
The congestion-aware engine (``aware_engine.AwareEngine``) overrides collectives and SENDs so
all their messages share one network, with its callbacks on this engine's queue (rank -1
events). doubleBinaryTree plans are made in issue order with ``tree_parity``. One-rank groups (a
hang) and world collectives issued at t=0 with endpoint-delay 0 (an abort) are reported. A SEND completes when its message
arrives; a RECV matches (src, dst, tag, size) in FIFO order and completes at max(post, arrival).
Any rank left unfinished is reported as a ``SimulationError`` naming the blocked rank and node.
Every node's issue and completion time is kept per rank (``_Rank.start``/``end``); with
``Engine.record`` set, the engine also keeps who met in each collective and which RECV each SEND
reached (``instances``, ``messages``: ``sim.timeline`` reads them).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Mapping, Protocol, Sequence

import numpy as np

from hlo2chakra.sim.analytical.dataflow import collective_end_ns, sync_duration_ns
from hlo2chakra.sim.analytical.plan import CollectivePlan
from hlo2chakra.chakra.comm_groups import WORLD
from hlo2chakra.sim.analytical.workload import BCAST, COMP, RECV, SEND, RankProgram
from hlo2chakra.sim.analytical.collective_cost import Link
from hlo2chakra.sim.results import RankResult, SimulationError

if TYPE_CHECKING:
    from hlo2chakra.sim.analytical.aware_links import AwareNetwork, FreeNetwork, Scheduler


class PlanCollective(Protocol):
    """An ``EngineContext.plan``: the (memoised) plan of one collective instance."""

    def __call__(self, kind: str, size: int, group: str, involved: tuple[bool, ...],
                 tree_parity: int = 0) -> CollectivePlan: ...


@dataclass
class EngineContext:
    """What the engine needs from the network and system, as callables with caches."""

    num_ranks: int
    groups: Mapping[str, Sequence[int]]
    plan: PlanCollective
    link: Callable[[int, int], Link]
    endpoint_ns: float
    # Member completion times for given start times (default: congestion-unaware dataflow).
    member_ends: Callable[[CollectivePlan, np.ndarray], np.ndarray] = collective_end_ns
    closed_form: bool = True  # sync_duration_ns applies (False: derive it from member_ends)
    # Congestion-aware: builds the shared network on the engine's event queue (see aware_engine).
    network: Callable[[Scheduler], AwareNetwork | FreeNetwork] | None = None
    # Which collective model times the collectives: "astra" (ASTRA-sim's, whose own refusals the
    # engine then applies) or "nccl" (``nccl_model``).
    model: str = "astra"
    _durations: dict = field(default_factory=dict)

    def sync_duration(self, plan: CollectivePlan) -> int | None:
        key = id(plan)
        if key not in self._durations:
            if self.closed_form:
                value = sync_duration_ns(plan)
            else:
                ends = self.member_ends(plan, np.zeros(len(plan.members), dtype=np.int64))
                value = int(ends[0]) if ends.min() == ends.max() else None
            self._durations[key] = (plan, value)
        return self._durations[key][1]


@dataclass
class _Pending:
    kind: str
    size: int
    involved: tuple[bool, ...]
    first: tuple[int, int]  # (rank, node id) of the first issuer
    issued: dict[int, tuple[int, int]]  # rank -> (time, node index)


class _Rank:
    __slots__ = ("prog", "left", "ready", "gpu", "comm", "done", "finish", "start", "end", "seq")

    def __init__(self, prog: RankProgram) -> None:
        self.prog = prog
        self.left = list(prog.parents)
        self.ready = [i for i, n in enumerate(self.left) if n == 0]
        self.gpu = self.comm = False
        self.done = 0
        self.finish = 0
        self.start = [0] * len(prog.ids)
        self.end = [-1] * len(prog.ids)
        self.seq: dict[str, int] = {}


def _union(intervals: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[list[int]] = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return [(s, e) for s, e in out]


def _overlap(a: list[tuple[int, int]], b: list[tuple[int, int]]) -> int:
    i = j = total = 0
    while i < len(a) and j < len(b):
        lo, hi = max(a[i][0], b[j][0]), min(a[i][1], b[j][1])
        total += max(0, hi - lo)
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return total


def rank_result(state: _Rank, rank: int) -> RankResult:
    prog = state.prog
    gpu = _union([(state.start[i], state.end[i]) for i, k in enumerate(prog.kind) if k == COMP])
    comm = _union([(state.start[i], state.end[i]) for i, k in enumerate(prog.kind) if k != COMP])
    comm_ns = sum(e - s for s, e in comm)
    return RankResult(rank, state.finish, prog.compute_ns, comm_ns, state.finish - prog.compute_ns, _overlap(gpu, comm))


class Engine:
    def __init__(self, programs: Sequence[RankProgram], ctx: EngineContext) -> None:
        self.ctx = ctx
        self.ranks = [_Rank(p) for p in programs]
        self.events: list[tuple[int, int, int, int]] = []  # (time, seq, rank, node index)
        self.counter = 0
        self.tree_parity = 0  # per dimension (bit d): doubleBinaryTree phases built so far, mod 2 (world only)
        self.callbacks: dict[int, tuple] = {}  # event seq -> (fn, args) for rank -1 events
        self.pending: dict[tuple[str, int], _Pending] = {}
        self.posted: dict[tuple[int, int, int, int], list[tuple[int, int]]] = {}
        self.arrived: dict[tuple[int, int, int, int], list[tuple[int, int, int]]] = {}  # (arrival, rank, idx)
        # Timeline recording (off by default): who took part in each collective, each send's receive.
        self.record = False
        self.instances: list[tuple[tuple[int, int], ...]] = []  # per collective: (rank, node index) per member
        self.messages: list[tuple[int, int, int, int]] = []  # (send rank, send index, recv rank, recv index)

    def _push(self, time: int, rank: int, idx: int) -> None:
        heapq.heappush(self.events, (time, self.counter, rank, idx))
        self.counter += 1

    def _issue_ready(self, r: int, now: int) -> None:
        st = self.ranks[r]
        if not st.ready:
            return
        st.ready.sort()
        keep = []
        kinds = st.prog.kind
        for i in st.ready:
            k = kinds[i]
            if k == COMP:
                if st.gpu:
                    keep.append(i)
                    continue
                st.gpu = True
                st.start[i] = now
                self._push(now + st.prog.duration_ns[i], r, i)
            elif k == RECV:
                st.start[i] = now
                self._recv(r, i, now)
            else:
                if st.comm:
                    keep.append(i)
                    continue
                st.comm = True
                st.start[i] = now
                if k == BCAST:
                    self._push(now + st.prog.duration_ns[i], r, i)
                elif k == SEND:
                    self._send(r, i, now)
                else:
                    self._collective(r, i, now)
        st.ready = keep

    def _send(self, r: int, i: int, now: int) -> None:
        msg = self.ranks[r].prog.msg[i]
        assert msg is not None   # a SEND node has its message
        src, dst, tag, size = msg
        arrival = now + self.ctx.link(src, dst).message_ns(size)
        self._push(arrival, r, i)
        key = (src, dst, tag, size)
        waiting = self.posted.get(key)
        # The receiver's callback fires at arrival; record it now, resolved when it is posted.
        if waiting:
            rr, ri = waiting.pop(0)
            self._push(max(arrival, now), rr, ri)
            if self.record:
                self.messages.append((r, i, rr, ri))
        else:
            self.arrived.setdefault(key, []).append((arrival, r, i))

    def _recv(self, r: int, i: int, now: int) -> None:
        key = self.ranks[r].prog.msg[i]
        assert key is not None   # a RECV node has its message
        got = self.arrived.get(key)
        if got:
            arrival, sr, si = got.pop(0)
            self._push(max(now, arrival), r, i)
            if self.record:
                self.messages.append((sr, si, r, i))
        else:
            self.posted.setdefault(key, []).append((r, i))

    def _join(self, r: int, i: int, now: int) -> tuple[tuple[str, int], _Pending, bool]:
        """Rank r issues its next collective of its group: (instance key, pending entry, all issued)."""
        st = self.ranks[r]
        coll = st.prog.coll[i]
        assert coll is not None   # a collective node has its collective
        kind, size, group, involved = coll
        members = range(self.ctx.num_ranks) if group == WORLD else self.ctx.groups[group]
        node_id = st.prog.ids[i]
        if len(members) < 2:
            raise SimulationError(
                f"rank {r} node {node_id}: collective in one-rank group {group!r} never completes (ASTRA-sim hangs)")
        seq = st.seq.get(group, 0)
        st.seq[group] = seq + 1
        key = (group, seq)
        pend = self.pending.get(key)
        if pend is None:
            pend = self.pending[key] = _Pending(kind, size, involved, (r, node_id), {})
        elif (pend.kind, pend.size) != (kind, size):
            fr, fn = pend.first
            raise SimulationError(
                f"rank {r} node {node_id}: collective #{seq} of group {group or 'world'} is {kind} of {size} bytes, "
                f"but rank {fr} node {fn} issued {pend.kind} of {pend.size} bytes (order/size mismatch: ASTRA-sim hangs)")
        pend.issued[r] = (now, i)
        complete = len(pend.issued) == len(members)
        if complete:
            del self.pending[key]
        return key, pend, complete

    def _plan(self, r: int, i: int) -> CollectivePlan:
        """The plan of rank r's collective i; called once per instance, in issue order."""
        coll = self.ranks[r].prog.coll[i]
        assert coll is not None   # a collective node has its collective
        kind, size, group, involved = coll
        plan = self.ctx.plan(kind, size, group, involved, self.tree_parity)
        if not plan.phases and self.ctx.model == "astra":
            raise SimulationError(f"rank {r} node {self.ranks[r].prog.ids[i]}: {kind} involves no network dimension")
        if plan.replayed:  # every doubleBinaryTree phase built flips the tree its dimension takes next
            self.tree_parity ^= plan.tree_flips
        return plan

    def _check_start(self, r: int, i: int, group: str, starts: np.ndarray) -> None:
        if self.ctx.model == "astra" and self.ctx.endpoint_ns == 0 and group == WORLD and starts.min() == 0:
            raise SimulationError(f"rank {r} node {self.ranks[r].prog.ids[i]}: collective issued at t=0 with "
                                  "endpoint-delay 0 (ASTRA-sim aborts in EventQueue)")

    def _collective(self, r: int, i: int, now: int) -> None:
        key, pend, complete = self._join(r, i, now)
        if not complete:
            return
        plan = self._plan(r, i)
        starts = np.array([pend.issued[m][0] for m in plan.members], dtype=np.int64)
        self._check_start(r, i, key[0], starts)
        duration = self.ctx.sync_duration(plan) if starts.min() == starts.max() else None
        ends = starts + duration if duration is not None else self.ctx.member_ends(plan, starts)
        for m, end in zip(plan.members, ends.tolist()):
            self._push(int(end), m, pend.issued[m][1])
        if self.record:
            self.instances.append(tuple((m, pend.issued[m][1]) for m in plan.members))

    def run(self) -> list[RankResult]:
        for r in range(len(self.ranks)):
            self._issue_ready(r, 0)
        events = self.events
        while events:
            now, _, r, i = heapq.heappop(events)
            if r < 0:  # a network callback (congestion-aware engine)
                fn, args = self.callbacks.pop(i)
                fn(now, *args)
                continue
            self._node_done(now, r, i)
        self._check_finished()
        return [rank_result(st, st.prog.rank) for st in self.ranks]

    def _node_done(self, now: int, r: int, i: int) -> None:
        """Rank r's node i completes at ``now``: free its resource, release its children, issue."""
        st = self.ranks[r]
        k = st.prog.kind[i]
        if k == COMP:
            st.gpu = False
        elif k != RECV:
            st.comm = False
        st.end[i] = now
        st.done += 1
        st.finish = now
        left = st.left
        for c in st.prog.children[i]:
            left[c] -= 1
            if left[c] == 0:
                st.ready.append(c)
        self._issue_ready(r, now)

    def _check_finished(self) -> None:
        for (group, seq), pend in sorted(self.pending.items(), key=lambda kv: min(kv[1].issued)):
            members = range(self.ctx.num_ranks) if group == WORLD else self.ctx.groups[group]
            missing = [m for m in members if m not in pend.issued]
            r = min(pend.issued)
            node = self.ranks[r].prog.ids[pend.issued[r][1]]
            raise SimulationError(
                f"rank {r} node {node}: collective #{seq} of group {group or 'world'} waits for rank(s) "
                f"{missing[:8]} that never issue it (ASTRA-sim hangs)")
        for key, waiting in self.posted.items():
            if waiting:
                r, i = waiting[0]
                src, dst, tag, size = key
                raise SimulationError(
                    f"rank {r} node {self.ranks[r].prog.ids[i]}: RECV from rank {src} (tag {tag}, {size} bytes) "
                    "is never matched by a SEND (ASTRA-sim hangs)")
        for st in self.ranks:
            if st.done < len(st.prog.ids):
                i = next(j for j, e in enumerate(st.end) if e < 0)
                raise SimulationError(f"rank {st.prog.rank} node {st.prog.ids[i]}: never completes (ASTRA-sim hangs)")

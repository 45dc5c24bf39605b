"""Per-rank completion times of one collective whose members may start at different times.

Contract: ``collective_end_ns(plan, start_ns)`` takes each member's issue time (int64 array in
``plan.members`` order) and returns each member's completion time, replaying ASTRA-sim's
message dataflow: every phase step sends when the previous step's message was received and
processed (endpoint delay, plus the reduction on reducing steps), a receive completes at
max(post time, arrival), and each rank admits chunks into its per-dimension FIFO queues with
``active`` chunks in service. With simultaneous starts on uniform links this equals the closed
form of ``collective_cost``; ``sync_duration_ns`` returns that closed form when it applies.
doubleBinaryTree plans have no closed form: both come from the message-level replay
(``aware.free_collective_end_ns``; over several dimensions ``tree_flow.per_rank_flow``, which
times the other phases with this module's per-line functions).
"""

from __future__ import annotations

import heapq

import numpy as np

from hlo2chakra.sim.analytical.algorithms import algorithm_named
from hlo2chakra.sim.analytical.aware import free_collective_end_ns
from hlo2chakra.sim.analytical.plan import CollectivePlan, PhasePlan
from hlo2chakra.sim.analytical.collective_cost import chunk_phase_costs, flow_shop_ns, phase_output_bytes
from hlo2chakra.sim.analytical.tree_flow import per_rank_flow

_NEG = np.iinfo(np.int64).min // 4


def sync_duration_ns(plan: CollectivePlan) -> int | None:
    """Closed-form duration when all members start together, or None if links are not uniform."""
    if plan.replayed:
        ends = collective_end_ns(plan, np.zeros(len(plan.members), dtype=np.int64))
        return int(ends[0]) if ends.min() == ends.max() else None
    if not all(pp.uniform for pp in plan.phases):
        return None
    costs = chunk_phase_costs(tuple(pp.phase for pp in plan.phases), plan.chunk_bytes)
    return flow_shop_ns(costs, tuple(pp.phase.queue for pp in plan.phases), plan.chunks, plan.active)


def _view(plan: CollectivePlan, pp: PhasePlan, vec: np.ndarray) -> np.ndarray:
    if pp.dim < 0:
        return vec.reshape(1, -1)
    k = len(plan.grid)
    grid = vec.reshape(plan.grid[::-1])
    return np.moveaxis(grid, k - 1 - pp.dim, -1).reshape(-1, plan.grid[pp.dim])


def _unview(plan: CollectivePlan, pp: PhasePlan, arr: np.ndarray) -> np.ndarray:
    if pp.dim < 0:
        return arr.reshape(-1)
    k = len(plan.grid)
    axis = k - 1 - pp.dim
    shape = list(plan.grid[::-1])
    moved = shape[:axis] + shape[axis + 1:] + [shape[axis]]
    return np.moveaxis(arr.reshape(moved), -1, axis).reshape(-1)


def _lines_end(plan: CollectivePlan, j: int, start: np.ndarray, data: int) -> np.ndarray:
    """Phase j (any algorithm with a closed form) on independent lines of its dimension:
    (lines, peers) begin -> end times."""
    pp = plan.phases[j]
    return algorithm_named(pp.phase.algorithm).lines_end(pp, start, data, int(pp.phase.endpoint_ns))


def _phase_end(plan: CollectivePlan, j: int, start_vec: np.ndarray, data: int) -> np.ndarray:
    pp = plan.phases[j]
    return _unview(plan, pp, _lines_end(plan, j, _view(plan, pp, start_vec), data))


def _phase_data(plan: CollectivePlan) -> list[int]:
    """Bytes entering each phase (and leaving the last): a doubleBinaryTree phase, even in a
    reduce-scatter or all-gather position, all-reduces its whole input (final_data_size = data)."""
    data = [plan.chunk_bytes]
    for pp in plan.phases:
        same = algorithm_named(pp.phase.algorithm).keeps_data
        data.append(data[-1] if same else phase_output_bytes(pp.phase.kind, data[-1], pp.phase.peers))
    return data


def _admission_order(plan: CollectivePlan) -> list[tuple[int, int]]:
    """(chunk, phase) in the order queues admit them, from a simultaneous-start replay."""
    costs = chunk_phase_costs(tuple(pp.phase for pp in plan.phases), plan.chunk_bytes)
    queues = [pp.phase.queue for pp in plan.phases]
    waiting: dict[int, list[tuple[int, int]]] = {q: [] for q in queues}
    busy = {q: 0 for q in queues}
    events: list[tuple[int, int, int, int]] = []
    order: list[tuple[int, int]] = []
    seq = 0

    def admit(now: int, q: int) -> None:
        nonlocal seq
        while waiting[q] and busy[q] < plan.active:
            c, j = waiting[q].pop(0)
            busy[q] += 1
            order.append((c, j))
            heapq.heappush(events, (now + costs[j], seq, c, j))
            seq += 1

    waiting[queues[0]].extend((c, 0) for c in range(plan.chunks))
    admit(0, queues[0])
    while events:
        now, _, c, j = heapq.heappop(events)
        busy[queues[j]] -= 1
        if j + 1 < len(costs):
            waiting[queues[j + 1]].append((c, j + 1))
        admit(now, queues[j])
        if j + 1 < len(costs):
            admit(now, queues[j + 1])
    return order


def collective_end_ns(plan: CollectivePlan, start_ns: np.ndarray) -> np.ndarray:
    start = np.asarray(start_ns, dtype=np.int64)
    if not plan.phases:
        return start.copy()
    if plan.replayed:
        if len(plan.phases) == 1:
            return free_collective_end_ns(plan, start)
        return per_rank_flow(plan, start, _phase_data(plan), _lines_end)
    data = _phase_data(plan)
    n = start.shape[0]
    servers = {pp.phase.queue: np.full((plan.active, n), _NEG, dtype=np.int64) for pp in plan.phases}
    last_start = {q: np.full(n, _NEG, dtype=np.int64) for q in servers}
    ends: dict[tuple[int, int], np.ndarray] = {}
    cols = np.arange(n)
    finish = start.copy()
    last = len(plan.phases) - 1
    for c, j in _admission_order(plan):
        pp = plan.phases[j]
        q = pp.phase.queue
        ready = start if j == 0 else ends.pop((c, j - 1))
        srv = servers[q]
        slot = srv.argmin(axis=0)
        begin = np.maximum(np.maximum(ready, srv[slot, cols]), last_start[q])
        end = _phase_end(plan, j, begin, data[j])
        srv[slot, cols] = end
        last_start[q] = begin
        if j == last:
            finish = np.maximum(finish, end)
        else:
            ends[(c, j)] = end
    return finish

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

from hlo2chakra.sim.analytical.aware import free_collective_end_ns
from hlo2chakra.sim.analytical.plan import DBT, CollectivePlan, PhasePlan
from hlo2chakra.sim.analytical.collective_cost import (
    AG,
    AR,
    RS,
    chunk_phase_costs,
    flow_shop_ns,
    hd_steps,
    phase_output_bytes,
    reduction_ns,
)
from hlo2chakra.sim.analytical.tree_flow import per_rank_flow
from hlo2chakra.sim.analytical.direct_round_two import round_two_arrivals_ns, sends_are_slot_bound

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


def _ring(pp: PhasePlan, start: np.ndarray, data: int, E: int) -> np.ndarray:
    phase = pp.phase
    p, kind, M = phase.peers, phase.kind, phase.mem_bytes_per_ns
    if kind == AG:
        m, steps = data, p - 1
    elif kind == AR:
        m, steps = data // p, 2 * (p - 1)
    elif kind == RS:
        m, steps = data // p, p - 1
    else:
        m, steps = data // p, p * (p - 1) // 2
    idx = np.arange(p)
    shift = -1 if phase.reverse else 1
    t_in = pp.message_ns(m)[(idx - shift) % p, idx]
    red = reduction_ns(m, M)
    send = start + E
    for k in range(steps):
        recv = np.maximum(send, np.roll(send, shift, axis=1) + t_in)
        reduces = kind == RS or (kind == AR and k < p - 1)
        send = recv + E + (red if reduces else 0)
    return send


def _direct_round(start_send: np.ndarray, post: np.ndarray, t: np.ndarray) -> np.ndarray:
    """Effective arrival of i's message at j: max(j's post time, i's send + t_ij)."""
    eff = np.maximum(start_send[:, :, None] + t[None, :, :], post[:, None, :])
    p = t.shape[0]
    eff[:, np.arange(p), np.arange(p)] = _NEG
    return eff


def _direct(pp: PhasePlan, start: np.ndarray, data: int, E: int) -> np.ndarray:
    phase = pp.phase
    p, kind = phase.peers, phase.kind
    m = data if kind == AG else data // p
    t = pp.message_ns(m)
    red = reduction_ns(m, phase.mem_bytes_per_ns) if kind in (AR, RS) else 0
    post = start + E
    eff = _direct_round(post, post, t)
    last = eff.max(axis=1)
    if kind != AR:
        return last + E + red
    done = eff + E + red
    fire = np.where(done >= last[:, None, :], done, np.iinfo(np.int64).max).min(axis=1)
    sends = _second_round_sends(done, fire)
    p_idx = np.arange(p)
    k = (p_idx[None, :] - p_idx[:, None] - 1) % p  # i sends its k-th round-two message to j
    np.fill_diagonal(k, 0)  # no message to itself (masked below)
    eff2 = np.maximum(sends[:, k, p_idx[None, :]], sends[:, k, p_idx[:, None]] + t[None, :, :])
    eff2[:, p_idx, p_idx] = _NEG
    last_send = sends[:, -1, :]
    for b in range(eff2.shape[0]):
        if not sends_are_slot_bound(eff2[b], last_send[b], E):
            eff2[b] = round_two_arrivals_ns(done[b], last[b], t, E)
    return eff2.max(axis=1) + E + (red if phase.reduce_twice else 0)


def _second_round_sends(done: np.ndarray, fire: np.ndarray) -> np.ndarray:
    """[b, k, j]: when j sends (and posts the receive of) its k-th round-two message.

    One send per processed round-one message, none before ``fire`` (AllToAll::run).
    """
    p = done.shape[1]
    processed = done.copy()
    processed[:, np.arange(p), np.arange(p)] = np.iinfo(np.int64).max
    processed.sort(axis=1)
    return np.maximum(processed[:, : p - 1, :], fire[:, None, :])


def _halving_doubling(pp: PhasePlan, start: np.ndarray, data: int, E: int) -> np.ndarray:
    phase = pp.phase
    idx = np.arange(phase.peers)
    steps = hd_steps(phase.kind, data, phase.peers)
    send = start + E
    for k, (bit, m, _) in enumerate(steps):
        partner = idx ^ (1 << bit)
        recv = np.maximum(send, send[:, partner] + pp.message_ns(m)[partner, idx])
        # a reducing step reduces its message between the previous receive and its send
        nxt = steps[k + 1] if k + 1 < len(steps) else None
        send = recv + E + (reduction_ns(nxt[1], phase.mem_bytes_per_ns) if nxt and nxt[2] else 0)
    return send


def _lines_end(plan: CollectivePlan, j: int, start: np.ndarray, data: int) -> np.ndarray:
    """Phase j (ring, direct or halvingDoubling) on independent lines of its dimension:
    (lines, peers) begin -> end times."""
    pp = plan.phases[j]
    E = int(pp.phase.endpoint_ns)
    algo = pp.phase.algorithm.removeprefix("one").lower()
    if algo == "ring":
        return _ring(pp, start, data, E)
    if algo == "direct":
        return _direct(pp, start, data, E)
    return _halving_doubling(pp, start, data, E)


def _phase_end(plan: CollectivePlan, j: int, start_vec: np.ndarray, data: int) -> np.ndarray:
    pp = plan.phases[j]
    return _unview(plan, pp, _lines_end(plan, j, _view(plan, pp, start_vec), data))


def _phase_data(plan: CollectivePlan) -> list[int]:
    """Bytes entering each phase (and leaving the last): a doubleBinaryTree phase, even in a
    reduce-scatter or all-gather position, all-reduces its whole input (final_data_size = data)."""
    data = [plan.chunk_bytes]
    for pp in plan.phases:
        same = pp.phase.algorithm == DBT
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

"""Closed-form ASTRA-sim (analytical, congestion-unaware) costs of collective phases and chunks.

Contract: every function returns integer nanoseconds computed exactly the way ASTRA-sim's
system layer and analytical network compute them (see shared reference ``astra-sim.md``):

* a message of ``m`` bytes over ``h`` hops costs ``floor(h*L + m/B)`` (B in bytes/ns);
* a collective of ``size`` bytes is cut into ``chunk = size // splits`` chunks (raised to the
  network's NPU count, except for all-gather), the last partial chunk being a full chunk;
* each chunk walks a list of phases (one per network dimension, or one for a sub-group ring);
  a phase on ``p`` peers costs its algorithm's closed form (``algorithms``, one module each);
* chunks flow through one FIFO queue per dimension with ``active`` chunks in service each
  (``flow_shop_ns``).

Values are frozen dataclasses (``phase``); nothing here keeps state between calls.
"""

from __future__ import annotations

import heapq

from hlo2chakra.sim.analytical.algorithms import algorithm_named
from hlo2chakra.sim.analytical.phase import AG, AR, A2A, RS, Link, Phase, log2_exact, reduction_ns
from hlo2chakra.sim.results import SimulationError


def phase_output_bytes(kind: str, data_bytes: int, peers: int) -> int:
    if kind == AG:
        return data_bytes * peers
    if kind == RS:
        return data_bytes // peers
    return data_bytes


def phase_message_bytes(kind: str, algorithm: str, peers: int, data_bytes: int) -> int:
    """The smallest message one chunk's phase sends on ``data_bytes`` over ``peers`` NPUs
    (each algorithm's ``message_bytes``)."""
    return algorithm_named(algorithm).message_bytes(kind, peers, data_bytes)


def phase_cost_ns(phase: Phase, data_bytes: int) -> int:
    """Time of one chunk's phase, all peers starting together (integer ns)."""
    return algorithm_named(phase.algorithm).phase_cost_ns(phase, data_bytes)


def chunk_bytes(size_bytes: int, kind: str, splits: int, total_npus: int) -> int:
    """The bytes of every chunk of a collective (Sys::determine_chunk_size, Sys.cc:1009-1018):
    size / preferred-dataset-splits, raised to the world's NPU count (all-gather excepted)."""
    chunk = size_bytes // splits
    return total_npus if kind != AG and total_npus > chunk else chunk


def chunking(size_bytes: int, kind: str, splits: int, total_npus: int) -> tuple[int, int]:
    """(chunk bytes, number of chunks) as Sys::generate_collective cuts a collective."""
    chunk = chunk_bytes(size_bytes, kind, splits, total_npus)
    size = size_bytes if chunk == size_bytes // splits else splits * chunk
    if chunk == 0:
        raise SimulationError(f"{kind} of {size_bytes} bytes splits into empty chunks (ASTRA-sim loops forever)")
    return chunk, -(-size // chunk)


def chunk_phase_costs(phases: tuple[Phase, ...], chunk_bytes: int) -> tuple[int, ...]:
    costs = []
    data = chunk_bytes
    for phase in phases:
        costs.append(phase_cost_ns(phase, data))
        data = phase_output_bytes(phase.kind, data, phase.peers)
    return tuple(costs)


def flow_shop_ns(costs: tuple[int, ...], queues: tuple[int, ...], chunks: int, active: int) -> int:
    """Completion time of ``chunks`` identical chunks walking the phases in order.

    Each queue serves at most ``active`` chunks at once, first come first served; a chunk joins
    its next queue the moment its phase ends (ties in chunk order).
    """
    if not costs:
        return 0
    if len(costs) == 1:
        return -(-chunks // active) * costs[0]
    waiting: dict[int, list[tuple[int, int, int]]] = {q: [] for q in queues}
    busy: dict[int, int] = {q: 0 for q in queues}
    events: list[tuple[int, int, int]] = []  # (end time, chunk, phase index)
    seq = 0

    def start(now: int, q: int) -> None:
        lst = waiting[q]
        while lst and busy[q] < active:
            _, chunk, idx = lst.pop(0)
            busy[q] += 1
            heapq.heappush(events, (now + costs[idx], chunk, idx))

    for c in range(chunks):
        waiting[queues[0]].append((seq, c, 0))
        seq += 1
    start(0, queues[0])
    finish = 0
    while events:
        now, chunk, idx = heapq.heappop(events)
        q = queues[idx]
        busy[q] -= 1
        if idx + 1 < len(costs):
            waiting[queues[idx + 1]].append((seq, chunk, idx + 1))
            seq += 1
        else:
            finish = now
        start(now, q)
        if idx + 1 < len(costs):
            start(now, queues[idx + 1])
    return finish


__all__ = [
    "AR", "AG", "RS", "A2A", "Link", "Phase", "phase_cost_ns", "phase_message_bytes", "phase_output_bytes", "chunking",
    "chunk_bytes", "chunk_phase_costs", "flow_shop_ns", "log2_exact", "reduction_ns",
]

"""Closed-form ASTRA-sim (analytical, congestion-unaware) costs of collective phases and chunks.

Contract: every function returns integer nanoseconds computed exactly the way ASTRA-sim's
system layer and analytical network compute them (see shared reference ``astra-sim.md``):

* a message of ``m`` bytes over ``h`` hops costs ``floor(h*L + m/B)`` (B in bytes/ns);
* a collective of ``size`` bytes is cut into ``chunk = size // splits`` chunks (raised to the
  network's NPU count, except for all-gather), the last partial chunk being a full chunk;
* each chunk walks a list of phases (one per network dimension, or one for a sub-group ring);
  a phase on ``p`` peers costs the per-algorithm closed form of ``phase_cost_ns``;
* chunks flow through one FIFO queue per dimension with ``active`` chunks in service each
  (``flow_shop_ns``).

Values are frozen dataclasses; nothing here keeps state between calls.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

import numpy as np

from hlo2chakra.chakra.schema import CollectiveCommType
from hlo2chakra.sim.analytical.direct_round_two import round_two_arrivals_ns
from hlo2chakra.sim.results import SimulationError

# The collective kinds the network model times, named as the traces name them (CollectiveCommType).
AR, AG, RS, A2A = (t.name for t in (CollectiveCommType.ALL_REDUCE, CollectiveCommType.ALL_GATHER,
                                    CollectiveCommType.REDUCE_SCATTER, CollectiveCommType.ALL_TO_ALL))
SUPPORTED_ALGORITHMS = ("ring", "oneRing", "direct", "oneDirect", "halvingDoubling", "oneHalvingDoubling")


@dataclass(frozen=True)
class Link:
    """Message cost parameters of one hop class: latency (ns), bytes per ns, hop count."""

    latency_ns: float
    bytes_per_ns: float
    hops: int

    def message_ns(self, size_bytes: int) -> int:
        return int(self.hops * self.latency_ns + size_bytes / self.bytes_per_ns)


@dataclass(frozen=True)
class Phase:
    """One collective phase of one chunk: the algorithm run over ``peers`` ranks.

    ``links`` gives the message cost for each peer distance the algorithm uses: for ``ring`` one
    link (neighbour), for ``direct`` the farthest peer, for ``halvingDoubling`` one link per
    step distance 1, 2, 4, ... (index = log2 of the distance).
    """

    kind: str  # AR / AG / RS / A2A
    algorithm: str  # ring / direct / halvingDoubling
    peers: int
    queue: int  # dimension queue the chunk waits in
    links: tuple[Link, ...]
    endpoint_ns: float
    mem_bytes_per_ns: float
    # Sub-group (local-dimension) direct all-reduce with p >= 3 also reduces its second round.
    reduce_twice: bool = False
    # All-gather phases of a localBWAware all-reduce take the second half of the dimension's
    # queues, whose ring runs the other way (visible only when ranks start at different times).
    reverse: bool = False
    # Links to the peers 1, 2, ..., p-1 positions along the ring, in the order a direct all-reduce
    # sends its second round (empty: all peers like links[0]).
    ring_links: tuple[Link, ...] = ()


def reduction_ns(size_bytes: int, mem_bytes_per_ns: float) -> int:
    # PacketBundle: one write and two reads of the message, each truncated on its own, computed
    # as ASTRA-sim does in doubles: size / (GB/s * 1e9) * 1e9 (6000 B at 50 GB/s gives 119, not 120)
    return 3 * int(size_bytes / (mem_bytes_per_ns * 1e9) * 1e9)


def phase_output_bytes(kind: str, data_bytes: int, peers: int) -> int:
    if kind == AG:
        return data_bytes * peers
    if kind == RS:
        return data_bytes // peers
    return data_bytes


def phase_message_bytes(kind: str, algorithm: str, peers: int, data_bytes: int) -> int:
    """The smallest message one chunk's phase sends on ``data_bytes`` over ``peers`` NPUs.

    ring / direct (Ring.cc:70-86; all-to-all is a Ring): D / p, all-gather D; halvingDoubling
    (HalvingDoubling.cc:54-72, 160-175): reduce-scatter halves D/2 down to D / p, all-reduce once
    more at the turn, 2 * (D / 2p), all-gather only grows; doubleBinaryTree: D.
    """
    algo = algorithm.removeprefix("one").lower()
    if kind == AG or algo == "doublebinarytree":
        return data_bytes
    if algo == "halvingdoubling" and kind == AR:
        return 2 * (data_bytes // (2 * peers))
    return data_bytes // peers


def phase_cost_ns(phase: Phase, data_bytes: int) -> int:
    """Time of one chunk's phase, all peers starting together (integer ns)."""
    p, E, M, kind = phase.peers, phase.endpoint_ns, phase.mem_bytes_per_ns, phase.kind
    algo = phase.algorithm.removeprefix("one").lower()
    if algo == "ring":
        t = phase.links[0].message_ns
        if kind == AR:
            m, sends, reds = data_bytes // p, 2 * (p - 1), p - 1
        elif kind == RS:
            m, sends, reds = data_bytes // p, p - 1, p - 1
        elif kind == AG:
            m, sends, reds = data_bytes, p - 1, 0
        else:
            m, sends, reds = data_bytes // p, p * (p - 1) // 2, 0
        return int(sends * t(m) + (sends + 1) * E + reds * reduction_ns(m, M))
    if algo == "direct":
        t = phase.links[0].message_ns
        m = data_bytes // p
        if kind == AR:
            return direct_all_reduce_ns(phase, m)
        if kind == AG:
            return int(t(data_bytes) + 2 * E)
        if kind == RS:
            return int(t(m) + 2 * E + reduction_ns(m, M))
        return int(t(m) + 2 * E)
    if algo == "halvingdoubling":
        steps = p.bit_length() - 1
        if kind == A2A:
            raise SimulationError("halvingDoubling has no all-to-all in ASTRA-sim")
        total = 0
        if kind in (RS, AR):
            m = data_bytes
            halves = []
            for i in range(steps):
                m //= 2
                halves.append(m)
                total += phase.links[i].message_ns(m)
            reds = sum(reduction_ns(h, M) for h in halves[1:])
            if kind == AR:
                # HalvingDoubling halves its message size once more than it sends before turning,
                # then doubles from there: the doubling steps carry (m // 2) * 2**j, not halves[j].
                m //= 2
                for i in reversed(range(steps)):
                    m *= 2
                    total += phase.links[i].message_ns(m)
                return int(total + (2 * steps + 1) * E + reds)
            return int(total + (steps + 1) * E + reds)
        m = data_bytes
        for i in reversed(range(steps)):
            total += phase.links[i].message_ns(m)
            m *= 2
        return int(total + (steps + 1) * E)
    raise SimulationError(f"collective algorithm {phase.algorithm!r} is not reproduced by the analytical backend")


def direct_all_reduce_ns(phase: Phase, m: int) -> int:
    """Direct all-reduce of ``m``-byte messages, all peers starting together.

    Round two (the all-gather) goes out one message per processed round-one message: the k-th
    send, to the peer k positions along the ring, leaves at the later of the k-th processed
    message and the first one processed after every message arrived (AllToAll::run).
    """
    E, red = phase.endpoint_ns, reduction_ns(m, phase.mem_bytes_per_ns)
    ring = phase.ring_links or (phase.links[0],) * (phase.peers - 1)
    arrivals = [link.message_ns(m) for link in ring]
    last = max(arrivals)
    processed = sorted(a + E + red for a in arrivals)
    fire = min(g for g in processed if g >= last)
    sends = [max(fire, g) for g in processed]
    received = [t + link.message_ns(m) for t, link in zip(sends, ring)]
    if min(received) + E < sends[-1]:
        # a round-two receive frees a send slot early: replay message by message
        received = [int(_round_two_ring(ring, m, E, red).max())]
    return int(E + max(received) + E + (red if phase.reduce_twice else 0))


def _round_two_ring(ring: tuple[Link, ...], m: int, E: float, red: int) -> np.ndarray:
    p = len(ring) + 1
    idx = np.arange(p)
    k = (idx[None, :] - idx[:, None] - 1) % p
    times = np.array([link.message_ns(m) for link in ring], dtype=np.int64)
    t = times[np.minimum(k, p - 2)]
    processed = t + int(E) + red
    np.fill_diagonal(processed, np.iinfo(np.int64).max // 4)
    return round_two_arrivals_ns(processed, np.full(p, times.max()), t, int(E))[:, 0]


def hd_steps(kind: str, data_bytes: int, peers: int) -> list[tuple[int, int, bool]]:
    """(partner bit, message bytes, reduces) of each halvingDoubling step, in send order.

    A reducing step reduces its message before sending it: HalvingDoubling hands the reduction
    to the bundle of the packet it is about to send, so it sits between the previous receive and
    this send (visible when chunks contend for links or ranks start apart).
    """
    steps = peers.bit_length() - 1
    out: list[tuple[int, int, bool]] = []
    m = data_bytes
    if kind == AG:
        for k in reversed(range(steps)):
            out.append((k, m, False))
            m *= 2
        return out
    for k in range(steps):
        m //= 2
        out.append((k, m, k > 0))
    if kind == AR:
        m //= 2  # one halving more than sent, then doubling (see phase_cost_ns)
        for k in reversed(range(steps)):
            m *= 2
            out.append((k, m, False))
    return out


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


def log2_exact(p: int) -> int:
    steps = p.bit_length() - 1
    if 1 << steps != p:
        raise SimulationError(f"halvingDoubling needs a power-of-two peer count, got {p}")
    return steps


__all__ = [
    "AR", "AG", "RS", "A2A", "Link", "Phase", "direct_all_reduce_ns", "hd_steps", "phase_cost_ns", "phase_output_bytes", "chunking",
    "chunk_phase_costs", "flow_shop_ns", "log2_exact", "reduction_ns",
]

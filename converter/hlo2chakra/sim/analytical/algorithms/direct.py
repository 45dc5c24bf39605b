"""ASTRA-sim's ``direct`` (AllToAll.cc): every rank sends its share to every peer at once.

Per chunk of D bytes on p peers: one round of p-1 messages of D/p (all-gather: D), reduced on
arrival for reduce-scatter and all-reduce; an all-reduce then sends a second round (the
all-gather half), one message per processed round-one message, the k-th to the peer k positions
along the ring, none before every round-one message arrived (AllToAll::run). A sub-group direct
all-reduce on three or more peers also reduces its second round (``reduce_twice``).
"""

from __future__ import annotations

import numpy as np

from hlo2chakra.sim.analytical.algorithms.base import ReplayHost
from hlo2chakra.sim.analytical.direct_round_two import round_two_arrivals_ns, sends_are_slot_bound
from hlo2chakra.sim.analytical.phase import AG, AR, KINDS, RS, Link, Phase, PhasePlan, reduction_ns, worst_link

_NEG = np.iinfo(np.int64).min // 4


class Direct:
    name = "direct"
    names = ("direct", "oneDirect")
    kinds = frozenset(KINDS)
    replayed = False
    keeps_data = False

    def check(self, kind: str, peers: int, where: str, grouped: bool) -> None:
        return None

    def used_pairs(self, peers: int) -> list[tuple[int, int]]:
        return [(i, j) for i in range(peers) for j in range(peers) if i != j]

    def representative_links(self, kind: str, hops: np.ndarray, lat, bw) -> tuple[Link, ...]:
        pairs = self.used_pairs(hops.shape[0])
        first = worst_link(hops, lat, bw, pairs)
        # the distinct (latency, bandwidth, hops) of the off-diagonal pairs, as pair_link makes them
        # (one numpy pass: a Link per pair cost more than a 64-NPU replay)
        lat_m, bw_m = np.broadcast_to(lat, hops.shape), np.broadcast_to(bw, hops.shape)
        off = ~np.eye(hops.shape[0], dtype=bool)
        rows = set(zip(lat_m[off].tolist(), bw_m[off].tolist(), hops[off].tolist()))
        others = {Link(float(la), float(b), int(h)) for la, b, h in rows} - {first}
        return (first, *sorted(others, key=lambda link: (link.hops, link.latency_ns, link.bytes_per_ns)))

    def reduce_twice_in_group(self, kind: str, peers: int) -> bool:
        return kind == AR and peers >= 3

    def message_bytes(self, kind: str, peers: int, data_bytes: int) -> int:
        return data_bytes if kind == AG else data_bytes // peers

    def phase_cost_ns(self, phase: Phase, data_bytes: int) -> int:
        p, E, kind = phase.peers, phase.endpoint_ns, phase.kind
        t = phase.links[0].message_ns
        m = data_bytes // p
        if kind == AR:
            return direct_all_reduce_ns(phase, m)
        if kind == AG:
            return int(t(data_bytes) + 2 * E)
        if kind == RS:
            return int(t(m) + 2 * E + reduction_ns(m, phase.mem_bytes_per_ns))
        return int(t(m) + 2 * E)

    def lines_end(self, pp: PhasePlan, start: np.ndarray, data_bytes: int, E: int) -> np.ndarray:
        phase = pp.phase
        p, kind = phase.peers, phase.kind
        m = data_bytes if kind == AG else data_bytes // p
        t = pp.message_ns(m)
        red = reduction_ns(m, phase.mem_bytes_per_ns) if kind in (AR, RS) else 0
        post = start + E
        eff = _round_arrivals(post, post, t)
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

    def replay_chunk(self, host: ReplayHost, now: int, r: int, chunk: int) -> None:
        _round_one(now, host, r, chunk)

    def fit_candidate(self, kind: str, power_of_two: bool) -> bool:
        return True


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


def _round_arrivals(start_send: np.ndarray, post: np.ndarray, t: np.ndarray) -> np.ndarray:
    """Effective arrival of i's message at j: max(j's post time, i's send + t_ij)."""
    eff = np.maximum(start_send[:, :, None] + t[None, :, :], post[:, None, :])
    p = t.shape[0]
    eff[:, np.arange(p), np.arange(p)] = _NEG
    return eff


def _second_round_sends(done: np.ndarray, fire: np.ndarray) -> np.ndarray:
    """[b, k, j]: when j sends (and posts the receive of) its k-th round-two message.

    One send per processed round-one message, none before ``fire`` (AllToAll::run).
    """
    p = done.shape[1]
    processed = done.copy()
    processed[:, np.arange(p), np.arange(p)] = np.iinfo(np.int64).max
    processed.sort(axis=1)
    return np.maximum(processed[:, : p - 1, :], fire[:, None, :])


def _round_one(now: int, host: ReplayHost, r: int, chunk: int) -> None:
    p, kind, data = host.p, host.phase.kind, host.plan.chunk_bytes
    m = data if kind == AG else data // p
    red = reduction_ns(m, host.phase.mem_bytes_per_ns) if kind in (AR, RS) else 0
    for j in [(r + d) % p for d in range(1, p)]:
        host.send(now, r, j, chunk, m)
    # AllToAll::run: every processed message frees a send slot; round two spends them
    state = _RoundTwo()

    def received(t: int) -> None:
        state.arrived += 1
        if kind == AR:
            host.at(t + host.E + red, _slot, host, r, chunk, state)
        elif state.arrived == p - 1:
            host.at(t + host.E + red, host.finish, r)

    for d in range(1, p):
        host.recv(now, (r - d) % p, r, chunk, m, received)


class _RoundTwo:
    """One rank's round-two progress for one chunk (mutable replay state, never shared)."""

    def __init__(self) -> None:
        self.arrived = self.free = self.sent = 0
        self.second: list[int] = []


def _slot(now: int, host: ReplayHost, r: int, chunk: int, state: _RoundTwo) -> None:
    p = host.p
    state.free += 1
    if state.arrived < p - 1:
        return
    m = host.plan.chunk_bytes // p
    red = reduction_ns(m, host.phase.mem_bytes_per_ns) if host.phase.reduce_twice else 0

    def received(t: int) -> None:
        state.second.append(t)
        if len(state.second) == p - 1:
            host.at(max(state.second) + host.E + red, host.finish, r)
        else:
            host.at(t + host.E, _slot, host, r, chunk, state)

    while state.free and state.sent < p - 1:
        k = state.sent
        state.sent += 1
        state.free -= 1
        host.send(now, r, (r + k + 1) % p, chunk, m)
        host.recv(now, (r - k - 1) % p, r, chunk, m, received)


ALGORITHM = Direct()
ORDER = 1

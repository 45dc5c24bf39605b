"""ASTRA-sim's ``ring`` (Ring.cc): every rank sends to its neighbour and receives from the other.

Per chunk of D bytes on p peers (Ring.cc:70-86): all-reduce 2(p-1) messages of D/p, reducing on
the first p-1; reduce-scatter p-1 reducing messages of D/p; all-gather p-1 messages of D;
all-to-all (a Ring in ASTRA-sim) p(p-1)/2 messages of D/p. Each step costs one neighbour message
plus the endpoint delay E, with one E more at the start.
"""

from __future__ import annotations

import numpy as np

from hlo2chakra.sim.analytical.algorithms.base import ReplayHost
from hlo2chakra.sim.analytical.phase import AG, AR, A2A, KINDS, RS, Link, Phase, PhasePlan, reduction_ns, worst_link


def _shape(kind: str, peers: int, data_bytes: int) -> tuple[int, int]:
    """(message bytes, sends) of one chunk's ring phase."""
    if kind == AG:
        return data_bytes, peers - 1
    if kind == AR:
        return data_bytes // peers, 2 * (peers - 1)
    if kind == RS:
        return data_bytes // peers, peers - 1
    return data_bytes // peers, peers * (peers - 1) // 2


def _reduces(kind: str, peers: int, step: int) -> bool:
    return kind == RS or (kind == AR and step < peers - 1)


class Ring:
    name = "ring"
    names = ("ring", "oneRing")
    kinds = frozenset(KINDS)
    replayed = False
    keeps_data = False

    def check(self, kind: str, peers: int, where: str, grouped: bool) -> None:
        return None

    def used_pairs(self, peers: int) -> list[tuple[int, int]]:
        return [((i - 1) % peers, i) for i in range(peers)]

    def representative_links(self, kind: str, hops: np.ndarray, lat, bw) -> tuple[Link, ...]:
        return (worst_link(hops, lat, bw, self.used_pairs(hops.shape[0])),)

    def reduce_twice_in_group(self, kind: str, peers: int) -> bool:
        return False

    def message_bytes(self, kind: str, peers: int, data_bytes: int) -> int:
        return data_bytes if kind == AG else data_bytes // peers

    def phase_cost_ns(self, phase: Phase, data_bytes: int) -> int:
        p, E = phase.peers, phase.endpoint_ns
        m, sends = _shape(phase.kind, p, data_bytes)
        reds = p - 1 if phase.kind in (AR, RS) else 0
        return int(sends * phase.links[0].message_ns(m) + (sends + 1) * E
                   + reds * reduction_ns(m, phase.mem_bytes_per_ns))

    def lines_end(self, pp: PhasePlan, start: np.ndarray, data_bytes: int, E: int) -> np.ndarray:
        phase = pp.phase
        p, kind = phase.peers, phase.kind
        m, steps = _shape(kind, p, data_bytes)
        idx = np.arange(p)
        shift = -1 if phase.reverse else 1
        t_in = pp.message_ns(m)[(idx - shift) % p, idx]
        red = reduction_ns(m, phase.mem_bytes_per_ns)
        send = start + E
        for k in range(steps):
            recv = np.maximum(send, np.roll(send, shift, axis=1) + t_in)
            send = recv + E + (red if _reduces(kind, p, k) else 0)
        return send

    def replay_chunk(self, host: ReplayHost, now: int, r: int, chunk: int) -> None:
        _step(now, host, r, chunk, 0)

    def fit_candidate(self, kind: str, power_of_two: bool) -> bool:
        return kind != A2A


def _step(now: int, host: ReplayHost, r: int, chunk: int, k: int) -> None:
    kind = host.phase.kind
    m, steps = _shape(kind, host.p, host.plan.chunk_bytes)
    shift = -1 if host.phase.reverse else 1
    nxt, prv = (r + shift) % host.p, (r - shift) % host.p
    host.send(now, r, nxt, chunk, m)
    red = reduction_ns(m, host.phase.mem_bytes_per_ns) if _reduces(kind, host.p, k) else 0

    def received(t: int) -> None:
        done = t + host.E + red
        if k + 1 < steps:
            host.at(done, _step, host, r, chunk, k + 1)
        else:
            host.at(done, host.finish, r)

    host.recv(now, prv, r, chunk, m, received)


ALGORITHM = Ring()
ORDER = 0

"""ASTRA-sim's ``halvingDoubling`` (HalvingDoubling.cc): recursive halving, then doubling.

On p = 2^s peers a chunk of D bytes: reduce-scatter halves its message s times (D/2, D/4, ...,
D/p) against the partner at distance 1, 2, 4, ...; all-reduce halves once more at the turn and
doubles back (HalvingDoubling.cc:54-72, 160-175); all-gather only doubles, from distance p/2 down.
A reducing step reduces its message before sending it. There is no all-to-all.
"""

from __future__ import annotations

import numpy as np

from hlo2chakra.sim.analytical.algorithms.base import ReplayHost
from hlo2chakra.sim.analytical.phase import (AG, AR, RS, Link, Phase, PhasePlan, log2_exact, reduction_ns,
                                             worst_link)
from hlo2chakra.sim.results import SimulationError


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


class HalvingDoubling:
    name = "halvingDoubling"
    names = ("halvingDoubling", "oneHalvingDoubling")
    kinds = frozenset((AR, AG, RS))
    replayed = False
    keeps_data = False

    def check(self, kind: str, peers: int, where: str, grouped: bool) -> None:
        if kind not in self.kinds:
            raise SimulationError(f"{where}: halvingDoubling has no all-to-all in ASTRA-sim")

    def used_pairs(self, peers: int) -> list[tuple[int, int]]:
        return [(i, i ^ (1 << k)) for k in range(peers.bit_length() - 1) for i in range(peers)]

    def representative_links(self, kind: str, hops: np.ndarray, lat, bw) -> tuple[Link, ...]:
        p = hops.shape[0]
        return tuple(worst_link(hops, lat, bw, [(i, i ^ (1 << k)) for i in range(p)]) for k in range(log2_exact(p)))

    def reduce_twice_in_group(self, kind: str, peers: int) -> bool:
        return False

    def message_bytes(self, kind: str, peers: int, data_bytes: int) -> int:
        if kind == AG:
            return data_bytes
        if kind == AR:
            return 2 * (data_bytes // (2 * peers))
        return data_bytes // peers

    def phase_cost_ns(self, phase: Phase, data_bytes: int) -> int:
        p, E, M, kind = phase.peers, phase.endpoint_ns, phase.mem_bytes_per_ns, phase.kind
        steps = p.bit_length() - 1
        if kind not in self.kinds:
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

    def lines_end(self, pp: PhasePlan, start: np.ndarray, data_bytes: int, E: int) -> np.ndarray:
        phase = pp.phase
        idx = np.arange(phase.peers)
        steps = hd_steps(phase.kind, data_bytes, phase.peers)
        send = start + E
        for k, (bit, m, _) in enumerate(steps):
            partner = idx ^ (1 << bit)
            recv = np.maximum(send, send[:, partner] + pp.message_ns(m)[partner, idx])
            # a reducing step reduces its message between the previous receive and its send
            nxt = steps[k + 1] if k + 1 < len(steps) else None
            send = recv + E + (reduction_ns(nxt[1], phase.mem_bytes_per_ns) if nxt and nxt[2] else 0)
        return send

    def replay_chunk(self, host: ReplayHost, now: int, r: int, chunk: int) -> None:
        _step(now, host, r, chunk, 0)

    def fit_candidate(self, kind: str, power_of_two: bool) -> bool:
        return kind == AR and power_of_two


def _step(now: int, host: ReplayHost, r: int, chunk: int, k: int) -> None:
    plan = hd_steps(host.phase.kind, host.plan.chunk_bytes, host.p)
    bit, m, _ = plan[k]
    partner = r ^ (1 << bit)
    if k == 0:
        host.send(now, r, partner, chunk, m)
    M = host.phase.mem_bytes_per_ns

    def received(t: int) -> None:
        if k + 1 < len(plan):
            _, m_next, reduces = plan[k + 1]
            ready = t + host.E + (reduction_ns(m_next, M) if reduces else 0)
            host.at(ready, _send_step, host, r, chunk, k + 1)
        else:
            host.at(t + host.E, host.finish, r)

    host.recv(now, partner, r, chunk, m, received)


def _send_step(now: int, host: ReplayHost, r: int, chunk: int, k: int) -> None:
    bit, m, _ = hd_steps(host.phase.kind, host.plan.chunk_bytes, host.p)[k]
    host.send(now, r, r ^ (1 << bit), chunk, m)
    _step(now, host, r, chunk, k)


ALGORITHM = HalvingDoubling()
ORDER = 2
